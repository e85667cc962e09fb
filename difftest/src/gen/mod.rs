//! Random, well-typed, UB-free modules from a seed.
//!
//! Following Csmith/YARPGen, operations that could have undefined behaviour
//! are guarded by rewriting their operands rather than rejected: divisors are
//! forced odd (and away from -1 for signed division), shift amounts masked,
//! float→int conversions clamped into range, memref indices reduced modulo
//! the dimension, every buffer initialised before it is read, loops and
//! recursion bounded. Every value computed is folded into a running i64
//! hash that `@main` returns, so any miscompiled value changes the result.

pub mod build;
mod memref_views;
pub mod rng;
pub mod spirv;
mod vector;

use strata_ir::attrs::DenseValues;
use strata_ir::{
    AttrData, AttrId, BodyId, Context, Module, OpSpec, Opcode, Region, TypeData, TypeId, Value,
};

use build::Builder;
use rng::Rng;

#[derive(Clone, Debug)]
pub struct GenConfig {
    /// Functions besides `@main`.
    pub max_funcs: usize,
    /// Statements per straight-line region.
    pub min_stmts: u64,
    pub max_stmts: u64,
    /// Nesting of loops, branches and switches.
    pub max_depth: u32,
    /// Estimated executed ops per function (calls and loops included).
    pub cost_budget: u64,
    /// Static ops per function beyond which no more nesting is generated.
    pub max_ops_per_function: usize,
    /// Generate SPIR-V modules (`gen::spirv`) instead of func/arith/cf/
    /// memref ones.
    pub spirv: bool,
}

impl Default for GenConfig {
    fn default() -> Self {
        GenConfig {
            max_funcs: 4,
            min_stmts: 3,
            max_stmts: 10,
            max_depth: 3,
            cost_budget: 30_000,
            max_ops_per_function: 300,
            spirv: false,
        }
    }
}

/// `(true, [v])` when every value is `v`, else `(false, values)`.
fn splat_if_uniform(values: DenseValues) -> (bool, DenseValues) {
    fn uniform<T: PartialEq>(v: &[T]) -> bool {
        v.windows(2).all(|w| w[0] == w[1])
    }
    match values {
        DenseValues::Int(v) if uniform(&v) => (true, DenseValues::Int(v[..1].into())),
        DenseValues::Float(v) if uniform(&v) => (true, DenseValues::Float(v[..1].into())),
        other => (false, other),
    }
}

/// Generates the module for `seed` with the default configuration.
pub fn generate(ctx: &Context, seed: u64) -> Module {
    generate_with(ctx, seed, &GenConfig::default())
}

struct FuncSig {
    name: String,
    params: Vec<TypeId>,
    results: Vec<TypeId>,
    /// The first parameter is an index bounding the recursion depth.
    recursive: bool,
    cost: u64,
}

struct GlobalInfo {
    name: String,
    ty: TypeId,
    elem: TypeId,
    len: i64,
    constant: bool,
}

/// A memref in scope.
#[derive(Clone)]
struct MemrefVal {
    value: Value,
    elem: TypeId,
    /// Static sizes; `None` for a dynamic dimension.
    dims: Vec<Option<i64>>,
    dealloc: bool,
    writable: bool,
    /// The buffer it views (itself for an allocation, a global or a
    /// parameter): views of one root may overlap.
    root: Value,
}

struct ModuleGen<'c> {
    ctx: &'c Context,
    rng: Rng,
    cfg: GenConfig,
    int_types: Vec<TypeId>,
    scalar_types: Vec<TypeId>,
    funcs: Vec<FuncSig>,
    globals: Vec<GlobalInfo>,
}

const MAX_RECURSION: u64 = 4;
const HASH_MULTIPLIER: i128 = 0x100_0000_01b3;

pub fn generate_with(ctx: &Context, seed: u64, cfg: &GenConfig) -> Module {
    if cfg.spirv {
        return spirv::generate_spirv(ctx, seed);
    }
    let mut g = ModuleGen {
        ctx,
        rng: Rng::new(seed),
        cfg: cfg.clone(),
        int_types: Vec::new(),
        scalar_types: Vec::new(),
        funcs: Vec::new(),
        globals: Vec::new(),
    };
    // Every module uses the common widths plus two odd ones.
    let mut widths = vec![1, 8, 32, 64];
    for _ in 0..2 {
        widths.push(g.rng.range(2, 63) as u32);
    }
    g.int_types = widths.iter().map(|&w| ctx.int_type(w)).collect();
    g.scalar_types = g.int_types.clone();
    g.scalar_types
        .extend([TypeId::INDEX, TypeId::F32, TypeId::F64]);

    let mut module = Module::new(AttrId::UNKNOWN_LOC);
    g.gen_globals(&mut module);

    let n = 1 + g.rng.below(cfg.max_funcs as u64 + 1) as usize;
    for i in 0..n {
        let sig = if i == 0 {
            FuncSig {
                name: "main".into(),
                params: vec![],
                results: vec![TypeId::I64],
                recursive: false,
                cost: 0,
            }
        } else {
            let recursive = g.rng.chance(30);
            let mut params = Vec::new();
            if recursive {
                params.push(TypeId::INDEX);
            }
            for _ in 0..g.rng.below(4) {
                params.push(g.rng.pick(&g.scalar_types));
            }
            if g.rng.chance(30) {
                // A buffer argument: exercises the memref calling convention.
                let elem = g
                    .rng
                    .pick(&[TypeId::I32, TypeId::I64, TypeId::F64, TypeId::INDEX]);
                let dim = if g.rng.chance(50) {
                    strata_ir::DYNAMIC
                } else {
                    g.rng.range(1, 5) as i64
                };
                params.push(ctx.intern_type(TypeData::MemRef {
                    shape: Box::new([dim]),
                    elem,
                    layout: None,
                    memory_space: None,
                }));
            }
            let mut results = vec![TypeId::I64];
            for _ in 0..g.rng.below(3) {
                results.push(g.rng.pick(&g.scalar_types));
            }
            FuncSig {
                name: format!("f{i}"),
                params,
                results,
                recursive,
                cost: 0,
            }
        };
        g.funcs.push(sig);
    }
    // Callees first, so their costs are known when a caller is generated.
    let mut bodies = Vec::new();
    for i in 0..n {
        let sig = &g.funcs[i];
        let fty = ctx.function_type(&sig.params, &sig.results);
        let mut attrs = vec![
            ("sym_name", ctx.string_attr(&sig.name)),
            ("function_type", ctx.type_attr(fty)),
        ];
        if i != 0 {
            attrs.push(("sym_visibility", ctx.string_attr("private")));
        }
        let attrs = dict(ctx, &attrs);
        let top = module.top_block();
        let spec = OpSpec {
            opcode: Opcode::FuncFunc,
            name: ctx.ident("func.func"),
            operands: &[],
            result_types: &[],
            successors: &[],
            attrs,
            loc: AttrId::UNKNOWN_LOC,
            num_regions: 1,
        };
        let (_, body) = module.push_isolated_op(Module::TOP, top, &spec, 1);
        bodies.push(body);
    }
    for i in (0..n).rev() {
        let cost = g.gen_function(&mut module, bodies[i], i);
        g.funcs[i].cost = cost;
    }
    module
}

