//! Quickcheck: modules generated from random instruction lists survive the
//! bytecode round trip structurally, and re-writing gives identical bytes,
//! also from another context.

mod common;

use common::*;
use quickcheck::{quickcheck, TestResult};
use strata_bytecode::{read_module, write_module};
use strata_ir::*;

/// Builds a module from `(instruction, a, b)` triples: plain ops over earlier
/// values, new blocks with arguments, ops with nested regions (entered and
/// left), branches with successor operands, new functions, and attributes
/// and types drawn from `a`/`b`.
fn build(ctx: &Context, prog: &[(u8, u8, i16)]) -> Module {
    let mut m = Module::new(ctx.loc_file_line_col("gen.mlir", 1, 1));
    let top = m.top_block();
    let pool = [
        TypeId::I1,
        TypeId::I32,
        TypeId::F64,
        TypeId::INDEX,
        TypeId::LLVM_PTR,
        ctx.llvm_struct(&[TypeId::I32, TypeId::F32], false),
        ctx.function_type(&[TypeId::I32], &[]),
    ];
    let mut nfunc = 0;
    let mut new_func = |m: &mut Module| {
        nfunc += 1;
        let attrs = named(ctx, &[("sym_name", ctx.string_attr(&format!("f{nfunc}")))]);
        let (_, fb) = m.push_isolated_op(
            Module::TOP,
            top,
            &OpSpec {
                attrs,
                ..spec(ctx, "func.func", &[], &[])
            },
            1,
        );
        let b = m.body_mut(fb);
        let r = b.roots[0];
        let e = b.append_block(r, &[TypeId::I32], AttrId::UNKNOWN_LOC);
        (fb, vec![(r, e)])
    };
    let (mut fb, mut scopes) = new_func(&mut m);
    let mut values: Vec<Value> = m.body(fb).block_args(scopes[0].1).to_vec();
    for &(ins, a, n) in prog {
        let (region, block) = *scopes.last().unwrap();
        let b = m.body_mut(fb);
        let ty = pool[a as usize % pool.len()];
        let pick = |i: usize| values[(i * 7 + a as usize) % values.len()];
        match ins % 8 {
            0 | 1 => {
                let operands: Vec<Value> = (0..(a % 3) as usize).map(pick).collect();
                let attrs = named(
                    ctx,
                    &[
                        ("n", ctx.int_attr(TypeId::I64, n as i128)),
                        ("s", ctx.string_attr(&format!("v{}", n % 5))),
                    ],
                );
                let loc = if n % 3 == 0 {
                    ctx.loc_file_line_col("gen.mlir", n.unsigned_abs() as u32, 2)
                } else {
                    AttrId::UNKNOWN_LOC
                };
                let results = vec![ty; (n.rem_euclid(3)) as usize];
                let op = b.push_op(
                    block,
                    &OpSpec {
                        attrs,
                        loc,
                        ..spec(ctx, "test.op", &operands, &results)
                    },
                );
                values.extend(b.results(op));
            }
            2 => {
                let nb = b.append_block(region, &[ty, TypeId::I32], AttrId::UNKNOWN_LOC);
                values.extend_from_slice(b.block_args(nb));
                scopes.last_mut().unwrap().1 = nb;
            }
            3 if scopes.len() < 6 => {
                let op = b.push_op(
                    block,
                    &OpSpec {
                        num_regions: 1 + (a % 2) as u32,
                        ..spec(ctx, "test.region", &[], &[])
                    },
                );
                let r = b.regions(op)[0];
                let inner = b.append_block(r, &[TypeId::INDEX], AttrId::UNKNOWN_LOC);
                values.extend_from_slice(b.block_args(inner));
                scopes.push((r, inner));
            }
            4 if scopes.len() > 1 => {
                scopes.pop();
            }
            5 => {
                let targets: Vec<Block> = b.region_blocks(region).collect();
                let t = targets[a as usize % targets.len()];
                let fwd = b.block_args(t).len().min(1);
                let operands: Vec<Value> = (0..fwd).map(pick).collect();
                b.push_op(
                    block,
                    &OpSpec {
                        successors: &[(t, fwd as u32)],
                        ..spec(ctx, "cf.br", &operands, &[])
                    },
                );
            }
            6 => {
                let (nfb, ns) = new_func(&mut m);
                fb = nfb;
                scopes = ns;
                values = m.body(fb).block_args(scopes[0].1).to_vec();
            }
            _ => {
                // Forward reference: an op using a value defined by the
                // op created right after it.
                let user = b.push_op(block, &spec(ctx, "test.user", &[], &[]));
                let def = b.push_op(block, &spec(ctx, "test.def", &[], &[ty]));
                let v = b.result(def, 0);
                b.set_operands(user, &[v]);
                values.push(v);
            }
        }
    }
    m
}

fn round_trips(prog: Vec<(u8, u8, i16)>) -> TestResult {
    let ctx = Context::new();
    let m = build(&ctx, &prog);
    let bytes = write_module(&ctx, &m);
    let Ok(back) = read_module(&ctx, &bytes) else {
        return TestResult::error("read failed");
    };
    if dump(&ctx, &back) != dump(&ctx, &m) || write_module(&ctx, &back) != bytes {
        return TestResult::failed();
    }
    let ctx2 = Context::new();
    ctx2.int_type(77);
    let Ok(other) = read_module(&ctx2, &bytes) else {
        return TestResult::error("read into a fresh context failed");
    };
    TestResult::from_bool(write_module(&ctx2, &other) == bytes)
}

#[test]
fn generated_modules_round_trip() {
    quickcheck(round_trips as fn(Vec<(u8, u8, i16)>) -> TestResult);
}
