//! The LLVM dialect's metadata-carrying attributes: loop annotations and
//! their option attributes, access groups, alias scopes and domains, and
//! TBAA roots, type descriptors and tags.
//!
//! Strata keeps them as opaque text, but in one canonical spelling fixed at
//! parse time: parameters in MLIR's declaration order, aliases and the
//! `<...>` shorthand of nested attributes expanded to the full
//! `#llvm.name<...>` form, integers with their type. Structurally equal
//! attributes therefore intern to the same id (MLIR's identity), and the
//! text is self-contained: the translation to LLVM IR reads it back
//! without the file's aliases.

use crate::attrs::AttrData;
use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag};
use crate::ids::{AttrId, Ident, Op};
use crate::opcode::Opcode;
use crate::syntax::attrs::print_attr;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::Parser;

/// What a parameter holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// A `BoolAttr`.
    Bool,
    /// An `IntegerAttr`.
    Int,
    /// A nested attribute of this dialect (`#llvm.<name><...>`, or the
    /// `<...>` shorthand).
    Nested(&'static str),
    /// A location (`startLoc`, `endLoc`).
    Loc,
    /// One or more access groups, separated by commas (`parallelAccesses`).
    Groups,
    /// A distinct attribute or a string (`id` of scopes and domains).
    Id,
    /// A `distinct[N]<>` attribute.
    Distinct,
    /// A string.
    Str,
    /// `{<#tbaa_node, offset>, ...}`.
    Members,
    /// A plain unsigned integer.
    U64,
    /// A plain `bool` defaulting to false, printed only when true.
    Flag,
}

/// One struct parameter.
#[derive(Copy, Clone, Debug)]
pub struct Param {
    pub name: &'static str,
    pub kind: ParamKind,
    pub required: bool,
}

const fn opt(name: &'static str, kind: ParamKind) -> Param {
    Param {
        name,
        kind,
        required: false,
    }
}

const fn req(name: &'static str, kind: ParamKind) -> Param {
    Param {
        name,
        kind,
        required: true,
    }
}

use ParamKind::*;

const ANNOTATION: ParamKind = ParamKind::Nested("loop_annotation");

/// The attributes (MLIR's mnemonic, C++ name for diagnostics, parameters in
/// declaration order).
pub const ATTRS: &[(&str, &str, &[Param])] = &[
    (
        "loop_annotation",
        "LoopAnnotationAttr",
        &[
            opt("disableNonforced", Bool),
            opt("vectorize", ParamKind::Nested("loop_vectorize")),
            opt("interleave", ParamKind::Nested("loop_interleave")),
            opt("unroll", ParamKind::Nested("loop_unroll")),
            opt("unrollAndJam", ParamKind::Nested("loop_unroll_and_jam")),
            opt("licm", ParamKind::Nested("loop_licm")),
            opt("distribute", ParamKind::Nested("loop_distribute")),
            opt("pipeline", ParamKind::Nested("loop_pipeline")),
            opt("peeled", ParamKind::Nested("loop_peeled")),
            opt("unswitch", ParamKind::Nested("loop_unswitch")),
            opt("mustProgress", Bool),
            opt("isVectorized", Bool),
            opt("startLoc", Loc),
            opt("endLoc", Loc),
            opt("parallelAccesses", Groups),
        ],
    ),
    (
        "loop_vectorize",
        "LoopVectorizeAttr",
        &[
            opt("disable", Bool),
            opt("predicateEnable", Bool),
            opt("scalableEnable", Bool),
            opt("width", Int),
            opt("followupVectorized", ANNOTATION),
            opt("followupEpilogue", ANNOTATION),
            opt("followupAll", ANNOTATION),
        ],
    ),
    (
        "loop_interleave",
        "LoopInterleaveAttr",
        &[req("count", Int)],
    ),
    (
        "loop_unroll",
        "LoopUnrollAttr",
        &[
            opt("disable", Bool),
            opt("count", Int),
            opt("runtimeDisable", Bool),
            opt("full", Bool),
            opt("followupUnrolled", ANNOTATION),
            opt("followupRemainder", ANNOTATION),
            opt("followupAll", ANNOTATION),
        ],
    ),
    (
        "loop_unroll_and_jam",
        "LoopUnrollAndJamAttr",
        &[
            opt("disable", Bool),
            opt("count", Int),
            opt("followupOuter", ANNOTATION),
            opt("followupInner", ANNOTATION),
            opt("followupRemainderOuter", ANNOTATION),
            opt("followupRemainderInner", ANNOTATION),
            opt("followupAll", ANNOTATION),
        ],
    ),
    (
        "loop_licm",
        "LoopLICMAttr",
        &[opt("disable", Bool), opt("versioningDisable", Bool)],
    ),
    (
        "loop_distribute",
        "LoopDistributeAttr",
        &[
            opt("disable", Bool),
            opt("followupCoincident", ANNOTATION),
            opt("followupSequential", ANNOTATION),
            opt("followupFallback", ANNOTATION),
            opt("followupAll", ANNOTATION),
        ],
    ),
    (
        "loop_pipeline",
        "LoopPipelineAttr",
        &[opt("disable", Bool), opt("initiationinterval", Int)],
    ),
    ("loop_peeled", "LoopPeeledAttr", &[opt("count", Int)]),
    (
        "loop_unswitch",
        "LoopUnswitchAttr",
        &[opt("partialDisable", Bool)],
    ),
    ("access_group", "AccessGroupAttr", &[req("id", Distinct)]),
    (
        "alias_scope_domain",
        "AliasScopeDomainAttr",
        &[req("id", Id), opt("description", Str)],
    ),
    (
        "alias_scope",
        "AliasScopeAttr",
        &[
            req("id", Id),
            req("domain", ParamKind::Nested("alias_scope_domain")),
            opt("description", Str),
        ],
    ),
    ("tbaa_root", "LLVM_TBAARootAttr", &[opt("id", Str)]),
    (
        "tbaa_type_desc",
        "LLVM_TBAATypeDescriptorAttr",
        &[req("id", Str), req("members", Members)],
    ),
    (
        "tbaa_tag",
        "LLVM_TBAATagAttr",
        &[
            req("base_type", ParamKind::Nested("tbaa_type_desc")),
            req("access_type", ParamKind::Nested("tbaa_type_desc")),
            req("offset", U64),
            opt("constant", Flag),
        ],
    ),
];

/// The entry of `#llvm.<name>` if it is one of these attributes.
pub fn lookup(name: &str) -> Option<&'static (&'static str, &'static str, &'static [Param])> {
    ATTRS.iter().find(|(n, _, _)| *n == name)
}

/// The mnemonic of an opaque `#llvm.*` attribute (`loop_annotation` of
/// `loop_annotation<...>`), if `a` is one.
pub fn llvm_attr_name(ctx: &Context, a: AttrId) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::Opaque { dialect, body } if ctx.str(*dialect) == "llvm" => {
            let body = ctx.str(*body);
            Some(body.split('<').next().unwrap_or(body))
        }
        _ => None,
    }
}

/// Parses the rest of `#llvm.<name>` (the parser stands after the name) for
/// one of the attributes of [`ATTRS`], into its canonical opaque form.
pub fn parse(p: &mut Parser, name: &str) -> DResult<AttrId> {
    // A struct level takes several (large) frames: it counts as four
    // levels of the parser's nesting limit.
    const LEVELS: usize = 4;
    let mut entered = 0;
    let mut r = Ok(());
    while entered < LEVELS && r.is_ok() {
        r = p.enter();
        entered += 1;
    }
    let r = r.and_then(|()| parse_struct(p, name));
    for _ in 0..entered {
        p.leave();
    }
    r
}

