//! `convert-vector-to-llvm`: `vector.print` of scalars, strings and bare
//! punctuation becomes calls to the runner's print functions
//! (`printI64`, `printU64`, `printF32`, `printF64`, `printF16`,
//! `printBF16`, `printString`, `printNewline`, `printComma`, `printOpen`,
//! `printClose`); `vector.extract` becomes `llvm.extractvalue` /
//! `llvm.extractelement`; `vector.load` becomes an address computation and
//! `llvm.load`. Printing whole vectors is left to `convert-vector-to-scf`,
//! as in MLIR.
//!
//! The module phase ([`plan`]) runs before bodies convert in parallel: it
//! names the string globals (`vector_print_str`, `vector_print_str_0`, ...)
//! and lists the symbols to create in the order MLIR creates them, each
//! inserted at the front of the module ([`insert_declarations`]).

use rayon::prelude::*;
use smallvec::SmallVec;
use strata_ir::attrs::AttrData;
use strata_ir::dialect::vector as vd;
use strata_ir::{
    AttrId, BodyId, Context, Diag, Dialect, FloatKind, Ident, Module, Op, Opcode, Signedness,
    TypeData, TypeId, Value,
};

use super::rewriter::BodyRewriter;
use super::Patterns;
use crate::memref::MemrefPatterns;
use crate::names::Names;

pub struct VectorPatterns<'m> {
    pub memref: &'m MemrefPatterns,
    /// Arith converts in the same pass (`convert-to-llvm`): widen with
    /// `llvm.sext`/`llvm.zext` directly instead of `arith` ops.
    pub llvm_ext: bool,
    /// `vector.shape_cast` of an n-D vector is lowered (by
    /// `convert-vector-to-llvm`'s vector-to-vector patterns; MLIR 22's
    /// `convert-to-llvm` leaves it).
    pub nd_shape_cast: bool,
}

/// How a scalar is printed: the runtime function, its parameter type and
/// the conversion on the way.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Printer {
    /// `printI64` after `arith.extsi` (or `arith.extui` for i1) when narrower.
    Signed,
    /// `printU64` after `arith.extui` when narrower (unsigned ints, index).
    Unsigned,
    F32,
    F64,
    /// `printF16` / `printBF16` of the bits (`llvm.bitcast` to i16).
    F16,
    BF16,
}

impl Printer {
    fn callee(self) -> (&'static str, TypeId) {
        match self {
            Printer::Signed => ("printI64", TypeId::I64),
            Printer::Unsigned => ("printU64", TypeId::I64),
            Printer::F32 => ("printF32", TypeId::F32),
            Printer::F64 => ("printF64", TypeId::F64),
            Printer::F16 => ("printF16", TypeId::I16),
            Printer::BF16 => ("printBF16", TypeId::I16),
        }
    }
}

fn printer(ctx: &Context, ty: TypeId) -> Option<Printer> {
    match ctx.type_data(ty) {
        TypeData::Index => Some(Printer::Unsigned),
        TypeData::Integer { width, signedness } if *width <= 64 => {
            Some(if *signedness == Signedness::Unsigned {
                Printer::Unsigned
            } else {
                Printer::Signed
            })
        }
        TypeData::Float(FloatKind::F32) => Some(Printer::F32),
        TypeData::Float(FloatKind::F64) => Some(Printer::F64),
        TypeData::Float(FloatKind::F16) => Some(Printer::F16),
        TypeData::Float(FloatKind::BF16) => Some(Printer::BF16),
        _ => None,
    }
}

fn punctuation_callee(p: u64) -> Option<&'static str> {
    match p {
        vd::NEWLINE => Some("printNewline"),
        vd::COMMA => Some("printComma"),
        vd::OPEN => Some("printOpen"),
        vd::CLOSE => Some("printClose"),
        _ => None,
    }
}

/// What a lowered `vector.print` calls, in order; `None` when it stays
/// (vectors, unsupported element types).
enum PrintPlan {
    Str(Vec<u8>),
    Value(Printer, Option<&'static str>),
    Punct(Option<&'static str>),
}

fn print_plan(ctx: &Context, body: &strata_ir::Body, op: Op) -> Option<PrintPlan> {
    let attrs = body.op(op).attrs;
    if let Some(s) = vd::string_literal(ctx, attrs) {
        return Some(PrintPlan::Str(s));
    }
    let punct = punctuation_callee(vd::punctuation(ctx, attrs)?);
    match body.operands(op) {
        [] => Some(PrintPlan::Punct(punct)),
        [v] => Some(PrintPlan::Value(printer(ctx, body.value_type(*v))?, punct)),
        _ => None,
    }
}

/// A module-level symbol the lowering creates, with the body of the
/// module it goes in (the one nearest around the print, as in MLIR).
enum Creation {
    /// A string's global, at the location of the print that made it.
    Global(Ident, Vec<u8>, strata_ir::AttrId, BodyId),
    Func(&'static str, TypeId, BodyId),
}

/// The module phase of the print lowering.
pub struct PrintSymbols {
    /// Per body, the global names of its string prints in op order.
    pub per_body: Vec<Vec<Ident>>,
    creations: Vec<Creation>,
}

impl PrintSymbols {
    pub fn empty(n: usize) -> Self {
        PrintSymbols {
            per_body: vec![Vec::new(); n],
            creations: Vec::new(),
        }
    }
}

pub fn plan(
    ctx: &Context,
    module: &Module,
    mask: &[bool],
    summary: Option<&strata_ir::summary::OpcodeSummary>,
) -> PrintSymbols {
    let mut out = PrintSymbols::empty(module.bodies.len());
    let any = module.bodies.par_iter().enumerate().any(|(i, b)| {
        mask.get(i).copied().unwrap_or(false)
            && summary.is_none_or(|s| s.may_have(i, Opcode::VectorPrint))
            && b.any_op(|o| o.opcode == Opcode::VectorPrint)
    });
    if !any {
        return out;
    }
    // Symbols per module: its own plus the functions planned in it, and
    // the string globals planned in it.
    let mut taken = crate::asserts::ScopedSymbols::new();
    let mut want_func =
        |name: &'static str, param: TypeId, table: BodyId, out: &mut PrintSymbols| {
            if taken.of(ctx, module, table).insert(ctx.ident(name)) {
                out.creations.push(Creation::Func(name, param, table));
            }
        };
    let mut global_names = crate::asserts::ScopedSymbols::new();
    for bi in crate::asserts::body_preorder(module) {
        if !mask.get(bi).copied().unwrap_or(false) {
            continue;
        }
        let body = &module.bodies[bi];
        let table = module.enclosing_module(BodyId::from_index(bi));
        let mut prints = Vec::new();
        body.walk(|op| {
            if body.op(op).opcode == Opcode::VectorPrint {
                if let Some(p) = print_plan(ctx, body, op) {
                    prints.push((p, body.op(op).loc));
                }
            }
        });
        for (p, loc) in prints {
            match p {
                PrintPlan::Str(s) => {
                    // Unique among the module's own symbols and the
                    // strings planned before (not the planned functions).
                    let planned = global_names.of(ctx, module, table);
                    let mut name = "vector_print_str".to_string();
                    let mut counter = 0usize;
                    while planned.contains(&ctx.ident(&name)) {
                        name = format!("vector_print_str_{counter}");
                        counter += 1;
                    }
                    let id = ctx.ident(&name);
                    planned.insert(id);
                    out.per_body[bi].push(id);
                    out.creations.push(Creation::Global(id, s, loc, table));
                    want_func("printString", TypeId::LLVM_PTR, table, &mut out);
                }
                PrintPlan::Value(pr, punct) => {
                    let (f, t) = pr.callee();
                    want_func(f, t, table, &mut out);
                    if let Some(f) = punct {
                        want_func(f, TypeId::NONE, table, &mut out);
                    }
                }
                PrintPlan::Punct(punct) => {
                    if let Some(f) = punct {
                        want_func(f, TypeId::NONE, table, &mut out);
                    }
                }
            }
        }
    }
    out
}

/// Creates the planned globals and declarations at the front of their
/// modules, in creation order (so the last created comes first). Returns
/// the symbols it added, with their modules.
pub fn insert_declarations(
    ctx: &Context,
    n: &Names,
    module: &mut Module,
    plan: &PrintSymbols,
) -> crate::decl_order::Family {
    let mut created = Vec::with_capacity(plan.creations.len());
    for c in &plan.creations {
        match c {
            Creation::Global(name, s, loc, table) => {
                crate::asserts::push_string_global(ctx, n, module, *table, *name, s, *loc);
                created.push((*table, *name));
            }
            Creation::Func(name, param, table) => {
                let params: &[TypeId] = if *param == TypeId::NONE {
                    &[]
                } else {
                    std::slice::from_ref(param)
                };
                let loc = module.module_loc(*table);
                crate::asserts::push_func_decl(ctx, n, module, *table, name, params, loc);
                created.push((*table, ctx.ident(name)));
            }
        }
    }
    created
}

impl Patterns for VectorPatterns<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Vector
    }

    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
        Ok(match rw.old.op(op).opcode {
            Opcode::VectorPrint => print(rw, op, self.llvm_ext),
            Opcode::VectorBroadcast => super::vector_broadcast::broadcast(rw, op),
            Opcode::VectorExtract => extract(rw, op),
            Opcode::VectorInsert => insert(rw, op),
            Opcode::VectorShapeCast => shape_cast(rw, op, self.nd_shape_cast),
            Opcode::VectorLoad => load(rw, self.memref, op),
            _ => false,
        })
    }
}

fn call(rw: &mut BodyRewriter, callee: &str, args: &[Value]) {
    super::cf::call(rw, callee, args);
}

fn print(rw: &mut BodyRewriter, op: Op, llvm_ext: bool) -> bool {
    let ctx = rw.ctx;
    let Some(plan) = print_plan(ctx, rw.old, op) else {
        return false;
    };
    match plan {
        PrintPlan::Str(s) => {
            let Some(&global) = rw.print_strings.get(rw.print_next) else {
                return false;
            };
            rw.print_next += 1;
            let n = rw.names;
            let sym = ctx.symbol_ref(global);
            let addr_attrs = rw.attrs(&[(n.global_name, sym)]);
            let addr = rw.push1(Opcode::LlvmMlirAddressof, &[], TypeId::LLVM_PTR, addr_attrs);
            let arr = ctx.llvm_array(TypeId::I8, s.len() as u64 + 1);
            let gep_attrs = rw.attrs(&[
                (n.elem_type, ctx.type_attr(arr)),
                (n.raw_constant_indices, rw.i32_array(&[0])),
            ]);
            let p = rw.push1(
                Opcode::LlvmGetelementptr,
                &[addr],
                TypeId::LLVM_PTR,
                gep_attrs,
            );
            call(rw, "printString", &[p]);
        }
        PrintPlan::Value(pr, punct) => {
            let old_v = rw.old.operands(op)[0];
            let old_ty = rw.old.value_type(old_v);
            let v = rw.converted(old_v);
            let ty = rw.new_type(v);
            let arg = match pr {
                Printer::Signed | Printer::Unsigned => {
                    let width = match ctx.type_data(ty) {
                        TypeData::Integer { width, .. } => *width,
                        _ => 64,
                    };
                    if width < 64 {
                        let unsigned = pr == Printer::Unsigned
                            || width == 1
                            || matches!(ctx.type_data(old_ty), TypeData::Index);
                        let ext = match (unsigned, llvm_ext) {
                            (true, false) => Opcode::ArithExtui,
                            (false, false) => Opcode::ArithExtsi,
                            (true, true) => Opcode::LlvmZext,
                            (false, true) => Opcode::LlvmSext,
                        };
                        match folded_extension(rw, v, width, unsigned, llvm_ext) {
                            Some(c) => c,
                            None => rw.push1(ext, &[v], TypeId::I64, AttrId::EMPTY_DICT),
                        }
                    } else {
                        v
                    }
                }
                Printer::F16 | Printer::BF16 => {
                    rw.push1(Opcode::LlvmBitcast, &[v], TypeId::I16, AttrId::EMPTY_DICT)
                }
                Printer::F32 | Printer::F64 => v,
            };
            call(rw, pr.callee().0, &[arg]);
            if let Some(f) = punct {
                call(rw, f, &[]);
            }
        }
        PrintPlan::Punct(punct) => {
            if let Some(f) = punct {
                call(rw, f, &[]);
            }
        }
    }
    true
}

/// The extension of constant `v` (of `width` bits) to `i64`, as a
/// constant: under `convert-to-llvm` (`llvm_ext`) MLIR's print lowering
/// makes an arith extension, which the conversion folds before converting
/// it. `None` when `v` is not an integer constant or nothing folds.
fn folded_extension(
    rw: &mut BodyRewriter,
    v: Value,
    width: u32,
    unsigned: bool,
    llvm_ext: bool,
) -> Option<Value> {
    if !llvm_ext || width == 0 || width >= 64 {
        return None;
    }
    let strata_ir::ValueDef::Result { op: def, .. } = rw.new.value(v).def else {
        return None;
    };
    if rw.new.op(def).opcode != Opcode::LlvmMlirConstant {
        return None;
    }
    let attr = rw.ctx.dict_get(rw.new.op(def).attrs, rw.names.value)?;
    let value = match *rw.ctx.attr_data(attr) {
        AttrData::Integer { value, .. } => value,
        AttrData::Bool(b) => b as i128,
        _ => return None,
    };
    let bits = (value as u128) & ((1u128 << width) - 1);
    let extended = if unsigned || bits >> (width - 1) == 0 {
        bits as i128
    } else {
        (bits | !((1u128 << width) - 1)) as i128
    };
    Some(rw.int_constant(extended, TypeId::I64, TypeId::I64))
}

/// `vector.extract`: static positions index into the array of vectors
/// (`llvm.extractvalue`), the last one of a 1-D remainder picks an element
/// (`llvm.extractelement`); a dynamic position is only lowered for the
/// innermost dimension.
fn extract(rw: &mut BodyRewriter, op: Op) -> bool {
    let ctx = rw.ctx;
    let old = rw.old;
    let Some(pos) = vd::static_position(ctx, old.op(op).attrs) else {
        return false;
    };
    let operands: SmallVec<[Value; 4]> = old.operands(op).iter().copied().collect();
    let src_old = operands[0];
    let Some((shape, elem_old, _)) = vd::vector_shape(ctx, old.value_type(src_old)) else {
        return false;
    };
    let result_old = old.result(op, 0);
    let Some(result_ty) = rw.converted_type(result_old) else {
        return false;
    };
    if pos.contains(&-1) {
        return false;
    }
    if shape.is_empty() {
        // A 0-d vector is a one-element vector.
        let v = rw.converted(src_old);
        let idx = rw.int_constant(0, TypeId::I64, TypeId::I64);
        let e = rw.push1(
            Opcode::LlvmExtractelement,
            &[v, idx],
            result_ty,
            AttrId::EMPTY_DICT,
        );
        rw.map_results(op, &[e]);
        return true;
    }
    if pos.is_empty() {
        let v = rw.converted(src_old);
        rw.map_results(op, &[v]);
        return true;
    }
    // Positions into the array part (all but the innermost dimension).
    let rank = shape.len();
    let full = pos.len() == rank;
    let array_part = if full { &pos[..rank - 1] } else { &pos[..] };
    if array_part.contains(&vd::DYNAMIC_POSITION) {
        return false;
    }
    if rw.converted_type(src_old).is_none() {
        return false;
    }
    let mut v = rw.converted(src_old);
    if !array_part.is_empty() {
        let positions: SmallVec<[i64; 4]> = array_part.iter().map(|&p| p as i64).collect();
        let ty = if full {
            // The 1-D vector holding the element.
            let inner = shape[rank - 1];
            let Some(elem) = rw.tc.convert(elem_old) else {
                return false;
            };
            ctx.intern_type(TypeData::Vector {
                shape: vec![inner].into(),
                scalable: vec![false].into(),
                elem,
            })
        } else {
            result_ty
        };
        v = rw.extractvalue(v, &positions, ty);
    }
    if full {
        let last = pos[rank - 1];
        let idx = if last == vd::DYNAMIC_POSITION {
            let dyn_index = operands[operands.len() - 1];
            rw.converted(dyn_index)
        } else {
            rw.int_constant(last, TypeId::I64, TypeId::I64)
        };
        let idx_ty = rw.new_type(idx);
        if idx_ty != TypeId::I64 && !matches!(ctx.type_data(idx_ty), TypeData::Integer { .. }) {
            return false;
        }
        v = rw.push1(
            Opcode::LlvmExtractelement,
            &[v, idx],
            result_ty,
            AttrId::EMPTY_DICT,
        );
    }
    rw.map_results(op, &[v]);
    true
}

/// `vector.insert`, the mirror of `extract`: `llvm.insertelement` into the
/// innermost 1-D vector (taken out of and put back into the array of
/// vectors with `llvm.extractvalue`/`llvm.insertvalue` when n-D), or
/// `llvm.insertvalue` of a whole sub-vector.
fn insert(rw: &mut BodyRewriter, op: Op) -> bool {
    let ctx = rw.ctx;
    let old = rw.old;
    let Some(pos) = vd::static_position(ctx, old.op(op).attrs) else {
        return false;
    };
    let operands: SmallVec<[Value; 4]> = old.operands(op).iter().copied().collect();
    let (src_old, dest_old) = (operands[0], operands[1]);
    let Some((shape, elem_old, _)) = vd::vector_shape(ctx, old.value_type(dest_old)) else {
        return false;
    };
    if shape.is_empty() {
        let (Some(_), Some(_)) = (rw.converted_type(dest_old), rw.converted_type(src_old)) else {
            return false;
        };
        let dest = rw.converted(dest_old);
        let src = rw.converted(src_old);
        let ty = rw.new_type(dest);
        let idx = rw.int_constant(0, TypeId::I64, TypeId::I64);
        let v = rw.push1(
            Opcode::LlvmInsertelement,
            &[dest, src, idx],
            ty,
            AttrId::EMPTY_DICT,
        );
        rw.map_results(op, &[v]);
        return true;
    }
    if pos.is_empty() || pos.contains(&-1) {
        return false;
    }
    let rank = shape.len();
    let full = pos.len() == rank;
    let array_part = if full { &pos[..rank - 1] } else { &pos[..] };
    if array_part.contains(&vd::DYNAMIC_POSITION) {
        return false;
    }
    let (Some(dest_ty), Some(_), Some(elem)) = (
        rw.converted_type(dest_old),
        rw.converted_type(src_old),
        rw.tc.convert(elem_old),
    ) else {
        return false;
    };
    let dest = rw.converted(dest_old);
    let src = rw.converted(src_old);
    let positions: SmallVec<[i64; 4]> = array_part.iter().map(|&p| p as i64).collect();
    let result = if full {
        let inner_ty = ctx.intern_type(TypeData::Vector {
            shape: vec![shape[rank - 1]].into(),
            scalable: vec![false].into(),
            elem,
        });
        let inner = if positions.is_empty() {
            dest
        } else {
            rw.extractvalue(dest, &positions, inner_ty)
        };
        let last = pos[rank - 1];
        let idx = if last == vd::DYNAMIC_POSITION {
            rw.converted(operands[operands.len() - 1])
        } else {
            rw.int_constant(last, TypeId::I64, TypeId::I64)
        };
        let ins = rw.push1(
            Opcode::LlvmInsertelement,
            &[inner, src, idx],
            inner_ty,
            AttrId::EMPTY_DICT,
        );
        if positions.is_empty() {
            ins
        } else {
            rw.insertvalue(dest, ins, &positions)
        }
    } else {
        rw.insertvalue(dest, src, &positions)
    };
    debug_assert_eq!(rw.new_type(result), dest_ty);
    rw.map_results(op, &[result]);
    true
}

