//! arith's canonicalization patterns (ArithCanonicalization.td) for
//! integer add / sub / mul chains: constants re-associated into one
//! (`addi(addi(x, c0), c1)` is `addi(x, c0 + c1)`), `subi(subi(a, b), a)`
//! is `subi(0, b)`, and `addi(x, muli(y, -1))` is `subi(x, y)`.
//!
//! The re-associations are one table: which side of the outer op the inner
//! op is on, where the inner op's constant is, how the new constant is
//! computed from the two, and the op built. As in MLIR's generated
//! patterns, the new constant is created before the op, then the new op,
//! which replaces it; the overflow flags kept are those both ops had.

use strata_ir::attrs::{AttrData, NamedAttr};
use strata_ir::{AttrId, Op, OpSpec, Opcode, Value, ValueDef};

use super::driver::Driver;
use crate::conversion::arith_fold;
use crate::conversion::int_fold::{self as int, BinFn};

#[derive(Clone, Copy, PartialEq)]
enum Side {
    Lhs,
    Rhs,
}

/// The new constant's operands: the inner op's constant then the outer
/// op's, or the other way round.
#[derive(Clone, Copy, PartialEq)]
enum Args {
    InnerOuter,
    OuterInner,
}

struct Reassoc {
    outer: Opcode,
    /// Where the inner op is in the outer one (the constant is opposite).
    inner_side: Side,
    inner: Opcode,
    /// Where the constant is in the inner op (`x` is opposite).
    inner_const: Side,
    combine: BinFn,
    args: Args,
    result: Opcode,
    /// Whether the new constant is the new op's left operand.
    const_first: bool,
}

macro_rules! reassoc {
    ($($outer:ident($side:ident: $inner:ident(const $cside:ident)) => $result:ident($f:path, $args:ident, $cfirst:expr);)*) => {
        &[$(Reassoc {
            outer: Opcode::$outer,
            inner_side: Side::$side,
            inner: Opcode::$inner,
            inner_const: Side::$cside,
            combine: $f,
            args: Args::$args,
            result: Opcode::$result,
            const_first: $cfirst,
        },)*]
    };
}

/// In MLIR's registration order (per outer op, the first match wins).
static REASSOC: &[Reassoc] = reassoc! {
    // addi(addi(x, c0), c1) -> addi(x, c0 + c1)
    ArithAddi(Lhs: ArithAddi(const Rhs)) => ArithAddi(int::add, InnerOuter, false);
    // addi(subi(x, c0), c1) -> addi(x, c1 - c0)
    ArithAddi(Lhs: ArithSubi(const Rhs)) => ArithAddi(int::sub, OuterInner, false);
    // addi(subi(c0, x), c1) -> subi(c0 + c1, x)
    ArithAddi(Lhs: ArithSubi(const Lhs)) => ArithSubi(int::add, InnerOuter, true);
    // subi(addi(x, c0), c1) -> addi(x, c0 - c1)
    ArithSubi(Lhs: ArithAddi(const Rhs)) => ArithAddi(int::sub, InnerOuter, false);
    // subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
    ArithSubi(Rhs: ArithAddi(const Rhs)) => ArithSubi(int::sub, OuterInner, true);
    // subi(subi(x, c0), c1) -> subi(x, c0 + c1)
    ArithSubi(Lhs: ArithSubi(const Rhs)) => ArithSubi(int::add, InnerOuter, false);
    // subi(subi(c0, x), c1) -> subi(c0 - c1, x)
    ArithSubi(Lhs: ArithSubi(const Lhs)) => ArithSubi(int::sub, InnerOuter, true);
    // subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
    ArithSubi(Rhs: ArithSubi(const Rhs)) => ArithSubi(int::add, InnerOuter, true);
    // subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
    ArithSubi(Rhs: ArithSubi(const Lhs)) => ArithAddi(int::sub, OuterInner, false);
    // muli(muli(x, c0), c1) -> muli(x, c0 * c1)
    ArithMuli(Lhs: ArithMuli(const Rhs)) => ArithMuli(int::mul, InnerOuter, false);
};

