"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<1 x f32>, linkage = #llvm.linkage<internal>, sym_name = "test", unnamed_addr = 0 : i64, value = dense<-0.000000e+00> : tensor<1xf32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
}) : () -> ()

