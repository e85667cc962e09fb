//! Runs every fuzz target body (`strata_difftest::fuzz`) over a small seed
//! corpus on stable: the seed files in `fuzz/seeds`, a few generated
//! modules, their bytecode, and deterministic damage to all of them
//! (truncations and byte flips), which is where readers tend to panic.

use std::path::Path;

use strata_difftest::fuzz::{fuzz_bytecode, TARGETS};
use strata_difftest::gen::generate;
use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;

fn seed_texts() -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/seeds");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("fuzz/seeds exists")
        .map(|e| e.expect("dir entry").path())
        .collect();
    files.sort();
    let mut texts: Vec<Vec<u8>> = files
        .iter()
        .map(|p| std::fs::read(p).expect("readable seed"))
        .collect();
    assert!(texts.len() >= 5, "seed corpus went missing");
    let ctx = Context::new();
    for seed in 0..3 {
        let m = generate(&ctx, seed);
        texts.push(print_module(&ctx, &m, PrintOptions::default()).into_bytes());
    }
    texts
}

/// The input itself, prefixes of it, and copies with one byte changed.
fn damaged(input: &[u8]) -> Vec<Vec<u8>> {
    let mut out = vec![input.to_vec()];
    for cut in [1, 2, 3, 5, 8] {
        out.push(input[..input.len() * cut / 9].to_vec());
    }
    for i in 0..16 {
        let mut copy = input.to_vec();
        if !copy.is_empty() {
            let at = (i * 7919 + 13) % copy.len();
            copy[at] = copy[at].wrapping_add((1 + i * 37) as u8);
        }
        out.push(copy);
    }
    out
}

#[test]
fn text_targets_survive_the_seed_corpus() {
    for text in seed_texts() {
        for input in damaged(&text) {
            for (name, target) in TARGETS.iter().filter(|(n, _)| *n != "bytecode") {
                let r = std::panic::catch_unwind(|| target(&input));
                assert!(
                    r.is_ok(),
                    "target {name} panicked on:\n{}",
                    String::from_utf8_lossy(&input)
                );
            }
        }
    }
}

#[test]
fn bytecode_target_survives_the_seed_corpus() {
    let ctx = Context::new();
    let mut read_any = 0;
    for text in seed_texts() {
        let opts = ParseOptions {
            allow_unregistered: true,
            ..ParseOptions::default()
        };
        let src = std::str::from_utf8(&text).expect("utf-8 seed");
        let m = parse_module(&ctx, "seed.mlir", src, &opts).expect("seed parses");
        let bytes = strata_bytecode::write_module(&ctx, &m);
        read_any += strata_bytecode::read_module(&ctx, &bytes).is_ok() as usize;
        for input in damaged(&bytes) {
            let r = std::panic::catch_unwind(|| fuzz_bytecode(&input));
            assert!(r.is_ok(), "bytecode target panicked on {input:?}");
        }
    }
    assert!(read_any >= 5, "the undamaged seeds should read back");
}
