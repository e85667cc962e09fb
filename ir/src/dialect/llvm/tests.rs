//! Unit tests of the llvm dialect's families (exact printed text, generic
//! round trip) and of bad input (located errors, no panics).

use crate::print::{print_module, PrintOptions};
use crate::syntax::{parse_module, ParseOptions};
use crate::Context;

fn run(src: &str, generic: bool) -> Result<String, String> {
    let ctx = Context::new();
    let m =
        parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).map_err(|e| e.to_string())?;
    crate::verify::verify_module(&ctx, &m).map_err(|e| {
        e.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    Ok(print_module(
        &ctx,
        &m,
        PrintOptions {
            generic,
            ..Default::default()
        },
    ))
}

/// Wraps op lines in a function with the given arguments, as mlir-opt
/// prints it.
fn func(args: &str, ops: &[&str]) -> String {
    let mut s = format!("module {{\n  llvm.func @f({args}) {{\n");
    for op in ops {
        s.push_str("    ");
        s.push_str(op);
        s.push('\n');
    }
    s.push_str("    llvm.return\n  }\n}\n\n");
    s
}

/// Each line prints back exactly, and survives the generic form.
fn assert_round_trip(args: &str, ops: &[&str]) {
    let src = func(args, ops);
    let printed = run(&src, false).unwrap_or_else(|e| panic!("{e}\n{src}"));
    assert_eq!(printed, src);
    let generic = run(&src, true).unwrap();
    assert_eq!(
        run(&generic, false).unwrap(),
        src,
        "via generic:\n{generic}"
    );
}

const ARGS: &str = "%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: vector<4xf32>, \
                    %arg4: !llvm.struct<(i32, f32)>, %arg5: i1";

#[test]
fn arithmetic_families() {
    assert_round_trip(
        ARGS,
        &[
            "%0 = llvm.add %arg0, %arg0 overflow<nsw, nuw> : i32",
            "%1 = llvm.sub %arg0, %arg0 : i32",
            "%2 = llvm.udiv exact %arg0, %arg0 : i32",
            "%3 = llvm.or disjoint %arg0, %arg0 : i32",
            "%4 = llvm.xor %arg0, %arg0 : i32",
            "%5 = llvm.fadd %arg1, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32",
            "%6 = llvm.fneg %arg1 : f32",
            "%7 = llvm.fmul %arg3, %arg3 : vector<4xf32>",
            "%8 = llvm.icmp \"slt\" %arg0, %arg0 : i32",
            "%9 = llvm.fcmp \"oeq\" %arg1, %arg1 : f32",
            "%10 = llvm.select %arg5, %arg0, %arg0 : i1, i32",
            "%11 = llvm.freeze %arg0 : i32",
        ],
    );
}

#[test]
fn cast_families() {
    assert_round_trip(
        ARGS,
        &[
            "%0 = llvm.sext %arg0 : i32 to i64",
            "%1 = llvm.zext nneg %arg0 : i32 to i64",
            "%2 = llvm.trunc %arg0 overflow<nsw> : i32 to i8",
            "%3 = llvm.uitofp nneg %arg0 : i32 to f32",
            "%4 = llvm.fpext %arg1 : f32 to f64",
            "%5 = llvm.ptrtoint %arg2 : !llvm.ptr to i64",
            "%6 = llvm.addrspacecast %arg2 : !llvm.ptr to !llvm.ptr<2>",
        ],
    );
}

#[test]
fn memory_and_aggregate_families() {
    assert_round_trip(
        ARGS,
        &[
            "%0 = llvm.load volatile %arg2 atomic syncscope(\"agent\") monotonic invariant invariant_group {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32",
            "llvm.store %arg0, %arg2 atomic release {alignment = 4 : i64} : i32, !llvm.ptr",
            "%1 = llvm.getelementptr inbounds|nuw %arg2[%arg0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>",
            "%2 = llvm.getelementptr %arg2[2] : (!llvm.ptr) -> !llvm.ptr, i8",
            "%3 = llvm.alloca inalloca %arg0 x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr",
            "%4 = llvm.extractvalue %arg4[1] : !llvm.struct<(i32, f32)> ",
            "%5 = llvm.insertvalue %arg0, %arg4[0] : !llvm.struct<(i32, f32)> ",
            "%6 = llvm.extractelement %arg3[%arg0 : i32] : vector<4xf32>",
            "%7 = llvm.insertelement %arg1, %arg3[%arg0 : i32] : vector<4xf32>",
            "%8 = llvm.shufflevector %arg3, %arg3 [0, 1, -1] : vector<4xf32> ",
            "%9 = llvm.atomicrmw volatile add %arg2, %arg0 syncscope(\"agent\") monotonic {alignment = 4 : i64} : !llvm.ptr, i32",
            "%10 = llvm.cmpxchg weak %arg2, %arg0, %arg0 acq_rel monotonic : !llvm.ptr, i32",
            "llvm.fence syncscope(\"agent\") release",
            "%11 = llvm.mlir.zero : !llvm.ptr",
            "%12 = llvm.mlir.poison : i32",
            "%13 = llvm.mlir.constant(42 : i32) : i32",
        ],
    );
}

#[test]
fn intrinsic_families() {
    assert_round_trip(
        ARGS,
        &[
            "%0 = llvm.intr.fabs(%arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32",
            "%1 = llvm.intr.smax(%arg0, %arg0) : (i32, i32) -> i32",
            "%2 = llvm.intr.stacksave : !llvm.ptr",
            "llvm.intr.stackrestore %2 : !llvm.ptr",
            "%3 = llvm.intr.expect %arg0, %arg0 : i32",
            "llvm.intr.assume %arg5 : i1",
            "llvm.intr.trap",
            "llvm.intr.vacopy %arg2 to %arg2 : !llvm.ptr, !llvm.ptr",
            "\"llvm.intr.memcpy\"(%arg2, %arg2, %arg0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()",
        ],
    );
}

#[test]
fn functions_globals_and_calls() {
    let src = "module {\n  \
        llvm.mlir.global internal constant @g(42 : i64) {addr_space = 0 : i32, alignment = 8 : i64} : i64\n  \
        llvm.mlir.global external @s(\"ab\") {addr_space = 0 : i32}\n  \
        llvm.func extern_weak fastcc @callee(i32, ...) -> i32\n  \
        llvm.func internal @caller(%arg0: i32 {llvm.noundef}) -> (i32 {llvm.zeroext}) attributes {passthrough = [\"noinline\"]} {\n    \
        %0 = llvm.mlir.addressof @g : !llvm.ptr\n    \
        %1 = llvm.call fastcc tail @callee(%arg0, %arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32\n    \
        llvm.cond_br %2 weights([1, 2]), ^bb1(%1 : i32), ^bb2\n  \
        ^bb1(%3: i32):  // pred: ^bb0\n    \
        llvm.switch %3 : i32, ^bb2 [\n      \
        -1: ^bb1(%3 : i32)\n    \
        ]\n  \
        ^bb2:  // 2 preds: ^bb0, ^bb1\n    \
        llvm.return %arg0 : i32\n  \
        }\n}\n\n";
    // `%2` is defined later in the source: fix the order first.
    let src = src.replace(
        "    %1 = llvm.call",
        "    %2 = llvm.icmp \"eq\" %arg0, %arg0 : i32\n    %1 = llvm.call",
    );
    let printed = run(&src, false).unwrap();
    assert!(printed.contains("llvm.func extern_weak fastcc @callee(i32, ...) -> i32\n"));
    assert!(printed.contains(
        "llvm.func internal @caller(%arg0: i32 {llvm.noundef}) -> (i32 {llvm.zeroext}) attributes {passthrough = [\"noinline\"]} {"
    ));
    assert!(printed.contains(
        "llvm.call fastcc tail @callee(%arg0, %arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32"
    ));
    assert!(printed.contains("llvm.cond_br %1 weights([1, 2]), ^bb1(%2 : i32), ^bb2"));
    assert!(printed.contains("llvm.switch %3 : i32, ^bb2 [\n      -1: ^bb1(%3 : i32)\n    ]"));
    assert!(printed.contains("llvm.mlir.global external @s(\"ab\") {addr_space = 0 : i32}\n"));
    let generic = run(&printed, true).unwrap();
    assert!(generic.contains("operandSegmentSizes = array<i32: 2, 0>"));
    assert!(generic.contains("case_operand_segments = array<i32: 1>"));
    assert!(generic.contains("global_type = !llvm.array<2 x i8>"));
    assert_eq!(run(&generic, false).unwrap(), printed);
}

#[test]
fn old_null_spelling_parses_as_zero() {
    let out = run(&func("", &["%0 = llvm.mlir.null : !llvm.ptr"]), false).unwrap();
    assert!(out.contains("%0 = llvm.mlir.zero : !llvm.ptr"));
}

#[test]
fn verifier_reports_mlir_messages() {
    let cases: &[(&str, &str)] = &[
        (
            "llvm.func @f(%a: i32) {\n  %0 = llvm.call @nope(%a) : (i32) -> i32\n  llvm.return\n}\n",
            "'llvm.call' op 'nope' does not reference a symbol in the current scope",
        ),
        (
            "llvm.mlir.global internal @g(1 : i32) : i32\nllvm.func @f(%a: i32) {\n  llvm.call @g(%a) : (i32) -> ()\n  llvm.return\n}\n",
            "'g' does not reference a valid LLVM function",
        ),
        (
            "llvm.func @f() {\n  %0 = llvm.mlir.addressof @missing : !llvm.ptr\n  llvm.return\n}\n",
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
        ),
        (
            "llvm.func @f(%a: f32) {\n  %0 = llvm.add %a, %a : f32\n  llvm.return\n}\n",
            "'llvm.add' op operand #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'",
        ),
        (
            "llvm.func @f(%a: i32) -> i32 {\n  llvm.return\n}\n",
            "'llvm.return' op expected 1 operand",
        ),
        (
            "llvm.func @f(%p: !llvm.ptr) {\n  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32\n  llvm.return\n}\n",
            "expected alignment for atomic access",
        ),
    ];
    for (src, want) in cases {
        let err = run(src, false).expect_err(src);
        assert!(err.contains(want), "{err}\nwanted: {want}");
    }
}

#[test]
fn truncated_ops_give_located_errors() {
    let full = func(
        ARGS,
        &[
            "%0 = llvm.getelementptr inbounds %arg2[%arg0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>",
            "%1 = llvm.call @f(%arg0) : (i32) -> ()",
            "%2 = llvm.load volatile %arg2 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32",
            "%3 = llvm.cmpxchg %arg2, %arg0, %arg0 acq_rel monotonic : !llvm.ptr, i32",
            "%4 = llvm.intr.fabs(%arg1) : (f32) -> f32",
            "%5 = llvm.inline_asm has_side_effects \"foo\", \"=r,r\" %arg0 : (i32) -> i8",
        ],
    );
    // Every prefix of every op line: an error with a line and column, no
    // panic.
    for (i, line) in full
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains(" = llvm."))
    {
        for cut in (line.find('=').unwrap() + 2)..line.len() {
            let mut src: Vec<&str> = full.lines().collect();
            let truncated = &line[..cut];
            src[i] = truncated;
            let text = src.join("\n");
            if let Err(e) = run(&text, false) {
                assert!(e.starts_with("t.mlir:"), "unlocated error: {e}");
            }
        }
    }
    let err = run(
        "llvm.func @f(%p: !llvm.ptr) {\n  %0 = llvm.load %p : !llvm.ptr ->\n}\n",
        false,
    )
    .unwrap_err();
    // mlir-opt reports the missing type right after the `->`.
    assert!(err.starts_with("t.mlir:2:35: error:"), "{err}");
}

