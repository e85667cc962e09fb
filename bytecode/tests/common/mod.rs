//! Shared test helpers: a module built through the API that uses every type
//! and attribute kind, and a structural dump that compares modules op by op.
#![allow(dead_code)]

use std::fmt::Write;

use strata_ir::attrs::{AffineExpr, AffineMap, DenseValues, EnumKind};
use strata_ir::types::NamedStructBody;
use strata_ir::*;

pub fn spec<'a>(
    ctx: &Context,
    name: &str,
    operands: &'a [Value],
    results: &'a [TypeId],
) -> OpSpec<'a> {
    OpSpec {
        opcode: Opcode::from_name(name).unwrap_or(Opcode::Unregistered),
        name: ctx.ident(name),
        operands,
        result_types: results,
        successors: &[],
        attrs: AttrId::EMPTY_DICT,
        loc: AttrId::UNKNOWN_LOC,
        num_regions: 0,
    }
}

/// A module holding one function `@f` whose body has one block, with
/// arguments of `arg_types` located at `arg_loc`: the module, the
/// function's body and the block.
pub fn function_module(
    ctx: &Context,
    arg_types: &[TypeId],
    arg_loc: AttrId,
) -> (Module, BodyId, Block) {
    let mut m = Module::new(AttrId::UNKNOWN_LOC);
    let top = m.top_block();
    let (_, fb) = m.push_isolated_op(
        Module::TOP,
        top,
        &OpSpec {
            attrs: named(ctx, &[("sym_name", ctx.string_attr("f"))]),
            ..spec(ctx, "func.func", &[], &[])
        },
        1,
    );
    let b = m.body_mut(fb);
    let r = b.roots[0];
    let e = b.append_block(r, arg_types, arg_loc);
    (m, fb, e)
}

pub fn named(ctx: &Context, entries: &[(&str, AttrId)]) -> AttrId {
    let v: Vec<NamedAttr> = entries
        .iter()
        .map(|&(n, value)| NamedAttr {
            name: ctx.ident(n),
            value,
        })
        .collect();
    ctx.dict_attr(&v)
}

/// One of every `TypeData` variant (identified structs: recursive, mutually
/// recursive, opaque, and without a body).
pub fn all_types(ctx: &Context) -> Vec<TypeId> {
    let t = |d| ctx.intern_type(d);
    let i7 = t(TypeData::Integer {
        width: 7,
        signedness: Signedness::Signed,
    });
    let strided = ctx.intern_attr(AttrData::StridedLayout {
        offset: DYNAMIC,
        strides: Box::new([DYNAMIC, 1]),
    });
    let space = ctx.int_attr(TypeId::I64, 3);
    let node = ctx.llvm_named_struct(ctx.ident("node"));
    ctx.set_named_struct_body(
        ctx.ident("node"),
        NamedStructBody {
            packed: false,
            body: Some(Box::new([TypeId::I32, node])),
        },
    );
    let a = ctx.llvm_named_struct(ctx.ident("a"));
    let b = ctx.llvm_named_struct(ctx.ident("b"));
    ctx.set_named_struct_body(
        ctx.ident("a"),
        NamedStructBody {
            packed: true,
            body: Some(Box::new([b])),
        },
    );
    ctx.set_named_struct_body(
        ctx.ident("b"),
        NamedStructBody {
            packed: false,
            body: Some(Box::new([a, TypeId::LLVM_PTR])),
        },
    );
    let opaque = ctx.llvm_named_struct(ctx.ident("opaque"));
    ctx.set_named_struct_body(
        ctx.ident("opaque"),
        NamedStructBody {
            packed: false,
            body: None,
        },
    );
    let unset = ctx.llvm_named_struct(ctx.ident("never_set"));
    vec![
        i7,
        t(TypeData::Integer {
            width: 65,
            signedness: Signedness::Unsigned,
        }),
        TypeId::INDEX,
        ctx.float_type(FloatKind::F80),
        ctx.float_type(FloatKind::TF32),
        ctx.float_type(FloatKind::F128),
        ctx.float_type(FloatKind::F4E2M1FN),
        ctx.float_type(FloatKind::F6E2M3FN),
        ctx.float_type(FloatKind::F6E3M2FN),
        ctx.float_type(FloatKind::F8E5M2),
        ctx.float_type(FloatKind::F8E4M3),
        ctx.float_type(FloatKind::F8E4M3FN),
        ctx.float_type(FloatKind::F8E5M2FNUZ),
        ctx.float_type(FloatKind::F8E4M3FNUZ),
        ctx.float_type(FloatKind::F8E4M3B11FNUZ),
        ctx.float_type(FloatKind::F8E3M4),
        ctx.float_type(FloatKind::F8E8M0FNU),
        TypeId::NONE_TYPE,
        t(TypeData::Complex(TypeId::F32)),
        t(TypeData::Vector {
            shape: Box::new([4, 8]),
            scalable: Box::new([true, false]),
            elem: TypeId::F32,
        }),
        t(TypeData::RankedTensor {
            shape: Box::new([DYNAMIC, 2]),
            elem: TypeId::I8,
            encoding: Some(ctx.string_attr("enc")),
        }),
        t(TypeData::UnrankedTensor { elem: TypeId::F16 }),
        t(TypeData::MemRef {
            shape: Box::new([DYNAMIC, 4]),
            elem: TypeId::F64,
            layout: Some(strided),
            memory_space: Some(space),
        }),
        t(TypeData::UnrankedMemRef {
            elem: TypeId::I32,
            memory_space: Some(space),
        }),
        ctx.function_type(&[TypeId::I32, i7], &[TypeId::F32]),
        t(TypeData::Tuple(Box::new([TypeId::I1, TypeId::BF16]))),
        ctx.llvm_ptr(5),
        ctx.llvm_struct(&[TypeId::I32, TypeId::LLVM_PTR], true),
        node,
        a,
        opaque,
        unset,
        ctx.llvm_array(node, 10),
        t(TypeData::LlvmFunc {
            ret: TypeId::LLVM_VOID,
            params: Box::new([TypeId::LLVM_PTR]),
            var_arg: true,
        }),
        t(TypeData::LlvmVec {
            len: 4,
            scalable: true,
            elem: TypeId::LLVM_PTR,
        }),
        TypeId::LLVM_VOID,
        t(TypeData::LlvmToken),
        t(TypeData::LlvmLabel),
        t(TypeData::LlvmMetadata),
        t(TypeData::LlvmPpcFp128),
        t(TypeData::LlvmX86Amx),
        t(TypeData::LlvmTarget {
            name: ctx.ident("spirv.Image"),
            types: Box::new([TypeId::I32]),
            ints: Box::new([0, 1, 2]),
        }),
        t(TypeData::Opaque {
            dialect: ctx.ident("foo"),
            body: ctx.ident("bar<1, \"x\">"),
        }),
    ]
}

