//! Printing the memref ops' custom forms as `mlir-opt` 22 does. Any op
//! whose operands or attributes do not fit its form prints generically.

use super::{dense_ints, form, int_value, Form, ATOMIC_RMW_KINDS, SEGMENTS};
use super::{STATIC_OFFSETS, STATIC_OUTPUT_SHAPE, STATIC_SIZES, STATIC_STRIDES};
use crate::attrs::AttrData;
use crate::ids::{Op, Value};
use crate::opcode::Dialect;
use crate::print::OpPrinter;
use crate::types::DYNAMIC;

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let Some(form) = form(p.body().op(op).opcode) else {
        return false;
    };
    // Check the shape first, print second: a custom form that bails out
    // half-way would leave a partial line.
    if !fits(p, op, form) {
        return false;
    }
    print_form(p, op, form);
    true
}

/// Whether the op's operands, results and attributes fit its custom form.
fn fits(p: &OpPrinter, op: Op, form: Form) -> bool {
    let ctx = p.ctx;
    let body = p.body();
    let d = body.op(op);
    let n_ops = body.operands(op).len();
    let n_res = d.num_results as usize;
    let n_regions = body.regions(op).len();
    let attr = |name: &str| p.get_attr(op, name);
    let seg_ok = |n: usize| {
        dense_ints(ctx, attr(SEGMENTS))
            .is_some_and(|s| s.len() == n && s.iter().sum::<i128>() == n_ops as i128)
    };
    let mixed_ok = |name: &str, dynamic: Option<&[Value]>| {
        let (Some(statics), Some(dynamic)) = (dense_ints(ctx, attr(name)), dynamic) else {
            return false;
        };
        statics.iter().filter(|&&v| v == DYNAMIC as i128).count() == dynamic.len()
    };
    use Form::*;
    match form {
        Alloc => n_res == 1 && seg_ok(2),
        AllocaScope => n_regions == 1,
        ScopeReturn => n_res == 0,
        AtomicYield | Unary => n_ops == 1 && n_res <= 1,
        Cast => n_ops == 1 && n_res == 1,
        Load => n_ops >= 1 && n_res == 1,
        Store | Copy => n_ops >= 2 && n_res == 0,
        Dim => n_ops == 2 && n_res == 1,
        ReinterpretCast | Subview => {
            n_res == 1
                && seg_ok(4)
                && mixed_ok(STATIC_OFFSETS, super::segment(ctx, body, op, 1))
                && mixed_ok(STATIC_SIZES, super::segment(ctx, body, op, 2))
                && mixed_ok(STATIC_STRIDES, super::segment(ctx, body, op, 3))
        }
        View => n_ops >= 2 && n_res == 1,
        GetGlobal => {
            n_res == 1
                && attr("name")
                    .is_some_and(|a| matches!(ctx.attr_data(a), AttrData::SymbolRef { .. }))
        }
        Global => {
            attr("sym_name").is_some_and(|a| matches!(ctx.attr_data(a), AttrData::String { .. }))
                && attr("type").is_some_and(|a| matches!(ctx.attr_data(a), AttrData::Type(_)))
                && n_ops == 0
                && n_res == 0
        }
        Extract => n_ops == 1 && n_res >= 1,
        CollapseShape => {
            n_ops == 1 && n_res == 1 && super::reassociation(ctx, attr("reassociation")).is_some()
        }
        ExpandShape => {
            n_ops >= 1
                && n_res == 1
                && super::reassociation(ctx, attr("reassociation")).is_some()
                && mixed_ok(STATIC_OUTPUT_SHAPE, body.operands(op).get(1..))
        }
        AtomicRmw => {
            n_ops >= 2
                && n_res == 1
                && int_value(ctx, attr("kind"))
                    .is_some_and(|k| (k as u128) < ATOMIC_RMW_KINDS.len() as u128)
        }
        GenericAtomicRmw => n_ops >= 1 && n_res == 1 && n_regions == 1,
        Transpose => {
            n_ops == 1
                && n_res == 1
                && attr("permutation")
                    .is_some_and(|a| matches!(ctx.attr_data(a), AttrData::AffineMap(_)))
        }
        Prefetch => {
            n_ops >= 1
                && matches!(
                    attr("isWrite").map(|a| ctx.attr_data(a)),
                    Some(AttrData::Bool(_))
                )
                && matches!(
                    attr("isDataCache").map(|a| ctx.attr_data(a)),
                    Some(AttrData::Bool(_))
                )
                && int_value(ctx, attr("localityHint")).is_some()
        }
        AssumeAlignment => n_ops == 1 && int_value(ctx, attr("alignment")).is_some(),
        Realloc => (n_ops == 1 || n_ops == 2) && n_res == 1,
        Reshape => n_ops == 2 && n_res == 1,
        DmaStart => dma_start_split(p, op).is_some(),
        DmaWait => n_ops >= 2 && n_res == 0,
    }
}

