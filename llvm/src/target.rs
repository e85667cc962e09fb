//! Host `TargetMachine`: object/assembly emission and module configuration.

use std::ptr;

use llvm_sys::core::{LLVMSetDataLayout, LLVMSetTarget};
use llvm_sys::target::{LLVMCopyStringRepOfTargetData, LLVMDisposeTargetData};
use llvm_sys::target_machine::{
    LLVMCodeGenFileType, LLVMCodeGenOptLevel, LLVMCodeModel, LLVMCreateTargetDataLayout,
    LLVMCreateTargetMachine, LLVMDisposeTargetMachine, LLVMGetDefaultTargetTriple,
    LLVMGetHostCPUFeatures, LLVMGetHostCPUName, LLVMGetTargetFromTriple, LLVMRelocMode,
    LLVMTargetMachineEmitToMemoryBuffer, LLVMTargetMachineRef,
};

use crate::error::{c_string, take_message, LlvmError, LlvmResult};
use crate::init::{initialize_all_targets, initialize_native_target};
use crate::module::{take_buffer, LlvmModule};

/// Code generation optimisation level (`-O0` … `-O3`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OptLevel {
    O0,
    O1,
    #[default]
    O2,
    O3,
}

impl OptLevel {
    /// From the number in `-O<n>`; `None` for anything but 0–3.
    pub fn from_number(n: u32) -> Option<Self> {
        match n {
            0 => Some(OptLevel::O0),
            1 => Some(OptLevel::O1),
            2 => Some(OptLevel::O2),
            3 => Some(OptLevel::O3),
            _ => None,
        }
    }

    /// The new pass manager's default pipeline for this level, e.g. `default<O2>`.
    pub fn pass_pipeline(self) -> &'static str {
        match self {
            OptLevel::O0 => "default<O0>",
            OptLevel::O1 => "default<O1>",
            OptLevel::O2 => "default<O2>",
            OptLevel::O3 => "default<O3>",
        }
    }

    fn codegen(self) -> LLVMCodeGenOptLevel {
        match self {
            OptLevel::O0 => LLVMCodeGenOptLevel::LLVMCodeGenLevelNone,
            OptLevel::O1 => LLVMCodeGenOptLevel::LLVMCodeGenLevelLess,
            OptLevel::O2 => LLVMCodeGenOptLevel::LLVMCodeGenLevelDefault,
            OptLevel::O3 => LLVMCodeGenOptLevel::LLVMCodeGenLevelAggressive,
        }
    }
}

/// What `emit` produces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Object,
    Assembly,
}

/// A target machine for the host: its triple, CPU and CPU features.
pub struct TargetMachine {
    raw: LLVMTargetMachineRef,
    triple: String,
    data_layout: String,
}

// SAFETY: a TargetMachine is immutable once created; LLVM allows using one
// from several threads for code generation of different modules only with
// care, so we promise `Send` (move) but not `Sync` (share).
unsafe impl Send for TargetMachine {}

impl TargetMachine {
    /// The host machine (position-independent code, default code model).
    pub fn host(level: OptLevel) -> LlvmResult<Self> {
        initialize_native_target()?;
        // SAFETY: the three host strings are ours to free.
        let (triple, cpu, features) = unsafe {
            (
                take_message(LLVMGetDefaultTargetTriple()),
                take_message(LLVMGetHostCPUName()),
                take_message(LLVMGetHostCPUFeatures()),
            )
        };
        Self::create(&triple, &cpu, &features, level)
    }

    /// A machine for `triple` (`--target-triple`): the host's own CPU and
    /// features when it is the host triple, LLVM's generic CPU otherwise.
    pub fn for_triple(triple: &str, level: OptLevel) -> LlvmResult<Self> {
        // SAFETY: the default triple is ours to free.
        let host_triple = unsafe { take_message(LLVMGetDefaultTargetTriple()) };
        if triple == host_triple {
            return Self::host(level);
        }
        initialize_all_targets();
        Self::create(triple, "generic", "", level)
    }

