//! The `vector` dialect ops the lowering takes in: `vector.broadcast`,
//! `vector.extract`, `vector.insert` and `vector.shape_cast`.
//!
//! A vector value, whatever its rank, is the flat row-major list of its
//! elements (`Val::Agg` of scalars), as dense constants build it. A
//! position `[i, j]` into a vector of shape `S` names the slice of
//! `prod(S[k..])` elements at linear offset `(i * S[1] + j) * prod(S[2..])`.

use strata_ir::dialect::vector::{static_position, vector_shape, DYNAMIC_POSITION};
use strata_ir::{Body, Op, Opcode, TypeId};

use super::layout::MAX_AGGREGATE_LEN;
use super::value::Val;
use super::{Flow, Interpreter, Stop};

impl<'m> Interpreter<'m> {
    pub(super) fn exec_vector(&mut self, body: &'m Body, op: Op) -> Result<Flow, Stop> {
        let d = body.op(op);
        let ops = body.operands(op);
        let res = body.result(op, 0);
        let res_ty = body.value_type(res);
        let r = match d.opcode {
            Opcode::VectorBroadcast => {
                let [src] = self.operands1(body, op)?;
                let (shape, _, _) = self.shape_of(res_ty)?;
                let src_ty = body.value_type(src);
                let src_shape = match vector_shape(self.ctx, src_ty) {
                    Some(_) => self.shape_of(src_ty)?.0,
                    None => Vec::new(),
                };
                broadcast(self.val(src), &src_shape, &shape)?
            }
            Opcode::VectorShapeCast => {
                // Row-major order is the same in both shapes.
                let [src] = self.operands1(body, op)?;
                self.val(src).clone()
            }
            Opcode::VectorExtract => {
                let src = *ops
                    .first()
                    .ok_or_else(|| Stop::unsupported("extract without a source"))?;
                let (shape, _, _) = self.shape_of(body.value_type(src))?;
                let scalar = vector_shape(self.ctx, res_ty).is_none();
                match self.position(body, op, &ops[1..], &shape)? {
                    Some((at, len)) => slice(self.val(src), at, len, scalar),
                    None => self.poison_of(res_ty),
                }
            }
            Opcode::VectorInsert => {
                let (item, dest) = match ops {
                    [item, dest, ..] => (*item, *dest),
                    _ => return Err(Stop::unsupported("insert needs a value and a destination")),
                };
                let (shape, _, _) = self.shape_of(body.value_type(dest))?;
                match self.position(body, op, &ops[2..], &shape)? {
                    Some((at, len)) => {
                        let mut out = self.val(dest).clone();
                        write_slice(&mut out, at, len, self.val(item));
                        out
                    }
                    None => self.poison_of(res_ty),
                }
            }
            _ => {
                return Err(Stop::unsupported(
                    "vector op not modelled by the interpreter",
                ))
            }
        };
        self.set(res, r);
        Ok(Flow::Continue)
    }

    /// The shape of vector type `ty`: fixed, with no negative dimension,
    /// and at most `MAX_AGGREGATE_LEN` elements (so every flat offset
    /// below fits, and no value exhausts memory).
    fn shape_of(&self, ty: TypeId) -> Result<(Vec<i64>, TypeId, bool), Stop> {
        let s = match vector_shape(self.ctx, ty) {
            Some(s) if !s.2 => s,
            Some(_) => return Err(Stop::unsupported("scalable vector")),
            None => return Err(Stop::unsupported("vector op on a non-vector")),
        };
        let n = s.0.iter().try_fold(1u64, |n, &d| {
            u64::try_from(d).ok().and_then(|d| n.checked_mul(d))
        });
        match n {
            Some(n) if n <= MAX_AGGREGATE_LEN => Ok(s),
            Some(_) => Err(Stop::Limit(super::LimitKind::Memory)),
            None => Err(Stop::unsupported("vector of a negative size")),
        }
    }

    /// The flat offset and length of the slice `op`'s position names in a
    /// vector of `shape`; `None` when a dynamic index is out of bounds
    /// (the result is poison). `dynamic` are the operands standing for the
    /// dynamic entries, in order.
    fn position(
        &self,
        body: &Body,
        op: Op,
        dynamic: &[strata_ir::Value],
        shape: &[i64],
    ) -> Result<Option<(usize, usize)>, Stop> {
        let pos = static_position(self.ctx, body.op(op).attrs)
            .ok_or_else(|| Stop::unsupported("vector position without static_position"))?;
        if pos.len() > shape.len() {
            return Err(Stop::unsupported("vector position longer than the rank"));
        }
        let mut dynamic = dynamic.iter();
        let mut at: usize = 0;
        for (&p, &dim) in pos.iter().zip(shape) {
            let i = if p == DYNAMIC_POSITION {
                let v = dynamic
                    .next()
                    .ok_or_else(|| Stop::unsupported("missing dynamic position"))?;
                match self.val(*v).as_i128() {
                    Some(i) => i,
                    None => return Ok(None),
                }
            } else {
                p
            };
            if i < 0 || i >= i128::from(dim) {
                return Ok(None);
            }
            at = at * dim as usize + i as usize;
        }
        let len: usize = shape[pos.len()..].iter().map(|&d| d as usize).product();
        Ok(Some((at * len, len)))
    }
}

