// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | strata opt | FileCheck %s
// RUN: strata opt %s --emit-bytecode | strata opt | FileCheck %s
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The index dialect's custom forms (binary ops, `cmp pred(a, b)`,
// constants with their result names, casts, `sizeof`) and the generic
// form's properties. The expected lines are mlir-opt 22's output.

func.func @f(%a: index, %b: index, %i: i32) -> (index, index, index, i1, index, index, i32, index, index, index, i1) {
  %0 = index.add %a, %b
  %1 = index.mul %a, %b
  %2 = index.divs %a, %b
  %3 = index.cmp slt(%a, %b)
  %4 = index.constant 42
  %5 = index.casts %i : i32 to index
  %6 = index.castu %a : index to i32
  %7 = index.ceildivs %a, %b
  %8 = index.maxs %a, %b
  %9 = index.sizeof
  %10 = index.bool.constant true
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : index, index, index, i1, index, index, i32, index, index, index, i1
}

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %0 = index.add %arg0, %arg1
// CHECK-NEXT:    %1 = index.mul %arg0, %arg1
// CHECK-NEXT:    %2 = index.divs %arg0, %arg1
// CHECK-NEXT:    %3 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:    %idx42 = index.constant 42
// CHECK-NEXT:    %4 = index.casts %arg2 : i32 to index
// CHECK-NEXT:    %5 = index.castu %arg0 : index to i32
// CHECK-NEXT:    %6 = index.ceildivs %arg0, %arg1
// CHECK-NEXT:    %7 = index.maxs %arg0, %arg1
// CHECK-NEXT:    %8 = index.sizeof
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    return %0, %1, %2, %3, %idx42, %4, %5, %6, %7, %8, %true : index, index, index, i1, index, index, i32, index, index, index, i1
// CHECK-NEXT:  }

// GENERIC: %3 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC: %4 = "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC: %5 = "index.casts"(%arg2) : (i32) -> index
// GENERIC: %9 = "index.sizeof"() : () -> index
// GENERIC: %10 = "index.bool.constant"() <{value = true}> : () -> i1
