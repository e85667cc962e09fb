//! Conversions on IR built through the API: exact op sequences, types and
//! attributes, and thread-count determinism.

use strata_ir::attrs::{AttrData, NamedAttr};
use strata_ir::{AttrId, Body, BodyId, Context, Module, Op, OpSpec, Opcode, TypeId, Value};
use strata_passes::{run_pipeline, Pipeline, RunOptions};

fn spec<'a>(
    ctx: &Context,
    opcode: Opcode,
    operands: &'a [Value],
    results: &'a [TypeId],
    attrs: AttrId,
) -> OpSpec<'a> {
    OpSpec {
        opcode,
        name: ctx.ident(opcode.name()),
        operands,
        result_types: results,
        successors: &[],
        attrs,
        loc: AttrId::UNKNOWN_LOC,
        num_regions: 0,
    }
}

/// `func.func @name(inputs) -> results` with an entry block; returns the
/// function body id.
fn func(
    ctx: &Context,
    m: &mut Module,
    name: &str,
    inputs: &[TypeId],
    results: &[TypeId],
) -> BodyId {
    let fty = ctx.function_type(inputs, results);
    let attrs = ctx.dict_attr(&[
        NamedAttr {
            name: ctx.ident("sym_name"),
            value: ctx.string_attr(name),
        },
        NamedAttr {
            name: ctx.ident("function_type"),
            value: ctx.type_attr(fty),
        },
    ]);
    let top = m.top_block();
    let (_, b) = m.push_isolated_op(
        Module::TOP,
        top,
        &spec(ctx, Opcode::FuncFunc, &[], &[], attrs),
        1,
    );
    let body = m.body_mut(b);
    let r = body.roots[0];
    body.append_block(r, inputs, AttrId::UNKNOWN_LOC);
    b
}

fn entry(body: &Body) -> strata_ir::Block {
    body.entry_block(body.roots[0]).unwrap()
}

fn ops(body: &Body) -> Vec<Op> {
    let mut v = vec![];
    body.walk(|o| v.push(o));
    v
}

fn opcodes(body: &Body) -> Vec<Opcode> {
    ops(body).into_iter().map(|o| body.op(o).opcode).collect()
}

fn run(ctx: &Context, m: &mut Module, pipeline: &str, threads: usize) {
    let p = Pipeline::parse(pipeline).unwrap();
    run_pipeline(
        ctx,
        m,
        &p,
        &RunOptions {
            threads,
            verify: None,
            dump: None,
            emit: None,
        },
    )
    .unwrap();
}

#[test]
fn ceildivsi_expands_like_mlir() {
    let ctx = Context::new();
    let mut m = Module::new(AttrId::UNKNOWN_LOC);
    let b = func(
        &ctx,
        &mut m,
        "f",
        &[TypeId::I32, TypeId::I32],
        &[TypeId::I32],
    );
    let body = m.body_mut(b);
    let e = entry(body);
    let a = body.block_args(e).to_vec();
    let d = body.push_op(
        e,
        &spec(
            &ctx,
            Opcode::ArithCeildivsi,
            &a,
            &[TypeId::I32],
            AttrId::EMPTY_DICT,
        ),
    );
    let r = body.result(d, 0);
    body.push_op(
        e,
        &spec(&ctx, Opcode::FuncReturn, &[r], &[], AttrId::EMPTY_DICT),
    );
    run(
        &ctx,
        &mut m,
        "builtin.module(func.func(convert-arith-to-llvm))",
        1,
    );
    use Opcode::*;
    assert_eq!(
        opcodes(m.body(b)),
        vec![
            LlvmMlirConstant,
            LlvmMlirConstant,
            LlvmSdiv,
            LlvmMul,
            LlvmIcmp,
            LlvmIcmp,
            LlvmIcmp,
            LlvmIcmp,
            LlvmAnd,
            LlvmAdd,
            LlvmSelect,
            FuncReturn
        ]
    );
    let body = m.body(b);
    let preds: Vec<i128> = ops(body)
        .into_iter()
        .filter(|&o| body.op(o).opcode == LlvmIcmp)
        .map(|o| {
            match ctx.attr_data(
                ctx.dict_get(body.op(o).attrs, ctx.ident("predicate"))
                    .unwrap(),
            ) {
                AttrData::Integer { value, .. } => *value,
                _ => -1,
            }
        })
        .collect();
    assert_eq!(preds, vec![1, 2, 2, 0]);
}

#[test]
fn index_uses_converted_width_and_casts_bridge_unconverted_ops() {
    let ctx = Context::new();
    let mut m = Module::new(AttrId::UNKNOWN_LOC);
    let b = func(
        &ctx,
        &mut m,
        "f",
        &[TypeId::INDEX, TypeId::INDEX],
        &[TypeId::INDEX],
    );
    let body = m.body_mut(b);
    let e = entry(body);
    let a = body.block_args(e).to_vec();
    let add = body.push_op(
        e,
        &spec(
            &ctx,
            Opcode::ArithAddi,
            &a,
            &[TypeId::INDEX],
            AttrId::EMPTY_DICT,
        ),
    );
    let r = body.result(add, 0);
    body.push_op(
        e,
        &spec(&ctx, Opcode::FuncReturn, &[r], &[], AttrId::EMPTY_DICT),
    );
    let mut p = Pipeline::default();
    p.add_pass("convert-arith-to-llvm", "index-bitwidth=32")
        .unwrap();
    run_pipeline(&ctx, &mut m, &p, &RunOptions::default()).unwrap();
    let body = m.body(b);
    use Opcode::*;
    // Both arguments are cast (the second first: casts of block arguments go
    // to the block front), the result is cast back for func.return.
    assert_eq!(
        opcodes(body),
        vec![
            BuiltinUnrealizedConversionCast,
            BuiltinUnrealizedConversionCast,
            LlvmAdd,
            BuiltinUnrealizedConversionCast,
            FuncReturn
        ]
    );
    let o = ops(body);
    assert_eq!(body.operands(o[0]), &[a[1]]);
    assert_eq!(body.value_type(body.result(o[2], 0)), TypeId::I32);

    // func-to-llvm then reconcile removes every cast.
    run(
        &ctx,
        &mut m,
        "builtin.module(convert-func-to-llvm{index-bitwidth=32},reconcile-unrealized-casts)",
        1,
    );
    let top = m.body(Module::TOP);
    let f = m.top_ops().next().unwrap();
    assert_eq!(top.op(f).opcode, LlvmFunc);
    let body = m.body(b);
    assert_eq!(opcodes(body), vec![LlvmAdd, LlvmReturn]);
    assert_eq!(
        body.block_args(entry(body))
            .iter()
            .map(|&v| body.value_type(v))
            .collect::<Vec<_>>(),
        vec![TypeId::I32; 2]
    );
}

#[test]
fn multiple_results_are_packed_and_memref_args_expanded() {
    let ctx = Context::new();
    let mut m = Module::new(AttrId::UNKNOWN_LOC);
    let mref = ctx.intern_type(strata_ir::TypeData::MemRef {
        shape: [strata_ir::DYNAMIC, 4].into(),
        elem: TypeId::F32,
        layout: None,
        memory_space: None,
    });
    let b = func(
        &ctx,
        &mut m,
        "f",
        &[mref, TypeId::I32],
        &[TypeId::I32, mref],
    );
    let body = m.body_mut(b);
    let e = entry(body);
    let a = body.block_args(e).to_vec();
    body.push_op(
        e,
        &spec(
            &ctx,
            Opcode::FuncReturn,
            &[a[1], a[0]],
            &[],
            AttrId::EMPTY_DICT,
        ),
    );
    run(&ctx, &mut m, "builtin.module(convert-func-to-llvm)", 1);
    let body = m.body(b);
    let args = body.block_args(entry(body));
    assert_eq!(args.len(), 8);
    use Opcode::*;
    // The descriptor is rebuilt at the block front: poison + 7 inserts, then
    // the result struct is packed.
    let mut want = vec![LlvmMlirPoison];
    want.extend([LlvmInsertvalue; 7]);
    want.extend([LlvmMlirPoison, LlvmInsertvalue, LlvmInsertvalue, LlvmReturn]);
    assert_eq!(opcodes(body), want);
    let o = ops(body);
    // Sizes and strides interleave per dimension: [3,0] [4,0] [3,1] [4,1].
    let pos = |op: Op| match ctx.attr_data(
        ctx.dict_get(body.op(op).attrs, ctx.ident("position"))
            .unwrap(),
    ) {
        AttrData::DenseArray {
            values: strata_ir::attrs::DenseValues::Int(v),
            ..
        } => v.to_vec(),
        _ => vec![],
    };
    assert_eq!(pos(o[4]), vec![3, 0]);
    assert_eq!(pos(o[5]), vec![4, 0]);
    assert_eq!(body.operands(o[5])[1], args[5]);
}

#[test]
fn assert_splits_block_and_declares_runtime_functions() {
    let ctx = Context::new();
    let mut m = Module::new(AttrId::UNKNOWN_LOC);
    let b = func(&ctx, &mut m, "f", &[TypeId::I1], &[]);
    let body = m.body_mut(b);
    let e = entry(body);
    let c = body.block_args(e)[0];
    let msg = ctx.dict_attr(&[NamedAttr {
        name: ctx.ident("msg"),
        value: ctx.string_attr("oops"),
    }]);
    body.push_op(e, &spec(&ctx, Opcode::CfAssert, &[c], &[], msg));
    body.push_op(
        e,
        &spec(&ctx, Opcode::FuncReturn, &[], &[], AttrId::EMPTY_DICT),
    );
    run(&ctx, &mut m, "builtin.module(convert-cf-to-llvm)", 1);
    let top: Vec<Opcode> = m
        .top_ops()
        .map(|o| m.body(Module::TOP).op(o).opcode)
        .collect();
    assert_eq!(
        top,
        vec![
            Opcode::LlvmFunc,
            Opcode::LlvmFunc,
            Opcode::LlvmMlirGlobal,
            Opcode::FuncFunc
        ]
    );
    let body = m.body(b);
    let blocks: Vec<_> = body.region_blocks(body.roots[0]).collect();
    assert_eq!(blocks.len(), 3);
    let term: Vec<Opcode> = blocks
        .iter()
        .map(|&bl| body.op(body.last_op(bl).unwrap()).opcode)
        .collect();
    assert_eq!(
        term,
        vec![
            Opcode::LlvmCondBr,
            Opcode::FuncReturn,
            Opcode::LlvmUnreachable
        ]
    );
}

