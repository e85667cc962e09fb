//! Order of the module-level declarations a conversion adds.
//!
//! MLIR creates each runtime declaration or message global at the front of
//! the module (the `builtin.module` nearest around the op) while it
//! converts the op that first needs it, so the one created last comes
//! first. Strata adds them after the bodies are converted, one family at a
//! time (assert messages, printed strings, memref runtime functions), each
//! family in that order already. Where a pass adds more than one family to
//! a module, this puts the union in MLIR's order: by the first reference to
//! each symbol in a walk of that module (op order, each nested body where
//! its op stands, nested modules left out), the last referenced first. A lowered `cf.assert` refers to its message, `puts` and `abort`
//! from a failure block placed at the end of the function; those count
//! where the assert was, at the conditional branch to that block.

use rustc_hash::FxHashMap;
use strata_ir::attrs::AttrData;
use strata_ir::{Body, BodyId, Context, Ident, Module, Op, Opcode};

use crate::names::Names;

/// The symbols one family of declarations added, each with the body of
/// the module it went in, in creation order.
pub type Family = Vec<(BodyId, Ident)>;

/// In each module where more than one of `families` added symbols,
/// reorders the ops defining them by their first reference. Symbols
/// nothing references keep their place after the reordered ones.
/// `messages` are the assert message globals among them.
pub fn order_by_first_reference(
    ctx: &Context,
    n: &Names,
    module: &mut Module,
    families: &[Family],
    messages: &[Ident],
) {
    let mut tables: Vec<BodyId> = Vec::new();
    for f in families {
        for &(t, _) in f {
            if !tables.contains(&t) {
                tables.push(t);
            }
        }
    }
    for table in tables {
        let in_table = |f: &Family| f.iter().any(|&(t, _)| t == table);
        if families.iter().filter(|f| in_table(f)).count() < 2 {
            continue;
        }
        let created: Vec<Ident> = families
            .iter()
            .flatten()
            .filter(|&&(t, _)| t == table)
            .map(|&(_, s)| s)
            .collect();
        reorder_in(ctx, n, module, table, &created, messages);
    }
}

/// `order_by_first_reference` within the module whose body is `table`.
fn reorder_in(
    ctx: &Context,
    n: &Names,
    module: &mut Module,
    table: BodyId,
    created: &[Ident],
    messages: &[Ident],
) {
    if created.len() < 2 || table.index() >= module.bodies.len() {
        return;
    }
    let wanted: FxHashMap<Ident, usize> =
        created.iter().enumerate().map(|(i, &s)| (s, i)).collect();
    let order = first_references(ctx, n, module, table, &wanted, messages);
    let front = module.front_block(table);
    let top = &module.bodies[table.index()];
    let defs: FxHashMap<Ident, Op> = top
        .block_ops(front)
        .filter_map(|op| Some((Module::symbol_name(ctx, top, op)?, op)))
        .filter(|(s, _)| wanted.contains_key(s))
        .collect();
    let top_block = front;
    let body = &mut module.bodies[table.index()];
    // Moving each to the front in first-reference order leaves the last
    // referenced first.
    for sym in order {
        let Some(&op) = defs.get(&sym) else {
            continue;
        };
        body.remove_op(op);
        match body.blocks[top_block.index()].first.expand() {
            Some(first) => body.insert_op_before(first, op),
            None => body.append_op(top_block, op),
        }
    }
}

/// The symbols of `wanted` in the order a depth-first walk of the module
/// whose body is `table` first meets a reference to them (`llvm.call`
/// callees, `llvm.mlir.addressof` globals).
fn first_references(
    ctx: &Context,
    n: &Names,
    module: &Module,
    table: BodyId,
    wanted: &FxHashMap<Ident, usize>,
    messages: &[Ident],
) -> Vec<Ident> {
    let mut order: Vec<Ident> = Vec::with_capacity(wanted.len());
    let mut seen = vec![false; wanted.len()];
    let mut note = |sym: Ident, order: &mut Vec<Ident>| {
        if let Some(&i) = wanted.get(&sym) {
            if !seen[i] {
                seen[i] = true;
                order.push(sym);
            }
        }
    };
    let referenced = |b: &Body, op: Op| -> Option<Ident> {
        let d = b.op(op);
        let key = match d.opcode {
            Opcode::LlvmCall => n.callee,
            Opcode::LlvmMlirAddressof => n.global_name,
            _ => return None,
        };
        match ctx.attr_data(ctx.dict_get(d.attrs, key)?) {
            AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
            _ => None,
        }
    };
    // Explicit stack of (body, ops still to visit in it, reversed).
    let ops_of = |b: &Body| -> Vec<Op> {
        let mut ops = Vec::new();
        b.walk(|op| ops.push(op));
        ops.reverse();
        ops
    };
    let mut stack: Vec<(BodyId, Vec<Op>)> = vec![(table, ops_of(&module.bodies[table.index()]))];
    while let Some((bi, ops)) = stack.last_mut() {
        if order.len() == wanted.len() {
            break;
        }
        let Some(op) = ops.pop() else {
            stack.pop();
            continue;
        };
        let b = &module.bodies[bi.index()];
        if let Some(sym) = referenced(b, op) {
            note(sym, &mut order);
        }
        if b.op(op).opcode == Opcode::LlvmCondBr && !messages.is_empty() {
            for (target, _) in b.successors(op) {
                let starts_with_message = b
                    .block_ops(target)
                    .next()
                    .and_then(|first| referenced(b, first))
                    .is_some_and(|sym| messages.contains(&sym));
                if starts_with_message {
                    for sym in b.block_ops(target).filter_map(|o| referenced(b, o)) {
                        note(sym, &mut order);
                    }
                }
            }
        }
        let child = b.op(op).body;
        // A nested module's symbols are its own.
        if child.is_some() && child.index() < module.bodies.len() && !module.is_module_body(child) {
            let ops = ops_of(&module.bodies[child.index()]);
            stack.push((child, ops));
        }
    }
    order
}
