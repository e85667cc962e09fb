//! The arith folders MLIR's dialect conversion tries on each arith op before
//! any pattern (`OperationLegalizer::legalizeWithFold`).
//!
//! A folder sees the op as written: an operand counts as constant only when
//! an `arith.constant` (or `llvm.mlir.constant`) defines it in the input,
//! and the ops its operands come from are the input's (values other folds
//! replaced are not looked through). It gives one of three answers:
//! - the op's results are other values, or constants (materialized as
//!   `llvm.mlir.constant` where the op was, as the constant an
//!   `arith.constant` of that value lowers to);
//! - the op changed in place (constants moved to the right of a
//!   commutative op or a `cmpi`, a cast of a cast made one cast): the
//!   folders run again on the changed op, which is then converted;
//! - nothing.
//!
//! Integers are folded up to 64 bits (and `index`), floats for `f32` and
//! `f64` (whose arithmetic Rust rounds as `APFloat` does by default); other
//! widths are left unfolded.

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::body::{OpData, ValueDef};
use strata_ir::{AttrId, Body, Context, Op, Opcode, TypeData, TypeId, Value};

use super::int_fold::{self as int, IntConst};
use super::rewriter::BodyRewriter;

/// A result of a fold.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum FoldResult {
    /// An (old) value of the input.
    Value(Value),
    /// A constant attribute of the op's (original) result type.
    Attr(AttrId),
}

/// The op as the folders see it: in-place folds change its operands and
/// predicate.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct View {
    pub opcode: Opcode,
    /// The first `len` are the operands (an arith op has at most three).
    pub operands: [Value; 3],
    pub len: u8,
    /// `cmpi`'s predicate.
    pub predicate: Option<i128>,
}

impl View {
    /// Op `op` of `body` as written, as the folders first see it; `None`
    /// for an op of more than three operands.
    pub fn of(ctx: &Context, body: &Body, op: Op) -> Option<View> {
        let list = body.operands(op);
        if list.len() > 3 {
            return None;
        }
        let d = body.op(op);
        let mut operands = [Value::NONE; 3];
        operands[..list.len()].copy_from_slice(list);
        Some(View {
            opcode: d.opcode,
            operands,
            len: list.len() as u8,
            predicate: if d.opcode == Opcode::ArithCmpi {
                cmpi_predicate(ctx, d.attrs)
            } else {
                None
            },
        })
    }

    /// The op's operands.
    pub fn ops(&self) -> &[Value] {
        &self.operands[..usize::from(self.len)]
    }
}

/// What one round of folding did.
#[derive(Debug, PartialEq)]
pub(crate) enum Step {
    Replace(SmallVec<[FoldResult; 2]>),
    InPlace,
    None,
}

/// `cmpi` predicates in MLIR's numbering.
mod pred {
    pub const EQ: i128 = 0;
    pub const NE: i128 = 1;
    pub const SLT: i128 = 2;
    pub const SLE: i128 = 3;
    pub const SGT: i128 = 4;
    pub const SGE: i128 = 5;
    pub const ULT: i128 = 6;
    pub const ULE: i128 = 7;
    pub const UGT: i128 = 8;
    pub const UGE: i128 = 9;
}

/// The operand count of the arith ops the folders handle (0 for others).
fn arity(opcode: Opcode) -> usize {
    use Opcode::*;
    match opcode {
        ArithSelect => 3,
        ArithNegf | ArithExtui | ArithExtsi | ArithTrunci | ArithIndexCast | ArithIndexCastui
        | ArithExtf | ArithTruncf => 1,
        _ if strata_ir::dialect::plain_form_arity(opcode) == 2 || opcode == ArithCmpi => 2,
        _ => 0,
    }
}

/// The ops MLIR declares `Commutative` (their constants move right).
fn commutative(opcode: Opcode) -> bool {
    use Opcode::*;
    matches!(
        opcode,
        ArithAddi
            | ArithMuli
            | ArithAndi
            | ArithOri
            | ArithXori
            | ArithMaxsi
            | ArithMaxui
            | ArithMinsi
            | ArithMinui
            | ArithAddf
            | ArithMulf
            | ArithMaximumf
            | ArithMinimumf
            | ArithMaxnumf
            | ArithMinnumf
    )
}

/// The opcode of the op defining old value `v`, if an op does.
#[inline]
fn def_opcode(body: &Body, v: Value) -> Option<(Op, Opcode)> {
    match body.values.get(v.index())?.def {
        ValueDef::Result { op, .. } => Some((op, body.ops.get(op.index())?.opcode)),
        _ => None,
    }
}

/// Whether a folder could apply to the op `d` (checked before the fast
/// path converts it): an operand from a constant, equal operands, or an
/// operand from an op one of the op's folders looks through. Cheap; false
/// answers are exact, true ones are settled by `fold_step`.
#[inline]
pub(crate) fn might_fold(body: &Body, d: &OpData) -> bool {
    use Opcode::*;
    let Some(ops) = body.pool.get(d.operands.range()) else {
        return false;
    };
    if let [a, b] = *ops {
        if a == b {
            return true;
        }
    }
    // An identity bitcast.
    if let (ArithBitcast, [a]) = (d.opcode, ops) {
        let same = body.values.get(*a as usize).map(|v| v.ty)
            == body.values.get(d.first_result.index()).map(|v| v.ty);
        if same {
            return true;
        }
    }
    // The folders that look through a binary operand's definition all
    // need the op's other operand among that definition's operands
    // (`subi(addi(x, y), y)`, `and(x, xor(x, -1))`, `xor(xor(x, a), a)`...).
    let other_operand_in = |i: usize, def: Op| match *ops {
        [a, b] => {
            let other = if i == 0 { b } else { a };
            body.operands(def).contains(&Value(other))
        }
        _ => false,
    };
    ops.iter().enumerate().any(|(i, &v)| {
        let Some((def_op, def)) = def_opcode(body, Value(v)) else {
            return false;
        };
        match def {
            ArithConstant | LlvmMlirConstant | UbPoison => true,
            ArithSubi => d.opcode == ArithAddi && other_operand_in(i, def_op),
            ArithAddi => d.opcode == ArithSubi && other_operand_in(i, def_op),
            ArithXori => {
                matches!(d.opcode, ArithXori | ArithAndi | ArithOri) && other_operand_in(i, def_op)
            }
            ArithAndi => d.opcode == ArithAndi && other_operand_in(i, def_op),
            ArithMuli => matches!(d.opcode, ArithDivsi | ArithDivui) && other_operand_in(i, def_op),
            ArithNegf => d.opcode == ArithNegf,
            ArithExtsi | ArithExtui => {
                matches!(d.opcode, ArithExtsi | ArithExtui | ArithTrunci | ArithCmpi)
            }
            ArithTrunci => d.opcode == ArithTrunci,
            ArithExtf => d.opcode == ArithTruncf,
            ArithTruncf => d.opcode == ArithExtf,
            ArithCmpi => d.opcode == ArithSelect,
            _ => false,
        }
    }) || (d.opcode == ArithCmpi
        && body.pool.get(d.operands.range()).is_some_and(|o| {
            o.first().is_some_and(|&v| {
                body.values
                    .get(v as usize)
                    .is_some_and(|x| x.ty == TypeId::I1)
            })
        }))
}

