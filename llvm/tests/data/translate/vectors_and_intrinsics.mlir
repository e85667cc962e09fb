"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x f32>, linkage = #llvm.linkage<external>, sym_name = "d", unnamed_addr = 0 : i64, value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x array<2 x i32>>, linkage = #llvm.linkage<external>, sym_name = "arr", unnamed_addr = 0 : i64, value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 16 : i64, global_type = !llvm.struct<(i32, f64)>, linkage = #llvm.linkage<weak>, sym_name = "w", unnamed_addr = 0 : i64, visibility_ = 1 : i64}> ({
    %19 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f64)>
    %20 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %21 = "llvm.insertvalue"(%19, %20) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>, i32) -> !llvm.struct<(i32, f64)>
    "llvm.return"(%21) : (!llvm.struct<(i32, f64)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (vector<4xf32>, vector<4xf32>, ptr, struct<(i32, f64)>, i1)>, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: !llvm.ptr, %arg3: !llvm.struct<(i32, f64)>, %arg4: i1):
    %0 = "llvm.shufflevector"(%arg0, %arg1) <{mask = array<i32: 0, 5, 2, 7>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %1 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "llvm.extractelement"(%0, %1) : (vector<4xf32>, i32) -> f32
    %3 = "llvm.insertelement"(%arg0, %2, %1) : (vector<4xf32>, f32, i32) -> vector<4xf32>
    %4 = "llvm.extractvalue"(%arg3) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f64)>) -> f64
    %5 = "llvm.fptrunc"(%4) : (f64) -> f32
    %6 = "llvm.select"(%arg4, %5, %2) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
    %7 = "llvm.freeze"(%6) : (f32) -> f32
    %8 = "llvm.fcmp"(%7, %6) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %9 = "llvm.alloca"(%1) <{alignment = 8 : i64, elem_type = i64}> : (i32) -> !llvm.ptr
    "llvm.fence"() <{ordering = 7 : i64, syncscope = "agent"}> : () -> ()
    %10 = "llvm.inline_asm"(%1) <{asm_string = "nop", constraints = "=r,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> i32
    %11 = "llvm.mlir.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %12 = "llvm.mlir.poison"() : () -> f32
    %13 = "llvm.mlir.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %14 = "llvm.call"(%arg2, %13) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, f32) -> f32
    %15 = "llvm.trunc"(%1) <{overflowFlags = 1 : i32}> : (i32) -> i8
    %16 = "llvm.fneg"(%14) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %17 = "llvm.intr.fma"(%16, %16, %13) <{fastmathFlags = #llvm.fastmath<contract>}> : (f32, f32, f32) -> f32
    %18 = "llvm.intr.vector.reduce.fadd"(%13, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    "llvm.intr.memcpy"(%arg2, %arg2, %1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    "llvm.return"(%17) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

