//! Oracles: independent ways of running a module, each mapping it to an
//! `Outcome`. A case passes when every oracle that could run it agrees with
//! the first; a mismatch is saved as a reproducer `.mlir` file.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use rayon::prelude::*;
use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::{Context, Module, Op};

use crate::gen::{generate_with, GenConfig};
use crate::interp::{Interpreter, Limits, Outcome, Val};

pub trait Oracle: Send + Sync {
    fn name(&self) -> &str;
    fn run(&self, ctx: &Context, module: &Module) -> Outcome;
}

/// The reference interpreter on the module as given.
pub struct InterpOracle {
    pub limits: Limits,
}

impl Oracle for InterpOracle {
    fn name(&self) -> &str {
        "interp"
    }
    fn run(&self, ctx: &Context, module: &Module) -> Outcome {
        Interpreter::new(ctx, module, self.limits).run("main", &[])
    }
}

/// Any function as an oracle (e.g. Strata's own pipeline followed by the
/// interpreter, or the JIT).
pub struct FnOracle<F> {
    pub name: String,
    pub f: F,
}

impl<F: Fn(&Context, &Module) -> Outcome + Send + Sync> Oracle for FnOracle<F> {
    fn name(&self) -> &str {
        &self.name
    }
    fn run(&self, ctx: &Context, module: &Module) -> Outcome {
        (self.f)(ctx, module)
    }
}

/// Strata's own pass pipeline (`strata-passes`), then the interpreter:
/// the differential test of Strata's conversions.
pub struct StrataPassesOracle {
    passes: Vec<(String, String)>,
    limits: Limits,
    name: String,
}

impl StrataPassesOracle {
    /// `passes`: `(pass name, option string)` as on `mlir-opt`'s command
    /// line, e.g. `("convert-func-to-llvm", "")`.
    pub fn new(passes: &[(&str, &str)], limits: Limits) -> Self {
        let name = format!(
            "strata {} | interp",
            passes
                .iter()
                .map(|(p, _)| format!("--{p}"))
                .collect::<Vec<_>>()
                .join(" ")
        );
        StrataPassesOracle {
            passes: passes
                .iter()
                .map(|(p, o)| (p.to_string(), o.to_string()))
                .collect(),
            limits,
            name,
        }
    }
}

impl Oracle for StrataPassesOracle {
    fn name(&self) -> &str {
        &self.name
    }
    fn run(&self, ctx: &Context, module: &Module) -> Outcome {
        let mut pipeline = strata_passes::Pipeline::default();
        // SPIR-V has its own conversion, which no generic lowering runs.
        let spirv = has_spirv(module).then(|| ("convert-spirv-to-llvm".to_string(), String::new()));
        for (p, o) in spirv.iter().chain(&self.passes) {
            if let Err(d) = pipeline.add_pass(p, o) {
                return unsupported("pipeline", d.to_string());
            }
        }
        let mut m = module.clone();
        if let Err(d) = strata_passes::run_pipeline(
            ctx,
            &mut m,
            &pipeline,
            &strata_passes::RunOptions::default(),
        ) {
            return unsupported("strata-passes", d.to_string());
        }
        Interpreter::new(ctx, &m, self.limits).run("main", &[])
    }
}

/// The interpreter after a text round trip (print, parse back): checks the
/// printer and parser keep the module's meaning.
pub struct TextRoundTripOracle {
    pub limits: Limits,
}

impl Oracle for TextRoundTripOracle {
    fn name(&self) -> &str {
        "text"
    }
    fn run(&self, ctx: &Context, module: &Module) -> Outcome {
        let text = print_module(ctx, module, PrintOptions::default());
        let opts = strata_ir::syntax::ParseOptions::default();
        match strata_ir::syntax::parse_module(ctx, "roundtrip.mlir", &text, &opts) {
            Ok(m) => Interpreter::new(ctx, &m, self.limits).run("main", &[]),
            Err(d) => unsupported("text round trip", d.to_string()),
        }
    }
}

/// The interpreter after a bytecode round trip (write, read back into a
/// fresh context).
pub struct BytecodeRoundTripOracle {
    pub limits: Limits,
}