/// One of every `AttrData` variant (and every location kind).
pub fn all_attrs(ctx: &Context) -> Vec<(&'static str, AttrId)> {
    let a = |d| ctx.intern_attr(d);
    let file = ctx.loc_file_line_col("f.mlir", 3, 9);
    let name_loc = a(AttrData::Location(Location::Name {
        name: ctx.ident("n"),
        child: Some(file),
    }));
    let tensor = ctx.intern_type(TypeData::RankedTensor {
        shape: Box::new([2]),
        elem: TypeId::I32,
        encoding: None,
    });
    let ftensor = ctx.intern_type(TypeData::RankedTensor {
        shape: Box::new([2]),
        elem: TypeId::F32,
        encoding: None,
    });
    let e = |x| Box::new(x);
    vec![
        ("unit", AttrId::UNIT),
        ("bool", AttrId::TRUE),
        ("int_min", ctx.int_attr(ctx.int_type(128), i128::MIN)),
        ("int_neg", ctx.int_attr(TypeId::I32, -5)),
        (
            "float",
            a(AttrData::Float {
                ty: TypeId::F64,
                bits: 1.5f64.to_bits() as u128,
            }),
        ),
        (
            // A negative E8M0 value: a state only the flag bits above the
            // format's width keep.
            "float_e8m0_neg",
            a(AttrData::Float {
                ty: ctx.float_type(FloatKind::F8E8M0FNU),
                bits: strata_ir::syntax::small_floats::NEG_FLAG | 0x80,
            }),
        ),
        (
            "float_f4_inf",
            a(AttrData::Float {
                ty: ctx.float_type(FloatKind::F4E2M1FN),
                bits: strata_ir::syntax::small_floats::INF_FLAG | 0x8,
            }),
        ),
        (
            "dense_f8",
            a(AttrData::DenseElements {
                ty: ctx.intern_type(TypeData::Vector {
                    shape: Box::new([2]),
                    scalable: Box::new([false]),
                    elem: ctx.float_type(FloatKind::F8E4M3FN),
                }),
                splat: false,
                values: DenseValues::Float(Box::new([0x3C, 0x7F])),
            }),
        ),
        (
            "typed_str",
            a(AttrData::String {
                value: ctx.ident("héllo\n\"q\""),
                ty: Some(TypeId::I8),
            }),
        ),
        ("str", ctx.string_attr("")),
        ("type", ctx.type_attr(TypeId::F16)),
        (
            "array",
            ctx.array_attr(&[AttrId::UNIT, ctx.array_attr(&[]), AttrId::FALSE]),
        ),
        (
            "dict",
            named(ctx, &[("z", AttrId::UNIT), ("a", AttrId::TRUE)]),
        ),
        (
            "sym",
            a(AttrData::SymbolRef {
                root: ctx.ident("root"),
                nested: Box::new([ctx.ident("a"), ctx.ident("b")]),
            }),
        ),
        (
            "dense_int",
            a(AttrData::DenseElements {
                ty: tensor,
                splat: false,
                values: DenseValues::Int(Box::new([1, -2])),
            }),
        ),
        (
            "dense_splat",
            a(AttrData::DenseElements {
                ty: ftensor,
                splat: true,
                values: DenseValues::Float(Box::new([2.0f32.to_bits() as u128])),
            }),
        ),
        (
            "dense_str",
            a(AttrData::DenseElements {
                ty: tensor,
                splat: false,
                values: DenseValues::String(Box::new([ctx.ident("a"), ctx.ident("b")])),
            }),
        ),
        (
            "dense_array",
            a(AttrData::DenseArray {
                elem: TypeId::I32,
                values: DenseValues::Int(Box::new([i32::MIN as i128, 0, 7])),
            }),
        ),
        (
            "strided",
            a(AttrData::StridedLayout {
                offset: 4,
                strides: Box::new([DYNAMIC, 1]),
            }),
        ),
        (
            "map",
            a(AttrData::AffineMap(AffineMap {
                num_dims: 2,
                num_symbols: 1,
                results: Box::new([
                    AffineExpr::Add(
                        e(AffineExpr::Mul(
                            e(AffineExpr::Dim(0)),
                            e(AffineExpr::Symbol(0)),
                        )),
                        e(AffineExpr::Const(-3)),
                    ),
                    AffineExpr::CeilDiv(
                        e(AffineExpr::FloorDiv(
                            e(AffineExpr::Dim(1)),
                            e(AffineExpr::Const(2)),
                        )),
                        e(AffineExpr::Mod(
                            e(AffineExpr::Dim(0)),
                            e(AffineExpr::Const(5)),
                        )),
                    ),
                ]),
            })),
        ),
        ("loc_unknown", AttrId::UNKNOWN_LOC),
        ("loc_file", file),
        ("loc_name", name_loc),
        (
            "loc_callsite",
            a(AttrData::Location(Location::CallSite {
                callee: name_loc,
                caller: file,
            })),
        ),
        (
            "loc_fused",
            a(AttrData::Location(Location::Fused {
                locs: Box::new([file, name_loc]),
                metadata: Some(ctx.string_attr("meta")),
            })),
        ),
        (
            "enum",
            a(AttrData::Enum {
                kind: EnumKind::LlvmLinkage,
                value: 10,
            }),
        ),
        (
            "enum_bits",
            a(AttrData::Enum {
                kind: EnumKind::ArithFastMath,
                value: u64::MAX,
            }),
        ),
        (
            "opaque",
            a(AttrData::Opaque {
                dialect: ctx.ident("foo"),
                body: ctx.ident("thing<[1]>"),
            }),
        ),
    ]
}

