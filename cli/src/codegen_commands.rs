//! The subcommands that need LLVM, run by the `strata-codegen` binary (see
//! [`crate::dispatch`]). Nothing in the `strata` binary may call into this
//! module, or libLLVM would be linked into it again.

use crate::args::Command;
use crate::dispatch::run_without_llvm;

/// Runs any subcommand, in this process.
pub fn run_any(command: &Command) -> i32 {
    if let Some(status) = run_without_llvm(command) {
        return status;
    }
    match command {
        Command::Translate(args) => crate::cmd_translate::run_translate(args),
        Command::Run(args) => crate::cmd_run::run_run(args),
        Command::Batch(args) => crate::cmd_batch::run_batch(args),
        Command::Difftest(args) => crate::cmd_difftest::run_difftest(args),
        Command::Opt(_) | Command::Bench(_) | Command::Bc(_) => {
            unreachable!("run_without_llvm handles opt, bench and bc")
        }
    }
}
