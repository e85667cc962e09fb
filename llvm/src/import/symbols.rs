//! Globals, aliases and functions: `llvm.mlir.global`, `llvm.mlir.alias`,
//! `llvm.func` with their linkage, visibility, attributes and bodies.

use llvm_sys::{LLVMLinkage, LLVMUnnamedAddr, LLVMVisibility};

use super::consts::symbol;
use super::ffi::{attributes, enum_attribute_kind, Attribute, T, V};
use super::intrinsics::intrinsic_op;
use super::types::quote;
use super::{FnState, Importer};

/// LLVM attribute index of the function itself and of the return value.
const FUNCTION_INDEX: u32 = u32::MAX;
const RETURN_INDEX: u32 = 0;

/// Enum attributes LLVM may put on functions, arguments and results, by
/// name (the C API gives kinds only).
const ENUM_ATTRS: &[&str] = &[
    "align",
    "allocalign",
    "allocptr",
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "hybrid_patchable",
    "immarg",
    "inreg",
    "inlinehint",
    "jumptable",
    "minsize",
    "mustprogress",
    "naked",
    "nest",
    "noalias",
    "nobuiltin",
    "nocallback",
    "nocapture",
    "nocf_check",
    "nodivergencesource",
    "noduplicate",
    "noext",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "noundef",
    "nounwind",
    "nonlazybind",
    "nonnull",
    "null_pointer_is_valid",
    "optforfuzzing",
    "optdebug",
    "optsize",
    "optnone",
    "presplitcoroutine",
    "readnone",
    "readonly",
    "returned",
    "returns_twice",
    "signext",
    "safestack",
    "sanitize_address",
    "sanitize_hwaddress",
    "sanitize_memtag",
    "sanitize_memory",
    "sanitize_thread",
    "sanitize_numerical_stability",
    "sanitize_realtime",
    "sanitize_realtime_blocking",
    "sanitize_type",
    "shadowcallstack",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "swiftasync",
    "swifterror",
    "swiftself",
    "willreturn",
    "writable",
    "writeonly",
    "zeroext",
    "coro_only_destroy_when_complete",
    "coro_elide_safe",
    "dead_on_unwind",
    "dead_on_return",
    "initializes",
    "range",
    "captures",
    "nofpclass",
    "alignstack",
    "allockind",
    "allocsize",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "uwtable",
    "vscale_range",
    "byval",
    "byref",
    "elementtype",
    "inalloca",
    "preallocated",
    "sret",
];

/// Function attributes `llvm.func` has a unit property for.
const UNIT_FUNCTION_ATTRS: &[(&str, &str)] = &[
    ("noinline", "no_inline"),
    ("alwaysinline", "always_inline"),
    ("inlinehint", "inline_hint"),
    ("nounwind", "no_unwind"),
    ("willreturn", "will_return"),
    ("optnone", "optimize_none"),
    ("convergent", "convergent"),
];

/// Argument/result attributes the dialect models (`llvm.<name>`), with how
/// their value is written.
#[derive(Copy, Clone, PartialEq)]
enum ArgKind {
    Unit,
    Int,
    Type,
}

fn arg_attr_kind(name: &str) -> Option<ArgKind> {
    Some(match name {
        "noalias" | "noundef" | "nonnull" | "nocapture" | "readonly" | "readnone" | "writeonly"
        | "signext" | "zeroext" | "inreg" | "nest" | "returned" | "noext" | "swiftself"
        | "swifterror" | "swiftasync" | "noinline" | "nofree" | "writable" | "dead_on_unwind"
        | "allocalign" | "allocptr" => ArgKind::Unit,
        "align" | "dereferenceable" | "dereferenceable_or_null" | "alignstack" => ArgKind::Int,
        "byval" | "byref" | "sret" | "inalloca" | "preallocated" | "elementtype" => ArgKind::Type,
        _ => return None,
    })
}

fn linkage_name(l: LLVMLinkage) -> &'static str {
    use LLVMLinkage::*;
    match l {
        LLVMExternalLinkage => "external",
        LLVMAvailableExternallyLinkage => "available_externally",
        LLVMLinkOnceAnyLinkage => "linkonce",
        LLVMLinkOnceODRLinkage => "linkonce_odr",
        LLVMWeakAnyLinkage => "weak",
        LLVMWeakODRLinkage => "weak_odr",
        LLVMAppendingLinkage => "appending",
        LLVMInternalLinkage => "internal",
        LLVMPrivateLinkage => "private",
        LLVMExternalWeakLinkage => "extern_weak",
        LLVMCommonLinkage => "common",
        _ => "external",
    }
}

