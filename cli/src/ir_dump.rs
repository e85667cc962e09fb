//! `--mlir-print-ir-before-all`, `--mlir-print-ir-after-all`,
//! `--mlir-print-ir-before=<pass>`, `--mlir-print-ir-after=<pass>`,
//! `--mlir-print-ir-after-change` and `--mlir-print-ir-module-scope`: the
//! IR before and after passes, on stderr, in mlir-opt's form:
//!
//! ```text
//! // -----// IR Dump After ArithToLLVMConversionPass (convert-arith-to-llvm) //----- //
//! func.func @f(...) {
//! ...
//! }
//!
//! ```
//!
//! A pass nested on an op kind dumps each op it runs on (the whole module
//! for each, with `('func.func' operation: @f)` in the header, under module
//! scope). Strata runs such a pass on all of those ops at once, so every
//! "before" dump of a pass comes before its "after" dumps.

use std::io::Write;
use std::sync::Mutex;

use strata_ir::attrs::AttrData;
use strata_ir::print::PrintOptions;
use strata_ir::{Context, Module, Opcode};
use strata_passes::manager::{anchor_ops, DumpStage};
use strata_passes::pipeline::PassSpec;

/// Which passes to dump around.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassFilter {
    #[default]
    None,
    All,
    /// Pass names (`convert-arith-to-llvm`).
    Named(Vec<String>),
}

impl PassFilter {
    fn matches(&self, name: &str) -> bool {
        match self {
            PassFilter::None => false,
            PassFilter::All => true,
            PassFilter::Named(list) => list.iter().any(|n| n == name),
        }
    }

    /// Adds the comma-separated pass names of `--mlir-print-ir-after=a,b`.
    pub fn add_names(&mut self, names: &str) {
        let new = names
            .split(',')
            .filter(|n| !n.is_empty())
            .map(str::to_owned);
        match self {
            PassFilter::All => {}
            PassFilter::Named(list) => list.extend(new),
            PassFilter::None => *self = PassFilter::Named(new.collect()),
        }
    }
}

/// The IR dump flags of `strata opt`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IrDumpFlags {
    pub before: PassFilter,
    pub after: PassFilter,
    /// Only after passes that changed the IR.
    pub after_change: bool,
    /// The whole module, whatever op the pass runs on.
    pub module_scope: bool,
}

impl IrDumpFlags {
    pub fn any(&self) -> bool {
        self.before != PassFilter::None || self.after != PassFilter::None
    }
}

/// Prints the dumps the flags ask for (the pass manager's dump hook).
pub struct IrDumper {
    flags: IrDumpFlags,
    opts: PrintOptions,
    /// Under `after_change`: the dumps of the IR before the running pass,
    /// to compare the IR after it with.
    before: Mutex<Vec<String>>,
}

impl IrDumper {
    pub fn new(flags: IrDumpFlags, opts: PrintOptions) -> IrDumper {
        IrDumper {
            flags,
            opts,
            before: Mutex::new(Vec::new()),
        }
    }

    pub fn dump(
        &self,
        stage: DumpStage,
        spec: &PassSpec,
        anchor: Option<Opcode>,
        ctx: &Context,
        m: &Module,
    ) {
        let (wanted, compare) = match stage {
            DumpStage::Before => (
                self.flags.before.matches(spec.name),
                self.flags.after_change && self.flags.after.matches(spec.name),
            ),
            DumpStage::After => (self.flags.after.matches(spec.name), false),
        };
        if !wanted && !compare {
            return;
        }
        let texts = self.texts(anchor, ctx, m);
        let mut before = self.before.lock().unwrap_or_else(|e| e.into_inner());
        let changed = |i: usize, text: &String| before.get(i) != Some(text);
        let stage_name = match stage {
            DumpStage::Before => "Before",
            DumpStage::After => "After",
        };
        let mut out = String::new();
        for (i, (scope, text)) in texts.iter().enumerate() {
            if !wanted
                || (stage == DumpStage::After && self.flags.after_change && !changed(i, text))
            {
                continue;
            }
            out.push_str(&format!(
                "// -----// IR Dump {stage_name} {} ({}){scope} //----- //\n{text}\n",
                spec.class(),
                spec.name
            ));
        }
        *before = if compare {
            texts.into_iter().map(|(_, t)| t).collect()
        } else {
            Vec::new()
        };
        let _ = std::io::stderr().lock().write_all(out.as_bytes());
    }

    /// Each dump of the pass's IR: the header's scope note and the text.
    fn texts(&self, anchor: Option<Opcode>, ctx: &Context, m: &Module) -> Vec<(String, String)> {
        // A module whose text would not fit in memory is not dumped (the
        // output itself is refused the same way).
        if let Err(d) = strata_ir::print::expansion::check_module_printable(ctx, m) {
            return vec![(String::new(), format!("// not printed: {}\n", d.message))];
        }
        let ops = anchor_ops(m, anchor);
        if ops.is_empty() {
            let scope = if self.flags.module_scope {
                let name = strata_ir::dialect::dict_lookup(ctx, m.attrs, "sym_name")
                    .and_then(|a| match ctx.attr_data(a) {
                        AttrData::String { value, .. } => Some(format!(": @{}", ctx.str(*value))),
                        _ => None,
                    })
                    .unwrap_or_default();
                format!(" ('builtin.module' operation{name})")
            } else {
                String::new()
            };
            return vec![(scope, self.module_text(ctx, m))];
        }
        if self.flags.module_scope {
            let text = self.module_text(ctx, m);
            return ops
                .iter()
                .map(|&(body, op)| {
                    let b = m.body(body);
                    let name = Module::symbol_name(ctx, b, op)
                        .map(|s| format!(": @{}", ctx.str(s)))
                        .unwrap_or_default();
                    let kind = ctx.str(b.op(op).name);
                    (format!(" ('{kind}' operation{name})"), text.clone())
                })
                .collect();
        }
        strata_ir::print::print_ops(ctx, m, &ops, self.opts)
            .into_iter()
            .map(|t| (String::new(), t + "\n"))
            .collect()
    }

    fn module_text(&self, ctx: &Context, m: &Module) -> String {
        strata_ir::print::print_module(ctx, m, self.opts)
    }
}
