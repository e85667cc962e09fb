// RUN: strata opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata opt %s --allow-unregistered-dialect --emit-bytecode | strata opt --allow-unregistered-dialect | FileCheck %s
// vector.broadcast's custom form printed back as MLIR 22 prints it (scalar,
// vector, 0-D, scalable and pointer sources; attributes; the generic form in).
// The CHECK lines are mlir-opt 22's output for the same flags.

func.func @rt(%f: f32, %v: vector<4xf32>, %z: vector<f32>, %s: vector<[4]xf32>, %p: !llvm.ptr, %i: index) {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.broadcast %v {tag = "x"} : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %z : vector<f32> to vector<3x2xf32>
  %3 = vector.broadcast %s : vector<[4]xf32> to vector<2x[4]xf32>
  %4 = vector.broadcast %p : !llvm.ptr to vector<2x!llvm.ptr>
  %5 = vector.broadcast %i : index to vector<index>
  %6 = "vector.broadcast"(%v) {foo} : (vector<4xf32>) -> vector<1x4xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (vector<4xf32>, vector<2x4xf32>, vector<3x2xf32>, vector<2x[4]xf32>, vector<2x!llvm.ptr>, vector<index>, vector<1x4xf32>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @rt(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<f32>, %arg3: vector<[4]xf32>, %arg4: !llvm.ptr, %arg5: index) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 {tag = "x"} : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT:     %2 = vector.broadcast %arg2 : vector<f32> to vector<3x2xf32>
// CHECK-NEXT:     %3 = vector.broadcast %arg3 : vector<[4]xf32> to vector<2x[4]xf32>
// CHECK-NEXT:     %4 = vector.broadcast %arg4 : !llvm.ptr to vector<2x!llvm.ptr>
// CHECK-NEXT:     %5 = vector.broadcast %arg5 : index to vector<index>
// CHECK-NEXT:     %6 = vector.broadcast %arg1 {foo} : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:     "test.use"(%0, %1, %2, %3, %4, %5, %6) : (vector<4xf32>, vector<2x4xf32>, vector<3x2xf32>, vector<2x[4]xf32>, vector<2x!llvm.ptr>, vector<index>, vector<1x4xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
