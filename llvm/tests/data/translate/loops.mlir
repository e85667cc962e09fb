"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<external>, sym_name = "fact", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg5: i64):
    %2 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    "llvm.br"(%2, %2)[^bb1] : (i64, i64) -> ()
  ^bb1(%3: i64, %4: i64):  // 2 preds: ^bb0, ^bb2
    %5 = "llvm.icmp"(%3, %arg5) <{predicate = 4 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%5)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %6 = "llvm.mul"(%4, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %7 = "llvm.add"(%3, %2) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%7, %6)[^bb1] : (i64, i64) -> ()
  ^bb3:  // pred: ^bb1
    "llvm.return"(%4) : (i64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i1, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "dup", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg2: i1, %arg3: i32, %arg4: i32):
    "llvm.cond_br"(%arg2, %arg3, %arg4)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0
    "llvm.return"(%1) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "sw", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "llvm.switch"(%arg0, %arg1, %arg0)[^bb2, ^bb2, ^bb1] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 5]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1:  // pred: ^bb0
    "llvm.return"(%arg1) : (i32) -> ()
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb0
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "unreach", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "llvm.return"() : () -> ()
  ^bb1:  // no predecessors
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
}) : () -> ()

