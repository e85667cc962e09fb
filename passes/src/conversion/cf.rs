//! `convert-cf-to-llvm`: branches, switches, `cf.assume` (to
//! `llvm.intr.assume`) and `cf.assert` (a split block
//! branching to a block that prints the message with `puts` and calls
//! `abort`). `test-cf-assert` converts only the asserts, and its failure
//! block continues after printing instead of aborting.

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, NamedAttr};
use strata_ir::{AttrId, Block, Diag, Dialect, Op, Opcode, TypeId, Value};

use super::rewriter::{BodyRewriter, Want};
use super::Patterns;

pub struct CfPatterns {
    /// Convert `br`, `cond_br` and `switch` (all but `test-cf-assert`).
    pub branches: bool,
    /// A failed assert calls `abort` (all but `test-cf-assert`).
    pub abort: bool,
}

impl CfPatterns {
    /// `convert-cf-to-llvm`'s set.
    pub const ALL: CfPatterns = CfPatterns {
        branches: true,
        abort: true,
    };
}

impl Patterns for CfPatterns {
    fn dialect(&self) -> Dialect {
        Dialect::Cf
    }

    fn converts_successors(&self, rw: &BodyRewriter, op: Op) -> bool {
        self.branches
            && matches!(
                rw.old.op(op).opcode,
                Opcode::CfBr | Opcode::CfCondBr | Opcode::CfSwitch
            )
            && operands_convert(rw, op)
    }

    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
        let opcode = rw.old.op(op).opcode;
        Ok(match opcode {
            Opcode::CfBr | Opcode::CfCondBr | Opcode::CfSwitch => {
                if !self.branches || !operands_convert(rw, op) {
                    return Ok(false);
                }
                branch(rw, op, opcode);
                true
            }
            Opcode::CfAssert => assert(rw, op, self.abort),
            Opcode::CfAssume if self.branches => assume(rw, op),
            _ => false,
        })
    }
}

fn operands_convert(rw: &BodyRewriter, op: Op) -> bool {
    let split = |v: Value| rw.tc.split(rw.old.value_type(v)).is_some();
    // 1:N operands are passed as their pieces by `br` and `cond_br`.
    if rw.old.op(op).opcode == Opcode::CfSwitch && rw.old.operands(op).iter().any(|&v| split(v)) {
        return false;
    }
    rw.old
        .operands(op)
        .iter()
        .all(|&v| split(v) || rw.tc.convert(rw.old.value_type(v)).is_some())
}

/// Branches keep their successor structure and attributes (the LLVM ops use
/// the same property names: `branch_weights`, `case_values`,
/// `case_operand_segments`, `operandSegmentSizes`).
fn branch(rw: &mut BodyRewriter, op: Op, opcode: Opcode) {
    let llvm = match opcode {
        Opcode::CfBr => Opcode::LlvmBr,
        Opcode::CfCondBr => Opcode::LlvmCondBr,
        _ => Opcode::LlvmSwitch,
    };
    let old: SmallVec<[Value; 8]> = rw.old.operands(op).iter().copied().collect();
    let mut attrs = rw.old.op(op).attrs;
    if opcode == Opcode::CfSwitch {
        // MLIR builds `llvm.switch` from its cases alone: the discardable
        // attributes `br` and `cond_br` pass on are dropped here.
        let kept: SmallVec<[(strata_ir::Ident, AttrId); 4]> = rw
            .ctx
            .dict_entries(attrs)
            .iter()
            .filter(|a| strata_ir::dialect::is_inherent_attr(llvm, rw.ctx.str(a.name)))
            .map(|a| (a.name, a.value))
            .collect();
        attrs = rw.attrs(&kept);
    }
    let has_split = old
        .iter()
        .any(|&v| rw.tc.split(rw.old.value_type(v)).is_some());
    let (operands, succs) = if has_split {
        // Successor operands of a 1:N type pass as their pieces: the
        // operand counts (and `cond_br`'s segment sizes) grow.
        let n_fixed = rw.old.non_successor_operands(op).len();
        let mut operands = rw.operands(&old[..n_fixed], Want::Converted);
        let mut succs: SmallVec<[(Block, u32); 4]> = SmallVec::new();
        let groups: SmallVec<[(Block, SmallVec<[Value; 4]>); 2]> = rw
            .old
            .successors(op)
            .map(|(b, ops)| (b, ops.iter().copied().collect()))
            .collect();
        for (b, group) in groups {
            let before = operands.len();
            for v in group {
                match rw.pieces(v) {
                    Some(p) => operands.extend(p),
                    None => operands.push(rw.converted(v)),
                }
            }
            succs.push((rw.block(b), (operands.len() - before) as u32));
        }
        if opcode == Opcode::CfCondBr {
            let sizes = [
                n_fixed as i32,
                succs.first().map_or(0, |s| s.1 as i32),
                succs.get(1).map_or(0, |s| s.1 as i32),
            ];
            let seg = rw.names.operand_segment_sizes;
            attrs = rw.ctx.dict_with(attrs, seg, Some(rw.i32_array(&sizes)));
        }
        (operands, succs)
    } else {
        let operands = rw.operands(&old, Want::Converted);
        let succs: SmallVec<[(Block, u32); 4]> = rw
            .old
            .successors(op)
            .map(|(b, ops)| (rw.block(b), ops.len() as u32))
            .collect();
        (operands, succs)
    };
    rw.push_branch(llvm, &operands, &succs, attrs);
}

