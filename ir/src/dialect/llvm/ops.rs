//! Instruction families: arithmetic, casts, comparisons, constants, memory,
//! aggregates, vectors and atomics.

use super::{
    array_values, enum_attr, enum_value, i32_array, i64_array, is_unit, Form, ATOMIC_BIN_OPS,
    FCMP_PREDICATES, ICMP_PREDICATES, ORDERINGS, OVERFLOW_FLAGS,
};
use crate::attrs::{AttrData, EnumKind};
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, Op, TypeId};
use crate::opcode::Opcode;
use crate::print::OpPrinter;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState, OperandList, UnresolvedOperand};
use crate::types::TypeData;
use smallvec::SmallVec;

/// `rawConstantIndices` marker of a dynamic (SSA) GEP index.
pub const GEP_DYNAMIC_INDEX: i128 = i32::MIN as i128;

/// GEP no-wrap flag groups as MLIR prints them (`inbounds` = inbounds_flag|nusw).
const GEP_FLAGS: [(&str, u64); 3] = [("inbounds", 3), ("nusw", 2), ("nuw", 4)];

// ---- printing ----

pub(super) fn print(p: &mut OpPrinter, op: Op, form: Form) -> bool {
    print_common(p, op, form) || print_general(p, op, form)
}

/// Every form, each attribute looked up by name.
fn print_general(p: &mut OpPrinter, op: Op, form: Form) -> bool {
    let body = p.body();
    let d = body.op(op);
    let attrs = d.attrs;
    let operands = body.operands(op);
    let ctx = p.ctx;
    let result_ty = |i: u32| body.value_type(body.result(op, i));
    let n_results = d.num_results;
    let attr = |name: crate::Ident| ctx.dict_get(attrs, name);
    use Form::*;
    match form {
        IntBinary | IntOverflow | IntExact | IntDisjoint | FloatBinary | FloatUnary => {
            return print_elementwise(p, op, form)
        }
        Cast | CastNneg | CastOverflow => {
            if operands.len() != 1 || n_results != 1 {
                return false;
            }
            p.op_name(op);
            let mut elided: SmallVec<[&str; 2]> = SmallVec::new();
            if form == CastNneg && is_unit(ctx, attr(crate::Ident::NON_NEG)) {
                p.push(" nneg");
                elided.push("nonNeg");
            }
            p.push(" ");
            p.value(operands[0]);
            if form == CastOverflow {
                print_overflow(p, attrs);
                elided.push("overflowFlags");
            }
            p.attr_dict(attrs, &elided);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" to ");
            p.ty(result_ty(0));
        }
        ICmp | FCmp => {
            let table: &[&str] = if form == ICmp {
                &ICMP_PREDICATES
            } else {
                &FCMP_PREDICATES
            };
            let Some(name) =
                enum_value(ctx, attr(crate::Ident::PREDICATE)).and_then(|v| table.get(v as usize))
            else {
                return false;
            };
            if operands.len() != 2 || n_results != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" \"");
            p.push(name);
            p.push("\" ");
            p.values(operands);
            fastmath_attr_dict(p, attrs, &["predicate", "fastmathFlags"]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
        }
        Select => {
            if operands.len() != 3 || n_results != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            fastmath_attr_dict(p, attrs, &["fastmathFlags"]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(", ");
            p.ty(result_ty(0));
        }
        Freeze => {
            if operands.len() != 1 || n_results != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(result_ty(0));
        }
        Constant => {
            let Some(value) = attr(crate::Ident::VALUE) else {
                return false;
            };
            return print_constant(p, op, value);
        }
        Nullary => {
            if n_results != 1 || !operands.is_empty() {
                return false;
            }
            p.op_name(op);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(result_ty(0));
        }
        SymbolRef => {
            let key = if d.opcode == Opcode::LlvmMlirAddressof {
                crate::Ident::GLOBAL_NAME
            } else {
                crate::Ident::FUNCTION_NAME
            };
            let Some(sym) = attr(key) else {
                return false;
            };
            if n_results != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.attr(sym);
            p.attr_dict(attrs, &[ctx.str(key)]);
            p.push(" : ");
            p.ty(result_ty(0));
        }
        Load => {
            if operands.len() != 1 || n_results != 1 {
                return false;
            }
            p.op_name(op);
            let elided = [
                "ordering",
                "syncscope",
                "volatile_",
                "invariant",
                "invariantGroup",
            ];
            if is_unit(ctx, attr(crate::Ident::VOLATILE)) {
                p.push(" volatile");
            }
            p.push(" ");
            p.value(operands[0]);
            print_atomic(p, attrs);
            if is_unit(ctx, attr(crate::Ident::INVARIANT)) {
                p.push(" invariant");
            }
            if is_unit(ctx, attr(crate::Ident::INVARIANT_GROUP)) {
                p.push(" invariant_group");
            }
            p.attr_dict(attrs, &elided);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" -> ");
            p.ty(result_ty(0));
        }
        Store => {
            if operands.len() != 2 || n_results != 0 {
                return false;
            }
            p.op_name(op);
            let elided = ["ordering", "syncscope", "volatile_", "invariantGroup"];
            if is_unit(ctx, attr(crate::Ident::VOLATILE)) {
                p.push(" volatile");
            }
            p.push(" ");
            p.values(operands);
            print_atomic(p, attrs);
            if is_unit(ctx, attr(crate::Ident::INVARIANT_GROUP)) {
                p.push(" invariant_group");
            }
            p.attr_dict(attrs, &elided);
            p.push(" : ");
            p.value_types(operands);
        }
        Alloca => {
            let Some(AttrData::Type(elem)) =
                attr(crate::Ident::ELEM_TYPE).map(|a| ctx.attr_data(a))
            else {
                return false;
            };
            if operands.len() != 1 || n_results != 1 {
                return false;
            }
            let elem = *elem;
            p.op_name(op);
            if is_unit(ctx, attr(crate::Ident::INALLOCA)) {
                p.push(" inalloca");
            }
            p.push(" ");
            p.value(operands[0]);
            p.push(" x ");
            p.ty(elem);
            p.attr_dict(attrs, &["elem_type", "inalloca"]);
            p.push(" : (");
            p.ty(body.value_type(operands[0]));
            p.push(") -> ");
            p.ty(result_ty(0));
        }
        Gep => return print_gep(p, op),
        ExtractValue | InsertValue => {
            let Some(pos) = array_values(ctx, attr(crate::Ident::POSITION)) else {
                return false;
            };
            return print_aggregate_access(p, op, form, pos);
        }
        ExtractElement | InsertElement => {
            let want = if form == ExtractElement { 2 } else { 3 };
            if operands.len() != want || n_results != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            let (vector, value, index) = if form == ExtractElement {
                (operands[0], None, operands[1])
            } else {
                (operands[0], Some(operands[1]), operands[2])
            };
            if let Some(v) = value {
                p.value(v);
                p.push(", ");
            }
            p.value(vector);
            p.push("[");
            p.value(index);
            p.push(" : ");
            p.ty(body.value_type(index));
            p.push("]");
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(vector));
        }
        ShuffleVector => {
            let Some(mask) = array_values(ctx, attr(crate::Ident::MASK)) else {
                return false;
            };
            if operands.len() != 2 || n_results != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.push(" [");
            join(p, mask);
            p.push("]");
            p.attr_dict(attrs, &["mask"]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" ");
        }
        AtomicRmw => {
            let Some(bin) = enum_value(ctx, attr(crate::Ident::BIN_OP))
                .and_then(|v| ATOMIC_BIN_OPS.get(v as usize))
            else {
                return false;
            };
            if operands.len() != 2 || n_results != 1 {
                return false;
            }
            p.op_name(op);
            if is_unit(ctx, attr(crate::Ident::VOLATILE)) {
                p.push(" volatile");
            }
            p.push(" ");
            p.push(bin);
            p.push(" ");
            p.values(operands);
            if !print_scope_and_ordering(p, attrs, "ordering") {
                return false;
            }
            p.attr_dict(attrs, &["bin_op", "ordering", "syncscope", "volatile_"]);
            p.push(" : ");
            p.value_types(operands);
        }
        Cmpxchg => {
            if operands.len() != 3 || n_results != 1 {
                return false;
            }
            p.op_name(op);
            if is_unit(ctx, attr(crate::Ident::WEAK)) {
                p.push(" weak");
            }
            if is_unit(ctx, attr(crate::Ident::VOLATILE)) {
                p.push(" volatile");
            }
            p.push(" ");
            p.values(operands);
            if !print_scope_and_ordering(p, attrs, "success_ordering") {
                return false;
            }
            let Some(fail) = enum_value(ctx, attr(crate::Ident::FAILURE_ORDERING))
                .and_then(|v| ORDERINGS.get(v as usize))
            else {
                return false;
            };
            p.push(" ");
            p.push(fail);
            p.attr_dict(
                attrs,
                &[
                    "success_ordering",
                    "failure_ordering",
                    "syncscope",
                    "volatile_",
                    "weak",
                ],
            );
            p.push(" : ");
            p.value_types(&operands[..2]);
        }
        Fence => {
            if !operands.is_empty() || n_results != 0 {
                return false;
            }
            p.op_name(op);
            if !print_scope_and_ordering(p, attrs, "ordering") {
                return false;
            }
            p.attr_dict(attrs, &["ordering", "syncscope"]);
        }
        VaArg => {
            if operands.len() != 1 || n_results != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.functional_type(op);
        }
        InlineAsm => {
            let (Some(asm), Some(cons)) = (
                attr(crate::Ident::ASM_STRING),
                attr(crate::Ident::CONSTRAINTS),
            ) else {
                return false;
            };
            p.op_name(op);
            let mut elided = vec!["asm_string", "constraints", "tail_call_kind"];
            let tail = enum_value(ctx, attr(crate::Ident::TAIL_CALL_KIND)).unwrap_or(0);
            if tail != 0 {
                // MLIR prints the enum without its dialect prefix.
                let Some(name) = super::TAIL_CALL_KINDS.get(tail as usize) else {
                    return false;
                };
                p.push(" tail_call_kind = <");
                p.push(name);
                p.push(">");
            }
            for (name, kw) in [
                (crate::Ident::HAS_SIDE_EFFECTS, "has_side_effects"),
                (crate::Ident::IS_ALIGN_STACK, "is_align_stack"),
            ] {
                if is_unit(ctx, attr(name)) {
                    p.push(" ");
                    p.push(kw);
                    elided.push(kw);
                }
            }
            if let Some(dialect) = attr(crate::Ident::ASM_DIALECT) {
                p.push(" asm_dialect = ");
                crate::syntax::attrs::write_enum_value(
                    EnumKind::LlvmAsmDialect,
                    enum_value(ctx, Some(dialect)).unwrap_or(0),
                    p.out,
                );
                elided.push("asm_dialect");
            }
            if let Some(ops) = attr(crate::Ident::OPERAND_ATTRS) {
                p.push(" operand_attrs = ");
                p.attr(ops);
                elided.push("operand_attrs");
            }
            p.push(" ");
            p.attr(asm);
            p.push(", ");
            p.attr(cons);
            // MLIR prints the (possibly empty) operand list after a space.
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &elided);
            p.push(" : ");
            p.functional_type(op);
        }
        Blocktag => {
            let Some(tag) = attr(crate::Ident::TAG) else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            print_attr_without_dialect(p, tag);
            p.attr_dict(attrs, &["tag"]);
        }
        Blockaddress => {
            let Some(addr) = attr(crate::Ident::BLOCK_ADDR) else {
                return false;
            };
            if n_results != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            print_attr_without_dialect(p, addr);
            p.attr_dict(attrs, &["block_addr"]);
            p.push(" : ");
            p.ty(result_ty(0));
        }
        _ => return false,
    }
    true
}

