//! Where a worker builds converted bodies: one set of arenas, reused from
//! body to body, and copied out at the exact size once a body is done.
//!
//! Building each converted body in arenas of its own (sized ahead with
//! some headroom) left the heap a third larger after a conversion than
//! before it: the originals, freed one by one, were each a little too
//! small for the next body's reservations, and the headroom stayed in the
//! result. Fresh heap is expensive (the kernel zeroes every new page), so
//! now the arenas a body grows in are the worker's, and the finished body
//! is copied at exactly its size into memory the original frees (see
//! `Placement`).

use strata_ir::{Block, Body, BodyId, Op, Value};

/// A worker's conversion arenas (empty between bodies).
#[derive(Default)]
pub struct Scratch {
    arenas: Option<Body>,
    /// How a finished body replaces its original (see `replace_with_copy`).
    placement: Placement,
    /// The rewriter's and driver's per-body tables, kept for the next body
    /// (each is cleared and sized again there).
    pub(crate) tables: Tables,
}

/// Per-body tables of a conversion, indexed by old values and blocks.
#[derive(Default)]
pub(crate) struct Tables {
    pub vmap: Vec<Value>,
    pub bmap: Vec<Block>,
    pub live: Vec<bool>,
    pub convert_args: Vec<bool>,
}

/// Where a finished body's exact-size copy goes.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
pub enum Placement {
    /// Into the original's allocations, resized: best with one heap arena
    /// (one thread), where the original's space is reused in place
    /// (at 2M ops the heap grows 23 MB over the conversion, against 47 MB
    /// for fresh copies).
    #[default]
    ResizeOriginal,
    /// Into fresh allocations made after the original is freed: best with
    /// an arena per thread, where a resize would grow the arena of the
    /// thread that parsed the body instead of reusing the converting
    /// thread's own freed memory (at 2M ops on 2 threads: 24 MB against
    /// 43 MB).
    Fresh,
}

impl Scratch {
    /// Arenas for a worker of the current rayon pool.
    pub fn for_current_pool() -> Scratch {
        Scratch {
            arenas: None,
            tables: Tables::default(),
            placement: if rayon::current_num_threads() > 1 {
                Placement::Fresh
            } else {
                Placement::ResizeOriginal
            },
        }
    }

    /// Arenas whose bodies are placed as `placement` says.
    pub fn with_placement(placement: Placement) -> Scratch {
        Scratch {
            arenas: None,
            placement,
            tables: Tables::default(),
        }
    }

    /// The arenas, emptied, for a body replacing `old`; room for about
    /// `old`'s size (converted bodies are a little larger) is reserved, so
    /// that on first use they do not grow op by op.
    pub fn take(&mut self, old: &Body) -> Body {
        let mut b = self
            .arenas
            .take()
            .unwrap_or_else(|| Body::new(Op::NONE, BodyId::NONE));
        b.ops.clear();
        b.blocks.clear();
        b.regions.clear();
        b.values.clear();
        b.pool.clear();
        b.roots.clear();
        let room = |n: usize| n + n / 8 + 16;
        b.ops.reserve(room(old.ops.len()));
        b.blocks.reserve(old.blocks.len() + 4);
        b.regions.reserve(old.regions.len() + 2);
        b.values.reserve(room(old.values.len()));
        b.pool.reserve(room(old.pool.len()));
        b.roots.reserve(old.roots.len());
        b.owner = old.owner;
        b.parent = old.parent;
        b
    }

    /// Hands the arenas back for the next body.
    pub fn give_back(&mut self, arenas: Body) {
        self.arenas = Some(arenas);
    }
}

/// `built` copied into allocations of exactly its size.
pub fn exact_copy(built: &Body) -> Body {
    Body {
        ops: built.ops.to_vec(),
        blocks: built.blocks.to_vec(),
        regions: built.regions.to_vec(),
        values: built.values.to_vec(),
        pool: built.pool.to_vec(),
        roots: built.roots.to_vec(),
        owner: built.owner,
        parent: built.parent,
        home: strata_ir::par::heap_home(),
    }
}

