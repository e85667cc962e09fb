// RUN: not strata opt %s --no-implicit-module 2>&1 | FileCheck %s
// RUN: not strata opt %s --no-implicit-module --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=SPLIT
// RUN: not strata opt %s --no-implicit-module --split-input-file 2>/dev/null | FileCheck %s --check-prefix=OUT
// Several top-level ops, or none, are an error of the file (or chunk) at
// its start, as mlir-opt reports it: `file:0:0` for the first chunk (no
// source line), the end of the split marker for the others; exit status 1.

func.func private @a()
func.func private @b()

// -----

// Only comments in this chunk.

// -----

func.func private @c()

// CHECK: {{^}}{{.*}}no-implicit-module-errors.mlir:0:0: error: source must contain a single top-level operation, found: 3

// SPLIT:      {{^}}{{.*}}no-implicit-module-errors.mlir:0:0: error: source must contain a single top-level operation, found: 2
// SPLIT-NEXT: {{^}}{{.*}}no-implicit-module-errors.mlir:11:9: error: source must contain a single top-level operation, found: 0
// SPLIT-NEXT: {{^}}{{/}}/ -----
// SPLIT-NEXT: {{^}}        ^

// OUT:      {{^}}{{/}}/ -----
// OUT-NEXT: {{^}}{{/}}/ -----
// OUT-NEXT: {{^}}func.func private @c()
// OUT-EMPTY:
