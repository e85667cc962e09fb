//! `!llvm.loop`, `!llvm.access.group`, `!alias.scope`, `!noalias` and
//! `!tbaa` back into the LLVM dialect's attributes, as mlir-translate's
//! import reads them: loop metadata it cannot read completely is dropped
//! with a warning; malformed access groups, alias scopes and TBAA graphs
//! fail the import.
//!
//! The attributes are written in their full form; the parser gives them
//! the canonical one and the printer the aliases. Each metadata node maps
//! to one attribute (distinct nodes to fresh `distinct[N]` ids), so nodes
//! shared in LLVM IR are shared attributes.

use rustc_hash::FxHashMap;

use super::ffi::V;
use super::types::quote;
use super::Importer;

/// The nodes converted so far.
#[derive(Default)]
pub(crate) struct MetaImport {
    next_distinct: u32,
    /// Access groups, alias scopes and domains, TBAA nodes: attribute text.
    nodes: FxHashMap<V, String>,
    /// Loop annotations (`None`: dropped).
    loops: FxHashMap<V, Option<String>>,
}

impl MetaImport {
    fn distinct(&mut self) -> String {
        self.next_distinct += 1;
        format!("distinct[{}]<>", self.next_distinct - 1)
    }
}

/// The operands of a metadata node (`None` for null operands).
fn ops(node: V) -> Vec<Option<V>> {
    node.md_operands()
}

/// A node as LLVM prints it, for diagnostics. Nodes that only hang off
/// instructions print with their addresses (LLVM finds no module to number
/// them in); those become `!0`, `!1`, ... in order of appearance.
fn describe(node: V) -> String {
    let text = node.print();
    let mut out = String::with_capacity(text.len());
    let mut seen: Vec<&str> = Vec::new();
    let mut rest = text.trim();
    while let Some(s) = rest.find("<0x") {
        out.push_str(&rest[..s]);
        let e = rest[s..].find('>').map_or(rest.len(), |e| s + e + 1);
        let addr = &rest[s..e];
        let n = seen.iter().position(|a| *a == addr).unwrap_or_else(|| {
            seen.push(addr);
            seen.len() - 1
        });
        out.push_str(&format!("!{n}"));
        rest = &rest[e..];
    }
    out.push_str(rest);
    out
}

