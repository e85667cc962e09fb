//! Parallel parsing and printing give what the serial ones give: the same
//! module text, the same first diagnostic, at any thread count.

use super::ops::{
    parse_module_parallel_for_tests, parse_module_parallel_hooked, parse_module_threads,
};
use super::{parse_module, ParseOptions};
use crate::context::Context;
use crate::print::{print_module, print_module_pieces, print_module_threads, PrintOptions};

fn opts() -> ParseOptions {
    ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    }
}

const PRINTS: [PrintOptions; 5] = [
    PrintOptions {
        generic: false,
        debug_info: false,
        local_scope: false,
        elide_elements_above: None,
        ..PrintOptions::DEFAULT
    },
    PrintOptions {
        generic: false,
        debug_info: true,
        local_scope: false,
        elide_elements_above: None,
        ..PrintOptions::DEFAULT
    },
    PrintOptions {
        generic: true,
        debug_info: true,
        local_scope: false,
        elide_elements_above: None,
        ..PrintOptions::DEFAULT
    },
    PrintOptions {
        value_users: true,
        ..PrintOptions::DEFAULT
    },
    PrintOptions {
        value_users: true,
        unique_ids: true,
        debug_info: true,
        pretty_debuginfo: true,
        ..PrintOptions::DEFAULT
    },
];

/// Serial parse + print against parse + print on `threads` threads.
fn compare(text: &str, threads: usize) -> Result<(), String> {
    let ctx = Context::new();
    let serial = parse_module(&ctx, "in.mlir", text, &opts());
    let par = parse_module_threads(&ctx, "in.mlir", text, &opts(), threads);
    match (serial, par) {
        (Ok(a), Ok(b)) => {
            for po in PRINTS {
                let sa = print_module(&ctx, &a, po);
                let sb = print_module_threads(&ctx, &b, po, threads);
                if sa != sb {
                    return Err(format!(
                        "{threads} threads print differently:\n{sa}\n---\n{sb}"
                    ));
                }
            }
            Ok(())
        }
        (Err(a), Err(b)) if a.to_string() == b.to_string() => Ok(()),
        (a, b) => Err(format!(
            "{threads} threads: {:?} vs {:?}",
            a.map(|_| ()).map_err(|d| d.to_string()),
            b.map(|_| ()).map_err(|d| d.to_string())
        )),
    }
}

fn functions(n: usize, body: impl Fn(usize) -> String) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        s += &format!("  func.func @f{i}(%a: i32) -> i32 {{\n{}  }}\n", body(i));
    }
    s += "}\n";
    s
}

#[test]
fn plain_functions_parse_in_parallel_and_match() {
    let text = functions(9, |i| {
        format!("    %c = arith.constant {i} : i32\n    %s = arith.addi %a, %c : i32\n    return %s : i32\n")
    });
    let ctx = Context::new();
    let m = parse_module_parallel_for_tests(&ctx, "in.mlir", &text, &opts(), 2);
    assert!(m.is_some(), "the parallel path gave up");
    for t in [2, 3, 4] {
        compare(&text, t).unwrap();
    }
    // Locations point into the right lines.
    let m = m.unwrap();
    let printed = print_module_threads(&ctx, &m, PRINTS[1], 2);
    assert!(printed.contains("loc(\"in.mlir\":34:10)"), "{printed}");
}