/// The properties every global value has.
struct Common {
    linkage: LLVMLinkage,
    props: Vec<String>,
}

impl Importer {
    /// `sym_name`, linkage, visibility, unnamed_addr and dso_local of a
    /// global value.
    fn common(&self, g: V) -> Common {
        let (linkage, vis, unnamed) = (g.linkage(), g.visibility(), g.unnamed_addr());
        let mut props = Vec::new();
        let name = self.nameless.get(&g).cloned().unwrap_or_else(|| g.name());
        props.push(format!("sym_name = {}", quote(&name)));
        props.push(format!(
            "linkage = #llvm.linkage<{}>",
            linkage_name(linkage)
        ));
        props.push(format!(
            "visibility_ = {} : i64",
            match vis {
                LLVMVisibility::LLVMDefaultVisibility => 0,
                LLVMVisibility::LLVMHiddenVisibility => 1,
                LLVMVisibility::LLVMProtectedVisibility => 2,
            }
        ));
        props.push(format!(
            "unnamed_addr = {} : i64",
            match unnamed {
                LLVMUnnamedAddr::LLVMNoUnnamedAddr => 0,
                LLVMUnnamedAddr::LLVMLocalUnnamedAddr => 1,
                LLVMUnnamedAddr::LLVMGlobalUnnamedAddr => 2,
            }
        ));
        let local = matches!(
            linkage,
            LLVMLinkage::LLVMInternalLinkage | LLVMLinkage::LLVMPrivateLinkage
        );
        let explicit = {
            let text = g.print();
            let head = text
                .lines()
                .find(|l| !l.trim().is_empty() && !l.starts_with(';'));
            head.is_some_and(|h| {
                let before = h.split('@').next().unwrap_or("");
                let after_eq = h.split_once('=').map(|(_, r)| r).unwrap_or("");
                before.contains(" dso_local ")
                    || after_eq.trim_start().starts_with("dso_local ")
                    || after_eq.contains(" dso_local ")
                        && after_eq.find(" dso_local ") < after_eq.find(" global ")
            })
        };
        if local || vis != LLVMVisibility::LLVMDefaultVisibility || explicit {
            props.push("dso_local".into());
        }
        if let Some(c) = self.comdats.get(&g) {
            props.push(format!("comdat = @__llvm_global_comdat::{}", symbol(c)));
        }
        Common { linkage, props }
    }

    /// `@llvm.global_ctors` / `@llvm.global_dtors` as
    /// `llvm.mlir.global_ctors` / `llvm.mlir.global_dtors`.
    fn structors(&mut self, g: V, ctors: bool) -> Result<(), String> {
        let init = g.initializer();
        let mut fns = Vec::new();
        let mut prios = Vec::new();
        let mut data = Vec::new();
        let entries = match init {
            Some(i) if i.kind() == llvm_sys::LLVMValueKind::LLVMConstantArrayValueKind => {
                i.operands()
            }
            _ => Vec::new(),
        };
        let bad = || format!("unhandled global variable: {}", g.print().trim());
        for e in entries {
            let ops = e.operands();
            let [p, f, d] = ops.as_slice() else {
                return Err(bad());
            };
            if p.kind() != llvm_sys::LLVMValueKind::LLVMConstantIntValueKind {
                return Err(bad());
            }
            prios.push(format!("{} : i32", p.const_zext() as i32));
            fns.push(symbol(&f.name()));
            data.push(
                if d.kind() == llvm_sys::LLVMValueKind::LLVMConstantPointerNullValueKind {
                    "#llvm.zero".to_string()
                } else if !self.symbol_name(*d).is_empty() {
                    symbol(&self.symbol_name(*d))
                } else {
                    return Err(bad());
                },
            );
        }
        let (op, key) = if ctors {
            ("llvm.mlir.global_ctors", "ctors")
        } else {
            ("llvm.mlir.global_dtors", "dtors")
        };
        self.out.push_str(&format!(
            "  \"{op}\"() <{{{key} = [{}], data = [{}], priorities = [{}]}}> : () -> ()\n",
            fns.join(", "),
            data.join(", "),
            prios.join(", ")
        ));
        Ok(())
    }

