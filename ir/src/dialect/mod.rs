//! Per-dialect behaviour the generic machinery dispatches to by `Opcode`:
//! custom assembly forms, suggested result names, default-valued
//! properties and which attributes are inherent.
//!
//! Each dialect module exposes `print(p, op) -> bool` (false: use the generic
//! form) and `parse(p, opcode)` for its custom forms.

pub mod arith;
pub mod builtin;
pub mod cf;
pub mod fastmath_prop;
pub mod func;
mod func_verify;
pub mod gpu;
pub mod index;
pub mod llvm;
pub mod math;
pub mod memref;
mod prop_conversion;
mod properties;
pub mod scf;
pub mod spirv;
pub mod tensor;
pub mod ub;
pub mod vector;

use crate::attrs::{AttrData, EnumKind, NamedAttr};
use crate::body::Body;
use crate::context::Context;
use crate::ids::{AttrId, Op};
use crate::opcode::{Dialect, Opcode};
use crate::print::names::Suggestion;
use crate::print::OpPrinter;
pub(crate) use prop_conversion::rejected as rejected_property;
pub(crate) use properties::invalid_properties;
pub use properties::{has_properties, required_attrs};

/// Prints `op` in its dialect's custom form; false when it has none (or
/// cannot be printed in it), so the caller prints the generic form.
pub fn print_custom(p: &mut OpPrinter, op: Op) -> bool {
    let opcode = p.body().op(op).opcode;
    match opcode.dialect() {
        Dialect::Builtin => builtin::print(p, op),
        Dialect::Func => func::print(p, op),
        Dialect::Arith => arith::print(p, op),
        Dialect::Cf => cf::print(p, op),
        Dialect::Memref => memref::print(p, op),
        Dialect::Llvm => llvm::print(p, op),
        Dialect::Scf => scf::print(p, op),
        Dialect::Vector => vector::print(p, op),
        Dialect::Tensor => tensor::print(p, op),
        Dialect::Spirv => spirv::print(p, op),
        Dialect::Gpu => gpu::print(p, op),
        Dialect::Math => math::print(p, op),
        Dialect::Ub => ub::print(p, op),
        Dialect::Index => index::print(p, op),
        _ => false,
    }
}

/// Names an op suggests for its results (`%c0`, `%alloc`, `%sum, %overflow`).
pub fn result_names(ctx: &Context, body: &Body, op: Op) -> Suggestion {
    match body.op(op).opcode.dialect() {
        Dialect::Arith => arith::result_names(ctx, body, op),
        Dialect::Func => func::result_names(ctx, body, op),
        Dialect::Memref => memref::result_names(ctx, body, op),
        Dialect::Llvm => llvm::result_names(ctx, body, op),
        Dialect::Spirv => spirv::result_names(ctx, body, op),
        Dialect::Tensor => tensor::result_names(ctx, body, op),
        Dialect::Math => math::result_names(body, op),
        Dialect::Index => index::result_names(ctx, body, op),
        _ => Suggestion::None,
    }
}

/// What the printer's hot paths ask of every op's opcode, from a table
/// built once: bits 0-1 hold `plain_form_arity`, bit 2 `may_suggest_names`.
#[inline]
fn print_hints(opcode: Opcode) -> u8 {
    static TABLE: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let all = Opcode::all();
        let mut t = vec![0; all.iter().map(|&o| o as usize + 1).max().unwrap_or(0)];
        for &o in all {
            let arity = match o.dialect() {
                Dialect::Arith => arith::plain_form_arity(o),
                Dialect::Llvm => llvm::plain_form_arity(o),
                _ => 0,
            };
            // (An arity the two bits cannot hold is left to the dialect.)
            let arity = if arity > 3 { 0 } else { arity };
            t[o as usize] = arity | (suggests_names(o) as u8) << 2;
        }
        t
    });
    table.get(opcode as usize).copied().unwrap_or(0)
}

/// The operand count of `opcode`'s one-line custom form `name %a, %b : T`
/// (`T` the result's type), which its dialect prints for an op with that
/// many operands, one result and no attributes; 0 when it has none. The
/// printer asks it of every op (`OpPrinter::op`). The form's parser then
/// builds nothing but those operands (all of type `T`) and the result when
/// the line has no flags and no attributes, so the text parser's fast path
/// reads such lines of arity 2 itself (`syntax::ops::binary_line`).
#[inline]
pub fn plain_form_arity(opcode: Opcode) -> usize {
    (print_hints(opcode) & 3) as usize
}

/// Whether `result_names` may suggest a name for `opcode`'s results: a
/// test cheap enough to spare the common op (numbered) the call.
#[inline]
pub fn may_suggest_names(opcode: Opcode) -> bool {
    print_hints(opcode) & 4 != 0
}

/// `may_suggest_names`, as the table is built from.
fn suggests_names(opcode: Opcode) -> bool {
    match opcode.dialect() {
        Dialect::Arith => arith::suggests_names(opcode),
        Dialect::Func => opcode == Opcode::FuncConstant,
        Dialect::Math => opcode == Opcode::MathSincos,
        Dialect::Index => matches!(opcode, Opcode::IndexConstant | Opcode::IndexBoolConstant),
        // (`llvm::result_names` suggests nothing: its ops are numbered.)
        Dialect::Memref | Dialect::Spirv | Dialect::Tensor => true,
        _ => false,
    }
}

/// Whether `name` is an inherent attribute (a property, printed in `<{}>`
/// by the generic form) of a registered op. MLIR's inherent attributes are
/// un-prefixed; discardable ones carry their dialect's prefix.
pub fn is_inherent_attr(opcode: Opcode, name: &str) -> bool {
    if !has_properties(opcode) {
        return false;
    }
    if opcode.dialect() == Dialect::Memref {
        return memref::is_property(opcode, name);
    }
    if opcode.dialect() == Dialect::Llvm {
        return llvm::is_property(opcode, name);
    }
    if opcode.dialect() == Dialect::Func {
        return func::is_property(opcode, name);
    }
    if opcode.dialect() == Dialect::Arith {
        return arith::is_property(opcode, name);
    }
    if opcode.dialect() == Dialect::Gpu {
        return gpu::is_property(opcode, name);
    }
    if opcode.dialect() == Dialect::Math {
        return math::is_property(opcode, name);
    }
    if opcode.dialect() == Dialect::Ub {
        return name == ub::VALUE;
    }
    if opcode.dialect() == Dialect::Index {
        return match opcode {
            Opcode::IndexCmp => name == "pred",
            _ => name == "value",
        };
    }
    match opcode {
        Opcode::CfBr => return false,
        Opcode::CfCondBr => {
            return matches!(name, "branch_weights" | "operandSegmentSizes");
        }
        Opcode::CfSwitch => {
            return matches!(
                name,
                "branch_weights" | "case_operand_segments" | "case_values" | "operandSegmentSizes"
            );
        }
        Opcode::CfAssert => return name == "msg",
        Opcode::CfAssume => return false,
        _ => {}
    }
    if opcode == Opcode::SpirvFunc {
        // Anything else (`workgroup_attributions`...) is discardable.
        return matches!(
            name,
            "sym_name"
                | "function_type"
                | "arg_attrs"
                | "res_attrs"
                | "function_control"
                | "linkage_attributes"
        );
    }
    if opcode == Opcode::SpirvSpecConstant {
        return matches!(name, "sym_name" | "default_value");
    }
    if opcode.dialect() == Dialect::Tensor {
        // tensor.cast, tensor.dim and tensor.extract have no properties.
        return false;
    }
    !name.contains('.')
}

/// Properties MLIR always shows in the generic form, with their defaults.
fn default_properties(ctx: &Context, opcode: Opcode) -> &'static [(&'static str, DefaultValue)] {
    let _ = ctx;
    use DefaultValue::*;
    use Opcode::*;
    match opcode {
        ArithAddi | ArithSubi | ArithMuli | ArithShli | ArithTrunci => {
            &[("overflowFlags", ArithOverflowNone)]
        }
        ArithAddf | ArithSubf | ArithMulf | ArithDivf | ArithRemf | ArithMaximumf
        | ArithMinimumf | ArithMaxnumf | ArithMinnumf | ArithNegf | ArithCmpf => {
            &[("fastmath", ArithFastmathNone)]
        }
        _ if math::has_fastmath(opcode) => &[("fastmath", ArithFastmathNone)],
        UbPoison => &[(ub::VALUE, UbPoisonAttr)],
        _ => &[],
    }
}

