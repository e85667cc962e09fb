//! Pass names, options and pipelines in `mlir-opt`'s syntax:
//! `--convert-func-to-llvm='index-bitwidth=32 use-bare-ptr-memref-call-conv=1'`
//! and `--pass-pipeline="builtin.module(func.func(convert-arith-to-llvm),
//! convert-func-to-llvm{index-bitwidth=32})"`.

use strata_ir::{Diag, SrcLoc};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PassKind {
    ConvertArithToLlvm,
    ConvertFuncToLlvm,
    ConvertCfToLlvm,
    ConvertMathToLlvm,
    ConvertUbToLlvm,
    ConvertToLlvm,
    FinalizeMemrefToLlvm,
    ReconcileUnrealizedCasts,
    LlvmRequestCWrappers,
    ExpandStridedMetadata,
    SetLlvmModuleDataLayout,
    TestLlvmLegalizePatterns,
    ConvertScfToCf,
    ConvertVectorToScf,
    ConvertVectorToLlvm,
    ConvertIndexToLlvm,
    ArithExpand,
    ArithEmulateWideInt,
    /// `test-lower-to-llvm`: MLIR's test pipeline (see `manager`).
    TestLowerToLlvm,
    ConvertSpirvToLlvm,
    GenerateRuntimeVerification,
    OneShotBufferize,
    BufferDeallocationPipeline,
    Canonicalize,
    Cse,
    /// `test-cf-assert`: `cf.assert` alone to LLVM, printing the message
    /// without aborting.
    TestCfAssert,
    /// `lower-host-to-llvm`: the SPIR-V CPU pipeline's host lowering.
    LowerHostToLlvm,
    /// `symbol-dce`: erase unreferenced private symbols.
    SymbolDce,
    /// `strip-debuginfo`: every location becomes `loc(unknown)`.
    StripDebugInfo,
}

/// Option kinds a pass accepts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Opt {
    IndexBitwidth,
    BarePtr,
    FilterDialects,
    Dynamic,
    AllowPatternRollback,
    UseAlignedAlloc,
    UseGenericFunctions,
    DataLayout,
    ReassociateFpReductions,
    WidestIntSupported,
    IncludeBf16,
    IncludeF8e8m0,
    IncludeF4e2m1,
    ClientApi,
    VerboseLevel,
    BufferizeFunctionBoundaries,
    FunctionBoundaryTypeConversion,
    ApproximateLog1p,
    CanonRegionSimplify,
    CanonMaxIterations,
    CanonMaxNumRewrites,
    CanonTopDown,
    CanonTestConvergence,
    CanonEnablePatterns,
    CanonDisablePatterns,
}

struct PassInfo {
    name: &'static str,
    /// One line for `strata opt --help`.
    summary: &'static str,
    class: &'static str,
    kind: PassKind,
    /// Whether it must run on `builtin.module` (it adds symbols).
    module_only: bool,
    options: &'static [(&'static str, Opt)],
}

