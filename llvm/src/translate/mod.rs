//! `--mlir-to-llvmir`: translation of a module in the LLVM dialect to LLVM IR.
//!
//! The translation follows MLIR's scheme: module attributes and globals
//! first, then every function is declared, then global initializer regions
//! are evaluated to constants, then function bodies are emitted (blocks in
//! dominance order, one PHI per block argument, PHIs wired once every block
//! exists). Anything LLVM could abort on is checked first and reported as a
//! located [`Diag`].
//!
//! Entry points: [`translate`] (an owned [`LlvmModule`]), [`translate_module`]
//! (into a caller's context), [`translate_to_string`] (the `.ll` text) and
//! [`translate_parallel`] (functions split over worker contexts).

mod attrs;
mod block_addr;
mod body;
mod call_intrinsic;
mod consts;
mod data_layout;
mod dso_local;
mod fold_gep;
mod func_meta;
pub(crate) mod intrinsics;
pub(crate) mod metadata;
mod module;
mod names;
mod ops;
mod parallel;
mod print_merge;
mod templates;
mod types;
mod verify;

use std::ffi::CStr;

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use rustc_hash::FxHashMap;
use strata_ir::{AttrData, AttrId, Body, Context, Diag, Ident, Module, Op, TypeId};

use crate::LlvmModule;
pub use parallel::{
    translate_parallel, translate_split, translate_to_text, translate_to_text_merged,
};
pub use print_merge::IrText;
use verify::verify_if_asked;

/// Options of a translation.
#[derive(Clone, Debug)]
pub struct TranslateOptions {
    /// Run LLVM's verifier on the result and turn its report into a `Diag`,
    /// as mlir-translate always does (the default).
    pub verify: bool,
    /// The LLVM module's name (`; ModuleID` and `source_filename`).
    pub module_name: String,
    /// Free the LLVM modules [`translate_to_text`] builds and prints (the
    /// default). A command that exits right after printing turns this off,
    /// as clang's `-disable-free` does: freeing the modules of a large
    /// translation takes a quarter of the time printing them does.
    pub free_modules: bool,
}

impl Default for TranslateOptions {
    fn default() -> Self {
        TranslateOptions {
            verify: true,
            module_name: "LLVMDialectModule".to_owned(),
            free_modules: true,
        }
    }
}

/// Translates `m` into a fresh LLVM context; the result owns both.
pub fn translate(ctx: &Context, m: &Module, opts: &TranslateOptions) -> Result<LlvmModule, Diag> {
    // SAFETY: the context is fresh and handed, with the module built in it,
    // to the owning wrapper (or disposed on failure).
    unsafe {
        let llctx = LLVMContextCreate();
        match translate_module(ctx, m, llctx, &opts.module_name) {
            Ok(llmod) => {
                let out = LlvmModule::from_raw(llctx, llmod);
                verify_if_asked(&out, ctx, m, opts.verify)?;
                Ok(out)
            }
            Err(d) => {
                LLVMContextDispose(llctx);
                Err(d)
            }
        }
    }
}

/// Translates `m` into a new module of `llctx`. The caller owns the returned
/// module (dispose it with `LLVMDisposeModule` before the context).
pub fn translate_module(
    ctx: &Context,
    m: &Module,
    llctx: LLVMContextRef,
    name: &str,
) -> Result<LLVMModuleRef, Diag> {
    let mut t = ModuleTranslator::new(ctx, m, llctx, name);
    match t.run(&module::Part::WHOLE) {
        Ok(()) => Ok(t.take_module()),
        Err(d) => Err(d),
    }
}

/// Translates `m` and prints the LLVM IR text, as
/// `mlir-translate --mlir-to-llvmir` does.
pub fn translate_to_string(
    ctx: &Context,
    m: &Module,
    opts: &TranslateOptions,
) -> Result<String, Diag> {
    Ok(translate(ctx, m, opts)?.to_ir_string())
}

/// Copies and frees a message LLVM allocated.
pub(crate) unsafe fn take_c_message(raw: *mut std::ffi::c_char) -> String {
    if raw.is_null() {
        return String::new();
    }
    let s = CStr::from_ptr(raw).to_string_lossy().into_owned();
    LLVMDisposeMessage(raw);
    s
}

