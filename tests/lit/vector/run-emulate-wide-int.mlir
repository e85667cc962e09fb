// Emulated 16-bit arithmetic on 8-bit halves computes what native i16 does.
// RUN: strata opt %s --test-arith-emulate-wide-int="widest-int-supported=8" --convert-vector-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts | strata run -e entry -entry-point-result=void | FileCheck %s --match-full-lines
// RUN: strata run %s -e entry -entry-point-result=void | FileCheck %s --match-full-lines

func.func @emulate_mix(%a : i16, %b : i16) -> i16 {
  %k = arith.constant 4095 : i16
  %x = arith.andi %a, %k : i16
  %y = arith.addi %x, %b : i16
  %z = arith.xori %y, %a : i16
  %o = arith.ori %z, %b : i16
  return %o : i16
}

func.func @entry() {
  %p = arith.constant 300 : i16
  %q = arith.constant -7 : i16
  %r = arith.constant 32767 : i16
  %s = arith.constant 255 : i16
  %0 = func.call @emulate_mix(%p, %q) : (i16, i16) -> i16
  vector.print %0 : i16
  %1 = func.call @emulate_mix(%r, %s) : (i16, i16) -> i16
  vector.print %1 : i16
  %2 = func.call @emulate_mix(%q, %r) : (i16, i16) -> i16
  vector.print %2 : i16
  return
}

// CHECK: -7
// CHECK-NEXT: 28671
// CHECK-NEXT: 32767
