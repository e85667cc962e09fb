"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "free", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<4 x i32>, linkage = #llvm.linkage<private>, sym_name = "g", value = dense<[1, 2, 3, 4]> : tensor<4xi32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x array<3 x f64>>, linkage = #llvm.linkage<private>, sym_name = "h", value = dense<1.500000e+00> : tensor<2x3xf64>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> (i64, i64), sym_name = "f"}> ({
  ^bb0(%arg1: i64, %arg2: i64):
    %112 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    "func.return"(%112, %arg1) : (i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "rec"}> ({
  ^bb0(%arg0: i64):
    %106 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %107 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %108 = "arith.cmpi"(%arg0, %106) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%108)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%107) : (i64) -> ()
  ^bb2:  // pred: ^bb0
    %109 = "arith.subi"(%arg0, %107) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %110 = "func.call"(%109) <{callee = @rec}> : (i64) -> i64
    %111 = "arith.muli"(%110, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%111) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i64, sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "builtin.unrealized_conversion_cast"(%0) : (index) -> i64
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "builtin.unrealized_conversion_cast"(%2) : (index) -> i64
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "builtin.unrealized_conversion_cast"(%4) : (index) -> i64
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    %7 = "builtin.unrealized_conversion_cast"(%6) : (index) -> i64
    %8 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %9 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %10 = "llvm.getelementptr"(%9, %7) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %11 = "llvm.ptrtoint"(%10) : (!llvm.ptr) -> i64
    %12 = "llvm.call"(%11) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %13 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %14 = "llvm.insertvalue"(%13, %12) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %15 = "llvm.insertvalue"(%14, %12) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %16 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %17 = "llvm.insertvalue"(%15, %16) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = "llvm.insertvalue"(%17, %7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %19 = "llvm.insertvalue"(%18, %8) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %21 = "llvm.extractvalue"(%19) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %22 = "llvm.getelementptr"(%21, %1) <{elem_type = i64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%20, %22) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %23 = "llvm.extractvalue"(%19) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %24 = "llvm.getelementptr"(%23, %1) <{elem_type = i64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %25 = "llvm.load"(%24) <{ordering = 0 : i64}> : (!llvm.ptr) -> i64
    %26 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %27 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %28 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %29 = "llvm.getelementptr"(%28, %26) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %30 = "llvm.ptrtoint"(%29) : (!llvm.ptr) -> i64
    %31 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
    %32 = "llvm.getelementptr"(%31) <{elem_type = !llvm.array<4 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
    %33 = "llvm.mlir.constant"() <{value = 3735928559 : index}> : () -> i64
    %34 = "llvm.inttoptr"(%33) : (i64) -> !llvm.ptr
    %35 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %36 = "llvm.insertvalue"(%35, %34) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = "llvm.insertvalue"(%36, %32) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %39 = "llvm.insertvalue"(%37, %38) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %40 = "llvm.insertvalue"(%39, %26) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %41 = "llvm.insertvalue"(%40, %27) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %42 = "llvm.extractvalue"(%41) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %43 = "llvm.getelementptr"(%42, %7) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %44 = "llvm.load"(%43) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %45 = "arith.extsi"(%44) : (i32) -> i64
    %46:2 = "func.call"(%25, %45) <{callee = @f}> : (i64, i64) -> (i64, i64)
    %47 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %48 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %49 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %50 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %51 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %52 = "llvm.getelementptr"(%51, %50) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %53 = "llvm.ptrtoint"(%52) : (!llvm.ptr) -> i64
    %54 = "llvm.mlir.addressof"() <{global_name = @h}> : () -> !llvm.ptr
    %55 = "llvm.getelementptr"(%54) <{elem_type = !llvm.array<2 x array<3 x f64>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
    %56 = "llvm.mlir.constant"() <{value = 3735928559 : index}> : () -> i64
    %57 = "llvm.inttoptr"(%56) : (i64) -> !llvm.ptr
    %58 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %59 = "llvm.insertvalue"(%58, %57) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %60 = "llvm.insertvalue"(%59, %55) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %61 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %62 = "llvm.insertvalue"(%60, %61) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %63 = "llvm.insertvalue"(%62, %47) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %64 = "llvm.insertvalue"(%63, %48) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %65 = "llvm.insertvalue"(%64, %48) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %66 = "llvm.insertvalue"(%65, %49) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %67 = "llvm.extractvalue"(%66) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %68 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %69 = "llvm.mul"(%3, %68) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %70 = "llvm.add"(%69, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %71 = "llvm.getelementptr"(%67, %70) <{elem_type = f64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %72 = "llvm.load"(%71) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    %73 = "llvm.extractvalue"(%66) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %74 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %75 = "llvm.mul"(%1, %74) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %76 = "llvm.add"(%75, %1) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %77 = "llvm.getelementptr"(%73, %76) <{elem_type = f64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %78 = "llvm.load"(%77) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    %79 = "arith.addf"(%72, %78) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %80 = "llvm.extractvalue"(%66) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %81 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %82 = "llvm.mul"(%1, %81) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %83 = "llvm.add"(%82, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %84 = "llvm.getelementptr"(%80, %83) <{elem_type = f64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%79, %84) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
    %85 = "llvm.extractvalue"(%66) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %86 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %87 = "llvm.mul"(%1, %86) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %88 = "llvm.add"(%87, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %89 = "llvm.getelementptr"(%85, %88) <{elem_type = f64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %90 = "llvm.load"(%89) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    %91 = "arith.fptosi"(%90) : (f64) -> i64
    %92 = "arith.index_cast"(%6) : (index) -> i64
    %93 = "llvm.extractvalue"(%19) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    "llvm.call"(%93) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @free, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    %94 = "arith.constant"() <{value = 5 : i64}> : () -> i64
    %95 = "func.call"(%94) <{callee = @rec}> : (i64) -> i64
    %96 = "arith.trunci"(%46#0) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    "cf.switch"(%96, %46#0, %46#1)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<11> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i64, i64) -> ()
  ^bb1(%97: i64):  // 2 preds: ^bb0, ^bb0
    %98 = "arith.trunci"(%97) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i3
    %99 = "arith.constant"() <{value = 3 : i3}> : () -> i3
    %100 = "arith.addi"(%98, %99) <{overflowFlags = #arith.overflow<none>}> : (i3, i3) -> i3
    %101 = "arith.extsi"(%100) : (i3) -> i64
    %102 = "arith.addi"(%97, %91) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %103 = "arith.muli"(%102, %92) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %104 = "arith.addi"(%103, %95) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %105 = "arith.xori"(%104, %101) : (i64, i64) -> i64
    "func.return"(%105) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