/// Parses LLVM IR `text` into context `llctx` as a new module (`name` is
/// the buffer's name in LLVM's messages); LLVM's message when it refuses
/// the text. The C API can build some things only this way (multi-index
/// instructions, distinct metadata, `dso_local_equivalent`).
///
/// # Safety
/// `llctx` must be a live context.
pub(crate) unsafe fn parse_ir(
    llctx: LLVMContextRef,
    text: &str,
    name: &CStr,
) -> Result<LLVMModuleRef, String> {
    let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
        text.as_ptr() as *const _,
        text.len(),
        name.as_ptr(),
    );
    let mut module = std::ptr::null_mut();
    let mut msg = std::ptr::null_mut();
    // The parser leaves the buffer to us.
    let failed = llvm_sys::ir_reader::LLVMParseIRInContext2(llctx, buf, &mut module, &mut msg) != 0;
    LLVMDisposeMemoryBuffer(buf);
    let message = take_c_message(msg);
    if failed || module.is_null() {
        return Err(message);
    }
    Ok(module)
}

/// The state of one module's translation into one LLVM context.
pub(crate) struct ModuleTranslator<'a> {
    pub ctx: &'a Context,
    pub m: &'a Module,
    pub n: names::Names,
    pub llctx: LLVMContextRef,
    pub llmod: LLVMModuleRef,
    pub builder: LLVMBuilderRef,
    pub types: FxHashMap<TypeId, LLVMTypeRef>,
    /// Module-level symbols (functions, globals, aliases) by name.
    pub symbols: FxHashMap<Ident, LLVMValueRef>,
    /// `dso_local_equivalent` constants made so far, by symbol.
    pub(crate) dso_local_equivalents: FxHashMap<Ident, LLVMValueRef>,
    /// Metadata kind ids looked up once.
    pub md_prof: u32,
    pub md_nontemporal: u32,
    /// `llvm.blocktag` blocks by (function, tag id).
    pub block_tags: FxHashMap<(usize, u64), LLVMBasicBlockRef>,
    /// `llvm.blockaddress` placeholders, resolved once every body exists.
    pub pending_block_addrs: Vec<block_addr::Pending>,
    /// Metadata made from loop annotations, access groups, alias scopes
    /// and TBAA attributes.
    pub(crate) meta: metadata::MetaCache,
    /// Templates of instructions the C API cannot build.
    pub(crate) agg_templates: templates::Templates,
}

