//! Files of older format versions stay readable, and the current writer's
//! inline locations (FORMAT.md section 7, "Locations") survive every shape
//! the text form can give them.

use strata_bytecode::{read_module, write_module, LazyModule};
use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;

/// Locations inline (`--mlir-print-local-scope`): the tests read them.
const DEBUG: PrintOptions = PrintOptions {
    generic: false,
    debug_info: true,
    local_scope: true,
    elide_elements_above: None,
    ..PrintOptions::DEFAULT
};

/// Locations by alias, as `--mlir-print-debuginfo` prints them (and with
/// the resource block local scope leaves out).
const ALIASED: PrintOptions = PrintOptions {
    local_scope: false,
    ..DEBUG
};

fn fixture(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// `v1.sbc` was written by the version 1 writer (every location in the
/// attribute table) from `v1.mlir`.
#[test]
fn version_1_files_still_read() {
    let bytes = std::fs::read(fixture("v1.sbc")).unwrap();
    let ctx = Context::new();
    assert_eq!(LazyModule::new(&ctx, &bytes).unwrap().version(), 1);
    let m = read_module(&ctx, &bytes).unwrap();
    let expected = std::fs::read_to_string(fixture("v1.expected.mlir")).unwrap();
    assert_eq!(print_module(&ctx, &m, DEBUG), expected);
    // Re-written, it is a current-version file with the same content.
    let again = write_module(&ctx, &m);
    let ctx2 = Context::new();
    assert_eq!(
        LazyModule::new(&ctx2, &again).unwrap().version(),
        strata_bytecode::format::VERSION
    );
    let m2 = read_module(&ctx2, &again).unwrap();
    assert_eq!(print_module(&ctx2, &m2, DEBUG), expected);
}

/// `v2.sbc` was written by the version 2 writer (inline locations, one
/// whole-file checksum, no indexes) from `v1.mlir`.
#[test]
fn version_2_files_still_read() {
    old_file_reads_and_rewrites("v2.sbc", 2);
}

/// `v3.sbc` was written by the version 3 writer (per-section checksums and
/// indexes; op records with their names, result types and absolute
/// operand numbers) from `v1.mlir`.
#[test]
fn version_3_files_still_read() {
    old_file_reads_and_rewrites("v3.sbc", 3);
}

/// The fixture `name` (written from `v1.mlir` by the `version` writer)
/// reads as `v1.expected.mlir`, one function through the directory and
/// then everything; re-written, it is a current-version file that reads
/// the same both ways.
fn old_file_reads_and_rewrites(name: &str, version: u64) {
    let bytes = std::fs::read(fixture(name)).unwrap();
    let ctx = Context::new();
    let lazy = LazyModule::new(&ctx, &bytes).unwrap();
    assert_eq!(lazy.version(), version);
    let expected = std::fs::read_to_string(fixture("v1.expected.mlir")).unwrap();
    let f = lazy.extract("f").unwrap();
    assert_eq!(print_module(&ctx, &f, DEBUG), expected);
    let m = read_module(&ctx, &bytes).unwrap();
    assert_eq!(print_module(&ctx, &m, DEBUG), expected);
    let again = write_module(&ctx, &m);
    let ctx2 = Context::new();
    let lazy = LazyModule::new(&ctx2, &again).unwrap();
    assert_eq!(lazy.version(), strata_bytecode::format::VERSION);
    assert_eq!(
        print_module(&ctx2, &lazy.extract("f").unwrap(), DEBUG),
        expected
    );
    assert_eq!(
        print_module(&ctx2, &lazy.into_module().unwrap(), DEBUG),
        expected
    );
}

/// A v1 fixture damaged anywhere is still rejected by its whole-file
/// checksum, and a v2 one too.
#[test]
fn old_versions_keep_their_checksum() {
    for name in ["v1.sbc", "v2.sbc"] {
        let bytes = std::fs::read(fixture(name)).unwrap();
        for i in 0..bytes.len() {
            let mut b = bytes.clone();
            b[i] ^= 0x10;
            let ctx = Context::new();
            let e = read_module(&ctx, &b)
                .err()
                .expect("damage found")
                .to_string();
            assert!(e.contains(" at byte "), "{name} {i}: {e}");
        }
    }
}

fn round_trip(src: &str) -> (String, String) {
    let ctx = Context::new();
    let m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).unwrap();
    let text = print_module(&ctx, &m, DEBUG);
    let bytes = write_module(&ctx, &m);
    let ctx2 = Context::new();
    let back = read_module(&ctx2, &bytes).unwrap();
    (text, print_module(&ctx2, &back, DEBUG))
}

#[test]
fn inline_locations_round_trip() {
    // Same file forwards and backwards, a switch of file and back, a large
    // jump, and non-file locations in between.
    let src = r#"func.func @f(%a: i32 loc("x.mlir":10:1)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("x.mlir":11:3)
  %1 = arith.addi %0, %a : i32 loc("x.mlir":2:4000000)
  %2 = arith.addi %1, %a : i32 loc("y.mlir":4294967295:7)
  %3 = arith.addi %2, %a : i32 loc("x.mlir":0:0)
  %4 = arith.addi %3, %a : i32 loc("n"("x.mlir":5:5))
  %5 = arith.addi %4, %a : i32 loc(unknown)
  return %5 : i32 loc(callsite("a" at "x.mlir":1:1))
} loc("x.mlir":9:1)
"#;
    let (text, back) = round_trip(src);
    assert!(text.contains(r#"loc("y.mlir":4294967295:7)"#), "{text}");
    assert_eq!(back, text);
}

#[test]
fn block_arguments_with_some_locations_round_trip() {
    // Only some arguments located (an explicit loc(unknown) stays unknown;
    // an argument without `loc` gets its name's position): the others are
    // written as loc(unknown) (version 1 wrote an index the table did not
    // hold).
    let src = r#"func.func @f(%a: i32 loc("x.mlir":1:1), %b: i32 loc(unknown)) -> i32 {
  cf.br ^bb1(%a, %b : i32, i32) loc(unknown)
^bb1(%c: i32, %d: i32 loc("z.mlir":3:3)):
  %0 = arith.addi %c, %d : i32
  return %0 : i32
}
"#;
    let (text, back) = round_trip(src);
    assert!(text.contains(r#"%arg1: i32 loc(unknown)"#), "{text}");
    assert!(text.contains(r#"^bb1(%0: i32 loc("t.mlir":3:6)"#), "{text}");
    assert!(
        text.contains(r#"cf.br ^bb1(%arg0, %arg1 : i32, i32) loc(unknown)"#),
        "{text}"
    );
    assert_eq!(back, text);
}

#[test]
fn resources_are_read_by_whole_and_one_symbol_reads() {
    let src = r#"llvm.mlir.global internal constant @a(dense_resource<floats> : tensor<4xf32>) : !llvm.array<4 x f32>
llvm.mlir.global internal constant @b(dense_resource<shorts> : tensor<2xi16>) : !llvm.array<2 x i16>

{-#
  dialect_resources: {
    builtin: {
      floats: "0x0800000054A3B53ED6C0B33E55D1A2BDE5D2BB3E",
      shorts: "0x0400000001000200"
    }
  }
#-}
"#;
    let ctx = Context::new();
    let m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).unwrap();
    let text = print_module(&ctx, &m, ALIASED);
    assert!(text.contains("shorts: \"0x0400000001000200\""), "{text}");
    let bytes = write_module(&ctx, &m);
    let ctx2 = Context::new();
    assert_eq!(
        print_module(&ctx2, &read_module(&ctx2, &bytes).unwrap(), ALIASED),
        text
    );
    let lazy = LazyModule::new(&ctx2, &bytes).unwrap();
    let b = print_module(&ctx2, &lazy.extract("b").unwrap(), ALIASED);
    assert!(b.contains("@b(dense_resource<shorts>"), "{b}");
    assert!(!b.contains("@a("), "{b}");
    assert!(b.contains("shorts: \"0x0400000001000200\""), "{b}");
}
