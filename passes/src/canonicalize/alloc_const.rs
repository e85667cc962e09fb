//! memref's `SimplifyAllocConst` (alloc and alloca, MLIR 22): dynamic
//! sizes given by non-negative constants become static sizes of a new
//! allocation (keeping the other sizes, the symbols and the alignment,
//! nothing else), cast back to the old type with `memref.cast`.

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues, NamedAttr};
use strata_ir::{AttrId, Op, OpSpec, Opcode, TypeData, TypeId, Value, DYNAMIC};

use super::driver::Driver;
use crate::conversion::arith_fold;

pub(super) fn apply(d: &mut Driver, op: Op) -> bool {
    let data = d.body.op(op);
    let attrs = data.attrs;
    let Some(n_dynamic) = segment_sizes(d, attrs).map(|s| s.0) else {
        return false;
    };
    let operands = d.body.operands(op);
    if data.num_results != 1 || n_dynamic > operands.len() {
        return false;
    }
    let size = |v: Value| {
        arith_fold::int_const(d.ctx, d.body, v)
            .filter(|c| c.scalar && c.values[0] >= 0)
            .map(|c| c.values[0])
    };
    if !operands[..n_dynamic].iter().any(|&v| size(v).is_some()) {
        return false;
    }
    let old_ty = d.body.value_type(d.body.result(op, 0));
    let TypeData::MemRef {
        shape,
        elem,
        layout,
        memory_space,
    } = d.ctx.type_data(old_ty)
    else {
        return false;
    };
    let mut new_shape: SmallVec<[i64; 4]> = SmallVec::new();
    let mut dynamic: SmallVec<[Value; 4]> = SmallVec::new();
    let mut pos = 0;
    for &n in shape.iter() {
        if n != DYNAMIC {
            new_shape.push(n);
            continue;
        }
        let Some(&v) = operands.get(pos) else {
            return false;
        };
        pos += 1;
        match size(v).and_then(|s| i64::try_from(s).ok()) {
            Some(s) => new_shape.push(s),
            None => {
                new_shape.push(DYNAMIC);
                dynamic.push(v);
            }
        }
    }
    if pos != n_dynamic {
        return false;
    }
    let new_ty = d.ctx.intern_type(TypeData::MemRef {
        shape: new_shape.to_vec().into_boxed_slice(),
        elem: *elem,
        layout: *layout,
        memory_space: *memory_space,
    });
    let symbols: SmallVec<[Value; 2]> = SmallVec::from_slice(&operands[n_dynamic..]);
    let mut new_operands = dynamic.clone();
    new_operands.extend_from_slice(&symbols);
    let segments = d.ctx.intern_attr(AttrData::DenseArray {
        elem: TypeId::I32,
        values: DenseValues::Int(Box::new([dynamic.len() as i128, symbols.len() as i128])),
    });
    let mut entries: SmallVec<[NamedAttr; 2]> = SmallVec::new();
    if let Some(a) = d.ctx.dict_get(attrs, d.names.alignment) {
        entries.push(NamedAttr {
            name: d.names.alignment,
            value: a,
        });
    }
    entries.push(NamedAttr {
        name: d.names.operand_segment_sizes,
        value: segments,
    });
    let new_attrs = d.ctx.dict_attr(&entries);
    replace_with_cast_back(d, op, &new_operands, new_ty, new_attrs);
    true
}

/// Replaces `op` by an op of its kind, name and location with these
/// operands, result type and attributes, made before it, and a
/// `memref.cast` of that op's result back to `op`'s result type (the
/// rewrites that make a memref type more static).
pub(super) fn replace_with_cast_back(
    d: &mut Driver,
    op: Op,
    operands: &[Value],
    new_ty: TypeId,
    attrs: AttrId,
) {
    let old_ty = d.body.value_type(d.body.result(op, 0));
    let data = d.body.op(op);
    let spec = OpSpec {
        opcode: data.opcode,
        name: data.name,
        operands,
        result_types: &[new_ty],
        successors: &[],
        attrs,
        loc: data.loc,
        num_regions: 0,
    };
    let new_op = d.create_op_before(op, &spec);
    let new_value = d.body.result(new_op, 0);
    let cast = d.create_op_before(
        op,
        &OpSpec {
            opcode: Opcode::MemrefCast,
            name: d.names.memref_cast,
            operands: &[new_value],
            result_types: &[old_ty],
            successors: &[],
            attrs: AttrId::EMPTY_DICT,
            loc: spec.loc,
            num_regions: 0,
        },
    );
    let r = d.body.result(cast, 0);
    d.replace_op(op, &[r]);
}

/// `operandSegmentSizes`: (dynamic sizes, symbols).
fn segment_sizes(d: &Driver, attrs: AttrId) -> Option<(usize, usize)> {
    let a = d.ctx.dict_get(attrs, d.names.operand_segment_sizes)?;
    match d.ctx.attr_data(a) {
        AttrData::DenseArray {
            values: DenseValues::Int(v),
            ..
        } if v.len() == 2 => Some((usize::try_from(v[0]).ok()?, usize::try_from(v[1]).ok()?)),
        _ => None,
    }
}
