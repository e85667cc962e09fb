//! `convert-func-to-llvm`, body side: entry-block signature conversion with
//! memref descriptor repacking, `func.return` / `call` / `call_indirect` /
//! `constant`.

use smallvec::SmallVec;
use strata_ir::attrs::NamedAttr;
use strata_ir::{AttrId, Block, Diag, Dialect, Op, Opcode, TypeData, TypeId, Value};

use super::rewriter::{BodyRewriter, LazyArg};
use super::Patterns;
use crate::type_converter::{row_major_strides, strides_and_offset, ArgKind, MemRefConvention};

pub struct FuncPatterns;

impl Patterns for FuncPatterns {
    fn dialect(&self) -> Dialect {
        Dialect::Func
    }

    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
        Ok(match rw.old.op(op).opcode {
            Opcode::FuncReturn => ret(rw, op),
            Opcode::FuncCall => call(rw, op, false),
            Opcode::FuncCallIndirect => call(rw, op, true),
            Opcode::FuncConstant => constant(rw, op),
            _ => false,
        })
    }
}

/// Gives the entry block of a converted function its converted arguments.
/// Memref arguments are repacked into descriptors lazily, on first use, at
/// the front of the block (where MLIR's argument materializations go).
pub fn convert_entry_args(
    rw: &mut BodyRewriter,
    b: Block,
    sig: &crate::type_converter::SignatureConversion,
) {
    let nb = rw.block(b);
    let old_args: SmallVec<[Value; 8]> = rw.old.block_args(b).iter().copied().collect();
    for (i, &a) in old_args.iter().enumerate() {
        let loc = rw.old.value(a).loc;
        let Some(m) = sig.args.get(i) else {
            let ty = rw.old.value_type(a);
            let na = rw.new.add_block_arg(nb, ty, loc);
            rw.map_value(a, na);
            continue;
        };
        let range = m.start as usize..(m.start + m.len) as usize;
        let new_args: SmallVec<[Value; 8]> = sig.arg_types[range]
            .iter()
            .map(|&t| rw.new.add_block_arg(nb, t, loc))
            .collect();
        match m.kind {
            ArgKind::Plain => {
                rw.map_value(a, new_args[0]);
                if rw.new.value_type(new_args[0]) != rw.old.value_type(a) {
                    rw.eager_source_cast(a, new_args[0]);
                }
            }
            kind => rw.map_lazy(
                a,
                LazyArg {
                    kind,
                    old_ty: rw.old.value_type(a),
                    block: nb,
                    new_args,
                },
            ),
        }
    }
}

/// Builds the descriptor of a lazily converted memref argument at the end
/// of its block (the caller moves it to the front) and returns it.
pub fn materialize_entry_arg(rw: &mut BodyRewriter, arg: &LazyArg) -> Value {
    let saved = (rw.cursor, rw.loc);
    rw.cursor = arg.block;
    let v = match arg.kind {
        ArgKind::UnrankedDescriptor => {
            let ty = rw.tc.unranked_descriptor();
            pack(rw, ty, &arg.new_args)
        }
        ArgKind::BarePtr => descriptor_from_ptr(rw, arg.old_ty, arg.new_args[0]),
        ArgKind::Split => rw.push1(
            Opcode::BuiltinUnrealizedConversionCast,
            &arg.new_args,
            arg.old_ty,
            AttrId::EMPTY_DICT,
        ),
        _ => match rw.tc.memref_descriptor(arg.old_ty) {
            Some(ty) => pack_ranked(rw, ty, &arg.new_args),
            None => arg.new_args[0],
        },
    };
    (rw.cursor, rw.loc) = saved;
    v
}

