// Equal case values make a splat `case_values`, as MLIR's dense attributes
// detect it: `dense<42>`, not `dense<[42, 42]>`. Read back in generic form,
// the splat still gives one value per case, through the lowering too.
// RUN: strata opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata opt %s --mlir-print-op-generic | strata opt | FileCheck %s --check-prefix=CUSTOM
// RUN: strata opt %s --mlir-print-op-generic | strata opt --convert-cf-to-llvm | FileCheck %s --check-prefix=LLVM

// GENERIC: "cf.switch"(%arg0)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<42> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// CUSTOM:      cf.switch %arg0 : i32, [
// CUSTOM-NEXT:   default: ^bb1,
// CUSTOM-NEXT:   42: ^bb1,
// CUSTOM-NEXT:   42: ^bb2
// CUSTOM-NEXT: ]
// LLVM:      llvm.switch %arg0 : i32, ^bb1 [
// LLVM-NEXT:   42: ^bb1,
// LLVM-NEXT:   42: ^bb2
// LLVM-NEXT: ]
func.func @repeated(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    42: ^bb1,
    42: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}
