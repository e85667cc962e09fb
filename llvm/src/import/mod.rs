//! `--import-llvm`: LLVM IR (text or bitcode) to a module in the LLVM dialect.
//!
//! The importer walks an [`LlvmModule`] through the C API and writes each
//! construct as the MLIR op mlir-translate 22 makes of it; the text is then
//! parsed and verified by `strata-ir`, so the resulting [`Module`] carries
//! exactly the attribute encoding every other part of Strata (printer,
//! verifier, `--mlir-to-llvmir`) uses. The shape follows mlir-translate:
//! module attributes (`llvm.target_triple`, `llvm.data_layout`,
//! `llvm.module_asm`), globals, aliases, then functions; in every region the
//! constants come first (in the order the instructions first use them), and
//! PHI nodes become block arguments fed by the predecessors' branches.
//!
//! Files: [`ffi`] (null-checked C API views), [`types`], [`consts`],
//! [`insts`] (instructions and constant expressions), [`intrinsics`],
//! [`symbols`] (globals, aliases, functions and their attributes).

mod consts;
mod data_layout;
mod ffi;
mod insts;
mod intrinsics;
mod metadata;
mod symbols;
mod types;

use std::ffi::CStr;

use rustc_hash::FxHashMap;
use strata_ir::syntax::ops::ParseOptions;
use strata_ir::{Context, Diag, Module, SrcLoc};

use crate::LlvmModule;
use consts::symbol;
use ffi::{B, T, V};

/// An imported module and the warnings about what the import dropped
/// (e.g. data layout tokens the `dlti` spec does not model).
pub struct Imported {
    pub module: Module,
    pub warnings: Vec<Diag>,
}

/// Imports `llmod` into a module of `ctx`. `file` names the input in
/// diagnostics.
pub fn import_module(ctx: &Context, llmod: &LlvmModule, file: &str) -> Result<Imported, Diag> {
    let (text, warnings) = import_to_text(llmod, file)?;
    let opts = ParseOptions::default();
    let module = strata_ir::syntax::parse_module(ctx, "<import-llvm>", &text, &opts)
        .map_err(|d| internal(file, d))?;
    strata_ir::verify::verify_module(ctx, &module).map_err(|ds| match ds.into_iter().next() {
        Some(d) => internal(file, d),
        None => error(file, "imported module does not verify"),
    })?;
    Ok(Imported { module, warnings })
}

/// Parses LLVM IR (`.ll` text or bitcode) and imports it. Parse errors of
/// textual IR carry LLVM's line and column.
pub fn import_bytes(ctx: &Context, bytes: &[u8], file: &str) -> Result<Imported, Diag> {
    let llmod = LlvmModule::parse_ir(file, bytes).map_err(|e| parse_diag(file, e.message()))?;
    // The parser does not verify; invalid IR is reported (as mlir-translate
    // does), and the import never walks it.
    llmod
        .verify()
        .map_err(|e| error(file, e.message().trim_end().to_string()))?;
    import_module(ctx, &llmod, file)
}

/// Prints an imported module as `mlir-translate --import-llvm` does.
pub fn print_imported(ctx: &Context, m: &Module) -> String {
    let mut s = strata_ir::print::print_module(ctx, m, Default::default());
    // mlir-translate ends with one newline, mlir-opt with an empty line.
    while s.ends_with("\n\n") {
        s.pop();
    }
    s
}

fn error(file: &str, msg: impl Into<String>) -> Diag {
    Diag::error(
        SrcLoc {
            file: file.into(),
            line: 0,
            col: 0,
        },
        msg,
    )
}

fn internal(file: &str, d: Diag) -> Diag {
    error(
        file,
        format!("internal error: the imported module does not parse back: {d}"),
    )
}

