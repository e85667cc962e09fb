"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "ext_decl", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<6 x i8>, linkage = #llvm.linkage<internal>, sym_name = "str", unnamed_addr = 0 : i64, value = "hello\00", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<3 x f64>, linkage = #llvm.linkage<private>, sym_name = "dense", unnamed_addr = 0 : i64, value = dense<[1.500000e+00, -2.000000e+00, 3.250000e+00]> : tensor<3xf64>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 32 : i64, global_type = !llvm.array<4 x i16>, linkage = #llvm.linkage<weak_odr>, sym_name = "zeros", unnamed_addr = 0 : i64, value = dense<0> : tensor<4xi16>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = f16, linkage = #llvm.linkage<linkonce>, sym_name = "half", unnamed_addr = 0 : i64, value = 1.500000e+00 : f16, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<common>, sym_name = "c", unnamed_addr = 0 : i64, value = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i128, linkage = #llvm.linkage<external>, sym_name = "big", unnamed_addr = 0 : i64, value = 123456789012345678901234567890 : i128, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 1 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "as1", unnamed_addr = 0 : i64, value = 7 : i32, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = vector<4xi32>, linkage = #llvm.linkage<external>, sym_name = "vec", unnamed_addr = 0 : i64, value = dense<[1, 2, 3, 4]> : vector<4xi32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(ptr, i64)>, linkage = #llvm.linkage<external>, sym_name = "pair", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %6 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, i64)>
    %7 = "llvm.mlir.addressof"() <{global_name = @str}> : () -> !llvm.ptr
    %8 = "llvm.insertvalue"(%6, %7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, i64)>, !llvm.ptr) -> !llvm.struct<(ptr, i64)>
    %9 = "llvm.mlir.constant"() <{value = 6 : i64}> : () -> i64
    %10 = "llvm.insertvalue"(%8, %9) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, i64)>, i64) -> !llvm.struct<(ptr, i64)>
    "llvm.return"(%10) : (!llvm.struct<(ptr, i64)>) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.ptr, linkage = #llvm.linkage<external>, sym_name = "fnptr", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.addressof"() <{global_name = @get}> : () -> !llvm.ptr
    "llvm.return"(%5) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "asint", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %3 = "llvm.mlir.addressof"() <{global_name = @c}> : () -> !llvm.ptr
    %4 = "llvm.ptrtoint"(%3) : (!llvm.ptr) -> i64
    "llvm.return"(%4) : (i64) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.ptr, linkage = #llvm.linkage<external>, sym_name = "nullp", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %2 = "llvm.mlir.zero"() : () -> !llvm.ptr
    "llvm.return"(%2) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "undef_init", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "get", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.addressof"() <{global_name = @as1}> : () -> !llvm.ptr<1>
    %1 = "llvm.load"(%0) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    "llvm.return"(%1) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.sret = !llvm.struct<(i32, i32)>}, {llvm.dereferenceable = 16 : i64, llvm.nonnull, llvm.readonly}, {llvm.byval = i64}], function_type = !llvm.func<void (ptr, ptr, ptr)>, linkage = #llvm.linkage<weak>, passthrough = ["nounwind", ["frame-pointer", "all"]], sym_name = "weakfn", unnamed_addr = 0 : i64, visibility_ = 1 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr):
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.ident = "strata test", llvm.target_triple = "x86_64-unknown-linux-gnu"} : () -> ()

