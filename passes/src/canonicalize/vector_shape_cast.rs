//! The lowering of `vector.shape_cast` in `convert-vector-to-llvm`'s
//! pre-phase (MLIR's shape-cast lowering patterns), for fixed-size vectors
//! of integers or floats.
//!
//! Source and result are cut into "atomic" slices: the dimensions they
//! share at the end, led by the greatest common divisor `g` of the first
//! dimensions (from the end) where they differ. Slices are taken out of
//! the source and put into the result in row-major order:
//! - only leading 1s differ: one `vector.extract` and one `vector.insert`;
//! - `g == 1`: the slices are whole sub-vectors (or elements), moved by
//!   `vector.extract` and `vector.insert` alone;
//! - otherwise a slice is a strided part of an extracted sub-vector, placed
//!   into a strided part of a sub-vector of the result, then inserted.
//!
//! Ops are created in MLIR's order, so the driver folds, hoists and erases
//! them as MLIR's does. MLIR's strided-slice ops are written out as what
//! its own patterns turn them into in the same run: a 1-D slice is an
//! `llvm.shufflevector` (the lowering of `vector.shuffle` on LLVM-typed
//! elements), an n-D one a row-by-row extract/insert chain. A slice that
//! is the whole vector is that vector.

use strata_ir::attrs::{AttrData, DenseValues, NamedAttr};
use strata_ir::dialect::vector as vd;
use strata_ir::{AttrId, Op, Opcode, TypeData, TypeId, Value};

use super::driver::Driver;
use crate::conversion::vector_broadcast::next_row_major;

pub(super) fn apply(d: &mut Driver, op: Op) -> bool {
    let (&[src], 1) = (d.body.operands(op), d.body.op(op).num_results) else {
        return false;
    };
    let res_ty = d.body.value_type(d.body.result(op, 0));
    let (Some((ss, elem, false)), Some((rs, _, false))) = (
        vd::vector_shape(d.ctx, d.body.value_type(src)),
        vd::vector_shape(d.ctx, res_ty),
    ) else {
        return false;
    };
    if ss == rs || ss.iter().chain(&rs).any(|&n| n <= 0) {
        return false;
    }
    // Shuffles are built on the element type as it is: integers and
    // floats, which convert to themselves (not `index`).
    if needs_shuffles(&ss, &rs)
        && !matches!(
            d.ctx.type_data(elem),
            TypeData::Integer { .. } | TypeData::Float(_)
        )
    {
        return false;
    }
    // Spelled out element by element at worst: bounded, and no product
    // of a huge shape may overflow.
    let num = ss.iter().try_fold(1i64, |n, &d| n.checked_mul(d));
    if num.is_none_or(|n| n > crate::conversion::vector_broadcast::MAX_UNROLL) {
        return false;
    }
    let mut b = Build { d, at: op, elem };
    let v = b.shape_cast(src, &ss, &rs, res_ty);
    b.d.replace_op(op, &[v]);
    true
}

/// A strided part of a vector, built only when needed whole.
enum Slice {
    Value(Value),
    Strided {
        src: Value,
        shape: Vec<i64>,
        offsets: Vec<i64>,
        sizes: Vec<i64>,
    },
}

struct Build<'d, 'a> {
    d: &'d mut Driver<'a>,
    /// The op the new ops go before.
    at: Op,
    elem: TypeId,
}

