mod common;

use common::*;
use strata_bytecode::*;
use strata_ir::print::{print_module, PrintOptions};
use strata_ir::*;

#[test]
fn round_trip_in_the_same_context_preserves_structure() {
    let ctx = Context::new();
    let m = sample_module(&ctx);
    let bytes = write_module(&ctx, &m);
    assert!(is_bytecode(&bytes));
    let back = read_module(&ctx, &bytes).unwrap();
    // The unlinked `test.dead` op is dropped; the dump only shows linked ops,
    // so the dumps agree and the op arenas differ by exactly that op.
    assert_eq!(dump(&ctx, &back), dump(&ctx, &m));
    assert_eq!(back.bodies[1].ops.len() + 1, m.bodies[1].ops.len());
    assert_eq!(write_module(&ctx, &back), bytes);
    for b in &back.bodies {
        assert_eq!(link_error(b), None);
    }
}

#[test]
fn round_trip_through_another_context_gives_identical_bytes() {
    let ctx = Context::new();
    let m = sample_module(&ctx);
    let bytes = write_module(&ctx, &m);
    // A second context with other ids for everything.
    let ctx2 = Context::new();
    for w in 2..300 {
        ctx2.int_type(w);
        ctx2.string_attr(&format!("noise{w}"));
    }
    let back = read_module(&ctx2, &bytes).unwrap();
    assert_eq!(write_module(&ctx2, &back), bytes);
    // Every type survives with its data, including identified struct bodies.
    let node = ctx2.named_struct_body(ctx2.ident("node")).unwrap();
    let node_ty = ctx2.llvm_named_struct(ctx2.ident("node"));
    assert_eq!(node.body.as_deref(), Some(&[TypeId::I32, node_ty][..]));
    assert_eq!(
        ctx2.named_struct_body(ctx2.ident("opaque")).unwrap().body,
        None
    );
    assert!(ctx2.named_struct_body(ctx2.ident("never_set")).is_none());
}

#[test]
fn one_symbol_reads_exactly_as_its_text() {
    let ctx = Context::new();
    let m = sample_module(&ctx);
    let bytes = write_module(&ctx, &m);
    let ctx2 = Context::new();
    let lazy = LazyModule::new(&ctx2, &bytes).unwrap();
    for opts in [
        PrintOptions::default(),
        PrintOptions {
            generic: true,
            debug_info: true,
            local_scope: false,
            elide_elements_above: None,
            ..Default::default()
        },
    ] {
        for name in ["f", "g", "inner"] {
            let expected = print_module(&ctx, &only_symbol(&ctx, &m, name), opts);
            let got = print_module(&ctx2, &lazy.extract(name).unwrap(), opts);
            assert_eq!(got, expected, "@{name}");
            assert!(
                expected.contains(&format!("\"{name}\"")) || expected.contains(&format!("@{name}")),
                "{expected}"
            );
        }
    }
    let e = lazy.extract("h").err().unwrap().to_string();
    assert_eq!(
        e,
        "<bytecode>:0:0: error: bytecode: no top-level symbol @h at byte 0"
    );
}

#[test]
fn reading_does_not_depend_on_thread_count() {
    let ctx = Context::new();
    let m = sample_module(&ctx);
    let bytes = write_module(&ctx, &m);
    let read = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| {
            let ctx = Context::new();
            let back = read_module(&ctx, &bytes).unwrap();
            (
                print_module(
                    &ctx,
                    &back,
                    PrintOptions {
                        generic: true,
                        debug_info: true,
                        local_scope: false,
                        elide_elements_above: None,
                        ..Default::default()
                    },
                ),
                write_module(&ctx, &back),
            )
        })
    };
    let one = read(1);
    assert_eq!(one.1, bytes);
    for t in [2, 4, 8] {
        assert_eq!(read(t), one, "{t} threads");
    }
}

#[test]
fn output_does_not_depend_on_thread_count_or_context_ids() {
    let ctx = Context::new();
    let m = sample_module(&ctx);
    let one = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let four = rayon::ThreadPoolBuilder::new()
        .num_threads(4)
        .build()
        .unwrap();
    let a = one.install(|| write_module(&ctx, &m));
    let b = four.install(|| write_module(&ctx, &m));
    assert_eq!(a, b);
    // The same module built in a context whose ids are shifted.
    let ctx2 = Context::new();
    for w in 2..100 {
        ctx2.int_type(w);
    }
    ctx2.ident("zzz");
    let m2 = sample_module(&ctx2);
    assert_eq!(write_module(&ctx2, &m2), a);
}

#[test]
fn lazy_reader_decodes_single_bodies_and_finds_symbols() {
    let ctx = Context::new();
    let m = sample_module(&ctx);
    let bytes = write_module(&ctx, &m);
    let lazy = LazyModule::new(&ctx, &bytes).unwrap();
    assert_eq!(lazy.num_bodies(), 5);
    let dir: Vec<_> = lazy
        .directory()
        .map(|e| (e.body.0, e.parent.0, e.owner.0, e.op_name, e.symbol))
        .collect();
    assert_eq!(
        dir,
        vec![
            (1, 0, 0, "func.func", Some("f")),
            (2, 0, 1, "func.func", Some("g")),
            (3, 0, 2, "builtin.module", Some("inner")),
            (4, 3, 0, "func.func", Some("h")),
        ]
    );
    let g = lazy.lookup("g").unwrap();
    assert_eq!(g, BodyId(2));
    assert_eq!(lazy.lookup("h"), None, "h is nested, not top-level");
    let body = lazy.body(g).unwrap();
    assert_eq!(body.count_ops(), 1);
    assert_eq!(body.owner, Op(1));
    assert_eq!(body.parent, Module::TOP);
    let all = lazy.bodies().unwrap();
    assert_eq!(all.len(), 5);
    assert_eq!(all[4].count_ops(), 1);
    assert!(lazy.body(BodyId(9)).is_err());
}

#[test]
fn info_reports_sections_and_counts() {
    let ctx = Context::new();
    let m = sample_module(&ctx);
    let bytes = write_module(&ctx, &m);
    let i = info(&bytes).unwrap();
    assert_eq!(i.version, 4);
    assert_eq!(i.file_size, bytes.len());
    assert_eq!(i.bodies, 5);
    // Body 0: f, g, inner. f: all_kinds, addi, graph, use, def, cond_br,
    // return, return. g: return. inner: h. h: return.
    assert_eq!(i.ops, 3 + 8 + 1 + 1 + 1);
    let names: Vec<&str> = i.sections.iter().map(|s| s.name).collect();
    assert_eq!(
        names,
        [
            "strings",
            "dialects",
            "op_names",
            "constants",
            "module",
            "body",
            "body",
            "body",
            "body",
            "body",
        ]
    );
    let covered: usize = i.sections.iter().map(|s| s.len).sum();
    assert!(covered < bytes.len());
    let syms: Vec<&str> = i.symbols.iter().map(|(s, _)| s.as_str()).collect();
    assert_eq!(syms, ["f", "g", "inner"]);
    assert_eq!(i.types, {
        let lazy = LazyModule::new(&ctx, &bytes).unwrap();
        lazy.num_types()
    });
    let text = i.to_string();
    assert!(text.contains("format version: 4"), "{text}");
    assert!(text.contains("checksums: one per section"), "{text}");
    assert!(text.contains("@f: "), "{text}");
}

#[test]
fn empty_module_round_trips() {
    let ctx = Context::new();
    let m = Module::new(AttrId::UNKNOWN_LOC);
    let bytes = write_module(&ctx, &m);
    let back = read_module(&ctx, &bytes).unwrap();
    assert_eq!(dump(&ctx, &back), dump(&ctx, &m));
    assert_eq!(write_module(&ctx, &back), bytes);
}

#[test]
fn unregistered_names_stay_and_registered_names_resolve() {
    let ctx = Context::new();
    let m = sample_module(&ctx);
    let bytes = write_module(&ctx, &m);
    let ctx2 = Context::new();
    let back = read_module(&ctx2, &bytes).unwrap();
    let f = &back.bodies[1];
    let mut seen = Vec::new();
    f.walk(|o| seen.push((f.op(o).opcode, ctx2.str(f.op(o).name).to_string())));
    assert_eq!(
        seen[0],
        (Opcode::Unregistered, "test.all_kinds".to_string())
    );
    assert_eq!(seen[1], (Opcode::ArithAddi, "arith.addi".to_string()));
    assert!(seen.iter().any(|(o, _)| *o == Opcode::CfCondBr));
}