pub(super) fn apply(d: &mut Driver, op: Op) -> bool {
    let opcode = d.body.op(op).opcode;
    let [l, r] = *d.body.operands(op) else {
        return false;
    };
    if d.body.op(op).num_results != 1 {
        return false;
    }
    for p in REASSOC.iter().filter(|p| p.outer == opcode) {
        if reassociate(d, op, p, l, r) {
            return true;
        }
    }
    match opcode {
        // subi(subi(a, b), a) -> subi(0, b)
        Opcode::ArithSubi => {
            let Some((inner, [a, b])) = producer(d, l, Opcode::ArithSubi) else {
                return false;
            };
            if a != r {
                return false;
            }
            let ty = d.body.value_type(d.body.result(op, 0));
            let Some(zero) = arith_fold::int_attr(d.ctx, ty, vec![0], true) else {
                return false;
            };
            let flags = merged_flags(d, op, inner);
            let c = d.materialize_constant(op, zero, ty);
            build(d, op, Opcode::ArithSubi, [c, b], flags);
            true
        }
        // addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x)
        Opcode::ArithAddi => {
            for (m, other) in [(r, l), (l, r)] {
                let Some((inner, [y, minus_one])) = producer(d, m, Opcode::ArithMuli) else {
                    continue;
                };
                if !int::is_all_ones(&arith_fold::int_const(d.ctx, d.body, minus_one)) {
                    continue;
                }
                let flags = merged_flags(d, op, inner);
                build(d, op, Opcode::ArithSubi, [other, y], flags);
                return true;
            }
            false
        }
        _ => false,
    }
}

/// The binary op of kind `opcode` defining `v`, with its operands.
fn producer(d: &Driver, v: Value, opcode: Opcode) -> Option<(Op, [Value; 2])> {
    let ValueDef::Result { op, .. } = d.body.value(v).def else {
        return None;
    };
    if d.body.op(op).opcode != opcode {
        return None;
    }
    match *d.body.operands(op) {
        [a, b] => Some((op, [a, b])),
        _ => None,
    }
}

fn reassociate(d: &mut Driver, op: Op, p: &Reassoc, l: Value, r: Value) -> bool {
    let (inner_v, outer_c) = match p.inner_side {
        Side::Lhs => (l, r),
        Side::Rhs => (r, l),
    };
    let Some((inner, [il, ir])) = producer(d, inner_v, p.inner) else {
        return false;
    };
    let (inner_c, x) = match p.inner_const {
        Side::Lhs => (il, ir),
        Side::Rhs => (ir, il),
    };
    // Scalar integer constants only (MLIR matches `APIntAttr`s).
    let scalar = |v: Value| arith_fold::int_const(d.ctx, d.body, v).filter(|c| c.scalar);
    let (Some(ci), Some(co)) = (scalar(inner_c), scalar(outer_c)) else {
        return false;
    };
    let (a, b) = match p.args {
        Args::InnerOuter => (ci, co),
        Args::OuterInner => (co, ci),
    };
    let ty = d.body.value_type(d.body.result(op, 0));
    let Some(attr) = int::fold2(&a, &b, p.combine)
        .and_then(|(v, splat)| arith_fold::int_attr(d.ctx, ty, v, splat))
    else {
        return false;
    };
    let flags = merged_flags(d, op, inner);
    let c = d.materialize_constant(op, attr, ty);
    let operands = if p.const_first { [c, x] } else { [x, c] };
    build(d, op, p.result, operands, flags);
    true
}

/// The `overflowFlags` both ops carry (their intersection), as the
/// attribute to give the new op.
fn merged_flags(d: &Driver, a: Op, b: Op) -> Option<AttrId> {
    let flags = |o: Op| d.ctx.dict_get(d.body.op(o).attrs, d.names.overflow_flags);
    let (fa, fb) = (flags(a)?, flags(b)?);
    match (d.ctx.attr_data(fa), d.ctx.attr_data(fb)) {
        (AttrData::Enum { kind, value: x }, AttrData::Enum { value: y, .. }) if x & y != 0 => {
            Some(d.ctx.intern_attr(AttrData::Enum {
                kind: *kind,
                value: x & y,
            }))
        }
        _ => None,
    }
}

/// Creates `opcode(operands)` before `op` and replaces `op` by it.
fn build(d: &mut Driver, op: Op, opcode: Opcode, operands: [Value; 2], flags: Option<AttrId>) {
    let ty = d.body.value_type(d.body.result(op, 0));
    let attrs = match flags {
        Some(f) => d.ctx.dict_attr(&[NamedAttr {
            name: d.names.overflow_flags,
            value: f,
        }]),
        None => AttrId::EMPTY_DICT,
    };
    let loc = d.body.op(op).loc;
    let new = d.create_op_before(
        op,
        &OpSpec {
            opcode,
            name: d.ctx.ident(opcode.name()),
            operands: &operands,
            result_types: &[ty],
            successors: &[],
            attrs,
            loc,
            num_regions: 0,
        },
    );
    let v = d.body.result(new, 0);
    d.replace_op(op, &[v]);
}
