//! tensor's folders (MLIR 22's `TensorOps.cpp`), shared with the
//! conversions (`op_fold::tensor`) and applied to the driver's body:
//! - `tensor.extract` of a constant at constant indices is the element;
//! - `tensor.dim` at a constant index of a static size is that size, and
//!   one of a `tensor.cast` that only made the type less static reads the
//!   cast's source instead (in place, `foldTensorCast`).

use strata_ir::{Op, Opcode};

use super::driver::Driver;
use super::fold::Folded;
use crate::op_fold::{self, Fold};

pub(super) fn fold(d: &mut Driver, op: Op) -> Folded {
    let answer = match d.body.op(op).opcode {
        Opcode::TensorExtract => op_fold::tensor::extract(d.ctx, d.body, op),
        Opcode::TensorDim => op_fold::tensor::dim(d.ctx, d.body, op),
        _ => Fold::None,
    };
    match answer {
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