    fn create(triple: &str, cpu: &str, features: &str, level: OptLevel) -> LlvmResult<Self> {
        let triple_c = c_string(triple)?;
        let cpu_c = c_string(cpu)?;
        let features_c = c_string(features)?;
        // SAFETY: the target reference is static data owned by LLVM; the
        // machine and data layout created here are owned (or freed) below.
        unsafe {
            let mut target = ptr::null_mut();
            let mut message = ptr::null_mut();
            if LLVMGetTargetFromTriple(triple_c.as_ptr(), &mut target, &mut message) != 0 {
                let message = take_message(message);
                return Err(LlvmError::new(format!(
                    "no LLVM target for triple {triple}: {message}"
                )));
            }
            let raw = LLVMCreateTargetMachine(
                target,
                triple_c.as_ptr(),
                cpu_c.as_ptr(),
                features_c.as_ptr(),
                level.codegen(),
                LLVMRelocMode::LLVMRelocPIC,
                LLVMCodeModel::LLVMCodeModelDefault,
            );
            if raw.is_null() {
                return Err(LlvmError::new(format!(
                    "cannot create a target machine for {triple}"
                )));
            }
            let layout = LLVMCreateTargetDataLayout(raw);
            let data_layout = take_message(LLVMCopyStringRepOfTargetData(layout));
            LLVMDisposeTargetData(layout);
            Ok(TargetMachine {
                raw,
                triple: triple.to_owned(),
                data_layout,
            })
        }
    }

    pub fn raw(&self) -> LLVMTargetMachineRef {
        self.raw
    }

    /// Gives up ownership of the raw handle (for APIs that take it over).
    pub fn into_raw(mut self) -> LLVMTargetMachineRef {
        std::mem::replace(&mut self.raw, ptr::null_mut())
    }

    /// The target triple, e.g. `x86_64-pc-linux-gnu`.
    pub fn triple(&self) -> &str {
        &self.triple
    }

    /// The data layout string of this machine.
    pub fn data_layout(&self) -> &str {
        &self.data_layout
    }

    /// Sets the module's target triple and data layout to this machine's.
    pub fn configure_module(&self, module: &LlvmModule) -> LlvmResult<()> {
        let triple = c_string(&self.triple)?;
        let layout = c_string(&self.data_layout)?;
        // SAFETY: both strings are copied by LLVM.
        unsafe {
            LLVMSetTarget(module.module_raw(), triple.as_ptr());
            LLVMSetDataLayout(module.module_raw(), layout.as_ptr());
        }
        Ok(())
    }

    /// Compiles the module to an object file or assembly, in memory. The
    /// module is configured for this machine first.
    pub fn emit(&self, module: &LlvmModule, kind: FileKind) -> LlvmResult<Vec<u8>> {
        self.configure_module(module)?;
        let file_type = match kind {
            FileKind::Object => LLVMCodeGenFileType::LLVMObjectFile,
            FileKind::Assembly => LLVMCodeGenFileType::LLVMAssemblyFile,
        };
        let mut message = ptr::null_mut();
        let mut buf = ptr::null_mut();
        // SAFETY: on success the buffer is ours; on failure the message is.
        unsafe {
            let failed = LLVMTargetMachineEmitToMemoryBuffer(
                self.raw,
                module.module_raw(),
                file_type,
                &mut message,
                &mut buf,
            ) != 0;
            let message = take_message(message);
            if failed {
                return Err(LlvmError::new(format!("code generation failed: {message}")));
            }
            Ok(take_buffer(buf))
        }
    }
}

impl std::fmt::Debug for TargetMachine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TargetMachine")
            .field("triple", &self.triple)
            .field("data_layout", &self.data_layout)
            .finish_non_exhaustive()
    }
}

impl Drop for TargetMachine {
    fn drop(&mut self) {
        if !self.raw.is_null() {
            // SAFETY: we own the target machine (null after `into_raw`).
            unsafe { LLVMDisposeTargetMachine(self.raw) }
        }
    }
}

/// Compiles `module` to an object file for the host.
pub fn emit_object(module: &LlvmModule, level: OptLevel) -> LlvmResult<Vec<u8>> {
    TargetMachine::host(level)?.emit(module, FileKind::Object)
}
