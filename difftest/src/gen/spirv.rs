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
//!
//! Float steps compute on f32 or f64 values made from i32 ones and come
//! back through a bitcast, so every bit of the result is checked; they are
//! also deterministic by construction, so a native run must give the same
//! bits as the interpreter:
//! - NaNs are replaced by 0.0 before the bitcast (LLVM leaves NaN payloads
//!   and signs unspecified);
//! - `FMax`/`FMin` (LLVM's `maxnum`/`minnum`, which may return either zero
//!   of `maxnum(+0, -0)`) see operands plus `+0.0`, which has no `-0`;
//! - transcendental functions are the `spirv.CL` ones on f64 only: LLVM's
//!   constant folder evaluates them with the host's libm in double, the
//!   same functions a native call and the interpreter reach. On f32 it
//!   rounds the double result, which may differ from `sinf` & co in the
//!   last bit, so the `GL` transcendental ops (f16/f32 only) and f32
//!   transcendentals are left out; so are `exp2`/`exp10`, which it folds
//!   as `pow(2, x)`/`pow(10, x)` rather than calling `exp2`/`exp10`;
//! - `pow` gets a base `(2k + 9)/16` (never 1, 10 or a power of two) and an
//!   exponent `(2j + 1)/8` (never an integer or a half), so none of LLVM's
//!   rewrites of `pow` with one constant operand (to `x * x`, `1 / x`,
//!   `sqrt`, `exp2`, ...) applies whichever operand it learns first.
//!
//! Odd seeds draw only on ops that MLIR 22's `convert-spirv-to-llvm`
//! lowers too (`OpTables::MLIR22`), so the `mlir-runner` oracle checks
//! Strata's lowering against MLIR's on half the cases; even seeds use every
//! op Strata lowers, newer lowerings included, which mlir-opt 22 rejects.

use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::{Context, Module};

use super::rng::Rng;

/// Text of the SPIR-V module for `seed`.
pub fn generate_spirv_text(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng::new(seed ^ 0x5350_4952_5f56),
        out: String::new(),
        next: 0,
        ops: if seed % 2 == 1 {
            &OpTables::MLIR22
        } else {
            &OpTables::ALL
        },
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
    ops: &'static OpTables,
}

/// The op tables a module draws on: the extended-set ops (and the few core
/// ones) whose lowering MLIR 22 lacks are left out of `MLIR22`. An empty
/// table makes its step fall back to `FLOAT_BINOPS`.
struct OpTables {
    int_ext_binops: &'static [&'static str],
    int_unops: &'static [&'static str],
    float_unops: &'static [&'static str],
    float_maxmin: &'static [&'static str],
    fmas: &'static [&'static str],
    f64_libm: &'static [&'static str],
    pow: bool,
}

