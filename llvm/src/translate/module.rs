//! Module-level translation: module attributes, globals, aliases, function
//! declarations, then initializer regions and function bodies.

use llvm_sys::comdat::*;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{
    LLVMLinkage, LLVMModuleFlagBehavior, LLVMThreadLocalMode, LLVMUnnamedAddr, LLVMVisibility,
};
use strata_ir::{AttrData, AttrId, Body, Diag, Ident, Module, Op, Opcode, TypeData};

use super::types::cstr;
use super::ModuleTranslator;
use strata_ir::dialect::llvm::data_layout::check_data_layout;

/// Which part of the module one translator emits. The whole module in
/// serial translation; in parallel translation each worker defines the
/// bodies of a contiguous run of functions and declares everything else.
pub(crate) struct Part {
    /// Define globals and aliases (otherwise they are declared).
    pub define_globals: bool,
    /// Indices (among the module's `llvm.func` ops, in order) of the
    /// functions whose bodies this part emits.
    pub bodies: std::ops::Range<usize>,
    /// Give every definition external linkage, so that the parts can be
    /// linked; the real linkage is restored after linking.
    pub externalize: bool,
}

impl Part {
    pub const WHOLE: Part = Part {
        define_globals: true,
        bodies: 0..usize::MAX,
        externalize: false,
    };
}

/// `#llvm.linkage` cases in MLIR's order.
const LINKAGES: [LLVMLinkage; 11] = [
    LLVMLinkage::LLVMPrivateLinkage,
    LLVMLinkage::LLVMInternalLinkage,
    LLVMLinkage::LLVMAvailableExternallyLinkage,
    LLVMLinkage::LLVMLinkOnceAnyLinkage,
    LLVMLinkage::LLVMWeakAnyLinkage,
    LLVMLinkage::LLVMCommonLinkage,
    LLVMLinkage::LLVMAppendingLinkage,
    LLVMLinkage::LLVMExternalWeakLinkage,
    LLVMLinkage::LLVMLinkOnceODRLinkage,
    LLVMLinkage::LLVMWeakODRLinkage,
    LLVMLinkage::LLVMExternalLinkage,
];

const EXTERNAL: i128 = 10;

