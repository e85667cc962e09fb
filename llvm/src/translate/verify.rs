//! LLVM's verifier on a translated module. mlir-translate 22 always runs
//! it and fails the translation when LLVM rejects the IR (the LLVM dialect
//! verifier does not catch everything LLVM's does: duplicate switch cases,
//! intrinsic signatures, musttail rules). Strata reports the failure at the
//! `llvm.func` that LLVM rejected, so the user gets a located diagnostic.

use llvm_sys::analysis::{LLVMVerifierFailureAction, LLVMVerifyFunction, LLVMVerifyModule};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use strata_ir::{AttrId, Context, Diag, Module};

use crate::LlvmModule;

/// Runs LLVM's verifier when asked (the default).
pub(super) fn verify_if_asked(
    out: &LlvmModule,
    ctx: &Context,
    m: &Module,
    verify: bool,
) -> Result<(), Diag> {
    if !verify {
        return Ok(());
    }
    let mut msg = std::ptr::null_mut();
    // SAFETY: ReturnStatusAction reports instead of aborting; the message is
    // freed after copying.
    let failed = unsafe {
        LLVMVerifyModule(
            out.module_raw(),
            LLVMVerifierFailureAction::LLVMReturnStatusAction,
            &mut msg,
        ) != 0
    };
    let text = unsafe { super::take_c_message(msg) };
    if !failed {
        return Ok(());
    }
    let loc = failing_function(out.module_raw())
        .and_then(|name| symbol_loc(ctx, m, &name))
        .unwrap_or(m.loc);
    Err(Diag::error(
        strata_ir::verify::src_loc(ctx, loc),
        format!("LLVM IR fails to verify: {}", text.trim_end()),
    ))
}

/// The name of the first function LLVM's verifier rejects on its own, if
/// the failure is inside a function (it may be module-level: a global, a
/// named metadata node).
fn failing_function(module: LLVMModuleRef) -> Option<Vec<u8>> {
    // SAFETY: the module is alive for the call; functions are only read.
    // ReturnStatusAction verifies without printing or aborting.
    unsafe {
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            if LLVMVerifyFunction(f, LLVMVerifierFailureAction::LLVMReturnStatusAction) != 0 {
                let mut len = 0;
                let name = LLVMGetValueName2(f, &mut len);
                return Some(std::slice::from_raw_parts(name.cast::<u8>(), len).to_vec());
            }
            f = LLVMGetNextFunction(f);
        }
    }
    None
}

/// The location of the top-level symbol op named `name`.
fn symbol_loc(ctx: &Context, m: &Module, name: &[u8]) -> Option<AttrId> {
    let top = m.body(Module::TOP);
    m.top_ops()
        .find(|&op| Module::symbol_name(ctx, top, op).is_some_and(|s| ctx.bytes(s) == name))
        .map(|op| top.op(op).loc)
}