/// The value attribute of the constant defining old value `v`
/// (`#ub.poison` for a `ub.poison`: a constant to the traits, which move
/// it right, and no number to the folders).
pub(crate) fn const_attr(ctx: &Context, body: &Body, v: Value) -> Option<AttrId> {
    let (op, opcode) = def_opcode(body, v)?;
    match opcode {
        Opcode::ArithConstant | Opcode::LlvmMlirConstant => {
            ctx.dict_get(body.op(op).attrs, strata_ir::Ident::VALUE)
        }
        Opcode::UbPoison => Some(AttrId::UB_POISON),
        _ => None,
    }
}

/// Whether old value `v` is a `ub.poison`: MLIR's common constant folders
/// (binary ops, casts) fold an op with a poison operand to poison.
pub(crate) fn is_poison(body: &Body, v: Value) -> bool {
    matches!(def_opcode(body, v), Some((_, Opcode::UbPoison)))
}

/// The fold to poison of an op with a poison operand among `operands`.
fn poison_of(body: &Body, operands: &[Value]) -> Option<FoldResult> {
    operands
        .iter()
        .any(|&v| is_poison(body, v))
        .then_some(FoldResult::Attr(AttrId::UB_POISON))
}

/// The integer width of `ty`'s elements (`index`: 64), up to 64 bits.
pub(crate) fn int_width(ctx: &Context, ty: TypeId) -> Option<u32> {
    // The fixed scalar ids, most operands, without a type look-up.
    match ty {
        TypeId::I1 => return Some(1),
        TypeId::I8 => return Some(8),
        TypeId::I16 => return Some(16),
        TypeId::I32 => return Some(32),
        TypeId::I64 | TypeId::INDEX => return Some(64),
        TypeId::F16 | TypeId::F32 | TypeId::F64 | TypeId::BF16 => return None,
        _ => {}
    }
    let w = match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Index => 64,
        TypeData::Vector { elem, .. } => return int_width(ctx, *elem),
        _ => return None,
    };
    (w <= 64).then_some(w)
}

/// The integer constant defining `v`, its elements wrapped to the width.
pub(crate) fn int_const(ctx: &Context, body: &Body, v: Value) -> Option<IntConst> {
    let a = const_attr(ctx, body, v)?;
    let w = int_width(ctx, body.value_type(v))?;
    let mut c = int::int_const_of_attr(ctx, a, w)?;
    for x in &mut c.values {
        *x = int::wrap(*x, w);
    }
    Some(c)
}

/// A float type the folders compute in.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Fl {
    F32,
    F64,
}

/// A scalar float constant of `v` (as `f64`, exact for `f32` values), with
/// its kind.
pub(super) fn float_const(ctx: &Context, body: &Body, v: Value) -> Option<(f64, Fl)> {
    let ty = body.value_type(v);
    let k = match ty {
        TypeId::F32 => Fl::F32,
        TypeId::F64 => Fl::F64,
        _ => return None,
    };
    let a = const_attr(ctx, body, v)?;
    let AttrData::Float { bits, .. } = ctx.attr_data(a) else {
        return None;
    };
    Some(match k {
        Fl::F32 => (f64::from(f32::from_bits(*bits as u32)), k),
        Fl::F64 => (f64::from_bits(*bits as u64), k),
    })
}

/// A float attribute of `ty` holding `x` (rounded to `f32` for `f32`);
/// `None` for a NaN, whose payload `APFloat` may choose differently.
pub(super) fn float_attr(ctx: &Context, ty: TypeId, k: Fl, x: f64) -> Option<AttrId> {
    if x.is_nan() {
        return None;
    }
    let bits = match k {
        Fl::F32 => u128::from((x as f32).to_bits()),
        Fl::F64 => u128::from(x.to_bits()),
    };
    Some(ctx.intern_attr(AttrData::Float { ty, bits }))
}

/// The attribute for integer elements `values` in type `ty` (a scalar, or a
/// vector, splat when `splat`).
pub(crate) fn int_attr(
    ctx: &Context,
    ty: TypeId,
    values: Vec<i128>,
    splat: bool,
) -> Option<AttrId> {
    match ctx.type_data(ty) {
        TypeData::Vector { .. } => Some(ctx.intern_attr(AttrData::DenseElements {
            ty,
            splat: splat || values.len() == 1,
            values: DenseValues::Int(values.into()),
        })),
        _ if ty == TypeId::I1 => Some(if values.first().copied()? != 0 {
            AttrId::TRUE
        } else {
            AttrId::FALSE
        }),
        _ => Some(ctx.int_attr(ty, *values.first()?)),
    }
}

/// A value of `ty` whose elements all are `v`.
fn splat_of(ctx: &Context, ty: TypeId, v: i128) -> Option<FoldResult> {
    int_attr(ctx, ty, vec![v], true).map(FoldResult::Attr)
}

fn one(r: FoldResult) -> Step {
    Step::Replace(smallvec::smallvec![r])
}