fn func(ctx: &Context, m: &mut Module, parent: BodyId, block: Block, name: &str) -> BodyId {
    let attrs = named(
        ctx,
        &[
            ("sym_name", ctx.string_attr(name)),
            (
                "function_type",
                ctx.type_attr(ctx.function_type(&[TypeId::I1, TypeId::I32], &[TypeId::I32])),
            ),
        ],
    );
    let (_, fb) = m.push_isolated_op(
        parent,
        block,
        &OpSpec {
            attrs,
            ..spec(ctx, "func.func", &[], &[])
        },
        1,
    );
    fb
}

/// A module using every type and attribute kind, block arguments with
/// locations, successors with operands, nested and isolated regions, a
/// forward reference, an unlinked op and a nested module.
pub fn sample_module(ctx: &Context) -> Module {
    let mut m = Module::new(ctx.loc_file_line_col("sample.mlir", 1, 1));
    m.attrs = named(ctx, &[("sym_name", ctx.string_attr("sample"))]);
    let top = m.top_block();
    let fb = func(ctx, &mut m, Module::TOP, top, "f");
    let types = all_types(ctx);
    let attrs = all_attrs(ctx);
    {
        let b = m.body_mut(fb);
        let r = b.roots[0];
        let loc = ctx.loc_file_line_col("sample.mlir", 2, 3);
        let entry = b.append_block(r, &[TypeId::I1, TypeId::I32], loc);
        let exit = b.append_block(r, &[TypeId::I32], AttrId::UNKNOWN_LOC);
        let other = b.append_block(r, &[], AttrId::UNKNOWN_LOC);
        let args = b.block_args(entry).to_vec();
        let all = b.push_op(
            entry,
            &OpSpec {
                attrs: named(ctx, &attrs),
                loc: attrs[20].1,
                ..spec(ctx, "test.all_kinds", &[], &types)
            },
        );
        let _ = all;
        let dead = b.push_op(entry, &spec(ctx, "test.dead", &[], &[TypeId::I64]));
        b.remove_op(dead);
        let add = b.push_op(
            entry,
            &spec(ctx, "arith.addi", &[args[1], args[1]], &[TypeId::I32]),
        );
        let sum = b.result(add, 0);
        // A graph-like region: the first op uses the second op's result.
        let g = b.push_op(
            entry,
            &OpSpec {
                num_regions: 2,
                ..spec(ctx, "test.graph", &[], &[])
            },
        );
        let gr = b.regions(g).to_vec();
        let gb = b.append_block(gr[0], &[TypeId::INDEX], AttrId::UNKNOWN_LOC);
        let fwd = b.push_op(gb, &spec(ctx, "test.use", &[], &[TypeId::I32]));
        let def = b.push_op(
            gb,
            &spec(ctx, "test.def", &[sum], &[TypeId::I32, TypeId::I64]),
        );
        b.set_operands(fwd, &[b.result(def, 1)]);
        b.append_block(gr[1], &[], AttrId::UNKNOWN_LOC);
        b.push_op(
            entry,
            &OpSpec {
                successors: &[(exit, 1), (other, 0)],
                ..spec(ctx, "cf.cond_br", &[args[0], sum], &[])
            },
        );
        let ea = b.block_args(exit)[0];
        b.push_op(exit, &spec(ctx, "func.return", &[ea], &[]));
        b.push_op(other, &spec(ctx, "func.return", &[args[1]], &[]));
    }
    let gb = func(ctx, &mut m, Module::TOP, top, "g");
    {
        let b = m.body_mut(gb);
        let r = b.roots[0];
        let e = b.append_block(r, &[TypeId::I1, TypeId::I32], AttrId::UNKNOWN_LOC);
        let a = b.block_args(e)[1];
        b.push_op(e, &spec(ctx, "func.return", &[a], &[]));
    }
    // A nested module holding a function.
    let (_, nb) = m.push_isolated_op(
        Module::TOP,
        top,
        &OpSpec {
            attrs: named(ctx, &[("sym_name", ctx.string_attr("inner"))]),
            ..spec(ctx, "builtin.module", &[], &[])
        },
        1,
    );
    let nr = m.body(nb).roots[0];
    let nblock = m.body_mut(nb).append_block(nr, &[], AttrId::UNKNOWN_LOC);
    let hb = func(ctx, &mut m, nb, nblock, "h");
    {
        let b = m.body_mut(hb);
        let r = b.roots[0];
        let e = b.append_block(r, &[TypeId::I1, TypeId::I32], AttrId::UNKNOWN_LOC);
        let a = b.block_args(e)[1];
        b.push_op(e, &spec(ctx, "func.return", &[a], &[]));
    }
    m
}

