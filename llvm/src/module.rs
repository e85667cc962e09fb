//! `LlvmModule`: an LLVM module together with the `LLVMContext` that owns it.
//!
//! Strata translates every module in its own context (so modules can be
//! built on different threads), hence the pair is one owned value: it can be
//! moved to another thread, handed to the JIT (which takes both), or dropped.

use std::ffi::c_char;
use std::ptr;

use llvm_sys::analysis::{LLVMVerifierFailureAction, LLVMVerifyModule};
use llvm_sys::bit_writer::LLVMWriteBitcodeToMemoryBuffer;
use llvm_sys::core::{
    LLVMContextCreate, LLVMContextDispose, LLVMCreateMemoryBufferWithMemoryRangeCopy,
    LLVMDisposeMemoryBuffer, LLVMDisposeMessage, LLVMDisposeModule, LLVMGetBufferSize,
    LLVMGetBufferStart, LLVMModuleCreateWithNameInContext, LLVMPrintModuleToString,
};
use llvm_sys::ir_reader::LLVMParseIRInContext2;
use llvm_sys::prelude::{LLVMContextRef, LLVMMemoryBufferRef, LLVMModuleRef};

use crate::error::{c_string, take_message, LlvmError, LlvmResult};

/// An LLVM module and its private context. Dropping it frees both.
pub struct LlvmModule {
    context: LLVMContextRef,
    module: LLVMModuleRef,
}

// SAFETY: the context is private to this value and nothing else refers to
// it, so moving the pair to another thread is sound (LLVM contexts are
// single-threaded, not thread-bound). It is deliberately not `Sync`.
unsafe impl Send for LlvmModule {}

impl LlvmModule {
    /// An empty module named `name` in a fresh context.
    pub fn new(name: &str) -> LlvmResult<Self> {
        let name = c_string(name)?;
        // SAFETY: a fresh context owns the fresh module.
        unsafe {
            let context = LLVMContextCreate();
            let module = LLVMModuleCreateWithNameInContext(name.as_ptr(), context);
            Ok(LlvmModule { context, module })
        }
    }

    /// Parses LLVM IR text (`.ll`) or bitcode into a module in a fresh context.
    pub fn parse_ir(buffer_name: &str, bytes: &[u8]) -> LlvmResult<Self> {
        let name = c_string(buffer_name)?;
        // SAFETY: the memory buffer copies `bytes`; LLVMParseIRInContext2
        // leaves the buffer to us.
        unsafe {
            let context = LLVMContextCreate();
            let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
                bytes.as_ptr() as *const c_char,
                bytes.len(),
                name.as_ptr(),
            );
            let mut module = ptr::null_mut();
            let mut message = ptr::null_mut();
            let failed = LLVMParseIRInContext2(context, buf, &mut module, &mut message) != 0;
            LLVMDisposeMemoryBuffer(buf);
            let message = take_message(message);
            if failed || module.is_null() {
                LLVMContextDispose(context);
                return Err(LlvmError::new(format!("cannot parse LLVM IR: {message}")));
            }
            Ok(LlvmModule { context, module })
        }
    }

    /// Wraps raw handles. The module must live in `context`, and nothing
    /// else may own either of them afterwards.
    ///
    /// # Safety
    /// Both handles must be valid, `module` must belong to `context`, and
    /// ownership of both passes to the returned value.
    pub unsafe fn from_raw(context: LLVMContextRef, module: LLVMModuleRef) -> Self {
        LlvmModule { context, module }
    }

    /// Gives up ownership of both handles (the caller must dispose of them,
    /// module first).
    pub fn into_raw(self) -> (LLVMContextRef, LLVMModuleRef) {
        let me = std::mem::ManuallyDrop::new(self);
        (me.context, me.module)
    }

    /// The context, for building types and values with the raw C API.
    pub fn context_raw(&self) -> LLVMContextRef {
        self.context
    }

    /// The module, for building functions with the raw C API.
    pub fn module_raw(&self) -> LLVMModuleRef {
        self.module
    }

    /// Runs LLVM's verifier; the error carries the verifier's report.
    pub fn verify(&self) -> LlvmResult<()> {
        let mut message = ptr::null_mut();
        // SAFETY: ReturnStatusAction makes the verifier report, not abort.
        let broken = unsafe {
            LLVMVerifyModule(
                self.module,
                LLVMVerifierFailureAction::LLVMReturnStatusAction,
                &mut message,
            ) != 0
        };
        // SAFETY: the message (possibly empty) is ours to free.
        let message = unsafe { take_message(message) };
        if broken {
            Err(LlvmError::new(format!(
                "invalid LLVM module: {}",
                message.trim_end()
            )))
        } else {
            Ok(())
        }
    }

    /// The module as LLVM IR text (what `llvm-dis` / `mlir-translate` print),
    /// as bytes (what is written to a file; skips the UTF-8 check a
    /// `String` needs).
    pub fn to_ir_bytes(&self) -> Vec<u8> {
        self.print_ir().as_bytes().to_vec()
    }

    /// The module as LLVM IR text, in the buffer LLVM printed it to (no
    /// copy: a large module prints to tens of megabytes).
    pub fn print_ir(&self) -> LlvmText {
        #[cfg(target_os = "linux")]
        if let Some(text) = self.print_ir_to_memory_file() {
            return text;
        }
        // SAFETY: the returned C string is ours; `LlvmText` frees it.
        unsafe {
            let raw = LLVMPrintModuleToString(self.module);
            let len = if raw.is_null() {
                0
            } else {
                std::ffi::CStr::from_ptr(raw).to_bytes().len()
            };
            LlvmText(TextStore::Message { raw, len })
        }
    }

    /// Prints through a file instead of a string: LLVM's printer writes a
    /// string stream unbuffered, run of bytes by run of bytes, but a file
    /// stream through a buffer, which prints a large module several times
    /// faster (5x on a 2M-op module). The file is an anonymous memory file,
    /// mapped afterwards; without one, the string path is used.
    #[cfg(target_os = "linux")]
    fn print_ir_to_memory_file(&self) -> Option<LlvmText> {
        use llvm_sys::core::LLVMPrintModuleToFile;
        use std::os::fd::FromRawFd;
        // SAFETY: a fresh descriptor, owned by `file` from here on.
        let file = unsafe {
            let fd = libc::memfd_create(c"strata-llvm-ir".as_ptr(), libc::MFD_CLOEXEC);
            if fd < 0 {
                return None;
            }
            std::fs::File::from_raw_fd(fd)
        };
        let path = std::ffi::CString::new(format!(
            "/proc/self/fd/{}",
            std::os::fd::AsRawFd::as_raw_fd(&file)
        ))
        .ok()?;
        let mut message = ptr::null_mut();
        // SAFETY: the module is live; the message (if any) is ours to free.
        let failed =
            unsafe { LLVMPrintModuleToFile(self.module, path.as_ptr(), &mut message) != 0 };
        // SAFETY: freed once.
        unsafe { take_message(message) };
        if failed {
            return None;
        }
        if file.metadata().ok()?.len() == 0 {
            return Some(LlvmText(TextStore::Empty));
        }
        // SAFETY: the memory file is private to this process and nothing
        // writes to it any more.
        let map = unsafe { memmap2::Mmap::map(&file) }.ok()?;
        Some(LlvmText(TextStore::Mapped(map)))
    }

    pub fn to_ir_string(&self) -> String {
        String::from_utf8_lossy(self.print_ir().as_bytes()).into_owned()
    }

    /// The module as LLVM bitcode.
    pub fn to_bitcode(&self) -> Vec<u8> {
        // SAFETY: the buffer is ours; its bytes are copied before disposal.
        unsafe { take_buffer(LLVMWriteBitcodeToMemoryBuffer(self.module)) }
    }
}

