//! The LLVM type converter: the rules of MLIR's `LLVMTypeConverter`
//! (scalars, `index`, vectors, complex, memref descriptors, bare pointers,
//! function signatures, LLVM containers holding builtin types).
//!
//! A converter is built once per pass run and shared by all rayon workers;
//! everything it returns is interned in the `Context`.

use rustc_hash::FxHashMap;
use strata_ir::attrs::AttrData;
use strata_ir::par::lock;
use strata_ir::types::NamedStructBody;
use strata_ir::{Context, TypeData, TypeId, DYNAMIC};

/// How memrefs cross function boundaries.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MemRefConvention {
    /// Descriptors, expanded into scalars in function signatures.
    Descriptor,
    /// `use-bare-ptr-memref-call-conv`: statically shaped memrefs with a
    /// static strided layout pass as a pointer to their element type.
    BarePtr,
}

/// One original function argument, and where its converted pieces sit in the
/// converted argument list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ArgMapping {
    pub start: u32,
    pub len: u32,
    pub kind: ArgKind,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ArgKind {
    /// One converted value of the converted type.
    Plain,
    /// A ranked descriptor expanded into its scalars (`rank` dims).
    RankedDescriptor { rank: u32 },
    /// An unranked descriptor expanded into (rank, ptr).
    UnrankedDescriptor,
    /// A bare pointer standing for a statically shaped memref.
    BarePtr,
    /// A value whose type converts to several values (only under
    /// `test_legalize`: `i17` → `i18, i18`).
    Split,
}

/// A converted function signature.
#[derive(Clone, Debug)]
pub struct SignatureConversion {
    /// `!llvm.func<...>`
    pub llvm_type: TypeId,
    pub args: Vec<ArgMapping>,
    /// The flat converted argument types.
    pub arg_types: Vec<TypeId>,
    /// The single converted result (void, one value or a packed struct).
    pub result: TypeId,
}

pub struct TypeConverter<'c> {
    pub ctx: &'c Context,
    pub index_bits: u32,
    pub convention: MemRefConvention,
    pub index: TypeId,
    /// `test-llvm-legalize-patterns`: MLIR's test type converter, which
    /// also converts `i17` to two `i18`s (a 1:N conversion), and leaves
    /// `func.func`s marked `is_legal` alone.
    pub test_legalize: bool,
    /// Memref types whose memory space had no integer address space, in
    /// order of first failure: MLIR reports each once per pass run.
    failed_spaces: std::sync::Mutex<Vec<TypeId>>,
    /// Set by `convert-spirv-to-llvm`: SPIR-V types convert, pointers
    /// taking the address space this client API maps their storage class
    /// to.
    pub spirv: Option<crate::spirv_to_llvm::ClientApi>,
    /// Conversions of composite types, by type (see `convert_memoised`).
    /// Sharded by type so that rayon workers converting different types
    /// rarely wait on one another. The fields above are set before the first
    /// conversion: the memo does not follow later changes to them.
    memo: [std::sync::Mutex<FxHashMap<TypeId, Option<TypeId>>>; MEMO_SHARDS],
}