impl Oracle for BytecodeRoundTripOracle {
    fn name(&self) -> &str {
        "bytecode"
    }
    fn run(&self, ctx: &Context, module: &Module) -> Outcome {
        let bytes = strata_bytecode::write_module(ctx, module);
        let ctx2 = Context::new();
        match strata_bytecode::read_module(&ctx2, &bytes) {
            Ok(m) => Interpreter::new(&ctx2, &m, self.limits).run("main", &[]),
            Err(d) => unsupported("bytecode round trip", d.to_string()),
        }
    }
}

/// Translation validation of every pass: runs the pipeline one pass at a
/// time, interpreting after each. Returns the first outcome that differs
/// from the input's (so a comparison with the reference blames the first
/// pass that changed behaviour), else the last.
pub struct StagesOracle {
    passes: Vec<(String, String)>,
    limits: Limits,
}

impl StagesOracle {
    pub fn new(passes: &[(&str, &str)], limits: Limits) -> StagesOracle {
        StagesOracle {
            passes: passes
                .iter()
                .map(|(p, o)| (p.to_string(), o.to_string()))
                .collect(),
            limits,
        }
    }
}

impl Oracle for StagesOracle {
    fn name(&self) -> &str {
        "stages"
    }
    fn run(&self, ctx: &Context, module: &Module) -> Outcome {
        let spirv = has_spirv(module).then(|| ("convert-spirv-to-llvm".to_string(), String::new()));
        let mut m = module.clone();
        let first = Interpreter::new(ctx, &m, self.limits).run("main", &[]);
        let mut last = first.clone();
        for (p, o) in spirv.iter().chain(&self.passes) {
            let mut pipeline = strata_passes::Pipeline::default();
            if let Err(d) = pipeline.add_pass(p, o) {
                return unsupported("pipeline", d.to_string());
            }
            if let Err(d) = strata_passes::run_pipeline(
                ctx,
                &mut m,
                &pipeline,
                &strata_passes::RunOptions::default(),
            ) {
                return unsupported(p, d.to_string());
            }
            last = Interpreter::new(ctx, &m, self.limits).run("main", &[]);
            if !last.agrees_with(&first) {
                return last;
            }
        }
        last
    }
}

/// Whether any op of the module belongs to the SPIR-V dialect (such a
/// module needs `convert-spirv-to-llvm` before the generic lowering).
pub fn has_spirv(module: &Module) -> bool {
    module.bodies.iter().any(|b| {
        b.ops
            .iter()
            .any(|d| d.opcode.dialect() == strata_ir::Dialect::Spirv && d.parent.is_some())
    })
}

/// Moves the symbols of the `builtin.module`s nested in the top module
/// (what `convert-spirv-to-llvm` makes of a `spirv.module`) up into the
/// top module, for consumers that only look there (translation to LLVM IR,
/// the JIT). A nested module holding anything but isolated, result-less
/// ops (functions, globals) is left alone.
pub fn hoist_nested_modules(module: &mut Module) {
    let top = Module::TOP;
    let nested: Vec<Op> = crate::interp::top_level_ops(module)
        .into_iter()
        .filter(|&op| module.body(top).op(op).opcode == strata_ir::Opcode::BuiltinModule)
        .collect();
    for nm in nested {
        let Some(nb) = module.body(top).op(nm).body.expand() else {
            continue;
        };
        let inner = module.body(nb);
        let Some(block) = inner.roots.first().and_then(|&r| inner.entry_block(r)) else {
            continue;
        };
        let ops: Vec<Op> = inner.block_ops(block).collect();
        let movable = ops.iter().all(|&op| {
            let d = inner.op(op);
            d.num_results == 0 && inner.operands(op).is_empty() && inner.regions(op).is_empty()
        });
        if !movable {
            continue;
        }
        for op in ops {
            let d = module.body(nb).op(op).clone();
            let new = module.body_mut(top).create_op(&strata_ir::OpSpec {
                opcode: d.opcode,
                name: d.name,
                operands: &[],
                result_types: &[],
                successors: &[],
                attrs: d.attrs,
                loc: d.loc,
                num_regions: 0,
            });
            module.body_mut(top).op_mut(new).body = d.body;
            if let Some(child) = d.body.expand() {
                let c = module.body_mut(child);
                c.owner = new;
                c.parent = top;
            }
            module.body_mut(top).insert_op_before(nm, new);
            module.body_mut(nb).remove_op(op);
        }
        module.body_mut(top).remove_op(nm);
    }
}

