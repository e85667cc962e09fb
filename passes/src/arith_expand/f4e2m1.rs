//! `include-f4e2m1`: `arith.extf` from and `arith.truncf` to `f4E2M1FN`
//! (and vectors of it) in integer arithmetic on the bits, exactly as MLIR
//! 22's `F4E2M1ExtFOpConverter` and `F4E2M1TruncFOpConverter` write them
//! (the same constants in the same order, so the printed names agree).
//! Extending assembles the f32 bits from the eight magnitudes' table;
//! truncating clamps to ±6, moves the exponent to the format's bias, keeps
//! the first mantissa bit and rounds to nearest-even by hand. The clamp's
//! `minnumf`/`maxnumf` come out expanded, as the pass expands them too.

use strata_ir::attrs::{AttrData, DenseValues, NamedAttr};
use strata_ir::types::FloatKind;
use strata_ir::{AttrId, Body, Context, Op, Opcode, TypeData, TypeId, Value};

use super::e8m0::{cast_kind, elem_kind, like};
use crate::inplace::Builder;

// `arith.cmpi` predicates.
const EQ: i128 = 0;
const SLE: i128 = 3;
const UGT: i128 = 8;
const UGE: i128 = 9;

/// Whether `op` is an `extf` from or a `truncf` to (a vector of)
/// `f4E2M1FN`.
pub fn expands(ctx: &Context, body: &Body, op: Op) -> bool {
    cast_kind(ctx, body, op) == Some(FloatKind::F4E2M1FN)
}

/// `arith.constant value : ty` for an f32 (or a splat of one).
fn f32_const(bld: &mut Builder, value: f32, ty: TypeId) -> Value {
    let ctx = bld.ctx;
    let bits = u128::from(value.to_bits());
    let attr = match ctx.type_data(ty) {
        TypeData::Vector { .. } => ctx.intern_attr(AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Float(vec![bits].into()),
        }),
        _ => ctx.intern_attr(AttrData::Float { ty, bits }),
    };
    let attrs = ctx.dict_attr(&[NamedAttr {
        name: ctx.ident("value"),
        value: attr,
    }]);
    bld.op1(Opcode::ArithConstant, &[], ty, attrs)
}

fn cast(bld: &mut Builder, opcode: Opcode, a: Value, ty: TypeId) -> Value {
    bld.op1(opcode, &[a], ty, AttrId::EMPTY_DICT)
}