fn dict(ctx: &Context, entries: &[(&str, AttrId)]) -> AttrId {
    let named: Vec<strata_ir::NamedAttr> = entries
        .iter()
        .map(|&(n, value)| strata_ir::NamedAttr {
            name: ctx.ident(n),
            value,
        })
        .collect();
    ctx.dict_attr(&named)
}

impl<'c> ModuleGen<'c> {
    fn gen_globals(&mut self, module: &mut Module) {
        let ctx = self.ctx;
        for k in 0..self.rng.below(3) {
            let elem = self.rng.pick(&[
                TypeId::I32,
                TypeId::I64,
                TypeId::I16,
                TypeId::F64,
                TypeId::F32,
            ]);
            let len = self.rng.range(1, 6) as i64;
            let tensor = ctx.intern_type(TypeData::RankedTensor {
                shape: Box::new([len]),
                elem,
                encoding: None,
            });
            let values = if elem == TypeId::F64 || elem == TypeId::F32 {
                DenseValues::Float(
                    (0..len)
                        .map(|_| {
                            let v = self.float_constant();
                            if elem == TypeId::F32 {
                                (v as f32).to_bits() as u128
                            } else {
                                v.to_bits() as u128
                            }
                        })
                        .collect(),
                )
            } else {
                let w = if elem == TypeId::I16 {
                    16
                } else if elem == TypeId::I32 {
                    32
                } else {
                    64
                };
                DenseValues::Int((0..len).map(|_| self.int_constant(w)).collect())
            };
            // Uniform values are a splat, as MLIR's builder makes them; the
            // text form cannot tell `dense<[0]>` from `dense<0>`.
            let (splat, values) = splat_if_uniform(values);
            let init = ctx.intern_attr(AttrData::DenseElements {
                ty: tensor,
                splat,
                values,
            });
            let ty = ctx.intern_type(TypeData::MemRef {
                shape: Box::new([len]),
                elem,
                layout: None,
                memory_space: None,
            });
            let constant = self.rng.chance(50);
            let name = format!("g{k}");
            let mut attrs = vec![
                ("sym_name", ctx.string_attr(&name)),
                ("sym_visibility", ctx.string_attr("private")),
                ("type", ctx.type_attr(ty)),
                ("initial_value", init),
            ];
            if constant {
                attrs.push(("constant", AttrId::UNIT));
            }
            let attrs = dict(ctx, &attrs);
            let top = module.top_block();
            module.body_mut(Module::TOP).push_op(
                top,
                &OpSpec {
                    opcode: Opcode::MemrefGlobal,
                    name: ctx.ident("memref.global"),
                    operands: &[],
                    result_types: &[],
                    successors: &[],
                    attrs,
                    loc: AttrId::UNKNOWN_LOC,
                    num_regions: 0,
                },
            );
            self.globals.push(GlobalInfo {
                name,
                ty,
                elem,
                len,
                constant,
            });
        }
    }

    /// An interesting integer of `w` bits, sign-extended.
    fn int_constant(&mut self, w: u32) -> i128 {
        let raw: i128 = match self.rng.below(8) {
            0 => 0,
            1 => 1,
            2 => -1,
            3 => 1i128 << (w - 1),
            4 => (1i128 << (w - 1)) - 1,
            5 | 6 => self.rng.below(20) as i128,
            _ => self.rng.next_u64() as i128,
        };
        let shift = 128 - w;
        (raw << shift) >> shift
    }

    fn float_constant(&mut self) -> f64 {
        self.rng.pick(&[
            0.0, -0.0, 1.0, -1.5, 2.5, 3.25, 100.0, -7.0, 0.125, 1e10, -3e-3, 65536.0,
        ])
    }