static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "convert-arith-to-llvm",
        summary: "arith ops to the LLVM dialect",
        class: "ArithToLLVMConversionPass",
        kind: PassKind::ConvertArithToLlvm,
        module_only: false,
        options: &[("index-bitwidth", Opt::IndexBitwidth)],
    },
    PassInfo {
        name: "convert-func-to-llvm",
        summary:
            "func ops and signatures to the LLVM dialect (memref calling convention, C wrappers)",
        class: "ConvertFuncToLLVMPass",
        kind: PassKind::ConvertFuncToLlvm,
        module_only: true,
        options: &[
            ("use-bare-ptr-memref-call-conv", Opt::BarePtr),
            ("index-bitwidth", Opt::IndexBitwidth),
        ],
    },
    PassInfo {
        name: "convert-cf-to-llvm",
        summary: "cf branches, switches and asserts to the LLVM dialect",
        class: "ConvertControlFlowToLLVMPass",
        kind: PassKind::ConvertCfToLlvm,
        module_only: false,
        options: &[("index-bitwidth", Opt::IndexBitwidth)],
    },
    PassInfo {
        name: "convert-math-to-llvm",
        summary: "math ops to LLVM intrinsics (expm1, log1p and rsqrt expanded)",
        class: "ConvertMathToLLVMPass",
        kind: PassKind::ConvertMathToLlvm,
        module_only: false,
        options: &[("approximate-log1p", Opt::ApproximateLog1p)],
    },
    PassInfo {
        name: "convert-ub-to-llvm",
        summary: "ub.poison to llvm.mlir.poison, ub.unreachable to llvm.unreachable",
        class: "UBToLLVMConversionPass",
        kind: PassKind::ConvertUbToLlvm,
        module_only: false,
        options: &[("index-bitwidth", Opt::IndexBitwidth)],
    },
    PassInfo {
        name: "convert-to-llvm",
        summary: "every conversion to the LLVM dialect Strata has, in one pass",
        class: "ConvertToLLVMPass",
        kind: PassKind::ConvertToLlvm,
        module_only: false,
        options: &[
            ("filter-dialects", Opt::FilterDialects),
            ("dynamic", Opt::Dynamic),
            ("allow-pattern-rollback", Opt::AllowPatternRollback),
        ],
    },
    PassInfo {
        name: "finalize-memref-to-llvm",
        summary: "memref ops and types to the LLVM dialect (descriptors, allocation, views)",
        class: "FinalizeMemRefToLLVMConversionPass",
        kind: PassKind::FinalizeMemrefToLlvm,
        module_only: true,
        options: &[
            ("use-aligned-alloc", Opt::UseAlignedAlloc),
            ("index-bitwidth", Opt::IndexBitwidth),
            ("use-generic-functions", Opt::UseGenericFunctions),
        ],
    },
    PassInfo {
        name: "expand-strided-metadata",
        summary: "memref view ops to reinterpret_cast and index arithmetic",
        class: "ExpandStridedMetadataPass",
        kind: PassKind::ExpandStridedMetadata,
        module_only: false,
        options: &[],
    },
    PassInfo {
        name: "convert-spirv-to-llvm",
        summary: "spirv ops, types and modules to the LLVM dialect",
        class: "ConvertSPIRVToLLVMPass",
        kind: PassKind::ConvertSpirvToLlvm,
        module_only: true,
        options: &[("client-api", Opt::ClientApi)],
    },
    PassInfo {
        name: "reconcile-unrealized-casts",
        summary: "fold cancelling unrealized_conversion_cast chains; report live ones",
        class: "ReconcileUnrealizedCastsPass",
        kind: PassKind::ReconcileUnrealizedCasts,
        module_only: false,
        options: &[],
    },
    PassInfo {
        name: "set-llvm-module-datalayout",
        summary: "attach an LLVM data layout string to the module",
        class: "SetLLVMModuleDataLayoutPass",
        kind: PassKind::SetLlvmModuleDataLayout,
        module_only: true,
        options: &[("data-layout", Opt::DataLayout)],
    },
    PassInfo {
        name: "test-llvm-legalize-patterns",
        summary: "MLIR's test pass: LLVM legalization patterns, one-to-many type conversion",
        class: "TestLLVMLegalizePatternsPass",
        kind: PassKind::TestLlvmLegalizePatterns,
        module_only: false,
        options: &[("allow-pattern-rollback", Opt::AllowPatternRollback)],
    },
    PassInfo {
        name: "convert-scf-to-cf",
        summary: "scf.for/if to cf blocks and branches",
        class: "SCFToControlFlowPass",
        kind: PassKind::ConvertScfToCf,
        module_only: false,
        options: &[],
    },
    PassInfo {
        name: "convert-vector-to-scf",
        summary: "vector.print of whole vectors to scf loops",
        class: "ConvertVectorToSCFPass",
        kind: PassKind::ConvertVectorToScf,
        module_only: false,
        options: &[],
    },
    PassInfo {
        name: "convert-vector-to-llvm",
        summary: "vector ops to the LLVM dialect",
        class: "ConvertVectorToLLVMPass",
        kind: PassKind::ConvertVectorToLlvm,
        module_only: true,
        options: &[("reassociate-fp-reductions", Opt::ReassociateFpReductions)],
    },
    PassInfo {
        name: "convert-index-to-llvm",
        summary: "index dialect ops to the LLVM dialect (ceildivs, ceildivu and floordivs expanded)",
        class: "ConvertIndexToLLVMPass",
        kind: PassKind::ConvertIndexToLlvm,
        module_only: false,
        options: &[("index-bitwidth", Opt::IndexBitwidth)],
    },
    PassInfo {
        name: "arith-expand",
        summary: "arith ops without an LLVM counterpart to simpler arith ops",
        class: "ArithExpandOpsPass",
        kind: PassKind::ArithExpand,
        module_only: false,
        options: &[
            ("include-bf16", Opt::IncludeBf16),
            ("include-f8e8m0", Opt::IncludeF8e8m0),
            ("include-f4e2m1", Opt::IncludeF4e2m1),
        ],
    },
    PassInfo {
        name: "test-arith-emulate-wide-int",
        summary: "MLIR's test pass: emulate wide integers with pairs of narrower ones",
        class: "TestArithEmulateWideIntPass",
        kind: PassKind::ArithEmulateWideInt,
        module_only: false,
        options: &[("widest-int-supported", Opt::WidestIntSupported)],
    },
    PassInfo {
        name: "test-lower-to-llvm",
        summary: "MLIR's test pipeline lowering everything to the LLVM dialect",
        class: "TestLowerToLLVM",
        kind: PassKind::TestLowerToLlvm,
        module_only: true,
        options: &[("reassociate-fp-reductions", Opt::ReassociateFpReductions)],
    },
    PassInfo {
        name: "generate-runtime-verification",
        summary: "insert runtime checks (cf.assert) before memref ops",
        class: "GenerateRuntimeVerification",
        kind: PassKind::GenerateRuntimeVerification,
        module_only: false,
        options: &[("verbose-level", Opt::VerboseLevel)],
    },
    PassInfo {
        name: "one-shot-bufferize",
        summary: "tensors to memrefs (the tensor ops Strata models)",
        class: "OneShotBufferizePass",
        kind: PassKind::OneShotBufferize,
        module_only: true,
        options: &[
            (
                "bufferize-function-boundaries",
                Opt::BufferizeFunctionBoundaries,
            ),
            (
                "function-boundary-type-conversion",
                Opt::FunctionBoundaryTypeConversion,
            ),
        ],
    },
    PassInfo {
        name: "buffer-deallocation-pipeline",
        summary: "free non-escaping allocations before returns",
        class: "BufferDeallocationPipeline",
        kind: PassKind::BufferDeallocationPipeline,
        module_only: true,
        options: &[],
    },
    PassInfo {
        name: "canonicalize",
        summary: "MLIR's canonicalizer: arith folds, constant hoisting, cf branch patterns, dead code and block elimination",
        class: "Canonicalizer",
        kind: PassKind::Canonicalize,
        module_only: false,
        options: &[
            ("disable-patterns", Opt::CanonDisablePatterns),
            ("enable-patterns", Opt::CanonEnablePatterns),
            ("max-iterations", Opt::CanonMaxIterations),
            ("max-num-rewrites", Opt::CanonMaxNumRewrites),
            ("region-simplify", Opt::CanonRegionSimplify),
            ("test-convergence", Opt::CanonTestConvergence),
            ("top-down", Opt::CanonTopDown),
        ],
    },
    PassInfo {
        name: "cse",
        summary: "replace side-effect-free ops by equal dominating ones",
        class: "CSE",
        kind: PassKind::Cse,
        module_only: false,
        options: &[],
    },
    PassInfo {
        name: "test-cf-assert",
        summary: "MLIR's test pass: cf.assert to LLVM, printing instead of aborting",
        class: "TestCFAssertPass",
        kind: PassKind::TestCfAssert,
        module_only: true,
        options: &[],
    },
    PassInfo {
        name: "lower-host-to-llvm",
        summary: "Lowers the host module code and `gpu.launch_func` to LLVM",
        class: "LowerHostCodeToLLVMPass",
        kind: PassKind::LowerHostToLlvm,
        module_only: true,
        options: &[],
    },
    PassInfo {
        name: "llvm-request-c-wrappers",
        summary: "mark functions for _mlir_ciface_ C wrappers",
        class: "LLVMRequestCWrappersPass",
        kind: PassKind::LlvmRequestCWrappers,
        module_only: false,
        options: &[],
    },
    PassInfo {
        name: "symbol-dce",
        summary: "erase private symbols nothing live refers to",
        class: "SymbolDCE",
        kind: PassKind::SymbolDce,
        module_only: false,
        options: &[],
    },
    PassInfo {
        name: "strip-debuginfo",
        summary: "replace every op and block argument location by loc(unknown)",
        class: "StripDebugInfo",
        kind: PassKind::StripDebugInfo,
        module_only: false,
        options: &[],
    },
];

