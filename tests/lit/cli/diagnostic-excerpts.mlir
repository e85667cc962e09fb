// RUN: not strata opt --split-input-file -o /dev/null < %s 2>&1 | FileCheck %s
// Under a diagnostic mlir-opt 22 shows the line its location points at and
// a caret under the column, and never underlines: locations with a range
// (`to :C` or `to L:C`) show the caret at their start alone. A column just
// past the line's end gets a caret there; one further, or column 0, shows
// no line; a line with a non-ASCII byte is shown without a caret.

%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc("<stdin>":8:6 to :22)

// -----

%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc("<stdin>":12:3 to 13:5)

// -----

%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc("<stdin>":16:77)

// -----

%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc("<stdin>":20:78)

// -----

%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 loc("<stdin>":24:0)

// -----

%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 // é

// -----

	%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32 // tab

// CHECK: {{^<stdin>:8:6: error: 'arith\.constant' op failed to verify that all of [{]value, result[}] have same type$}}
// CHECK-NEXT: {{^%0 = "arith\.constant"\(\) <[{]value = 1 : i64[}]> : \(\) -> i32 loc\("<stdin>":8:6 to :22\)$}}
// CHECK-NEXT: {{^     \^$}}
// CHECK-NEXT: {{^<stdin>:8:6: note: see current operation: %0 = "arith\.constant"\(\) <[{]value = 1 : i64[}]> : \(\) -> i32$}}
// CHECK-NEXT: {{^<stdin>:12:3: error: 'arith\.constant' op failed to verify that all of [{]value, result[}] have same type$}}
// CHECK-NEXT: {{^%0 = "arith\.constant"\(\) <[{]value = 1 : i64[}]> : \(\) -> i32 loc\("<stdin>":12:3 to 13:5\)$}}
// CHECK-NEXT: {{^  \^$}}
// CHECK-NEXT: {{^<stdin>:12:3: note: see current operation: %0 = "arith\.constant"\(\) <[{]value = 1 : i64[}]> : \(\) -> i32$}}
// CHECK-NEXT: {{^<stdin>:16:77: error: 'arith\.constant' op failed to verify that all of [{]value, result[}] have same type$}}
// CHECK-NEXT: {{^%0 = "arith\.constant"\(\) <[{]value = 1 : i64[}]> : \(\) -> i32 loc\("<stdin>":16:77\)$}}
// CHECK-NEXT: {{^                                                                            \^$}}
// CHECK-NEXT: {{^<stdin>:16:77: note: see current operation: %0 = "arith\.constant"\(\) <[{]value = 1 : i64[}]> : \(\) -> i32$}}
// CHECK-NEXT: {{^<stdin>:20:78: error: 'arith\.constant' op failed to verify that all of [{]value, result[}] have same type$}}
// CHECK-NEXT: {{^<stdin>:20:78: note: see current operation: %0 = "arith\.constant"\(\) <[{]value = 1 : i64[}]> : \(\) -> i32$}}
// CHECK-NEXT: {{^<stdin>:24:0: error: 'arith\.constant' op failed to verify that all of [{]value, result[}] have same type$}}
// CHECK-NEXT: {{^<stdin>:24:0: note: see current operation: %0 = "arith\.constant"\(\) <[{]value = 1 : i64[}]> : \(\) -> i32$}}
// CHECK-NEXT: {{^<stdin>:28:6: error: 'arith\.constant' op failed to verify that all of [{]value, result[}] have same type$}}
// CHECK-NEXT: {{^%0 = "arith\.constant"\(\) <[{]value = 1 : i64[}]> : \(\) -> i32 // é$}}
// CHECK-NEXT: {{^<stdin>:28:6: note: see current operation: %0 = "arith\.constant"\(\) <[{]value = 1 : i64[}]> : \(\) -> i32$}}
// CHECK-NEXT: {{^<stdin>:32:7: error: 'arith\.constant' op failed to verify that all of [{]value, result[}] have same type$}}
// CHECK-NEXT: {{^        %0 = "arith\.constant"\(\) <[{]value = 1 : i64[}]> : \(\) -> i32 // tab$}}
// CHECK-NEXT: {{^             \^$}}
// CHECK-NEXT: {{^<stdin>:32:7: note: see current operation: %0 = "arith\.constant"\(\) <[{]value = 1 : i64[}]> : \(\) -> i32$}}