fn print_form(p: &mut OpPrinter, op: Op, form: Form) {
    let ctx = p.ctx;
    let body = p.body();
    let d = body.op(op);
    let attrs = d.attrs;
    let operands = body.operands(op);
    let result_ty = |i: u32| body.value_type(body.result(op, i));
    p.op_name(op);
    use Form::*;
    match form {
        Alloc => {
            let dynamic = super::segment(ctx, body, op, 0).unwrap_or(&[]);
            let symbols = super::segment(ctx, body, op, 1).unwrap_or(&[]);
            p.push("(");
            p.values(dynamic);
            p.push(")");
            if !symbols.is_empty() {
                p.push("[");
                p.values(symbols);
                p.push("]");
            }
            p.attr_dict(attrs, &[SEGMENTS]);
            p.push(" : ");
            p.ty(result_ty(0));
        }
        AllocaScope => {
            // MLIR prints a space before the optional arrow and another
            // before the region, hence the double space without results.
            p.push(" ");
            let results: Vec<_> = body.results(op).map(|v| body.value_type(v)).collect();
            if !results.is_empty() {
                p.push(" -> (");
                p.types(results.iter().copied());
                p.push(")");
            }
            p.push(" ");
            let region = body.regions(op)[0];
            let terminators = !results.is_empty() || !implicit_terminator(p, region);
            let id = p.body_id;
            p.with_body(id, Dialect::Unknown, |p| {
                p.region(region, false, terminators)
            });
            p.attr_dict(attrs, &[]);
        }
        ScopeReturn => {
            p.attr_dict(attrs, &[]);
            if !operands.is_empty() {
                p.push(" ");
                p.values(operands);
                p.push(" : ");
                p.value_types(operands);
            }
        }
        AtomicYield | Unary => {
            p.push(" ");
            p.value(operands[0]);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
        }
        Load => {
            p.push(" ");
            memref_and_indices(p, operands);
            p.attr_dict(attrs, &elided_nontemporal(p, op));
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
        }
        Store => {
            p.push(" ");
            p.value(operands[0]);
            p.push(", ");
            memref_and_indices(p, &operands[1..]);
            p.attr_dict(attrs, &elided_nontemporal(p, op));
            p.push(" : ");
            p.ty(body.value_type(operands[1]));
        }
        Dim => {
            p.attr_dict(attrs, &[]);
            p.push(" ");
            p.values(operands);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
        }
        Cast => p.cast_form(op, attrs),
        Copy => {
            p.push(" ");
            p.values(&operands[..2]);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" to ");
            p.ty(body.value_type(operands[1]));
        }
        ReinterpretCast | Subview => {
            p.push(" ");
            p.value(operands[0]);
            let lists = [
                (STATIC_OFFSETS, "offset: ", 1),
                (STATIC_SIZES, "sizes: ", 2),
                (STATIC_STRIDES, "strides: ", 3),
            ];
            for (i, (name, label, seg)) in lists.into_iter().enumerate() {
                if form == ReinterpretCast {
                    p.push(if i == 0 { " to " } else { ", " });
                    p.push(label);
                } else if i > 0 {
                    p.push(" ");
                }
                let statics = dense_ints(ctx, p.get_attr(op, name)).unwrap_or(&[]);
                let dynamic = super::segment(ctx, body, op, seg).unwrap_or(&[]);
                dynamic_index_list(p, dynamic, statics);
            }
            p.attr_dict(
                attrs,
                &[SEGMENTS, STATIC_OFFSETS, STATIC_SIZES, STATIC_STRIDES],
            );
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" to ");
            p.ty(result_ty(0));
        }
        View => {
            p.push(" ");
            p.value(operands[0]);
            p.push("[");
            p.value(operands[1]);
            p.push("][");
            p.values(&operands[2..]);
            p.push("]");
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" to ");
            p.ty(result_ty(0));
        }
        GetGlobal => {
            p.push(" ");
            if let Some(name) = p.get_attr(op, "name") {
                p.attr(name);
            }
            p.push(" : ");
            p.ty(result_ty(0));
            p.attr_dict(attrs, &["name"]);
        }
        Global => print_global(p, op),
        Extract => {
            p.push(" ");
            p.value(operands[0]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" -> ");
            p.types(body.results(op).map(|v| body.value_type(v)));
            p.attr_dict(attrs, &[]);
        }
        CollapseShape | ExpandShape => {
            p.push(" ");
            p.value(operands[0]);
            p.push(" ");
            if let Some(r) = p.get_attr(op, "reassociation") {
                p.attr(r);
            }
            if form == ExpandShape {
                p.push(" output_shape ");
                let statics = dense_ints(ctx, p.get_attr(op, STATIC_OUTPUT_SHAPE)).unwrap_or(&[]);
                dynamic_index_list(p, &operands[1..], statics);
            }
            p.attr_dict(attrs, &["reassociation", STATIC_OUTPUT_SHAPE]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" into ");
            p.ty(result_ty(0));
        }
        AtomicRmw => {
            let kind = int_value(ctx, p.get_attr(op, "kind")).unwrap_or(0) as usize;
            p.push(" ");
            p.push(ATOMIC_RMW_KINDS[kind]);
            p.push(" ");
            p.value(operands[0]);
            p.push(", ");
            memref_and_indices(p, &operands[1..]);
            p.attr_dict(attrs, &["kind"]);
            p.push(" : (");
            p.value_types(&operands[..2]);
            p.push(") -> ");
            p.ty(result_ty(0));
        }
        GenericAtomicRmw => {
            p.push(" ");
            memref_and_indices(p, operands);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" ");
            let region = body.regions(op)[0];
            let id = p.body_id;
            p.with_body(id, Dialect::Unknown, |p| p.region(region, true, true));
            p.attr_dict(attrs, &[]);
        }
        Transpose => {
            p.push(" ");
            p.value(operands[0]);
            p.push(" ");
            if let Some(AttrData::AffineMap(m)) =
                p.get_attr(op, "permutation").map(|a| ctx.attr_data(a))
            {
                crate::syntax::write_affine_map(m, p.out);
            }
            p.attr_dict(attrs, &["permutation"]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" to ");
            p.ty(result_ty(0));
        }
        Prefetch => {
            let flag = |name: &str| {
                matches!(
                    p.get_attr(op, name).map(|a| ctx.attr_data(a)),
                    Some(AttrData::Bool(true))
                )
            };
            let (write, data) = (flag("isWrite"), flag("isDataCache"));
            let locality = int_value(ctx, p.get_attr(op, "localityHint")).unwrap_or(0);
            p.push(" ");
            memref_and_indices(p, operands);
            p.push(if write { ", write" } else { ", read" });
            p.push(&format!(", locality<{locality}>"));
            p.push(if data { ", data" } else { ", instr" });
            p.attr_dict(attrs, &["isWrite", "isDataCache", "localityHint"]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
        }
        AssumeAlignment => {
            let align = int_value(ctx, p.get_attr(op, "alignment")).unwrap_or(0);
            p.push(" ");
            p.value(operands[0]);
            p.push(&format!(", {align}"));
            p.attr_dict(attrs, &["alignment"]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
        }
        Realloc => {
            p.push(" ");
            p.value(operands[0]);
            if operands.len() == 2 {
                p.push("(");
                p.value(operands[1]);
                p.push(")");
            }
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" to ");
            p.ty(result_ty(0));
        }
        Reshape => {
            p.push(" ");
            p.value(operands[0]);
            p.push("(");
            p.value(operands[1]);
            p.push(")");
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.functional_type(op);
        }
        DmaStart => {
            let Some([src, dst, tag]) = dma_start_split(p, op) else {
                return;
            };
            p.push(" ");
            memref_and_indices(p, src);
            p.push(", ");
            memref_and_indices(p, dst);
            let rest = &operands[src.len() + dst.len()..];
            p.push(", ");
            p.value(rest[0]);
            p.push(", ");
            memref_and_indices(p, tag);
            let strided = &rest[1 + tag.len()..];
            if !strided.is_empty() {
                p.push(", ");
                p.values(strided);
            }
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.value_types(&[src[0], dst[0], tag[0]]);
        }
        DmaWait => {
            p.push(" ");
            memref_and_indices(p, &operands[..operands.len() - 1]);
            p.push(", ");
            p.value(operands[operands.len() - 1]);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
        }
    }
}