#[derive(Copy, Clone)]
enum DefaultValue {
    ArithOverflowNone,
    ArithFastmathNone,
    UbPoisonAttr,
}

impl DefaultValue {
    fn attr(self, ctx: &Context) -> AttrId {
        match self {
            DefaultValue::ArithOverflowNone => ctx.intern_attr(AttrData::Enum {
                kind: EnumKind::ArithOverflow,
                value: 0,
            }),
            DefaultValue::ArithFastmathNone => ctx.intern_attr(AttrData::Enum {
                kind: EnumKind::ArithFastMath,
                value: 0,
            }),
            DefaultValue::UbPoisonAttr => AttrId::UB_POISON,
        }
    }
}

/// Segment properties implied by the successor operand groups, which the IR
/// keeps in the successor list instead of in attributes.
fn derived_segment_attrs(ctx: &Context, body: &Body, op: Op, out: &mut Vec<NamedAttr>) {
    let d = body.op(op);
    let segments = |v: Vec<i128>| {
        ctx.intern_attr(AttrData::DenseArray {
            elem: crate::ids::TypeId::I32,
            values: crate::attrs::DenseValues::Int(v.into()),
        })
    };
    let groups: Vec<i128> = body.successors(op).map(|(_, g)| g.len() as i128).collect();
    let lead = body.non_successor_operands(op).len() as i128;
    match d.opcode {
        Opcode::CfCondBr | Opcode::LlvmCondBr | Opcode::SpirvBranchConditional
            if groups.len() == 2 =>
        {
            out.push(NamedAttr {
                name: ctx.ident(SEGMENTS),
                value: segments(vec![lead, groups[0], groups[1]]),
            });
        }
        Opcode::CfSwitch | Opcode::LlvmSwitch if !groups.is_empty() => {
            let cases: i128 = groups[1..].iter().sum();
            out.push(NamedAttr {
                name: ctx.ident(SEGMENTS),
                value: segments(vec![lead, groups[0], cases]),
            });
            out.push(NamedAttr {
                name: ctx.ident(CASE_SEGMENTS),
                value: segments(groups[1..].to_vec()),
            });
        }
        Opcode::LlvmIndirectbr => {
            out.push(NamedAttr {
                name: ctx.ident(INDIRECT_BRANCH_SEGMENTS),
                value: segments(groups),
            });
        }
        Opcode::LlvmInvoke if groups.len() == 2 => {
            let bundle = llvm_bundle_operands(ctx, d.attrs);
            out.push(NamedAttr {
                name: ctx.ident(SEGMENTS),
                value: segments(vec![lead - bundle, groups[0], groups[1], bundle]),
            });
        }
        // A module read from bytecode written before `llvm.call_intrinsic`
        // derived its segments may still hold them.
        Opcode::LlvmCallIntrinsic if dict_lookup(ctx, d.attrs, SEGMENTS).is_some() => {}
        Opcode::LlvmCall | Opcode::LlvmCallIntrinsic => {
            let bundle = llvm_bundle_operands(ctx, d.attrs);
            out.push(NamedAttr {
                name: ctx.ident(SEGMENTS),
                value: segments(vec![lead - bundle, bundle]),
            });
        }
        _ => {}
    }
}

/// How many trailing operands of an llvm call-like op are operand-bundle
/// operands (the sum of `op_bundle_sizes`).
fn llvm_bundle_operands(ctx: &Context, attrs: AttrId) -> i128 {
    llvm::array_values(ctx, ctx.dict_get(attrs, crate::Ident::OP_BUNDLE_SIZES))
        .map(|v| v.iter().sum())
        .unwrap_or(0)
}

