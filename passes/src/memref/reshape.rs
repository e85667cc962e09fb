//! `memref.reshape`: the result's descriptor from the source's pointers and
//! the shape operand, as MLIR 22 builds it. A ranked result takes static
//! sizes as constants and loads dynamic ones from the shape; strides are the
//! running product from the innermost dimension (static strides as
//! constants). An unranked result gets a stack-allocated descriptor whose
//! sizes and strides a loop fills from the shape, last dimension first.

use strata_ir::{AttrId, Op, Opcode, TypeData, TypeId, Value, DYNAMIC};

use super::access::element_ptr;
use super::build::{self, GepIndex};
use super::descriptor::{self, Desc, DescBuilder, ALIGNED, ALLOCATED, OFFSET};
use super::MemrefPatterns;
use crate::conversion::BodyRewriter;
use strata_ir::dialect::memref::layout;

pub fn reshape(rw: &mut BodyRewriter, p: &MemrefPatterns, op: Op) -> bool {
    let old = rw.old.operands(op);
    let (&[source, shape], 1) = (old, rw.old.op(op).num_results) else {
        return false;
    };
    let (src_ty, shape_ty) = (rw.old.value_type(source), rw.old.value_type(shape));
    let result_ty = rw.old.value_type(rw.old.result(op, 0));
    // The shape is a 1-D memref of integers.
    let shape_ok = rw.memref_descriptor(shape_ty).is_some()
        && layout::ranked(rw.ctx, shape_ty)
            .and_then(|m| rw.convert_type(m.elem))
            .is_some_and(|e| matches!(rw.ctx.type_data(e), TypeData::Integer { .. }));
    if !shape_ok || rw.convert_type(src_ty).is_none() {
        return false;
    }
    match rw.ctx.type_data(result_ty) {
        TypeData::MemRef { .. } => ranked(rw, p, op, source, shape, shape_ty, result_ty),
        TypeData::UnrankedMemRef { .. } => unranked(rw, p, op, source, shape),
        _ => false,
    }
}

fn ranked(
    rw: &mut BodyRewriter,
    p: &MemrefPatterns,
    op: Op,
    source: Value,
    shape: Value,
    shape_ty: TypeId,
    result_ty: TypeId,
) -> bool {
    let src_ty = rw.old.value_type(source);
    let (Some(desc_ty), Some(m), Some((strides, _))) = (
        rw.memref_descriptor(result_ty),
        layout::ranked(rw.ctx, result_ty),
        layout::strides_and_offset(rw.ctx, result_ty),
    ) else {
        return false;
    };
    if !matches!(rw.ctx.type_data(src_ty), TypeData::MemRef { .. }) {
        return false;
    }
    let sizes: Vec<i64> = m.shape.to_vec();
    // A dynamic size is loaded and, unless the shape holds integers of the
    // index type's width, cast by a cast the pattern creates; where casts
    // are illegal MLIR rolls the pattern back.
    if !p.casts_legal && sizes.contains(&DYNAMIC) {
        let orig = layout::ranked(rw.ctx, shape_ty).map_or(TypeId::INDEX, |m| m.elem);
        if orig == TypeId::INDEX || rw.convert_type(orig) != Some(rw.tc.index) {
            return false;
        }
    }
    let src = rw.converted(source);
    let src = Desc::of(rw, src);
    let mut d = DescBuilder::new(rw, desc_ty);
    let allocated = src.allocated(rw);
    let aligned = src.aligned(rw);
    d.set(rw, &[ALLOCATED], allocated);
    d.set(rw, &[ALIGNED], aligned);
    let zero = build::index_const(rw, 0);
    d.set(rw, &[OFFSET], zero);
    let mut shape_desc: Option<Desc> = None;
    let mut stride: Option<Value> = None;
    for i in (0..sizes.len()).rev() {
        if strides[i] != DYNAMIC {
            stride = Some(build::index_const(rw, strides[i]));
        } else if stride.is_none() {
            stride = Some(build::index_const(rw, 1));
        }
        let s = stride.unwrap_or(Value::NONE);
        let size = if sizes[i] != DYNAMIC {
            build::index_const(rw, sizes[i])
        } else {
            let at = build::index_const(rw, i as i64);
            let sd = match shape_desc {
                Some(sd) => sd,
                None => {
                    let sd = rw.converted(shape);
                    let sd = Desc::of(rw, sd);
                    shape_desc = Some(sd);
                    sd
                }
            };
            let Some(ptr) = element_ptr(rw, p, shape_ty, &sd, &[at], true) else {
                return false;
            };
            let orig = layout::ranked(rw.ctx, shape_ty).map_or(TypeId::INDEX, |m| m.elem);
            let elem = rw.convert_type(orig).unwrap_or(rw.tc.index);
            let mut v = build::load(rw, ptr, elem);
            // MLIR loads through a `memref.load` it converts on the fly: an
            // `index` element goes to `index` and back; another integer
            // type is cast to the index type.
            let cast = |rw: &mut BodyRewriter, v: Value, to: TypeId| {
                rw.push1(
                    Opcode::BuiltinUnrealizedConversionCast,
                    &[v],
                    to,
                    AttrId::EMPTY_DICT,
                )
            };
            if orig == TypeId::INDEX {
                v = cast(rw, v, TypeId::INDEX);
                v = cast(rw, v, rw.tc.index);
            } else if elem != rw.tc.index {
                v = cast(rw, v, rw.tc.index);
            }
            v
        };
        d.set_size(rw, i, size);
        d.set_stride(rw, i, s);
        stride = Some(build::mul(rw, &p.names, s, size));
    }
    rw.map_results(op, &[d.value]);
    true
}

