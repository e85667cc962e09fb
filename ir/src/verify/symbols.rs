//! Symbol lookup for the verifiers.
//!
//! Call sites, `addressof`, `get_global` and friends resolve a name in the
//! nearest symbol table around them. Scanning the table's ops for every use
//! would make verifying a module of many functions quadratic, so each
//! table's index is built once, on first use, and shared by the threads
//! verifying the module's bodies.

use std::sync::OnceLock;

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::ids::{BodyId, Ident, Op};
use crate::module::Module;
use crate::opcode::traits;

/// The symbol tables of one module, indexed lazily.
pub struct Symbols<'m> {
    m: &'m Module,
    /// Per body: its symbols by name (first definition wins), built when a
    /// lookup first reaches the body as a symbol table.
    tables: Vec<OnceLock<FxHashMap<Ident, Op>>>,
}

impl<'m> Symbols<'m> {
    pub fn new(m: &'m Module) -> Self {
        Symbols {
            m,
            tables: (0..m.bodies.len()).map(|_| OnceLock::new()).collect(),
        }
    }

    pub fn module(&self) -> &'m Module {
        self.m
    }

    /// The body of the nearest symbol table at or above `body_id`: the
    /// module's top level, or the body of an op that is a symbol table.
    pub fn table_of(&self, body_id: BodyId) -> BodyId {
        let m = self.m;
        let mut id = body_id;
        // Bounded by the number of bodies (a malformed parent chain stops).
        for _ in 0..m.bodies.len() {
            if id == Module::TOP {
                break;
            }
            let b = m.body(id);
            if b.parent.is_none() || b.owner.is_none() {
                break;
            }
            if m.body(b.parent)
                .op(b.owner)
                .opcode
                .has(traits::SYMBOL_TABLE)
            {
                break;
            }
            id = b.parent;
        }
        id
    }

    /// `name` in the nearest symbol table around `from`: the body holding
    /// the symbol's op, and the op.
    pub fn lookup(&self, ctx: &Context, from: BodyId, name: Ident) -> Option<(BodyId, Op)> {
        let table = self.table_of(from);
        let index = self.tables.get(table.index())?.get_or_init(|| {
            let b = self.m.body(table);
            let mut map = FxHashMap::default();
            if let Some(&root) = b.roots.first() {
                for block in b.region_blocks(root) {
                    for op in b.block_ops(block) {
                        if let Some(name) = Module::symbol_name(ctx, b, op) {
                            map.entry(name).or_insert(op);
                        }
                    }
                }
            }
            map
        });
        index.get(&name).map(|&op| (table, op))
    }
}
