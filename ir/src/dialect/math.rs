//! The `math` dialect: custom forms, result names and verification, driven
//! by one table that sorts every op into an assembly family (MLIR 22's op
//! set; `convert-math-to-llvm` lowers most of them).

use crate::attrs::{AttrData, EnumKind};
use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, SrcLoc};
use crate::ids::{AttrId, Op, TypeId};
use crate::opcode::Opcode;
use crate::print::names::Suggestion;
use crate::print::OpPrinter;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState, OperandList};
use crate::syntax::type_text;
use crate::types::{Signedness, TypeData};

use super::arith::{element_type, write_flag_list, FASTMATH_FLAGS};

/// Assembly (and verification) families of the math ops.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Form {
    /// `%a [fastmath<..>] : T`, float in and out.
    FloatUnary,
    /// `%a, %b [fastmath<..>] : T`
    FloatBinary,
    /// `%a, %b, %c [fastmath<..>] : T` (`fma`)
    FloatTernary,
    /// `%a : T`, signless integers in and out.
    IntUnary,
    /// `%a, %b : T` (`ipowi`)
    IntBinary,
    /// `%a, %b [fastmath<..>] : T, I` (`fpowi`: float base, integer power)
    FloatIntPower,
    /// `%a [fastmath<..>] : T` with an `i1`-like result (`isnan`...).
    FloatClass,
    /// `%a [fastmath<..>] : T` with two results of type `T` (`sincos`).
    SinCos,
    /// `%a to [%lo, %hi] [fastmath<..>] : T` (`clampf`).
    Clamp,
}

pub fn form(op: Opcode) -> Option<Form> {
    use Form::*;
    use Opcode::*;
    Some(match op {
        MathAbsf | MathAcos | MathAcosh | MathAsin | MathAsinh | MathAtan | MathAtanh
        | MathCbrt | MathCeil | MathCos | MathCosh | MathErf | MathErfc | MathExp | MathExp2
        | MathExpm1 | MathFloor | MathLog | MathLog10 | MathLog1p | MathLog2 | MathRound
        | MathRoundeven | MathRsqrt | MathSin | MathSinh | MathSqrt | MathTan | MathTanh
        | MathTrunc => FloatUnary,
        MathAtan2 | MathCopysign | MathPowf => FloatBinary,
        MathFma => FloatTernary,
        MathAbsi | MathCtlz | MathCttz | MathCtpop => IntUnary,
        MathIpowi => IntBinary,
        MathFpowi => FloatIntPower,
        MathIsfinite | MathIsinf | MathIsnan | MathIsnormal => FloatClass,
        MathSincos => SinCos,
        MathClampf => Clamp,
        _ => return None,
    })
}

impl Form {
    /// How many operands the op takes.
    fn arity(self) -> usize {
        use Form::*;
        match self {
            FloatUnary | IntUnary | FloatClass | SinCos => 1,
            FloatBinary | IntBinary | FloatIntPower => 2,
            FloatTernary | Clamp => 3,
        }
    }

    /// Whether the op has the `fastmath` property.
    fn has_fastmath(self) -> bool {
        !matches!(self, Form::IntUnary | Form::IntBinary)
    }

    /// Whether its custom form shows `fastmath` as the keyword
    /// `fastmath<..>`; the classification ops show it in their attribute
    /// dictionary instead.
    fn fastmath_keyword(self) -> bool {
        self.has_fastmath() && self != Form::FloatClass
    }
}

/// Whether math op `opcode` has the `fastmath` property (the generic form
/// shows it, `#arith.fastmath<none>` when absent).
pub fn has_fastmath(opcode: Opcode) -> bool {
    form(opcode).is_some_and(Form::has_fastmath)
}

/// Whether `name` is a property (inherent attribute) of math op `opcode`.
pub fn is_property(opcode: Opcode, name: &str) -> bool {
    match form(opcode) {
        Some(f) => f.has_fastmath() && name == "fastmath",
        None => !name.contains('.'),
    }
}

