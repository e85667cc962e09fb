//! Command-line arguments of every subcommand.
//!
//! `strata opt`, `translate` and `run` take the flags of `mlir-opt`,
//! `mlir-translate` and `mlir-runner`, including LLVM's single-dash long
//! form (`-split-input-file`, `-entry-point-result=i64`), so MLIR's RUN
//! lines work unchanged:
//!
//! - `opt` is parsed by hand ([`parse_opt_args`]): every flag that is not
//!   one of mlir-opt's own options names a pass, and the passes keep their
//!   order and option strings (`--convert-func-to-llvm="index-bitwidth=32"`);
//! - `translate` and `run` are clap structs; [`normalize_args`] first turns
//!   `-foo` into `--foo` for the long flags those structs declare.

use std::path::PathBuf;

use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};

use crate::input::DEFAULT_SPLIT_MARKER;
use crate::ir_dump::PassFilter;

#[derive(Parser, Debug)]
#[command(
    name = "strata",
    version,
    about = "MLIR's lowering to LLVM, reimplemented: opt, translate, run, batch, difftest, bench, bc"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Parse, run passes and print, like mlir-opt (`strata opt --help` for flags)
    #[command(disable_help_flag = true)]
    Opt(RawArgs),
    /// Translate the LLVM dialect to LLVM IR, like mlir-translate
    Translate(TranslateArgs),
    /// JIT-compile and run a function, like mlir-runner
    Run(RunArgs),
    /// Compile many modules in parallel
    Batch(BatchArgs),
    /// Differential testing against the reference interpreter
    Difftest(DifftestArgs),
    /// Time each stage of the pipeline
    Bench(BenchArgs),
    /// Convert between text and Strata bytecode
    Bc(BcArgs),
}

/// Arguments passed through untouched, for hand parsing.
#[derive(Args, Debug, Clone, PartialEq, Eq)]
pub struct RawArgs {
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, num_args = 0..)]
    pub args: Vec<String>,
}

/// One pass given on the command line: `--name` or `--name=options`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassArg {
    pub name: String,
    /// The option string after `=`, without shell quotes (`index-bitwidth=32`);
    /// empty when none was given.
    pub options: String,
}

/// `strata opt`: mlir-opt's options.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OptArgs {
    /// Input file; `None` or `-` reads stdin.
    pub input: Option<PathBuf>,
    /// `-o`; `None` or `-` writes stdout.
    pub output: Option<PathBuf>,
    /// `-split-input-file[=marker]`: the marker to split on.
    pub split_input_file: Option<String>,
    /// `-output-split-marker=`: what goes between outputs of split chunks.
    pub output_split_marker: String,
    /// `-verify-diagnostics[=all|only-expected]`.
    pub verify_diagnostics: Option<VerifyDiagnostics>,
    pub print_op_generic: bool,
    pub print_debuginfo: bool,
    /// `--mlir-print-local-scope`: no aliases, locations inline.
    pub print_local_scope: bool,
    pub print_ir_after_failure: bool,
    pub allow_unregistered_dialect: bool,
    pub mlir_disable_threading: bool,
    /// `--threads=N` (Strata): worker threads; `None` = all cores.
    pub threads: Option<usize>,
    pub mlir_timing: bool,
    /// `--mlir-print-op-on-diagnostic` (default on): quote the op an error
    /// is about in a note.
    pub print_op_on_diagnostic: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_above: Option<usize>,
    pub emit_bytecode: bool,
    pub verify_roundtrip: bool,
    /// `--verify-each[=false]` (default on): verify after every pass.
    pub verify_each: bool,
    /// `--mlir-print-ir-before/after...`: IR dumps around passes.
    pub ir_dump: crate::ir_dump::IrDumpFlags,
    /// Individual pass flags, in command-line order.
    pub passes: Vec<PassArg>,
    /// `-pass-pipeline=...` (exclusive with individual passes).
    pub pass_pipeline: Option<String>,
    /// Pass manager reports on stderr: `--dump-pass-pipeline` (before the
    /// passes run) and `--mlir-pass-statistics[-display=...]` (after).
    pub pass_reports: PassReports,
    /// Printing and parsing flags: `--mlir-print-value-users`,
    /// `--mlir-print-unique-ssa-ids`, `--mlir-print-skip-regions`,
    /// `--mlir-print-assume-verified`, `--mlir-pretty-debuginfo` and
    /// `--no-implicit-module`.
    pub print_flags: PrintFlags,
}

/// mlir-opt's pass manager report flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PassReports {
    pub dump_pass_pipeline: bool,
    pub statistics: bool,
    pub statistics_display: StatisticsDisplay,
}

/// `--mlir-pass-statistics-display=list|pipeline`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum StatisticsDisplay {
    #[default]
    List,
    Pipeline,
}

/// mlir-opt's printing flags beyond the common ones, and
/// `--no-implicit-module`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PrintFlags {
    pub value_users: bool,
    pub unique_ssa_ids: bool,
    pub skip_regions: bool,
    /// Accepted, as in mlir-opt; the output is verified anyway, so the
    /// printer never falls back to the generic form of an invalid op.
    pub assume_verified: bool,
    /// Locations (with --mlir-print-debuginfo) in MLIR's pretty form.
    pub pretty_debuginfo: bool,
    pub no_implicit_module: bool,
}

impl PrintFlags {
    /// Sets the flag `name` (without dashes); false when it is not one.
    fn set(&mut self, name: &str, value: Option<&str>) -> Result<bool, String> {
        let flag = match name {
            "mlir-print-value-users" => &mut self.value_users,
            "mlir-print-unique-ssa-ids" => &mut self.unique_ssa_ids,
            "mlir-print-skip-regions" => &mut self.skip_regions,
            "mlir-print-assume-verified" => &mut self.assume_verified,
            "mlir-pretty-debuginfo" => &mut self.pretty_debuginfo,
            "no-implicit-module" => &mut self.no_implicit_module,
            _ => return Ok(false),
        };
        *flag = bool_flag(name, value)?;
        Ok(true)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum VerifyDiagnostics {
    /// Every diagnostic must be expected, and every expectation met.
    All,
    /// Only check that the expected diagnostics are produced.
    OnlyExpected,
}

/// What the `opt` command line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptInvocation {
    Run(Box<OptArgs>),
    Help,
    /// `--list-passes`: list the passes and exit.
    ListPasses,
    Version,
}

pub const OPT_USAGE: &str = "\
USAGE: strata opt [options] [<input file>]

Parses MLIR, runs the passes given, in order, and prints the result
(mlir-opt's flags; a single dash works as well as two).

OPTIONS:
  -o <file>                       Output file (default: stdout)
  --split-input-file[=<marker>]   Process chunks separated by '// -----' separately
  --output-split-marker=<marker>  Put <marker> between outputs of chunks (default '// -----')
  --verify-diagnostics[=all|only-expected]
                                  Check expected-* annotations instead of printing errors
  --pass-pipeline=<pipeline>      e.g. 'builtin.module(convert-func-to-llvm{index-bitwidth=32})'
  --<pass-name>[=<options>]       Run a pass, e.g. --convert-func-to-llvm='index-bitwidth=32'
  --mlir-print-op-generic         Print operations in the generic form
  --mlir-print-debuginfo          Print locations
  --mlir-print-local-scope        Print locations and affine maps inline, without aliases
  --mlir-print-value-users        Comment each value's users (and give ops without results ids)
  --mlir-print-unique-ssa-ids     Number values uniquely across regions
  --mlir-print-skip-regions       Print every region as {...}
  --mlir-print-assume-verified    Accepted (the output is always verified)
  --mlir-pretty-debuginfo         Print locations (with --mlir-print-debuginfo) in the pretty form
  --no-implicit-module            The input must be one top-level op, printed as is
  --mlir-print-ir-after-failure   Print the IR when a pass fails
  --mlir-print-ir-before-all, --mlir-print-ir-after-all
                                  Print the IR (on stderr) before / after every pass
  --mlir-print-ir-before=<pass>, --mlir-print-ir-after=<pass>
                                  ... before / after the named passes (comma-separated)
  --mlir-print-ir-after-change    ... after a pass only if it changed the IR
  --mlir-print-ir-module-scope    ... the whole module, also for nested passes
  --mlir-elide-elementsattrs-if-larger=<n>
                                  Print dense elements of more than n elements elided
  --mlir-print-op-on-diagnostic[=false]
                                  Quote the op an error is about in a note (default: on)
  --allow-unregistered-dialect    Accept operations of unknown dialects
  --mlir-disable-threading        Run on one thread
  --threads=<n>                   Worker threads (default: all cores)
  --mlir-timing                   Report the time of each pass
  --emit-bytecode                 Write bytecode instead of text
  --verify-roundtrip              Check that printing and parsing round-trips
  --verify-each[=false]           Verify after every pass (default: on)
  --dump-pass-pipeline            Print the pipeline, all options spelled out (on stderr), before running it
  --mlir-pass-statistics          Print the pass statistics report (on stderr) after the passes run
  --mlir-pass-statistics-display=<list|pipeline>
                                  ... as one list (default) or along the pipeline
  --list-passes                   List the passes and their options, and exit
  -h, --help                      Print this help
  --version                       Print the version
";

/// Parses `strata opt`'s arguments (everything after `opt`).
pub fn parse_opt_args(args: &[String]) -> Result<OptInvocation, String> {
    let mut opt = OptArgs {
        output_split_marker: DEFAULT_SPLIT_MARKER.to_string(),
        print_op_on_diagnostic: true,
        verify_each: true,
        ..OptArgs::default()
    };
    let mut inputs: Vec<PathBuf> = Vec::new();
    let mut i = 0;
    let mut only_positionals = false;
    let mut list_passes = false;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if only_positionals || arg == "-" || !arg.starts_with('-') {
            inputs.push(PathBuf::from(arg));
            continue;
        }
        if arg == "--" {
            only_positionals = true;
            continue;
        }
        let body = arg.strip_prefix("--").unwrap_or(&arg[1..]);
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        // A value from `=` or, for options that need one, the next argument.
        let mut required_value = |what: &str| -> Result<String, String> {
            if let Some(v) = value {
                return Ok(v.to_string());
            }
            let next = args.get(i).ok_or_else(|| {
                let dashes = if what.len() == 1 { "-" } else { "--" };
                format!("for the {dashes}{what} option: requires a value!")
            })?;
            i += 1;
            Ok(next.clone())
        };
        match name {
            "h" | "help" | "help-hidden" => return Ok(OptInvocation::Help),
            "version" => return Ok(OptInvocation::Version),
            "o" => opt.output = Some(PathBuf::from(required_value("o")?)),
            "split-input-file" => {
                opt.split_input_file = match value {
                    Some(marker) if !marker.is_empty() => Some(marker.to_string()),
                    _ => Some(DEFAULT_SPLIT_MARKER.to_string()),
                }
            }
            "output-split-marker" => opt.output_split_marker = required_value(name)?,
            "verify-diagnostics" => {
                opt.verify_diagnostics = match value {
                    None | Some("") | Some("all") => Some(VerifyDiagnostics::All),
                    Some("only-expected") => Some(VerifyDiagnostics::OnlyExpected),
                    Some(v) => {
                        return Err(format!(
                            "invalid value '{v}' for -verify-diagnostics (all, only-expected)"
                        ))
                    }
                }
            }
            "pass-pipeline" => {
                if opt.pass_pipeline.is_some() {
                    return Err("-pass-pipeline given more than once".to_string());
                }
                opt.pass_pipeline = Some(required_value(name)?);
            }
            "threads" => opt.threads = Some(parse_thread_count(&required_value(name)?)?),
            "mlir-print-op-generic" => opt.print_op_generic = bool_flag(name, value)?,
            "mlir-print-debuginfo" => opt.print_debuginfo = bool_flag(name, value)?,
            "mlir-print-local-scope" => opt.print_local_scope = bool_flag(name, value)?,
            "mlir-print-ir-after-failure" => opt.print_ir_after_failure = bool_flag(name, value)?,
            "allow-unregistered-dialect" => {
                opt.allow_unregistered_dialect = bool_flag(name, value)?
            }
            "mlir-disable-threading" => opt.mlir_disable_threading = bool_flag(name, value)?,
            "mlir-timing" => opt.mlir_timing = bool_flag(name, value)?,
            "mlir-print-op-on-diagnostic" => opt.print_op_on_diagnostic = bool_flag(name, value)?,
            "mlir-elide-elementsattrs-if-larger" => {
                let v = required_value(name)?;
                let n = v
                    .parse::<usize>()
                    .map_err(|_| format!("invalid element count '{v}'"))?;
                opt.elide_elements_above = Some(n);
            }
            "emit-bytecode" => opt.emit_bytecode = bool_flag(name, value)?,
            "verify-roundtrip" => opt.verify_roundtrip = bool_flag(name, value)?,
            "verify-each" => opt.verify_each = bool_flag(name, value)?,
            "mlir-print-ir-before-all" => {
                if bool_flag(name, value)? {
                    opt.ir_dump.before = PassFilter::All;
                }
            }
            "mlir-print-ir-after-all" => {
                if bool_flag(name, value)? {
                    opt.ir_dump.after = PassFilter::All;
                }
            }
            "mlir-print-ir-before" => opt.ir_dump.before.add_names(&required_value(name)?),
            "mlir-print-ir-after" => opt.ir_dump.after.add_names(&required_value(name)?),
            "mlir-print-ir-after-change" => opt.ir_dump.after_change = bool_flag(name, value)?,
            "mlir-print-ir-module-scope" => opt.ir_dump.module_scope = bool_flag(name, value)?,
            "dump-pass-pipeline" => opt.pass_reports.dump_pass_pipeline = bool_flag(name, value)?,
            "mlir-pass-statistics" => opt.pass_reports.statistics = bool_flag(name, value)?,
            "mlir-pass-statistics-display" => {
                opt.pass_reports.statistics_display = match required_value(name)?.as_str() {
                    "list" => StatisticsDisplay::List,
                    "pipeline" => StatisticsDisplay::Pipeline,
                    v => {
                        return Err(format!(
                            "for the --{name} option: Cannot find option named '{v}'!"
                        ))
                    }
                }
            }
            "list-passes" => list_passes = bool_flag(name, value)?,
            _ if opt.print_flags.set(name, value)? => {}
            _ if name.starts_with("mlir-") || !is_pass_name(name) => {
                return Err(format!("unknown command line argument '{arg}'"));
            }
            _ => opt.passes.push(PassArg {
                name: name.to_string(),
                options: value.unwrap_or("").to_string(),
            }),
        }
    }
    if inputs.len() > 1 {
        return Err(format!(
            "only one input file is allowed (got {})",
            inputs
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    if opt.pass_pipeline.is_some() && !opt.passes.is_empty() {
        return Err("'-pass-pipeline' option can't be used with individual pass options".into());
    }
    opt.input = inputs.pop();
    if list_passes {
        return Ok(OptInvocation::ListPasses);
    }
    Ok(OptInvocation::Run(Box::new(opt)))
}

/// LLVM's boolean flags: `-flag`, `-flag=true|false|1|0`.
fn bool_flag(name: &str, value: Option<&str>) -> Result<bool, String> {
    match value {
        None | Some("true") | Some("TRUE") | Some("True") | Some("1") => Ok(true),
        Some("false") | Some("FALSE") | Some("False") | Some("0") => Ok(false),
        Some(v) => Err(format!(
            "for the --{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

fn is_pass_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

/// `strata translate`: mlir-translate's options.
#[derive(Args, Debug, Clone, PartialEq, Eq)]
pub struct TranslateArgs {
    /// Input file (`-` or none: stdin)
    pub input: Option<PathBuf>,
    /// Output file (default: stdout)
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Translate the LLVM dialect (and builtin) to LLVM IR
    #[arg(long)]
    pub mlir_to_llvmir: bool,
    /// Translate LLVM IR (text or bitcode) to the LLVM dialect
    #[arg(long, conflicts_with_all = ["mlir_to_llvmir", "split_input_file",
          "verify_diagnostics", "opt_level", "emit", "target_triple"])]
    pub import_llvm: bool,
    /// With --import-llvm: write MLIR bytecode instead of text
    #[arg(long, requires = "import_llvm")]
    pub emit_bytecode: bool,
    /// Process chunks separated by '// -----' separately
    #[arg(long, value_name = "MARKER", num_args = 0..=1, require_equals = true,
          default_missing_value = DEFAULT_SPLIT_MARKER)]
    pub split_input_file: Option<String>,
    /// Check expected-* annotations instead of printing errors
    #[arg(long, value_enum, value_name = "MODE", num_args = 0..=1, require_equals = true,
          default_missing_value = "all")]
    pub verify_diagnostics: Option<VerifyDiagnostics>,
    /// Accept operations of unknown dialects
    #[arg(long)]
    pub allow_unregistered_dialect: bool,
    /// What goes between the outputs of split chunks (default: nothing)
    #[arg(long, value_name = "MARKER", default_value = "")]
    pub output_split_marker: String,
    /// Optimise the LLVM IR with LLVM's default pipeline at this level (-O0 … -O3)
    #[arg(short = 'O', value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: Option<u8>,
    /// What to write: LLVM IR text (default), bitcode, assembly or an object file
    #[arg(long, value_enum, default_value = "llvm")]
    pub emit: TranslateEmit,
    /// Compile for this target triple (default: the host's)
    #[arg(long, value_name = "TRIPLE")]
    pub target_triple: Option<String>,
    /// Run LLVM's verifier on the translated module, as mlir-translate
    /// always does (the default; kept for scripts that name it)
    #[arg(long, overrides_with = "no_verify_llvm")]
    pub verify_llvm: bool,
    /// Skip LLVM's verifier on the translated module
    #[arg(long, overrides_with = "verify_llvm")]
    pub no_verify_llvm: bool,
}

/// `strata translate --emit=`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TranslateEmit {
    /// LLVM IR text (`.ll`), what mlir-translate prints
    Llvm,
    /// LLVM bitcode (`.bc`)
    Bc,
    /// Assembly (`.s`)
    Asm,
    /// Object file (`.o`)
    Obj,
}

