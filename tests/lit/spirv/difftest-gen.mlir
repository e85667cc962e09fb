// Generated SPIR-V modules are UB-free (every case executes) and the
// interpreter agrees on them before and after convert-spirv-to-llvm.
// RUN: strata difftest --spirv --cases 30 --oracles interp,passes -j 1 | FileCheck %s
// CHECK: cases              30
// CHECK-NEXT: executed           30  (100.0%)
// CHECK-NEXT: UB-skipped          0  (0.0%)
// CHECK: interp                    -           0
// CHECK-NEXT: interp vs passes          0           0