    /// Generates one function body; returns its estimated cost.
    fn gen_function(&mut self, module: &mut Module, body_id: BodyId, index: usize) -> u64 {
        let params = self.funcs[index].params.clone();
        let body = module.body_mut(body_id);
        let region = body.roots[0];
        let entry = body.append_block(region, &params, AttrId::UNKNOWN_LOC);
        let args = body.block_args(entry).to_vec();
        let ctx = self.ctx;
        let mut b = Builder {
            ctx,
            body,
            block: entry,
        };
        let hash = b.constant_int(TypeId::I64, 0x5eed ^ index as i128);
        let mut f = FnGen {
            g: self,
            b,
            index,
            region,
            pool: Vec::new(),
            memrefs: Vec::new(),
            hash,
            depth: 0,
            trip: 1,
            cost: 0,
        };
        if f.g.funcs[index].recursive {
            f.add_params(&args[1..]);
            f.gen_stmts();
            f.gen_recursion(args[0]);
        } else {
            f.add_params(&args);
            if index == 0 {
                for ty in f.g.scalar_types.clone() {
                    let c = f.constant(ty);
                    f.pool.push(c);
                }
            }
        }
        f.gen_stmts();
        f.gen_stmts();
        f.close_region(0, 0);
        let mut ret = vec![f.hash];
        for ty in f.g.funcs[index].results.clone().into_iter().skip(1) {
            ret.push(f.pick(ty));
        }
        f.b.op(Opcode::FuncReturn, &ret, &[], AttrId::EMPTY_DICT);
        let cost = f.cost;
        if self.funcs[index].recursive {
            cost * (MAX_RECURSION + 1)
        } else {
            cost
        }
    }
}

/// Generation state inside one function.
struct FnGen<'g, 'c> {
    g: &'g mut ModuleGen<'c>,
    b: Builder<'g>,
    index: usize,
    region: Region,
    /// Values in scope (dominating the insertion point).
    pool: Vec<Value>,
    memrefs: Vec<MemrefVal>,
    /// The running checksum at the insertion point.
    hash: Value,
    depth: u32,
    /// Product of the trip counts of the enclosing loops.
    trip: u64,
    cost: u64,
}

impl FnGen<'_, '_> {
    fn ty(&self, v: Value) -> TypeId {
        self.b.body.value_type(v)
    }

    fn int_width(&self, ty: TypeId) -> Option<u32> {
        match self.g.ctx.type_data(ty) {
            TypeData::Integer { width, .. } => Some(*width),
            TypeData::Index => Some(64),
            _ => None,
        }
    }

    fn is_float(ty: TypeId) -> bool {
        ty == TypeId::F32 || ty == TypeId::F64
    }

    fn constant(&mut self, ty: TypeId) -> Value {
        if self.vector_parts(ty).is_some() {
            self.vector_constant(ty)
        } else if Self::is_float(ty) {
            let v = self.g.float_constant();
            self.b.constant_float(ty, v)
        } else if ty == TypeId::INDEX {
            let v = self.g.rng.below(20) as i128;
            self.b.constant_int(ty, v)
        } else {
            let w = self.int_width(ty).unwrap_or(64);
            let v = self.g.int_constant(w);
            self.b.constant_int(ty, v)
        }
    }

    /// A value of type `ty` in scope, or a fresh constant.
    fn pick(&mut self, ty: TypeId) -> Value {
        let candidates: Vec<Value> = self
            .pool
            .iter()
            .copied()
            .filter(|&v| self.ty(v) == ty)
            .collect();
        if !candidates.is_empty() && self.g.rng.chance(85) {
            return self.g.rng.pick(&candidates);
        }
        let c = self.constant(ty);
        self.pool.push(c);
        c
    }

    fn emit(&mut self, v: Value) {
        self.pool.push(v);
        self.cost += self.trip;
    }

    fn gen_stmts(&mut self) {
        // Nested regions get fewer statements so modules stay small.
        let max = (self.g.cfg.max_stmts >> self.depth).max(self.g.cfg.min_stmts);
        let n = self.g.rng.range(self.g.cfg.min_stmts, max);
        for _ in 0..n {
            self.gen_stmt();
        }
    }

    fn gen_stmt(&mut self) {
        let nested_ok = self.depth < self.g.cfg.max_depth
            && self.cost < self.g.cfg.cost_budget / 2
            && self.b.body.ops.len() < self.g.cfg.max_ops_per_function;
        match self.g.rng.below(100) {
            0..=17 => self.gen_int_op(),
            18..=25 => self.gen_vector_op(),
            26..=29 => self.gen_flagged_arith(),
            30..=41 => self.gen_float_op(),
            42..=49 => self.gen_compare(),
            50..=59 => self.gen_cast(),
            60..=71 => self.gen_memref_op(),
            72..=79 => self.gen_call(),
            80..=86 if nested_ok => self.gen_if(),
            87..=93 if nested_ok => self.gen_loop(),
            94..=99 if nested_ok => self.gen_switch(),
            _ => self.gen_int_op(),
        }
    }

    fn random_int_type(&mut self) -> TypeId {
        if self.g.rng.chance(15) {
            TypeId::INDEX
        } else {
            self.g.rng.pick(&self.g.int_types.clone())
        }
    }