/// LLVM's parser message (`cannot parse LLVM IR: file:3:1: error: msg\n
/// source line\n caret`) as a located diagnostic.
fn parse_diag(file: &str, message: &str) -> Diag {
    let msg = message
        .strip_prefix("cannot parse LLVM IR: ")
        .unwrap_or(message);
    let first = msg.lines().next().unwrap_or("");
    if let Some(rest) = first.strip_prefix(file).and_then(|r| r.strip_prefix(':')) {
        let mut parts = rest.splitn(3, ':');
        let line = parts.next().and_then(|s| s.parse::<u32>().ok());
        let col = parts.next().and_then(|s| s.parse::<u32>().ok());
        if let (Some(line), Some(col), Some(tail)) = (line, col, parts.next()) {
            let text = tail
                .trim_start()
                .strip_prefix("error:")
                .unwrap_or(tail)
                .trim();
            return Diag::error(
                SrcLoc {
                    file: file.into(),
                    line,
                    col,
                },
                text,
            );
        }
        let text = rest
            .trim_start()
            .strip_prefix("error:")
            .unwrap_or(rest)
            .trim();
        return error(file, text);
    }
    error(file, first.trim())
}

/// Imports `llmod` and returns the MLIR text (generic and custom forms
/// mixed) that [`import_module`] parses, with the import's warnings.
pub fn import_to_text(llmod: &LlvmModule, file: &str) -> Result<(String, Vec<Diag>), Diag> {
    let mut imp = Importer {
        type_text: FxHashMap::default(),
        out: String::new(),
        nameless: FxHashMap::default(),
        warnings: Vec::new(),
        comdats: FxHashMap::default(),
        address_taken: Default::default(),
        meta: Default::default(),
    };
    imp.module(llmod).map_err(|m| error(file, m))?;
    let warnings = imp
        .warnings
        .iter()
        .map(|w| Diag {
            severity: strata_ir::Severity::Warning,
            ..error(file, w.as_str())
        })
        .collect();
    Ok((imp.out, warnings))
}

/// The state of one module's import.
pub(crate) struct Importer {
    pub type_text: FxHashMap<T, String>,
    pub out: String,
    /// Names given to nameless globals.
    pub nameless: FxHashMap<V, String>,
    /// Warnings for what the import drops.
    pub warnings: Vec<String>,
    /// The comdat of each global object that has one.
    pub comdats: FxHashMap<V, String>,
    /// Blocks whose address is taken (`blockaddress`): they start with an
    /// `llvm.blocktag`.
    pub address_taken: rustc_hash::FxHashSet<B>,
    /// Access groups, alias scopes, TBAA nodes and loop annotations read
    /// from metadata.
    pub meta: metadata::MetaImport,
}

/// Per-region state: SSA names of converted values, the constants block
/// and the ops.
pub(crate) struct FnState {
    pub vals: FxHashMap<V, String>,
    pub blocks: FxHashMap<B, usize>,
    pub consts: String,
    pub body: String,
    /// Blocks the import adds (for invokes whose result feeds a PHI of the
    /// normal destination): the LLVM block they precede and their text.
    pub extra: Vec<(usize, String)>,
    next: u32,
}

impl FnState {
    pub(crate) fn new() -> FnState {
        FnState {
            vals: FxHashMap::default(),
            blocks: FxHashMap::default(),
            consts: String::new(),
            body: String::new(),
            extra: Vec::new(),
            next: 0,
        }
    }

    pub(crate) fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    pub(crate) fn emit_const(&mut self, line: String) {
        self.consts.push_str("    ");
        self.consts.push_str(&line);
        self.consts.push('\n');
    }

    pub(crate) fn emit(&mut self, line: String) {
        self.body.push_str("    ");
        self.body.push_str(&line);
        self.body.push('\n');
    }
}

