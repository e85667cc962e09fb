//! Pipelines and passes as mlir-opt 22 prints them: the
//! `--dump-pass-pipeline` report (every pass with all of MLIR's options for
//! it, defaults included, nested and indented) and the `--list-passes`
//! listing (llvm::cl's help layout).

use crate::mlir_options::{self, MlirOption, Step};
use crate::pipeline::{Entry, Opt, PassKind, PassOptions, Pipeline};

/// A pass or a nested pass manager, as the dump prints it.
enum Item {
    Pass(String),
    Nested { anchor: String, items: Vec<Item> },
}

/// What `mlir-opt --dump-pass-pipeline` prints (on stderr) for `pipeline`:
/// `Pass Manager with N passes:`, N counting the top-level entries, then
/// the textual pipeline, one pass per line, and an empty line.
pub fn dump_pass_pipeline(pipeline: &Pipeline) -> String {
    // A `--pass-pipeline` anchored on another op is that op's pass manager.
    let (root, entries) = match (&pipeline.root_anchor, pipeline.entries.as_slice()) {
        (Some(root), [Entry::Nested { anchor, entries }]) if root == anchor => {
            (root.as_str(), entries.as_slice())
        }
        _ => ("builtin.module", pipeline.entries.as_slice()),
    };
    let items = items_of(entries, root);
    let mut out = format!("Pass Manager with {} passes:\n", items.len());
    write_nested(&mut out, root, &items, 0);
    out.push_str("\n\n");
    out
}

fn items_of(entries: &[Entry], anchor: &str) -> Vec<Item> {
    let mut items = Vec::with_capacity(entries.len());
    for entry in entries {
        match entry {
            Entry::Nested { anchor, entries } => items.push(Item::Nested {
                anchor: anchor.clone(),
                items: items_of(entries, anchor),
            }),
            // MLIR's pipelines are their passes, inline.
            Entry::Pass(spec) if spec.kind == PassKind::TestLowerToLlvm => items.extend(
                mlir_options::TEST_LOWER_TO_LLVM_STEPS
                    .iter()
                    .map(|s| step_item(s, &spec.options)),
            ),
            Entry::Pass(spec) if spec.kind == PassKind::BufferDeallocationPipeline => items.extend(
                mlir_options::BUFFER_DEALLOCATION_STEPS
                    .iter()
                    .map(|s| step_item(s, &spec.options)),
            ),
            Entry::Pass(spec) => {
                let text = pass_text(spec.name, &spec.options);
                // A pass restricted to another op runs in a pass manager of
                // its own for that op, as mlir-opt nests it.
                items.push(match mlir_options::anchor(spec.name) {
                    Some(op) if op != anchor => Item::Nested {
                        anchor: op.to_string(),
                        items: vec![Item::Pass(text)],
                    },
                    _ => Item::Pass(text),
                });
            }
        }
    }
    items
}

/// A step of a pipeline's expansion; Strata's passes in it take the
/// pipeline's options (all default but the ones it forwards).
fn step_item(step: &Step, options: &PassOptions) -> Item {
    match step {
        Step::Strata(name) => Item::Pass(pass_text(name, options)),
        Step::Text(text) => Item::Pass(text.to_string()),
        Step::InFunc(inner) => Item::Nested {
            anchor: "func.func".to_string(),
            items: vec![step_item(inner, options)],
        },
    }
}

fn write_nested(out: &mut String, anchor: &str, items: &[Item], depth: usize) {
    out.push_str(anchor);
    out.push_str("(\n");
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(",\n");
        }
        push_indent(out, depth + 1);
        match item {
            Item::Pass(text) => out.push_str(text),
            Item::Nested { anchor, items } => write_nested(out, anchor, items, depth + 1),
        }
    }
    out.push('\n');
    push_indent(out, depth);
    out.push(')');
}

fn push_indent(out: &mut String, depth: usize) {
    for _ in 0..depth {
        out.push_str("  ");
    }
}

/// `name{opt=value ...}` with every option MLIR declares for the pass,
/// sorted by name; an empty list option prints as nothing (so as an extra
/// space, as in mlir-opt); a pass without options is its bare name.
pub fn pass_text(name: &str, options: &PassOptions) -> String {
    let declared = mlir_options::options(name);
    if declared.is_empty() {
        return name.to_string();
    }
    let texts: Vec<String> = declared
        .iter()
        .map(|o| match option_value(o, options) {
            Some(value) => format!("{}={value}", o.name),
            None => String::new(),
        })
        .collect();
    format!("{name}{{{}}}", texts.join(" "))
}

/// The printed value of one option; `None` for an empty list option.
fn option_value(option: &MlirOption, o: &PassOptions) -> Option<String> {
    let Some(opt) = option.strata else {
        // Every option Strata does not take with an empty default is a list.
        return (!option.default.is_empty()).then(|| option.default.to_string());
    };
    Some(match opt {
        Opt::IndexBitwidth => o.index_bitwidth.to_string(),
        Opt::BarePtr => bool_text(o.use_bare_ptr_memref_call_conv),
        Opt::FilterDialects => {
            if o.filter_dialects.is_empty() {
                return None;
            }
            let items: Vec<String> = o.filter_dialects.iter().map(|d| string_text(d)).collect();
            format!("{{{}}}", items.join(","))
        }
        Opt::Dynamic => bool_text(o.dynamic),
        Opt::AllowPatternRollback => bool_text(o.allow_pattern_rollback.unwrap_or(true)),
        Opt::UseAlignedAlloc => bool_text(o.use_aligned_alloc),
        Opt::UseGenericFunctions => bool_text(o.use_generic_functions),
        Opt::DataLayout => string_text(&o.data_layout),
        Opt::ReassociateFpReductions => bool_text(o.reassociate_fp_reductions),
        Opt::WidestIntSupported => o.widest_int_supported.unwrap_or(32).to_string(),
        Opt::IncludeBf16 => bool_text(o.include_bf16),
        Opt::ApproximateLog1p => bool_text(o.approximate_log1p.unwrap_or(true)),
        Opt::IncludeF8e8m0 => bool_text(o.include_f8e8m0),
        Opt::IncludeF4e2m1 => bool_text(o.include_f4e2m1),
        Opt::ClientApi => o.client_api.name().to_string(),
        Opt::VerboseLevel => o.verbose_level.unwrap_or(1).to_string(),
        Opt::CanonEnablePatterns | Opt::CanonDisablePatterns => {
            let list = if opt == Opt::CanonEnablePatterns {
                &o.canonicalize.enable_patterns
            } else {
                &o.canonicalize.disable_patterns
            };
            if list.is_empty() {
                return None;
            }
            let items: Vec<String> = list.iter().map(|d| string_text(d)).collect();
            format!("{{{}}}", items.join(","))
        }
        Opt::CanonMaxIterations => o.canonicalize.max_iterations.to_string(),
        Opt::CanonMaxNumRewrites => o.canonicalize.max_num_rewrites.to_string(),
        Opt::CanonRegionSimplify => o.canonicalize.region_simplify.name().to_string(),
        Opt::CanonTestConvergence => bool_text(o.canonicalize.test_convergence),
        Opt::CanonTopDown => bool_text(o.canonicalize.top_down),
        Opt::BufferizeFunctionBoundaries => bool_text(o.bufferize.function_boundaries),
        Opt::FunctionBoundaryTypeConversion => {
            use crate::bufferize::BoundaryLayout;
            match o.bufferize.boundary_layout {
                BoundaryLayout::InferLayoutMap => "infer-layout-map",
                BoundaryLayout::IdentityLayoutMap => "identity-layout-map",
                BoundaryLayout::FullyDynamicLayoutMap => "fully-dynamic-layout-map",
            }
            .to_string()
        }
    })
}

fn bool_text(b: bool) -> String {
    if b { "true" } else { "false" }.to_string()
}

/// MLIR's string option value: in braces when a space comes before any
/// brace or quote (so that it reads back as one value).
fn string_text(s: &str) -> String {
    let space = s.find(' ');
    let escape = s.find(['{', '\'', '"']);
    match (space, escape) {
        (Some(sp), esc) if esc.is_none_or(|e| sp < e) => format!("{{{s}}}"),
        _ => s.to_string(),
    }
}

/// What `mlir-opt --list-passes` prints, for Strata's passes (with
/// Strata's descriptions and the options Strata takes): `Passes:`, then
/// the passes sorted by name, in llvm::cl's help layout, the descriptions
/// aligned on a column given by the widest option. MLIR's pass pipelines
/// (`test-lower-to-llvm`, `buffer-deallocation-pipeline`) are not passes
/// and, as in mlir-opt, not listed.
pub fn list_passes() -> String {
    let mut passes: Vec<(&str, &str, Vec<&MlirOption>)> = crate::pipeline::registered()
        .filter(|(_, _, kind)| {
            !matches!(
                kind,
                PassKind::TestLowerToLlvm | PassKind::BufferDeallocationPipeline
            )
        })
        .map(|(name, summary, _)| {
            let taken = mlir_options::options(name)
                .iter()
                .filter(|o| o.strata.is_some())
                .collect();
            (name, summary, taken)
        })
        .collect();
    passes.sort_by_key(|p| p.0);
    // llvm::cl: a pass entry is as wide as its widest option plus 2, and
    // the descriptions start 4 past the widest entry.
    let desc_indent = passes
        .iter()
        .map(|(_, _, opts)| opts.iter().map(|o| option_width(o)).max().unwrap_or(0) + 2 + 4)
        .max()
        .unwrap_or(6);
    let mut out = String::from("Passes:\n");
    for (name, summary, options) in &passes {
        out.push_str(&format!(
            "  --{name:<width$}-   {summary}\n",
            width = desc_indent - 6
        ));
        for option in options {
            push_option_help(&mut out, option, desc_indent - 2);
        }
    }
    out
}

/// llvm::cl's width of an option's help line: `  --name=<value>` and the
/// ` - ` before its description.
fn option_width(o: &MlirOption) -> usize {
    let arg = o.name.len() + 7;
    if !o.values.is_empty() {
        let widest_value = o.values.iter().map(|(v, _)| v.len() + 8).max().unwrap_or(0);
        (arg + "=<value>".len()).max(widest_value)
    } else if o.value_name.is_empty() {
        arg
    } else {
        arg + o.value_name.len() + 3
    }
}