/// One round of MLIR's folders (the op's own, then its traits') on `view`
/// of op `op`. An in-place fold has changed `view`.
pub(crate) fn fold_step(ctx: &Context, body: &Body, op: Op, view: &mut View) -> Step {
    use Opcode::*;
    let Some(result) = body.results(op).next() else {
        return Step::None;
    };
    let rty = body.value_type(result);
    if let Some(r) = super::float_fold::fold(ctx, body, op, view, rty) {
        return one(r);
    }
    // A bitcast to its operand's type is the operand (a bitcast of a
    // bitcast is arith's canonicalization pattern, not a fold).
    if let (ArithBitcast, [src]) = (view.opcode, view.ops()) {
        if body.value_type(*src) == rty {
            return one(FoldResult::Value(*src));
        }
    }
    let held = view.operands;
    let ops = &held[..usize::from(view.len)];
    // Verified ops have their arity; anything else is left alone.
    if ops.len() != arity(view.opcode) {
        return Step::None;
    }
    let (a, b) = (ops.first().copied(), ops.get(1).copied());
    let ic = |v: Option<Value>| v.and_then(|v| int_const(ctx, body, v));
    let (ca, cb) = (ic(a), ic(b));
    let w = int_width(ctx, rty).unwrap_or(0);
    let value = |v: Value| one(FoldResult::Value(v));
    let zero = || splat_of(ctx, rty, 0).map_or(Step::None, one);
    // MLIR's `constFoldBinaryOp`: a poison operand makes the result
    // poison. (The shifts fold constants without it.)
    let constants_only = |f: int::BinFn| -> Step {
        let (Some(x), Some(y)) = (&ca, &cb) else {
            return Step::None;
        };
        match int::fold2(x, y, f).and_then(|(v, s)| int_attr(ctx, rty, v, s)) {
            Some(attr) => one(FoldResult::Attr(attr)),
            None => Step::None,
        }
    };
    let bin =
        |f: int::BinFn| -> Step { poison_of(body, ops).map_or_else(|| constants_only(f), one) };
    let def = |v: Option<Value>, want: Opcode| -> Option<Op> {
        let (d, opc) = def_opcode(body, v?)?;
        (opc == want).then_some(d)
    };
    let operands_of = |d: Op| body.operands(d);
    let own = match view.opcode {
        ArithAddi if w > 0 => {
            if int::is_zero(&cb) {
                return value(ops[0]);
            }
            if let Some(x) = addi_through_defs(body, a, b) {
                return value(x);
            }
            bin(int::add)
        }
        ArithSubi if w > 0 => {
            if a == b {
                return zero();
            }
            if int::is_zero(&cb) {
                return value(ops[0]);
            }
            if let Some(x) = subi_through_defs(body, a, b) {
                return value(x);
            }
            bin(int::sub)
        }
        ArithMuli if w > 0 => {
            if int::is_zero(&cb) {
                return value(ops[1]);
            }
            if int::is_one(&cb) {
                return value(ops[0]);
            }
            bin(int::mul)
        }
        ArithDivui | ArithDivsi if w > 0 => {
            if int::is_one(&cb) {
                return value(ops[0]);
            }
            // (a * b) / b -> a, when the multiplication cannot wrap.
            let flag = if view.opcode == ArithDivui { 2 } else { 1 };
            if let Some(m) = def(a, ArithMuli) {
                if overflow_flags(ctx, body.op(m).attrs) & flag == flag {
                    let o = operands_of(m);
                    if o.first().copied() == b {
                        return value(o[1]);
                    }
                    if o.get(1).copied() == b {
                        return value(o[0]);
                    }
                }
            }
            bin(if view.opcode == ArithDivui {
                int::udiv
            } else {
                sdiv
            })
        }
        ArithCeildivui | ArithCeildivsi | ArithFloordivsi if w > 0 => {
            if int::is_one(&cb) {
                return value(ops[0]);
            }
            bin(match view.opcode {
                ArithCeildivui => ceildivui,
                ArithCeildivsi => ceildivsi,
                _ => floordivsi,
            })
        }
        ArithRemui | ArithRemsi if w > 0 => {
            if int::is_one(&cb) {
                return zero();
            }
            bin(if view.opcode == ArithRemui {
                int::urem
            } else {
                srem
            })
        }
        ArithAndi if w > 0 => {
            if int::is_zero(&cb) {
                return value(ops[1]);
            }
            if int::is_all_ones(&cb) {
                return value(ops[0]);
            }
            // and(x, not(x)) -> 0, and(not(x), x) -> 0
            if is_not_of(ctx, body, b, a) || is_not_of(ctx, body, a, b) {
                return zero();
            }
            if let Some(x) = andi_through_defs(body, a, b) {
                return value(x);
            }
            bin(int::and)
        }
        ArithOri if w > 0 => {
            if int::is_zero(&cb) {
                return value(ops[0]);
            }
            if int::is_all_ones(&cb) {
                return one(FoldResult::Attr(
                    const_attr(ctx, body, ops[1]).unwrap_or(AttrId::NONE),
                ));
            }
            // or(x, xor(x, 1s)) -> 1s, or(xor(x, 1s), x) -> 1s
            for (n, x) in [(b, a), (a, b)] {
                if is_not_of(ctx, body, n, x) {
                    if let Some(m) = n.and_then(|n| def(Some(n), ArithXori)) {
                        if let Some(&ones) = operands_of(m).get(1) {
                            return value(ones);
                        }
                    }
                }
            }
            bin(int::or)
        }
        ArithXori if w > 0 => {
            if int::is_zero(&cb) {
                return value(ops[0]);
            }
            if a == b {
                return zero();
            }
            if let Some(x) = xori_through_defs(body, a, b) {
                return value(x);
            }
            bin(int::xor)
        }
        ArithShli | ArithShrui | ArithShrsi if w > 0 => {
            if int::is_zero(&cb) {
                return value(ops[0]);
            }
            constants_only(match view.opcode {
                ArithShli => int::shl,
                ArithShrui => int::lshr,
                _ => int::ashr,
            })
        }
        ArithMaxsi | ArithMaxui | ArithMinsi | ArithMinui if w > 0 => {
            if a == b {
                return value(ops[1]);
            }
            if let Some(c) = cb.as_ref().and_then(IntConst::uniform) {
                let (smin, smax) = (
                    int::wrap(1i128 << (w - 1), w),
                    int::wrap((1i128 << (w - 1)) - 1, w),
                );
                let (umin, umax) = (0, int::wrap(-1, w));
                let (absorb, ident) = match view.opcode {
                    ArithMaxsi => (smax, smin),
                    ArithMinsi => (smin, smax),
                    ArithMaxui => (umax, umin),
                    _ => (umin, umax),
                };
                if c == absorb {
                    return value(ops[1]);
                }
                if c == ident {
                    return value(ops[0]);
                }
            }
            bin(match view.opcode {
                ArithMaxsi => |x, y, w| Some(if sx(x, w) >= sx(y, w) { x } else { y }),
                ArithMinsi => |x, y, w| Some(if sx(x, w) <= sx(y, w) { x } else { y }),
                ArithMaxui => |x, y, w| {
                    Some(if int::zext(x, w) >= int::zext(y, w) {
                        x
                    } else {
                        y
                    })
                },
                _ => |x, y, w| {
                    Some(if int::zext(x, w) <= int::zext(y, w) {
                        x
                    } else {
                        y
                    })
                },
            })
        }
        ArithCmpi => return cmpi(ctx, body, view, rty, &ca, &cb),
        ArithSelect => return select(ctx, body, view, rty),
        ArithExtui | ArithExtsi | ArithTrunci | ArithIndexCast | ArithIndexCastui => {
            return int_cast(ctx, body, view, rty, &ca);
        }
        ArithExtf | ArithTruncf => return float_cast(ctx, body, op, view, rty),
        ArithAddf | ArithSubf | ArithMulf | ArithDivf | ArithMaximumf | ArithMinimumf
        | ArithMaxnumf | ArithMinnumf | ArithNegf => float_op(ctx, body, op, view, rty),
        _ => Step::None,
    };
    if own != Step::None {
        return own;
    }
    // The traits: constants move right, then `x & x` / `x | x` is `x`.
    if commutative(view.opcode) && ops.len() == 2 {
        let is_const = |v: Value| const_attr(ctx, body, v).is_some();
        if is_const(ops[0]) && !is_const(ops[1]) {
            view.operands.swap(0, 1);
            return Step::InPlace;
        }
    }
    if matches!(view.opcode, ArithAndi | ArithOri) && a == b && a.is_some() {
        return value(ops[0]);
    }
    Step::None
}

