// RUN: strata opt %s --split-input-file --verify-diagnostics
// llvm.ptrtoaddr's integer must be as wide as the pointer's address bits
// (64 by default, else the dlti.dl_spec entry of the pointer type), with
// upstream's messages (Dialect/LLVMIR/invalid.mlir; newer than MLIR 22).

llvm.func @too_narrow(%arg0 : !llvm.ptr) -> i32 {
  // expected-error@+1 {{'llvm.ptrtoaddr' op bit-width of integer result type 'i32' must match the pointer bitwidth (64) specified in the datalayout}}
  %0 = llvm.ptrtoaddr %arg0 : !llvm.ptr to i32
  llvm.return %0 : i32
}

// -----

module attributes { dlti.dl_spec = #dlti.dl_spec<
  #dlti.dl_entry<!llvm.ptr, dense<[32, 32, 64]> : vector<3xi64>>
>} {
  llvm.func @too_wide(%arg0 : !llvm.ptr) -> i64 {
    // expected-error@+1 {{'llvm.ptrtoaddr' op bit-width of integer result type 'i64' must match the pointer bitwidth (32) specified in the datalayout}}
    %0 = llvm.ptrtoaddr %arg0 : !llvm.ptr to i64
    llvm.return %0 : i64
  }
}

// -----

module attributes { dlti.dl_spec = #dlti.dl_spec<
  #dlti.dl_entry<!llvm.ptr, dense<[32, 32, 64]> : vector<3xi64>>
>} {
  // Matching widths verify.
  llvm.func @fits(%arg0 : !llvm.ptr) -> i32 {
    %0 = llvm.ptrtoaddr %arg0 : !llvm.ptr to i32
    llvm.return %0 : i32
  }
}