    pub(crate) fn global(&mut self, g: V) -> Result<(), String> {
        match g.name().as_str() {
            "llvm.global_ctors" => return self.structors(g, true),
            "llvm.global_dtors" => return self.structors(g, false),
            _ => {}
        }
        let mut c = self.common(g);
        let vty = g.value_type().ok_or("global without type")?;
        let gty = self.ty(vty)?;
        let ptr = g.ty().ok_or("global without type")?;
        c.props
            .push(format!("addr_space = {} : i32", ptr.addr_space()));
        c.props.push(format!("global_type = {gty}"));
        let (constant, tls, ext_init, section, init) = (
            g.is_global_constant(),
            g.is_thread_local(),
            g.is_externally_initialized(),
            g.section(),
            g.initializer(),
        );
        let align = g.alignment();
        if align > 0 {
            c.props.push(format!("alignment = {align} : i64"));
        }
        if constant {
            c.props.push("constant".into());
        }
        if tls {
            c.props.push("thread_local_".into());
        }
        if ext_init {
            c.props.push("externally_initialized".into());
        }
        if !section.is_empty() {
            c.props.push(format!("section = {}", quote(&section)));
        }
        let _ = c.linkage;
        let mut region = String::new();
        if let Some(init) = init {
            match self.const_attr(init)? {
                Some(attr) if !attr.starts_with('@') => c.props.push(format!("value = {attr}")),
                _ => {
                    let mut f = FnState::new();
                    let r = self.constant(&mut f, init)?;
                    region = format!("  ^bb0:\n{}    llvm.return {r} : {gty}\n", f.consts);
                }
            }
        }
        c.props.sort();
        self.out.push_str(&format!(
            "  \"llvm.mlir.global\"() <{{{}}}> ({{\n{region}  }}) : () -> ()\n",
            c.props.join(", ")
        ));
        Ok(())
    }

    pub(crate) fn alias(&mut self, a: V) -> Result<(), String> {
        let mut c = self.common(a);
        let vty = a.value_type().ok_or("alias without type")?;
        let aty = self.ty(vty)?;
        c.props.push(format!("alias_type = {aty}"));
        let ptr = a.ty().ok_or("alias without type")?;
        let aliasee = a.aliasee().ok_or("alias without aliasee")?;
        let mut f = FnState::new();
        let r = self.constant(&mut f, aliasee)?;
        let pty = self.ty(ptr)?;
        c.props.sort();
        self.out.push_str(&format!(
            "  \"llvm.mlir.alias\"() <{{{}}}> ({{\n  ^bb0:\n{}    llvm.return {r} : {pty}\n  }}) : () -> ()\n",
            c.props.join(", "),
            f.consts
        ));
        Ok(())
    }

