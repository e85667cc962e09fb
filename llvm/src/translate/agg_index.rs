//! `extractvalue` / `insertvalue` with several indices as one instruction,
//! as MLIR 22 emits them (`extractvalue { ptr, ptr, i64, [1 x i64], [1 x
//! i64] } %d, 3, 0`). LLVM's C API only builds single-index ones, so the
//! instruction is cloned from a template: a one-instruction function parsed
//! once per (aggregate type, value type, indices) into the same context,
//! whose operands are then replaced. Types that print with a name (named
//! structs) cannot be written in a template; those, constants (which fold
//! to the same constant either way) and single indices take the chained
//! single-index path of the caller.

use std::ffi::CStr;

use llvm_sys::core::*;
use llvm_sys::ir_reader::LLVMParseIRInContext2;
use llvm_sys::prelude::*;
use rustc_hash::FxHashMap;

use super::ModuleTranslator;

/// At most this many indices are looked up without allocating; longer
/// positions take the chained path.
const MAX_INDICES: usize = 6;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    aggregate: usize,
    /// The inserted value's type (0 for an extraction).
    value: usize,
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
        let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
            text.as_ptr() as *const _,
            text.len(),
            c"aggregate-index-template".as_ptr(),
        );
        let mut module = std::ptr::null_mut();
        let mut msg = std::ptr::null_mut();
        // The buffer stays ours and is freed once parsed.
        let failed = LLVMParseIRInContext2(self.llctx, buf, &mut module, &mut msg) != 0;
        LLVMDisposeMemoryBuffer(buf);
        if failed {
            if !msg.is_null() {
                LLVMDisposeMessage(msg);
            }
            return None;
        }
        self.agg_templates.modules.push(module);
        let f = LLVMGetFirstFunction(module);
        let bb = LLVMGetFirstBasicBlock(f);
        let inst = LLVMGetFirstInstruction(bb);
        // The template must have come out with exactly our types.
        if inst.is_null() || LLVMTypeOf(LLVMGetOperand(inst, 0)) != LLVMTypeOf(agg) {
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

/// A type as LLVM prints it, unless it names a struct (a template could not
/// refer to the same named type).
unsafe fn type_text(ty: LLVMTypeRef) -> Option<String> {
    let raw = LLVMPrintTypeToString(ty);
    let s = CStr::from_ptr(raw).to_string_lossy().into_owned();
    LLVMDisposeMessage(raw);
    (!s.contains('%')).then_some(s)
}
