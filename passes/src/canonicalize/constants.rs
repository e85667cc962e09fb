//! MLIR's `OperationFolder::insertKnownConstant`, run on every constant
//! when an iteration fills its worklist: the first constant of each
//! (dialect, value, type) in walk order is kept and moved to the front of
//! the entry block of its isolated region, later equal ones are replaced
//! by it and erased.
//!
//! The move is skipped when the constant already sits at the front or
//! right after a constant kept in this iteration, so a run of constants
//! at the top stays in order while each constant met below it lands at
//! the very top: constants folded during one iteration end up, after the
//! next, above the older ones, last-met first. That ordering is what the
//! printed output shows, so it is replayed exactly.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::{AttrData, AttrId, Block, Body, Context, Op, Opcode, Region, TypeData, TypeId};

use crate::conversion::int_fold::sext;

use super::driver::{is_constant_like, Driver};

/// What makes two constants the same: the dialect (`arith` and `llvm`
/// constants of one value stay apart), the op kind for the attribute-less
/// LLVM constants, the value and the type.
type Key = (Region, Opcode, AttrId, TypeId);

#[derive(Default)]
pub(super) struct ConstantFolder {
    uniqued: FxHashMap<Key, Op>,
    /// Constants kept (inserted into the folder) this iteration.
    owned: FxHashSet<Op>,
}

impl ConstantFolder {
    pub fn reset(&mut self) {
        self.uniqued.clear();
        self.owned.clear();
    }

    /// For every op met while filling the worklist: false when `op` was a
    /// duplicate constant and is gone, true otherwise (queue it).
    pub fn insert_known_constant(&mut self, d: &mut Driver, op: Op) -> bool {
        let data = d.body.op(op);
        if !is_constant_like(data.opcode) || data.num_results != 1 {
            return true;
        }
        let attr = match data.opcode {
            Opcode::ArithConstant
            | Opcode::LlvmMlirConstant
            | Opcode::SpirvConstant
            | Opcode::FuncConstant
            | Opcode::IndexConstant
            | Opcode::IndexBoolConstant => match d.ctx.dict_get(data.attrs, d.names.value) {
                Some(a) => a,
                None => return true,
            },
            Opcode::LlvmMlirAddressof => match d.ctx.dict_get(data.attrs, d.names.global_name) {
                Some(a) => a,
                None => return true,
            },
            Opcode::LlvmBlockaddress => match d.ctx.dict_get(data.attrs, d.names.block_addr) {
                Some(a) => a,
                None => return true,
            },
            _ => AttrId::NONE,
        };
        let attr = uniquing_attr(d.ctx, attr);
        let ty = d.body.value_type(d.body.result(op, 0));
        let block = data.parent;
        let region = insertion_region(d.body, block);
        let key = (region, data.opcode, attr, ty);
        if let Some(&existing) = self.uniqued.get(&key) {
            let r = d.body.result(existing, 0);
            d.replace_op(op, &[r]);
            return false;
        }
        let Some(entry) = d.body.entry_block(region) else {
            return true;
        };
        let at_top = block == entry
            && (d.body.blocks[entry.index()].first == op || {
                let prev = d.body.op(op).prev;
                prev.is_some() && self.owned.contains(&prev)
            });
        if !at_top {
            d.move_to_front(op, entry);
        }
        self.uniqued.insert(key, op);
        self.owned.insert(op);
        true
    }
}

/// `attr` as the folder compares it: MLIR's integer attributes hold an
/// `APInt`, so `255 : i8` and `-1 : i8` are one value, which Strata
/// spells as two attributes (`i1`'s are all the bool attribute already).
fn uniquing_attr(ctx: &Context, attr: AttrId) -> AttrId {
    // The attribute-less LLVM constants.
    if attr == AttrId::NONE {
        return attr;
    }
    let AttrData::Integer { ty, value } = *ctx.attr_data(attr) else {
        return attr;
    };
    match *ctx.type_data(ty) {
        TypeData::Integer { width, .. } if (2..128).contains(&width) => {
            let v = sext(value, width);
            if v == value {
                attr
            } else {
                ctx.int_attr(ty, v)
            }
        }
        _ => attr,
    }
}

/// The region constants of `block` are materialized in: the root region
/// (of the isolated op owning the body) that holds it.
fn insertion_region(body: &Body, mut block: Block) -> Region {
    loop {
        let region = body.blocks[block.index()].parent;
        let parent = body.regions[region.index()].parent;
        if parent.is_none() {
            return region;
        }
        let up = body.op(parent).parent;
        if up.is_none() {
            return region;
        }
        block = up;
    }
}
