//! Terminators and calls: br, cond_br, switch, return, unreachable, resume,
//! call, invoke, landingpad, call_intrinsic.
//!
//! Branch operands live in the successor list (see `cf.rs`); call operands
//! are the callee's arguments followed by the operand-bundle operands.

use super::ops::fastmath_attr_dict;
use super::TAIL_CALL_KINDS;
use super::{array_values, enum_value, i32_array, Form};
use crate::attrs::{AttrData, DenseValues, EnumKind};
use crate::diag::{DResult, Diag};
use crate::ids::{AttrId, Op, TypeId, Value};
use crate::print::OpPrinter;
use crate::syntax::attrs::CCONVS;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState, UnresolvedOperand};
use crate::types::TypeData;

/// Attributes the call-like custom forms print as syntax.
const CALL_ELIDED: [&str; 12] = [
    "callee",
    "arg_attrs",
    "res_attrs",
    "var_callee_type",
    "CConv",
    "TailCallKind",
    "op_bundle_sizes",
    "op_bundle_tags",
    "operandSegmentSizes",
    "fastmathFlags",
    "intrin",
    "branch_weights_placeholder",
];

pub(super) fn print(p: &mut OpPrinter, op: Op, form: Form) -> bool {
    let body = p.body();
    let d = body.op(op);
    let attrs = d.attrs;
    let ctx = p.ctx;
    let attr = |name: &str| super::super::dict_lookup(ctx, attrs, name);
    use Form::*;
    match form {
        Br => {
            if body.num_successors(op) != 1 || !body.non_successor_operands(op).is_empty() {
                return false;
            }
            let (b, ops) = body.successors(op).next().expect("one successor");
            p.op_name(op);
            p.push(" ");
            p.successor_with_operands(b, ops);
            p.attr_dict(attrs, &[]);
        }
        CondBr => {
            let cond = body.non_successor_operands(op);
            if body.num_successors(op) != 2 || cond.len() != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(cond[0]);
            if let Some(w) = array_values(ctx, attr("branch_weights")) {
                p.push(" weights([");
                p.push(&join(w));
                p.push("])");
            }
            for (b, ops) in body.successors(op) {
                p.push(", ");
                p.successor_with_operands(b, ops);
            }
            p.attr_dict(attrs, &["branch_weights", "operandSegmentSizes"]);
        }
        Switch => {
            let flag = body.non_successor_operands(op);
            let n = body.num_successors(op);
            let cases = crate::dialect::cf::case_values(ctx, attrs);
            if flag.len() != 1 || n == 0 || cases.len() != n - 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(flag[0]);
            p.push(" : ");
            p.ty(body.value_type(flag[0]));
            p.push(", ");
            let mut succs = body.successors(op);
            let (b, ops) = succs.next().expect("default successor");
            p.successor_with_operands(b, ops);
            p.push(" [");
            p.indent += 1;
            for (i, (b, ops)) in succs.enumerate() {
                p.newline();
                p.push(&cases[i].to_string());
                p.push(": ");
                p.successor_with_operands(b, ops);
                if i + 2 < n {
                    p.push(",");
                }
            }
            p.indent -= 1;
            p.newline();
            p.push("]");
            p.attr_dict(attrs, &["case_values"]);
        }
        IndirectBr => {
            // `%addr : !llvm.ptr, [` then one successor per line, at the
            // op's own indentation, then `]`.
            let addr = body.non_successor_operands(op);
            if addr.len() != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(addr[0]);
            p.push(" : ");
            p.ty(body.value_type(addr[0]));
            p.push(", [");
            let n = body.num_successors(op);
            for (i, (b, ops)) in body.successors(op).enumerate() {
                p.newline();
                p.successor_with_operands(b, ops);
                if i + 1 < n {
                    p.push(",");
                }
            }
            if n > 0 {
                p.newline();
            }
            p.push("]");
            p.attr_dict(attrs, &["indbr_operand_segments"]);
        }
        Return | Resume => {
            let operands = body.operands(op);
            if operands.len() > 1 || (form == Resume && operands.len() != 1) {
                return false;
            }
            p.op_name(op);
            if let Some(&v) = operands.first() {
                p.push(" ");
                p.value(v);
                p.push(" : ");
                p.ty(body.value_type(v));
            }
            p.attr_dict(attrs, &[]);
        }
        Unreachable => {
            p.op_name(op);
            p.attr_dict(attrs, &[]);
        }
        Landingpad => {
            if d.num_results != 1 {
                return false;
            }
            p.op_name(op);
            if super::is_unit(ctx, attr("cleanup")) {
                p.push(" cleanup");
            }
            for &v in body.operands(op) {
                let ty = body.value_type(v);
                let kind = if matches!(ctx.type_data(ty), TypeData::LlvmArray { .. }) {
                    "filter"
                } else {
                    "catch"
                };
                p.push(" (");
                p.push(kind);
                p.push(" ");
                p.value(v);
                p.push(" : ");
                p.ty(ty);
                p.push(")");
            }
            p.attr_dict(attrs, &["cleanup"]);
            p.push(" : ");
            p.ty(body.value_type(body.result(op, 0)));
        }
        Call | Invoke | CallIntrinsic => return print_call(p, op, form),
        _ => return false,
    }
    true
}