/// `cf.assume %c` is `llvm.intr.assume %c` without operand bundles.
fn assume(rw: &mut BodyRewriter, op: Op) -> bool {
    let cond = rw.converted(rw.old.operands(op)[0]);
    let attrs = rw.attrs(&[(rw.names.op_bundle_sizes, rw.i32_array(&[]))]);
    rw.push(Opcode::IntrAssume, &[cond], &[], attrs);
    true
}

/// Splits the block at the assert: the continuation follows the current
/// block, the failure block goes to the end of the region.
fn assert(rw: &mut BodyRewriter, op: Op, abort: bool) -> bool {
    let ctx = rw.ctx;
    let n = rw.names;
    let Some(&global) = rw.assert_globals.get(rw.assert_next) else {
        return false;
    };
    rw.assert_next += 1;
    let msg_len = match ctx
        .dict_get(rw.old.op(op).attrs, n.msg)
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::String { value, .. }) => ctx.bytes(*value).len() as u64,
        _ => 0,
    };
    let cond_old = rw.old.operands(op)[0];
    let cond = rw.converted(cond_old);
    let here = rw.cursor;
    let region = rw.new.blocks[here.index()].parent;
    let cont = rw.new.append_block(region, &[], rw.loc);
    rw.move_block_after(cont, here);
    let fail = rw.new.append_block(region, &[], rw.loc);
    let seg = rw.i32_array(&[1, 0, 0]);
    let attrs = rw.attrs(&[(n.operand_segment_sizes, seg)]);
    rw.push_branch(Opcode::LlvmCondBr, &[cond], &[(cont, 0), (fail, 0)], attrs);

    rw.cursor = fail;
    let sym = ctx.symbol_ref(global);
    let addr_attrs = rw.attrs(&[(n.global_name, sym)]);
    let addr = rw.push1(Opcode::LlvmMlirAddressof, &[], TypeId::LLVM_PTR, addr_attrs);
    let arr = ctx.llvm_array(TypeId::I8, msg_len + 1);
    let gep_attrs = rw.attrs(&[
        (n.elem_type, ctx.type_attr(arr)),
        (n.raw_constant_indices, rw.i32_array(&[0])),
    ]);
    let p = rw.push1(
        Opcode::LlvmGetelementptr,
        &[addr],
        TypeId::LLVM_PTR,
        gep_attrs,
    );
    call(rw, "puts", &[p]);
    if abort {
        call(rw, "abort", &[]);
        rw.push(Opcode::LlvmUnreachable, &[], &[], AttrId::EMPTY_DICT);
    } else {
        rw.push_branch(Opcode::LlvmBr, &[], &[(cont, 0)], AttrId::EMPTY_DICT);
    }
    rw.cursor = cont;
    true
}

pub(crate) fn call(rw: &mut BodyRewriter, callee: &str, args: &[Value]) {
    let n = rw.names;
    let sym = rw.ctx.symbol_ref(rw.ctx.ident(callee));
    let mut attrs = vec![
        NamedAttr {
            name: n.callee,
            value: sym,
        },
        NamedAttr {
            name: n.operand_segment_sizes,
            value: rw.i32_array(&[args.len() as i32, 0]),
        },
        NamedAttr {
            name: n.op_bundle_sizes,
            value: rw.i32_array(&[]),
        },
    ];
    super::llvm_attrs::add_call_defaults(rw.ctx, n, &mut attrs);
    let attrs = rw.ctx.dict_attr(&attrs);
    rw.push(Opcode::LlvmCall, args, &[], attrs);
}