/// `memref.global "private" constant @g : memref<2xf32> = dense<...> {attrs}`
fn print_global(p: &mut OpPrinter, op: Op) {
    let ctx = p.ctx;
    let attrs = p.body().op(op).attrs;
    let attr = |name: &str| crate::dialect::dict_lookup(ctx, attrs, name);
    if let Some(AttrData::String { value, .. }) = attr("sym_visibility").map(|a| ctx.attr_data(a)) {
        p.push(" ");
        crate::syntax::print_string_literal(ctx.bytes(*value), p.out);
    }
    if attr("constant").is_some() {
        p.push(" constant");
    }
    p.push(" @");
    if let Some(AttrData::String { value, .. }) = attr("sym_name").map(|a| ctx.attr_data(a)) {
        crate::syntax::print_symbol_name(ctx.bytes(*value), p.out);
    }
    p.push(" : ");
    if let Some(AttrData::Type(t)) = attr("type").map(|a| ctx.attr_data(a)) {
        p.ty(*t);
    }
    if let Some(init) = attr("initial_value") {
        p.push(" = ");
        if matches!(ctx.attr_data(init), AttrData::Unit) {
            p.push("uninitialized");
        } else {
            crate::syntax::print_attr_without_type(ctx, init, p.out);
        }
    }
    p.attr_dict(
        attrs,
        &[
            "sym_visibility",
            "constant",
            "sym_name",
            "type",
            "initial_value",
        ],
    );
}

