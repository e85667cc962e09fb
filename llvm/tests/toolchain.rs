//! End-to-end proof that the LLVM 22 toolchain works: build a module through
//! the C API, verify, optimise, JIT and run it, and emit an object file.

use std::ffi::CString;

use strata_llvm::llvm_sys::core::*;
use strata_llvm::llvm_sys::prelude::LLVMTypeRef;
use strata_llvm::{emit_object, run_passes, Jit, LlvmModule, OptLevel, TargetMachine};

/// `define i64 @add(i64 %a, i64 %b) { %s = add i64 %a, %b; ret i64 %s }`
fn build_add_module() -> LlvmModule {
    let module = LlvmModule::new("add_module").unwrap();
    let name = CString::new("add").unwrap();
    let sum = CString::new("sum").unwrap();
    let entry = CString::new("entry").unwrap();
    unsafe {
        let ctx = module.context_raw();
        let i64t = LLVMInt64TypeInContext(ctx);
        let mut params: [LLVMTypeRef; 2] = [i64t, i64t];
        let fn_type = LLVMFunctionType(i64t, params.as_mut_ptr(), 2, 0);
        let function = LLVMAddFunction(module.module_raw(), name.as_ptr(), fn_type);
        let block = LLVMAppendBasicBlockInContext(ctx, function, entry.as_ptr());
        let builder = LLVMCreateBuilderInContext(ctx);
        LLVMPositionBuilderAtEnd(builder, block);
        let s = LLVMBuildAdd(
            builder,
            LLVMGetParam(function, 0),
            LLVMGetParam(function, 1),
            sum.as_ptr(),
        );
        LLVMBuildRet(builder, s);
        LLVMDisposeBuilder(builder);
    }
    module
}

#[test]
fn build_verify_and_print() {
    let module = build_add_module();
    module.verify().unwrap();
    let text = module.to_ir_string();
    assert!(text.contains("define i64 @add(i64 %0, i64 %1)"), "{text}");
    assert!(!module.to_bitcode().is_empty());
}

#[test]
fn jit_runs_add() {
    let module = build_add_module();
    module.verify().unwrap();
    let jit = Jit::new().unwrap();
    jit.add_module(module).unwrap();
    let add: extern "C" fn(i64, i64) -> i64 = unsafe { jit.lookup_fn("add").unwrap() };
    assert_eq!(add(40, 2), 42);
    assert_eq!(add(i64::MAX, 1), i64::MIN);
    let missing = jit.lookup("no_such_function").unwrap_err();
    assert!(missing.message().contains("no_such_function"), "{missing}");
}

#[test]
fn jit_module_moves_across_threads() {
    let module = std::thread::spawn(build_add_module).join().unwrap();
    let jit = Jit::new().unwrap();
    jit.add_module(module).unwrap();
    let add: extern "C" fn(i64, i64) -> i64 = unsafe { jit.lookup_fn("add").unwrap() };
    assert_eq!(add(-5, 3), -2);
}

#[test]
fn optimise_with_new_pass_manager() {
    let module = build_add_module();
    let tm = TargetMachine::host(OptLevel::O2).unwrap();
    tm.configure_module(&module).unwrap();
    run_passes(&module, "default<O2>", Some(&tm)).unwrap();
    run_passes(&module, OptLevel::O3.pass_pipeline(), None).unwrap();
    module.verify().unwrap();
    let err = run_passes(&module, "no-such-pass", None).unwrap_err();
    assert!(err.message().contains("no-such-pass"), "{err}");
}

#[test]
fn emit_object_for_host() {
    let module = build_add_module();
    let object = emit_object(&module, OptLevel::O2).unwrap();
    // ELF on Linux, Mach-O elsewhere: just check it is a non-trivial object.
    assert!(object.len() > 64);
    if cfg!(target_os = "linux") {
        assert_eq!(&object[..4], b"\x7fELF");
    }
    let tm = TargetMachine::host(OptLevel::O0).unwrap();
    let asm = tm
        .emit(&build_add_module(), strata_llvm::FileKind::Assembly)
        .unwrap();
    assert!(String::from_utf8_lossy(&asm).contains("add"));
}

