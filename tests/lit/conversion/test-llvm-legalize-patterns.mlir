// RUN: strata opt %s -test-llvm-legalize-patterns | FileCheck %s
// RUN: strata opt %s -test-llvm-legalize-patterns=allow-pattern-rollback=0 | FileCheck %s
// MLIR's test pass: the LLVM type converter plus i17 -> (i18, i18), a 1:N
// conversion through signatures, calls, returns, branches and selects;
// functions marked is_legal stay, "test.direct_replacement" is replaced by
// its operands. The CHECK lines are mlir-opt 22's output.

func.func @callee(%a: i17, %b: i32) -> (i32, i17) {
  return %b, %a : i32, i17
}

func.func @uses(%c: i1, %a: i17, %b: i17, %k: i32) -> i17 {
  %r:2 = func.call @callee(%a, %k) : (i17, i32) -> (i32, i17)
  %s = arith.select %c, %a, %r#1 : i17
  "test.legal_op"(%s) : (i17) -> ()
  cf.cond_br %c, ^bb1(%s : i17), ^bb2(%b, %s : i17, i17)
^bb1(%x: i17):
  return %x : i17
^bb2(%y: i17, %z: i17):
  "test.legal_op"(%z) : (i17) -> ()
  return %y : i17
}

func.func @legal_keeps(%a: i32) -> i32 attributes {is_legal} {
  %u = "test.direct_replacement"(%a) : (i32) -> (memref<*xf32>)
  "test.legal_op"(%u) : (memref<*xf32>) -> ()
  return %a : i32
}

// CHECK: llvm.func @callee(%arg0: i18, %arg1: i18, %arg2: i32) -> !llvm.struct<(i32, i18, i18)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i32, i18, i18)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i32, i18, i18)> 
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(i32, i18, i18)> 
// CHECK-NEXT: %3 = llvm.insertvalue %arg1, %2[2] : !llvm.struct<(i32, i18, i18)> 
// CHECK-NEXT: llvm.return %3 : !llvm.struct<(i32, i18, i18)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @uses(%arg0: i1, %arg1: i18, %arg2: i18, %arg3: i18, %arg4: i18, %arg5: i32) -> !llvm.struct<(i18, i18)> {
// CHECK-NEXT: %0 = llvm.call @callee(%arg1, %arg2, %arg5) : (i18, i18, i32) -> !llvm.struct<(i32, i18, i18)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i18, i18)> 
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i18, i18)> 
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(i32, i18, i18)> 
// CHECK-NEXT: %4 = llvm.select %arg0, %arg1, %2 : i1, i18
// CHECK-NEXT: %5 = llvm.select %arg0, %arg2, %3 : i1, i18
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %4, %5 : i18, i18 to i17
// CHECK-NEXT: "test.legal_op"(%6) : (i17) -> ()
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1(%4, %5 : i18, i18), ^bb2(%arg3, %arg4, %4, %5 : i18, i18, i18, i18)
// CHECK-NEXT: ^bb1(%7: i18, %8: i18):  // pred: ^bb0
// CHECK-NEXT: %9 = llvm.mlir.poison : !llvm.struct<(i18, i18)>
// CHECK-NEXT: %10 = llvm.insertvalue %7, %9[0] : !llvm.struct<(i18, i18)> 
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(i18, i18)> 
// CHECK-NEXT: llvm.return %11 : !llvm.struct<(i18, i18)>
// CHECK-NEXT: ^bb2(%12: i18, %13: i18, %14: i18, %15: i18):  // pred: ^bb0
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %14, %15 : i18, i18 to i17
// CHECK-NEXT: "test.legal_op"(%16) : (i17) -> ()
// CHECK-NEXT: %17 = llvm.mlir.poison : !llvm.struct<(i18, i18)>
// CHECK-NEXT: %18 = llvm.insertvalue %12, %17[0] : !llvm.struct<(i18, i18)> 
// CHECK-NEXT: %19 = llvm.insertvalue %13, %18[1] : !llvm.struct<(i18, i18)> 
// CHECK-NEXT: llvm.return %19 : !llvm.struct<(i18, i18)>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @legal_keeps(%arg0: i32) -> i32 attributes {is_legal} {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to memref<*xf32>
// CHECK-NEXT: "test.legal_op"(%0) : (memref<*xf32>) -> ()
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
