// RUN: strata opt %s --verify-diagnostics --split-input-file
// The fastmath diagnostics of fastmath-invalid.mlir as verifier annotations
// (mlir-opt 22 passes this file with --verify-diagnostics too).

func.func @f(%a: f32, %b: f32) -> f32 {
  // expected-error@+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %b fastmath<bogus> : f32
  return %0 : f32
}

// -----

func.func @g(%a: f32, %b: f32) -> f32 {
  // expected-error@+1 {{invalid properties {fastmath = 5 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 5 : i32}}
  %0 = "arith.addf"(%a, %b) <{fastmath = 5 : i32}> : (f32, f32) -> f32
  return %0 : f32
}

// -----

func.func @h(%a: f32) -> f32 {
  // expected-error@+2 {{custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'math.sqrt' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.sqrt %a fastmath<fast,bogus> : f32
  return %0 : f32
}

// -----

func.func @i(%a: f32, %b: f32) -> f32 {
  // expected-error@+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
  // expected-error@+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<bogus>} : f32
  return %0 : f32
}

// -----

func.func @j(%a: f32, %b: f32) -> f32 {
  // expected-error@+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %b) {fastmath = 5 : i32} : (f32, f32) -> f32
  return %0 : f32
}

// -----

func.func @k(%a: f32, %b: f32) -> f32 {
  // expected-error@+1 {{custom op 'llvm.fadd' 'llvm.fadd' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = llvm.fadd %a, %b {fastmathFlags = #arith.fastmath<fast>} : f32
  return %0 : f32
}
