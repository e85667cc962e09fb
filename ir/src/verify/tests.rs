//! The fast pass never changes what the verifier reports: each case gives
//! the same result with and without it (and the expected one), and so does
//! every chunk of the lit tests.

use super::{verify_module, verify_module_full};
use crate::syntax::{parse_module, ParseOptions};
use crate::Context;

/// Verifies `src` both ways; asserts they agree and returns the messages.
fn check(src: &str) -> Result<(), Vec<String>> {
    let ctx = Context::new();
    let m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default())
        .unwrap_or_else(|e| panic!("parse failed: {e}\n{src}"));
    let fast = verify_module(&ctx, &m);
    assert_eq!(fast, verify_module_full(&ctx, &m), "{src}");
    fast.map_err(|errs| errs.iter().map(|d| d.to_string()).collect())
}

fn assert_error(src: &str, want: &str) {
    let errs = check(src).expect_err("should fail");
    assert!(errs[0].contains(want), "{errs:?}");
}

#[test]
fn loop_in_blocks_verifies() {
    // The corpora's shape: uses from the entry block, from the header's
    // arguments in its single-predecessor successors.
    check(
        "func.func @f(%a: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  cf.br ^bb1(%c0, %a : index, i64)
^bb1(%i: index, %x: i64):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %xi = arith.index_cast %i : index to i64
  %y = arith.addi %x, %xi : i64
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next, %y : index, i64)
^bb3:
  return %x : i64
}",
    )
    .unwrap();
}

#[test]
fn use_before_def_in_one_block() {
    assert_error(
        "func.func @f() -> i32 {
  %a = arith.addi %b, %b : i32
  %b = arith.constant 1 : i32
  return %a : i32
}",
        "operand #0 does not dominate this use",
    );
}

#[test]
fn use_before_def_across_nested_regions() {
    assert_error(
        "func.func @f(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %b : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  %b = arith.constant 1 : i32
  return %r : i32
}",
        "operand #0 does not dominate this use",
    );
}

#[test]
fn nested_use_of_outer_values_verifies() {
    check(
        "func.func @f(%c: i1, %a: i32) -> i32 {
  %b = arith.constant 1 : i32
  %r = scf.if %c -> (i32) {
    %s = scf.if %c -> (i32) {
      %t = arith.addi %a, %b : i32
      scf.yield %t : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}",
    )
    .unwrap();
}

#[test]
fn result_used_in_its_own_region() {
    assert_error(
        "func.func @f(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %r : i32
  } else {
    scf.yield %r : i32
  }
  return %r : i32
}",
        "operand #0 does not dominate this use",
    );
}

#[test]
fn result_used_by_its_own_op() {
    assert_error(
        "func.func @f() -> i64 {
  %x = arith.addi %x, %x : i64
  return %x : i64
}",
        "operand #0 does not dominate this use",
    );
}

#[test]
fn def_not_dominating_a_join() {
    assert_error(
        "func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %x = arith.constant 1 : i32
  cf.br ^b
^b:
  return %x : i32
}",
        "operand #0 does not dominate this use",
    );
}

#[test]
fn def_dominating_a_join_verifies() {
    // The join has two predecessors: the fast pass cannot prove it, the
    // full check accepts it.
    check(
        "func.func @f(%c: i1) -> i32 {
  cf.br ^h
^h:
  %x = arith.constant 1 : i32
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^j
^b:
  cf.br ^j
^j:
  return %x : i32
}",
    )
    .unwrap();
}

#[test]
fn use_in_unreachable_block_verifies() {
    check(
        "func.func @f() -> i32 {
  %x = arith.constant 1 : i32
  return %x : i32
^dead:
  %y = arith.addi %z, %z : i32
  %z = arith.constant 2 : i32
  return %y : i32
}",
    )
    .unwrap();
}

#[test]
fn later_block_defines_earlier_blocks_use() {
    // Blocks out of dominance order: valid, though the definition is seen
    // after the use.
    check(
        "func.func @f() -> i32 {
  cf.br ^def
^use:
  return %x : i32
^def:
  %x = arith.constant 1 : i32
  cf.br ^use
}",
    )
    .unwrap();
}

#[test]
fn graph_region_forward_use_verifies() {
    // An unregistered op's region is a graph region: uses may precede
    // definitions (the fast pass cannot tell; the full checks accept it).
    check(
        "func.func @f() {
  \"test.graph\"() ({
    %a = \"test.use\"(%b) : (i32) -> i32
    %b = \"test.def\"() : () -> i32
  }) : () -> ()
  return
}",
    )
    .unwrap();
}

#[test]
fn structural_errors_agree() {
    assert_error(
        "func.func @f() -> i32 {
  %x = arith.constant 1 : i32
  cf.br ^b(%x : i32)
^b:
  return %x : i32
}",
        "branch has 1 operands for successor #0, but target block has 0",
    );
    assert_error(
        "func.func @f() {
  %x = arith.constant 1 : i32
}",
        "block with no terminator",
    );
    assert_error(
        "func.func @f() -> i32 {
  %x = arith.addi %y, %y : i64
  %y = arith.constant 1 : i64
  return %x : i64
}",
        "type of return operand 0 ('i64') doesn't match function result type",
    );
}

/// Every chunk of every lit test that parses verifies the same both ways.
#[test]
fn lit_chunks_agree() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/lit");
    let mut dirs = vec![root];
    let mut chunks = 0;
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
                continue;
            }
            if p.extension().is_none_or(|x| x != "mlir") {
                continue;
            }
            let Ok(src) = std::fs::read_to_string(&p) else {
                continue;
            };
            for chunk in src.split("\n// -----\n") {
                let ctx = Context::new();
                let Ok(m) = parse_module(&ctx, "t.mlir", chunk, &ParseOptions::default()) else {
                    continue;
                };
                assert_eq!(
                    verify_module(&ctx, &m),
                    verify_module_full(&ctx, &m),
                    "{}",
                    p.display()
                );
                chunks += 1;
            }
        }
    }
    assert!(chunks > 100, "only {chunks} lit chunks found");
}

#[test]
fn llvm_int_binary_ops_verify() {
    // The fast walk settles these from their shape: every integer width,
    // operands from the block's arguments and earlier ops.
    check(
        "llvm.func @f(%a: i64, %b: i1, %c: i8, %d: i16, %e: i32) -> i64 {
  %0 = llvm.add %a, %a : i64
  %1 = llvm.and %b, %b : i1
  %2 = llvm.or %c, %c : i8
  %3 = llvm.udiv %d, %d : i16
  %4 = llvm.xor %e, %e : i32
  %5 = llvm.mul %0, %a : i64
  llvm.return %5 : i64
}",
    )
    .unwrap();
}

#[test]
fn int_binary_type_errors_agree() {
    // Types the settled form does not take are still reported by the full
    // checks, with their messages.
    assert_error(
        "func.func @f(%a: index) -> index {
  %0 = \"llvm.add\"(%a, %a) : (index, index) -> index
  return %0 : index
}",
        "'llvm.add' op operand #0 must be integer or LLVM dialect-compatible vector of integer, but got 'index'",
    );
    check(
        "func.func @f(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  return %0 : index
}",
    )
    .unwrap();
    assert_error(
        "func.func @f(%a: i64, %b: i32) -> i64 {
  %0 = \"arith.addi\"(%a, %b) : (i64, i32) -> i64
  return %0 : i64
}",
        "'arith.addi' op requires the same type for all operands and results",
    );
    assert_error(
        "func.func @f(%a: i64) -> i64 {
  %0 = \"llvm.add\"(%a, %a) : (i64, i64) -> i32
  return %a : i64
}",
        "'llvm.add' op requires the same type for all operands and results",
    );
    assert_error(
        "func.func @f(%a: i64) -> i64 {
  %0 = \"llvm.add\"(%a) : (i64) -> i64
  return %a : i64
}",
        "'llvm.add' op expected 2 operands, but found 1",
    );
    assert_error(
        "func.func @f(%a: i64) -> i64 {
  %0:2 = \"arith.addi\"(%a, %a) : (i64, i64) -> (i64, i64)
  return %a : i64
}",
        "'arith.addi' op requires 1 result(s), but found 2",
    );
}

#[test]
fn int_binary_dominance_errors_agree() {
    // Operands not defined earlier in the op's block: left to the general
    // rules (and reported by the full checks).
    assert_error(
        "llvm.func @f(%a: i64) -> i64 {
  %0 = llvm.add %1, %a : i64
  %1 = llvm.add %a, %a : i64
  llvm.return %0 : i64
}",
        "operand #0 does not dominate this use",
    );
    assert_error(
        "llvm.func @f(%a: i64, %c: i1) -> i64 {
  llvm.cond_br %c, ^b1, ^b2
^b1:
  %x = llvm.add %a, %a : i64
  llvm.br ^b2
^b2:
  %y = llvm.add %a, %x : i64
  llvm.return %y : i64
}",
        "operand #1 does not dominate this use",
    );
    // From a dominating block: valid.
    check(
        "llvm.func @f(%a: i64, %c: i1) -> i64 {
  %x = llvm.add %a, %a : i64
  llvm.cond_br %c, ^b1, ^b2
^b1:
  %y = llvm.sub %x, %a : i64
  llvm.return %y : i64
^b2:
  llvm.return %x : i64
}",
    )
    .unwrap();
}