/// The most common forms of lowered code when their dictionary holds only
/// the attribute the form itself prints (`value` of a constant, `position`
/// of an aggregate access): the general case's printers, given that
/// attribute without a lookup by name. False (nothing written) for any
/// other op.
fn print_common(p: &mut OpPrinter, op: Op, form: Form) -> bool {
    let ctx = p.ctx;
    let [only] = ctx.dict_entries(p.body().op(op).attrs) else {
        return false;
    };
    match form {
        Form::Constant if ctx.str(only.name) == "value" => print_constant(p, op, only.value),
        Form::ExtractValue | Form::InsertValue if ctx.str(only.name) == "position" => {
            match array_values(ctx, Some(only.value)) {
                Some(pos) => print_aggregate_access(p, op, form, pos),
                None => false,
            }
        }
        _ => false,
    }
}

/// `llvm.mlir.constant(value) attr-dict : T`, `value` being the op's
/// `value` attribute; false (nothing written) unless it has one result.
fn print_constant(p: &mut OpPrinter, op: Op, value: AttrId) -> bool {
    let body = p.body();
    let d = body.op(op);
    if d.num_results != 1 {
        return false;
    }
    let (attrs, ty) = (d.attrs, body.value_type(d.first_result));
    p.op_name(op);
    p.push("(");
    p.attr(value);
    p.push(")");
    p.attr_dict(attrs, &["value"]);
    p.push(" : ");
    p.ty(ty);
    true
}