fn join(v: &[i128]) -> String {
    let text: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    text.join(", ")
}

/// ` ["tag"(%a, %b : T, U), ...]` when there are bundles.
pub(super) fn print_bundles(p: &mut OpPrinter, tags: &[AttrId], sizes: &[usize], ops: &[Value]) {
    if tags.is_empty() {
        return;
    }
    p.push(" [");
    let mut at = 0;
    for (i, (&tag, &n)) in tags.iter().zip(sizes).enumerate() {
        if i > 0 {
            p.push(", ");
        }
        p.attr(tag);
        p.push("(");
        let group = &ops[at..at + n];
        at += n;
        if !group.is_empty() {
            p.values(group);
            p.push(" : ");
            p.value_types(group);
        }
        p.push(")");
    }
    p.push("]");
}

/// The optional `[...]` operand-bundle list: its operands are appended to
/// `operands`, its tags and sizes become the op's attributes.
/// `[` `"tag"(%a, %b : T, U)`, ... `]` of `op_name`.
pub(super) fn parse_bundles(
    p: &mut OpParser,
    op_name: &str,
    state: &mut OpState,
    operands: &mut Vec<Value>,
) -> DResult<()> {
    let ctx = p.ctx();
    let mut tags = Vec::new();
    let mut sizes = Vec::new();
    // MLIR reports a bundle's operand and type counts disagreeing here.
    let open = p.p.loc_here();
    if p.p.consume_if(Tok::LSquare) {
        if !p.p.consume_if(Tok::RSquare) {
            loop {
                let tag = p.p.parse_attr()?;
                tags.push(tag);
                p.p.expect(Tok::LParen, "'('")?;
                let ops = p.parse_operand_list()?;
                if !ops.is_empty() {
                    let loc = p.p.loc_here();
                    let tys = p.parse_colon_type_list()?;
                    if tys.len() != ops.len() {
                        return Err(Diag::error(
                            open,
                            format!(
                                "custom op '{op_name}' expected {} types for operand bundle operands for operand bundle #{}, but actually got {}",
                                ops.len(),
                                tags.len() - 1,
                                tys.len()
                            ),
                        ));
                    }
                    p.resolve_operands(&ops, &tys, &loc, operands)?;
                }
                sizes.push(ops.len() as i128);
                p.p.expect(Tok::RParen, "')'")?;
                if !p.p.consume_if(Tok::Comma) {
                    break;
                }
            }
            p.p.expect(Tok::RSquare, "']'")?;
        }
        if !tags.is_empty() {
            state.add_attr(ctx, "op_bundle_tags", ctx.array_attr(&tags));
            state.add_attr(ctx, "op_bundle_sizes", i32_array(ctx, &sizes));
        }
    }
    Ok(())
}

