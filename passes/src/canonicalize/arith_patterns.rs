//! arith's canonicalization patterns (ArithCanonicalization.td) for
//! integer add / sub / mul chains: constants re-associated into one
//! (`addi(addi(x, c0), c1)` is `addi(x, c0 + c1)`), `subi(subi(a, b), a)`
//! is `subi(0, b)`, and `addi(x, muli(y, -1))` is `subi(x, y)`; and the
//! cast and boolean patterns: `xori(cmpi(p, a, b), true)` is `cmpi(!p, a,
//! b)`, `cmpi eq/ne` of two extensions compares the narrow values,
//! `andi`/`ori` of two equal extensions extend the narrow result, nested
//! selects on one condition, `select(c, false, true)` and `select(c, 1,
//! 0)`, `index_cast` round trips, `extsi(extui(x))`, `bitcast(bitcast(x))`.
//!
//! The re-associations are one table: which side of the outer op the inner
//! op is on, where the inner op's constant is, how the new constant is
//! computed from the two, and the op built. As in MLIR's generated
//! patterns, the new constant is created before the op, then the new op,
//! which replaces it; the overflow flags kept are those both ops had.

use strata_ir::attrs::{AttrData, NamedAttr};
use strata_ir::{AttrId, Op, Opcode, Value, ValueDef};

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
    if d.body.op(op).num_results != 1 {
        return false;
    }
    match *d.body.operands(op) {
        [x] => return unary(d, op, opcode, x),
        [c, t, f] if opcode == Opcode::ArithSelect => return select(d, op, c, t, f),
        _ => {}
    }
    let [l, r] = *d.body.operands(op) else {
        return false;
    };
    for p in REASSOC.iter().filter(|p| p.outer == opcode) {
        if reassociate(d, op, p, l, r) {
            return true;
        }
    }
    match opcode {
        Opcode::ArithXori => return xori_not_cmpi(d, op, l, r),
        Opcode::ArithCmpi => return cmpi_of_exts(d, op, l, r),
        Opcode::ArithAndi | Opcode::ArithOri => return logic_of_exts(d, op, opcode, l, r),
        _ => {}
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
    let v = d.create1_before(op, opcode, &operands, ty, attrs);
    d.replace_op(op, &[v]);
}

/// The operand of the one-operand op of kind `opcode` defining `v`.
fn producer1(d: &Driver, v: Value, opcode: Opcode) -> Option<Value> {
    let ValueDef::Result { op, .. } = d.body.value(v).def else {
        return None;
    };
    if d.body.op(op).opcode != opcode {
        return None;
    }
    match *d.body.operands(op) {
        [a] => Some(a),
        _ => None,
    }
}

/// `cmpi`'s predicate, inverted (`slt` -> `sge`...), in MLIR's numbering.
fn invert_predicate(p: u64) -> Option<u64> {
    Some(match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        _ => return None,
    })
}

/// xori(cmpi(p, a, b), true) -> cmpi(!p, a, b), for a scalar `i1`.
fn xori_not_cmpi(d: &mut Driver, op: Op, l: Value, r: Value) -> bool {
    let ValueDef::Result { op: cmp, .. } = d.body.value(l).def else {
        return false;
    };
    if d.body.op(cmp).opcode != Opcode::ArithCmpi
        || d.body.value_type(l) != strata_ir::TypeId::I1
        || !int::is_one(&arith_fold::int_const(d.ctx, d.body, r))
    {
        return false;
    }
    let Some(pattr) = d.ctx.dict_get(d.body.op(cmp).attrs, d.names.predicate) else {
        return false;
    };
    // The predicate is kept in the form it was read in.
    let pred = match *d.ctx.attr_data(pattr) {
        AttrData::Enum { kind, value } => match invert_predicate(value) {
            Some(inv) => d.ctx.intern_attr(AttrData::Enum { kind, value: inv }),
            None => return false,
        },
        AttrData::Integer { ty, value } => match invert_predicate(value as u64) {
            Some(inv) => d.ctx.int_attr(ty, i128::from(inv)),
            None => return false,
        },
        _ => return false,
    };
    let [a, b] = *d.body.operands(cmp) else {
        return false;
    };
    let attrs = d.ctx.dict_attr(&[NamedAttr {
        name: d.names.predicate,
        value: pred,
    }]);
    let v = d.create1_before(op, Opcode::ArithCmpi, &[a, b], strata_ir::TypeId::I1, attrs);
    d.replace_op(op, &[v]);
    true
}

/// cmpi eq/ne of extsi(a), extsi(b) (or extui) -> cmpi of a, b.
fn cmpi_of_exts(d: &mut Driver, op: Op, l: Value, r: Value) -> bool {
    let attrs = d.body.op(op).attrs;
    let Some(p) = arith_fold::cmpi_predicate(d.ctx, attrs) else {
        return false;
    };
    if p != 0 && p != 1 {
        return false;
    }
    for ext in [Opcode::ArithExtsi, Opcode::ArithExtui] {
        let (Some(a), Some(b)) = (producer1(d, l, ext), producer1(d, r, ext)) else {
            continue;
        };
        if d.body.value_type(a) != d.body.value_type(b) {
            return false;
        }
        let ty = d.body.value_type(d.body.result(op, 0));
        let v = d.create1_before(op, Opcode::ArithCmpi, &[a, b], ty, attrs);
        d.replace_op(op, &[v]);
        return true;
    }
    false
}