/// `strata run`: mlir-runner's options.
#[derive(Args, Debug, Clone, PartialEq, Eq)]
pub struct RunArgs {
    /// Input file (`-` or none: stdin)
    pub input: Option<PathBuf>,
    /// The function to call
    #[arg(short = 'e', value_name = "FUNCTION", default_value = "main")]
    pub entry: String,
    /// The entry function's result type (printed after the call)
    #[arg(long, value_enum, default_value = "f32")]
    pub entry_point_result: EntryPointResult,
    /// Shared libraries to make visible to the JIT-compiled code (comma-separated, repeatable)
    #[arg(
        long,
        visible_alias = "dlopen",
        value_delimiter = ',',
        value_name = "LIBS"
    )]
    pub shared_libs: Vec<PathBuf>,
    /// Optimisation level for LLVM passes and code generation (-O0 … -O3)
    #[arg(short = 'O', value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: Option<u8>,
    /// Write the JIT-compiled object to a file (see --object-filename)
    #[arg(long)]
    pub dump_object_file: bool,
    /// Where --dump-object-file writes (default: <input>.o)
    #[arg(long, value_name = "FILE")]
    pub object_filename: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum EntryPointResult {
    I32,
    I64,
    F32,
    Void,
}

/// `strata batch`: compile a corpus of modules.
#[derive(Args, Debug, Clone, PartialEq, Eq)]
pub struct BatchArgs {
    /// Input files or directories (searched for *.mlir)
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// Output directory (default: no output files, only a summary)
    #[arg(short = 'o', value_name = "DIR")]
    pub output_dir: Option<PathBuf>,
    /// Pass pipeline (default: the full lowering to the LLVM dialect)
    #[arg(long, value_name = "PIPELINE")]
    pub pass_pipeline: Option<String>,
    /// What to produce for each module
    #[arg(long, value_enum, default_value = "obj")]
    pub emit: EmitKind,
    /// Worker threads (default: all cores)
    #[arg(short = 'j', long, value_name = "N", value_parser = parse_thread_count)]
    pub threads: Option<usize>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum EmitKind {
    /// Lowered MLIR text
    Mlir,
    /// LLVM IR text
    Ll,
    /// LLVM bitcode
    Bc,
    /// Object file
    Obj,
}

/// `strata difftest`: run generated modules through several oracles
/// (interpreter, Strata's passes, the JIT, mlir-runner) and compare.
/// `strata difftest merge A.json B.json ...` sums shard reports.
#[derive(Args, Debug, Clone, PartialEq, Eq)]
pub struct DifftestArgs {
    /// `merge REPORT.json...`, or modules to check (default: generate
    /// random ones)
    pub inputs: Vec<PathBuf>,
    /// Seed of the first generated case (case k uses seed S+k)
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Number of cases, over all shards (default 1000)
    #[arg(long, conflicts_with = "time")]
    pub cases: Option<u64>,
    /// Run for this many seconds instead of a fixed number of cases
    #[arg(long, value_name = "SECS")]
    pub time: Option<u64>,
    /// Comma-separated oracles, the reference first: interp, passes,
    /// jit-O0, jit-O2, mlir-opt, mlir-runner (default: all but mlir-opt;
    /// mlir-runner only when installed)
    #[arg(long, value_delimiter = ',')]
    pub oracles: Vec<String>,
    /// `I/N`: run only cases k with k mod N == I
    #[arg(long, value_parser = parse_shard, value_name = "I/N")]
    pub shard: Option<Shard>,
    /// Worker threads (default: all cores)
    #[arg(long, short = 'j', value_parser = parse_thread_count)]
    pub jobs: Option<usize>,
    /// Directory for report.json and reproducers of mismatches
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Generate SPIR-V modules (checked through convert-spirv-to-llvm)
    #[arg(long)]
    pub spirv: bool,
}

/// One slice of a sharded campaign: case k runs in shard `k % count`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: u64,
    pub count: u64,
}