pub const SEGMENTS: &str = "operandSegmentSizes";
pub const CASE_SEGMENTS: &str = "case_operand_segments";
pub const INDIRECT_BRANCH_SEGMENTS: &str = "indbr_operand_segments";

/// Whether `name` is a segment attribute the IR derives from successors
/// for `opcode` (dropped when parsing the generic form).
pub fn is_derived_segment_attr(opcode: Opcode, name: &str) -> bool {
    matches!(
        opcode,
        Opcode::CfCondBr
            | Opcode::LlvmCondBr
            | Opcode::SpirvBranchConditional
            | Opcode::CfSwitch
            | Opcode::LlvmSwitch
            | Opcode::LlvmCall
            | Opcode::LlvmCallIntrinsic
            | Opcode::LlvmInvoke
    ) && (name == SEGMENTS || name == CASE_SEGMENTS)
        || opcode == Opcode::LlvmIndirectbr && name == INDIRECT_BRANCH_SEGMENTS
}

/// The op's attributes with absent default-valued properties filled in, as
/// the generic form prints them.
pub fn attrs_with_defaults(ctx: &Context, body: &Body, op: Op) -> AttrId {
    let d = body.op(op);
    let defaults = default_properties(ctx, d.opcode);
    let llvm_defaults = llvm::default_properties(d.opcode);
    let mut missing: Vec<NamedAttr> = Vec::new();
    derived_segment_attrs(ctx, body, op, &mut missing);
    if defaults.is_empty() && llvm_defaults.is_empty() && missing.is_empty() {
        return d.attrs;
    }
    let entries = ctx.dict_entries(d.attrs);
    let present = |name: &str| entries.iter().any(|e| ctx.str(e.name) == name);
    for &(name, value) in defaults {
        if !present(name) {
            missing.push(NamedAttr {
                name: ctx.ident(name),
                value: value.attr(ctx),
            });
        }
    }
    for &(name, value) in llvm_defaults {
        if !present(name) {
            missing.push(NamedAttr {
                name: ctx.ident(name),
                value: value.attr(ctx),
            });
        }
    }
    if missing.is_empty() {
        return d.attrs;
    }
    missing.extend_from_slice(entries);
    ctx.dict_attr(&missing)
}

/// `attrs_with_defaults` through `cache`, keyed by opcode and attributes:
/// without derived segment sizes the dictionary depends on nothing else,
/// so the generic printer builds (and interns) it once per kind of op
/// rather than once per op.
pub fn attrs_with_defaults_cached(
    ctx: &Context,
    body: &Body,
    op: Op,
    cache: &mut rustc_hash::FxHashMap<(Opcode, AttrId), AttrId>,
) -> AttrId {
    let d = body.op(op);
    let mut derived = Vec::new();
    derived_segment_attrs(ctx, body, op, &mut derived);
    if !derived.is_empty() {
        return attrs_with_defaults(ctx, body, op);
    }
    *cache
        .entry((d.opcode, d.attrs))
        .or_insert_with(|| attrs_with_defaults(ctx, body, op))
}

/// (inputs, results) of an op's builtin `function_type` attribute
/// (`func.func`, `spirv.func`).
pub(crate) fn function_signature(
    ctx: &Context,
    attrs: AttrId,
) -> Option<(&[crate::ids::TypeId], &[crate::ids::TypeId])> {
    match ctx.attr_data(ctx.dict_get(attrs, crate::Ident::FUNCTION_TYPE)?) {
        AttrData::Type(t) => match ctx.type_data(*t) {
            crate::types::TypeData::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        },
        _ => None,
    }
}

/// Reads attribute `name` of a dictionary.
pub fn dict_lookup(ctx: &Context, dict: AttrId, name: &str) -> Option<AttrId> {
    ctx.dict_entries(dict)
        .iter()
        .find(|e| ctx.str(e.name) == name)
        .map(|e| e.value)
}