impl Build<'_, '_> {
    fn shape_cast(&mut self, src: Value, ss: &[i64], rs: &[i64], res_ty: TypeId) -> Value {
        // The first dimensions, from the end, where the shapes differ.
        let (mut si, mut ri) = (ss.len(), rs.len());
        while si > 0 && ri > 0 && ss[si - 1] == rs[ri - 1] {
            si -= 1;
            ri -= 1;
        }
        if si == 0 || ri == 0 {
            // Only leading 1s differ.
            let poison = self.poison(res_ty);
            let extracted = self.extract(src, &vec![0; ss.len().saturating_sub(rs.len())], ss);
            return self.insert(
                extracted,
                poison,
                &vec![0; rs.len().saturating_sub(ss.len())],
            );
        }
        let (si, ri) = (si - 1, ri - 1);
        let g = gcd(ss[si], rs[ri]);
        let num: i64 = ss.iter().product();
        if g == 1 {
            let (si, ri) = (si + 1, ri + 1);
            let mut ext = vec![0i64; si];
            let mut ins = vec![0i64; ri];
            let mut result = self.poison(res_ty);
            let slice: i64 = ss[si..].iter().product();
            for _ in 0..num / slice {
                let e = self.extract(src, &ext, ss);
                result = self.insert(e, result, &ins);
                next_row_major(&mut ext, &ss[..si]);
                next_row_major(&mut ins, &rs[..ri]);
            }
            return result;
        }
        let mut atomic = ss[si..].to_vec();
        atomic[0] = g;
        let extract_period = ss[si] / g;
        let insert_period = rs[ri] / g;
        let part_ty = self.vector(&rs[ri..]);
        let mut ext = vec![0i64; si];
        let mut ins = vec![0i64; ri];
        let mut offsets = vec![0i64; atomic.len()];
        let mut result = self.poison(res_ty);
        let part = self.poison(part_ty);
        let mut extracted = src;
        let mut placed = Slice::Value(part);
        for i in 0..num / atomic.iter().product::<i64>() {
            let (ep, ip) = (i % extract_period, i % insert_period);
            if ep == 0 {
                extracted = self.extract(src, &ext, ss);
                next_row_major(&mut ext, &ss[..si]);
            }
            offsets[0] = ep * g;
            let slice = self.extract_strided(extracted, &ss[si..], &offsets, &atomic);
            if ip == 0 {
                placed = Slice::Value(part);
            }
            offsets[0] = ip * g;
            let dest = self.build(placed);
            placed = self.insert_strided(slice, &atomic, dest, &rs[ri..], &offsets);
            if ip + 1 == insert_period {
                let whole = self.build(std::mem::replace(&mut placed, Slice::Value(part)));
                result = self.insert(whole, result, &ins);
                next_row_major(&mut ins, &rs[..ri]);
            }
        }
        result
    }

    /// `vector.extract %v[pos]` of a vector of `shape`: its sub-vector, or
    /// its element at a full position (made from the source of a static
    /// extract defining `v`, as MLIR folds it).
    fn extract(&mut self, v: Value, pos: &[i64], shape: &[i64]) -> Value {
        let ty = if pos.len() == shape.len() {
            self.elem
        } else {
            self.vector(&shape[pos.len()..])
        };
        let p: Vec<i128> = pos.iter().map(|&i| i128::from(i)).collect();
        super::vector_broadcast::extract(self.d, self.at, v, &p, ty)
    }

    /// `vector.insert %v, %dest[pos]`.
    fn insert(&mut self, v: Value, dest: Value, pos: &[i64]) -> Value {
        let attrs = self.position(pos);
        let ty = self.d.body.value_type(dest);
        self.d
            .create1_before(self.at, Opcode::VectorInsert, &[v, dest], ty, attrs)
    }

    /// The part of `v` (of `shape`) of `sizes` at `offsets`, unit strides.
    /// An n-D part stays a description until something needs it whole:
    /// MLIR folds an extract from it into an extract from `v` first, and
    /// only builds the part when it is used as a value.
    fn extract_strided(
        &mut self,
        v: Value,
        shape: &[i64],
        offsets: &[i64],
        sizes: &[i64],
    ) -> Slice {
        if shape == sizes {
            return Slice::Value(v);
        }
        if shape.len() == 1 {
            let mask: Vec<i64> = (offsets[0]..offsets[0] + sizes[0]).collect();
            return Slice::Value(self.shuffle(v, v, &mask));
        }
        Slice::Strided {
            src: v,
            shape: shape.to_vec(),
            offsets: offsets.to_vec(),
            sizes: sizes.to_vec(),
        }
    }

    /// The value of `slice`: an n-D part is built row by row into a zero
    /// vector.
    fn build(&mut self, slice: Slice) -> Value {
        let (src, shape, offsets, sizes) = match slice {
            Slice::Value(v) => return v,
            Slice::Strided {
                src,
                shape,
                offsets,
                sizes,
            } => (src, shape, offsets, sizes),
        };
        let ty = self.vector(&sizes);
        let mut res = self.zero(ty);
        for j in 0..sizes[0] {
            let row = self.extract(src, &[offsets[0] + j], &shape);
            let part = self.extract_strided(row, &shape[1..], &offsets[1..], &sizes[1..]);
            let part = self.build(part);
            res = self.insert(part, res, &[j]);
        }
        res
    }

    /// Row `j` of `slice` (of `shape`).
    fn row(&mut self, slice: &Slice, j: i64, shape: &[i64]) -> Value {
        match slice {
            Slice::Value(v) => self.extract(*v, &[j], shape),
            Slice::Strided {
                src,
                shape: src_shape,
                offsets,
                sizes,
            } => {
                let row = self.extract(*src, &[offsets[0] + j], src_shape);
                let part = self.extract_strided(row, &src_shape[1..], &offsets[1..], &sizes[1..]);
                self.build(part)
            }
        }
    }

