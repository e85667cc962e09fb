//! The folders shared with the conversions (`op_fold`: tensor's, math's,
//! `memref.dim`/`rank`, `vector.shape_cast`/`extract`/`insert`...) for
//! the ops the canonicalizer has no folder of its own for, their answer
//! applied to the driver's body.

use strata_ir::Op;

use super::driver::Driver;
use super::fold::Folded;
use crate::op_fold::{self, Fold};

pub(super) fn fold(d: &mut Driver, op: Op) -> Folded {
    match op_fold::fold(d.ctx, d.body, op) {
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