/// The most worker threads a command starts. rayon starts a pool's
/// threads all at once, so an absurd count (`--threads=1000000000`) spent
/// minutes and gigabytes starting threads instead of failing; no machine
/// Strata runs on has anywhere near this many cores.
pub const MAX_THREADS: usize = 1024;

/// A worker-thread count given on the command line: 1 to `MAX_THREADS`.
pub fn parse_thread_count(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n @ 1..=MAX_THREADS) => Ok(n),
        Ok(n) if n > MAX_THREADS => Err(format!(
            "thread count {n} is over the limit of {MAX_THREADS}"
        )),
        _ => Err(format!("invalid thread count '{text}'")),
    }
}

fn parse_shard(text: &str) -> Result<Shard, String> {
    let (i, n) = text
        .split_once('/')
        .ok_or_else(|| format!("expected I/N, got '{text}'"))?;
    let index: u64 = i
        .trim()
        .parse()
        .map_err(|_| format!("bad shard index '{i}'"))?;
    let count: u64 = n
        .trim()
        .parse()
        .map_err(|_| format!("bad shard count '{n}'"))?;
    if count == 0 || index >= count {
        return Err(format!("shard {index}/{count}: need 0 <= I < N"));
    }
    Ok(Shard { index, count })
}

/// `strata bench`: time Strata against `mlir-opt` on one generated (or
/// given) module.
#[derive(Args, Debug, Clone, PartialEq, Eq)]
pub struct BenchArgs {
    /// Approximate number of ops in the generated module
    #[arg(long, default_value_t = 200_000)]
    pub ops: usize,
    /// Functions in the generated module
    #[arg(long, default_value_t = 1_000)]
    pub functions: usize,
    /// Seed of the generated op mix
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Benchmark this file instead of a generated module
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// The mlir-opt to compare against (default: LLVM 22's, then $PATH)
    #[arg(long, value_name = "PATH")]
    pub mlir_opt: Option<PathBuf>,
    /// Runs per measurement; the best is reported
    #[arg(long, default_value_t = 3)]
    pub runs: u32,
    /// Skip the bytecode size and read-time rows
    #[arg(long)]
    pub no_bytecode: bool,
    /// Skip the translation and lower+JIT+run rows
    #[arg(long)]
    pub no_codegen: bool,
    /// Internal: run one measurement in this process and report it
    #[arg(long, hide = true, value_name = "STAGE")]
    pub child: Option<String>,
    /// Internal: worker threads of a `--child` run
    #[arg(long, hide = true, default_value_t = 1)]
    pub child_threads: usize,
}