impl ModuleTranslator<'_> {
    /// Translates the module (or the `part` of it) into `self.llmod`.
    pub(crate) fn run(&mut self, part: &Part) -> Result<(), Diag> {
        let m = self.m;
        self.module_attributes(part)?;
        let top = m.body(Module::TOP);
        let ops: Vec<Op> = m.top_ops().collect();

        // Comdats first: globals and functions name them.
        let mut selectors = rustc_hash::FxHashSet::default();
        for &op in &ops {
            if top.op(op).opcode == Opcode::LlvmComdat {
                self.comdats(top, op, &mut selectors)?;
            }
        }
        // Pass 1: globals (attribute initializers) and function declarations.
        let mut func_index = 0usize;
        let mut funcs: Vec<(Op, bool)> = Vec::new();
        for &op in &ops {
            match top.op(op).opcode {
                Opcode::LlvmMlirGlobal => self.declare_global(top, op, part)?,
                Opcode::LlvmFunc => {
                    let define = part.bodies.contains(&func_index);
                    func_index += 1;
                    self.declare_function(top, op, define, part)?;
                    funcs.push((op, define && self.function_has_body(top, op)));
                }
                other if !self.known_top_level(other) => {
                    return Err(self.untranslatable_op(top, op))
                }
                _ => {}
            }
        }
        // Pass 2: initializer regions and aliases, which may refer to any
        // global or function.
        for &op in &ops {
            match top.op(op).opcode {
                Opcode::LlvmMlirGlobal if part.define_globals => self.global_region(top, op)?,
                Opcode::LlvmMlirAlias => self.alias(top, op, part)?,
                Opcode::LlvmMlirGlobalCtors | Opcode::LlvmMlirGlobalDtors
                    if part.define_globals =>
                {
                    self.global_xtors(top, op)?
                }
                _ => {}
            }
        }
        // Pass 3: bodies.
        for (op, define) in funcs {
            if define {
                self.function_body(top, op)?;
            }
        }
        self.resolve_block_addresses()
    }

    fn known_top_level(&self, opcode: Opcode) -> bool {
        matches!(
            opcode,
            Opcode::LlvmMlirGlobal
                | Opcode::LlvmFunc
                | Opcode::LlvmMlirAlias
                | Opcode::LlvmModuleFlags
                | Opcode::LlvmLinkerOptions
                | Opcode::LlvmMlirGlobalCtors
                | Opcode::LlvmMlirGlobalDtors
                | Opcode::LlvmComdat
                // Nested modules translate to nothing: MLIR 22's builtin
                // dialect translation accepts them without looking inside.
                | Opcode::BuiltinModule
                // Device code: the GPU dialect's translation leaves it to
                // gpu-module-to-binary and skips it on the host.
                | Opcode::GpuModule
        )
    }

    fn module_attributes(&mut self, part: &Part) -> Result<(), Diag> {
        let attrs = self.m.attrs;
        // The module's attributes are translated before its top-level ops
        // (MLIR translates the module op first), so `!llvm.ident` comes
        // before the named metadata of the flags and linker options.
        if let Some(ident) = self.attr_bytes(attrs, self.n.ident) {
            // SAFETY: metadata built in our context, added to our module.
            unsafe {
                let s = LLVMMDStringInContext2(self.llctx, ident.as_ptr() as *const _, ident.len());
                let mut ops = [s];
                let node = LLVMMDNodeInContext2(self.llctx, ops.as_mut_ptr(), 1);
                LLVMAddNamedMetadataOperand(
                    self.llmod,
                    c"llvm.ident".as_ptr(),
                    LLVMMetadataAsValue(self.llctx, node),
                );
            }
        }
        // Module flags and linker options go with the first part only (the
        // others are linked into it); mlir-translate puts them before its
        // debug info version flag.
        if part.define_globals {
            let top = self.m.body(Module::TOP);
            let ops: Vec<Op> = self.m.top_ops().collect();
            for op in ops {
                match top.op(op).opcode {
                    Opcode::LlvmModuleFlags => self.module_flags(top, op)?,
                    Opcode::LlvmLinkerOptions => self.linker_options(top, op)?,
                    _ => {}
                }
            }
        }
        if let Some(dl) = self.attr_str(attrs, self.n.data_layout) {
            // LLVM aborts on a malformed layout, so reject it here first.
            check_data_layout(dl).map_err(|why| {
                self.loc_error(
                    self.m.loc,
                    format!("'builtin.module' op invalid data layout descriptor: {why}"),
                )
            })?;
        }
        // Without `llvm.data_layout`, a `dlti.dl_spec` gives the layout.
        let spec_layout = match self.attr(attrs, self.ctx.ident("dlti.dl_spec")) {
            Some(AttrData::Opaque { body, .. })
                if self.attr_str(attrs, self.n.data_layout).is_none() =>
            {
                let layout = super::data_layout::layout_from_dl_spec(self.ctx.str(*body))
                    .map_err(|why| self.loc_error(self.m.loc, why))?;
                check_data_layout(&layout).map_err(|why| {
                    self.loc_error(
                        self.m.loc,
                        format!("'builtin.module' op invalid data layout descriptor: {why}"),
                    )
                })?;
                Some(layout)
            }
            _ => None,
        };
        // SAFETY: strings are copied by LLVM; the module is live.
        unsafe {
            if let Some(dl) = self
                .attr_str(attrs, self.n.data_layout)
                .or(spec_layout.as_deref())
            {
                let c = cstr(dl);
                LLVMSetDataLayout(self.llmod, c.as_ptr());
            }
            if let Some(triple) = self.attr_str(attrs, self.n.target_triple) {
                let c = cstr(triple);
                LLVMSetTarget(self.llmod, c.as_ptr());
            }
            if let Some(AttrData::Array(lines)) = self.attr(attrs, self.n.module_asm) {
                for &line in lines.iter() {
                    if let AttrData::String { value, .. } = self.ctx.attr_data(line) {
                        let s = self.ctx.bytes(*value);
                        LLVMAppendModuleInlineAsm(self.llmod, s.as_ptr() as *const _, s.len());
                    }
                }
            }
            // mlir-translate always records the debug info version, unless
            // the module's own flags do.
            let key = "Debug Info Version";
            let three = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(self.llctx), 3, 0));
            let present =
                !LLVMGetModuleFlag(self.llmod, key.as_ptr() as *const _, key.len()).is_null();
            if !present {
                LLVMAddModuleFlag(
                    self.llmod,
                    LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorWarning,
                    key.as_ptr() as *const _,
                    key.len(),
                    three,
                );
            }
            // As in MLIR 22, a Windows MSVC target gets CodeView debug info
            // unless the module's own flags say otherwise.
            let key = "CodeView";
            let msvc = self
                .attr_str(attrs, self.n.target_triple)
                .is_some_and(is_windows_msvc);
            if msvc && LLVMGetModuleFlag(self.llmod, key.as_ptr() as *const _, key.len()).is_null()
            {
                let one =
                    LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(self.llctx), 1, 0));
                LLVMAddModuleFlag(
                    self.llmod,
                    LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorWarning,
                    key.as_ptr() as *const _,
                    key.len(),
                    one,
                );
            }
        }
        Ok(())
    }

    /// `llvm.module_flags [#llvm.mlir.module_flag<behavior, "key", value>]`
    /// (kept as text by the IR): `!{i32 behavior, !"key", value}` entries of
    /// `!llvm.module.flags`, integer values as `i32`, strings as strings.
    fn module_flags(&mut self, top: &Body, op: Op) -> Result<(), Diag> {
        let flags = match self.attr(top.op(op).attrs, self.ctx.ident("flags")) {
            Some(AttrData::Array(items)) => items.clone(),
            _ => Default::default(),
        };
        for flag in flags.iter() {
            let parsed = match self.ctx.attr_data(*flag) {
                AttrData::Opaque { body, .. } => parse_module_flag(self.ctx.str(*body)),
                _ => None,
            };
            let Some((behavior, key, value)) = parsed else {
                return Err(self.op_error(
                    top,
                    op,
                    "cannot be converted to LLVM IR: unsupported module flag",
                ));
            };
            // SAFETY: metadata built in our context, added to our module.
            unsafe {
                let i32t = LLVMInt32TypeInContext(self.llctx);
                let value = match value {
                    FlagValue::Int(v) => LLVMValueAsMetadata(LLVMConstInt(i32t, v as u64, 1)),
                    FlagValue::Str(s) => {
                        LLVMMDStringInContext2(self.llctx, s.as_ptr() as *const _, s.len())
                    }
                };
                let mut ops = [
                    LLVMValueAsMetadata(LLVMConstInt(i32t, behavior, 0)),
                    LLVMMDStringInContext2(self.llctx, key.as_ptr() as *const _, key.len()),
                    value,
                ];
                let node = LLVMMDNodeInContext2(self.llctx, ops.as_mut_ptr(), ops.len());
                LLVMAddNamedMetadataOperand(
                    self.llmod,
                    c"llvm.module.flags".as_ptr(),
                    LLVMMetadataAsValue(self.llctx, node),
                );
            }
        }
        Ok(())
    }

    /// `llvm.mlir.global_ctors` / `global_dtors`: the appending
    /// `@llvm.global_ctors` (`_dtors`) array of `{ i32 priority, ptr fn,
    /// ptr data }`.
    fn global_xtors(&mut self, top: &Body, op: Op) -> Result<(), Diag> {
        let d = top.op(op);
        let ctors = d.opcode == Opcode::LlvmMlirGlobalCtors;
        let list = |s: &Self, name: &str| match s.attr(d.attrs, s.ctx.ident(name)) {
            Some(AttrData::Array(items)) => items.to_vec(),
            _ => Vec::new(),
        };
        let fns = list(self, if ctors { "ctors" } else { "dtors" });
        let priorities = list(self, "priorities");
        let data = list(self, "data");
        if priorities.len() != fns.len() || data.len() != fns.len() {
            return Err(self.op_error(
                top,
                op,
                "cannot be converted to LLVM IR: mismatched ctor, priority and data counts",
            ));
        }
        let bad = || {
            self.op_error(
                top,
                op,
                "cannot be converted to LLVM IR: unsupported global ctor/dtor entry",
            )
        };
        // SAFETY: constants and a global of our context and module.
        unsafe {
            let c = self.llctx;
            let i32t = LLVMInt32TypeInContext(c);
            let ptr = LLVMPointerTypeInContext(c, 0);
            let mut fields = [i32t, ptr, ptr];
            let entry_ty = LLVMStructTypeInContext(c, fields.as_mut_ptr(), 3, 0);
            let mut entries = Vec::with_capacity(fns.len());
            for i in 0..fns.len() {
                let symbol = |a: AttrId| match self.ctx.attr_data(a) {
                    AttrData::SymbolRef { root, nested } if nested.is_empty() => {
                        self.symbols.get(root).copied()
                    }
                    _ => None,
                };
                let f = symbol(fns[i]).ok_or_else(bad)?;
                let prio = match self.ctx.attr_data(priorities[i]) {
                    AttrData::Integer { value, .. } => *value,
                    _ => return Err(bad()),
                };
                // mlir-translate 22 writes a null data pointer whatever the
                // entry names (`#llvm.zero` or a symbol).
                let datum = match self.ctx.attr_data(data[i]) {
                    AttrData::Opaque { .. } | AttrData::SymbolRef { .. } => LLVMConstNull(ptr),
                    _ => return Err(bad()),
                };
                let mut vals = [LLVMConstInt(i32t, prio as u64, 1), f, datum];
                entries.push(LLVMConstNamedStruct(entry_ty, vals.as_mut_ptr(), 3));
            }
            let array_ty = LLVMArrayType2(entry_ty, entries.len() as u64);
            let init = LLVMConstArray2(entry_ty, entries.as_mut_ptr(), entries.len() as u64);
            let name = if ctors {
                c"llvm.global_ctors"
            } else {
                c"llvm.global_dtors"
            };
            let gv = LLVMAddGlobal(self.llmod, array_ty, name.as_ptr());
            LLVMSetLinkage(gv, LLVMLinkage::LLVMAppendingLinkage);
            LLVMSetInitializer(gv, init);
        }
        Ok(())
    }

    /// `llvm.linker_options ["a", "b"]`: an `!{!"a", !"b"}` entry of
    /// `!llvm.linker.options`.
    fn linker_options(&mut self, top: &Body, op: Op) -> Result<(), Diag> {
        let options = match self.attr(top.op(op).attrs, self.ctx.ident("options")) {
            Some(AttrData::Array(items)) => items.clone(),
            _ => Default::default(),
        };
        let mut strings = Vec::with_capacity(options.len());
        for &o in options.iter() {
            match self.ctx.attr_data(o) {
                AttrData::String { value, .. } => strings.push(self.ctx.bytes(*value)),
                _ => {
                    return Err(self.op_error(
                        top,
                        op,
                        "cannot be converted to LLVM IR: expected string options",
                    ))
                }
            }
        }
        // SAFETY: metadata built in our context, added to our module.
        unsafe {
            let mut ops: Vec<_> = strings
                .iter()
                .map(|s| LLVMMDStringInContext2(self.llctx, s.as_ptr() as *const _, s.len()))
                .collect();
            let node = LLVMMDNodeInContext2(self.llctx, ops.as_mut_ptr(), ops.len());
            LLVMAddNamedMetadataOperand(
                self.llmod,
                c"llvm.linker.options".as_ptr(),
                LLVMMetadataAsValue(self.llctx, node),
            );
        }
        Ok(())
    }

    pub(crate) fn symbol_name(&self, body: &Body, op: Op) -> Result<Ident, Diag> {
        self.attr_symbol(body.op(op).attrs, self.n.sym_name)
            .ok_or_else(|| self.op_error(body, op, "requires attribute 'sym_name'"))
    }

    fn linkage_of(&self, attrs: AttrId) -> i128 {
        self.attr_int(attrs, self.n.linkage).unwrap_or(EXTERNAL)
    }

    /// Sets linkage, visibility, unnamed_addr, section and alignment, common
    /// to functions and globals. Declarations keep external linkage unless
    /// they are extern_weak.
    fn set_symbol_properties(&self, gv: LLVMValueRef, attrs: AttrId, defined: bool, part: &Part) {
        let linkage = self.linkage_of(attrs);
        // 7 is extern_weak, the one linkage a declaration keeps.
        let linkage = if (!defined && linkage != 7) || (part.externalize && defined) {
            EXTERNAL
        } else {
            linkage
        };
        // SAFETY: `gv` is a global value of our module; strings are copied.
        unsafe {
            LLVMSetLinkage(gv, LINKAGES[linkage.clamp(0, 10) as usize]);
            let vis = match self.attr_int(attrs, self.n.visibility) {
                Some(1) => LLVMVisibility::LLVMHiddenVisibility,
                Some(2) => LLVMVisibility::LLVMProtectedVisibility,
                _ => LLVMVisibility::LLVMDefaultVisibility,
            };
            // Local linkage requires default visibility.
            if !(linkage <= 1 && vis != LLVMVisibility::LLVMDefaultVisibility) {
                LLVMSetVisibility(gv, vis);
            }
            let ua = match self.attr_int(attrs, self.n.unnamed_addr) {
                Some(1) => LLVMUnnamedAddr::LLVMLocalUnnamedAddr,
                Some(2) => LLVMUnnamedAddr::LLVMGlobalUnnamedAddr,
                _ => LLVMUnnamedAddr::LLVMNoUnnamedAddr,
            };
            LLVMSetUnnamedAddress(gv, ua);
            if let Some(s) = self.attr_str(attrs, self.n.section) {
                let c = cstr(s);
                LLVMSetSection(gv, c.as_ptr());
            }
            if let Some(a) = self.attr_int(attrs, self.n.alignment) {
                if a > 0 && (a as u64).is_power_of_two() && a <= 1 << 32 {
                    LLVMSetAlignment(gv, a as u32);
                }
            }
            // `comdat(@table::@selector)`: the comdat is named after the
            // selector. Declarations cannot be in a comdat.
            if defined {
                if let Some(AttrData::SymbolRef { root, nested }) = self.attr(attrs, self.n.comdat)
                {
                    let name = nested.last().unwrap_or(root);
                    let c = cstr(self.ctx.bytes(*name));
                    LLVMSetComdat(gv, LLVMGetOrInsertComdat(self.llmod, c.as_ptr()));
                }
            }
        }
    }

    /// `dso_local` on a global variable or function (MLIR 22 ignores it on
    /// aliases). The C API has no setter, but LLVM marks a value dso_local
    /// whenever its linkage and visibility imply it, and never clears the
    /// mark on its own: so the value is made external and hidden for a
    /// moment, then gets its own visibility and linkage back.
    fn mark_dso_local(&self, gv: LLVMValueRef, attrs: AttrId) {
        if !self.attr_flag(attrs, self.n.dso_local) {
            return;
        }
        // SAFETY: `gv` is a global value of our module; every step keeps a
        // valid linkage/visibility pair (external may have any visibility).
        unsafe {
            let linkage = LLVMGetLinkage(gv);
            let visibility = LLVMGetVisibility(gv);
            LLVMSetLinkage(gv, LLVMLinkage::LLVMExternalLinkage);
            LLVMSetVisibility(gv, LLVMVisibility::LLVMHiddenVisibility);
            LLVMSetVisibility(gv, visibility);
            LLVMSetLinkage(gv, linkage);
        }
    }

    /// `llvm.comdat @table { llvm.comdat_selector @name kind ... }`: one
    /// LLVM comdat per selector, named after it.
    fn comdats(
        &mut self,
        top: &Body,
        op: Op,
        selectors: &mut rustc_hash::FxHashSet<strata_ir::Ident>,
    ) -> Result<(), Diag> {
        // The selector region lives in a body of its own when the parser
        // treats the table as isolated, inline otherwise.
        let m = self.m;
        let (body, region) = match m.bodies.get(top.op(op).body.index()) {
            Some(b) => (b, b.roots.first().copied()),
            None => (top, top.regions(op).first().copied()),
        };
        let Some(entry) = region.and_then(|r| body.entry_block(r)) else {
            return Ok(());
        };
        for sel in body.block_ops(entry) {
            if body.op(sel).opcode != Opcode::LlvmComdatSelector {
                continue;
            }
            let attrs = body.op(sel).attrs;
            let name = self.symbol_name(body, sel)?;
            if !selectors.insert(name) {
                return Err(self.loc_error(
                    body.op(sel).loc,
                    "comdat selection symbols must be unique even in different comdat regions",
                ));
            }
            let kind = match self.attr_int(attrs, self.n.comdat) {
                Some(0) => LLVMComdatSelectionKind::LLVMAnyComdatSelectionKind,
                Some(1) => LLVMComdatSelectionKind::LLVMExactMatchComdatSelectionKind,
                Some(2) => LLVMComdatSelectionKind::LLVMLargestComdatSelectionKind,
                Some(3) => LLVMComdatSelectionKind::LLVMNoDuplicatesComdatSelectionKind,
                Some(4) => LLVMComdatSelectionKind::LLVMSameSizeComdatSelectionKind,
                _ => {
                    return Err(self.op_error(
                        body,
                        sel,
                        "requires a valid 'comdat' selection kind",
                    ))
                }
            };
            let c = cstr(self.ctx.bytes(name));
            // SAFETY: the module is live; LLVM copies the name.
            unsafe {
                let comdat = LLVMGetOrInsertComdat(self.llmod, c.as_ptr());
                LLVMSetComdatSelectionKind(comdat, kind);
            }
        }
        Ok(())
    }

    fn declare_global(&mut self, top: &Body, op: Op, part: &Part) -> Result<(), Diag> {
        let attrs = top.op(op).attrs;
        let name = self.symbol_name(top, op)?;
        let ty = self
            .attr_type(attrs, self.n.global_type)
            .ok_or_else(|| self.op_error(top, op, "requires attribute 'global_type'"))?;
        let llty = self.ll_type(ty).map_err(|e| self.op_error(top, op, e))?;
        let addr_space = self.attr_int(attrs, self.n.addr_space).unwrap_or(0) as u32;
        let cname = cstr(self.ctx.bytes(name));
        let has_region = self.global_has_region(top, op);
        let value = self.ctx.dict_get(attrs, self.n.value);
        let linkage = self.linkage_of(attrs);
        // Globals of any linkage but external and extern_weak are
        // definitions even without an initializer (they get `undef`).
        let defined = part.define_globals
            && (value.is_some() || has_region || (linkage != EXTERNAL && linkage != 7));
        // SAFETY: a fresh global in our module with a translated type.
        let gv =
            unsafe { LLVMAddGlobalInAddressSpace(self.llmod, llty, cname.as_ptr(), addr_space) };
        self.symbols.insert(name, gv);
        // SAFETY: `gv` was just created.
        unsafe {
            LLVMSetGlobalConstant(gv, self.attr_flag(attrs, self.n.constant) as i32);
            if self.attr_flag(attrs, self.n.thread_local) {
                LLVMSetThreadLocalMode(gv, LLVMThreadLocalMode::LLVMGeneralDynamicTLSModel);
            }
            if self.attr_flag(attrs, self.n.externally_initialized) {
                LLVMSetExternallyInitialized(gv, 1);
            }
        }
        self.set_symbol_properties(gv, attrs, defined, part);
        self.mark_dso_local(gv, attrs);
        if !part.define_globals {
            return Ok(());
        }
        if let Some(value) = value {
            let init = match self.dense_resource_const(value, ty) {
                // MLIR reports these at the global without the op prefix.
                Some(r) => r.map_err(|e| self.loc_error(top.op(op).loc, e))?,
                None => self
                    .const_from_attr(value, ty)
                    .map_err(|e| self.const_error(top, op, e))?,
            };
            // SAFETY: the constant has the global's value type.
            unsafe { LLVMSetInitializer(gv, init) };
        } else if !has_region && defined {
            // LLVM requires an initializer on a global of any linkage but
            // external and extern_weak; MLIR gives such globals `undef`.
            // SAFETY: undef of the value type is always valid.
            unsafe { LLVMSetInitializer(gv, LLVMGetUndef(llty)) };
        }
        Ok(())
    }

    fn global_has_region(&self, top: &Body, op: Op) -> bool {
        let b = top.op(op).body;
        b.is_some()
            && self
                .m
                .body(b)
                .roots
                .first()
                .is_some_and(|&r| self.m.body(b).entry_block(r).is_some())
    }

    fn global_region(&mut self, top: &Body, op: Op) -> Result<(), Diag> {
        if !self.global_has_region(top, op) {
            return Ok(());
        }
        let name = self.symbol_name(top, op)?;
        let gv = self.symbols[&name];
        let body = self.m.body(top.op(op).body);
        let init = self.eval_const_region(body)?;
        // SAFETY: the initializer is a constant of the global's type (checked
        // by `eval_const_region` against the global's declared type below).
        unsafe {
            if LLVMTypeOf(init) != LLVMGlobalGetValueType(gv) {
                return Err(self.op_error(
                    top,
                    op,
                    "initializer region returns a value of a type other than the global's",
                ));
            }
            LLVMSetInitializer(gv, init);
        }
        Ok(())
    }

    fn alias(&mut self, top: &Body, op: Op, part: &Part) -> Result<(), Diag> {
        let attrs = top.op(op).attrs;
        let name = self.symbol_name(top, op)?;
        let ty = self
            .attr_type(attrs, self.n.alias_type)
            .ok_or_else(|| self.op_error(top, op, "requires attribute 'alias_type'"))?;
        let llty = self.ll_type(ty).map_err(|e| self.op_error(top, op, e))?;
        let cname = cstr(self.ctx.bytes(name));
        if !part.define_globals {
            // Other parts see the alias as an external global.
            let addr_space = self.attr_int(attrs, self.n.addr_space).unwrap_or(0) as u32;
            // SAFETY: a declaration in our module.
            let gv = unsafe {
                LLVMAddGlobalInAddressSpace(self.llmod, llty, cname.as_ptr(), addr_space)
            };
            self.symbols.insert(name, gv);
            return Ok(());
        }
        let b = top.op(op).body;
        if b.is_none() {
            return Err(self.op_error(top, op, "requires an initializer region"));
        }
        let aliasee = self.eval_const_region(self.m.body(b))?;
        // SAFETY: the aliasee is a constant pointer (checked).
        let gv = unsafe {
            let aty = LLVMTypeOf(aliasee);
            if LLVMGetTypeKind(aty) != llvm_sys::LLVMTypeKind::LLVMPointerTypeKind {
                return Err(self.op_error(top, op, "initializer region must return a pointer"));
            }
            LLVMAddAlias2(
                self.llmod,
                llty,
                LLVMGetPointerAddressSpace(aty),
                aliasee,
                cname.as_ptr(),
            )
        };
        self.symbols.insert(name, gv);
        self.set_symbol_properties(gv, attrs, true, part);
        Ok(())
    }

    fn declare_function(
        &mut self,
        top: &Body,
        op: Op,
        define: bool,
        part: &Part,
    ) -> Result<(), Diag> {
        let attrs = top.op(op).attrs;
        let name = self.symbol_name(top, op)?;
        let fty = self
            .attr_type(attrs, self.n.function_type)
            .ok_or_else(|| self.op_error(top, op, "requires attribute 'function_type'"))?;
        if !matches!(self.ctx.type_data(fty), TypeData::LlvmFunc { .. }) {
            return Err(self.op_error(top, op, "requires an '!llvm.func' function type"));
        }
        let llty = self.ll_type(fty).map_err(|e| self.op_error(top, op, e))?;
        let has_body = self.function_has_body(top, op);
        let cname = cstr(self.ctx.bytes(name));
        // SAFETY: a fresh function in our module.
        let f = unsafe { LLVMAddFunction(self.llmod, cname.as_ptr(), llty) };
        self.symbols.insert(name, f);
        self.set_symbol_properties(f, attrs, define && has_body, part);
        self.mark_dso_local(f, attrs);
        // SAFETY: `f` is live; calling conventions are plain numbers.
        unsafe {
            if let Some(cc) = self.attr_int(attrs, self.n.cconv) {
                let cc = strata_ir::syntax::attrs::llvm_cconv_number(cc.max(0) as u64);
                LLVMSetFunctionCallConv(f, cc);
            }
            if let Some(gc) = self.attr_str(attrs, self.n.garbage_collector) {
                let c = cstr(gc);
                LLVMSetGC(f, c.as_ptr());
            }
        }
        self.function_attributes(top, op, f, has_body)?;
        self.function_metadata(top, op, f)?;
        Ok(())
    }

    pub(crate) fn function_has_body(&self, top: &Body, op: Op) -> bool {
        self.global_has_region(top, op)
    }

    /// Looks a module symbol up for `addressof` and calls.
    pub(crate) fn lookup_symbol(&self, name: Ident) -> Option<LLVMValueRef> {
        self.symbols.get(&name).copied()
    }
}