fn parse_struct(p: &mut Parser, name: &str) -> DResult<AttrId> {
    let (name, cpp, params) = lookup(name).expect("caller checked the name");
    let mut values: Vec<Option<String>> = vec![None; params.len()];
    let any_required = params.iter().any(|q| q.required);
    let mut close = p.loc_here();
    if p.kind() == Tok::Less {
        p.bump();
        if p.kind() == Tok::Greater && any_required {
            return Err(p.error_here("expected valid keyword"));
        }
        close = p.loc_here();
        if !p.consume_if(Tok::Greater) {
            loop {
                if p.kind() != Tok::Ident {
                    return Err(p.error_here("expected a parameter name in struct"));
                }
                let key = p.text();
                p.bump();
                p.expect(Tok::Equal, "'='")?;
                let slot = params.iter().position(|q| q.name == key);
                let Some(i) = slot.filter(|&i| values[i].is_none()) else {
                    return Err(p.error_here(&format!(
                        "duplicate or unknown struct parameter name: {key}"
                    )));
                };
                values[i] = Some(parse_value(p, cpp, &params[i])?);
                if p.consume_if(Tok::Comma) {
                    continue;
                }
                close = p.loc_here();
                p.expect_msg(Tok::Greater, "expected '>'")?;
                break;
            }
        }
    } else if any_required {
        return Err(p.error_here("expected '<'"));
    }
    if let Some(q) = params
        .iter()
        .zip(&values)
        .find(|(q, v)| q.required && v.is_none())
    {
        return Err(Diag::error(
            close,
            format!("struct is missing required parameter: {}", q.0.name),
        ));
    }
    let mut body = String::from(*name);
    let present: Vec<String> = params
        .iter()
        .zip(values)
        .filter_map(|(q, v)| {
            v.filter(|v| !v.is_empty())
                .map(|v| format!("{} = {v}", q.name))
        })
        .collect();
    // `#llvm.tbaa_root` without an id prints bare, as in MLIR.
    if !(present.is_empty() && *name == "tbaa_root") {
        body.push('<');
        body.push_str(&present.join(", "));
        body.push('>');
    }
    let ctx = p.ctx;
    Ok(ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("llvm"),
        body: ctx.ident(&body),
    }))
}

/// Parses one parameter value into its canonical text ("" for a false
/// flag, which is then left out).
fn parse_value(p: &mut Parser, cpp: &str, param: &Param) -> DResult<String> {
    let ctx = p.ctx;
    let start = p.loc_here();
    // MLIR then adds "failed to parse <cpp> parameter '<name>' which is to
    // be a `<type>`"; the first error is the one reported here.
    let _ = cpp;
    let bad = || Diag::error(start.clone(), "invalid kind of attribute specified");
    let mut out = String::new();
    match param.kind {
        Bool => {
            let a = p.parse_attr()?;
            if !matches!(ctx.attr_data(a), AttrData::Bool(_)) {
                return Err(bad());
            }
            print_attr(ctx, a, &mut out);
        }
        Int => {
            let a = p.parse_attr()?;
            match ctx.attr_data(a) {
                AttrData::Integer { ty, .. } if *ty != crate::ids::TypeId::I1 => {}
                _ => return Err(bad()),
            }
            print_attr(ctx, a, &mut out);
        }
        ParamKind::Nested(want) => nested(p, want, &mut out)?,
        Loc => {
            let a = p.parse_attr()?;
            if !matches!(ctx.attr_data(a), AttrData::Location(_)) {
                return Err(bad());
            }
            print_attr(ctx, a, &mut out);
        }
        // Like MLIR, the list takes every comma-separated item that
        // follows, so it has to come last.
        Groups => loop {
            if !matches!(p.kind(), Tok::Less | Tok::HashId) {
                // An access group written without `#llvm.access_group`
                // is expected to open with `<`: a wrong-token error.
                return Err(p.error_wrong_token("expected '<'"));
            }
            nested(p, "access_group", &mut out)?;
            if p.kind() != Tok::Comma {
                break;
            }
            p.bump();
            out.push_str(", ");
        },
        Id | Distinct | Str => {
            let a = p.parse_attr()?;
            let ok = match ctx.attr_data(a) {
                AttrData::String { ty: None, .. } => param.kind != Distinct,
                AttrData::Opaque { dialect, body } => {
                    param.kind != Str
                        && ctx.str(*dialect).is_empty()
                        && ctx.str(*body).starts_with("distinct[")
                }
                _ => false,
            };
            if !ok {
                return Err(bad());
            }
            print_attr(ctx, a, &mut out);
        }
        Members => {
            p.expect(Tok::LBrace, "'{'")?;
            out.push('{');
            loop {
                p.expect(Tok::Less, "'<'")?;
                let node = p.parse_attr()?;
                if !matches!(
                    llvm_attr_name(ctx, node),
                    Some("tbaa_root" | "tbaa_type_desc")
                ) {
                    return Err(bad());
                }
                p.expect(Tok::Comma, "','")?;
                let offset = p.parse_i64()?;
                p.expect(Tok::Greater, "'>'")?;
                out.push('<');
                print_attr(ctx, node, &mut out);
                out.push_str(&format!(", {offset}>"));
                if !p.consume_if(Tok::Comma) {
                    break;
                }
                out.push_str(", ");
            }
            p.expect(Tok::RBrace, "'}'")?;
            out.push('}');
        }
        U64 => {
            let v = p.parse_i64()?;
            out.push_str(&(v as u64).to_string());
        }
        Flag => {
            if p.kind() != Tok::Ident || !matches!(p.text(), "true" | "false") {
                return Err(p.error_here("expected 'true' or 'false'"));
            }
            if p.text() == "true" {
                out.push_str("true");
            }
            p.bump();
        }
    }
    Ok(out)
}

