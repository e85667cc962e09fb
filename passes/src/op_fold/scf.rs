//! scf's folders that the canonicalizer and the conversions share.

use strata_ir::{Body, Context, Op, Opcode, Value, ValueDef};

use crate::conversion::arith_fold;

/// `IfOp::fold`: an `scf.if` with an else branch whose condition is
/// `arith.xori %c, true` tests `%c` with its branches swapped. Returns
/// `%c` when the fold applies (the caller swaps the regions).
/// `commuted`: the `xori` is read as its own fold has left it, its
/// constant moved last (a conversion reads the op as written, where MLIR
/// has already folded it in place).
pub(crate) fn negated_if(ctx: &Context, body: &Body, op: Op, commuted: bool) -> Option<Value> {
    if body.op(op).opcode != Opcode::ScfIf || body.op(op).regions.len != 2 {
        return None;
    }
    body.entry_block(body.regions(op)[1])?;
    let &cond = body.operands(op).first()?;
    let ValueDef::Result { op: xor, .. } = body.value(cond).def else {
        return None;
    };
    if body.op(xor).opcode != Opcode::ArithXori {
        return None;
    }
    let [lhs, rhs] = *body.operands(xor) else {
        return None;
    };
    let one = |v| {
        arith_fold::int_const(ctx, body, v).is_some_and(|c| {
            c.values
                .iter()
                .all(|&v| v & 1 == 1 && (c.width == 1 || v == 1))
        })
    };
    if one(rhs) {
        return Some(lhs);
    }
    let constant = |v| arith_fold::const_attr(ctx, body, v).is_some();
    (commuted && one(lhs) && !constant(rhs)).then_some(rhs)
}
