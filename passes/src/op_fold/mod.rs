//! Single-op folders (MLIR's `fold` hooks) beyond arith's, for the ops
//! MLIR's dialect conversion folds before trying patterns
//! (`OperationLegalizer::legalizeWithFold`) and the greedy driver folds.
//!
//! A folder reads one op of a body as written and changes nothing: it
//! says that the op's results are other values of the body or constant
//! attributes, or that one operand may read another value (an in-place
//! fold), or nothing. Callers apply the answer.

pub(crate) mod broadcast;
pub(crate) mod cast;
mod extract;
pub(crate) mod index;
pub(crate) mod llvm;
pub(crate) mod math;
pub(crate) mod memref;
pub(crate) mod scf;
pub(crate) mod spirv;
pub(crate) mod tensor;
#[cfg(test)]
mod tests;

use smallvec::SmallVec;
use strata_ir::{Body, Context, Op, Opcode, Value};

pub(crate) use crate::conversion::arith_fold::FoldResult;

/// What a folder says about one op.
#[derive(Debug, PartialEq)]
pub(crate) enum Fold {
    /// The op's results, in order, are these values or constants.
    Replace(SmallVec<[FoldResult; 2]>),
    /// In place: operand `index` may read `value` instead.
    Operand {
        index: u32,
        value: Value,
    },
    /// In place: several operands (`index`, new value) change at once.
    Operands(SmallVec<[(u32, Value); 2]>),
    /// In place: the op reads `operands` (all of them, maybe fewer than
    /// before) and has the attributes `attrs`.
    Rewrite {
        operands: SmallVec<[Value; 4]>,
        attrs: strata_ir::AttrId,
    },
    None,
}

/// Whether `opcode` has a folder here (cheap: checked for every op a
/// conversion visits).
#[inline]
pub(crate) fn has_folder(opcode: Opcode) -> bool {
    use Opcode::*;
    matches!(
        opcode,
        BuiltinUnrealizedConversionCast
            | TensorCast
            | TensorDim
            | TensorExtract
            | MemrefCast
            | MemrefDim
            | MemrefRank
            | MemrefLoad
            | MemrefStore
            | MemrefDealloc
            | MemrefPrefetch
            | MemrefAtomicRmw
            | MemrefCopy
            | MemrefReinterpretCast
            | VectorBroadcast
            | VectorExtract
            | VectorInsert
            | VectorShapeCast
    ) || math::folds(opcode)
        || index::folds(opcode)
        || llvm::folds(opcode)
        || spirv::folds(opcode)
}

/// One round of `op`'s folder.
pub(crate) fn fold(ctx: &Context, body: &Body, op: Op) -> Fold {
    use Opcode::*;
    match body.op(op).opcode {
        BuiltinUnrealizedConversionCast => cast::unrealized(body, op),
        TensorCast => cast::identity(body, op),
        TensorDim => tensor::dim(ctx, body, op),
        TensorExtract => tensor::extract(ctx, body, op),
        MemrefCast => cast::memref_cast(ctx, body, op),
        MemrefDim => memref::dim(ctx, body, op),
        MemrefRank => memref::rank(ctx, body, op),
        VectorShapeCast => cast::shape_cast(ctx, body, op),
        VectorBroadcast => broadcast::fold(ctx, body, op),
        // Accesses read through a `memref.cast` of a ranked memref (MLIR's
        // `foldMemRefCast`); a stored value is not an access.
        MemrefLoad | MemrefDealloc | MemrefPrefetch => {
            cast::through_memref_casts(ctx, body, op, None)
        }
        MemrefStore | MemrefAtomicRmw => {
            let stored = body.operands(op).first().copied();
            cast::through_memref_casts(ctx, body, op, stored)
        }
        MemrefCopy => cast::copy(ctx, body, op),
        MemrefReinterpretCast => memref::reinterpret_cast(ctx, body, op),
        // With no position, an extract of the whole vector is the vector
        // and an insert of a whole vector is the inserted value.
        VectorExtract | VectorInsert => match cast::whole_vector(body, op) {
            // An extract from poison is poison (not an insert into it).
            Fold::None if body.op(op).opcode == VectorExtract => {
                match extract_of_poison(body, op) {
                    Fold::None => match broadcast::extract_of_broadcast(ctx, body, op) {
                        Fold::None => extract::extract_of_insert(ctx, body, op),
                        f => f,
                    },
                    f => f,
                }
            }
            f => f,
        },
        o if math::folds(o) => math::fold(ctx, body, op),
        o if index::folds(o) => index::fold(ctx, body, op),
        o if llvm::folds(o) => llvm::fold(ctx, body, op),
        o if spirv::folds(o) => spirv::fold(ctx, body, op),
        _ => Fold::None,
    }
}

/// `vector.extract` of a `ub.poison` vector: poison.
fn extract_of_poison(body: &Body, op: Op) -> Fold {
    match body.operands(op).first() {
        Some(&v) if crate::conversion::arith_fold::is_poison(body, v) => {
            one(FoldResult::Attr(strata_ir::AttrId::UB_POISON))
        }
        _ => Fold::None,
    }
}

/// Whether `v` comes from a constant-like op (what the commutative trait
/// moves last).
fn is_constant(body: &Body, v: Value) -> bool {
    match body.value(v).def {
        strata_ir::ValueDef::Result { op, .. } => is_constant_like(body.op(op).opcode),
        strata_ir::ValueDef::BlockArg { .. } => false,
    }
}

/// MLIR's commutative fold: constant operands move after the others.
pub(crate) fn commute(body: &Body, op: Op) -> Fold {
    if !body
        .op(op)
        .opcode
        .has(strata_ir::opcode::traits::COMMUTATIVE)
    {
        return Fold::None;
    }
    match *body.operands(op) {
        [a, b] if is_constant(body, a) && !is_constant(body, b) => {
            Fold::Operands(smallvec::smallvec![(0, b), (1, a)])
        }
        _ => Fold::None,
    }
}

/// `Fold::Replace` with one result.
fn one(r: FoldResult) -> Fold {
    Fold::Replace(smallvec::smallvec![r])
}

/// MLIR's `ConstantLike` ops among Strata's: the ones `m_Constant` sees
/// as constants (the commutative trait's fold moves them to the end) and
/// the greedy driver does not fold.
#[inline]
pub(crate) fn is_constant_like(opcode: Opcode) -> bool {
    matches!(
        opcode,
        Opcode::ArithConstant
            | Opcode::LlvmMlirConstant
            | Opcode::LlvmMlirZero
            | Opcode::LlvmMlirUndef
            | Opcode::LlvmMlirPoison
            | Opcode::LlvmMlirAddressof
            | Opcode::LlvmBlockaddress
            | Opcode::LlvmDsoLocalEquivalent
            | Opcode::FuncConstant
            | Opcode::SpirvConstant
            | Opcode::UbPoison
            | Opcode::IndexConstant
            | Opcode::IndexBoolConstant
    )
}
