//! The folders shared with the conversions (`op_fold`: tensor's, math's,
//! LLVM's, spirv's, `memref.dim`/`rank`, `vector.shape_cast`/`extract`/
//! `insert`...) for the ops the canonicalizer has no folder of its own
//! for, their answer applied to the driver's body. Constants are
//! materialized by the op's dialect, as MLIR's `materializeConstant`
//! does: `llvm.mlir.constant` for LLVM ops, `spirv.Constant` for spirv
//! ops (the conversions roll such folds back instead), `index.constant`
//! and `index.bool.constant` for index ops, `arith.constant` otherwise.

use smallvec::SmallVec;
use strata_ir::{AttrId, Dialect, Op, Opcode, Value};

use super::driver::Driver;
use super::fold::Folded;
use crate::op_fold::{self, Fold, FoldResult};

pub(super) fn fold(d: &mut Driver, op: Op) -> Folded {
    match op_fold::fold(d.ctx, d.body, op) {
        Fold::Replace(results) => match d.body.op(op).opcode.dialect() {
            Dialect::Llvm => {
                let name = d.names.llvm_constant;
                replace(d, op, &results, Opcode::LlvmMlirConstant, name)
            }
            Dialect::Spirv => {
                let name = d.names.spirv_constant;
                replace(d, op, &results, Opcode::SpirvConstant, name)
            }
            // `index.constant`, or `index.bool.constant` for a compare.
            Dialect::Index if d.body.value_type(d.body.result(op, 0)) == strata_ir::TypeId::I1 => {
                let name = d.names.index_bool_constant;
                replace(d, op, &results, Opcode::IndexBoolConstant, name)
            }
            Dialect::Index => {
                let name = d.names.index_constant;
                replace(d, op, &results, Opcode::IndexConstant, name)
            }
            _ => super::fold::replace(d, op, &results),
        },
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
        Fold::Rewrite { operands, attrs } => {
            d.set_operands(op, &operands);
            d.body.op_mut(op).attrs = attrs;
            Folded::InPlace
        }
        Fold::None => Folded::Nothing,
    }
}

/// Replaces `op`'s results, constants materialized as `constant` ops
/// (named `name`).
fn replace(
    d: &mut Driver,
    op: Op,
    results: &[FoldResult],
    constant: Opcode,
    name: strata_ir::Ident,
) -> Folded {
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
                d.materialize(op, a, ty, constant, name)
            }
        });
    }
    d.replace_op(op, &values);
    Folded::Replaced
}