/// andi/ori of extui(a), extui(b) (or extsi) -> extui(andi/ori(a, b)).
fn logic_of_exts(d: &mut Driver, op: Op, opcode: Opcode, l: Value, r: Value) -> bool {
    for ext in [Opcode::ArithExtui, Opcode::ArithExtsi] {
        let (Some(a), Some(b)) = (producer1(d, l, ext), producer1(d, r, ext)) else {
            continue;
        };
        let narrow = d.body.value_type(a);
        if narrow != d.body.value_type(b) {
            return false;
        }
        let inner = d.create1_before(op, opcode, &[a, b], narrow, AttrId::EMPTY_DICT);
        let ty = d.body.value_type(d.body.result(op, 0));
        let v = d.create1_before(op, ext, &[inner], ty, AttrId::EMPTY_DICT);
        d.replace_op(op, &[v]);
        return true;
    }
    false
}

/// index_cast(index_cast(x)) -> x (same for index_castui) when the types
/// match; extsi(extui(x)) -> extui(x); bitcast(bitcast(x)) -> bitcast(x).
fn unary(d: &mut Driver, op: Op, opcode: Opcode, x: Value) -> bool {
    let ty = d.body.value_type(d.body.result(op, 0));
    match opcode {
        Opcode::ArithIndexCast | Opcode::ArithIndexCastui => {
            let Some(src) = producer1(d, x, opcode) else {
                return false;
            };
            if d.body.value_type(src) != ty {
                return false;
            }
            d.replace_op(op, &[src]);
            true
        }
        Opcode::ArithExtsi => {
            let Some(src) = producer1(d, x, Opcode::ArithExtui) else {
                return false;
            };
            let v = d.create1_before(op, Opcode::ArithExtui, &[src], ty, AttrId::EMPTY_DICT);
            d.replace_op(op, &[v]);
            true
        }
        Opcode::ArithBitcast => {
            let Some(src) = producer1(d, x, Opcode::ArithBitcast) else {
                return false;
            };
            let v = d.create1_before(op, Opcode::ArithBitcast, &[src], ty, AttrId::EMPTY_DICT);
            d.replace_op(op, &[v]);
            true
        }
        _ => false,
    }
}

/// Nested selects on one condition take the branch it decides; a select
/// on a negated condition swaps its values; select(c, false, true) ->
/// xori(c, true); select(c, 1, 0) -> extui(c).
fn select(d: &mut Driver, op: Op, c: Value, t: Value, f: Value) -> bool {
    let ty = d.body.value_type(d.body.result(op, 0));
    let select_on_c = |v: Value| match d.body.value(v).def {
        ValueDef::Result { op: s, .. } if d.body.op(s).opcode == Opcode::ArithSelect => {
            match *d.body.operands(s) {
                [sc, st, sf] if sc == c => Some((st, sf)),
                _ => None,
            }
        }
        _ => None,
    };
    // select(c, select(c, a, _), z) -> select(c, a, z)
    if let Some((a, _)) = select_on_c(t) {
        let v = d.create1_before(op, Opcode::ArithSelect, &[c, a, f], ty, AttrId::EMPTY_DICT);
        d.replace_op(op, &[v]);
        return true;
    }
    // select(c, a, select(c, _, z)) -> select(c, a, z)
    if let Some((_, z)) = select_on_c(f) {
        let v = d.create1_before(op, Opcode::ArithSelect, &[c, t, z], ty, AttrId::EMPTY_DICT);
        d.replace_op(op, &[v]);
        return true;
    }
    // select(xori(p, -1), a, b) -> select(p, b, a) (SelectNotCond).
    if let ValueDef::Result { op: x, .. } = d.body.value(c).def {
        if let (Opcode::ArithXori, [p, ones]) = (d.body.op(x).opcode, d.body.operands(x)) {
            let (p, ones) = (*p, *ones);
            // MLIR matches a scalar `APIntAttr` only, not a splat.
            let all_ones = arith_fold::int_const(d.ctx, d.body, ones).is_some_and(|k| {
                k.scalar
                    && (if k.width == 1 {
                        k.values[0] & 1 == 1
                    } else {
                        k.values[0] == -1
                    })
            });
            if all_ones {
                let v =
                    d.create1_before(op, Opcode::ArithSelect, &[p, f, t], ty, AttrId::EMPTY_DICT);
                d.replace_op(op, &[v]);
                return true;
            }
        }
    }
    if d.body.value_type(c) != strata_ir::TypeId::I1 {
        return false;
    }
    let (ct, cf) = (
        arith_fold::int_const(d.ctx, d.body, t).filter(|x| x.scalar),
        arith_fold::int_const(d.ctx, d.body, f).filter(|x| x.scalar),
    );
    if ty == strata_ir::TypeId::I1 && int::is_zero(&ct) && int::is_one(&cf) {
        let one = d.materialize_constant(op, AttrId::TRUE, strata_ir::TypeId::I1);
        let v = d.create1_before(op, Opcode::ArithXori, &[c, one], ty, AttrId::EMPTY_DICT);
        d.replace_op(op, &[v]);
        return true;
    }
    if ty != strata_ir::TypeId::I1 && int::is_one(&ct) && int::is_zero(&cf) {
        let v = d.create1_before(op, Opcode::ArithExtui, &[c], ty, AttrId::EMPTY_DICT);
        d.replace_op(op, &[v]);
        return true;
    }
    false
}