/// The operand-bundle tags and sizes of a call-like op, when consistent.
pub(super) fn bundles(
    p: &OpPrinter,
    attrs: AttrId,
    n_operands: usize,
) -> Option<(Vec<AttrId>, Vec<usize>)> {
    let ctx = p.ctx;
    let sizes: Vec<usize> = array_values(ctx, ctx.dict_get(attrs, crate::Ident::OP_BUNDLE_SIZES))
        .map(|v| v.iter().map(|&x| x.max(0) as usize).collect())
        .unwrap_or_default();
    let tags: Vec<AttrId> = match ctx
        .dict_get(attrs, crate::Ident::OP_BUNDLE_TAGS)
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::Array(items)) => items.to_vec(),
        _ => Vec::new(),
    };
    if tags.len() != sizes.len() || sizes.iter().sum::<usize>() > n_operands {
        return None;
    }
    Some((tags, sizes))
}

/// `llvm.call @f(%a, %b) : (T, U) -> R`: the direct call of lowered code,
/// whose attributes are only the callee and defaults (the C calling
/// convention, no tail-call kind, no fast-math flags, no bundles). The
/// same text as `print_call`, from one pass over the dictionary instead of
/// a lookup by name per attribute; false (nothing written) for any other
/// call.
fn print_plain_call(p: &mut OpPrinter, op: Op) -> bool {
    let body = p.body();
    let d = body.op(op);
    let ctx = p.ctx;
    if d.num_results > 1 {
        return false;
    }
    let mut callee = None;
    for e in ctx.dict_entries(d.attrs) {
        let zero = || enum_value(ctx, Some(e.value)) == Some(0);
        match ctx.str(e.name) {
            "callee" => callee = Some(e.value),
            "CConv" | "TailCallKind" | "fastmathFlags" if zero() => {}
            "op_bundle_sizes" if array_values(ctx, Some(e.value)).is_some_and(|v| v.is_empty()) => {
            }
            "operandSegmentSizes" => {}
            _ => return false,
        }
    }
    let Some(callee) = callee else {
        return false;
    };
    let args = body.non_successor_operands(op);
    p.op_name(op);
    p.push(" ");
    p.attr(callee);
    p.push("(");
    p.values(args);
    p.push(") : (");
    p.value_types(args);
    p.push(") -> ");
    if d.num_results == 0 {
        p.push("()");
    } else {
        p.result_types_arrow(&[body.value_type(d.first_result)]);
    }
    true
}

fn print_call(p: &mut OpPrinter, op: Op, form: Form) -> bool {
    (form == Form::Call && print_plain_call(p, op)) || print_call_general(p, op, form)
}

/// Every call form, each attribute looked up by name.
fn print_call_general(p: &mut OpPrinter, op: Op, form: Form) -> bool {
    let body = p.body();
    let d = body.op(op);
    let attrs = d.attrs;
    let ctx = p.ctx;
    let attr = |name: &str| super::super::dict_lookup(ctx, attrs, name);
    let operands = body.non_successor_operands(op);
    let Some((tags, sizes)) = bundles(p, attrs, operands.len()) else {
        return false;
    };
    let n_bundle: usize = sizes.iter().sum();
    let (args, bundle_ops) = operands.split_at(operands.len() - n_bundle);
    if form == Form::Invoke && body.num_successors(op) != 2 {
        return false;
    }
    p.op_name(op);
    let mut args = args;
    let mut indirect_callee: Option<Value> = None;
    if form == Form::CallIntrinsic {
        let Some(name) = attr("intrin") else {
            return false;
        };
        p.push(" ");
        p.attr(name);
    } else {
        let cconv = enum_value(ctx, attr("CConv")).unwrap_or(0);
        if cconv != 0 {
            p.push(" ");
            p.push(CCONVS.get(cconv as usize).copied().unwrap_or("ccc"));
        }
        let tail = enum_value(ctx, attr("TailCallKind")).unwrap_or(0);
        if tail != 0 && form == Form::Call {
            p.push(" ");
            p.push(
                TAIL_CALL_KINDS
                    .get(tail as usize)
                    .copied()
                    .unwrap_or("none"),
            );
        }
        p.push(" ");
        match attr("callee") {
            Some(callee) => p.attr(callee),
            None => {
                let Some((&c, rest)) = args.split_first() else {
                    return false;
                };
                p.value(c);
                indirect_callee = Some(c);
                args = rest;
            }
        }
    }
    p.push("(");
    p.values(args);
    p.push(")");
    if form == Form::Invoke {
        let mut succs = body.successors(op);
        let (normal, nops) = succs.next().expect("two successors");
        let (unwind, uops) = succs.next().expect("two successors");
        p.push(" to ");
        p.successor_with_operands(normal, nops);
        p.push(" unwind ");
        p.successor_with_operands(unwind, uops);
    }
    if let Some(vt) = attr("var_callee_type") {
        if let AttrData::Type(t) = *ctx.attr_data(vt) {
            p.push(" vararg(");
            p.ty(t);
            p.push(")");
        }
    }
    print_bundles(p, &tags, &sizes, bundle_ops);
    fastmath_attr_dict(p, attrs, &CALL_ELIDED);
    p.push(" : ");
    if let Some(c) = indirect_callee {
        p.ty(body.value_type(c));
        p.push(", ");
    }
    p.push("(");
    let arg_attrs = attr("arg_attrs").map(|a| ctx.attr_data(a).clone());
    let res_attrs = attr("res_attrs").map(|a| ctx.attr_data(a).clone());
    let dict_at = |data: &Option<AttrData>, i: usize| match data {
        Some(AttrData::Array(items)) => items
            .get(i)
            .copied()
            .filter(|&d| !ctx.dict_entries(d).is_empty()),
        _ => None,
    };
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            p.push(", ");
        }
        p.ty(body.value_type(a));
        if let Some(d) = dict_at(&arg_attrs, i) {
            p.push(" ");
            p.attr(d);
        }
    }
    p.push(") -> ");
    let results: Vec<TypeId> = body.results(op).map(|v| body.value_type(v)).collect();
    if results.is_empty() {
        p.push("()");
    } else if (0..results.len()).any(|i| dict_at(&res_attrs, i).is_some()) {
        p.push("(");
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.push(", ");
            }
            p.ty(t);
            if let Some(d) = dict_at(&res_attrs, i) {
                p.push(" ");
                p.attr(d);
            }
        }
        p.push(")");
    } else {
        p.result_types_arrow(&results);
    }
    true
}

// ---- parsing ----