/// A memref value from the scalars of its expanded descriptor (MLIR's
/// memref materialization): the packed descriptor cast back to the memref
/// type when `pieces` have the expanded types, else a plain cast of the
/// pieces.
pub fn memref_from_pieces(rw: &mut BodyRewriter, memref: TypeId, pieces: &[Value]) -> Value {
    let expanded = rw
        .tc
        .convert_signature(&[memref], &[], false)
        .filter(|sig| {
            sig.arg_types.len() == pieces.len()
                && pieces
                    .iter()
                    .zip(&sig.arg_types)
                    .all(|(&p, &t)| rw.new_type(p) == t)
        })
        .map(|sig| sig.args[0].kind);
    let desc = match expanded {
        Some(ArgKind::RankedDescriptor { .. }) => rw
            .tc
            .memref_descriptor(memref)
            .map(|ty| pack_ranked(rw, ty, pieces)),
        Some(ArgKind::UnrankedDescriptor) => {
            let ty = rw.tc.unranked_descriptor();
            Some(pack(rw, ty, pieces))
        }
        _ => None,
    };
    let operands: SmallVec<[Value; 8]> = match desc {
        Some(d) => smallvec::smallvec![d],
        None => pieces.iter().copied().collect(),
    };
    rw.push1(
        Opcode::BuiltinUnrealizedConversionCast,
        &operands,
        memref,
        AttrId::EMPTY_DICT,
    )
}

fn pack(rw: &mut BodyRewriter, ty: TypeId, vals: &[Value]) -> Value {
    let mut acc = rw.poison(ty);
    for (i, &v) in vals.iter().enumerate() {
        acc = rw.insertvalue(acc, v, &[i as i64]);
    }
    acc
}

/// Ranked descriptor from its scalars: ptrs and offset, then each
/// dimension's size and stride.
fn pack_ranked(rw: &mut BodyRewriter, ty: TypeId, vals: &[Value]) -> Value {
    let rank = (vals.len() - 3) / 2;
    let mut acc = rw.poison(ty);
    for (i, &v) in vals[..3].iter().enumerate() {
        acc = rw.insertvalue(acc, v, &[i as i64]);
    }
    for d in 0..rank {
        acc = rw.insertvalue(acc, vals[3 + d], &[3, d as i64]);
        acc = rw.insertvalue(acc, vals[3 + rank + d], &[4, d as i64]);
    }
    acc
}

/// A descriptor for a statically shaped memref from its bare pointer.
pub fn descriptor_from_ptr(rw: &mut BodyRewriter, memref: TypeId, ptr: Value) -> Value {
    let Some(ty) = rw.tc.memref_descriptor(memref) else {
        return ptr;
    };
    let TypeData::MemRef { shape, .. } = rw.ctx.type_data(memref) else {
        return ptr;
    };
    let shape = shape.clone();
    let (strides, offset) =
        strides_and_offset(rw.ctx, memref).unwrap_or_else(|| (row_major_strides(&shape), 0));
    let ix = rw.tc.index;
    let mut acc = rw.poison(ty);
    acc = rw.insertvalue(acc, ptr, &[0]);
    acc = rw.insertvalue(acc, ptr, &[1]);
    let off = rw.int_constant(offset as i128, TypeId::INDEX, ix);
    acc = rw.insertvalue(acc, off, &[2]);
    for (d, (&size, &stride)) in shape.iter().zip(&strides).enumerate() {
        let s = rw.int_constant(size as i128, TypeId::INDEX, ix);
        acc = rw.insertvalue(acc, s, &[3, d as i64]);
        let st = rw.int_constant(stride as i128, TypeId::INDEX, ix);
        acc = rw.insertvalue(acc, st, &[4, d as i64]);
    }
    acc
}

fn is_memref(rw: &BodyRewriter, ty: TypeId) -> bool {
    matches!(rw.ctx.type_data(ty), TypeData::MemRef { .. })
}