    pub(crate) fn function(&mut self, func: V) -> Result<(), String> {
        if intrinsic_op(func).is_some() {
            return Ok(());
        }
        let mut c = self.common(func);
        let fty = func.value_type().ok_or("function without type")?;
        c.props.push(format!("function_type = {}", self.ty(fty)?));
        let cc = func.function_call_conv();
        c.props.push(format!(
            "CConv = #llvm.cconv<{}>",
            super::insts::cconv_name(cc)
        ));
        let kinds = attr_kinds();
        // Argument and result attributes.
        let params = func.params();
        let mut arg_dicts = Vec::new();
        let mut any_arg = false;
        for i in 0..params.len() {
            let d = self.arg_dict(func, i as u32 + 1, &kinds)?;
            any_arg |= !d.is_empty();
            arg_dicts.push(format!("{{{}}}", d.join(", ")));
        }
        if any_arg {
            c.props
                .push(format!("arg_attrs = [{}]", arg_dicts.join(", ")));
        }
        let res = self.arg_dict(func, RETURN_INDEX, &kinds)?;
        if !res.is_empty() {
            c.props
                .push(format!("res_attrs = [{{{}}}]", res.join(", ")));
        }
        // Function attributes: the ones `llvm.func` models become its
        // properties, the rest `passthrough` (as mlir-translate 22 sorts them).
        let mut passthrough = Vec::new();
        for a in attributes(func, FUNCTION_INDEX) {
            match describe(a, &kinds) {
                Attr::Enum(name, value) => {
                    if let Some((_, prop)) = UNIT_FUNCTION_ATTRS.iter().find(|(n, _)| *n == name) {
                        c.props.push((*prop).to_string());
                    } else if name == "memory" {
                        c.props
                            .push(format!("memory_effects = {}", memory_effects(value)));
                    } else if name == "vscale_range" {
                        c.props.push(format!(
                            "vscale_range = #llvm.vscale_range<minRange = {} : i32, maxRange = {} : i32>",
                            value >> 32,
                            value & 0xffff_ffff
                        ));
                    } else if name == "uwtable" && (value == 1 || value == 2) {
                        let kind = if value == 1 { "sync" } else { "async" };
                        c.props
                            .push(format!("uwtable_kind = #llvm.uwtableKind<{kind}>"));
                    } else if value == 0 {
                        passthrough.push(quote(name));
                    } else {
                        passthrough.push(format!("[{}, \"{value}\"]", quote(name)));
                    }
                }
                Attr::Str(k, v) => match (k.as_str(), v.as_str()) {
                    ("frame-pointer", kind @ ("none" | "non-leaf" | "all" | "reserved")) => {
                        c.props.push(format!(
                            "frame_pointer = #llvm.framePointerKind<{}>",
                            quote(kind)
                        ));
                    }
                    ("target-features", features) => {
                        let list: Vec<String> = features
                            .split(',')
                            .filter(|f| !f.is_empty())
                            .map(quote)
                            .collect();
                        c.props.push(format!(
                            "target_features = #llvm.target_features<[{}]>",
                            list.join(", ")
                        ));
                    }
                    ("tune-cpu", cpu) => c.props.push(format!("tune_cpu = {}", quote(cpu))),
                    ("instrument-function-entry" | "instrument-function-exit", f) => {
                        c.props
                            .push(format!("{} = {}", k.replace('-', "_"), quote(f)));
                    }
                    (
                        "no-infs-fp-math" | "no-nans-fp-math" | "no-signed-zeros-fp-math",
                        flag @ ("true" | "false"),
                    ) => c.props.push(format!("{} = {flag}", k.replace('-', "_"))),
                    _ => {
                        // mlir-translate 22 sets `target_cpu` and also keeps
                        // the attribute in `passthrough`.
                        if k == "target-cpu" {
                            c.props.push(format!("target_cpu = {}", quote(&v)));
                        }
                        if v.is_empty() {
                            passthrough.push(quote(&k));
                        } else {
                            passthrough.push(format!("[{}, {}]", quote(&k), quote(&v)));
                        }
                    }
                },
                Attr::Type(..) | Attr::Unknown => {}
            }
        }
        if !passthrough.is_empty() {
            c.props
                .push(format!("passthrough = [{}]", passthrough.join(", ")));
        }
        if let Some(p) = func.personality() {
            c.props.push(format!("personality = {}", symbol(&p.name())));
        }
        let gc = func.gc();
        if !gc.is_empty() {
            c.props.push(format!("garbageCollector = {}", quote(&gc)));
        }
        if let Some(s) = section_of(func) {
            c.props.push(format!("section = {}", quote(&s)));
        }
        let align = func.alignment();
        if align > 0 {
            c.props.push(format!("alignment = {align} : i64"));
        }
        let mut region = String::new();
        if !func.blocks().is_empty() {
            let mut f = FnState::new();
            region = self
                .function_body(func, &mut f)
                .map_err(|e| format!("{e} (in function {})", symbol(&func.name())))?;
        }
        c.props.sort();
        self.out.push_str(&format!(
            "  \"llvm.func\"() <{{{}}}> ({{\n{region}  }}) : () -> ()\n",
            c.props.join(", ")
        ));
        Ok(())
    }

    /// The attribute properties of a call: `arg_attrs` / `res_attrs` from
    /// the call site, the unit properties mlir-translate 22 carries
    /// (`no_unwind`, `will_return`, `convergent`, inlining hints) and
    /// `memory_effects` (the call site's and the callee's memory attribute
    /// combined, as LLVM's `CallBase::getMemoryEffects`).
    pub(crate) fn call_attr_props(
        &mut self,
        call: V,
        callee: Option<V>,
        nargs: u32,
    ) -> Result<Vec<String>, String> {
        let kinds = attr_kinds();
        let mut props = Vec::new();
        let mut arg_dicts = Vec::new();
        let mut any = false;
        for i in 0..nargs {
            let d = self.arg_dict(call, i + 1, &kinds)?;
            any |= !d.is_empty();
            arg_dicts.push(format!("{{{}}}", d.join(", ")));
        }
        if any {
            props.push(format!("arg_attrs = [{}]", arg_dicts.join(", ")));
        }
        let res = self.arg_dict(call, RETURN_INDEX, &kinds)?;
        if !res.is_empty() {
            props.push(format!("res_attrs = [{{{}}}]", res.join(", ")));
        }
        const ALL: u64 = 0xfff;
        let mut memory = ALL;
        for a in attributes(call, FUNCTION_INDEX) {
            if let Attr::Enum(name, value) = describe(a, &kinds) {
                match name {
                    "nounwind" => props.push("no_unwind".into()),
                    "willreturn" => props.push("will_return".into()),
                    "convergent" => props.push("convergent".into()),
                    "noinline" => props.push("no_inline".into()),
                    "alwaysinline" => props.push("always_inline".into()),
                    "inlinehint" => props.push("inline_hint".into()),
                    "memory" => memory &= value,
                    _ => {}
                }
            }
        }
        if let Some(f) =
            callee.filter(|f| f.kind() == llvm_sys::LLVMValueKind::LLVMFunctionValueKind)
        {
            for a in attributes(f, FUNCTION_INDEX) {
                if let Attr::Enum("memory", value) = describe(a, &kinds) {
                    memory &= value;
                }
            }
        }
        if memory != ALL {
            props.push(format!("memory_effects = {}", memory_effects(memory)));
        }
        Ok(props)
    }

