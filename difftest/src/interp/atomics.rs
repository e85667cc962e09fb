//! `memref.atomic_rmw` and `llvm.atomicrmw`: read the element, combine it
//! with the operand, write the result back, and yield the old value. The
//! interpreter runs one thread, so an atomic update is a load and a store.

use strata_ir::{Body, Op, TypeId, Value};

use super::semantics::{float_binop, int_binop, FloatBin, IntBin, IntFlags};
use super::value::Val;
use super::{Flow, Interpreter, Stop};

/// How an update combines the old value with the operand.
#[derive(Copy, Clone)]
enum Update {
    Int(IntBin),
    Float(FloatBin),
    /// The operand replaces the old value.
    Exchange,
    /// `~(old & operand)`.
    Nand,
}

/// `memref.atomic_rmw`'s kinds (`arith::AtomicRMWKind`, by number).
fn memref_kind(k: i128) -> Option<Update> {
    use Update::*;
    Some(match k {
        0 => Float(FloatBin::Add),
        1 => Int(IntBin::Add),
        2 => Int(IntBin::And),
        3 => Exchange,
        4 => Float(FloatBin::Maximum),
        5 => Float(FloatBin::MaxNum),
        6 => Int(IntBin::SMax),
        7 => Int(IntBin::UMax),
        8 => Float(FloatBin::Minimum),
        9 => Float(FloatBin::MinNum),
        10 => Int(IntBin::SMin),
        11 => Int(IntBin::UMin),
        12 => Float(FloatBin::Mul),
        13 => Int(IntBin::Mul),
        14 => Int(IntBin::Or),
        15 => Int(IntBin::Xor),
        _ => return None,
    })
}

/// `llvm.atomicrmw`'s operations (`LLVM::AtomicBinOp`, by number).
fn llvm_bin_op(k: i128) -> Option<Update> {
    use Update::*;
    Some(match k {
        0 => Exchange,
        1 => Int(IntBin::Add),
        2 => Int(IntBin::Sub),
        3 => Int(IntBin::And),
        4 => Nand,
        5 => Int(IntBin::Or),
        6 => Int(IntBin::Xor),
        7 => Int(IntBin::SMax),
        8 => Int(IntBin::SMin),
        9 => Int(IntBin::UMax),
        10 => Int(IntBin::UMin),
        11 => Float(FloatBin::Add),
        12 => Float(FloatBin::Sub),
        13 => Float(FloatBin::MaxNum),
        14 => Float(FloatBin::MinNum),
        19 => Float(FloatBin::Maximum),
        20 => Float(FloatBin::Minimum),
        _ => return None,
    })
}

fn combine(update: Update, old: &Val, operand: &Val) -> Result<Val, Stop> {
    match update {
        Update::Int(op) => int_binop(op, old, operand, IntFlags::default()),
        Update::Float(op) => float_binop(op, old, operand),
        Update::Exchange => Ok(operand.clone()),
        Update::Nand => {
            let and = int_binop(IntBin::And, old, operand, IntFlags::default())?;
            let width = match and {
                Val::Int { width, .. } => width,
                _ => return Ok(Val::Poison),
            };
            int_binop(
                IntBin::Xor,
                &and,
                &Val::int(u128::MAX, width),
                IntFlags::default(),
            )
        }
    }
}

impl Interpreter<'_> {
    /// `memref.atomic_rmw kind %value, %m[%indices]`.
    pub(super) fn memref_atomic_rmw(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let ops = body.operands(op);
        let [value, m, indices @ ..] = ops else {
            return Err(Stop::unsupported("atomic_rmw needs a value and a memref"));
        };
        let kind = self.int_attr(body, op, self.names.kind);
        let update = kind
            .and_then(memref_kind)
            .ok_or_else(|| Stop::unsupported("unknown atomic_rmw kind"))?;
        let elem = body.value_type(*value);
        let addr = self.element_addr(self.desc(*m)?, indices, elem)?;
        self.update_at(body, op, addr, *value, elem, update)
    }

    /// `llvm.atomicrmw bin_op %ptr, %value`.
    pub(super) fn llvm_atomicrmw(&mut self, body: &Body, op: Op) -> Result<Flow, Stop> {
        let [p, value] = self.operands2(body, op)?;
        let update = self
            .int_attr(body, op, self.names.bin_op)
            .and_then(llvm_bin_op)
            .ok_or_else(|| Stop::unsupported("atomicrmw operation not modelled"))?;
        let addr = self.address(p)?;
        let elem = body.value_type(value);
        self.update_at(body, op, addr, value, elem, update)
    }

    fn update_at(
        &mut self,
        body: &Body,
        op: Op,
        addr: u64,
        value: Value,
        elem: TypeId,
        update: Update,
    ) -> Result<Flow, Stop> {
        let old = self.load_val(addr, elem)?;
        let new = combine(update, &old, self.val(value))?;
        self.store_val(addr, &new, elem, false)?;
        self.set(body.result(op, 0), old);
        Ok(Flow::Continue)
    }
}
