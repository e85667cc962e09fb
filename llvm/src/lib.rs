//! Translation of Strata's LLVM dialect to LLVM IR, compilation and JIT (llvm-sys, LLVM 22).
//!
//! The toolchain layer: [`LlvmModule`] (a module with its own context),
//! [`TargetMachine`] / [`emit_object`] for object files, [`run_passes`] for
//! the new pass manager and [`Jit`] for ORC LLJIT. Every LLVM error comes
//! back as an [`LlvmError`].

mod error;
pub mod import;
mod init;
mod jit;
mod module;
mod optimize;
pub mod runtime;
mod target;
pub mod translate;

pub use error::{LlvmError, LlvmResult};
pub use init::initialize_native_target;
pub use jit::Jit;
pub use module::{LlvmModule, LlvmText};
pub use optimize::run_passes;
pub use target::{emit_object, FileKind, OptLevel, TargetMachine};

/// The raw C API, for code that builds IR directly.
pub use llvm_sys;