thread_local! {
    /// The identified structs whose bodies this thread is converting,
    /// innermost last (see `convert_named_struct`). A conversion runs on
    /// one thread from start to end, so a thread's stack is its own.
    static IN_PROGRESS: std::cell::RefCell<Vec<TypeId>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// An identified struct on `IN_PROGRESS` for as long as this lives, so that
/// an early return (a body that does not convert) also takes it off.
struct InProgress;

impl InProgress {
    fn enter(ty: TypeId) -> InProgress {
        IN_PROGRESS.with(|p| p.borrow_mut().push(ty));
        InProgress
    }
}

impl Drop for InProgress {
    fn drop(&mut self) {
        IN_PROGRESS.with(|p| p.borrow_mut().pop());
    }
}

/// Shards of the conversion memo: a few per core keeps lock waits rare.
const MEMO_SHARDS: usize = 16;

impl<'c> TypeConverter<'c> {
    pub fn new(ctx: &'c Context, index_bits: u32, convention: MemRefConvention) -> Self {
        TypeConverter {
            ctx,
            index_bits,
            convention,
            index: ctx.int_type(index_bits),
            test_legalize: false,
            failed_spaces: std::sync::Mutex::new(Vec::new()),
            spirv: None,
            memo: Default::default(),
        }
    }

    /// The types a 1:N conversion gives `ty` (`i17` → `i18, i18` under
    /// `test_legalize`); `None` for every type that converts 1:1 or not at all.
    pub fn split(&self, ty: TypeId) -> Option<[TypeId; 2]> {
        if !self.test_legalize {
            return None;
        }
        match self.ctx.type_data(ty) {
            TypeData::Integer {
                width: 17,
                signedness: strata_ir::types::Signedness::Signless,
            } => {
                let i18 = self.ctx.int_type(18);
                Some([i18, i18])
            }
            _ => None,
        }
    }

    /// The address space of memref type `ty` (memory space `space`),
    /// remembering a failure for `take_diagnostics`.
    fn memref_address_space(&self, ty: TypeId, space: Option<strata_ir::AttrId>) -> Option<u32> {
        let r = self.address_space(space);
        if r.is_none() {
            let mut failed = lock(&self.failed_spaces);
            if !failed.contains(&ty) {
                failed.push(ty);
            }
        }
        r
    }

    /// The errors MLIR emits (without failing the pass) for memref memory
    /// spaces that have no address space, one per type, ordered by type so
    /// that the output does not depend on the thread count.
    pub fn take_diagnostics(&self) -> Vec<strata_ir::Diag> {
        let mut failed = std::mem::take(&mut *lock(&self.failed_spaces));
        failed.sort_unstable();
        failed
            .into_iter()
            .filter_map(|ty| {
                let space = match self.ctx.type_data(ty) {
                    TypeData::MemRef { memory_space, .. }
                    | TypeData::UnrankedMemRef { memory_space, .. } => (*memory_space)?,
                    _ => return None,
                };
                let mut text = String::new();
                strata_ir::syntax::attrs::print_attr(self.ctx, space, &mut text);
                Some(strata_ir::Diag::error(
                    Default::default(),
                    format!(
                        "conversion of memref memory space {text} to integer address space failed. Consider adding memory space conversions."
                    ),
                ))
            })
            .collect()
    }

    /// Converts a type; `None` when the LLVM dialect has no counterpart
    /// (tensors, unknown dialect types, memrefs with non-strided layouts).
    /// Types without element types convert here directly: they are the
    /// bulk of all conversions and never touch the memo.
    pub fn convert(&self, ty: TypeId) -> Option<TypeId> {
        let ctx = self.ctx;
        match ctx.type_data(ty) {
            // A 1:N type has no single converted type.
            TypeData::Integer { .. } if self.split(ty).is_some() => None,
            TypeData::Integer { width, .. } => Some(ctx.int_type(*width)),
            TypeData::Index => Some(self.index),
            // LLVM has no TensorFloat-32: MLIR 22 leaves it unconverted.
            TypeData::Float(strata_ir::types::FloatKind::TF32) => None,
            // Nor the small formats: MLIR 22 turns them into integers of
            // their width (`f8E5M2` → `i8`, `f4E2M1FN` → `i4`).
            TypeData::Float(k) if k.is_small() => Some(ctx.int_type(k.width())),
            TypeData::Float(_) => Some(ty),
            TypeData::None => None,
            TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. } => None,
            // MLIR 22 turns every builtin function type into a pointer
            // without looking at its signature.
            TypeData::Function { .. } => Some(TypeId::LLVM_PTR),
            TypeData::Tuple(_) | TypeData::Opaque { .. } => None,
            TypeData::LlvmPtr { .. }
            | TypeData::LlvmVoid
            | TypeData::LlvmToken
            | TypeData::LlvmLabel
            | TypeData::LlvmMetadata
            | TypeData::LlvmPpcFp128
            | TypeData::LlvmX86Amx
            | TypeData::LlvmTarget { .. } => Some(ty),
            TypeData::Complex(_)
            | TypeData::Vector { .. }
            | TypeData::MemRef { .. }
            | TypeData::UnrankedMemRef { .. }
            | TypeData::SpirvPtr { .. }
            | TypeData::SpirvArray { .. }
            | TypeData::SpirvRtArray { .. }
            | TypeData::SpirvStruct { .. }
            | TypeData::LlvmStruct { .. }
            | TypeData::LlvmArray { .. }
            | TypeData::LlvmVec { .. }
            | TypeData::LlvmFunc { .. }
            | TypeData::LlvmNamedStruct(_) => self.convert_memoised(ty),
        }
    }

    /// A composite type's conversion, computed once per converter. Without
    /// the memo a type whose elements repeat a type (`!llvm.struct<(!t,
    /// !t)>`, nested n deep through aliases) takes 2^n steps although it
    /// has only n distinct parts.
    #[inline(never)]
    fn convert_memoised(&self, ty: TypeId) -> Option<TypeId> {
        let shard = &self.memo[ty.index() % MEMO_SHARDS];
        if let Some(&converted) = lock(shard).get(&ty) {
            return converted;
        }
        // The lock is not held while converting: the elements' conversions
        // take it again. Two threads may both convert the same type; they
        // get the same interned result, and their side effects (a failed
        // memory space noted, a `_Converted.` struct body set) are
        // idempotent.
        let converted = self.convert_composite(ty);
        lock(shard).insert(ty, converted);
        converted
    }

    /// Converts a type with element types (the types `convert` sends to
    /// `convert_memoised`).
    fn convert_composite(&self, ty: TypeId) -> Option<TypeId> {
        let ctx = self.ctx;
        match ctx.type_data(ty) {
            TypeData::Complex(elem) => {
                let e = self.convert(*elem)?;
                Some(ctx.llvm_struct(&[e, e], false))
            }
            TypeData::Vector {
                shape,
                scalable,
                elem,
            } => self.convert_vector(shape, scalable, *elem),
            TypeData::MemRef { .. } => self.memref_descriptor(ty),
            TypeData::UnrankedMemRef { elem, memory_space } => {
                self.convert(*elem)?;
                self.memref_address_space(ty, *memory_space)?;
                Some(self.unranked_descriptor())
            }
            TypeData::SpirvPtr { .. }
            | TypeData::SpirvArray { .. }
            | TypeData::SpirvRtArray { .. }
            | TypeData::SpirvStruct { .. } => {
                crate::spirv_to_llvm::types::convert(self, self.spirv?, ty)
            }
            TypeData::LlvmStruct { packed, body } => {
                let body = self.convert_all(body)?;
                Some(ctx.llvm_struct(&body, *packed))
            }
            TypeData::LlvmArray { len, elem } => Some(ctx.llvm_array(self.convert(*elem)?, *len)),
            TypeData::LlvmVec {
                len,
                scalable,
                elem,
            } => {
                let elem = self.convert(*elem)?;
                Some(ctx.intern_type(TypeData::LlvmVec {
                    len: *len,
                    scalable: *scalable,
                    elem,
                }))
            }
            TypeData::LlvmFunc {
                ret,
                params,
                var_arg,
            } => {
                let ret = self.convert(*ret)?;
                let params = self.convert_all(params)?;
                Some(ctx.intern_type(TypeData::LlvmFunc {
                    ret,
                    params: params.into(),
                    var_arg: *var_arg,
                }))
            }
            TypeData::LlvmNamedStruct(name) => self.convert_named_struct(ty, *name),
            // Not reached: `convert` converts every other type itself.
            _ => None,
        }
    }

    fn convert_all(&self, tys: &[TypeId]) -> Option<Vec<TypeId>> {
        tys.iter().map(|&t| self.convert(t)).collect()
    }

    /// Identified structs whose body holds non-LLVM types are renamed
    /// `_Converted.<name>` with the converted body, as MLIR does.
    ///
    /// A struct may name itself in its body (`!llvm.struct<"a", (index,
    /// struct<"a">)>`): as in MLIR, a struct met again while its own body
    /// is being converted stands for its converted self (`_Converted.a`),
    /// instead of recursing without end.
    fn convert_named_struct(&self, ty: TypeId, name: strata_ir::Ident) -> Option<TypeId> {
        let ctx = self.ctx;
        let Some(NamedStructBody {
            packed,
            body: Some(body),
        }) = ctx.named_struct_body(name)
        else {
            return Some(ty);
        };
        let new_name = || ctx.ident(&format!("_Converted.{}", ctx.str(name)));
        if IN_PROGRESS.with(|p| p.borrow().contains(&ty)) {
            return Some(ctx.llvm_named_struct(new_name()));
        }
        // A struct the LLVM dialect takes as it is stays as it is, even when
        // it names itself (MLIR checks this before converting the body,
        // whose mentions of the struct would otherwise become
        // `_Converted.` ones).
        if strata_ir::dialect::llvm::is_compatible_type(ctx, ty) {
            return Some(ty);
        }
        let converted = {
            let _entered = InProgress::enter(ty);
            self.convert_all(&body)?
        };
        if converted[..] == body[..] {
            return Some(ty);
        }
        let new_name = new_name();
        ctx.set_named_struct_body(
            new_name,
            NamedStructBody {
                packed,
                body: Some(converted.into()),
            },
        );
        Some(ctx.llvm_named_struct(new_name))
    }

    /// 1-D vectors keep their builtin type (with converted elements); n-D
    /// vectors become nested arrays of 1-D vectors. Only the trailing
    /// dimension may be scalable.
    fn convert_vector(&self, shape: &[i64], scalable: &[bool], elem: TypeId) -> Option<TypeId> {
        let ctx = self.ctx;
        let elem = self.convert(elem)?;
        if !matches!(
            ctx.type_data(elem),
            TypeData::Integer { .. } | TypeData::Float(_) | TypeData::LlvmPtr { .. }
        ) {
            return None;
        }
        let n = shape.len();
        if n == 0 {
            // A 0-D vector is a one-element 1-D vector.
            return Some(ctx.intern_type(TypeData::Vector {
                shape: [1].into(),
                scalable: [false].into(),
                elem,
            }));
        }
        if scalable[..n - 1].iter().any(|&s| s) {
            return None;
        }
        let mut t = ctx.intern_type(TypeData::Vector {
            shape: [shape[n - 1]].into(),
            scalable: [scalable[n - 1]].into(),
            elem,
        });
        for &d in shape[..n - 1].iter().rev() {
            t = ctx.llvm_array(t, d as u64);
        }
        Some(t)
    }

    /// The pointer address space of a memref memory space: none → 0, an
    /// integer attribute → its value; anything else is not convertible.
    pub fn address_space(&self, space: Option<strata_ir::AttrId>) -> Option<u32> {
        match space {
            None => Some(0),
            Some(a) => match self.ctx.attr_data(a) {
                // MLIR takes the address space only from signless integer
                // (or index) attributes: `1 : ui64` is not convertible.
                AttrData::Integer { value, ty } => match self.ctx.type_data(*ty) {
                    TypeData::Integer { signedness, .. }
                        if *signedness != strata_ir::types::Signedness::Signless =>
                    {
                        None
                    }
                    _ => u32::try_from(*value).ok(),
                },
                _ => None,
            },
        }
    }

    /// `!llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>` (rank 0:
    /// no arrays) for a ranked memref with a strided layout.
    pub fn memref_descriptor(&self, ty: TypeId) -> Option<TypeId> {
        let TypeData::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } = self.ctx.type_data(ty)
        else {
            return None;
        };
        self.convert(*elem)?;
        strides_and_offset(self.ctx, ty)?;
        let ptr = self
            .ctx
            .llvm_ptr(self.memref_address_space(ty, *memory_space)?);
        Some(self.descriptor_type(ptr, shape.len() as u64))
    }

    pub fn descriptor_type(&self, ptr: TypeId, rank: u64) -> TypeId {
        let ix = self.index;
        if rank == 0 {
            self.ctx.llvm_struct(&[ptr, ptr, ix], false)
        } else {
            let arr = self.ctx.llvm_array(ix, rank);
            self.ctx.llvm_struct(&[ptr, ptr, ix, arr, arr], false)
        }
    }

    /// `!llvm.struct<(iN, ptr)>`
    pub fn unranked_descriptor(&self) -> TypeId {
        self.ctx.llvm_struct(&[self.index, TypeId::LLVM_PTR], false)
    }

    /// The bare pointer for a statically shaped memref with a static strided
    /// layout; `None` when the bare convention cannot represent it.
    pub fn bare_ptr(&self, ty: TypeId) -> Option<TypeId> {
        let TypeData::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } = self.ctx.type_data(ty)
        else {
            return None;
        };
        self.convert(*elem)?;
        if shape.contains(&DYNAMIC) {
            return None;
        }
        let (strides, offset) = strides_and_offset(self.ctx, ty)?;
        if offset == DYNAMIC || strides.contains(&DYNAMIC) {
            return None;
        }
        Some(
            self.ctx
                .llvm_ptr(self.memref_address_space(ty, *memory_space)?),
        )
    }

    /// Converts a function argument: its expansion in a signature.
    fn push_arg(&self, ty: TypeId, out: &mut Vec<TypeId>) -> Option<ArgKind> {
        if let Some(pieces) = self.split(ty) {
            out.extend_from_slice(&pieces);
            return Some(ArgKind::Split);
        }
        match self.ctx.type_data(ty) {
            TypeData::MemRef { shape, .. } => {
                if self.convention == MemRefConvention::BarePtr {
                    out.push(self.bare_ptr(ty)?);
                    return Some(ArgKind::BarePtr);
                }
                // `convert` gives the descriptor, memoised.
                let desc = self.convert(ty)?;
                let TypeData::LlvmStruct { body, .. } = self.ctx.type_data(desc) else {
                    return None;
                };
                let rank = shape.len() as u32;
                out.extend_from_slice(&[body[0], body[1], self.index]);
                for _ in 0..2 * rank {
                    out.push(self.index);
                }
                Some(ArgKind::RankedDescriptor { rank })
            }
            TypeData::UnrankedMemRef { .. } => {
                if self.convention == MemRefConvention::BarePtr {
                    return None;
                }
                self.convert(ty)?;
                out.extend_from_slice(&[self.index, TypeId::LLVM_PTR]);
                Some(ArgKind::UnrankedDescriptor)
            }
            _ => {
                out.push(self.convert(ty)?);
                Some(ArgKind::Plain)
            }
        }
    }

    /// Converts a result type: memrefs become descriptors (or bare pointers).
    pub fn convert_result(&self, ty: TypeId) -> Option<TypeId> {
        if self.convention == MemRefConvention::BarePtr {
            if let TypeData::MemRef { .. } = self.ctx.type_data(ty) {
                return self.bare_ptr(ty);
            }
        }
        self.convert(ty)
    }

    /// The single LLVM result for a list of results: void, the converted
    /// type, or a struct packing them.
    /// A 1:N result contributes each of its pieces.
    pub fn pack_results(&self, results: &[TypeId]) -> Option<TypeId> {
        let mut flat: Vec<TypeId> = Vec::with_capacity(results.len());
        for &t in results {
            match self.split(t) {
                Some(pieces) => flat.extend_from_slice(&pieces),
                None => flat.push(self.convert_result(t)?),
            }
        }
        match flat[..] {
            [] => Some(TypeId::LLVM_VOID),
            [one] => Some(one),
            _ => Some(self.ctx.llvm_struct(&flat, false)),
        }
    }

    /// Converts a `func` signature into an `!llvm.func` type, expanding
    /// memref arguments.
    pub fn convert_signature(
        &self,
        inputs: &[TypeId],
        results: &[TypeId],
        var_arg: bool,
    ) -> Option<SignatureConversion> {
        let mut arg_types = Vec::with_capacity(inputs.len());
        let mut args = Vec::with_capacity(inputs.len());
        for &t in inputs {
            let start = arg_types.len() as u32;
            let kind = self.push_arg(t, &mut arg_types)?;
            args.push(ArgMapping {
                start,
                len: arg_types.len() as u32 - start,
                kind,
            });
        }
        let result = self.pack_results(results)?;
        let llvm_type = self.ctx.intern_type(TypeData::LlvmFunc {
            ret: result,
            params: arg_types.clone().into(),
            var_arg,
        });
        Some(SignatureConversion {
            llvm_type,
            args,
            arg_types,
            result,
        })
    }
}

