//! `strata-codegen`: every `strata` subcommand, in a binary that links
//! LLVM. `strata` execs it for translate, run, batch and difftest.

use clap::Parser;

use strata::args::{normalize_args, Cli};

strata::start_malloc_first!();

fn main() {
    strata::heap::huge_pages::restore_user_environment();
    strata::heap::tune_allocator();
    let argv: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let cli = match Cli::try_parse_from(normalize_args(argv)) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    std::process::exit(strata::codegen_commands::run_any(&cli.command));
}