    fn gen_int_op(&mut self) {
        use Opcode::*;
        let ty = self.random_int_type();
        let w = self.int_width(ty).unwrap_or(64);
        let a = self.pick(ty);
        let b = self.pick(ty);
        let ops = [
            ArithAddi,
            ArithSubi,
            ArithMuli,
            ArithAndi,
            ArithOri,
            ArithXori,
            ArithMaxsi,
            ArithMaxui,
            ArithMinsi,
            ArithMinui,
            ArithShli,
            ArithShrui,
            ArithShrsi,
            ArithDivui,
            ArithRemui,
            ArithCeildivui,
            ArithDivsi,
            ArithRemsi,
            ArithCeildivsi,
            ArithFloordivsi,
        ];
        let op = self.g.rng.pick(&ops);
        let r = match op {
            ArithShli | ArithShrui | ArithShrsi => {
                // Shifting by the width or more is poison: mask the amount.
                let m = self.b.constant_int(ty, (w - 1) as i128);
                let amt = self.b.binary(ArithAndi, b, m);
                self.b.binary(op, a, amt)
            }
            ArithDivui | ArithRemui | ArithCeildivui => {
                let one = self.b.constant_int(ty, 1);
                let d = self.b.binary(ArithOri, b, one);
                self.b.binary(op, a, d)
            }
            ArithDivsi | ArithRemsi | ArithCeildivsi | ArithFloordivsi if w >= 2 => {
                // Odd, so non-zero; then -1 becomes 1 (no INT_MIN / -1).
                let one = self.b.constant_int(ty, 1);
                let minus_one = self.b.constant_int(ty, -1);
                let odd = self.b.binary(ArithOri, b, one);
                let is_m1 = self.b.cmpi(0, odd, minus_one);
                let d = self.b.select(is_m1, one, odd);
                self.b.binary(op, a, d)
            }
            ArithDivsi | ArithRemsi | ArithCeildivsi | ArithFloordivsi => {
                self.b.binary(ArithXori, a, b)
            }
            _ => self.b.binary(op, a, b),
        };
        self.emit(r);
    }

    /// `addi`/`subi`/`muli` with `nsw`/`nuw` on operands widened from at
    /// most 31 bits, where the flags provably hold (so no poison), to
    /// exercise the flags' lowering.
    fn gen_flagged_arith(&mut self) {
        use strata_ir::attrs::EnumKind;
        use Opcode::*;
        let narrow: Vec<TypeId> = self
            .g
            .int_types
            .iter()
            .copied()
            .filter(|&t| self.int_width(t).is_some_and(|w| w <= 31))
            .collect();
        let from = self.g.rng.pick(&narrow);
        let signed = self.g.rng.chance(50);
        let (x, y) = (self.pick(from), self.pick(from));
        let ext = if signed { ArithExtsi } else { ArithExtui };
        let a = self.b.cast(ext, x, TypeId::I64);
        let b = self.b.cast(ext, y, TypeId::I64);
        // Signed: |a|, |b| < 2^30, so sums, differences and products fit in
        // i64. Unsigned: a, b < 2^31; subtraction could wrap, so only add
        // and multiply get `nuw`.
        let op = if signed {
            self.g.rng.pick(&[ArithAddi, ArithSubi, ArithMuli])
        } else {
            self.g.rng.pick(&[ArithAddi, ArithMuli])
        };
        let flags = self.g.ctx.intern_attr(AttrData::Enum {
            kind: EnumKind::ArithOverflow,
            value: if signed { 1 } else { 2 },
        });
        let attrs = self.b.dict(&[("overflowFlags", flags)]);
        let r = self.b.val(op, &[a, b], TypeId::I64, attrs);
        self.emit(r);
    }

    fn gen_float_op(&mut self) {
        use Opcode::*;
        let ty = if self.g.rng.chance(50) {
            TypeId::F32
        } else {
            TypeId::F64
        };
        let a = self.pick(ty);
        if self.g.rng.chance(10) {
            let r = self.b.val(ArithNegf, &[a], ty, AttrId::EMPTY_DICT);
            self.emit(r);
            return;
        }
        let b = self.pick(ty);
        let op = self.g.rng.pick(&[
            ArithAddf,
            ArithSubf,
            ArithMulf,
            ArithDivf,
            ArithRemf,
            ArithMaximumf,
            ArithMinimumf,
        ]);
        let r = self.b.binary(op, a, b);
        self.emit(r);
    }

    fn gen_compare(&mut self) {
        let r = if self.g.rng.chance(70) {
            let ty = self.random_int_type();
            let (a, b) = (self.pick(ty), self.pick(ty));
            let pred = self.g.rng.below(10) as i64;
            self.b.cmpi(pred, a, b)
        } else {
            let ty = if self.g.rng.chance(50) {
                TypeId::F32
            } else {
                TypeId::F64
            };
            let (a, b) = (self.pick(ty), self.pick(ty));
            let pred = self.g.rng.below(16) as i64;
            self.b.cmpf(pred, a, b)
        };
        self.emit(r);
        if self.g.rng.chance(50) {
            let ty = self.g.rng.pick(&self.g.scalar_types.clone());
            let (t, f) = (self.pick(ty), self.pick(ty));
            let s = self.b.select(r, t, f);
            self.emit(s);
        }
    }

    /// NaNs of different payloads are equally valid results; make them one
    /// value before their bits become observable.
    fn canonical_float(&mut self, x: Value) -> Value {
        let ty = self.ty(x);
        let is_nan = self.b.cmpf(14, x, x);
        let zero = self.b.constant_float(ty, 0.0);
        self.b.select(is_nan, zero, x)
    }

