// The built-in runtime prints exactly as MLIR's runner libraries do, with
// no library given. The program's output and the runtime's share C's
// stdout, so they keep program order.
// RUN: strata run %s -e main -entry-point-result=void | FileCheck %s --match-full-lines --strict-whitespace
// With MLIR's own libraries given, they provide the functions and the
// output is the same.
// RUN: env LD_LIBRARY_PATH=%llvmlib strata run %s -e main -entry-point-result=void \
// RUN:   -shared-libs=%llvmlib/libmlir_c_runner_utils.so.22.1,%llvmlib/libmlir_runner_utils.so.22.1 \
// RUN:   | FileCheck %s --match-full-lines --strict-whitespace
// And the reference runner agrees.
// RUN: mlir-opt %s --convert-to-llvm --reconcile-unrealized-casts | \
// RUN:   env LD_LIBRARY_PATH=%llvmlib mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%llvmlib/libmlir_c_runner_utils.so.22.1 \
// RUN:   | FileCheck %s --match-full-lines --strict-whitespace

func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()

// CHECK:( -42, 18446744073709551615, 1.5, 1e+10, -0, 0.333333 )
// CHECK-NEXT:inf
func.func @main() {
  %a = arith.constant -42 : i64
  %b = arith.constant -1 : i64
  %c = arith.constant 1.5 : f32
  %d = arith.constant 1.0e10 : f64
  %e = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f64
  %three = arith.constant 3.0 : f64
  %f = arith.divf %one, %three : f64
  call @printOpen() : () -> ()
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%b) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF32(%c) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF64(%d) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF32(%e) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF64(%f) : (f64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %z = arith.constant 0.0 : f64
  %inf = arith.divf %one, %z : f64
  call @printF64(%inf) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