#[test]
fn bodies_parsed_after_others_on_a_worker_start_with_no_names() {
    // The workers hand their name tables from body to body: the same
    // names come back with other types, other nesting, forward uses and
    // (in the last body) a use of a name only earlier bodies define,
    // which must stay an error.
    let many = functions(24, |i| {
        let ty = ["i32", "i64", "f32"][i % 3];
        format!(
            "    %x = \"test.op\"() : () -> {ty}\n    %y = \"test.op\"(%x, %z) : ({ty}, i1) -> {ty}\n    %z = \"test.op\"() : () -> i1\n    \"test.region\"() ({{\n      %x = \"test.op\"(%y) : ({ty}) -> i8\n      \"test.op\"(%x) : (i8) -> ()\n    }}) : () -> ()\n    %w = \"test.op\"(%x) : ({ty}) -> i32\n    return %w : i32\n"
        )
    });
    let ctx = Context::new();
    assert!(parse_module_parallel_for_tests(&ctx, "in.mlir", &many, &opts(), 2).is_some());
    for t in [2, 3] {
        compare(&many, t).unwrap();
    }
    let mut stale = functions(8, |_| {
        "    %q = arith.addi %a, %a : i32\n    return %q : i32\n".into()
    });
    stale = stale.replacen(
        "  func.func @f7(%a: i32) -> i32 {\n    %q = arith.addi %a, %a : i32\n",
        "  func.func @f7(%a: i32) -> i32 {\n",
        1,
    );
    for t in [2, 3] {
        compare(&stale, t).unwrap();
    }
    let Err(err) = parse_module_threads(&ctx, "in.mlir", &stale, &opts(), 2) else {
        panic!("a name from another body resolved");
    };
    assert!(
        err.to_string().contains("use of undeclared SSA value name"),
        "{err}"
    );
}

#[test]
fn braces_in_strings_and_comments_do_not_confuse_the_scan() {
    let text = functions(4, |i| {
        format!(
            "    // a comment with {{ and }} and \"\n    %c = arith.constant {i} : i32 loc(\"x{{y}}\\\"z\":1:2)\n    %s = \"test.op\"(%c) {{s = \"}}}}{{\"}} : (i32) -> i32\n    return %s : i32\n"
        )
    });
    let ctx = Context::new();
    assert!(parse_module_parallel_for_tests(&ctx, "in.mlir", &text, &opts(), 2).is_some());
    for t in [2, 4] {
        compare(&text, t).unwrap();
    }
}

#[test]
fn first_error_by_position_is_reported() {
    // Errors in the second and fourth bodies and after the last one: the
    // serial parse reports the second body's.
    let mut text = functions(5, |i| match i {
        1 => "    %x = arith.addi %a, %nope : i32\n    return %x : i32\n".into(),
        3 => "    %x = arith.bogus %a : i32\n    return %x : i32\n".into(),
        _ => "    return %a : i32\n".into(),
    });
    text.push_str("func.func @late(\n");
    for t in [2, 4] {
        compare(&text, t).unwrap();
    }
    let ctx = Context::new();
    let Err(err) = parse_module_threads(&ctx, "in.mlir", &text, &opts(), 2) else {
        panic!("parsed without error");
    };
    assert_eq!((err.loc.line, err.loc.col), (6, 25), "{err}");
}

#[test]
fn aliases_are_numbered_as_in_the_serial_print() {
    // Affine maps met in different functions: `#map`, `#map1`, ... follow
    // first use across the whole module, whichever thread printed it.
    let text = functions(6, |i| {
        let m = if i % 2 == 0 {
            "(d0) -> (d0 + 1)"
        } else {
            "(d0) -> (d0 * 2)"
        };
        let other = format!("(d0) -> (d0 + {})", i + 7);
        format!(
            "    %m = memref.alloc() : memref<4xi32, affine_map<{m}>>\n    %n = memref.alloc() : memref<4xi32, affine_map<{other}>>\n    return %a : i32\n"
        )
    });
    let text = format!("#x = affine_map<(d0) -> (d0 + 3)>\n!t = i32\n{text}");
    let ctx = Context::new();
    let m = parse_module_parallel_for_tests(&ctx, "in.mlir", &text, &opts(), 2).unwrap();
    let printed = print_module_threads(&ctx, &m, PRINTS[0], 4);
    assert!(printed.starts_with("#map = affine_map<(d0) -> (d0 + 1)>\n#map1 = affine_map<(d0) -> (d0 + 7)>\n#map2 = affine_map<(d0) -> (d0 * 2)>\n"), "{printed}");
    for t in [2, 3, 4] {
        compare(&text, t).unwrap();
    }
}