impl std::fmt::Debug for LlvmModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LlvmModule")
            .field("module", &self.module)
            .finish_non_exhaustive()
    }
}

impl Drop for LlvmModule {
    fn drop(&mut self) {
        // SAFETY: we own both; the module must go before its context.
        unsafe {
            LLVMDisposeModule(self.module);
            LLVMContextDispose(self.context);
        }
    }
}

/// Copies an LLVM memory buffer's bytes and frees the buffer.
///
/// # Safety
/// `buf` must be null or a buffer owned by the caller.
pub(crate) unsafe fn take_buffer(buf: LLVMMemoryBufferRef) -> Vec<u8> {
    if buf.is_null() {
        return Vec::new();
    }
    let start = LLVMGetBufferStart(buf) as *const u8;
    let len = LLVMGetBufferSize(buf);
    let bytes = if len == 0 {
        Vec::new()
    } else {
        std::slice::from_raw_parts(start, len).to_vec()
    };
    LLVMDisposeMemoryBuffer(buf);
    bytes
}

/// Text LLVM printed (a printed module), freed on drop.
pub struct LlvmText(TextStore);

enum TextStore {
    Empty,
    /// A C string LLVM allocated.
    Message {
        raw: *mut c_char,
        len: usize,
    },
    /// A memory file LLVM printed to, mapped.
    #[cfg(target_os = "linux")]
    Mapped(memmap2::Mmap),
}

// SAFETY: the buffer is plain memory owned by this value alone; LLVM's
// message allocator may be freed from any thread.
unsafe impl Send for LlvmText {}
unsafe impl Sync for LlvmText {}

impl LlvmText {
    pub fn as_bytes(&self) -> &[u8] {
        match &self.0 {
            TextStore::Empty => &[],
            TextStore::Message { raw, .. } if raw.is_null() => &[],
            // SAFETY: `raw` points at `len` initialised bytes we own.
            TextStore::Message { raw, len } => unsafe {
                std::slice::from_raw_parts(*raw as *const u8, *len)
            },
            #[cfg(target_os = "linux")]
            TextStore::Mapped(map) => map,
        }
    }
}

impl Drop for LlvmText {
    fn drop(&mut self) {
        if let TextStore::Message { raw, .. } = self.0 {
            if !raw.is_null() {
                // SAFETY: allocated by LLVM for us, freed once.
                unsafe { LLVMDisposeMessage(raw) }
            }
        }
    }
}