/// `llvm.extractvalue %agg[pos] attr-dict : T` and `llvm.insertvalue %v,
/// %agg[pos] ...`, `pos` being the op's `position`; false (nothing
/// written) for other operand or result counts.
fn print_aggregate_access(p: &mut OpPrinter, op: Op, form: Form, pos: &[i128]) -> bool {
    let body = p.body();
    let d = body.op(op);
    let operands = body.operands(op);
    let insert = form == Form::InsertValue;
    if operands.len() != 1 + insert as usize || d.num_results != 1 {
        return false;
    }
    let attrs = d.attrs;
    p.op_name(op);
    p.push(" ");
    if insert {
        p.value(operands[1]);
        p.push(", ");
    }
    p.value(operands[0]);
    p.push("[");
    join(p, pos);
    p.push("]");
    p.attr_dict(attrs, &["position"]);
    p.push(" : ");
    p.ty(body.value_type(operands[0]));
    // MLIR's custom element-type directive prints an empty trailer.
    p.push(" ");
    true
}

/// The elementwise families (most ops of lowered code), out of the general
/// printer's large frame.
fn print_elementwise(p: &mut OpPrinter, op: Op, form: Form) -> bool {
    use Form::*;
    let body = p.body();
    let d = body.op(op);
    let attrs = d.attrs;
    let operands = body.operands(op);
    let ctx = p.ctx;
    // An op without attributes (the common case) has nothing to look up.
    let attr = |name: crate::Ident| {
        if attrs == AttrId::EMPTY_DICT {
            None
        } else {
            ctx.dict_get(attrs, name)
        }
    };
    let n = if form == FloatUnary { 1 } else { 2 };
    if operands.len() != n || d.num_results != 1 {
        return false;
    }
    p.op_name(op);
    // At most one form-specific name joins `fastmathFlags` (a fixed
    // list: this is the printer's hottest path).
    let mut elided: SmallVec<[&str; 2]> = SmallVec::new();
    elided.push("fastmathFlags");
    if form == IntExact && is_unit(ctx, attr(crate::Ident::IS_EXACT)) {
        p.push(" exact");
        elided.push("isExact");
    }
    if form == IntDisjoint && is_unit(ctx, attr(crate::Ident::IS_DISJOINT)) {
        p.push(" disjoint");
        elided.push("isDisjoint");
    }
    p.push(" ");
    p.values(operands);
    if form == IntOverflow {
        print_overflow(p, attrs);
        elided.push("overflowFlags");
    }
    fastmath_attr_dict(p, attrs, &elided);
    p.push(" : ");
    p.ty(body.value_type(body.result(op, 0)));
    true
}

/// Attributes of the llvm dialect print without their `#llvm.name` prefix
/// in some custom forms (`<id = 1>`).
fn print_attr_without_dialect(p: &mut OpPrinter, a: AttrId) {
    let mut s = String::new();
    crate::syntax::print_attr(p.ctx, a, &mut s);
    match s.find('<') {
        Some(i) if s.starts_with("#llvm.") => p.push(&s[i..]),
        _ => p.push(&s),
    }
}

/// `v` as a comma-separated list, written in place.
fn join(p: &mut OpPrinter, v: &[i128]) {
    for (i, x) in v.iter().enumerate() {
        if i > 0 {
            p.push(", ");
        }
        write_int(p, *x);
    }
}

/// `x` in decimal, written in place (no temporary `String`).
fn write_int(p: &mut OpPrinter, x: i128) {
    crate::print::ints::push_i128(p.out, x);
}

/// ` overflow<nsw, nuw>` when any flag is set.
fn print_overflow(p: &mut OpPrinter, attrs: AttrId) {
    if attrs == AttrId::EMPTY_DICT {
        return;
    }
    let bits = enum_value(p.ctx, p.ctx.dict_get(attrs, crate::Ident::OVERFLOW_FLAGS)).unwrap_or(0);
    if bits != 0 {
        p.push(" overflow<");
        crate::dialect::arith::write_flag_list(bits, &OVERFLOW_FLAGS, ", ", p.out);
        p.push(">");
    }
}

/// The attr-dict of an op with fast-math flags: `fastmathFlags` only when
/// set.
pub(super) fn fastmath_attr_dict(p: &mut OpPrinter, attrs: AttrId, elided: &[&str]) {
    // Most ops have no attributes at all: nothing to look up or print.
    if attrs == AttrId::EMPTY_DICT {
        return;
    }
    let fm = p.ctx.dict_get(attrs, crate::Ident::FASTMATH_FLAGS);
    if enum_value(p.ctx, fm).unwrap_or(0) != 0 {
        let keep: SmallVec<[&str; 16]> = elided
            .iter()
            .copied()
            .filter(|&n| n != "fastmathFlags")
            .collect();
        p.attr_dict(attrs, &keep);
    } else {
        p.attr_dict(attrs, elided);
    }
}

