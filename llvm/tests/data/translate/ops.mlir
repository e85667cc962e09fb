"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32, f64, f64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "arith", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg5: i32, %arg6: i32, %arg7: f64, %arg8: f64, %arg9: !llvm.ptr):
    %12 = "llvm.sub"(%arg5, %arg6) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %13 = "llvm.mul"(%12, %arg6) <{overflowFlags = 2 : i32}> : (i32, i32) -> i32
    %14 = "llvm.shl"(%13, %arg5) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %15 = "llvm.udiv"(%14, %arg6) <{isExact}> : (i32, i32) -> i32
    %16 = "llvm.sdiv"(%15, %arg6) : (i32, i32) -> i32
    %17 = "llvm.urem"(%16, %arg5) : (i32, i32) -> i32
    %18 = "llvm.srem"(%17, %arg5) : (i32, i32) -> i32
    %19 = "llvm.and"(%18, %arg5) : (i32, i32) -> i32
    %20 = "llvm.or"(%19, %arg6) <{isDisjoint}> : (i32, i32) -> i32
    %21 = "llvm.xor"(%20, %arg5) : (i32, i32) -> i32
    %22 = "llvm.lshr"(%21, %arg6) : (i32, i32) -> i32
    %23 = "llvm.ashr"(%22, %arg6) <{isExact}> : (i32, i32) -> i32
    %24 = "llvm.fsub"(%arg7, %arg8) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f64, f64) -> f64
    %25 = "llvm.fmul"(%24, %arg8) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %26 = "llvm.fdiv"(%25, %arg8) <{fastmathFlags = #llvm.fastmath<arcp, afn>}> : (f64, f64) -> f64
    %27 = "llvm.frem"(%26, %arg7) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %28 = "llvm.fcmp"(%27, %arg7) <{fastmathFlags = #llvm.fastmath<nsz>, predicate = 13 : i64}> : (f64, f64) -> i1
    %29 = "llvm.zext"(%28) : (i1) -> i32
    %30 = "llvm.sext"(%28) : (i1) -> i64
    %31 = "llvm.trunc"(%30) <{overflowFlags = 0 : i32}> : (i64) -> i16
    %32 = "llvm.fptosi"(%27) : (f64) -> i32
    %33 = "llvm.fptoui"(%27) : (f64) -> i64
    %34 = "llvm.sitofp"(%32) : (i32) -> f32
    %35 = "llvm.uitofp"(%33) : (i64) -> f64
    %36 = "llvm.fpext"(%34) : (f32) -> f64
    %37 = "llvm.bitcast"(%36) : (f64) -> i64
    %38 = "llvm.inttoptr"(%37) : (i64) -> !llvm.ptr
    %39 = "llvm.ptrtoint"(%38) : (!llvm.ptr) -> i64
    %40 = "llvm.addrspacecast"(%38) : (!llvm.ptr) -> !llvm.ptr<3>
    %41 = "llvm.icmp"(%arg5, %arg6) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %42 = "llvm.select"(%41, %23, %29) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %43 = "llvm.load"(%arg9) <{alignment = 2 : i64, nontemporal, ordering = 0 : i64, volatile_}> : (!llvm.ptr) -> i16
    "llvm.store"(%31, %arg9) <{alignment = 2 : i64, ordering = 0 : i64}> : (i16, !llvm.ptr) -> ()
    %44 = "llvm.load"(%arg9) <{alignment = 4 : i64, ordering = 4 : i64}> : (!llvm.ptr) -> i32
    %45 = "llvm.atomicrmw"(%arg9, %arg5) <{bin_op = 0 : i64, ordering = 7 : i64}> : (!llvm.ptr, i32) -> i32
    %46 = "llvm.cmpxchg"(%arg9, %arg5, %arg6) <{alignment = 8 : i64, failure_ordering = 2 : i64, success_ordering = 2 : i64, weak}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
    %47 = "llvm.extractvalue"(%46) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i1)>) -> i1
    "llvm.fence"() <{ordering = 5 : i64}> : () -> ()
    %48 = "llvm.getelementptr"(%arg9, %39) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %49 = "llvm.call"(%arg5, %42, %arg7, %arg8, %48) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @arith, fastmathFlags = #llvm.fastmath<fast>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 5, 0>}> : (i32, i32, f64, f64, !llvm.ptr) -> i32
    %50 = "llvm.freeze"(%49) : (i32) -> i32
    "llvm.return"(%50) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32, f32, vector<4xi32>, ptr)>, linkage = #llvm.linkage<external>, sym_name = "intr", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: vector<4xi32>, %arg4: !llvm.ptr):
    %0 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = true}> : (i32) -> i32
    %1 = "llvm.intr.sadd.with.overflow"(%0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %2 = "llvm.intr.fabs"(%arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %3 = "llvm.intr.powi"(%2, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
    %4 = "llvm.intr.vector.reduce.add"(%arg3) : (vector<4xi32>) -> i32
    %5 = "llvm.intr.umin"(%4, %arg0) : (i32, i32) -> i32
    %6 = "llvm.intr.fshl"(%5, %arg0, %arg1) : (i32, i32, i32) -> i32
    %7 = "llvm.intr.is.fpclass"(%3) <{bit = 3 : i32}> : (f32) -> i1
    %8 = "llvm.intr.expect"(%7, %7) : (i1, i1) -> i1
    %9 = "llvm.zext"(%8) : (i1) -> i8
    "llvm.intr.memset"(%arg4, %9, %arg0) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
    %10 = "llvm.intr.lround"(%3) : (f32) -> i64
    %11 = "llvm.intr.ucmp"(%arg0, %arg1) : (i32, i32) -> i8
    "llvm.intr.trap"() : () -> ()
    "llvm.return"(%6) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

