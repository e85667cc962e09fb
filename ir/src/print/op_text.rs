//! The text of single ops, with the value names the whole module's
//! printout gives them: how MLIR quotes an op inside a message (runtime
//! verification's assert messages), in its custom form with regions elided
//! as `{...}`.

use super::names::ModuleNames;
use super::{OpPrinter, PrintOptions};
use crate::context::Context;
use crate::ids::{AttrId, BodyId, Op};
use crate::module::Module;
use crate::opcode::Dialect;

/// Names are computed once, for the module as it is when this is created;
/// ops quoted later keep those names even if the module has changed since.
pub struct OpTextPrinter<'a> {
    ctx: &'a Context,
    names: ModuleNames,
    /// Generic form with regions in full (and plain value numbers), as
    /// MLIR quotes an op in a diagnostic's "see current operation" note.
    generic: bool,
    /// Whether every type and attribute of the context prints to a sane
    /// size (see `expansion`); if not, ops are named, not printed.
    printable: bool,
}

impl<'a> OpTextPrinter<'a> {
    pub fn new(ctx: &'a Context, module: &Module) -> Self {
        OpTextPrinter {
            ctx,
            names: ModuleNames::compute(ctx, module, true),
            generic: false,
            printable: super::expansion::context_printable(ctx),
        }
    }

    /// Ops in the generic form, regions printed in full, values numbered
    /// without the custom forms' name hints.
    pub fn generic(ctx: &'a Context, module: &Module) -> Self {
        OpTextPrinter {
            ctx,
            names: ModuleNames::compute(ctx, module, false),
            generic: true,
            printable: super::expansion::context_printable(ctx),
        }
    }

    /// `generic`, for the ops of body `body`, numbered as MLIR numbers an
    /// op it quotes in a diagnostic: from the op's closest isolated
    /// ancestor (the function holding it), not the whole module (whose
    /// unique numbering would run through every function).
    pub fn generic_for_body(ctx: &'a Context, module: &Module, body: BodyId) -> Self {
        let b = module.body(body);
        if body == Module::TOP || b.owner.is_none() {
            return Self::generic(ctx, module);
        }
        OpTextPrinter {
            ctx,
            names: ModuleNames::compute_rooted(
                ctx,
                module,
                (b.parent, b.owner),
                super::names::NameOptions::plain(false),
            ),
            generic: true,
            printable: super::expansion::context_printable(ctx),
        }
    }

    /// `op` of `body` in `module` (the module the names were computed for).
    pub fn op(&mut self, module: &Module, body: BodyId, op: Op) -> String {
        if !self.printable {
            // Quoting could spell out a type or attribute of 2^40 parts
            // (an error about such a module must still be reported).
            let name = self.ctx.str(module.body(body).op(op).name);
            return format!("\"{name}\"(...) <<not printed: the module holds a type or attribute too large to print>>");
        }
        if self.generic {
            // MLIR quotes ops in diagnostics with large elements elided.
            crate::syntax::attrs::with_elided_elements(16, || {
                self.print(module, body, |p| p.op(op))
            })
        } else {
            self.print(module, body, |p| p.op(op))
        }
    }

    /// `loc(...)` of a location attribute.
    pub fn loc(&mut self, module: &Module, loc: AttrId) -> String {
        self.print(module, Module::TOP, |p| p.loc(loc))
    }

    fn print(&mut self, module: &Module, body: BodyId, f: impl FnOnce(&mut OpPrinter)) -> String {
        let mut out = String::new();
        let mut p = OpPrinter {
            ctx: self.ctx,
            module,
            body_id: body,
            names: &self.names,
            out: &mut out,
            indent: 0,
            opts: PrintOptions {
                generic: self.generic,
                ..PrintOptions::default()
            },
            default_dialect: Dialect::Builtin,
            skip_regions: !self.generic,
            threads: 1,
            pieces: None,
            locs: super::LocMode::Inline,
            types: Default::default(),
            defaults: Default::default(),
            on_demand: Default::default(),
        };
        f(&mut p);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::{parse_module, ParseOptions};

    #[test]
    fn quotes_ops_with_module_names_and_elided_regions() {
        let ctx = Context::new();
        let src = "func.func @f(%m: memref<?xf32>, %i: index) -> f32 {\n  %v = memref.load %m[%i] : memref<?xf32>\n  %g = memref.generic_atomic_rmw %m[%i] : memref<?xf32> {\n  ^bb0(%x: f32):\n    memref.atomic_yield %x : f32\n  }\n  return %v : f32\n}\n";
        let m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).unwrap();
        let (body, ops) = crate::print::largest_body_ops(&m);
        let mut p = OpTextPrinter::new(&ctx, &m);
        assert_eq!(
            p.op(&m, body, ops[0]),
            "%0 = memref.load %arg0[%arg1] : memref<?xf32>"
        );
        assert_eq!(
            p.op(&m, body, ops[1]),
            "%1 = memref.generic_atomic_rmw %arg0[%arg1] : memref<?xf32> {...}"
        );
        let loc = m.body(body).op(ops[0]).loc;
        assert_eq!(p.loc(&m, loc), "loc(\"t.mlir\":2:8)");
    }
}