/// ` atomic [syncscope("s")] ordering` for atomic loads and stores.
fn print_atomic(p: &mut OpPrinter, attrs: AttrId) {
    let ordering = enum_value(p.ctx, p.ctx.dict_get(attrs, crate::Ident::ORDERING));
    if ordering.unwrap_or(0) != 0 {
        p.push(" atomic");
        print_scope_and_ordering(p, attrs, "ordering");
    }
}

/// ` [syncscope("s")] ordering`; false for an unknown ordering.
fn print_scope_and_ordering(p: &mut OpPrinter, attrs: AttrId, key: &str) -> bool {
    let ctx = p.ctx;
    if let Some(scope) = super::super::dict_lookup(ctx, attrs, "syncscope") {
        p.push(" syncscope(");
        p.attr(scope);
        p.push(")");
    }
    let Some(name) = enum_value(ctx, super::super::dict_lookup(ctx, attrs, key))
        .and_then(|v| ORDERINGS.get(v as usize))
        .filter(|n| !n.is_empty())
    else {
        return false;
    };
    p.push(" ");
    p.push(name);
    true
}

fn print_gep(p: &mut OpPrinter, op: Op) -> bool {
    let body = p.body();
    let d = body.op(op);
    let ctx = p.ctx;
    let attrs = d.attrs;
    let attr = |name: crate::Ident| ctx.dict_get(attrs, name);
    let Some(AttrData::Type(elem)) = attr(crate::Ident::ELEM_TYPE).map(|a| ctx.attr_data(a)) else {
        return false;
    };
    let elem = *elem;
    let Some(raw) = array_values(ctx, attr(crate::Ident::RAW_CONSTANT_INDICES)) else {
        return false;
    };
    let operands = body.operands(op);
    let dynamic = raw.iter().filter(|&&i| i == GEP_DYNAMIC_INDEX).count();
    if operands.len() != dynamic + 1 || d.num_results != 1 {
        return false;
    }
    p.op_name(op);
    let flags = enum_value(ctx, attr(crate::Ident::NO_WRAP_FLAGS)).unwrap_or(0);
    if flags != 0 {
        p.push(" ");
        let mut rest = flags;
        let mut first = true;
        for (name, bits) in GEP_FLAGS {
            if rest & bits == bits {
                if !first {
                    p.push("|");
                }
                first = false;
                p.push(name);
                rest &= !bits;
            }
        }
    }
    p.push(" ");
    p.value(operands[0]);
    p.push("[");
    let mut next = 1;
    for (i, &idx) in raw.iter().enumerate() {
        if i > 0 {
            p.push(", ");
        }
        if idx == GEP_DYNAMIC_INDEX {
            p.value(operands[next]);
            next += 1;
        } else {
            write_int(p, idx);
        }
    }
    p.push("]");
    p.attr_dict(attrs, &["elem_type", "rawConstantIndices", "noWrapFlags"]);
    p.push(" : ");
    p.functional_type(op);
    p.push(", ");
    p.ty(elem);
    true
}

// ---- parsing ----

