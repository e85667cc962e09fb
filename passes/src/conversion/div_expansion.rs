//! `ceildivsi`, `floordivsi` and `ceildivui` have no LLVM counterpart:
//! MLIR 22 expands them into arith ops, each of which its conversion then
//! legalizes, folding it first. Strata emits the LLVM ops directly, in
//! MLIR's order, and replays those folds: a step's compare of two known
//! constants is a constant, a known constant on a compare's left moves
//! right, a subtraction of two known constants is their difference, and
//! a product with a known 0 or 1 is that 0 or the other factor.
//!
//! What MLIR's folders see as a constant is only what was a constant when
//! the step was built: the op's own constant operands (poison included,
//! which moves right but has no value) and the constants the expansion
//! makes. A step that folded is not a constant to later steps: they still
//! read the replaced arith op, as MLIR's deferred replacement leaves it.

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::{AttrId, Op, Opcode, TypeId, Value};

use super::arith::{bool_like, emit, nd_rows, splat_constant, with_elem};
use super::arith_fold::{self, cmp_int, swapped_predicate};
use super::int_fold as int;
use super::rewriter::BodyRewriter;

const EQ: i128 = 0;
const NE: i128 = 1;
const SLT: i128 = 2;

/// A known constant's elements (one for a scalar or a splat); empty for
/// a constant Strata does not fold with (poison).
type Elems = SmallVec<[i128; 4]>;

/// The values the steps' folders take for constants.
#[derive(Default)]
struct Known(SmallVec<[(Value, Elems); 6]>);

impl Known {
    fn get(&self, v: Value) -> Option<&Elems> {
        self.0.iter().find(|(k, _)| *k == v).map(|(_, c)| c)
    }
}

/// An operand of a step: a value the folders see as it is, or the result
/// of an earlier step (never a constant to them, even when that step
/// folded to one).
#[derive(Copy, Clone)]
enum Arg {
    Seen(Value),
    Step(Value),
}

impl Arg {
    fn value(self) -> Value {
        match self {
            Arg::Seen(v) | Arg::Step(v) => v,
        }
    }
}

/// The expansion being emitted: the original operand type and its
/// converted type, the known constants.
struct Expansion<'k> {
    orig: TypeId,
    ty: TypeId,
    width: Option<u32>,
    known: &'k mut Known,
}

