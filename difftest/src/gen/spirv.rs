//! Random SPIR-V modules for translation validation of
//! `convert-spirv-to-llvm`: a `spirv.module` with a few helper functions of
//! straight-line integer/float arithmetic and selections, and a `@main`
//! that calls them from a bounded loop, accumulating into a function
//! variable and returning the checksum, sign-extended to i64 (the JIT
//! oracle's entry-point type).
//!
//! Programs are free of undefined behaviour by construction: divisors are
//! forced into `1..=127` (no division by zero, no `INT_MIN / -1`), shift
//! amounts are masked below the width, float-to-int conversions only see
//! halves of i32 values, loops have constant trip counts.

use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::{Context, Module};

use super::rng::Rng;

/// Text of the SPIR-V module for `seed`.
pub fn generate_spirv_text(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng::new(seed ^ 0x5350_4952_5f56),
        out: String::new(),
        next: 0,
    };
    g.module();
    g.out
}

/// The SPIR-V module for `seed`, parsed into `ctx`.
pub fn generate_spirv(ctx: &Context, seed: u64) -> Module {
    let text = generate_spirv_text(seed);
    match parse_module(ctx, "spirv-gen.mlir", &text, &ParseOptions::default()) {
        Ok(m) => m,
        // The generator only writes valid SPIR-V; a parse error is a bug in
        // it, reported with the text that triggered it.
        Err(d) => panic!("generated SPIR-V does not parse: {d}\n{text}"),
    }
}

struct Gen {
    rng: Rng,
    out: String,
    next: u32,
}