/// `%m[%i, %j]`
fn memref_and_indices(p: &mut OpPrinter, operands: &[Value]) {
    p.value(operands[0]);
    p.push("[");
    p.values(&operands[1..]);
    p.push("]");
}

/// `[%a, 4, %b]`: static entries, with each dynamic one taken from `dynamic`.
fn dynamic_index_list(p: &mut OpPrinter, dynamic: &[Value], statics: &[i128]) {
    p.push("[");
    let mut next = dynamic.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.push(", ");
        }
        match (s == DYNAMIC as i128, next.clone().next()) {
            (true, Some(&v)) => {
                next.next();
                p.value(v);
            }
            _ => p.push(&s.to_string()),
        }
    }
    p.push("]");
}

/// Load and store drop `nontemporal = false` (its default) from the
/// attribute dictionary, as MLIR elides default-valued attributes.
fn elided_nontemporal(p: &OpPrinter, op: Op) -> [&'static str; 1] {
    match p.get_attr(op, "nontemporal").map(|a| p.ctx.attr_data(a)) {
        Some(AttrData::Bool(false)) => ["nontemporal"],
        _ => [""],
    }
}

/// Whether the region's single block ends in an operand-less,
/// attribute-less `memref.alloca_scope.return` the custom form may leave
/// implicit.
fn implicit_terminator(p: &OpPrinter, region: crate::ids::Region) -> bool {
    let body = p.body();
    let mut blocks = body.region_blocks(region);
    let (Some(b), None) = (blocks.next(), blocks.next()) else {
        return false;
    };
    body.last_op(b).is_some_and(|t| {
        let d = body.op(t);
        d.opcode == crate::opcode::Opcode::MemrefAllocaScopeReturn
            && body.operands(t).is_empty()
            && p.ctx.dict_entries(d.attrs).is_empty()
    })
}

/// The three `memref[indices]` groups of a dma_start, sized by the ranks of
/// the source, destination and tag memrefs.
pub(super) fn dma_start_split<'b>(p: &OpPrinter<'b, '_>, op: Op) -> Option<[&'b [Value]; 3]> {
    let body = p.body();
    let operands = body.operands(op);
    let rank = |v: Value| super::layout::ranked(p.ctx, body.value_type(v)).map(|m| m.shape.len());
    let src_len = 1 + rank(*operands.first()?)?;
    let dst_len = 1 + rank(*operands.get(src_len)?)?;
    let tag_at = src_len + dst_len + 1;
    let tag_len = 1 + rank(*operands.get(tag_at)?)?;
    let rest = operands.len().checked_sub(tag_at + tag_len)?;
    if rest != 0 && rest != 2 {
        return None;
    }
    Some([
        &operands[..src_len],
        &operands[src_len..src_len + dst_len],
        &operands[tag_at..tag_at + tag_len],
    ])
}
