// RUN: strata opt %s --mlir-print-value-users --allow-unregistered-dialect | FileCheck %s
// RUN: strata opt %s --mlir-print-value-users --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata opt %s --mlir-print-value-users --allow-unregistered-dialect --mlir-print-unique-ssa-ids | FileCheck %s --check-prefix=UNIQUE
// RUN: strata opt %s --mlir-print-value-users --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCS
// --mlir-print-value-users, as mlir-opt 22 prints it: ops without results
// take ids from the value counter (so the numbers differ from plain
// printing), users are listed newest use first and forward uses last,
// block arguments (of entry and other blocks) get a comment line each, and
// an op with regions gets its comment after its closing brace.

func.func @f(%a: i32, %b: i32, %unused: f32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.cmpi slt, %0, %c0 : i32
  cf.cond_br %1, ^bb1(%0 : i32), ^bb2
^bb1(%x: i32):
  %2 = arith.muli %x, %x : i32
  "test.foo"(%2) : (i32) -> ()
  cf.br ^bb2
^bb2:
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %r = scf.if %o -> i32 {
    %3 = arith.addi %s, %a : i32
    scf.yield %3 : i32
  } else {
    scf.yield %b : i32
  }
  %m:2 = "test.multi"() : () -> (i32, i32)
  %p:2 = "test.pair"(%m#0, %r) : (i32, i32) -> (i32, i32)
  %q = "test.one"(%p#1) : (i32) -> i32
  "test.sink"(%q, %q) : (i32, i32) -> ()
  return %r : i32
}

func.func private @decl(i32) -> i32

func.func @loops(%n: index, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %c0_0 = arith.constant 0 : index
    %t = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %t : i32
    scf.yield %s : i32
  }
  cf.br ^bb2
^bb1:
  %u = arith.addi %v, %w : i32
  %u2 = arith.addi %u, %v : i32
  return %u2 : i32
^bb2:
  %v = arith.addi %r, %z : i32
  %w = arith.addi %v, %v : i32
  %k = scf.if %c -> i32 {
    %c2 = arith.constant 2 : i32
    %k1 = arith.addi %c2, %v : i32
    scf.yield %k1 : i32
  } else {
    scf.yield %w : i32
  }
  cf.br ^bb1
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT:     // %arg0 is used by %16, %sum, %overflow, %3
// CHECK-NEXT:     // %arg1 is used by %16, %sum, %overflow, %3
// CHECK-NEXT:     // %arg2 is unused
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32 // user: %4
// CHECK-NEXT:     %3 = arith.addi %arg0, %arg1 : i32 // users: %5, %4
// CHECK-NEXT:     %4 = arith.cmpi slt, %3, %c0_i32 : i32 // user: %5
// CHECK-NEXT:     cf.cond_br %4, ^bb1(%3 : i32), ^bb2 // id: %5
// CHECK-NEXT:   ^bb1(%6: i32):  // pred: ^bb0
// CHECK-NEXT:     // %6 is used by %7
// CHECK-NEXT:     %7 = arith.muli %6, %6 : i32 // user: %8
// CHECK-NEXT:     "test.foo"(%7) : (i32) -> () // id: %8
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1 // users: (%16), (%10)
// CHECK-NEXT:     %10 = scf.if %overflow -> (i32) {
// CHECK-NEXT:       %16 = arith.addi %sum, %arg0 : i32 // user: %17
// CHECK-NEXT:       scf.yield %16 : i32 // id: %17
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32 // id: %16
// CHECK-NEXT:     } // users: %15, %12#0, %12#1
// CHECK-NEXT:     %11:2 = "test.multi"() : () -> (i32, i32) // users: (%12#0, %12#1), (unused)
// CHECK-NEXT:     %12:2 = "test.pair"(%11#0, %10) : (i32, i32) -> (i32, i32) // users: (unused), (%13)
// CHECK-NEXT:     %13 = "test.one"(%12#1) : (i32) -> i32 // user: %14
// CHECK-NEXT:     "test.sink"(%13, %13) : (i32, i32) -> () // id: %14
// CHECK-NEXT:     return %10 : i32 // id: %15
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl(i32) -> i32
// CHECK-NEXT:   func.func @loops(%arg0: index, %arg1: i1) -> i32 {
// CHECK-NEXT:     // %arg0 is used by %3
// CHECK-NEXT:     // %arg1 is used by %10
// CHECK-NEXT:     %c0 = arith.constant 0 : index // user: %3
// CHECK-NEXT:     %c1 = arith.constant 1 : index // user: %3
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32 // users: %8, %3
// CHECK-NEXT:     %3 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %c0_i32) -> (i32) {
// CHECK-NEXT:       // %arg2 is used by %12
// CHECK-NEXT:       // %arg3 is used by %13
// CHECK-NEXT:       %c0_0 = arith.constant 0 : index // unused
// CHECK-NEXT:       %12 = arith.index_cast %arg2 : index to i32 // user: %13
// CHECK-NEXT:       %13 = arith.addi %arg3, %12 : i32 // user: %14
// CHECK-NEXT:       scf.yield %13 : i32 // id: %14
// CHECK-NEXT:     } // user: %8
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     %5 = arith.addi %8, %9 : i32 // user: %6
// CHECK-NEXT:     %6 = arith.addi %5, %8 : i32 // user: %7
// CHECK-NEXT:     return %6 : i32 // id: %7
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %8 = arith.addi %3, %c0_i32 : i32 // users: %12, %9, %5, %6
// CHECK-NEXT:     %9 = arith.addi %8, %8 : i32 // users: %12, %5
// CHECK-NEXT:     %10 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32 // user: %12
// CHECK-NEXT:       %12 = arith.addi %c2_i32, %8 : i32 // user: %13
// CHECK-NEXT:       scf.yield %12 : i32 // id: %13
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %9 : i32 // id: %12
// CHECK-NEXT:     } // unused
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i32, f32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: i32, %arg5: i32, %arg6: f32):
// GENERIC-NEXT:     // %arg4 is used by %40, %32#0, %32#1, %25
// GENERIC-NEXT:     // %arg5 is used by %39, %32#0, %32#1, %25
// GENERIC-NEXT:     // %arg6 is unused
// GENERIC-NEXT:     %24 = "arith.constant"() <{value = 0 : i32}> : () -> i32 // user: %26
// GENERIC-NEXT:     %25 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %27, %26
// GENERIC-NEXT:     %26 = "arith.cmpi"(%25, %24) <{predicate = 2 : i64}> : (i32, i32) -> i1 // user: %27
// GENERIC-NEXT:     "cf.cond_br"(%26, %25)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> () // id: %27
// GENERIC-NEXT:   ^bb1(%28: i32):  // pred: ^bb0
// GENERIC-NEXT:     // %28 is used by %29
// GENERIC-NEXT:     %29 = "arith.muli"(%28, %28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %30
// GENERIC-NEXT:     "test.foo"(%29) : (i32) -> () // id: %30
// GENERIC-NEXT:     "cf.br"()[^bb2] : () -> ()
// GENERIC-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:     %32:2 = "arith.addui_extended"(%arg4, %arg5) : (i32, i32) -> (i32, i1) // users: (%40), (%33)
// GENERIC-NEXT:     %33 = "scf.if"(%32#1) ({
// GENERIC-NEXT:       %40 = "arith.addi"(%32#0, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %41
// GENERIC-NEXT:       "scf.yield"(%40) : (i32) -> () // id: %41
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"(%arg5) : (i32) -> () // id: %39
// GENERIC-NEXT:     }) : (i1) -> i32 // users: %38, %35#0, %35#1
// GENERIC-NEXT:     %34:2 = "test.multi"() : () -> (i32, i32) // users: (%35#0, %35#1), (unused)
// GENERIC-NEXT:     %35:2 = "test.pair"(%34#0, %33) : (i32, i32) -> (i32, i32) // users: (unused), (%36)
// GENERIC-NEXT:     %36 = "test.one"(%35#1) : (i32) -> i32 // user: %37
// GENERIC-NEXT:     "test.sink"(%36, %36) : (i32, i32) -> () // id: %37
// GENERIC-NEXT:     "func.return"(%33) : (i32) -> () // id: %38
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, i1) -> i32, sym_name = "loops"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index, %arg1: i1):
// GENERIC-NEXT:     // %arg0 is used by %7
// GENERIC-NEXT:     // %arg1 is used by %14
// GENERIC-NEXT:     %4 = "arith.constant"() <{value = 0 : index}> : () -> index // user: %7
// GENERIC-NEXT:     %5 = "arith.constant"() <{value = 1 : index}> : () -> index // user: %7
// GENERIC-NEXT:     %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32 // users: %12, %7
// GENERIC-NEXT:     %7 = "scf.for"(%4, %arg0, %5, %6) ({
// GENERIC-NEXT:     ^bb0(%arg2: index, %arg3: i32):
// GENERIC-NEXT:       // %arg2 is used by %21
// GENERIC-NEXT:       // %arg3 is used by %22
// GENERIC-NEXT:       %20 = "arith.constant"() <{value = 0 : index}> : () -> index // unused
// GENERIC-NEXT:       %21 = "arith.index_cast"(%arg2) : (index) -> i32 // user: %22
// GENERIC-NEXT:       %22 = "arith.addi"(%arg3, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %23
// GENERIC-NEXT:       "scf.yield"(%22) : (i32) -> () // id: %23
// GENERIC-NEXT:     }) : (index, index, index, i32) -> i32 // user: %12
// GENERIC-NEXT:     "cf.br"()[^bb2] : () -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb2
// GENERIC-NEXT:     %9 = "arith.addi"(%12, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %10
// GENERIC-NEXT:     %10 = "arith.addi"(%9, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %11
// GENERIC-NEXT:     "func.return"(%10) : (i32) -> () // id: %11
// GENERIC-NEXT:   ^bb2:  // pred: ^bb0
// GENERIC-NEXT:     %12 = "arith.addi"(%7, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %18, %13, %9, %10
// GENERIC-NEXT:     %13 = "arith.addi"(%12, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %16, %9
// GENERIC-NEXT:     %14 = "scf.if"(%arg1) ({
// GENERIC-NEXT:       %17 = "arith.constant"() <{value = 2 : i32}> : () -> i32 // user: %18
// GENERIC-NEXT:       %18 = "arith.addi"(%17, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %19
// GENERIC-NEXT:       "scf.yield"(%18) : (i32) -> () // id: %19
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"(%13) : (i32) -> () // id: %16
// GENERIC-NEXT:     }) : (i1) -> i32 // unused
// GENERIC-NEXT:     "cf.br"()[^bb1] : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:

// UNIQUE:      module {
// UNIQUE-NEXT:   func.func @f(%arg4: i32, %arg5: i32, %arg6: f32) -> i32 {
// UNIQUE-NEXT:     // %arg4 is used by %33, %sum, %overflow, %19
// UNIQUE-NEXT:     // %arg5 is used by %32, %sum, %overflow, %19
// UNIQUE-NEXT:     // %arg6 is unused
// UNIQUE-NEXT:     %c0_i32 = arith.constant 0 : i32 // user: %20
// UNIQUE-NEXT:     %19 = arith.addi %arg4, %arg5 : i32 // users: %21, %20
// UNIQUE-NEXT:     %20 = arith.cmpi slt, %19, %c0_i32 : i32 // user: %21
// UNIQUE-NEXT:     cf.cond_br %20, ^bb1(%19 : i32), ^bb2 // id: %21
// UNIQUE-NEXT:   ^bb1(%22: i32):  // pred: ^bb0
// UNIQUE-NEXT:     // %22 is used by %23
// UNIQUE-NEXT:     %23 = arith.muli %22, %22 : i32 // user: %24
// UNIQUE-NEXT:     "test.foo"(%23) : (i32) -> () // id: %24
// UNIQUE-NEXT:     cf.br ^bb2
// UNIQUE-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// UNIQUE-NEXT:     %sum, %overflow = arith.addui_extended %arg4, %arg5 : i32, i1 // users: (%33), (%26)
// UNIQUE-NEXT:     %26 = scf.if %overflow -> (i32) {
// UNIQUE-NEXT:       %33 = arith.addi %sum, %arg4 : i32 // user: %34
// UNIQUE-NEXT:       scf.yield %33 : i32 // id: %34
// UNIQUE-NEXT:     } else {
// UNIQUE-NEXT:       scf.yield %arg5 : i32 // id: %32
// UNIQUE-NEXT:     } // users: %31, %28#0, %28#1
// UNIQUE-NEXT:     %27:2 = "test.multi"() : () -> (i32, i32) // users: (%28#0, %28#1), (unused)
// UNIQUE-NEXT:     %28:2 = "test.pair"(%27#0, %26) : (i32, i32) -> (i32, i32) // users: (unused), (%29)
// UNIQUE-NEXT:     %29 = "test.one"(%28#1) : (i32) -> i32 // user: %30
// UNIQUE-NEXT:     "test.sink"(%29, %29) : (i32, i32) -> () // id: %30
// UNIQUE-NEXT:     return %26 : i32 // id: %31
// UNIQUE-NEXT:   }
// UNIQUE-NEXT:   func.func private @decl(i32) -> i32
// UNIQUE-NEXT:   func.func @loops(%arg0: index, %arg1: i1) -> i32 {
// UNIQUE-NEXT:     // %arg0 is used by %4
// UNIQUE-NEXT:     // %arg1 is used by %11
// UNIQUE-NEXT:     %c0 = arith.constant 0 : index // user: %4
// UNIQUE-NEXT:     %c1 = arith.constant 1 : index // user: %4
// UNIQUE-NEXT:     %c0_i32 = arith.constant 0 : i32 // users: %9, %4
// UNIQUE-NEXT:     %4 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %c0_i32) -> (i32) {
// UNIQUE-NEXT:       // %arg2 is used by %16
// UNIQUE-NEXT:       // %arg3 is used by %17
// UNIQUE-NEXT:       %c0_0 = arith.constant 0 : index // unused
// UNIQUE-NEXT:       %16 = arith.index_cast %arg2 : index to i32 // user: %17
// UNIQUE-NEXT:       %17 = arith.addi %arg3, %16 : i32 // user: %18
// UNIQUE-NEXT:       scf.yield %17 : i32 // id: %18
// UNIQUE-NEXT:     } // user: %9
// UNIQUE-NEXT:     cf.br ^bb2
// UNIQUE-NEXT:   ^bb1:  // pred: ^bb2
// UNIQUE-NEXT:     %6 = arith.addi %9, %10 : i32 // user: %7
// UNIQUE-NEXT:     %7 = arith.addi %6, %9 : i32 // user: %8
// UNIQUE-NEXT:     return %7 : i32 // id: %8
// UNIQUE-NEXT:   ^bb2:  // pred: ^bb0
// UNIQUE-NEXT:     %9 = arith.addi %4, %c0_i32 : i32 // users: %14, %10, %6, %7
// UNIQUE-NEXT:     %10 = arith.addi %9, %9 : i32 // users: %13, %6
// UNIQUE-NEXT:     %11 = scf.if %arg1 -> (i32) {
// UNIQUE-NEXT:       %c2_i32 = arith.constant 2 : i32 // user: %14
// UNIQUE-NEXT:       %14 = arith.addi %c2_i32, %9 : i32 // user: %15
// UNIQUE-NEXT:       scf.yield %14 : i32 // id: %15
// UNIQUE-NEXT:     } else {
// UNIQUE-NEXT:       scf.yield %10 : i32 // id: %13
// UNIQUE-NEXT:     } // unused
// UNIQUE-NEXT:     cf.br ^bb1
// UNIQUE-NEXT:   }
// UNIQUE-NEXT: }
// UNIQUE-EMPTY:

// LOCS:      module {
// LOCS-NEXT:   func.func @f(%arg0: i32 loc("{{.*}}print-value-users.mlir":11:14), %arg1: i32 loc("{{.*}}print-value-users.mlir":11:23), %arg2: f32 loc("{{.*}}print-value-users.mlir":11:32)) -> i32 {
// LOCS-NEXT:     // %arg0 is used by %16, %sum, %overflow, %3
// LOCS-NEXT:     // %arg1 is used by %16, %sum, %overflow, %3
// LOCS-NEXT:     // %arg2 is unused
// LOCS-NEXT:     %c0_i32 = arith.constant 0 : i32 loc("{{.*}}print-value-users.mlir":12:9) // user: %4
// LOCS-NEXT:     %3 = arith.addi %arg0, %arg1 : i32 loc("{{.*}}print-value-users.mlir":13:8) // users: %5, %4
// LOCS-NEXT:     %4 = arith.cmpi slt, %3, %c0_i32 : i32 loc("{{.*}}print-value-users.mlir":14:8) // user: %5
// LOCS-NEXT:     cf.cond_br %4, ^bb1(%3 : i32), ^bb2 loc("{{.*}}print-value-users.mlir":15:3) // id: %5
// LOCS-NEXT:   ^bb1(%6: i32 loc("{{.*}}print-value-users.mlir":16:6)):  // pred: ^bb0
// LOCS-NEXT:     // %6 is used by %7
// LOCS-NEXT:     %7 = arith.muli %6, %6 : i32 loc("{{.*}}print-value-users.mlir":17:8) // user: %8
// LOCS-NEXT:     "test.foo"(%7) : (i32) -> () loc("{{.*}}print-value-users.mlir":18:3) // id: %8
// LOCS-NEXT:     cf.br ^bb2 loc("{{.*}}print-value-users.mlir":19:3)
// LOCS-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// LOCS-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1 loc("{{.*}}print-value-users.mlir":21:12) // users: (%16), (%10)
// LOCS-NEXT:     %10 = scf.if %overflow -> (i32) {
// LOCS-NEXT:       %16 = arith.addi %sum, %arg0 : i32 loc("{{.*}}print-value-users.mlir":23:10) // user: %17
// LOCS-NEXT:       scf.yield %16 : i32 loc("{{.*}}print-value-users.mlir":24:5) // id: %17
// LOCS-NEXT:     } else {
// LOCS-NEXT:       scf.yield %arg1 : i32 loc("{{.*}}print-value-users.mlir":26:5) // id: %16
// LOCS-NEXT:     } loc("{{.*}}print-value-users.mlir":22:8) // users: %15, %12#0, %12#1
// LOCS-NEXT:     %11:2 = "test.multi"() : () -> (i32, i32) loc("{{.*}}print-value-users.mlir":28:10) // users: (%12#0, %12#1), (unused)
// LOCS-NEXT:     %12:2 = "test.pair"(%11#0, %10) : (i32, i32) -> (i32, i32) loc("{{.*}}print-value-users.mlir":29:10) // users: (unused), (%13)
// LOCS-NEXT:     %13 = "test.one"(%12#1) : (i32) -> i32 loc("{{.*}}print-value-users.mlir":30:8) // user: %14
// LOCS-NEXT:     "test.sink"(%13, %13) : (i32, i32) -> () loc("{{.*}}print-value-users.mlir":31:3) // id: %14
// LOCS-NEXT:     return %10 : i32 loc("{{.*}}print-value-users.mlir":32:3) // id: %15
// LOCS-NEXT:   } loc("{{.*}}print-value-users.mlir":11:1)
// LOCS-NEXT:   func.func private @decl(i32) -> i32 loc("{{.*}}print-value-users.mlir":35:1)
// LOCS-NEXT:   func.func @loops(%arg0: index loc("{{.*}}print-value-users.mlir":37:18), %arg1: i1 loc("{{.*}}print-value-users.mlir":37:29)) -> i32 {
// LOCS-NEXT:     // %arg0 is used by %3
// LOCS-NEXT:     // %arg1 is used by %10
// LOCS-NEXT:     %c0 = arith.constant 0 : index loc("{{.*}}print-value-users.mlir":38:9) // user: %3
// LOCS-NEXT:     %c1 = arith.constant 1 : index loc("{{.*}}print-value-users.mlir":39:9) // user: %3
// LOCS-NEXT:     %c0_i32 = arith.constant 0 : i32 loc("{{.*}}print-value-users.mlir":40:8) // users: %8, %3
// LOCS-NEXT:     %3 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %c0_i32) -> (i32) {
// LOCS-NEXT:       // %arg2 is used by %12
// LOCS-NEXT:       // %arg3 is used by %13
// LOCS-NEXT:       %c0_0 = arith.constant 0 : index loc("{{.*}}print-value-users.mlir":42:13) // unused
// LOCS-NEXT:       %12 = arith.index_cast %arg2 : index to i32 loc("{{.*}}print-value-users.mlir":43:10) // user: %13
// LOCS-NEXT:       %13 = arith.addi %arg3, %12 : i32 loc("{{.*}}print-value-users.mlir":44:10) // user: %14
// LOCS-NEXT:       scf.yield %13 : i32 loc("{{.*}}print-value-users.mlir":45:5) // id: %14
// LOCS-NEXT:     } loc("{{.*}}print-value-users.mlir":41:8) // user: %8
// LOCS-NEXT:     cf.br ^bb2 loc("{{.*}}print-value-users.mlir":47:3)
// LOCS-NEXT:   ^bb1:  // pred: ^bb2
// LOCS-NEXT:     %5 = arith.addi %8, %9 : i32 loc("{{.*}}print-value-users.mlir":49:8) // user: %6
// LOCS-NEXT:     %6 = arith.addi %5, %8 : i32 loc("{{.*}}print-value-users.mlir":50:9) // user: %7
// LOCS-NEXT:     return %6 : i32 loc("{{.*}}print-value-users.mlir":51:3) // id: %7
// LOCS-NEXT:   ^bb2:  // pred: ^bb0
// LOCS-NEXT:     %8 = arith.addi %3, %c0_i32 : i32 loc("{{.*}}print-value-users.mlir":53:8) // users: %12, %9, %5, %6
// LOCS-NEXT:     %9 = arith.addi %8, %8 : i32 loc("{{.*}}print-value-users.mlir":54:8) // users: %12, %5
// LOCS-NEXT:     %10 = scf.if %arg1 -> (i32) {
// LOCS-NEXT:       %c2_i32 = arith.constant 2 : i32 loc("{{.*}}print-value-users.mlir":56:11) // user: %12
// LOCS-NEXT:       %12 = arith.addi %c2_i32, %8 : i32 loc("{{.*}}print-value-users.mlir":57:11) // user: %13
// LOCS-NEXT:       scf.yield %12 : i32 loc("{{.*}}print-value-users.mlir":58:5) // id: %13
// LOCS-NEXT:     } else {
// LOCS-NEXT:       scf.yield %9 : i32 loc("{{.*}}print-value-users.mlir":60:5) // id: %12
// LOCS-NEXT:     } loc("{{.*}}print-value-users.mlir":55:8) // unused
// LOCS-NEXT:     cf.br ^bb1 loc("{{.*}}print-value-users.mlir":62:3)
// LOCS-NEXT:   } loc("{{.*}}print-value-users.mlir":37:1)
// LOCS-NEXT: } loc("{{.*}}print-value-users.mlir":0:0)