/// Strides and offset of a memref's layout: identity (row-major), or an
/// explicit `strided<>` layout. Other affine layouts are not supported.
pub fn strides_and_offset(ctx: &Context, ty: TypeId) -> Option<(Vec<i64>, i64)> {
    // strata-ir reads strided layouts, identity maps and linear affine maps.
    strata_ir::dialect::memref::layout::strides_and_offset(ctx, ty)
}

/// Row-major strides; a dynamic size makes every outer stride dynamic.
pub fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut acc: i64 = 1;
    for i in (0..shape.len()).rev() {
        strides[i] = acc;
        if acc != DYNAMIC {
            acc = if shape[i] == DYNAMIC {
                DYNAMIC
            } else {
                acc.checked_mul(shape[i]).unwrap_or(DYNAMIC)
            };
        }
    }
    strides
}

/// Whether MLIR 22's arith-to-LLVM pattern for `opcode` declines `op`
/// because one of its operand or result types is (a vector of) a small
/// float format, which converts to an integer: its patterns for float
/// arithmetic, float casts and `cmpf` bail out on such types
/// (`FailOnUnsupportedFP`) and leave the op as it is. `sitofp`, `select`,
/// `bitcast` and `constant` have no such check and convert.
pub fn declines_small_floats(
    ctx: &strata_ir::Context,
    body: &strata_ir::body::Body,
    op: strata_ir::Op,
    opcode: strata_ir::Opcode,
) -> bool {
    use strata_ir::Opcode::*;
    if !matches!(
        opcode,
        ArithAddf
            | ArithSubf
            | ArithMulf
            | ArithDivf
            | ArithRemf
            | ArithNegf
            | ArithMaximumf
            | ArithMinimumf
            | ArithMaxnumf
            | ArithMinnumf
            | ArithExtf
            | ArithTruncf
            | ArithFptosi
            | ArithFptoui
            | ArithUitofp
            | ArithCmpf
    ) {
        return false;
    }
    let small = |v: strata_ir::Value| is_small_float_like(ctx, body.value_type(v));
    body.operands(op).iter().any(|&v| small(v)) || body.results(op).any(small)
}