/// The replacement of `extf`/`truncf` op `opcode` of operand `a` and result
/// type `ty`.
pub fn expand(bld: &mut Builder, opcode: Opcode, a: Value, ty: TypeId) -> Value {
    use Opcode::*;
    let ctx = bld.ctx;
    let src = bld.body.value_type(a);
    let (i4, i8t, i32t, f32t) = (
        like(ctx, src, ctx.int_type(4)),
        like(ctx, src, TypeId::I8),
        like(ctx, src, TypeId::I32),
        like(ctx, src, TypeId::F32),
    );
    if opcode == ArithExtf {
        let bits = cast(bld, ArithBitcast, a, i4);
        let c0 = bld.constant(0, i4);
        let c1 = bld.constant(1, i4);
        let c2 = bld.constant(2, i4);
        let c4 = bld.constant(4, i4);
        let c7 = bld.constant(7, i4);
        let no_sign = bld.bin(ArithAndi, bits, c7);
        // The last exponent bit and the mantissa.
        let c20 = bld.constant(20, i32t);
        let low = bld.bin(ArithShli, no_sign, c2);
        let is_half = bld.cmpi(EQ, no_sign, c1);
        let low = bld.select(is_half, c0, low);
        let low = cast(bld, ArithExtui, low, i32t);
        let low = bld.bin(ArithShli, low, c20);
        // The first seven exponent bits.
        let zero = bld.constant(0, i32t);
        let high_exp = bld.constant(0x4000_0000, i32t);
        let low_exp = bld.constant(0x3f00_0000, i32t);
        let larger = bld.cmpi(UGE, no_sign, c4);
        let exp = bld.select(larger, high_exp, low_exp);
        let zero_exp = bld.cmpi(EQ, no_sign, c0);
        let exp = bld.select(zero_exp, zero, exp);
        // The sign.
        let sign_bit = bld.constant(i128::from(i32::MIN), i32t);
        let c8 = bld.constant(-8, i4);
        let negative = bld.cmpi(UGE, bits, c8);
        let sign = bld.select(negative, sign_bit, zero);
        let sum = bld.bin(ArithAddi, low, exp);
        let sum = bld.bin(ArithAddi, sum, sign);
        let f = cast(bld, ArithBitcast, sum, f32t);
        return if elem_kind(ctx, ty) == Some(FloatKind::F32) {
            f
        } else {
            cast(bld, ArithTruncf, f, ty)
        };
    }
    let a = if elem_kind(ctx, src) == Some(FloatKind::F32) {
        a
    } else {
        cast(bld, ArithExtf, a, f32t)
    };
    let c1 = bld.constant(1, i4);
    let c3 = bld.constant(3, i4);
    let c22 = bld.constant(22, i32t);
    let c0_i8 = bld.constant(0, i8t);
    let cff_i8 = bld.constant(-1, i8t);
    let zero = bld.constant(0, i32t);
    // Clamp to ±6 (minnumf and maxnumf, expanded).
    let hi = f32_const(bld, 6.0, f32t);
    let lo = f32_const(bld, -6.0, f32t);
    let clamped = super::expand(bld, ArithMinnumf, AttrId::EMPTY_DICT, a, hi);
    let clamped = super::expand(bld, ArithMaxnumf, AttrId::EMPTY_DICT, clamped, lo);
    let bits = cast(bld, ArithBitcast, clamped, i32t);
    // The sign bit.
    let c31 = bld.constant(31, i32t);
    let sign = bld.bin(ArithShrui, bits, c31);
    let sign = cast(bld, ArithTrunci, sign, i4);
    let f4 = bld.bin(ArithShli, sign, c3);
    // The exponent, rebiased.
    let bias = bld.constant(0x7e, i32t);
    let c23 = bld.constant(23, i32t);
    let sign_exp = bld.bin(ArithShrui, bits, c23);
    let exp = bld.bin(ArithSubi, sign_exp, bias);
    let exp4 = cast(bld, ArithTrunci, exp, i4);
    let exp4 = bld.bin(ArithShli, exp4, c1);
    let f4 = bld.bin(ArithAddi, f4, exp4);
    // The first mantissa bit.
    let first_bit = bld.constant(0x40_0000, i32t);
    let man = bld.bin(ArithAndi, bits, first_bit);
    let man = bld.bin(ArithShrui, man, c22);
    let man = cast(bld, ArithTrunci, man, i4);
    let f4 = bld.bin(ArithAddi, f4, man);
    // Subnormals and the round to 0.5.
    let man_mask = bld.constant(0x7f_ffff, i32t);
    let exp8 = cast(bld, ArithTrunci, exp, i8t);
    let subnormal = bld.cmpi(SLE, exp8, c0_i8);
    let neg_one_exp = bld.cmpi(EQ, exp8, cff_i8);
    let man23 = bld.bin(ArithAndi, bits, man_mask);
    let nonzero_man = bld.cmpi(UGT, man23, zero);
    let to_half = bld.bin(ArithAndi, neg_one_exp, nonzero_man);
    let zero_exp = bld.cmpi(EQ, exp8, c0_i8);
    let sub_bits = bld.constant(-1, i4);
    let half_bits = bld.constant(0, i4);
    let sub = bld.select(subnormal, sub_bits, f4);
    let sub = bld.select(to_half, half_bits, sub);
    let f4 = bld.select(zero_exp, f4, sub);
    // Round up when the rest is at least half.
    let rest_mask = bld.constant(0x3f_ffff, i32t);
    let half = bld.constant(0x20_0000, i32t);
    let rest = bld.bin(ArithAndi, bits, rest_mask);
    let round = bld.cmpi(UGE, rest, half);
    let round = bld.bin(ArithOri, round, subnormal);
    let up = bld.bin(ArithAddi, f4, c1);
    let f4 = bld.select(round, up, f4);
    cast(bld, ArithBitcast, f4, ty)
}
