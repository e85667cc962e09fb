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
fn memref_cast_of_a_cast_reads_the_first_source() {
    let (ctx, body, ops) = parse(
        "func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  %l = memref.load %a[%i] : memref<?xf32>
  return %l : f32
}",
    );
    let m = value(&body, ops[0], 0);
    // Through the cast %a, %b becomes a cast of %m (in place), one step
    // at a time: the changed op's next fold is the identity.
    assert_eq!(
        fold(&ctx, &body, ops[1]),
        Fold::Operand { index: 0, value: m }
    );
    let mut changed = body.clone();
    changed.set_operand(ops[1], 0, m);
    assert_eq!(
        fold(&ctx, &changed, ops[1]),
        Fold::Replace(smallvec::smallvec![FoldResult::Value(m)])
    );
    assert_eq!(
        fold(&ctx, &body, ops[2]),
        Fold::Operand { index: 0, value: m }
    );
}

#[test]
fn memref_ops_read_through_any_cast_of_a_ranked_memref() {
    let (ctx, body, ops) = parse(
        "func.func @f(%m: memref<?x?xf32>, %u: memref<*xf32>, %i: index, %x: memref<4xf32>) {
  %s = memref.cast %m : memref<?x?xf32> to memref<4x8xf32>
  %l = memref.load %s[%i, %i] : memref<4x8xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  %k = memref.load %r[%i] : memref<?xf32>
  %c = memref.cast %x : memref<4xf32> to memref<?xf32>
  %a = memref.alloc() : memref<1xmemref<?xf32>>
  memref.store %c, %a[%i] : memref<1xmemref<?xf32>>
  memref.dealloc %s : memref<4x8xf32>
  %z = memref.cast %m : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %y = memref.alloc() : memref<4x8xf32>
  memref.copy %s, %y : memref<4x8xf32> to memref<4x8xf32>
  return
}",
    );
    let m = value(&body, ops[0], 0);
    // A cast that makes the type more static is read through all the same
    // (MLIR's foldMemRefCast; not canFoldIntoConsumerOp).
    assert_eq!(
        fold(&ctx, &body, ops[1]),
        Fold::Operand { index: 0, value: m }
    );
    // Not through a cast of an unranked memref.
    assert_eq!(fold(&ctx, &body, ops[3]), Fold::None);
    // A stored value is not an access: left as it is.
    assert_eq!(fold(&ctx, &body, ops[6]), Fold::None);
    assert_eq!(
        fold(&ctx, &body, ops[7]),
        Fold::Operand { index: 0, value: m }
    );
    // memref.copy reads only through casts that make the type less static.
    assert_eq!(fold(&ctx, &body, ops[10]), Fold::None);
}

#[test]
fn extract_of_broadcast_reads_the_source_in_place() {
    let (ctx, body, ops) = parse(
        "func.func @f(%v: vector<4xf32>, %w: vector<1x4xf32>, %f: f32) -> (f32, vector<4xf32>, f32) {
  %c = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %0 = vector.extract %c[1, 3] : f32 from vector<3x4xf32>
  %d = vector.broadcast %w : vector<1x4xf32> to vector<2x3x4xf32>
  %1 = vector.extract %d[0, 2] : vector<4xf32> from vector<2x3x4xf32>
  %b = vector.broadcast %f : f32 to vector<2xf32>
  %2 = vector.extract %b[1] : f32 from vector<2xf32>
  return %0, %1, %2 : f32, vector<4xf32>, f32
}",
    );
    let rewrite = |op: Op| match fold(&ctx, &body, op) {
        Fold::Rewrite { operands, attrs } => Some((
            operands.to_vec(),
            strata_ir::dialect::vector::static_position(&ctx, attrs),
        )),
        _ => None,
    };
    let (v, w) = (value(&body, ops[0], 0), value(&body, ops[2], 0));
    // The trailing position entries, within the source.
    assert_eq!(rewrite(ops[1]), Some((vec![v], Some(vec![3]))));
    // The source's stretched unit dimension is read at 0.
    assert_eq!(rewrite(ops[3]), Some((vec![w], Some(vec![0]))));
    // Of the source's own type: the source.
    let f = value(&body, ops[4], 0);
    assert_eq!(
        fold(&ctx, &body, ops[5]),
        Fold::Replace(smallvec::smallvec![FoldResult::Value(f)])
    );
}