/// A dump of a module's structure by ids, for comparing modules living in
/// the same context: ops in walk order with their names, attributes,
/// locations, result types, operands (as definition positions), successors,
/// region shapes and isolated bodies.
pub fn dump(ctx: &Context, m: &Module) -> String {
    let mut out = String::new();
    writeln!(
        out,
        "module attrs={} loc={}",
        loc_key(ctx, m.attrs),
        loc_key(ctx, m.loc)
    )
    .unwrap();
    for (k, b) in m.bodies.iter().enumerate() {
        writeln!(out, "body {k} owner={:?} parent={:?}", b.owner, b.parent).unwrap();
        dump_body(ctx, b, &mut out);
    }
    out
}

/// An attribute by value (its text): file/line/col locations are not
/// deduplicated, so equal ones, and attributes holding them, can have
/// different ids.
fn loc_key(ctx: &Context, a: AttrId) -> String {
    let mut s = String::new();
    strata_ir::syntax::print_attr(ctx, a, &mut s);
    s
}

fn dump_body(ctx: &Context, b: &Body, out: &mut String) {
    // Positions: ops by walk order, blocks by first visit.
    let mut op_pos = vec![usize::MAX; b.ops.len()];
    let mut block_pos = vec![usize::MAX; b.blocks.len()];
    let mut nblocks = 0;
    let mut regions: Vec<Region> = b.roots.clone();
    let mut i = 0;
    let mut order = Vec::new();
    b.walk(|o| order.push(o));
    for (pos, &o) in order.iter().enumerate() {
        op_pos[o.index()] = pos;
        regions.extend_from_slice(b.regions(o));
    }
    while i < regions.len() {
        for blk in b.region_blocks(regions[i]) {
            block_pos[blk.index()] = nblocks;
            nblocks += 1;
        }
        i += 1;
    }
    let val = |v: Value| match b.value(v).def {
        ValueDef::Result { op, index } => format!("r{}.{}", op_pos[op.index()], index),
        ValueDef::BlockArg { block, index } => format!("a{}.{}", block_pos[block.index()], index),
    };
    for &r in &regions {
        let parent = b.region_parent(r);
        let parent = parent.expand().map(|o| op_pos[o.index()]);
        write!(out, "  region parent={parent:?}:").unwrap();
        for blk in b.region_blocks(r) {
            write!(out, " [b{}", block_pos[blk.index()]).unwrap();
            for &a in b.block_args(blk) {
                write!(
                    out,
                    " {:?}@{}",
                    b.value_type(a),
                    loc_key(ctx, b.value(a).loc)
                )
                .unwrap();
            }
            let ops: Vec<usize> = b.block_ops(blk).map(|o| op_pos[o.index()]).collect();
            write!(out, " ops={ops:?}]").unwrap();
        }
        writeln!(out).unwrap();
    }
    for &o in &order {
        let d = b.op(o);
        let operands: Vec<String> = b.operands(o).iter().map(|&v| val(v)).collect();
        let results: Vec<TypeId> = b.results(o).map(|v| b.value_type(v)).collect();
        let succ: Vec<(usize, usize)> = b
            .successors(o)
            .map(|(s, vs)| (block_pos[s.index()], vs.len()))
            .collect();
        writeln!(
            out,
            "  op {} {:?} {:?} attrs={} loc={} results={results:?} operands={operands:?} succ={succ:?} regions={} body={:?}",
            op_pos[o.index()],
            d.opcode,
            d.name,
            loc_key(ctx, d.attrs),
            loc_key(ctx, d.loc),
            b.regions(o).len(),
            d.body
        )
        .unwrap();
    }
}