/// A nested attribute `want` (full, aliased or in the `<...>` shorthand),
/// printed in full.
fn nested(p: &mut Parser, want: &str, out: &mut String) -> DResult<()> {
    let ctx = p.ctx;
    let start = p.loc_here();
    let a = if p.kind() == Tok::Less {
        parse(p, want)?
    } else {
        p.parse_attr()?
    };
    if llvm_attr_name(ctx, a) != Some(want) {
        return Err(Diag::error(start, "invalid kind of attribute specified"));
    }
    print_attr(ctx, a, out);
    Ok(())
}

/// The metadata attributes an op may carry: (attribute name, mnemonic of
/// its elements, whether it is an array, MLIR's constraint text).
#[inline]
fn op_meta_attrs(op: Opcode) -> &'static [(Ident, &'static str, bool, &'static str)] {
    use Opcode::*;
    const MEMORY: &[(Ident, &str, bool, &str)] = &[
        (
            Ident::ACCESS_GROUPS,
            "access_group",
            true,
            "LLVM dialect access group metadata array",
        ),
        (
            Ident::ALIAS_SCOPES,
            "alias_scope",
            true,
            "LLVM dialect alias scope array",
        ),
        (
            Ident::NOALIAS_SCOPES,
            "alias_scope",
            true,
            "LLVM dialect alias scope array",
        ),
        (
            Ident::TBAA,
            "tbaa_tag",
            true,
            "LLVM dialect TBAA tag metadata array",
        ),
    ];
    match op {
        LlvmLoad | LlvmStore | LlvmAtomicrmw | LlvmCmpxchg | LlvmCall | IntrMemcpy
        | IntrMemcpyInline | IntrMemmove | IntrMemset | IntrMemsetInline => MEMORY,
        LlvmBr | LlvmCondBr => &[(Ident::LOOP_ANNOTATION, "loop_annotation", false, "")],
        IntrExperimentalNoaliasScopeDecl => &[(
            Ident::SCOPE,
            "alias_scope",
            false,
            "LLVM dialect alias scope",
        )],
        _ => &[],
    }
}

