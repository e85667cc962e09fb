//! Folders of LLVM dialect ops (MLIR 22's `fold` hooks in the LLVM
//! dialect, and the commutative trait's): `extractvalue` through chains of
//! `insertvalue`, cast round trips (`bitcast`, `addrspacecast`), `icmp`
//! of a value with itself or of a stack address with null, the constant
//! folds of `or`, `shl` and `zext` (the only integer ops MLIR 22 folds on
//! constants), and constant operands of commutative ops moved last.
//! GEPs are folded by the canonicalizer itself.

use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::body::ValueDef;
use strata_ir::opcode::traits;
use strata_ir::{AttrId, Body, Context, Op, Opcode, TypeId, Value};

use super::{one, Fold, FoldResult};
use crate::conversion::arith_fold;
use crate::conversion::int_fold as int;

/// Whether `opcode` has a folder here.
pub(crate) fn folds(opcode: Opcode) -> bool {
    use Opcode::*;
    matches!(
        opcode,
        LlvmExtractvalue | LlvmBitcast | LlvmAddrspacecast | LlvmIcmp | LlvmOr | LlvmShl | LlvmZext
    ) || (opcode.dialect() == strata_ir::Dialect::Llvm && opcode.has(traits::COMMUTATIVE))
}

/// One round of `op`'s folder: its own fold, else the commutative trait's.
pub(crate) fn fold(ctx: &Context, body: &Body, op: Op) -> Fold {
    let own = match body.op(op).opcode {
        Opcode::LlvmExtractvalue => extractvalue(ctx, body, op),
        Opcode::LlvmBitcast | Opcode::LlvmAddrspacecast => cast_round_trip(body, op),
        Opcode::LlvmIcmp => icmp(ctx, body, op),
        Opcode::LlvmZext => zext(ctx, body, op),
        Opcode::LlvmOr => constant_binary(ctx, body, op, |x, y, _| Some(x | y)),
        Opcode::LlvmShl => constant_binary(ctx, body, op, |x, y, w| {
            // A shift by the width or more is poison: left alone.
            (0..i128::from(w)).contains(&y).then(|| x << y)
        }),
        _ => Fold::None,
    };
    match own {
        Fold::None => super::commute(body, op),
        f => f,
    }
}

/// The op defining `v` and its opcode.
fn def(body: &Body, v: Value) -> Option<(Op, Opcode)> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some((op, body.op(op).opcode)),
        ValueDef::BlockArg { .. } => None,
    }
}

/// The `position` array of an `extractvalue` / `insertvalue`.
fn position<'c>(ctx: &'c Context, body: &Body, op: Op) -> Option<&'c [i128]> {
    let a = ctx.dict_get(body.op(op).attrs, strata_ir::Ident::POSITION)?;
    match ctx.attr_data(a) {
        AttrData::DenseArray {
            values: DenseValues::Int(v),
            ..
        } => Some(v),
        _ => None,
    }
}

/// `extractvalue` of a chain of `insertvalue`s: the inserted value at the
/// same position. Inserts at disjoint positions are skipped, and the
/// extract then reads the container before them (in place); an insert
/// at a position containing the extracted one is looked into.
fn extractvalue(ctx: &Context, body: &Body, op: Op) -> Fold {
    let ([container], Some(mut at)) = (body.operands(op), position(ctx, body, op)) else {
        return Fold::None;
    };
    let mut result = Fold::None;
    let mut looked_into = false;
    let mut cur = *container;
    // Each step moves to an earlier op: the chain is finite and acyclic.
    while let Some((insert, Opcode::LlvmInsertvalue)) = def(body, cur) {
        let (Some(ins_at), &[into, value]) = (position(ctx, body, insert), body.operands(insert))
        else {
            break;
        };
        if at == ins_at {
            return one(FoldResult::Value(value));
        }
        let common = at.len().min(ins_at.len());
        if at.len() > ins_at.len() && at[..common] == ins_at[..] {
            // The extracted element lies inside the inserted value.
            at = &at[common..];
            cur = value;
            looked_into = true;
            continue;
        }
        if at[..common] == ins_at[..common] {
            // The extracted aggregate holds the inserted value.
            return result;
        }
        if !looked_into {
            result = Fold::Operand {
                index: 0,
                value: into,
            };
        }
        cur = into;
    }
    result
}

