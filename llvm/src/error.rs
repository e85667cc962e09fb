//! LLVM error values (`LLVMErrorRef`, C strings owned by LLVM) turned into Rust errors.

use std::ffi::{c_char, CStr};
use std::fmt;

use llvm_sys::core::LLVMDisposeMessage;
use llvm_sys::error::{LLVMDisposeErrorMessage, LLVMErrorRef, LLVMGetErrorMessage};

/// An error reported by LLVM (or by Strata's wrappers around it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LlvmError {
    message: String,
}

impl LlvmError {
    pub fn new(message: impl Into<String>) -> Self {
        LlvmError {
            message: message.into(),
        }
    }

    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for LlvmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LlvmError {}

pub type LlvmResult<T> = Result<T, LlvmError>;

/// Consumes an `LLVMErrorRef`: null is success, anything else becomes an
/// `LlvmError` whose message is prefixed with `what`.
pub(crate) fn check_error(err: LLVMErrorRef, what: &str) -> LlvmResult<()> {
    if err.is_null() {
        return Ok(());
    }
    // SAFETY: `err` is a live error; LLVMGetErrorMessage consumes it and
    // returns a string we must free with LLVMDisposeErrorMessage.
    let message = unsafe {
        let raw = LLVMGetErrorMessage(err);
        let text = CStr::from_ptr(raw).to_string_lossy().into_owned();
        LLVMDisposeErrorMessage(raw);
        text
    };
    Err(LlvmError::new(format!("{what}: {message}")))
}

/// Takes ownership of a message allocated by LLVM (freed with
/// `LLVMDisposeMessage`) and copies it into a `String`. Null gives "".
///
/// # Safety
/// `raw` must be null or a message LLVM allocated for the caller.
pub(crate) unsafe fn take_message(raw: *mut c_char) -> String {
    if raw.is_null() {
        return String::new();
    }
    let text = CStr::from_ptr(raw).to_string_lossy().into_owned();
    LLVMDisposeMessage(raw);
    text
}

/// A C string for LLVM; interior NULs (which LLVM cannot take) are an error.
pub(crate) fn c_string(s: &str) -> LlvmResult<std::ffi::CString> {
    std::ffi::CString::new(s)
        .map_err(|_| LlvmError::new(format!("string contains a NUL byte: {s:?}")))
}
