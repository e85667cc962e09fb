//! `Body::push_op1` builds exactly what `push_op` builds for a
//! one-result op without successors or regions.

use strata_ir::body::Op1;
use strata_ir::{AttrId, Body, BodyId, Context, Op, OpSpec, Opcode, TypeId, Value};

#[test]
fn push_op1_matches_push_op() {
    let ctx = Context::new();
    let name = ctx.ident("llvm.add");
    let build = |fast: bool| {
        let mut b = Body::new(Op::NONE, BodyId::NONE);
        let r = b.add_root_region();
        let blk = b.append_block(r, &[TypeId::I64; 4], AttrId::UNKNOWN_LOC);
        let args: Vec<Value> = b.block_args(blk).to_vec();
        for n in 0..=4 {
            let operands = &args[..n];
            if fast {
                b.push_op1(
                    blk,
                    Op1 {
                        opcode: Opcode::LlvmAdd,
                        name,
                        operands,
                        ty: TypeId::I64,
                        attrs: AttrId::EMPTY_DICT,
                        loc: AttrId::UNKNOWN_LOC,
                    },
                );
            } else {
                b.push_op(
                    blk,
                    &OpSpec {
                        opcode: Opcode::LlvmAdd,
                        name,
                        operands,
                        result_types: &[TypeId::I64],
                        successors: &[],
                        attrs: AttrId::EMPTY_DICT,
                        loc: AttrId::UNKNOWN_LOC,
                        num_regions: 0,
                    },
                );
            }
        }
        // A block that starts empty gets its first op linked as `first`.
        let other = b.append_block(r, &[], AttrId::UNKNOWN_LOC);
        let v = if fast {
            b.push_op1(
                other,
                Op1 {
                    opcode: Opcode::LlvmAdd,
                    name,
                    operands: &args[..2],
                    ty: TypeId::I32,
                    attrs: AttrId::EMPTY_DICT,
                    loc: AttrId::UNKNOWN_LOC,
                },
            )
        } else {
            let op = b.push_op(
                other,
                &OpSpec {
                    opcode: Opcode::LlvmAdd,
                    name,
                    operands: &args[..2],
                    result_types: &[TypeId::I32],
                    successors: &[],
                    attrs: AttrId::EMPTY_DICT,
                    loc: AttrId::UNKNOWN_LOC,
                    num_regions: 0,
                },
            );
            b.result(op, 0)
        };
        assert_eq!(b.value_type(v), TypeId::I32);
        b
    };
    let (slow, fast) = (build(false), build(true));
    assert_eq!(format!("{slow:?}"), format!("{fast:?}"));
    assert_eq!(
        fast.block_ops(fast.entry_block(fast.roots[0]).unwrap())
            .count(),
        5
    );
}