/// `strata bc`: text ⇄ bytecode.
#[derive(Args, Debug, Clone, PartialEq, Eq)]
pub struct BcArgs {
    /// `info FILE` describes a bytecode file; `extract FILE @name` prints
    /// one top-level symbol of a bytecode file, reading only its sections;
    /// otherwise FILE (text or bytecode, detected from its content) is
    /// converted
    #[arg(num_args = 1..=3, value_name = "[info|extract] FILE [@name]")]
    pub operands: Vec<PathBuf>,
    /// Output file (default: stdout)
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Write text (default: write bytecode)
    #[arg(long)]
    pub to_text: bool,
}

/// Rewrites LLVM-style single-dash long flags into clap's `--long` form for
/// the subcommands parsed by clap (`translate`, `run`): `-foo`, `-foo=v`
/// become `--foo`, `--foo=v` when `foo` is a long flag of that subcommand.
/// `--O3` (mlir-runner spells it both ways) becomes `-O3`. Everything else,
/// including `strata opt`'s arguments, is left alone.
pub fn normalize_args(argv: Vec<String>) -> Vec<String> {
    let Some(sub) = argv.get(1).cloned() else {
        return argv;
    };
    let command = Cli::command();
    let Some(subcommand) = command.find_subcommand(&sub) else {
        return argv;
    };
    if sub == "opt" {
        return argv;
    }
    let longs: Vec<String> = subcommand
        .get_arguments()
        .flat_map(|a| {
            a.get_long_and_visible_aliases()
                .unwrap_or_default()
                .into_iter()
                .map(str::to_string)
        })
        .collect();
    let mut out = Vec::with_capacity(argv.len());
    let mut rest = argv.into_iter();
    out.extend(rest.by_ref().take(2));
    let mut only_positionals = false;
    for arg in rest {
        if only_positionals {
            out.push(arg);
            continue;
        }
        if arg == "--" {
            only_positionals = true;
            out.push(arg);
            continue;
        }
        if sub == "run" && matches!(arg.as_str(), "--O0" | "--O1" | "--O2" | "--O3") {
            out.push(arg[1..].to_string());
            continue;
        }
        let single_dash_long = arg.strip_prefix('-').filter(|body| {
            !body.starts_with('-') && {
                let name = body.split_once('=').map_or(*body, |(n, _)| n);
                longs.iter().any(|l| l == name)
            }
        });
        match single_dash_long {
            Some(body) => out.push(format!("--{body}")),
            None => out.push(arg),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    fn opt(args: &[&str]) -> OptArgs {
        match parse_opt_args(&strings(args)) {
            Ok(OptInvocation::Run(o)) => *o,
            other => panic!("unexpected parse of {args:?}: {other:?}"),
        }
    }

    fn pass(name: &str, options: &str) -> PassArg {
        PassArg {
            name: name.into(),
            options: options.into(),
        }
    }

    #[test]
    fn opt_single_and_double_dash_flags() {
        let o = opt(&[
            "-split-input-file",
            "-verify-diagnostics",
            "in.mlir",
            "--allow-unregistered-dialect",
            "-mlir-print-op-generic",
        ]);
        assert_eq!(o.input, Some(PathBuf::from("in.mlir")));
        assert_eq!(o.split_input_file.as_deref(), Some("// -----"));
        assert_eq!(o.verify_diagnostics, Some(VerifyDiagnostics::All));
        assert!(o.allow_unregistered_dialect && o.print_op_generic);
        assert!(o.passes.is_empty());
    }

    #[test]
    fn opt_passes_keep_order_and_options() {
        // What the shell leaves of --convert-func-to-llvm="index-bitwidth=32".
        let o = opt(&[
            "-finalize-memref-to-llvm",
            "--convert-func-to-llvm=index-bitwidth=32",
            "%s",
            "-convert-to-llvm=filter-dialects=arith allow-pattern-rollback=0",
            "-reconcile-unrealized-casts",
        ]);
        assert_eq!(
            o.passes,
            vec![
                pass("finalize-memref-to-llvm", ""),
                pass("convert-func-to-llvm", "index-bitwidth=32"),
                pass(
                    "convert-to-llvm",
                    "filter-dialects=arith allow-pattern-rollback=0"
                ),
                pass("reconcile-unrealized-casts", ""),
            ]
        );
        assert_eq!(o.input, Some(PathBuf::from("%s")));
    }

    #[test]
    fn opt_pass_pipeline_and_output() {
        let o = opt(&[
            "-pass-pipeline=builtin.module(func.func(convert-arith-to-llvm{index-bitwidth=32}),convert-func-to-llvm)",
            "-o",
            "out.mlir",
            "--mlir-disable-threading",
            "--threads=3",
        ]);
        assert_eq!(
            o.pass_pipeline.as_deref(),
            Some("builtin.module(func.func(convert-arith-to-llvm{index-bitwidth=32}),convert-func-to-llvm)")
        );
        assert_eq!(o.output, Some(PathBuf::from("out.mlir")));
        assert!(o.mlir_disable_threading);
        assert_eq!(o.threads, Some(3));
        let o = opt(&["--pass-pipeline", "builtin.module()", "-o=x"]);
        assert_eq!(o.pass_pipeline.as_deref(), Some("builtin.module()"));
        assert_eq!(o.output, Some(PathBuf::from("x")));
    }

    #[test]
    fn opt_stdin_and_separator() {
        assert_eq!(opt(&[]).input, None);
        assert_eq!(opt(&["-"]).input, Some(PathBuf::from("-")));
        assert_eq!(
            opt(&["--", "-weird.mlir"]).input,
            Some(PathBuf::from("-weird.mlir"))
        );
    }

    #[test]
    fn opt_misc_flags() {
        let o = opt(&[
            "-mlir-print-debuginfo",
            "--mlir-print-local-scope",
            "-mlir-print-ir-after-failure",
            "-verify-roundtrip",
            "-emit-bytecode",
            "-mlir-timing",
            "-split-input-file=####",
            "-verify-diagnostics=only-expected",
            "-allow-unregistered-dialect=false",
        ]);
        assert!(o.print_debuginfo && o.print_ir_after_failure && o.verify_roundtrip);
        assert!(o.print_local_scope);
        // Verification after each pass is on unless turned off.
        assert!(o.verify_each);
        assert!(!opt(&["--verify-each=false"]).verify_each);
        assert!(!opt(&["-verify-each=0"]).verify_each);
        assert!(o.emit_bytecode && o.mlir_timing && !o.allow_unregistered_dialect);
        assert_eq!(o.split_input_file.as_deref(), Some("####"));
        assert_eq!(o.verify_diagnostics, Some(VerifyDiagnostics::OnlyExpected));
        assert_eq!(o.output_split_marker, "// -----");
    }

    #[test]
    fn opt_pass_report_flags() {
        let o = opt(&["--dump-pass-pipeline", "-mlir-pass-statistics"]);
        assert_eq!(
            o.pass_reports,
            PassReports {
                dump_pass_pipeline: true,
                statistics: true,
                statistics_display: StatisticsDisplay::List,
            }
        );
        let o = opt(&["--mlir-pass-statistics-display", "pipeline", "x.mlir"]);
        assert_eq!(
            o.pass_reports.statistics_display,
            StatisticsDisplay::Pipeline
        );
        assert_eq!(o.input, Some(PathBuf::from("x.mlir")));
        assert_eq!(opt(&[]).pass_reports, PassReports::default());
        assert_eq!(
            parse_opt_args(&strings(&["x.mlir", "--list-passes", "--cse"])),
            Ok(OptInvocation::ListPasses)
        );
        assert!(matches!(
            parse_opt_args(&strings(&["--list-passes=0"])),
            Ok(OptInvocation::Run(_))
        ));
        assert_eq!(
            parse_opt_args(&strings(&["--mlir-pass-statistics-display=tree"])),
            Err(
                "for the --mlir-pass-statistics-display option: Cannot find option named 'tree'!"
                    .into()
            )
        );
        assert_eq!(
            parse_opt_args(&strings(&["--mlir-pass-statistics-display"])),
            Err("for the --mlir-pass-statistics-display option: requires a value!".into())
        );
        assert_eq!(
            parse_opt_args(&strings(&["-o"])),
            Err("for the -o option: requires a value!".into())
        );
    }

    #[test]
    fn opt_help_and_version() {
        assert_eq!(parse_opt_args(&strings(&["-h"])), Ok(OptInvocation::Help));
        assert_eq!(
            parse_opt_args(&strings(&["x.mlir", "--help"])),
            Ok(OptInvocation::Help)
        );
        assert_eq!(
            parse_opt_args(&strings(&["-version"])),
            Ok(OptInvocation::Version)
        );
    }

    #[test]
    fn opt_errors() {
        for bad in [
            &["a.mlir", "b.mlir"][..],
            &["-o"],
            &["-mlir-no-such-flag"],
            &["-{weird}"],
            &["-threads=0"],
            &["-threads=1025"],
            &["-threads=18446744073709551616"],
            &["-verify-diagnostics=sometimes"],
            &["-mlir-timing=maybe"],
            &["-pass-pipeline=builtin.module()", "-canonicalize"],
            &["-pass-pipeline=a", "-pass-pipeline=b"],
        ] {
            assert!(parse_opt_args(&strings(bad)).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn thread_counts_are_bounded() {
        assert_eq!(parse_thread_count("1"), Ok(1));
        assert_eq!(parse_thread_count("1024"), Ok(MAX_THREADS));
        assert_eq!(
            parse_thread_count("1000000000"),
            Err("thread count 1000000000 is over the limit of 1024".to_string())
        );
        assert_eq!(
            parse_thread_count("0"),
            Err("invalid thread count '0'".to_string())
        );
        for cmd in ["batch", "difftest"] {
            let args = |j| ["strata", cmd, "-j", j, "x.mlir"];
            assert!(Cli::try_parse_from(args("1024")).is_ok(), "{cmd}");
            assert!(Cli::try_parse_from(args("1025")).is_err(), "{cmd}");
        }
    }

    fn parse_cli(args: &[&str]) -> Command {
        Cli::try_parse_from(normalize_args(strings(args)))
            .unwrap_or_else(|e| panic!("{args:?}: {e}"))
            .command
    }

    #[test]
    fn translate_accepts_mlir_translate_flags() {
        let Command::Translate(t) = parse_cli(&[
            "strata",
            "translate",
            "-verify-diagnostics",
            "-split-input-file",
            "-mlir-to-llvmir",
            "x.mlir",
        ]) else {
            panic!("not translate")
        };
        assert!(t.mlir_to_llvmir);
        assert_eq!(t.split_input_file.as_deref(), Some("// -----"));
        assert_eq!(t.verify_diagnostics, Some(VerifyDiagnostics::All));
        assert_eq!(t.input, Some(PathBuf::from("x.mlir")));
        let Command::Translate(t) =
            parse_cli(&["strata", "translate", "-mlir-to-llvmir", "-o", "out.ll"])
        else {
            panic!("not translate")
        };
        assert_eq!(t.input, None);
        assert_eq!(t.output, Some(PathBuf::from("out.ll")));
        let Command::Translate(t) = parse_cli(&[
            "strata",
            "translate",
            "-import-llvm",
            "-emit-bytecode",
            "x.bc",
            "-o",
            "x.mlirbc",
        ]) else {
            panic!("not translate")
        };
        assert!(t.import_llvm && t.emit_bytecode && !t.mlir_to_llvmir);
        assert_eq!(t.input, Some(PathBuf::from("x.bc")));
        let both = [
            "strata",
            "translate",
            "--import-llvm",
            "--mlir-to-llvmir",
            "x",
        ];
        assert!(Cli::try_parse_from(normalize_args(strings(&both))).is_err());
    }

    #[test]
    fn run_accepts_mlir_runner_flags() {
        let Command::Run(r) = parse_cli(&[
            "strata",
            "run",
            "%s",
            "-e",
            "entry",
            "-entry-point-result=void",
            "-shared-libs=/a/libx.so,/b/liby.so",
            "--shared-libs=/c/libz.so",
            "-O3",
        ]) else {
            panic!("not run")
        };
        assert_eq!(r.entry, "entry");
        assert_eq!(r.entry_point_result, EntryPointResult::Void);
        assert_eq!(
            r.shared_libs,
            vec![
                PathBuf::from("/a/libx.so"),
                PathBuf::from("/b/liby.so"),
                PathBuf::from("/c/libz.so")
            ]
        );
        assert_eq!(r.opt_level, Some(3));
        assert_eq!(r.input, Some(PathBuf::from("%s")));

        let Command::Run(r) = parse_cli(&[
            "strata",
            "run",
            "--entry-point-result=i32",
            "--dlopen=/x.so",
            "--O0",
        ]) else {
            panic!("not run")
        };
        assert_eq!(r.entry, "main");
        assert_eq!(r.entry_point_result, EntryPointResult::I32);
        assert_eq!(r.shared_libs, vec![PathBuf::from("/x.so")]);
        assert_eq!(r.opt_level, Some(0));

        let Command::Run(r) = parse_cli(&["strata", "run"]) else {
            panic!("not run")
        };
        assert_eq!(r.entry_point_result, EntryPointResult::F32);
        assert_eq!(r.opt_level, None);
    }

    #[test]
    fn run_rejects_bad_values() {
        for bad in [
            &["strata", "run", "-entry-point-result=i8"][..],
            &["strata", "run", "-O7"],
            &["strata", "run", "-no-such-flag"],
        ] {
            assert!(
                Cli::try_parse_from(normalize_args(strings(bad))).is_err(),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn opt_arguments_reach_the_hand_parser_untouched() {
        let Command::Opt(raw) = parse_cli(&[
            "strata",
            "opt",
            "-split-input-file",
            "--convert-func-to-llvm=index-bitwidth=32",
            "-h",
            "%s",
        ]) else {
            panic!("not opt")
        };
        assert_eq!(
            raw.args,
            strings(&[
                "-split-input-file",
                "--convert-func-to-llvm=index-bitwidth=32",
                "-h",
                "%s"
            ])
        );
    }

    #[test]
    fn other_subcommands_parse() {
        assert!(matches!(
            parse_cli(&["strata", "batch", "examples", "-j", "2", "--emit", "ll"]),
            Command::Batch(BatchArgs {
                threads: Some(2),
                emit: EmitKind::Ll,
                ..
            })
        ));
        assert!(matches!(
            parse_cli(&["strata", "difftest", "--seed", "7"]),
            Command::Difftest(DifftestArgs { seed: 7, .. })
        ));
        assert!(matches!(
            parse_cli(&["strata", "bench", "--ops", "1000", "--runs", "2"]),
            Command::Bench(BenchArgs {
                ops: 1000,
                runs: 2,
                ..
            })
        ));
        assert!(matches!(
            parse_cli(&["strata", "bc", "a.mlir", "-o", "a.sbc"]),
            Command::Bc(_)
        ));
    }

    #[test]
    fn clap_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn opt_print_flags() {
        let o = opt(&[
            "--mlir-print-value-users",
            "-mlir-print-unique-ssa-ids",
            "--mlir-print-skip-regions=true",
            "--mlir-print-assume-verified",
            "--mlir-pretty-debuginfo",
            "-no-implicit-module",
            "--canonicalize",
        ]);
        let f = o.print_flags;
        assert!(f.value_users && f.unique_ssa_ids && f.skip_regions);
        assert!(f.assume_verified && f.pretty_debuginfo && f.no_implicit_module);
        assert_eq!(o.passes, vec![pass("canonicalize", "")]);
        assert_eq!(
            opt(&["--no-implicit-module=false"]).print_flags,
            PrintFlags::default()
        );
        assert!(parse_opt_args(&strings(&["--mlir-print-value-users=maybe"])).is_err());
    }
}
