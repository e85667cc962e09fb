//! Which process runs a subcommand.
//!
//! `strata` itself never links LLVM: loading libLLVM costs about 55 MB of
//! resident memory and tens of milliseconds before `main`, which would
//! dominate `strata opt` on small inputs and its peak memory on large ones.
//! `opt`, `bench` and `bc` run in the `strata` process; `translate`, `run`,
//! `batch` and `difftest` need LLVM and are carried out by the
//! `strata-codegen` binary installed beside it, which `strata` replaces
//! itself with (`exec`, so the pid, standard streams and exit status are the
//! codegen binary's). The linker drops libLLVM from `strata` because nothing
//! reachable from its `main` refers to it; `cli/tests/no_llvm.rs` checks
//! that this stays so.

use std::ffi::OsString;
use std::path::PathBuf;

use crate::args::{parse_opt_args, Command, OptInvocation, OPT_USAGE};

/// The binary that runs the subcommands needing LLVM.
pub const CODEGEN_BINARY: &str = "strata-codegen";

/// Runs `command` if it needs no LLVM; `None` means it must go to
/// [`CODEGEN_BINARY`].
pub fn run_without_llvm(command: &Command) -> Option<i32> {
    Some(match command {
        Command::Opt(raw) => match parse_opt_args(&raw.args) {
            Ok(OptInvocation::Run(opt)) => crate::cmd_opt::run_opt(&opt),
            Ok(OptInvocation::Help) => {
                print!("{OPT_USAGE}{}", strata_passes::pass_help());
                0
            }
            Ok(OptInvocation::ListPasses) => {
                print!("{}", strata_passes::list_passes());
                0
            }
            Ok(OptInvocation::Version) => {
                println!("strata {}", env!("CARGO_PKG_VERSION"));
                0
            }
            Err(message) => {
                eprintln!("strata opt: {message}");
                eprintln!("strata opt: see 'strata opt --help'");
                1
            }
        },
        Command::Bench(args) => crate::cmd_bench::run_bench(args),
        Command::Bc(args) => crate::cmd_bc::run_bc(args),
        Command::Translate(_) | Command::Run(_) | Command::Batch(_) | Command::Difftest(_) => {
            return None
        }
    })
}

/// Where [`CODEGEN_BINARY`] is: beside the running executable.
fn codegen_path() -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find strata itself: {e}"))?;
    Ok(exe.with_file_name(CODEGEN_BINARY))
}

/// Replaces this process with [`CODEGEN_BINARY`] given the same arguments
/// (big jobs with the huge-page environment of `heap::huge_pages`: no
/// restart of their own needed). Returns only on failure, with the exit
/// status to use.
pub fn exec_codegen(command: &Command, args: &[OsString]) -> i32 {
    use std::os::unix::process::CommandExt;
    let path = match codegen_path() {
        Ok(path) => path,
        Err(message) => {
            eprintln!("strata: {message}");
            return 1;
        }
    };
    use crate::heap::huge_pages::{environment, input_is_big};
    let big = match command {
        Command::Translate(a) => input_is_big(a.input.as_deref()),
        Command::Run(a) => input_is_big(a.input.as_deref()),
        // Corpora of modules.
        Command::Batch(_) => true,
        _ => false,
    };
    let mut codegen = std::process::Command::new(&path);
    if let Some(env) = environment().filter(|_| big) {
        codegen.envs(env);
    }
    let error = codegen.args(args).exec();
    eprintln!(
        "strata: cannot run {} (it carries out translate, run, batch and difftest and is installed beside strata): {error}",
        path.display()
    );
    1
}
