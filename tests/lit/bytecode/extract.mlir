// One top-level symbol read on its own from a bytecode file: only the
// header, tables, directory and the symbol's sections are read.
// RUN: strata opt %s --emit-bytecode -o %t.sbc
// RUN: strata bc extract %t.sbc @second | FileCheck %s
// RUN: strata bc extract %t.sbc outer | FileCheck %s --check-prefix=NESTED
// RUN: not strata bc extract %t.sbc @inner 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata bc extract %s @first 2>&1 | FileCheck %s --check-prefix=NOTBC

// CHECK: module attributes {test.attr = 7 : i32} {
// CHECK-NEXT:   func.func private @second(%arg0: i32) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = call @first(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT: @third

// NESTED: module attributes {test.attr = 7 : i32} {
// NESTED-NEXT:   module @outer {
// NESTED-NEXT:     func.func @inner() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT: }

// MISSING: error: bytecode: no top-level symbol @inner at byte 0
// NOTBC: error: not a Strata bytecode file

module attributes {test.attr = 7 : i32} {
  func.func @first(%a: i32) -> i32 {
    return %a : i32
  }
  func.func private @second(%a: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = func.call @first(%a) : (i32) -> i32
    return %0 : i32
  }
  module @outer {
    func.func @inner() {
      return
    }
  }
  func.func @third() {
    return
  }
}
