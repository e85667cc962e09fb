//! The interpreter runs the SPIR-V dialect, and agrees with itself on the
//! output of `convert-spirv-to-llvm` (translation validation).

use std::path::Path;

use strata_difftest::interp::{run_function, Outcome, Val};
use strata_difftest::oracle::has_spirv;
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::{AttrData, Context, Module, Opcode, TypeData, TypeId};

fn parse(ctx: &Context, src: &str) -> Module {
    let m = parse_module(ctx, "test.mlir", src, &ParseOptions::default())
        .unwrap_or_else(|d| panic!("{d}"));
    strata_ir::verify::verify_module(ctx, &m).unwrap_or_else(|d| panic!("{d:?}"));
    m
}

/// `convert-spirv-to-llvm` then `reconcile-unrealized-casts`.
fn lower(ctx: &Context, m: &Module) -> Result<Module, String> {
    let mut pipeline = strata_passes::Pipeline::default();
    for p in ["convert-spirv-to-llvm", "reconcile-unrealized-casts"] {
        pipeline.add_pass(p, "").map_err(|d| d.to_string())?;
    }
    let mut out = m.clone();
    strata_passes::run_pipeline(ctx, &mut out, &pipeline, &Default::default())
        .map_err(|d| d.to_string())?;
    Ok(out)
}

/// Runs `@main` of a SPIR-V module and of its lowering; they must agree
/// and the lowering must leave no SPIR-V op behind.
fn run(src: &str) -> Outcome {
    let ctx = Context::new();
    let m = parse(&ctx, src);
    let before = run_function(&ctx, &m, "main", &[]);
    let lowered = lower(&ctx, &m).unwrap_or_else(|e| panic!("lowering failed: {e}"));
    assert!(!has_spirv(&lowered), "SPIR-V ops left after lowering");
    let after = run_function(&ctx, &lowered, "main", &[]);
    assert!(
        before.agrees_with(&after),
        "SPIR-V: {before}\nlowered: {after}"
    );
    before
}

fn module(body: &str, ret: &str) -> String {
    format!(
        "spirv.module Logical GLSL450 {{\n  spirv.func @main() -> {ret} \"None\" {{\n{body}\n  }}\n}}"
    )
}

fn returned(out: &Outcome) -> Vec<Val> {
    match out {
        Outcome::Returned(v) => v.clone(),
        other => panic!("expected a return, got {other}"),
    }
}

fn int(out: &Outcome) -> i128 {
    let v = returned(out);
    assert_eq!(v.len(), 1, "{out}");
    v[0].as_i128()
        .unwrap_or_else(|| panic!("not an integer: {out}"))
}

/// `op %a, %b` on `ty` constants, as a signed integer result.
fn binop(op: &str, ty: &str, a: i64, b: i64) -> Outcome {
    run(&module(
        &format!(
            "%a = spirv.Constant {a} : {ty}\n%b = spirv.Constant {b} : {ty}\n\
             %r = spirv.{op} %a, %b : {ty}\nspirv.ReturnValue %r : {ty}"
        ),
        ty,
    ))
}

fn ub_reason(out: &Outcome) -> String {
    match out {
        Outcome::Ub { reason, .. } => reason.clone(),
        other => panic!("expected UB, got {other}"),
    }
}

#[test]
fn integer_arithmetic() {
    let cases: &[(&str, i64, i64, i128)] = &[
        ("IAdd", 2147483647, 1, -2147483648),
        ("ISub", 5, 9, -4),
        ("IMul", 65536, 65536, 0),
        ("IMul", -7, 6, -42),
        ("SDiv", -7, 2, -3),
        ("UDiv", -8, 2, 2147483644),
        ("SRem", -7, 2, -1),
        ("UMod", -1, 10, 5),
        ("BitwiseAnd", 12, 10, 8),
        ("BitwiseOr", 12, 10, 14),
        ("BitwiseXor", 12, 10, 6),
    ];
    for &(op, a, b, want) in cases {
        let out = binop(op, "i32", a, b);
        let got = strata_difftest::interp::Val::int(int(&out) as u128, 32);
        assert!(
            got.same_as(&Val::int(want as u128, 32)),
            "{op} {a}, {b}: {out}, want {want}"
        );
    }
}

#[test]
fn division_by_zero_and_overflow_are_ub() {
    for op in ["SDiv", "UDiv", "SRem", "UMod"] {
        assert_eq!(
            ub_reason(&binop(op, "i32", 7, 0)),
            "division by zero",
            "{op}"
        );
    }
    assert_eq!(
        ub_reason(&binop("SDiv", "i32", -2147483648, -1)),
        "signed division overflow"
    );
}

#[test]
fn comparisons_and_logical_ops() {
    let cases: &[(&str, i64, i64, i128)] = &[
        ("IEqual", 3, 3, 1),
        ("INotEqual", 3, 3, 0),
        ("SLessThan", -1, 0, 1),
        ("ULessThan", -1, 0, 0),
        ("SGreaterThanEqual", 0, -1, 1),
        ("UGreaterThan", -1, 0, 1),
        ("SLessThanEqual", 4, 4, 1),
        ("ULessThanEqual", 5, 4, 0),
    ];
    for &(op, a, b, want) in cases {
        let out = run(&module(
            &format!(
                "%a = spirv.Constant {a} : i32\n%b = spirv.Constant {b} : i32\n\
                 %c = spirv.{op} %a, %b : i32\n\
                 %one = spirv.Constant 1 : i32\n%zero = spirv.Constant 0 : i32\n\
                 %r = spirv.Select %c, %one, %zero : i1, i32\nspirv.ReturnValue %r : i32"
            ),
            "i32",
        ));
        assert_eq!(int(&out), want, "{op} {a}, {b}");
    }
    let out = run(&module(
        "%t = spirv.Constant true\n%f = spirv.Constant false\n\
         %a = spirv.LogicalAnd %t, %f : i1\n%o = spirv.LogicalOr %t, %f : i1\n\
         %n = spirv.LogicalNot %a : i1\n%e = spirv.LogicalEqual %n, %o : i1\n\
         %ne = spirv.LogicalNotEqual %e, %f : i1\n\
         %one = spirv.Constant 7 : i32\n%zero = spirv.Constant 9 : i32\n\
         %r = spirv.Select %ne, %one, %zero : i1, i32\nspirv.ReturnValue %r : i32",
        "i32",
    ));
    assert_eq!(int(&out), 7);
    let out = run(&module(
        "%a = spirv.Constant 12 : i32\n%r = spirv.Not %a : i32\nspirv.ReturnValue %r : i32",
        "i32",
    ));
    assert_eq!(int(&out), -13);
}

#[test]
fn shifts() {
    let shift = |op: &str, a: i64, amount: &str| {
        run(&module(
            &format!(
                "%a = spirv.Constant {a} : i32\n%s = spirv.Constant {amount}\n\
                 %r = spirv.{op} %a, %s : i32, {}\nspirv.ReturnValue %r : i32",
                amount.split(" : ").nth(1).unwrap()
            ),
            "i32",
        ))
    };
    assert_eq!(int(&shift("ShiftLeftLogical", 3, "4 : i32")), 48);
    assert_eq!(int(&shift("ShiftRightArithmetic", -64, "3 : i32")), -8);
    assert_eq!(int(&shift("ShiftRightLogical", -64, "28 : i32")), 15);
    // A narrower unsigned amount is zero-extended, a signed one sign-extended.
    assert_eq!(int(&shift("ShiftLeftLogical", 1, "5 : ui8")), 32);
    assert_eq!(int(&shift("ShiftLeftLogical", 1, "5 : i8")), 32);
    // An amount not below the width is poison; returning it is UB.
    assert_eq!(
        ub_reason(&shift("ShiftLeftLogical", 1, "32 : i32")),
        "poison returned"
    );
    assert_eq!(
        ub_reason(&shift("ShiftRightLogical", 1, "-1 : i8")),
        "poison returned"
    );
}

#[test]
fn casts() {
    let conv = |body: &str| int(&run(&module(body, "i32")));
    assert_eq!(
        conv("%a = spirv.Constant -1 : i8\n%r = spirv.SConvert %a : i8 to i32\nspirv.ReturnValue %r : i32"),
        -1
    );
    assert_eq!(
        conv("%a = spirv.Constant -1 : i8\n%r = spirv.UConvert %a : i8 to i32\nspirv.ReturnValue %r : i32"),
        255
    );
    assert_eq!(
        conv("%a = spirv.Constant 300 : i64\n%r = spirv.SConvert %a : i64 to i32\nspirv.ReturnValue %r : i32"),
        300
    );
    assert_eq!(
        conv("%a = spirv.Constant -2.75 : f32\n%r = spirv.ConvertFToS %a : f32 to i32\nspirv.ReturnValue %r : i32"),
        -2
    );
    assert_eq!(
        conv("%a = spirv.Constant 1.0 : f32\n%r = spirv.Bitcast %a : f32 to i32\nspirv.ReturnValue %r : i32"),
        0x3f80_0000
    );
    assert_eq!(
        conv(
            "%a = spirv.Constant -3 : i32\n%f = spirv.ConvertSToF %a : i32 to f32\n\
             %d = spirv.FConvert %f : f32 to f64\n%h = spirv.Constant 0.5 : f64\n\
             %m = spirv.FMul %d, %h : f64\n%r = spirv.ConvertFToS %m : f64 to i32\n\
             spirv.ReturnValue %r : i32"
        ),
        -1
    );
    assert_eq!(
        conv(
            "%a = spirv.Constant -1 : i32\n%f = spirv.ConvertUToF %a : i32 to f64\n\
             %k = spirv.Constant 4294967296.0 : f64\n%d = spirv.FSub %k, %f : f64\n\
             %r = spirv.ConvertFToU %d : f64 to i32\nspirv.ReturnValue %r : i32"
        ),
        1
    );
}

#[test]
fn float_arithmetic_and_comparisons() {
    let out = run(&module(
        "%a = spirv.Constant 1.5 : f32\n%b = spirv.Constant 0.25 : f32\n\
         %s = spirv.FAdd %a, %b : f32\n%d = spirv.FDiv %s, %b : f32\n\
         %n = spirv.FNegate %d : f32\n%r = spirv.FRem %n, %a : f32\n\
         spirv.ReturnValue %r : f32",
        "f32",
    ));
    // (1.5 + 0.25) / 0.25 = 7; -7 rem 1.5 = -1.
    assert!(returned(&out)[0].same_as(&Val::F32(-1.0)), "{out}");
    let preds: &[(&str, i128)] = &[
        ("FOrdLessThan", 0),
        ("FUnordLessThan", 1),
        ("FOrdEqual", 0),
        ("FUnordEqual", 1),
        ("FOrdNotEqual", 0),
        ("FUnordNotEqual", 1),
    ];
    for &(op, want) in preds {
        let out = run(&module(
            &format!(
                "%z = spirv.Constant 0.0 : f32\n%nan = spirv.FDiv %z, %z : f32\n\
                 %one = spirv.Constant 1.0 : f32\n%c = spirv.{op} %nan, %one : f32\n\
                 %t = spirv.Constant 1 : i32\n%f = spirv.Constant 0 : i32\n\
                 %r = spirv.Select %c, %t, %f : i1, i32\nspirv.ReturnValue %r : i32"
            ),
            "i32",
        ));
        assert_eq!(int(&out), want, "{op} with NaN");
    }
}