const INT_BINOPS: &[&str] = &[
    "IAdd",
    "ISub",
    "IMul",
    "BitwiseAnd",
    "BitwiseOr",
    "BitwiseXor",
];
const DIVS: &[&str] = &["SDiv", "UDiv", "SRem", "UMod"];
const SHIFTS: &[&str] = &[
    "ShiftLeftLogical",
    "ShiftRightLogical",
    "ShiftRightArithmetic",
];
const CMPS: &[&str] = &[
    "IEqual",
    "INotEqual",
    "SLessThan",
    "SLessThanEqual",
    "SGreaterThan",
    "SGreaterThanEqual",
    "ULessThan",
    "ULessThanEqual",
    "UGreaterThan",
    "UGreaterThanEqual",
];

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn pick_val(&mut self, pool: &[String]) -> String {
        pool[self.rng.below(pool.len() as u64) as usize].clone()
    }

    fn line(&mut self, indent: usize, s: &str) {
        for _ in 0..indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    /// `%x = rhs`, returning `%x`.
    fn def(&mut self, indent: usize, rhs: &str) -> String {
        let v = self.fresh();
        self.line(indent, &format!("{v} = {rhs}"));
        v
    }

    fn constant(&mut self, indent: usize) -> String {
        let c: i64 = match self.rng.below(4) {
            0 => self.rng.below(8) as i64,
            1 => -(self.rng.below(100) as i64),
            2 => self.rng.below(1 << 31) as i64,
            _ => i64::from(self.rng.pick(&[i32::MIN, i32::MAX, -1, 1 << 16])),
        };
        self.def(indent, &format!("spirv.Constant {c} : i32"))
    }

    /// One i32 value computed from `pool`, pushed onto it.
    fn step(&mut self, indent: usize, pool: &mut Vec<String>) {
        let a = self.pick_val(pool);
        let b = self.pick_val(pool);
        let v = match self.rng.below(9) {
            0..=2 => {
                let op = self.rng.pick(INT_BINOPS);
                self.def(indent, &format!("spirv.{op} {a}, {b} : i32"))
            }
            3 => {
                let op = self.rng.pick(DIVS);
                let m = self.def(indent, "spirv.Constant 127 : i32");
                let one = self.def(indent, "spirv.Constant 1 : i32");
                let d = self.def(indent, &format!("spirv.BitwiseAnd {b}, {m} : i32"));
                let d = self.def(indent, &format!("spirv.BitwiseOr {d}, {one} : i32"));
                self.def(indent, &format!("spirv.{op} {a}, {d} : i32"))
            }
            4 => {
                let op = self.rng.pick(SHIFTS);
                let m = self.def(indent, "spirv.Constant 31 : i32");
                let s = self.def(indent, &format!("spirv.BitwiseAnd {b}, {m} : i32"));
                self.def(indent, &format!("spirv.{op} {a}, {s} : i32, i32"))
            }
            5 => {
                let op = self.rng.pick(CMPS);
                let c = self.def(indent, &format!("spirv.{op} {a}, {b} : i32"));
                let x = self.pick_val(pool);
                self.def(indent, &format!("spirv.Select {c}, {a}, {x} : i1, i32"))
            }
            6 => {
                // Widen, multiply in 64 bits, keep the high half.
                let w = self.def(indent, &format!("spirv.SConvert {a} : i32 to i64"));
                let u = self.def(indent, &format!("spirv.UConvert {b} : i32 to i64"));
                let p = self.def(indent, &format!("spirv.IMul {w}, {u} : i64"));
                let k = self.def(indent, "spirv.Constant 32 : i64");
                let h = self.def(
                    indent,
                    &format!("spirv.ShiftRightArithmetic {p}, {k} : i64, i64"),
                );
                self.def(indent, &format!("spirv.SConvert {h} : i64 to i32"))
            }
            7 => {
                // Through float: halves of i32 values convert back exactly
                // in range.
                let f = self.def(indent, &format!("spirv.ConvertSToF {a} : i32 to f64"));
                let h = self.def(indent, "spirv.Constant 0.5 : f64");
                let m = self.def(indent, &format!("spirv.FMul {f}, {h} : f64"));
                self.def(indent, &format!("spirv.ConvertFToS {m} : f64 to i32"))
            }
            _ => self.def(indent, &format!("spirv.Not {a} : i32")),
        };
        pool.push(v);
    }

    /// A selection storing one of two computed values into a fresh
    /// variable; returns the loaded result.
    fn selection(&mut self, indent: usize, pool: &mut Vec<String>) {
        let zero = self.def(indent, "spirv.Constant 0 : i32");
        let var = self.def(
            indent,
            &format!("spirv.Variable init({zero}) : !spirv.ptr<i32, Function>"),
        );
        let a = self.pick_val(pool);
        let b = self.pick_val(pool);
        let op = self.rng.pick(CMPS);
        let c = self.def(indent, &format!("spirv.{op} {a}, {b} : i32"));
        self.line(indent, "spirv.mlir.selection {");
        self.line(
            indent + 1,
            &format!("spirv.BranchConditional {c}, ^then, ^else"),
        );
        for label in ["then", "else"] {
            self.line(indent, &format!("^{label}:"));
            let mut inner = pool.clone();
            for _ in 0..self.rng.range(1, 3) {
                self.step(indent + 1, &mut inner);
            }
            let v = inner.last().cloned().unwrap_or_else(|| a.clone());
            self.line(
                indent + 1,
                &format!("spirv.Store \"Function\" {var}, {v} : i32"),
            );
            self.line(indent + 1, "spirv.Branch ^merge");
        }
        self.line(indent, "^merge:");
        self.line(indent + 1, "spirv.mlir.merge");
        self.line(indent, "}");
        let r = self.def(indent, &format!("spirv.Load \"Function\" {var} : i32"));
        pool.push(r);
    }

    fn helper(&mut self, k: usize) {
        self.line(
            1,
            &format!("spirv.func @f{k}(%a: i32, %b: i32) -> i32 \"None\" {{"),
        );
        let mut pool = vec!["%a".to_string(), "%b".to_string()];
        let c = self.constant(2);
        pool.push(c);
        for _ in 0..self.rng.range(2, 8) {
            if self.rng.chance(20) {
                self.selection(2, &mut pool);
            } else {
                self.step(2, &mut pool);
            }
        }
        let r = pool.last().cloned().unwrap_or_default();
        self.line(2, &format!("spirv.ReturnValue {r} : i32"));
        self.line(1, "}");
    }

    fn module(&mut self) {
        self.line(0, "spirv.module Logical GLSL450 {");
        let helpers = self.rng.range(1, 3) as usize;
        for k in 0..helpers {
            self.helper(k);
        }
        self.line(1, "spirv.func @main() -> i64 \"None\" {");
        let zero = self.def(2, "spirv.Constant 0 : i32");
        let one = self.def(2, "spirv.Constant 1 : i32");
        let trips = self.rng.range(1, 12);
        let n = self.def(2, &format!("spirv.Constant {trips} : i32"));
        let seed = self.constant(2);
        let acc = self.def(
            2,
            &format!("spirv.Variable init({seed}) : !spirv.ptr<i32, Function>"),
        );
        self.line(2, "spirv.mlir.loop {");
        self.line(3, &format!("spirv.Branch ^header({zero} : i32)"));
        self.line(2, "^header(%i: i32):");
        let c = self.def(3, &format!("spirv.SLessThan %i, {n} : i32"));
        self.line(3, &format!("spirv.BranchConditional {c}, ^body, ^merge"));
        self.line(2, "^body:");
        let cur = self.def(3, &format!("spirv.Load \"Function\" {acc} : i32"));
        let mut pool = vec!["%i".to_string(), cur.clone()];
        for k in 0..helpers {
            let a = self.pick_val(&pool);
            let b = self.pick_val(&pool);
            let r = self.def(
                3,
                &format!("spirv.FunctionCall @f{k}({a}, {b}) : (i32, i32) -> i32"),
            );
            pool.push(r);
        }
        if self.rng.chance(30) {
            self.selection(3, &mut pool);
        }
        let last = pool.last().cloned().unwrap_or_default();
        let mixed = self.def(3, &format!("spirv.BitwiseXor {cur}, {last} : i32"));
        let k = self.def(3, "spirv.Constant 31 : i32");
        let scaled = self.def(3, &format!("spirv.IMul {mixed}, {k} : i32"));
        self.line(
            3,
            &format!("spirv.Store \"Function\" {acc}, {scaled} : i32"),
        );
        let next = self.def(3, &format!("spirv.IAdd %i, {one} : i32"));
        self.line(3, &format!("spirv.Branch ^header({next} : i32)"));
        self.line(2, "^merge:");
        self.line(3, "spirv.mlir.merge");
        self.line(2, "}");
        let r = self.def(2, &format!("spirv.Load \"Function\" {acc} : i32"));
        let w = self.def(2, &format!("spirv.SConvert {r} : i32 to i64"));
        self.line(2, &format!("spirv.ReturnValue {w} : i64"));
        self.line(1, "}");
        self.line(0, "}");
    }
}
