//! Built-in runtime support: what MLIR's `libmlir_c_runner_utils` and
//! `libmlir_runner_utils` give JIT-compiled code (printing, memref printing
//! and verification, `memrefCopy`, timing, allocation hooks), as Rust
//! `extern "C"` functions, so `strata run` needs no MLIR library.
//!
//! [`register_runtime`] defines them in a [`Jit`]. Output goes to C's
//! `stdout` (see [`flush_c_stdout`]) in MLIR's exact formats.

mod memref;
mod scalar;
mod stdio;

use memref::{
    memref_copy, print_ranked, print_shape, print_unranked, print_unranked_parts, verify_unranked,
    verify_unranked_parts, Ind, BF16, C32, C64, F16, F32, F64, I16, I32, I64, I8,
};
use scalar::*;
pub use stdio::flush_c_stdout;

use crate::error::LlvmResult;
use crate::jit::Jit;

/// Every built-in runtime function: its C name and address.
pub fn runtime_symbols() -> Vec<(&'static str, usize)> {
    type Unranked = *const memref::Unranked;
    type Ptr = *const std::ffi::c_void;
    macro_rules! table {
        ($($name:literal => $f:expr,)*) => {
            vec![$(($name, $f as usize),)*]
        };
    }
    table! {
        "printI64" => print_i64 as extern "C" fn(i64),
        "printU64" => print_u64 as extern "C" fn(u64),
        "printF32" => print_f32 as extern "C" fn(f32),
        "printF64" => print_f64 as extern "C" fn(f64),
        "printF16" => print_f16 as extern "C" fn(u16),
        "printBF16" => print_bf16 as extern "C" fn(u16),
        "printString" => print_string as extern "C" fn(*const std::ffi::c_char),
        "printCString" => print_string as extern "C" fn(*const std::ffi::c_char),
        "printOpen" => print_open as extern "C" fn(),
        "printClose" => print_close as extern "C" fn(),
        "printComma" => print_comma as extern "C" fn(),
        "printNewline" => print_newline as extern "C" fn(),
        "printFlops" => print_flops as extern "C" fn(f64),
        "rtclock" => rtclock as extern "C" fn() -> f64,
        "_mlir_ciface_nanoTime" => nano_time as extern "C" fn() -> i64,
        "memrefCopy" => memref_copy as extern "C" fn(i64, Unranked, Unranked),
        "mlirAlloc" => alloc as extern "C" fn(u64) -> *mut std::ffi::c_void,
        "mlirAlignedAlloc" => aligned_alloc_hook as extern "C" fn(u64, u64) -> *mut std::ffi::c_void,
        "mlirFree" => free_hook as extern "C" fn(*mut std::ffi::c_void),
        "mlirAlignedFree" => free_hook as extern "C" fn(*mut std::ffi::c_void),
        "_mlir_memref_to_llvm_alloc" => alloc as extern "C" fn(u64) -> *mut std::ffi::c_void,
        "_mlir_memref_to_llvm_aligned_alloc" => aligned_alloc_hook as extern "C" fn(u64, u64) -> *mut std::ffi::c_void,
        "_mlir_memref_to_llvm_free" => free_hook as extern "C" fn(*mut std::ffi::c_void),

        "_mlir_ciface_printMemrefI8" => print_unranked::<I8> as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefI16" => print_unranked::<I16> as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefI32" => print_unranked::<I32> as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefI64" => print_unranked::<I64> as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefInd" => print_unranked::<Ind> as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefF16" => print_unranked::<F16> as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefBF16" => print_unranked::<BF16> as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefF32" => print_unranked::<F32> as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefF64" => print_unranked::<F64> as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefC32" => print_unranked::<C32> as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefC64" => print_unranked::<C64> as extern "C" fn(Unranked),

        "printMemrefI8" => print_unranked_parts::<I8> as extern "C" fn(i64, Ptr),
        "printMemrefI32" => print_unranked_parts::<I32> as extern "C" fn(i64, Ptr),
        "printMemrefI64" => print_unranked_parts::<I64> as extern "C" fn(i64, Ptr),
        "printMemrefInd" => print_unranked_parts::<Ind> as extern "C" fn(i64, Ptr),
        "printMemrefF32" => print_unranked_parts::<F32> as extern "C" fn(i64, Ptr),
        "printMemrefF64" => print_unranked_parts::<F64> as extern "C" fn(i64, Ptr),
        "printMemrefC32" => print_unranked_parts::<C32> as extern "C" fn(i64, Ptr),
        "printMemrefC64" => print_unranked_parts::<C64> as extern "C" fn(i64, Ptr),

        "_mlir_ciface_printMemrefShapeI8" => print_shape as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefShapeI32" => print_shape as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefShapeI64" => print_shape as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefShapeInd" => print_shape as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefShapeF32" => print_shape as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefShapeF64" => print_shape as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefShapeC32" => print_shape as extern "C" fn(Unranked),
        "_mlir_ciface_printMemrefShapeC64" => print_shape as extern "C" fn(Unranked),

        "_mlir_ciface_printMemref0dF32" => print_ranked::<F32, 0> as extern "C" fn(Ptr),
        "_mlir_ciface_printMemref1dF32" => print_ranked::<F32, 1> as extern "C" fn(Ptr),
        "_mlir_ciface_printMemref2dF32" => print_ranked::<F32, 2> as extern "C" fn(Ptr),
        "_mlir_ciface_printMemref3dF32" => print_ranked::<F32, 3> as extern "C" fn(Ptr),
        "_mlir_ciface_printMemref4dF32" => print_ranked::<F32, 4> as extern "C" fn(Ptr),
        "_mlir_ciface_printMemref1dI8" => print_ranked::<I8, 1> as extern "C" fn(Ptr),
        "_mlir_ciface_printMemref1dI32" => print_ranked::<I32, 1> as extern "C" fn(Ptr),
        "_mlir_ciface_printMemref1dI64" => print_ranked::<I64, 1> as extern "C" fn(Ptr),
        "_mlir_ciface_printMemref1dInd" => print_ranked::<Ind, 1> as extern "C" fn(Ptr),
        "_mlir_ciface_printMemref1dF64" => print_ranked::<F64, 1> as extern "C" fn(Ptr),
        "_mlir_ciface_printMemref1dC32" => print_ranked::<C32, 1> as extern "C" fn(Ptr),
        "_mlir_ciface_printMemref1dC64" => print_ranked::<C64, 1> as extern "C" fn(Ptr),

        "_mlir_ciface_verifyMemRefI8" => verify_unranked::<I8> as extern "C" fn(Unranked, Unranked) -> i64,
        "_mlir_ciface_verifyMemRefI16" => verify_unranked::<I16> as extern "C" fn(Unranked, Unranked) -> i64,
        "_mlir_ciface_verifyMemRefI32" => verify_unranked::<I32> as extern "C" fn(Unranked, Unranked) -> i64,
        "_mlir_ciface_verifyMemRefI64" => verify_unranked::<I64> as extern "C" fn(Unranked, Unranked) -> i64,
        "_mlir_ciface_verifyMemRefInd" => verify_unranked::<Ind> as extern "C" fn(Unranked, Unranked) -> i64,
        "_mlir_ciface_verifyMemRefF16" => verify_unranked::<F16> as extern "C" fn(Unranked, Unranked) -> i64,
        "_mlir_ciface_verifyMemRefBF16" => verify_unranked::<BF16> as extern "C" fn(Unranked, Unranked) -> i64,
        "_mlir_ciface_verifyMemRefF32" => verify_unranked::<F32> as extern "C" fn(Unranked, Unranked) -> i64,
        "_mlir_ciface_verifyMemRefF64" => verify_unranked::<F64> as extern "C" fn(Unranked, Unranked) -> i64,
        "_mlir_ciface_verifyMemRefC32" => verify_unranked::<C32> as extern "C" fn(Unranked, Unranked) -> i64,
        "_mlir_ciface_verifyMemRefC64" => verify_unranked::<C64> as extern "C" fn(Unranked, Unranked) -> i64,

        "verifyMemRefI32" => verify_unranked_parts::<I32> as extern "C" fn(i64, Ptr, Ptr) -> i64,
        "verifyMemRefInd" => verify_unranked_parts::<Ind> as extern "C" fn(i64, Ptr, Ptr) -> i64,
        "verifyMemRefF32" => verify_unranked_parts::<F32> as extern "C" fn(i64, Ptr, Ptr) -> i64,
        "verifyMemRefF64" => verify_unranked_parts::<F64> as extern "C" fn(i64, Ptr, Ptr) -> i64,
        "verifyMemRefC32" => verify_unranked_parts::<C32> as extern "C" fn(i64, Ptr, Ptr) -> i64,
        "verifyMemRefC64" => verify_unranked_parts::<C64> as extern "C" fn(i64, Ptr, Ptr) -> i64,
    }
}

/// Defines the built-in runtime functions in `jit`.
///
/// With `defer_to_loaded` (set when `--shared-libs` libraries were loaded),
/// a function that already resolves, from a loaded library or the process,
/// is left alone: a runner library given on the command line wins, exactly
/// as with `mlir-runner`, and nothing is defined twice.
pub fn register_runtime(jit: &Jit, defer_to_loaded: bool) -> LlvmResult<()> {
    let symbols = runtime_symbols();
    if !defer_to_loaded {
        return jit.define_symbols(&symbols);
    }
    let missing: Vec<(&str, usize)> = symbols
        .into_iter()
        .filter(|(name, _)| jit.lookup(name).is_err())
        .collect();
    jit.define_symbols(&missing)
}
