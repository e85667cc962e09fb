//! The `spirv` dialect: custom forms, verifiers and result names of the
//! ops `convert-spirv-to-llvm` lowers. Regular families (binary, unary,
//! comparison, shift and group ops) share one syntax each, chosen by
//! [`family`].
//!
//! Enum attributes (`#spirv.function_control<None>`,
//! `#spirv.storage_class<Function>`, ...) are kept as opaque `spirv`
//! attributes whose body is `mnemonic<Case>`, which is also what the
//! generic form parses them to.

pub mod enums;
pub mod types;

use crate::attrs::AttrData;
use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, BodyId, Ident, Op, TypeId};
use crate::module::Module;
use crate::opcode::{Dialect, Opcode};
use crate::print::OpPrinter;
use crate::syntax::lexer::Tok;
use crate::syntax::ops::{OpParser, OpState};
use crate::syntax::type_text;
use crate::types::{Signedness, TypeData};
use crate::verify::symbols::Symbols;

/// The syntax families of regular ops.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Family {
    /// `%r = op %a, %b : T` (operands and result of type T).
    Binary,
    /// `%r = op %a : T`.
    Unary,
    /// `%r = op %a, %b : T` with a boolean result shaped like T.
    Compare,
    /// `%r = op %a, %b : T, S` (result of type T).
    Shift,
    /// `%r = op <Scope> <GroupOperation> %x : T`.
    Group,
    /// `%r = op <Scope> <GroupOperation> %x [cluster_size(%n)] : T[, N] -> T`.
    NonUniform,
    /// `%r = op %a : T to R`.
    Cast,
    /// `%r = op %a, %b, %c : T` (all of type T).
    Ternary,
    /// `%r = op %base, [%insert,] %offset, %count : T, O, C`.
    BitField,
    Other,
}

pub fn family(op: Opcode) -> Family {
    use Opcode::*;
    match op {
        SpirvIAdd | SpirvISub | SpirvIMul | SpirvSDiv | SpirvUDiv | SpirvSRem | SpirvUMod
        | SpirvFAdd | SpirvFSub | SpirvFMul | SpirvFDiv | SpirvFRem | SpirvBitwiseAnd
        | SpirvBitwiseOr | SpirvBitwiseXor | SpirvGlFMax | SpirvGlFMin | SpirvGlPow
        | SpirvGlSMax | SpirvGlSMin | SpirvGlUMax | SpirvGlUMin | SpirvClPow | SpirvClAtan2
        | SpirvClFmax | SpirvClFmin | SpirvClSMax | SpirvClSMin | SpirvClUMax | SpirvClUMin => {
            Family::Binary
        }
        SpirvFNegate | SpirvSNegate | SpirvNot | SpirvLogicalNot | SpirvBitCount
        | SpirvBitReverse | SpirvGlCeil | SpirvGlCos | SpirvGlCosh | SpirvGlExp | SpirvGlExp2
        | SpirvGlFAbs | SpirvGlFloor | SpirvGlInverseSqrt | SpirvGlLog | SpirvGlLog2
        | SpirvGlRound | SpirvGlRoundEven | SpirvGlSAbs | SpirvGlSin | SpirvGlSinh
        | SpirvGlSqrt | SpirvGlTan | SpirvGlTanh | SpirvClCeil | SpirvClCos | SpirvClCosh
        | SpirvClErf | SpirvClExp | SpirvClExp2 | SpirvClExp10 | SpirvClFabs | SpirvClFloor
        | SpirvClLog | SpirvClLog2 | SpirvClLog10 | SpirvClRint | SpirvClRound | SpirvClRsqrt
        | SpirvClSin | SpirvClSinh | SpirvClSqrt | SpirvClTan | SpirvClTanh | SpirvClAsin
        | SpirvClAcos | SpirvClAtan | SpirvClTrunc | SpirvClSAbs => Family::Unary,
        SpirvBitcast
        | SpirvConvertFToS
        | SpirvConvertFToU
        | SpirvConvertSToF
        | SpirvConvertUToF
        | SpirvFConvert
        | SpirvSConvert
        | SpirvUConvert
        | SpirvConvertPtrToU
        | SpirvConvertUToPtr
        | SpirvPtrCastToGeneric
        | SpirvGenericCastToPtr
        | SpirvGenericCastToPtrExplicit => Family::Cast,
        SpirvGlFma | SpirvClFma | SpirvClMix => Family::Ternary,
        SpirvBitFieldInsert | SpirvBitFieldSExtract | SpirvBitFieldUExtract => Family::BitField,
        SpirvLogicalEqual
        | SpirvLogicalNotEqual
        | SpirvLogicalAnd
        | SpirvLogicalOr
        | SpirvIEqual
        | SpirvINotEqual
        | SpirvSGreaterThan
        | SpirvSGreaterThanEqual
        | SpirvSLessThan
        | SpirvSLessThanEqual
        | SpirvUGreaterThan
        | SpirvUGreaterThanEqual
        | SpirvULessThan
        | SpirvULessThanEqual
        | SpirvFOrdEqual
        | SpirvFOrdNotEqual
        | SpirvFOrdGreaterThan
        | SpirvFOrdGreaterThanEqual
        | SpirvFOrdLessThan
        | SpirvFOrdLessThanEqual
        | SpirvFUnordEqual
        | SpirvFUnordNotEqual
        | SpirvFUnordGreaterThan
        | SpirvFUnordGreaterThanEqual
        | SpirvFUnordLessThan
        | SpirvFUnordLessThanEqual => Family::Compare,
        SpirvShiftLeftLogical | SpirvShiftRightArithmetic | SpirvShiftRightLogical => Family::Shift,
        SpirvGroupFAdd | SpirvGroupFMax | SpirvGroupFMin | SpirvGroupIAdd | SpirvGroupSMax
        | SpirvGroupSMin | SpirvGroupUMax | SpirvGroupUMin => Family::Group,
        SpirvGroupNonUniformIAdd
        | SpirvGroupNonUniformFAdd
        | SpirvGroupNonUniformIMul
        | SpirvGroupNonUniformFMul
        | SpirvGroupNonUniformSMin
        | SpirvGroupNonUniformUMin
        | SpirvGroupNonUniformFMin
        | SpirvGroupNonUniformSMax
        | SpirvGroupNonUniformUMax
        | SpirvGroupNonUniformFMax
        | SpirvGroupNonUniformBitwiseAnd
        | SpirvGroupNonUniformBitwiseOr
        | SpirvGroupNonUniformBitwiseXor
        | SpirvGroupNonUniformLogicalAnd
        | SpirvGroupNonUniformLogicalOr
        | SpirvGroupNonUniformLogicalXor => Family::NonUniform,
        _ => Family::Other,
    }
}

// ---- enum attributes ----

/// `#spirv.<mnemonic><<case>>` as an opaque attribute.
pub fn enum_attr(ctx: &Context, mnemonic: &str, case: &str) -> AttrId {
    ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("spirv"),
        body: ctx.ident(&format!("{mnemonic}<{case}>")),
    })
}

/// The case text of a `#spirv.<mnemonic><...>` attribute.
pub fn enum_case<'c>(ctx: &'c Context, attr: AttrId, mnemonic: &str) -> Option<&'c str> {
    match ctx.attr_data(attr) {
        AttrData::Opaque { dialect, body } if ctx.str(*dialect) == "spirv" => ctx
            .str(*body)
            .strip_prefix(mnemonic)?
            .strip_prefix('<')?
            .strip_suffix('>'),
        _ => None,
    }
}

/// The body of a `#spirv.*<...>` attribute (kept as text) with MLIR's
/// spacing: `, ` after commas, ` = ` around `=`, none inside brackets.
/// Bodies with `:` (typed values) or of other dialects are left alone.
pub fn canonical_attr_body(dialect: &str, body: &str) -> Option<String> {
    if dialect != "spirv" || body.contains(':') {
        return None;
    }
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars().peekable();
    // Whether the last emitted token was a word (needs a space before the
    // next word).
    let mut last_word = false;
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {}
            '"' => {
                if last_word {
                    out.push(' ');
                }
                out.push('"');
                while let Some(d) = chars.next() {
                    out.push(d);
                    if d == '\\' {
                        if let Some(e) = chars.next() {
                            out.push(e);
                        }
                    } else if d == '"' {
                        break;
                    }
                }
                last_word = true;
            }
            ',' => {
                out.push_str(", ");
                last_word = false;
            }
            '=' => {
                while out.ends_with(' ') {
                    out.pop();
                }
                out.push_str(" = ");
                last_word = false;
            }
            '<' | '>' | '[' | ']' | '(' | ')' | '|' => {
                out.push(c);
                last_word = false;
            }
            _ => {
                if last_word {
                    out.push(' ');
                }
                out.push(c);
                while let Some(&d) = chars.peek() {
                    if d.is_whitespace() || "\",=<>[]()|".contains(d) {
                        break;
                    }
                    out.push(d);
                    chars.next();
                }
                last_word = true;
            }
        }
    }
    Some(out)
}

/// `#spirv.resource_limits<..>` entries MLIR leaves out of its text
/// because they hold the parameter's default value (the workgroup size's
/// default is an `i32` array, which the written `[128, 128, 64]` is not).
const RESOURCE_LIMIT_DEFAULTS: [&str; 3] = [
    "max_compute_shared_memory_size = 16384",
    "max_compute_workgroup_invocations = 128",
    "subgroup_size = 32",
];

/// `text` (a canonical `#spirv.*` attribute, `name<body>`) with the
/// default-valued entries of every `resource_limits<..>` in it dropped.
pub fn elide_resource_limit_defaults(text: &str) -> String {
    const KEY: &str = "resource_limits<";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(KEY) {
        let open = at + KEY.len();
        out.push_str(&rest[..open]);
        // The entries up to the matching `>`, split at top-level commas.
        let b = rest.as_bytes();
        let (mut depth, mut end, mut starts) = (0i32, None, vec![open]);
        for (i, &c) in b.iter().enumerate().skip(open) {
            match c {
                b'<' | b'[' | b'(' => depth += 1,
                b'>' | b']' | b')' if depth == 0 => {
                    end = Some(i);
                    break;
                }
                b'>' | b']' | b')' => depth -= 1,
                b',' if depth == 0 => starts.push(i + 1),
                _ => {}
            }
        }
        let Some(end) = end else {
            out.push_str(&rest[open..]);
            return out;
        };
        let mut kept: Vec<&str> = Vec::new();
        for (k, &st) in starts.iter().enumerate() {
            let stop = starts.get(k + 1).map_or(end, |&n| n - 1);
            let entry = rest[st..stop].trim();
            if !entry.is_empty() && !RESOURCE_LIMIT_DEFAULTS.contains(&entry) {
                kept.push(entry);
            }
        }
        out.push_str(&kept.join(", "));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

fn string_of(ctx: &Context, a: AttrId) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::String { value, .. } => Some(ctx.str(*value)),
        _ => None,
    }
}

