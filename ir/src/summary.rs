//! Which opcodes each body holds. A conversion's module phases each ask
//! whether some body holds an op of one kind (`func.func`, `memref.global`,
//! `cf.assert`, `vector.print`), and the pass manager whether a pass has
//! anything to act on; answering from one summary spares a sweep of the
//! whole module per question. The verifier makes one as it walks the ops
//! (see `verify::verify_module_summarised`), so that after a verification
//! no pass needs a sweep of its own.

use rayon::prelude::*;

use crate::body::Body;
use crate::{Module, Opcode};

#[derive(Clone, Debug, PartialEq, Eq)]
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

/// The words of one body's set.
pub(crate) fn words_per_body() -> usize {
    opcode_bits().div_ceil(64)
}

/// Adds `op` to one body's set.
#[inline(always)]
pub(crate) fn note(set: &mut [u64], op: Opcode) {
    let i = op as usize;
    if let Some(w) = set.get_mut(i / 64) {
        *w |= 1 << (i % 64);
    }
}

/// Adds every op of `body`'s arena linked into a block (those an earlier
/// pass unlinked are not in the IR) to its set.
pub(crate) fn note_body(set: &mut [u64], body: &Body) {
    for o in body.ops.iter().filter(|o| o.parent.is_some()) {
        note(set, o.opcode);
    }
}

impl OpcodeSummary {
    /// Summarises every body of `module`: the ops of its arena linked
    /// into a block (those an earlier pass unlinked are not in the IR).
    pub fn new(module: &Module) -> Self {
        let words = words_per_body();
        let mut bits = vec![0u64; words * module.bodies.len()];
        bits.par_chunks_mut(words)
            .zip(module.bodies.par_iter())
            .for_each(|(set, body)| note_body(set, body));
        OpcodeSummary { words, bits }
    }

    /// A summary from sets made elsewhere: `words_per_body()` words for
    /// each body, in body order.
    pub(crate) fn from_sets(bits: Vec<u64>) -> Self {
        OpcodeSummary {
            words: words_per_body(),
            bits,
        }
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
    use crate::syntax::{parse_module, ParseOptions};
    use crate::Context;

    #[test]
    fn the_verifier_notes_the_opcodes_a_sweep_finds() {
        let ctx = Context::new();
        let src = r#"module {
  memref.global "private" @g : memref<2xf32> = dense<0.0>
  func.func @a(%c: i1, %m: memref<2xf32>) -> i32 {
    %i = arith.constant 0 : index
    %0 = scf.if %c -> i32 {
      %1 = arith.constant 1 : i32
      scf.yield %1 : i32
    } else {
      %2 = memref.load %m[%i] : memref<2xf32>
      %3 = arith.constant 2 : i32
      scf.yield %3 : i32
    }
    cf.br ^bb1(%0 : i32)
  ^bb1(%x: i32):
    return %x : i32
  }
  module @inner {
    func.func private @decl(i32)
    llvm.func @b() {
      llvm.return
    }
  }
}
"#;
        let m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).unwrap();
        let verified = crate::verify::verify_module_summarised(&ctx, &m).unwrap();
        assert_eq!(verified, OpcodeSummary::new(&m));
        let body_of = |op: Opcode| {
            (1..m.bodies.len())
                .filter(|&i| verified.may_have(i, op))
                .count()
        };
        assert_eq!(body_of(Opcode::ScfYield), 1);
        assert_eq!(body_of(Opcode::MemrefLoad), 1);
        assert_eq!(body_of(Opcode::LlvmReturn), 1);
        assert_eq!(body_of(Opcode::FuncFunc), 1, "the inner module's body");
    }

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
