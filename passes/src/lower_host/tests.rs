//! The pass on parsed modules: shared declarations, determinism, errors.

use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;

use crate::{run_pipeline, Pipeline, RunOptions};

/// Two kernels, one launched from two functions.
const HOST: &str = "module attributes {gpu.container_module} {
  spirv.module @__spv__a Logical GLSL450 {
spirv.GlobalVariable @k_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
spirv.func @k() \"None\" {
  spirv.Return
}
spirv.EntryPoint \"GLCompute\" @k
spirv.ExecutionMode @k \"LocalSize\", 1, 1, 1
  }
  gpu.module @a {
gpu.func @k(%x: memref<4xi32>) kernel {
  gpu.return
}
  }
  func.func @f(%x: memref<4xi32>) {
%c1 = arith.constant 1 : index
gpu.launch_func @a::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<4xi32>)
return
  }
  func.func @g(%x: memref<4xi32>) {
%c1 = arith.constant 1 : index
gpu.launch_func @a::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<4xi32>)
return
  }
}";

fn lower(src: &str, threads: usize) -> Result<String, String> {
    let ctx = Context::new();
    let mut m =
        parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).map_err(|e| e.to_string())?;
    let mut p = Pipeline::default();
    p.add_pass("lower-host-to-llvm", "")
        .map_err(|e| e.to_string())?;
    let opts = RunOptions {
        threads,
        ..Default::default()
    };
    run_pipeline(&ctx, &mut m, &p, &opts).map_err(|e| e.to_string())?;
    strata_ir::verify::verify_module(&ctx, &m).map_err(|e| e[0].to_string())?;
    Ok(print_module(&ctx, &m, PrintOptions::default()))
}

/// One declaration and one global whatever the number of launches; the
/// entry point renamed with its references; the same on any thread
/// count.
#[test]
fn launches_share_declarations() {
    let out = lower(HOST, 1).unwrap();
    let count = |s: &str| out.matches(s).count();
    assert_eq!(count("llvm.func @__spv__a_k()"), 1, "{out}");
    assert_eq!(
        count("llvm.mlir.global linkonce @__spv__a_k_arg_0_descriptor_set0_binding0()"),
        1,
        "{out}"
    );
    assert_eq!(count("llvm.call @__spv__a_k() : () -> ()"), 2, "{out}");
    assert_eq!(count("\"llvm.intr.memcpy\""), 4, "{out}");
    assert!(
        out.contains("spirv.ExecutionMode @__spv__a_k \"LocalSize\", 1, 1, 1"),
        "{out}"
    );
    assert!(
        !out.contains("gpu.module") && !out.contains("gpu.launch_func"),
        "{out}"
    );
    assert_eq!(lower(HOST, 2).unwrap(), out);
}

/// A launch without its SPIR-V module stays, and the module fails to
/// verify once its gpu.module is gone: an error, not a panic.
#[test]
fn missing_spirv_module_is_an_error() {
    let src = HOST.replace("@__spv__a ", "@__spv__other ");
    assert!(lower(&src, 1).is_err());
}
