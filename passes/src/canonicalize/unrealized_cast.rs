//! `builtin.unrealized_conversion_cast`'s folder (MLIR's
//! `UnrealizedConversionCastOp::fold`): a cast whose operand types are its
//! result types is its operands; a cast whose operands are exactly all the
//! results of another cast, in order, and whose result types are that
//! cast's operand types undoes it and is that cast's operands. Dead casts
//! go by themselves (the op is pure), so chains unwind from their end.

use smallvec::SmallVec;
use strata_ir::body::ValueDef;
use strata_ir::{Op, Opcode, Value};

use super::driver::Driver;
use super::fold::Folded;

pub(super) fn fold(d: &mut Driver, op: Op) -> Folded {
    let body = &*d.body;
    let operands = body.operands(op);
    let n = operands.len();
    if n != body.op(op).num_results as usize {
        // Type lists of other lengths never compare equal.
        return fold_passthrough(d, op);
    }
    let identity = operands
        .iter()
        .zip(body.results(op))
        .all(|(&v, r)| body.value_type(v) == body.value_type(r));
    if identity {
        let values: SmallVec<[Value; 2]> = SmallVec::from_slice(operands);
        d.replace_op(op, &values);
        return Folded::Replaced;
    }
    fold_passthrough(d, op)
}

/// The second case: `op` undoes the cast that defines all its operands.
fn fold_passthrough(d: &mut Driver, op: Op) -> Folded {
    let body = &*d.body;
    let operands = body.operands(op);
    let Some(&first) = operands.first() else {
        return Folded::Nothing;
    };
    let ValueDef::Result { op: input, .. } = body.value(first).def else {
        return Folded::Nothing;
    };
    if body.op(input).opcode != Opcode::BuiltinUnrealizedConversionCast
        || body.op(input).num_results as usize != operands.len()
        || !operands.iter().copied().eq(body.results(input))
    {
        return Folded::Nothing;
    }
    let inputs = body.operands(input);
    if inputs.len() != body.op(op).num_results as usize
        || !inputs
            .iter()
            .zip(body.results(op))
            .all(|(&v, r)| body.value_type(v) == body.value_type(r))
    {
        return Folded::Nothing;
    }
    let values: SmallVec<[Value; 2]> = SmallVec::from_slice(inputs);
    d.replace_op(op, &values);
    Folded::Replaced
}
