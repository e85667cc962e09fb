//! Predecessors of every block, kept up to date as the driver adds, erases
//! and moves terminators, so the cf patterns ask "does this block have one
//! predecessor, and which?" in constant time. (Scanning the region's
//! terminators for each question made canonicalizing a 30,000-block chain
//! take 2.7 s, quadratic in the blocks; MLIR answers from block use lists.)
//!
//! A block's entry holds the number of edges into it and the sum and sum of
//! squares of their source block ids. All edges come from one block exactly
//! when `n * Σx² == (Σx)²` (Cauchy–Schwarz holds with equality only for
//! equal terms), and that block is `Σx / n`: an edge is added or removed in
//! constant time, without a list per block (a block with thousands of
//! predecessors would make each removal a search).

use strata_ir::{Block, Body};

#[derive(Clone, Copy, Default)]
struct Edges {
    n: u32,
    sum: u128,
    sum_sq: u128,
}

#[derive(Default)]
pub(super) struct Preds {
    per_block: Vec<Edges>,
}

impl Preds {
    /// The edges of every terminator linked into `body`.
    pub fn build(body: &Body) -> Preds {
        let mut preds = Preds {
            per_block: vec![Edges::default(); body.blocks.len()],
        };
        body.walk(|op| preds.add_all(body, op));
        preds
    }

    /// Adds the edges of `op` (one per successor slot) from its block.
    pub fn add_all(&mut self, body: &Body, op: strata_ir::Op) {
        self.update(body, op, true);
    }

    /// Removes the edges of `op` from its block (before it is unlinked).
    pub fn remove_all(&mut self, body: &Body, op: strata_ir::Op) {
        self.update(body, op, false);
    }

    fn update(&mut self, body: &Body, op: strata_ir::Op, add: bool) {
        let from = body.op(op).parent;
        if from.is_none() {
            return;
        }
        let x = u128::from(from.0);
        for i in 0..body.num_successors(op) {
            let to = body.successor(op, i).index();
            if to >= self.per_block.len() {
                self.per_block.resize(to + 1, Edges::default());
            }
            let e = &mut self.per_block[to];
            if add {
                e.n += 1;
                e.sum += x;
                e.sum_sq += x * x;
            } else {
                e.n -= 1;
                e.sum -= x;
                e.sum_sq -= x * x;
            }
        }
    }

    /// The edges into `b`: how many, and the predecessor block when they
    /// all come from one block.
    pub fn of(&self, b: Block) -> (usize, Option<Block>) {
        let Some(e) = self.per_block.get(b.index()) else {
            return (0, None);
        };
        let n = u128::from(e.n);
        // n < 2^32 and ids < 2^32: n * Σx² < 2^128, (Σx)² < 2^128.
        let one_source = e.n > 0 && n * e.sum_sq == e.sum * e.sum;
        let unique = one_source.then(|| Block((e.sum / n) as u32));
        (e.n as usize, unique)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edges(list: &[(u32, u32)]) -> Preds {
        let mut p = Preds::default();
        p.per_block.resize(16, Edges::default());
        for &(from, to) in list {
            let x = u128::from(from);
            let e = &mut p.per_block[to as usize];
            e.n += 1;
            e.sum += x;
            e.sum_sq += x * x;
        }
        p
    }

    #[test]
    fn one_source_is_found_and_mixed_sources_are_not() {
        let p = edges(&[(3, 1), (3, 1), (2, 4), (6, 4), (4, 5), (0, 7), (0, 7)]);
        assert_eq!(p.of(Block(1)), (2, Some(Block(3))));
        // 2 and 6 average to 4, which is not a source: the squares tell.
        assert_eq!(p.of(Block(4)), (2, None));
        assert_eq!(p.of(Block(5)), (1, Some(Block(4))));
        assert_eq!(p.of(Block(7)), (2, Some(Block(0))));
        assert_eq!(p.of(Block(9)), (0, None));
        assert_eq!(p.of(Block(99)), (0, None));
    }
}