/// `vector.shape_cast` of an n-D vector to a 1-D one, where the pre-phase
/// (`canonicalize::vector_shape_cast`) left it: vectors of `index`, whose
/// shuffles need the converted type. As MLIR 22 lowers it: each innermost
/// 1-D vector, in row-major order, is widened with an
/// `llvm.shufflevector` and shuffled into its place in the result, which
/// starts as poison: `ub.poison`, as MLIR's standalone pass leaves it
/// (`llvm.mlir.poison` where the pass converts `ub`). A cast between
/// equal types is the value itself.
fn shape_cast(rw: &mut BodyRewriter, op: Op, nd: bool) -> bool {
    let ctx = rw.ctx;
    let old = rw.old;
    let src_old = old.operands(op)[0];
    let result_old = old.result(op, 0);
    let (Some((src_shape, elem, false)), Some((res_shape, _, false))) = (
        vd::vector_shape(ctx, old.value_type(src_old)),
        vd::vector_shape(ctx, old.value_type(result_old)),
    ) else {
        return false;
    };
    let (Some(_), Some(result_ty), Some(elem)) = (
        rw.converted_type(src_old),
        rw.converted_type(result_old),
        rw.tc.convert(elem),
    ) else {
        return false;
    };
    if src_shape == res_shape {
        let v = rw.converted(src_old);
        rw.map_results(op, &[v]);
        return true;
    }
    if !nd || res_shape.len() != 1 || src_shape.len() < 2 {
        return false;
    }
    let total = res_shape[0];
    let inner = src_shape[src_shape.len() - 1];
    let outer = &src_shape[..src_shape.len() - 1];
    if inner <= 0 || outer.iter().product::<i64>() * inner != total {
        return false;
    }
    let row_ty = ctx.intern_type(TypeData::Vector {
        shape: vec![inner].into(),
        scalable: vec![false].into(),
        elem,
    });
    let src = rw.converted(src_old);
    let mut acc = if rw.poison_legal {
        rw.poison(result_ty)
    } else {
        // MLIR's poison has the vector type; the cast to the converted
        // type (a vector of `index` becomes one of integers) follows it.
        let old_ty = old.value_type(result_old);
        let p = rw.push1(Opcode::UbPoison, &[], old_ty, AttrId::EMPTY_DICT);
        if old_ty == result_ty {
            p
        } else {
            rw.push1(
                Opcode::BuiltinUnrealizedConversionCast,
                &[p],
                result_ty,
                AttrId::EMPTY_DICT,
            )
        }
    };
    let mut index = vec![0i64; outer.len()];
    let widen: Vec<i32> = (0..total)
        .map(|j| if j < inner { j as i32 } else { 0 })
        .collect();
    let mask_name = ctx.ident("mask");
    for k in 0..outer.iter().product::<i64>() {
        let row = rw.extractvalue(src, &index, row_ty);
        let attrs = rw.attrs(&[(mask_name, rw.i32_array(&widen))]);
        let wide = rw.push1(Opcode::LlvmShufflevector, &[row, row], result_ty, attrs);
        let start = k * inner;
        let place: Vec<i32> = (0..total)
            .map(|j| {
                if j >= start && j < start + inner {
                    (j - start) as i32
                } else {
                    (total + j) as i32
                }
            })
            .collect();
        let attrs = rw.attrs(&[(mask_name, rw.i32_array(&place))]);
        acc = rw.push1(Opcode::LlvmShufflevector, &[wide, acc], result_ty, attrs);
        super::vector_broadcast::next_row_major(&mut index, outer);
    }
    rw.map_results(op, &[acc]);
    true
}

/// ABI alignment of a scalar element in bytes (LLVM's default data layout).
fn element_alignment(ctx: &Context, ty: TypeId) -> Option<i64> {
    let bits = match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => *width as i64,
        TypeData::Index => 64,
        TypeData::Float(k) => match k {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            _ => return None,
        },
        _ => return None,
    };
    let bytes = ((bits + 7) / 8).max(1);
    Some((bytes as u64).next_power_of_two().min(16) as i64)
}

/// `vector.load`: the element address as for `memref.load` (without
/// `inbounds`), then a vector load aligned as the memref's element type.
fn load(rw: &mut BodyRewriter, mp: &MemrefPatterns, op: Op) -> bool {
    let ctx = rw.ctx;
    let result_old = rw.old.result(op, 0);
    let Some(result) = rw.converted_type(result_old) else {
        return false;
    };
    if vd::vector_shape(ctx, rw.old.value_type(result_old))
        .is_none_or(|(s, _, sc)| s.len() != 1 || sc)
    {
        return false;
    }
    let mem_ty = rw.old.value_type(rw.old.operands(op)[0]);
    let Some(elem) = (match ctx.type_data(mem_ty) {
        TypeData::MemRef { elem, .. } => Some(*elem),
        _ => None,
    }) else {
        return false;
    };
    let Some(align) = element_alignment(ctx, elem) else {
        return false;
    };
    let Some((ty, d, indices)) = crate::memref::access::access_operands(rw, op, 0) else {
        return false;
    };
    let Some(ptr) = crate::memref::access::element_ptr(rw, mp, ty, &d, &indices, false) else {
        return false;
    };
    let attrs = rw.attrs(&[(mp.names.alignment, ctx.int_attr(TypeId::I64, align as i128))]);
    let v = rw.push1(Opcode::LlvmLoad, &[ptr], result, attrs);
    rw.map_results(op, &[v]);
    true
}
