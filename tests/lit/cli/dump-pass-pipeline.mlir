// --dump-pass-pipeline prints, on stderr and before the passes run, the
// pipeline as mlir-opt 22 does: every pass with all of MLIR's options for it
// (defaults included, sorted; an empty list option leaves a space), passes
// MLIR restricts to func.func nested, pipelines expanded to their passes.
// The CHECK lines are mlir-opt's output; the diff lines compare whole.
// RUN: strata opt %s --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --convert-to-llvm --finalize-memref-to-llvm --expand-strided-metadata --convert-spirv-to-llvm --reconcile-unrealized-casts --set-llvm-module-datalayout --test-llvm-legalize-patterns --convert-scf-to-cf --convert-vector-to-scf --convert-vector-to-llvm --convert-index-to-llvm --arith-expand --test-arith-emulate-wide-int --test-lower-to-llvm --generate-runtime-verification --one-shot-bufferize --buffer-deallocation-pipeline --canonicalize --cse --test-cf-assert --llvm-request-c-wrappers \
// RUN:   --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=ALL
// RUN: diff <(strata opt %s --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --convert-to-llvm --finalize-memref-to-llvm --expand-strided-metadata --convert-spirv-to-llvm --reconcile-unrealized-casts --set-llvm-module-datalayout --test-llvm-legalize-patterns --convert-scf-to-cf --convert-vector-to-scf --convert-vector-to-llvm --convert-index-to-llvm --arith-expand --test-arith-emulate-wide-int --test-lower-to-llvm --generate-runtime-verification --one-shot-bufferize --buffer-deallocation-pipeline --canonicalize --cse --test-cf-assert --llvm-request-c-wrappers \
// RUN:   --dump-pass-pipeline -o /dev/null 2>&1) <(mlir-opt %s --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --convert-to-llvm --finalize-memref-to-llvm --expand-strided-metadata --convert-spirv-to-llvm --reconcile-unrealized-casts --set-llvm-module-datalayout --test-llvm-legalize-patterns --convert-scf-to-cf --convert-vector-to-scf --convert-vector-to-llvm --convert-index-to-llvm --arith-expand --test-arith-emulate-wide-int --test-lower-to-llvm --generate-runtime-verification --one-shot-bufferize --buffer-deallocation-pipeline --canonicalize --cse --test-cf-assert --llvm-request-c-wrappers \
// RUN:   --dump-pass-pipeline -o /dev/null 2>&1)
// RUN: strata opt %s --convert-arith-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=0x10 --convert-to-llvm=allow-pattern-rollback=0 --finalize-memref-to-llvm=use-aligned-alloc --convert-spirv-to-llvm=client-api=OpenCL --set-llvm-module-datalayout=data-layout=e-i64:64 --test-llvm-legalize-patterns=allow-pattern-rollback=false --convert-vector-to-llvm=reassociate-fp-reductions --arith-expand=include-bf16=1 --test-arith-emulate-wide-int=widest-int-supported=16 --generate-runtime-verification=verbose-level=0 --one-shot-bufferize=bufferize-function-boundaries \
// RUN:   --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=OPTS
// RUN: diff <(strata opt %s --convert-arith-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=0x10 --convert-to-llvm=allow-pattern-rollback=0 --finalize-memref-to-llvm=use-aligned-alloc --convert-spirv-to-llvm=client-api=OpenCL --set-llvm-module-datalayout=data-layout=e-i64:64 --test-llvm-legalize-patterns=allow-pattern-rollback=false --convert-vector-to-llvm=reassociate-fp-reductions --arith-expand=include-bf16=1 --test-arith-emulate-wide-int=widest-int-supported=16 --generate-runtime-verification=verbose-level=0 --one-shot-bufferize=bufferize-function-boundaries \
// RUN:   --dump-pass-pipeline -o /dev/null 2>&1) <(mlir-opt %s --convert-arith-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=0x10 --convert-to-llvm=allow-pattern-rollback=0 --finalize-memref-to-llvm=use-aligned-alloc --convert-spirv-to-llvm=client-api=OpenCL --set-llvm-module-datalayout=data-layout=e-i64:64 --test-llvm-legalize-patterns=allow-pattern-rollback=false --convert-vector-to-llvm=reassociate-fp-reductions --arith-expand=include-bf16=1 --test-arith-emulate-wide-int=widest-int-supported=16 --generate-runtime-verification=verbose-level=0 --one-shot-bufferize=bufferize-function-boundaries \
// RUN:   --dump-pass-pipeline -o /dev/null 2>&1)
// RUN: strata opt %s --pass-pipeline='builtin.module(func.func(convert-arith-to-llvm{index-bitwidth=16},cse,llvm-request-c-wrappers),convert-func-to-llvm{use-bare-ptr-memref-call-conv=1},set-llvm-module-datalayout{data-layout=e},reconcile-unrealized-casts)' \
// RUN:   --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=NEST
// RUN: diff <(strata opt %s --pass-pipeline='builtin.module(func.func(convert-arith-to-llvm{index-bitwidth=16},cse,llvm-request-c-wrappers),convert-func-to-llvm{use-bare-ptr-memref-call-conv=1},set-llvm-module-datalayout{data-layout=e},reconcile-unrealized-casts)' --dump-pass-pipeline -o /dev/null 2>&1) \
// RUN:   <(mlir-opt %s --pass-pipeline='builtin.module(func.func(convert-arith-to-llvm{index-bitwidth=16},cse,llvm-request-c-wrappers),convert-func-to-llvm{use-bare-ptr-memref-call-conv=1},set-llvm-module-datalayout{data-layout=e},reconcile-unrealized-casts)' --dump-pass-pipeline -o /dev/null 2>&1)
// RUN: strata opt %s --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=EMPTY
// RUN: strata opt %s --pass-pipeline='builtin.module()' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=EMPTY
// RUN: strata opt %s --pass-pipeline='func.func(cse)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=ROOT
// RUN: strata opt %s --convert-to-llvm='filter-dialects=arith,cf' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=LIST
// RUN: strata opt %s --pass-pipeline='builtin.module(convert-to-llvm{filter-dialects={arith,cf}})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=LIST
// Without the flag, nothing is printed.
// RUN: strata opt %s --cse -o /dev/null 2>&1 | count 0

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// ALL:Pass Manager with 47 passes:
// ALL-NEXT:builtin.module(
// ALL-NEXT:  convert-arith-to-llvm{index-bitwidth=0},
// ALL-NEXT:  convert-func-to-llvm{index-bitwidth=0 use-bare-ptr-memref-call-conv=false},
// ALL-NEXT:  convert-cf-to-llvm{index-bitwidth=0},
// ALL-NEXT:  convert-to-llvm{allow-pattern-rollback=true dynamic=false },
// ALL-NEXT:  finalize-memref-to-llvm{index-bitwidth=0 use-aligned-alloc=false use-generic-functions=false},
// ALL-NEXT:  expand-strided-metadata,
// ALL-NEXT:  convert-spirv-to-llvm{client-api=Unknown},
// ALL-NEXT:  reconcile-unrealized-casts,
// ALL-NEXT:  set-llvm-module-datalayout{data-layout=},
// ALL-NEXT:  test-llvm-legalize-patterns{allow-pattern-rollback=true},
// ALL-NEXT:  convert-scf-to-cf{allow-pattern-rollback=true},
// ALL-NEXT:  convert-vector-to-scf{full-unroll=false lower-scalable=false lower-tensors=false target-rank=1},
// ALL-NEXT:  convert-vector-to-llvm{enable-amx=false enable-arm-bf16=false enable-arm-i8mm=false enable-arm-neon=false enable-arm-sve=false enable-x86vector=false force-32bit-vector-indices=true reassociate-fp-reductions=false use-vector-alignment=false vector-contract-lowering=dot vector-transpose-lowering=eltwise},
// ALL-NEXT:  convert-index-to-llvm{index-bitwidth=0},
// ALL-NEXT:  arith-expand{include-bf16=false include-f4e2m1=false include-f8e8m0=false},
// ALL-NEXT:  func.func(
// ALL-NEXT:    test-arith-emulate-wide-int{function-prefix=emulate_ widest-int-supported=32}
// ALL-NEXT:  ),
// ALL-NEXT:  func.func(
// ALL-NEXT:    convert-vector-to-scf{full-unroll=false lower-scalable=false lower-tensors=false target-rank=1}
// ALL-NEXT:  ),
// ALL-NEXT:  func.func(
// ALL-NEXT:    convert-linalg-to-loops
// ALL-NEXT:  ),
// ALL-NEXT:  lower-affine,
// ALL-NEXT:  convert-scf-to-cf{allow-pattern-rollback=true},
// ALL-NEXT:  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// ALL-NEXT:  cse,
// ALL-NEXT:  convert-vector-to-llvm{enable-amx=false enable-arm-bf16=false enable-arm-i8mm=false enable-arm-neon=false enable-arm-sve=false enable-x86vector=false force-32bit-vector-indices=true reassociate-fp-reductions=false use-vector-alignment=false vector-contract-lowering=dot vector-transpose-lowering=eltwise},
// ALL-NEXT:  func.func(
// ALL-NEXT:    convert-math-to-llvm{approximate-log1p=true}
// ALL-NEXT:  ),
// ALL-NEXT:  expand-strided-metadata,
// ALL-NEXT:  lower-affine,
// ALL-NEXT:  finalize-memref-to-llvm{index-bitwidth=0 use-aligned-alloc=false use-generic-functions=false},
// ALL-NEXT:  convert-func-to-llvm{index-bitwidth=0 use-bare-ptr-memref-call-conv=false},
// ALL-NEXT:  convert-arith-to-llvm{index-bitwidth=0},
// ALL-NEXT:  convert-cf-to-llvm{index-bitwidth=0},
// ALL-NEXT:  convert-index-to-llvm{index-bitwidth=0},
// ALL-NEXT:  convert-ub-to-llvm{index-bitwidth=0},
// ALL-NEXT:  reconcile-unrealized-casts,
// ALL-NEXT:  generate-runtime-verification{verbose-level=1},
// ALL-NEXT:  one-shot-bufferize{allow-return-allocs-from-loops=false allow-unknown-ops=false analysis-fuzzer-seed=0 analysis-heuristic=bottom-up buffer-alignment=64 bufferize-function-boundaries=false check-parallel-regions=true copy-before-write=false  dump-alias-sets=false function-boundary-type-conversion=infer-layout-map must-infer-memory-space=false  print-conflicts=false test-analysis-only=false unknown-type-conversion=fully-dynamic-layout-map use-encoding-for-memory-space=false},
// ALL-NEXT:  expand-realloc{emit-deallocs=false},
// ALL-NEXT:  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// ALL-NEXT:  ownership-based-buffer-deallocation{private-function-dynamic-ownership=false},
// ALL-NEXT:  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// ALL-NEXT:  buffer-deallocation-simplification,
// ALL-NEXT:  bufferization-lower-deallocations,
// ALL-NEXT:  cse,
// ALL-NEXT:  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// ALL-NEXT:  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// ALL-NEXT:  cse,
// ALL-NEXT:  test-cf-assert,
// ALL-NEXT:  func.func(
// ALL-NEXT:    llvm-request-c-wrappers
// ALL-NEXT:  )
// ALL-NEXT:)
// ALL-EMPTY:

// OPTS:Pass Manager with 12 passes:
// OPTS-NEXT:builtin.module(
// OPTS-NEXT:  convert-arith-to-llvm{index-bitwidth=32},
// OPTS-NEXT:  convert-func-to-llvm{index-bitwidth=16 use-bare-ptr-memref-call-conv=false},
// OPTS-NEXT:  convert-to-llvm{allow-pattern-rollback=false dynamic=false },
// OPTS-NEXT:  finalize-memref-to-llvm{index-bitwidth=0 use-aligned-alloc=true use-generic-functions=false},
// OPTS-NEXT:  convert-spirv-to-llvm{client-api=OpenCL},
// OPTS-NEXT:  set-llvm-module-datalayout{data-layout=e-i64:64},
// OPTS-NEXT:  test-llvm-legalize-patterns{allow-pattern-rollback=false},
// OPTS-NEXT:  convert-vector-to-llvm{enable-amx=false enable-arm-bf16=false enable-arm-i8mm=false enable-arm-neon=false enable-arm-sve=false enable-x86vector=false force-32bit-vector-indices=true reassociate-fp-reductions=true use-vector-alignment=false vector-contract-lowering=dot vector-transpose-lowering=eltwise},
// OPTS-NEXT:  arith-expand{include-bf16=true include-f4e2m1=false include-f8e8m0=false},
// OPTS-NEXT:  func.func(
// OPTS-NEXT:    test-arith-emulate-wide-int{function-prefix=emulate_ widest-int-supported=16}
// OPTS-NEXT:  ),
// OPTS-NEXT:  generate-runtime-verification{verbose-level=0},
// OPTS-NEXT:  one-shot-bufferize{allow-return-allocs-from-loops=false allow-unknown-ops=false analysis-fuzzer-seed=0 analysis-heuristic=bottom-up buffer-alignment=64 bufferize-function-boundaries=true check-parallel-regions=true copy-before-write=false  dump-alias-sets=false function-boundary-type-conversion=infer-layout-map must-infer-memory-space=false  print-conflicts=false test-analysis-only=false unknown-type-conversion=fully-dynamic-layout-map use-encoding-for-memory-space=false}
// OPTS-NEXT:)
// OPTS-EMPTY:

// NEST:Pass Manager with 4 passes:
// NEST-NEXT:builtin.module(
// NEST-NEXT:  func.func(
// NEST-NEXT:    convert-arith-to-llvm{index-bitwidth=16},
// NEST-NEXT:    cse,
// NEST-NEXT:    llvm-request-c-wrappers
// NEST-NEXT:  ),
// NEST-NEXT:  convert-func-to-llvm{index-bitwidth=0 use-bare-ptr-memref-call-conv=true},
// NEST-NEXT:  set-llvm-module-datalayout{data-layout=e},
// NEST-NEXT:  reconcile-unrealized-casts
// NEST-NEXT:)
// NEST-EMPTY:

// EMPTY:Pass Manager with 0 passes:
// EMPTY-NEXT:builtin.module(
// EMPTY-EMPTY:
// EMPTY-NEXT:)
// EMPTY-EMPTY:

// ROOT:Pass Manager with 1 passes:
// ROOT-NEXT:func.func(
// ROOT-NEXT:  cse
// ROOT-NEXT:)
// ROOT-EMPTY:

// LIST:Pass Manager with 1 passes:
// LIST-NEXT:builtin.module(
// LIST-NEXT:  convert-to-llvm{allow-pattern-rollback=true dynamic=false filter-dialects={arith,cf}}
// LIST-NEXT:)
// LIST-EMPTY:
