//! `strata bc`: converts between text and bytecode, `strata bc info FILE`
//! describes a bytecode file (version, sections, sizes, counts), and
//! `strata bc extract FILE @name` prints one top-level symbol, reading only
//! the sections it needs from the memory-mapped file.

use std::path::Path;
use strata_ir::print::PrintOptions;
use strata_ir::syntax::ParseOptions;

use strata_bytecode::{LazyModule, MappedFile};
use strata_ir::{Context, Diag, SrcLoc};

use crate::args::BcArgs;
use crate::input::read_input;
use crate::output::write_output_atomically;

const USAGE: &str =
    "error: usage: strata bc [info] FILE [-o OUT] [--to-text] | strata bc extract FILE @name [-o OUT]";

pub fn run_bc(args: &BcArgs) -> i32 {
    let (info, path) = match args.operands.as_slice() {
        [mode, file] if mode.as_os_str() == "info" => (true, file),
        [mode, file, name] if mode.as_os_str() == "extract" => {
            return finish(args, extract(file, &name.to_string_lossy()))
        }
        [file] => (false, file),
        _ => {
            eprintln!("{USAGE}");
            return 1;
        }
    };
    if !info {
        crate::heap::huge_pages::restart_for_input(Some(path));
    }
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
                strata_ir::print::expansion::check_module_printable(&ctx, &m)?;
                strata_ir::print::print_module(&ctx, &m, PrintOptions::default()).into_bytes()
            } else {
                strata_bytecode::write_module(&ctx, &m)
            })
        })
    };
    finish(args, result)
}

/// `strata bc extract FILE @name`: the symbol's op and bodies, printed as a
/// module of their own. Only the header, tables, directory and the
/// symbol's sections are read (and checked).
fn extract(path: &Path, name: &str) -> Result<Vec<u8>, Diag> {
    let file = path.display().to_string();
    let diag = |msg: String| {
        Diag::error(
            SrcLoc {
                file: file.as_str().into(),
                line: 1,
                col: 1,
            },
            msg,
        )
    };
    let bytes = MappedFile::open(path).map_err(|e| diag(format!("cannot read {file}: {e}")))?;
    if !strata_bytecode::is_bytecode(&bytes) {
        return Err(diag("not a Strata bytecode file".into()));
    }
    let ctx = Context::new();
    let lazy = LazyModule::with_file_name(&ctx, &bytes, &file)?;
    let m = lazy.extract(name.strip_prefix('@').unwrap_or(name))?;
    strata_ir::print::expansion::check_module_printable(&ctx, &m)?;
    Ok(strata_ir::print::print_module(&ctx, &m, PrintOptions::default()).into_bytes())
}

fn finish(args: &BcArgs, result: Result<Vec<u8>, Diag>) -> i32 {
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
