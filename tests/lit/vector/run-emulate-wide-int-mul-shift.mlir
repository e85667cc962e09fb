// Emulated muli, shli, shrui, max/min compute what native i16 does (the
// expected values are mlir-runner's for both).
// RUN: strata opt %s --test-arith-emulate-wide-int="widest-int-supported=8" | strata run -e entry -entry-point-result=void | FileCheck %s --match-full-lines
// RUN: strata run %s -e entry -entry-point-result=void | FileCheck %s --match-full-lines

func.func @emulate_mix(%a : i16, %b : i16, %s : i16) -> (i16, i16, i16, i16, i16, i16) {
  %m = arith.muli %a, %b : i16
  %l = arith.shli %a, %s : i16
  %r = arith.shrui %b, %s : i16
  %x = arith.maxsi %a, %b : i16
  %n = arith.minui %a, %b : i16
  %y = arith.minsi %m, %l : i16
  return %m, %l, %r, %x, %n, %y : i16, i16, i16, i16, i16, i16
}

func.func @show(%a : i16, %b : i16, %s : i16) {
  %0:6 = func.call @emulate_mix(%a, %b, %s) : (i16, i16, i16) -> (i16, i16, i16, i16, i16, i16)
  vector.print %0#0 : i16 punctuation <comma>
  vector.print %0#1 : i16 punctuation <comma>
  vector.print %0#2 : i16 punctuation <comma>
  vector.print %0#3 : i16 punctuation <comma>
  vector.print %0#4 : i16 punctuation <comma>
  vector.print %0#5 : i16
  return
}

func.func @entry() {
  %a = arith.constant 1234 : i16
  %b = arith.constant -517 : i16
  %s3 = arith.constant 3 : i16
  %s9 = arith.constant 9 : i16
  %s15 = arith.constant 15 : i16
  %c = arith.constant 255 : i16
  func.call @show(%a, %b, %s3) : (i16, i16, i16) -> ()
  func.call @show(%b, %a, %s9) : (i16, i16, i16) -> ()
  func.call @show(%c, %c, %s15) : (i16, i16, i16) -> ()
  func.call @show(%b, %c, %s9) : (i16, i16, i16) -> ()
  return
}

// CHECK: 17382, 9872, 8127, 1234, 1234, 9872
// CHECK-NEXT: 17382, -2560, 2, 1234, 1234, -2560
// CHECK-NEXT: -511, -32768, 0, 255, 255, -32768
// CHECK-NEXT: -763, -2560, 0, 255, 255, -2560
