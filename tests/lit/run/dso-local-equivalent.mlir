// A call through llvm.dso_local_equivalent reaches the function.
// RUN: strata translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=IR
// RUN: strata run %s -e main -entry-point-result=i32 | FileCheck %s

llvm.func @forty_two() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @main() -> i32 {
  %0 = llvm.dso_local_equivalent @forty_two : !llvm.ptr
  %1 = llvm.call %0() : !llvm.ptr, () -> i32
  llvm.return %1 : i32
}

// IR-LABEL: define i32 @main() {
// IR-NEXT:    %1 = call i32 dso_local_equivalent @forty_two()
// IR-NEXT:    ret i32 %1
// CHECK: 42