/// `text` (mlir-opt's output) with the symbols of its nested modules moved
/// to the top module, as [`hoist_nested_modules`] does, printed generic.
fn hoisted_text(ctx: &Context, text: &str) -> Result<String, String> {
    let mut m = parse_module(ctx, "mlir-opt-output.mlir", text, &ParseOptions::default())
        .map_err(|d| format!("cannot read mlir-opt's output: {d}"))?;
    hoist_nested_modules(&mut m);
    Ok(print_module(
        ctx,
        &m,
        PrintOptions {
            generic: true,
            ..Default::default()
        },
    ))
}

/// `flags` with `--convert-spirv-to-llvm` first when the module has SPIR-V.
fn with_spirv_flag(module: &Module, flags: &[&'static str]) -> Vec<&'static str> {
    let mut out = Vec::with_capacity(flags.len() + 1);
    if has_spirv(module) {
        out.push("--convert-spirv-to-llvm");
    }
    out.extend_from_slice(flags);
    out
}

/// The directory of the MLIR/LLVM 22 tools: `$STRATA_LLVM_BIN` or Debian's
/// `/usr/lib/llvm-22/bin`, if `mlir-opt` is there.
pub fn llvm_bin_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("STRATA_LLVM_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin"));
    dir.join("mlir-opt").is_file().then_some(dir)
}

/// The `mlir-opt` flags that lower what the generator emits to the LLVM
/// dialect. Not `--arith-expand`: its `maximumf`/`minimumf` expansion
/// (compare + select) returns -0.0 for `maximumf(+0.0, -0.0)`, against the
/// op's documented semantics, while `--convert-to-llvm` maps them to
/// `llvm.intr.maximum`/`minimum` and lowers the ceil/floor divisions itself.
/// `--convert-vector-to-llvm` first: `--convert-to-llvm` leaves n-D
/// `vector.broadcast` and `vector.shape_cast`; `--expand-strided-metadata`
/// (and `--lower-affine` for what it leaves) before the memref lowering,
/// which does not lower `memref.subview`.
pub const LOWER_TO_LLVM: &[&str] = &[
    "--convert-vector-to-llvm",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
];

fn unsupported(op: &str, reason: impl Into<String>) -> Outcome {
    Outcome::Unsupported {
        op: op.into(),
        reason: reason.into(),
    }
}

fn run_tool(tool: &Path, args: &[&str], input: &str) -> Result<String, String> {
    use std::io::Write;
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", tool.display()))?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let input = input.to_owned();
    // Write from another thread so a tool filling its stdout cannot block us.
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr)
            .lines()
            .take(3)
            .collect::<Vec<_>>()
            .join("\n"));
    }
    String::from_utf8(out.stdout).map_err(|e| e.to_string())
}

/// Runs `mlir-opt` with `flags` and returns its output in generic form.
pub fn mlir_opt(ctx: &Context, module: &Module, flags: &[&str]) -> Result<String, String> {
    let dir = llvm_bin_dir().ok_or("mlir-opt not found")?;
    let text = print_module(
        ctx,
        module,
        PrintOptions {
            generic: true,
            ..Default::default()
        },
    );
    let mut args: Vec<&str> = flags.to_vec();
    args.push("--mlir-print-op-generic");
    run_tool(&dir.join("mlir-opt"), &args, &text)
}

/// `mlir-opt FLAGS`, then the interpreter on the result: checks the
/// interpreter's semantics of the lowered dialects against the source's.
pub struct MlirOptInterpOracle {
    flags: Vec<&'static str>,
    limits: Limits,
    name: String,
}

