//! `--mlir-to-llvmir`: the translator's output compared with
//! `mlir-translate` 22's, executed results, parallel translation and
//! diagnostics.
//!
//! `tests/data/translate/*.mlir` are LLVM-dialect modules in the generic
//! form (`mlir-opt --mlir-print-op-generic`); each `.ll` beside them is what
//! `mlir-translate --mlir-to-llvmir` 22.1 prints for the same module.

use std::path::PathBuf;

use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::{AttrId, Context, Module, NamedAttr, OpSpec, Opcode, TypeData, TypeId};
use strata_llvm::translate::{
    translate, translate_parallel, translate_split, translate_to_string, TranslateOptions,
};
use strata_llvm::Jit;

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/translate")
}

fn parse(ctx: &Context, name: &str, src: &str) -> Module {
    parse_module(ctx, name, src, &ParseOptions::default()).unwrap_or_else(|d| panic!("{name}: {d}"))
}

fn opts() -> TranslateOptions {
    TranslateOptions {
        verify: true,
        ..Default::default()
    }
}

#[test]
fn output_matches_mlir_translate() {
    let mut cases = 0;
    let mut entries: Vec<_> = std::fs::read_dir(data_dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        if path.extension().and_then(|e| e.to_str()) != Some("mlir") {
            continue;
        }
        let src = std::fs::read_to_string(&path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("ll")).unwrap();
        let ctx = Context::new();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let m = parse(&ctx, &name, &src);
        let got = translate_to_string(&ctx, &m, &opts()).unwrap_or_else(|d| panic!("{name}: {d}"));
        assert_eq!(
            got, expected,
            "{name}: output differs from mlir-translate's"
        );
        cases += 1;
    }
    assert!(cases >= 10, "only {cases} cases found");
}

fn loops_module(ctx: &Context) -> Module {
    let src = std::fs::read_to_string(data_dir().join("loops.mlir")).unwrap();
    parse(ctx, "loops.mlir", &src)
}

type Fact = extern "C" fn(i64) -> i64;
type Sel = extern "C" fn(bool, i32, i32) -> i32;
type Sw = extern "C" fn(i32, i32) -> i32;

#[test]
fn translated_loops_run_in_the_jit() {
    let ctx = Context::new();
    let m = loops_module(&ctx);
    let module = translate(&ctx, &m, &opts()).unwrap();
    let jit = Jit::new().unwrap();
    jit.add_module(module).unwrap();
    // SAFETY: the symbols are the functions just compiled, with these
    // signatures.
    unsafe {
        let fact: Fact = std::mem::transmute(jit.lookup("fact").unwrap() as usize);
        assert_eq!(fact(5), 120);
        assert_eq!(fact(10), 3_628_800);
        // Both edges of a cond_br to one block with different arguments.
        let dup: Sel = std::mem::transmute(jit.lookup("dup").unwrap() as usize);
        assert_eq!(dup(true, 7, 9), 7);
        assert_eq!(dup(false, 7, 9), 9);
        let sw: Sw = std::mem::transmute(jit.lookup("sw").unwrap() as usize);
        assert_eq!(sw(1, 40), 1);
        assert_eq!(sw(5, 40), 40);
        assert_eq!(sw(9, 40), 40);
    }
}

/// Many functions with internal helpers calling each other across parts.
fn many_functions(n: usize) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        let linkage = if i % 2 == 0 { "internal" } else { "external" };
        s.push_str(&format!(
            r#"  "llvm.func"() <{{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<{linkage}>, sym_name = "f{i}", visibility_ = 0 : i64}}> ({{
  ^bb0(%arg0: i64):
    %0 = "llvm.mlir.constant"() <{{value = {i} : i64}}> : () -> i64
    %1 = "llvm.add"(%arg0, %0) <{{overflowFlags = 0 : i32}}> : (i64, i64) -> i64
"#
        ));
        if i > 0 {
            s.push_str(&format!(
                r#"    %2 = "llvm.call"(%1) <{{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f{}, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}}> : (i64) -> i64
    "llvm.return"(%2) : (i64) -> ()
  }}) : () -> ()
"#,
                i - 1
            ));
        } else {
            s.push_str("    \"llvm.return\"(%1) : (i64) -> ()\n  }) : () -> ()\n");
        }
    }
    s.push_str("}\n");
    s
}

#[test]
fn parallel_translation_is_deterministic_and_runs() {
    let ctx = Context::new();
    let m = parse(&ctx, "many.mlir", &many_functions(24));
    let serial = translate_to_string(&ctx, &m, &opts()).unwrap();
    let a = translate_parallel(&ctx, &m, &opts(), 4)
        .unwrap()
        .to_ir_string();
    let b = translate_parallel(&ctx, &m, &opts(), 4)
        .unwrap()
        .to_ir_string();
    assert_eq!(a, b, "parallel output must not depend on scheduling");
    // Same definitions, same linkage as the serial translation.
    let defs = |s: &str| {
        let mut v: Vec<String> = s
            .lines()
            .filter(|l| l.starts_with("define"))
            .map(str::to_owned)
            .collect();
        v.sort();
        v
    };
    assert_eq!(defs(&a), defs(&serial));
    assert!(a.contains("define internal i64 @f0(i64 %0)"));
    // The parts as separate modules: 4 of them, each defining its share.
    let parts = translate_split(&ctx, &m, &opts(), 4).unwrap();
    assert_eq!(parts.len(), 4);
    let defined: usize = parts.iter().map(|p| defs(&p.to_ir_string()).len()).sum();
    assert_eq!(defined, 24);
    // The linked module computes what the serial one does: f23(0) adds 0..=23.
    let jit = Jit::new().unwrap();
    jit.add_module(translate_parallel(&ctx, &m, &opts(), 3).unwrap())
        .unwrap();
    // SAFETY: `f23` is external and has this signature.
    let f23: Fact = unsafe { std::mem::transmute(jit.lookup("f23").unwrap() as usize) };
    assert_eq!(f23(0), (0..24).sum::<i64>());
}

fn spec<'a>(
    ctx: &Context,
    opcode: Opcode,
    operands: &'a [strata_ir::Value],
    results: &'a [TypeId],
    attrs: AttrId,
    loc: AttrId,
) -> OpSpec<'a> {
    OpSpec {
        opcode,
        name: ctx.ident(opcode.name()),
        operands,
        result_types: results,
        successors: &[],
        attrs,
        loc,
        num_regions: 0,
    }
}

/// A module built through the API: `llvm.func @f(i32) -> i32` whose body is
/// one op (given) and a return of its result.
fn module_with_op(ctx: &Context, opcode: Opcode, attrs: AttrId, result: TypeId) -> Module {
    let mut m = Module::new(AttrId::UNKNOWN_LOC);
    let fty = ctx.intern_type(TypeData::LlvmFunc {
        ret: TypeId::I32,
        params: Box::new([TypeId::I32]),
        var_arg: false,
    });
    let fattrs = ctx.dict_attr(&[
        NamedAttr {
            name: ctx.ident("sym_name"),
            value: ctx.string_attr("f"),
        },
        NamedAttr {
            name: ctx.ident("function_type"),
            value: ctx.type_attr(fty),
        },
    ]);
    let top = m.top_block();
    let (_, fb) = m.push_isolated_op(
        Module::TOP,
        top,
        &spec(ctx, Opcode::LlvmFunc, &[], &[], fattrs, AttrId::UNKNOWN_LOC),
        1,
    );
    let body = m.body_mut(fb);
    let r = body.roots[0];
    let entry = body.append_block(r, &[TypeId::I32], AttrId::UNKNOWN_LOC);
    let arg = body.block_args(entry)[0];
    let loc = ctx.loc_file_line_col("f.mlir", 3, 5);
    let op = body.push_op(
        entry,
        &spec(ctx, opcode, &[arg, arg], &[result], attrs, loc),
    );
    let v = body.result(op, 0);
    body.push_op(
        entry,
        &spec(
            ctx,
            Opcode::LlvmReturn,
            &[v],
            &[],
            AttrId::EMPTY_DICT,
            AttrId::UNKNOWN_LOC,
        ),
    );
    m
}

#[test]
fn api_built_module_translates() {
    let ctx = Context::new();
    let flags = ctx.dict_attr(&[NamedAttr {
        name: ctx.ident("overflowFlags"),
        value: ctx.int_attr(TypeId::I32, 1),
    }]);
    let m = module_with_op(&ctx, Opcode::LlvmMul, flags, TypeId::I32);
    let ll = translate_to_string(&ctx, &m, &opts()).unwrap();
    assert!(
        ll.contains("define i32 @f(i32 %0) {\n  %2 = mul nsw i32 %0, %0\n  ret i32 %2\n}"),
        "{ll}"
    );
}

