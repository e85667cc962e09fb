//! `symbol-dce`: erases the symbols of a symbol table that nothing live
//! refers to, as MLIR 22's SymbolDCE does.
//!
//! Liveness starts from every op of the table that is not a symbol and
//! every symbol that cannot be discarded: a public one, or a `nested` one
//! when the table may be seen from above (a table is hidden when it is the
//! root, or nested in a hidden one, or not a symbol, or private). A live
//! op makes live what its attributes and the ops nested in it (short of
//! nested symbol tables) refer to, resolved in the table holding it; a
//! live symbol table is analysed the same way. What stays unmarked in any
//! table is erased. Unregistered ops are never symbols.

use rustc_hash::FxHashMap;
use strata_ir::{
    traits, AttrData, AttrId, Block, BodyId, Context, Diag, Ident, Module, Op, Opcode, Region,
};

/// An op anywhere in the module: its body and its id there.
type At = (BodyId, Op);

/// A work item of one table's analysis. Analysing a nested table suspends
/// the op's own uses until the table is done (MLIR recurses there), so the
/// first error is the one MLIR reports first.
#[derive(Copy, Clone)]
enum Work {
    Process(At),
    Uses(At),
}

struct Frame {
    hidden: bool,
    work: Vec<Work>,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Visibility {
    Public,
    Private,
    Nested,
}

struct Dce<'a> {
    ctx: &'a Context,
    module: &'a Module,
    /// Per body, per op: marked live.
    live: Vec<Vec<bool>>,
    /// Symbol tables already built, by table op (`Op::NONE` in the top
    /// body: the top-level module).
    tables: FxHashMap<At, FxHashMap<Ident, Op>>,
    /// Scratch stacks reused across ops.
    attr_stack: Vec<AttrId>,
    op_stack: Vec<At>,
    refs: Vec<AttrId>,
    resolved: Vec<At>,
}

/// Runs the pass on each symbol table of `roots` (`Op::NONE` in the top
/// body: the top-level module), erasing the dead symbols of every table
/// within it, then drops the bodies of what was erased. Roots that are not symbol tables fail the pass, each with an error (the
/// last one returned, the others pushed on `emitted`), as MLIR reports
/// every failing anchor.
pub fn run(
    ctx: &Context,
    module: &mut Module,
    roots: &[At],
    emitted: &mut Vec<Diag>,
) -> Result<(), Diag> {
    let mut errors: Vec<Diag> = Vec::new();
    let mut live: Vec<Vec<bool>> = module
        .bodies
        .iter()
        .map(|b| vec![false; b.ops.len()])
        .collect();
    for &root in roots {
        let mut dce = Dce {
            ctx,
            module,
            live: std::mem::take(&mut live),
            tables: FxHashMap::default(),
            attr_stack: Vec::new(),
            op_stack: Vec::new(),
            refs: Vec::new(),
            resolved: Vec::new(),
        };
        if root.1.is_some() && !dce.is_symbol_table(root) {
            // MLIR's wording, with its doubled space.
            let d = module.body(root.0).op(root.1);
            let mut e = Diag::error(
                strata_ir::verify::src_loc(ctx, d.loc),
                format!(
                    "'{}' op  was scheduled to run under SymbolDCE, but does not define a symbol table",
                    ctx.str(d.name)
                ),
            );
            e.notes.push(strata_ir::verify::current_operation_note(
                ctx, module, root.0, root.1,
            ));
            errors.push(e);
            continue;
        }
        // A nested root is hidden only when it is private.
        let hidden = root.1.is_none()
            || (dce.is_symbol(root) && dce.visibility(root) == Visibility::Private);
        let r = dce.compute(root, hidden);
        live = dce.live;
        match r {
            Ok(()) => erase_dead(module, root, &live),
            Err(e) => errors.push(e),
        }
    }
    drop_unreachable_bodies(module);
    match errors.pop() {
        Some(last) => {
            emitted.append(&mut errors);
            Err(last)
        }
        None => Ok(()),
    }
}