/// Checks the kinds of an op's metadata attributes (MLIR's attribute
/// constraints).
///
/// Inlined into the verifier's per-op path: an op of a kind without
/// metadata attributes, or without any attribute, costs two compares.
#[inline]
pub(crate) fn verify_op(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let rules = op_meta_attrs(d.opcode);
    if rules.is_empty() || d.attrs == AttrId::EMPTY_DICT {
        return Ok(());
    }
    check_meta_attrs(ctx, body, op, rules)
}

fn check_meta_attrs(
    ctx: &Context,
    body: &Body,
    op: Op,
    rules: &[(Ident, &'static str, bool, &'static str)],
) -> DResult<()> {
    let d = body.op(op);
    match violation(ctx, rules, |name| ctx.dict_get(d.attrs, name)) {
        Some(msg) => Err(crate::verify::op_error(ctx, body, op, msg)),
        None => Ok(()),
    }
}

/// The same check on the attributes a custom form just parsed (MLIR
/// makes it while parsing, so the message names the op twice: once for
/// the parser, once for the op).
pub(crate) fn check_parsed(
    ctx: &Context,
    opcode: Opcode,
    attrs: &[crate::attrs::NamedAttr],
) -> Option<String> {
    let rules = op_meta_attrs(opcode);
    if rules.is_empty() || attrs.is_empty() {
        return None;
    }
    let msg = violation(ctx, rules, |name| {
        attrs.iter().find(|a| a.name == name).map(|a| a.value)
    })?;
    Some(format!("custom op '{0}' '{0}' op {msg}", opcode.name()))
}

/// The first attribute breaking `rules`, as MLIR's message.
fn violation(
    ctx: &Context,
    rules: &[(Ident, &'static str, bool, &'static str)],
    lookup: impl Fn(Ident) -> Option<AttrId>,
) -> Option<String> {
    for &(name, want, array, what) in rules {
        let Some(a) = lookup(name) else {
            continue;
        };
        let ok = if array {
            match ctx.attr_data(a) {
                AttrData::Array(items) => {
                    items.iter().all(|&x| llvm_attr_name(ctx, x) == Some(want))
                }
                _ => false,
            }
        } else {
            llvm_attr_name(ctx, a) == Some(want)
        };
        if !ok {
            return Some(format!(
                "attribute '{}' failed to satisfy constraint: {what}",
                ctx.str(name)
            ));
        }
    }
    None
}

// ---- aliases ----
//
// mlir-opt prints each of these attributes through an alias named after its
// mnemonic (`#loop_annotation1 = #llvm.loop_annotation<...>`). The aliases
// are ordered by depth (how many levels of nested attributes lie below),
// then by name, then by first use (a pre-order walk in print order), and
// numbered per name in that order. Since the numbers are known only once
// the whole module has been seen, the printer writes a placeholder holding
// the attribute id (independent of order, so parallel printing needs no
// coordination) and `resolve_aliases` puts the names in at the end.

const MARK_START: char = '\u{1}';
const MARK_END: char = '\u{2}';

/// Whether `a` is printed through an alias (when aliases are on).
pub fn has_alias(ctx: &Context, a: AttrId) -> bool {
    llvm_attr_name(ctx, a).is_some_and(|n| lookup(n).is_some()) || is_aliased_distinct(ctx, a)
}

/// `distinct[N]<payload>` with a payload other than unit: MLIR's builtin
/// alias `#distinct`.
fn is_aliased_distinct(ctx: &Context, a: AttrId) -> bool {
    match ctx.attr_data(a) {
        AttrData::Opaque { dialect, body } if ctx.str(*dialect).is_empty() => {
            let body = ctx.str(*body);
            body.starts_with("distinct[") && !body.ends_with("<>")
        }
        _ => false,
    }
}

/// The placeholder of `a`'s alias.
pub fn push_placeholder(a: AttrId, out: &mut String) {
    out.push(MARK_START);
    out.push_str(&a.0.to_string());
    out.push(MARK_END);
}