/// Options of one pass instance; fields a pass does not take stay default.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    /// 0: derive from the data layout.
    pub index_bitwidth: u32,
    pub use_bare_ptr_memref_call_conv: bool,
    pub filter_dialects: Vec<String>,
    pub dynamic: bool,
    /// `None`: MLIR's default, `true` (Strata's conversions never roll back).
    pub allow_pattern_rollback: Option<bool>,
    pub use_aligned_alloc: bool,
    pub use_generic_functions: bool,
    /// `set-llvm-module-datalayout`'s layout string (LLVM's format).
    pub data_layout: String,
    pub reassociate_fp_reductions: bool,
    /// `test-arith-emulate-wide-int`: `None` when not given (32).
    pub widest_int_supported: Option<u32>,
    pub include_bf16: bool,
    pub include_f8e8m0: bool,
    pub include_f4e2m1: bool,
    /// `convert-spirv-to-llvm`'s `client-api`.
    pub client_api: crate::spirv_to_llvm::ClientApi,
    /// `generate-runtime-verification`'s `verbose-level` (`None`: 1).
    pub verbose_level: Option<u32>,
    /// `one-shot-bufferize`'s options.
    pub bufferize: crate::bufferize::BufferizeOptions,
    /// `convert-math-to-llvm`'s `approximate-log1p` (`None`: true).
    pub approximate_log1p: Option<bool>,
    /// `canonicalize`'s options.
    pub canonicalize: crate::canonicalize::CanonOptions,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassSpec {
    pub kind: PassKind,
    pub name: &'static str,
    pub options: PassOptions,
}