/// Whether `op` passes `verify_op`, for callers that need no diagnostic.
/// Inlined: the dialects whose ops fill lowered code (arith, llvm) settle
/// their common well-formed op in the dispatch, without a call.
#[inline]
pub fn verify_op_ok(
    ctx: &Context,
    syms: &crate::verify::symbols::Symbols<'_>,
    body_id: crate::ids::BodyId,
    body: &Body,
    op: Op,
) -> bool {
    match body.op(op).opcode.dialect() {
        Dialect::Arith => {
            check_required(ctx, body, op).is_ok() && arith::verify(ctx, body, op).is_ok()
        }
        Dialect::Llvm => {
            check_required(ctx, body, op).is_ok()
                && llvm::verify(ctx, syms, body_id, body, op).is_ok()
        }
        _ => verify_op(ctx, syms, body_id, body, op).is_ok(),
    }
}

/// Per-op constraints of the registered dialects.
pub fn verify_op(
    ctx: &Context,
    syms: &crate::verify::symbols::Symbols<'_>,
    body_id: crate::ids::BodyId,
    body: &Body,
    op: Op,
) -> Result<(), crate::diag::Diag> {
    check_required(ctx, body, op)?;
    match body.op(op).opcode.dialect() {
        Dialect::Func => func_verify::verify(ctx, syms, body_id, body, op),
        Dialect::Arith => arith::verify(ctx, body, op),
        Dialect::Cf => cf::verify(ctx, body, op),
        Dialect::Memref => memref::verify(ctx, syms, body_id, body, op),
        Dialect::Llvm => llvm::verify(ctx, syms, body_id, body, op),
        Dialect::Scf => scf::verify(ctx, body, op),
        Dialect::Vector => vector::verify(ctx, body, op),
        Dialect::Tensor => tensor::verify(ctx, body, op),
        Dialect::Spirv => spirv::verify(ctx, syms, body_id, body, op),
        Dialect::Gpu => gpu::verify(ctx, syms, body_id, body, op),
        Dialect::Math => math::verify(ctx, body, op),
        Dialect::Ub => ub::verify(ctx, body, op),
        Dialect::Index => index::verify(ctx, body, op),
        _ => Ok(()),
    }
}

/// MLIR's check that the op holds the inherent attributes its ODS
/// requires (and that stored operand segment sizes add up), made before
/// the op's own checks. A property Strata leaves out
/// of the dictionary when it holds its default (an llvm symbol's
/// `linkage`, a call's `op_bundle_sizes`) cannot be told absent here: the
/// generic form's parser checks those (`missing_required_default`).
#[inline]
fn check_required(ctx: &Context, body: &Body, op: Op) -> Result<(), crate::diag::Diag> {
    let opcode = body.op(op).opcode;
    // (Most ops require nothing: settled without a call.)
    if required_attrs(opcode).is_empty() && !stored_segments_checked(opcode) {
        return Ok(());
    }
    check_required_attrs(ctx, body, op)
}

/// `check_required` of an op that requires attributes or segment sizes.
#[inline(never)]
fn check_required_attrs(ctx: &Context, body: &Body, op: Op) -> Result<(), crate::diag::Diag> {
    let d = body.op(op);
    if stored_segments_checked(d.opcode) {
        let attrs = ctx.dict_entries(d.attrs);
        if let Some(msg) = segments_total_mismatch(ctx, attrs, body.operands(op).len()) {
            return Err(crate::verify::op_error(ctx, body, op, msg));
        }
    }
    let required = required_attrs(d.opcode);
    if required.is_empty() {
        return Ok(());
    }
    let entries = ctx.dict_entries(d.attrs);
    for &name in required {
        // (Present: the common case, settled by one scan of the entries.)
        if entries.iter().any(|e| e.name == name) {
            continue;
        }
        let name = ctx.str(name);
        let defaulted = llvm::default_properties(d.opcode)
            .iter()
            .any(|(n, _)| *n == name);
        if !defaulted && !is_derived_segment_attr(d.opcode, name) {
            return Err(crate::verify::op_error(
                ctx,
                body,
                op,
                format!("requires attribute '{name}'"),
            ));
        }
    }
    Ok(())
}