/// One option's lines, as `printOptionInfo(global_width)` prints them after
/// a two-space indent (an enum's values are not indented by it).
fn push_option_help(out: &mut String, o: &MlirOption, global_width: usize) {
    let (head, head_width) = if !o.values.is_empty() {
        (format!("  --{}=<value>", o.name), o.name.len() + 7 + 8)
    } else if o.value_name.is_empty() {
        (format!("  --{}", o.name), option_width(o))
    } else {
        (
            format!("  --{}=<{}>", o.name, o.value_name),
            option_width(o),
        )
    };
    let pad = global_width.saturating_sub(head_width);
    out.push_str(&format!("  {head}{:pad$} - {}\n", "", o.help));
    for (value, help) in o.values {
        out.push_str("    =");
        out.push_str(value);
        if help.is_empty() {
            out.push('\n');
        } else {
            let pad = global_width.saturating_sub(value.len() + 8);
            out.push_str(&format!("{:pad$} -   {help}\n", ""));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dump(text: &str) -> String {
        dump_pass_pipeline(&Pipeline::parse(text).unwrap())
    }

    fn flags(passes: &[(&str, &str)]) -> String {
        let mut p = Pipeline::default();
        for (name, options) in passes {
            p.add_pass(name, options).unwrap();
        }
        dump_pass_pipeline(&p)
    }

    #[test]
    fn empty_pipeline() {
        let expected = "Pass Manager with 0 passes:\nbuiltin.module(\n\n)\n\n";
        assert_eq!(flags(&[]), expected);
        assert_eq!(dump("builtin.module()"), expected);
    }

    #[test]
    fn options_sorted_with_defaults() {
        assert_eq!(
            flags(&[("convert-func-to-llvm", "index-bitwidth=32")]),
            "Pass Manager with 1 passes:\nbuiltin.module(\n  convert-func-to-llvm{index-bitwidth=32 use-bare-ptr-memref-call-conv=false}\n)\n\n"
        );
        let p = Pipeline::spec("convert-to-llvm", "").unwrap();
        assert_eq!(
            pass_text(p.name, &p.options),
            "convert-to-llvm{allow-pattern-rollback=true dynamic=false }"
        );
        let p = Pipeline::spec(
            "convert-to-llvm",
            "filter-dialects=arith,cf allow-pattern-rollback=0",
        )
        .unwrap();
        assert_eq!(
            pass_text(p.name, &p.options),
            "convert-to-llvm{allow-pattern-rollback=false dynamic=false filter-dialects={arith,cf}}"
        );
        let p = Pipeline::spec("canonicalize", "").unwrap();
        assert_eq!(
            pass_text(p.name, &p.options),
            "canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"
        );
        let p = Pipeline::spec("cse", "").unwrap();
        assert_eq!(pass_text(p.name, &p.options), "cse");
    }

    #[test]
    fn values_print_as_mlir_reads_them() {
        let text = |name: &str, options: &str| {
            let p = Pipeline::spec(name, options).unwrap();
            pass_text(p.name, &p.options)
        };
        assert_eq!(
            text("set-llvm-module-datalayout", "data-layout=\"e m\""),
            "set-llvm-module-datalayout{data-layout={e m}}"
        );
        assert_eq!(
            text("set-llvm-module-datalayout", ""),
            "set-llvm-module-datalayout{data-layout=}"
        );
        // LLVM reads a leading 0 as octal.
        assert_eq!(
            text("convert-arith-to-llvm", "index-bitwidth=032"),
            "convert-arith-to-llvm{index-bitwidth=26}"
        );
        assert_eq!(
            text("test-arith-emulate-wide-int", ""),
            "test-arith-emulate-wide-int{function-prefix=emulate_ widest-int-supported=32}"
        );
        assert_eq!(
            text("generate-runtime-verification", "verbose-level=0"),
            "generate-runtime-verification{verbose-level=0}"
        );
        assert_eq!(
            text("convert-spirv-to-llvm", "client-api=OpenCL"),
            "convert-spirv-to-llvm{client-api=OpenCL}"
        );
        assert!(text(
            "one-shot-bufferize",
            "function-boundary-type-conversion=identity-layout-map bufferize-function-boundaries"
        )
        .contains(
            " bufferize-function-boundaries=true check-parallel-regions=true copy-before-write=false  dump-alias-sets=false function-boundary-type-conversion=identity-layout-map must-infer-memory-space=false  print-conflicts"
        ));
    }

    #[test]
    fn nesting_and_func_anchored_passes() {
        assert_eq!(
            dump("builtin.module(func.func(cse,llvm-request-c-wrappers),cse)"),
            "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    cse,\n    llvm-request-c-wrappers\n  ),\n  cse\n)\n\n"
        );
        // A pass MLIR restricts to func.func gets a pass manager of its own.
        assert_eq!(
            flags(&[("llvm-request-c-wrappers", ""), ("llvm-request-c-wrappers", "")]),
            "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    llvm-request-c-wrappers\n  ),\n  func.func(\n    llvm-request-c-wrappers\n  )\n)\n\n"
        );
        assert_eq!(
            dump("func.func(cse)"),
            "Pass Manager with 1 passes:\nfunc.func(\n  cse\n)\n\n"
        );
    }

    #[test]
    fn pipelines_expand_to_their_passes() {
        let text = flags(&[
            ("cse", ""),
            ("test-lower-to-llvm", "reassociate-fp-reductions=1"),
        ]);
        assert!(text.starts_with("Pass Manager with 18 passes:\nbuiltin.module(\n  cse,\n  func.func(\n    convert-vector-to-scf{full-unroll=false lower-scalable=false lower-tensors=false target-rank=1}\n  ),\n"));
        assert!(text.contains(" reassociate-fp-reductions=true "));
        assert!(text.ends_with(
            ",\n  convert-ub-to-llvm{index-bitwidth=0},\n  reconcile-unrealized-casts\n)\n\n"
        ));
        let text = flags(&[("buffer-deallocation-pipeline", "")]);
        assert!(text.starts_with("Pass Manager with 8 passes:\nbuiltin.module(\n  expand-realloc{emit-deallocs=false},\n"));
    }

    #[test]
    fn string_values_brace_spaces_only_before_escapes() {
        assert_eq!(string_text("a b"), "{a b}");
        assert_eq!(string_text("x{y}"), "x{y}");
        assert_eq!(string_text("x{y z}"), "x{y z}");
        assert_eq!(string_text(""), "");
    }

    #[test]
    fn list_layout_matches_llvm_cl() {
        let text = list_passes();
        assert!(text.starts_with("Passes:\n  --arith-expand "));
        // The widest option, function-boundary-type-conversion=<value>, is
        // 48 wide: descriptions start at column 54, the pass dash at 52.
        let line = text.lines().find(|l| l.starts_with("  --cse ")).unwrap();
        assert_eq!(line.find("-   "), Some(52));
        let line = text
            .lines()
            .find(|l| l.starts_with("    --index-bitwidth=<uint>"))
            .unwrap();
        assert_eq!(line.find(" - "), Some(51));
        assert!(text.contains("\n    =infer-layout-map\n"));
        assert!(!text.contains("--test-lower-to-llvm"));
        assert!(!text.contains("--buffer-deallocation-pipeline"));
    }
}