#[test]
fn vectors_and_composites() {
    let out = run(&module(
        "%a = spirv.Constant dense<[1, 2, 3]> : vector<3xi32>\n\
         %b = spirv.Constant dense<[10, 20, 30]> : vector<3xi32>\n\
         %s = spirv.IMul %a, %b : vector<3xi32>\n\
         %k = spirv.Constant 5 : i32\n\
         %i = spirv.CompositeInsert %k, %s[0 : i32] : i32 into vector<3xi32>\n\
         %x = spirv.CompositeExtract %i[0 : i32] : vector<3xi32>\n\
         %y = spirv.CompositeExtract %i[2 : i32] : vector<3xi32>\n\
         %r = spirv.IAdd %x, %y : i32\nspirv.ReturnValue %r : i32",
        "i32",
    ));
    assert_eq!(int(&out), 95);
}

#[test]
fn loops_selections_variables_and_calls() {
    let src = r#"
spirv.module Logical GLSL450 {
  spirv.func @collatz_steps(%n0: i32) -> i32 "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %two = spirv.Constant 2 : i32
    %three = spirv.Constant 3 : i32
    %n = spirv.Variable init(%n0) : !spirv.ptr<i32, Function>
    %steps = spirv.Variable init(%zero) : !spirv.ptr<i32, Function>
    spirv.mlir.loop {
      spirv.Branch ^header
    ^header:
      %v = spirv.Load "Function" %n : i32
      %go = spirv.INotEqual %v, %one : i32
      spirv.BranchConditional %go, ^body, ^merge
    ^body:
      %r = spirv.UMod %v, %two : i32
      %even = spirv.IEqual %r, %zero : i32
      spirv.mlir.selection {
        spirv.BranchConditional %even, ^even, ^odd
      ^even:
        %h = spirv.UDiv %v, %two : i32
        spirv.Store "Function" %n, %h : i32
        spirv.Branch ^merge
      ^odd:
        %t = spirv.IMul %v, %three : i32
        %t1 = spirv.IAdd %t, %one : i32
        spirv.Store "Function" %n, %t1 : i32
        spirv.Branch ^merge
      ^merge:
        spirv.mlir.merge
      }
      %s = spirv.Load "Function" %steps : i32
      %s1 = spirv.IAdd %s, %one : i32
      spirv.Store "Function" %steps, %s1 : i32
      spirv.Branch ^header
    ^merge:
      spirv.mlir.merge
    }
    %res = spirv.Load "Function" %steps : i32
    spirv.ReturnValue %res : i32
  }
  spirv.func @touch(%p: i32) "None" {
    spirv.Return
  }
  spirv.func @main() -> i32 "None" {
    %c = spirv.Constant 27 : i32
    spirv.FunctionCall @touch(%c) : (i32) -> ()
    %r = spirv.FunctionCall @collatz_steps(%c) : (i32) -> i32
    spirv.ReturnValue %r : i32
  }
}"#;
    assert_eq!(int(&run(src)), 111);
}

#[test]
fn structured_ops_nest_and_loop_limits_apply() {
    // An endless loop ends on the step limit, before and after lowering.
    let out = run(&module(
        "%t = spirv.Constant true\nspirv.mlir.loop {\n  spirv.Branch ^h\n^h:\n  \
         spirv.BranchConditional %t, ^c, ^m\n^c:\n  spirv.Branch ^h\n^m:\n  spirv.mlir.merge\n}\n\
         %r = spirv.Constant 0 : i32\nspirv.ReturnValue %r : i32",
        "i32",
    ));
    assert!(matches!(out, Outcome::Limit(_)), "{out}");
}

// ---- translation validation over the SPIR-V test corpora ----

/// Deterministic arguments for a function with scalar parameters.
fn args_for(ctx: &Context, inputs: &[TypeId], seed: u128) -> Option<Vec<Val>> {
    inputs
        .iter()
        .enumerate()
        .map(|(i, &t)| arg_for(ctx, t, seed.wrapping_mul(7).wrapping_add(i as u128 * 3 + 2)))
        .collect()
}

/// A deterministic value of scalar or vector type `t`.
fn arg_for(ctx: &Context, t: TypeId, k: u128) -> Option<Val> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, elem, .. } if shape.len() == 1 => (0..shape[0])
            .map(|j| arg_for(ctx, *elem, k.wrapping_add(j as u128 * 5)))
            .collect::<Option<Vec<_>>>()
            .map(|v| Val::Agg(v.into())),
        TypeData::Integer { width, .. } => Some(Val::int(
            k & strata_difftest::interp::value::mask(*width),
            *width,
        )),
        TypeData::Float(strata_ir::FloatKind::F32) => Some(Val::F32(k as f32 * 0.75)),
        TypeData::Float(strata_ir::FloatKind::F64) => Some(Val::F64(k as f64 * 0.75)),
        _ => None,
    }
}

/// `(name, inputs)` of every `spirv.func` in the module (nested in
/// `spirv.module`s or at top level).
fn spirv_funcs(ctx: &Context, m: &Module) -> Vec<(String, Vec<TypeId>)> {
    let mut out = Vec::new();
    let ft = ctx.ident("function_type");
    for body in &m.bodies {
        for (i, d) in body.ops.iter().enumerate() {
            if d.opcode != Opcode::SpirvFunc || d.parent.is_none() || d.body.expand().is_none() {
                continue;
            }
            let op = strata_ir::Op::from_index(i);
            let Some(name) = Module::symbol_name(ctx, body, op) else {
                continue;
            };
            let Some(AttrData::Type(t)) = ctx.dict_get(d.attrs, ft).map(|a| ctx.attr_data(a))
            else {
                continue;
            };
            if let TypeData::Function { inputs, .. } = ctx.type_data(*t) {
                out.push((ctx.str(name).to_string(), inputs.to_vec()));
            }
        }
    }
    out
}

/// Splits a lit file into its `// -----` chunks.
fn chunks(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.lines() {
        if line.trim_start().starts_with("// -----") {
            out.push(String::new());
        } else {
            let last = out.last_mut().unwrap();
            last.push_str(line);
            last.push('\n');
        }
    }
    out
}