/// `op_loc`: the op name's location, where MLIR reports some errors of
/// the custom forms.
pub(super) fn parse(
    p: &mut OpParser,
    opcode: Opcode,
    form: Form,
    state: &mut OpState,
    op_loc: &SrcLoc,
) -> DResult<()> {
    let ctx = p.ctx();
    use Form::*;
    match form {
        IntBinary | IntOverflow | IntExact | IntDisjoint | FloatBinary | FloatUnary => {
            if form == IntExact && p.parse_optional_keyword("exact") {
                state.add_attr(ctx, "isExact", AttrId::UNIT);
            }
            if form == IntDisjoint && p.parse_optional_keyword("disjoint") {
                state.add_attr(ctx, "isDisjoint", AttrId::UNIT);
            }
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            if form == IntOverflow {
                parse_overflow(p, opcode, state)?;
            }
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            let want = if form == FloatUnary { 1 } else { 2 };
            expect_count(p, &operands, want)?;
            p.resolve_operands_same(&operands, ty, &mut state.operands)?;
            state.result_types.push(ty);
        }
        Cast | CastNneg | CastOverflow => {
            if form == CastNneg && p.parse_optional_keyword("nneg") {
                state.add_attr(ctx, "nonNeg", AttrId::UNIT);
            }
            let operand = p.parse_operand()?;
            if form == CastOverflow {
                parse_overflow(p, opcode, state)?;
            }
            p.parse_optional_attr_dict(state)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let to = p.p.parse_type()?;
            let v = p.resolve_operand(&operand, from)?;
            state.operands.push(v);
            state.result_types.push(to);
        }
        ICmp | FCmp => {
            let table: &[&str] = if form == ICmp {
                &ICMP_PREDICATES
            } else {
                &FCMP_PREDICATES
            };
            let pred = parse_string_enum(p, opcode, table, "predicate")?;
            state.add_attr(ctx, "predicate", ctx.int_attr(TypeId::I64, pred as i128));
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            expect_count(p, &operands, 2)?;
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            p.resolve_operands_same(&operands, ty, &mut state.operands)?;
            state
                .result_types
                .push(crate::dialect::arith::i1_like(ctx, ty));
        }
        Select => {
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            expect_count(p, &operands, 3)?;
            p.parse_optional_attr_dict(state)?;
            let cond = p.parse_colon_type()?;
            p.p.expect(Tok::Comma, "','")?;
            let ty = p.p.parse_type()?;
            let loc = p.p.loc_here();
            p.resolve_operands(&operands, &[cond, ty, ty], &loc, &mut state.operands)?;
            state.result_types.push(ty);
        }
        Freeze => {
            let operand = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            let v = p.resolve_operand(&operand, ty)?;
            state.operands.push(v);
            state.result_types.push(ty);
        }
        Constant => {
            p.p.expect(Tok::LParen, "'('")?;
            let value = p.p.parse_attr()?;
            p.p.expect(Tok::RParen, "')'")?;
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            state.add_attr(ctx, "value", value);
            state.result_types.push(ty);
        }
        Nullary => {
            p.parse_optional_attr_dict(state)?;
            state.result_types.push(p.parse_colon_type()?);
        }
        SymbolRef => {
            let key = if opcode == Opcode::LlvmMlirAddressof {
                "global_name"
            } else {
                "function_name"
            };
            let at = p.p.loc_here();
            let sym = p.p.parse_attr()?;
            if !matches!(ctx.attr_data(sym), AttrData::SymbolRef { .. }) {
                return Err(Diag::error(
                    at,
                    format!(
                        "custom op '{}' invalid kind of attribute specified",
                        opcode.name()
                    ),
                ));
            }
            state.add_attr(ctx, key, sym);
            p.parse_optional_attr_dict(state)?;
            state.result_types.push(p.parse_colon_type()?);
        }
        Load => {
            if p.parse_optional_keyword("volatile") {
                state.add_attr(ctx, "volatile_", AttrId::UNIT);
            }
            let ptr = p.parse_operand()?;
            if p.parse_optional_keyword("atomic") {
                parse_scope_and_ordering(p, state, "ordering")?;
            }
            if p.parse_optional_keyword("invariant") {
                state.add_attr(ctx, "invariant", AttrId::UNIT);
            }
            if p.parse_optional_keyword("invariant_group") {
                state.add_attr(ctx, "invariantGroup", AttrId::UNIT);
            }
            parse_checked_attr_dict(p, opcode, state)?;
            let ptr_ty = p.parse_colon_type()?;
            p.p.expect(Tok::Arrow, "'->'")?;
            let ty = p.p.parse_type()?;
            let v = p.resolve_operand(&ptr, ptr_ty)?;
            state.operands.push(v);
            state.result_types.push(ty);
        }
        Store => {
            if p.parse_optional_keyword("volatile") {
                state.add_attr(ctx, "volatile_", AttrId::UNIT);
            }
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            expect_count(p, &operands, 2)?;
            if p.parse_optional_keyword("atomic") {
                parse_scope_and_ordering(p, state, "ordering")?;
            }
            if p.parse_optional_keyword("invariant_group") {
                state.add_attr(ctx, "invariantGroup", AttrId::UNIT);
            }
            parse_checked_attr_dict(p, opcode, state)?;
            let loc = p.p.loc_here();
            let value_ty = p.parse_colon_type()?;
            p.p.expect(Tok::Comma, "','")?;
            let ptr_ty = p.p.parse_type()?;
            p.resolve_operands(&operands, &[value_ty, ptr_ty], &loc, &mut state.operands)?;
        }
        Alloca => {
            if p.parse_optional_keyword("inalloca") {
                state.add_attr(ctx, "inalloca", AttrId::UNIT);
            }
            let size = p.parse_operand()?;
            p.parse_keyword("x")?;
            let elem = p.p.parse_type()?;
            state.add_attr(ctx, "elem_type", ctx.type_attr(elem));
            p.parse_optional_attr_dict(state)?;
            p.p.expect(Tok::Colon, "':'")?;
            let type_loc = p.p.loc_here();
            let ty = p.p.parse_type()?;
            let custom = |loc: SrcLoc, msg: &str| {
                Diag::error(loc, format!("custom op '{}' {msg}", opcode.name()))
            };
            if let Some(a) = state.get_attr(ctx, "alignment") {
                match ctx.attr_data(a) {
                    // MLIR's parser drops a zero alignment (no alignment).
                    AttrData::Integer { value: 0, .. } => {
                        state.attrs.retain(|n| ctx.str(n.name) != "alignment");
                    }
                    AttrData::Integer { .. } => {}
                    _ => return Err(custom(op_loc.clone(), "expected integer alignment")),
                }
            }
            let (input, result) = match ctx.type_data(ty) {
                TypeData::Function { inputs, results }
                    if inputs.len() == 1 && results.len() == 1 =>
                {
                    (inputs[0], results[0])
                }
                _ => {
                    return Err(custom(
                        type_loc,
                        "expected trailing function type with one argument and one result",
                    ))
                }
            };
            let loc = p.p.loc_here();
            p.resolve_operands(&[size], &[input], &loc, &mut state.operands)?;
            state.result_types.push(result);
        }
        Gep => parse_gep(p, state, op_loc)?,
        ExtractValue | InsertValue => {
            let value = if form == InsertValue {
                let v = p.parse_operand()?;
                p.p.expect(Tok::Comma, "','")?;
                Some(v)
            } else {
                None
            };
            let container = p.parse_operand()?;
            let pos = parse_int_list(p, Tok::LSquare, Tok::RSquare)?;
            state.add_attr(ctx, "position", i64_array(ctx, &pos));
            p.parse_optional_attr_dict(state)?;
            let ty = p.parse_colon_type()?;
            let elem = super::verify::position_type(ctx, ty, &pos).map_err(|msg| {
                p.p.error_here(&format!("custom op '{}' {msg}", opcode.name()))
            })?;
            let c = p.resolve_operand(&container, ty)?;
            state.operands.push(c);
            if let Some(v) = value {
                let v = p.resolve_operand(&v, elem)?;
                state.operands.push(v);
                state.result_types.push(ty);
            } else {
                state.result_types.push(elem);
            }
        }
        ExtractElement | InsertElement => {
            let value = if form == InsertElement {
                let v = p.parse_operand()?;
                p.p.expect(Tok::Comma, "','")?;
                Some(v)
            } else {
                None
            };
            let vector = p.parse_operand()?;
            p.p.expect(Tok::LSquare, "'['")?;
            let index = p.parse_operand()?;
            let index_ty = p.parse_colon_type()?;
            p.p.expect(Tok::RSquare, "']'")?;
            p.parse_optional_attr_dict(state)?;
            p.p.expect(Tok::Colon, "':'")?;
            let type_loc = p.p.loc_here();
            let vty = p.p.parse_type()?;
            let elem = vector_element(ctx, vty)
                .ok_or_else(|| builtin_kind_error(p, opcode, vty, "vector", type_loc))?;
            let v = p.resolve_operand(&vector, vty)?;
            state.operands.push(v);
            if let Some(value) = value {
                let x = p.resolve_operand(&value, elem)?;
                state.operands.push(x);
            }
            let i = p.resolve_operand(&index, index_ty)?;
            state.operands.push(i);
            state
                .result_types
                .push(if form == InsertElement { vty } else { elem });
        }
        ShuffleVector => {
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            expect_count(p, &operands, 2)?;
            let mask = parse_int_list(p, Tok::LSquare, Tok::RSquare)?;
            state.add_attr(ctx, "mask", i32_array(ctx, &mask));
            p.parse_optional_attr_dict(state)?;
            p.p.expect(Tok::Colon, "':'")?;
            let type_loc = p.p.loc_here();
            let ty = p.p.parse_type()?;
            if !matches!(ctx.type_data(ty), TypeData::Vector { .. }) {
                return Err(builtin_kind_error(p, opcode, ty, "vector", type_loc));
            }
            p.resolve_operands_same(&operands, ty, &mut state.operands)?;
            let result = match ctx.type_data(ty) {
                TypeData::Vector { scalable, elem, .. } => ctx.intern_type(TypeData::Vector {
                    shape: vec![mask.len() as i64].into(),
                    scalable: vec![scalable.first().copied().unwrap_or(false)].into(),
                    elem: *elem,
                }),
                _ => return Err(p.p.error_here("expected LLVM IR dialect vector type")),
            };
            state.result_types.push(result);
        }
        AtomicRmw => {
            if p.parse_optional_keyword("volatile") {
                state.add_attr(ctx, "volatile_", AttrId::UNIT);
            }
            let bin = parse_keyword_enum(p, &ATOMIC_BIN_OPS, "bin_op")?;
            state.add_attr(ctx, "bin_op", ctx.int_attr(TypeId::I64, bin as i128));
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            expect_count(p, &operands, 2)?;
            parse_scope_and_ordering(p, state, "ordering")?;
            parse_checked_attr_dict(p, opcode, state)?;
            let loc = p.p.loc_here();
            let ptr_ty = p.parse_colon_type()?;
            p.p.expect(Tok::Comma, "','")?;
            let val_ty = p.p.parse_type()?;
            p.resolve_operands(&operands, &[ptr_ty, val_ty], &loc, &mut state.operands)?;
            // The custom form checks the value's type constraint itself.
            if !super::verify::rmw_value_ok(ctx, val_ty) {
                return Err(Diag::error(
                    op_loc.clone(),
                    format!(
                        "custom op 'llvm.atomicrmw' 'val' {}",
                        super::verify::rmw_value_message(ctx, val_ty)
                    ),
                ));
            }
            state.result_types.push(val_ty);
        }
        Cmpxchg => {
            if p.parse_optional_keyword("weak") {
                state.add_attr(ctx, "weak", AttrId::UNIT);
            }
            if p.parse_optional_keyword("volatile") {
                state.add_attr(ctx, "volatile_", AttrId::UNIT);
            }
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            expect_count(p, &operands, 3)?;
            parse_scope_and_ordering(p, state, "success_ordering")?;
            let fail = parse_keyword_enum(p, &ORDERINGS, "failure_ordering")?;
            state.add_attr(
                ctx,
                "failure_ordering",
                ctx.int_attr(TypeId::I64, fail as i128),
            );
            parse_checked_attr_dict(p, opcode, state)?;
            let loc = p.p.loc_here();
            let ptr_ty = p.parse_colon_type()?;
            p.p.expect(Tok::Comma, "','")?;
            let val_ty = p.p.parse_type()?;
            p.resolve_operands(
                &operands,
                &[ptr_ty, val_ty, val_ty],
                &loc,
                &mut state.operands,
            )?;
            state
                .result_types
                .push(ctx.llvm_struct(&[val_ty, TypeId::I1], false));
        }
        Fence => {
            parse_scope_and_ordering(p, state, "ordering")?;
            p.parse_optional_attr_dict(state)?;
        }
        VaArg => {
            let operand = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let (inputs, results) = parse_colon_function_type(p)?;
            let loc = p.p.loc_here();
            p.resolve_operands(&[operand], &inputs, &loc, &mut state.operands)?;
            state.result_types = results;
        }
        InlineAsm => {
            if p.parse_optional_keyword("tail_call_kind") {
                p.p.expect(Tok::Equal, "'='")?;
                // `<tail>`: the `#llvm.tailcallkind` without its prefix.
                let kind = if p.p.consume_if(Tok::Less) {
                    let k = parse_keyword_enum(p, &super::TAIL_CALL_KINDS, "tail_call_kind")?;
                    p.p.expect(Tok::Greater, "'>'")?;
                    enum_attr(ctx, EnumKind::LlvmTailCallKind, k as u64)
                } else {
                    p.p.parse_attr()?
                };
                state.add_attr(ctx, "tail_call_kind", kind);
            }
            for name in ["has_side_effects", "is_align_stack"] {
                if p.parse_optional_keyword(name) {
                    state.add_attr(ctx, name, AttrId::UNIT);
                }
            }
            if p.parse_optional_keyword("asm_dialect") {
                p.p.expect(Tok::Equal, "'='")?;
                let v = parse_keyword_enum(p, &["att", "intel"], "asm_dialect")?;
                // MLIR 22 keeps the dialect as an `i64` property.
                state.add_attr(ctx, "asm_dialect", ctx.int_attr(TypeId::I64, v as i128));
            }
            if p.parse_optional_keyword("operand_attrs") {
                p.p.expect(Tok::Equal, "'='")?;
                let v = p.p.parse_attr()?;
                state.add_attr(ctx, "operand_attrs", v);
            }
            let asm = p.p.parse_attr()?;
            state.add_attr(ctx, "asm_string", asm);
            p.p.expect(Tok::Comma, "','")?;
            // A plain string: a `:` after it starts the op's type, not the
            // string's (`"" : () -> ()` when there are no operands).
            if p.p.kind() != Tok::Str {
                return Err(p.p.error_here("expected string"));
            }
            let cons = ctx.string_attr(&p.p.string_value()?);
            p.p.bump();
            state.add_attr(ctx, "constraints", cons);
            let mut operands = OperandList::new();
            p.parse_operand_list_into(&mut operands)?;
            p.parse_optional_attr_dict(state)?;
            let (inputs, results) = parse_colon_function_type(p)?;
            let loc = p.p.loc_here();
            p.resolve_operands(&operands, &inputs, &loc, &mut state.operands)?;
            state.result_types = results;
        }
        Blocktag => {
            let tag = parse_dialect_attr_body(p, "blocktag")?;
            state.add_attr(ctx, "tag", tag);
            p.parse_optional_attr_dict(state)?;
        }
        Blockaddress => {
            let addr = parse_dialect_attr_body(p, "blockaddress")?;
            state.add_attr(ctx, "block_addr", addr);
            p.parse_optional_attr_dict(state)?;
            state.result_types.push(p.parse_colon_type()?);
        }
        _ => return Err(p.p.error_here("unexpected custom form")),
    }
    Ok(())
}