/// Rebuilds `region` of `b` into `r` through the `Body` API, in the order a
/// body section lists it (all block arguments, then each op followed by its
/// own regions), so `r` numbers everything as the decoder must.
fn rebuild_region(b: &Body, r: &mut Body, region: Region) {
    let blocks: Vec<Block> = b.region_blocks(region).collect();
    for &blk in &blocks {
        let types: Vec<TypeId> = b.block_args(blk).iter().map(|&v| b.value_type(v)).collect();
        assert_eq!(r.append_block(region, &types, AttrId::UNKNOWN_LOC), blk);
        for &v in b.block_args(blk) {
            r.values[v.index()].loc = b.values[v.index()].loc;
        }
    }
    for &blk in &blocks {
        for op in b.block_ops(blk) {
            let d = b.op(op);
            let results: Vec<TypeId> = b.results(op).map(|v| b.value_type(v)).collect();
            let successors: Vec<(Block, u32)> = b
                .list(d.successors)
                .chunks(2)
                .map(|c| (Block(c[0]), c[1]))
                .collect();
            let spec = OpSpec {
                opcode: d.opcode,
                name: d.name,
                operands: b.operands(op),
                result_types: &results,
                successors: &successors,
                attrs: d.attrs,
                loc: d.loc,
                num_regions: b.regions(op).len() as u32,
            };
            assert_eq!(r.push_op(blk, &spec), op);
            r.op_mut(op).body = d.body;
            for &inner in b.regions(op) {
                rebuild_region(b, r, inner);
            }
        }
    }
}

/// The decoder writes the arenas directly; they must be exactly what the
/// `Body` API builds for the same ops (same ids, spans, links), and sized
/// exactly from the section's header (nothing grew, nothing is spare).
#[test]
fn decoded_arenas_match_the_body_api_and_their_header_sizes() {
    let text = r#"
module {
  func.func @loop(%n: index, %x: i64) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0, %x : index, i64)
  ^bb1(%i: index, %acc: i64):
    %c = arith.cmpi slt, %i, %n : index
    cf.cond_br %c, ^bb2, ^bb3(%acc : i64)
  ^bb2:
    %j = arith.addi %i, %c1 : index
    %a = arith.addi %acc, %acc : i64
    cf.br ^bb1(%j, %a : index, i64)
  ^bb3(%r: i64):
    return %r : i64
  }
  module @inner {
    func.func private @ext(i32) -> i32
  }
}
"#;
    let ctx = Context::new();
    let parsed = strata_ir::syntax::parse_module(
        &ctx,
        "layout.mlir",
        text,
        &strata_ir::syntax::ParseOptions::default(),
    )
    .unwrap();
    for m in [sample_module(&ctx), parsed] {
        let back = read_module(&ctx, &write_module(&ctx, &m)).unwrap();
        for b in &back.bodies {
            let mut r = Body::new(b.owner, b.parent);
            for _ in &b.roots {
                r.add_root_region();
            }
            for &root in &b.roots {
                rebuild_region(b, &mut r, root);
            }
            assert_eq!(format!("{b:?}"), format!("{r:?}"));
            assert_eq!(b.ops.capacity(), b.ops.len());
            assert_eq!(b.values.capacity(), b.values.len());
            assert_eq!(b.blocks.capacity(), b.blocks.len());
            assert_eq!(b.regions.capacity(), b.regions.len());
            assert_eq!(b.pool.capacity(), b.pool.len());
        }
    }
}