/// Restores the linkage of every definition after parallel parts were
/// linked with everything external.
pub(crate) fn restore_linkage(ctx: &strata_ir::Context, m: &Module, llmod: LLVMModuleRef) {
    let n = super::names::Names::new(ctx);
    let top = m.body(Module::TOP);
    for op in m.top_ops() {
        let d = top.op(op);
        if !matches!(
            d.opcode,
            Opcode::LlvmFunc | Opcode::LlvmMlirGlobal | Opcode::LlvmMlirAlias
        ) {
            continue;
        }
        let Some(AttrData::String { value: name, .. }) =
            ctx.dict_get(d.attrs, n.sym_name).map(|a| ctx.attr_data(a))
        else {
            continue;
        };
        let linkage = match ctx.dict_get(d.attrs, n.linkage).map(|a| ctx.attr_data(a)) {
            Some(AttrData::Enum { value, .. }) => *value as usize,
            _ => EXTERNAL as usize,
        };
        let c = cstr(ctx.bytes(*name));
        // SAFETY: lookups by name in a live module.
        unsafe {
            let mut gv = LLVMGetNamedFunction(llmod, c.as_ptr());
            if gv.is_null() {
                gv = LLVMGetNamedGlobal(llmod, c.as_ptr());
            }
            if gv.is_null() {
                gv = LLVMGetNamedGlobalAlias(llmod, c.as_ptr(), c.as_bytes().len());
            }
            if gv.is_null() || LLVMIsDeclaration(gv) != 0 {
                continue;
            }
            LLVMSetLinkage(gv, LINKAGES[linkage.min(10)]);
        }
    }
}

