//! scf.for's `ForOpIterArgsFolder` (MLIR 22): an iteration argument is
//! dropped when it is yielded unchanged, when its init value is what is
//! yielded, or when neither it nor its result is used (uses of either then
//! take the init value); one with the same init and yielded values as an
//! earlier kept one is merged into it. The loop is rebuilt with the kept
//! arguments (attributes kept), its body moved over.

use smallvec::SmallVec;
use strata_ir::Op;
use strata_ir::{OpSpec, Opcode, TypeId, Value};

use super::driver::Driver;

/// What becomes of one iteration argument.
#[derive(Clone, Copy)]
enum Fate {
    /// Kept, at this index among the kept ones.
    Kept(usize),
    /// Dropped: the argument and the result are this (outer) value.
    Init(Value),
}

pub(super) fn apply(d: &mut Driver, op: Op) -> bool {
    let operands = d.body.operands(op);
    let n = d.body.op(op).num_results as usize;
    if operands.len() != 3 + n || d.body.regions(op).len() != 1 {
        return false;
    }
    let region = d.body.regions(op)[0];
    let Some(block) = d.body.entry_block(region) else {
        return false;
    };
    if d.body.blocks[block.index()].next.is_some() || d.body.block_args(block).len() != n + 1 {
        return false;
    }
    let Some(term) = d.body.last_op(block) else {
        return false;
    };
    if d.body.operands(term).len() != n {
        return false;
    }
    let inits: SmallVec<[Value; 4]> = SmallVec::from_slice(&operands[3..]);
    let yielded: SmallVec<[Value; 4]> = SmallVec::from_slice(d.body.operands(term));
    let args: SmallVec<[Value; 4]> = SmallVec::from_slice(&d.body.block_args(block)[1..]);
    let mut fates: SmallVec<[Fate; 4]> = SmallVec::new();
    let mut kept: SmallVec<[usize; 4]> = SmallVec::new();
    let mut changed = false;
    for i in 0..n {
        let result = d.body.result(op, i as u32);
        let forwarded = args[i] == yielded[i]
            || inits[i] == yielded[i]
            || (d.uses.count(args[i]) == 0 && d.uses.count(result) == 0);
        if forwarded {
            changed = true;
            fates.push(Fate::Init(inits[i]));
            continue;
        }
        // An earlier kept argument always holding the same values.
        if let Some(k) = kept
            .iter()
            .position(|&j| inits[j] == inits[i] && yielded[j] == yielded[i])
        {
            changed = true;
            fates.push(Fate::Kept(k));
            continue;
        }
        fates.push(Fate::Kept(kept.len()));
        kept.push(i);
    }
    if !changed {
        return false;
    }
    let data = d.body.op(op);
    let (name, attrs, loc) = (data.name, data.attrs, data.loc);
    let mut new_operands: SmallVec<[Value; 8]> = SmallVec::from_slice(&d.body.operands(op)[..3]);
    new_operands.extend(kept.iter().map(|&i| inits[i]));
    let types: SmallVec<[TypeId; 4]> = kept.iter().map(|&i| d.body.value_type(args[i])).collect();
    let new_for = d.create_op_before(
        op,
        &OpSpec {
            opcode: Opcode::ScfFor,
            name,
            operands: &new_operands,
            result_types: &types,
            successors: &[],
            attrs,
            loc,
            num_regions: 1,
        },
    );
    let iv = d.body.block_args(block)[0];
    let mut arg_types: SmallVec<[TypeId; 5]> = SmallVec::new();
    arg_types.push(d.body.value_type(iv));
    arg_types.extend_from_slice(&types);
    let new_region = d.body.regions(new_for)[0];
    let new_block = d.body.append_block(new_region, &arg_types, loc);
    // Block arguments first (as `mergeBlocks` replaces them), then the ops.
    let new_iv = d.body.block_args(new_block)[0];
    d.replace_all_uses(iv, new_iv);
    for i in 0..n {
        let to = match fates[i] {
            Fate::Kept(k) => d.body.block_args(new_block)[1 + k],
            Fate::Init(v) => v,
        };
        d.replace_all_uses(args[i], to);
    }
    while let Some(first) = d.body.blocks[block.index()].first.expand() {
        d.body.remove_op(first);
        d.body.append_op(new_block, first);
        d.enqueue(first);
    }
    let filtered: SmallVec<[Value; 4]> = kept.iter().map(|&i| d.body.operands(term)[i]).collect();
    d.set_operands(term, &filtered);
    d.enqueue(term);
    let results: SmallVec<[Value; 4]> = fates
        .iter()
        .map(|f| match *f {
            Fate::Kept(k) => d.body.result(new_for, k as u32),
            Fate::Init(v) => v,
        })
        .collect();
    d.replace_op(op, &results);
    true
}
