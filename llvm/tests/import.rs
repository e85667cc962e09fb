//! `--import-llvm`: imported modules behave like their source.
//!
//! Every `tests/data/import/*.ll` defines `i64 @entry()` and states its
//! result in an `; EXPECT: N` line. The test runs the program three ways
//! and compares: the LLVM IR as written (through the JIT), and the module
//! imported into the LLVM dialect and translated back to LLVM IR (through
//! the JIT). It also checks that importing the translated IR again gives
//! the same text (import is a fixed point after one round).

use std::path::PathBuf;

use strata_ir::Context;
use strata_llvm::import::{import_bytes, import_module, print_imported};
use strata_llvm::translate::{translate, TranslateOptions};
use strata_llvm::{initialize_native_target, Jit, LlvmModule};

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/import")
}

fn run_entry(module: LlvmModule) -> i64 {
    let jit = Jit::new().expect("jit");
    // An imported module carries a `dlti.dl_spec` (LLVM's defaults when the
    // source had no layout); run it with the JIT's own layout, as the source.
    let layout = std::ffi::CString::new(jit.data_layout()).unwrap();
    // SAFETY: the module is live and owned here; LLVM copies the string.
    unsafe { strata_llvm::llvm_sys::core::LLVMSetDataLayout(module.module_raw(), layout.as_ptr()) };
    jit.add_module(module).expect("add module");
    let entry: extern "C" fn() -> i64 = unsafe { jit.lookup_fn("entry").expect("lookup entry") };
    entry()
}

fn expected(src: &str) -> i64 {
    let line = src
        .lines()
        .find_map(|l| l.strip_prefix("; EXPECT: "))
        .expect("EXPECT line");
    line.trim()
        .parse::<i64>()
        .or_else(|_| line.trim().parse::<u64>().map(|u| u as i64))
        .expect("EXPECT value")
}

fn opts() -> TranslateOptions {
    TranslateOptions {
        verify: true,
        ..Default::default()
    }
}

#[test]
fn imported_programs_compute_the_same_results() {
    initialize_native_target().expect("native target");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(data_dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 15, "only {} programs", paths.len());
    for path in paths {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let src = std::fs::read_to_string(&path).unwrap();
        let want = expected(&src);

        let original = LlvmModule::parse_ir(&name, src.as_bytes()).expect("parse");
        original.verify().expect("source verifies");
        let direct = run_entry(original);
        assert_eq!(direct, want, "{name}: the source program computes {direct}");

        let ctx = Context::new();
        let imported = import_bytes(&ctx, src.as_bytes(), &name)
            .unwrap_or_else(|d| panic!("{name}: {d}"))
            .module;
        let text1 = print_imported(&ctx, &imported);
        let back = translate(&ctx, &imported, &opts()).unwrap_or_else(|d| panic!("{name}: {d}"));
        let ir = back.to_ir_string();
        let round = run_entry(back);
        assert_eq!(
            round, want,
            "{name}: import + translate computes {round}\n{text1}\n{ir}"
        );

        // import → translate → import reaches a fixed point: the second
        // and third imports print the same.
        let text2 = reimport(&name, &ir);
        let ir2 = {
            let ctx = Context::new();
            let m = import_bytes(&ctx, ir.as_bytes(), &name).unwrap().module;
            translate(&ctx, &m, &opts()).unwrap().to_ir_string()
        };
        let text3 = reimport(&name, &ir2);
        assert_eq!(text2, text3, "{name}: not a fixed point");
    }
}

#[test]
fn bitcode_and_text_import_alike() {
    let src = "define i32 @f(i32 %x) {\n  %y = add nsw i32 %x, 1\n  ret i32 %y\n}\n";
    let text_mod = LlvmModule::parse_ir("t.ll", src.as_bytes()).unwrap();
    let bc = text_mod.to_bitcode();
    let ctx = Context::new();
    let a = print_imported(
        &ctx,
        &import_module(&ctx, &text_mod, "t.ll").unwrap().module,
    );
    let b = print_imported(&ctx, &import_bytes(&ctx, &bc, "t.bc").unwrap().module);
    assert_eq!(a, b);
    assert!(a.contains("llvm.add %arg0, %0 overflow<nsw> : i32"), "{a}");
}

#[test]
fn bad_input_is_a_diagnostic() {
    let ctx = Context::new();
    let d = import_err(&ctx, b"define void @f() {\n  bogus\n}\n", "x.ll");
    assert_eq!((d.loc.line, d.loc.col), (2, 3), "{d}");
    assert!(d.message.contains("expected instruction opcode"), "{d}");

    let good = LlvmModule::parse_ir("t.ll", b"define void @f() {\n  ret void\n}\n").unwrap();
    let bc = good.to_bitcode();
    for cut in [4, 20, bc.len() / 2, bc.len() - 1] {
        let d = import_err(&ctx, &bc[..cut], "t.bc");
        assert_eq!(d.loc.line, 0, "{d}");
        assert!(!d.message.is_empty());
    }
    let d = import_err(
        &ctx,
        b"define void @f(i32 %x) {\n  callbr void asm \"\", \"r,!i\"(i32 %x) to label %a [label %b]\na:\n  ret void\nb:\n  ret void\n}\n",
        "u.ll",
    );
    assert!(
        d.message.starts_with("unhandled instruction: callbr"),
        "{d}"
    );
}

fn reimport(name: &str, ir: &str) -> String {
    let ctx = Context::new();
    let m = import_bytes(&ctx, ir.as_bytes(), name).unwrap_or_else(|d| panic!("{name}: {d}"));
    print_imported(&ctx, &m.module)
}

fn import_err(ctx: &Context, bytes: &[u8], name: &str) -> strata_ir::Diag {
    match import_bytes(ctx, bytes, name) {
        Ok(_) => panic!("{name}: imported without error"),
        Err(d) => d,
    }
}
