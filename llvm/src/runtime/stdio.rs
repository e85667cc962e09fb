//! The C `stdout`/`stderr` streams, which the runtime helpers write to.
//!
//! MLIR's runner libraries print with C stdio (and C++ iostreams synced with
//! it), and JIT-compiled code may call `printf` itself. Writing through the
//! same `FILE` keeps all of that in one buffer, in program order; a Rust
//! `std::io::Stdout` would be a second buffer and reorder output when piped.

use std::ffi::{c_char, c_double, c_int, c_void};

/// C's opaque `FILE`.
type CFile = c_void;

extern "C" {
    #[cfg_attr(target_os = "macos", link_name = "__stdoutp")]
    static mut stdout: *mut CFile;
    #[cfg_attr(target_os = "macos", link_name = "__stderrp")]
    static mut stderr: *mut CFile;
    fn fwrite(ptr: *const c_void, size: usize, n: usize, stream: *mut CFile) -> usize;
    fn fflush(stream: *mut CFile) -> c_int;
    fn snprintf(buf: *mut c_char, n: usize, format: *const c_char, ...) -> c_int;
}

/// Which C stream to write to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Stream {
    Out,
    Err,
}

fn file(stream: Stream) -> *mut CFile {
    // SAFETY: reading the C library's stream pointers, which are set up
    // before `main` and never reassigned by Strata.
    unsafe {
        match stream {
            Stream::Out => stdout,
            Stream::Err => stderr,
        }
    }
}

/// Writes `bytes` to the C stream (buffered as C stdio buffers it).
pub(crate) fn write(stream: Stream, bytes: &[u8]) {
    if bytes.is_empty() {
        return;
    }
    // SAFETY: `bytes` is a live slice; fwrite copies it into the stream.
    unsafe {
        fwrite(bytes.as_ptr().cast(), 1, bytes.len(), file(stream));
    }
}

/// Flushes C's `stdout` (before Strata prints something of its own that
/// must come after what JIT-compiled code printed).
pub fn flush_c_stdout() {
    // SAFETY: flushing a valid stream.
    unsafe {
        fflush(file(Stream::Out));
    }
}

/// `printf(format, value)` for one double into `out`: the C library's own
/// `%g`/`%e` formatting, which is what MLIR's runtime prints (Rust's float
/// formatting differs, e.g. `1e10` vs `1e+10`).
pub(crate) fn format_double(out: &mut Vec<u8>, format: &std::ffi::CStr, value: f64) {
    let mut buf = [0u8; 64];
    // SAFETY: the buffer size is passed; snprintf NUL-terminates within it.
    let n = unsafe {
        snprintf(
            buf.as_mut_ptr().cast(),
            buf.len(),
            format.as_ptr(),
            value as c_double,
        )
    };
    let n = usize::try_from(n).unwrap_or(0).min(buf.len() - 1);
    out.extend_from_slice(&buf[..n]);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(format: &std::ffi::CStr, v: f64) -> String {
        let mut out = Vec::new();
        format_double(&mut out, format, v);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn c_formatting() {
        assert_eq!(fmt(c"%g", 1.5), "1.5");
        assert_eq!(fmt(c"%g", 1e10), "1e+10");
        assert_eq!(fmt(c"%g", -0.0), "-0");
        assert_eq!(fmt(c"%g", 1.0 / 3.0), "0.333333");
        assert_eq!(fmt(c"%e", 3.5), "3.500000e+00");
        assert_eq!(fmt(c"%lf", 2.25), "2.250000");
    }
}