/// A module with many functions of different sizes (more than one rayon
/// task's worth, so workers reuse their arenas from body to body, growing
/// and shrinking) converts identically on 1 and 4 threads, into bodies
/// without spare capacity.
#[test]
fn output_is_independent_of_thread_count() {
    let build = |ctx: &Context| {
        let mut m = Module::new(AttrId::UNKNOWN_LOC);
        for i in 0..100 {
            let b = func(
                ctx,
                &mut m,
                &format!("f{i}"),
                &[TypeId::INDEX, TypeId::INDEX],
                &[TypeId::INDEX, TypeId::I1],
            );
            let body = m.body_mut(b);
            let e = entry(body);
            let a = body.block_args(e).to_vec();
            let d = body.push_op(
                e,
                &spec(
                    ctx,
                    Opcode::ArithFloordivsi,
                    &a,
                    &[TypeId::INDEX],
                    AttrId::EMPTY_DICT,
                ),
            );
            let r = body.result(d, 0);
            let pred = ctx.dict_attr(&[NamedAttr {
                name: ctx.ident("predicate"),
                value: ctx.int_attr(TypeId::I64, 2),
            }]);
            let c = body.push_op(
                e,
                &spec(ctx, Opcode::ArithCmpi, &[r, a[0]], &[TypeId::I1], pred),
            );
            let mut cv = body.result(c, 0);
            for _ in 0..(i * 7) % 5 {
                let x = body.push_op(
                    e,
                    &spec(
                        ctx,
                        Opcode::ArithXori,
                        &[cv, cv],
                        &[TypeId::I1],
                        AttrId::EMPTY_DICT,
                    ),
                );
                cv = body.result(x, 0);
            }
            body.push_op(
                e,
                &spec(ctx, Opcode::FuncReturn, &[r, cv], &[], AttrId::EMPTY_DICT),
            );
        }
        m
    };
    let pipeline = "builtin.module(func.func(convert-arith-to-llvm),convert-func-to-llvm,reconcile-unrealized-casts)";
    let ctx = Context::new();
    let mut m1 = build(&ctx);
    let mut m4 = build(&ctx);
    run(&ctx, &mut m1, pipeline, 1);
    run(&ctx, &mut m4, pipeline, 4);
    let dump = |m: &Module| {
        m.bodies
            .iter()
            .map(|b| {
                ops(b)
                    .into_iter()
                    .map(|o| {
                        let d = b.op(o);
                        let operands: Vec<u32> = b.operands(o).iter().map(|v| v.0).collect();
                        let results: Vec<TypeId> = b.results(o).map(|v| b.value_type(v)).collect();
                        format!("{:?} {:?} {:?} {:?}", d.opcode, operands, results, d.attrs)
                    })
                    .collect::<Vec<_>>()
            })
            .collect::<Vec<_>>()
    };
    let d1 = dump(&m1);
    assert_eq!(d1, dump(&m4));
    for b in m1.bodies[1..].iter().chain(&m4.bodies[1..]) {
        assert_eq!(b.ops.capacity(), b.ops.len());
        assert_eq!(b.values.capacity(), b.values.len());
        assert_eq!(b.pool.capacity(), b.pool.len());
    }
    assert!(d1[1].iter().any(|s| s.starts_with("LlvmSdiv")));
    assert!(!d1[1]
        .iter()
        .any(|s| s.starts_with("BuiltinUnrealizedConversionCast")));
}

/// The verifier runs after every pass that may have changed the IR, and
/// not after `reconcile-unrealized-casts` when there is no cast for it to
/// touch (as MLIR skips it after a pass that preserved everything).
#[test]
fn verification_is_skipped_only_after_a_pass_with_nothing_to_do() {
    let count_verifications = |text: &str| {
        let ctx = Context::new();
        let opts = strata_ir::syntax::ParseOptions::default();
        let mut m = strata_ir::syntax::parse_module(&ctx, "t", text, &opts).unwrap();
        let p = Pipeline::parse("builtin.module(convert-func-to-llvm,reconcile-unrealized-casts)")
            .unwrap();
        let calls = std::sync::atomic::AtomicUsize::new(0);
        let verify = |ctx: &Context, m: &Module| {
            calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            strata_passes::verify_after_pass(ctx, m)
        };
        let opts = RunOptions {
            threads: 1,
            verify: Some(&verify),
            dump: None,
            emit: None,
        };
        run_pipeline(&ctx, &mut m, &p, &opts).unwrap();
        calls.into_inner()
    };
    let no_casts = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";
    assert_eq!(count_verifications(no_casts), 1);
    let with_casts = "func.func @f(%a: i32) -> i32 {\n  \
        %0 = builtin.unrealized_conversion_cast %a : i32 to i64\n  \
        %1 = builtin.unrealized_conversion_cast %0 : i64 to i32\n  \
        return %1 : i32\n}\n";
    assert_eq!(count_verifications(with_casts), 2);
}