/// The op's `#spirv.<mnemonic><case>` attribute `name`, as its case.
fn case_of<'c>(ctx: &'c Context, attrs: AttrId, name: &str, mnemonic: &str) -> Option<&'c str> {
    enum_case(ctx, super::dict_lookup(ctx, attrs, name)?, mnemonic)
}

// ---- types ----

/// The boolean type shaped like `t` (`i1` or `vector<..xi1>`).
pub fn bool_like(ctx: &Context, t: TypeId) -> TypeId {
    match ctx.type_data(t) {
        TypeData::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: TypeId::I1,
        }),
        _ => TypeId::I1,
    }
}

/// The type reached from composite `t` by `indices`.
pub fn composite_element(ctx: &Context, t: TypeId, indices: &[i64]) -> Option<TypeId> {
    let mut t = t;
    for &i in indices {
        t = match ctx.type_data(t) {
            TypeData::Vector { shape, elem, .. } if shape.len() == 1 => {
                (i >= 0 && i < shape[0]).then_some(*elem)?
            }
            TypeData::SpirvArray { len, elem, .. } => {
                (i >= 0 && i < *len as i64).then_some(*elem)?
            }
            TypeData::SpirvRtArray { elem, .. } => (i >= 0).then_some(*elem)?,
            TypeData::SpirvStruct { members, .. } => *members.get(usize::try_from(i).ok()?)?,
            _ => return None,
        };
    }
    Some(t)
}

/// The first index of `indices` that does not select a member.
fn first_bad_index(ctx: &Context, t: TypeId, indices: &[i64]) -> Option<i64> {
    (1..=indices.len())
        .find(|&n| composite_element(ctx, t, &indices[..n]).is_none())
        .map(|n| indices[n - 1])
}