/// `(T1 {attrs}, T2) -> (R {attrs})`: the call's function type, whose
/// argument and result attribute dictionaries become `arg_attrs` and
/// `res_attrs` (kept only when some dictionary is non-empty, as MLIR does).
fn parse_call_type(p: &mut OpParser, state: &mut OpState) -> DResult<(Vec<TypeId>, Vec<TypeId>)> {
    let ctx = p.ctx();
    p.p.expect(Tok::LParen, "'('")?;
    let mut inputs = Vec::new();
    let mut arg_attrs = Vec::new();
    if !p.p.consume_if(Tok::RParen) {
        loop {
            inputs.push(p.p.parse_type()?);
            arg_attrs.push(p.parse_optional_arg_attrs()?);
            if !p.p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.p.expect(Tok::RParen, "')'")?;
    }
    p.p.expect(Tok::Arrow, "'->'")?;
    let (results, res_attrs) = p.parse_function_results()?;
    if arg_attrs.iter().any(|&a| a != AttrId::EMPTY_DICT) {
        state.add_attr(ctx, "arg_attrs", ctx.array_attr(&arg_attrs));
    }
    if res_attrs.iter().any(|&a| a != AttrId::EMPTY_DICT) {
        state.add_attr(ctx, "res_attrs", ctx.array_attr(&res_attrs));
    }
    Ok((inputs, results))
}

pub(super) fn parse(p: &mut OpParser, form: Form, state: &mut OpState) -> DResult<()> {
    let ctx = p.ctx();
    use Form::*;
    match form {
        Br => {
            p.parse_successor_and_use_list(state)?;
            p.parse_optional_attr_dict(state)?;
        }
        CondBr => {
            let cond = p.parse_operand()?;
            let c = p.resolve_operand(&cond, TypeId::I1)?;
            state.operands.push(c);
            if p.parse_optional_keyword("weights") {
                p.p.expect(Tok::LParen, "'('")?;
                p.p.expect(Tok::LSquare, "'['")?;
                let mut w = Vec::new();
                if !p.p.consume_if(Tok::RSquare) {
                    loop {
                        w.push(p.p.parse_i64()? as i128);
                        if !p.p.consume_if(Tok::Comma) {
                            break;
                        }
                    }
                    p.p.expect(Tok::RSquare, "']'")?;
                }
                p.p.expect(Tok::RParen, "')'")?;
                state.add_attr(ctx, "branch_weights", i32_array(ctx, &w));
            }
            p.p.expect(Tok::Comma, "','")?;
            p.parse_successor_and_use_list(state)?;
            p.p.expect(Tok::Comma, "','")?;
            p.parse_successor_and_use_list(state)?;
            p.parse_optional_attr_dict(state)?;
        }
        Switch => {
            let flag = p.parse_operand()?;
            let ty = p.parse_colon_type()?;
            // The condition is resolved after the cases (its successor
            // operands come after it), as MLIR's parser does.
            let at = state.operands.len();
            p.p.expect(Tok::Comma, "','")?;
            p.parse_successor_and_use_list(state)?;
            p.p.expect(Tok::LSquare, "'['")?;
            let mut cases = Vec::new();
            if !p.p.consume_if(Tok::RSquare) {
                loop {
                    if !matches!(p.p.kind(), Tok::Minus | Tok::Int) {
                        return Err(p
                            .p
                            .error_here("custom op 'llvm.switch' expected integer value"));
                    }
                    let neg = p.p.consume_if(Tok::Minus);
                    let v = p.p.parse_i64()? as i128;
                    cases.push(if neg { -v } else { v });
                    p.p.expect(Tok::Colon, "':'")?;
                    p.parse_successor_and_use_list(state)?;
                    if !p.p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.p.expect(Tok::RSquare, "']'")?;
            }
            if !cases.is_empty() {
                let vty = ctx.intern_type(TypeData::Vector {
                    shape: vec![cases.len() as i64].into(),
                    scalable: vec![false].into(),
                    elem: ty,
                });
                // Equal values (one case, or repeated ones) make a splat,
                // as MLIR's dense attributes detect it; all are kept so
                // readers of the cases see each one.
                let splat = cases.iter().all(|&c| c == cases[0]);
                state.add_attr(
                    ctx,
                    "case_values",
                    ctx.intern_attr(AttrData::DenseElements {
                        ty: vty,
                        splat,
                        values: DenseValues::Int(cases.into()),
                    }),
                );
            }
            p.parse_optional_attr_dict(state)?;
            let f = p.resolve_operand(&flag, ty)?;
            state.operands.insert(at, f);
        }
        IndirectBr => {
            let addr = p.parse_operand()?;
            let ty = p.parse_colon_type()?;
            let a = p.resolve_operand(&addr, ty)?;
            state.operands.push(a);
            p.p.expect(Tok::Comma, "','")?;
            p.p.expect(Tok::LSquare, "'['")?;
            if !p.p.consume_if(Tok::RSquare) {
                loop {
                    p.parse_successor_and_use_list(state)?;
                    if !p.p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.p.expect(Tok::RSquare, "']'")?;
            }
            p.parse_optional_attr_dict(state)?;
        }
        Return | Resume => {
            if let Some(v) = p.parse_optional_operand()? {
                let ty = p.parse_colon_type()?;
                let v = p.resolve_operand(&v, ty)?;
                state.operands.push(v);
            } else if form == Resume {
                return Err(p.p.error_here("expected SSA operand"));
            }
            p.parse_optional_attr_dict(state)?;
        }
        Unreachable => p.parse_optional_attr_dict(state)?,
        Landingpad => {
            if p.parse_optional_keyword("cleanup") {
                state.add_attr(ctx, "cleanup", AttrId::UNIT);
            }
            while p.p.consume_if(Tok::LParen) {
                if !p.parse_optional_keyword("catch") {
                    p.parse_keyword("filter")?;
                }
                let v = p.parse_operand()?;
                let ty = p.parse_colon_type()?;
                let v = p.resolve_operand(&v, ty)?;
                state.operands.push(v);
                p.p.expect(Tok::RParen, "')'")?;
            }
            p.parse_optional_attr_dict(state)?;
            state.result_types.push(p.parse_colon_type()?);
        }
        Call | Invoke | CallIntrinsic => parse_call(p, form, state)?,
        _ => return Err(p.p.error_here("unexpected custom form")),
    }
    Ok(())
}

fn parse_call(p: &mut OpParser, form: Form, state: &mut OpState) -> DResult<()> {
    let ctx = p.ctx();
    let mut indirect: Option<UnresolvedOperand> = None;
    if form == Form::CallIntrinsic {
        let name = p.p.parse_attr()?;
        state.add_attr(ctx, "intrin", name);
    } else {
        if let Some(i) = CCONVS.iter().position(|c| p.is_keyword(c)) {
            p.p.bump();
            state.add_attr(
                ctx,
                "CConv",
                super::enum_attr(ctx, EnumKind::LlvmCConv, i as u64),
            );
        }
        if form == Form::Call {
            if let Some(i) = TAIL_CALL_KINDS.iter().position(|c| p.is_keyword(c)) {
                p.p.bump();
                state.add_attr(
                    ctx,
                    "TailCallKind",
                    super::enum_attr(ctx, EnumKind::LlvmTailCallKind, i as u64),
                );
            }
        }
        if p.p.kind() == Tok::PercentId {
            indirect = Some(p.parse_operand()?);
        } else {
            let callee = p.p.parse_attr()?;
            if !matches!(ctx.attr_data(callee), AttrData::SymbolRef { .. }) {
                return Err(p.p.error_here("expected callee symbol or SSA operand"));
            }
            state.add_attr(ctx, "callee", callee);
        }
    }
    p.p.expect(Tok::LParen, "'('")?;
    let args = p.parse_operand_list()?;
    p.p.expect(Tok::RParen, "')'")?;
    // Successors come before the operands are resolved; their own operands
    // are appended after the call's.
    let mut succ_state = OpState::default();
    if form == Form::Invoke {
        p.parse_keyword("to")?;
        p.parse_successor_and_use_list(&mut succ_state)?;
        p.parse_keyword("unwind")?;
        p.parse_successor_and_use_list(&mut succ_state)?;
    }
    if p.parse_optional_keyword("vararg") {
        p.p.expect(Tok::LParen, "'('")?;
        let t = p.p.parse_type()?;
        p.p.expect(Tok::RParen, "')'")?;
        state.add_attr(ctx, "var_callee_type", ctx.type_attr(t));
    }
    let mut bundle_operands = Vec::new();
    let op_name = match form {
        Form::Invoke => "llvm.invoke",
        Form::CallIntrinsic => "llvm.call_intrinsic",
        _ => "llvm.call",
    };
    parse_bundles(p, op_name, state, &mut bundle_operands)?;
    p.parse_optional_attr_dict(state)?;
    // MLIR reports a wrong trailing type list at its colon.
    let types_loc = p.p.loc_here();
    let custom = |msg: &str| {
        let name = match form {
            Form::Invoke => "llvm.invoke",
            Form::CallIntrinsic => "llvm.call_intrinsic",
            _ => "llvm.call",
        };
        Diag::error(types_loc.clone(), format!("custom op '{name}' {msg}"))
    };
    p.p.expect(Tok::Colon, "':'")?;
    let direct = indirect.is_none();
    if let Some(callee) = indirect {
        let ty = p.p.parse_type()?;
        if p.p.kind() != Tok::Comma && matches!(ctx.type_data(ty), TypeData::Function { .. }) {
            return Err(custom("expected indirect call to have 2 trailing types"));
        }
        p.p.expect(Tok::Comma, "','")?;
        let c = p.resolve_operand(&callee, ty)?;
        state.operands.push(c);
    }
    let loc = p.p.loc_here();
    let (inputs, results) = match parse_call_type(p, state) {
        Ok(v) => v,
        // `llvm.call` then also reports the trailing type list at its colon.
        Err(mut d) if matches!(form, Form::Call) => {
            d.notes.push(custom(if direct {
                "expected direct call to have 1 trailing types"
            } else {
                "expected trailing function type"
            }));
            return Err(d);
        }
        Err(d) => return Err(d),
    };
    if form != Form::CallIntrinsic {
        if results.len() > 1 {
            return Err(custom("expected function with 0 or 1 result"));
        }
        if results
            .first()
            .is_some_and(|&r| matches!(ctx.type_data(r), TypeData::LlvmVoid))
        {
            return Err(custom("expected a non-void result type"));
        }
    }
    p.resolve_operands(&args, &inputs, &loc, &mut state.operands)?;
    state.operands.extend(bundle_operands);
    // Successor operands trail the op's own.
    state.operands.extend(succ_state.operands);
    state.successors = succ_state.successors;
    state.result_types = results;
    Ok(())
}

#[cfg(test)]
mod tests {
    /// `print_plain_call` writes what `print_call_general` writes, and
    /// leaves the calls with anything else (a calling convention, a tail
    /// call, fast-math flags, argument attributes, an indirect callee,
    /// another attribute) to it.
    #[test]
    fn plain_calls_equal_general_printer() {
        let src = r#"
llvm.func @g(i64) -> i64
llvm.func @h()
llvm.func @two() -> !llvm.struct<(i64, i64)>
llvm.func @fty() -> !llvm.ptr
llvm.func @f(%a: i64, %p: !llvm.ptr) -> i64 {
  %0 = llvm.call @g(%a) : (i64) -> i64
  llvm.call @h() : () -> ()
  %1 = llvm.call @two() : () -> !llvm.struct<(i64, i64)>
  %2 = llvm.call fastcc @g(%a) : (i64) -> i64
  %3 = llvm.call tail @g(%a) : (i64) -> i64
  %4 = llvm.call @g(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i64) -> i64
  %5 = llvm.call @g(%a) {foo} : (i64) -> i64
  %6 = llvm.call %p(%a) : !llvm.ptr, (i64) -> i64
  %7 = llvm.call @g(%a) : (i64 {llvm.noundef}) -> i64
  %8 = llvm.call @g(%a) : (i64) -> (i64 {llvm.noundef})
  %9 = llvm.call @fty() : () -> !llvm.ptr
  llvm.return %0 : i64
}
"#;
        let mut fast_ops = 0;
        crate::print::for_each_op_of_test_module(src, |p, op| {
            if super::super::form(p.body().op(op).opcode) != Some(super::Form::Call) {
                return;
            }
            let fast = super::print_plain_call(p, op);
            let via_fast = std::mem::take(p.out);
            assert!(super::print_call_general(p, op, super::Form::Call));
            let via_general = std::mem::take(p.out);
            if fast {
                fast_ops += 1;
                assert_eq!(via_fast, via_general);
            } else {
                assert_eq!(via_fast, "");
            }
        });
        assert_eq!(fast_ops, 4);
    }
}