/// The required attribute a generic op's `attrs` lack that Strata would
/// read as its default (see `check_required`), when it is the first one
/// absent in the order MLIR's verifier checks them (an earlier absent one
/// is the verifier's error).
pub(crate) fn missing_required_default(
    opcode: Opcode,
    attrs: &[NamedAttr],
) -> Option<&'static str> {
    let first_absent = required_attrs(opcode)
        .iter()
        .find(|&&name| !attrs.iter().any(|a| a.name == name))?;
    let first_absent = crate::attr_names::text(*first_absent)?;
    let defaulted = llvm::default_properties(opcode)
        .iter()
        .any(|(n, _)| *n == first_absent);
    (defaulted || is_derived_segment_attr(opcode, first_absent)).then_some(first_absent)
}

/// MLIR's check of a generic op's `operandSegmentSizes` against its
/// operand count, for the ops whose segments Strata derives from the
/// successor lists (and so checks only here): an absent one counts none.
pub(crate) fn segments_mismatch(
    ctx: &Context,
    opcode: Opcode,
    attrs: &[NamedAttr],
    num_operands: usize,
) -> Option<String> {
    if !is_derived_segment_attr(opcode, SEGMENTS) {
        return None;
    }
    let msg = segments_total_mismatch(ctx, attrs, num_operands)?;
    Some(format!("'{}' op {msg}", opcode.name()))
}

/// The ops whose `operandSegmentSizes` Strata keeps and the verifier
/// checks against the operand count in the words of MLIR's trait (before
/// the op's own checks, which assume the sizes add up).
fn stored_segments_checked(opcode: Opcode) -> bool {
    matches!(
        opcode,
        Opcode::MemrefAlloc
            | Opcode::MemrefAlloca
            | Opcode::MemrefReinterpretCast
            | Opcode::MemrefSubview
    )
}

/// A generic op of `stored_segments_checked` kind without
/// `operandSegmentSizes` gets all-zero sizes, as MLIR's properties (one
/// entry per operand group) hold when the key is absent: the op then
/// prints in its custom form, and in generic form with the sizes.
pub(crate) fn default_stored_segments(ctx: &Context, opcode: Opcode, attrs: &mut Vec<NamedAttr>) {
    let groups = match opcode {
        Opcode::MemrefAlloc | Opcode::MemrefAlloca => 2,
        Opcode::MemrefReinterpretCast | Opcode::MemrefSubview => 4,
        _ => return,
    };
    if attrs.iter().any(|a| ctx.str(a.name) == SEGMENTS) {
        return;
    }
    let value = ctx.intern_attr(AttrData::DenseArray {
        elem: crate::TypeId::I32,
        values: crate::attrs::DenseValues::Int(vec![0; groups].into()),
    });
    attrs.push(NamedAttr {
        name: ctx.ident(SEGMENTS),
        value,
    });
}

/// MLIR's `AttrSizedOperandSegments` error (after the op's name) when `attrs`' operand segment
/// sizes (absent: none) do not add up to `num_operands`.
fn segments_total_mismatch(
    ctx: &Context,
    attrs: &[NamedAttr],
    num_operands: usize,
) -> Option<String> {
    let sizes = attrs.iter().rev().find(|a| ctx.str(a.name) == SEGMENTS);
    let total: i128 = match sizes.map(|a| ctx.attr_data(a.value)) {
        Some(AttrData::DenseArray {
            values: crate::attrs::DenseValues::Int(v),
            ..
        }) => v.iter().sum(),
        None => 0,
        // (Of another kind: the properties' conversion rejects it.)
        Some(_) => return None,
    };
    (total != num_operands as i128).then(|| {
        format!(
            "operand count ({num_operands}) does not match with the total size ({total}) specified in attribute '{SEGMENTS}'"
        )
    })
}

/// mlir-opt's error for a custom form the op's dialect does not know.
pub(crate) fn unknown_custom_op(loc: &crate::diag::SrcLoc, opcode: Opcode) -> crate::diag::Diag {
    crate::diag::Diag::error(
        loc.clone(),
        format!("custom op '{}' is unknown", opcode.name()),
    )
}

