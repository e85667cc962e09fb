//! Instructions LLVM's C API cannot build, cloned from templates: a
//! one-instruction function parsed once per shape into the same context,
//! whose operands are then replaced. Types that print with a name (named
//! structs) cannot be written in a template; those take the caller's
//! fallback.
//!
//! - `extractvalue` / `insertvalue` with several indices as one
//!   instruction, as MLIR 22 emits them (`extractvalue { ptr, ptr, i64,
//!   [1 x i64], [1 x i64] } %d, 3, 0`); constants (which fold to the same
//!   constant either way) and single indices take the chained single-index
//!   path of the caller.
//! - `alloca inalloca`.

use std::ffi::CStr;

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use rustc_hash::FxHashMap;

use super::ModuleTranslator;

/// At most this many indices are looked up without allocating; longer
/// positions take the chained path.
const MAX_INDICES: usize = 6;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    /// The aggregate type (extract/insert) or allocated type (alloca).
    aggregate: usize,
    /// The inserted value's type (0 for an extraction), or the count's
    /// type of an alloca.
    value: usize,
    /// The number of indices; `u8::MAX` marks an inalloca alloca, whose
    /// first index is its address space.
    len: u8,
    indices: [u32; MAX_INDICES],
}

/// Template instructions and the modules that hold them.
#[derive(Default)]
pub(crate) struct Templates {
    cache: FxHashMap<Key, Option<LLVMValueRef>>,
    modules: Vec<LLVMModuleRef>,
}

impl Templates {
    /// Frees the template modules (their instructions have no users left:
    /// each clone had its operands replaced).
    ///
    /// # Safety
    /// The modules must not be used afterwards; their context must be live.
    pub(crate) unsafe fn dispose(&mut self) {
        for m in self.modules.drain(..) {
            LLVMDisposeModule(m);
        }
        self.cache.clear();
    }
}

impl ModuleTranslator<'_> {
    /// One `extractvalue agg, pos...` (`value` is `None`) or `insertvalue
    /// agg, value, pos...` instruction at the builder, or `None` when the
    /// caller should chain single-index instructions instead.
    ///
    /// # Safety
    /// `agg` (and `value`) must be values of this module, positions checked
    /// against the aggregate type, and the builder positioned in a block.
    pub(crate) unsafe fn multi_index(
        &mut self,
        agg: LLVMValueRef,
        value: Option<LLVMValueRef>,
        pos: &[i128],
    ) -> Option<LLVMValueRef> {
        if pos.len() < 2 || pos.len() > MAX_INDICES {
            return None;
        }
        if LLVMIsConstant(agg) != 0 && value.is_none_or(|v| LLVMIsConstant(v) != 0) {
            return None;
        }
        let mut key = Key {
            aggregate: LLVMTypeOf(agg) as usize,
            value: value.map_or(0, |v| LLVMTypeOf(v) as usize),
            len: pos.len() as u8,
            indices: [0; MAX_INDICES],
        };
        for (slot, &i) in key.indices.iter_mut().zip(pos) {
            *slot = u32::try_from(i).ok()?;
        }
        let template = match self.agg_templates.cache.get(&key) {
            Some(&t) => t,
            None => {
                let t = self.parse_template(agg, value, &key.indices[..pos.len()]);
                self.agg_templates.cache.insert(key, t);
                t
            }
        }?;
        let inst = LLVMInstructionClone(template);
        LLVMSetOperand(inst, 0, agg);
        if let Some(v) = value {
            LLVMSetOperand(inst, 1, v);
        }
        LLVMInsertIntoBuilderWithName(self.builder, inst, c"".as_ptr());
        Some(inst)
    }

    /// Parses `define void @t(T %a[, V %v]) { %r = extractvalue/insertvalue
    /// ... ; ret void }` into our context and returns its instruction.
    unsafe fn parse_template(
        &mut self,
        agg: LLVMValueRef,
        value: Option<LLVMValueRef>,
        indices: &[u32],
    ) -> Option<LLVMValueRef> {
        let agg_ty = type_text(LLVMTypeOf(agg))?;
        let mut text = String::with_capacity(128);
        let idx: Vec<String> = indices.iter().map(u32::to_string).collect();
        match value {
            None => {
                text.push_str(&format!(
                    "define void @t({agg_ty} %a) {{\n  %r = extractvalue {agg_ty} %a, {}\n  ret void\n}}\n",
                    idx.join(", ")
                ));
            }
            Some(v) => {
                let v_ty = type_text(LLVMTypeOf(v))?;
                text.push_str(&format!(
                    "define void @t({agg_ty} %a, {v_ty} %v) {{\n  %r = insertvalue {agg_ty} %a, {v_ty} %v, {}\n  ret void\n}}\n",
                    idx.join(", ")
                ));
            }
        }
        let inst = self.parse_first_instruction(&text)?;
        // The template must have come out with exactly our types.
        if LLVMTypeOf(LLVMGetOperand(inst, 0)) != LLVMTypeOf(agg) {
            return None;
        }
        if let Some(v) = value {
            if LLVMTypeOf(LLVMGetOperand(inst, 1)) != LLVMTypeOf(v) {
                return None;
            }
        }
        Some(inst)
    }
}