    fn gen_cast(&mut self) {
        use Opcode::*;
        match self.g.rng.below(6) {
            0 => {
                // int <-> int
                let from = self.g.rng.pick(&self.g.int_types.clone());
                let to = self.g.rng.pick(&self.g.int_types.clone());
                let (wf, wt) = (
                    self.int_width(from).unwrap_or(64),
                    self.int_width(to).unwrap_or(64),
                );
                let a = self.pick(from);
                let r = if wf < wt {
                    let op = if self.g.rng.chance(50) {
                        ArithExtsi
                    } else {
                        ArithExtui
                    };
                    self.b.cast(op, a, to)
                } else if wf > wt {
                    self.b.cast(ArithTrunci, a, to)
                } else {
                    return self.gen_int_op();
                };
                self.emit(r);
            }
            1 => {
                // int <-> index
                let int = self.g.rng.pick(&self.g.int_types.clone());
                let op = if self.g.rng.chance(50) {
                    ArithIndexCast
                } else {
                    ArithIndexCastui
                };
                let r = if self.g.rng.chance(50) {
                    let a = self.pick(int);
                    self.b.cast(op, a, TypeId::INDEX)
                } else {
                    let a = self.pick(TypeId::INDEX);
                    self.b.cast(op, a, int)
                };
                self.emit(r);
            }
            2 => {
                let int = self.g.rng.pick(&self.g.int_types.clone());
                let fty = if self.g.rng.chance(50) {
                    TypeId::F32
                } else {
                    TypeId::F64
                };
                let a = self.pick(int);
                let op = if self.g.rng.chance(50) {
                    ArithSitofp
                } else {
                    ArithUitofp
                };
                let r = self.b.cast(op, a, fty);
                self.emit(r);
            }
            3 => {
                // float -> int, clamped into the target's range first.
                let int = self.g.rng.pick(&self.g.int_types.clone());
                let w = self.int_width(int).unwrap_or(64) as i32;
                let fty = if self.g.rng.chance(50) {
                    TypeId::F32
                } else {
                    TypeId::F64
                };
                let x = self.pick(fty);
                let signed = self.g.rng.chance(50);
                let (lo, hi) = if signed {
                    (-(2f64.powi(w - 1)), 2f64.powi(w - 1))
                } else {
                    (-1.0, 2f64.powi(w))
                };
                let lo_c = self.b.constant_float(fty, lo);
                let hi_c = self.b.constant_float(fty, hi);
                // oge/ogt and olt are false for NaN.
                let above = self.b.cmpf(if signed { 3 } else { 2 }, x, lo_c);
                let below = self.b.cmpf(4, x, hi_c);
                let ok = self.b.binary(ArithAndi, above, below);
                let zero = self.b.constant_float(fty, 0.0);
                let safe = self.b.select(ok, x, zero);
                let r = self
                    .b
                    .cast(if signed { ArithFptosi } else { ArithFptoui }, safe, int);
                self.emit(r);
            }
            4 => {
                let (from, to) = if self.g.rng.chance(50) {
                    (TypeId::F32, TypeId::F64)
                } else {
                    (TypeId::F64, TypeId::F32)
                };
                let a = self.pick(from);
                let r = self.b.cast(
                    if from == TypeId::F32 {
                        ArithExtf
                    } else {
                        ArithTruncf
                    },
                    a,
                    to,
                );
                self.emit(r);
            }
            _ => {
                let (f, i) = if self.g.rng.chance(50) {
                    (TypeId::F32, TypeId::I32)
                } else {
                    (TypeId::F64, TypeId::I64)
                };
                let r = if self.g.rng.chance(50) {
                    let x = self.pick(f);
                    let c = self.canonical_float(x);
                    self.b.cast(ArithBitcast, c, i)
                } else {
                    let x = self.pick(i);
                    self.b.cast(ArithBitcast, x, f)
                };
                self.emit(r);
            }
        }
    }

    /// Folds `v` into the running hash: `hash = (hash ^ zext64(v)) * K`.
    fn fold(&mut self, v: Value) {
        use Opcode::*;
        let ty = self.ty(v);
        if let Some((shape, _)) = self.vector_parts(ty) {
            return self.fold_vector(v, &shape);
        }
        let as_i64 = if ty == TypeId::I64 {
            v
        } else if ty == TypeId::INDEX {
            self.b.cast(ArithIndexCastui, v, TypeId::I64)
        } else if ty == TypeId::F64 {
            let c = self.canonical_float(v);
            self.b.cast(ArithBitcast, c, TypeId::I64)
        } else if ty == TypeId::F32 {
            let c = self.canonical_float(v);
            let bits = self.b.cast(ArithBitcast, c, TypeId::I32);
            self.b.cast(ArithExtui, bits, TypeId::I64)
        } else if self.int_width(ty).is_some_and(|w| w < 64) {
            self.b.cast(ArithExtui, v, TypeId::I64)
        } else {
            return;
        };
        let k = self.b.constant_int(TypeId::I64, HASH_MULTIPLIER);
        let x = self.b.binary(ArithXori, self.hash, as_i64);
        self.hash = self.b.binary(ArithMuli, x, k);
        self.cost += 4 * self.trip;
    }

    /// Ends a region: folds the values it defined into the hash and frees
    /// the buffers it allocated.
    fn close_region(&mut self, pool_mark: usize, memref_mark: usize) {
        let vals: Vec<Value> = self.pool[pool_mark..].to_vec();
        for v in vals {
            self.fold(v);
        }
        let mems: Vec<MemrefVal> = self.memrefs[memref_mark..].to_vec();
        for m in mems {
            if m.dealloc {
                self.b
                    .op(Opcode::MemrefDealloc, &[m.value], &[], AttrId::EMPTY_DICT);
            }
        }
    }

    fn new_block(&mut self, args: &[TypeId]) -> strata_ir::Block {
        self.b
            .body
            .append_block(self.region, args, AttrId::UNKNOWN_LOC)
    }

    fn gen_if(&mut self) {
        let cond = self.pick(TypeId::I1);
        let ty = self.g.rng.pick(&self.g.scalar_types.clone());
        let then_b = self.new_block(&[]);
        let else_b = self.new_block(&[]);
        let join = self.new_block(&[TypeId::I64, ty]);
        self.b.cond_br(cond, then_b, &[], else_b, &[]);
        let hash = self.hash;
        for block in [then_b, else_b] {
            self.b.block = block;
            self.hash = hash;
            self.nested(
                |f| {
                    f.gen_stmts();
                    f.pick(ty)
                },
                join,
            );
        }
        self.enter_join(join);
    }

    /// Generates a nested region at the current block, ending in a branch
    /// to `join(hash, value)` where `body` produces the value.
    fn nested(&mut self, body: impl FnOnce(&mut Self) -> Value, join: strata_ir::Block) {
        let (pm, mm) = (self.pool.len(), self.memrefs.len());
        self.depth += 1;
        let v = body(self);
        self.close_region(pm, mm);
        let h = self.hash;
        self.b.br(join, &[h, v]);
        self.depth -= 1;
        self.pool.truncate(pm);
        self.memrefs.truncate(mm);
    }

    fn enter_join(&mut self, join: strata_ir::Block) {
        self.b.block = join;
        let args = self.b.body.block_args(join).to_vec();
        self.hash = args[0];
        self.pool.extend_from_slice(&args[1..]);
    }

    fn gen_switch(&mut self) {
        let candidates: Vec<TypeId> = self
            .g
            .int_types
            .iter()
            .copied()
            .filter(|&t| self.int_width(t).unwrap_or(0) >= 2)
            .collect();
        let ty = self.g.rng.pick(&candidates);
        let x = self.pick(ty);
        let three = self.b.constant_int(ty, 3);
        let flag = self.b.binary(Opcode::ArithAndi, x, three);
        let result_ty = self.g.rng.pick(&self.g.scalar_types.clone());
        let n_cases = self.g.rng.range(1, 3) as usize;
        let mut values: Vec<i64> = vec![0, 1, 2, 3];
        for i in (1..values.len()).rev() {
            let j = self.g.rng.below(i as u64 + 1) as usize;
            values.swap(i, j);
        }
        let default = self.new_block(&[]);
        let cases: Vec<(i64, strata_ir::Block)> = values[..n_cases]
            .iter()
            .map(|&v| (v, self.new_block(&[])))
            .collect();
        let join = self.new_block(&[TypeId::I64, result_ty]);
        self.b.switch(flag, default, &cases, &[]);
        let hash = self.hash;
        let blocks: Vec<strata_ir::Block> = std::iter::once(default)
            .chain(cases.iter().map(|c| c.1))
            .collect();
        for block in blocks {
            self.b.block = block;
            self.hash = hash;
            self.nested(
                |f| {
                    f.gen_stmts();
                    f.pick(result_ty)
                },
                join,
            );
        }
        self.enter_join(join);
    }

    fn gen_loop(&mut self) {
        use Opcode::*;
        let trips = self.g.rng.range(1, 5);
        if self.trip * trips > 60 {
            return self.gen_int_op();
        }
        let carried_ty = self.g.rng.pick(&self.g.scalar_types.clone());
        let init = self.pick(carried_ty);
        let c0 = self.b.constant_int(TypeId::INDEX, 0);
        let c1 = self.b.constant_int(TypeId::INDEX, 1);
        let n = self.b.constant_int(TypeId::INDEX, trips as i128);
        let header = self.new_block(&[TypeId::INDEX, TypeId::I64, carried_ty]);
        let body_b = self.new_block(&[]);
        let exit = self.new_block(&[]);
        let h0 = self.hash;
        self.b.br(header, &[c0, h0, init]);

        self.b.block = header;
        let hargs = self.b.body.block_args(header).to_vec();
        let cond = self.b.cmpi(2, hargs[0], n);
        self.b.cond_br(cond, body_b, &[], exit, &[]);

        self.b.block = body_b;
        self.hash = hargs[1];
        let (pm, mm) = (self.pool.len(), self.memrefs.len());
        self.pool.extend_from_slice(&hargs);
        self.depth += 1;
        self.trip *= trips;
        self.gen_stmts();
        let next_acc = self.pick(carried_ty);
        self.close_region(pm + 3, mm);
        let next_i = self.b.binary(ArithAddi, hargs[0], c1);
        let h = self.hash;
        self.b.br(header, &[next_i, h, next_acc]);
        self.trip /= trips;
        self.depth -= 1;
        self.pool.truncate(pm);
        self.memrefs.truncate(mm);

        self.b.block = exit;
        self.hash = hargs[1];
        self.pool.extend_from_slice(&hargs[2..]);
    }

    /// The recursive step of a recursive function: `depth == 0` ends it,
    /// otherwise it calls itself with `depth - 1`.
    fn gen_recursion(&mut self, depth: Value) {
        use Opcode::*;
        let c0 = self.b.constant_int(TypeId::INDEX, 0);
        let c1 = self.b.constant_int(TypeId::INDEX, 1);
        let is_base = self.b.cmpi(0, depth, c0);
        let base = self.new_block(&[]);
        let step = self.new_block(&[]);
        let join = self.new_block(&[TypeId::I64, TypeId::I64]);
        self.b.cond_br(is_base, base, &[], step, &[]);
        let hash = self.hash;

        self.b.block = base;
        self.nested(|f| f.b.constant_int(TypeId::I64, 1), join);

        self.b.block = step;
        self.hash = hash;
        self.nested(
            |f| {
                let d1 = f.b.binary(ArithSubi, depth, c1);
                let sig = &f.g.funcs[f.index];
                let (params, results, name) =
                    (sig.params.clone(), sig.results.clone(), sig.name.clone());
                let mut args = vec![d1];
                for &p in &params[1..] {
                    args.push(f.argument(p));
                }
                let callee = f.g.ctx.symbol_ref(f.g.ctx.ident(&name));
                let attrs = f.b.dict(&[("callee", callee)]);
                let call = f.b.op(FuncCall, &args, &results, attrs);
                let rs: Vec<Value> = f.b.body.results(call).collect();
                f.pool.extend_from_slice(&rs[1..]);
                rs[0]
            },
            join,
        );
        self.enter_join(join);
    }