/// Parses the custom form of `opcode` (its name already consumed).
/// (Inlined into the op parser: it only picks the dialect's parser.)
#[inline]
pub fn parse_custom(
    p: &mut crate::syntax::ops::OpParser,
    opcode: Opcode,
    state: &mut crate::syntax::ops::OpState,
    loc: &crate::diag::SrcLoc,
) -> crate::diag::DResult<()> {
    match opcode.dialect() {
        Dialect::Builtin => builtin::parse(p, opcode, state, loc),
        Dialect::Func => func::parse(p, opcode, state, loc),
        Dialect::Arith => arith::parse(p, opcode, state, loc),
        Dialect::Cf => cf::parse(p, opcode, state, loc),
        Dialect::Memref => memref::parse(p, opcode, state, loc),
        Dialect::Llvm => llvm::parse(p, opcode, state, loc),
        Dialect::Scf => scf::parse(p, opcode, state, loc),
        Dialect::Vector => vector::parse(p, opcode, state, loc),
        Dialect::Tensor => tensor::parse(p, opcode, state, loc),
        Dialect::Spirv => spirv::parse(p, opcode, state, loc),
        Dialect::Gpu => gpu::parse(p, opcode, state, loc),
        Dialect::Math => math::parse(p, opcode, state, loc),
        Dialect::Ub => ub::parse(p, opcode, state, loc),
        Dialect::Index => index::parse(p, opcode, state, loc),
        _ => Err(crate::diag::Diag::error(
            loc.clone(),
            format!("custom form of '{}' cannot be parsed", opcode.name()),
        )),
    }
}

/// Whether `op` has two operands and one result, all of one type whose id
/// is below `bound` (`TypeId::SCALAR_INT_END` or
/// `TypeId::SCALAR_INT_OR_INDEX_END`): for an integer binary op whose
/// dialect gives that bound, everything its verifier checks.
#[inline]
pub(crate) fn same_type_binary_below(body: &Body, op: Op, bound: u32) -> bool {
    let d = body.op(op);
    let [a, b] = body.operands(op) else {
        return false;
    };
    if d.num_results != 1 {
        return false;
    }
    let res = body.value_type(d.first_result);
    body.value_type(*a) == res && body.value_type(*b) == res && res.0 < bound
}

/// How many of the trailing operands go to each successor, for an op
/// parsed in the generic form (where the grouping is only implied by
/// `operandSegmentSizes` and `case_operand_segments`).
pub fn successor_operand_counts(
    ctx: &Context,
    opcode: Opcode,
    state: &crate::syntax::ops::OpState,
    num_successors: usize,
) -> Vec<u32> {
    let segments = |name: &str| -> Vec<u32> {
        match state.get_attr(ctx, name).map(|a| ctx.attr_data(a)) {
            Some(AttrData::DenseArray {
                values: crate::attrs::DenseValues::Int(v),
                ..
            }) => v.iter().map(|&x| x.max(0) as u32).collect(),
            _ => Vec::new(),
        }
    };
    let total = state.operands.len() as u32;
    let mut counts = match opcode {
        Opcode::CfBr | Opcode::LlvmBr | Opcode::SpirvBranch => vec![total],
        Opcode::LlvmInvoke => {
            let s = segments("operandSegmentSizes");
            if s.len() == 4 {
                vec![s[1], s[2]]
            } else {
                Vec::new()
            }
        }
        Opcode::CfCondBr | Opcode::LlvmCondBr | Opcode::SpirvBranchConditional => {
            let s = segments("operandSegmentSizes");
            if s.len() == 3 {
                vec![s[1], s[2]]
            } else {
                Vec::new()
            }
        }
        Opcode::LlvmIndirectbr => segments(INDIRECT_BRANCH_SEGMENTS),
        Opcode::CfSwitch | Opcode::LlvmSwitch => {
            let s = segments("operandSegmentSizes");
            let mut v = Vec::new();
            if s.len() == 3 {
                v.push(s[1]);
                v.extend(segments("case_operand_segments"));
            }
            v
        }
        _ => Vec::new(),
    };
    counts.resize(num_successors, 0);
    // Never claim more operands than exist.
    let sum: u32 = counts.iter().sum();
    if sum > total {
        counts.iter_mut().for_each(|c| *c = 0);
    }
    counts
}