/// A small float format, or a vector of one.
pub fn is_small_float_like(ctx: &strata_ir::Context, ty: TypeId) -> bool {
    let elem = match ctx.type_data(ty) {
        TypeData::Vector { elem, .. } => *elem,
        _ => ty,
    };
    matches!(ctx.type_data(elem), TypeData::Float(k) if k.is_small())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn memref(ctx: &Context, shape: &[i64], elem: TypeId, space: Option<u32>) -> TypeId {
        ctx.intern_type(TypeData::MemRef {
            shape: shape.into(),
            elem,
            layout: None,
            memory_space: space.map(|s| ctx.int_attr(TypeId::I64, s as i128)),
        })
    }

    #[test]
    fn scalars_index_and_vectors() {
        let ctx = Context::new();
        let tc = TypeConverter::new(&ctx, 32, MemRefConvention::Descriptor);
        assert_eq!(tc.convert(TypeId::INDEX), Some(TypeId::I32));
        assert_eq!(tc.convert(TypeId::F32), Some(TypeId::F32));
        let v = ctx.intern_type(TypeData::Vector {
            shape: [4, 8, 16].into(),
            scalable: [false; 3].into(),
            elem: TypeId::INDEX,
        });
        let inner = ctx.intern_type(TypeData::Vector {
            shape: [16].into(),
            scalable: [false].into(),
            elem: TypeId::I32,
        });
        let want = ctx.llvm_array(ctx.llvm_array(inner, 8), 4);
        assert_eq!(tc.convert(v), Some(want));
        let c = ctx.intern_type(TypeData::Complex(TypeId::F64));
        assert_eq!(
            tc.convert(c),
            Some(ctx.llvm_struct(&[TypeId::F64, TypeId::F64], false))
        );
        let t = ctx.intern_type(TypeData::RankedTensor {
            shape: [2].into(),
            elem: TypeId::I32,
            encoding: None,
        });
        assert_eq!(tc.convert(t), None);
    }

    #[test]
    fn memref_descriptors_and_signatures() {
        let ctx = Context::new();
        let tc = TypeConverter::new(&ctx, 64, MemRefConvention::Descriptor);
        let m0 = memref(&ctx, &[], TypeId::F32, None);
        let ptr = TypeId::LLVM_PTR;
        assert_eq!(
            tc.convert(m0),
            Some(ctx.llvm_struct(&[ptr, ptr, TypeId::I64], false))
        );
        let m2 = memref(&ctx, &[DYNAMIC, 4], TypeId::F32, Some(3));
        let p3 = ctx.llvm_ptr(3);
        let arr = ctx.llvm_array(TypeId::I64, 2);
        assert_eq!(
            tc.convert(m2),
            Some(ctx.llvm_struct(&[p3, p3, TypeId::I64, arr, arr], false))
        );
        let sig = tc
            .convert_signature(&[m2, TypeId::I32], &[], false)
            .unwrap();
        assert_eq!(
            sig.arg_types,
            vec![
                p3,
                p3,
                TypeId::I64,
                TypeId::I64,
                TypeId::I64,
                TypeId::I64,
                TypeId::I64,
                TypeId::I32
            ]
        );
        assert_eq!(sig.args[1].start, 7);
        assert_eq!(sig.result, TypeId::LLVM_VOID);
        let two = tc.pack_results(&[TypeId::I32, TypeId::INDEX]).unwrap();
        assert_eq!(two, ctx.llvm_struct(&[TypeId::I32, TypeId::I64], false));

        let bare = TypeConverter::new(&ctx, 64, MemRefConvention::BarePtr);
        assert_eq!(
            bare.convert_signature(&[m2], &[], false)
                .map(|s| s.llvm_type),
            None
        );
        let m_static = memref(&ctx, &[2, 3], TypeId::F32, None);
        assert_eq!(
            bare.convert_signature(&[m_static], &[m_static], false)
                .unwrap()
                .arg_types,
            vec![ptr]
        );
    }

    /// `n` structs, each holding the previous one twice: 2^n paths
    /// through n + 1 distinct types.
    fn doubling(ctx: &Context, leaf: TypeId, n: usize) -> TypeId {
        (0..n).fold(leaf, |t, _| ctx.llvm_struct(&[t, t], false))
    }

    #[test]
    fn repeated_parts_convert_once() {
        let ctx = Context::new();
        let tc = TypeConverter::new(&ctx, 64, MemRefConvention::Descriptor);
        let leaf = ctx.llvm_struct(&[TypeId::I32, TypeId::INDEX], false);
        let want_leaf = ctx.llvm_struct(&[TypeId::I32, TypeId::I64], false);
        // Without the memo this takes 2^64 steps.
        let deep = doubling(&ctx, leaf, 64);
        assert_eq!(tc.convert(deep), Some(doubling(&ctx, want_leaf, 64)));
        // Also through LLVM function types and identified structs.
        let f = ctx.intern_type(TypeData::LlvmFunc {
            ret: deep,
            params: [deep, deep].into(),
            var_arg: false,
        });
        let want = doubling(&ctx, want_leaf, 64);
        assert_eq!(
            tc.convert(f),
            Some(ctx.intern_type(TypeData::LlvmFunc {
                ret: want,
                params: [want, want].into(),
                var_arg: false,
            }))
        );
        let mut named = leaf;
        for i in 0..64 {
            let name = ctx.ident(&format!("s{i}"));
            ctx.set_named_struct_body(
                name,
                NamedStructBody {
                    packed: false,
                    body: Some([named, named].into()),
                },
            );
            named = ctx.llvm_named_struct(name);
        }
        let converted = tc.convert(named).unwrap();
        let TypeData::LlvmNamedStruct(name) = ctx.type_data(converted) else {
            panic!("not an identified struct");
        };
        assert_eq!(ctx.str(*name), "_Converted.s63");
    }

    #[test]
    fn memoised_failures_are_reported_once() {
        let ctx = Context::new();
        let tc = TypeConverter::new(&ctx, 64, MemRefConvention::Descriptor);
        let space = ctx.intern_attr(AttrData::String {
            value: ctx.ident("global"),
            ty: None,
        });
        let m = ctx.intern_type(TypeData::MemRef {
            shape: [2].into(),
            elem: TypeId::F32,
            layout: None,
            memory_space: Some(space),
        });
        let s = ctx.llvm_struct(&[m, m], false);
        assert_eq!(tc.convert(s), None);
        assert_eq!(tc.convert(m), None);
        assert_eq!(tc.take_diagnostics().len(), 1);
    }

    #[test]
    fn parallel_conversions_match_serial_ones() {
        use rayon::prelude::*;
        let ctx = Context::new();
        let leaf = ctx.llvm_struct(&[TypeId::INDEX, TypeId::F16], false);
        let v = ctx.intern_type(TypeData::Vector {
            shape: [2, 3].into(),
            scalable: [false, false].into(),
            elem: TypeId::INDEX,
        });
        let mut tys = vec![TypeId::INDEX, TypeId::I32, v];
        for n in 0..40 {
            let d = doubling(&ctx, leaf, n);
            tys.push(d);
            tys.push(ctx.llvm_array(ctx.llvm_struct(&[d, v], false), 3));
            tys.push(memref(&ctx, &[4], v, Some(n as u32)));
        }
        let serial = TypeConverter::new(&ctx, 32, MemRefConvention::Descriptor);
        let want: Vec<_> = tys.iter().map(|&t| serial.convert(t)).collect();
        let shared = TypeConverter::new(&ctx, 32, MemRefConvention::Descriptor);
        // Each type many times over, in an order different from the serial
        // one, so workers meet in the memo.
        let got: Vec<_> = (0..tys.len() * 8)
            .into_par_iter()
            .map(|i| {
                let k = (i * 7) % tys.len();
                (k, shared.convert(tys[k]))
            })
            .collect();
        for (k, c) in got {
            assert_eq!(c, want[k]);
        }
    }

    #[test]
    fn strides() {
        assert_eq!(row_major_strides(&[2, 3, 4]), vec![12, 4, 1]);
        assert_eq!(row_major_strides(&[DYNAMIC, 3]), vec![3, 1]);
        assert_eq!(row_major_strides(&[2, DYNAMIC, 3]), vec![DYNAMIC, 3, 1]);
    }
}