/// The nested `#llvm.*` attributes of a canonical body, as byte ranges (not
/// those nested deeper, which lie inside these).
fn nested_spans(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    // Skip the attribute's own name.
    while i < b.len() && b[i] != b'<' {
        i += 1;
    }
    while i < b.len() {
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
            }
            b'#' if text[i..].starts_with("#llvm.") => {
                let start = i;
                i += "#llvm.".len();
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                if i < b.len() && b[i] == b'<' {
                    let mut depth = 0usize;
                    while i < b.len() {
                        match b[i] {
                            b'"' => {
                                i += 1;
                                while i < b.len() && b[i] != b'"' {
                                    if b[i] == b'\\' {
                                        i += 1;
                                    }
                                    i += 1;
                                }
                            }
                            b'<' => depth += 1,
                            b'>' => {
                                depth -= 1;
                                if depth == 0 {
                                    i += 1;
                                    break;
                                }
                            }
                            _ => {}
                        }
                        i += 1;
                    }
                }
                spans.push((start, i));
            }
            _ => i += 1,
        }
    }
    spans
}

struct AliasInfo {
    attr: AttrId,
    name: &'static str,
    /// Children with the levels they add (2 for a TBAA member's node: the
    /// member attribute in between has no alias but counts as a level).
    children: Vec<(AttrId, usize)>,
    depth: Option<usize>,
}

fn alias_info(ctx: &Context, a: AttrId) -> AliasInfo {
    let text = match ctx.attr_data(a) {
        AttrData::Opaque { body, .. } => ctx.str(*body),
        _ => "",
    };
    if is_aliased_distinct(ctx, a) {
        return AliasInfo {
            attr: a,
            name: "distinct",
            children: Vec::new(),
            depth: None,
        };
    }
    let name = llvm_attr_name(ctx, a).and_then(lookup).map_or("", |e| e.0);
    let levels = if name == "tbaa_type_desc" { 2 } else { 1 };
    let children = nested_spans(text)
        .into_iter()
        .filter_map(|(s, e)| crate::syntax::parser::parse_attr_str(ctx, "", &text[s..e]).ok())
        .filter(|&c| has_alias(ctx, c))
        .map(|c| (c, levels))
        .collect();
    AliasInfo {
        attr: a,
        name,
        children,
        depth: None,
    }
}

