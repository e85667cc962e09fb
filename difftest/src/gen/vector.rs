//! Vector statements: elementwise arith on 1-D and n-D vectors (which the
//! lowering unrolls into arrays of 1-D vectors), lane-wise comparisons and
//! selects, broadcasts, extracts and inserts at static positions, and shape
//! casts. Every lane of a vector reaches the hash when its region closes:
//! `fold_vector` extracts the lanes one by one.
//!
//! The same guards as for scalars keep the programs free of undefined
//! behaviour: shift amounts are masked and unsigned divisors made odd.

use strata_ir::attrs::DenseValues;
use strata_ir::dialect::vector::{fixed_vector_type, position_attr, vector_shape, STATIC_POSITION};
use strata_ir::{AttrData, AttrId, Opcode, TypeId, Value};

use super::{splat_if_uniform, FnGen};

/// The vector shapes generated; shapes with as many elements shape_cast
/// into each other.
const SHAPES: &[&[i64]] = &[
    &[4],
    &[2, 2],
    &[6],
    &[2, 3],
    &[3, 2],
    &[8],
    &[2, 4],
    &[2, 2, 2],
];

/// Element types of generated vectors (`i1` vectors come from comparisons).
const ELEMS: [TypeId; 4] = [TypeId::I8, TypeId::I32, TypeId::I64, TypeId::F32];

impl FnGen<'_, '_> {
    fn vector_type(&self, shape: &[i64], elem: TypeId) -> TypeId {
        fixed_vector_type(self.g.ctx, shape, elem)
    }

    /// Shape and element type of vector type `ty`, if it is one.
    pub(super) fn vector_parts(&self, ty: TypeId) -> Option<(Vec<i64>, TypeId)> {
        vector_shape(self.g.ctx, ty).map(|(shape, elem, _)| (shape, elem))
    }

    fn random_vector_type(&mut self) -> TypeId {
        let shape = self.g.rng.pick(SHAPES);
        let elem = self.g.rng.pick(&ELEMS);
        self.vector_type(shape, elem)
    }

    /// A dense vector constant of `ty` (a splat when its lanes agree).
    pub(super) fn vector_constant(&mut self, ty: TypeId) -> Value {
        let Some((shape, elem)) = self.vector_parts(ty) else {
            return self.constant(ty);
        };
        let n: i64 = shape.iter().product();
        let values = if elem == TypeId::F32 {
            DenseValues::Float(
                (0..n)
                    .map(|_| (self.g.float_constant() as f32).to_bits() as u128)
                    .collect(),
            )
        } else {
            let w = self.int_width(elem).unwrap_or(64);
            DenseValues::Int((0..n).map(|_| self.g.int_constant(w)).collect())
        };
        let (splat, values) = splat_if_uniform(values);
        let value = self
            .g
            .ctx
            .intern_attr(AttrData::DenseElements { ty, splat, values });
        let attrs = self.b.dict(&[("value", value)]);
        self.b.val(Opcode::ArithConstant, &[], ty, attrs)
    }