impl Expansion<'_> {
    /// A splat constant of the operand type, known to later steps.
    fn constant(&mut self, rw: &mut BodyRewriter, value: i128) -> Value {
        let v = splat_constant(rw, self.orig, self.ty, value);
        self.known.0.push((v, smallvec::smallvec![value]));
        v
    }

    fn known(&self, a: Arg) -> Option<&Elems> {
        match a {
            Arg::Seen(v) => self.known.get(v),
            Arg::Step(_) => None,
        }
    }

    /// Both operands' elements, when both are known numbers of one shape.
    fn both(&self, a: Arg, b: Arg) -> Option<(Elems, Elems, u32)> {
        let (x, y, w) = (self.known(a)?, self.known(b)?, self.width?);
        let n = x.len().max(y.len());
        let ok =
            !x.is_empty() && !y.is_empty() && (x.len() == y.len() || x.len() == 1 || y.len() == 1);
        let at = |e: &Elems, i: usize| if e.len() == 1 { e[0] } else { e[i] };
        ok.then(|| {
            let xs = (0..n).map(|i| at(x, i)).collect();
            let ys = (0..n).map(|i| at(y, i)).collect();
            (xs, ys, w)
        })
    }

    /// One attribute-less step (possibly unrolled over n-D rows).
    fn step(
        &self,
        rw: &mut BodyRewriter,
        llvm: Opcode,
        operands: &[Value],
        ty: TypeId,
    ) -> Option<Value> {
        emit(rw, llvm, operands, ty, AttrId::EMPTY_DICT)
    }

    /// `a * b`: `b` when it is a known 0, `a` when a known 1 (MLIR's
    /// `muli` folds; `a` is a quotient, never known).
    fn mul(&self, rw: &mut BodyRewriter, a: Value, b: Value) -> Option<Arg> {
        let folded = match self.known.get(b).map(|e| e.as_slice()) {
            Some([0]) => b,
            Some([1]) => a,
            _ => {
                return self
                    .step(rw, Opcode::LlvmMul, &[a, b], self.ty)
                    .map(Arg::Seen)
            }
        };
        Some(Arg::Step(folded))
    }

    /// `a - b`, folded when both are known numbers.
    fn sub(&self, rw: &mut BodyRewriter, a: Value, b: Value) -> Option<Value> {
        if let Some((xs, ys, w)) = self.both(Arg::Seen(a), Arg::Seen(b)) {
            let d: Elems = xs
                .iter()
                .zip(&ys)
                .map(|(&x, &y)| int::wrap(x.wrapping_sub(y), w))
                .collect();
            return Some(self.folded_constant(rw, self.orig, self.ty, &d));
        }
        self.step(rw, Opcode::LlvmSub, &[a, b], self.ty)
    }

    /// The compare `a pred b`: a constant when both are known numbers; a
    /// known constant on the left moves right.
    fn icmp(&self, rw: &mut BodyRewriter, pred: i128, a: Arg, b: Arg) -> Option<Value> {
        let bool_ty = bool_like(rw, rw.new_type(a.value()));
        if let Some((xs, ys, w)) = self.both(a, b) {
            let t: Option<Elems> = xs
                .iter()
                .zip(&ys)
                .map(|(&x, &y)| cmp_int(pred, x, y, w).map(i128::from))
                .collect();
            if let Some(t) = t {
                let orig_bool = with_elem(rw, self.orig, TypeId::I1);
                return Some(self.folded_constant(rw, orig_bool, bool_ty, &t));
            }
        }
        let (pred, a, b) = if self.known(a).is_some() && self.known(b).is_none() {
            (swapped_predicate(pred), b, a)
        } else {
            (pred, a, b)
        };
        let p = rw.ctx.int_attr(TypeId::I64, pred);
        let attrs = rw.attrs(&[(rw.names.predicate, p)]);
        emit(
            rw,
            Opcode::LlvmIcmp,
            &[a.value(), b.value()],
            bool_ty,
            attrs,
        )
    }

    /// A folded step's constant of original type `orig` (`false`,
    /// `6 : i32`, `dense<[false, true]> : vector<2xi1>`), typed `ty`. Not
    /// known to later steps.
    fn folded_constant(
        &self,
        rw: &mut BodyRewriter,
        orig: TypeId,
        ty: TypeId,
        elems: &[i128],
    ) -> Value {
        let attr = match elems {
            [v] if orig == TypeId::I1 => {
                if *v != 0 {
                    AttrId::TRUE
                } else {
                    AttrId::FALSE
                }
            }
            [v] if !matches!(rw.ctx.type_data(orig), strata_ir::TypeData::Vector { .. }) => {
                rw.ctx.int_attr(orig, *v)
            }
            _ => {
                let splat = elems.iter().all(|&e| e == elems[0]);
                let values = if splat { &elems[..1] } else { elems };
                rw.ctx.intern_attr(AttrData::DenseElements {
                    ty: orig,
                    splat,
                    values: DenseValues::Int(values.into()),
                })
            }
        };
        rw.constant(attr, ty)
    }
}

/// What MLIR's folders know of the op's operand `v`: a constant, with its
/// elements when Strata reads them (not poison's).
fn known_operand(rw: &BodyRewriter, v: Value) -> Option<Elems> {
    arith_fold::const_attr(rw.ctx, rw.old, v)?;
    Some(match arith_fold::int_const(rw.ctx, rw.old, v) {
        Some(c) if c.splat || c.scalar => smallvec::smallvec![c.values[0]],
        Some(c) => c.values,
        None => Elems::new(),
    })
}

