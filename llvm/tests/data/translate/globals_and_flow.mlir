"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 8 : i64, constant, global_type = !llvm.array<4 x i8>, linkage = #llvm.linkage<internal>, section = ".rodata", sym_name = "s", unnamed_addr = 2 : i64, value = "abc\00", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "t", thread_local_, unnamed_addr = 0 : i64, value = 3 : i32, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "ext", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<fastcc>, arg_attrs = [{llvm.noundef}, {llvm.align = 8 : i64, llvm.noalias}, {}], function_type = !llvm.func<i32 (i32, ptr, f32)>, linkage = #llvm.linkage<internal>, passthrough = ["noinline", ["alignstack", "4"]], res_attrs = [{llvm.zeroext}], sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: !llvm.ptr, %arg2: f32):
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.add"(%arg0, %0) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
    %2 = "llvm.icmp"(%1, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3 = "llvm.fadd"(%arg2, %arg2) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
    %4 = "llvm.getelementptr"(%arg1, %arg0) <{elem_type = !llvm.struct<(i32, array<4 x i32>)>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: 1, 1, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    %5 = "llvm.load"(%4) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> i32
    "llvm.store"(%5, %arg1) <{alignment = 4 : i64, ordering = 5 : i64, volatile_}> : (i32, !llvm.ptr) -> ()
    %6 = "llvm.call"(%5, %3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @ext, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (i32, f32) -> i32
    "llvm.cond_br"(%2, %1)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb1
    %8 = "llvm.atomicrmw"(%arg1, %7) <{bin_op = 1 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
    %9 = "llvm.cmpxchg"(%arg1, %7, %8) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
    %10 = "llvm.intr.ctlz"(%7) <{is_zero_poison = false}> : (i32) -> i32
    %11 = "llvm.intr.smax"(%7, %10) : (i32, i32) -> i32
    "llvm.switch"(%11, %11)[^bb2, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    %12 = "llvm.mlir.zero"() : () -> i32
    "llvm.return"(%12) : (i32) -> ()
  }) : () -> ()
}) {llvm.data_layout = "e-m:e-i64:64", llvm.target_triple = "x86_64-unknown-linux-gnu"} : () -> ()