    /// `v` (of `shape`) written into `dest` (of `dest_shape`, same rank) at
    /// `offsets`.
    fn insert_strided(
        &mut self,
        v: Slice,
        shape: &[i64],
        dest: Value,
        dest_shape: &[i64],
        offsets: &[i64],
    ) -> Slice {
        if shape == dest_shape {
            return v;
        }
        if shape.len() == 1 {
            let v = self.build(v);
            let (n, m, off) = (shape[0], dest_shape[0], offsets[0]);
            // Widened to the destination's length, then blended in.
            let widen: Vec<i64> = (0..m).map(|j| if j < n { j } else { 0 }).collect();
            let wide = self.shuffle(v, v, &widen);
            let blend: Vec<i64> = (0..m)
                .map(|j| {
                    if j >= off && j < off + n {
                        j - off
                    } else {
                        m + j
                    }
                })
                .collect();
            return Slice::Value(self.shuffle(wide, dest, &blend));
        }
        // Row by row; a row of the same shape as the destination's row
        // replaces it (rows differ only in the leading dimension).
        let mut res = dest;
        for j in 0..shape[0] {
            let row = self.row(&v, j, shape);
            let dest_row = self.extract(dest, &[offsets[0] + j], dest_shape);
            let placed = self.insert_strided(
                Slice::Value(row),
                &shape[1..],
                dest_row,
                &dest_shape[1..],
                &offsets[1..],
            );
            let placed = self.build(placed);
            res = self.insert(placed, res, &[offsets[0] + j]);
        }
        Slice::Value(res)
    }

    fn shuffle(&mut self, a: Value, b: Value, mask: &[i64]) -> Value {
        let ctx = self.d.ctx;
        let ty = self.vector(&[mask.len() as i64]);
        let mask_attr = ctx.intern_attr(AttrData::DenseArray {
            elem: TypeId::I32,
            values: DenseValues::Int(mask.iter().map(|&m| i128::from(m)).collect()),
        });
        let attrs = ctx.dict_attr(&[NamedAttr {
            name: ctx.ident("mask"),
            value: mask_attr,
        }]);
        self.d
            .create1_before(self.at, Opcode::LlvmShufflevector, &[a, b], ty, attrs)
    }

    fn poison(&mut self, ty: TypeId) -> Value {
        self.d
            .create1_before(self.at, Opcode::UbPoison, &[], ty, AttrId::EMPTY_DICT)
    }

    /// `arith.constant dense<0>` of vector type `ty`.
    fn zero(&mut self, ty: TypeId) -> Value {
        let ctx = self.d.ctx;
        let values = match ctx.type_data(self.elem) {
            TypeData::Float(_) => DenseValues::Float([0].into()),
            _ => DenseValues::Int([0].into()),
        };
        let attr = ctx.intern_attr(AttrData::DenseElements {
            ty,
            splat: true,
            values,
        });
        self.d.materialize_constant(self.at, attr, ty)
    }

    fn vector(&self, shape: &[i64]) -> TypeId {
        vd::fixed_vector_type(self.d.ctx, shape, self.elem)
    }

    fn position(&self, pos: &[i64]) -> AttrId {
        let ctx = self.d.ctx;
        let p: Vec<i128> = pos.iter().map(|&i| i128::from(i)).collect();
        ctx.dict_attr(&[NamedAttr {
            name: ctx.ident(vd::STATIC_POSITION),
            value: vd::position_attr(ctx, &p),
        }])
    }
}

/// Whether the lowering moves 1-D parts of rows: the first dimensions
/// (from the end) where the shapes differ are the last ones, with a common
/// divisor other than 1.
fn needs_shuffles(ss: &[i64], rs: &[i64]) -> bool {
    let (mut si, mut ri) = (ss.len(), rs.len());
    while si > 0 && ri > 0 && ss[si - 1] == rs[ri - 1] {
        si -= 1;
        ri -= 1;
    }
    si == ss.len() && ri == rs.len() && si > 0 && ri > 0 && gcd(ss[si - 1], rs[ri - 1]) > 1
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

#[cfg(test)]
mod tests {
    use super::{gcd, next_row_major};

    #[test]
    fn mixed_radix_increment_carries() {
        let mut i = vec![0, 2, 1];
        next_row_major(&mut i, &[5, 3, 2]);
        assert_eq!(i, [1, 0, 0]);
        next_row_major(&mut i, &[5, 3, 2]);
        assert_eq!(i, [1, 0, 1]);
        assert_eq!(gcd(4, 6), 2);
        assert_eq!(gcd(3, 2), 1);
    }
}