/// MLIR's expansions of `ceildivsi`, `floordivsi` and `ceildivui`, in the
/// order it emits them; n-D vectors unroll every step.
pub(super) fn expand(rw: &mut BodyRewriter, op: Op, opcode: Opcode, ty: TypeId) -> bool {
    if let Some((_, row)) = nd_rows(rw, ty) {
        if nd_rows(rw, row).is_some() {
            return false;
        }
    }
    let old = rw.old.operands(op);
    let (oa, ob) = (old[0], old[1]);
    let orig = rw.old.value_type(oa);
    // (Wider integers than the folders read are expanded unfolded.)
    let width = arith_fold::int_width(rw.ctx, orig);
    let a = rw.converted(oa);
    let b = rw.converted(ob);
    let mut known = Known::default();
    for (new, old) in [(a, oa), (b, ob)] {
        if let Some(k) = known_operand(rw, old) {
            known.0.push((new, k));
        }
    }
    let mut x = Expansion {
        orig,
        ty,
        width,
        known: &mut known,
    };
    let bool_ty = bool_like(rw, ty);
    use Opcode::{LlvmAdd, LlvmAnd, LlvmSdiv, LlvmSelect, LlvmUdiv};
    let mut expand = || -> Option<Value> {
        Some(match opcode {
            Opcode::ArithCeildivsi => {
                let zero = x.constant(rw, 0);
                let one = x.constant(rw, 1);
                let q = x.step(rw, LlvmSdiv, &[a, b], ty)?;
                let m = x.mul(rw, q, b)?;
                let c1 = x.icmp(rw, NE, Arg::Seen(a), m)?;
                let c2 = x.icmp(rw, SLT, Arg::Seen(a), Arg::Seen(zero))?;
                let c3 = x.icmp(rw, SLT, Arg::Seen(b), Arg::Seen(zero))?;
                let c4 = x.icmp(rw, EQ, Arg::Step(c2), Arg::Step(c3))?;
                let c5 = x.step(rw, LlvmAnd, &[c1, c4], bool_ty)?;
                let p = x.step(rw, LlvmAdd, &[q, one], ty)?;
                x.step(rw, LlvmSelect, &[c5, p, q], ty)?
            }
            Opcode::ArithFloordivsi => {
                let q = x.step(rw, LlvmSdiv, &[a, b], ty)?;
                let m = x.mul(rw, q, b)?;
                let c1 = x.icmp(rw, NE, Arg::Seen(a), m)?;
                let zero = x.constant(rw, 0);
                let c2 = x.icmp(rw, SLT, Arg::Seen(a), Arg::Seen(zero))?;
                let c3 = x.icmp(rw, SLT, Arg::Seen(b), Arg::Seen(zero))?;
                let c4 = x.icmp(rw, NE, Arg::Step(c2), Arg::Step(c3))?;
                let c5 = x.step(rw, LlvmAnd, &[c1, c4], bool_ty)?;
                let minus_one = x.constant(rw, -1);
                let p = x.step(rw, LlvmAdd, &[q, minus_one], ty)?;
                x.step(rw, LlvmSelect, &[c5, p, q], ty)?
            }
            _ => {
                let zero = x.constant(rw, 0);
                let c = x.icmp(rw, EQ, Arg::Seen(a), Arg::Seen(zero))?;
                let one = x.constant(rw, 1);
                let s = x.sub(rw, a, one)?;
                let d = x.step(rw, LlvmUdiv, &[s, b], ty)?;
                let p = x.step(rw, LlvmAdd, &[d, one], ty)?;
                x.step(rw, LlvmSelect, &[c, zero, p], ty)?
            }
        })
    };
    match expand() {
        Some(r) => {
            rw.map_results(op, &[r]);
            true
        }
        None => false,
    }
}
