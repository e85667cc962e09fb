// RUN: strata opt %s  | FileCheck %s
// scf.for (iter_args, unsigned, non-index induction variables), scf.if (with
// and without results and else), implicit scf.yield.
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @f(%lb: index, %ub: index, %c: i1, %x: i32) -> i32 {
  scf.for %i = %lb to %ub step %lb {
    scf.if %c {
      vector.print %i : index
    } else {
      vector.print str "no\n"
    }
  }
  %r = scf.for %i = %lb to %ub step %lb iter_args(%acc = %x) -> (i32) {
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  %t = scf.if %c -> (i32) {
    scf.yield %r : i32
  } else {
    scf.yield %x : i32
  }
  scf.for unsigned %j = %x to %x step %x : i32 {
  }
  return %t : i32
}
func.func @g(%x: i32) {
  scf.for %j = %x to %x step %x : i32 {
    vector.print %j : i32
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: index, %arg2: i1, %arg3: i32) -> i32 {
// CHECK-NEXT:     scf.for %arg4 = %arg0 to %arg1 step %arg0 {
// CHECK-NEXT:       scf.if %arg2 {
// CHECK-NEXT:         vector.print %arg4 : index
// CHECK-NEXT:       } else {
// CHECK-NEXT:         vector.print str "no\0A"
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.for %arg4 = %arg0 to %arg1 step %arg0 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:       %2 = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %arg2 -> (i32) {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for unsigned %arg4 = %arg3 to %arg3 step %arg3  : i32 {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: i32) {
// CHECK-NEXT:     scf.for %arg1 = %arg0 to %arg0 step %arg0  : i32 {
// CHECK-NEXT:       vector.print %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