// ---- printing ----

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let body = p.body();
    let d = body.op(op);
    let Some(form) = form(d.opcode) else {
        return false;
    };
    let operands = body.operands(op);
    let want_results = if form == Form::SinCos { 2 } else { 1 };
    if operands.len() != form.arity() || d.num_results != want_results {
        return false;
    }
    p.op_name(op);
    p.push(" ");
    if form == Form::Clamp {
        p.value(operands[0]);
        p.push(" to [");
        p.values(&operands[1..]);
        p.push("]");
    } else {
        p.values(operands);
    }
    if form.fastmath_keyword() {
        print_fastmath(p, d.attrs);
        p.attr_dict(d.attrs, &["fastmath"]);
    } else if fastmath_bits(p.ctx, d.attrs) == 0 {
        // A default-valued property is left out of the dictionary.
        p.attr_dict(d.attrs, &["fastmath"]);
    } else {
        p.attr_dict(d.attrs, &[]);
    }
    p.push(" : ");
    p.ty(body.value_type(operands[0]));
    if form == Form::FloatIntPower {
        p.push(", ");
        p.ty(body.value_type(operands[1]));
    }
    true
}

/// ` fastmath<..>` unless the flags are absent or none.
fn print_fastmath(p: &mut OpPrinter, attrs: AttrId) {
    let bits = fastmath_bits(p.ctx, attrs);
    if bits != 0 {
        p.push(" fastmath<");
        write_flag_list(bits, FASTMATH_FLAGS, ",", p.out);
        p.push(">");
    }
}

/// The op's fast-math flags (0 when absent or not flags).
pub fn fastmath_bits(ctx: &Context, attrs: AttrId) -> u64 {
    match ctx
        .dict_get(attrs, crate::Ident::FASTMATH)
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::Enum {
            kind: EnumKind::ArithFastMath,
            value,
        }) => *value,
        _ => 0,
    }
}

// ---- result names ----

pub fn result_names(body: &Body, op: Op) -> Suggestion {
    if body.op(op).opcode == Opcode::MathSincos {
        Suggestion::PerResult(&["sin", "cos"])
    } else {
        Suggestion::None
    }
}

// ---- parsing ----

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    let Some(form) = form(opcode) else {
        return Err(super::unknown_custom_op(loc, opcode));
    };
    let mut operands = OperandList::new();
    operands.push(p.parse_operand()?);
    if form == Form::Clamp {
        p.parse_keyword("to")?;
        p.p.expect(Tok::LSquare, "'['")?;
        operands.push(p.parse_operand()?);
        p.p.expect(Tok::Comma, "','")?;
        operands.push(p.parse_operand()?);
        p.p.expect(Tok::RSquare, "']'")?;
    } else {
        for _ in 1..form.arity() {
            p.p.expect(Tok::Comma, "','")?;
            operands.push(p.parse_operand()?);
        }
    }
    if form.fastmath_keyword() && p.parse_optional_keyword("fastmath") {
        let bits = crate::syntax::bit_enum::parse_bit_enum(
            &mut p.p,
            &crate::syntax::bit_enum::ARITH_FASTMATH,
            Some(opcode.name()),
        )?;
        let flags = ctx.intern_attr(AttrData::Enum {
            kind: EnumKind::ArithFastMath,
            value: bits,
        });
        state.add_attr(ctx, "fastmath", flags);
    }
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    match form {
        Form::FloatIntPower => {
            p.p.expect(Tok::Comma, "','")?;
            let tloc = p.p.loc_here();
            let power = p.p.parse_type()?;
            p.resolve_operands(&operands, &[ty, power], &tloc, &mut state.operands)?;
            state.result_types.push(ty);
        }
        _ => {
            p.resolve_operands_same(&operands, ty, &mut state.operands)?;
            match form {
                Form::FloatClass => state.result_types.push(super::arith::i1_like(ctx, ty)),
                Form::SinCos => state.result_types.extend([ty, ty]),
                _ => state.result_types.push(ty),
            }
        }
    }
    Ok(())
}

// ---- verification ----

