//! Type data. Types are interned in the `Context`; a `TypeId` names one and
//! equal ids mean structurally equal types (identified LLVM structs compare
//! by name).

use crate::ids::{AttrId, Ident, TypeId};

/// MLIR's `ShapedType::kDynamic`: the marker for a `?` dimension, offset or
/// stride.
pub const DYNAMIC: i64 = i64::MIN;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// Builtin floating-point types. The kinds after `F128` are MLIR's small
/// formats (OCP/NVIDIA/AMD/Graphcore FP8, FP6, FP4 and the E8M0 scale),
/// which LLVM has no type for: see `crate::syntax::small_floats` for their
/// encodings.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
    F128,
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
}

impl FloatKind {
    pub fn width(self) -> u32 {
        match self {
            FloatKind::BF16 | FloatKind::F16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
            FloatKind::F4E2M1FN => 4,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F8E3M4
            | FloatKind::F8E8M0FNU => 8,
        }
    }

    /// Every kind, in the order of the enum.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
    ];

    /// The small formats (FP4/FP6/FP8): no LLVM type, so MLIR's LLVM type
    /// converter turns them into integers of their width.
    pub fn is_small(self) -> bool {
        self.width() <= 8
    }

    /// The kind a builtin type keyword names (`f8E5M2`), if any.
    pub fn from_keyword(text: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == text)
    }

    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
        }
    }
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatKind),
    None,
    Complex(TypeId),
    /// `vector<[4]x8xf32>`: `scalable[i]` marks a `[n]` dimension.
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        elem: TypeId,
    },
    RankedTensor {
        shape: Box<[i64]>,
        elem: TypeId,
        encoding: Option<AttrId>,
    },
    UnrankedTensor {
        elem: TypeId,
    },
    /// `layout` is `None` for the identity layout; otherwise a strided layout
    /// or affine map attribute.
    MemRef {
        shape: Box<[i64]>,
        elem: TypeId,
        layout: Option<AttrId>,
        memory_space: Option<AttrId>,
    },
    UnrankedMemRef {
        elem: TypeId,
        memory_space: Option<AttrId>,
    },
    Function {
        inputs: Box<[TypeId]>,
        results: Box<[TypeId]>,
    },
    Tuple(Box<[TypeId]>),

    // ---- LLVM dialect types ----
    LlvmPtr {
        address_space: u32,
    },
    /// A literal (unnamed) struct.
    LlvmStruct {
        packed: bool,
        body: Box<[TypeId]>,
    },
    /// An identified struct; its body lives in the context's named-struct
    /// table (set once).
    LlvmNamedStruct(Ident),
    LlvmArray {
        len: u64,
        elem: TypeId,
    },
    LlvmFunc {
        ret: TypeId,
        params: Box<[TypeId]>,
        var_arg: bool,
    },
    /// `!llvm.vec<4 x ptr>` / `!llvm.vec<? x 4 x ptr>`: vectors of element
    /// types the builtin vector does not take.
    LlvmVec {
        len: u32,
        scalable: bool,
        elem: TypeId,
    },
    LlvmVoid,
    LlvmToken,
    LlvmLabel,
    LlvmMetadata,
    LlvmPpcFp128,
    LlvmX86Amx,
    LlvmTarget {
        name: Ident,
        types: Box<[TypeId]>,
        ints: Box<[u32]>,
    },

    // ---- SPIR-V dialect types ----
    /// `!spirv.ptr<T, StorageClass>`; the storage class is its SPIR-V
    /// enumerant value (see `dialect::spirv::enums`).
    SpirvPtr {
        pointee: TypeId,
        storage: u32,
    },
    /// `!spirv.array<N x T[, stride=K]>` (`stride` 0: none).
    SpirvArray {
        len: u32,
        elem: TypeId,
        stride: u32,
    },
    /// `!spirv.rtarray<T[, stride=K]>` (`stride` 0: none).
    SpirvRtArray {
        elem: TypeId,
        stride: u32,
    },
    /// `!spirv.struct<(T [offset, decorations], ...)>`; `offsets` is empty
    /// or has one entry per member; `decorations` has one (possibly empty)
    /// list per member, each decoration kept as written (`RelaxedPrecision`,
    /// `Offset=4`).
    SpirvStruct {
        members: Box<[TypeId]>,
        offsets: Box<[u32]>,
        decorations: Box<[Box<[Ident]>]>,
    },

    /// A type of a dialect Strata does not model (`!foo.bar<...>`), kept as
    /// its dialect name and the text after it so it prints back unchanged.
    Opaque {
        dialect: Ident,
        body: Ident,
    },
}

/// Body of an identified LLVM struct. `None` body means opaque.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedStructBody {
    pub packed: bool,
    pub body: Option<Box<[TypeId]>>,
}