fn unranked(
    rw: &mut BodyRewriter,
    p: &MemrefPatterns,
    op: Op,
    source: Value,
    shape: Value,
) -> bool {
    let n = &p.names;
    let ix = rw.tc.index;
    let e = AttrId::EMPTY_DICT;
    let src = rw.converted(source);
    let shape_desc = rw.converted(shape);
    let shape_desc = Desc::of(rw, shape_desc);
    let rank = shape_desc.size(rw, 0);
    let ty = rw.tc.unranked_descriptor();
    let mut u = DescBuilder::new(rw, ty);
    u.set(rw, &[0], rank);
    // 2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index)
    let one = build::index_const(rw, 1);
    let two = build::index_const(rw, 2);
    let index_bytes = build::index_const(rw, rw.tc.index_bits.div_ceil(8) as i64);
    let ptr_bytes = build::index_const(rw, 8);
    let ptrs = rw.push1(Opcode::LlvmMul, &[two, ptr_bytes], ix, e);
    let r = rw.extractvalue(u.value, &[0], ix);
    let twice = rw.push1(Opcode::LlvmMul, &[two, r], ix, e);
    let fields = rw.push1(Opcode::LlvmAdd, &[twice, one], ix, e);
    let field_bytes = rw.push1(Opcode::LlvmMul, &[fields, index_bytes], ix, e);
    let size = rw.push1(Opcode::LlvmAdd, &[ptrs, field_bytes], ix, e);
    let memory = build::alloca(rw, n, size, TypeId::I8, TypeId::LLVM_PTR, 0);
    u.set(rw, &[1], memory);
    rw.map_results(op, &[u.value]);
    // The source's pointers and offset.
    let ptr = TypeId::LLVM_PTR;
    let (allocated, aligned, offset) = match rw.ctx.type_data(rw.new_type(src)) {
        TypeData::LlvmStruct { body, .. } if body.len() == 2 => {
            let inner = rw.extractvalue(src, &[1], ptr);
            let (allocated, aligned) = descriptor::unranked_ptrs(rw, n, inner, ptr);
            let at = build::gep(rw, n, inner, ptr, &[GepIndex::Const(2)], 0);
            let offset = build::load(rw, at, ix);
            (allocated, aligned, offset)
        }
        _ => {
            let d = Desc::of(rw, src);
            (d.allocated(rw), d.aligned(rw), d.offset(rw))
        }
    };
    build::store(rw, allocated, memory);
    let at = build::gep(rw, n, memory, ptr, &[GepIndex::Const(1)], 0);
    build::store(rw, aligned, at);
    let at = build::gep(rw, n, memory, ptr, &[GepIndex::Const(2)], 0);
    build::store(rw, offset, at);
    let ranked_ty = rw.ctx.llvm_struct(&[ptr, ptr, ix, ix], false);
    let sizes = build::gep(
        rw,
        n,
        memory,
        ranked_ty,
        &[GepIndex::Const(0), GepIndex::Const(3)],
        0,
    );
    let strides = build::gep(rw, n, sizes, ix, &[GepIndex::Value(rank)], 0);
    let shape_data = shape_desc.aligned(rw);
    let one = build::index_const(rw, 1);
    let last = build::sub(rw, n, rank, one);
    // for (i = rank - 1, stride = 1; i >= 0; --i) {
    //   sizes[i] = shape[i]; strides[i] = stride; stride *= shape[i];
    // }
    let current = rw.cursor;
    let cond = rw.new_block_after(current);
    let body = rw.new_block_after(cond);
    let end = rw.new_block_after(body);
    let i = rw.new.add_block_arg(cond, ix, rw.loc);
    let stride = rw.new.add_block_arg(cond, ix, rw.loc);
    rw.push_branch(Opcode::LlvmBr, &[last, one], &[(cond, 2)], e);
    rw.cursor = cond;
    let zero = build::index_const(rw, 0);
    let sge = rw.ctx.int_attr(TypeId::I64, 5);
    let attrs = rw.attrs(&[(rw.names.predicate, sge)]);
    let more = rw.push1(Opcode::LlvmIcmp, &[i, zero], TypeId::I1, attrs);
    let seg = rw.attrs(&[(rw.names.operand_segment_sizes, rw.i32_array(&[1, 0, 0]))]);
    rw.push_branch(Opcode::LlvmCondBr, &[more], &[(body, 0), (end, 0)], seg);
    rw.cursor = body;
    let at = build::gep(rw, n, shape_data, ix, &[GepIndex::Value(i)], 0);
    let dim = build::load(rw, at, ix);
    let at = build::gep(rw, n, sizes, ix, &[GepIndex::Value(i)], 0);
    build::store(rw, dim, at);
    let at = build::gep(rw, n, strides, ix, &[GepIndex::Value(i)], 0);
    build::store(rw, stride, at);
    let next_stride = build::mul(rw, n, stride, dim);
    let next = build::sub(rw, n, i, one);
    rw.push_branch(Opcode::LlvmBr, &[next, next_stride], &[(cond, 2)], e);
    rw.cursor = end;
    true
}