impl Importer {
    fn module(&mut self, llmod: &LlvmModule) -> Result<(), String> {
        let m = llmod;
        if m.module_raw().is_null() {
            return Err("no module".into());
        }
        let (triple, layout, asm) = ffi::module_strings(llmod);
        let mut attrs = Vec::new();
        let (spec, unhandled) = data_layout::dl_spec(&layout)?;
        attrs.push(format!("dlti.dl_spec = {spec}"));
        self.warnings.extend(
            unhandled
                .into_iter()
                .map(|t| format!("unhandled data layout token: {t}")),
        );
        let asm_lines: Vec<String> = asm.lines().map(types::quote).collect();
        if let Some(ident) = named_metadata_strings(m, c"llvm.ident").into_iter().next() {
            attrs.push(format!("llvm.ident = {}", types::quote(&ident)));
        }
        attrs.push(format!("llvm.module_asm = [{}]", asm_lines.join(", ")));
        attrs.push(format!("llvm.target_triple = {}", types::quote(&triple)));
        self.out
            .push_str(&format!("module attributes {{{}}} {{\n", attrs.join(", ")));

        let (globals, aliases, functions) = ffi::module_values(llmod);
        let mut counter = 0;
        for &g in &globals {
            if g.name().is_empty() {
                self.nameless
                    .insert(g, format!("mlir.llvm.nameless_global_{counter}"));
                counter += 1;
            }
        }
        self.comdats(m, globals.iter().chain(functions.iter()).copied())?;
        self.find_block_addresses(&globals, &functions);
        self.metadata_prepass(&functions)?;
        for g in globals {
            self.global(g)?;
        }
        for a in aliases {
            self.alias(a)?;
        }
        self.linker_options(m);
        self.module_flags(m);
        for f in functions {
            self.function(f)?;
        }
        self.out.push_str("}\n");
        Ok(())
    }

    /// The module's comdats as one `llvm.comdat` op (selectors in order of
    /// first use). The C API has no comdat names: a global's comdat is
    /// named in its printed form (`comdat($name)`, or `comdat` for its own
    /// name), and the name is checked against the comdat itself.
    fn comdats(&mut self, m: &LlvmModule, objects: impl Iterator<Item = V>) -> Result<(), String> {
        let mut selectors: Vec<(String, &str)> = Vec::new();
        for g in objects {
            let Some(c) = g.comdat() else {
                continue;
            };
            let text = g.print();
            let head = text
                .lines()
                .find(|l| l.starts_with('@') || l.starts_with("define") || l.starts_with("declare"))
                .unwrap_or("");
            let name = match head.find("comdat(") {
                Some(at) => {
                    let rest = &head[at + "comdat(".len()..];
                    let inner = rest.split(')').next().unwrap_or("").trim_start_matches('$');
                    inner.trim_matches('"').to_string()
                }
                None => g.name(),
            };
            if !c.is_named(m, &name) {
                return Err(format!("unhandled comdat of {}", symbol(&g.name())));
            }
            let kind = c.selection_kind();
            if !selectors.iter().any(|(n, _)| *n == name) {
                selectors.push((name.clone(), kind));
            }
            self.comdats.insert(g, name);
        }
        if selectors.is_empty() {
            return Ok(());
        }
        self.out
            .push_str("  \"llvm.comdat\"() <{sym_name = \"__llvm_global_comdat\"}> ({\n  ^bb0:\n");
        for (name, kind) in selectors {
            self.out.push_str(&format!(
                "    llvm.comdat_selector {} {kind}\n",
                symbol(&name)
            ));
        }
        self.out.push_str("  }) : () -> ()\n");
        Ok(())
    }

    /// Records every block some `blockaddress` constant (in a global's
    /// initializer or an instruction operand) refers to.
    fn find_block_addresses(&mut self, globals: &[V], functions: &[V]) {
        let mut seen = rustc_hash::FxHashSet::default();
        let mut work: Vec<V> = Vec::new();
        for &g in globals {
            if let Some(i) = g.initializer() {
                work.push(i);
            }
        }
        for &f in functions {
            for b in f.blocks() {
                for i in b.instructions() {
                    work.extend(i.operands().into_iter().filter(|o| o.is_a_constant()));
                }
            }
        }
        while let Some(c) = work.pop() {
            if !seen.insert(c) {
                continue;
            }
            match c.kind() {
                llvm_sys::LLVMValueKind::LLVMBlockAddressValueKind => {
                    if let Some(b) = c.operands().into_iter().find_map(|o| o.as_block()) {
                        self.address_taken.insert(b);
                    }
                }
                llvm_sys::LLVMValueKind::LLVMGlobalVariableValueKind
                | llvm_sys::LLVMValueKind::LLVMFunctionValueKind
                | llvm_sys::LLVMValueKind::LLVMGlobalAliasValueKind
                | llvm_sys::LLVMValueKind::LLVMGlobalIFuncValueKind => {}
                _ => work.extend(c.operands().into_iter().filter(|o| o.is_a_constant())),
            }
        }
    }