/// Integer values of an array attribute (`[1 : i32, 3 : i32]`).
pub fn int_array(ctx: &Context, a: AttrId) -> Option<Vec<i64>> {
    match ctx.attr_data(a) {
        AttrData::Array(items) => items
            .iter()
            .map(|&x| match ctx.attr_data(x) {
                AttrData::Integer { value, .. } => i64::try_from(*value).ok(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

// ---- printing ----

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let body = p.body();
    let d = body.op(op);
    let attrs = d.attrs;
    let operands = body.operands(op);
    let result_ty = body.results(op).next().map(|v| body.value_type(v));
    match (family(d.opcode), result_ty) {
        (Family::Binary | Family::Compare, Some(_)) if operands.len() == 2 => {
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            return true;
        }
        (Family::Ternary, Some(_)) if operands.len() == 3 => {
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            return true;
        }
        (Family::Cast, Some(t)) if operands.len() == 1 => {
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" to ");
            p.ty(t);
            return true;
        }
        (Family::BitField, Some(_)) if operands.len() >= 3 => {
            let n = operands.len();
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(", ");
            p.ty(body.value_type(operands[n - 2]));
            p.push(", ");
            p.ty(body.value_type(operands[n - 1]));
            return true;
        }
        (Family::Unary, Some(_)) if operands.len() == 1 => {
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            return true;
        }
        (Family::Shift, Some(_)) if operands.len() == 2 => {
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.value_types(operands);
            return true;
        }
        // `<scope> <op> %v [cluster_size(%n)] : T -> R` (non-uniform) and
        // `<scope> <op> %v : R` (group).
        (fam @ (Family::NonUniform | Family::Group), Some(t))
            if !operands.is_empty()
                && operands.len() <= if fam == Family::NonUniform { 2 } else { 1 } =>
        {
            let (Some(scope), Some(group)) = (
                case_of(p.ctx, attrs, "execution_scope", "scope"),
                case_of(p.ctx, attrs, "group_operation", "group_operation"),
            ) else {
                return false;
            };
            p.op_name(op);
            p.push(" <");
            p.push(scope);
            p.push("> <");
            p.push(group);
            p.push("> ");
            p.value(operands[0]);
            if let Some(&n) = operands.get(1) {
                p.push(" cluster_size(");
                p.value(n);
                p.push(")");
            }
            p.attr_dict(attrs, &["execution_scope", "group_operation"]);
            p.push(" : ");
            if fam == Family::NonUniform {
                p.value_types(operands);
                p.push(" -> ");
            }
            p.ty(t);
            return true;
        }
        (Family::Other, _) => {}
        _ => return false,
    }
    print_other(p, op)
}

fn print_other(p: &mut OpPrinter, op: Op) -> bool {
    let body = p.body();
    let d = body.op(op);
    let attrs = d.attrs;
    let ctx = p.ctx;
    let operands = body.operands(op);
    let results: Vec<TypeId> = body.results(op).map(|v| body.value_type(v)).collect();
    match d.opcode {
        Opcode::SpirvModule => print_module(p, op),
        Opcode::SpirvFunc => print_func(p, op),
        Opcode::SpirvReturn | Opcode::SpirvMerge => {
            p.op_name(op);
            p.attr_dict(attrs, &[]);
            true
        }
        Opcode::SpirvReturnValue if operands.len() == 1 => {
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            true
        }
        Opcode::SpirvGlobalVariable => {
            let (Some(name), Some(AttrData::Type(t))) = (
                ctx.dict_get(attrs, crate::Ident::SYM_NAME)
                    .and_then(|a| string_of(ctx, a)),
                super::dict_lookup(ctx, attrs, "type").map(|a| ctx.attr_data(a)),
            ) else {
                return false;
            };
            let t = *t;
            p.op_name(op);
            p.push(" @");
            crate::syntax::print_symbol_name(name, p.out);
            let mut elided = vec!["sym_name", "type"];
            if let Some(init) = super::dict_lookup(ctx, attrs, "initializer") {
                p.push(" initializer(");
                p.attr(init);
                p.push(")");
                elided.push("initializer");
            }
            let set = super::dict_lookup(ctx, attrs, "descriptor_set");
            let binding = super::dict_lookup(ctx, attrs, "binding");
            if let (Some(s), Some(b)) = (set, binding) {
                let int = |a: AttrId| match ctx.attr_data(a) {
                    AttrData::Integer { value, .. } => value.to_string(),
                    _ => "?".into(),
                };
                p.push(" bind(");
                p.push(&int(s));
                p.push(", ");
                p.push(&int(b));
                p.push(")");
                elided.extend(["descriptor_set", "binding"]);
            }
            if let Some(b) = super::dict_lookup(ctx, attrs, "built_in") {
                p.push(" built_in(");
                p.attr(b);
                p.push(")");
                elided.push("built_in");
            }
            p.attr_dict(attrs, &elided);
            p.push(" : ");
            p.ty(t);
            true
        }
        Opcode::SpirvAddressof if results.len() == 1 => {
            let Some(var) = super::dict_lookup(ctx, attrs, "variable") else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.attr(var);
            p.attr_dict(attrs, &["variable"]);
            p.push(" : ");
            p.ty(results[0]);
            true
        }
        Opcode::SpirvVariable if results.len() == 1 && operands.len() <= 1 => {
            p.op_name(op);
            if let Some(&init) = operands.first() {
                p.push(" init(");
                p.value(init);
                p.push(")");
            }
            p.attr_dict(attrs, &["storage_class"]);
            p.push(" : ");
            p.ty(results[0]);
            true
        }
        Opcode::SpirvConstant if results.len() == 1 => {
            let Some(v) = ctx.dict_get(attrs, crate::Ident::VALUE) else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.attr(v);
            p.attr_dict(attrs, &["value"]);
            true
        }
        Opcode::SpirvUndef if results.len() == 1 => {
            p.op_name(op);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(results[0]);
            true
        }
        Opcode::SpirvBranch if body.num_successors(op) == 1 => {
            let (b, ops) = body.successors(op).next().expect("one successor");
            p.op_name(op);
            p.push(" ");
            p.successor_with_operands(b, ops);
            p.attr_dict(attrs, &[]);
            true
        }
        Opcode::SpirvBranchConditional => {
            let cond = body.non_successor_operands(op);
            if body.num_successors(op) != 2 || cond.len() != 1 {
                return false;
            }
            p.op_name(op);
            p.push(" ");
            p.value(cond[0]);
            if let Some(w) = ctx
                .dict_get(attrs, crate::Ident::BRANCH_WEIGHTS)
                .and_then(|w| int_array(ctx, w))
            {
                let text: Vec<String> = w.iter().map(|x| x.to_string()).collect();
                p.push(" [");
                p.push(&text.join(", "));
                p.push("]");
            }
            for (b, ops) in body.successors(op) {
                p.push(", ");
                p.successor_with_operands(b, ops);
            }
            p.attr_dict(attrs, &["branch_weights"]);
            true
        }
        Opcode::SpirvSelection | Opcode::SpirvLoop => {
            let (name, mnemonic) = if d.opcode == Opcode::SpirvSelection {
                ("selection_control", "selection_control")
            } else {
                ("loop_control", "loop_control")
            };
            let regions = body.regions(op);
            if regions.len() != 1 || !results.is_empty() {
                return false;
            }
            let r = regions[0];
            p.op_name(op);
            if let Some(c) = case_of(ctx, attrs, name, mnemonic).filter(|c| *c != "None") {
                p.push(" control(");
                p.push(c);
                p.push(")");
            }
            p.push(" ");
            p.region(r, true, true);
            p.attr_dict(attrs, &[name]);
            true
        }
        Opcode::SpirvSpecConstant => {
            let (Some(name), Some(v)) = (
                ctx.dict_get(attrs, crate::Ident::SYM_NAME)
                    .and_then(|a| string_of(ctx, a)),
                super::dict_lookup(ctx, attrs, "default_value"),
            ) else {
                return false;
            };
            p.op_name(op);
            p.push(" @");
            crate::syntax::print_symbol_name(name, p.out);
            if let Some(AttrData::Integer { value, .. }) =
                super::dict_lookup(ctx, attrs, "spec_id").map(|a| ctx.attr_data(a))
            {
                p.push(" spec_id(");
                p.push(&value.to_string());
                p.push(")");
            }
            p.push(" = ");
            p.attr(v);
            p.attr_dict(attrs, &["sym_name", "default_value", "spec_id"]);
            true
        }
        Opcode::SpirvReferenceof if results.len() == 1 => {
            let Some(sym) = super::dict_lookup(ctx, attrs, "spec_const") else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.attr(sym);
            p.attr_dict(attrs, &["spec_const"]);
            p.push(" : ");
            p.ty(results[0]);
            true
        }
        Opcode::SpirvControlBarrier
        | Opcode::SpirvIntelControlBarrierArrive
        | Opcode::SpirvIntelControlBarrierWait => {
            let (Some(e), Some(m), Some(sem)) = (
                case_of(ctx, attrs, "execution_scope", "scope"),
                case_of(ctx, attrs, "memory_scope", "scope"),
                case_of(ctx, attrs, "memory_semantics", "memory_semantics"),
            ) else {
                return false;
            };
            let sep = if d.opcode == Opcode::SpirvControlBarrier {
                ">, <"
            } else {
                "> <"
            };
            p.op_name(op);
            p.push(" <");
            p.push(e);
            p.push(sep);
            p.push(m);
            p.push(sep);
            p.push(sem);
            p.push(">");
            p.attr_dict(
                attrs,
                &["execution_scope", "memory_scope", "memory_semantics"],
            );
            true
        }
        Opcode::SpirvFunctionCall if results.len() <= 1 => {
            let Some(callee) = ctx.dict_get(attrs, crate::Ident::CALLEE) else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.attr(callee);
            p.push("(");
            p.values(operands);
            p.push(")");
            p.attr_dict(attrs, &["callee"]);
            p.push(" : ");
            p.functional_type(op);
            true
        }
        Opcode::SpirvLoad | Opcode::SpirvStore => {
            let load = d.opcode == Opcode::SpirvLoad;
            if operands.len() != if load { 1 } else { 2 } || results.len() != usize::from(load) {
                return false;
            }
            let TypeData::SpirvPtr { storage, .. } = *ctx.type_data(body.value_type(operands[0]))
            else {
                return false;
            };
            p.op_name(op);
            p.push(" \"");
            p.push(enums::storage_class_name(storage));
            p.push("\" ");
            p.values(operands);
            if let Some(access) = case_of(ctx, attrs, "memory_access", "memory_access") {
                p.push(" [\"");
                p.push(access);
                p.push("\"");
                if let Some(AttrData::Integer { value, .. }) = ctx
                    .dict_get(attrs, crate::Ident::ALIGNMENT)
                    .map(|a| ctx.attr_data(a))
                {
                    p.push(", ");
                    p.push(&value.to_string());
                }
                p.push("]");
            }
            p.attr_dict(attrs, &["memory_access", "alignment"]);
            p.push(" : ");
            p.ty(if load {
                results[0]
            } else {
                body.value_type(operands[1])
            });
            true
        }
        Opcode::SpirvAccessChain if !operands.is_empty() && results.len() == 1 => {
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.push("[");
            p.values(&operands[1..]);
            p.push("]");
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.value_types(operands);
            p.push(" -> ");
            p.ty(results[0]);
            true
        }
        Opcode::SpirvSelect if operands.len() == 3 => {
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &[]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(", ");
            p.ty(body.value_type(operands[1]));
            true
        }
        Opcode::SpirvCompositeExtract if operands.len() == 1 => {
            let Some(idx) = super::dict_lookup(ctx, attrs, "indices") else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.value(operands[0]);
            p.attr(idx);
            p.attr_dict(attrs, &["indices"]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            true
        }
        Opcode::SpirvCompositeInsert if operands.len() == 2 => {
            let Some(idx) = super::dict_lookup(ctx, attrs, "indices") else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.values(operands);
            p.attr(idx);
            p.attr_dict(attrs, &["indices"]);
            p.push(" : ");
            p.ty(body.value_type(operands[0]));
            p.push(" into ");
            p.ty(body.value_type(operands[1]));
            true
        }
        Opcode::SpirvVectorShuffle if operands.len() == 2 && results.len() == 1 => {
            let Some(c) = super::dict_lookup(ctx, attrs, "components") else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.attr(c);
            p.push(" ");
            p.values(operands);
            p.attr_dict(attrs, &["components"]);
            p.push(" : ");
            p.value_types(operands);
            p.push(" -> ");
            p.ty(results[0]);
            true
        }
        Opcode::SpirvEntryPoint => {
            let (Some(model), Some(f)) = (
                case_of(ctx, attrs, "execution_model", "execution_model"),
                super::dict_lookup(ctx, attrs, "fn"),
            ) else {
                return false;
            };
            p.op_name(op);
            p.push(" \"");
            p.push(model);
            p.push("\" ");
            p.attr(f);
            if let Some(AttrData::Array(items)) =
                super::dict_lookup(ctx, attrs, "interface").map(|a| ctx.attr_data(a))
            {
                for &i in items.iter() {
                    p.push(", ");
                    p.attr(i);
                }
            }
            p.attr_dict(attrs, &["execution_model", "fn", "interface"]);
            true
        }
        Opcode::SpirvExecutionMode => {
            let (Some(mode), Some(f)) = (
                case_of(ctx, attrs, "execution_mode", "execution_mode"),
                super::dict_lookup(ctx, attrs, "fn"),
            ) else {
                return false;
            };
            p.op_name(op);
            p.push(" ");
            p.attr(f);
            p.push(" \"");
            p.push(mode);
            p.push("\"");
            if let Some(values) =
                super::dict_lookup(ctx, attrs, "values").and_then(|a| int_array(ctx, a))
            {
                for v in values {
                    p.push(", ");
                    p.push(&v.to_string());
                }
            }
            p.attr_dict(attrs, &["execution_mode", "fn", "values"]);
            true
        }
        _ => false,
    }
}

/// `spirv.module [@name] Addressing Memory [requires #spirv.vce<..>]
/// [attributes {..}] {body}`
fn print_module(p: &mut OpPrinter, op: Op) -> bool {
    let ctx = p.ctx;
    let attrs = p.body().op(op).attrs;
    let (Some(addressing), Some(memory)) = (
        case_of(ctx, attrs, "addressing_model", "addressing_model"),
        case_of(ctx, attrs, "memory_model", "memory_model"),
    ) else {
        return false;
    };
    let (body, roots) = p.isolated_regions(op);
    let Some(&root) = roots.first() else {
        return false;
    };
    p.op_name(op);
    if let Some(name) = ctx
        .dict_get(attrs, crate::Ident::SYM_NAME)
        .and_then(|a| string_of(ctx, a))
    {
        p.push(" @");
        crate::syntax::print_symbol_name(name, p.out);
    }
    p.push(" ");
    p.push(addressing);
    p.push(" ");
    p.push(memory);
    if let Some(vce) = super::dict_lookup(ctx, attrs, "vce_triple") {
        p.push(" requires ");
        p.attr(vce);
    }
    p.attr_dict_with_keyword(
        attrs,
        &["sym_name", "addressing_model", "memory_model", "vce_triple"],
    );
    p.push(" ");
    p.with_body(body, Dialect::Unknown, |p| p.region(root, false, false));
    true
}

/// `spirv.func @name(args) [-> results] "Control" [attributes {..}] [{body}]`
fn print_func(p: &mut OpPrinter, op: Op) -> bool {
    let ctx = p.ctx;
    let attrs = p.body().op(op).attrs;
    let Some(AttrData::Type(fty)) = ctx
        .dict_get(attrs, crate::Ident::FUNCTION_TYPE)
        .map(|a| ctx.attr_data(a))
    else {
        return false;
    };
    let TypeData::Function { inputs, results } = ctx.type_data(*fty) else {
        return false;
    };
    let (Some(name), Some(control)) = (
        ctx.dict_get(attrs, crate::Ident::SYM_NAME)
            .and_then(|a| string_of(ctx, a)),
        case_of(ctx, attrs, "function_control", "function_control"),
    ) else {
        return false;
    };
    let (body_id, roots) = p.isolated_regions(op);
    let entry = roots
        .first()
        .and_then(|&r| p.module.body(body_id).entry_block(r));
    if let Some(entry) = entry {
        if p.module.body(body_id).block_args(entry).len() != inputs.len() {
            return false;
        }
    }
    p.op_name(op);
    p.push(" @");
    crate::syntax::print_symbol_name(name, p.out);
    p.push("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.push(", ");
        }
        if let Some(entry) = entry {
            let arg = p.module.body(body_id).block_args(entry)[i];
            p.with_body(body_id, Dialect::Unknown, |p| p.value(arg));
            p.push(": ");
        }
        p.ty(t);
        if let Some(a) = super::func::array_entry(p, attrs, "arg_attrs", i) {
            if !ctx.dict_entries(a).is_empty() {
                p.push(" ");
                p.attr(a);
            }
        }
        p.signature_arg_loc(body_id, entry, i);
    }
    p.push(")");
    super::func::print_results(p, attrs, results);
    p.push(" \"");
    p.push(control);
    p.push("\"");
    p.attr_dict_with_keyword(
        attrs,
        &[
            "sym_name",
            "function_type",
            "function_control",
            "arg_attrs",
            "res_attrs",
        ],
    );
    if let Some(&root) = roots.first() {
        if p.module.body(body_id).entry_block(root).is_some() {
            p.push(" ");
            p.with_body(body_id, Dialect::Unknown, |p| p.region(root, false, true));
        }
    }
    true
}

// ---- parsing ----

/// Parses `"Case"` (a string naming one of `cases`, or `|`-joined bits when
/// `bits`) into `#spirv.<mnemonic><Case>`.
fn parse_quoted_enum(
    p: &mut OpParser,
    op: Opcode,
    mnemonic: &str,
    cases: &[&str],
    bits: bool,
) -> DResult<AttrId> {
    let loc = p.p.loc_here();
    if p.p.kind() != Tok::Str {
        return Err(p.p.error_here(&format!("expected string {mnemonic}")));
    }
    let s = p.p.string_value()?;
    p.p.bump();
    let ok = if bits {
        s.split('|').all(|c| cases.contains(&c.trim()))
    } else {
        cases.contains(&s.as_str())
    };
    if !ok {
        return Err(Diag::error(
            loc,
            format!(
                "custom op '{}' invalid {mnemonic} attribute specification: \"{s}\"",
                op.name()
            ),
        ));
    }
    let s: Vec<&str> = s.split('|').map(str::trim).collect();
    Ok(enum_attr(p.ctx(), mnemonic, &s.join("|")))
}

/// Parses a bare keyword naming one of `cases` (the `mnemonic` enum).
fn parse_keyword_enum(
    p: &mut OpParser,
    op: Opcode,
    mnemonic: &str,
    cases: &[&str],
) -> DResult<String> {
    let loc = p.p.loc_here();
    if p.p.kind() != Tok::Ident {
        return Err(Diag::error(
            loc,
            format!("custom op '{}' expected {mnemonic} keyword", op.name()),
        ));
    }
    if !cases.contains(&p.p.text()) {
        return Err(Diag::error(
            loc,
            format!(
                "custom op '{}' invalid {mnemonic} attribute specification: {}",
                op.name(),
                p.p.text()
            ),
        ));
    }
    let s = p.p.text().to_owned();
    p.p.bump();
    Ok(s)
}

/// `<Case>` in a group op.
fn parse_angle_case(p: &mut OpParser, what: &str) -> DResult<String> {
    p.p.expect(Tok::Less, "'<'")?;
    if p.p.kind() != Tok::Ident {
        return Err(p.p.error_here(&format!("expected {what}")));
    }
    let s = p.p.text().to_owned();
    p.p.bump();
    p.p.expect(Tok::Greater, "'>'")?;
    Ok(s)
}

fn i32_array(ctx: &Context, vals: &[i64]) -> AttrId {
    let items: Vec<AttrId> = vals
        .iter()
        .map(|&v| ctx.int_attr(TypeId::I32, v as i32 as i128))
        .collect();
    ctx.array_attr(&items)
}

/// `[1 : i32, 3 : i32]` (each entry an i32 integer attribute).
fn parse_index_list(p: &mut OpParser) -> DResult<AttrId> {
    let loc = p.p.loc_here();
    let a = p.p.parse_attr()?;
    let ctx = p.ctx();
    match ctx.attr_data(a) {
        AttrData::Array(items)
            if items.iter().all(
                |&x| matches!(ctx.attr_data(x), AttrData::Integer { ty, .. } if *ty == TypeId::I32),
            ) =>
        {
            Ok(a)
        }
        _ => Err(Diag::error(
            loc,
            "expected an array of 32-bit integer indices",
        )),
    }
}

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let ctx = p.ctx();
    match family(opcode) {
        Family::Binary | Family::Compare => {
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let t = p.parse_colon_type()?;
            p.resolve_operands(&operands, &[t, t], &tloc, &mut state.operands)?;
            state.result_types = vec![if family(opcode) == Family::Compare {
                bool_like(ctx, t)
            } else {
                t
            }];
            return Ok(());
        }
        Family::Unary => {
            let operand = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let t = p.parse_colon_type()?;
            let v = p.resolve_operand(&operand, t)?;
            state.operands.push(v);
            state.result_types = vec![t];
            return Ok(());
        }
        Family::Shift => {
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let tys = p.parse_colon_type_list()?;
            p.resolve_operands(&operands, &tys, &tloc, &mut state.operands)?;
            state.result_types = vec![tys[0]];
            return Ok(());
        }
        Family::Ternary => {
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let t = p.parse_colon_type()?;
            p.resolve_operands(&operands, &[t, t, t], &tloc, &mut state.operands)?;
            state.result_types = vec![t];
            return Ok(());
        }
        Family::Cast => {
            let operand = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let t = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let r = p.p.parse_type()?;
            let v = p.resolve_operand(&operand, t)?;
            state.operands.push(v);
            state.result_types = vec![r];
            return Ok(());
        }
        Family::BitField => {
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let tys = p.parse_colon_type_list()?;
            if tys.len() != 3 {
                return Err(Diag::error(tloc, "expected 3 types"));
            }
            let mut all = vec![tys[0]];
            if opcode == Opcode::SpirvBitFieldInsert {
                all.push(tys[0]);
            }
            all.extend([tys[1], tys[2]]);
            p.resolve_operands(&operands, &all, &tloc, &mut state.operands)?;
            state.result_types = vec![tys[0]];
            return Ok(());
        }
        Family::NonUniform => {
            let scope = parse_angle_case(p, "scope")?;
            let group = parse_angle_case(p, "group operation")?;
            state.add_attr(ctx, "execution_scope", enum_attr(ctx, "scope", &scope));
            state.add_attr(
                ctx,
                "group_operation",
                enum_attr(ctx, "group_operation", &group),
            );
            let mut operands = vec![p.parse_operand()?];
            if p.parse_optional_keyword("cluster_size") {
                p.p.expect(Tok::LParen, "'('")?;
                operands.push(p.parse_operand()?);
                p.p.expect(Tok::RParen, "')'")?;
            }
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let tys = p.parse_colon_type_list()?;
            p.resolve_operands(&operands, &tys, &tloc, &mut state.operands)?;
            p.p.expect(Tok::Arrow, "'->'")?;
            state.result_types = vec![p.p.parse_type()?];
            return Ok(());
        }
        Family::Group => {
            let scope = parse_angle_case(p, "scope")?;
            let group = parse_angle_case(p, "group operation")?;
            state.add_attr(ctx, "execution_scope", enum_attr(ctx, "scope", &scope));
            state.add_attr(
                ctx,
                "group_operation",
                enum_attr(ctx, "group_operation", &group),
            );
            let operand = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let t = p.parse_colon_type()?;
            let v = p.resolve_operand(&operand, t)?;
            state.operands.push(v);
            state.result_types = vec![t];
            return Ok(());
        }
        Family::Other => {}
    }
    match opcode {
        Opcode::SpirvModule => {
            if p.p.kind() == Tok::AtId {
                let name = p.parse_symbol_name()?;
                state.add_attr(ctx, "sym_name", ctx.string_attr(&name));
            }
            let a = parse_keyword_enum(p, opcode, "addressing_model", enums::ADDRESSING_MODELS)?;
            state.add_attr(
                ctx,
                "addressing_model",
                enum_attr(ctx, "addressing_model", &a),
            );
            let m = parse_keyword_enum(p, opcode, "memory_model", enums::MEMORY_MODELS)?;
            state.add_attr(ctx, "memory_model", enum_attr(ctx, "memory_model", &m));
            if p.parse_optional_keyword("requires") {
                let vce = p.p.parse_attr()?;
                state.add_attr(ctx, "vce_triple", vce);
            }
            p.parse_optional_attr_dict_with_keyword(state)?;
            p.parse_isolated_region(state, &[], true, Dialect::Unknown)
        }
        Opcode::SpirvFunc => {
            let name = p.parse_symbol_name()?;
            state.add_attr(ctx, "sym_name", ctx.string_attr(&name));
            let args = p.parse_function_args("spirv.func", false)?;
            let (results, res_attrs) = if p.p.consume_if(Tok::Arrow) {
                p.parse_function_results()?
            } else {
                (Vec::new(), Vec::new())
            };
            let fty = ctx.function_type(&args.types, &results);
            state.add_attr(ctx, "function_type", ctx.type_attr(fty));
            if args.attrs.iter().any(|&a| a != AttrId::EMPTY_DICT) {
                state.add_attr(ctx, "arg_attrs", ctx.array_attr(&args.attrs));
            }
            if res_attrs.iter().any(|&a| a != AttrId::EMPTY_DICT) {
                state.add_attr(ctx, "res_attrs", ctx.array_attr(&res_attrs));
            }
            let control = parse_quoted_enum(
                p,
                opcode,
                "function_control",
                enums::FUNCTION_CONTROLS,
                true,
            )?;
            state.add_attr(ctx, "function_control", control);
            p.parse_optional_attr_dict_with_keyword(state)?;
            let has_body = p.p.kind() == Tok::LBrace;
            p.parse_function_region(state, &args.named, has_body, Dialect::Unknown)
        }
        Opcode::SpirvReturn | Opcode::SpirvMerge => p.parse_optional_attr_dict(state),
        Opcode::SpirvReturnValue => {
            let operand = p.parse_operand()?;
            p.parse_optional_attr_dict(state)?;
            let t = p.parse_colon_type()?;
            let v = p.resolve_operand(&operand, t)?;
            state.operands.push(v);
            Ok(())
        }
        Opcode::SpirvGlobalVariable => {
            let name = p.parse_symbol_name()?;
            state.add_attr(ctx, "sym_name", ctx.string_attr(&name));
            if p.parse_optional_keyword("initializer") {
                p.p.expect(Tok::LParen, "'('")?;
                let init = p.p.parse_attr()?;
                p.p.expect(Tok::RParen, "')'")?;
                state.add_attr(ctx, "initializer", init);
            }
            if p.parse_optional_keyword("bind") {
                p.p.expect(Tok::LParen, "'('")?;
                let set = p.p.parse_u32()?;
                p.p.expect(Tok::Comma, "','")?;
                let binding = p.p.parse_u32()?;
                p.p.expect(Tok::RParen, "')'")?;
                state.add_attr(
                    ctx,
                    "descriptor_set",
                    ctx.int_attr(TypeId::I32, set as i128),
                );
                state.add_attr(ctx, "binding", ctx.int_attr(TypeId::I32, binding as i128));
            }
            if p.parse_optional_keyword("built_in") {
                p.p.expect(Tok::LParen, "'('")?;
                let b = p.p.parse_attr()?;
                p.p.expect(Tok::RParen, "')'")?;
                state.add_attr(ctx, "built_in", b);
            }
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let t = p.parse_colon_type()?;
            if !matches!(ctx.type_data(t), TypeData::SpirvPtr { .. }) {
                return Err(Diag::error(tloc, "expected spirv.ptr type"));
            }
            state.add_attr(ctx, "type", ctx.type_attr(t));
            Ok(())
        }
        Opcode::SpirvAddressof => {
            let var = p.p.parse_attr()?;
            state.add_attr(ctx, "variable", var);
            p.parse_optional_attr_dict(state)?;
            state.result_types = vec![p.parse_colon_type()?];
            Ok(())
        }
        Opcode::SpirvVariable => {
            let init = if p.parse_optional_keyword("init") {
                p.p.expect(Tok::LParen, "'('")?;
                let v = p.parse_operand()?;
                p.p.expect(Tok::RParen, "')'")?;
                Some(v)
            } else {
                None
            };
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let t = p.parse_colon_type()?;
            let TypeData::SpirvPtr { pointee, storage } = *ctx.type_data(t) else {
                return Err(Diag::error(tloc, "expected spirv.ptr type"));
            };
            if let Some(init) = init {
                let v = p.resolve_operand(&init, pointee)?;
                state.operands.push(v);
            }
            state.add_attr(
                ctx,
                "storage_class",
                enum_attr(ctx, "storage_class", enums::storage_class_name(storage)),
            );
            state.result_types = vec![t];
            Ok(())
        }
        Opcode::SpirvConstant => {
            let vloc = p.p.loc_here();
            let v = p.p.parse_attr()?;
            p.parse_optional_attr_dict(state)?;
            let t = match ctx.attr_data(v) {
                AttrData::Bool(_) => TypeId::I1,
                AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => *ty,
                AttrData::DenseElements { ty, .. } => *ty,
                _ => return Err(Diag::error(vloc, "expected a typed constant value")),
            };
            state.add_attr(ctx, "value", v);
            state.result_types = vec![t];
            Ok(())
        }
        Opcode::SpirvUndef => {
            p.parse_optional_attr_dict(state)?;
            state.result_types = vec![p.parse_colon_type()?];
            Ok(())
        }
        Opcode::SpirvBranch => {
            p.parse_successor_and_use_list(state)?;
            p.parse_optional_attr_dict(state)
        }
        Opcode::SpirvBranchConditional => {
            let cond = p.parse_operand()?;
            let c = p.resolve_operand(&cond, TypeId::I1)?;
            state.operands.push(c);
            if p.p.consume_if(Tok::LSquare) {
                let mut w = Vec::new();
                loop {
                    w.push(p.p.parse_i64()?);
                    if !p.p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.p.expect(Tok::RSquare, "']'")?;
                state.add_attr(ctx, "branch_weights", i32_array(ctx, &w));
            }
            p.p.expect(Tok::Comma, "','")?;
            p.parse_successor_and_use_list(state)?;
            p.p.expect(Tok::Comma, "','")?;
            p.parse_successor_and_use_list(state)?;
            p.parse_optional_attr_dict(state)
        }
        Opcode::SpirvSelection | Opcode::SpirvLoop => {
            let (name, cases): (&str, &[&str]) = if opcode == Opcode::SpirvSelection {
                ("selection_control", &["None", "Flatten", "DontFlatten"])
            } else {
                (
                    "loop_control",
                    &["None", "Unroll", "DontUnroll", "DependencyInfinite"],
                )
            };
            let mut control = "None".to_owned();
            if p.parse_optional_keyword("control") {
                p.p.expect(Tok::LParen, "'('")?;
                control = parse_keyword_enum(p, opcode, name, cases)?;
                p.p.expect(Tok::RParen, "')'")?;
            }
            state.add_attr(ctx, name, enum_attr(ctx, name, &control));
            let r = p.parse_region(&[], Dialect::Unknown)?;
            state.regions.push(r);
            p.parse_optional_attr_dict(state)
        }
        Opcode::SpirvSpecConstant => {
            let name = p.parse_symbol_name()?;
            state.add_attr(ctx, "sym_name", ctx.string_attr(&name));
            if p.parse_optional_keyword("spec_id") {
                p.p.expect(Tok::LParen, "'('")?;
                let id = p.p.parse_i64()?;
                p.p.expect(Tok::RParen, "')'")?;
                state.add_attr(ctx, "spec_id", ctx.int_attr(TypeId::I64, i128::from(id)));
            }
            p.p.expect(Tok::Equal, "'='")?;
            let vloc = p.p.loc_here();
            let v = p.p.parse_attr()?;
            if !matches!(
                ctx.attr_data(v),
                AttrData::Bool(_) | AttrData::Integer { .. } | AttrData::Float { .. }
            ) {
                return Err(Diag::error(vloc, "default value must be a scalar constant"));
            }
            state.add_attr(ctx, "default_value", v);
            p.parse_optional_attr_dict(state)
        }
        Opcode::SpirvReferenceof => {
            let sym = p.p.parse_attr()?;
            state.add_attr(ctx, "spec_const", sym);
            p.parse_optional_attr_dict(state)?;
            state.result_types = vec![p.parse_colon_type()?];
            Ok(())
        }
        Opcode::SpirvControlBarrier
        | Opcode::SpirvIntelControlBarrierArrive
        | Opcode::SpirvIntelControlBarrierWait => {
            // `spirv.ControlBarrier` separates its operands by commas; the
            // split barrier's commas are optional (MLIR 22 has none, newer
            // MLIR writes them).
            let sep = |p: &mut OpParser| -> DResult<()> {
                if opcode == Opcode::SpirvControlBarrier {
                    p.p.expect(Tok::Comma, "','")?;
                } else {
                    p.p.consume_if(Tok::Comma);
                }
                Ok(())
            };
            // MLIR's enum parser rejects an unknown case at its token, then
            // the attribute parser fails after it: two errors.
            let invalid = |at: SrcLoc, after: SrcLoc, what: &str| {
                let cases = if what == "Scope" {
                    enums::SCOPES.join(", ")
                } else {
                    let names: Vec<&str> = std::iter::once("None")
                        .chain(enums::MEMORY_SEMANTICS.iter().map(|(n, _)| *n))
                        .collect();
                    names.join(", ")
                };
                let name = opcode.name();
                let mut d = Diag::error(
                    at,
                    format!(
                        "custom op '{name}' expected ::mlir::spirv::{what} to be one of: {cases}"
                    ),
                );
                d.notes.push(Diag::error(
                    after,
                    format!(
                        "custom op '{name}' failed to parse SPIRV_{what}Attr parameter 'value' which is to be a `::mlir::spirv::{what}`"
                    ),
                ));
                d
            };
            let scope = |p: &mut OpParser| -> DResult<String> {
                p.p.expect(Tok::Less, "'<'")?;
                let at = p.p.loc_here();
                if p.p.kind() != Tok::Ident {
                    return Err(p.p.error_here("expected scope"));
                }
                let case = p.p.text().to_owned();
                p.p.bump();
                if !enums::SCOPES.contains(&case.as_str()) {
                    return Err(invalid(at, p.p.loc_here(), "Scope"));
                }
                p.p.expect(Tok::Greater, "'>'")?;
                Ok(case)
            };
            let e = scope(p)?;
            sep(p)?;
            let m = scope(p)?;
            sep(p)?;
            p.p.expect(Tok::Less, "'<'")?;
            let sloc = p.p.loc_here();
            let mut text = String::new();
            loop {
                if p.p.kind() != Tok::Ident {
                    return Err(p.p.error_here("expected memory semantics"));
                }
                text.push_str(p.p.text());
                p.p.bump();
                if !p.p.consume_if(Tok::Vertical) {
                    break;
                }
                text.push('|');
            }
            let end = p.p.loc_here();
            let v = enums::memory_semantics_value(&text)
                .ok_or_else(|| invalid(sloc, end, "MemorySemantics"))?;
            p.p.expect(Tok::Greater, "'>'")?;
            for (name, case) in [("execution_scope", &e), ("memory_scope", &m)] {
                state.add_attr(ctx, name, enum_attr(ctx, "scope", case));
            }
            state.add_attr(
                ctx,
                "memory_semantics",
                enum_attr(ctx, "memory_semantics", &enums::memory_semantics_text(v)),
            );
            p.parse_optional_attr_dict(state)
        }
        Opcode::SpirvFunctionCall => {
            let callee = p.p.parse_attr()?;
            state.add_attr(ctx, "callee", callee);
            p.parse_call_arguments(state)
        }
        Opcode::SpirvLoad | Opcode::SpirvStore => {
            let sloc = p.p.loc_here();
            if p.p.kind() != Tok::Str {
                return Err(p.p.error_here("expected string storage class"));
            }
            let sc = p.p.string_value()?;
            let storage = enums::storage_class_value(&sc)
                .ok_or_else(|| Diag::error(sloc.clone(), format!("unknown storage class: {sc}")))?;
            p.p.bump();
            let operands = p.parse_operand_list()?;
            if p.p.consume_if(Tok::LSquare) {
                let aloc = p.p.loc_here();
                if p.p.kind() != Tok::Str {
                    return Err(p.p.error_here("expected string memory access"));
                }
                let access = p.p.string_value()?;
                if !["None", "Volatile", "Aligned", "Nontemporal"].contains(&access.as_str()) {
                    return Err(Diag::error(
                        aloc,
                        format!("invalid memory_access attribute specification: \"{access}\""),
                    ));
                }
                p.p.bump();
                state.add_attr(
                    ctx,
                    "memory_access",
                    enum_attr(ctx, "memory_access", &access),
                );
                if access == "Aligned" {
                    p.p.expect(Tok::Comma, "','")?;
                    let a = p.p.parse_u32()?;
                    state.add_attr(ctx, "alignment", ctx.int_attr(TypeId::I32, i128::from(a)));
                }
                p.p.expect(Tok::RSquare, "']'")?;
            }
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let t = p.parse_colon_type()?;
            let ptr = ctx.intern_type(TypeData::SpirvPtr {
                pointee: t,
                storage,
            });
            if opcode == Opcode::SpirvLoad {
                p.resolve_operands(&operands, &[ptr], &tloc, &mut state.operands)?;
                state.result_types = vec![t];
            } else {
                p.resolve_operands(&operands, &[ptr, t], &tloc, &mut state.operands)?;
            }
            Ok(())
        }
        Opcode::SpirvAccessChain => {
            let base = p.parse_operand()?;
            p.p.expect(Tok::LSquare, "'['")?;
            let indices = p.parse_operand_list()?;
            p.p.expect(Tok::RSquare, "']'")?;
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let tys = p.parse_colon_type_list()?;
            p.p.expect(Tok::Arrow, "'->'")?;
            let r = p.p.parse_type()?;
            let mut all = vec![base];
            all.extend(indices);
            p.resolve_operands(&all, &tys, &tloc, &mut state.operands)?;
            state.result_types = vec![r];
            Ok(())
        }
        Opcode::SpirvSelect => {
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let tys = p.parse_colon_type_list()?;
            if tys.len() != 2 {
                return Err(Diag::error(tloc, "expected condition and result types"));
            }
            p.resolve_operands(
                &operands,
                &[tys[0], tys[1], tys[1]],
                &tloc,
                &mut state.operands,
            )?;
            state.result_types = vec![tys[1]];
            Ok(())
        }
        Opcode::SpirvCompositeExtract => {
            let operand = p.parse_operand()?;
            let iloc = p.p.loc_here();
            let idx = parse_index_list(p)?;
            state.add_attr(ctx, "indices", idx);
            p.parse_optional_attr_dict(state)?;
            let t = p.parse_colon_type()?;
            let v = p.resolve_operand(&operand, t)?;
            state.operands.push(v);
            let indices = int_array(ctx, idx).unwrap_or_default();
            let r = composite_element(ctx, t, &indices).ok_or_else(|| {
                let mut ts = String::new();
                crate::syntax::types::print_type(ctx, t, &mut ts);
                let bad = first_bad_index(ctx, t, &indices).unwrap_or(0);
                Diag::error(
                    iloc,
                    format!(
                        "custom op '{}' index {bad} out of bounds for '{ts}'",
                        opcode.name()
                    ),
                )
            })?;
            state.result_types = vec![r];
            Ok(())
        }
        Opcode::SpirvCompositeInsert => {
            let operands = p.parse_operand_list()?;
            let idx = parse_index_list(p)?;
            state.add_attr(ctx, "indices", idx);
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let obj = p.parse_colon_type()?;
            p.parse_keyword("into")?;
            let comp = p.p.parse_type()?;
            p.resolve_operands(&operands, &[obj, comp], &tloc, &mut state.operands)?;
            state.result_types = vec![comp];
            Ok(())
        }
        Opcode::SpirvVectorShuffle => {
            let cloc = p.p.loc_here();
            let components = p.p.parse_attr()?;
            let Some(values) = int_array(ctx, components) else {
                return Err(Diag::error(cloc, "expected an array of components"));
            };
            state.add_attr(ctx, "components", i32_array(ctx, &values));
            let operands = p.parse_operand_list()?;
            p.parse_optional_attr_dict(state)?;
            let tloc = p.p.loc_here();
            let tys = p.parse_colon_type_list()?;
            p.resolve_operands(&operands, &tys, &tloc, &mut state.operands)?;
            p.p.expect(Tok::Arrow, "'->'")?;
            state.result_types = vec![p.p.parse_type()?];
            Ok(())
        }
        Opcode::SpirvEntryPoint => {
            let model =
                parse_quoted_enum(p, opcode, "execution_model", enums::EXECUTION_MODELS, false)?;
            state.add_attr(ctx, "execution_model", model);
            let f = p.p.parse_attr()?;
            state.add_attr(ctx, "fn", f);
            let mut iface = Vec::new();
            while p.p.consume_if(Tok::Comma) {
                iface.push(p.p.parse_attr()?);
            }
            state.add_attr(ctx, "interface", ctx.array_attr(&iface));
            p.parse_optional_attr_dict(state)
        }
        Opcode::SpirvExecutionMode => {
            let f = p.p.parse_attr()?;
            state.add_attr(ctx, "fn", f);
            let names: Vec<&str> = enums::EXECUTION_MODES.iter().map(|&(n, _)| n).collect();
            let mode = parse_quoted_enum(p, opcode, "execution_mode", &names, false)?;
            state.add_attr(ctx, "execution_mode", mode);
            let mut values = Vec::new();
            while p.p.consume_if(Tok::Comma) {
                values.push(p.p.parse_i64()?);
            }
            state.add_attr(ctx, "values", i32_array(ctx, &values));
            p.parse_optional_attr_dict(state)
        }
        _ => Err(super::unknown_custom_op(loc, opcode)),
    }
}

// ---- verification ----

/// Whether attribute `name` is an array of i32 integers (absent counts: the
/// specific checks report it).
fn i32_array_attr(ctx: &Context, attrs: AttrId, name: &str) -> bool {
    match super::dict_lookup(ctx, attrs, name).map(|a| ctx.attr_data(a)) {
        None => true,
        Some(AttrData::Array(items)) => items.iter().all(
            |&x| matches!(ctx.attr_data(x), AttrData::Integer { ty, .. } if *ty == TypeId::I32),
        ),
        Some(_) => false,
    }
}

/// The value of `v` when a `spirv.Constant` integer defines it.
pub fn constant_int(ctx: &Context, body: &Body, v: crate::ids::Value) -> Option<i128> {
    let crate::body::ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    let d = body.op(op);
    if d.opcode != Opcode::SpirvConstant {
        return None;
    }
    match ctx.attr_data(ctx.dict_get(d.attrs, crate::Ident::VALUE)?) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// The scalar of a SPIR-V scalar-or-vector type: `t` itself, or the
/// element of a fixed-length vector of 2, 3, 4, 8 or 16 elements (MLIR
/// counts all elements, so `vector<2x2xf32>` passes); `None` for other
/// vectors.
fn scalar_of(ctx: &Context, t: TypeId) -> Option<TypeId> {
    match ctx.type_data(t) {
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } => {
            let n = shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d));
            (!scalable.iter().any(|&s| s) && matches!(n, Some(2 | 3 | 4 | 8 | 16))).then_some(*elem)
        }
        _ => Some(t),
    }
}

/// SPIR-V's integer constraint: 8/16/32/64-bit integers (no `i1`) or
/// vectors of them.
fn is_int_like(ctx: &Context, t: TypeId) -> bool {
    scalar_of(ctx, t).is_some_and(|e| {
        matches!(
            ctx.type_data(e),
            TypeData::Integer {
                width: 8 | 16 | 32 | 64,
                ..
            }
        )
    })
}

/// SPIR-V's float constraint: f16, f32 or f64 (not bf16 or the other
/// formats), or vectors of them.
fn is_float_like(ctx: &Context, t: TypeId) -> bool {
    use crate::types::FloatKind;
    scalar_of(ctx, t).is_some_and(|e| {
        matches!(
            ctx.type_data(e),
            TypeData::Float(FloatKind::F16 | FloatKind::F32 | FloatKind::F64)
        )
    })
}

/// The bit width of a float (or float vector element) type; 0 otherwise.
fn element_float_width(ctx: &Context, t: TypeId) -> u32 {
    let t = match ctx.type_data(t) {
        TypeData::Vector { elem, .. } => *elem,
        _ => t,
    };
    match ctx.type_data(t) {
        TypeData::Float(k) => k.width(),
        _ => 0,
    }
}

/// `i1` or a vector of it (of a SPIR-V length).
fn is_bool_like(ctx: &Context, t: TypeId) -> bool {
    scalar_of(ctx, t) == Some(TypeId::I1)
}

/// MLIR's description of the operand constraint of kind `k` for `op`: the
/// core arithmetic ops also accept cooperative matrices, the bit ops and
/// the extended instruction sets (`GL.`, `CL.`) do not.
fn constraint(op: Opcode, k: u8) -> &'static str {
    let name = &op.name()["spirv.".len()..];
    let core = !name.contains('.') && !name.starts_with("Bit") && name != "Not";
    match (k, core) {
        (b'f', true) => "16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16 or Cooperative Matrix of 16/32/64-bit float values",
        (b'f', false) => "16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16",
        (b'h', _) => "16/32-bit float or fixed-length vector of 16/32-bit float values of length 2/3/4/8/16",
        (b'b', _) => "bool or fixed-length vector of bool values of length 2/3/4/8/16",
        (_, true) => "8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values",
        (_, false) => "8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16",
    }
}

