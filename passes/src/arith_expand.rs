//! `arith-expand`: arith ops without a direct LLVM lowering become
//! sequences of simpler arith ops, as MLIR 22's `ArithExpandOpsPass` writes
//! them: `ceildivsi`, `ceildivui`, `floordivsi` through `divsi`/`divui`,
//! the float min/max ops through `cmpf` and `select` (NaN handling
//! included), the integer min/max ops through `cmpi` and `select`; with
//! `include-f8e8m0` / `include-f4e2m1`, `extf` from and `truncf` to
//! `f8E8M0FNU` / `f4E2M1FN` through their bits (see `e8m0`, `f4e2m1`). Ops are rewritten in place, before the op they
//! replace.

use rustc_hash::FxHashMap;
use strata_ir::attrs::NamedAttr;
use strata_ir::{AttrId, Body, Context, Diag, Op, Opcode, Value};

use crate::inplace::{replace_uses, Builder};

mod e8m0;
mod f4e2m1;

// `arith.cmpi` predicates.
const EQ: i128 = 0;
const NE: i128 = 1;
const SLT: i128 = 2;
const SGT: i128 = 4;
const ULT: i128 = 6;
const UGT: i128 = 8;
// `arith.cmpf` predicates.
const F_UGT: i128 = 9;
const F_ULT: i128 = 11;
const F_UNO: i128 = 14;

fn expands(opcode: Opcode) -> bool {
    use Opcode::*;
    matches!(
        opcode,
        ArithCeildivsi
            | ArithCeildivui
            | ArithFloordivsi
            | ArithMaximumf
            | ArithMinimumf
            | ArithMaxnumf
            | ArithMinnumf
            | ArithMaxsi
            | ArithMaxui
            | ArithMinsi
            | ArithMinui
    )
}

/// Expands the ops of `body` in place (`f8e8m0`: the `include-f8e8m0`
/// option).
/// Fails, as MLIR's conversion does, on a `truncf` to `f8E8M0FNU` with a
/// rounding mode, which its pattern declines.
pub fn expand_body(ctx: &Context, body: &mut Body, f8e8m0: bool, f4e2m1: bool) -> Result<(), Diag> {
    let mut targets: Vec<Op> = Vec::new();
    let mut declined = None;
    body.walk(|op| {
        let d = body.op(op);
        let n = body.operands(op).len();
        if d.num_results != 1 {
            return;
        }
        if expands(d.opcode) && n == 2 {
            targets.push(op);
        } else if f8e8m0 && n == 1 && e8m0::expands(ctx, body, op) {
            if e8m0::declines(ctx, body, op) {
                declined.get_or_insert(op);
            }
            targets.push(op);
        } else if f4e2m1 && n == 1 && f4e2m1::expands(ctx, body, op) {
            targets.push(op);
        }
    });
    if let Some(op) = declined {
        return Err(crate::diag::error(
            ctx,
            body.op(op).loc,
            "failed to legalize operation 'arith.truncf' that was explicitly marked illegal",
        ));
    }
    let mut subst: FxHashMap<Value, Value> = FxHashMap::default();
    for op in targets {
        let d = body.op(op);
        let (opcode, loc, attrs) = (d.opcode, d.loc, d.attrs);
        let old = body.result(op, 0);
        let ty = body.value_type(old);
        let a = body.operands(op)[0];
        let mut bld = Builder {
            ctx,
            body: &mut *body,
            before: op,
            loc,
        };
        let new = if bld.body.operands(op).len() == 1 {
            if f4e2m1 && f4e2m1::expands(ctx, bld.body, op) {
                f4e2m1::expand(&mut bld, opcode, a, ty)
            } else {
                e8m0::expand(&mut bld, opcode, attrs, a, ty)
            }
        } else {
            let b = bld.body.operands(op)[1];
            expand(&mut bld, opcode, attrs, a, b)
        };
        subst.insert(old, new);
        body.remove_op(op);
    }
    replace_uses(body, &subst);
    Ok(())
}

