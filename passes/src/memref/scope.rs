//! `memref.alloca_scope`: the region is inlined between a
//! `llvm.intr.stacksave` and an `llvm.intr.stackrestore`, the way MLIR
//! splits the enclosing block.

use smallvec::SmallVec;
use strata_ir::{AttrId, Block, Op, OpSpec, Opcode, TypeId, Value};

use crate::conversion::{BodyRewriter, InlineRegion};

/// New block placed right after `after` in its region.
fn block_after(rw: &mut BodyRewriter, after: Block, arg_types: &[TypeId]) -> Block {
    let region = rw.new.blocks[after.index()].parent;
    let b = rw.new.append_block(region, arg_types, AttrId::UNKNOWN_LOC);
    rw.move_block_after(b, after);
    b
}

fn br(rw: &mut BodyRewriter, operands: &[Value], to: Block) {
    let spec = OpSpec {
        opcode: Opcode::LlvmBr,
        name: rw.names.op_name(Opcode::LlvmBr),
        operands,
        result_types: &[],
        successors: &[(to, operands.len() as u32)],
        attrs: AttrId::EMPTY_DICT,
        loc: rw.loc,
        num_regions: 0,
    };
    rw.push_mapped(&spec);
}

pub fn alloca_scope(rw: &mut BodyRewriter, op: Op) -> bool {
    let Some(&region) = rw.old.regions(op).first() else {
        return false;
    };
    let current = rw.cursor;
    let remaining = block_after(rw, current, &[]);
    let result_types: SmallVec<[TypeId; 2]> =
        rw.old.results(op).map(|v| rw.old.value_type(v)).collect();
    let cont = if result_types.is_empty() {
        remaining
    } else {
        let c = block_after(rw, current, &result_types);
        rw.cursor = c;
        br(rw, &[], remaining);
        c
    };
    // The region's blocks go between the current block and the continuation.
    let old_blocks: SmallVec<[Block; 4]> = rw.old.region_blocks(region).collect();
    let mut prev = current;
    for &b in &old_blocks {
        let nb = block_after(rw, prev, &[]);
        rw.map_block(b, nb);
        prev = nb;
    }
    let Some(&entry) = old_blocks.first() else {
        return false;
    };
    rw.cursor = current;
    let save = rw.push1(
        Opcode::IntrStacksave,
        &[],
        TypeId::LLVM_PTR,
        AttrId::EMPTY_DICT,
    );
    let entry = rw.block(entry);
    br(rw, &[], entry);
    let results: SmallVec<[Value; 2]> = rw.new.block_args(cont).iter().copied().collect();
    if !result_types.is_empty() {
        rw.map_results(op, &results);
    }
    rw.region_state.insert(op, (save, cont));
    rw.inline = Some(InlineRegion {
        region,
        resume: remaining,
    });
    true
}

/// `memref.alloca_scope.return`: restore the stack, leave the region.
pub fn alloca_scope_return(rw: &mut BodyRewriter, op: Op) -> bool {
    let scope = rw.old.block_parent_op(rw.old.op(op).parent);
    let Some(&(save, cont)) = rw.region_state.get(&scope) else {
        return false;
    };
    let old: SmallVec<[Value; 2]> = rw.old.operands(op).iter().copied().collect();
    let vals: SmallVec<[Value; 2]> = old.iter().map(|&v| rw.original(v)).collect();
    rw.push(Opcode::IntrStackrestore, &[save], &[], AttrId::EMPTY_DICT);
    br(rw, &vals, cont);
    true
}
