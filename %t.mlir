"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32 loc(#loc2)
    "llvm.return"(%0) : (i32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("/tmp/lc_0.mlir":0:0)
#loc1 = loc("/tmp/lc_0.mlir":15:1)
#loc2 = loc("/tmp/lc_0.mlir":16:8)
#loc3 = loc("/tmp/lc_0.mlir":17:3)

