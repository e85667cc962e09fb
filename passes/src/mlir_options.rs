//! MLIR 22's view of Strata's passes: every option each pass has in
//! mlir-opt (also those Strata does not take, with MLIR's defaults), the op
//! a pass is anchored on, and what MLIR's pass pipelines expand to. It is
//! what `--dump-pass-pipeline` and `--list-passes` print; running passes
//! reads none of it.

use crate::pipeline::Opt;

/// One option of a pass as mlir-opt declares it.
pub(crate) struct MlirOption {
    pub name: &'static str,
    /// The Strata option it is; `None`: Strata does not take it, and the
    /// pipeline dump prints MLIR's default, `default`.
    pub strata: Option<Opt>,
    pub default: &'static str,
    /// `--list-passes`: the value's name (`uint`, `string`, `value` for an
    /// enum), empty for a flag.
    pub value_name: &'static str,
    pub help: &'static str,
    /// An enum's values and their descriptions (possibly empty).
    pub values: &'static [(&'static str, &'static str)],
}

/// An option Strata does not take: only its default is printed.
const fn fixed(name: &'static str, default: &'static str) -> MlirOption {
    MlirOption {
        name,
        strata: None,
        default,
        value_name: "",
        help: "",
        values: &[],
    }
}

/// An option Strata takes, its value read from the pass's options.
const fn taken(
    name: &'static str,
    opt: Opt,
    value_name: &'static str,
    help: &'static str,
) -> MlirOption {
    MlirOption {
        name,
        strata: Some(opt),
        default: "",
        value_name,
        help,
        values: &[],
    }
}

const fn with_values(
    mut o: MlirOption,
    values: &'static [(&'static str, &'static str)],
) -> MlirOption {
    o.values = values;
    o
}

const INDEX_BITWIDTH: MlirOption = taken(
    "index-bitwidth",
    Opt::IndexBitwidth,
    "uint",
    "Bitwidth of the index type, 0 to use size of machine word",
);

const REASSOCIATE: MlirOption = taken(
    "reassociate-fp-reductions",
    Opt::ReassociateFpReductions,
    "",
    "Allows llvm to reassociate floating-point reductions for speed",
);

const BOUNDARY_LAYOUTS: &[(&str, &str)] = &[
    ("infer-layout-map", ""),
    ("identity-layout-map", ""),
    ("fully-dynamic-layout-map", ""),
];

// Each list is sorted by name, the order mlir-opt prints options in.