/// `len` elements of flat vector `v` from `at`; a scalar when `scalar`.
fn slice(v: &Val, at: usize, len: usize, scalar: bool) -> Val {
    let lane = |i: usize| match v {
        Val::Agg(items) => items.get(i).cloned().unwrap_or(Val::Poison),
        _ => Val::Poison,
    };
    if scalar {
        lane(at)
    } else {
        Val::Agg((at..at + len).map(lane).collect())
    }
}

/// Writes `item` (a scalar, or a flat slice of `len` elements) into flat
/// vector `out` from `at`.
fn write_slice(out: &mut Val, at: usize, len: usize, item: &Val) {
    let Val::Agg(lanes) = out else {
        return;
    };
    match item {
        Val::Agg(items) => {
            for (k, x) in items.iter().take(len).enumerate() {
                if let Some(slot) = lanes.get_mut(at + k) {
                    *slot = x.clone();
                }
            }
        }
        scalar => {
            if let Some(slot) = lanes.get_mut(at) {
                *slot = if len == 1 {
                    scalar.clone()
                } else {
                    Val::Poison
                };
            }
        }
    }
}

/// `vector.broadcast` of `src` (shape `src_shape`, empty for a scalar) to
/// `shape`: the source's dimensions align with the result's trailing ones,
/// and a source dimension of 1 stretches.
fn broadcast(src: &Val, src_shape: &[i64], shape: &[i64]) -> Result<Val, Stop> {
    let n: usize = shape.iter().map(|&d| d.max(0) as usize).product();
    if src_shape.is_empty() {
        return Ok(Val::Agg(vec![src.clone(); n].into()));
    }
    let lead = shape
        .len()
        .checked_sub(src_shape.len())
        .ok_or_else(|| Stop::unsupported("broadcast to a lower rank"))?;
    let items = match src {
        Val::Agg(items) => items,
        _ => return Ok(Val::Agg(vec![Val::Poison; n].into())),
    };
    let mut out = Vec::with_capacity(n);
    let mut index = vec![0usize; shape.len()];
    for _ in 0..n {
        let mut at = 0usize;
        for (j, &sd) in src_shape.iter().enumerate() {
            let i = if sd == 1 { 0 } else { index[lead + j] };
            at = at * sd as usize + i;
        }
        out.push(items.get(at).cloned().unwrap_or(Val::Poison));
        // Next multi-index, row-major.
        for k in (0..shape.len()).rev() {
            index[k] += 1;
            if index[k] < shape[k] as usize {
                break;
            }
            index[k] = 0;
        }
    }
    Ok(Val::Agg(out.into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ints(v: &[u128]) -> Val {
        Val::Agg(v.iter().map(|&x| Val::int(x, 32)).collect())
    }

    #[test]
    fn broadcast_stretches_trailing_dimensions() {
        // vector<3xi32> -> vector<2x3xi32>: rows repeat.
        let r = broadcast(&ints(&[1, 2, 3]), &[3], &[2, 3]).unwrap();
        assert_eq!(r, ints(&[1, 2, 3, 1, 2, 3]));
        // vector<2x1xi32> -> vector<2x3xi32>: columns repeat.
        let r = broadcast(&ints(&[7, 9]), &[2, 1], &[2, 3]).unwrap();
        assert_eq!(r, ints(&[7, 7, 7, 9, 9, 9]));
        // A scalar fills every lane.
        let r = broadcast(&Val::int(5, 32), &[], &[2, 2]).unwrap();
        assert_eq!(r, ints(&[5, 5, 5, 5]));
    }

    #[test]
    fn slices_follow_row_major_order() {
        let v = ints(&[0, 1, 2, 3, 4, 5]);
        assert_eq!(slice(&v, 3, 3, false), ints(&[3, 4, 5]));
        assert_eq!(slice(&v, 4, 1, true), Val::int(4, 32));
        let mut w = v.clone();
        write_slice(&mut w, 0, 3, &ints(&[9, 9, 9]));
        assert_eq!(w, ints(&[9, 9, 9, 3, 4, 5]));
        write_slice(&mut w, 5, 1, &Val::int(8, 32));
        assert_eq!(w, ints(&[9, 9, 9, 3, 4, 8]));
    }
}