impl ModuleTranslator<'_> {
    /// `alloca inalloca T, N count` in `addr_space` at the builder, or
    /// `None` when `T` or the count's type cannot be written in a template.
    ///
    /// # Safety
    /// `ty` and `count` must belong to this module's context and the
    /// builder be positioned in a block.
    pub(crate) unsafe fn inalloca_alloca(
        &mut self,
        ty: LLVMTypeRef,
        count: LLVMValueRef,
        addr_space: u32,
    ) -> Option<LLVMValueRef> {
        let mut indices = [0; MAX_INDICES];
        indices[0] = addr_space;
        let key = Key {
            aggregate: ty as usize,
            value: LLVMTypeOf(count) as usize,
            len: u8::MAX,
            indices,
        };
        let template = match self.agg_templates.cache.get(&key) {
            Some(&t) => t,
            None => {
                let t = self.parse_alloca_template(ty, count, addr_space);
                self.agg_templates.cache.insert(key, t);
                t
            }
        }?;
        let inst = LLVMInstructionClone(template);
        LLVMSetOperand(inst, 0, count);
        // The template's alignment came from its own (default) layout; an
        // alloca gets the preferred alignment of ours, as IRBuilder gives.
        let layout = llvm_sys::target::LLVMGetModuleDataLayout(self.llmod);
        LLVMSetAlignment(
            inst,
            llvm_sys::target::LLVMPreferredAlignmentOfType(layout, ty),
        );
        LLVMInsertIntoBuilderWithName(self.builder, inst, c"".as_ptr());
        Some(inst)
    }

    unsafe fn parse_alloca_template(
        &mut self,
        ty: LLVMTypeRef,
        count: LLVMValueRef,
        addr_space: u32,
    ) -> Option<LLVMValueRef> {
        let t = type_text(ty)?;
        let c = type_text(LLVMTypeOf(count))?;
        let text = format!(
            "define void @t({c} %n) {{\n  %r = alloca inalloca {t}, {c} %n, addrspace({addr_space})\n  ret void\n}}\n"
        );
        let inst = self.parse_first_instruction(&text)?;
        (LLVMGetAllocatedType(inst) == ty
            && LLVMTypeOf(LLVMGetOperand(inst, 0)) == LLVMTypeOf(count))
        .then_some(inst)
    }

    /// Parses `text` (one function) into our context, keeps the module, and
    /// returns the function's first instruction.
    unsafe fn parse_first_instruction(&mut self, text: &str) -> Option<LLVMValueRef> {
        let module = super::parse_ir(self.llctx, text, c"instruction-template").ok()?;
        self.agg_templates.modules.push(module);
        let f = LLVMGetFirstFunction(module);
        let bb = LLVMGetFirstBasicBlock(f);
        let inst = LLVMGetFirstInstruction(bb);
        (!inst.is_null()).then_some(inst)
    }
}

/// A type as LLVM prints it, unless it names a struct (a template could not
/// refer to the same named type).
unsafe fn type_text(ty: LLVMTypeRef) -> Option<String> {
    let raw = LLVMPrintTypeToString(ty);
    let s = CStr::from_ptr(raw).to_string_lossy().into_owned();
    LLVMDisposeMessage(raw);
    (!s.contains('%')).then_some(s)
}
