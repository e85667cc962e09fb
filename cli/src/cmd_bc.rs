//! `strata bc`: converts between text and bytecode, and `strata bc info
//! FILE` describes a bytecode file (version, sections, sizes, counts).

use strata_ir::print::PrintOptions;
use strata_ir::syntax::ParseOptions;
use strata_ir::Context;

use crate::args::BcArgs;
use crate::input::read_input;
use crate::output::write_output_atomically;

pub fn run_bc(args: &BcArgs) -> i32 {
    let (info, path) = match args.operands.as_slice() {
        [mode, file] if mode.as_os_str() == "info" => (true, file),
        [file] => (false, file),
        _ => {
            eprintln!("error: usage: strata bc [info] FILE [-o OUT] [--to-text]");
            return 1;
        }
    };
    let input = match read_input(Some(path)) {
        Ok(i) => i,
        Err(message) => {
            eprintln!("{message}");
            return 1;
        }
    };
    let ctx = Context::new();
    let result = if info {
        match &input.bytecode {
            Some(bytes) => strata_bytecode::info(bytes).map(|i| i.to_string().into_bytes()),
            None => Err(strata_ir::Diag::error(
                strata_ir::SrcLoc {
                    file: input.name.as_str().into(),
                    line: 1,
                    col: 1,
                },
                "not a Strata bytecode file",
            )),
        }
    } else {
        let module = match &input.bytecode {
            Some(bytes) => strata_bytecode::LazyModule::with_file_name(&ctx, bytes, &input.name)
                .and_then(|l| l.into_module()),
            None => strata_ir::syntax::parse_module(
                &ctx,
                &input.name,
                &input.text,
                &ParseOptions {
                    allow_unregistered: true,
                    ..Default::default()
                },
            ),
        };
        module.and_then(|m| {
            strata_ir::verify::verify_module(&ctx, &m).map_err(|mut e| e.swap_remove(0))?;
            Ok(if args.to_text {
                strata_ir::print::print_module(&ctx, &m, PrintOptions::default()).into_bytes()
            } else {
                strata_bytecode::write_module(&ctx, &m)
            })
        })
    };
    match result {
        Ok(bytes) => match write_output_atomically(args.output.as_deref(), &bytes) {
            Ok(()) => 0,
            Err(m) => {
                eprintln!("{m}");
                1
            }
        },
        Err(d) => {
            eprintln!("{d}");
            1
        }
    }
}