pub(crate) fn expand(
    bld: &mut Builder,
    opcode: Opcode,
    attrs: AttrId,
    a: Value,
    b: Value,
) -> Value {
    use Opcode::*;
    let ty = bld.body.value_type(a);
    match opcode {
        ArithCeildivsi => {
            let zero = bld.constant(0, ty);
            let one = bld.constant(1, ty);
            let q = bld.bin(ArithDivsi, a, b);
            let prod = bld.bin(ArithMuli, q, b);
            let inexact = bld.cmpi(NE, a, prod);
            let a_neg = bld.cmpi(SLT, a, zero);
            let b_neg = bld.cmpi(SLT, b, zero);
            let same_sign = bld.cmpi(EQ, a_neg, b_neg);
            let cond = bld.bin(ArithAndi, inexact, same_sign);
            let q1 = bld.bin(ArithAddi, q, one);
            bld.select(cond, q1, q)
        }
        ArithCeildivui => {
            let zero = bld.constant(0, ty);
            let is_zero = bld.cmpi(EQ, a, zero);
            let one = bld.constant(1, ty);
            let minus_one = bld.bin(ArithSubi, a, one);
            let q = bld.bin(ArithDivui, minus_one, b);
            let plus_one = bld.bin(ArithAddi, q, one);
            bld.select(is_zero, zero, plus_one)
        }
        ArithFloordivsi => {
            let q = bld.bin(ArithDivsi, a, b);
            let prod = bld.bin(ArithMuli, q, b);
            let inexact = bld.cmpi(NE, a, prod);
            let zero = bld.constant(0, ty);
            let a_neg = bld.cmpi(SLT, a, zero);
            let b_neg = bld.cmpi(SLT, b, zero);
            let opposite = bld.cmpi(NE, a_neg, b_neg);
            let cond = bld.bin(ArithAndi, inexact, opposite);
            let minus_one = bld.constant(-1, ty);
            let q1 = bld.bin(ArithAddi, q, minus_one);
            bld.select(cond, q1, q)
        }
        ArithMaximumf | ArithMinimumf | ArithMaxnumf | ArithMinnumf => {
            let pred = match opcode {
                ArithMaximumf | ArithMaxnumf => F_UGT,
                _ => F_ULT,
            };
            let cmp = cmpf(bld, pred, attrs, a, b);
            let sel = bld.select(cmp, a, b);
            // maximumf/minimumf propagate a NaN `b`; maxnumf/minnumf pick
            // `b` when `a` is NaN.
            let nan_of = match opcode {
                ArithMaximumf | ArithMinimumf => b,
                _ => a,
            };
            let is_nan = cmpf(bld, F_UNO, attrs, nan_of, nan_of);
            bld.select(is_nan, b, sel)
        }
        _ => {
            let pred = match opcode {
                ArithMaxsi => SGT,
                ArithMaxui => UGT,
                ArithMinsi => SLT,
                _ => ULT,
            };
            let cmp = bld.cmpi(pred, a, b);
            bld.select(cmp, a, b)
        }
    }
}

/// `arith.cmpf` carrying the expanded op's fastmath flags.
fn cmpf(bld: &mut Builder, pred: i128, attrs: AttrId, a: Value, b: Value) -> Value {
    let ctx = bld.ctx;
    let ty = strata_ir::dialect::arith::i1_like(ctx, bld.body.value_type(a));
    let mut entries = vec![NamedAttr {
        name: ctx.ident("predicate"),
        value: ctx.int_attr(strata_ir::TypeId::I64, pred),
    }];
    if let Some(fm) = ctx.dict_get(attrs, ctx.ident("fastmath")) {
        entries.push(NamedAttr {
            name: ctx.ident("fastmath"),
            value: fm,
        });
    }
    let attrs = ctx.dict_attr(&entries);
    bld.op1(Opcode::ArithCmpf, &[a, b], ty, attrs)
}