#[test]
fn extract_of_insert_chain() {
    let (ctx, body, ops) = parse(
        "func.func @f(%v: vector<2x3xf32>, %x: vector<3xf32>, %s: f32) -> (vector<3xf32>, f32, vector<3xf32>, vector<3xf32>) {
  %0 = vector.insert %x, %v [1] : vector<3xf32> into vector<2x3xf32>
  %1 = vector.extract %0[1] : vector<3xf32> from vector<2x3xf32>
  %2 = vector.extract %0[1, 2] : f32 from vector<2x3xf32>
  %3 = vector.extract %0[0] : vector<3xf32> from vector<2x3xf32>
  %4 = vector.insert %s, %v [0, 1] : f32 into vector<2x3xf32>
  %5 = vector.extract %4[0] : vector<3xf32> from vector<2x3xf32>
  return %1, %2, %3, %5 : vector<3xf32>, f32, vector<3xf32>, vector<3xf32>
}",
    );
    let (v, x) = (value(&body, ops[0], 1), value(&body, ops[0], 0));
    let rewrite = |op: Op| match fold(&ctx, &body, op) {
        Fold::Rewrite { operands, attrs } => Some((
            operands.to_vec(),
            strata_ir::dialect::vector::static_position(&ctx, attrs),
        )),
        _ => None,
    };
    // At the insert's position: the inserted value.
    assert_eq!(
        fold(&ctx, &body, ops[1]),
        Fold::Replace(smallvec::smallvec![FoldResult::Value(x)])
    );
    // Within it: the inserted value, at the rest of the position.
    assert_eq!(rewrite(ops[2]), Some((vec![x], Some(vec![2]))));
    // Elsewhere: the destination, at the same position.
    assert_eq!(rewrite(ops[3]), Some((vec![v], Some(vec![0]))));
    // A row an element was inserted into is not folded.
    assert_eq!(fold(&ctx, &body, ops[5]), Fold::None);
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

#[test]
fn spirv_commutative_swap_folds_the_swapped_op_again() {
    let (ctx, body, ops) = parse(
        "spirv.func @f(%a: i32, %x: f32) \"None\" {
  %z = spirv.Constant 0 : i32
  %two = spirv.Constant 2 : i32
  %f2 = spirv.Constant 2.0 : f32
  %0 = spirv.IAdd %z, %a : i32
  %1 = spirv.IMul %two, %a : i32
  %2 = spirv.FAdd %f2, %x : f32
  %3 = spirv.ISub %a, %a : i32
  %4 = spirv.IAdd %two, %two : i32
  %t = spirv.Constant true
  %b = spirv.IEqual %a, %two : i32
  %5 = spirv.LogicalOr %t, %b : i1
  spirv.Return
}",
    );
    let a = value(&body, ops[3], 1);
    // Swapped, `a + 0` is `a`.
    assert_eq!(
        fold(&ctx, &body, ops[3]),
        Fold::Replace(smallvec::smallvec![FoldResult::Value(a)])
    );
    // Swapped, nothing more: the swap alone (in place).
    let two = value(&body, ops[4], 0);
    assert_eq!(
        fold(&ctx, &body, ops[4]),
        Fold::Operands(smallvec::smallvec![(0, a), (1, two)])
    );
    let f2 = value(&body, ops[5], 0);
    let x = value(&body, ops[5], 1);
    assert_eq!(
        fold(&ctx, &body, ops[5]),
        Fold::Operands(smallvec::smallvec![(0, x), (1, f2)])
    );
    // Constants are attributes for the caller to materialize or refuse.
    let zero = ctx.int_attr(strata_ir::TypeId::I32, 0);
    assert_eq!(
        fold(&ctx, &body, ops[6]),
        Fold::Replace(smallvec::smallvec![FoldResult::Attr(zero)])
    );
    let four = ctx.int_attr(strata_ir::TypeId::I32, 4);
    assert_eq!(
        fold(&ctx, &body, ops[7]),
        Fold::Replace(smallvec::smallvec![FoldResult::Attr(four)])
    );
    // Swapped, `b || true` is the constant: the answer is the constant
    // (a caller that refuses it refuses the swap too, as MLIR rolls both
    // back).
    assert_eq!(
        fold(&ctx, &body, ops[10]),
        Fold::Replace(smallvec::smallvec![FoldResult::Attr(
            strata_ir::AttrId::TRUE
        )])
    );
}

