// extractvalue/insertvalue with several indices are one instruction each,
// as mlir-translate 22 emits them (memref descriptors' sizes and strides;
// not yet on named structs, which the C API leaves no way to write); and
// ptrtoint of a constant offset from null folds (the default layout aligns
// i64 to 4) to the integer, as MLIR 22's data-layout-aware folder does.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// The whole output is what mlir-translate 22 prints.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s -o %t.ours.ll
// RUN: mlir-translate --mlir-to-llvmir --split-input-file %s -o %t.ref.ll
// RUN: diff %t.ours.ll %t.ref.ll

// CHECK-LABEL: define { ptr, ptr, i64, [1 x i64], [1 x i64] } @descriptor
// CHECK: %[[S:.*]] = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %0, 3, 0
// CHECK: %[[T:.*]] = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %0, i64 %[[S]], 4, 0
// CHECK: insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %[[T]], i64 8, 3, 0
llvm.func @descriptor(%d: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %0 = llvm.extractvalue %d[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %0, %d[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.insertvalue %c8, %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  llvm.return %2 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
}

// -----

llvm.func @malloc(i64) -> !llvm.ptr

// CHECK-LABEL: define ptr @sizes
// CHECK: call ptr @malloc(i64 64)
// CHECK: call ptr @malloc(i64 12)
llvm.func @sizes() -> !llvm.ptr {
  %null = llvm.mlir.zero : !llvm.ptr
  %0 = llvm.getelementptr %null[8] : (!llvm.ptr) -> !llvm.ptr, i64
  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
  %2 = llvm.call @malloc(%1) : (i64) -> !llvm.ptr
  %3 = llvm.getelementptr %null[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64)>
  %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
  %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
  llvm.return %5 : !llvm.ptr
}
