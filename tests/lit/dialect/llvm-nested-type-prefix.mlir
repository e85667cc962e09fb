// RUN: strata opt %s | FileCheck %s
// RUN: strata opt %s | strata opt | FileCheck %s
// Inside an LLVM type, a nested LLVM type drops its `!llvm.` prefix only
// when it is compatible with LLVM: a struct or array holding `index` is
// printed whole, as MLIR 22 does (the CHECK line is mlir-opt's output).

// CHECK: func.func private @f(!llvm.struct<(!llvm.struct<(index)>, i32)>, !llvm.array<2 x !llvm.struct<(index)>>, !llvm.struct<(!llvm.array<2 x index>)>, !llvm.struct<(struct<(i32)>)>, !llvm.func<void (!llvm.struct<(index)>)>, !llvm.struct<(vector<2xindex>)>, !llvm.struct<(tensor<2xf32>)>)
func.func private @f(!llvm.struct<(struct<(index)>, i32)>, !llvm.array<2 x struct<(index)>>, !llvm.struct<(array<2 x index>)>, !llvm.struct<(struct<(i32)>)>, !llvm.func<void (struct<(index)>)>, !llvm.struct<(vector<2xindex>)>, !llvm.struct<(tensor<2xf32>)>)