/// Replaces `body` by the converted body in `scratch`'s arenas, copied
/// at its exact size where `scratch`'s placement says. The original is
/// freed here, or given back when another pool thread's heap holds it
/// (`Body::home`), for that thread to free.
pub fn replace_with_copy(body: &mut Body, built: Body, scratch: &mut Scratch) -> Option<Body> {
    if scratch.placement == Placement::Fresh {
        let original = std::mem::replace(body, Body::new(Op::NONE, BodyId::NONE));
        let foreign = original.home != 0 && original.home != strata_ir::par::heap_home();
        // An original of this thread's is freed first, so that the copy
        // can take its place in this thread's heap.
        let kept = if foreign {
            Some(original)
        } else {
            drop(original);
            None
        };
        *body = exact_copy(&built);
        scratch.give_back(built);
        return kept;
    }
    copy_exact(&mut body.ops, &built.ops);
    copy_exact(&mut body.blocks, &built.blocks);
    copy_exact(&mut body.regions, &built.regions);
    copy_exact(&mut body.values, &built.values);
    copy_exact(&mut body.pool, &built.pool);
    copy_exact(&mut body.roots, &built.roots);
    body.owner = built.owner;
    body.parent = built.parent;
    scratch.give_back(built);
    None
}

/// `dst` becomes a copy of `src` with no spare capacity.
fn copy_exact<T: Clone>(dst: &mut Vec<T>, src: &[T]) {
    dst.clear();
    if dst.capacity() < src.len() {
        // Too small: freed, then allocated again at the new size, from the
        // same (this thread's) arena, where the space just freed merges
        // with its free neighbours and can be taken again. Nothing dead is
        // copied, and it is two heap calls where a shrink and a growing
        // resize took two resizes (the growing one a free, a search and a
        // copy when it cannot stay in place).
        *dst = Vec::new();
        dst.reserve_exact(src.len());
    }
    dst.extend_from_slice(src);
    // A body that got smaller gives the rest back (in place).
    dst.shrink_to_fit();
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::{AttrId, Context, OpSpec, Opcode, TypeId};

    fn sample(ctx: &Context) -> Body {
        let mut b = Body::new(Op::NONE, BodyId::NONE);
        let r = b.add_root_region();
        let blk = b.append_block(r, &[TypeId::I64], AttrId::UNKNOWN_LOC);
        let arg = b.block_args(blk)[0];
        let name = ctx.ident("llvm.add");
        b.push_op(
            blk,
            &OpSpec {
                opcode: Opcode::LlvmAdd,
                name,
                operands: &[arg, arg],
                result_types: &[TypeId::I64],
                successors: &[],
                attrs: AttrId::EMPTY_DICT,
                loc: AttrId::UNKNOWN_LOC,
                num_regions: 0,
            },
        );
        b
    }

    #[test]
    fn copy_is_exact_and_equal() {
        let ctx = Context::new();
        let mut built = sample(&ctx);
        built.ops.reserve(100);
        let copy = exact_copy(&built);
        assert_eq!(copy.ops.len(), built.ops.len());
        assert_eq!(copy.ops.capacity(), copy.ops.len());
        assert_eq!(copy.pool, built.pool);
        assert_eq!(copy.values.len(), built.values.len());
        assert_eq!(copy.roots, built.roots);
    }

    #[test]
    fn arenas_come_back_empty_and_keep_their_capacity() {
        for placement in [Placement::ResizeOriginal, Placement::Fresh] {
            let ctx = Context::new();
            let old = sample(&ctx);
            let mut scratch = Scratch::with_placement(placement);
            let mut a = scratch.take(&old);
            a.ops.reserve(1000);
            let cap = a.ops.capacity();
            a.ops.extend(old.ops.iter().cloned());
            a.ops.extend(old.ops.iter().cloned());
            a.pool.extend_from_slice(&old.pool);
            let mut target = old.clone();
            replace_with_copy(&mut target, a, &mut scratch);
            assert_eq!(target.ops.len(), 2 * old.ops.len());
            assert_eq!(target.ops.capacity(), target.ops.len());
            assert_eq!(target.pool, old.pool);
            let again = scratch.take(&old);
            assert!(again.ops.is_empty() && again.pool.is_empty());
            assert_eq!(again.ops.capacity(), cap);
        }
    }
}