#[test]
fn module_flag_values_are_typed() {
    let out = run(
        "llvm.module_flags [#llvm.mlir.module_flag<warning, \"D\", 3>]\n",
        false,
    )
    .unwrap();
    assert!(
        out.contains("[#llvm.mlir.module_flag<warning, \"D\", 3 : i64>]"),
        "{out}"
    );
}

/// `llvm.call`'s function type carries per-argument and per-result
/// attribute dictionaries (`arg_attrs` / `res_attrs` in the generic form).
#[test]
fn call_argument_and_result_attributes() {
    let src = "module {\n  llvm.func @g(%arg0: i32, %arg1: i32) -> i32 {\n    %0 = llvm.call @g(%arg0, %arg1) : (i32 {llvm.signext}, i32) -> (i32 {llvm.noundef})\n    %1 = llvm.call @g(%arg0, %arg1) : (i32, i32) -> (i32 {llvm.noundef})\n    llvm.return %0 : i32\n  }\n}\n\n";
    assert_eq!(run(src, false).unwrap(), src);
    let generic = run(src, true).unwrap();
    assert!(
        generic.contains("arg_attrs = [{llvm.signext}, {}], callee = @g"),
        "{generic}"
    );
    assert_eq!(
        generic.matches("res_attrs = [{llvm.noundef}]").count(),
        2,
        "{generic}"
    );
    assert_eq!(run(&generic, false).unwrap(), src);
}
