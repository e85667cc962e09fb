//! `buffer-deallocation-pipeline`: frees heap buffers that cannot outlive
//! their function. An allocation (`memref.alloc`) in a function's entry
//! block gets a `memref.dealloc` before each `func.return` when neither it
//! nor any view of it (casts, subviews, reshapes, ...) is returned, passed
//! to a block, stored, yielded from a region or already deallocated. Calls
//! may take it: as in MLIR's ownership model, a callee never keeps a
//! buffer it is given.
//!
//! Allocations elsewhere (in loops, in conditionally executed blocks, or
//! escaping) are left as they are: MLIR tracks their ownership at run time
//! with `bufferization.dealloc`, which Strata does not model.

use strata_ir::{AttrId, Body, Context, Module, Op, Opcode, Value};

use crate::inplace::Builder;

/// Ops whose result is a view of their first operand.
fn is_view(opcode: Opcode) -> bool {
    use Opcode::*;
    matches!(
        opcode,
        MemrefCast
            | MemrefSubview
            | MemrefReinterpretCast
            | MemrefView
            | MemrefExpandShape
            | MemrefCollapseShape
            | MemrefTranspose
            | MemrefAssumeAlignment
            | MemrefMemorySpaceCast
            | MemrefReshape
    )
}

/// Uses that never let a buffer escape nor free it.
fn harmless_use(body: &Body, user: Op, v: Value) -> bool {
    use Opcode::*;
    let operands = body.operands(user);
    match body.op(user).opcode {
        MemrefLoad
        | MemrefDim
        | MemrefRank
        | MemrefCopy
        | MemrefAtomicRmw
        | MemrefGenericAtomicRmw
        | MemrefPrefetch
        | MemrefExtractAlignedPointerAsIndex
        | MemrefExtractStridedMetadata
        | FuncCall
        | VectorLoad
        | VectorPrint => true,
        // Storing *into* the buffer is fine; storing the buffer itself is not.
        MemrefStore => operands.first() != Some(&v),
        op if is_view(op) => true,
        _ => false,
    }
}

pub fn run(ctx: &Context, module: &mut Module, mask: &[bool]) {
    let functions: Vec<usize> = module
        .top_ops()
        .filter_map(|op| {
            let d = module.bodies[0].op(op);
            (d.opcode == Opcode::FuncFunc && !d.body.is_none()).then(|| d.body.index())
        })
        .filter(|&i| mask.get(i).copied().unwrap_or(true))
        .collect();
    for i in functions {
        free_local_allocations(ctx, &mut module.bodies[i]);
    }
}

fn free_local_allocations(ctx: &Context, body: &mut Body) {
    let Some(entry) = body.roots.first().and_then(|&r| body.entry_block(r)) else {
        return;
    };
    // Users of every value, in one walk.
    let mut users: rustc_hash::FxHashMap<Value, Vec<Op>> = rustc_hash::FxHashMap::default();
    let mut returns = Vec::new();
    body.walk(|op| {
        for &v in body.operands(op) {
            users.entry(v).or_default().push(op);
        }
        if body.op(op).opcode == Opcode::FuncReturn {
            returns.push(op);
        }
    });
    let allocs: Vec<Op> = body
        .block_ops(entry)
        .filter(|&op| body.op(op).opcode == Opcode::MemrefAlloc && body.op(op).num_results == 1)
        .collect();
    for alloc in allocs {
        let root = body.result(alloc, 0);
        let mut pending = vec![root];
        let mut local = true;
        while let Some(v) = pending.pop() {
            for &user in users.get(&v).map_or(&[][..], |u| &u[..]) {
                if !harmless_use(body, user, v) {
                    local = false;
                    break;
                }
                if is_view(body.op(user).opcode) && body.op(user).num_results > 0 {
                    pending.push(body.result(user, 0));
                }
            }
            if !local {
                break;
            }
        }
        if !local {
            continue;
        }
        for &ret in &returns {
            let loc = body.op(ret).loc;
            let mut b = Builder {
                ctx,
                body: &mut *body,
                before: ret,
                loc,
            };
            b.op(Opcode::MemrefDealloc, &[root], &[], AttrId::EMPTY_DICT);
        }
    }
}
