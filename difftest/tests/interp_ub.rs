//! Undefined behaviour and limits are outcomes, not crashes.

use strata_difftest::interp::{run_function, Interpreter, LimitKind, Limits, Outcome};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;

fn run(src: &str) -> Outcome {
    let ctx = Context::new();
    let m = parse_module(&ctx, "test.mlir", src, &ParseOptions::default())
        .unwrap_or_else(|d| panic!("{d}"));
    run_function(&ctx, &m, "main", &[])
}

fn ub(src: &str) -> (String, String) {
    match run(src) {
        Outcome::Ub { op, reason } => (op, reason),
        other => panic!("expected UB, got {other}"),
    }
}

#[test]
fn odd_width_arithmetic_wraps() {
    let out = run(r#"
func.func @main() -> i64 {
  %a = arith.constant 5 : i3
  %b = arith.constant 6 : i3
  %s = arith.addi %a, %b : i3
  %m = arith.muli %s, %b : i3
  %e = arith.extsi %m : i3 to i64
  return %e : i64
}"#);
    // 5 + 6 = 11 = 3 (mod 8); 3 * 6 = 18 = 2 (mod 8).
    assert_eq!(out.checksum(), Some(2));
}

#[test]
fn division_by_zero_and_overflow_are_ub() {
    let (op, reason) = ub(r#"
func.func @main() -> i64 {
  %a = arith.constant 5 : i64
  %z = arith.constant 0 : i64
  %d = arith.divsi %a, %z : i64
  return %d : i64
}"#);
    assert_eq!(
        (op.as_str(), reason.as_str()),
        ("arith.divsi", "division by zero")
    );
    let (_, reason) = ub(r#"
func.func @main() -> i64 {
  %a = arith.constant -16 : i5
  %m = arith.constant -1 : i5
  %d = arith.divsi %a, %m : i5
  %e = arith.extsi %d : i5 to i64
  return %e : i64
}"#);
    assert_eq!(reason, "signed division overflow");
}

#[test]
fn poison_observed_by_branch_or_return_is_ub() {
    let (op, reason) = ub(r#"
func.func @main() -> i64 {
  %a = arith.constant 1 : i8
  %s = arith.constant 9 : i8
  %p = arith.shli %a, %s : i8
  %e = arith.extsi %p : i8 to i64
  return %e : i64
}"#);
    assert_eq!(
        (op.as_str(), reason.as_str()),
        ("func.return", "poison returned")
    );
    let (op, _) = ub(r#"
func.func @main() -> i64 {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %p = arith.addi %a, %b overflow<nsw> : i8
  %z = arith.constant 0 : i8
  %c = arith.cmpi eq, %p, %z : i8
  %r = arith.constant 0 : i64
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return %r : i64
}"#);
    assert_eq!(op, "cf.cond_br");
}

const MEMREF_PRELUDE: &str = r#"
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %v = arith.constant 3 : i64
  %m = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi64>
"#;

#[test]
fn memref_out_of_bounds_uninitialised_and_use_after_free() {
    let (op, reason) = ub(&format!(
        "{MEMREF_PRELUDE}  \"memref.store\"(%v, %m, %c4) : (i64, memref<4xi64>, index) -> ()\n  return %v : i64\n}}"
    ));
    assert_eq!(
        (op.as_str(), reason.as_str()),
        ("memref.store", "out-of-bounds memref access")
    );
    let (op, reason) = ub(&format!(
        "{MEMREF_PRELUDE}  %x = \"memref.load\"(%m, %c0) : (memref<4xi64>, index) -> i64\n  return %x : i64\n}}"
    ));
    assert_eq!(
        (op.as_str(), reason.as_str()),
        ("memref.load", "load of uninitialised memory")
    );
    let (_, reason) = ub(&format!(
        "{MEMREF_PRELUDE}  \"memref.store\"(%v, %m, %c0) : (i64, memref<4xi64>, index) -> ()\n  \"memref.dealloc\"(%m) : (memref<4xi64>) -> ()\n  %x = \"memref.load\"(%m, %c0) : (memref<4xi64>, index) -> i64\n  return %x : i64\n}}"
    ));
    assert_eq!(reason, "use after free");
    let (op, reason) = ub(&format!(
        "{MEMREF_PRELUDE}  \"memref.dealloc\"(%m) : (memref<4xi64>) -> ()\n  \"memref.dealloc\"(%m) : (memref<4xi64>) -> ()\n  return %v : i64\n}}"
    ));
    assert_eq!(
        (op.as_str(), reason.as_str()),
        ("memref.dealloc", "double free")
    );
}

#[test]
fn llvm_pointer_accesses_are_bounds_checked() {
    let (op, reason) = ub(r#"
"llvm.func"() <{function_type = !llvm.func<ptr (i64)>, sym_name = "malloc"}> ({
}) : () -> ()
"llvm.func"() <{function_type = !llvm.func<i64 ()>, sym_name = "main"}> ({
  %n = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
  %p = "llvm.call"(%n) <{callee = @malloc, operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i64) -> !llvm.ptr
  %i = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
  %q = "llvm.getelementptr"(%p, %i) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
  "llvm.store"(%n, %q) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
  "llvm.return"(%n) : (i64) -> ()
}) : () -> ()
"#);
    assert_eq!(
        (op.as_str(), reason.as_str()),
        ("llvm.store", "out-of-bounds access")
    );
}

#[test]
fn unbounded_recursion_hits_the_depth_limit() {
    let src = r#"
func.func @down(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %m = arith.addi %n, %one : i64
  %r = call @down(%m) : (i64) -> i64
  return %r : i64
}
func.func @main() -> i64 {
  %z = arith.constant 0 : i64
  %r = call @down(%z) : (i64) -> i64
  return %r : i64
}"#;
    assert_eq!(run(src), Outcome::Limit(LimitKind::CallDepth));
    // A tighter step limit stops it first.
    let ctx = Context::new();
    let m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).unwrap();
    let limits = Limits {
        max_steps: 50,
        ..Limits::default()
    };
    assert_eq!(
        Interpreter::new(&ctx, &m, limits).run("main", &[]),
        Outcome::Limit(LimitKind::Steps)
    );
}

#[test]
fn infinite_loop_hits_the_step_limit() {
    let out = run(r#"
func.func @main() -> i64 {
  %z = arith.constant 0 : i64
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}"#);
    assert_eq!(out, Outcome::Limit(LimitKind::Steps));
}

#[test]
fn bounded_recursion_computes_factorial() {
    let out = run(r#"
func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %z = arith.cmpi sle, %n, %c0 : i64
  cf.cond_br %z, ^base, ^step
^base:
  return %c1 : i64
^step:
  %m = arith.subi %n, %c1 : i64
  %r = call @fact(%m) : (i64) -> i64
  %s = arith.muli %r, %n : i64
  return %s : i64
}
func.func @main() -> i64 {
  %c = arith.constant 20 : i64
  %r = call @fact(%c) : (i64) -> i64
  return %r : i64
}"#);
    assert_eq!(out.checksum(), Some(2_432_902_008_176_640_000));
}
