// RUN: strata opt %s --split-input-file --verify-diagnostics
// llvm.mlir.global's symbol-table parent and element type checks, and the
// structor lists' keyword errors, with mlir-opt 22's messages.

func.func @foo() {
  // expected-error @+1 {{symbol's parent must have the SymbolTable trait}}
  llvm.mlir.global internal @bar(42) : i32
  return
}

// -----

// expected-error @+1 {{expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal constant @constant(37.0) : !llvm.label

// -----

// expected-error @+1 {{expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @tok() : !llvm.token

// -----

// Nested modules are symbol tables.
module {
  llvm.mlir.global internal @ok(42) : i32
}

// -----

llvm.func @ctor() {
  llvm.return
}

// expected-error@+1{{custom op 'llvm.mlir.global_ctors' expected 'ctors'}}
llvm.mlir.global_ctors { ctors = [@ctor], priorities = [0 : i32]}

// -----

llvm.func @dtor() {
  llvm.return
}

// expected-error@+1{{custom op 'llvm.mlir.global_dtors' expected 'dtors'}}
llvm.mlir.global_dtors { dtors = [@dtor], priorities = [0 : i32]}
