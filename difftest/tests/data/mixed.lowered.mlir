"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "free", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<4 x i32>, linkage = #llvm.linkage<private>, sym_name = "g", value = dense<[1, 2, 3, 4]> : tensor<4xi32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x array<3 x f64>>, linkage = #llvm.linkage<private>, sym_name = "h", value = dense<1.500000e+00> : tensor<2x3xf64>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i64, i64)> (i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: i64, %arg2: i64):
    %109 = "llvm.add"(%arg1, %arg2) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %110 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, i64)>
    %111 = "llvm.insertvalue"(%110, %109) <{position = array<i64: 0>}> : (!llvm.struct<(i64, i64)>, i64) -> !llvm.struct<(i64, i64)>
    %112 = "llvm.insertvalue"(%111, %arg1) <{position = array<i64: 1>}> : (!llvm.struct<(i64, i64)>, i64) -> !llvm.struct<(i64, i64)>
    "llvm.return"(%112) : (!llvm.struct<(i64, i64)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<external>, sym_name = "rec", visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i64):
    %103 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %104 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %105 = "llvm.icmp"(%arg0, %103) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%105)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "llvm.return"(%104) : (i64) -> ()
  ^bb2:  // pred: ^bb0
    %106 = "llvm.sub"(%arg0, %104) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %107 = "llvm.call"(%106) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @rec, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> i64
    %108 = "llvm.mul"(%107, %arg0) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.return"(%108) : (i64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %5 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %6 = "llvm.getelementptr"(%5, %3) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %7 = "llvm.ptrtoint"(%6) : (!llvm.ptr) -> i64
    %8 = "llvm.call"(%7) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %9 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "llvm.insertvalue"(%9, %8) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11 = "llvm.insertvalue"(%10, %8) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %13 = "llvm.insertvalue"(%11, %12) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %14 = "llvm.insertvalue"(%13, %3) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %15 = "llvm.insertvalue"(%14, %4) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %16 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
    %17 = "llvm.extractvalue"(%15) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %18 = "llvm.getelementptr"(%17, %0) <{elem_type = i64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%16, %18) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %19 = "llvm.extractvalue"(%15) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %20 = "llvm.getelementptr"(%19, %0) <{elem_type = i64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %21 = "llvm.load"(%20) <{ordering = 0 : i64}> : (!llvm.ptr) -> i64
    %22 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %23 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %24 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %25 = "llvm.getelementptr"(%24, %22) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %26 = "llvm.ptrtoint"(%25) : (!llvm.ptr) -> i64
    %27 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
    %28 = "llvm.getelementptr"(%27) <{elem_type = !llvm.array<4 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
    %29 = "llvm.mlir.constant"() <{value = 3735928559 : index}> : () -> i64
    %30 = "llvm.inttoptr"(%29) : (i64) -> !llvm.ptr
    %31 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %32 = "llvm.insertvalue"(%31, %30) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %33 = "llvm.insertvalue"(%32, %28) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %34 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %35 = "llvm.insertvalue"(%33, %34) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %36 = "llvm.insertvalue"(%35, %22) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = "llvm.insertvalue"(%36, %23) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = "llvm.extractvalue"(%37) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %39 = "llvm.getelementptr"(%38, %3) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %40 = "llvm.load"(%39) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %41 = "llvm.sext"(%40) : (i32) -> i64
    %42 = "llvm.call"(%21, %41) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, i64) -> !llvm.struct<(i64, i64)>
    %43 = "llvm.extractvalue"(%42) <{position = array<i64: 0>}> : (!llvm.struct<(i64, i64)>) -> i64
    %44 = "llvm.extractvalue"(%42) <{position = array<i64: 1>}> : (!llvm.struct<(i64, i64)>) -> i64
    %45 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %46 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %47 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %48 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %49 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %50 = "llvm.getelementptr"(%49, %48) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %51 = "llvm.ptrtoint"(%50) : (!llvm.ptr) -> i64
    %52 = "llvm.mlir.addressof"() <{global_name = @h}> : () -> !llvm.ptr
    %53 = "llvm.getelementptr"(%52) <{elem_type = !llvm.array<2 x array<3 x f64>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
    %54 = "llvm.mlir.constant"() <{value = 3735928559 : index}> : () -> i64
    %55 = "llvm.inttoptr"(%54) : (i64) -> !llvm.ptr
    %56 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %57 = "llvm.insertvalue"(%56, %55) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %58 = "llvm.insertvalue"(%57, %53) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %59 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %60 = "llvm.insertvalue"(%58, %59) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %61 = "llvm.insertvalue"(%60, %45) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %62 = "llvm.insertvalue"(%61, %46) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %63 = "llvm.insertvalue"(%62, %46) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %64 = "llvm.insertvalue"(%63, %47) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %65 = "llvm.extractvalue"(%64) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %66 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %67 = "llvm.mul"(%1, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %68 = "llvm.add"(%67, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %69 = "llvm.getelementptr"(%65, %68) <{elem_type = f64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %70 = "llvm.load"(%69) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    %71 = "llvm.extractvalue"(%64) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %72 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %73 = "llvm.mul"(%0, %72) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %74 = "llvm.add"(%73, %0) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %75 = "llvm.getelementptr"(%71, %74) <{elem_type = f64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %76 = "llvm.load"(%75) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    %77 = "llvm.fadd"(%70, %76) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %78 = "llvm.extractvalue"(%64) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %79 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %80 = "llvm.mul"(%0, %79) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %81 = "llvm.add"(%80, %1) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %82 = "llvm.getelementptr"(%78, %81) <{elem_type = f64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%77, %82) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
    %83 = "llvm.extractvalue"(%64) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %84 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %85 = "llvm.mul"(%0, %84) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %86 = "llvm.add"(%85, %1) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %87 = "llvm.getelementptr"(%83, %86) <{elem_type = f64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %88 = "llvm.load"(%87) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    %89 = "llvm.fptosi"(%88) : (f64) -> i64
    %90 = "llvm.extractvalue"(%15) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    "llvm.call"(%90) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @free, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    %91 = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i64
    %92 = "llvm.call"(%91) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @rec, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> i64
    %93 = "llvm.trunc"(%43) <{overflowFlags = 0 : i32}> : (i64) -> i32
    "llvm.switch"(%93, %43, %44)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<11> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i64, i64) -> ()
  ^bb1(%94: i64):  // 2 preds: ^bb0, ^bb0
    %95 = "llvm.trunc"(%94) <{overflowFlags = 0 : i32}> : (i64) -> i3
    %96 = "llvm.mlir.constant"() <{value = 3 : i3}> : () -> i3
    %97 = "llvm.add"(%95, %96) <{overflowFlags = 0 : i32}> : (i3, i3) -> i3
    %98 = "llvm.sext"(%97) : (i3) -> i64
    %99 = "llvm.add"(%94, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %100 = "llvm.mul"(%99, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %101 = "llvm.add"(%100, %92) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %102 = "llvm.xor"(%101, %98) : (i64, i64) -> i64
    "llvm.return"(%102) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