impl MlirOptInterpOracle {
    pub fn new(flags: &[&'static str], limits: Limits) -> Self {
        MlirOptInterpOracle {
            flags: flags.to_vec(),
            limits,
            name: format!("mlir-opt {} | interp", flags.join(" ")),
        }
    }
}

impl Oracle for MlirOptInterpOracle {
    fn name(&self) -> &str {
        &self.name
    }
    fn run(&self, ctx: &Context, module: &Module) -> Outcome {
        let flags = with_spirv_flag(module, &self.flags);
        let text = match mlir_opt(ctx, module, &flags) {
            Ok(t) => t,
            Err(e) => return unsupported("mlir-opt", e),
        };
        match parse_module(ctx, "lowered.mlir", &text, &ParseOptions::default()) {
            Ok(m) => Interpreter::new(ctx, &m, self.limits).run("main", &[]),
            Err(d) => unsupported("parse", d.to_string()),
        }
    }
}

/// `mlir-opt FLAGS | mlir-runner -e main --entry-point-result=i64`: native
/// code from MLIR's own lowering and LLVM's JIT.
pub struct MlirRunnerOracle {
    pub flags: Vec<&'static str>,
}

impl Oracle for MlirRunnerOracle {
    fn name(&self) -> &str {
        "mlir-runner"
    }
    fn run(&self, ctx: &Context, module: &Module) -> Outcome {
        let Some(dir) = llvm_bin_dir() else {
            return unsupported("mlir-runner", "tools not found");
        };
        let flags = with_spirv_flag(module, &self.flags);
        let lowered = match mlir_opt(ctx, module, &flags) {
            Ok(t) => t,
            Err(e) => return unsupported("mlir-opt", e),
        };
        // mlir-runner looks for the entry point in the top module only;
        // a lowered `spirv.module` is a nested one.
        let lowered = if has_spirv(module) {
            match hoisted_text(ctx, &lowered) {
                Ok(t) => t,
                Err(e) => return unsupported("mlir-opt", e),
            }
        } else {
            lowered
        };
        // MLIR's C runner library holds what lowered code may call
        // (`memrefCopy` for copies between non-contiguous layouts).
        let shared = c_runner_utils(&dir).map(|lib| format!("--shared-libs={}", lib.display()));
        let mut args = vec!["-e", "main", "--entry-point-result=i64"];
        if let Some(s) = &shared {
            args.push(s);
        }
        let out = match run_tool(&dir.join("mlir-runner"), &args, &lowered) {
            Ok(o) => o,
            Err(e) => return unsupported("mlir-runner", e),
        };
        match out.trim().parse::<i64>() {
            Ok(v) => Outcome::Returned(vec![Val::i64(v)]),
            Err(_) => unsupported("mlir-runner", format!("unexpected output: {}", out.trim())),
        }
    }
}

/// `libmlir_c_runner_utils` beside the MLIR tools in `bin`: the plain
/// `.so`, or the newest versioned one (distributions may ship only
/// `libmlir_c_runner_utils.so.22.1`).
fn c_runner_utils(bin: &std::path::Path) -> Option<PathBuf> {
    let lib = bin.join("../lib");
    let exact = lib.join("libmlir_c_runner_utils.so");
    if exact.is_file() {
        return Some(exact);
    }
    let mut versioned: Vec<PathBuf> = std::fs::read_dir(&lib)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("libmlir_c_runner_utils.so."))
        })
        .collect();
    versioned.sort();
    versioned.pop()
}

/// All oracles' outcomes for one module.
#[derive(Debug)]
pub struct CaseResult {
    pub outcomes: Vec<(String, Outcome)>,
}

impl CaseResult {
    /// Every oracle that ran the module (not `Unsupported`) agrees with the
    /// first. A reference outcome of UB or a limit is no evidence either way.
    pub fn agrees(&self) -> bool {
        let Some((_, reference)) = self.outcomes.first() else {
            return true;
        };
        if !matches!(reference, Outcome::Returned(_)) {
            return true;
        }
        self.outcomes[1..]
            .iter()
            .filter(|(_, o)| !matches!(o, Outcome::Unsupported { .. }))
            .all(|(_, o)| o.agrees_with(reference))
    }

