//! The folders shared with the conversions (`op_fold`: tensor's, math's,
//! LLVM's, `memref.dim`/`rank`, `vector.shape_cast`/`extract`/`insert`...)
//! for the ops the canonicalizer has no folder of its own for, their
//! answer applied to the driver's body. Constants are materialized by the
//! op's dialect, as MLIR's `materializeConstant` does: `llvm.mlir.constant`
//! for LLVM ops, `arith.constant` otherwise.

use smallvec::SmallVec;
use strata_ir::{AttrId, Dialect, Op, Opcode, Value};

use super::driver::Driver;
use super::fold::Folded;
use crate::op_fold::{self, Fold, FoldResult};

pub(super) fn fold(d: &mut Driver, op: Op) -> Folded {
    match op_fold::fold(d.ctx, d.body, op) {
        Fold::Replace(results) if d.body.op(op).opcode.dialect() == Dialect::Llvm => {
            replace_llvm(d, op, &results)
        }
        Fold::Replace(results) => super::fold::replace(d, op, &results),
        Fold::Operand { index, value } => {
            d.set_operand(op, index as usize, value);
            Folded::InPlace
        }
        Fold::Operands(changes) => {
            for (index, value) in changes {
                d.set_operand(op, index as usize, value);
            }
            Folded::InPlace
        }
        Fold::None => Folded::Nothing,
    }
}

/// Replaces `op`'s results, constants materialized as `llvm.mlir.constant`.
fn replace_llvm(d: &mut Driver, op: Op, results: &[FoldResult]) -> Folded {
    if results.len() != d.body.op(op).num_results as usize
        || results.contains(&FoldResult::Attr(AttrId::NONE))
    {
        return Folded::Nothing;
    }
    let mut values: SmallVec<[Value; 2]> = SmallVec::new();
    for (i, r) in results.iter().enumerate() {
        values.push(match *r {
            FoldResult::Value(v) => v,
            FoldResult::Attr(a) => {
                let ty = d.body.value_type(d.body.result(op, i as u32));
                let name = d.names.llvm_constant;
                d.materialize(op, a, ty, Opcode::LlvmMlirConstant, name)
            }
        });
    }
    d.replace_op(op, &values);
    Folded::Replaced
}