/// A cast to its operand's type is the operand; a cast of a cast of the
/// same kind back to the original type is the original value.
fn cast_round_trip(body: &Body, op: Op) -> Fold {
    let (&[src], 1) = (body.operands(op), body.op(op).num_results) else {
        return Fold::None;
    };
    let to = body.value_type(body.result(op, 0));
    if body.value_type(src) == to {
        return one(FoldResult::Value(src));
    }
    match def(body, src) {
        Some((inner, o)) if o == body.op(op).opcode => match *body.operands(inner) {
            [x] if body.value_type(x) == to => one(FoldResult::Value(x)),
            _ => Fold::None,
        },
        _ => Fold::None,
    }
}

/// `icmp eq/ne`: of a value with itself, and of an `alloca` with null
/// (never equal); null first is swapped behind the alloca (in place).
fn icmp(ctx: &Context, body: &Body, op: Op) -> Fold {
    const EQ: i128 = 0;
    const NE: i128 = 1;
    let Some(p) = arith_fold::cmpi_predicate(ctx, body.op(op).attrs) else {
        return Fold::None;
    };
    let (&[a, b], 1) = (body.operands(op), body.op(op).num_results) else {
        return Fold::None;
    };
    if p != EQ && p != NE {
        return Fold::None;
    }
    let rty = body.value_type(body.result(op, 0));
    let truth = |t: bool| match bool_attr(ctx, rty, t) {
        Some(a) => one(FoldResult::Attr(a)),
        None => Fold::None,
    };
    if a == b {
        return truth(p == EQ);
    }
    let kind = |v| def(body, v).map(|(_, o)| o);
    match (kind(a), kind(b)) {
        (Some(Opcode::LlvmAlloca), Some(Opcode::LlvmMlirZero)) => truth(p == NE),
        (Some(Opcode::LlvmMlirZero), Some(Opcode::LlvmAlloca)) => {
            Fold::Operands(smallvec::smallvec![(0, b), (1, a)])
        }
        _ => Fold::None,
    }
}

/// `true`/`false` of type `ty`: `i1`, or a vector of `i1` (splat).
fn bool_attr(ctx: &Context, ty: TypeId, value: bool) -> Option<AttrId> {
    if ty == TypeId::I1 {
        return Some(if value { AttrId::TRUE } else { AttrId::FALSE });
    }
    arith_fold::int_attr(ctx, ty, vec![i128::from(value)], true)
}

/// A binary op of two scalar integer constants, folded by `f` (on values
/// sign-extended at width `w`; the result is wrapped to `w`).
fn constant_binary(
    ctx: &Context,
    body: &Body,
    op: Op,
    f: impl Fn(i128, i128, u32) -> Option<i128>,
) -> Fold {
    let (&[a, b], 1) = (body.operands(op), body.op(op).num_results) else {
        return Fold::None;
    };
    let scalar = |v| arith_fold::int_const(ctx, body, v).filter(|c| c.scalar);
    let (Some(x), Some(y)) = (scalar(a), scalar(b)) else {
        return Fold::None;
    };
    let w = x.width;
    // Shift amounts and operands are read unsigned-agnostic: `or` works on
    // the bits, `shl`'s amount is non-negative when it is in range.
    let amount = int::zext(y.values[0], w) as i128;
    let Some(r) = f(x.values[0], amount, w) else {
        return Fold::None;
    };
    let rty = body.value_type(body.result(op, 0));
    match arith_fold::int_attr(ctx, rty, vec![int::wrap(r, w)], false) {
        Some(a) => one(FoldResult::Attr(a)),
        None => Fold::None,
    }
}

/// `zext` of a scalar integer constant.
fn zext(ctx: &Context, body: &Body, op: Op) -> Fold {
    let (&[a], 1) = (body.operands(op), body.op(op).num_results) else {
        return Fold::None;
    };
    let Some(c) = arith_fold::int_const(ctx, body, a).filter(|c| c.scalar) else {
        return Fold::None;
    };
    let rty = body.value_type(body.result(op, 0));
    let value = int::zext(c.values[0], c.width) as i128;
    match ctx.type_data(rty) {
        strata_ir::TypeData::Integer { .. } => one(FoldResult::Attr(ctx.int_attr(rty, value))),
        _ => Fold::None,
    }
}