/// MLIR 22's checks, in its order: result and operand counts, the
/// `fastmath` property, operand and result type constraints, then the
/// traits relating the types.
pub fn verify(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let Some(form) = form(d.opcode) else {
        return Ok(());
    };
    let err = |m: &str| Err(crate::verify::op_error(ctx, body, op, m));
    let n_results = d.num_results as usize;
    if form == Form::SinCos {
        if n_results != 2 {
            return err("expected 2 results");
        }
    } else if n_results != 1 {
        return err("requires one result");
    }
    let operands = body.operands(op);
    let arity = form.arity();
    if operands.len() != arity {
        return if arity == 1 {
            err("requires a single operand")
        } else {
            err(&format!(
                "expected {arity} operands, but found {}",
                operands.len()
            ))
        };
    }
    if form.has_fastmath() {
        if let Some(a) = ctx.dict_get(d.attrs, crate::Ident::FASTMATH) {
            if !matches!(
                ctx.attr_data(a),
                AttrData::Enum {
                    kind: EnumKind::ArithFastMath,
                    ..
                }
            ) {
                return err(
                    "attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags",
                );
            }
        }
    }
    let float_ops = !matches!(form, Form::IntUnary | Form::IntBinary);
    for (i, &v) in operands.iter().enumerate() {
        let t = body.value_type(v);
        let int_operand = !float_ops || (form == Form::FloatIntPower && i == 1);
        let (ok, what) = if int_operand {
            (is_signless_int_like(ctx, t), "signless-integer-like")
        } else {
            (is_float_like(ctx, t), "floating-point-like")
        };
        if !ok {
            return err(&format!(
                "operand #{i} must be {what}, but got '{}'",
                type_text(ctx, t)
            ));
        }
    }
    // One or two results (counted above): no list to allocate.
    let result_type = |i: u32| body.value_type(body.result(op, i));
    for i in 0..d.num_results {
        let t = result_type(i);
        let (ok, what) = match form {
            Form::FloatClass => (is_bool_like(ctx, t), "bool-like"),
            Form::IntUnary | Form::IntBinary => {
                (is_signless_int_like(ctx, t), "signless-integer-like")
            }
            _ => (is_float_like(ctx, t), "floating-point-like"),
        };
        if !ok {
            return err(&format!(
                "result #{i} must be {what}, but got '{}'",
                type_text(ctx, t)
            ));
        }
    }
    let first = body.value_type(operands[0]);
    match form {
        Form::FloatIntPower => {
            if result_type(0) != first {
                return err("failed to verify that all of {lhs, result} have same type");
            }
            if !same_shape(ctx, first, body.value_type(operands[1])) {
                return err("requires the same shape for all operands and results");
            }
        }
        Form::FloatClass => {
            if result_type(0) != super::arith::i1_like(ctx, first) {
                return err(
                    "failed to verify that result type has i1 element type and same shape as operands",
                );
            }
        }
        Form::SinCos => {
            if (0..2).any(|i| result_type(i) != first) {
                return err("failed to verify that all of {operand, sin, cos} have same type");
            }
        }
        _ => {
            let all_same = operands.iter().all(|&v| body.value_type(v) == first);
            if !all_same || result_type(0) != first {
                return err("requires the same type for all operands and results");
            }
        }
    }
    Ok(())
}

fn is_float_like(ctx: &Context, t: TypeId) -> bool {
    matches!(ctx.type_data(element_type(ctx, t)), TypeData::Float(_))
}

fn is_signless_int_like(ctx: &Context, t: TypeId) -> bool {
    matches!(
        ctx.type_data(element_type(ctx, t)),
        TypeData::Index
            | TypeData::Integer {
                signedness: Signedness::Signless,
                ..
            }
    )
}

fn is_bool_like(ctx: &Context, t: TypeId) -> bool {
    element_type(ctx, t) == TypeId::I1
}

/// MLIR's `SameOperandsAndResultShape` for two types: scalars have no
/// shape; shaped types agree on their dimensions.
fn same_shape(ctx: &Context, a: TypeId, b: TypeId) -> bool {
    fn shape(ctx: &Context, t: TypeId) -> Option<&[i64]> {
        match ctx.type_data(t) {
            TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. } => Some(shape),
            _ => None,
        }
    }
    shape(ctx, a) == shape(ctx, b)
}