    fn gen_call(&mut self) {
        let remaining = self.g.cfg.cost_budget.saturating_sub(self.cost);
        let candidates: Vec<usize> = (self.index + 1..self.g.funcs.len())
            .filter(|&j| self.g.funcs[j].cost * self.trip <= remaining)
            .collect();
        if candidates.is_empty() {
            return self.gen_int_op();
        }
        let j = self.g.rng.pick(&candidates);
        let (params, results, name, recursive, cost) = {
            let s = &self.g.funcs[j];
            (
                s.params.clone(),
                s.results.clone(),
                s.name.clone(),
                s.recursive,
                s.cost,
            )
        };
        let mut args = Vec::new();
        for (k, &p) in params.iter().enumerate() {
            if recursive && k == 0 {
                // Recursion depth: any value reduced modulo MAX_RECURSION+1.
                let x = self.pick(TypeId::INDEX);
                let m = self
                    .b
                    .constant_int(TypeId::INDEX, MAX_RECURSION as i128 + 1);
                let d = self.b.binary(Opcode::ArithRemui, x, m);
                args.push(d);
            } else {
                args.push(self.argument(p));
            }
        }
        let callee = self.g.ctx.symbol_ref(self.g.ctx.ident(&name));
        let attrs = self.b.dict(&[("callee", callee)]);
        let call = self.b.op(Opcode::FuncCall, &args, &results, attrs);
        let rs: Vec<Value> = self.b.body.results(call).collect();
        for r in rs {
            self.emit(r);
        }
        self.cost += cost * self.trip;
    }

    fn memref_type(&self, dims: &[Option<i64>], elem: TypeId) -> TypeId {
        let shape: Box<[i64]> = dims
            .iter()
            .map(|d| d.unwrap_or(strata_ir::DYNAMIC))
            .collect();
        self.g.ctx.intern_type(TypeData::MemRef {
            shape,
            elem,
            layout: None,
            memory_space: None,
        })
    }

    fn gen_memref_op(&mut self) {
        let usable: Vec<usize> = (0..self.memrefs.len()).collect();
        match self.g.rng.below(12) {
            0..=2 if self.memrefs.len() < 4 => self.gen_alloc(),
            3 if !self.g.globals.is_empty() => self.gen_get_global(),
            _ if usable.is_empty() => self.gen_alloc(),
            10 | 11 => self.gen_memref_view(),
            4..=6 => {
                let m = self.memrefs[self.g.rng.pick(&usable)].clone();
                let idx = self.indices(&m);
                let mut operands = vec![m.value];
                operands.extend(idx);
                let r = self
                    .b
                    .val(Opcode::MemrefLoad, &operands, m.elem, AttrId::EMPTY_DICT);
                self.emit(r);
            }
            _ => {
                let writable: Vec<usize> = usable
                    .into_iter()
                    .filter(|&i| self.memrefs[i].writable)
                    .collect();
                if writable.is_empty() {
                    return self.gen_int_op();
                }
                let m = self.memrefs[self.g.rng.pick(&writable)].clone();
                let v = self.pick(m.elem);
                let idx = self.indices(&m);
                let mut operands = vec![v, m.value];
                operands.extend(idx);
                self.b
                    .op(Opcode::MemrefStore, &operands, &[], AttrId::EMPTY_DICT);
                self.cost += self.trip;
            }
        }
    }

    /// In-bounds indices: any value modulo the dimension's size.
    fn indices(&mut self, m: &MemrefVal) -> Vec<Value> {
        let mut out = Vec::new();
        for (k, d) in m.dims.iter().enumerate() {
            let size = match d {
                Some(n) => self.b.constant_int(TypeId::INDEX, *n as i128),
                None => {
                    let kc = self.b.constant_int(TypeId::INDEX, k as i128);
                    self.b.val(
                        Opcode::MemrefDim,
                        &[m.value, kc],
                        TypeId::INDEX,
                        AttrId::EMPTY_DICT,
                    )
                }
            };
            let raw = if self.g.rng.chance(50) {
                self.pick(TypeId::INDEX)
            } else {
                let ty = self.g.rng.pick(&self.g.int_types.clone());
                let x = self.pick(ty);
                self.b.cast(Opcode::ArithIndexCastui, x, TypeId::INDEX)
            };
            out.push(self.b.binary(Opcode::ArithRemui, raw, size));
        }
        out
    }

    fn gen_get_global(&mut self) {
        let k = self.g.rng.below(self.g.globals.len() as u64) as usize;
        let gl = &self.g.globals[k];
        let (ty, elem, len, constant) = (gl.ty, gl.elem, gl.len, gl.constant);
        let name = self.g.ctx.symbol_ref(self.g.ctx.ident(&gl.name));
        let attrs = self.b.dict(&[("name", name)]);
        let v = self.b.val(Opcode::MemrefGetGlobal, &[], ty, attrs);
        self.memrefs.push(MemrefVal {
            value: v,
            elem,
            dims: vec![Some(len)],
            dealloc: false,
            writable: !constant,
            root: v,
        });
    }

    fn gen_alloc(&mut self) {
        let mut elem_choices = vec![
            TypeId::I32,
            TypeId::I64,
            TypeId::F32,
            TypeId::F64,
            TypeId::INDEX,
        ];
        elem_choices.push(self.g.rng.pick(&self.g.int_types.clone()));
        let elem = self.g.rng.pick(&elem_choices);
        let kind = self.g.rng.below(3);
        let dims: Vec<Option<i64>> = match kind {
            0 => vec![Some(self.g.rng.range(1, 6) as i64)],
            1 => vec![None],
            _ => vec![
                Some(self.g.rng.range(1, 3) as i64),
                Some(self.g.rng.range(1, 4) as i64),
            ],
        };
        self.alloc_typed(dims, elem);
    }

