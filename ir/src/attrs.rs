//! Attribute data. Attributes are interned in the `Context`; an `AttrId`
//! names one. Dictionaries are sorted by name so that equal dictionaries
//! intern to the same id.

use crate::ids::{AttrId, Ident, TypeId};

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    pub name: Ident,
    pub value: AttrId,
}

/// Values of a dense elements or dense array attribute. Integers are stored
/// sign-extended from their width; floats as their IEEE bit pattern.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseValues {
    Int(Box<[i128]>),
    Float(Box<[u128]>),
    /// `dense<["a", "b"]>`
    String(Box<[Ident]>),
}

impl DenseValues {
    pub fn len(&self) -> usize {
        match self {
            DenseValues::Int(v) => v.len(),
            DenseValues::Float(v) => v.len(),
            DenseValues::String(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// An affine expression in a memref layout map.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    Dim(u32),
    Symbol(u32),
    Const(i64),
    Add(Box<AffineExpr>, Box<AffineExpr>),
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub results: Box<[AffineExpr]>,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Location {
    Unknown,
    FileLineCol {
        file: Ident,
        line: u32,
        col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        name: Ident,
        child: Option<AttrId>,
    },
    CallSite {
        callee: AttrId,
        caller: AttrId,
    },
    Fused {
        locs: Box<[AttrId]>,
        metadata: Option<AttrId>,
    },
}

/// Dialect enum attributes printed as `#dialect.mnemonic<cases>` (or, for
/// the I64 enums, stored as plain integers; those do not appear here).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum EnumKind {
    /// `#arith.fastmath<...>` (bit enum)
    ArithFastMath,
    /// `#arith.overflow<...>` (bit enum)
    ArithOverflow,
    /// `#arith.denormal<...>`
    ArithDenormal,
    /// `#llvm.fastmath<...>` (bit enum)
    LlvmFastMath,
    /// `#llvm.overflow<...>` (bit enum)
    LlvmOverflow,
    /// `#llvm.linkage<...>`
    LlvmLinkage,
    /// `#llvm.cconv<...>`
    LlvmCConv,
    /// `#llvm.tailcallkind<...>`
    LlvmTailCallKind,
    /// `#llvm.framePointerKind<...>`
    LlvmFramePointerKind,
    /// `#llvm.gep_flags<...>` / GEP no-wrap flags (bit enum)
    LlvmGepFlags,
    /// `#llvm.unnamed_addr<...>`
    LlvmUnnamedAddr,
    /// `#llvm.visibility<...>`
    LlvmVisibility,
    /// `#llvm.tls_model<...>`
    LlvmTlsModel,
    /// `#llvm.comdat<...>`
    LlvmComdat,
    /// `#llvm.asm_dialect<...>`
    LlvmAsmDialect,
    /// `#vector.punctuation<...>`
    VectorPunctuation,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrData {
    Unit,
    Bool(bool),
    /// An integer of the given type (an integer type or `index`).
    Integer {
        ty: TypeId,
        value: i128,
    },
    /// A float of the given float type, as its bit pattern.
    Float {
        ty: TypeId,
        bits: u128,
    },
    /// `"text"` or `"text" : type`.
    String {
        value: Ident,
        ty: Option<TypeId>,
    },
    Type(TypeId),
    Array(Box<[AttrId]>),
    /// Sorted by name, no duplicates.
    Dict(Box<[NamedAttr]>),
    /// `@root::@a::@b`
    SymbolRef {
        root: Ident,
        nested: Box<[Ident]>,
    },
    /// `dense<...> : type`; a splat stores one value.
    DenseElements {
        ty: TypeId,
        splat: bool,
        values: DenseValues,
    },
    /// `array<i32: 1, 2>`
    DenseArray {
        elem: TypeId,
        values: DenseValues,
    },
    /// `strided<[s0, s1], offset: o>` (dynamic values are `DYNAMIC`).
    StridedLayout {
        offset: i64,
        strides: Box<[i64]>,
    },
    AffineMap(AffineMap),
    Location(Location),
    Enum {
        kind: EnumKind,
        value: u64,
    },
    /// An attribute of a dialect Strata does not model (`#foo.bar<...>`),
    /// kept as text.
    Opaque {
        dialect: Ident,
        body: Ident,
    },
}
