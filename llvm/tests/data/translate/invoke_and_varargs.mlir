"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr)>, linkage = #llvm.linkage<external>, personality = @g, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr):
    %4 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "llvm.invoke"(%4)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (i32) -> i32
  ^bb1:  // pred: ^bb0
    "llvm.return"(%5) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %6 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
    "llvm.resume"(%6) : (!llvm.struct<(ptr, i32)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "v", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32):
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{elem_type = !llvm.array<24 x i8>}> : (i32) -> !llvm.ptr
    "llvm.intr.vastart"(%1) : (!llvm.ptr) -> ()
    %2 = "llvm.va_arg"(%1) : (!llvm.ptr) -> i32
    "llvm.intr.vaend"(%1) : (!llvm.ptr) -> ()
    "llvm.intr.lifetime.start"(%1) : (!llvm.ptr) -> ()
    %3 = "llvm.intr.stacksave"() : () -> !llvm.ptr
    "llvm.intr.stackrestore"(%3) : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

