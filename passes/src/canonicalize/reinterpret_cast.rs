//! `memref.reinterpret_cast`'s constant-argument folder (MLIR 22's
//! `OpWithOffsetSizesAndStridesConstantArgumentFolder` with its
//! reinterpret_cast result-type canonicalizer): a dynamic offset, size or
//! stride given by a constant becomes static, in a new op whose type is
//! the strided memref those values describe, cast back to the old type.
//! Other attributes of the op are not kept (MLIR builds the op anew).
//!
//! Negative offsets and sizes are left dynamic: MLIR 22 folds them too
//! and then fails to verify what it built.

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues, NamedAttr};
use strata_ir::{AttrId, Op, TypeData, TypeId, Value, DYNAMIC};

use super::driver::Driver;
use crate::conversion::arith_fold;

/// One of the op's three lists: its static entries (`DYNAMIC` where an
/// operand gives the value) as the pattern leaves them.
struct List {
    values: SmallVec<[i64; 4]>,
    dynamic: SmallVec<[Value; 4]>,
}

pub(super) fn apply(d: &mut Driver, op: Op) -> bool {
    let data = d.body.op(op);
    let attrs = data.attrs;
    let operands = d.body.operands(op);
    let (Some(&source), 1) = (operands.first(), data.num_results) else {
        return false;
    };
    let names = [
        (d.names.static_offsets, false),
        (d.names.static_sizes, false),
        (d.names.static_strides, true),
    ];
    let mut next = 1;
    let mut folded = false;
    let mut lists: SmallVec<[List; 3]> = SmallVec::new();
    for (name, negative_ok) in names {
        let Some(statics) = static_list(d, attrs, name) else {
            return false;
        };
        let mut list = List {
            values: SmallVec::new(),
            dynamic: SmallVec::new(),
        };
        for s in statics {
            if s != DYNAMIC {
                list.values.push(s);
                continue;
            }
            let Some(&v) = operands.get(next) else {
                return false;
            };
            next += 1;
            match constant(d, v).filter(|&c| negative_ok || c >= 0) {
                Some(c) => {
                    list.values.push(c);
                    folded = true;
                }
                None => {
                    list.values.push(DYNAMIC);
                    list.dynamic.push(v);
                }
            }
        }
        lists.push(list);
    }
    if !folded || next != operands.len() {
        return false;
    }
    let old_ty = d.body.value_type(d.body.result(op, 0));
    let TypeData::MemRef {
        elem, memory_space, ..
    } = d.ctx.type_data(old_ty)
    else {
        return false;
    };
    let (elem, memory_space) = (*elem, *memory_space);
    let [offsets, sizes, strides] = &lists[..] else {
        return false;
    };
    let &[offset] = &offsets.values[..] else {
        return false;
    };
    let layout = d.ctx.intern_attr(AttrData::StridedLayout {
        offset,
        strides: strides.values.to_vec().into_boxed_slice(),
    });
    let new_ty = d.ctx.intern_type(TypeData::MemRef {
        shape: sizes.values.to_vec().into_boxed_slice(),
        elem,
        layout: Some(layout),
        memory_space,
    });
    let mut new_operands: SmallVec<[Value; 8]> = SmallVec::new();
    new_operands.push(source);
    for l in &lists {
        new_operands.extend_from_slice(&l.dynamic);
    }
    let segments = d.ctx.intern_attr(AttrData::DenseArray {
        elem: TypeId::I32,
        values: DenseValues::Int(Box::new([
            1,
            offsets.dynamic.len() as i128,
            sizes.dynamic.len() as i128,
            strides.dynamic.len() as i128,
        ])),
    });
    let array = |values: &[i64]| {
        d.ctx.intern_attr(AttrData::DenseArray {
            elem: TypeId::I64,
            values: DenseValues::Int(values.iter().map(|&v| i128::from(v)).collect()),
        })
    };
    let entries = [
        NamedAttr {
            name: d.names.operand_segment_sizes,
            value: segments,
        },
        NamedAttr {
            name: d.names.static_offsets,
            value: array(&offsets.values),
        },
        NamedAttr {
            name: d.names.static_sizes,
            value: array(&sizes.values),
        },
        NamedAttr {
            name: d.names.static_strides,
            value: array(&strides.values),
        },
    ];
    let new_attrs = d.ctx.dict_attr(&entries);
    super::alloc_const::replace_with_cast_back(d, op, &new_operands, new_ty, new_attrs);
    true
}

/// A `static_*` array of the op.
fn static_list(d: &Driver, attrs: AttrId, name: strata_ir::Ident) -> Option<Vec<i64>> {
    let a = d.ctx.dict_get(attrs, name)?;
    match d.ctx.attr_data(a) {
        AttrData::DenseArray {
            values: DenseValues::Int(v),
            ..
        } => v.iter().map(|&x| i64::try_from(x).ok()).collect(),
        _ => None,
    }
}

/// The scalar integer constant defining `v`.
fn constant(d: &Driver, v: Value) -> Option<i64> {
    arith_fold::int_const(d.ctx, d.body, v)
        .filter(|c| c.scalar)
        .and_then(|c| i64::try_from(c.values[0]).ok())
        .filter(|&c| c != DYNAMIC)
}
