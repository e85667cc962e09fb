module {
  llvm.mlir.global internal constant @g(7 : i32) : i32
  llvm.func @main() -> i64 {
    %p = llvm.mlir.addressof @g : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i32
    %w = llvm.sext %v : i32 to i64
    %z = llvm.mlir.zero : i64
    %s = llvm.add %w, %z overflow<nsw> : i64
    llvm.return %s : i64
  }
}