/// Replaces the alias placeholders in `text` by alias names and returns the
/// alias definitions to print before it (with the affine-map definitions
/// `map_defs` in their place among them).
pub fn resolve_aliases(ctx: &Context, text: &mut String, map_defs: &str, loc_defs: &str) -> String {
    if !text.contains(MARK_START) {
        return loc_defs.to_owned() + map_defs;
    }
    // First uses, in print order, each followed by its children.
    let mut infos: Vec<AliasInfo> = Vec::new();
    let mut index: rustc_hash::FxHashMap<AttrId, usize> = Default::default();
    fn visit(
        ctx: &Context,
        a: AttrId,
        infos: &mut Vec<AliasInfo>,
        index: &mut rustc_hash::FxHashMap<AttrId, usize>,
    ) {
        if index.contains_key(&a) {
            return;
        }
        index.insert(a, infos.len());
        let info = alias_info(ctx, a);
        let children: Vec<AttrId> = info.children.iter().map(|c| c.0).collect();
        infos.push(info);
        for c in children {
            visit(ctx, c, infos, index);
        }
    }
    let ids = placeholders(text);
    for &a in &ids {
        visit(ctx, a, &mut infos, &mut index);
    }
    // Depths (the attributes form a DAG: children are parsed from parents).
    fn depth(
        i: usize,
        infos: &mut [AliasInfo],
        index: &rustc_hash::FxHashMap<AttrId, usize>,
    ) -> usize {
        if let Some(d) = infos[i].depth {
            return d;
        }
        let children = infos[i].children.clone();
        let d = children
            .iter()
            .map(|&(c, levels)| depth(index[&c], infos, index) + levels)
            .max()
            .unwrap_or(0);
        infos[i].depth = Some(d);
        d
    }
    for i in 0..infos.len() {
        depth(i, &mut infos, &index);
    }
    let mut order: Vec<usize> = (0..infos.len()).collect();
    order.sort_by_key(|&i| (infos[i].depth, infos[i].name));
    let mut counts: rustc_hash::FxHashMap<&str, usize> = Default::default();
    let mut names: rustc_hash::FxHashMap<AttrId, String> = Default::default();
    for &i in &order {
        let n = counts.entry(infos[i].name).or_insert(0);
        let name = if *n == 0 {
            format!("#{}", infos[i].name)
        } else {
            format!("#{}{n}", infos[i].name)
        };
        *n += 1;
        names.insert(infos[i].attr, name);
    }
    // Definitions, with nested attributes through their aliases.
    let mut defs = String::new();
    let mut maps_done = map_defs.is_empty();
    let mut locs_done = loc_defs.is_empty();
    for &i in &order {
        let info = &infos[i];
        // Location aliases of depth 0 (`#loc...`) and affine maps
        // (`#map...`) sort in by depth, then name, as MLIR sorts aliases.
        if !locs_done && (info.depth.unwrap_or(0) > 0 || info.name > "loc") {
            defs.push_str(loc_defs);
            locs_done = true;
        }
        if !maps_done && (info.depth.unwrap_or(0) > 0 || info.name > "map") {
            defs.push_str(map_defs);
            maps_done = true;
        }
        let AttrData::Opaque { dialect, body } = ctx.attr_data(info.attr) else {
            continue;
        };
        let body = ctx.str(*body);
        defs.push_str(&names[&info.attr]);
        defs.push_str(" = ");
        if !ctx.str(*dialect).is_empty() {
            defs.push_str("#llvm.");
        }
        let mut last = 0;
        for (s, e) in nested_spans(body) {
            defs.push_str(&body[last..s]);
            match crate::syntax::parser::parse_attr_str(ctx, "", &body[s..e])
                .ok()
                .and_then(|c| names.get(&c))
            {
                Some(n) => defs.push_str(n),
                None => defs.push_str(&body[s..e]),
            }
            last = e;
        }
        defs.push_str(&body[last..]);
        defs.push('\n');
    }
    if !locs_done {
        defs.push_str(loc_defs);
    }
    if !maps_done {
        defs.push_str(map_defs);
    }
    // The names into the text.
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(s) = rest.find(MARK_START) {
        out.push_str(&rest[..s]);
        let after = &rest[s + 1..];
        let e = after.find(MARK_END).unwrap_or(after.len());
        let id = after[..e].parse::<u32>().ok().map(AttrId);
        match id.and_then(|a| names.get(&a)) {
            Some(n) => out.push_str(n),
            None => {
                if let Some(a) = id {
                    print_attr_inline(ctx, a, &mut out);
                }
            }
        }
        rest = after.get(e + 1..).unwrap_or("");
    }
    out.push_str(rest);
    *text = out;
    defs
}

/// The ids of the placeholders in `text`, in order.
fn placeholders(text: &str) -> Vec<AttrId> {
    let mut ids = Vec::new();
    let mut rest = text;
    while let Some(s) = rest.find(MARK_START) {
        let after = &rest[s + 1..];
        let e = after.find(MARK_END).unwrap_or(after.len());
        if let Ok(id) = after[..e].parse::<u32>() {
            ids.push(AttrId(id));
        }
        rest = after.get(e + 1..).unwrap_or("");
    }
    ids
}

/// `#llvm.<body>` (or `distinct[N]<...>`) without aliases.
fn print_attr_inline(ctx: &Context, a: AttrId, out: &mut String) {
    if let AttrData::Opaque { dialect, body } = ctx.attr_data(a) {
        if !ctx.str(*dialect).is_empty() {
            out.push_str("#llvm.");
        }
        out.push_str(ctx.str(*body));
    }
}