    /// One `llvm.linker_options` per `!llvm.linker.options` entry.
    fn linker_options(&mut self, m: &LlvmModule) {
        for node in ffi::named_metadata(m, c"llvm.linker.options") {
            let strings: Option<Vec<String>> = node
                .md_operands()
                .into_iter()
                .map(|o| o.and_then(|o| o.md_string()).map(|s| types::quote(&s)))
                .collect();
            match strings {
                Some(list) => self.out.push_str(&format!(
                    "  \"llvm.linker_options\"() <{{options = [{}]}}> : () -> ()\n",
                    list.join(", ")
                )),
                None => self
                    .warnings
                    .push("unsupported linker option dropped".to_string()),
            }
        }
    }

    /// `llvm.module_flags` from the `!llvm.module.flags` entries whose value
    /// is an integer or a string (others are dropped with a warning).
    fn module_flags(&mut self, m: &LlvmModule) {
        const BEHAVIORS: [&str; 8] = [
            "error",
            "warning",
            "require",
            "override",
            "append",
            "appendunique",
            "max",
            "min",
        ];
        let mut flags = Vec::new();
        for node in ffi::named_metadata(m, c"llvm.module.flags") {
            let ops = node.md_operands();
            let parsed = (|| {
                let [b, k, v] = ops.as_slice() else {
                    return None;
                };
                let b =
                    b.filter(|b| b.kind() == llvm_sys::LLVMValueKind::LLVMConstantIntValueKind)?;
                let behavior = BEHAVIORS.get((b.const_zext() as usize).checked_sub(1)?)?;
                let key = (*k)?.md_string()?;
                let v = (*v)?;
                let value = if v.kind() == llvm_sys::LLVMValueKind::LLVMConstantIntValueKind {
                    let w = v.ty()?.int_width();
                    format!("{} : i{w}", v.const_zext() as i64)
                } else {
                    types::quote(&v.md_string()?)
                };
                Some(format!(
                    "#llvm.mlir.module_flag<{behavior}, {}, {value}>",
                    types::quote(&key)
                ))
            })();
            match parsed {
                Some(f) => flags.push(f),
                None => self
                    .warnings
                    .push("unsupported module flag dropped".to_string()),
            }
        }
        if !flags.is_empty() {
            self.out.push_str(&format!(
                "  \"llvm.module_flags\"() <{{flags = [{}]}}> : () -> ()\n",
                flags.join(", ")
            ));
        }
    }

    /// The SSA name of an operand: a constant (converted on first use), or
    /// a value converted before.
    pub(crate) fn value(&mut self, f: &mut FnState, v: V) -> Result<String, String> {
        if let Some(n) = f.vals.get(&v) {
            return Ok(n.clone());
        }
        if v.is_a_constant() {
            return self.constant(f, v);
        }
        Err(format!("unhandled value: {}", v.print().trim()))
    }

    /// The name and MLIR type of an operand.
    pub(crate) fn typed(&mut self, f: &mut FnState, v: V) -> Result<(String, String), String> {
        let name = self.value(f, v)?;
        let ty = self.ty(v.ty().ok_or("value without type")?)?;
        Ok((name, ty))
    }
}

/// The first string of each node of a named metadata list (`!llvm.ident`).
fn named_metadata_strings(m: &LlvmModule, name: &CStr) -> Vec<String> {
    ffi::named_metadata(m, name)
        .into_iter()
        .filter_map(|n| n.md_operands().into_iter().next().flatten())
        .filter_map(|s| s.md_string())
        .collect()
}
