//! Scalar printing, timing and allocation helpers: the C runner library's
//! `printI64`, `printF32`, `printOpen`, `rtclock`, `mlirAlloc`, ... with its
//! exact output (C `printf` formats, on C's `stdout`).

use std::ffi::{c_char, c_void, CStr};
use std::io::Write;

use super::stdio::{format_double, write, Stream};

extern "C" {
    fn malloc(size: usize) -> *mut c_void;
    fn free(ptr: *mut c_void);
    fn aligned_alloc(alignment: usize, size: usize) -> *mut c_void;
}

/// Writes `value` in decimal without allocating.
fn write_display(stream: Stream, value: impl std::fmt::Display) {
    let mut buf = [0u8; 48];
    let mut cursor = std::io::Cursor::new(&mut buf[..]);
    // 48 bytes hold any 64-bit integer; a failure would only truncate.
    let _ = write!(cursor, "{value}");
    let n = cursor.position() as usize;
    write(stream, &buf[..n]);
}

fn write_double(stream: Stream, format: &CStr, value: f64) {
    let mut out = Vec::with_capacity(24);
    format_double(&mut out, format, value);
    write(stream, &out);
}

pub(crate) extern "C" fn print_i64(value: i64) {
    write_display(Stream::Out, value);
}

pub(crate) extern "C" fn print_u64(value: u64) {
    write_display(Stream::Out, value);
}

pub(crate) extern "C" fn print_f32(value: f32) {
    write_double(Stream::Out, c"%g", f64::from(value));
}

pub(crate) extern "C" fn print_f64(value: f64) {
    write_double(Stream::Out, c"%g", value);
}

/// `printF16`: the bits of a half, printed as its float value.
pub(crate) extern "C" fn print_f16(bits: u16) {
    let v = super::memref::f16_to_f32(bits);
    write_double(Stream::Out, c"%g", f64::from(v));
}

/// `printBF16`: the bits of a bfloat, printed as its float value.
pub(crate) extern "C" fn print_bf16(bits: u16) {
    let v = f32::from_bits(u32::from(bits) << 16);
    write_double(Stream::Out, c"%g", f64::from(v));
}

/// `printString` / `printCString`: a NUL-terminated string (null prints nothing).
pub(crate) extern "C" fn print_string(s: *const c_char) {
    if s.is_null() {
        return;
    }
    // SAFETY: the caller passes a NUL-terminated string, as in MLIR.
    let bytes = unsafe { CStr::from_ptr(s) }.to_bytes();
    write(Stream::Out, bytes);
}

pub(crate) extern "C" fn print_open() {
    write(Stream::Out, b"( ");
}

pub(crate) extern "C" fn print_close() {
    write(Stream::Out, b" )");
}

pub(crate) extern "C" fn print_comma() {
    write(Stream::Out, b", ");
}

pub(crate) extern "C" fn print_newline() {
    write(Stream::Out, b"\n");
}

/// `printFlops`: the GFLOPS rating, on stderr.
pub(crate) extern "C" fn print_flops(flops: f64) {
    let mut out = Vec::with_capacity(32);
    format_double(&mut out, c"%lf", flops / 1.0e9);
    out.extend_from_slice(b" GFLOPS\n");
    write(Stream::Err, &out);
}

/// `rtclock`: seconds since the Unix epoch, with microsecond resolution.
pub(crate) extern "C" fn rtclock() -> f64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    now.as_secs() as f64 + f64::from(now.subsec_micros()) * 1.0e-6
}

/// `_mlir_ciface_nanoTime`: a monotonic-enough nanosecond clock.
pub(crate) extern "C" fn nano_time() -> i64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    i64::try_from(now.as_nanos()).unwrap_or(i64::MAX)
}

pub(crate) extern "C" fn alloc(size: u64) -> *mut c_void {
    // SAFETY: plain malloc; a size beyond usize gets null, as malloc would.
    match usize::try_from(size) {
        Ok(size) => unsafe { malloc(size) },
        Err(_) => std::ptr::null_mut(),
    }
}

pub(crate) extern "C" fn aligned_alloc_hook(alignment: u64, size: u64) -> *mut c_void {
    match (usize::try_from(alignment), usize::try_from(size)) {
        // SAFETY: C11 aligned_alloc; invalid alignments give null.
        (Ok(alignment), Ok(size)) => unsafe { aligned_alloc(alignment, size) },
        _ => std::ptr::null_mut(),
    }
}

pub(crate) extern "C" fn free_hook(ptr: *mut c_void) {
    // SAFETY: the pointer came from one of the allocation hooks (or is null).
    unsafe { free(ptr) }
}