/// Parses `<...>` as the body of `#llvm.<mnemonic><...>`.
fn parse_dialect_attr_body(p: &mut OpParser, mnemonic: &str) -> DResult<AttrId> {
    if p.p.kind() != Tok::Less {
        return Err(p.p.error_here("expected '<'"));
    }
    let body = p.p.take_balanced_angle_body()?;
    let ctx = p.ctx();
    Ok(ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("llvm"),
        body: ctx.ident(&format!("{mnemonic}<{body}>")),
    }))
}

fn expect_count(p: &OpParser, operands: &[UnresolvedOperand], n: usize) -> DResult<()> {
    if operands.len() != n {
        return Err(p.p.error_here(&format!(
            "{} operands present, but expected {n}",
            operands.len()
        )));
    }
    Ok(())
}

/// `overflow<nsw, nuw>` if present.
fn parse_overflow(p: &mut OpParser, opcode: Opcode, state: &mut OpState) -> DResult<()> {
    if p.parse_optional_keyword("overflow") {
        let ctx = p.ctx();
        let bits = crate::syntax::bit_enum::parse_keyword_flags(
            &mut p.p,
            crate::syntax::bit_enum::LLVM_OVERFLOW,
            "LLVM integer overflow flags",
            Some(opcode.name()),
        )?;
        state.add_attr(
            ctx,
            "overflowFlags",
            ctx.int_attr(TypeId::I32, bits as i128),
        );
    }
    Ok(())
}

