// RUN: strata opt %s --canonicalize | FileCheck %s
// The LLVM dialect's folders: extractvalue through insertvalue chains,
// cast round trips, icmp of a value with itself, or / shl / zext of
// constants (add, and, mul, xor, select, trunc and sext are not folded by
// MLIR 22), constants moved last in commutative ops; new constants are
// llvm.mlir.constant. The CHECK lines are mlir-opt 22's output for the
// same input and flags.

llvm.func @use(i64)
llvm.func @usep(!llvm.ptr)
llvm.func @f(%a: i64, %b: i64, %p: !llvm.ptr, %v: vector<2xi32>) -> !llvm.struct<(i64, i64)> {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %u = llvm.mlir.undef : !llvm.struct<(i64, i64)>
  %s1 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i64, i64)>
  %s2 = llvm.insertvalue %b, %s1[1] : !llvm.struct<(i64, i64)>
  %e0 = llvm.extractvalue %s2[0] : !llvm.struct<(i64, i64)>
  llvm.call @use(%e0) : (i64) -> ()
  %x1 = llvm.add %a, %c0 : i64
  llvm.call @use(%x1) : (i64) -> ()
  %x2 = llvm.mul %a, %c1 : i64
  llvm.call @use(%x2) : (i64) -> ()
  %x3 = llvm.add %c1, %c5 : i64
  llvm.call @use(%x3) : (i64) -> ()
  %x4 = llvm.mul %c5, %a : i64
  llvm.call @use(%x4) : (i64) -> ()
  %x5 = llvm.or %a, %c0 : i64
  llvm.call @use(%x5) : (i64) -> ()
  %x6 = llvm.and %a, %a : i64
  llvm.call @use(%x6) : (i64) -> ()
  %x7 = llvm.shl %a, %c0 : i64
  llvm.call @use(%x7) : (i64) -> ()
  %x8 = llvm.sub %a, %a : i64
  llvm.call @use(%x8) : (i64) -> ()
  %x9 = llvm.xor %a, %a : i64
  llvm.call @use(%x9) : (i64) -> ()
  %x10 = llvm.icmp "eq" %a, %a : i64
  %x11 = llvm.zext %x10 : i1 to i64
  llvm.call @use(%x11) : (i64) -> ()
  %x12 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  llvm.call @usep(%x12) : (!llvm.ptr) -> ()
  %x13 = llvm.inttoptr %a : i64 to !llvm.ptr
  %x14 = llvm.ptrtoint %x13 : !llvm.ptr to i64
  llvm.call @use(%x14) : (i64) -> ()
  %x15 = llvm.and %c5, %c1 : i64
  llvm.call @use(%x15) : (i64) -> ()
  %x16 = llvm.select %x10, %a, %b : i1, i64
  llvm.call @use(%x16) : (i64) -> ()
  %x17 = llvm.trunc %c5 : i64 to i32
  %x18 = llvm.sext %x17 : i32 to i64
  llvm.call @use(%x18) : (i64) -> ()
  %x19 = llvm.bitcast %v : vector<2xi32> to i64
  %x20 = llvm.bitcast %x19 : i64 to vector<2xi32>
  %x21 = llvm.bitcast %x20 : vector<2xi32> to i64
  llvm.call @use(%x21) : (i64) -> ()
  %x22 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %x23 = llvm.addrspacecast %x22 : !llvm.ptr<1> to !llvm.ptr
  llvm.call @usep(%x23) : (!llvm.ptr) -> ()
  %x24 = llvm.or %c5, %c1 : i64
  llvm.call @use(%x24) : (i64) -> ()
  %x25 = llvm.shl %c5, %c1 : i64
  llvm.call @use(%x25) : (i64) -> ()
  %x26 = llvm.mul %c5, %c5 : i64
  llvm.call @use(%x26) : (i64) -> ()
  %x27 = llvm.xor %c5, %c1 : i64
  llvm.call @use(%x27) : (i64) -> ()
  %x28 = llvm.or %a, %a : i64
  llvm.call @use(%x28) : (i64) -> ()
  %x29 = llvm.and %a, %c0 : i64
  llvm.call @use(%x29) : (i64) -> ()
  %x30 = llvm.mul %a, %c0 : i64
  llvm.call @use(%x30) : (i64) -> ()
  llvm.return %s2 : !llvm.struct<(i64, i64)>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @use(i64)
// CHECK-NEXT:   llvm.func @usep(!llvm.ptr)
// CHECK-NEXT:   llvm.func @f(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr, %arg3: vector<2xi32>) -> !llvm.struct<(i64, i64)> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(10 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %4 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT:     %5 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg0, %5[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg1, %6[1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:     llvm.call @use(%arg0) : (i64) -> ()
// CHECK-NEXT:     %8 = llvm.add %arg0, %2 : i64
// CHECK-NEXT:     llvm.call @use(%8) : (i64) -> ()
// CHECK-NEXT:     %9 = llvm.mul %arg0, %3 : i64
// CHECK-NEXT:     llvm.call @use(%9) : (i64) -> ()
// CHECK-NEXT:     %10 = llvm.add %3, %4 : i64
// CHECK-NEXT:     llvm.call @use(%10) : (i64) -> ()
// CHECK-NEXT:     %11 = llvm.mul %arg0, %4 : i64
// CHECK-NEXT:     llvm.call @use(%11) : (i64) -> ()
// CHECK-NEXT:     %12 = llvm.or %arg0, %2 : i64
// CHECK-NEXT:     llvm.call @use(%12) : (i64) -> ()
// CHECK-NEXT:     %13 = llvm.and %arg0, %arg0 : i64
// CHECK-NEXT:     llvm.call @use(%13) : (i64) -> ()
// CHECK-NEXT:     %14 = llvm.shl %arg0, %2 : i64
// CHECK-NEXT:     llvm.call @use(%14) : (i64) -> ()
// CHECK-NEXT:     %15 = llvm.sub %arg0, %arg0 : i64
// CHECK-NEXT:     llvm.call @use(%15) : (i64) -> ()
// CHECK-NEXT:     %16 = llvm.xor %arg0, %arg0 : i64
// CHECK-NEXT:     llvm.call @use(%16) : (i64) -> ()
// CHECK-NEXT:     llvm.call @use(%3) : (i64) -> ()
// CHECK-NEXT:     llvm.call @usep(%arg2) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %17 = llvm.inttoptr %arg0 : i64 to !llvm.ptr
// CHECK-NEXT:     %18 = llvm.ptrtoint %17 : !llvm.ptr to i64
// CHECK-NEXT:     llvm.call @use(%18) : (i64) -> ()
// CHECK-NEXT:     %19 = llvm.and %4, %3 : i64
// CHECK-NEXT:     llvm.call @use(%19) : (i64) -> ()
// CHECK-NEXT:     %20 = llvm.select %1, %arg0, %arg1 : i1, i64
// CHECK-NEXT:     llvm.call @use(%20) : (i64) -> ()
// CHECK-NEXT:     %21 = llvm.trunc %4 : i64 to i32
// CHECK-NEXT:     %22 = llvm.sext %21 : i32 to i64
// CHECK-NEXT:     llvm.call @use(%22) : (i64) -> ()
// CHECK-NEXT:     %23 = llvm.bitcast %arg3 : vector<2xi32> to i64
// CHECK-NEXT:     llvm.call @use(%23) : (i64) -> ()
// CHECK-NEXT:     llvm.call @usep(%arg2) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @use(%4) : (i64) -> ()
// CHECK-NEXT:     llvm.call @use(%0) : (i64) -> ()
// CHECK-NEXT:     %24 = llvm.mul %4, %4 : i64
// CHECK-NEXT:     llvm.call @use(%24) : (i64) -> ()
// CHECK-NEXT:     %25 = llvm.xor %4, %3 : i64
// CHECK-NEXT:     llvm.call @use(%25) : (i64) -> ()
// CHECK-NEXT:     %26 = llvm.or %arg0, %arg0 : i64
// CHECK-NEXT:     llvm.call @use(%26) : (i64) -> ()
// CHECK-NEXT:     %27 = llvm.and %arg0, %2 : i64
// CHECK-NEXT:     llvm.call @use(%27) : (i64) -> ()
// CHECK-NEXT:     %28 = llvm.mul %arg0, %2 : i64
// CHECK-NEXT:     llvm.call @use(%28) : (i64) -> ()
// CHECK-NEXT:     llvm.return %7 : !llvm.struct<(i64, i64)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
