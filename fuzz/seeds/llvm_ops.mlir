"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "counter", unnamed_addr = 0 : i64, value = 0 : i32, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i16, i64)>, linkage = #llvm.linkage<internal>, sym_name = "pair", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %28 = "llvm.mlir.poison"() : () -> !llvm.struct<(i16, i64)>
    %29 = "llvm.mlir.constant"() <{value = -3 : i16}> : () -> i16
    %30 = "llvm.mlir.constant"() <{value = 40 : i64}> : () -> i64
    %31 = "llvm.insertvalue"(%28, %29) <{position = array<i64: 0>}> : (!llvm.struct<(i16, i64)>, i16) -> !llvm.struct<(i16, i64)>
    %32 = "llvm.insertvalue"(%31, %30) <{position = array<i64: 1>}> : (!llvm.struct<(i16, i64)>, i64) -> !llvm.struct<(i16, i64)>
    "llvm.return"(%32) : (!llvm.struct<(i16, i64)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %2 = "llvm.mlir.addressof"() <{global_name = @pair}> : () -> !llvm.ptr
    %3 = "llvm.load"(%2) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<(i16, i64)>
    %4 = "llvm.extractvalue"(%3) <{position = array<i64: 0>}> : (!llvm.struct<(i16, i64)>) -> i16
    %5 = "llvm.extractvalue"(%3) <{position = array<i64: 1>}> : (!llvm.struct<(i16, i64)>) -> i64
    %6 = "llvm.sext"(%4) : (i16) -> i64
    %7 = "llvm.intr.stacksave"() : () -> !llvm.ptr
    %8 = "llvm.alloca"(%1) <{elem_type = i32}> : (i64) -> !llvm.ptr
    %9 = "llvm.mlir.constant"() <{value = 1 : i8}> : () -> i8
    %10 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
    "llvm.intr.memset"(%8, %9, %10) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %11 = "llvm.getelementptr"(%8) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 2>}> : (!llvm.ptr) -> !llvm.ptr
    %12 = "llvm.load"(%11) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %13 = "llvm.intr.ctpop"(%12) : (i32) -> i32
    %14 = "llvm.intr.ctlz"(%12) <{is_zero_poison = true}> : (i32) -> i32
    "llvm.intr.stackrestore"(%7) : (!llvm.ptr) -> ()
    %15 = "llvm.mlir.addressof"() <{global_name = @counter}> : () -> !llvm.ptr
    %16 = "llvm.load"(%15) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %17 = "llvm.add"(%16, %13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.store"(%17, %15) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %18 = "llvm.load"(%15) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %19 = "llvm.zext"(%18) : (i32) -> i64
    %20 = "llvm.zext"(%14) : (i32) -> i64
    %21 = "llvm.intr.smax"(%6, %5) : (i64, i64) -> i64
    %22 = "llvm.intr.umin"(%6, %5) : (i64, i64) -> i64
    %23 = "llvm.mul"(%19, %1) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %24 = "llvm.add"(%23, %20) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %25 = "llvm.add"(%24, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %26 = "llvm.xor"(%25, %22) : (i64, i64) -> i64
    %27 = "llvm.add"(%26, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.return"(%27) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