    /// Function parameters: buffers join the memrefs in scope, scalars the
    /// value pool.
    fn add_params(&mut self, params: &[Value]) {
        for &p in params {
            match self.g.ctx.type_data(self.ty(p)) {
                TypeData::MemRef { shape, elem, .. } => {
                    let dims = shape
                        .iter()
                        .map(|&d| (d != strata_ir::DYNAMIC).then_some(d))
                        .collect();
                    let elem = *elem;
                    self.memrefs.push(MemrefVal {
                        value: p,
                        elem,
                        dims,
                        dealloc: false,
                        writable: true,
                        root: p,
                    });
                }
                _ => self.pool.push(p),
            }
        }
    }

    /// A call argument of type `ty`: a writable buffer of exactly that type
    /// (allocated here when none is in scope) or a scalar.
    fn argument(&mut self, ty: TypeId) -> Value {
        let (dims, elem) = match self.g.ctx.type_data(ty) {
            TypeData::MemRef { shape, elem, .. } => {
                let dims: Vec<Option<i64>> = shape
                    .iter()
                    .map(|&d| (d != strata_ir::DYNAMIC).then_some(d))
                    .collect();
                (dims, *elem)
            }
            _ => return self.pick(ty),
        };
        let matching: Vec<Value> = self
            .memrefs
            .iter()
            .filter(|m| m.writable && self.ty(m.value) == ty)
            .map(|m| m.value)
            .collect();
        if !matching.is_empty() && self.g.rng.chance(70) {
            return self.g.rng.pick(&matching);
        }
        self.alloc_typed(dims, elem)
    }

    /// Allocates and fully initialises a buffer; returns the memref.
    fn alloc_typed(&mut self, dims: Vec<Option<i64>>, elem: TypeId) -> Value {
        let ty = self.memref_type(&dims, elem);
        let mut dyn_sizes = Vec::new();
        if dims.iter().any(Option::is_none) {
            // Size in 1..=6 from any index value.
            let x = self.pick(TypeId::INDEX);
            let six = self.b.constant_int(TypeId::INDEX, 6);
            let one = self.b.constant_int(TypeId::INDEX, 1);
            let r = self.b.binary(Opcode::ArithRemui, x, six);
            dyn_sizes.push(self.b.binary(Opcode::ArithAddi, r, one));
        }
        let stack =
            self.depth == 0 && self.trip == 1 && dyn_sizes.is_empty() && self.g.rng.chance(40);
        let seg = self.b.i32_array(&[dyn_sizes.len() as i32, 0]);
        let attrs = self.b.dict(&[("operandSegmentSizes", seg)]);
        let opcode = if stack {
            Opcode::MemrefAlloca
        } else {
            Opcode::MemrefAlloc
        };
        let m = self.b.val(opcode, &dyn_sizes, ty, attrs);
        let mv = MemrefVal {
            value: m,
            elem,
            dims: dims.clone(),
            dealloc: !stack,
            writable: true,
            root: m,
        };
        // Initialise every element so no load reads uninitialised memory.
        match dims.as_slice() {
            [None] => self.init_loop(&mv, dyn_sizes[0]),
            _ => {
                let total: i64 = dims.iter().map(|d| d.unwrap_or(1)).product();
                for lin in 0..total {
                    let mut idx = Vec::new();
                    let mut rest = lin;
                    for d in dims.iter().rev() {
                        let n = d.unwrap_or(1);
                        idx.push(rest % n);
                        rest /= n;
                    }
                    idx.reverse();
                    let v = self.pick(elem);
                    let mut operands = vec![v, m];
                    for i in idx {
                        operands.push(self.b.constant_int(TypeId::INDEX, i as i128));
                    }
                    self.b
                        .op(Opcode::MemrefStore, &operands, &[], AttrId::EMPTY_DICT);
                }
            }
        }
        self.memrefs.push(mv);
        m
    }

    /// `for i in 0..size: m[i] = v` for a dynamic 1-D buffer, where `v`
    /// varies with `i` for integer elements.
    fn init_loop(&mut self, m: &MemrefVal, size: Value) {
        use Opcode::*;
        let v = self.pick(m.elem);
        let c0 = self.b.constant_int(TypeId::INDEX, 0);
        let c1 = self.b.constant_int(TypeId::INDEX, 1);
        let header = self.new_block(&[TypeId::INDEX]);
        let body_b = self.new_block(&[]);
        let exit = self.new_block(&[]);
        self.b.br(header, &[c0]);
        self.b.block = header;
        let i = self.b.body.block_args(header)[0];
        let cond = self.b.cmpi(2, i, size);
        self.b.cond_br(cond, body_b, &[], exit, &[]);
        self.b.block = body_b;
        let stored = if m.elem == TypeId::INDEX {
            self.b.binary(ArithAddi, v, i)
        } else if self.int_width(m.elem).is_some() {
            let ic = self.b.cast(ArithIndexCastui, i, m.elem);
            self.b.binary(ArithXori, v, ic)
        } else {
            v
        };
        self.b
            .op(MemrefStore, &[stored, m.value, i], &[], AttrId::EMPTY_DICT);
        let next = self.b.binary(ArithAddi, i, c1);
        self.b.br(header, &[next]);
        self.b.block = exit;
        self.cost += 6 * self.trip * 6;
    }
}
