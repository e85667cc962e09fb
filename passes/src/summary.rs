//! Which opcodes each body holds, found in one parallel sweep over the op
//! arenas. A conversion's module phases each ask whether some body holds an
//! op of one kind (`func.func`, `memref.global`, `cf.assert`,
//! `vector.print`); answering from one summary spares a sweep of the whole
//! module per question.

use rayon::prelude::*;
use strata_ir::{Module, Opcode};

pub struct OpcodeSummary {
    words: usize,
    /// `words` bits per summarised body, one per opcode.
    bits: Vec<u64>,
}

fn opcode_bits() -> usize {
    Opcode::all()
        .iter()
        .chain(&[Opcode::Unregistered])
        .map(|&o| o as usize + 1)
        .max()
        .unwrap_or(1)
}

impl OpcodeSummary {
    /// Summarises every body of `module`: the ops of its arena linked
    /// into a block (those an earlier pass unlinked are not in the IR).
    pub fn new(module: &Module) -> Self {
        let words = opcode_bits().div_ceil(64);
        let mut bits = vec![0u64; words * module.bodies.len()];
        bits.par_chunks_mut(words)
            .zip(module.bodies.par_iter())
            .for_each(|(set, body)| {
                for o in body.ops.iter().filter(|o| o.parent.is_some()) {
                    let i = o.opcode as usize;
                    set[i / 64] |= 1 << (i % 64);
                }
            });
        OpcodeSummary { words, bits }
    }

    /// The opcodes for which `wanted` holds, as a set to test bodies
    /// against with `holds_any`.
    pub fn opcode_set(wanted: impl Fn(Opcode) -> bool) -> Vec<u64> {
        let mut set = vec![0u64; opcode_bits().div_ceil(64)];
        for &o in Opcode::all().iter().chain(&[Opcode::Unregistered]) {
            if wanted(o) {
                let i = o as usize;
                set[i / 64] |= 1 << (i % 64);
            }
        }
        set
    }

    /// Whether body `index` held an op of `set` (from `opcode_set`) when
    /// summarised: exact, the top body included; `true` for bodies
    /// created since.
    pub fn holds_any(&self, index: usize, set: &[u64]) -> bool {
        match self.bits.get(index * self.words..(index + 1) * self.words) {
            Some(words) => words.iter().zip(set).any(|(w, s)| w & s != 0),
            None => true,
        }
    }

    /// Whether body `index` may hold an op `op`. Exact for the bodies
    /// summarised, except the top body (module phases add to it), and
    /// `true` for bodies created since.
    pub fn may_have(&self, index: usize, op: Opcode) -> bool {
        if index == 0 {
            return true;
        }
        let i = op as usize;
        match self.bits.get(index * self.words + i / 64) {
            Some(w) => w & (1 << (i % 64)) != 0,
            None => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::syntax::{parse_module, ParseOptions};
    use strata_ir::Context;

    #[test]
    fn summary_tells_which_bodies_hold_an_opcode() {
        let ctx = Context::new();
        let src = "func.func @a() {\n  return\n}\nfunc.func @b(%x: i1) {\n  cf.assert %x, \"m\"\n  return\n}\n";
        let m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).unwrap();
        let s = OpcodeSummary::new(&m);
        let with_assert: Vec<usize> = (1..m.bodies.len())
            .filter(|&i| s.may_have(i, Opcode::CfAssert))
            .collect();
        assert_eq!(with_assert.len(), 1);
        assert!(m.bodies[with_assert[0]].any_op(|o| o.opcode == Opcode::CfAssert));
        assert!((1..m.bodies.len()).all(|i| s.may_have(i, Opcode::FuncReturn)));
        assert!(!s.may_have(1, Opcode::MemrefGlobal));
        // The top body and bodies made later are always looked at.
        assert!(s.may_have(0, Opcode::MemrefGlobal));
        assert!(s.may_have(m.bodies.len(), Opcode::MemrefGlobal));
    }
}
