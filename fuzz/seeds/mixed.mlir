"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<[1, 2, 3, 4]> : tensor<4xi32>, sym_name = "g", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
  "memref.global"() <{initial_value = dense<1.500000e+00> : tensor<2x3xf64>, sym_name = "h", sym_visibility = "private", type = memref<2x3xf64>}> : () -> ()
  "func.func"() <{function_type = (i64, i64) -> (i64, i64), sym_name = "f"}> ({
  ^bb0(%arg1: i64, %arg2: i64):
    %37 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    "func.return"(%37, %arg1) : (i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "rec"}> ({
  ^bb0(%arg0: i64):
    %31 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %32 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %33 = "arith.cmpi"(%arg0, %31) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%33)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%32) : (i64) -> ()
  ^bb2:  // pred: ^bb0
    %34 = "arith.subi"(%arg0, %32) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %35 = "func.call"(%34) <{callee = @rec}> : (i64) -> i64
    %36 = "arith.muli"(%35, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%36) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i64, sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "memref.alloc"(%3) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi64>
    %5 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    "memref.store"(%5, %4, %0) : (i64, memref<?xi64>, index) -> ()
    %6 = "memref.load"(%4, %0) : (memref<?xi64>, index) -> i64
    %7 = "memref.get_global"() <{name = @g}> : () -> memref<4xi32>
    %8 = "memref.load"(%7, %3) : (memref<4xi32>, index) -> i32
    %9 = "arith.extsi"(%8) : (i32) -> i64
    %10:2 = "func.call"(%6, %9) <{callee = @f}> : (i64, i64) -> (i64, i64)
    %11 = "memref.get_global"() <{name = @h}> : () -> memref<2x3xf64>
    %12 = "memref.load"(%11, %1, %2) : (memref<2x3xf64>, index, index) -> f64
    %13 = "memref.load"(%11, %0, %0) : (memref<2x3xf64>, index, index) -> f64
    %14 = "arith.addf"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "memref.store"(%14, %11, %0, %1) : (f64, memref<2x3xf64>, index, index) -> ()
    %15 = "memref.load"(%11, %0, %1) : (memref<2x3xf64>, index, index) -> f64
    %16 = "arith.fptosi"(%15) : (f64) -> i64
    %17 = "memref.dim"(%4, %0) : (memref<?xi64>, index) -> index
    %18 = "arith.index_cast"(%17) : (index) -> i64
    "memref.dealloc"(%4) : (memref<?xi64>) -> ()
    %19 = "arith.constant"() <{value = 5 : i64}> : () -> i64
    %20 = "func.call"(%19) <{callee = @rec}> : (i64) -> i64
    %21 = "arith.trunci"(%10#0) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    "cf.switch"(%21, %10#0, %10#1)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<11> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i64, i64) -> ()
  ^bb1(%22: i64):  // 2 preds: ^bb0, ^bb0
    %23 = "arith.trunci"(%22) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i3
    %24 = "arith.constant"() <{value = 3 : i3}> : () -> i3
    %25 = "arith.addi"(%23, %24) <{overflowFlags = #arith.overflow<none>}> : (i3, i3) -> i3
    %26 = "arith.extsi"(%25) : (i3) -> i64
    %27 = "arith.addi"(%22, %16) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %28 = "arith.muli"(%27, %18) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %29 = "arith.addi"(%28, %20) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %30 = "arith.xori"(%29, %26) : (i64, i64) -> i64
    "func.return"(%30) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