#[derive(Default, Debug)]
struct Tally {
    chunks: usize,
    runs: usize,
    returned: usize,
    ub: usize,
    /// Functions the interpreter cannot run before lowering, by op.
    unsupported: Vec<String>,
}

fn validate_file(path: &Path, tally: &mut Tally) {
    let text = std::fs::read_to_string(path).unwrap();
    for chunk in chunks(&text) {
        if chunk.contains("expected-error") {
            continue;
        }
        let ctx = Context::new();
        let Ok(m) = parse_module(&ctx, "chunk.mlir", &chunk, &ParseOptions::default()) else {
            continue;
        };
        if strata_ir::verify::verify_module(&ctx, &m).is_err() || !has_spirv(&m) {
            continue;
        }
        let Ok(lowered) = lower(&ctx, &m) else {
            continue;
        };
        if has_spirv(&lowered) {
            continue;
        }
        tally.chunks += 1;
        for (name, inputs) in spirv_funcs(&ctx, &m) {
            for seed in 0..3 {
                let Some(args) = args_for(&ctx, &inputs, seed) else {
                    break;
                };
                let before = run_function(&ctx, &m, &name, &args);
                if let Outcome::Unsupported { op, .. } = &before {
                    tally.unsupported.push(op.clone());
                    break;
                }
                let after = run_function(&ctx, &lowered, &name, &args);
                assert!(
                    before.agrees_with(&after),
                    "{}: @{name}{args:?}\nSPIR-V: {before}\nlowered: {after}",
                    path.display()
                );
                tally.runs += 1;
                match before {
                    Outcome::Returned(_) => tally.returned += 1,
                    Outcome::Ub { .. } => tally.ub += 1,
                    _ => {}
                }
            }
        }
    }
}

fn mlir_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn lowering_preserves_behaviour_on_the_lit_corpus() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/lit/spirv");
    let mut tally = Tally::default();
    for f in mlir_files(&dir) {
        validate_file(&f, &mut tally);
    }
    eprintln!("tests/lit/spirv: {tally:?}");
    assert!(tally.returned >= 30, "{tally:?}");
}

#[test]
fn lowering_preserves_behaviour_on_the_upstream_corpus() {
    let dir = Path::new("/work/shared/conformance/mlir-upstream/mlir/test/Conversion/SPIRVToLLVM");
    if !dir.is_dir() {
        eprintln!("upstream tests not available; skipped");
        return;
    }
    let mut tally = Tally::default();
    for f in mlir_files(dir) {
        validate_file(&f, &mut tally);
    }
    eprintln!("upstream SPIRVToLLVM: {tally:?}");
    assert!(tally.returned >= 400, "{tally:?}");
}

#[test]
fn bit_ops() {
    let one = |body: &str| int(&run(&module(body, "i32")));
    assert_eq!(
        one("%a = spirv.Constant 0xF0F0 : i32\n%r = spirv.BitCount %a : i32\nspirv.ReturnValue %r : i32"),
        8
    );
    assert_eq!(
        one("%a = spirv.Constant 1 : i32\n%r = spirv.BitReverse %a : i32\nspirv.ReturnValue %r : i32"),
        -2147483648
    );
    // Bits 4..12 of 0xABCD are 0xBC; as a signed 8-bit field, -68.
    let extract = |op: &str| {
        one(&format!(
            "%a = spirv.Constant 0xABCD : i32\n%o = spirv.Constant 4 : i8\n\
             %c = spirv.Constant 8 : i8\n%r = spirv.{op} %a, %o, %c : i32, i8, i8\n\
             spirv.ReturnValue %r : i32"
        ))
    };
    assert_eq!(extract("BitFieldUExtract"), 0xBC);
    assert_eq!(extract("BitFieldSExtract"), -68);
    assert_eq!(
        one(
            "%a = spirv.Constant 0xFFFF : i32\n%i = spirv.Constant 0 : i32\n\
             %o = spirv.Constant 4 : i32\n%c = spirv.Constant 8 : i32\n\
             %r = spirv.BitFieldInsert %a, %i, %o, %c : i32, i32, i32\n\
             spirv.ReturnValue %r : i32"
        ),
        0xF00F
    );
}

#[test]
fn access_chains_into_arrays_and_structs() {
    let out = run(&module(
        "%v = spirv.Variable : !spirv.ptr<!spirv.struct<(i8, !spirv.array<4 x i32>)>, Function>\n\
         %one = spirv.Constant 1 : i32\n%two = spirv.Constant 2 : i32\n\
         %k = spirv.Constant 11 : i32\n%b = spirv.Constant 3 : i8\n\
         %p = spirv.AccessChain %v[%one, %two] : !spirv.ptr<!spirv.struct<(i8, !spirv.array<4 x i32>)>, Function>, i32, i32 -> !spirv.ptr<i32, Function>\n\
         spirv.Store \"Function\" %p, %k : i32\n\
         %zero = spirv.Constant 0 : i32\n\
         %q = spirv.AccessChain %v[%zero] : !spirv.ptr<!spirv.struct<(i8, !spirv.array<4 x i32>)>, Function>, i32 -> !spirv.ptr<i8, Function>\n\
         spirv.Store \"Function\" %q, %b : i8\n\
         %x = spirv.Load \"Function\" %p : i32\n%y = spirv.Load \"Function\" %q : i8\n\
         %y32 = spirv.SConvert %y : i8 to i32\n%r = spirv.IAdd %x, %y32 : i32\n\
         spirv.ReturnValue %r : i32",
        "i32",
    ));
    assert_eq!(int(&out), 14);
    // Reading a variable never written is reading uninitialised memory:
    // the load gives poison, and returning it is undefined.
    let out = run(&module(
        "%v = spirv.Variable : !spirv.ptr<i32, Function>\n\
         %x = spirv.Load \"Function\" %v : i32\nspirv.ReturnValue %x : i32",
        "i32",
    ));
    assert!(matches!(out, Outcome::Ub { .. }), "{out}");
}