/// `"slt"` (a string naming one case of `table`).
pub(super) fn parse_string_enum(
    p: &mut OpParser,
    opcode: Opcode,
    table: &[&str],
    attr: &str,
) -> DResult<usize> {
    // MLIR parses any attribute here, then wants a string naming a case.
    let loc = p.p.loc_here();
    let custom =
        |msg: String| Diag::error(loc.clone(), format!("custom op '{}' {msg}", opcode.name()));
    if p.p.kind() == Tok::Str {
        let text = p.p.string_value()?;
        return match table.iter().position(|&n| n == text && !n.is_empty()) {
            Some(i) => {
                p.p.bump();
                Ok(i)
            }
            None => Err(custom(format!(
                "'{text}' is an incorrect value of the '{attr}' attribute"
            ))),
        };
    }
    if p.p.kind() == Tok::Ident {
        return Err(p.p.error_here("expected attribute value"));
    }
    p.p.parse_attr()?;
    Err(custom("invalid kind of attribute specified".into()))
}

/// A bare keyword naming one case of `table`.
pub(super) fn parse_keyword_enum(p: &mut OpParser, table: &[&str], attr: &str) -> DResult<usize> {
    let found = if p.p.kind() == Tok::Ident || p.p.kind() == Tok::Str {
        let text = p.p.text().trim_matches('"');
        table.iter().position(|&n| n == text && !n.is_empty())
    } else {
        None
    };
    match found {
        Some(i) => {
            p.p.bump();
            Ok(i)
        }
        None => Err(p.p.error_here(&format!(
            "expected string or keyword containing one of the following enum values for attribute '{attr}' [{}]",
            table.iter().filter(|n| !n.is_empty()).copied().collect::<Vec<_>>().join(", ")
        ))),
    }
}

/// `[syncscope("s")] ordering`
fn parse_scope_and_ordering(p: &mut OpParser, state: &mut OpState, key: &str) -> DResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("syncscope") {
        p.p.expect(Tok::LParen, "'('")?;
        let scope = p.p.parse_attr()?;
        state.add_attr(ctx, "syncscope", scope);
        p.p.expect(Tok::RParen, "')'")?;
    }
    let v = parse_keyword_enum(p, &ORDERINGS, key)?;
    state.add_attr(ctx, key, ctx.int_attr(TypeId::I64, v as i128));
    Ok(())
}