/// Whether a comparison or arithmetic op takes floats (`F...`; `h`: 16/32-bit
/// only), booleans (`Logical...`) or integers.
fn operand_kind(op: Opcode) -> u8 {
    let name = &op.name()["spirv.".len()..];
    if let Some(gl) = name.strip_prefix("GL.") {
        return match gl {
            "SAbs" | "SMax" | "SMin" | "UMax" | "UMin" => b'i',
            // The transcendental ones are defined on 16/32-bit floats only.
            "Cos" | "Cosh" | "Exp" | "Exp2" | "Log" | "Log2" | "Sin" | "Sinh" | "Tan" | "Tanh"
            | "Pow" => b'h',
            _ => b'f',
        };
    }
    if let Some(cl) = name.strip_prefix("CL.") {
        return if cl.starts_with("s_") || cl.starts_with("u_") {
            b'i'
        } else {
            b'f'
        };
    }
    if name.starts_with('F') {
        b'f'
    } else if name.starts_with("Logical") {
        b'b'
    } else {
        b'i'
    }
}

/// The op owning body `body_id` (a function, module, ...), if any.
fn body_owner(m: &Module, body_id: BodyId) -> Option<(&Body, Op)> {
    let b = m.body(body_id);
    if b.parent.is_none() || b.owner.is_none() {
        return None;
    }
    Some((m.body(b.parent), b.owner))
}