/// `llvm::Triple::isKnownWindowsMSVCEnvironment` on a triple as written:
/// the operating system (third component) is Windows and the environment
/// (fourth) is MSVC, each matched by prefix as LLVM's parser does.
fn is_windows_msvc(triple: &str) -> bool {
    let mut parts = triple.split('-').skip(2);
    let os = parts.next().unwrap_or("");
    let env = parts.next().unwrap_or("");
    (os.starts_with("windows") || os.starts_with("win32")) && env.starts_with("msvc")
}

/// A module flag's value.
enum FlagValue<'a> {
    Int(i64),
    Str(&'a str),
}

/// `mlir.module_flag<behavior, "key", value>` → (LLVM behavior number, key,
/// value); `None` for values other than integers and strings.
fn parse_module_flag(body: &str) -> Option<(u64, &str, FlagValue<'_>)> {
    let inner = body.strip_prefix("mlir.module_flag<")?.strip_suffix('>')?;
    let (behavior, rest) = inner.split_once(',')?;
    let behavior = match behavior.trim() {
        "error" => 1,
        "warning" => 2,
        "require" => 3,
        "override" => 4,
        "append" => 5,
        "append_unique" => 6,
        "max" => 7,
        "min" => 8,
        _ => return None,
    };
    let rest = rest.trim_start().strip_prefix('"')?;
    let close = rest.find('"')?;
    let key = &rest[..close];
    let value = rest[close + 1..].trim_start().strip_prefix(',')?.trim();
    let value = if let Some(s) = value.strip_prefix('"').and_then(|v| v.strip_suffix('"')) {
        if s.contains(['\\', '"']) {
            return None;
        }
        FlagValue::Str(s)
    } else {
        let number = value.split(':').next()?.trim();
        FlagValue::Int(number.parse().ok()?)
    };
    Some((behavior, key, value))
}
