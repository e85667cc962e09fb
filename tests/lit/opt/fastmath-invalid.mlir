// RUN: not strata opt %s --split-input-file 2>&1 >/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// Malformed fastmath (and overflow) flags, in the custom form and in the
// generic form's properties and attribute dictionary: mlir-opt 22's
// diagnostics, at parse time, with its locations (the CHECK lines at the
// end are mlir-opt's output for this file).

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addf %a, %b fastmath<bogus> : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addf %a, %b fastmath<nnan,bogus,ninf> : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addf %a, %b fastmath  <  bogus  > : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addf %a, %b fastmath<> : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addf %a, %b fastmath<1> : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addf %a, %b fastmath<fast,> : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addf %a, %b fastmath<"bo\"gus"> : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addf %a, %b fastmath<nnan.x> : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addf %a, %b fastmath<fast nnan> : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.cmpf oeq, %a, %b fastmath<bogus> : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.extf %a fastmath<bogus> : f32 to f64
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = math.absf %a fastmath<bogus> : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = math.sqrt %a fastmath<fast,bogus> : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addi %i, %i overflow<bogus> : i32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<nnan, bogus>} : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addf %a, %b {fastmath = #arith.fastmath<>} : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = math.isnan %a {fastmath = #arith.fastmath<bogus>} : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addf %a, %b {fastmath = #llvm.fastmath<fast>} : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = arith.addf %a, %b {fastmath = 1 : i32} : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = math.sqrt %a {fastmath = 3 : i32} : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = llvm.fadd %a, %b {fastmathFlags = #arith.fastmath<fast>} : f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "arith.addf"(%a, %b) <{fastmath = 5 : i32}> : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "arith.addf"(%a, %b) <{fastmath}> : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "arith.addf"(%a, %b) <{fastmath = "fast", foo = 1}> : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "arith.addf"(%a, %b) <{fastmath = #llvm.fastmath<fast>}> : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<bogus>}> : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<"x">}> : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "arith.addf"(%a, %c) <{fastmath = 5 : i32}> : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "arith.addf"(%a, %b) <{fastmath = 5 : i32}> {fastmath = 3 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "arith.cmpf"(%a, %b) <{fastmath = 5 : i32, predicate = 1 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "arith.extf"(%a) <{fastmath = 3 : i32}> : (f32) -> f64
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "math.sqrt"(%a) <{fastmath = 5 : i32}> : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "llvm.fadd"(%a, %b) <{fastmathFlags = #arith.fastmath<fast>}> : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "llvm.intr.sqrt"(%a) <{fastmathFlags = 3 : i32}> : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "arith.addf"(%a, %b) {fastmath = 5 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "arith.addf"(%a, %c) {fastmath = 3 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f32, %i: i32) {
  %0 = "llvm.fadd"(%a, %b) {fastmathFlags = 3 : i32} : (f32, f32) -> f32
  return
}

// Expected output, from mlir-opt 22:
// CHECK:{{.*}}fastmath-invalid.mlir:8:35: error: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<bogus> : f32
// CHECK-NEXT:                                  ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:8:40: error: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<bogus> : f32
// CHECK-NEXT:                                       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:15:35: error: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<nnan,bogus,ninf> : f32
// CHECK-NEXT:                                  ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:15:45: error: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<nnan,bogus,ninf> : f32
// CHECK-NEXT:                                            ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:22:39: error: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath  <  bogus  > : f32
// CHECK-NEXT:                                      ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:22:46: error: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath  <  bogus  > : f32
// CHECK-NEXT:                                             ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:29:35: error: custom op 'arith.addf' expected valid keyword or string
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<> : f32
// CHECK-NEXT:                                  ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:29:35: error: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<> : f32
// CHECK-NEXT:                                  ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:36:35: error: custom op 'arith.addf' expected valid keyword or string
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<1> : f32
// CHECK-NEXT:                                  ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:36:35: error: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<1> : f32
// CHECK-NEXT:                                  ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:43:40: error: custom op 'arith.addf' expected valid keyword or string
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<fast,> : f32
// CHECK-NEXT:                                       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:43:40: error: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<fast,> : f32
// CHECK-NEXT:                                       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:50:35: error: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<"bo\"gus"> : f32
// CHECK-NEXT:                                  ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:50:44: error: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<"bo\"gus"> : f32
// CHECK-NEXT:                                           ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:57:35: error: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<nnan.x> : f32
// CHECK-NEXT:                                  ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:57:41: error: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<nnan.x> : f32
// CHECK-NEXT:                                        ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:64:39: error: expected '>'
// CHECK-NEXT:  %0 = arith.addf %a, %b fastmath<fast nnan> : f32
// CHECK-NEXT:                                      ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:71:40: error: custom op 'arith.cmpf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT:  %0 = arith.cmpf oeq, %a, %b fastmath<bogus> : f32
// CHECK-NEXT:                                       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:71:45: error: custom op 'arith.cmpf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = arith.cmpf oeq, %a, %b fastmath<bogus> : f32
// CHECK-NEXT:                                            ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:78:31: error: custom op 'arith.extf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT:  %0 = arith.extf %a fastmath<bogus> : f32 to f64
// CHECK-NEXT:                              ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:78:36: error: custom op 'arith.extf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = arith.extf %a fastmath<bogus> : f32 to f64
// CHECK-NEXT:                                   ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:85:30: error: custom op 'math.absf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT:  %0 = math.absf %a fastmath<bogus> : f32
// CHECK-NEXT:                             ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:85:35: error: custom op 'math.absf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = math.absf %a fastmath<bogus> : f32
// CHECK-NEXT:                                  ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:92:30: error: custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT:  %0 = math.sqrt %a fastmath<fast,bogus> : f32
// CHECK-NEXT:                             ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:92:40: error: custom op 'math.sqrt' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = math.sqrt %a fastmath<fast,bogus> : f32
// CHECK-NEXT:                                       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:99:35: error: custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw
// CHECK-NEXT:  %0 = arith.addi %i, %i overflow<bogus> : i32
// CHECK-NEXT:                                  ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:99:40: error: custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`
// CHECK-NEXT:  %0 = arith.addi %i, %i overflow<bogus> : i32
// CHECK-NEXT:                                       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:106:57: error: expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast
// CHECK-NEXT:  %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<nnan, bogus>} : f32
// CHECK-NEXT:                                                        ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:106:68: error: failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`
// CHECK-NEXT:  %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<nnan, bogus>} : f32
// CHECK-NEXT:                                                                   ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:113:54: error: expected valid keyword or string
// CHECK-NEXT:  %0 = arith.addf %a, %b {fastmath = #arith.fastmath<>} : f32
// CHECK-NEXT:                                                     ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:113:54: error: failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = arith.addf %a, %b {fastmath = #arith.fastmath<>} : f32
// CHECK-NEXT:                                                     ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:120:50: error: expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT:  %0 = math.isnan %a {fastmath = #arith.fastmath<bogus>} : f32
// CHECK-NEXT:                                                 ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:120:55: error: failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = math.isnan %a {fastmath = #arith.fastmath<bogus>} : f32
// CHECK-NEXT:                                                      ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:127:26: error: custom op 'arith.addf' 'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags
// CHECK-NEXT:  %0 = arith.addf %a, %b {fastmath = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:                         ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:134:26: error: custom op 'arith.addf' 'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags
// CHECK-NEXT:  %0 = arith.addf %a, %b {fastmath = 1 : i32} : f32
// CHECK-NEXT:                         ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:141:21: error: custom op 'math.sqrt' 'math.sqrt' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags
// CHECK-NEXT:  %0 = math.sqrt %a {fastmath = 3 : i32} : f32
// CHECK-NEXT:                    ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:148:25: error: custom op 'llvm.fadd' 'llvm.fadd' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags
// CHECK-NEXT:  %0 = llvm.fadd %a, %b {fastmathFlags = #arith.fastmath<fast>} : f32
// CHECK-NEXT:                        ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:155:8: error: invalid properties {fastmath = 5 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 5 : i32
// CHECK-NEXT:  %0 = "arith.addf"(%a, %b) <{fastmath = 5 : i32}> : (f32, f32) -> f32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:162:8: error: invalid properties {fastmath} for op arith.addf: Invalid attribute `fastmath` in property conversion: unit
// CHECK-NEXT:  %0 = "arith.addf"(%a, %b) <{fastmath}> : (f32, f32) -> f32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:169:8: error: invalid properties {fastmath = "fast", foo = 1 : i64} for op arith.addf: Invalid attribute `fastmath` in property conversion: "fast"
// CHECK-NEXT:  %0 = "arith.addf"(%a, %b) <{fastmath = "fast", foo = 1}> : (f32, f32) -> f32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:176:8: error: invalid properties {fastmath = #llvm.fastmath<fast>} for op arith.addf: Invalid attribute `fastmath` in property conversion: #llvm.fastmath<fast>
// CHECK-NEXT:  %0 = "arith.addf"(%a, %b) <{fastmath = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:183:58: error: expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT:  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<bogus>}> : (f32, f32) -> f32
// CHECK-NEXT:                                                         ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:183:63: error: failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<bogus>}> : (f32, f32) -> f32
// CHECK-NEXT:                                                              ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:190:58: error: expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT:  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<"x">}> : (f32, f32) -> f32
// CHECK-NEXT:                                                         ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:190:61: error: failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
// CHECK-NEXT:  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<"x">}> : (f32, f32) -> f32
// CHECK-NEXT:                                                            ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:197:8: error: invalid properties {fastmath = 5 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 5 : i32
// CHECK-NEXT:  %0 = "arith.addf"(%a, %c) <{fastmath = 5 : i32}> : (f32, f32) -> f32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:204:8: error: invalid properties {fastmath = 5 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 5 : i32
// CHECK-NEXT:  %0 = "arith.addf"(%a, %b) <{fastmath = 5 : i32}> {fastmath = 3 : i32} : (f32, f32) -> f32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:211:8: error: invalid properties {fastmath = 5 : i32, predicate = 1 : i64} for op arith.cmpf: Invalid attribute `fastmath` in property conversion: 5 : i32
// CHECK-NEXT:  %0 = "arith.cmpf"(%a, %b) <{fastmath = 5 : i32, predicate = 1 : i64}> : (f32, f32) -> i1
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:218:8: error: invalid properties {fastmath = 3 : i32} for op arith.extf: Invalid attribute `fastmath` in property conversion: 3 : i32
// CHECK-NEXT:  %0 = "arith.extf"(%a) <{fastmath = 3 : i32}> : (f32) -> f64
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:225:8: error: invalid properties {fastmath = 5 : i32} for op math.sqrt: Invalid attribute `fastmath` in property conversion: 5 : i32
// CHECK-NEXT:  %0 = "math.sqrt"(%a) <{fastmath = 5 : i32}> : (f32) -> f32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:232:8: error: invalid properties {fastmathFlags = #arith.fastmath<fast>} for op llvm.fadd: Invalid attribute `fastmathFlags` in property conversion: #arith.fastmath<fast>
// CHECK-NEXT:  %0 = "llvm.fadd"(%a, %b) <{fastmathFlags = #arith.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:239:8: error: invalid properties {fastmathFlags = 3 : i32} for op llvm.intr.sqrt: Invalid attribute `fastmathFlags` in property conversion: 3 : i32
// CHECK-NEXT:  %0 = "llvm.intr.sqrt"(%a) <{fastmathFlags = 3 : i32}> : (f32) -> f32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:246:8: error: 'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags
// CHECK-NEXT:  %0 = "arith.addf"(%a, %b) {fastmath = 5 : i32} : (f32, f32) -> f32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:253:8: error: 'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags
// CHECK-NEXT:  %0 = "arith.addf"(%a, %c) {fastmath = 3 : i32} : (f32, f32) -> f32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}fastmath-invalid.mlir:260:8: error: 'llvm.fadd' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags
// CHECK-NEXT:  %0 = "llvm.fadd"(%a, %b) {fastmathFlags = 3 : i32} : (f32, f32) -> f32
// CHECK-NEXT:       ^