#[test]
fn untranslatable_ops_are_located_errors() {
    let ctx = Context::new();
    let m = module_with_op(&ctx, Opcode::ArithAddi, AttrId::EMPTY_DICT, TypeId::I32);
    let err = translate(&ctx, &m, &opts()).expect_err("arith.addi has no translation");
    let text = err.to_string();
    assert!(
        text.starts_with(
            "f.mlir:3:5: error: cannot be converted to LLVM IR: missing \
             `LLVMTranslationDialectInterface` registration for dialect for op: arith.addi"
        ),
        "{text}"
    );

    // A result type that contradicts the op's semantics (i64 from two i32).
    let m = module_with_op(&ctx, Opcode::LlvmAdd, AttrId::EMPTY_DICT, TypeId::I64);
    let text = translate(&ctx, &m, &opts())
        .expect_err("bad result type")
        .to_string();
    assert!(
        text.starts_with("f.mlir:3:5: error: 'llvm.add' op result type"),
        "{text}"
    );
}

#[test]
fn malformed_ops_never_reach_llvm() {
    let ctx = Context::new();
    let gep = r#""llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "g", visibility_ = 0 : i64}> ({
^bb0(%arg0: !llvm.ptr, %arg1: i32):
  %0 = "llvm.getelementptr"(%arg0, %arg1) <{elem_type = !llvm.struct<(i32, f32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 5, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  "llvm.return"(%0) : (!llvm.ptr) -> ()
}) : () -> ()
"#;
    let m = parse(&ctx, "gep.mlir", gep);
    let text = translate(&ctx, &m, &opts())
        .expect_err("struct index out of bounds")
        .to_string();
    assert!(text.contains("gep.mlir:3:8: error: 'llvm.getelementptr' op index 1 indexing a struct is out of bounds"), "{text}");

    let call = r#""llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "h", visibility_ = 0 : i64}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32)>, linkage = #llvm.linkage<external>, sym_name = "k", visibility_ = 0 : i64}> ({
^bb0(%arg0: f32):
  "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @h, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()
"#;
    let m = parse(&ctx, "call.mlir", call);
    let text = translate(&ctx, &m, &opts())
        .expect_err("argument type mismatch")
        .to_string();
    assert!(
        text.contains("call.mlir:5:3: error: 'llvm.call' op operand types do not match"),
        "{text}"
    );
}

/// Dense attributes whose size or shape does not fit the LLVM type are
/// located errors, never huge allocations or panics.
#[test]
fn oversized_or_mismatched_dense_constants_are_errors() {
    let ctx = Context::new();
    let cases = [
        (
            "big.mlir",
            "llvm.mlir.global internal @g(dense<7> : vector<4294967296xi8>) : !llvm.array<4294967296 x i8>\n",
            "big.mlir:1:1: error: 'llvm.mlir.global' op",
            "dense constant too large",
        ),
        (
            "short.mlir",
            "llvm.mlir.global internal @g(dense<[1, 2]> : vector<2xi8>) : !llvm.array<4294967296 x array<4294967296 x i8>>\n",
            "short.mlir:1:1: error: 'llvm.mlir.global' op",
            "dense constant too large",
        ),
        (
            "few.mlir",
            "llvm.mlir.global internal @g(dense<[1, 2]> : vector<2xi8>) : !llvm.array<3 x i8>\n",
            "few.mlir:1:1: error: 'llvm.mlir.global' op",
            "too few elements",
        ),
    ];
    for (name, src, prefix, message) in cases {
        let m = parse(&ctx, name, src);
        let text = translate(&ctx, &m, &opts())
            .expect_err("must not translate")
            .to_string();
        assert!(text.starts_with(prefix) && text.contains(message), "{text}");
    }
}

/// LLVM aborts on a malformed data layout; the translator reports it at the
/// module instead, with MLIR's message.
#[test]
fn malformed_data_layout_is_a_located_error() {
    let ctx = Context::new();
    let src = "\nmodule attributes {llvm.data_layout = \"#vjkr32\"} {\n  llvm.func @f()\n}\n";
    let m = parse(&ctx, "dl.mlir", src);
    let text = translate(&ctx, &m, &opts())
        .expect_err("bad layout")
        .to_string();
    assert!(
        text.starts_with(
            "dl.mlir:2:1: error: 'builtin.module' op invalid data layout descriptor: unknown specifier '#'"
        ),
        "{text}"
    );
}