/// Finds `name` in the nearest symbol table at or above body `body_id`.
fn lookup_symbol(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    name: Ident,
) -> Option<(BodyId, Op)> {
    syms.lookup(ctx, body_id, name)
}

fn flat_symbol(ctx: &Context, a: Option<AttrId>) -> Option<Ident> {
    match ctx.attr_data(a?) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
        _ => None,
    }
}

/// The (inputs, results) of the `spirv.func` owning body `body_id`.
fn enclosing_function(
    ctx: &Context,
    m: &Module,
    body_id: BodyId,
) -> Option<(Vec<TypeId>, Vec<TypeId>)> {
    let (b, f) = body_owner(m, body_id)?;
    let d = b.op(f);
    if d.opcode != Opcode::SpirvFunc {
        return None;
    }
    function_type_of(ctx, d.attrs)
}

fn function_type_of(ctx: &Context, attrs: AttrId) -> Option<(Vec<TypeId>, Vec<TypeId>)> {
    super::function_signature(ctx, attrs).map(|(i, r)| (i.to_vec(), r.to_vec()))
}

/// Checks that need the module: symbols, the enclosing function and the
/// contents of `spirv.module`.
fn verify_in_module(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let m = syms.module();
    let d = body.op(op);
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let operands = body.operands(op);
    match d.opcode {
        Opcode::SpirvModule => {
            let inner = d.body;
            if inner.is_none() {
                return Ok(());
            }
            let ib = m.body(inner);
            let Some(&root) = ib.roots.first() else {
                return Ok(());
            };
            for block in ib.region_blocks(root) {
                for o in ib.block_ops(block) {
                    let od = ib.op(o);
                    let loc = crate::verify::src_loc(ctx, od.loc);
                    if od.opcode.dialect() != Dialect::Spirv {
                        return Err(Diag::error(
                            loc,
                            "'spirv.module' can only contain spirv.* ops",
                        ));
                    }
                    if od.opcode == Opcode::SpirvFunc
                        && super::dict_lookup(ctx, od.attrs, "linkage_attributes").is_none()
                    {
                        let fb = od.body;
                        let empty = fb.is_none()
                            || m.body(fb)
                                .roots
                                .first()
                                .is_none_or(|&r| m.body(fb).entry_block(r).is_none());
                        if empty {
                            return Err(Diag::error(
                                loc,
                                "'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)",
                            ));
                        }
                    }
                }
            }
            Ok(())
        }
        Opcode::SpirvReturn | Opcode::SpirvReturnValue => {
            let Some((_, results)) = enclosing_function(ctx, m, body_id) else {
                return Ok(());
            };
            if d.opcode == Opcode::SpirvReturn {
                if !results.is_empty() {
                    return err("cannot be used in functions returning value".into());
                }
                return Ok(());
            }
            if results.len() != operands.len() {
                return err(format!(
                    "returns {} value but enclosing function requires {} results",
                    operands.len(),
                    results.len()
                ));
            }
            let (have, want) = (body.value_type(operands[0]), results[0]);
            if have != want {
                let mut a = String::new();
                let mut b = String::new();
                crate::syntax::types::print_type(ctx, have, &mut a);
                crate::syntax::types::print_type(ctx, want, &mut b);
                return err(format!(
                    "return value's type ({a}) mismatch with function's result type ({b})"
                ));
            }
            Ok(())
        }
        // Strata models no spec constants, the only initializers SPIR-V
        // allows.
        Opcode::SpirvGlobalVariable => {
            let Some(init) = super::dict_lookup(ctx, d.attrs, "initializer") else {
                return Ok(());
            };
            let spec = flat_symbol(ctx, Some(init))
                .and_then(|name| lookup_symbol(ctx, syms, body_id, name))
                .is_some_and(|(b, o)| m.body(b).op(o).opcode == Opcode::SpirvSpecConstant);
            if !spec {
                return err("initializer must be result of a spirv.SpecConstant or spirv.SpecConstantCompositeOp op".into());
            }
            Ok(())
        }
        Opcode::SpirvReferenceof => {
            let found = flat_symbol(ctx, super::dict_lookup(ctx, d.attrs, "spec_const"))
                .and_then(|name| lookup_symbol(ctx, syms, body_id, name))
                .filter(|&(b, o)| m.body(b).op(o).opcode == Opcode::SpirvSpecConstant);
            let Some((b, o)) = found else {
                return err(
                    "expected spirv.SpecConstant or spirv.SpecConstantComposite symbol".into(),
                );
            };
            let t = super::dict_lookup(ctx, m.body(b).op(o).attrs, "default_value").and_then(|a| {
                match ctx.attr_data(a) {
                    AttrData::Bool(_) => Some(TypeId::I1),
                    AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(*ty),
                    _ => None,
                }
            });
            if t != body.results(op).next().map(|v| body.value_type(v)) {
                return err(
                    "result type mismatch with the referenced specialization constant's type"
                        .into(),
                );
            }
            Ok(())
        }
        Opcode::SpirvAddressof => {
            let Some(name) = flat_symbol(ctx, super::dict_lookup(ctx, d.attrs, "variable")) else {
                return err("requires attribute 'variable'".into());
            };
            let found = lookup_symbol(ctx, syms, body_id, name);
            let Some((gb, g)) =
                found.filter(|&(gb, g)| m.body(gb).op(g).opcode == Opcode::SpirvGlobalVariable)
            else {
                return err("expected spirv.GlobalVariable symbol".into());
            };
            let gt = match super::dict_lookup(ctx, m.body(gb).op(g).attrs, "type")
                .map(|a| ctx.attr_data(a))
            {
                Some(AttrData::Type(t)) => Some(*t),
                _ => None,
            };
            let r = body.results(op).next().map(|v| body.value_type(v));
            if gt != r {
                return err(
                    "result type mismatch with the referenced global variable's type".into(),
                );
            }
            Ok(())
        }
        Opcode::SpirvFunctionCall => {
            let Some(name) = flat_symbol(ctx, ctx.dict_get(d.attrs, crate::Ident::CALLEE)) else {
                return err("requires attribute 'callee'".into());
            };
            let found = lookup_symbol(ctx, syms, body_id, name)
                .filter(|&(fb, f)| m.body(fb).op(f).opcode == Opcode::SpirvFunc);
            let Some((fb, f)) = found else {
                return err(format!(
                    "callee function '{}' not found in nearest symbol table",
                    ctx.str(name)
                ));
            };
            let Some((inputs, results)) = function_type_of(ctx, m.body(fb).op(f).attrs) else {
                return Ok(());
            };
            if inputs.len() != operands.len() {
                return err(format!(
                    "has incorrect number of operands for callee: expected {}, but provided {}",
                    inputs.len(),
                    operands.len()
                ));
            }
            if inputs
                .iter()
                .zip(operands)
                .any(|(&t, &v)| body.value_type(v) != t)
            {
                return err("operand types mismatch with the callee's argument types".into());
            }
            let have: Vec<TypeId> = body.results(op).map(|v| body.value_type(v)).collect();
            if have != results {
                return err("result types mismatch with the callee's result types".into());
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

pub fn verify(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    verify_in_module(ctx, syms, body_id, body, op)?;
    let d = body.op(op);
    let err = |m: String| Err(crate::verify::op_error(ctx, body, op, m));
    let operands = body.operands(op);
    let results: Vec<TypeId> = body.results(op).map(|v| body.value_type(v)).collect();
    let fam = family(d.opcode);
    let want_operands = match fam {
        Family::Binary | Family::Compare | Family::Shift => Some(2),
        Family::Unary | Family::Group | Family::Cast => Some(1),
        Family::NonUniform if operands.len() == 2 => Some(2),
        Family::NonUniform => Some(1),
        Family::Ternary => Some(3),
        Family::BitField if d.opcode == Opcode::SpirvBitFieldInsert => Some(4),
        Family::BitField => Some(3),
        Family::Other => None,
    };
    if let Some(n) = want_operands {
        if operands.len() != n && fam == Family::Unary {
            return err("requires a single operand".into());
        }
        if operands.len() != n {
            return err(format!(
                "expected {n} operand{}, but found {}",
                if n == 1 { "" } else { "s" },
                operands.len()
            ));
        }
        if results.len() != 1 {
            return err(format!("expected 1 result, but found {}", results.len()));
        }
        let t = body.value_type(operands[0]);
        let kind_ok = |t: TypeId| match operand_kind(d.opcode) {
            b'f' => is_float_like(ctx, t),
            b'h' => is_float_like(ctx, t) && matches!(element_float_width(ctx, t), 16 | 32),
            b'b' => is_bool_like(ctx, t),
            _ => is_int_like(ctx, t),
        };
        match fam {
            Family::Binary | Family::Compare | Family::Unary | Family::Ternary => {
                for (i, &v) in operands.iter().enumerate() {
                    if !kind_ok(body.value_type(v)) {
                        return err(format!(
                            "operand #{i} must be {}, but got '{}'",
                            constraint(d.opcode, operand_kind(d.opcode)),
                            type_text(ctx, body.value_type(v))
                        ));
                    }
                }
                // The extended sets' ops have one type for operands and
                // result, the core binary ops the same constraint stated
                // per operand, comparisons the same operand types.
                let same = || {
                    if d.opcode.name()["spirv.".len()..].contains('.') {
                        "requires the same type for all operands and results"
                    } else if fam == Family::Compare {
                        "requires all operands to have the same type"
                    } else {
                        "failed to verify that all of {operand1, operand2, result} have same type"
                    }
                };
                if operands.iter().any(|&v| body.value_type(v) != t) {
                    return err(same().into());
                }
                if fam == Family::Compare {
                    if !is_bool_like(ctx, results[0]) {
                        return err(format!(
                            "result #0 must be {}, but got '{}'",
                            constraint(d.opcode, b'b'),
                            type_text(ctx, results[0])
                        ));
                    }
                    if results[0] != bool_like(ctx, t) {
                        return err("result type must have the shape of the operands".into());
                    }
                } else if results[0] != t {
                    return err(if fam == Family::Binary {
                        same().into()
                    } else {
                        "requires the same type for all operands and results".into()
                    });
                }
            }
            Family::Shift => {
                let s = body.value_type(operands[1]);
                if !is_int_like(ctx, t) || !is_int_like(ctx, s) || results[0] != t {
                    return err("operands must be integers and the result the base's type".into());
                }
                if bool_like(ctx, t) != bool_like(ctx, s) {
                    return err("operands must have the same shape".into());
                }
            }
            Family::Group | Family::NonUniform => {
                match case_of(ctx, d.attrs, "execution_scope", "scope") {
                    None => return err("requires attribute 'execution_scope'".into()),
                    Some("Workgroup" | "Subgroup") => {}
                    Some(_) => {
                        return err("execution scope must be 'Workgroup' or 'Subgroup'".into())
                    }
                }
                if case_of(ctx, d.attrs, "group_operation", "group_operation").is_none() {
                    return err("requires attribute 'group_operation'".into());
                }
                // Any integer width: the logical reductions take `i1`.
                let elem = match ctx.type_data(t) {
                    TypeData::Vector { elem, .. } => *elem,
                    _ => t,
                };
                let any_int = matches!(ctx.type_data(elem), TypeData::Integer { .. });
                if results[0] != t || !(any_int || is_float_like(ctx, t)) {
                    return err("result type must match the operand".into());
                }
            }
            Family::Cast => {
                if bool_like(ctx, t) != bool_like(ctx, results[0])
                    && d.opcode != Opcode::SpirvBitcast
                {
                    return err("operand and result must have the same number of elements".into());
                }
            }
            Family::BitField => {
                let n = operands.len();
                if results[0] != t
                    || !is_int_like(ctx, t)
                    || operands[..n - 2].iter().any(|&v| body.value_type(v) != t)
                    || operands[n - 2..].iter().any(|&v| {
                        !matches!(ctx.type_data(body.value_type(v)), TypeData::Integer { .. })
                    })
                {
                    return err("expected integer base and result of the same type and integer offset and count".into());
                }
            }
            Family::Other => {}
        }
        return Ok(());
    }
    match d.opcode {
        Opcode::SpirvFunc => {
            if case_of(ctx, d.attrs, "function_control", "function_control").is_none() {
                return err("requires attribute 'function_control'".into());
            }
            match ctx
                .dict_get(d.attrs, crate::Ident::FUNCTION_TYPE)
                .map(|a| ctx.attr_data(a))
            {
                Some(AttrData::Type(t)) if matches!(ctx.type_data(*t), TypeData::Function { results, .. } if results.len() <= 1) => {
                    Ok(())
                }
                _ => err("requires a function type with at most one result".into()),
            }
        }
        Opcode::SpirvModule => {
            if case_of(ctx, d.attrs, "addressing_model", "addressing_model").is_none()
                || case_of(ctx, d.attrs, "memory_model", "memory_model").is_none()
            {
                return err("requires addressing and memory models".into());
            }
            Ok(())
        }
        Opcode::SpirvReturnValue if operands.len() != 1 => err("expected 1 operand".into()),
        Opcode::SpirvReturn | Opcode::SpirvMerge if !operands.is_empty() => {
            err("expected no operands".into())
        }
        Opcode::SpirvGlobalVariable => match super::dict_lookup(ctx, d.attrs, "type")
            .map(|a| ctx.attr_data(a))
        {
            Some(AttrData::Type(t)) if matches!(ctx.type_data(*t), TypeData::SpirvPtr { .. }) => {
                Ok(())
            }
            _ => err("result must be of a !spv.ptr type".into()),
        },
        Opcode::SpirvVariable | Opcode::SpirvAddressof => {
            if results.len() != 1 || !matches!(ctx.type_data(results[0]), TypeData::SpirvPtr { .. })
            {
                return err("result must be of a !spv.ptr type".into());
            }
            Ok(())
        }
        Opcode::SpirvConstant => {
            let Some(v) = ctx.dict_get(d.attrs, crate::Ident::VALUE) else {
                return err("requires attribute 'value'".into());
            };
            let t = match ctx.attr_data(v) {
                AttrData::Bool(_) => Some(TypeId::I1),
                AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(*ty),
                AttrData::DenseElements { ty, .. } => Some(*ty),
                _ => None,
            };
            if results.len() != 1 || t != Some(results[0]) {
                return err("value type does not match the result type".into());
            }
            Ok(())
        }
        Opcode::SpirvUndef if results.len() != 1 => err("expected 1 result".into()),
        Opcode::SpirvBranch if body.num_successors(op) != 1 => err("requires 1 successor".into()),
        Opcode::SpirvBranchConditional => {
            let cond = body.non_successor_operands(op);
            if body.num_successors(op) != 2 || cond.len() != 1 {
                return err("requires a condition and 2 successors".into());
            }
            if body.value_type(cond[0]) != TypeId::I1 {
                return err("operand #0 must be bool".into());
            }
            Ok(())
        }
        Opcode::SpirvSelect => {
            if operands.len() != 3 || results.len() != 1 {
                return err("expected 3 operands and 1 result".into());
            }
            let (c, a, b) = (
                body.value_type(operands[0]),
                body.value_type(operands[1]),
                body.value_type(operands[2]),
            );
            if a != b || a != results[0] || !is_bool_like(ctx, c) {
                return err("result and both values must have the same type".into());
            }
            Ok(())
        }
        Opcode::SpirvCompositeExtract
        | Opcode::SpirvCompositeInsert
        | Opcode::SpirvVectorShuffle
            if !i32_array_attr(
                ctx,
                d.attrs,
                if d.opcode == Opcode::SpirvVectorShuffle {
                    "components"
                } else {
                    "indices"
                },
            ) =>
        {
            err("attribute must be a 32-bit integer array attribute".into())
        }
        Opcode::SpirvCompositeExtract => {
            let idx = super::dict_lookup(ctx, d.attrs, "indices").and_then(|a| int_array(ctx, a));
            match (operands, idx, results.as_slice()) {
                ([c], Some(idx), [r])
                    if composite_element(ctx, body.value_type(*c), &idx) == Some(*r) =>
                {
                    Ok(())
                }
                _ => err("invalid composite indices or result type".into()),
            }
        }
        Opcode::SpirvCompositeInsert => {
            let idx = super::dict_lookup(ctx, d.attrs, "indices").and_then(|a| int_array(ctx, a));
            match (operands, idx, results.as_slice()) {
                ([o, c], Some(idx), [r])
                    if body.value_type(*c) == *r
                        && composite_element(ctx, *r, &idx) == Some(body.value_type(*o)) =>
                {
                    Ok(())
                }
                _ => err("invalid composite indices or types".into()),
            }
        }
        Opcode::SpirvVectorShuffle => {
            let comps =
                super::dict_lookup(ctx, d.attrs, "components").and_then(|a| int_array(ctx, a));
            let vlen = |t: TypeId| match ctx.type_data(t) {
                TypeData::Vector { shape, .. } if shape.len() == 1 => Some(shape[0]),
                _ => None,
            };
            match (operands, comps, results.as_slice()) {
                ([a, b], Some(c), [r]) => {
                    let (Some(la), Some(lb), Some(lr)) = (
                        vlen(body.value_type(*a)),
                        vlen(body.value_type(*b)),
                        vlen(*r),
                    ) else {
                        return err("operands and result must be vectors".into());
                    };
                    if c.len() as i64 != lr {
                        return err(
                            "result type element count must match the number of components".into(),
                        );
                    }
                    if let Some(&i) = c.iter().find(|&&i| i != -1 && (i < 0 || i >= la + lb)) {
                        return err(format!(
                            "component selector {i} out of range: expected to be in [0, {}) or 0xffffffff",
                            la + lb
                        ));
                    }
                    Ok(())
                }
                _ => err("expected 2 vector operands, components and 1 result".into()),
            }
        }
        Opcode::SpirvLoad | Opcode::SpirvStore => {
            let load = d.opcode == Opcode::SpirvLoad;
            let ok = match (load, operands, results.as_slice()) {
                (true, [ptr], [r]) => {
                    matches!(ctx.type_data(body.value_type(*ptr)), TypeData::SpirvPtr { pointee, .. } if pointee == r)
                }
                (false, [ptr, v], []) => {
                    matches!(ctx.type_data(body.value_type(*ptr)), TypeData::SpirvPtr { pointee, .. } if *pointee == body.value_type(*v))
                }
                _ => false,
            };
            if !ok {
                return err("value type must match the pointer's pointee type".into());
            }
            Ok(())
        }
        Opcode::SpirvAccessChain => {
            let (Some((&base, indices)), [r]) = (operands.split_first(), results.as_slice()) else {
                return err("expected a base pointer and 1 result".into());
            };
            let TypeData::SpirvPtr { pointee, storage } = *ctx.type_data(body.value_type(base))
            else {
                return err("base must be a spirv.ptr".into());
            };
            if indices.is_empty()
                || indices.iter().any(|&i| {
                    !matches!(ctx.type_data(body.value_type(i)), TypeData::Integer { .. })
                })
            {
                return err("expected integer indices".into());
            }
            // Struct members are selected by constant indices; others walk
            // to their element type.
            let mut t = pointee;
            for &i in indices {
                t = match ctx.type_data(t) {
                    TypeData::Vector { elem, .. }
                    | TypeData::SpirvArray { elem, .. }
                    | TypeData::SpirvRtArray { elem, .. } => *elem,
                    TypeData::SpirvStruct { members, .. } => {
                        let Some(c) = constant_int(ctx, body, i) else {
                            return err("index must be an integer spirv.Constant to access element of spirv.struct".into());
                        };
                        match usize::try_from(c).ok().and_then(|c| members.get(c)) {
                            Some(&m) => m,
                            None => return err(format!("index {c} out of bounds for struct")),
                        }
                    }
                    _ => return err("indexing into a non-composite type".into()),
                };
            }
            let want = ctx.intern_type(TypeData::SpirvPtr {
                pointee: t,
                storage,
            });
            if *r != want {
                return err("result type must be a pointer to the indexed element".into());
            }
            Ok(())
        }
        Opcode::SpirvFunctionCall if results.len() > 1 => err("expected at most 1 result".into()),
        Opcode::SpirvEntryPoint => {
            if case_of(ctx, d.attrs, "execution_model", "execution_model").is_none() {
                return err("requires attribute 'execution_model'".into());
            }
            Ok(())
        }
        Opcode::SpirvExecutionMode => {
            let mode = case_of(ctx, d.attrs, "execution_mode", "execution_mode");
            if mode.and_then(enums::execution_mode_value).is_none() {
                return err("requires attribute 'execution_mode'".into());
            }
            if super::dict_lookup(ctx, d.attrs, "values")
                .and_then(|a| int_array(ctx, a))
                .is_none()
            {
                return err("requires attribute 'values'".into());
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

// ---- result names ----

/// `spirv.Constant` names its result after its value (`%cst0_i32`,
/// `%true`, `%cst_f32`, `%cst_vec_2xi32`); `spirv.mlir.addressof` after
/// its variable (`%var_addr`).
pub fn result_names(ctx: &Context, body: &Body, op: Op) -> crate::print::names::Suggestion {
    use crate::print::names::Suggestion;
    let d = body.op(op);
    match d.opcode {
        Opcode::SpirvConstant => {
            let Some(r) = body.results(op).next() else {
                return Suggestion::None;
            };
            let t = body.value_type(r);
            let Some(v) = ctx.dict_get(d.attrs, crate::Ident::VALUE) else {
                return Suggestion::None;
            };
            let mut name = String::from("cst");
            let int = match ctx.type_data(t) {
                TypeData::Integer { width, signedness } => Some((*width, *signedness)),
                _ => None,
            };
            match (ctx.attr_data(v), int) {
                (AttrData::Bool(b), _) => {
                    return Suggestion::One(if *b { "true" } else { "false" }.into())
                }
                (AttrData::Integer { value, .. }, Some((1, _))) => {
                    return Suggestion::One(if *value != 0 { "true" } else { "false" }.into())
                }
                (AttrData::Integer { value, .. }, Some((w, s))) => {
                    let v = if s == Signedness::Unsigned && *value < 0 && w < 128 {
                        *value & ((1i128 << w) - 1)
                    } else {
                        *value
                    };
                    name.push_str(&v.to_string());
                }
                _ => {}
            }
            if int.is_some() || matches!(ctx.type_data(t), TypeData::Float(_)) {
                name.push('_');
                crate::syntax::types::print_type(ctx, t, &mut name);
            }
            if let TypeData::Vector { shape, elem, .. } = ctx.type_data(t) {
                name.push_str("_vec_");
                name.push_str(&shape.first().copied().unwrap_or(0).to_string());
                if matches!(
                    ctx.type_data(*elem),
                    TypeData::Integer { .. } | TypeData::Float(_)
                ) {
                    name.push('x');
                    crate::syntax::types::print_type(ctx, *elem, &mut name);
                }
            }
            Suggestion::One(name)
        }
        Opcode::SpirvAddressof => {
            match super::dict_lookup(ctx, d.attrs, "variable").map(|a| ctx.attr_data(a)) {
                Some(AttrData::SymbolRef { root, nested }) if nested.is_empty() => {
                    Suggestion::One(format!("{}_addr", ctx.str(*root)))
                }
                _ => Suggestion::None,
            }
        }
        _ => Suggestion::None,
    }
}