    /// The `llvm.*` entries of one argument (index ≥ 1) or the result (0).
    fn arg_dict(
        &mut self,
        func: V,
        index: u32,
        kinds: &[(u32, &'static str)],
    ) -> Result<Vec<String>, String> {
        let mut out = Vec::new();
        for a in attributes(func, index) {
            match describe(a, kinds) {
                // LLVM 22 spells `nocapture` as `captures(none)`.
                Attr::Enum("captures", 0) => out.push("llvm.nocapture".to_string()),
                Attr::Enum(name, value) => match arg_attr_kind(name) {
                    Some(ArgKind::Unit) => out.push(format!("llvm.{name}")),
                    Some(ArgKind::Int) => out.push(format!("llvm.{name} = {value} : i64")),
                    _ => {}
                },
                Attr::Type(name, t) if arg_attr_kind(name) == Some(ArgKind::Type) => {
                    out.push(format!("llvm.{name} = {}", self.ty(t)?));
                }
                _ => {}
            }
        }
        out.sort();
        Ok(out)
    }
}

/// LLVM's `memory` attribute value (two mod/ref bits per location: argmem,
/// inaccessiblemem, errnomem, other, target_mem0, target_mem1) as
/// `#llvm.memory_effects<...>` in MLIR's field order.
fn memory_effects(bits: u64) -> String {
    let modref = |loc: u32| match (bits >> (2 * loc)) & 3 {
        0 => "none",
        1 => "read",
        2 => "write",
        _ => "readwrite",
    };
    format!(
        "#llvm.memory_effects<other = {}, argMem = {}, inaccessibleMem = {}, errnoMem = {}, targetMem0 = {}, targetMem1 = {}>",
        modref(3),
        modref(0),
        modref(1),
        modref(2),
        modref(4),
        modref(5)
    )
}

fn section_of(func: V) -> Option<String> {
    let s = func.section();
    (!s.is_empty()).then_some(s)
}

/// Kind ids of the enum attributes by name.
fn attr_kinds() -> Vec<(u32, &'static str)> {
    ENUM_ATTRS
        .iter()
        .filter_map(|n| {
            let k = enum_attribute_kind(n);
            (k != 0).then_some((k, *n))
        })
        .collect()
}

/// The `align` attribute of a call's parameter `index` (1-based).
pub(crate) fn call_param_align(call: V, index: u32) -> Option<u64> {
    let kinds = attr_kinds();
    attributes(call, index)
        .into_iter()
        .find_map(|a| match describe(a, &kinds) {
            Attr::Enum("align", v) => Some(v),
            _ => None,
        })
}

enum Attr {
    Enum(&'static str, u64),
    Type(&'static str, T),
    Str(String, String),
    Unknown,
}

/// An attribute with its kind named (kinds Strata does not list are
/// `Unknown`).
fn describe(a: Attribute, kinds: &[(u32, &'static str)]) -> Attr {
    let name = |kind: u32| kinds.iter().find(|(k, _)| *k == kind).map(|(_, n)| *n);
    match a {
        Attribute::Str(k, v) => Attr::Str(k, v),
        Attribute::Enum(kind, value) => name(kind).map_or(Attr::Unknown, |n| Attr::Enum(n, value)),
        Attribute::Type(kind, t) => name(kind).map_or(Attr::Unknown, |n| Attr::Type(n, t)),
        Attribute::Unknown => Attr::Unknown,
    }
}
