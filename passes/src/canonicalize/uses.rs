//! Use lists and the worklist of the greedy driver.
//!
//! `Body` keeps no use lists (conversions rebuild bodies instead of
//! rewriting uses), but canonicalization replaces values in place and asks
//! "is this value used, and by whom" all the time. `Uses` adds them on the
//! side: one flat vector of use nodes, each value's list threaded through
//! it newest first (MLIR's use-list order, which decides the order users
//! are revisited in). A node goes stale when its operand is overwritten or
//! its op erased; readers skip stale nodes, so nothing is ever unlinked and
//! no per-value allocation happens.

use strata_ir::{Body, Op, Value};

const NIL: u32 = u32::MAX;

#[derive(Clone, Copy)]
struct UseNode {
    op: Op,
    operand: u32,
    next: u32,
}

#[derive(Default)]
pub(super) struct Uses {
    head: Vec<u32>,
    count: Vec<u32>,
    nodes: Vec<UseNode>,
}

impl Uses {
    /// The uses of every op linked into `body`, in op order.
    pub fn build(body: &Body) -> Uses {
        let mut u = Uses {
            head: vec![NIL; body.values.len()],
            count: vec![0; body.values.len()],
            nodes: Vec::with_capacity(body.pool.len()),
        };
        body.walk(|op| {
            for (i, &v) in body.operands(op).iter().enumerate() {
                u.add(v, op, i as u32);
            }
        });
        u
    }

    fn grow(&mut self, v: Value) {
        if v.index() >= self.head.len() {
            self.head.resize(v.index() + 1, NIL);
            self.count.resize(v.index() + 1, 0);
        }
    }

    /// Records that operand `operand` of `op` is `v`.
    pub fn add(&mut self, v: Value, op: Op, operand: u32) {
        self.grow(v);
        let node = self.nodes.len() as u32;
        self.nodes.push(UseNode {
            op,
            operand,
            next: self.head[v.index()],
        });
        self.head[v.index()] = node;
        self.count[v.index()] += 1;
    }

    /// Forgets one use of `v` (its node goes stale by itself).
    pub fn drop_one(&mut self, v: Value) {
        if let Some(c) = self.count.get_mut(v.index()) {
            *c = c.saturating_sub(1);
        }
    }

    pub fn count(&self, v: Value) -> u32 {
        self.count.get(v.index()).copied().unwrap_or(0)
    }

    /// The live uses of `v` as `(op, operand index)`, newest first,
    /// appended to `out`. A use set back to `v` after being overwritten
    /// has two nodes and is listed twice; callers re-check the operand.
    pub fn users(&self, body: &Body, v: Value, out: &mut Vec<(Op, u32)>) {
        let mut n = self.head.get(v.index()).copied().unwrap_or(NIL);
        while n != NIL {
            let node = self.nodes[n as usize];
            n = node.next;
            if body.op(node.op).parent.is_none() {
                continue;
            }
            if body.operands(node.op).get(node.operand as usize) == Some(&v) {
                out.push((node.op, node.operand));
            }
        }
    }

    /// Whether any live use of `v` satisfies `f`.
    pub fn any_user(&self, body: &Body, v: Value, mut f: impl FnMut(Op, u32) -> bool) -> bool {
        let mut n = self.head.get(v.index()).copied().unwrap_or(NIL);
        while n != NIL {
            let node = self.nodes[n as usize];
            n = node.next;
            if body.op(node.op).parent.is_some()
                && body.operands(node.op).get(node.operand as usize) == Some(&v)
                && f(node.op, node.operand)
            {
                return true;
            }
        }
        false
    }
}

/// MLIR's `Worklist`: a stack of ops without duplicates; removal leaves a
/// hole so positions stay valid.
#[derive(Default)]
pub(super) struct Worklist {
    list: Vec<Op>,
    /// Position of each op in `list`, `NIL` when absent.
    pos: Vec<u32>,
}

impl Worklist {
    pub fn clear(&mut self) {
        for op in self.list.drain(..) {
            if op.is_some() {
                self.pos[op.index()] = NIL;
            }
        }
    }

    /// Pushes `op` unless it is already queued (then it keeps its place).
    pub fn push(&mut self, op: Op) {
        if op.is_none() {
            return;
        }
        if op.index() >= self.pos.len() {
            self.pos.resize(op.index() + 1, NIL);
        }
        if self.pos[op.index()] != NIL {
            return;
        }
        self.pos[op.index()] = self.list.len() as u32;
        self.list.push(op);
    }

    pub fn pop(&mut self) -> Option<Op> {
        while let Some(op) = self.list.pop() {
            if op.is_some() {
                self.pos[op.index()] = NIL;
                return Some(op);
            }
        }
        None
    }

    pub fn remove(&mut self, op: Op) {
        if let Some(p) = self.pos.get_mut(op.index()) {
            if *p != NIL {
                self.list[*p as usize] = Op::NONE;
                *p = NIL;
            }
        }
    }

    /// Reverses the order (a pre-order fill then pops top-down).
    pub fn reverse(&mut self) {
        self.list.reverse();
        for (i, op) in self.list.iter().enumerate() {
            if op.is_some() {
                self.pos[op.index()] = i as u32;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn op(i: usize) -> Op {
        Op::from_index(i)
    }

    #[test]
    fn worklist_is_a_stack_without_duplicates() {
        let mut w = Worklist::default();
        for i in [1, 2, 3, 2] {
            w.push(op(i));
        }
        // A queued op keeps its place; removal leaves a hole that pop skips.
        w.remove(op(3));
        assert_eq!(w.pop(), Some(op(2)));
        assert_eq!(w.pop(), Some(op(1)));
        assert_eq!(w.pop(), None);
        // Popped ops can be queued again.
        w.push(op(1));
        assert_eq!(w.pop(), Some(op(1)));
    }

    #[test]
    fn reversed_worklist_pops_in_fill_order() {
        let mut w = Worklist::default();
        for i in 0..4 {
            w.push(op(i));
        }
        w.reverse();
        w.remove(op(2));
        let order: Vec<Op> = std::iter::from_fn(|| w.pop()).collect();
        assert_eq!(order, vec![op(0), op(1), op(3)]);
    }
}
