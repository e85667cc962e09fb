// RUN: strata opt --strip-debuginfo --mlir-print-debuginfo %s | FileCheck %s
// RUN: strata opt --strip-debuginfo --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL
// RUN: strata opt --pass-pipeline='builtin.module(func.func(strip-debuginfo))' --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=FUNC
// RUN: strata opt --strip-debuginfo %s | FileCheck %s --check-prefix=PLAIN
// strip-debuginfo sets every op, block argument and function argument
// location to loc(unknown) (the module's own included), which
// --mlir-print-debuginfo prints through one `#loc` alias. The CHECK lines
// are mlir-opt 22's output on this file with the same options.
// The FUNC run, nested on func.func: only the top-level functions (the
// anchor ops themselves included) lose their locations. The PLAIN run:
// without --mlir-print-debuginfo, the output is the input's.

// CHECK: #loc = loc(unknown)
// CHECK-NEXT: module attributes {test.strip} {
// CHECK-NEXT:   func.func @f(%arg0: i32 loc(unknown), %arg1: f32 loc(unknown)) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32 loc(#loc)
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32 loc(#loc)
// CHECK-NEXT:     cf.br ^bb1(%0 : i32) loc(#loc)
// CHECK-NEXT:   ^bb1(%1: i32 loc(unknown)):  // pred: ^bb0
// CHECK-NEXT:     return %1 : i32 loc(#loc)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT:   func.func private @decl(i32) loc(#loc)
// CHECK-NEXT:   llvm.func @g(%arg0: i64 loc(unknown)) {
// CHECK-NEXT:     llvm.return loc(#loc)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @h() {
// CHECK-NEXT:       return loc(#loc)
// CHECK-NEXT:     } loc(#loc)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT:   gpu.module @gm {
// CHECK-NEXT:     gpu.func @k(%arg0: index loc(unknown)) kernel {
// CHECK-NEXT:       gpu.return loc(#loc)
// CHECK-NEXT:     } loc(#loc)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT: } loc(#loc)

// LOCAL: module attributes {test.strip} {
// LOCAL-NEXT:   func.func @f(%arg0: i32 loc(unknown), %arg1: f32 loc(unknown)) -> i32 {
// LOCAL-NEXT:     %c1_i32 = arith.constant 1 : i32 loc(unknown)
// LOCAL-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32 loc(unknown)
// LOCAL-NEXT:     cf.br ^bb1(%0 : i32) loc(unknown)
// LOCAL-NEXT:   ^bb1(%1: i32 loc(unknown)):  // pred: ^bb0
// LOCAL-NEXT:     return %1 : i32 loc(unknown)
// LOCAL-NEXT:   } loc(unknown)
// LOCAL-NEXT:   func.func private @decl(i32) loc(unknown)
// LOCAL-NEXT:   llvm.func @g(%arg0: i64 loc(unknown)) {
// LOCAL-NEXT:     llvm.return loc(unknown)
// LOCAL-NEXT:   } loc(unknown)
// LOCAL-NEXT:   module @inner {
// LOCAL-NEXT:     func.func @h() {
// LOCAL-NEXT:       return loc(unknown)
// LOCAL-NEXT:     } loc(unknown)
// LOCAL-NEXT:   } loc(unknown)
// LOCAL-NEXT:   gpu.module @gm {
// LOCAL-NEXT:     gpu.func @k(%arg0: index loc(unknown)) kernel {
// LOCAL-NEXT:       gpu.return loc(unknown)
// LOCAL-NEXT:     } loc(unknown)
// LOCAL-NEXT:   } loc(unknown)
// LOCAL-NEXT: } loc(unknown)

// FUNC: module attributes {test.strip} {
// FUNC-NEXT:   func.func @f(%arg0: i32 loc(unknown), %arg1: f32 loc(unknown)) -> i32 {
// FUNC-NEXT:     %c1_i32 = arith.constant 1 : i32 loc(unknown)
// FUNC-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32 loc(unknown)
// FUNC-NEXT:     cf.br ^bb1(%0 : i32) loc(unknown)
// FUNC-NEXT:   ^bb1(%1: i32 loc(unknown)):  // pred: ^bb0
// FUNC-NEXT:     return %1 : i32 loc(unknown)
// FUNC-NEXT:   } loc(unknown)
// FUNC-NEXT:   func.func private @decl(i32) loc(unknown)
// FUNC-NEXT:   llvm.func @g(%arg0: i64 loc("la")) {
// FUNC-NEXT:     llvm.return loc("ret")
// FUNC-NEXT:   } loc("lf")
// FUNC-NEXT:   module @inner {
// FUNC-NEXT:     func.func @h() {
// FUNC-NEXT:       return loc("innerret")
// FUNC-NEXT:     } loc("innerf")
// FUNC-NEXT:   } loc("innermod")
// FUNC-NEXT:   gpu.module @gm {
// FUNC-NEXT:     gpu.func @k(%arg0: index loc("kx")) kernel {
// FUNC-NEXT:       gpu.return loc("kret")
// FUNC-NEXT:     } loc("kf")
// FUNC-NEXT:   } loc("gm")
// FUNC-NEXT: } loc("top")

// PLAIN: module attributes {test.strip} {
// PLAIN-NEXT:   func.func @f(%arg0: i32, %arg1: f32) -> i32 {
// PLAIN-NEXT:     %c1_i32 = arith.constant 1 : i32
// PLAIN-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// PLAIN-NEXT:     cf.br ^bb1(%0 : i32)
// PLAIN-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// PLAIN-NEXT:     return %1 : i32
// PLAIN-NEXT:   }
// PLAIN-NEXT:   func.func private @decl(i32)
// PLAIN-NEXT:   llvm.func @g(%arg0: i64) {
// PLAIN-NEXT:     llvm.return
// PLAIN-NEXT:   }
// PLAIN-NEXT:   module @inner {
// PLAIN-NEXT:     func.func @h() {
// PLAIN-NEXT:       return
// PLAIN-NEXT:     }
// PLAIN-NEXT:   }
// PLAIN-NEXT:   gpu.module @gm {
// PLAIN-NEXT:     gpu.func @k(%arg0: index) kernel {
// PLAIN-NEXT:       gpu.return
// PLAIN-NEXT:     }
// PLAIN-NEXT:   }
// PLAIN-NEXT: }

#named = loc("named")
module attributes {test.strip} {
  func.func @f(%arg0: i32 loc("arg0"), %arg1: f32 loc(fused["x", "y"])) -> i32 {
    %c = arith.constant 1 : i32 loc(callsite("callee" at "caller"))
    %0 = arith.addi %arg0, %c : i32 loc(#named)
    cf.br ^bb1(%0 : i32) loc("file.mlir":3:4)
  ^bb1(%1: i32 loc("bbarg")):
    return %1 : i32 loc(unknown)
  } loc("f")
  func.func private @decl(i32) loc("decl")
  llvm.func @g(%a: i64 loc("la")) {
    llvm.return loc("ret")
  } loc("lf")
  module @inner {
    func.func @h() {
      return loc("innerret")
    } loc("innerf")
  } loc("innermod")
  gpu.module @gm {
    gpu.func @k(%x: index loc("kx")) kernel {
      gpu.return loc("kret")
    } loc("kf")
  } loc("gm")
} loc("top")
