//! The `strata` command. It runs `opt`, `bench` and `bc` itself and hands
//! the subcommands that need LLVM to `strata-codegen` (see
//! `strata::dispatch` for why).

use clap::Parser;

use strata::args::{normalize_args, Cli};
use strata::dispatch::{exec_codegen, run_without_llvm};

strata::start_malloc_first!();

fn main() {
    strata::heap::huge_pages::restore_user_environment();
    strata::heap::tune_allocator();
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let argv: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    // Parsing everything here keeps `--help` and argument errors identical
    // whichever binary would carry the command out.
    let cli = match Cli::try_parse_from(normalize_args(argv)) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let status = match run_without_llvm(&cli.command) {
        Some(status) => status,
        None => exec_codegen(&cli.command, &args[1..]),
    };
    std::process::exit(status);
}
