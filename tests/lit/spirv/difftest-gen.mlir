// Generated SPIR-V modules are UB-free (every case executes), and the
// interpreter on them agrees with itself after convert-spirv-to-llvm and
// with the JIT.
// RUN: strata difftest --spirv --cases 30 --oracles interp,passes,jit-O0 -j 1 | FileCheck %s
// Odd seeds use only ops MLIR 22 lowers too: mlir-runner runs those three
// of six cases (MLIR's lowering of the even ones reports newer ops illegal).
// RUN: strata difftest --spirv --seed 1 --cases 6 --oracles interp,mlir-runner -j 1 | FileCheck %s --check-prefix=RUNNER
// CHECK: cases              30
// CHECK-NEXT: executed           30  (100.0%)
// CHECK-NEXT: UB-skipped          0  (0.0%)
// CHECK: interp                     -           0
// CHECK-NEXT: interp vs passes           0           0
// CHECK-NEXT: interp vs jit-O0           0           0
// RUNNER: interp                     -           0
// RUNNER-NEXT: interp vs mlir-runner      0           3
