// Properties and op attributes mlir-translate 22 turns into LLVM IR that an
// earlier Strata dropped or got wrong: AArch64 SME and other
// definition-only function attributes, the profile entry count, OpenCL
// kernel metadata, `range` and `nocapture` argument attributes, the
// CodeView flag of MSVC targets, invariant loads and groups, invoke branch
// weights, va_copy's operand order, allocas in other address spaces,
// sparse constants, argument attributes of intrinsic calls, the tail
// call kind of inline asm, dso_local, alloca inalloca, nested modules, and
// function attributes 22 ignores.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// The whole output is what mlir-translate 22 prints.
// RUN: strata translate --mlir-to-llvmir --split-input-file %s -o %t.ours.ll
// RUN: mlir-translate --mlir-to-llvmir --split-input-file %s -o %t.ref.ll
// RUN: diff %t.ours.ll %t.ref.ll

// CHECK: declare void @decl() #0
// CHECK: define void @def() #1
// CHECK: attributes #0 = { "frame-pointer"="all" }
// CHECK: attributes #1 = { vscale_range(1,2) "aarch64_in_za" "aarch64_pstate_sm_enabled" "denormal-fp-math"="preserve-sign" "fp-contract"="fast" "frame-pointer"="all" "no-signed-zeros-fp-math"="true" "prefer-vector-width"="128" "reciprocal-estimates"="all" "target-cpu"="x" "tune-cpu"="y" }
llvm.func @decl() attributes {arm_streaming, target_cpu = "x", frame_pointer = #llvm.framePointerKind<all>, vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 2>}
llvm.func @def() attributes {arm_streaming, arm_in_za, target_cpu = "x", tune_cpu = "y", frame_pointer = #llvm.framePointerKind<all>, vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 2>, no_signed_zeros_fp_math = true, denormal_fp_math = "preserve-sign", fp_contract = "fast", prefer_vector_width = "128", reciprocal_estimates = "all"} {
  llvm.return
}

// -----

// CHECK: define void @entry_count() !prof ![[P:[0-9]+]]
// CHECK: declare !vec_type_hint ![[V:[0-9]+]] void @hint()
// CHECK: declare !reqd_work_group_size ![[W:[0-9]+]] void @wg()
// CHECK: declare !intel_reqd_sub_group_size ![[S:[0-9]+]] void @sg()
// CHECK: declare void @range(i64 range(i64 0, 4097), ptr captures(none))
// CHECK: declare range(i32 -1, 5) i32 @range_res()
// CHECK: ![[P]] = !{!"function_entry_count", i64 4242}
// CHECK: ![[V]] = !{<2 x i32> undef, i32 1}
// CHECK: ![[W]] = !{i32 128, i32 256, i32 128}
// CHECK: ![[S]] = !{i32 32}
llvm.func @entry_count() attributes {function_entry_count = 4242 : i64} {
  llvm.return
}
llvm.func @hint() attributes {vec_type_hint = #llvm.vec_type_hint<hint = vector<2xi32>, is_signed = true>}
llvm.func @wg() attributes {reqd_work_group_size = array<i32: 128, 256, 128>}
llvm.func @sg() attributes {intel_reqd_sub_group_size = 32 : i32}
llvm.func @range(i64 {llvm.range = #llvm.constant_range<i64, 0, 4097>}, !llvm.ptr {llvm.nocapture})
llvm.func @range_res() -> (i32 {llvm.range = #llvm.constant_range<i32, -1, 5>})

// -----

// CHECK: !llvm.module.flags = !{![[D:[0-9]+]], ![[C:[0-9]+]]}
// CHECK: ![[C]] = !{i32 2, !"CodeView", i32 1}
module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {}

// -----

// CHECK-LABEL: define i32 @memory
// CHECK: alloca i32, i64 %{{.*}}, align 4, addrspace(3)
// CHECK: store i32 42, ptr %{{.*}}, align 4, !invariant.group ![[E:[0-9]+]]
// CHECK: load i32, ptr %{{.*}}, align 4, !invariant.load ![[E]]
// CHECK: load i32, ptr %{{.*}}, align 4, !invariant.group ![[E]]
// CHECK: call void @llvm.va_copy.p0(ptr %[[DST:[0-9]+]], ptr %[[SRC:[0-9]+]])
// CHECK: call void @llvm.memcpy.p0.p0.i32(ptr align 4 %{{.*}}, ptr align 8 %{{.*}}, i32 %{{.*}}, i1 false)
// CHECK: ret i32
// CHECK: ![[E]] = !{}
llvm.func @memory(%ptr : !llvm.ptr, %src : !llvm.ptr, %dst : !llvm.ptr, %n : i64, %len : i32) -> i32 {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr<3>
  %val = llvm.mlir.constant(42 : i32) : i32
  llvm.store %val, %ptr invariant_group : i32, !llvm.ptr
  %1 = llvm.load %ptr invariant : !llvm.ptr -> i32
  %2 = llvm.load %ptr invariant_group : !llvm.ptr -> i32
  llvm.intr.vacopy %src to %dst : !llvm.ptr, !llvm.ptr
  "llvm.intr.memcpy"(%dst, %src, %len) <{arg_attrs = [{llvm.align = 4 : i64}, {llvm.align = 8 : i64}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return %2 : i32
}

// -----

// CHECK-LABEL: define <4 x float> @sparse
// CHECK: ret <4 x float> <float 0.000000e+00, float 4.200000e+01, float 0.000000e+00, float 0.000000e+00>
llvm.func @sparse() -> vector<4xf32> {
  %0 = llvm.mlir.constant(sparse<[1], [4.2e+01]> : vector<4xf32>) : vector<4xf32>
  %1 = llvm.mlir.constant(sparse<[[0, 1], [1, 0]], [1, 2]> : vector<2x2xi32>) : !llvm.array<2 x vector<2xi32>>
  llvm.return %0 : vector<4xf32>
}

// -----

llvm.func @foo()
llvm.func @__gxx_personality_v0(...) -> i32

// CHECK-LABEL: define i32 @invoke_weights
// CHECK: invoke void @foo()
// CHECK-NEXT: to label %{{.*}} unwind label %{{.*}}, !prof ![[W:[0-9]+]]
// CHECK: ![[W]] = !{!"branch_weights", i32 42, i32 99}
llvm.func @invoke_weights() -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.invoke @foo() to ^bb2 unwind ^bb1 {branch_weights = array<i32 : 42, 99>} : () -> ()
^bb1:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.br ^bb2
^bb2:
  llvm.return %0 : i32
}

// -----

// MLIR 22 translates nothing for these function attributes.
// CHECK: define void @discardable() {
llvm.func @discardable() attributes {cold, hot, noduplicate, returns_twice} {
  llvm.return
}

// -----

// CHECK-LABEL: define void @inline_asm_tail
// CHECK: tail call i32 asm "foo", "=r,r"(i32 %0)
// CHECK: notail call i32 asm "baz", "=r,r"(i32 %0)
llvm.func @inline_asm_tail(%a: i32) {
  %0 = llvm.inline_asm tail_call_kind = <tail> "foo", "=r,r" %a : (i32) -> i32
  %2 = llvm.inline_asm tail_call_kind = <notail> "baz", "=r,r" %a : (i32) -> i32
  llvm.return
}

// -----

// A nested module translates to nothing (its function is not emitted).
// CHECK-LABEL: define void @outer
// CHECK-NOT: @inner
module {
  llvm.func @outer() {
    llvm.return
  }
  module {
    llvm.func @inner() {
      llvm.return
    }
  }
}

// -----

// dso_local on globals and functions (declarations and extern_weak too), not
// on aliases, as MLIR 22 sets it.
// CHECK: @g = dso_local global i64 42
// CHECK: @ge = external dso_local global i64
// CHECK: @a = alias i64, ptr @g
// CHECK: define dso_local void @f()
// CHECK: declare dso_local void @d()
// CHECK: declare extern_weak dso_local void @w()
llvm.mlir.global @g(42 : i64) {dso_local} : i64
llvm.mlir.global internal @gi(42 : i64) {dso_local} : i64
llvm.mlir.global external @ge() {dso_local} : i64
llvm.mlir.global hidden @gh(42 : i64) {dso_local} : i64
llvm.func @f() attributes {dso_local} {
  llvm.return
}
llvm.func @d() attributes {dso_local}
llvm.func extern_weak @w() attributes {dso_local}
llvm.mlir.alias external @a {dso_local} : i64 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// alloca inalloca (built from a template; the layout's preferred alignment).
// CHECK-LABEL: define void @inalloca
// CHECK: alloca inalloca i32, i64 %0, align 8
// CHECK: alloca inalloca { i32, double }, i32 %1, align 16, addrspace(5)
module attributes {llvm.data_layout = "e-i32:64"} {
llvm.func @inalloca(%n: i64, %m: i32) {
  %0 = llvm.alloca inalloca %n x i32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca inalloca %m x !llvm.struct<(i32, f64)> {alignment = 16 : i64} : (i32) -> !llvm.ptr<5>
  llvm.return
}
}
