//! The `strata` command.

use clap::Parser;

use strata::args::{normalize_args, parse_opt_args, Cli, Command, OptInvocation, OPT_USAGE};

fn main() {
    let argv: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let cli = match Cli::try_parse_from(normalize_args(argv)) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let status = match &cli.command {
        Command::Opt(raw) => match parse_opt_args(&raw.args) {
            Ok(OptInvocation::Run(opt)) => strata::cmd_opt::run_opt(&opt),
            Ok(OptInvocation::Help) => {
                print!("{OPT_USAGE}");
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
        Command::Translate(args) => strata::cmd_translate::run_translate(args),
        Command::Run(args) => strata::cmd_run::run_run(args),
        Command::Batch(args) => strata::cmd_batch::run_batch(args),
        Command::Difftest(args) => strata::cmd_difftest::run_difftest(args),
        Command::Bench(args) => strata::cmd_bench::run_bench(args),
        Command::Bc(args) => strata::cmd_bc::run_bc(args),
    };
    std::process::exit(status);
}
