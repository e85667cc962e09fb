//! Function metadata that `llvm.func` properties stand for: the profile
//! entry count (`!prof`) and the OpenCL kernel hints (`!vec_type_hint`,
//! `!work_group_size_hint`, `!reqd_work_group_size`,
//! `!intel_reqd_sub_group_size`). MLIR 22 attaches them to declarations
//! and definitions alike.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use strata_ir::{AttrData, Body, Diag, Op};

use super::ModuleTranslator;

/// The kernel hints that are a list of `i32`s, by property (the metadata
/// kind has the same name).
const I32_LIST_HINTS: [&str; 3] = [
    "work_group_size_hint",
    "reqd_work_group_size",
    "intel_reqd_sub_group_size",
];

impl ModuleTranslator<'_> {
    pub(crate) fn function_metadata(
        &mut self,
        top: &Body,
        op: Op,
        f: LLVMValueRef,
    ) -> Result<(), Diag> {
        let attrs = top.op(op).attrs;
        if let Some(count) = self.attr_int(attrs, self.ctx.ident("function_entry_count")) {
            // SAFETY: metadata of our context on a function of our module.
            unsafe {
                let name = self.md_string("function_entry_count");
                let i64t = LLVMInt64TypeInContext(self.llctx);
                let value = LLVMValueAsMetadata(LLVMConstInt(i64t, count as u64, 0));
                let node = self.md_node(&mut [name, value]);
                LLVMGlobalSetMetadata(f, self.md_prof, node);
            }
        }
        if let Some(hint) = self.attr(attrs, self.ctx.ident("vec_type_hint")) {
            let node = self
                .vec_type_hint(hint)
                .map_err(|e| self.op_error(top, op, e))?;
            self.set_function_metadata(f, "vec_type_hint", node);
        }
        for kind in I32_LIST_HINTS {
            let values: Vec<i128> = match self.attr(attrs, self.ctx.ident(kind)) {
                Some(AttrData::Integer { value, .. }) => vec![*value],
                Some(_) => match self.attr_ints(attrs, self.ctx.ident(kind)) {
                    Some(v) => v.to_vec(),
                    None => continue,
                },
                None => continue,
            };
            // SAFETY: constants and metadata of our context.
            let node = unsafe {
                let i32t = LLVMInt32TypeInContext(self.llctx);
                let mut ops: Vec<LLVMMetadataRef> = values
                    .iter()
                    .map(|&v| LLVMValueAsMetadata(LLVMConstInt(i32t, v as u64, 1)))
                    .collect();
                self.md_node(&mut ops)
            };
            self.set_function_metadata(f, kind, node);
        }
        Ok(())
    }

    /// `#llvm.vec_type_hint<hint = T[, is_signed = B]>` as
    /// `!{T undef, i32 B}`.
    fn vec_type_hint(&mut self, hint: &AttrData) -> Result<LLVMMetadataRef, String> {
        let bad = || "expected a '#llvm.vec_type_hint' attribute".to_string();
        let AttrData::Opaque { body, .. } = hint else {
            return Err(bad());
        };
        let inner = self
            .ctx
            .str(*body)
            .strip_prefix("vec_type_hint<")
            .and_then(|b| b.strip_suffix('>'))
            .ok_or_else(bad)?;
        let inner = inner.trim().strip_prefix("hint").ok_or_else(bad)?;
        let inner = inner.trim_start().strip_prefix('=').ok_or_else(bad)?;
        // The type may hold commas itself, so the flag is split off the end.
        let (ty_text, signed) = match inner.rfind(", is_signed") {
            Some(at) => {
                let flag = inner[at + ", is_signed".len()..].trim_start();
                let flag = flag.strip_prefix('=').ok_or_else(bad)?.trim();
                (&inner[..at], flag == "true")
            }
            None => (inner, false),
        };
        let ty = strata_ir::syntax::parse_type_str(self.ctx, "vec_type_hint", ty_text.trim())
            .map_err(|d| d.message)?;
        let llty = self.ll_type(ty)?;
        // SAFETY: constants and metadata of our context.
        Ok(unsafe {
            let i32t = LLVMInt32TypeInContext(self.llctx);
            self.md_node(&mut [
                LLVMValueAsMetadata(LLVMGetUndef(llty)),
                LLVMValueAsMetadata(LLVMConstInt(i32t, u64::from(signed), 0)),
            ])
        })
    }

    fn set_function_metadata(&self, f: LLVMValueRef, kind: &str, node: LLVMMetadataRef) {
        // SAFETY: a kind lookup by name and an attachment on our function.
        unsafe {
            let id =
                LLVMGetMDKindIDInContext(self.llctx, kind.as_ptr() as *const _, kind.len() as u32);
            LLVMGlobalSetMetadata(f, id, node);
        }
    }
}