#[test]
fn global_variables() {
    let src = r#"
spirv.module Logical GLSL450 {
  spirv.GlobalVariable @counter : !spirv.ptr<i32, Private>
  spirv.func @bump(%by: i32) "None" {
    %p = spirv.mlir.addressof @counter : !spirv.ptr<i32, Private>
    %v = spirv.Load "Private" %p : i32
    %s = spirv.IAdd %v, %by : i32
    spirv.Store "Private" %p, %s : i32
    spirv.Return
  }
  spirv.func @main() -> i32 "None" {
    %a = spirv.Constant 5 : i32
    %b = spirv.Constant 37 : i32
    spirv.FunctionCall @bump(%a) : (i32) -> ()
    spirv.FunctionCall @bump(%b) : (i32) -> ()
    %p = spirv.mlir.addressof @counter : !spirv.ptr<i32, Private>
    %v = spirv.Load "Private" %p : i32
    spirv.ReturnValue %v : i32
  }
}"#;
    assert_eq!(int(&run(src)), 42);
}

#[test]
fn generated_spirv_modules_are_ub_free_and_lower_faithfully() {
    let mut checksums = std::collections::BTreeSet::new();
    for seed in 0..150 {
        let ctx = Context::new();
        let m = strata_difftest::gen::spirv::generate_spirv(&ctx, seed);
        strata_ir::verify::verify_module(&ctx, &m).unwrap_or_else(|d| {
            panic!(
                "seed {seed}: {d:?}\n{}",
                strata_difftest::gen::spirv::generate_spirv_text(seed)
            )
        });
        let before = run_function(&ctx, &m, "main", &[]);
        let Some(sum) = before.checksum() else {
            panic!(
                "seed {seed}: {before}\n{}",
                strata_difftest::gen::spirv::generate_spirv_text(seed)
            );
        };
        checksums.insert(sum);
        let lowered = lower(&ctx, &m).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(!has_spirv(&lowered), "seed {seed}");
        let after = run_function(&ctx, &lowered, "main", &[]);
        assert!(
            before.agrees_with(&after),
            "seed {seed}: SPIR-V {before}, lowered {after}"
        );
    }
    // The programs differ from seed to seed.
    assert!(checksums.len() > 100, "{}", checksums.len());
}

#[test]
fn generated_spirv_modules_use_the_extended_sets() {
    let text: String = (0..400)
        .map(strata_difftest::gen::spirv::generate_spirv_text)
        .collect();
    for op in [
        "GL.SAbs",
        "SNegate",
        "GL.UMax",
        "GL.UMin",
        "GL.SMax",
        "GL.SMin",
        "CL.s_max",
        "CL.s_min",
        "CL.u_max",
        "CL.u_min",
        "BitCount",
        "BitReverse",
        "GL.Round",
        "GL.RoundEven",
        "CL.rint",
        "CL.round",
        "CL.trunc",
        "GL.Floor",
        "CL.ceil",
        "GL.Sqrt",
        "GL.Fma",
        "CL.fma",
        "GL.FMax",
        "CL.fmin",
        "CL.pow",
        "CL.exp",
        "CL.log",
        "CL.log2",
        "CL.log10",
        "CL.sin",
        "CL.cos",
        "CL.tan",
        "CL.sinh",
        "CL.cosh",
        "CL.tanh",
        "CL.asin",
        "CL.acos",
        "CL.atan",
    ] {
        assert!(
            text.contains(&format!("spirv.{op} ")),
            "{op} never generated"
        );
    }
    // libm functions only on f64, and none whose native result may differ
    // from the interpreter's in the last bit (see gen::spirv's module doc).
    for line in text.lines() {
        let libm = [
            "exp", "log", "sin", "cos", "tan", "asin", "acos", "atan", "pow",
        ]
        .iter()
        .any(|f| line.contains(&format!("spirv.CL.{f}")));
        assert!(!libm || line.ends_with(": f64"), "{line}");
        for op in [
            "GL.Exp", "GL.Log", "GL.Sin", "GL.Cos", "GL.Tan", "GL.Pow", "CL.exp2", "CL.exp10",
        ] {
            assert!(!line.contains(&format!("spirv.{op}")), "{line}");
        }
    }
}

#[test]
fn vector_shuffles_and_inverse_sqrt() {
    // Equal lengths lower to llvm.shufflevector, different lengths to
    // extract/insert element chains; both pick the same lanes.
    for (ty2, c2) in [
        ("vector<3xi32>", "dense<[40, 50, 60]>"),
        ("vector<2xi32>", "dense<[40, 50]>"),
    ] {
        let out = run(&module(
            &format!(
                "%a = spirv.Constant dense<[1, 2, 3]> : vector<3xi32>\n\
                 %b = spirv.Constant {c2} : {ty2}\n\
                 %s = spirv.VectorShuffle [2 : i32, 3 : i32, 0 : i32] %a, %b : vector<3xi32>, {ty2} -> vector<3xi32>\n\
                 %x = spirv.CompositeExtract %s[0 : i32] : vector<3xi32>\n\
                 %y = spirv.CompositeExtract %s[1 : i32] : vector<3xi32>\n\
                 %z = spirv.CompositeExtract %s[2 : i32] : vector<3xi32>\n\
                 %k = spirv.Constant 100 : i32\n%xy = spirv.IMul %x, %k : i32\n\
                 %s1 = spirv.IAdd %xy, %y : i32\n%s2 = spirv.IMul %s1, %k : i32\n\
                 %r = spirv.IAdd %s2, %z : i32\nspirv.ReturnValue %r : i32"
            ),
            "i32",
        ));
        assert_eq!(int(&out), 34001, "{ty2}");
    }
    let out = run(&module(
        "%a = spirv.Constant 16.0 : f32\n%r = spirv.GL.InverseSqrt %a : f32\nspirv.ReturnValue %r : f32",
        "f32",
    ));
    assert!(returned(&out)[0].same_as(&Val::F32(0.25)), "{out}");
}

#[test]
fn control_barrier_is_a_no_op_for_one_invocation() {
    let out = run(&module(
        "%a = spirv.Constant 9 : i32\n\
         spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|UniformMemory>\n\
         spirv.ReturnValue %a : i32",
        "i32",
    ));
    assert_eq!(int(&out), 9);
}

#[test]
fn hoisting_the_lowered_module_keeps_its_behaviour() {
    let ctx = Context::new();
    let m = parse(&ctx, &strata_difftest::gen::spirv::generate_spirv_text(3));
    let before = run_function(&ctx, &m, "main", &[]);
    let mut lowered = lower(&ctx, &m).unwrap();
    strata_difftest::oracle::hoist_nested_modules(&mut lowered);
    let top = lowered.body(Module::TOP);
    let kinds: Vec<Opcode> = strata_difftest::interp::top_level_ops(&lowered)
        .into_iter()
        .map(|op| top.op(op).opcode)
        .collect();
    assert!(!kinds.contains(&Opcode::BuiltinModule), "{kinds:?}");
    assert!(kinds.iter().all(|&k| k == Opcode::LlvmFunc), "{kinds:?}");
    let after = run_function(&ctx, &lowered, "main", &[]);
    assert!(
        before.checksum().is_some() && before.agrees_with(&after),
        "{before} / {after}"
    );
}

/// `spirv.{op}` on i32 constants (one or two operands), as an i32.
fn int_op(op: &str, args: &[i64]) -> i128 {
    let mut body = String::new();
    let mut names = Vec::new();
    for (i, a) in args.iter().enumerate() {
        body.push_str(&format!("%a{i} = spirv.Constant {a} : i32\n"));
        names.push(format!("%a{i}"));
    }
    body.push_str(&format!(
        "%r = spirv.{op} {} : i32\nspirv.ReturnValue %r : i32",
        names.join(", ")
    ));
    int(&run(&module(&body, "i32")))
}

#[test]
fn extended_set_integer_ops() {
    const MIN: i64 = i32::MIN as i64;
    let cases: &[(&str, &[i64], i128)] = &[
        // abs(INT_MIN) wraps to INT_MIN (llvm.intr.abs without poison).
        ("GL.SAbs", &[MIN], MIN as i128),
        ("GL.SAbs", &[-5], 5),
        ("GL.SAbs", &[i32::MAX as i64], i32::MAX as i128),
        ("SNegate", &[MIN], MIN as i128),
        ("SNegate", &[7], -7),
        // Unsigned max/min see -1 as 0xffffffff, the largest value.
        ("GL.UMax", &[-1, 1], -1),
        ("GL.UMin", &[-1, 1], 1),
        ("CL.u_max", &[MIN, i32::MAX as i64], MIN as i128),
        ("CL.u_min", &[MIN, i32::MAX as i64], i32::MAX as i128),
        ("GL.SMax", &[-1, 1], 1),
        ("GL.SMin", &[-1, 1], -1),
        ("CL.s_max", &[MIN, 0], 0),
        ("CL.s_min", &[MIN, 0], MIN as i128),
        ("BitCount", &[-1], 32),
        ("BitReverse", &[1], MIN as i128),
    ];
    for &(op, args, want) in cases {
        assert_eq!(int_op(op, args), want, "{op} {args:?}");
    }
    // Other widths: abs of i8's minimum, unsigned max on i64.
    let out = run(&module(
        "%a = spirv.Constant -128 : i8\n%r = spirv.GL.SAbs %a : i8\n\
         %w = spirv.SConvert %r : i8 to i32\nspirv.ReturnValue %w : i32",
        "i32",
    ));
    assert_eq!(int(&out), -128);
    let out = run(&module(
        "%a = spirv.Constant -2 : i64\n%b = spirv.Constant 3 : i64\n\
         %r = spirv.CL.u_max %a, %b : i64\nspirv.ReturnValue %r : i64",
        "i64",
    ));
    assert_eq!(int(&out), -2);
}

/// `spirv.{op}` on `ty` constants, the returned float.
fn float_op(op: &str, ty: &str, args: &[&str]) -> Val {
    let mut body = String::new();
    let mut names = Vec::new();
    for (i, a) in args.iter().enumerate() {
        body.push_str(&format!("%a{i} = spirv.Constant {a} : {ty}\n"));
        names.push(format!("%a{i}"));
    }
    body.push_str(&format!(
        "%r = spirv.{op} {} : {ty}\nspirv.ReturnValue %r : {ty}",
        names.join(", ")
    ));
    let v = returned(&run(&module(&body, ty)));
    v[0].clone()
}

fn f64_op(op: &str, args: &[&str]) -> f64 {
    match float_op(op, "f64", args) {
        Val::F64(x) => x,
        other => panic!("{op}: {other}"),
    }
}

fn f32_op(op: &str, args: &[&str]) -> f32 {
    match float_op(op, "f32", args) {
        Val::F32(x) => x,
        other => panic!("{op}: {other}"),
    }
}

#[test]
fn rounding_ops_break_ties_as_lowered() {
    // (op, input, result): `Round` is llvm.intr.round (half away from
    // zero), `RoundEven` and `CL.rint` round half to even.
    let cases: &[(&str, &str, f64)] = &[
        ("GL.Round", "2.5", 3.0),
        ("GL.Round", "-2.5", -3.0),
        ("CL.round", "0.5", 1.0),
        ("CL.round", "-0.5", -1.0),
        ("GL.RoundEven", "2.5", 2.0),
        ("GL.RoundEven", "3.5", 4.0),
        ("GL.RoundEven", "-2.5", -2.0),
        ("CL.rint", "2.5", 2.0),
        ("CL.rint", "-1.5", -2.0),
        ("CL.trunc", "-2.75", -2.0),
        ("GL.Floor", "-2.25", -3.0),
        ("CL.ceil", "-2.75", -2.0),
        ("GL.FAbs", "-3.5", 3.5),
    ];
    for &(op, x, want) in cases {
        assert_eq!(f64_op(op, &[x]).to_bits(), want.to_bits(), "{op} {x} (f64)");
        assert_eq!(
            f32_op(op, &[x]).to_bits(),
            (want as f32).to_bits(),
            "{op} {x} (f32)"
        );
    }
    // Signs of zero: rounding -0.5 to even gives -0.0; fabs(-0.0) is +0.0.
    assert_eq!(
        f64_op("GL.RoundEven", &["-0.5"]).to_bits(),
        (-0.0f64).to_bits()
    );
    assert_eq!(
        f64_op("CL.trunc", &["-0.25"]).to_bits(),
        (-0.0f64).to_bits()
    );
    assert_eq!(f64_op("CL.fabs", &["-0.0"]).to_bits(), 0.0f64.to_bits());
}

#[test]
fn fma_rounds_once() {
    // (1 + e)(1 - e) - 1 = -e^2 exactly; a separate multiply rounds the
    // product to 1.0 and gives 0.
    let e = 2f64.powi(-30);
    let (a, b) = (format!("{:e}", 1.0 + e), format!("{:e}", 1.0 - e));
    let r = f64_op("GL.Fma", &[&a, &b, "-1.0"]);
    assert_eq!(r, -(e * e), "GL.Fma f64");
    assert_eq!(f64_op("CL.fma", &[&a, &b, "-1.0"]), -(e * e), "CL.fma f64");
    let e = 2f32.powi(-12);
    let (a, b) = (format!("{:e}", 1.0 + e), format!("{:e}", 1.0 - e));
    assert_eq!(f32_op("CL.fma", &[&a, &b, "-1.0"]), -(e * e), "CL.fma f32");
}

#[test]
fn max_min_take_the_number_over_nan() {
    for (op, want) in [
        ("GL.FMax", 1.0),
        ("CL.fmax", 1.0),
        ("GL.FMin", -2.0),
        ("CL.fmin", -2.0),
    ] {
        let out = run(&module(
            &format!(
                "%z = spirv.Constant 0.0 : f64\n%nan = spirv.FDiv %z, %z : f64\n\
                 %a = spirv.Constant 1.0 : f64\n%b = spirv.Constant -2.0 : f64\n\
                 %m = spirv.{op} %a, %b : f64\n%r = spirv.{op} %nan, %m : f64\n\
                 spirv.ReturnValue %r : f64"
            ),
            "f64",
        ));
        assert!(returned(&out)[0].same_as(&Val::F64(want)), "{op}: {out}");
    }
}

#[test]
fn libm_ops_match_libm() {
    // Exact results first.
    assert_eq!(f64_op("CL.pow", &["2.0", "10.0"]), 1024.0);
    assert_eq!(f32_op("GL.Pow", &["3.0", "2.0"]), 9.0);
    assert_eq!(f64_op("CL.exp10", &["2.0"]), 100.0);
    assert_eq!(f64_op("CL.exp2", &["-3.0"]), 0.125);
    assert_eq!(f32_op("GL.Exp2", &["10.0"]), 1024.0);
    assert_eq!(f64_op("CL.log2", &["8.0"]), 3.0);
    assert_eq!(f32_op("GL.Log2", &["0.25"]), -2.0);
    assert_eq!(f64_op("CL.atan2", &["0.0", "-1.0"]), std::f64::consts::PI);
    assert_eq!(f64_op("CL.cosh", &["0.0"]), 1.0);
    assert!(f64_op("CL.acos", &["2.0"]).is_nan());
    assert!(f64_op("CL.pow", &["-8.0", "0.5"]).is_nan());
    // Then the libm value, bit for bit, of each function on both types.
    type F64 = fn(f64) -> f64;
    let unary: &[(&str, F64)] = &[
        ("CL.exp", f64::exp),
        ("CL.log", f64::ln),
        ("CL.log10", f64::log10),
        ("CL.sin", f64::sin),
        ("CL.cos", f64::cos),
        ("CL.tan", f64::tan),
        ("CL.sinh", f64::sinh),
        ("CL.cosh", f64::cosh),
        ("CL.tanh", f64::tanh),
        ("CL.asin", f64::asin),
        ("CL.acos", f64::acos),
        ("CL.atan", f64::atan),
        ("CL.sqrt", f64::sqrt),
    ];
    for &(op, f) in unary {
        assert_eq!(f64_op(op, &["0.375"]).to_bits(), f(0.375).to_bits(), "{op}");
    }
    type F32 = fn(f32) -> f32;
    let gl: &[(&str, F32)] = &[
        ("GL.Exp", f32::exp),
        ("GL.Log", f32::ln),
        ("GL.Sin", f32::sin),
        ("GL.Cos", f32::cos),
        ("GL.Tan", f32::tan),
        ("GL.Sinh", f32::sinh),
        ("GL.Cosh", f32::cosh),
        ("GL.Tanh", f32::tanh),
        ("CL.atan", f32::atan),
    ];
    for &(op, f) in gl {
        assert_eq!(f32_op(op, &["1.75"]).to_bits(), f(1.75).to_bits(), "{op}");
    }
    assert_eq!(
        f64_op("CL.pow", &["1.5625", "-2.375"]).to_bits(),
        1.5625f64.powf(-2.375).to_bits()
    );
    assert_eq!(
        f64_op("CL.atan2", &["-1.0", "-3.0"]).to_bits(),
        (-1f64).atan2(-3.0).to_bits()
    );
}

#[test]
fn pointer_casts_keep_the_address() {
    // Store through a pointer that went to an integer and back.
    let out = run(
        "spirv.module Physical64 OpenCL {\n  spirv.func @main() -> i32 \"None\" {\n\
         %z = spirv.Constant 0 : i32\n\
         %v = spirv.Variable init(%z) : !spirv.ptr<i32, Function>\n\
         %n = spirv.ConvertPtrToU %v : !spirv.ptr<i32, Function> to i64\n\
         %p = spirv.ConvertUToPtr %n : i64 to !spirv.ptr<i32, Function>\n\
         %k = spirv.Constant 42 : i32\n\
         spirv.Store \"Function\" %p, %k : i32\n\
         %r = spirv.Load \"Function\" %v : i32\n\
         spirv.ReturnValue %r : i32\n  }\n}",
    );
    assert_eq!(int(&out), 42);
}

#[test]
fn split_barriers_are_no_ops_for_one_invocation() {
    let out = run(&module(
        "%a = spirv.Constant 9 : i32\n\
         spirv.INTEL.ControlBarrierArrive <Workgroup> <Device> <Acquire|CrossWorkgroupMemory>\n\
         spirv.INTEL.ControlBarrierWait <Workgroup> <Device> <Acquire|CrossWorkgroupMemory>\n\
         spirv.ReturnValue %a : i32",
        "i32",
    ));
    assert_eq!(int(&out), 9);
}

#[test]
fn spec_constants_read_their_default_values() {
    let out = run("spirv.module Logical GLSL450 {\n\
         spirv.SpecConstant @sc_int = -5 : i32\n\
         spirv.SpecConstant @sc_unsigned = 65535 : ui16\n\
         spirv.SpecConstant @sc_float spec_id(3) = 2.5 : f32\n\
         spirv.SpecConstant @sc_bool = true\n\
         spirv.func @main() -> i32 \"None\" {\n\
           %a = spirv.mlir.referenceof @sc_int : i32\n\
           %u = spirv.mlir.referenceof @sc_unsigned : ui16\n\
           %f = spirv.mlir.referenceof @sc_float : f32\n\
           %b = spirv.mlir.referenceof @sc_bool : i1\n\
           %w = spirv.UConvert %u : ui16 to i32\n\
           %g = spirv.ConvertFToS %f : f32 to i32\n\
           %s = spirv.IAdd %a, %w : i32\n\
           %t = spirv.IAdd %s, %g : i32\n\
           %z = spirv.Constant 0 : i32\n\
           %r = spirv.Select %b, %t, %z : i1, i32\n\
           spirv.ReturnValue %r : i32\n\
         }\n}");
    // -5 + 65535 + 2
    assert_eq!(int(&out), 65532);
}

#[test]
fn bitcasts_that_regroup_lanes() {
    // f64 1.0 is 0x3ff00000_00000000: lane 0 holds the low half.
    let out = run(&module(
        "%a = spirv.Constant 1.0 : f64\n\
         %v = spirv.Bitcast %a : f64 to vector<2xi32>\n\
         %lo = spirv.CompositeExtract %v[0 : i32] : vector<2xi32>\n\
         %hi = spirv.CompositeExtract %v[1 : i32] : vector<2xi32>\n\
         %k = spirv.Constant 3 : i32\n%m = spirv.IMul %lo, %k : i32\n\
         %r = spirv.IAdd %m, %hi : i32\nspirv.ReturnValue %r : i32",
        "i32",
    ));
    assert_eq!(int(&out), 0x3ff0_0000);
    let out = run(&module(
        "%a = spirv.Constant dense<[1.0, -2.0]> : vector<2xf32>\n\
         %r = spirv.Bitcast %a : vector<2xf32> to i64\nspirv.ReturnValue %r : i64",
        "i64",
    ));
    assert_eq!(int(&out), 0xc000_0000_3f80_0000u64 as i64 as i128);
    let out = run(&module(
        "%a = spirv.Constant dense<[1, 2, 3, 4]> : vector<4xi16>\n\
         %v = spirv.Bitcast %a : vector<4xi16> to vector<2xi32>\n\
         %r = spirv.CompositeExtract %v[1 : i32] : vector<2xi32>\n\
         spirv.ReturnValue %r : i32",
        "i32",
    ));
    assert_eq!(int(&out), 0x0004_0003);
}

/// Odd seeds draw only on ops mlir-opt 22 lowers, so that the mlir-runner
/// oracle compares with MLIR's own lowering on them: none of the ops it
/// reports illegal appears, and (where MLIR 22's tools are installed)
/// mlir-opt lowers each module to the LLVM dialect.
#[test]
fn odd_seed_spirv_modules_lower_with_mlir_22() {
    let newer = [
        "spirv.SNegate ",
        "spirv.GL.SAbs ",
        "spirv.GL.UMax ",
        "spirv.GL.UMin ",
        "spirv.GL.Round ",
        "spirv.GL.RoundEven ",
        "spirv.GL.Fma ",
        "spirv.CL.",
    ];
    let mlir_opt = strata_difftest::oracle::llvm_bin_dir().map(|d| d.join("mlir-opt"));
    for seed in (1..80).step_by(2) {
        let text = strata_difftest::gen::spirv::generate_spirv_text(seed);
        for op in newer {
            assert!(!text.contains(op), "seed {seed} uses {op}:\n{text}");
        }
        let Some(mlir_opt) = &mlir_opt else { continue };
        let mut child = std::process::Command::new(mlir_opt)
            .args(["--convert-spirv-to-llvm", "-o", "/dev/null"])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "seed {seed}: {}\n{text}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // Even seeds still reach the newer lowerings.
    let even: String = (0..40)
        .step_by(2)
        .map(strata_difftest::gen::spirv::generate_spirv_text)
        .collect();
    assert!(even.contains("spirv.CL."));
}