#[test]
fn spirv_bitcast_chains_and_logical_constants() {
    let (ctx, body, ops) = parse(
        "spirv.func @f(%a: i32, %b: i1) \"None\" {
  %0 = spirv.Bitcast %a : i32 to f32
  %1 = spirv.Bitcast %0 : f32 to vector<2xi16>
  %2 = spirv.Bitcast %1 : vector<2xi16> to vector<4xi8>
  %3 = spirv.Bitcast %2 : vector<4xi8> to i32
  %t = spirv.Constant true
  %4 = spirv.LogicalOr %b, %t : i1
  %5 = spirv.LogicalAnd %b, %t : i1
  spirv.Return
}",
    );
    let a = value(&body, ops[0], 0);
    assert_eq!(fold(&ctx, &body, ops[0]), Fold::None);
    // Down the chain to the first operand (MLIR folds each in-place change
    // again).
    assert_eq!(
        fold(&ctx, &body, ops[2]),
        Fold::Operand { index: 0, value: a }
    );
    // Down the chain to an operand of the result's type: that operand.
    assert_eq!(
        fold(&ctx, &body, ops[3]),
        Fold::Replace(smallvec::smallvec![FoldResult::Value(a)])
    );
    // `x || true` is the constant's attribute, `x && true` is `x`.
    assert_eq!(
        fold(&ctx, &body, ops[5]),
        Fold::Replace(smallvec::smallvec![FoldResult::Attr(
            strata_ir::AttrId::TRUE
        )])
    );
    let b = value(&body, ops[5], 0);
    assert_eq!(
        fold(&ctx, &body, ops[6]),
        Fold::Replace(smallvec::smallvec![FoldResult::Value(b)])
    );
}

/// The one attribute a fold answers, printed.
fn attr_text(ctx: &Context, f: &Fold) -> Option<String> {
    match f {
        Fold::Replace(r) => match r[..] {
            [FoldResult::Attr(a)] => {
                let mut s = String::new();
                strata_ir::syntax::print_attr(ctx, a, &mut s);
                Some(s)
            }
            _ => None,
        },
        _ => None,
    }
}

#[test]
fn broadcasts_fold_to_their_source_splats_and_poison() {
    let (ctx, body, ops) = parse(
        "func.func @f(%v: vector<4xf32>, %x: f32) {
  %r0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %c = arith.constant 1.5 : f32
  %r1 = vector.broadcast %c : f32 to vector<2x4xf32>
  %t = arith.constant true
  %r2 = vector.broadcast %t : i1 to vector<3xi1>
  %s = arith.constant dense<7> : vector<1xi32>
  %r3 = vector.broadcast %s : vector<1xi32> to vector<2x2xi32>
  %n = arith.constant dense<[1, 2]> : vector<2xi32>
  %r4 = vector.broadcast %n : vector<2xi32> to vector<3x2xi32>
  %p = ub.poison : f32
  %r5 = vector.broadcast %p : f32 to vector<4xf32>
  %r6 = vector.broadcast %x : f32 to vector<4xf32>
  return
}",
    );
    let v = value(&body, ops[0], 0);
    assert_eq!(
        fold(&ctx, &body, ops[0]),
        Fold::Replace(smallvec::smallvec![FoldResult::Value(v)])
    );
    let text = |i: usize| attr_text(&ctx, &fold(&ctx, &body, ops[i]));
    assert_eq!(
        text(2).as_deref(),
        Some("dense<1.500000e+00> : vector<2x4xf32>")
    );
    assert_eq!(text(4).as_deref(), Some("dense<true> : vector<3xi1>"));
    assert_eq!(text(6).as_deref(), Some("dense<7> : vector<2x2xi32>"));
    // Distinct elements are not folded (MLIR folds splats only).
    assert_eq!(fold(&ctx, &body, ops[8]), Fold::None);
    assert_eq!(text(10).as_deref(), Some("#ub.poison"));
    assert_eq!(fold(&ctx, &body, ops[11]), Fold::None);
}