impl PassSpec {
    /// MLIR's class name of the pass (`ArithToLLVMConversionPass`), as its
    /// IR dumps and timings name it.
    pub fn class(&self) -> &'static str {
        PASSES
            .iter()
            .find(|p| p.name == self.name)
            .map_or(self.name, |p| p.class)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    Pass(PassSpec),
    /// `func.func(...)`: run on every op of that name.
    Nested {
        anchor: String,
        entries: Vec<Entry>,
    },
}

/// A pass pipeline anchored on `builtin.module`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pipeline {
    pub entries: Vec<Entry>,
    /// The anchor of a `--pass-pipeline` rooted on another op than
    /// `builtin.module` (`func.func(cse)`); `entries` is then that one
    /// nested entry. Only `--dump-pass-pipeline` reads it.
    pub root_anchor: Option<String>,
}

fn unknown_loc_error(msg: String) -> Diag {
    Diag::error(SrcLoc::default(), msg)
}

fn info(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.name == name)
}

/// The passes and their options, as `strata opt --help` lists them.
pub fn pass_help() -> String {
    let mut out = String::from("\nPASSES:\n");
    for p in PASSES {
        out.push_str(&format!("  --{:<32}{}\n", p.name, p.summary));
        for (option, _) in p.options {
            out.push_str(&format!("      {option}=<value>\n"));
        }
    }
    out
}

/// Every pass Strata registers: its name, summary and kind.
pub(crate) fn registered() -> impl Iterator<Item = (&'static str, &'static str, PassKind)> {
    PASSES.iter().map(|p| (p.name, p.summary, p.kind))
}

/// Whether `name` is a pass Strata knows (for the CLI's `--<pass>` flags).
pub fn is_pass_name(name: &str) -> bool {
    info(name).is_some()
}

impl Pipeline {
    /// Appends a pass given as a command-line flag with its option string.
    pub fn add_pass(&mut self, name: &str, options: &str) -> Result<(), Diag> {
        let info = info(name).ok_or_else(|| {
            unknown_loc_error(format!(
                "'{name}' does not refer to a registered pass or pass pipeline"
            ))
        })?;
        let options = parse_options(info, options)?;
        self.entries.push(Entry::Pass(PassSpec {
            kind: info.kind,
            name: info.name,
            options,
        }));
        Ok(())
    }

    /// Parses a `--pass-pipeline` string: `anchor(pipeline)`, as mlir-opt
    /// does, with errors located in the text inside the anchor.
    /// The spec of one pass with its option string.
    pub fn spec(name: &str, options: &str) -> Result<PassSpec, Diag> {
        let mut p = Pipeline::default();
        p.add_pass(name, options)?;
        match p.entries.pop() {
            Some(Entry::Pass(spec)) => Ok(spec),
            _ => Err(unknown_loc_error(format!("'{name}' is not a pass"))),
        }
    }

    /// Parses a `--pass-pipeline` string and appends its passes.
    pub fn parse(text: &str) -> Result<Pipeline, Diag> {
        let t = text.trim();
        let wrapped = t
            .find('(')
            .filter(|_| t.ends_with(')'))
            .map(|open| (t[..open].trim(), &t[open + 1..t.len() - 1]));
        let Some((anchor, inner)) = wrapped.filter(|(a, _)| !a.is_empty()) else {
            return Err(unknown_loc_error(
                "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
                    .into(),
            ));
        };
        let mut p = Parser {
            text: inner,
            pos: 0,
            depth: 0,
        };
        p.check_parentheses()?;
        let entries = p.list(Some(anchor))?;
        p.skip_ws();
        if p.pos != inner.len() {
            return Err(p.error(p.pos, "expected ',' after parsing pipeline".into()));
        }
        // `builtin.module(...)` at the top is the module itself.
        if anchor == "builtin.module" {
            return Ok(Pipeline {
                entries,
                root_anchor: None,
            });
        }
        Ok(Pipeline {
            entries: vec![Entry::Nested {
                anchor: anchor.to_string(),
                entries,
            }],
            root_anchor: Some(anchor.to_string()),
        })
    }
}