#[test]
fn unusual_input_falls_back_to_the_serial_parse() {
    // A use of a later alias (an error when serial), file metadata, nested
    // modules, generic-form functions and llvm globals with initializers.
    let cases = [
        functions(3, |_| "    %x = \"test.op\"() : () -> !later\n    return %a : i32\n".into())
            + "!later = i64\n",
        functions(2, |_| "    return %a : i32\n".into())
            + "{-#\n  dialect_resources: {\n    builtin: {\n      r: \"0x04000000\"\n    }\n  }\n#-}\n",
        "module {\n  module @inner {\n    func.func @g() {\n      return\n    }\n  }\n  func.func @h() {\n    return\n  }\n}\n".into(),
        "\"func.func\"() <{function_type = () -> (), sym_name = \"g\"}> ({\n  \"func.return\"() : () -> ()\n}) : () -> ()\nfunc.func @h() {\n  return\n}\n".into(),
        "llvm.mlir.global internal @g() : i32 {\n  %0 = llvm.mlir.constant(1 : i32) : i32\n  llvm.return %0 : i32\n}\nllvm.func @f() -> i32 {\n  %0 = llvm.mlir.addressof @g : !llvm.ptr\n  %1 = llvm.load %0 : !llvm.ptr -> i32\n  llvm.return %1 : i32\n}\n".into(),
        "func.func @s() -> i32 {\n  %0 = \"test.op\"() {s = \"unterminated\n  return %0 : i32\n}\n".into(),
        "func.func @u() {\n  return\n".into(),
    ];
    for text in &cases {
        for t in [2, 4] {
            compare(text, t).unwrap_or_else(|e| panic!("{text}\n{e}"));
        }
    }
}

#[test]
fn split_chunk_line_offsets_apply_to_parallel_bodies() {
    let text = functions(5, |i| {
        format!("    %c = arith.constant {i} : i32\n    return %c : i32\n")
    });
    let opts = ParseOptions {
        line_offset: 40,
        ..opts()
    };
    let ctx = Context::new();
    let serial = parse_module(&ctx, "in.mlir", &text, &opts).unwrap_or_else(|d| panic!("{d}"));
    let par = parse_module_parallel_for_tests(&ctx, "in.mlir", &text, &opts, 2).unwrap();
    let a = print_module(&ctx, &serial, PRINTS[1]);
    let b = print_module_threads(&ctx, &par, PRINTS[1], 2);
    assert_eq!(a, b);
    assert!(a.contains("loc(\"in.mlir\":59:10)"), "{a}");
}

#[test]
fn bodies_finishing_out_of_order_land_in_their_places() {
    // Earlier bodies are held back longest, so they finish last (and the
    // module-level pass has handed out every body before most finish).
    // A comment makes each body a task's batch of its own.
    let n = 24;
    let padding = "x".repeat(super::ops::BATCH_BYTES);
    let text = functions(n, |i| {
        format!("    // {padding}\n    %c = arith.constant {i} : i32\n    %s = arith.addi %a, %c : i32\n    return %s : i32\n")
    });
    let ctx = Context::new();
    let serial = parse_module(&ctx, "in.mlir", &text, &opts()).unwrap();
    let finished = std::sync::Mutex::new(Vec::new());
    let hook = |b: crate::ids::BodyId| {
        let wait = (n + 1).saturating_sub(b.index()) as u64;
        std::thread::sleep(std::time::Duration::from_millis(wait));
        finished.lock().unwrap().push(b.index());
    };
    for threads in [2, 3] {
        finished.lock().unwrap().clear();
        let par = parse_module_parallel_hooked(&ctx, "in.mlir", &text, &opts(), threads, &hook)
            .expect("the parallel path gave up");
        let order = finished.lock().unwrap().clone();
        assert_eq!(order.len(), n);
        assert!(
            order.windows(2).any(|w| w[0] > w[1]),
            "bodies finished in order: {order:?}"
        );
        for po in PRINTS {
            assert_eq!(
                print_module(&ctx, &serial, po),
                print_module_threads(&ctx, &par, po, threads)
            );
        }
    }
}

