// RUN: strata opt %s --no-implicit-module --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: strata opt %s --no-implicit-module --split-input-file --allow-unregistered-dialect --mlir-print-value-users | FileCheck %s --check-prefix=USERS
// RUN: strata opt %s --no-implicit-module --split-input-file --allow-unregistered-dialect --mlir-print-value-users --mlir-print-unique-ssa-ids | FileCheck %s --check-prefix=UNIQUE
// RUN: strata opt %s --no-implicit-module --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=LOCS
// --no-implicit-module, as mlir-opt 22: the top-level op is printed as it
// is, with no `module {` around it (an explicit module stays one); its
// regions are numbered from where the op itself was (with value users the
// op takes id 0, and only unique ids go on from it).

func.func @h(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

module @m {
  func.func private @decl(i32)
}

// -----

"test.top"() ({
^bb0(%x: i32):
  %0 = "test.use"(%x) : (i32) -> i32
  cf.br ^bb1(%0 : i32)
^bb1(%y: i32):
  "test.end"(%y) : (i32) -> ()
}) : () -> ()


// CHECK:      func.func @h(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{/}}/ -----
// CHECK-NEXT: module @m {
// CHECK-NEXT:   func.func private @decl(i32)
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{/}}/ -----
// CHECK-NEXT: "test.top"() ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT:   %0 = "test.use"(%arg0) : (i32) -> i32
// CHECK-NEXT:   cf.br ^bb1(%0 : i32)
// CHECK-NEXT: ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:   "test.end"(%1) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:

// USERS:      func.func @h(%arg0: i32) -> i32 {
// USERS-NEXT:   // %arg0 is used by %0
// USERS-NEXT:   %0 = arith.addi %arg0, %arg0 : i32 // user: %1
// USERS-NEXT:   return %0 : i32 // id: %1
// USERS-NEXT: }
// USERS-EMPTY:
// USERS-NEXT: {{/}}/ -----
// USERS-NEXT: module @m {
// USERS-NEXT:   func.func private @decl(i32)
// USERS-NEXT: }
// USERS-EMPTY:
// USERS-NEXT: {{/}}/ -----
// USERS-NEXT: "test.top"() ({
// USERS-NEXT: ^bb0(%arg0: i32):
// USERS-NEXT:   // %arg0 is used by %0
// USERS-NEXT:   %0 = "test.use"(%arg0) : (i32) -> i32 // user: %1
// USERS-NEXT:   cf.br ^bb1(%0 : i32) // id: %1
// USERS-NEXT: ^bb1(%2: i32):  // pred: ^bb0
// USERS-NEXT:   // %2 is used by %3
// USERS-NEXT:   "test.end"(%2) : (i32) -> () // id: %3
// USERS-NEXT: }) : () -> ()
// USERS-EMPTY:

// UNIQUE:      func.func @h(%arg0: i32) -> i32 {
// UNIQUE-NEXT:   // %arg0 is used by %1
// UNIQUE-NEXT:   %1 = arith.addi %arg0, %arg0 : i32 // user: %2
// UNIQUE-NEXT:   return %1 : i32 // id: %2
// UNIQUE-NEXT: }
// UNIQUE-EMPTY:
// UNIQUE-NEXT: {{/}}/ -----
// UNIQUE-NEXT: module @m {
// UNIQUE-NEXT:   func.func private @decl(i32)
// UNIQUE-NEXT: }
// UNIQUE-EMPTY:
// UNIQUE-NEXT: {{/}}/ -----
// UNIQUE-NEXT: "test.top"() ({
// UNIQUE-NEXT: ^bb0(%arg0: i32):
// UNIQUE-NEXT:   // %arg0 is used by %1
// UNIQUE-NEXT:   %1 = "test.use"(%arg0) : (i32) -> i32 // user: %2
// UNIQUE-NEXT:   cf.br ^bb1(%1 : i32) // id: %2
// UNIQUE-NEXT: ^bb1(%3: i32):  // pred: ^bb0
// UNIQUE-NEXT:   // %3 is used by %4
// UNIQUE-NEXT:   "test.end"(%3) : (i32) -> () // id: %4
// UNIQUE-NEXT: }) : () -> ()
// UNIQUE-EMPTY:

// LOCS:      #loc1 = loc("{{.*}}no-implicit-module.mlir":10:14)
// LOCS-NEXT: func.func @h(%arg0: i32 loc("{{.*}}no-implicit-module.mlir":10:14)) -> i32 {
// LOCS-NEXT:   %0 = arith.addi %arg0, %arg0 : i32 loc(#loc2)
// LOCS-NEXT:   return %0 : i32 loc(#loc3)
// LOCS-NEXT: } loc(#loc)
// LOCS-NEXT: #loc = loc("{{.*}}no-implicit-module.mlir":10:1)
// LOCS-NEXT: #loc2 = loc("{{.*}}no-implicit-module.mlir":11:8)
// LOCS-NEXT: #loc3 = loc("{{.*}}no-implicit-module.mlir":12:3)
// LOCS-EMPTY:
// LOCS-NEXT: {{/}}/ -----
// LOCS-NEXT: module @m {
// LOCS-NEXT:   func.func private @decl(i32) loc(#loc1)
// LOCS-NEXT: } loc(#loc)
// LOCS-NEXT: #loc = loc("{{.*}}no-implicit-module.mlir":17:1)
// LOCS-NEXT: #loc1 = loc("{{.*}}no-implicit-module.mlir":18:3)
// LOCS-EMPTY:
// LOCS-NEXT: {{/}}/ -----
// LOCS-NEXT: #loc1 = loc("{{.*}}no-implicit-module.mlir":24:6)
// LOCS-NEXT: #loc4 = loc("{{.*}}no-implicit-module.mlir":27:6)
// LOCS-NEXT: "test.top"() ({
// LOCS-NEXT: ^bb0(%arg0: i32 loc("{{.*}}no-implicit-module.mlir":24:6)):
// LOCS-NEXT:   %0 = "test.use"(%arg0) : (i32) -> i32 loc(#loc2)
// LOCS-NEXT:   cf.br ^bb1(%0 : i32) loc(#loc3)
// LOCS-NEXT: ^bb1(%1: i32 loc("{{.*}}no-implicit-module.mlir":27:6)):  // pred: ^bb0
// LOCS-NEXT:   "test.end"(%1) : (i32) -> () loc(#loc5)
// LOCS-NEXT: }) : () -> () loc(#loc)
// LOCS-NEXT: #loc = loc("{{.*}}no-implicit-module.mlir":23:1)
// LOCS-NEXT: #loc2 = loc("{{.*}}no-implicit-module.mlir":25:8)
// LOCS-NEXT: #loc3 = loc("{{.*}}no-implicit-module.mlir":26:3)
// LOCS-NEXT: #loc5 = loc("{{.*}}no-implicit-module.mlir":28:3)
// LOCS-EMPTY:
