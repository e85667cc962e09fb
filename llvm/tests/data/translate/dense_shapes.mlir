"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<3 x array<0 x array<4 x f32>>>, linkage = #llvm.linkage<internal>, sym_name = "z3", unnamed_addr = 0 : i64, value = dense<> : tensor<3x0x4xf32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<0 x f32>, linkage = #llvm.linkage<internal>, sym_name = "z1", unnamed_addr = 0 : i64, value = dense<> : tensor<0xf32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<4294967296 x i8>, linkage = #llvm.linkage<common>, sym_name = "big_", unnamed_addr = 0 : i64, value = dense<0> : vector<4294967296xi8>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x vector<2xf32>>, linkage = #llvm.linkage<internal>, sym_name = "s2", unnamed_addr = 0 : i64, value = dense<4.200000e+01> : vector<2x2xf32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x vector<2xf32>>, linkage = #llvm.linkage<internal>, sym_name = "z2", unnamed_addr = 0 : i64, value = dense<0.000000e+00> : vector<2x2xf32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<[4]xf32> ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %1 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<[4]xf32>}> : () -> vector<[4]xf32>
    "llvm.return"(%1) : (vector<[4]xf32>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<[4]xf32> ()>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<[4]xf32>}> : () -> vector<[4]xf32>
    "llvm.return"(%0) : (vector<[4]xf32>) -> ()
  }) : () -> ()
}) : () -> ()

