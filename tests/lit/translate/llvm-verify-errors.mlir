// RUN: strata translate -mlir-to-llvmir -split-input-file -verify-diagnostics %s
// Verifier and translation errors of the LLVM dialect, as mlir-translate 22
// reports them.

llvm.func @f(%a : i64) -> i64 {
  // expected-error @below {{'llvm.intr.sqrt' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i64'}}
  %0 = "llvm.intr.sqrt"(%a) : (i64) -> i64
  llvm.return %0 : i64
}

// -----

llvm.func @f(%a : vector<4xf32>) -> i32 {
  // expected-error @below {{'llvm.intr.fshl' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %0 = "llvm.intr.fshl"(%a, %a, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @f(%p : !llvm.ptr, %v : i16, %n : i32) {
  // expected-error @below {{'llvm.intr.memset.inline' op operand #1 must be 8-bit signless integer, but got 'i16'}}
  "llvm.intr.memset.inline"(%p, %v) <{isVolatile = false, len = 4 : i32}> : (!llvm.ptr, i16) -> ()
  llvm.return
}

// -----

llvm.func @f(%v : vector<4xi32>) -> i64 {
  // expected-error @below {{'llvm.intr.vector.reduce.xor' op requires the same element type for all operands and results}}
  %0 = "llvm.intr.vector.reduce.xor"(%v) : (vector<4xi32>) -> i64
  llvm.return %0 : i64
}

// -----

llvm.func @f(%m : vector<4xf32>) -> f32 {
  // expected-error @below {{custom op 'llvm.intr.matrix.transpose' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.intr.matrix.transpose %m {rows = 2: i32, columns = 2: i32} : vector<4xf32> into f32
  llvm.return %0 : f32
}

// -----

llvm.func @f(%ptrs : vector<4x!llvm.ptr>, %m : vector<[4]xi1>, %v : vector<[4]xf32>) {
  // expected-error @below {{'llvm.intr.masked.scatter' op expected operand #2 type to be 'vector<[4]x!llvm.ptr>'}}
  llvm.intr.masked.scatter %v, %ptrs, %m { alignment = 4: i32} : vector<[4]xf32>, vector<[4]xi1> into vector<4x!llvm.ptr>
  llvm.return
}

// -----

// expected-error @below {{LLVM attribute 'noinline' does not expect a value, found '1'}}
llvm.func @f() attributes {passthrough = [["noinline", "1"]]}

// -----

// expected-error @below {{LLVM attribute 'uwtable' expects a value}}
llvm.func @f() attributes {passthrough = ["uwtable"]}

// -----

// expected-error @below {{expected arrays within 'passthrough' to contain two strings}}
llvm.func @f() attributes {passthrough = [["a", 1]]}

// -----

// expected-error @below {{target features must start with '+' or '-'}}
llvm.func @f() attributes {target_features = #llvm.target_features<["+a", "b"]>} {
  llvm.return
}

// -----

llvm.comdat @c1 {
  llvm.comdat_selector @s any
}
llvm.comdat @c2 {
  llvm.comdat_selector @t any
  // expected-error @below {{comdat selection symbols must be unique even in different comdat regions}}
  llvm.comdat_selector @s any
}

// -----

llvm.func @f() {
  // expected-error @below {{'llvm.linker_options' op must appear at the module level}}
  llvm.linker_options ["x"]
}

// -----

// expected-error @below {{'llvm.module_flags' op expected a module flag attribute}}
llvm.module_flags [#llvm.mlir.module_flag<error, "a", 1>, "b"]

// -----

llvm.func extern_weak @w()
llvm.func @f() {
  // expected-error @below {{'llvm.dso_local_equivalent' op target function with 'extern_weak' linkage not allowed}}
  %0 = llvm.dso_local_equivalent @w : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global external @g() : !llvm.ptr
llvm.func @f() {
  // expected-error @below {{'llvm.dso_local_equivalent' op must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'}}
  %0 = llvm.dso_local_equivalent @g : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%c : i1) {
  // expected-error @below {{expects number of branch weights to match number of successors: 3 vs 2}}
  llvm.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  llvm.return
}