/// `addi(subi(x, y), y)` and `addi(y, subi(x, y))` are `x`.
fn addi_through_defs(body: &Body, a: Option<Value>, b: Option<Value>) -> Option<Value> {
    let sub_operands = |v: Option<Value>| match def_opcode(body, v?)? {
        (s, Opcode::ArithSubi) => match *body.operands(s) {
            [x, y] => Some((x, y)),
            _ => None,
        },
        _ => None,
    };
    match (sub_operands(a), sub_operands(b)) {
        (Some((x, y)), _) if Some(y) == b => Some(x),
        (_, Some((x, y))) if Some(y) == a => Some(x),
        _ => None,
    }
}

/// `subi(addi(x, y), y)` is `x`, `subi(addi(x, y), x)` is `y`.
fn subi_through_defs(body: &Body, a: Option<Value>, b: Option<Value>) -> Option<Value> {
    other_operand(body, a, Opcode::ArithAddi, b)
}

/// `xor(xor(x, a), a)` is `x`, in any operand order.
fn xori_through_defs(body: &Body, a: Option<Value>, b: Option<Value>) -> Option<Value> {
    other_operand(body, a, Opcode::ArithXori, b)
        .or_else(|| other_operand(body, b, Opcode::ArithXori, a))
}

/// `and(a, and(a, b))` is `and(a, b)`, in any operand order.
fn andi_through_defs(body: &Body, a: Option<Value>, b: Option<Value>) -> Option<Value> {
    [(a, b), (b, a)].into_iter().find_map(|(prev, other)| {
        let (p, opcode) = def_opcode(body, prev?)?;
        (opcode == Opcode::ArithAndi && body.operands(p).iter().any(|&x| Some(x) == other))
            .then_some(prev?)
    })
}

/// `fold_and_apply`'s answer for the binary integer op `d` (of result
/// width `w`, 0 if not an integer of up to 64 bits), settled from its
/// operands' definitions alone where that is cheap: `Some(Some(x))`, it
/// folds to old value `x`; `Some(None)`, nothing folds and the op converts
/// as it is; `None`, not settled here (the full folders decide).
///
/// Settled only for `addi`, `subi`, `xori`, `andi` and `ori` of two
/// different operands that no constant or poison defines: the folders'
/// rules on constants, on equal operands and the traits' (constants move
/// right) then do nothing, and nothing folds in place, so only the rules
/// looking through a definition remain. `and(x, not(x))` and
/// `or(x, not(x))`, which fold to constants, are left to the folders. The
/// rules are the ones `fold_step` applies, in its order.
#[inline]
pub(crate) fn fold_through_defs(
    ctx: &Context,
    body: &Body,
    d: &OpData,
    w: u32,
) -> Option<Option<Value>> {
    use Opcode::*;
    let [a, b] = *body.pool.get(d.operands.range())? else {
        return None;
    };
    if a == b || w == 0 {
        return None;
    }
    let (a, b) = (Value(a), Value(b));
    let def_a = def_opcode(body, a).map(|(_, o)| o);
    let def_b = def_opcode(body, b).map(|(_, o)| o);
    for def in [def_a, def_b].into_iter().flatten() {
        if matches!(def, ArithConstant | LlvmMlirConstant | UbPoison) {
            return None;
        }
    }
    let (a, b) = (Some(a), Some(b));
    let not_of_other = || is_not_of(ctx, body, b, a) || is_not_of(ctx, body, a, b);
    Some(match d.opcode {
        ArithAddi => addi_through_defs(body, a, b),
        ArithSubi => subi_through_defs(body, a, b),
        ArithXori => xori_through_defs(body, a, b),
        ArithAndi if !not_of_other() => andi_through_defs(body, a, b),
        ArithOri if !not_of_other() => None,
        _ => return None,
    })
}

/// When `v` is defined by a binary `opcode` op one of whose operands is
/// `known`: its other operand.
fn other_operand(
    body: &Body,
    v: Option<Value>,
    opcode: Opcode,
    known: Option<Value>,
) -> Option<Value> {
    let (d, opc) = def_opcode(body, v?)?;
    if opc != opcode {
        return None;
    }
    match *body.operands(d) {
        [x, y] if Some(y) == known => Some(x),
        [x, y] if Some(x) == known => Some(y),
        _ => None,
    }
}

/// `overflowFlags` bits of an arith op's attributes (nsw 1, nuw 2).
fn overflow_flags(ctx: &Context, attrs: AttrId) -> u64 {
    match ctx
        .dict_get(attrs, strata_ir::Ident::OVERFLOW_FLAGS)
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::Enum { value, .. }) => *value,
        _ => 0,
    }
}

/// Whether `n` is `xori x, <all ones>`.
fn is_not_of(ctx: &Context, body: &Body, n: Option<Value>, x: Option<Value>) -> bool {
    let (Some(n), Some(x)) = (n, x) else {
        return false;
    };
    let Some((d, Opcode::ArithXori)) = def_opcode(body, n) else {
        return false;
    };
    let o = body.operands(d);
    o.first() == Some(&x) && int::is_all_ones(&o.get(1).and_then(|&c| int_const(ctx, body, c)))
}

/// `v` (of width `w`, stored as `int::wrap` stores it: booleans as 0 or
/// 1) sign-extended: `true` is -1 here.
fn sx(v: i128, w: u32) -> i128 {
    if w >= 128 {
        return v;
    }
    let shift = 128 - w;
    ((v as u128) << shift) as i128 >> shift
}

/// `divsi` of two constants; `i1` (whose only quotients divide by -1) is
/// left unfolded.
fn sdiv(a: i128, b: i128, w: u32) -> Option<i128> {
    if w == 1 {
        return None;
    }
    int::sdiv(a, b, w)
}

fn srem(a: i128, b: i128, w: u32) -> Option<i128> {
    if int::zext(b, w) == 0 {
        return None;
    }
    Some(int::wrap(sx(a, w).wrapping_rem(sx(b, w)), w))
}

fn ceildivui(a: i128, b: i128, w: u32) -> Option<i128> {
    let (x, y) = (int::zext(a, w), int::zext(b, w));
    if y == 0 {
        return None;
    }
    let q = x / y;
    let q = if x % y == 0 { q } else { q + 1 };
    (q <= int::mask(w)).then(|| int::wrap(q as i128, w))
}

fn ceildivsi(a: i128, b: i128, w: u32) -> Option<i128> {
    let (x, y) = (sx(a, w), sx(b, w));
    if y == 0 {
        return None;
    }
    if x == 0 {
        return Some(0);
    }
    let (min, max) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
    // Each intermediate of MLIR's computation must stay in range.
    let in_range = |v: i128| (min..=max).contains(&v);
    let r = if x > 0 && y > 0 {
        (x - 1) / y + 1
    } else if x <= 0 && y <= 0 {
        let (px, py) = (-x, -y);
        if !in_range(px) || !in_range(py) {
            return None;
        }
        (px - 1) / py + 1
    } else if x <= 0 {
        if !in_range(-x) {
            return None;
        }
        -((-x) / y)
    } else {
        if !in_range(-y) {
            return None;
        }
        -(x / -y)
    };
    in_range(r).then(|| int::wrap(r, w))
}

fn floordivsi(a: i128, b: i128, w: u32) -> Option<i128> {
    let (x, y) = (sx(a, w), sx(b, w));
    if y == 0 {
        return None;
    }
    let (min, max) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
    // Rounded toward negative infinity.
    let (q, r) = (x / y, x % y);
    let q = if r != 0 && ((r < 0) != (y < 0)) {
        q - 1
    } else {
        q
    };
    (min..=max).contains(&q).then(|| int::wrap(q, w))
}

pub(crate) fn cmp_int(p: i128, a: i128, b: i128, w: u32) -> Option<bool> {
    let (sa, sb, ua, ub) = (sx(a, w), sx(b, w), int::zext(a, w), int::zext(b, w));
    Some(match p {
        pred::EQ => ua == ub,
        pred::NE => ua != ub,
        pred::SLT => sa < sb,
        pred::SLE => sa <= sb,
        pred::SGT => sa > sb,
        pred::SGE => sa >= sb,
        pred::ULT => ua < ub,
        pred::ULE => ua <= ub,
        pred::UGT => ua > ub,
        pred::UGE => ua >= ub,
        _ => return None,
    })
}

fn cmpi(
    ctx: &Context,
    body: &Body,
    view: &mut View,
    rty: TypeId,
    ca: &Option<IntConst>,
    cb: &Option<IntConst>,
) -> Step {
    let Some(p) = view.predicate else {
        return Step::None;
    };
    let [a, b] = *view.ops() else {
        return Step::None;
    };
    let bool_result = |t: bool| {
        int_attr(ctx, rty, vec![i128::from(t)], true)
            .map_or(Step::None, |x| one(FoldResult::Attr(x)))
    };
    if a == b {
        let t = matches!(p, pred::EQ | pred::SLE | pred::SGE | pred::ULE | pred::UGE);
        return bool_result(t);
    }
    let elem_is_i1 = |v: Value| int_width(ctx, body.value_type(v)) == Some(1);
    if int::is_zero(cb) {
        for ext in [Opcode::ArithExtsi, Opcode::ArithExtui] {
            if let Some((d, opc)) = def_opcode(body, a) {
                if opc == ext && p == pred::NE {
                    if let Some(&x) = body.operands(d).first() {
                        if elem_is_i1(x) {
                            return one(FoldResult::Value(x));
                        }
                    }
                }
            }
        }
        if elem_is_i1(a) && p == pred::NE {
            return one(FoldResult::Value(a));
        }
    }
    if int::is_one(cb) && elem_is_i1(a) && p == pred::EQ {
        return one(FoldResult::Value(a));
    }
    // A constant (poison too) on the left moves right.
    if (ca.is_some() || is_poison(body, a)) && cb.is_none() && !is_poison(body, b) {
        view.predicate = Some(swapped_predicate(p));
        view.operands.swap(0, 1);
        return Step::InPlace;
    }
    if let (Some(x), Some(y)) = (ca, cb) {
        if x.scalar != y.scalar || (!x.splat && !y.splat && x.len() != y.len()) {
            return Step::None;
        }
        let splat = x.scalar || (x.splat && y.splat);
        let n = if splat { 1 } else { x.len().max(y.len()) };
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            match cmp_int(p, x.get(i), y.get(i), x.width) {
                Some(t) => out.push(i128::from(t)),
                None => return Step::None,
            }
        }
        return int_attr(ctx, rty, out, splat && !x.scalar)
            .map_or(Step::None, |x| one(FoldResult::Attr(x)));
    }
    Step::None
}

/// `cmpi` predicate `p` with its operands swapped (`slt` is `sgt`).
pub(crate) fn swapped_predicate(p: i128) -> i128 {
    match p {
        pred::SLT => pred::SGT,
        pred::SGT => pred::SLT,
        pred::SLE => pred::SGE,
        pred::SGE => pred::SLE,
        pred::ULT => pred::UGT,
        pred::UGT => pred::ULT,
        pred::ULE => pred::UGE,
        pred::UGE => pred::ULE,
        other => other,
    }
}

fn select(ctx: &Context, body: &Body, view: &View, rty: TypeId) -> Step {
    let [c, t, f] = *view.ops() else {
        return Step::None;
    };
    if t == f {
        return one(FoldResult::Value(t));
    }
    let cc = int_const(ctx, body, c);
    if int::is_one(&cc) {
        return one(FoldResult::Value(t));
    }
    if int::is_zero(&cc) {
        return one(FoldResult::Value(f));
    }
    // Either value poison: the other.
    if is_poison(body, t) {
        return one(FoldResult::Value(f));
    }
    if is_poison(body, f) {
        return one(FoldResult::Value(t));
    }
    if rty == TypeId::I1
        && int::is_one(&int_const(ctx, body, t))
        && int::is_zero(&int_const(ctx, body, f))
    {
        return one(FoldResult::Value(c));
    }
    if let Some((d, Opcode::ArithCmpi)) = def_opcode(body, c) {
        let p = cmpi_predicate(ctx, body.op(d).attrs);
        if let (Some(p @ (pred::EQ | pred::NE)), [l, r]) = (p, body.operands(d)) {
            if (*l == t && *r == f) || (*r == t && *l == f) {
                return one(FoldResult::Value(if p == pred::NE { t } else { f }));
            }
        }
    }
    Step::None
}

/// `cmpi`'s predicate from its attributes.
pub(crate) fn cmpi_predicate(ctx: &Context, attrs: AttrId) -> Option<i128> {
    match ctx
        .dict_get(attrs, strata_ir::Ident::PREDICATE)
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::Integer { value, .. }) => Some(*value),
        Some(AttrData::Enum { value, .. }) => Some(*value as i128),
        _ => None,
    }
}

fn int_cast(
    ctx: &Context,
    body: &Body,
    view: &mut View,
    rty: TypeId,
    ca: &Option<IntConst>,
) -> Step {
    use Opcode::*;
    let [a] = *view.ops() else {
        return Step::None;
    };
    let Some(to) = int_width(ctx, rty) else {
        return Step::None;
    };
    let inner = |want: Opcode| -> Option<Value> {
        let (d, opc) = def_opcode(body, a)?;
        (opc == want)
            .then(|| body.operands(d).first().copied())
            .flatten()
    };
    let cast_const = |f: fn(i128, u32, u32) -> i128| -> Step {
        if let Some(p) = poison_of(body, &[a]) {
            return one(p);
        }
        let Some(c) = ca else { return Step::None };
        let (vals, splat) = (
            c.values
                .iter()
                .map(|&v| f(v, c.width, to))
                .collect::<Vec<_>>(),
            c.splat,
        );
        int_attr(ctx, rty, vals, splat).map_or(Step::None, |x| one(FoldResult::Attr(x)))
    };
    match view.opcode {
        ArithExtui | ArithExtsi => {
            if let Some(x) = inner(view.opcode) {
                view.operands[0] = x;
                return Step::InPlace;
            }
            if view.opcode == ArithExtui {
                cast_const(|v, from, to| int::wrap(int::zext(v, from) as i128, to))
            } else {
                cast_const(|v, from, to| int::wrap(sx(v, from), to))
            }
        }
        ArithTrunci => {
            for ext in [ArithExtui, ArithExtsi] {
                if let Some(src) = inner(ext) {
                    let sw = int_width(ctx, body.value_type(src));
                    if sw.is_some_and(|s| s > to) {
                        view.operands[0] = src;
                        return Step::InPlace;
                    }
                    if body.value_type(src) == rty {
                        return one(FoldResult::Value(src));
                    }
                }
            }
            if let Some(src) = inner(ArithTrunci) {
                view.operands[0] = src;
                return Step::InPlace;
            }
            cast_const(|v, _, to| int::wrap(v, to))
        }
        _ => {
            // index_cast(ui): constants only (MLIR 22 folds no round trip).
            if view.opcode == ArithIndexCast {
                cast_const(|v, from, to| int::wrap(sx(v, from), to))
            } else {
                cast_const(|v, from, to| int::wrap(int::zext(v, from) as i128, to))
            }
        }
    }
}

/// `fastmath` bits of an arith op's attributes.
fn fastmath_bits(ctx: &Context, attrs: AttrId) -> u64 {
    match ctx
        .dict_get(attrs, strata_ir::Ident::FASTMATH)
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::Enum { value, .. }) => *value,
        _ => 0,
    }
}

/// `extf` and `truncf`: a round trip through a wider type, and constants
/// converted without loss.
fn float_cast(ctx: &Context, body: &Body, op: Op, view: &mut View, rty: TypeId) -> Step {
    const CONTRACT: u64 = 32;
    let [a] = *view.ops() else {
        return Step::None;
    };
    let attrs = body.op(op).attrs;
    let inner = def_opcode(body, a);
    if view.opcode == Opcode::ArithExtf {
        // extf(truncf(x)) -> x, when both may contract.
        if let Some((t, Opcode::ArithTruncf)) = inner {
            let Some(&x) = body.operands(t).first() else {
                return Step::None;
            };
            if body.value_type(x) == rty
                && fastmath_bits(ctx, body.op(t).attrs) & CONTRACT != 0
                && fastmath_bits(ctx, attrs) & CONTRACT != 0
            {
                return one(FoldResult::Value(x));
            }
        }
        if let Some(p) = poison_of(body, &[a]) {
            return one(p);
        }
        return match float_const(ctx, body, a) {
            Some((x, Fl::F32)) if rty == TypeId::F64 => {
                float_attr(ctx, rty, Fl::F64, x).map_or(Step::None, |x| one(FoldResult::Attr(x)))
            }
            _ => Step::None,
        };
    }
    // truncf(extf(x)) -> x, or truncf(x) when x is wider still.
    if let Some((e, Opcode::ArithExtf)) = inner {
        let Some(&x) = body.operands(e).first() else {
            return Step::None;
        };
        let width = |t: TypeId| match t {
            TypeId::F16 | TypeId::BF16 => 16,
            TypeId::F32 => 32,
            TypeId::F64 => 64,
            _ => 0,
        };
        let (src, res) = (body.value_type(x), rty);
        // Only where `extf`'s source converts to its result exactly (the
        // builtin IEEE and brain floats here).
        if width(src) != 0 && width(body.value_type(a)) > width(src) {
            if src == res {
                return one(FoldResult::Value(x));
            }
            let rounded = strata_ir::dialect::dict_lookup(ctx, attrs, "roundingmode").is_some();
            if width(src) > width(res) && width(res) != 0 && !rounded {
                view.operands[0] = x;
                return Step::InPlace;
            }
        }
    }
    if let Some(p) = poison_of(body, &[a]) {
        return one(p);
    }
    match float_const(ctx, body, a) {
        Some((x, Fl::F64)) if rty == TypeId::F32 && f64::from(x as f32) == x => {
            float_attr(ctx, rty, Fl::F32, x).map_or(Step::None, |x| one(FoldResult::Attr(x)))
        }
        _ => Step::None,
    }
}