static ARITH_TO_LLVM: &[MlirOption] = &[INDEX_BITWIDTH];
static MATH_TO_LLVM: &[MlirOption] = &[taken(
    "approximate-log1p",
    Opt::ApproximateLog1p,
    "",
    "Enable approximation of Log1p.",
)];
static FUNC_TO_LLVM: &[MlirOption] = &[
    INDEX_BITWIDTH,
    taken(
        "use-bare-ptr-memref-call-conv",
        Opt::BarePtr,
        "",
        "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types",
    ),
];
static CONVERT_TO_LLVM: &[MlirOption] = &[
    taken(
        "allow-pattern-rollback",
        Opt::AllowPatternRollback,
        "",
        "Experimental performance flag to disallow pattern rollback",
    ),
    taken(
        "dynamic",
        Opt::Dynamic,
        "",
        "Use op conversion attributes to configure the conversion",
    ),
    taken(
        "filter-dialects",
        Opt::FilterDialects,
        "string",
        "Test conversion patterns of only the specified dialects",
    ),
];
static FINALIZE_MEMREF: &[MlirOption] = &[
    INDEX_BITWIDTH,
    taken(
        "use-aligned-alloc",
        Opt::UseAlignedAlloc,
        "",
        "Use aligned_alloc in place of malloc for heap allocations",
    ),
    taken(
        "use-generic-functions",
        Opt::UseGenericFunctions,
        "",
        "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions",
    ),
];
static SPIRV_TO_LLVM: &[MlirOption] = &[with_values(
    taken(
        "client-api",
        Opt::ClientApi,
        "value",
        "Derive StorageClass to address space mapping from the client API",
    ),
    &[
        ("Unknown", "Unknown (default)"),
        ("Metal", "Metal"),
        ("OpenCL", "OpenCL"),
        ("Vulkan", "Vulkan"),
        ("WebGPU", "WebGPU"),
    ],
)];
static SET_DATALAYOUT: &[MlirOption] = &[taken(
    "data-layout",
    Opt::DataLayout,
    "string",
    "String description (LLVM format) of the data layout that is expected on the produced module",
)];
static LEGALIZE_PATTERNS: &[MlirOption] = &[taken(
    "allow-pattern-rollback",
    Opt::AllowPatternRollback,
    "",
    "Allow pattern rollback",
)];
static SCF_TO_CF: &[MlirOption] = &[fixed("allow-pattern-rollback", "true")];
static VECTOR_TO_SCF: &[MlirOption] = &[
    fixed("full-unroll", "false"),
    fixed("lower-scalable", "false"),
    fixed("lower-tensors", "false"),
    fixed("target-rank", "1"),
];
static VECTOR_TO_LLVM: &[MlirOption] = &[
    fixed("enable-amx", "false"),
    fixed("enable-arm-bf16", "false"),
    fixed("enable-arm-i8mm", "false"),
    fixed("enable-arm-neon", "false"),
    fixed("enable-arm-sve", "false"),
    fixed("enable-x86vector", "false"),
    fixed("force-32bit-vector-indices", "true"),
    REASSOCIATE,
    fixed("use-vector-alignment", "false"),
    fixed("vector-contract-lowering", "dot"),
    fixed("vector-transpose-lowering", "eltwise"),
];
static ARITH_EXPAND: &[MlirOption] = &[
    taken(
        "include-bf16",
        Opt::IncludeBf16,
        "",
        "Enable the BF16 expansion patterns",
    ),
    taken(
        "include-f4e2m1",
        Opt::IncludeF4e2m1,
        "",
        "Enable the F4E2M1 expansion patterns",
    ),
    taken(
        "include-f8e8m0",
        Opt::IncludeF8e8m0,
        "",
        "Enable the F8E8M0 expansion patterns",
    ),
];
static EMULATE_WIDE_INT: &[MlirOption] = &[
    fixed("function-prefix", "emulate_"),
    taken(
        "widest-int-supported",
        Opt::WidestIntSupported,
        "uint",
        "Maximum integer bit width supported by the target",
    ),
];
static TEST_LOWER_TO_LLVM: &[MlirOption] = &[REASSOCIATE];
static RUNTIME_VERIFICATION: &[MlirOption] = &[taken(
    "verbose-level",
    Opt::VerboseLevel,
    "uint",
    "Verbosity level for runtime verification messages: 0 = Minimum (only source location), 1 = Detailed (include full operation details, names, types, shapes, etc.)",
)];
static ONE_SHOT_BUFFERIZE: &[MlirOption] = &[
    fixed("allow-return-allocs-from-loops", "false"),
    fixed("allow-unknown-ops", "false"),
    fixed("analysis-fuzzer-seed", "0"),
    fixed("analysis-heuristic", "bottom-up"),
    fixed("buffer-alignment", "64"),
    taken(
        "bufferize-function-boundaries",
        Opt::BufferizeFunctionBoundaries,
        "",
        "Bufferize function boundaries (experimental).",
    ),
    fixed("check-parallel-regions", "true"),
    fixed("copy-before-write", "false"),
    // A list option: printed as nothing when empty.
    fixed("dialect-filter", ""),
    fixed("dump-alias-sets", "false"),
    with_values(
        taken(
            "function-boundary-type-conversion",
            Opt::FunctionBoundaryTypeConversion,
            "value",
            "Controls layout maps when bufferizing function signatures.",
        ),
        BOUNDARY_LAYOUTS,
    ),
    fixed("must-infer-memory-space", "false"),
    fixed("no-analysis-func-filter", ""),
    fixed("print-conflicts", "false"),
    fixed("test-analysis-only", "false"),
    fixed("unknown-type-conversion", "fully-dynamic-layout-map"),
    fixed("use-encoding-for-memory-space", "false"),
];
static CANONICALIZE: &[MlirOption] = &[
    taken(
        "disable-patterns",
        Opt::CanonDisablePatterns,
        "string",
        "Labels of patterns that should be filtered out during application",
    ),
    taken(
        "enable-patterns",
        Opt::CanonEnablePatterns,
        "string",
        "Labels of patterns that should be used during application, all other patterns are filtered out",
    ),
    taken(
        "max-iterations",
        Opt::CanonMaxIterations,
        "long",
        "Max. iterations between applying patterns / simplifying regions",
    ),
    taken(
        "max-num-rewrites",
        Opt::CanonMaxNumRewrites,
        "long",
        "Max. number of pattern rewrites within an iteration",
    ),
    with_values(
        taken(
            "region-simplify",
            Opt::CanonRegionSimplify,
            "value",
            "Perform control flow optimizations to the region tree",
        ),
        &[
            ("disabled", "Don't run any control-flow simplification."),
            (
                "normal",
                "Perform simple control-flow simplifications (e.g. dead args elimination).",
            ),
            (
                "aggressive",
                "Perform aggressive control-flow simplification (e.g. block merging).",
            ),
        ],
    ),
    taken(
        "test-convergence",
        Opt::CanonTestConvergence,
        "",
        "Test only: Fail pass on non-convergence to detect cyclic pattern",
    ),
    taken(
        "top-down",
        Opt::CanonTopDown,
        "",
        "Seed the worklist in general top-down order",
    ),
];
/// The options mlir-opt declares for the pass named `pass`.
pub(crate) fn options(pass: &str) -> &'static [MlirOption] {
    match pass {
        "convert-arith-to-llvm"
        | "convert-cf-to-llvm"
        | "convert-index-to-llvm"
        | "convert-ub-to-llvm" => ARITH_TO_LLVM,
        "convert-func-to-llvm" => FUNC_TO_LLVM,
        "convert-math-to-llvm" => MATH_TO_LLVM,
        "convert-to-llvm" => CONVERT_TO_LLVM,
        "finalize-memref-to-llvm" => FINALIZE_MEMREF,
        "convert-spirv-to-llvm" => SPIRV_TO_LLVM,
        "set-llvm-module-datalayout" => SET_DATALAYOUT,
        "test-llvm-legalize-patterns" => LEGALIZE_PATTERNS,
        "convert-scf-to-cf" => SCF_TO_CF,
        "convert-vector-to-scf" => VECTOR_TO_SCF,
        "convert-vector-to-llvm" => VECTOR_TO_LLVM,
        "arith-expand" => ARITH_EXPAND,
        "test-arith-emulate-wide-int" => EMULATE_WIDE_INT,
        "test-lower-to-llvm" => TEST_LOWER_TO_LLVM,
        "generate-runtime-verification" => RUNTIME_VERIFICATION,
        "one-shot-bufferize" => ONE_SHOT_BUFFERIZE,
        "canonicalize" => CANONICALIZE,
        _ => &[],
    }
}