impl Dce<'_> {
    fn op(&self, at: At) -> &strata_ir::OpData {
        self.module.body(at.0).op(at.1)
    }

    fn is_symbol(&self, at: At) -> bool {
        if at.1.is_none() {
            return true;
        }
        let o = self.op(at).opcode;
        o != Opcode::Unregistered && o.has(traits::SYMBOL)
    }

    fn is_symbol_table(&self, at: At) -> bool {
        if at.1.is_none() {
            return true;
        }
        let o = self.op(at).opcode;
        o != Opcode::Unregistered && o.has(traits::SYMBOL_TABLE)
    }

    fn visibility(&self, at: At) -> Visibility {
        if at.1.is_none() {
            return Visibility::Public;
        }
        let v = self.ctx.dict_get(self.op(at).attrs, Ident::SYM_VISIBILITY);
        match v.map(|v| self.ctx.attr_data(v)) {
            Some(AttrData::String { value, .. }) => match self.ctx.str(*value) {
                "private" => Visibility::Private,
                "nested" => Visibility::Nested,
                _ => Visibility::Public,
            },
            _ => Visibility::Public,
        }
    }

    fn mark(&mut self, at: At) -> bool {
        match self
            .live
            .get_mut(at.0.index())
            .and_then(|b| b.get_mut(at.1.index()))
        {
            Some(l) if !*l => {
                *l = true;
                true
            }
            _ => false,
        }
    }

    /// The analysis of table `root` and every live table within it.
    fn compute(&mut self, root: At, hidden: bool) -> Result<(), Diag> {
        let mut frames = vec![self.frame(root, hidden)];
        while let Some(frame) = frames.last_mut() {
            let hidden = frame.hidden;
            let Some(item) = frame.work.pop() else {
                frames.pop();
                continue;
            };
            match item {
                Work::Process(at) => {
                    if self.is_symbol_table(at) {
                        let inner_hidden = hidden
                            || !self.is_symbol(at)
                            || self.visibility(at) == Visibility::Private;
                        if let Some(f) = frames.last_mut() {
                            f.work.push(Work::Uses(at));
                        }
                        let inner = self.frame(at, inner_hidden);
                        frames.push(inner);
                        continue;
                    }
                    // Ops with regions nested in a live op are looked at
                    // as if they stood in a table: nested tables among
                    // them get analysed.
                    let module = self.module;
                    if let Some(f) = frames.last_mut() {
                        for_each_region(module, at, |b, r| {
                            let body = module.body(b);
                            for block in body.region_blocks(r) {
                                for op in body.block_ops(block) {
                                    let d = body.op(op);
                                    if d.body.is_some() || d.regions.len > 0 {
                                        f.work.push(Work::Process((b, op)));
                                    }
                                }
                            }
                        });
                    }
                    if let Some(f) = frames.last_mut() {
                        self.uses(at, &mut f.work)?;
                    }
                }
                Work::Uses(at) => {
                    if let Some(f) = frames.last_mut() {
                        self.uses(at, &mut f.work)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// The initial work list of table `table`: its non-symbols, and its
    /// symbols that cannot be discarded (marked live).
    fn frame(&mut self, table: At, hidden: bool) -> Frame {
        let mut work = Vec::new();
        if let Some((b, r)) = table_region(self.module, table) {
            let body = self.module.body(b);
            for block in body.region_blocks(r) {
                for op in body.block_ops(block) {
                    let at = (b, op);
                    if !self.is_symbol(at) {
                        work.push(Work::Process(at));
                        continue;
                    }
                    let discardable = match self.visibility(at) {
                        Visibility::Public => false,
                        Visibility::Private => true,
                        Visibility::Nested => hidden,
                    };
                    if !discardable && self.mark(at) {
                        work.push(Work::Process(at));
                    }
                }
            }
        }
        Frame { hidden, work }
    }

    /// Marks live what `at` refers to, when it stands in a symbol table,
    /// and queues the newly marked ops on `work`.
    fn uses(&mut self, at: At, work: &mut Vec<Work>) -> Result<(), Diag> {
        let Some(parent) = parent_op(self.module, at) else {
            return Ok(());
        };
        if !self.is_symbol_table(parent) {
            return Ok(());
        }
        self.collect_refs(at)?;
        let refs = std::mem::take(&mut self.refs);
        let mut resolved = std::mem::take(&mut self.resolved);
        for &r in &refs {
            resolved.clear();
            if self.resolve(parent, r, &mut resolved) {
                for &s in &resolved {
                    if self.mark(s) {
                        work.push(Work::Process(s));
                    }
                }
            }
        }
        self.refs = refs;
        self.resolved = resolved;
        Ok(())
    }

    /// Fills `self.refs` with the symbol references of `at`'s attributes
    /// and, unless it is a symbol table, of the ops nested in it (not
    /// looking into nested tables). An op of no dialect with one region
    /// may be a table of its own: its uses cannot be known.
    fn collect_refs(&mut self, at: At) -> Result<(), Diag> {
        self.refs.clear();
        self.op_stack.clear();
        self.op_stack.push(at);
        while let Some(cur) = self.op_stack.pop() {
            let d = self.op(cur);
            if d.opcode == Opcode::Unregistered
                && d.regions.len == 1
                && !of_test_dialect(self.ctx, d.name)
            {
                let loc = self.op(at).loc;
                let mut e = Diag::error(
                    strata_ir::verify::src_loc(self.ctx, loc),
                    "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
                );
                e.notes.push(strata_ir::verify::current_operation_note(
                    self.ctx,
                    self.module,
                    at.0,
                    at.1,
                ));
                return Err(e);
            }
            self.attr_refs(d.attrs);
            // A nested table's own attributes count; its contents are
            // another scope.
            if !self.is_symbol_table(cur) {
                let module = self.module;
                let stack = &mut self.op_stack;
                for_each_region(module, cur, |b, r| {
                    let body = module.body(b);
                    for block in body.region_blocks(r) {
                        for op in body.block_ops(block) {
                            stack.push((b, op));
                        }
                    }
                });
            }
        }
        Ok(())
    }

    /// Pushes the symbol references within attribute `a` on `self.refs`.
    fn attr_refs(&mut self, a: AttrId) {
        self.attr_stack.clear();
        self.attr_stack.push(a);
        while let Some(a) = self.attr_stack.pop() {
            match self.ctx.attr_data(a) {
                AttrData::SymbolRef { .. } => self.refs.push(a),
                AttrData::Array(items) => self.attr_stack.extend(items.iter().rev()),
                AttrData::Dict(entries) => self
                    .attr_stack
                    .extend(entries.iter().rev().map(|e| e.value)),
                _ => {}
            }
        }
    }

    /// The ops a reference names, looked up from table `table`: every
    /// symbol along a nested path. False when any step does not resolve.
    fn resolve(&mut self, table: At, r: AttrId, out: &mut Vec<At>) -> bool {
        let AttrData::SymbolRef { root, nested } = self.ctx.attr_data(r) else {
            return false;
        };
        let Some(mut cur) = self.lookup(table, *root) else {
            return false;
        };
        out.push(cur);
        for &name in nested.iter() {
            if !self.is_symbol_table(cur) {
                return false;
            }
            let Some(next) = self.lookup(cur, name) else {
                return false;
            };
            out.push(next);
            cur = next;
        }
        true
    }

    /// The op named `name` in table `table` (the first of that name in its
    /// first block, any op with a `sym_name` string counting).
    fn lookup(&mut self, table: At, name: Ident) -> Option<At> {
        let (b, r) = table_region(self.module, table)?;
        if !self.tables.contains_key(&table) {
            let body = self.module.body(b);
            let mut map = FxHashMap::default();
            if let Some(block) = body.entry_block(r) {
                for op in body.block_ops(block) {
                    let n = self.ctx.dict_get(body.op(op).attrs, Ident::SYM_NAME);
                    if let Some(AttrData::String { value, .. }) = n.map(|n| self.ctx.attr_data(n)) {
                        map.entry(*value).or_insert(op);
                    }
                }
            }
            self.tables.insert(table, map);
        }
        let op = *self.tables.get(&table)?.get(&name)?;
        Some((b, op))
    }
}

/// Whether an unregistered op is of MLIR's test dialect, which mlir-opt
/// registers (accepting any op of it): such an op has a dialect, so it is
/// not a potentially unknown symbol table.
fn of_test_dialect(ctx: &Context, name: Ident) -> bool {
    ctx.str(name).starts_with("test.")
}

/// Calls `f` with each region of `at` and the body holding it (an
/// isolated op's regions are its own body's roots).
fn for_each_region(module: &Module, at: At, mut f: impl FnMut(BodyId, Region)) {
    if at.1.is_none() {
        for &r in &module.body(at.0).roots {
            f(at.0, r);
        }
        return;
    }
    let d = module.body(at.0).op(at.1);
    if d.body.is_some() {
        if let Some(b) = module.bodies.get(d.body.index()) {
            for &r in &b.roots {
                f(d.body, r);
            }
        }
    } else {
        for &r in module.body(at.0).regions(at.1) {
            f(at.0, r);
        }
    }
}

/// The region holding a table's symbols (its first), and its body.
fn table_region(module: &Module, table: At) -> Option<(BodyId, Region)> {
    let mut first = None;
    for_each_region(module, table, |b, r| {
        first.get_or_insert((b, r));
    });
    first
}

/// The op whose region holds `at` (`Op::NONE` in the top body for the
/// top-level module's ops).
fn parent_op(module: &Module, at: At) -> Option<At> {
    let body = module.body(at.0);
    let block: Block = body.op(at.1).parent;
    if block.is_none() {
        return None;
    }
    let p = body.block_parent_op(block);
    if p.is_some() {
        return Some((at.0, p));
    }
    if at.0 == Module::TOP {
        return Some((Module::TOP, Op::NONE));
    }
    (body.parent.is_some() && body.owner.is_some()).then_some((body.parent, body.owner))
}

/// Unlinks the dead symbols of every table within `root`.
fn erase_dead(module: &mut Module, root: At, live: &[Vec<bool>]) {
    let is_symbol = |o: Opcode| o != Opcode::Unregistered && o.has(traits::SYMBOL);
    let is_table = |o: Opcode| o != Opcode::Unregistered && o.has(traits::SYMBOL_TABLE);
    // Every table op within root, found by walking the bodies below it.
    let mut tables = vec![root];
    let mut dead: Vec<At> = Vec::new();
    let mut i = 0;
    let mut bodies = vec![];
    if root.1.is_none() {
        bodies.push(root.0);
    } else {
        let d = module.body(root.0).op(root.1);
        if d.body.is_some() {
            bodies.push(d.body);
        }
    }
    // Bodies nested below root, and tables among their ops.
    while i < bodies.len() {
        let b = bodies[i];
        i += 1;
        let body = module.body(b);
        body.walk(|op| {
            let d = body.op(op);
            if is_table(d.opcode) {
                tables.push((b, op));
            }
            if d.body.is_some() {
                bodies.push(d.body);
            }
        });
    }
    for &t in &tables {
        let Some((b, r)) = table_region(module, t) else {
            continue;
        };
        let body = module.body(b);
        for block in body.region_blocks(r) {
            for op in body.block_ops(block) {
                let live = live
                    .get(b.index())
                    .and_then(|l| l.get(op.index()))
                    .copied()
                    .unwrap_or(false);
                if is_symbol(body.op(op).opcode) && !live {
                    dead.push((b, op));
                }
            }
        }
    }
    for (b, op) in dead {
        module.body_mut(b).remove_op(op);
    }
}

/// Drops the bodies of erased ops (and of everything within them), so that
/// later passes and the verifier do not see them, renumbering the rest.
pub fn drop_unreachable_bodies(module: &mut Module) {
    let n = module.bodies.len();
    let mut reachable = vec![false; n];
    let mut stack = vec![Module::TOP];
    if let Some(r) = reachable.first_mut() {
        *r = true;
    }
    while let Some(b) = stack.pop() {
        let body = module.body(b);
        body.walk(|op| {
            let c = body.op(op).body;
            if let Some(slot) = reachable.get_mut(c.index()) {
                if c.is_some() && !*slot {
                    *slot = true;
                    stack.push(c);
                }
            }
        });
    }
    if reachable.iter().all(|&r| r) {
        return;
    }
    let mut new_id = vec![BodyId::NONE; n];
    let mut next = 0;
    for (i, &r) in reachable.iter().enumerate() {
        if r {
            new_id[i] = BodyId::from_index(next);
            next += 1;
        }
    }
    let old = std::mem::take(&mut module.bodies);
    let mut dropped = Vec::new();
    for (i, mut b) in old.into_iter().enumerate() {
        if !reachable[i] {
            dropped.push(b);
            continue;
        }
        if b.parent.is_some() {
            b.parent = new_id
                .get(b.parent.index())
                .copied()
                .unwrap_or(BodyId::NONE);
        }
        for o in &mut b.ops {
            if o.body.is_some() {
                o.body = new_id.get(o.body.index()).copied().unwrap_or(BodyId::NONE);
            }
        }
        module.bodies.push(b);
    }
    strata_ir::par::drop_in_parallel(dropped);
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::print::{print_module, PrintOptions};
    use strata_ir::syntax::{parse_module, ParseOptions};

    fn run_on(src: &str) -> (Context, Module) {
        let ctx = Context::new();
        let mut m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).unwrap();
        let mut emitted = Vec::new();
        run(&ctx, &mut m, &[(Module::TOP, Op::NONE)], &mut emitted).unwrap();
        assert!(emitted.is_empty());
        (ctx, m)
    }

    /// Erased functions take their bodies with them; the bodies left are
    /// renumbered, each op still naming its own body and each body its
    /// parent.
    #[test]
    fn erased_bodies_are_dropped_and_the_rest_relinked() {
        let (ctx, m) = run_on(
            "func.func private @a() { return }
             module @m attributes {sym_visibility = \"private\"} {
               func.func @b() { return }
             }
             func.func private @c() { return }
             module @n {
               func.func private @d() { return }
               func.func @e() { func.call @d() : () -> () return }
             }",
        );
        // Top, @n, @d, @e.
        assert_eq!(m.bodies.len(), 4);
        for (i, b) in m.bodies.iter().enumerate().skip(1) {
            let owner = m.body(b.parent).op(b.owner);
            assert_eq!(owner.body.index(), i);
        }
        let text = print_module(&ctx, &m, PrintOptions::default());
        assert!(!text.contains("@a") && !text.contains("@b") && !text.contains("@c"));
        assert!(text.contains("@d") && text.contains("@e"));
    }

    /// A nested reference keeps every symbol on its path; one that does
    /// not resolve all the way keeps none.
    #[test]
    fn nested_references_resolve_whole_paths() {
        let (ctx, m) = run_on(
            "module @m attributes {sym_visibility = \"private\"} {
               func.func private @f()
             }
             module @x attributes {sym_visibility = \"private\"} {
               func.func private @g()
             }
             func.func @u() attributes {r = [@m::@f, @x::@missing]} { return }",
        );
        let text = print_module(&ctx, &m, PrintOptions::default());
        assert!(text.contains("module @m") && text.contains("@f()"));
        assert!(!text.contains("module @x") && !text.contains("@g()"));
    }
}