/// `func.return`: memref results under the bare convention return their
/// pointer; several results are packed into a struct.
fn ret(rw: &mut BodyRewriter, op: Op) -> bool {
    let old: SmallVec<[Value; 4]> = rw.old.operands(op).iter().copied().collect();
    let old_tys: SmallVec<[TypeId; 4]> = old.iter().map(|&v| rw.old.value_type(v)).collect();
    let Some(packed) = rw.tc.pack_results(&old_tys) else {
        return false;
    };
    let bare = rw.tc.convention == MemRefConvention::BarePtr;
    // The bare convention has no form for unranked memrefs: MLIR leaves the
    // return unconverted.
    if bare
        && old_tys
            .iter()
            .any(|&t| matches!(rw.ctx.type_data(t), TypeData::UnrankedMemRef { .. }))
    {
        return false;
    }
    let mut vals: SmallVec<[Value; 4]> = SmallVec::new();
    let mut flat_tys: SmallVec<[TypeId; 4]> = SmallVec::new();
    for (&o, &t) in old.iter().zip(&old_tys) {
        if let Some(pieces) = rw.pieces(o) {
            vals.extend(pieces);
            flat_tys.extend(rw.tc.split(t).into_iter().flatten());
            continue;
        }
        flat_tys.push(t);
        let v = rw.converted(o);
        match rw.tc.bare_ptr(t).filter(|_| bare && is_memref(rw, t)) {
            Some(p) => vals.push(rw.extractvalue(v, &[0], p)),
            None => vals.push(v),
        }
    }
    if rw.tc.convention == MemRefConvention::Descriptor {
        super::unranked_copy::copy_unranked(rw, &mut vals, &flat_tys, true);
    }
    let operand = match vals.len() {
        0 => None,
        1 => Some(vals[0]),
        _ => {
            let mut acc = rw.poison(packed);
            for (i, &v) in vals.iter().enumerate() {
                acc = rw.insertvalue(acc, v, &[i as i64]);
            }
            Some(acc)
        }
    };
    let operands: SmallVec<[Value; 1]> = operand.into_iter().collect();
    rw.push(Opcode::LlvmReturn, &operands, &[], AttrId::EMPTY_DICT);
    true
}

/// Call operands: memrefs are unpacked into their scalars (or their aligned
/// pointer under the bare convention).
fn push_call_operand(rw: &mut BodyRewriter, old: Value, out: &mut SmallVec<[Value; 8]>) -> bool {
    let ty = rw.old.value_type(old);
    if let Some(pieces) = rw.pieces(old) {
        out.extend(pieces);
        return true;
    }
    match rw.ctx.type_data(ty) {
        TypeData::MemRef { shape, .. } => {
            let rank = shape.len();
            let v = rw.converted(old);
            if rw.tc.convention == MemRefConvention::BarePtr {
                let Some(p) = rw.tc.bare_ptr(ty) else {
                    return false;
                };
                out.push(rw.extractvalue(v, &[1], p));
                return true;
            }
            let Some(desc) = rw.tc.memref_descriptor(ty) else {
                return false;
            };
            let TypeData::LlvmStruct { body, .. } = rw.ctx.type_data(desc) else {
                return false;
            };
            let (p, ix) = (body[0], rw.tc.index);
            out.push(rw.extractvalue(v, &[0], p));
            out.push(rw.extractvalue(v, &[1], p));
            out.push(rw.extractvalue(v, &[2], ix));
            for k in 3..5 {
                for d in 0..rank {
                    out.push(rw.extractvalue(v, &[k, d as i64], ix));
                }
            }
            true
        }
        TypeData::UnrankedMemRef { .. } => {
            if rw.tc.convention == MemRefConvention::BarePtr {
                return false;
            }
            let v = rw.converted(old);
            out.push(rw.extractvalue(v, &[0], rw.tc.index));
            out.push(rw.extractvalue(v, &[1], TypeId::LLVM_PTR));
            true
        }
        _ => {
            out.push(rw.converted(old));
            true
        }
    }
}

fn call(rw: &mut BodyRewriter, op: Op, indirect: bool) -> bool {
    // A callee marked `llvm.bareptr` is called with bare pointers.
    let callee = rw.ctx.dict_get(rw.old.op(op).attrs, rw.names.callee);
    let bare_callee = match (
        callee.map(|c| rw.ctx.attr_data(c)),
        rw.bare_callees,
        rw.bare_tc,
    ) {
        (Some(strata_ir::AttrData::SymbolRef { root, nested }), Some(set), Some(b))
            if !indirect && nested.is_empty() && set.contains(root) =>
        {
            Some(b)
        }
        _ => None,
    };
    match bare_callee {
        Some(b) if rw.tc.convention != MemRefConvention::BarePtr => {
            let saved = rw.tc;
            rw.tc = b;
            let done = call_with(rw, op, indirect);
            rw.tc = saved;
            done
        }
        _ => call_with(rw, op, indirect),
    }
}

