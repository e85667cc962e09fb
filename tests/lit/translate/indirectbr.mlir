// RUN: strata opt %s | FileCheck %s --check-prefix=OPT
// RUN: strata opt %s --mlir-print-op-generic | strata opt | FileCheck %s --check-prefix=OPT
// RUN: strata translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=IR
// RUN: strata translate --mlir-to-llvmir %s | strata translate --import-llvm | FileCheck %s --check-prefix=IMPORT
// llvm.indirectbr: custom and generic forms, translation and import, as
// mlir-opt and mlir-translate 22 give them.

llvm.func @f(%arg0: i32, %p: !llvm.ptr) -> i32 {
  %1 = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr
  llvm.indirectbr %p : !llvm.ptr, [
  ^bb1(%arg0 : i32),
  ^bb2
  ]
^bb1(%x: i32):
  llvm.blocktag <id = 1>
  llvm.return %x : i32
^bb2:
  llvm.indirectbr %p : !llvm.ptr, [
  ]
}

// OPT:      llvm.indirectbr %arg1 : !llvm.ptr, [
// OPT-NEXT: ^bb1(%arg0 : i32),
// OPT-NEXT: ^bb2
// OPT-NEXT: ]
// OPT:      llvm.indirectbr %arg1 : !llvm.ptr, []

// IR:      define i32 @f(i32 %0, ptr %1) {
// IR-NEXT:   indirectbr ptr %1, [label %3, label %5]
// IR:      3:
// IR-NEXT:   %4 = phi i32 [ %0, %2 ]
// IR:      5:
// IR-NEXT:   indirectbr ptr %1, []

// IMPORT:      llvm.indirectbr %arg1 : !llvm.ptr, [
// IMPORT-NEXT: ^bb1(%arg0 : i32),
// IMPORT-NEXT: ^bb2
// IMPORT-NEXT: ]
