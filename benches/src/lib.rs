//! Deterministic generators of large MLIR modules for benchmarks.
//!
//! The same parameters always give the same text, so figures from different
//! runs and machines compare, and the same file can be handed to `mlir-opt`
//! and to Strata in one run.

use std::fmt::Write;

/// What to put in a generated module.
#[derive(Clone, Copy, Debug)]
pub struct CorpusSpec {
    /// Number of functions.
    pub functions: usize,
    /// Arithmetic ops per loop body (each function has one loop).
    pub ops_per_function: usize,
    /// Seed for the op mix.
    pub seed: u64,
}

impl CorpusSpec {
    /// A module of roughly `ops` ops spread over `functions` functions.
    pub fn with_total_ops(ops: usize, functions: usize, seed: u64) -> CorpusSpec {
        // Each function has ~14 ops of fixed scaffolding.
        let per = (ops / functions.max(1)).saturating_sub(14).max(1);
        CorpusSpec {
            functions,
            ops_per_function: per,
            seed,
        }
    }
}

/// splitmix64: tiny, fast and good enough for an op mix.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Generates a func/arith/cf/memref module. Every function computes over
/// a small heap buffer in a counted loop and returns an i64; `@main` calls
/// them all and sums the results.
pub fn generate(spec: &CorpusSpec) -> String {
    let mut rng = Rng(spec.seed);
    let mut s = String::with_capacity(spec.functions * (spec.ops_per_function + 16) * 48);
    s.push_str("module {\n");
    for f in 0..spec.functions {
        write_function(&mut s, f, spec.ops_per_function, &mut rng);
    }
    s.push_str("  func.func @main() -> i64 {\n");
    s.push_str("    %acc0 = arith.constant 12345 : i64\n");
    let calls = spec.functions.min(64);
    for f in 0..calls {
        let _ = writeln!(s, "    %r{f} = func.call @f{f}(%acc{f}) : (i64) -> i64");
        let _ = writeln!(s, "    %acc{} = arith.addi %acc{f}, %r{f} : i64", f + 1);
    }
    let _ = writeln!(s, "    return %acc{calls} : i64\n  }}");
    s.push_str("}\n");
    s
}

fn write_function(s: &mut String, f: usize, ops: usize, rng: &mut Rng) {
    let _ = writeln!(s, "  func.func @f{f}(%arg0: i64) -> i64 {{");
    s.push_str(
        "    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n    %n = arith.constant 8 : index\n",
    );
    s.push_str("    %buf = memref.alloc(%n) : memref<?xi64>\n");
    s.push_str("    cf.br ^bb1(%c0, %arg0 : index, i64)\n");
    s.push_str("  ^bb1(%i: index, %x: i64):\n");
    s.push_str("    %cond = arith.cmpi slt, %i, %n : index\n");
    s.push_str("    cf.cond_br %cond, ^bb2, ^bb3\n  ^bb2:\n");
    s.push_str("    %xi = arith.index_cast %i : index to i64\n");
    let mut last = "%x".to_string();
    let mut prev = "%xi".to_string();
    for k in 0..ops {
        let name = format!("%v{k}");
        let op = match rng.below(6) {
            0 => "arith.addi",
            1 => "arith.muli",
            2 => "arith.xori",
            3 => "arith.subi",
            4 => "arith.andi",
            _ => "arith.ori",
        };
        let _ = writeln!(s, "    {name} = {op} {last}, {prev} : i64");
        prev = std::mem::replace(&mut last, name);
    }
    let _ = writeln!(s, "    memref.store {last}, %buf[%i] : memref<?xi64>");
    s.push_str("    %ld = memref.load %buf[%i] : memref<?xi64>\n");
    s.push_str("    %next = arith.addi %i, %c1 : index\n");
    s.push_str("    cf.br ^bb1(%next, %ld : index, i64)\n  ^bb3:\n");
    s.push_str("    memref.dealloc %buf : memref<?xi64>\n    return %x : i64\n  }\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_sized() {
        let spec = CorpusSpec::with_total_ops(2000, 10, 7);
        let a = generate(&spec);
        assert_eq!(a, generate(&spec));
        let ops = a
            .lines()
            .filter(|l| {
                l.contains(" = ")
                    || l.trim_start().starts_with("cf.")
                    || l.trim_start().starts_with("memref.store")
                    || l.trim_start().starts_with("return")
            })
            .count();
        assert!((1500..2600).contains(&ops), "{ops}");
    }
}