#[test]
fn a_body_error_found_during_the_module_scan_gives_the_serial_error() {
    // The first body fails at once while the module-level pass still has
    // hundreds of functions to go; a later body and the module level fail
    // too. The serial parse's first error is the one reported.
    let mut text = functions(400, |i| match i {
        0 => "    %x = arith.addi %a, %nope : i32\n    return %x : i32\n".into(),
        250 => "    %x = arith.bogus %a : i32\n    return %x : i32\n".into(),
        _ => format!("    %c = arith.constant {i} : i32\n    return %c : i32\n"),
    });
    text.push_str("func.func @late(\n");
    let ctx = Context::new();
    let serial = parse_module(&ctx, "in.mlir", &text, &opts()).err().unwrap();
    let slow_later = |b: crate::ids::BodyId| {
        if b.index() > 1 {
            std::thread::sleep(std::time::Duration::from_micros(200));
        }
    };
    assert!(
        parse_module_parallel_hooked(&ctx, "in.mlir", &text, &opts(), 2, &slow_later).is_none()
    );
    for t in [2, 4] {
        let Err(err) = parse_module_threads(&ctx, "in.mlir", &text, &opts(), t) else {
            panic!("parsed without error");
        };
        assert_eq!(err.to_string(), serial.to_string());
        assert_eq!((err.loc.line, err.loc.col), (3, 25), "{err}");
    }
    // Without the module-level error, and with only the late body failing.
    let text = functions(400, |i| match i {
        399 => "    %x = arith.bogus %a : i32\n    return %x : i32\n".into(),
        _ => "    return %a : i32\n".into(),
    });
    compare(&text, 2).unwrap();
}

#[test]
fn printed_pieces_join_to_the_serial_text() {
    // Plain functions (pieces straight from the printing threads), affine
    // map aliases (a piece before them), LLVM metadata placeholders and
    // distinct ids (fixed up on the whole text), a resource block (which
    // looks at the whole text).
    let plain = functions(40, |i| {
        format!("    %c = arith.constant {i} : i32\n    return %c : i32\n")
    });
    let maps = functions(40, |i| {
        format!("    %m = memref.alloc() : memref<4xi32, affine_map<(d0) -> (d0 + {})>>\n    return %a : i32\n", i % 3)
    });
    let mut meta = String::from(
        "#dom = #llvm.alias_scope_domain<id = distinct[7]<>, description = \"d\">\n#s1 = #llvm.alias_scope<id = distinct[9]<>, domain = #dom>\n",
    );
    for i in 0..40 {
        meta += &format!("llvm.func @g{i}(%p: !llvm.ptr) {{\n  %0 = llvm.mlir.constant({i} : i32) : i32\n  llvm.store %0, %p {{alias_scopes = [#s1]}} : i32, !llvm.ptr\n  llvm.return\n}}\n");
    }
    let resources = plain.clone()
        + "{-#\n  dialect_resources: {\n    builtin: {\n      r: \"0x04000000\"\n    }\n  },\n  external_resources: { foo: { x: true } }\n#-}\n";
    for (name, text) in [
        ("plain", &plain),
        ("maps", &maps),
        ("meta", &meta),
        ("resources", &resources),
    ] {
        let ctx = Context::new();
        let m =
            parse_module(&ctx, "in.mlir", text, &opts()).unwrap_or_else(|d| panic!("{name}: {d}"));
        for po in PRINTS {
            let serial = print_module(&ctx, &m, po);
            for threads in [1, 2, 4] {
                let pieces =
                    crate::par::install(threads, || print_module_pieces(&ctx, &m, po, threads))
                        .unwrap();
                assert_eq!(pieces.concat(), serial, "{name} on {threads} threads");
                if name == "plain" && threads > 1 {
                    assert!(pieces.len() > 2, "{name}: {} pieces", pieces.len());
                }
            }
        }
    }
}