/// The op a pass is restricted to in MLIR when that is not
/// `builtin.module` (mlir-opt nests such a pass given as a flag).
pub(crate) fn anchor(pass: &str) -> Option<&'static str> {
    match pass {
        "test-arith-emulate-wide-int" | "llvm-request-c-wrappers" => Some("func.func"),
        _ => None,
    }
}

/// One element of what an MLIR pipeline expands to: a pass of Strata's
/// (printed with its default options), a pass Strata does not have (its
/// text as mlir-opt prints it), or either nested in `func.func`.
pub(crate) enum Step {
    Strata(&'static str),
    Text(&'static str),
    InFunc(&'static Step),
}

/// `test-lower-to-llvm`, as mlir-opt 22 builds it (its
/// `reassociate-fp-reductions` goes to `convert-vector-to-llvm`).
pub(crate) static TEST_LOWER_TO_LLVM_STEPS: &[Step] = &[
    Step::InFunc(&Step::Strata("convert-vector-to-scf")),
    Step::InFunc(&Step::Text("convert-linalg-to-loops")),
    Step::Text("lower-affine"),
    Step::Strata("convert-scf-to-cf"),
    Step::Strata("canonicalize"),
    Step::Strata("cse"),
    Step::Strata("convert-vector-to-llvm"),
    Step::InFunc(&Step::Strata("convert-math-to-llvm")),
    Step::Strata("expand-strided-metadata"),
    Step::Text("lower-affine"),
    Step::Strata("finalize-memref-to-llvm"),
    Step::Strata("convert-func-to-llvm"),
    Step::Strata("convert-arith-to-llvm"),
    Step::Strata("convert-cf-to-llvm"),
    Step::Strata("convert-index-to-llvm"),
    Step::Strata("convert-ub-to-llvm"),
    Step::Strata("reconcile-unrealized-casts"),
];

/// `buffer-deallocation-pipeline`, as mlir-opt 22 builds it.
pub(crate) static BUFFER_DEALLOCATION_STEPS: &[Step] = &[
    Step::Text("expand-realloc{emit-deallocs=false}"),
    Step::Strata("canonicalize"),
    Step::Text("ownership-based-buffer-deallocation{private-function-dynamic-ownership=false}"),
    Step::Strata("canonicalize"),
    Step::Text("buffer-deallocation-simplification"),
    Step::Text("bufferization-lower-deallocations"),
    Step::Strata("cse"),
    Step::Strata("canonicalize"),
];
