//! LLVM's new pass manager (`LLVMRunPasses`).

use std::ptr;

use llvm_sys::transforms::pass_builder::{
    LLVMCreatePassBuilderOptions, LLVMDisposePassBuilderOptions, LLVMRunPasses,
};

use crate::error::{c_string, check_error, LlvmResult};
use crate::module::LlvmModule;
use crate::target::TargetMachine;

/// Runs a textual pass pipeline (`opt -passes=` syntax, e.g. `default<O2>`)
/// over the module. With a target machine, target-specific cost models are
/// used; without, generic ones.
pub fn run_passes(
    module: &LlvmModule,
    pipeline: &str,
    target: Option<&TargetMachine>,
) -> LlvmResult<()> {
    let pipeline_c = c_string(pipeline)?;
    // SAFETY: the options object is ours and freed after the run.
    unsafe {
        let options = LLVMCreatePassBuilderOptions();
        let err = LLVMRunPasses(
            module.module_raw(),
            pipeline_c.as_ptr(),
            target.map_or(ptr::null_mut(), |t| t.raw()),
            options,
        );
        LLVMDisposePassBuilderOptions(options);
        check_error(err, &format!("running LLVM passes '{pipeline}'"))
    }
}