/// `parse_top_level_threads` tells an explicit module (which becomes the
/// module) from top-level ops in an implicit one, serially and in parallel,
/// and `not_single_op_error` is located where the implicit module is.
#[test]
fn top_level_is_a_module_or_counted_ops() {
    use super::{not_single_op_error, parse_top_level_threads, TopLevel};
    let func =
        |name: &str| format!("func.func @{name}(%a: i64) -> i64 {{\n  return %a : i64\n}}\n");
    let cases = [
        (format!("module {{\n{}}}\n", func("f")), TopLevel::Module),
        (func("f"), TopLevel::Ops(1)),
        (func("f") + &func("g"), TopLevel::Ops(2)),
        ("// nothing\n".to_string(), TopLevel::Ops(0)),
        ("module {\n}\nmodule {\n}\n".to_string(), TopLevel::Ops(2)),
    ];
    for (text, want) in cases {
        for threads in [1, 2] {
            let ctx = Context::new();
            let (m, top) =
                parse_top_level_threads(&ctx, "in.mlir", &text, &opts(), threads).unwrap();
            assert_eq!(top, want, "{text} on {threads}");
            if let TopLevel::Ops(n) = top {
                assert_eq!(
                    m.body(crate::Module::TOP).block_ops(m.top_block()).count(),
                    n
                );
            }
        }
    }
    let first = not_single_op_error("in.mlir", &opts(), 3);
    assert_eq!(
        first.to_string(),
        "in.mlir:0:0: error: source must contain a single top-level operation, found: 3"
    );
    let later = ParseOptions {
        chunk_start: Some((11, 9)),
        ..opts()
    };
    assert_eq!(not_single_op_error("in.mlir", &later, 0).loc.line, 11);
}

#[test]
fn type_text_naming_an_alias_is_not_looked_up_across_bodies() {
    // A body using `!t` before its definition fails when serial, and so
    // in parallel, while the same type text parses in the bodies after
    // the definition: the threads reuse their type caches from body to
    // body, and text naming an alias must not be found there for a body
    // the alias does not reach (`names_no_alias`; the first body is held
    // back so that the others are parsed meanwhile).
    let pad = "x".repeat(super::ops::BATCH_BYTES);
    let body = |name: &str, ty: &str| {
        format!("func.func @{name}() {{\n  // {pad}\n  %m = memref.alloc() : {ty}\n  return\n}}\n")
    };
    let text = body("held", "memref<2xi32>")
        + &body("early", "memref<2x!t>")
        + "!t = i32\n"
        + &body("late", "memref<2x!t>")
        + &body("plain", "memref<2xi32>");
    let ctx = Context::new();
    let serial = parse_module(&ctx, "in.mlir", &text, &opts()).map(|_| ());
    let serial = serial.expect_err("the serial parse must fail");
    let hook = |b: crate::ids::BodyId| {
        if b.index() == 1 {
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
    };
    let par = parse_module_parallel_hooked(&ctx, "in.mlir", &text, &opts(), 2, &hook);
    assert!(
        par.is_none(),
        "the parallel parse accepted a use before the alias"
    );
    let Err(err) = parse_module_threads(&ctx, "in.mlir", &text, &opts(), 2) else {
        panic!("parsed without error");
    };
    assert_eq!(err.to_string(), serial.to_string());
    // Alias-free text is shared, and means the same everywhere.
    let ok = body("a", "memref<2xi32>") + "!t = i32\n" + &body("b", "memref<2x!t>");
    for t in [2, 3] {
        compare(&(ok.clone() + &body("c", "memref<2xi32>")), t).unwrap();
    }
}