fn float_op(ctx: &Context, body: &Body, op: Op, view: &View, rty: TypeId) -> Step {
    use Opcode::*;
    let ops = view.ops();
    let (a, b) = (ops.first().copied(), ops.get(1).copied());
    let fc = |v: Option<Value>| v.and_then(|v| float_const(ctx, body, v));
    let (fa, fb) = (fc(a), fc(b));
    let value = |v: Value| one(FoldResult::Value(v));
    let rhs = fb.map(|(x, _)| x);
    // (Looked up only where a fold would otherwise fail.)
    let poison = || poison_of(body, ops);
    let arith2 = |f: fn(f64, f64, Fl) -> f64| -> Step {
        if let Some(p) = poison() {
            return one(p);
        }
        let (Some((x, k)), Some((y, _))) = (fa, fb) else {
            return Step::None;
        };
        // Folding under a rounding mode other than the default is left to
        // the op (looked up only for an op with two constant operands).
        if strata_ir::dialect::dict_lookup(ctx, body.op(op).attrs, "roundingmode").is_some() {
            return Step::None;
        }
        let r = f(x, y, k);
        // An invalid operation on numbers (0/0, inf-inf) gives APFloat's
        // default NaN, the positive quiet one (the hardware's may be
        // negative); NaN operands propagate payloads and stay unfolded.
        if r.is_nan() && !x.is_nan() && !y.is_nan() {
            let bits = match k {
                Fl::F32 => 0x7FC0_0000,
                Fl::F64 => 0x7FF8_0000_0000_0000,
            };
            return one(FoldResult::Attr(
                ctx.intern_attr(AttrData::Float { ty: rty, bits }),
            ));
        }
        float_attr(ctx, rty, k, r).map_or(Step::None, |x| one(FoldResult::Attr(x)))
    };
    match view.opcode {
        ArithAddf => {
            if rhs.is_some_and(|x| x == 0.0 && x.is_sign_negative()) {
                return value(ops[0]);
            }
            arith2(|x, y, k| {
                if k == Fl::F32 {
                    f64::from(x as f32 + y as f32)
                } else {
                    x + y
                }
            })
        }
        ArithSubf => {
            if rhs.is_some_and(|x| x == 0.0 && x.is_sign_positive()) {
                return value(ops[0]);
            }
            arith2(|x, y, k| {
                if k == Fl::F32 {
                    f64::from(x as f32 - y as f32)
                } else {
                    x - y
                }
            })
        }
        ArithMulf => {
            if rhs == Some(1.0) {
                return value(ops[0]);
            }
            arith2(|x, y, k| {
                if k == Fl::F32 {
                    f64::from(x as f32 * y as f32)
                } else {
                    x * y
                }
            })
        }
        ArithDivf => {
            if rhs == Some(1.0) {
                return value(ops[0]);
            }
            arith2(|x, y, k| {
                if k == Fl::F32 {
                    f64::from(x as f32 / y as f32)
                } else {
                    x / y
                }
            })
        }
        ArithMaximumf | ArithMinimumf | ArithMaxnumf | ArithMinnumf => {
            if a == b {
                return value(ops[1]);
            }
            let identity = match view.opcode {
                ArithMaximumf => rhs.is_some_and(|x| x == f64::NEG_INFINITY),
                ArithMinimumf => rhs.is_some_and(|x| x == f64::INFINITY),
                _ => rhs.is_some_and(f64::is_nan),
            };
            if identity {
                return value(ops[0]);
            }
            poison().map_or(Step::None, one)
        }
        ArithNegf => {
            if let Some((d, ArithNegf)) = a.and_then(|a| def_opcode(body, a)) {
                if let Some(&x) = body.operands(d).first() {
                    return value(x);
                }
            }
            if let Some(p) = poison() {
                return one(p);
            }
            match fa {
                Some((x, k)) => {
                    float_attr(ctx, rty, k, -x).map_or(Step::None, |x| one(FoldResult::Attr(x)))
                }
                None => Step::None,
            }
        }
        _ => Step::None,
    }
}

/// `attrs` with its `name` entry, a `cmpi` predicate (an enum or an
/// integer attribute, whose kind is kept), set to `p`; unchanged when it
/// has no such entry.
pub(crate) fn with_predicate(
    ctx: &Context,
    attrs: AttrId,
    name: strata_ir::Ident,
    p: i128,
) -> AttrId {
    let new = match ctx.dict_get(attrs, name).map(|a| ctx.attr_data(a)) {
        Some(AttrData::Enum { kind, .. }) => ctx.intern_attr(AttrData::Enum {
            kind: *kind,
            value: p as u64,
        }),
        Some(AttrData::Integer { ty, .. }) => ctx.int_attr(*ty, p),
        _ => return attrs,
    };
    ctx.dict_with(attrs, name, Some(new))
}

/// Folds arith op `op` as MLIR's conversion does before its patterns, and
/// applies the result at the rewriter's cursor. `Some(true)`: the op is
/// done (replaced, or converted in its changed form); `None`: nothing
/// folded, the patterns convert the op as it is.
pub(crate) fn fold_and_apply(
    rw: &mut BodyRewriter,
    op: Op,
    emit_changed: impl FnOnce(&mut BodyRewriter, Op, &View) -> bool,
) -> Option<bool> {
    fold_and_apply_with(rw, op, true, emit_changed)
}