/// `m` with every top-level op but the first defining symbol `name`
/// removed: what `LazyModule::extract(name)` must print as.
#[allow(dead_code)]
pub fn only_symbol(ctx: &Context, m: &Module, name: &str) -> Module {
    let mut m = m.clone();
    let top = m.top_block();
    let ops: Vec<Op> = m.body(Module::TOP).block_ops(top).collect();
    let mut kept = false;
    for op in ops {
        let b = m.body(Module::TOP);
        let is = Module::symbol_name(ctx, b, op).is_some_and(|s| ctx.str(s) == name);
        if is && !kept && b.op(op).body.is_some() {
            kept = true;
        } else {
            m.body_mut(Module::TOP).remove_op(op);
        }
    }
    m
}

/// Why the block and op links of `b` are inconsistent, if they are: each
/// block's ops form a doubly linked list from `first` to `last` whose ops
/// name the block as parent, and every op in the arena is in exactly one
/// block (a decoded body holds no detached ops).
pub fn link_error(b: &Body) -> Option<String> {
    let mut seen = vec![false; b.ops.len()];
    for (k, blk) in b.blocks.iter().enumerate() {
        let block = Block(k as u32);
        let mut prev = Op::NONE;
        let mut cur = blk.first;
        while cur.is_some() {
            let d = b.ops.get(cur.index())?;
            if std::mem::replace(&mut seen[cur.index()], true) {
                return Some(format!("op {} listed twice", cur.index()));
            }
            if d.parent != block || d.prev != prev {
                return Some(format!(
                    "op {}: parent {:?} prev {:?}, expected {block:?} {prev:?}",
                    cur.index(),
                    d.parent,
                    d.prev
                ));
            }
            prev = cur;
            cur = d.next;
        }
        if blk.last != prev {
            return Some(format!("block {k}: last {:?}, expected {prev:?}", blk.last));
        }
    }
    seen.iter()
        .position(|s| !s)
        .map(|i| format!("op {i} is in no block"))
}
