//! Metadata from the LLVM dialect's metadata-carrying attributes, as
//! MLIR's translation makes it:
//!
//! - `loop_annotation` on `llvm.br`/`llvm.cond_br` → `!llvm.loop`: a
//!   self-referencing (hence distinct) node whose operands are one small
//!   node per option, in MLIR's fixed option order;
//! - `access_groups` → `!llvm.access.group`: each group a `distinct !{}`,
//!   several groups a list of them;
//! - `alias_scopes` / `noalias_scopes` → `!alias.scope` / `!noalias`: a list
//!   of scopes, each scope `distinct !{self, domain[, "description"]}` (or a
//!   uniqued node led by its string id);
//! - `tbaa` → `!tbaa`: the access tag node over uniqued type descriptors.
//!
//! Attributes are interned, so one attribute is one node throughout the
//! module (the cache is keyed by attribute id), which is what makes
//! distinct nodes shared between all users of an attribute. The slot
//! numbers follow from LLVM's printer.
//!
//! The attributes arrive as opaque text in the canonical form the parser
//! gives them (`strata_ir::dialect::llvm::meta_attrs`): parameters by name,
//! nested attributes spelled out in full.

use llvm_sys::core::*;
use llvm_sys::debuginfo::{LLVMMetadataReplaceAllUsesWith, LLVMTemporaryMDNode};
use llvm_sys::prelude::*;
use rustc_hash::FxHashMap;
use strata_ir::dialect::llvm::meta_attrs::llvm_attr_name;
use strata_ir::syntax::parser::parse_attr_str;
use strata_ir::{AttrData, AttrId, Body, Context, Diag, Ident, Op, Opcode};

use super::ModuleTranslator;

/// Metadata kind ids and the nodes made so far.
pub(crate) struct MetaCache {
    kind_tbaa: u32,
    kind_alias_scope: u32,
    kind_noalias: u32,
    kind_loop: u32,
    kind_access_group: u32,
    /// Attribute names.
    access_groups: Ident,
    alias_scopes: Ident,
    noalias_scopes: Ident,
    tbaa: Ident,
    loop_annotation: Ident,
    scope: Ident,
    /// Node of an attribute (loop annotation, access group, scope, domain,
    /// TBAA node) or of an array attribute (the list node).
    nodes: FxHashMap<AttrId, LLVMMetadataRef>,
}

impl MetaCache {
    pub(crate) fn new(ctx: &Context, llctx: LLVMContextRef) -> MetaCache {
        let kind = |name: &str| {
            // SAFETY: a lookup (or registration) of a kind name.
            unsafe { LLVMGetMDKindIDInContext(llctx, name.as_ptr() as *const _, name.len() as u32) }
        };
        MetaCache {
            kind_tbaa: kind("tbaa"),
            kind_alias_scope: kind("alias.scope"),
            kind_noalias: kind("noalias"),
            kind_loop: kind("llvm.loop"),
            kind_access_group: kind("llvm.access.group"),
            access_groups: ctx.ident("access_groups"),
            alias_scopes: ctx.ident("alias_scopes"),
            noalias_scopes: ctx.ident("noalias_scopes"),
            tbaa: ctx.ident("tbaa"),
            loop_annotation: ctx.ident("loop_annotation"),
            scope: ctx.ident("scope"),
            nodes: FxHashMap::default(),
        }
    }
}

/// The parameters of a canonical attribute body `name<k = v, ...>`: each
/// name with its value texts (several for a comma-separated list such as
/// `parallelAccesses`).
fn fields(body: &str) -> Vec<(&str, Vec<&str>)> {
    let inner = match (body.find('<'), body.ends_with('>')) {
        (Some(i), true) => &body[i + 1..body.len() - 1],
        _ => "",
    };
    let mut out: Vec<(&str, Vec<&str>)> = Vec::new();
    for piece in split_top(inner, ',') {
        let piece = piece.trim();
        if piece.is_empty() {
            continue;
        }
        let key_end = piece
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(piece.len());
        let rest = piece[key_end..].trim_start();
        match rest.strip_prefix('=') {
            Some(v) if key_end > 0 => out.push((&piece[..key_end], vec![v.trim()])),
            _ => {
                if let Some(last) = out.last_mut() {
                    last.1.push(piece);
                }
            }
        }
    }
    out
}

/// Splits `s` at `sep` outside brackets and string literals.
fn split_top(s: &str, sep: char) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut in_str = false;
    let mut escaped = false;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        if in_str {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_str = false;
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            c if c == sep && depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

/// The leading integer of `16 : i32` (or `8`).
fn int_value(text: &str) -> Option<i128> {
    text.split(':').next()?.trim().parse().ok()
}

/// The contents of a string literal `"..."` with escapes resolved.
fn string_value(ctx: &Context, text: &str) -> Option<String> {
    match ctx.attr_data(parse_attr_str(ctx, "", text).ok()?) {
        AttrData::String { value, .. } => Some(ctx.str(*value).to_owned()),
        _ => None,
    }
}

impl ModuleTranslator<'_> {
    // ---- building blocks ----

    pub(crate) fn md_string(&self, s: &str) -> LLVMMetadataRef {
        // SAFETY: a string in our context.
        unsafe { LLVMMDStringInContext2(self.llctx, s.as_ptr() as *const _, s.len()) }
    }

    pub(crate) fn md_int(&self, bits: u32, v: u64) -> LLVMMetadataRef {
        // SAFETY: an integer constant of our context, as metadata.
        unsafe { LLVMValueAsMetadata(LLVMConstInt(LLVMIntTypeInContext(self.llctx, bits), v, 0)) }
    }

    pub(crate) fn md_node(&self, ops: &mut [LLVMMetadataRef]) -> LLVMMetadataRef {
        // SAFETY: operands are metadata of our context.
        unsafe { LLVMMDNodeInContext2(self.llctx, ops.as_mut_ptr(), ops.len()) }
    }

    /// `distinct !{self, rest...}`: the node is made with a temporary first
    /// operand that is then replaced by the node itself, which turns the
    /// (uniqued) node distinct, as MLIR does it.
    fn md_self_ref(&self, rest: &[LLVMMetadataRef]) -> LLVMMetadataRef {
        // SAFETY: the temporary node is replaced (and deleted) right after
        // the node using it is made.
        unsafe {
            let temp = LLVMTemporaryMDNode(self.llctx, std::ptr::null_mut(), 0);
            let mut ops = Vec::with_capacity(rest.len() + 1);
            ops.push(temp);
            ops.extend_from_slice(rest);
            let node = self.md_node(&mut ops);
            LLVMMetadataReplaceAllUsesWith(temp, node);
            node
        }
    }

    /// A fresh `distinct !{}`. The C API makes distinct nodes only through
    /// self references, so the node is read from a tiny IR module parsed
    /// into our context; distinct nodes belong to the context and outlive
    /// that module.
    fn md_distinct_empty(&self) -> Result<LLVMMetadataRef, String> {
        const TEXT: &str = "!strata.distinct = !{!0}\n!0 = distinct !{}\n";
        // SAFETY: the buffer is ours to dispose of; the parsed module
        // is disposed after its one node has been taken.
        unsafe {
            let module = super::parse_ir(self.llctx, TEXT, c"distinct")
                .map_err(|e| format!("cannot make a distinct metadata node: {e}"))?;
            let name = c"strata.distinct";
            let mut ops = [std::ptr::null_mut()];
            LLVMGetNamedMetadataOperands(module, name.as_ptr(), ops.as_mut_ptr());
            let node = LLVMValueAsMetadata(ops[0]);
            LLVMDisposeModule(module);
            Ok(node)
        }
    }

    /// The canonical body of a nested attribute's text, interned.
    fn nested_attr(&self, text: &str, want: &str) -> Result<AttrId, String> {
        let a = parse_attr_str(self.ctx, "", text).map_err(|d| d.message)?;
        if llvm_attr_name(self.ctx, a) != Some(want) {
            return Err(format!("expected #llvm.{want}, got {text}"));
        }
        Ok(a)
    }

    fn body_of(&self, a: AttrId) -> &str {
        match self.ctx.attr_data(a) {
            AttrData::Opaque { body, .. } => self.ctx.str(*body),
            _ => "",
        }
    }

    // ---- loop annotations ----

    /// The `!llvm.loop` node of a `#llvm.loop_annotation`.
    fn loop_annotation(&mut self, a: AttrId) -> Result<LLVMMetadataRef, String> {
        if let Some(&n) = self.meta.nodes.get(&a) {
            return Ok(n);
        }
        let body = self.body_of(a).to_owned();
        let top = fields(&body);
        let get = |k: &str| top.iter().find(|(n, _)| *n == k).map(|(_, v)| v.clone());
        let mut ops: Vec<LLVMMetadataRef> = Vec::new();
        // startLoc/endLoc become DILocations only with a debug-info scope;
        // Strata does not translate debug info, so they add nothing.
        let unit = |this: &Self, ops: &mut Vec<LLVMMetadataRef>, name: &str| {
            let s = this.md_string(name);
            ops.push(this.md_node(&mut [s]));
        };
        let flag = |v: &Option<Vec<&str>>| v.as_ref().map(|v| v[0] == "true");
        if flag(&get("disableNonforced")) == Some(true) {
            unit(self, &mut ops, "llvm.loop.disable_nonforced");
        }
        if flag(&get("mustProgress")) == Some(true) {
            unit(self, &mut ops, "llvm.loop.mustprogress");
        }
        if let Some(v) = flag(&get("isVectorized")) {
            ops.push(self.named_int("llvm.loop.isvectorized", v as u64));
        }
        const OPTIONS: [(&str, &str); 9] = [
            ("vectorize", "loop_vectorize"),
            ("interleave", "loop_interleave"),
            ("unroll", "loop_unroll"),
            ("unrollAndJam", "loop_unroll_and_jam"),
            ("licm", "loop_licm"),
            ("distribute", "loop_distribute"),
            ("pipeline", "loop_pipeline"),
            ("peeled", "loop_peeled"),
            ("unswitch", "loop_unswitch"),
        ];
        for (key, mnemonic) in OPTIONS {
            if let Some(v) = get(key) {
                let opt = self.nested_attr(v[0], mnemonic)?;
                let text = self.body_of(opt).to_owned();
                self.loop_options(mnemonic, &text, &mut ops)?;
            }
        }
        if let Some(groups) = get("parallelAccesses") {
            let mut list = vec![self.md_string("llvm.loop.parallel_accesses")];
            for g in groups {
                let g = self.nested_attr(g, "access_group")?;
                list.push(self.access_group(g)?);
            }
            ops.push(self.md_node(&mut list));
        }
        let node = self.md_self_ref(&ops);
        self.meta.nodes.insert(a, node);
        Ok(node)
    }

    /// `!{!"name", i32 v}`
    fn named_int(&self, name: &str, v: u64) -> LLVMMetadataRef {
        let mut ops = [self.md_string(name), self.md_int(32, v & 0xffff_ffff)];
        self.md_node(&mut ops)
    }

    /// `!{!"name", i1 v}`
    fn named_bool(&self, name: &str, v: bool) -> LLVMMetadataRef {
        let mut ops = [self.md_string(name), self.md_int(1, v as u64)];
        self.md_node(&mut ops)
    }

    /// The option nodes of one loop option attribute, in MLIR's order.
    fn loop_options(
        &mut self,
        mnemonic: &str,
        body: &str,
        ops: &mut Vec<LLVMMetadataRef>,
    ) -> Result<(), String> {
        let f = fields(body);
        let get = |k: &str| f.iter().find(|(n, _)| *n == k).map(|(_, v)| v[0]);
        let prefix = match mnemonic {
            "loop_vectorize" => "llvm.loop.vectorize",
            "loop_interleave" => "llvm.loop.interleave",
            "loop_unroll" => "llvm.loop.unroll",
            "loop_unroll_and_jam" => "llvm.loop.unroll_and_jam",
            "loop_distribute" => "llvm.loop.distribute",
            "loop_pipeline" => "llvm.loop.pipeline",
            "loop_peeled" => "llvm.loop.peeled",
            "loop_unswitch" => "llvm.loop.unswitch",
            _ => "",
        };
        // Each entry: parameter, how it translates, metadata name suffix.
        enum How {
            /// `i1` of the value (negated when `true`).
            Bool(bool),
            /// `i32` of the integer.
            I32,
            /// `!{!"name"}` when true.
            Unit,
            /// `.disable` or `.enable` by the value, without operand.
            DisableOrEnable,
            /// `!{!"name", followup}`.
            Followup,
        }
        use How::*;
        let table: &[(&str, How, &str)] = match mnemonic {
            "loop_vectorize" => &[
                ("disable", Bool(true), ".enable"),
                ("predicateEnable", Bool(false), ".predicate.enable"),
                ("scalableEnable", Bool(false), ".scalable.enable"),
                ("width", I32, ".width"),
                ("followupVectorized", Followup, ".followup_vectorized"),
                ("followupEpilogue", Followup, ".followup_epilogue"),
                ("followupAll", Followup, ".followup_all"),
            ],
            "loop_interleave" => &[("count", I32, ".count")],
            "loop_unroll" => &[
                ("disable", DisableOrEnable, ""),
                ("count", I32, ".count"),
                ("runtimeDisable", Bool(false), ".runtime.disable"),
                ("full", Unit, ".full"),
                ("followupUnrolled", Followup, ".followup_unrolled"),
                ("followupRemainder", Followup, ".followup_remainder"),
                ("followupAll", Followup, ".followup_all"),
            ],
            "loop_unroll_and_jam" => &[
                ("disable", DisableOrEnable, ""),
                ("count", I32, ".count"),
                ("followupOuter", Followup, ".followup_outer"),
                ("followupInner", Followup, ".followup_inner"),
                (
                    "followupRemainderOuter",
                    Followup,
                    ".followup_remainder_outer",
                ),
                (
                    "followupRemainderInner",
                    Followup,
                    ".followup_remainder_inner",
                ),
                ("followupAll", Followup, ".followup_all"),
            ],
            // LICM's names do not share a prefix.
            "loop_licm" => &[
                ("disable", Unit, "llvm.licm.disable"),
                (
                    "versioningDisable",
                    Unit,
                    "llvm.loop.licm_versioning.disable",
                ),
            ],
            "loop_distribute" => &[
                ("disable", Bool(true), ".enable"),
                ("followupCoincident", Followup, ".followup_coincident"),
                ("followupSequential", Followup, ".followup_sequential"),
                ("followupFallback", Followup, ".followup_fallback"),
                ("followupAll", Followup, ".followup_all"),
            ],
            "loop_pipeline" => &[
                ("disable", Bool(false), ".disable"),
                ("initiationinterval", I32, ".initiationinterval"),
            ],
            "loop_peeled" => &[("count", I32, ".count")],
            "loop_unswitch" => &[("partialDisable", Unit, ".partial.disable")],
            _ => return Err(format!("unknown loop option #llvm.{mnemonic}")),
        };
        for (key, how, suffix) in table {
            let Some(v) = get(key) else { continue };
            let name = format!("{prefix}{suffix}");
            let node = match how {
                Bool(negate) => self.named_bool(&name, (v == "true") ^ negate),
                I32 => {
                    let n = int_value(v).ok_or_else(|| format!("expected an integer, got {v}"))?;
                    self.named_int(&name, n as u64)
                }
                Unit => {
                    if v != "true" {
                        continue;
                    }
                    let s = self.md_string(&name);
                    self.md_node(&mut [s])
                }
                DisableOrEnable => {
                    let which = if v == "true" { ".disable" } else { ".enable" };
                    let s = self.md_string(&format!("{prefix}{which}"));
                    self.md_node(&mut [s])
                }
                Followup => {
                    let a = self.nested_attr(v, "loop_annotation")?;
                    let follow = self.loop_annotation(a)?;
                    let mut pair = [self.md_string(&name), follow];
                    self.md_node(&mut pair)
                }
            };
            ops.push(node);
        }
        Ok(())
    }

    // ---- access groups ----

    fn access_group(&mut self, a: AttrId) -> Result<LLVMMetadataRef, String> {
        if let Some(&n) = self.meta.nodes.get(&a) {
            return Ok(n);
        }
        let node = self.md_distinct_empty()?;
        self.meta.nodes.insert(a, node);
        Ok(node)
    }

    /// One group's node, or a list of several.
    fn access_groups(&mut self, list: AttrId) -> Result<Option<LLVMMetadataRef>, String> {
        if let Some(&n) = self.meta.nodes.get(&list) {
            return Ok(Some(n));
        }
        let items = self.array_items(list, "access_group")?;
        if items.is_empty() {
            return Ok(None);
        }
        let mut groups = Vec::with_capacity(items.len());
        for g in items {
            groups.push(self.access_group(g)?);
        }
        let node = if groups.len() == 1 {
            groups[0]
        } else {
            self.md_node(&mut groups)
        };
        self.meta.nodes.insert(list, node);
        Ok(Some(node))
    }

    fn array_items(&self, list: AttrId, want: &str) -> Result<Vec<AttrId>, String> {
        match self.ctx.attr_data(list) {
            AttrData::Array(items) => {
                for &x in items.iter() {
                    if llvm_attr_name(self.ctx, x) != Some(want) {
                        return Err(format!("expected an array of #llvm.{want}"));
                    }
                }
                Ok(items.to_vec())
            }
            _ => Err(format!("expected an array of #llvm.{want}")),
        }
    }

    // ---- alias scopes ----

    /// A scope's or a domain's node: `distinct !{self, [domain,] ["desc"]}`
    /// for a distinct id, `!{!"id", [domain,] ["desc"]}` for a string id.
    fn scope_node(&mut self, a: AttrId, is_domain: bool) -> Result<LLVMMetadataRef, String> {
        if let Some(&n) = self.meta.nodes.get(&a) {
            return Ok(n);
        }
        let body = self.body_of(a).to_owned();
        let f = fields(&body);
        let get = |k: &str| f.iter().find(|(n, _)| *n == k).map(|(_, v)| v[0]);
        let id = get("id").ok_or("alias scope without id")?;
        let mut rest = Vec::new();
        if !is_domain {
            let d = get("domain").ok_or("alias scope without domain")?;
            let d = self.nested_attr(d, "alias_scope_domain")?;
            rest.push(self.scope_node(d, true)?);
        }
        if let Some(desc) = get("description") {
            let s = string_value(self.ctx, desc).ok_or("bad description")?;
            rest.push(self.md_string(&s));
        }
        let node = if id.starts_with("distinct[") {
            self.md_self_ref(&rest)
        } else {
            let s = string_value(self.ctx, id).ok_or("bad alias scope id")?;
            let mut ops = vec![self.md_string(&s)];
            ops.extend(rest);
            self.md_node(&mut ops)
        };
        self.meta.nodes.insert(a, node);
        Ok(node)
    }

    /// `!{scope...}` of an array of scopes (`None` when empty).
    fn scope_list(&mut self, list: AttrId) -> Result<Option<LLVMMetadataRef>, String> {
        if let Some(&n) = self.meta.nodes.get(&list) {
            return Ok(Some(n));
        }
        let items = self.array_items(list, "alias_scope")?;
        if items.is_empty() {
            return Ok(None);
        }
        let mut scopes = Vec::with_capacity(items.len());
        for s in items {
            scopes.push(self.scope_node(s, false)?);
        }
        let node = self.md_node(&mut scopes);
        self.meta.nodes.insert(list, node);
        Ok(Some(node))
    }

    // ---- TBAA ----

    /// The node of a TBAA root, type descriptor or access tag.
    fn tbaa_node(&mut self, a: AttrId) -> Result<LLVMMetadataRef, String> {
        if let Some(&n) = self.meta.nodes.get(&a) {
            return Ok(n);
        }
        let body = self.body_of(a).to_owned();
        let f = fields(&body);
        let get = |k: &str| f.iter().find(|(n, _)| *n == k).map(|(_, v)| v[0]);
        let node = match llvm_attr_name(self.ctx, a) {
            Some("tbaa_root") => match get("id") {
                Some(id) => {
                    let s = string_value(self.ctx, id).ok_or("bad TBAA root id")?;
                    let mut ops = [self.md_string(&s)];
                    self.md_node(&mut ops)
                }
                None => self.md_self_ref(&[]),
            },
            Some("tbaa_type_desc") => {
                let id = get("id").ok_or("TBAA type descriptor without id")?;
                let s = string_value(self.ctx, id).ok_or("bad TBAA type descriptor id")?;
                let mut ops = vec![self.md_string(&s)];
                let members = get("members").ok_or("TBAA type descriptor without members")?;
                let inner = members
                    .strip_prefix('{')
                    .and_then(|m| m.strip_suffix('}'))
                    .ok_or("bad TBAA members")?;
                for member in split_top(inner, ',') {
                    let member = member.trim();
                    let pair = member
                        .strip_prefix('<')
                        .and_then(|m| m.strip_suffix('>'))
                        .ok_or("bad TBAA member")?;
                    let parts = split_top(pair, ',');
                    let [node, offset] = parts[..] else {
                        return Err("bad TBAA member".into());
                    };
                    let node = parse_attr_str(self.ctx, "", node.trim()).map_err(|d| d.message)?;
                    let offset = int_value(offset).ok_or("bad TBAA member offset")?;
                    ops.push(self.tbaa_node(node)?);
                    ops.push(self.md_int(64, offset as u64));
                }
                self.md_node(&mut ops)
            }
            Some("tbaa_tag") => {
                let base = self.nested_attr(
                    get("base_type").ok_or("TBAA tag without base_type")?,
                    "tbaa_type_desc",
                )?;
                let access = self.nested_attr(
                    get("access_type").ok_or("TBAA tag without access_type")?,
                    "tbaa_type_desc",
                )?;
                let offset = get("offset")
                    .and_then(int_value)
                    .ok_or("TBAA tag without offset")?;
                let mut ops = vec![self.tbaa_node(base)?, self.tbaa_node(access)?];
                ops.push(self.md_int(64, offset as u64));
                if get("constant") == Some("true") {
                    ops.push(self.md_int(64, 1));
                }
                self.md_node(&mut ops)
            }
            _ => return Err("expected a TBAA attribute".into()),
        };
        self.meta.nodes.insert(a, node);
        Ok(node)
    }

    // ---- hooks ----

    fn attach(&self, inst: LLVMValueRef, kind: u32, node: LLVMMetadataRef) {
        // SAFETY: an instruction of this module and metadata of our context.
        unsafe { LLVMSetMetadata(inst, kind, LLVMMetadataAsValue(self.llctx, node)) }
    }

    /// `!llvm.loop` of a branch with a `loop_annotation`.
    pub(crate) fn attach_loop_annotation(
        &mut self,
        body: &Body,
        op: Op,
        br: LLVMValueRef,
    ) -> Result<(), Diag> {
        let attrs = body.op(op).attrs;
        let Some(a) = self.ctx.dict_get(attrs, self.meta.loop_annotation) else {
            return Ok(());
        };
        if llvm_attr_name(self.ctx, a) != Some("loop_annotation") {
            return Err(self.op_error(body, op, "expected a #llvm.loop_annotation"));
        }
        let node = self
            .loop_annotation(a)
            .map_err(|e| self.op_error(body, op, e))?;
        self.attach(br, self.meta.kind_loop, node);
        Ok(())
    }

    /// `!llvm.access.group`, `!alias.scope`, `!noalias` and `!tbaa` of a
    /// memory access (load, store, atomics, call, memory intrinsics).
    pub(crate) fn attach_memory_metadata(
        &mut self,
        body: &Body,
        op: Op,
        inst: LLVMValueRef,
    ) -> Result<(), Diag> {
        let attrs = body.op(op).attrs;
        if attrs == strata_ir::AttrId::EMPTY_DICT {
            return Ok(());
        }
        let get = |name: Ident| self.ctx.dict_get(attrs, name);
        let (groups, scopes, noalias, tbaa) = (
            get(self.meta.access_groups),
            get(self.meta.alias_scopes),
            get(self.meta.noalias_scopes),
            get(self.meta.tbaa),
        );
        let err = |this: &Self, e: String| this.op_error(body, op, e);
        if let Some(g) = groups {
            if let Some(n) = self.access_groups(g).map_err(|e| err(self, e))? {
                self.attach(inst, self.meta.kind_access_group, n);
            }
        }
        if let Some(s) = scopes {
            if let Some(n) = self.scope_list(s).map_err(|e| err(self, e))? {
                self.attach(inst, self.meta.kind_alias_scope, n);
            }
        }
        if let Some(s) = noalias {
            if let Some(n) = self.scope_list(s).map_err(|e| err(self, e))? {
                self.attach(inst, self.meta.kind_noalias, n);
            }
        }
        if let Some(t) = tbaa {
            let tags = self.array_items(t, "tbaa_tag").map_err(|e| err(self, e))?;
            // LLVM takes one tag per instruction; MLIR leaves several
            // untranslated (with a warning).
            if let [tag] = tags[..] {
                let n = self.tbaa_node(tag).map_err(|e| err(self, e))?;
                self.attach(inst, self.meta.kind_tbaa, n);
            }
        }
        Ok(())
    }

    /// The `metadata !{scope}` argument of
    /// `llvm.experimental.noalias.scope.decl`.
    pub(crate) fn scope_decl_arg(&mut self, body: &Body, op: Op) -> Result<LLVMValueRef, Diag> {
        let attrs = body.op(op).attrs;
        let scope = self
            .ctx
            .dict_get(attrs, self.meta.scope)
            .filter(|&a| llvm_attr_name(self.ctx, a) == Some("alias_scope"))
            .ok_or_else(|| self.op_error(body, op, "requires attribute 'scope'"))?;
        let s = self
            .scope_node(scope, false)
            .map_err(|e| self.op_error(body, op, e))?;
        let list = self.md_node(&mut [s]);
        // SAFETY: metadata of our context as a call argument.
        Ok(unsafe { LLVMMetadataAsValue(self.llctx, list) })
    }
}

/// Ops whose memory metadata attributes are translated.
pub(crate) fn carries_memory_metadata(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        LlvmLoad
            | LlvmStore
            | LlvmAtomicrmw
            | LlvmCmpxchg
            | LlvmCall
            | IntrMemcpy
            | IntrMemcpyInline
            | IntrMemmove
            | IntrMemset
            | IntrMemsetInline
    )
}
