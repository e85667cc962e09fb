//! One-time initialisation of LLVM's native target.

use std::sync::OnceLock;

use llvm_sys::target::{
    LLVM_InitializeNativeAsmParser, LLVM_InitializeNativeAsmPrinter, LLVM_InitializeNativeTarget,
};

use crate::error::{LlvmError, LlvmResult};

/// Registers the host target, its assembly printer and parser with LLVM.
/// Safe to call from any thread, any number of times.
pub fn initialize_native_target() -> LlvmResult<()> {
    static INIT: OnceLock<bool> = OnceLock::new();
    // SAFETY: the initialisers only register target descriptions; OnceLock
    // makes sure they run once.
    let ok = *INIT.get_or_init(|| unsafe {
        LLVM_InitializeNativeTarget() == 0
            && LLVM_InitializeNativeAsmPrinter() == 0
            && LLVM_InitializeNativeAsmParser() == 0
    });
    if ok {
        Ok(())
    } else {
        Err(LlvmError::new(
            "LLVM has no native target for this host (was LLVM built without it?)",
        ))
    }
}

/// Registers every target LLVM was built with (for `--target-triple`).
pub(crate) fn initialize_all_targets() {
    static INIT: OnceLock<()> = OnceLock::new();
    // SAFETY: registration only; OnceLock makes sure it runs once.
    INIT.get_or_init(|| unsafe {
        llvm_sys::target::LLVM_InitializeAllTargetInfos();
        llvm_sys::target::LLVM_InitializeAllTargets();
        llvm_sys::target::LLVM_InitializeAllTargetMCs();
        llvm_sys::target::LLVM_InitializeAllAsmPrinters();
        llvm_sys::target::LLVM_InitializeAllAsmParsers();
    });
}