fn call_with(rw: &mut BodyRewriter, op: Op, indirect: bool) -> bool {
    let ctx = rw.ctx;
    let n = rw.names;
    let old: SmallVec<[Value; 8]> = rw.old.operands(op).iter().copied().collect();
    let result_tys: SmallVec<[TypeId; 4]> =
        rw.old.results(op).map(|v| rw.old.value_type(v)).collect();
    let Some(packed) = rw.tc.pack_results(&result_tys) else {
        return false;
    };
    // Check every operand converts before emitting anything.
    let (callee_old, args_old) = if indirect {
        (Some(old[0]), &old[1..])
    } else {
        (None, &old[..])
    };
    let mut arg_tys = Vec::with_capacity(args_old.len());
    for &a in args_old {
        let t = rw.old.value_type(a);
        if rw.tc.convert_signature(&[t], &[], false).is_none() {
            return false;
        }
        arg_tys.push(t);
    }
    let mut operands: SmallVec<[Value; 8]> = SmallVec::new();
    if let Some(c) = callee_old {
        operands.push(rw.converted(c));
    }
    for &a in args_old {
        if !push_call_operand(rw, a, &mut operands) {
            return false;
        }
    }
    let mut attrs: Vec<NamedAttr> = Vec::with_capacity(8);
    // Discardable attributes of the call travel with it.
    for e in ctx.dict_entries(rw.old.op(op).attrs) {
        if e.name != n.callee {
            attrs.push(*e);
        }
    }
    if !indirect {
        if let Some(c) = ctx.dict_get(rw.old.op(op).attrs, n.callee) {
            attrs.push(NamedAttr {
                name: n.callee,
                value: c,
            });
        }
    }
    attrs.push(NamedAttr {
        name: n.operand_segment_sizes,
        value: rw.i32_array(&[operands.len() as i32, 0]),
    });
    attrs.push(NamedAttr {
        name: n.op_bundle_sizes,
        value: rw.i32_array(&[]),
    });
    super::llvm_attrs::add_call_defaults(ctx, n, &mut attrs);
    let attrs = ctx.dict_attr(&attrs);
    let results: SmallVec<[TypeId; 1]> = if packed == TypeId::LLVM_VOID {
        SmallVec::new()
    } else {
        smallvec::smallvec![packed]
    };
    let c = rw.push(Opcode::LlvmCall, &operands, &results, attrs);
    if result_tys.iter().any(|&t| rw.tc.split(t).is_some()) {
        // 1:N results: each result takes its pieces from the packed struct.
        let r = rw.new.result(c, 0);
        let mut at = 0i64;
        let olds: SmallVec<[Value; 4]> = rw.old.results(op).collect();
        for (&o, &t) in olds.iter().zip(&result_tys) {
            match rw.tc.split(t) {
                Some(types) => {
                    let pieces: SmallVec<[Value; 4]> = types
                        .iter()
                        .enumerate()
                        .map(|(k, &pt)| rw.extractvalue(r, &[at + k as i64], pt))
                        .collect();
                    at += types.len() as i64;
                    rw.map_split(o, &pieces);
                }
                None => {
                    let ct = rw.tc.convert_result(t).unwrap_or(t);
                    let v = rw.extractvalue(r, &[at], ct);
                    at += 1;
                    rw.map_value(o, v);
                }
            }
        }
        return true;
    }
    let mut mapped: SmallVec<[Value; 4]> = SmallVec::new();
    match result_tys.len() {
        0 => {}
        1 => mapped.push(rw.new.result(c, 0)),
        _ => {
            let r = rw.new.result(c, 0);
            for (i, &t) in result_tys.iter().enumerate() {
                let ct = rw.tc.convert_result(t).unwrap_or(t);
                mapped.push(rw.extractvalue(r, &[i as i64], ct));
            }
        }
    }
    super::unranked_copy::copy_unranked(rw, &mut mapped, &result_tys, false);
    if rw.tc.convention == MemRefConvention::BarePtr {
        for (i, &t) in result_tys.iter().enumerate() {
            if is_memref(rw, t) {
                mapped[i] = descriptor_from_ptr(rw, t, mapped[i]);
            }
        }
    }
    rw.map_results(op, &mapped);
    true
}

/// `func.constant @f` → `llvm.mlir.addressof @f : !llvm.ptr`.
fn constant(rw: &mut BodyRewriter, op: Op) -> bool {
    let Some(sym) = rw.ctx.dict_get(rw.old.op(op).attrs, rw.names.value) else {
        return false;
    };
    let attrs = rw.attrs(&[(rw.names.global_name, sym)]);
    let v = rw.push1(Opcode::LlvmMlirAddressof, &[], TypeId::LLVM_PTR, attrs);
    rw.map_results(op, &[v]);
    true
}