/// `[1, -2, 3]` (or with other delimiters).
fn parse_int_list(p: &mut OpParser, open: Tok, close: Tok) -> DResult<Vec<i128>> {
    p.p.expect(open, "'['")?;
    let mut v = Vec::new();
    if p.p.consume_if(close) {
        return Ok(v);
    }
    loop {
        let neg = p.p.consume_if(Tok::Minus);
        let x = p.p.parse_i64()? as i128;
        v.push(if neg { -x } else { x });
        if !p.p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.p.expect(close, "']'")?;
    Ok(v)
}

/// `: (T, U) -> R` → (inputs, results).
pub(super) fn parse_colon_function_type(p: &mut OpParser) -> DResult<(Vec<TypeId>, Vec<TypeId>)> {
    p.p.expect(Tok::Colon, "':'")?;
    function_type_parts(p)
}

pub(super) fn function_type_parts(p: &mut OpParser) -> DResult<(Vec<TypeId>, Vec<TypeId>)> {
    let loc = p.p.loc_here();
    let fty = p.p.parse_type()?;
    match p.ctx().type_data(fty) {
        TypeData::Function { inputs, results } => Ok((inputs.to_vec(), results.to_vec())),
        _ => Err(Diag::error(loc, "expected function type")),
    }
}

/// `[inbounds|nuw] %base[%i, 1, %j] {attrs} : (types) -> result, elem`
fn parse_gep(p: &mut OpParser, state: &mut OpState, op_loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    let mut flags = 0u64;
    // `inbounds_flag` (bit 0 alone) parses, for the verifier to reject.
    const PARSED: [(&str, u64); 4] = [
        GEP_FLAGS[0],
        GEP_FLAGS[1],
        GEP_FLAGS[2],
        ("inbounds_flag", 1),
    ];
    while let Some(&(_, bits)) = PARSED.iter().find(|(n, _)| p.is_keyword(n)) {
        p.p.bump();
        flags |= bits;
        if !p.p.consume_if(Tok::Vertical) {
            break;
        }
    }
    if flags != 0 {
        state.add_attr(ctx, "noWrapFlags", ctx.int_attr(TypeId::I32, flags as i128));
    }
    let base = p.parse_operand()?;
    p.p.expect(Tok::LSquare, "'['")?;
    let mut raw = Vec::new();
    let mut dynamic = vec![base];
    if !p.p.consume_if(Tok::RSquare) {
        loop {
            if p.p.kind() == Tok::PercentId {
                dynamic.push(p.parse_operand()?);
                raw.push(GEP_DYNAMIC_INDEX);
            } else {
                let neg = p.p.consume_if(Tok::Minus);
                let x = p.p.parse_i64()? as i128;
                raw.push(if neg { -x } else { x });
            }
            if !p.p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.p.expect(Tok::RSquare, "']'")?;
    }
    state.add_attr(ctx, "rawConstantIndices", i32_array(ctx, &raw));
    p.parse_optional_attr_dict(state)?;
    p.p.expect(Tok::Colon, "':'")?;
    let type_loc = p.p.loc_here();
    let fty = p.p.parse_type()?;
    let TypeData::Function { inputs, results } = ctx.type_data(fty) else {
        return Err(builtin_kind_error(
            p,
            Opcode::LlvmGetelementptr,
            fty,
            "function",
            type_loc,
        ));
    };
    if inputs.len() != dynamic.len() {
        return Err(Diag::error(
            op_loc.clone(),
            format!(
                "custom op 'llvm.getelementptr' number of operands and types do not match: got {} operands and {} types",
                dynamic.len(),
                inputs.len()
            ),
        ));
    }
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    p.p.expect(Tok::Comma, "','")?;
    let elem = p.p.parse_type()?;
    state.add_attr(ctx, "elem_type", ctx.type_attr(elem));
    let loc = p.p.loc_here();
    p.resolve_operands(&dynamic, &inputs, &loc, &mut state.operands)?;
    state.result_types = results;
    Ok(())
}

/// `{attrs}` of a memory op, whose metadata attributes MLIR checks as it
/// parses them (reporting at the dictionary).
pub(super) fn parse_checked_attr_dict(
    p: &mut OpParser,
    opcode: Opcode,
    state: &mut OpState,
) -> DResult<()> {
    let loc = p.p.loc_here();
    let before = state.attrs.len();
    p.parse_optional_attr_dict(state)?;
    match super::meta_attrs::check_parsed(p.ctx(), opcode, &state.attrs[before..]) {
        Some(msg) => Err(Diag::error(loc, msg)),
        None => Ok(()),
    }
}

/// MLIR's error for a type of the wrong kind where a custom form wants a
/// builtin one (`kind`: `vector`, `function`), at the type's location.
pub(super) fn builtin_kind_error(
    p: &OpParser,
    opcode: Opcode,
    ty: TypeId,
    kind: &str,
    loc: SrcLoc,
) -> Diag {
    Diag::error(
        loc,
        format!(
            "custom op '{}' invalid kind of type specified: expected builtin.{kind}, but found '{}'",
            opcode.name(),
            super::type_text(p.ctx(), ty)
        ),
    )
}

/// The element type of a builtin or LLVM vector.
pub(super) fn vector_element(ctx: &crate::context::Context, ty: TypeId) -> Option<TypeId> {
    match ctx.type_data(ty) {
        TypeData::Vector { elem, .. } | TypeData::LlvmVec { elem, .. } => Some(*elem),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    /// `print_common` writes what `print_general` writes, and leaves the
    /// near misses (another attribute) to it.
    #[test]
    fn common_forms_equal_general_printer() {
        let src = r#"
llvm.func @f(%a: i64, %s: !llvm.struct<(ptr, array<2 x i64>)>) -> i64 {
  %0 = llvm.mlir.constant(0 : index) : i64
  %1 = llvm.mlir.constant(-7 : i32) : i32
  %2 = llvm.mlir.constant(123456789012345678901234 : i128) : i128
  %3 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %4 = llvm.mlir.constant(true) : i1
  %5 = llvm.mlir.constant(1.5 : f32) : f32
  %6 = llvm.mlir.constant(3 : i64) {foo} : i64
  %7 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xi32>
  %8 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
  %9 = llvm.insertvalue %a, %s[1, 0] : !llvm.struct<(ptr, array<2 x i64>)> 
  %10 = llvm.extractvalue %9[1, 1] : !llvm.struct<(ptr, array<2 x i64>)> 
  %11 = llvm.extractvalue %9[0] {bar = 1 : i32} : !llvm.struct<(ptr, array<2 x i64>)> 
  %12 = llvm.insertvalue %a, %9[1, 1] {baz} : !llvm.struct<(ptr, array<2 x i64>)> 
  %13 = llvm.add %10, %0 : i64
  llvm.return %13 : i64
}
"#;
        let mut fast_ops = 0;
        crate::print::for_each_op_of_test_module(src, |p, op| {
            let Some(form) = super::super::form(p.body().op(op).opcode) else {
                return;
            };
            let fast = super::print_common(p, op, form);
            let via_fast = std::mem::take(p.out);
            // (False for `llvm.return`, a form of `control`.)
            let general = super::print_general(p, op, form);
            let via_general = std::mem::take(p.out);
            if fast {
                assert!(general);
                fast_ops += 1;
                assert_eq!(via_fast, via_general);
            } else {
                assert_eq!(via_fast, "");
            }
        });
        // The constants (any value) and the position-only accesses.
        assert_eq!(fast_ops, 10);
    }
}
