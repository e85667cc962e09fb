//! The folders on small functions: each op named `%r*` is folded as
//! written and the answer compared.

use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::{AttrData, Body, Context, Op, Value};

use super::{fold, Fold, FoldResult};

/// Parses `src` (one function) and returns the context, the function's
/// body and its ops in order.
fn parse(src: &str) -> (Context, Body, Vec<Op>) {
    let ctx = Context::new();
    let m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).expect("parses");
    let body = m.bodies.into_iter().nth(1).expect("a function body");
    let mut ops = Vec::new();
    body.walk(|op| ops.push(op));
    (ctx, body, ops)
}

fn float_of(ctx: &Context, f: &Fold) -> Option<f64> {
    match f {
        Fold::Replace(r) => match r[..] {
            [FoldResult::Attr(a)] => match ctx.attr_data(a) {
                AttrData::Float { bits, .. } => Some(f64::from_bits(*bits as u64)),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }
}

fn value(body: &Body, op: Op, i: usize) -> Value {
    body.operands(op)[i]
}

#[test]
fn unrealized_casts_fold_identities_and_round_trips() {
    let (ctx, body, ops) = parse(
        "func.func @f(%x: f64) -> i64 {
  %u = builtin.unrealized_conversion_cast %x : f64 to i64
  %w = builtin.unrealized_conversion_cast %u : i64 to f64
  %z = builtin.unrealized_conversion_cast %w : f64 to i64
  %s = builtin.unrealized_conversion_cast %z : i64 to i64
  return %s : i64
}",
    );
    // A cast of a plain value does not fold.
    assert_eq!(fold(&ctx, &body, ops[0]), Fold::None);
    // Back to the first cast's input type: that input.
    let x = value(&body, ops[0], 0);
    assert_eq!(
        fold(&ctx, &body, ops[1]),
        Fold::Replace(smallvec::smallvec![FoldResult::Value(x)])
    );
    // Against the input as written: %z folds to %u, not further.
    let u = body.result(ops[0], 0);
    assert_eq!(
        fold(&ctx, &body, ops[2]),
        Fold::Replace(smallvec::smallvec![FoldResult::Value(u)])
    );
    // To its own type: its input.
    let z = body.result(ops[2], 0);
    assert_eq!(
        fold(&ctx, &body, ops[3]),
        Fold::Replace(smallvec::smallvec![FoldResult::Value(z)])
    );
}

#[test]
fn memref_cast_reads_through_casts_that_only_erase_information() {
    let (ctx, body, ops) = parse(
        "func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  %l = memref.load %a[%i] : memref<?xf32>
  return %l : f32
}",
    );
    let m = value(&body, ops[0], 0);
    // Through the erasing cast %a, %b is a cast of %m to its own type.
    assert_eq!(
        fold(&ctx, &body, ops[1]),
        Fold::Replace(smallvec::smallvec![FoldResult::Value(m)])
    );
    assert_eq!(
        fold(&ctx, &body, ops[2]),
        Fold::Operand { index: 0, value: m }
    );
}

#[test]
fn math_constants_fold_as_mlir_does() {
    let (ctx, body, ops) = parse(
        "func.func @f() -> (f64, f64, f64, f64) {
  %a = arith.constant 2.5 : f64
  %n = arith.constant -4.0 : f64
  %r = math.roundeven %a : f64
  %s = math.sqrt %n : f64
  %c = math.ceil %a : f64
  %p = math.powf %a, %n : f64
  return %r, %s, %c, %p : f64, f64, f64, f64
}",
    );
    assert_eq!(float_of(&ctx, &fold(&ctx, &body, ops[2])), Some(2.0));
    // The square root of a negative number is not folded.
    assert_eq!(fold(&ctx, &body, ops[3]), Fold::None);
    assert_eq!(float_of(&ctx, &fold(&ctx, &body, ops[4])), Some(3.0));
    assert_eq!(
        float_of(&ctx, &fold(&ctx, &body, ops[5])),
        Some(2.5f64.powf(-4.0))
    );
}

#[test]
fn integer_math_folds_wrap_at_the_width() {
    let (ctx, body, ops) = parse(
        "func.func @f() -> (i8, i8, i8, i8) {
  %m = arith.constant -128 : i8
  %e = arith.constant 3 : i8
  %a = math.absi %m : i8
  %l = math.ctlz %e : i8
  %p = math.ipowi %e, %e : i8
  %t = math.cttz %m : i8
  return %a, %l, %p, %t : i8, i8, i8, i8
}",
    );
    let int_of = |f: Fold| match f {
        Fold::Replace(r) => match r[..] {
            [FoldResult::Attr(a)] => match ctx.attr_data(a) {
                AttrData::Integer { value, .. } => Some(*value),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    };
    assert_eq!(int_of(fold(&ctx, &body, ops[2])), Some(-128));
    assert_eq!(int_of(fold(&ctx, &body, ops[3])), Some(6));
    assert_eq!(int_of(fold(&ctx, &body, ops[4])), Some(27));
    assert_eq!(int_of(fold(&ctx, &body, ops[5])), Some(7));
}