/// `fold_and_apply`, where `constants` says whether a fold to constants
/// can be kept: without arith's patterns the `arith.constant` it would
/// materialize cannot be legalized, so MLIR rolls that fold back (in-place
/// changes made before it stay).
pub(crate) fn fold_and_apply_with(
    rw: &mut BodyRewriter,
    op: Op,
    constants: bool,
    emit_changed: impl FnOnce(&mut BodyRewriter, Op, &View) -> bool,
) -> Option<bool> {
    let d = rw.old.op(op);
    if d.opcode == Opcode::ArithConstant {
        return None;
    }
    let original = View::of(rw.ctx, rw.old, op)?;
    let mut view = original.clone();
    // In-place folds only move operands toward a fixed form: a few rounds
    // settle them.
    for _ in 0..4 {
        match fold_step(rw.ctx, rw.old, op, &mut view) {
            Step::Replace(results) if keepable(rw, &results, constants) => {
                return apply(rw, op, &results).then_some(true)
            }
            Step::Replace(_) => break,
            Step::InPlace => continue,
            Step::None => break,
        }
    }
    if view == original {
        return None;
    }
    Some(emit_changed(rw, op, &view))
}

/// Whether a conversion keeps a fold to `results`: constants need arith's
/// patterns (`constants`), poison the pass's `ub` patterns, to legalize
/// what MLIR materializes for them.
pub(crate) fn keepable(rw: &BodyRewriter, results: &[FoldResult], constants: bool) -> bool {
    keeps_results(results, constants, rw.poison_legal)
}

/// `keepable`, with whether constants and poison are legalized given.
pub(crate) fn keeps_results(results: &[FoldResult], constants: bool, poison: bool) -> bool {
    results.iter().all(|r| match *r {
        FoldResult::Value(_) => true,
        FoldResult::Attr(AttrId::UB_POISON) => poison,
        FoldResult::Attr(_) => constants,
    })
}

/// Maps `op`'s results to the fold's results; constants become
/// `llvm.mlir.constant`s of the converted type, poison `llvm.mlir.poison`. False (nothing done) when
/// a constant's type does not convert.
#[inline]
pub(crate) fn apply(rw: &mut BodyRewriter, op: Op, results: &[FoldResult]) -> bool {
    let old_results: SmallVec<[Value; 2]> = rw.old.results(op).collect();
    if old_results.len() != results.len() {
        return false;
    }
    // Every constant must be materializable before anything is emitted.
    let mut types: SmallVec<[TypeId; 2]> = SmallVec::new();
    for (&r, f) in old_results.iter().zip(results) {
        match f {
            FoldResult::Attr(a) if *a == AttrId::NONE => return false,
            FoldResult::Attr(_) => match rw.converted_type(r) {
                Some(t) => types.push(t),
                None => return false,
            },
            FoldResult::Value(v) => {
                if rw.lookup(*v).is_none() {
                    return false;
                }
                types.push(TypeId::NONE);
            }
        }
    }
    for ((&r, f), ty) in old_results.iter().zip(results).zip(types) {
        let new = match *f {
            FoldResult::Value(v) => match rw.lookup(v) {
                Some(n) => n,
                None => return false,
            },
            FoldResult::Attr(AttrId::UB_POISON) => rw.poison(ty),
            FoldResult::Attr(a) => {
                let value = rw.names.value;
                let attrs = rw.attrs(&[(value, a)]);
                rw.push1(Opcode::LlvmMlirConstant, &[], ty, attrs)
            }
        };
        rw.map_value(r, new);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `fold_through_defs`, wherever it settles an op, gives the answer of
    /// a round of the full folders (which then make no in-place change):
    /// checked on every binary op over arguments, constants, `not`s and
    /// the results of every such op over them.
    #[test]
    fn settled_answers_are_the_folders() {
        let ops = ["addi", "subi", "xori", "andi", "ori", "muli"];
        let mut text = String::from(
            "func.func @f(%a: i64, %b: i64, %c: i64) {\n  %m1 = arith.constant -1 : i64\n  %z = arith.constant 0 : i64\n  %p = ub.poison : i64\n",
        );
        let mut values: Vec<String> = ["a", "b", "c"].map(String::from).to_vec();
        for x in ["a", "b"] {
            text += &format!("  %not_{x} = arith.xori %{x}, %m1 : i64\n");
            values.push(format!("not_{x}"));
        }
        let leaves = ["a", "b", "c", "m1", "z", "p"];
        for (i, op) in ops.iter().enumerate() {
            for x in leaves {
                for y in leaves {
                    text += &format!("  %d{i}_{x}_{y} = arith.{op} %{x}, %{y} : i64\n");
                    values.push(format!("d{i}_{x}_{y}"));
                }
            }
        }
        // Right operands: the leaves, a `not`, and every third result.
        let rights: Vec<&str> = ["a", "b", "c", "not_a"]
            .into_iter()
            .chain(values.iter().step_by(3).map(String::as_str))
            .collect();
        let mut n = 0;
        for op in &ops[..5] {
            for x in &values {
                for y in &rights {
                    text += &format!("  %u{n} = arith.{op} %{x}, %{y} : i64\n");
                    n += 1;
                }
            }
        }
        text += "  return\n}\n";
        let ctx = Context::new();
        let m =
            strata_ir::syntax::parse_module(&ctx, "t", &text, &Default::default()).expect("parses");
        let body = &m.bodies[1];
        let (mut settled, mut folded) = (0, 0);
        body.walk(|op| {
            let d = body.op(op);
            if d.num_results != 1 || d.operands.len != 2 {
                return;
            }
            let w = int_width(&ctx, body.value_type(d.first_result)).unwrap_or(0);
            let Some(answer) = fold_through_defs(&ctx, body, d, w) else {
                return;
            };
            settled += 1;
            let mut view = View::of(&ctx, body, op).expect("binary");
            let full = fold_step(&ctx, body, op, &mut view);
            let want = match answer {
                Some(x) => {
                    folded += 1;
                    Step::Replace(smallvec::smallvec![FoldResult::Value(x)])
                }
                None => Step::None,
            };
            assert_eq!(full, want, "{:?}", d.opcode);
        });
        assert!(
            settled > 5_000 && folded > 100,
            "{settled} settled, {folded} folded"
        );
    }
}