impl<'a> ModuleTranslator<'a> {
    pub(crate) fn new(
        ctx: &'a Context,
        m: &'a Module,
        llctx: LLVMContextRef,
        name: &str,
    ) -> ModuleTranslator<'a> {
        let cname = types::cstr(name);
        // SAFETY: the module and builder are created in the caller's live
        // context; the builder is disposed in `Drop`.
        unsafe {
            let llmod = LLVMModuleCreateWithNameInContext(cname.as_ptr(), llctx);
            let builder = LLVMCreateBuilderInContext(llctx);
            let md_prof = LLVMGetMDKindIDInContext(llctx, c"prof".as_ptr(), 4);
            let md_nontemporal = LLVMGetMDKindIDInContext(llctx, c"nontemporal".as_ptr(), 11);
            ModuleTranslator {
                ctx,
                m,
                n: names::Names::new(ctx),
                llctx,
                llmod,
                builder,
                types: FxHashMap::default(),
                symbols: FxHashMap::default(),
                dso_local_equivalents: FxHashMap::default(),
                md_prof,
                md_nontemporal,
                block_tags: FxHashMap::default(),
                pending_block_addrs: Vec::new(),
                meta: metadata::MetaCache::new(ctx, llctx),
                agg_templates: templates::Templates::default(),
            }
        }
    }

    /// Hands the module over to the caller (it is no longer disposed here).
    pub(crate) fn take_module(&mut self) -> LLVMModuleRef {
        std::mem::replace(&mut self.llmod, std::ptr::null_mut())
    }

    // ---- attribute access ----

    #[inline]
    pub(crate) fn attr(&self, dict: AttrId, name: Ident) -> Option<&'a AttrData> {
        self.ctx.dict_get(dict, name).map(|a| self.ctx.attr_data(a))
    }

    /// An integer attribute's value (plain integers and enum cases alike).
    pub(crate) fn attr_int(&self, dict: AttrId, name: Ident) -> Option<i128> {
        match self.attr(dict, name)? {
            AttrData::Integer { value, .. } => Some(*value),
            AttrData::Enum { value, .. } => Some(*value as i128),
            AttrData::Bool(b) => Some(*b as i128),
            _ => None,
        }
    }

    pub(crate) fn attr_str(&self, dict: AttrId, name: Ident) -> Option<&'a str> {
        match self.attr(dict, name)? {
            AttrData::String { value, .. } => Some(self.ctx.str(*value)),
            _ => None,
        }
    }

    /// A string attribute's exact bytes (MLIR strings need not be UTF-8).
    pub(crate) fn attr_bytes(&self, dict: AttrId, name: Ident) -> Option<&'a [u8]> {
        match self.attr(dict, name)? {
            AttrData::String { value, .. } => Some(self.ctx.bytes(*value)),
            _ => None,
        }
    }

    /// Unit attributes (and `true` booleans) are flags.
    pub(crate) fn attr_flag(&self, dict: AttrId, name: Ident) -> bool {
        matches!(
            self.attr(dict, name),
            Some(AttrData::Unit) | Some(AttrData::Bool(true))
        )
    }

    pub(crate) fn attr_type(&self, dict: AttrId, name: Ident) -> Option<TypeId> {
        match self.attr(dict, name)? {
            AttrData::Type(t) => Some(*t),
            _ => None,
        }
    }

    pub(crate) fn attr_symbol(&self, dict: AttrId, name: Ident) -> Option<Ident> {
        match self.attr(dict, name)? {
            AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
            AttrData::String { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// The integers of a dense array attribute (`array<i32: ...>`).
    pub(crate) fn attr_ints(&self, dict: AttrId, name: Ident) -> Option<&'a [i128]> {
        match self.attr(dict, name)? {
            AttrData::DenseArray {
                values: strata_ir::attrs::DenseValues::Int(v),
                ..
            } => Some(v),
            AttrData::DenseElements {
                values: strata_ir::attrs::DenseValues::Int(v),
                ..
            } => Some(v),
            _ => None,
        }
    }

    // ---- diagnostics ----

    pub(crate) fn op_error(&self, body: &Body, op: Op, msg: impl AsRef<str>) -> Diag {
        strata_ir::verify::op_error(self.ctx, body, op, msg)
    }

    /// The error for an attribute that makes no constant of op `op`'s
    /// type: MLIR's own checks of constants are reported without the op's
    /// name, Strata's with it.
    pub(crate) fn const_error(&self, body: &Body, op: Op, msg: String) -> Diag {
        if msg == consts::FLOAT_MISMATCH {
            self.loc_error(body.op(op).loc, msg)
        } else {
            self.op_error(body, op, msg)
        }
    }

    pub(crate) fn loc_error(&self, loc: AttrId, msg: impl Into<String>) -> Diag {
        Diag::error(strata_ir::verify::src_loc(self.ctx, loc), msg)
    }

    /// An op of a dialect with no translation to LLVM IR, reported as
    /// mlir-translate 22 reports it (naming the op, quoting it in a note).
    pub(crate) fn untranslatable_op(&self, body: &Body, op: Op) -> Diag {
        let name = self.ctx.str(body.op(op).name);
        let mut d = self.loc_error(
            body.op(op).loc,
            format!(
                "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}"
            ),
        );
        d.notes.extend(self.current_op_note(body, op));
        d
    }

    /// MLIR's "see current operation" note quoting `op` of `body`.
    pub(crate) fn current_op_note(&self, body: &Body, op: Op) -> Option<Diag> {
        // The body's id, for the printer (an error path: a linear search).
        let i = self.m.bodies.iter().position(|b| std::ptr::eq(b, body))?;
        let id = strata_ir::BodyId::from_index(i);
        Some(strata_ir::verify::current_operation_note(
            self.ctx, self.m, id, op,
        ))
    }
}

impl Drop for ModuleTranslator<'_> {
    fn drop(&mut self) {
        // SAFETY: the builder and (unless taken) the module belong to us.
        unsafe {
            self.agg_templates.dispose();
            LLVMDisposeBuilder(self.builder);
            if !self.llmod.is_null() {
                LLVMDisposeModule(self.llmod);
            }
        }
    }
}