#[cfg(test)]
mod tests {
    use crate::context::Context;
    use crate::syntax::attrs::print_attr;
    use crate::syntax::parser::parse_attr_str;

    fn canon(ctx: &Context, text: &str) -> String {
        let a = parse_attr_str(ctx, "t", text).unwrap_or_else(|d| panic!("{}", d.message));
        let mut s = String::new();
        print_attr(ctx, a, &mut s);
        s
    }

    #[test]
    fn canonical_form_orders_expands_and_types() {
        let ctx = Context::new();
        assert_eq!(
            canon(
                &ctx,
                "#llvm.loop_annotation<parallelAccesses = #llvm.access_group<id = distinct[3]<>>, \
                 #llvm.access_group<id = distinct[4]<>>>"
            ),
            "#llvm.loop_annotation<parallelAccesses = #llvm.access_group<id = distinct[3]<>>, \
             #llvm.access_group<id = distinct[4]<>>>"
        );
        assert_eq!(
            canon(&ctx, "#llvm.loop_annotation<mustProgress = true, unroll = <count = 2, disable = false>>"),
            "#llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = false, count = 2 : i64>, mustProgress = true>"
        );
        assert_eq!(
            canon(
                &ctx,
                "#llvm.tbaa_tag<offset = 4, access_type = #llvm.tbaa_type_desc<id = \"i\", members = {<#llvm.tbaa_root, 0>}>, \
                 base_type = #llvm.tbaa_type_desc<id = \"i\", members = {<#llvm.tbaa_root, 0>}>, constant = false>"
            ),
            "#llvm.tbaa_tag<base_type = #llvm.tbaa_type_desc<id = \"i\", members = {<#llvm.tbaa_root, 0>}>, \
             access_type = #llvm.tbaa_type_desc<id = \"i\", members = {<#llvm.tbaa_root, 0>}>, offset = 4>"
        );
        assert_eq!(canon(&ctx, "#llvm.tbaa_root<>"), "#llvm.tbaa_root");
    }

    #[test]
    fn equal_attributes_intern_to_one_id() {
        let ctx = Context::new();
        let a = parse_attr_str(
            &ctx,
            "t",
            "#llvm.alias_scope<domain = <id = distinct[0]<>>, id = distinct[1]<>>",
        )
        .unwrap();
        let b = parse_attr_str(
            &ctx,
            "t",
            "#llvm.alias_scope<id = distinct[1]<>, domain = #llvm.alias_scope_domain<id = distinct[0]<>>>",
        )
        .unwrap();
        let c = parse_attr_str(
            &ctx,
            "t",
            "#llvm.alias_scope<id = distinct[2]<>, domain = #llvm.alias_scope_domain<id = distinct[0]<>>>",
        )
        .unwrap();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn deep_shorthand_nesting_is_an_error() {
        let ctx = Context::new();
        let text = format!(
            "#llvm.loop_annotation<{}",
            "vectorize = <followupAll = <".repeat(50_000)
        );
        let d = parse_attr_str(&ctx, "t", &text).unwrap_err();
        assert_eq!(d.message, "nesting too deep");
    }

    #[test]
    fn malformed_attributes_are_rejected() {
        let ctx = Context::new();
        for (text, msg) in [
            (
                "#llvm.loop_annotation<disableNonforced = 3>",
                "invalid kind of attribute specified",
            ),
            (
                "#llvm.loop_annotation<bogus = true>",
                "duplicate or unknown struct parameter name: bogus",
            ),
            ("#llvm.loop_interleave<>", "expected valid keyword"),
            (
                "#llvm.alias_scope<id = \"x\">",
                "struct is missing required parameter: domain",
            ),
            (
                "#llvm.access_group<id = \"x\">",
                "invalid kind of attribute specified",
            ),
        ] {
            let d = parse_attr_str(&ctx, "t", text).unwrap_err();
            assert_eq!(d.message, msg, "{text}");
        }
    }
}
