//! `llvm.call_intrinsic` checks, as mlir-translate 22 makes them before
//! building the call: the intrinsic must exist, and a non-overloaded one
//! must be called with its own signature (result, operand count, operand
//! types). Each failure is reported with MLIR's follow-up error, "LLVM
//! Translation failed for operation", quoting the op.

use std::ffi::CStr;

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use strata_ir::{Body, Diag, Op};

use super::ModuleTranslator;

impl ModuleTranslator<'_> {
    /// The intrinsic `name` names, if LLVM knows it (its id: LLVM accepts
    /// the overload suffix, `llvm.ctpop.i32`).
    pub(super) fn intrinsic_id(&self, body: &Body, op: Op, name: &str) -> Result<u32, Diag> {
        // SAFETY: a lookup by name.
        let id = unsafe { LLVMLookupIntrinsicID(name.as_ptr() as *const _, name.len()) };
        if id == 0 {
            return Err(self.intrinsic_call_error(
                body,
                op,
                format!("could not find LLVM intrinsic: \"{name}\""),
            ));
        }
        Ok(id)
    }

    /// For an intrinsic that is not overloaded, its declaration, after
    /// checking the call's signature against it; `None` for an overloaded
    /// one (declared by the caller from the call's own signature).
    pub(super) fn fixed_intrinsic(
        &self,
        body: &Body,
        op: Op,
        name: &str,
        id: u32,
        ret: LLVMTypeRef,
        params: &[LLVMTypeRef],
    ) -> Result<Option<LLVMValueRef>, Diag> {
        // SAFETY: reads LLVM's intrinsic table; the declaration is made in
        // our module, with no overload types for a non-overloaded id.
        unsafe {
            if LLVMIntrinsicIsOverloaded(id) != 0 {
                return Ok(None);
            }
            let f = LLVMGetIntrinsicDeclaration(self.llmod, id, std::ptr::null_mut(), 0);
            let fty = LLVMGlobalGetValueType(f);
            let expected_ret = LLVMGetReturnType(fty);
            if expected_ret != ret {
                return Err(self.intrinsic_call_error(
                    body,
                    op,
                    format!(
                        "intrinsic call returns {} but \"{name}\" actually returns {}",
                        type_text(ret),
                        type_text(expected_ret)
                    ),
                ));
            }
            let n = LLVMCountParamTypes(fty) as usize;
            let var_arg = LLVMIsFunctionVarArg(fty) != 0;
            if !var_arg && params.len() != n {
                return Err(self.intrinsic_call_error(
                    body,
                    op,
                    format!(
                        "intrinsic call has {} operands but \"{name}\" expects {n}",
                        params.len()
                    ),
                ));
            }
            if var_arg && params.len() < n {
                return Err(self.intrinsic_call_error(
                    body,
                    op,
                    format!(
                        "intrinsic call has {} operands but variadic \"{name}\" expects at least {n}",
                        params.len()
                    ),
                ));
            }
            let mut expected = vec![std::ptr::null_mut(); n];
            LLVMGetParamTypes(fty, expected.as_mut_ptr());
            for (i, (&want, &have)) in expected.iter().zip(params).enumerate() {
                if want != have {
                    return Err(self.intrinsic_call_error(
                        body,
                        op,
                        format!(
                            "intrinsic call operand #{i} has type {} but \"{name}\" expects {}",
                            type_text(have),
                            type_text(want)
                        ),
                    ));
                }
            }
            Ok(Some(f))
        }
    }

    /// `msg` at the op, followed by MLIR's "LLVM Translation failed for
    /// operation" error quoting it.
    fn intrinsic_call_error(&self, body: &Body, op: Op, msg: String) -> Diag {
        let loc = strata_ir::verify::src_loc(self.ctx, body.op(op).loc);
        let mut d = Diag::error(loc.clone(), msg);
        d.notes.push(Diag::error(
            loc,
            format!(
                "LLVM Translation failed for operation: {}",
                self.ctx.str(body.op(op).name)
            ),
        ));
        d.notes.extend(self.current_op_note(body, op));
        d
    }
}

/// A type as LLVM prints it.
unsafe fn type_text(ty: LLVMTypeRef) -> String {
    let raw = LLVMPrintTypeToString(ty);
    let s = CStr::from_ptr(raw).to_string_lossy().into_owned();
    LLVMDisposeMessage(raw);
    s
}