/// How deeply anchors may nest inside the top one. Each anchor is an op
/// nested in the one before, so a pipeline deeper than the IR's regions
/// can nest would anchor on nothing; past that the recursive descent of
/// `list` and `element` only risks the stack (a few thousand levels of
/// `func.func(` overflowed it).
const MAX_NESTING: u32 = strata_ir::syntax::ops::MAX_REGION_DEPTH;

struct Parser<'t> {
    text: &'t str,
    pos: usize,
    /// Anchors open around the current position.
    depth: u32,
}

impl Parser<'_> {
    fn error(&self, at: usize, msg: String) -> Diag {
        unknown_loc_error(format!(
            "MLIR Textual PassPipeline Parser:1:{}: error: {msg}\n{}\n{}^",
            at + 1,
            self.text,
            " ".repeat(at)
        ))
    }

    /// mlir-opt's checks for unbalanced parentheses, before any pass name.
    fn check_parentheses(&self) -> Result<(), Diag> {
        let mut open: Vec<usize> = Vec::new();
        for (i, c) in self.text.char_indices() {
            match c {
                '(' => open.push(i),
                ')' if open.pop().is_none() => {
                    return Err(self.error(
                        i,
                        "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline"
                            .into(),
                    ))
                }
                _ => {}
            }
        }
        match open.last() {
            Some(&i) => Err(self.error(
                i + 1,
                "encountered unbalanced parentheses while parsing pipeline".into(),
            )),
            None => Ok(()),
        }
    }

    fn skip_ws(&mut self) {
        while self.text[self.pos..].starts_with(char::is_whitespace) {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn list(&mut self, anchor: Option<&str>) -> Result<Vec<Entry>, Diag> {
        let mut out = Vec::new();
        loop {
            self.skip_ws();
            if matches!(self.peek(), None | Some(b')')) && out.is_empty() {
                return Ok(out);
            }
            out.push(self.element(anchor)?);
            self.skip_ws();
            if self.peek() == Some(b',') {
                self.pos += 1;
            } else {
                return Ok(out);
            }
        }
    }

    fn element(&mut self, anchor: Option<&str>) -> Result<Entry, Diag> {
        let start = self.pos;
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len()
            && (bytes[self.pos].is_ascii_alphanumeric() || b"-_.".contains(&bytes[self.pos]))
        {
            self.pos += 1;
        }
        let name = &self.text[start..self.pos];
        if name.is_empty() {
            return Err(self.error(
                start,
                "'' does not refer to a registered pass or pass pipeline".into(),
            ));
        }
        self.skip_ws();
        if self.peek() == Some(b'(') {
            if self.depth >= MAX_NESTING {
                return Err(self.error(self.pos, "pass pipeline nested too deeply".into()));
            }
            self.pos += 1;
            self.depth += 1;
            let entries = self.list(Some(name)).map_err(|mut d| {
                // As MLIR adds each nesting level to its failure message.
                if is_add_failure(&d.message) {
                    d.message.push_str(&format!(
                        "\nfailed to add `{name}` with options `` to inner pipeline"
                    ));
                }
                d
            })?;
            self.depth -= 1;
            self.skip_ws();
            if self.peek() != Some(b')') {
                return Err(self.error(self.pos, "expected ')'".into()));
            }
            self.pos += 1;
            return Ok(Entry::Nested {
                anchor: name.to_string(),
                entries,
            });
        }
        let info = info(name).ok_or_else(|| {
            self.error(
                start,
                format!("'{name}' does not refer to a registered pass or pass pipeline"),
            )
        })?;
        let mut options = String::new();
        if self.peek() == Some(b'{') {
            let open = self.pos;
            let mut depth = 0;
            while let Some(c) = self.peek() {
                self.pos += 1;
                match c {
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
            }
            if depth != 0 {
                return Err(self.error(
                    open,
                    "missing closing '}' while processing pass options".into(),
                ));
            }
            options = self.text[open + 1..self.pos - 1].to_string();
        }
        // Adding the pass to its pass manager, where MLIR reports what it
        // failed to add after the error.
        let failed_to_add = |mut d: Diag| {
            d.message.push_str(&format!(
                "\nfailed to add `{name}` with options `{options}`"
            ));
            d
        };
        if info.module_only {
            if let Some(a) = anchor.filter(|a| *a != "builtin.module") {
                return Err(failed_to_add(unknown_loc_error(format!(
                    "Can't add pass '{}' restricted to 'builtin.module' on a PassManager intended to run on '{a}', did you intend to nest?",
                    info.class
                ))));
            }
        }
        Ok(Entry::Pass(PassSpec {
            kind: info.kind,
            name: info.name,
            options: parse_options(info, &options).map_err(failed_to_add)?,
        }))
    }
}

/// Whether `message` is an error of adding a pass to a pass manager
/// (its options, or where it may run), which MLIR follows with what it
/// failed to add; `PipelineFailure::of` takes such messages apart.
fn is_add_failure(message: &str) -> bool {
    ADD_FAILURES.iter().any(|p| message.starts_with(p))
}

/// How the errors of adding a pass begin.
const ADD_FAILURES: [&str; 3] = ["<Pass-Options-Parser>", "for the --", "Can't add pass '"];

/// An error of building a pipeline, as mlir-opt prints it for each input
/// chunk: `preamble` (a command-line option error, printed as is, before)
/// and the message of the diagnostic at an unknown location.
#[derive(Debug, PartialEq)]
pub struct PipelineFailure {
    pub preamble: Option<String>,
    pub message: String,
}

impl PipelineFailure {
    /// The failure a pipeline error message describes, when mlir-opt
    /// reports it for each chunk: errors of adding a pass (an option's
    /// parser error ends in a newline of its own; a bad option value is
    /// LLVM's command-line error, printed before an empty diagnostic;
    /// then the `failed to add` lines of the pipeline text, and a newline)
    /// and errors of the pipeline text. `None` for other errors.
    pub fn of(message: &str) -> Option<PipelineFailure> {
        if !is_add_failure(message) {
            // (The parser's message ends in a newline of its own.)
            let message = if message.starts_with("MLIR Textual PassPipeline Parser") {
                format!("{message}\n")
            } else if message.starts_with("expected pass pipeline to be wrapped") {
                message.to_string()
            } else {
                return None;
            };
            return Some(PipelineFailure {
                preamble: None,
                message,
            });
        }
        let (error, added) = match message.find("\nfailed to add `") {
            Some(i) => (&message[..i], Some(&message[i..])),
            None => (message, None),
        };
        let (preamble, mut text) = if error.starts_with("for the --") {
            (Some(error.to_string()), String::new())
        } else if error.starts_with("<Pass-Options-Parser>") {
            (None, format!("{error}\n"))
        } else {
            (None, error.to_string())
        };
        if let Some(added) = added {
            text.push_str(added);
            text.push('\n');
        }
        Some(PipelineFailure {
            preamble,
            message: text,
        })
    }
}

/// Splits `a=1 b={x y} c="q r"` at top-level whitespace.
fn split_options(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut quote, mut start) = (0i32, false, None);
    for (i, c) in s.char_indices() {
        match c {
            '"' | '\'' => quote = !quote,
            '{' if !quote => depth += 1,
            '}' if !quote => depth -= 1,
            c if c.is_whitespace() && !quote && depth == 0 => {
                if let Some(st) = start.take() {
                    out.push(&s[st..i]);
                }
                continue;
            }
            _ => {}
        }
        if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(st) = start {
        out.push(&s[st..]);
    }
    out
}

/// An unsigned option value as LLVM reads it (`getAsInteger(0, ..)`): the
/// radix from the prefix, `0x` hex, `0b` binary, `0o` or a leading `0`
/// octal; `None` when it is not a number of that radix or does not fit.
fn parse_llvm_uint(text: &str) -> Option<u32> {
    let lower = text.get(..2).map(str::to_ascii_lowercase);
    let (radix, digits) = match lower.as_deref() {
        Some("0x") => (16, &text[2..]),
        Some("0b") => (2, &text[2..]),
        Some("0o") => (8, &text[2..]),
        _ if text.len() > 1 && text.starts_with('0') => (8, &text[1..]),
        _ => (10, text),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u32::from_str_radix(digits, radix).ok()
}

/// A signed `long` option value as LLVM reads it: an optional minus sign,
/// then `parse_llvm_uint`'s radixes.
fn parse_llvm_long(text: &str) -> Option<i64> {
    match text.strip_prefix('-') {
        Some(rest) => parse_llvm_uint(rest).map(|n| -i64::from(n)),
        None => parse_llvm_uint(text).map(i64::from),
    }
}

/// A list option's items: `a,b` or `{a,b}`.
fn parse_list(value: Option<&str>) -> Vec<String> {
    let v = value.unwrap_or("");
    let v = v.trim_start_matches('{').trim_end_matches('}');
    v.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

fn parse_bool(opt: &str, v: Option<&str>) -> Result<bool, Diag> {
    match v {
        None | Some("1") | Some("true") | Some("TRUE") | Some("True") => Ok(true),
        Some("0") | Some("false") | Some("FALSE") | Some("False") => Ok(false),
        Some(v) => Err(unknown_loc_error(format!(
            "for the --{opt} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
        ))),
    }
}

fn parse_options(info: &PassInfo, text: &str) -> Result<PassOptions, Diag> {
    let mut o = PassOptions::default();
    for item in split_options(text) {
        let (key, value) = match item.split_once('=') {
            Some((k, v)) => (k, Some(v.trim_matches(|c| c == '"' || c == '\''))),
            None => (item, None),
        };
        let Some(&(_, kind)) = info.options.iter().find(|(n, _)| *n == key) else {
            return Err(unknown_loc_error(format!(
                "<Pass-Options-Parser>: no such option {key}"
            )));
        };
        match kind {
            Opt::IndexBitwidth | Opt::WidestIntSupported | Opt::VerboseLevel => {
                let v = value.unwrap_or("");
                let n = parse_llvm_uint(v).ok_or_else(|| {
                    unknown_loc_error(format!(
                        "for the --{key} option: '{v}' value invalid for uint argument!"
                    ))
                })?;
                match kind {
                    Opt::IndexBitwidth => o.index_bitwidth = n,
                    Opt::VerboseLevel => o.verbose_level = Some(n),
                    _ => o.widest_int_supported = Some(n),
                }
            }
            Opt::ReassociateFpReductions => o.reassociate_fp_reductions = parse_bool(key, value)?,
            Opt::IncludeBf16 => o.include_bf16 = parse_bool(key, value)?,
            Opt::ApproximateLog1p => o.approximate_log1p = Some(parse_bool(key, value)?),
            Opt::IncludeF8e8m0 => o.include_f8e8m0 = parse_bool(key, value)?,
            Opt::IncludeF4e2m1 => o.include_f4e2m1 = parse_bool(key, value)?,
            Opt::BarePtr => o.use_bare_ptr_memref_call_conv = parse_bool(key, value)?,
            Opt::Dynamic => o.dynamic = parse_bool(key, value)?,
            Opt::AllowPatternRollback => {
                o.allow_pattern_rollback = Some(parse_bool(key, value)?);
            }
            Opt::UseAlignedAlloc => o.use_aligned_alloc = parse_bool(key, value)?,
            Opt::UseGenericFunctions => o.use_generic_functions = parse_bool(key, value)?,
            Opt::DataLayout => o.data_layout = value.unwrap_or("").to_string(),
            Opt::BufferizeFunctionBoundaries => {
                o.bufferize.function_boundaries = parse_bool(key, value)?;
            }
            Opt::FunctionBoundaryTypeConversion => {
                let v = value.unwrap_or("");
                o.bufferize.boundary_layout = crate::bufferize::BoundaryLayout::parse(v)
                    .ok_or_else(|| {
                        unknown_loc_error(format!(
                            "for the --{key} option: Cannot find option named '{v}'!"
                        ))
                    })?;
            }
            Opt::ClientApi => {
                let v = value.unwrap_or("");
                o.client_api = crate::spirv_to_llvm::ClientApi::from_name(v).ok_or_else(|| {
                    unknown_loc_error(format!(
                        "for the --{key} option: Cannot find option named '{v}'!"
                    ))
                })?;
            }
            Opt::FilterDialects => o.filter_dialects = parse_list(value),
            Opt::CanonEnablePatterns => o.canonicalize.enable_patterns = parse_list(value),
            Opt::CanonDisablePatterns => o.canonicalize.disable_patterns = parse_list(value),
            Opt::CanonTopDown => o.canonicalize.top_down = parse_bool(key, value)?,
            Opt::CanonTestConvergence => {
                o.canonicalize.test_convergence = parse_bool(key, value)?;
            }
            Opt::CanonMaxIterations | Opt::CanonMaxNumRewrites => {
                let v = value.unwrap_or("");
                let n = parse_llvm_long(v).ok_or_else(|| {
                    unknown_loc_error(format!(
                        "for the --{key} option: '{v}' value invalid for long argument!"
                    ))
                })?;
                if kind == Opt::CanonMaxIterations {
                    o.canonicalize.max_iterations = n;
                } else {
                    o.canonicalize.max_num_rewrites = n;
                }
            }
            Opt::CanonRegionSimplify => {
                let v = value.unwrap_or("");
                o.canonicalize.region_simplify = crate::canonicalize::RegionSimplify::parse(v)
                    .ok_or_else(|| {
                        unknown_loc_error(format!(
                            "for the --{key} option: Cannot find option named '{v}'!"
                        ))
                    })?;
            }
        }
    }
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_nested_pipeline_with_options() {
        let p = Pipeline::parse(
            "builtin.module(func.func(convert-arith-to-llvm{index-bitwidth=32}),convert-func-to-llvm{use-bare-ptr-memref-call-conv=1},reconcile-unrealized-casts)",
        )
        .unwrap();
        assert_eq!(p.entries.len(), 3);
        let Entry::Nested { anchor, entries } = &p.entries[0] else {
            panic!("expected nesting")
        };
        assert_eq!(anchor, "func.func");
        let Entry::Pass(arith) = &entries[0] else {
            panic!()
        };
        assert_eq!(arith.options.index_bitwidth, 32);
        let Entry::Pass(f) = &p.entries[1] else {
            panic!()
        };
        assert_eq!(f.kind, PassKind::ConvertFuncToLlvm);
        assert!(f.options.use_bare_ptr_memref_call_conv);
    }

    #[test]
    fn nesting_is_bounded() {
        let nested = |n: usize| {
            format!(
                "builtin.module({}cse{})",
                "func.func(".repeat(n),
                ")".repeat(n)
            )
        };
        assert!(Pipeline::parse(&nested(MAX_NESTING as usize)).is_ok());
        let e = Pipeline::parse(&nested(MAX_NESTING as usize + 1)).unwrap_err();
        let col = 10 * MAX_NESTING as usize + 10;
        assert!(
            e.message.starts_with(&format!(
                "MLIR Textual PassPipeline Parser:1:{col}: error: pass pipeline nested too deeply\n"
            )),
            "{}",
            e.message
        );
        // Far deeper than the stack took before the bound.
        assert!(Pipeline::parse(&nested(100_000)).is_err());
    }

    #[test]
    fn flags_with_option_strings() {
        let mut p = Pipeline::default();
        p.add_pass(
            "convert-func-to-llvm",
            "index-bitwidth=32 use-bare-ptr-memref-call-conv=1",
        )
        .unwrap();
        p.add_pass("convert-to-llvm", "filter-dialects=arith,cf dynamic=true")
            .unwrap();
        let Entry::Pass(c) = &p.entries[1] else {
            panic!()
        };
        assert_eq!(c.options.filter_dialects, vec!["arith", "cf"]);
        assert!(c.options.dynamic);
    }

    /// The pipeline dump and the pass listing print MLIR's option table of
    /// a pass: it must hold every option Strata takes, as that option, and
    /// be sorted as mlir-opt prints it.
    #[test]
    fn mlir_option_tables_cover_strata_options() {
        for p in PASSES {
            let mlir = crate::mlir_options::options(p.name);
            for (name, opt) in p.options {
                assert!(
                    mlir.iter()
                        .any(|m| m.name == *name && m.strata == Some(*opt)),
                    "{}: {name} missing from MLIR's table",
                    p.name
                );
            }
            let taken = mlir.iter().filter(|m| m.strata.is_some()).count();
            assert_eq!(taken, p.options.len(), "{}", p.name);
            assert!(
                mlir.windows(2).all(|w| w[0].name < w[1].name),
                "{}: options not sorted",
                p.name
            );
            for m in mlir.iter().filter(|m| m.strata.is_some()) {
                assert!(!m.help.is_empty(), "{}: {} has no help", p.name, m.name);
            }
        }
    }

    #[test]
    fn uint_options_take_llvm_radix_prefixes() {
        for (text, value) in [
            ("32", Some(32)),
            ("0", Some(0)),
            ("0x20", Some(32)),
            ("0X1f", Some(31)),
            ("040", Some(32)),
            ("0o17", Some(15)),
            ("0b101", Some(5)),
            ("09", None),
            ("0x", None),
            ("", None),
            ("-1", None),
            ("4294967296", None),
            ("1e3", None),
        ] {
            assert_eq!(parse_llvm_uint(text), value, "{text}");
        }
    }

    #[test]
    fn errors_use_mlir_wording() {
        let mut p = Pipeline::default();
        let e = p.add_pass("convert-func-to-llvm", "foo=1").unwrap_err();
        assert_eq!(e.message, "<Pass-Options-Parser>: no such option foo");
        let e = p
            .add_pass("convert-func-to-llvm", "index-bitwidth=abc")
            .unwrap_err();
        assert_eq!(
            e.message,
            "for the --index-bitwidth option: 'abc' value invalid for uint argument!"
        );
        let e = Pipeline::parse("builtin.module(bogus)").unwrap_err();
        assert_eq!(
            e.message,
            "MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline\nbogus\n^"
        );
        let e = Pipeline::parse("builtin.module(func.func(cse)").unwrap_err();
        assert_eq!(
            e.message,
            "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func(cse\n          ^"
        );
        let e = Pipeline::parse("convert-func-to-llvm").unwrap_err();
        assert!(e
            .message
            .starts_with("expected pass pipeline to be wrapped"));
        let e = Pipeline::parse("builtin.module(func.func(convert-func-to-llvm))").unwrap_err();
        assert!(e
            .message
            .starts_with("Can't add pass 'ConvertFuncToLLVMPass'"));
    }
}