impl OpTables {
    const ALL: OpTables = OpTables {
        int_ext_binops: INT_EXT_BINOPS,
        int_unops: INT_UNOPS,
        float_unops: FLOAT_UNOPS,
        float_maxmin: FLOAT_MAXMIN,
        fmas: FMAS,
        f64_libm: F64_LIBM,
        pow: true,
    };
    /// What mlir-opt 22's `convert-spirv-to-llvm` lowers (it reports
    /// `SNegate`, `GL.SAbs`, `GL.UMax`/`UMin`, `GL.Round`/`RoundEven`,
    /// `GL.Fma` and every `CL` op of the tables as illegal).
    const MLIR22: OpTables = OpTables {
        int_ext_binops: &["GL.SMax", "GL.SMin"],
        int_unops: &["BitCount", "BitReverse", "Not"],
        float_unops: &["FNegate", "GL.FAbs", "GL.Floor", "GL.Ceil", "GL.Sqrt"],
        float_maxmin: &["GL.FMax", "GL.FMin"],
        fmas: &[],
        f64_libm: &[],
        pow: false,
    };
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

/// Integer ops of the GLSL and OpenCL extended sets, all total.
const INT_EXT_BINOPS: &[&str] = &[
    "GL.SMax", "GL.SMin", "GL.UMax", "GL.UMin", "CL.s_max", "CL.s_min", "CL.u_max", "CL.u_min",
];
const INT_UNOPS: &[&str] = &["GL.SAbs", "SNegate", "BitCount", "BitReverse", "Not"];

/// Float ops with correctly rounded (or exact) results, on f32 and f64.
const FLOAT_UNOPS: &[&str] = &[
    "FNegate",
    "GL.FAbs",
    "CL.fabs",
    "GL.Floor",
    "CL.floor",
    "GL.Ceil",
    "CL.ceil",
    "GL.Round",
    "CL.round",
    "GL.RoundEven",
    "CL.rint",
    "CL.trunc",
    "GL.Sqrt",
    "CL.sqrt",
];
const FLOAT_BINOPS: &[&str] = &["FAdd", "FSub", "FMul", "FDiv", "FRem"];
/// `maxnum`/`minnum`: operands get `+ 0.0` first (see the module doc).
const FLOAT_MAXMIN: &[&str] = &["GL.FMax", "GL.FMin", "CL.fmax", "CL.fmin"];
const FMAS: &[&str] = &["GL.Fma", "CL.fma"];
/// libm functions on f64 (see the module doc for the ones left out).
const F64_LIBM: &[&str] = &[
    "CL.exp", "CL.log", "CL.log2", "CL.log10", "CL.sin", "CL.cos", "CL.tan", "CL.sinh", "CL.cosh",
    "CL.tanh", "CL.asin", "CL.acos", "CL.atan",
];
/// Exact powers of two scaling converted i32 values: halves (the ties of
/// `Round` and `RoundEven`) down to values below 1.
const FLOAT_SCALES: &[&str] = &[
    "0.5",
    "0.25",
    "0.0625",
    "1.52587890625e-05",
    "4.656612873077393e-10",
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
        let v = match self.rng.below(13) {
            12 => self.vector_step(indent, pool),
            9 => {
                let op = self.rng.pick(self.ops.int_ext_binops);
                self.def(indent, &format!("spirv.{op} {a}, {b} : i32"))
            }
            10 => {
                let op = self.rng.pick(self.ops.int_unops);
                self.def(indent, &format!("spirv.{op} {a} : i32"))
            }
            11 => self.float_step(indent, &a, &b),
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

    /// An f32 or f64 computation on `a` and `b`, returned as the i32
    /// folding of its bits.
    fn float_step(&mut self, indent: usize, a: &str, b: &str) -> String {
        let wide = self.rng.chance(50);
        let t = if wide { "f64" } else { "f32" };
        let mut pool = Vec::with_capacity(8);
        for x in [a, b] {
            let f = self.def(indent, &format!("spirv.ConvertSToF {x} : i32 to {t}"));
            let k = self.rng.pick(FLOAT_SCALES);
            let k = self.def(indent, &format!("spirv.Constant {k} : {t}"));
            pool.push(self.def(indent, &format!("spirv.FMul {f}, {k} : {t}")));
        }
        for _ in 0..self.rng.range(1, 4) {
            let x = self.pick_val(&pool);
            let y = self.pick_val(&pool);
            // On f64 half the ops are libm functions, the rarer paths.
            let ops = self.ops;
            let r = match self.rng.below(if wide { 8 } else { 4 }) {
                0 => {
                    let op = self.rng.pick(ops.float_unops);
                    self.def(indent, &format!("spirv.{op} {x} : {t}"))
                }
                3 if !ops.fmas.is_empty() => {
                    let op = self.rng.pick(ops.fmas);
                    let z = self.pick_val(&pool);
                    self.def(indent, &format!("spirv.{op} {x}, {y}, {z} : {t}"))
                }
                4..=6 if !ops.f64_libm.is_empty() => {
                    let op = self.rng.pick(ops.f64_libm);
                    self.def(indent, &format!("spirv.{op} {x} : f64"))
                }
                7 if ops.pow => self.pow(indent, a, b),
                1 | 3..=7 => {
                    let op = self.rng.pick(FLOAT_BINOPS);
                    self.def(indent, &format!("spirv.{op} {x}, {y} : {t}"))
                }
                _ => {
                    let op = self.rng.pick(ops.float_maxmin);
                    let zero = self.def(indent, &format!("spirv.Constant 0.0 : {t}"));
                    let x = self.def(indent, &format!("spirv.FAdd {x}, {zero} : {t}"));
                    let y = self.def(indent, &format!("spirv.FAdd {y}, {zero} : {t}"));
                    self.def(indent, &format!("spirv.{op} {x}, {y} : {t}"))
                }
            };
            pool.push(r);
        }
        let r = pool.last().cloned().unwrap_or_default();
        // NaN (payload and sign unspecified in LLVM) becomes 0.0.
        let ordered = self.def(indent, &format!("spirv.FOrdEqual {r}, {r} : {t}"));
        let zero = self.def(indent, &format!("spirv.Constant 0.0 : {t}"));
        let r = self.def(
            indent,
            &format!("spirv.Select {ordered}, {r}, {zero} : i1, {t}"),
        );
        if !wide {
            return self.def(indent, &format!("spirv.Bitcast {r} : f32 to i32"));
        }
        // The halves of the bits, through an i64 or a vector<2xi32>.
        let (high, low) = if self.rng.chance(50) {
            let bits = self.def(indent, &format!("spirv.Bitcast {r} : f64 to i64"));
            let k = self.def(indent, "spirv.Constant 32 : i64");
            let high = self.def(
                indent,
                &format!("spirv.ShiftRightLogical {bits}, {k} : i64, i64"),
            );
            let high = self.def(indent, &format!("spirv.UConvert {high} : i64 to i32"));
            let low = self.def(indent, &format!("spirv.UConvert {bits} : i64 to i32"));
            (high, low)
        } else {
            let t = "vector<2xi32>";
            let v = self.def(indent, &format!("spirv.Bitcast {r} : f64 to {t}"));
            let low = self.def(
                indent,
                &format!("spirv.CompositeExtract {v}[0 : i32] : {t}"),
            );
            let high = self.def(
                indent,
                &format!("spirv.CompositeExtract {v}[1 : i32] : {t}"),
            );
            (high, low)
        };
        self.def(indent, &format!("spirv.BitwiseXor {high}, {low} : i32"))
    }

    /// An integer op of the tables above on a `vector<NxiW>` built from
    /// `pool` values (the lowering's vector forms: splat constants of
    /// `SNegate`/`Not`, intrinsics on vectors, at widths other than 32),
    /// returned as a polynomial hash of its lanes.
    fn vector_step(&mut self, indent: usize, pool: &[String]) -> String {
        let n = self.rng.pick(&[2u32, 3, 4]);
        let w = self.rng.pick(&[8u32, 16, 32, 32, 64]);
        let e = format!("i{w}");
        let t = format!("vector<{n}x{e}>");
        // SConvert between equal widths is not valid SPIR-V.
        let resize = |g: &mut Self, x: &str, from: &str, to: &str| {
            if from == to {
                x.to_string()
            } else {
                g.def(indent, &format!("spirv.SConvert {x} : {from} to {to}"))
            }
        };
        let build = |g: &mut Self| {
            let mut v = g.def(indent, &format!("spirv.Constant dense<0> : {t}"));
            for i in 0..n {
                let x = g.pick_val(pool);
                let x = resize(g, &x, "i32", &e);
                v = g.def(
                    indent,
                    &format!("spirv.CompositeInsert {x}, {v}[{i} : i32] : {e} into {t}"),
                );
            }
            v
        };
        let a = build(self);
        let r = if self.rng.chance(50) {
            let b = build(self);
            let table = if self.rng.chance(70) {
                self.ops.int_ext_binops
            } else {
                INT_BINOPS
            };
            let op = self.rng.pick(table);
            self.def(indent, &format!("spirv.{op} {a}, {b} : {t}"))
        } else {
            let op = self.rng.pick(self.ops.int_unops);
            self.def(indent, &format!("spirv.{op} {a} : {t}"))
        };
        let k = self.def(indent, "spirv.Constant 31 : i32");
        let lane = |g: &mut Self, i: u32| {
            let x = g.def(
                indent,
                &format!("spirv.CompositeExtract {r}[{i} : i32] : {t}"),
            );
            resize(g, &x, &e, "i32")
        };
        let mut h = lane(self, 0);
        for i in 1..n {
            let lane = lane(self, i);
            let m = self.def(indent, &format!("spirv.IMul {h}, {k} : i32"));
            h = self.def(indent, &format!("spirv.IAdd {m}, {lane} : i32"));
        }
        h
    }

    /// `CL.pow` on f64 with a base `(2k + 9)/16` and an exponent
    /// `(2j + 1)/8`, `k` and `j` taken from the bits of `a` and `b` (see
    /// the module doc for why).
    fn pow(&mut self, indent: usize, a: &str, b: &str) -> String {
        let odd = |g: &mut Self, x: &str, bits: u32, bias: i32| {
            let m = g.def(indent, &format!("spirv.Constant {bits} : i32"));
            let one = g.def(indent, "spirv.Constant 1 : i32");
            let k = g.def(indent, &format!("spirv.BitwiseAnd {x}, {m} : i32"));
            let k = g.def(indent, &format!("spirv.BitwiseOr {k}, {one} : i32"));
            let c = g.def(indent, &format!("spirv.Constant {bias} : i32"));
            let k = g.def(indent, &format!("spirv.IAdd {k}, {c} : i32"));
            g.def(indent, &format!("spirv.ConvertSToF {k} : i32 to f64"))
        };
        // 2k + 9 for k in 0..512: odd and at least 9.
        let base = odd(self, a, 1023, 8);
        let s = self.def(indent, "spirv.Constant 0.0625 : f64");
        let base = self.def(indent, &format!("spirv.FMul {base}, {s} : f64"));
        // 2j + 1 for j in -32..32: odd, so /8 is neither an integer nor a half.
        let exp = odd(self, b, 127, -64);
        let s = self.def(indent, "spirv.Constant 0.125 : f64");
        let exp = self.def(indent, &format!("spirv.FMul {exp}, {s} : f64"));
        self.def(indent, &format!("spirv.CL.pow {base}, {exp} : f64"))
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