/// Version 4 shapes and relative operands at their edges: ops with 0, 1,
/// 2 and 5 results (shapes with and without a one-word key), 300 operands,
/// operands far back (multi-byte relative numbers) and forward, and runs
/// of ops sharing a shape with ops that do not.
#[test]
fn shapes_and_relative_operands_round_trip() {
    let ctx = Context::new();
    let (mut m, fb, e) = function_module(&ctx, &[TypeId::I32, TypeId::I64], AttrId::UNKNOWN_LOC);
    let b = m.body_mut(fb);
    let args = b.block_args(e).to_vec();
    let mut vals = args.clone();
    for i in 0..200u32 {
        let loc = ctx.loc_file_line_col("s.mlir", 10 + i, 5 + (i % 3 == 0) as u32);
        let x = vals[vals.len() - 1];
        let far = vals[0];
        let op = b.push_op(
            e,
            &OpSpec {
                loc,
                ..spec(&ctx, "arith.addi", &[x, far], &[TypeId::I32])
            },
        );
        vals.push(b.result(op, 0));
    }
    let two = b.push_op(e, &spec(&ctx, "test.two", &[], &[TypeId::I32, TypeId::I64]));
    let five = b.push_op(e, &spec(&ctx, "test.five", &[], &[TypeId::I32; 5]));
    vals.extend(b.results(two));
    vals.extend(b.results(five));
    let wide: Vec<Value> = (0..300).map(|i| vals[i % vals.len()]).collect();
    b.push_op(e, &spec(&ctx, "test.wide", &wide, &[]));
    // A forward reference: `test.later`'s operand is the next op's result.
    let later = b.push_op(e, &spec(&ctx, "test.later", &[args[0]], &[]));
    let next = b.push_op(e, &spec(&ctx, "test.next", &[], &[TypeId::I64]));
    b.set_operand(later, 0, b.result(next, 0));
    b.push_op(e, &spec(&ctx, "func.return", &[], &[]));

    let bytes = write_module(&ctx, &m);
    let ctx2 = Context::new();
    let back = read_module(&ctx2, &bytes).unwrap();
    let opts = PrintOptions {
        generic: true,
        debug_info: true,
        local_scope: false,
        elide_elements_above: None,
        ..Default::default()
    };
    assert_eq!(
        print_module(&ctx2, &back, opts),
        print_module(&ctx, &m, opts)
    );
    assert_eq!(write_module(&ctx2, &back), bytes);
    let f = &back.bodies[1];
    let ops: Vec<Op> = f.block_ops(f.entry_block(f.roots[0]).unwrap()).collect();
    let later = ops[ops.len() - 3];
    assert_eq!(f.operands(later), &[f.result(ops[ops.len() - 2], 0)]);
    assert_eq!(f.results(ops[201]).len(), 5);
}

/// Strings are byte strings (MLIR's `"\FF"` is the byte 0xFF): values,
/// symbol names, dictionary keys (ordered by bytes) and identified struct
/// names that are not UTF-8 read back exactly, in a fresh context too.
#[test]
fn strings_that_are_not_utf8_round_trip() {
    let src = r#"llvm.mlir.global internal constant @"g\FF"("\FF\00\C3\A9") {addr_space = 0 : i32} : !llvm.array<4 x i8>
llvm.mlir.global external @t() {addr_space = 0 : i32} : !llvm.struct<"s\FE", (i32)>
func.func @f() attributes {d = {"\FF" = 1 : i32, "\FE" = 2 : i32, a = 3 : i32}, s = @"g\FF", v = dense<["\80", "ok"]> : tensor<2x!llvm.ptr>} {
  return
}
"#;
    let ctx = Context::new();
    let m = strata_ir::syntax::parse_module(&ctx, "t", src, &Default::default()).unwrap();
    let opts = PrintOptions::default();
    let text = print_module(&ctx, &m, opts);
    assert!(text.contains(r#"@"g\FF"("\FF\00\C3\A9")"#), "{text}");
    assert!(
        text.contains(r#"d = {a = 3 : i32, "\FE" = 2 : i32, "\FF" = 1 : i32}"#),
        "{text}"
    );
    let bytes = write_module(&ctx, &m);
    let ctx2 = Context::new();
    let back = read_module(&ctx2, &bytes).unwrap();
    assert_eq!(print_module(&ctx2, &back, opts), text);
    assert_eq!(write_module(&ctx2, &back), bytes);
}