    /// A splat constant of vector type `ty` with every lane `value`.
    fn splat(&mut self, ty: TypeId, value: i128) -> Value {
        let value = self.g.ctx.intern_attr(AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Int([value].into()),
        });
        let attrs = self.b.dict(&[("value", value)]);
        self.b.val(Opcode::ArithConstant, &[], ty, attrs)
    }

    pub(super) fn gen_vector_op(&mut self) {
        match self.g.rng.below(8) {
            0..=2 => self.gen_vector_arith(),
            3 => self.gen_vector_compare(),
            4 => self.gen_vector_broadcast(),
            5 => self.gen_vector_extract(),
            6 => self.gen_vector_insert(),
            _ => self.gen_vector_shape_cast(),
        }
    }

    fn gen_vector_arith(&mut self) {
        use Opcode::*;
        let ty = self.random_vector_type();
        let Some((_, elem)) = self.vector_parts(ty) else {
            return;
        };
        let a = self.pick(ty);
        let b = self.pick(ty);
        let r = if elem == TypeId::F32 {
            let op = self.g.rng.pick(&[
                ArithAddf,
                ArithSubf,
                ArithMulf,
                ArithMaximumf,
                ArithMinimumf,
            ]);
            self.b.binary(op, a, b)
        } else {
            let w = self.int_width(elem).unwrap_or(64);
            let op = self.g.rng.pick(&[
                ArithAddi, ArithSubi, ArithMuli, ArithAndi, ArithOri, ArithXori, ArithMaxsi,
                ArithMinui, ArithShli, ArithShrui, ArithDivui, ArithRemui,
            ]);
            match op {
                ArithShli | ArithShrui => {
                    let m = self.splat(ty, (w - 1) as i128);
                    let amt = self.b.binary(ArithAndi, b, m);
                    self.b.binary(op, a, amt)
                }
                ArithDivui | ArithRemui => {
                    let one = self.splat(ty, 1);
                    let d = self.b.binary(ArithOri, b, one);
                    self.b.binary(op, a, d)
                }
                _ => self.b.binary(op, a, b),
            }
        };
        self.emit(r);
    }

    /// `cmpi`/`cmpf` lane by lane, then a `select` on the lanes.
    fn gen_vector_compare(&mut self) {
        let ty = self.random_vector_type();
        let Some((shape, elem)) = self.vector_parts(ty) else {
            return;
        };
        let (a, b) = (self.pick(ty), self.pick(ty));
        let (op, pred) = if elem == TypeId::F32 {
            // Ordered and unordered predicates, without `false`/`true`.
            (Opcode::ArithCmpf, self.g.rng.range(1, 14) as i128)
        } else {
            (Opcode::ArithCmpi, self.g.rng.below(10) as i128)
        };
        let p = self.g.ctx.int_attr(TypeId::I64, pred);
        let attrs = self.b.dict(&[("predicate", p)]);
        let mask_ty = self.vector_type(&shape, TypeId::I1);
        let mask = self.b.val(op, &[a, b], mask_ty, attrs);
        self.emit(mask);
        let (t, f) = (self.pick(ty), self.pick(ty));
        let s = self.b.select(mask, t, f);
        self.emit(s);
    }

    /// A scalar, or a vector of the trailing dimensions, to a vector.
    fn gen_vector_broadcast(&mut self) {
        let ty = self.random_vector_type();
        let Some((shape, elem)) = self.vector_parts(ty) else {
            return;
        };
        let src = if shape.len() > 1 && self.g.rng.chance(50) {
            let from = self.g.rng.range(1, shape.len() as u64 - 1) as usize;
            let src_ty = self.vector_type(&shape[from..], elem);
            self.pick(src_ty)
        } else {
            self.pick(elem)
        };
        let r = self
            .b
            .val(Opcode::VectorBroadcast, &[src], ty, AttrId::EMPTY_DICT);
        self.emit(r);
    }

    /// A random length of static position into a vector of `shape` and
    /// `elem`, and the type of what such a position holds (a lane, or a
    /// sub-vector).
    fn random_part(&mut self, shape: &[i64], elem: TypeId) -> (usize, TypeId) {
        let len = self.g.rng.range(1, shape.len() as u64) as usize;
        let part = if len == shape.len() {
            elem
        } else {
            self.vector_type(&shape[len..], elem)
        };
        (len, part)
    }

    /// A random static position of length `len` into `shape`.
    fn position(&mut self, shape: &[i64], len: usize) -> AttrId {
        let pos: Vec<i128> = shape[..len]
            .iter()
            .map(|&d| self.g.rng.below(d as u64) as i128)
            .collect();
        let attr = position_attr(self.g.ctx, &pos);
        self.b.dict(&[(STATIC_POSITION, attr)])
    }

    /// A lane (a scalar) or a sub-vector at a static position.
    fn gen_vector_extract(&mut self) {
        let ty = self.random_vector_type();
        let Some((shape, elem)) = self.vector_parts(ty) else {
            return;
        };
        let src = self.pick(ty);
        let (len, part) = self.random_part(&shape, elem);
        let attrs = self.position(&shape, len);
        let r = self.b.val(Opcode::VectorExtract, &[src], part, attrs);
        self.emit(r);
    }

    /// A lane or a sub-vector into a vector at a static position.
    fn gen_vector_insert(&mut self) {
        let ty = self.random_vector_type();
        let Some((shape, elem)) = self.vector_parts(ty) else {
            return;
        };
        let dest = self.pick(ty);
        let (len, part) = self.random_part(&shape, elem);
        let item = self.pick(part);
        let attrs = self.position(&shape, len);
        let r = self.b.val(Opcode::VectorInsert, &[item, dest], ty, attrs);
        self.emit(r);
    }

    /// To another shape with as many elements.
    fn gen_vector_shape_cast(&mut self) {
        let ty = self.random_vector_type();
        let Some((shape, elem)) = self.vector_parts(ty) else {
            return;
        };
        let n: i64 = shape.iter().product();
        let others: Vec<&[i64]> = SHAPES
            .iter()
            .copied()
            .filter(|s| s.iter().product::<i64>() == n && *s != shape.as_slice())
            .collect();
        if others.is_empty() {
            return self.gen_vector_arith();
        }
        let to = self.g.rng.pick(&others);
        let to_ty = self.vector_type(to, elem);
        let src = self.pick(ty);
        let r = self
            .b
            .val(Opcode::VectorShapeCast, &[src], to_ty, AttrId::EMPTY_DICT);
        self.emit(r);
    }

    /// Folds every lane of vector `v` into the hash.
    pub(super) fn fold_vector(&mut self, v: Value, shape: &[i64]) {
        let n: i64 = shape.iter().product();
        let Some((_, elem)) = self.vector_parts(self.ty(v)) else {
            return;
        };
        for linear in 0..n {
            let mut pos = vec![0i128; shape.len()];
            let mut rest = linear;
            for (k, &d) in shape.iter().enumerate().rev() {
                pos[k] = (rest % d) as i128;
                rest /= d;
            }
            let attr = position_attr(self.g.ctx, &pos);
            let attrs = self.b.dict(&[(STATIC_POSITION, attr)]);
            let lane = self.b.val(Opcode::VectorExtract, &[v], elem, attrs);
            self.fold(lane);
        }
    }
}
