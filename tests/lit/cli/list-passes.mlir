// --list-passes lists Strata's passes (not MLIR's pipelines, which
// mlir-opt 22 leaves out too) sorted by name, with Strata's descriptions
// and the options Strata takes, in mlir-opt's layout (llvm::cl's help,
// the descriptions aligned after the widest option), and exits 0.
// RUN: strata opt --list-passes | FileCheck %s --strict-whitespace --match-full-lines
// Every option line, spaces squeezed, is one of mlir-opt's; every pass is
// one of mlir-opt's passes.
// RUN: strata opt --list-passes | grep '^    ' | sed 's/  */ /g' > %t.strata
// RUN: mlir-opt --list-passes | sed 's/  */ /g' > %t.mlir
// RUN: not grep -vxFf %t.mlir %t.strata
// RUN: strata opt --list-passes | grep '^  --' | cut -d' ' -f3 > %t.names
// RUN: mlir-opt --list-passes | grep '^  --' | cut -d' ' -f3 > %t.mlir-names
// RUN: not grep -vxFf %t.mlir-names %t.names
// RUN: strata opt --list-passes | grep -c '^  --' | FileCheck %s --check-prefix=COUNT
// COUNT:27

// CHECK:Passes:
// CHECK-NEXT:  --arith-expand                                    -   arith ops without an LLVM counterpart to simpler arith ops
// CHECK-NEXT:    --include-bf16                                  - Enable the BF16 expansion patterns
// CHECK:  --convert-func-to-llvm                            -   func ops and signatures to the LLVM dialect (memref calling convention, C wrappers)
// CHECK-NEXT:    --index-bitwidth=<uint>                         - Bitwidth of the index type, 0 to use size of machine word
// CHECK-NEXT:    --use-bare-ptr-memref-call-conv                 - Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types
// CHECK:  --convert-math-to-llvm                            -   math ops to LLVM intrinsics (expm1, log1p and rsqrt expanded)
// CHECK-NEXT:    --approximate-log1p                             - Enable approximation of Log1p.
// CHECK:  --convert-spirv-to-llvm                           -   spirv ops, types and modules to the LLVM dialect
// CHECK-NEXT:    --client-api=<value>                            - Derive StorageClass to address space mapping from the client API
// CHECK-NEXT:    =Unknown                                      -   Unknown (default)
// CHECK-NEXT:    =Metal                                        -   Metal
// CHECK-NEXT:    =OpenCL                                       -   OpenCL
// CHECK-NEXT:    =Vulkan                                       -   Vulkan
// CHECK-NEXT:    =WebGPU                                       -   WebGPU
// CHECK:  --one-shot-bufferize                              -   tensors to memrefs (the tensor ops Strata models)
// CHECK-NEXT:    --bufferize-function-boundaries                 - Bufferize function boundaries (experimental).
// CHECK-NEXT:    --function-boundary-type-conversion=<value>     - Controls layout maps when bufferizing function signatures.
// CHECK-NEXT:    =infer-layout-map
// CHECK-NEXT:    =identity-layout-map
// CHECK-NEXT:    =fully-dynamic-layout-map
// CHECK-NOT:--test-lower-to-llvm

// The flags are in `strata opt --help`.
// RUN: strata opt --help | FileCheck %s --check-prefix=HELP
// HELP: --dump-pass-pipeline
// HELP: --mlir-pass-statistics
// HELP: --mlir-pass-statistics-display=<list|pipeline>
// HELP: --list-passes
