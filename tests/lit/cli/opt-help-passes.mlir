// `strata opt --help` lists every pass with its options.
// RUN: strata opt --help | FileCheck %s
// CHECK: PASSES:
// CHECK: --convert-func-to-llvm func ops and signatures
// CHECK-NEXT: use-bare-ptr-memref-call-conv=<value>
// CHECK-NEXT: index-bitwidth=<value>
// CHECK: --generate-runtime-verification
// CHECK-NEXT: verbose-level=<value>
// CHECK: --one-shot-bufferize
// CHECK-NEXT: bufferize-function-boundaries=<value>
// CHECK-NEXT: function-boundary-type-conversion=<value>
// CHECK: --test-cf-assert