#[test]
fn parse_ir_text_and_call_libc() {
    // malloc/free come from the process through LLJIT's default setup.
    let ir = r#"
declare ptr @malloc(i64)
declare void @free(ptr)
define i64 @roundtrip(i64 %x) {
  %p = call ptr @malloc(i64 8)
  store i64 %x, ptr %p
  %y = load i64, ptr %p
  call void @free(ptr %p)
  ret i64 %y
}
"#;
    let module = LlvmModule::parse_ir("roundtrip.ll", ir.as_bytes()).unwrap();
    module.verify().unwrap();
    let jit = Jit::new().unwrap();
    jit.add_module(module).unwrap();
    let f: extern "C" fn(i64) -> i64 = unsafe { jit.lookup_fn("roundtrip").unwrap() };
    assert_eq!(f(1234), 1234);
}

extern "C" fn triple_it(x: i64) -> i64 {
    3 * x
}

#[test]
fn jit_calls_rust_runtime_function() {
    let ir = r#"
declare i64 @strata_test_triple(i64)
define i64 @call_it(i64 %x) {
  %y = call i64 @strata_test_triple(i64 %x)
  ret i64 %y
}
"#;
    let module = LlvmModule::parse_ir("call.ll", ir.as_bytes()).unwrap();
    let jit = Jit::new().unwrap();
    jit.define_symbols(&[("strata_test_triple", triple_it as *const () as usize)])
        .unwrap();
    jit.add_module(module).unwrap();
    let f: extern "C" fn(i64) -> i64 = unsafe { jit.lookup_fn("call_it").unwrap() };
    assert_eq!(f(7), 21);
}

#[test]
fn bad_input_gives_errors() {
    let err = LlvmModule::parse_ir("bad.ll", b"define i64 @f( {").unwrap_err();
    assert!(err.message().contains("cannot parse LLVM IR"), "{err}");
    // A function whose block lacks a terminator fails verification.
    let module = LlvmModule::new("broken").unwrap();
    let name = CString::new("f").unwrap();
    let entry = CString::new("entry").unwrap();
    unsafe {
        let ctx = module.context_raw();
        let void = LLVMVoidTypeInContext(ctx);
        let fn_type = LLVMFunctionType(void, std::ptr::null_mut(), 0, 0);
        let function = LLVMAddFunction(module.module_raw(), name.as_ptr(), fn_type);
        LLVMAppendBasicBlockInContext(ctx, function, entry.as_ptr());
    }
    let err = module.verify().unwrap_err();
    assert!(err.message().contains("invalid LLVM module"), "{err}");
    let jit = Jit::new().unwrap();
    assert!(jit
        .load_library(std::path::Path::new("/nonexistent/libnothing.so"))
        .is_err());
}

#[test]
fn jit_with_each_opt_level() {
    for level in [OptLevel::O0, OptLevel::O1, OptLevel::O2, OptLevel::O3] {
        let module = build_add_module();
        let tm = TargetMachine::host(level).unwrap();
        tm.configure_module(&module).unwrap();
        run_passes(&module, level.pass_pipeline(), Some(&tm)).unwrap();
        let jit = Jit::with_opt_level(level).unwrap();
        jit.add_module(module).unwrap();
        let add: extern "C" fn(i64, i64) -> i64 = unsafe { jit.lookup_fn("add").unwrap() };
        assert_eq!(add(20, 22), 42, "{level:?}");
    }
    // A consumed target machine is not disposed of twice.
    let raw = TargetMachine::host(OptLevel::O2).unwrap().into_raw();
    unsafe { strata_llvm::llvm_sys::target_machine::LLVMDisposeTargetMachine(raw) };
}
