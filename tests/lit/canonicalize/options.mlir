// canonicalize takes mlir-opt's options: they parse, print in the pipeline
// dump as mlir-opt 22 prints them (empty pattern lists as nothing, so as
// an extra space), and bad values are refused with llvm::cl's messages.
// test-convergence fails the pass when an iteration limit stops it early
// (mlir-opt exits 1 silently; Strata says why).
// RUN: strata opt %s --canonicalize --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: strata opt %s --canonicalize="max-iterations=-1 top-down=0 enable-patterns=a,b region-simplify=aggressive" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SET
// RUN: strata opt %s --pass-pipeline="builtin.module(func.func(canonicalize{max-num-rewrites=0 test-convergence}))" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not strata opt %s --canonicalize="max-iterations=x" 2>&1 | FileCheck %s --check-prefix=BADLONG
// RUN: not strata opt %s --canonicalize="region-simplify=foo" 2>&1 | FileCheck %s --check-prefix=BADLEVEL
// RUN: not strata opt %s --canonicalize="max-iterations=1 test-convergence" 2>&1 | FileCheck %s --check-prefix=DIVERGE
// RUN: strata opt %s --canonicalize="max-iterations=1" | FileCheck %s --check-prefix=ONE
// RUN: strata opt %s --canonicalize="test-convergence" | FileCheck %s --check-prefix=FULL

// DEFAULT: canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// SET: canonicalize{ enable-patterns={a,b} max-iterations=-1 max-num-rewrites=-1 region-simplify=aggressive test-convergence=false top-down=false}
// NESTED:      func.func(
// NESTED-NEXT:   canonicalize{  max-iterations=10 max-num-rewrites=0 region-simplify=normal test-convergence=true top-down=true}
// BADLONG: for the --max-iterations option: 'x' value invalid for long argument!
// BADLEVEL: for the --region-simplify option: Cannot find option named 'foo'!
// DIVERGE: canonicalize did not converge within 1 iterations

// One iteration folds, but the folded constant is hoisted only by the next.
// ONE-LABEL: func.func @f(%arg0: i32) -> i32 {
// ONE-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// ONE-NEXT:    %c3_i32 = arith.constant 3 : i32
// ONE-NEXT:    %1 = arith.muli %0, %c3_i32 : i32
// FULL-LABEL: func.func @f(%arg0: i32) -> i32 {
// FULL-NEXT:    %c3_i32 = arith.constant 3 : i32
// FULL-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// FULL-NEXT:    %1 = arith.muli %0, %c3_i32 : i32
func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %m = arith.muli %x, %s : i32
  return %m : i32
}