impl Importer {
    /// Reads the access groups, alias scopes and TBAA graphs of every
    /// instruction first, as mlir-translate does: loop annotations refer to
    /// access groups met later, and malformed nodes fail the import
    /// wherever they are.
    pub(crate) fn metadata_prepass(&mut self, functions: &[V]) -> Result<(), String> {
        for f in functions {
            for b in f.blocks() {
                for inst in b.instructions() {
                    if let Some(node) = inst.metadata("tbaa") {
                        self.tbaa(node)?;
                    }
                    if let Some(node) = inst.metadata("llvm.access.group") {
                        self.access_groups(node)?;
                    }
                    for kind in ["alias.scope", "noalias"] {
                        if let Some(node) = inst.metadata(kind) {
                            self.alias_scopes(node)?;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    // ---- memory accesses ----

    /// The `access_groups`, `alias_scopes`, `noalias_scopes` and `tbaa`
    /// attributes of a memory access, as `name = value` entries.
    pub(crate) fn memory_metadata(&mut self, v: V) -> Result<Vec<String>, String> {
        let mut out = Vec::new();
        if let Some(node) = v.metadata("llvm.access.group") {
            out.push(format!("access_groups = [{}]", self.access_groups(node)?));
        }
        if let Some(node) = v.metadata("alias.scope") {
            out.push(format!("alias_scopes = [{}]", self.alias_scopes(node)?));
        }
        if let Some(node) = v.metadata("noalias") {
            out.push(format!("noalias_scopes = [{}]", self.alias_scopes(node)?));
        }
        if let Some(node) = v.metadata("tbaa") {
            out.push(format!("tbaa = [{}]", self.tbaa(node)?));
        }
        Ok(out)
    }

    /// `memory_metadata` as `, name = value...` for an attribute dict.
    pub(crate) fn memory_metadata_suffix(&mut self, v: V) -> Result<String, String> {
        Ok(self
            .memory_metadata(v)?
            .into_iter()
            .map(|e| format!(", {e}"))
            .collect())
    }

    /// An access group list (or one group) as attribute texts.
    fn access_groups(&mut self, node: V) -> Result<String, String> {
        let unsupported = || format!("unsupported access group node: {}", describe(node));
        let operands = ops(node);
        let groups: Vec<V> = if operands.is_empty() {
            vec![node]
        } else {
            let mut g = Vec::with_capacity(operands.len());
            for o in operands {
                match o {
                    Some(o) if o.is_md_node() => g.push(o),
                    _ => {
                        self.warnings
                            .push("expected access group operands to be metadata nodes".into());
                        return Err(unsupported());
                    }
                }
            }
            g
        };
        let mut texts = Vec::with_capacity(groups.len());
        for g in groups {
            if let Some(t) = self.meta.nodes.get(&g) {
                texts.push(t.clone());
                continue;
            }
            if !ops(g).is_empty() || !g.is_distinct_empty_node() {
                self.warnings
                    .push("expected an access group node to be empty and distinct".into());
                return Err(unsupported());
            }
            let id = self.meta.distinct();
            let t = format!("#llvm.access_group<id = {id}>");
            self.meta.nodes.insert(g, t.clone());
            texts.push(t);
        }
        Ok(texts.join(", "))
    }

    // ---- alias scopes ----

    /// The scopes of an `!alias.scope` / `!noalias` list.
    fn alias_scopes(&mut self, list: V) -> Result<String, String> {
        let mut texts = Vec::new();
        for scope in ops(list) {
            let Some(scope) = scope.filter(|s| s.is_md_node()) else {
                return Err(format!("unhandled metadata: {}", describe(list)));
            };
            texts.push(self.alias_scope(scope)?);
        }
        Ok(texts.join(", "))
    }

    fn alias_scope(&mut self, scope: V) -> Result<String, String> {
        if let Some(t) = self.meta.nodes.get(&scope) {
            return Ok(t.clone());
        }
        let o = ops(scope);
        let self_ref_or_string = |n: V, o: &[Option<V>]| {
            o.first()
                .copied()
                .flatten()
                .is_some_and(|f| f == n || f.md_string().is_some())
        };
        let description_ok = |o: &[Option<V>], i: usize| {
            i >= o.len() || o[i].is_some_and(|d| d.md_string().is_some())
        };
        let domain = o.get(1).copied().flatten().filter(|d| d.is_md_node());
        let Some(domain) =
            domain.filter(|_| self_ref_or_string(scope, &o) && description_ok(&o, 2))
        else {
            return Err(format!("unsupported alias scope node: {}", describe(scope)));
        };
        let d = ops(domain);
        if !self_ref_or_string(domain, &d) || !description_ok(&d, 1) {
            return Err(format!(
                "unsupported alias domain node: {}",
                describe(domain)
            ));
        }
        let domain_text = match self.meta.nodes.get(&domain) {
            Some(t) => t.clone(),
            None => {
                let id = self.scope_id(domain, &d);
                let desc = d.get(1).copied().flatten().and_then(|s| s.md_string());
                let t = match desc {
                    Some(s) => format!(
                        "#llvm.alias_scope_domain<id = {id}, description = {}>",
                        quote(&s)
                    ),
                    None => format!("#llvm.alias_scope_domain<id = {id}>"),
                };
                self.meta.nodes.insert(domain, t.clone());
                t
            }
        };
        let id = self.scope_id(scope, &o);
        let desc = o
            .get(2)
            .copied()
            .flatten()
            .and_then(|s| s.md_string())
            .filter(|s| !s.is_empty());
        let t = match desc {
            Some(s) => format!(
                "#llvm.alias_scope<id = {id}, domain = {domain_text}, description = {}>",
                quote(&s)
            ),
            None => format!("#llvm.alias_scope<id = {id}, domain = {domain_text}>"),
        };
        self.meta.nodes.insert(scope, t.clone());
        Ok(t)
    }

    /// A fresh distinct id for a self-referencing node, the string of a
    /// string-named one.
    fn scope_id(&mut self, node: V, o: &[Option<V>]) -> String {
        match o.first().copied().flatten() {
            Some(f) if f == node => self.meta.distinct(),
            Some(f) => quote(&f.md_string().unwrap_or_default()),
            None => self.meta.distinct(),
        }
    }

    /// The `metadata !{scope}` argument of
    /// `llvm.experimental.noalias.scope.decl`.
    pub(crate) fn scope_decl(&mut self, list: V) -> Result<String, String> {
        let o = ops(list);
        match o[..] {
            [Some(scope)] if scope.is_md_node() => self.alias_scope(scope),
            _ => Err(format!("unhandled metadata: {}", describe(list))),
        }
    }

    // ---- TBAA ----

    /// A TBAA node (root, type descriptor or access tag), its children
    /// first.
    fn tbaa(&mut self, node: V) -> Result<String, String> {
        let mut seen = rustc_hash::FxHashSet::default();
        let mut work = vec![node];
        while let Some(&current) = work.last() {
            if self.meta.nodes.contains_key(&current) {
                work.pop();
                continue;
            }
            let o = ops(current);
            let mut pending = false;
            for c in o.iter().flatten() {
                if c.is_md_node() && !self.meta.nodes.contains_key(c) {
                    work.push(*c);
                    pending = true;
                }
            }
            if pending {
                if !seen.insert(current) {
                    return Err(format!("has cycle in TBAA graph: {}", describe(current)));
                }
                continue;
            }
            work.pop();
            let text = self.tbaa_node(current, &o)?;
            self.meta.nodes.insert(current, text);
        }
        Ok(self.meta.nodes[&node].clone())
    }

    /// One TBAA node whose children are converted.
    fn tbaa_node(&self, node: V, o: &[Option<V>]) -> Result<String, String> {
        let text = |v: &Option<V>| v.and_then(|v| self.meta.nodes.get(&v).cloned());
        // A root: no operand or one; named when that is a string.
        if o.len() <= 1 {
            return Ok(
                match o.first().copied().flatten().and_then(|s| s.md_string()) {
                    Some(name) => format!("#llvm.tbaa_root<id = {}>", quote(&name)),
                    None => "#llvm.tbaa_root".into(),
                },
            );
        }
        // A type descriptor: a name, then (member, offset) pairs.
        if let Some(name) = o[0].and_then(|s| s.md_string()) {
            let mut members = Vec::new();
            for pair in 0..o.len() / 2 {
                let member = o[2 * pair + 1]
                    .filter(|m| m.is_md_node())
                    .and_then(|m| self.meta.nodes.get(&m).cloned())
                    .ok_or_else(|| {
                        format!(
                            "operand '{}' must be MDNode: {}",
                            2 * pair + 1,
                            describe(node)
                        )
                    })?;
                let offset = if 2 * pair + 2 >= o.len() {
                    if o.len() != 2 {
                        return Err(format!("missing member offset: {}", describe(node)));
                    }
                    0
                } else {
                    o[2 * pair + 2]
                        .and_then(|c| c.const_int())
                        .map(|c| c.0)
                        .ok_or_else(|| {
                            format!(
                                "operand '{}' must be ConstantInt: {}",
                                2 * pair + 2,
                                describe(node)
                            )
                        })?
                };
                members.push(format!("<{member}, {offset}>"));
            }
            return Ok(format!(
                "#llvm.tbaa_type_desc<id = {}, members = {{{}}}>",
                quote(&name),
                members.join(", ")
            ));
        }
        // An access tag: base type, access type, offset[, constant].
        let access_is_type = o[1].filter(|a| a.is_md_node()).is_some_and(|a| {
            ops(a)
                .first()
                .copied()
                .flatten()
                .and_then(|s| s.md_string())
                .is_some()
        });
        if (o.len() == 3 || o.len() == 4) && access_is_type {
            if let (Some(base), Some(access), Some((offset, _))) =
                (text(&o[0]), text(&o[1]), o[2].and_then(|c| c.const_int()))
            {
                let constant = if o.len() == 4 {
                    let (c, _) = o[3].and_then(|c| c.const_int()).ok_or_else(|| {
                        format!("operand '3' must be ConstantInt: {}", describe(node))
                    })?;
                    c & 1 == 1
                } else {
                    false
                };
                let flag = if constant { ", constant = true" } else { "" };
                return Ok(format!(
                    "#llvm.tbaa_tag<base_type = {base}, access_type = {access}, offset = {offset}{flag}>"
                ));
            }
        }
        Err(format!("unsupported TBAA node format: {}", describe(node)))
    }

    // ---- loops ----

    /// ` {loop_annotation = ...}` of a branch with `!llvm.loop`, or "".
    pub(crate) fn loop_annotation_suffix(&mut self, br: V) -> Result<String, String> {
        let Some(node) = br.metadata("llvm.loop") else {
            return Ok(String::new());
        };
        Ok(match self.loop_annotation(node)? {
            Some(t) => format!(" {{loop_annotation = {t}}}"),
            None => String::new(),
        })
    }

    /// A loop annotation (cached per node); `None` when it cannot be read.
    fn loop_annotation(&mut self, node: V) -> Result<Option<String>, String> {
        if let Some(t) = self.meta.loops.get(&node) {
            return Ok(t.clone());
        }
        // Mark as in progress (a followup cycle reads as dropped).
        self.meta.loops.insert(node, None);
        let t = match self.read_loop(node) {
            Ok(t) => t,
            Err(w) => {
                self.warnings.push(w);
                None
            }
        };
        self.meta.loops.insert(node, t.clone());
        Ok(t)
    }

    /// Reads a loop node: `Err` is the warning of an unreadable node.
    /// As in mlir-translate, every property is looked at: a malformed one
    /// drops the option attribute it belongs to (with a warning), or the
    /// whole annotation for the top-level ones; an unknown property drops
    /// the whole annotation.
    fn read_loop(&mut self, node: V) -> Result<Option<String>, String> {
        let o = ops(node);
        if o.first().copied().flatten() != Some(node) {
            return Err("invalid loop node".into());
        }
        let mut props: Vec<(String, V, Vec<Option<V>>)> = Vec::new();
        for p in &o[1..] {
            let Some(p) = p.filter(|p| p.is_md_node()) else {
                return Err(
                    "expected all loop properties to be either debug locations or metadata nodes"
                        .into(),
                );
            };
            if p.is_di_location() {
                continue;
            }
            let po = ops(p);
            if po.is_empty() {
                return Err("cannot import empty loop property".into());
            }
            let Some(name) = po[0].and_then(|s| s.md_string()) else {
                return Err("cannot import loop property without a name".into());
            };
            if props.iter().any(|(n, _, _)| *n == name) {
                return Err(format!(
                    "cannot import loop properties with duplicated names {name}"
                ));
            }
            props.push((name, p, po));
        }
        let mut r = LoopReader {
            props,
            warnings: Vec::new(),
        };
        let disable_nonforced = r.unit("llvm.loop.disable_nonforced");
        let vectorize = {
            let fields = vec![
                ("disable", r.boolean("llvm.loop.vectorize.enable", true)),
                (
                    "predicateEnable",
                    r.boolean("llvm.loop.vectorize.predicate.enable", false),
                ),
                (
                    "scalableEnable",
                    r.boolean("llvm.loop.vectorize.scalable.enable", false),
                ),
                ("width", r.int("llvm.loop.vectorize.width")),
                (
                    "followupVectorized",
                    self.followup(&mut r, "llvm.loop.vectorize.followup_vectorized"),
                ),
                (
                    "followupEpilogue",
                    self.followup(&mut r, "llvm.loop.vectorize.followup_epilogue"),
                ),
                (
                    "followupAll",
                    self.followup(&mut r, "llvm.loop.vectorize.followup_all"),
                ),
            ];
            r.option("loop_vectorize", fields)
        };
        let interleave = {
            let fields = vec![("count", r.int("llvm.loop.interleave.count"))];
            r.option("loop_interleave", fields)
        };
        let unroll = {
            let fields = vec![
                (
                    "disable",
                    r.enable_disable("llvm.loop.unroll.enable", "llvm.loop.unroll.disable"),
                ),
                ("count", r.int("llvm.loop.unroll.count")),
                ("runtimeDisable", r.unit("llvm.loop.unroll.runtime.disable")),
                ("full", r.unit("llvm.loop.unroll.full")),
                (
                    "followupUnrolled",
                    self.followup(&mut r, "llvm.loop.unroll.followup_unrolled"),
                ),
                (
                    "followupRemainder",
                    self.followup(&mut r, "llvm.loop.unroll.followup_remainder"),
                ),
                (
                    "followupAll",
                    self.followup(&mut r, "llvm.loop.unroll.followup_all"),
                ),
            ];
            r.option("loop_unroll", fields)
        };
        let unroll_and_jam = {
            let fields = vec![
                (
                    "disable",
                    r.enable_disable(
                        "llvm.loop.unroll_and_jam.enable",
                        "llvm.loop.unroll_and_jam.disable",
                    ),
                ),
                ("count", r.int("llvm.loop.unroll_and_jam.count")),
                (
                    "followupOuter",
                    self.followup(&mut r, "llvm.loop.unroll_and_jam.followup_outer"),
                ),
                (
                    "followupInner",
                    self.followup(&mut r, "llvm.loop.unroll_and_jam.followup_inner"),
                ),
                (
                    "followupRemainderOuter",
                    self.followup(&mut r, "llvm.loop.unroll_and_jam.followup_remainder_outer"),
                ),
                (
                    "followupRemainderInner",
                    self.followup(&mut r, "llvm.loop.unroll_and_jam.followup_remainder_inner"),
                ),
                (
                    "followupAll",
                    self.followup(&mut r, "llvm.loop.unroll_and_jam.followup_all"),
                ),
            ];
            r.option("loop_unroll_and_jam", fields)
        };
        let licm = {
            let fields = vec![
                ("disable", r.unit("llvm.licm.disable")),
                (
                    "versioningDisable",
                    r.unit("llvm.loop.licm_versioning.disable"),
                ),
            ];
            r.option("loop_licm", fields)
        };
        let distribute = {
            let fields = vec![
                ("disable", r.boolean("llvm.loop.distribute.enable", true)),
                (
                    "followupCoincident",
                    self.followup(&mut r, "llvm.loop.distribute.followup_coincident"),
                ),
                (
                    "followupSequential",
                    self.followup(&mut r, "llvm.loop.distribute.followup_sequential"),
                ),
                (
                    "followupFallback",
                    self.followup(&mut r, "llvm.loop.distribute.followup_fallback"),
                ),
                (
                    "followupAll",
                    self.followup(&mut r, "llvm.loop.distribute.followup_all"),
                ),
            ];
            r.option("loop_distribute", fields)
        };
        let pipeline = {
            let fields = vec![
                ("disable", r.boolean("llvm.loop.pipeline.disable", false)),
                (
                    "initiationinterval",
                    r.int("llvm.loop.pipeline.initiationinterval"),
                ),
            ];
            r.option("loop_pipeline", fields)
        };
        let peeled = {
            let fields = vec![("count", r.int("llvm.loop.peeled.count"))];
            r.option("loop_peeled", fields)
        };
        let unswitch = {
            let fields = vec![(
                "partialDisable",
                r.unit("llvm.loop.unswitch.partial.disable"),
            )];
            r.option("loop_unswitch", fields)
        };
        let must_progress = r.unit("llvm.loop.mustprogress");
        let is_vectorized = r.int_as_bool("llvm.loop.isvectorized");
        let parallel = match r.take("llvm.loop.parallel_accesses") {
            None => Ok(None),
            Some((_, po)) => {
                let bad = "expected metadata node llvm.loop.parallel_accesses to hold one or multiple MDNodes";
                let mut groups = Vec::new();
                let mut result: Result<(), String> = if po.len() < 2 {
                    Err(bad.to_string())
                } else {
                    Ok(())
                };
                for g in po.iter().skip(1) {
                    if result.is_err() {
                        break;
                    }
                    match g.filter(|g| g.is_md_node()) {
                        None => result = Err(bad.to_string()),
                        // An access group no memory access uses is
                        // left out (with a warning).
                        Some(g) => match self.lookup_access_groups(g) {
                            Some(t) => groups.push(t),
                            None => r.warnings.push("could not lookup access group".into()),
                        },
                    }
                }
                result.map(|()| (!groups.is_empty()).then(|| groups.join(", ")))
            }
        };
        let parallel = r.note(parallel);
        let (disable_nonforced, must_progress, is_vectorized) = (
            r.note(disable_nonforced),
            r.note(must_progress),
            r.note(is_vectorized),
        );
        let unknown: Vec<String> = r.props.iter().map(|(n, _, _)| n.clone()).collect();
        self.warnings.append(&mut r.warnings);
        if !unknown.is_empty() {
            for name in unknown {
                self.warnings
                    .push(format!("unknown loop annotation {name}"));
            }
            return Ok(None);
        }
        let (Some(disable_nonforced), Some(must_progress), Some(is_vectorized), Some(parallel)) =
            (disable_nonforced, must_progress, is_vectorized, parallel)
        else {
            return Ok(None);
        };
        let fields = vec![
            ("disableNonforced", disable_nonforced),
            ("vectorize", vectorize),
            ("interleave", interleave),
            ("unroll", unroll),
            ("unrollAndJam", unroll_and_jam),
            ("licm", licm),
            ("distribute", distribute),
            ("pipeline", pipeline),
            ("peeled", peeled),
            ("unswitch", unswitch),
            ("mustProgress", must_progress),
            ("isVectorized", is_vectorized),
            ("parallelAccesses", parallel),
        ];
        Ok(nested("loop_annotation", fields))
    }

    /// A followup loop annotation: `Err` (a warning) when the property is
    /// malformed; `Ok(None)` when absent or when the followup is dropped.
    fn followup(&mut self, r: &mut LoopReader, name: &str) -> Result<Option<String>, String> {
        let Some((_, po)) = r.take(name) else {
            return Ok(None);
        };
        match po[..] {
            [_, Some(n)] if n.is_md_node() => {
                // A followup's own warnings come before this node's.
                self.warnings.append(&mut r.warnings);
                self.loop_annotation(n)
            }
            _ => Err(format!("expected metadata node {name} to hold an MDNode")),
        }
    }

    /// The access groups of a parallel-accesses entry, if they have all
    /// been met on memory accesses before.
    fn lookup_access_groups(&self, node: V) -> Option<String> {
        let o = ops(node);
        let groups: Vec<V> = if o.is_empty() {
            vec![node]
        } else {
            o.into_iter().collect::<Option<Vec<V>>>()?
        };
        let texts: Option<Vec<String>> = groups
            .iter()
            .map(|g| self.meta.nodes.get(g).cloned())
            .collect();
        Some(texts?.join(", "))
    }
}

/// The weights of a `!prof !{!"branch_weights", i32 ...}` attachment
/// (the LLVM verifier checks their count against the successors).
pub(crate) fn branch_weights(v: V) -> Option<Vec<String>> {
    let o = ops(v.metadata("prof")?);
    if o.first().copied().flatten()?.md_string()? != "branch_weights" {
        return None;
    }
    let mut rest = &o[1..];
    // `!"expected"` marks weights an `llvm.expect` produced.
    if rest
        .first()
        .copied()
        .flatten()
        .and_then(|s| s.md_string())
        .as_deref()
        == Some("expected")
    {
        rest = &rest[1..];
    }
    rest.iter()
        .map(|w| {
            w.and_then(|w| w.const_int())
                .map(|(x, _)| (x as u32).to_string())
        })
        .collect()
}

/// `#llvm.<name><k = v, ...>` of the present fields, `None` if there are
/// none (MLIR does not make an attribute without parameters).
fn nested(name: &str, fields: Vec<(&str, Option<String>)>) -> Option<String> {
    let present: Vec<String> = fields
        .into_iter()
        .filter_map(|(k, v)| v.map(|v| format!("{k} = {v}")))
        .collect();
    (!present.is_empty()).then(|| format!("#llvm.{name}<{}>", present.join(", ")))
}

/// The named properties of one loop node, taken one by one.
struct LoopReader {
    props: Vec<(String, V, Vec<Option<V>>)>,
    /// Warnings of malformed properties, in reading order.
    warnings: Vec<String>,
}

impl LoopReader {
    /// A read property, its warning recorded: `None` when malformed.
    fn note(&mut self, r: Result<Option<String>, String>) -> Option<Option<String>> {
        match r {
            Ok(v) => Some(v),
            Err(w) => {
                self.warnings.push(w);
                None
            }
        }
    }

    /// An option attribute from its fields: absent when a field is
    /// malformed (the annotation keeps its other options) or when no
    /// field is present.
    fn option(
        &mut self,
        name: &str,
        fields: Vec<(&str, Result<Option<String>, String>)>,
    ) -> Option<String> {
        let mut ok = Vec::with_capacity(fields.len());
        let mut failed = false;
        for (k, v) in fields {
            match v {
                Ok(v) => ok.push((k, v)),
                Err(w) => {
                    self.warnings.push(w);
                    failed = true;
                }
            }
        }
        if failed {
            None
        } else {
            nested(name, ok)
        }
    }

    fn take(&mut self, name: &str) -> Option<(V, Vec<Option<V>>)> {
        let i = self.props.iter().position(|(n, _, _)| n == name)?;
        let (_, v, o) = self.props.remove(i);
        Some((v, o))
    }

    /// `!{!"name"}`: `true`.
    fn unit(&mut self, name: &str) -> Result<Option<String>, String> {
        match self.take(name) {
            None => Ok(None),
            Some((_, o)) if o.len() == 1 => Ok(Some("true".into())),
            Some(_) => Err(format!("expected metadata node {name} to hold no value")),
        }
    }

    /// `!{!"name", i1 b}` (negated when asked).
    fn boolean(&mut self, name: &str, negate: bool) -> Result<Option<String>, String> {
        let Some((_, o)) = self.take(name) else {
            return Ok(None);
        };
        match o[..] {
            [_, Some(c)] => match c.const_int() {
                Some((v, 1)) => Ok(Some(((v & 1 == 1) ^ negate).to_string())),
                _ => Err(format!(
                    "expected metadata node {name} to hold a boolean value"
                )),
            },
            _ => Err(format!(
                "expected metadata node {name} to hold a boolean value"
            )),
        }
    }

    /// `!{!"name", i32 n}`.
    fn int(&mut self, name: &str) -> Result<Option<String>, String> {
        let Some((_, o)) = self.take(name) else {
            return Ok(None);
        };
        match o[..] {
            [_, Some(c)] => match c.const_int() {
                Some((v, 32)) => Ok(Some(format!("{} : i32", v as u32 as i32))),
                _ => Err(format!(
                    "expected metadata node {name} to hold an i32 value"
                )),
            },
            _ => Err(format!(
                "expected metadata node {name} to hold an i32 value"
            )),
        }
    }

    /// `!{!"name", i32 n}` read as a boolean.
    fn int_as_bool(&mut self, name: &str) -> Result<Option<String>, String> {
        let Some((_, o)) = self.take(name) else {
            return Ok(None);
        };
        match o[..] {
            [_, Some(c)] => match c.const_int() {
                Some((v, 32)) => Ok(Some((v != 0).to_string())),
                _ => Err(format!(
                    "expected metadata node {name} to hold an integer value"
                )),
            },
            _ => Err(format!(
                "expected metadata node {name} to hold an integer value"
            )),
        }
    }

    /// Two exclusive unit properties as `disable = true/false`.
    fn enable_disable(&mut self, enable: &str, disable: &str) -> Result<Option<String>, String> {
        let e = self.unit(enable)?;
        let d = self.unit(disable)?;
        match (e, d) {
            (Some(_), Some(_)) => Err(format!(
                "expected metadata nodes {enable} and {disable} to be mutually exclusive."
            )),
            (Some(_), None) => Ok(Some("false".into())),
            (None, Some(_)) => Ok(Some("true".into())),
            (None, None) => Ok(None),
        }
    }
}
