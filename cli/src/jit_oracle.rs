//! The JIT as a difftest oracle: Strata's lowering to the LLVM dialect,
//! translation to LLVM IR, LLVM's `-O<n>` pipeline, ORC JIT, and a call of
//! `@main() -> i64`. Lives in the CLI because strata-difftest must not
//! depend on strata-llvm (DESIGN.md).

use strata_difftest::interp::{Outcome, Val};
use strata_difftest::oracle::Oracle;
use strata_ir::{Context, Module};
use strata_llvm::runtime::register_runtime;
use strata_llvm::translate::{translate, TranslateOptions};
use strata_llvm::{Jit, OptLevel, TargetMachine};
use strata_passes::{run_pipeline, Pipeline, RunOptions};

use crate::args::EntryPointResult;
use crate::cmd_run::{check_entry_point, DEFAULT_LOWERING};
use crate::compile::optimize;

/// Runs `@main` natively; `level` `None` is LLVM's `-O0` with no IR passes.
pub struct JitOracle {
    level: Option<OptLevel>,
    name: String,
}

impl JitOracle {
    pub fn new(level: Option<OptLevel>) -> JitOracle {
        let n = match level {
            None | Some(OptLevel::O0) => 0,
            Some(OptLevel::O1) => 1,
            Some(OptLevel::O2) => 2,
            Some(OptLevel::O3) => 3,
        };
        JitOracle {
            level,
            name: format!("jit-O{n}"),
        }
    }

    fn compile_and_call(&self, ctx: &Context, module: &Module) -> Result<i64, (String, String)> {
        let stage = |what: &str| {
            let what = what.to_string();
            move |e: String| (what, e)
        };
        let mut m = module.clone();
        let mut pipeline = Pipeline::default();
        let spirv = strata_difftest::oracle::has_spirv(module);
        let first: &[&str] = if spirv {
            &["convert-spirv-to-llvm"]
        } else {
            &[]
        };
        for pass in first.iter().chain(DEFAULT_LOWERING) {
            pipeline
                .add_pass(pass, "")
                .map_err(|d| stage("pipeline")(d.to_string()))?;
        }
        run_pipeline(ctx, &mut m, &pipeline, &RunOptions::default())
            .map_err(|d| stage("strata-passes")(d.to_string()))?;
        if spirv {
            // The lowered `spirv.module` is a nested module, which neither
            // translation nor the JIT looks into.
            strata_difftest::oracle::hoist_nested_modules(&mut m);
        }
        check_entry_point(ctx, &m, "main", EntryPointResult::I64).map_err(stage("entry"))?;
        let opts = TranslateOptions {
            verify: true,
            ..TranslateOptions::default()
        };
        let llvm = translate(ctx, &m, &opts).map_err(|d| stage("translate")(d.to_string()))?;
        let jit = match self.level {
            Some(level) if level != OptLevel::O0 => {
                let machine =
                    TargetMachine::host(level).map_err(|e| stage("llvm")(e.to_string()))?;
                optimize(&llvm, level, &machine).map_err(|d| stage("llvm-opt")(d.to_string()))?;
                Jit::with_opt_level(level)
            }
            _ => Jit::new(),
        }
        .map_err(|e| stage("jit")(e.to_string()))?;
        register_runtime(&jit, false).map_err(|e| stage("jit")(e.to_string()))?;
        jit.add_module(llvm)
            .map_err(|e| stage("jit")(e.to_string()))?;
        let address = jit
            .lookup("main")
            .map_err(|e| stage("jit")(e.to_string()))?;
        // SAFETY: `check_entry_point` established that `main` takes no
        // arguments and returns i64; the JIT compiled it for the host's C
        // calling convention, and `jit` outlives the call.
        let value = unsafe {
            let f: extern "C" fn() -> i64 = std::mem::transmute(address as usize);
            f()
        };
        Ok(value)
    }
}

impl Oracle for JitOracle {
    fn name(&self) -> &str {
        &self.name
    }
    fn run(&self, ctx: &Context, module: &Module) -> Outcome {
        match self.compile_and_call(ctx, module) {
            Ok(v) => Outcome::Returned(vec![Val::i64(v)]),
            Err((op, reason)) => Outcome::Unsupported { op, reason },
        }
    }
}
