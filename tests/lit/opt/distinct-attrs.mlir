// distinct[N]<...> attributes: ids are renumbered in print order, and those
// with a payload print through the `#distinct` alias, as in mlir-opt.
// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s > %t.ours.mlir && mlir-opt %s > %t.ref.mlir && diff %t.ours.mlir %t.ref.mlir

// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK: llvm.func @f() attributes {a = distinct[1]<>, b = #distinct, c = distinct[2]<>, d = distinct[1]<>}
llvm.func @f() attributes {a = distinct[7]<>, b = distinct[3]<42 : i32>, c = distinct[0]<>, d = distinct[7]<>} {
  llvm.return
}
