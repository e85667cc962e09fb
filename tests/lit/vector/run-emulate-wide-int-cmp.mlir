// Emulated compares, selects, extensions and truncations compute what native
// i16 does (the expected values are mlir-runner's for both).
// RUN: strata opt %s --test-arith-emulate-wide-int="widest-int-supported=8" | strata run -e entry -entry-point-result=void | FileCheck %s --match-full-lines
// RUN: strata run %s -e entry -entry-point-result=void | FileCheck %s --match-full-lines

func.func @emulate_clamp(%a : i16, %b : i8) -> i16 {
  %e = arith.extsi %b : i8 to i16
  %s = arith.addi %a, %e : i16
  %lt = arith.cmpi slt, %s, %a : i16
  %r = arith.select %lt, %s, %a : i16
  %ge = arith.cmpi uge, %r, %a : i16
  %g = arith.extui %ge : i1 to i16
  %x = arith.xori %r, %g : i16
  %t = arith.trunci %x : i16 to i8
  %u = arith.extui %t : i8 to i16
  %ne = arith.cmpi ne, %u, %x : i16
  %n = arith.extsi %ne : i1 to i16
  %o = arith.addi %u, %n : i16
  return %o : i16
}

func.func @entry() {
  %a0 = arith.constant 300 : i16
  %a1 = arith.constant -32768 : i16
  %a2 = arith.constant 255 : i16
  %b0 = arith.constant -7 : i8
  %b1 = arith.constant 100 : i8
  %0 = func.call @emulate_clamp(%a0, %b0) : (i16, i8) -> i16
  vector.print %0 : i16
  %1 = func.call @emulate_clamp(%a1, %b0) : (i16, i8) -> i16
  vector.print %1 : i16
  %2 = func.call @emulate_clamp(%a2, %b1) : (i16, i8) -> i16
  vector.print %2 : i16
  %3 = func.call @emulate_clamp(%a1, %b1) : (i16, i8) -> i16
  vector.print %3 : i16
  return
}

// CHECK: 36
// CHECK-NEXT: 0
// CHECK-NEXT: 254
// CHECK-NEXT: 0