    pub fn summary(&self) -> String {
        self.outcomes
            .iter()
            .map(|(n, o)| format!("{n}: {o}"))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

pub fn run_case(ctx: &Context, module: &Module, oracles: &[Box<dyn Oracle>]) -> CaseResult {
    CaseResult {
        outcomes: oracles
            .iter()
            .map(|o| (o.name().to_string(), o.run(ctx, module)))
            .collect(),
    }
}

#[derive(Debug)]
pub struct Mismatch {
    pub seed: u64,
    pub summary: String,
    /// The saved reproducer, if a directory was given.
    pub file: Option<PathBuf>,
    /// The reduced reproducer (`seed-N.reduced.mlir`) and its op count, if
    /// a directory was given.
    pub reduced: Option<(PathBuf, usize)>,
}

#[derive(Debug, Default)]
pub struct CampaignReport {
    pub cases: usize,
    /// Cases whose reference outcome was a returned value.
    pub completed: usize,
    pub mismatches: Vec<Mismatch>,
    /// Per oracle (in order): cases it could not run (`Unsupported`).
    pub unsupported: Vec<(String, usize)>,
    /// Cases whose reference outcome was undefined behaviour (skipped: no
    /// evidence either way).
    pub ub_skipped: usize,
    /// Per oracle after the first (in order): cases where it disagreed with
    /// the reference (the first oracle).
    pub pair_mismatches: Vec<(String, usize)>,
}

/// One case's contribution to a report.
struct CaseTally {
    unsupported: Vec<bool>,
    disagrees: Vec<bool>,
    completed: bool,
    ub: bool,
    mismatch: Option<Mismatch>,
}

/// Generates a module per seed, runs every oracle on it, and saves each
/// mismatch to `out_dir/seed-N.mlir` with the outcomes as comments.
pub fn run_campaign(
    seeds: std::ops::Range<u64>,
    cfg: &GenConfig,
    oracles: &[Box<dyn Oracle>],
    out_dir: Option<&Path>,
) -> CampaignReport {
    let seeds: Vec<u64> = seeds.collect();
    run_campaign_seeds(&seeds, cfg, oracles, out_dir)
}

/// [`run_campaign`] over an explicit list of seeds (e.g. one shard's slice),
/// in parallel on the current rayon pool.
pub fn run_campaign_seeds(
    seeds: &[u64],
    cfg: &GenConfig,
    oracles: &[Box<dyn Oracle>],
    out_dir: Option<&Path>,
) -> CampaignReport {
    let tallies: Vec<CaseTally> = seeds
        .par_iter()
        .map(|&seed| run_one_seed(seed, cfg, oracles, out_dir))
        .collect();
    let mut report = CampaignReport {
        unsupported: oracles.iter().map(|o| (o.name().to_string(), 0)).collect(),
        pair_mismatches: oracles
            .iter()
            .skip(1)
            .map(|o| (o.name().to_string(), 0))
            .collect(),
        ..Default::default()
    };
    for t in tallies {
        for (slot, u) in report.unsupported.iter_mut().zip(t.unsupported) {
            slot.1 += u as usize;
        }
        for (slot, d) in report.pair_mismatches.iter_mut().zip(t.disagrees) {
            slot.1 += d as usize;
        }
        report.cases += 1;
        report.completed += t.completed as usize;
        report.ub_skipped += t.ub as usize;
        report.mismatches.extend(t.mismatch);
    }
    report
}

fn run_one_seed(
    seed: u64,
    cfg: &GenConfig,
    oracles: &[Box<dyn Oracle>],
    out_dir: Option<&Path>,
) -> CaseTally {
    let ctx = Context::new();
    let module = generate_with(&ctx, seed, cfg);
    let case = run_case(&ctx, &module, oracles);
    let reference = case.outcomes.first().map(|(_, o)| o);
    let completed = matches!(reference, Some(Outcome::Returned(_)));
    let ub = matches!(reference, Some(Outcome::Ub { .. }));
    let unsupported: Vec<bool> = case
        .outcomes
        .iter()
        .map(|(_, o)| matches!(o, Outcome::Unsupported { .. }))
        .collect();
    // Same rule as `CaseResult::agrees`, per oracle.
    let disagrees: Vec<bool> = case
        .outcomes
        .iter()
        .skip(1)
        .map(|(_, o)| match reference {
            Some(r @ Outcome::Returned(_)) => {
                !matches!(o, Outcome::Unsupported { .. }) && !o.agrees_with(r)
            }
            _ => false,
        })
        .collect();
    let mismatch = (!case.agrees()).then(|| {
        let summary = case.summary();
        let names: Vec<&str> = oracles.iter().map(|o| o.name()).collect();
        let file = out_dir.and_then(|dir| {
            save_reproducer(
                &ctx,
                &module,
                &summary,
                &names,
                &dir.join(format!("seed-{seed}.mlir")),
            )
        });
        let reduced = out_dir.and_then(|dir| {
            let (small, summary) = reduce_mismatch(&ctx, &module, oracles, &disagrees);
            let path = dir.join(format!("seed-{seed}.reduced.mlir"));
            save_reproducer(&ctx, &small, &summary, &names, &path)
                .map(|p| (p, crate::reduce::live_ops(&small)))
        });
        Mismatch {
            seed,
            summary,
            file,
            reduced,
        }
    });
    CaseTally {
        unsupported,
        disagrees,
        completed,
        ub,
        mismatch,
    }
}

/// Writes `dir/seed-N.mlir` (atomically) with the outcomes as comments.
/// Attempts the reducer may spend on one mismatch (each runs every oracle).
const REDUCE_ATTEMPTS: usize = 2000;

/// Shrinks a mismatching module while the first oracle pair that disagreed
/// (`disagrees[i]`: oracle `i + 1` against the reference) still does.
/// Returns the reduced module and its outcome summary.
fn reduce_mismatch(
    ctx: &Context,
    module: &Module,
    oracles: &[Box<dyn Oracle>],
    disagrees: &[bool],
) -> (Module, String) {
    let Some(pair) = disagrees.iter().position(|&d| d) else {
        let case = run_case(ctx, module, oracles);
        return (module.clone(), case.summary());
    };
    let (reference, other) = (&oracles[0], &oracles[pair + 1]);
    let (small, _) = crate::reduce::reduce(ctx, module, REDUCE_ATTEMPTS, |m| {
        match reference.run(ctx, m) {
            r @ Outcome::Returned(_) => {
                let o = other.run(ctx, m);
                !matches!(o, Outcome::Unsupported { .. }) && !o.agrees_with(&r)
            }
            _ => false,
        }
    });
    let summary = run_case(ctx, &small, oracles).summary();
    (small, summary)
}

/// Writes a runnable reproducer: the outcomes and the command that shows
/// the mismatch as comments, then the module.
fn save_reproducer(
    ctx: &Context,
    module: &Module,
    summary: &str,
    oracles: &[&str],
    path: &Path,
) -> Option<PathBuf> {
    let mut text = String::new();
    for line in summary.lines() {
        text.push_str("// ");
        text.push_str(line);
        text.push('\n');
    }
    let name = path.file_name()?.to_string_lossy();
    text.push_str(&format!(
        "// reproduce: strata difftest {name} --oracles {}\n",
        oracles.join(",")
    ));
    text.push_str(&print_module(ctx, module, PrintOptions::default()));
    let tmp = path.with_file_name(format!(".{name}.tmp"));
    std::fs::write(&tmp, text)
        .and_then(|_| std::fs::rename(&tmp, path))
        .ok()
        .map(|_| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::c_runner_utils;

    #[test]
    fn the_newest_versioned_runner_library_is_found() {
        let root = std::env::temp_dir().join(format!("strata-runner-libs-{}", std::process::id()));
        let (bin, lib) = (root.join("bin"), root.join("lib"));
        std::fs::create_dir_all(&bin).unwrap();
        std::fs::create_dir_all(&lib).unwrap();
        assert_eq!(c_runner_utils(&bin), None);
        for v in ["21.1", "22.1"] {
            std::fs::write(lib.join(format!("libmlir_c_runner_utils.so.{v}")), b"").unwrap();
        }
        let found = c_runner_utils(&bin).unwrap();
        assert!(
            found.ends_with("libmlir_c_runner_utils.so.22.1"),
            "{found:?}"
        );
        std::fs::write(lib.join("libmlir_c_runner_utils.so"), b"").unwrap();
        let found = c_runner_utils(&bin).unwrap();
        assert!(found.ends_with("libmlir_c_runner_utils.so"), "{found:?}");
        std::fs::remove_dir_all(&root).unwrap();
    }
}
