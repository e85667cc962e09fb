//! Declarations of the runtime functions the lowering calls (`malloc`,
//! `free`, `memrefCopy`, ...), added after the bodies are converted: MLIR
//! inserts each at the top of the module when first needed, so they end up
//! in reverse order of first use.

use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, EnumKind, NamedAttr};
use strata_ir::{Body, BodyId, Context, Ident, Module, Opcode, TypeData, TypeId};

use super::names::MemrefNames;
use crate::names::Names;

const LINKAGE_EXTERNAL: u64 = 10;

/// The runtime function names the lowering may call.
fn runtime_names(n: &MemrefNames) -> [Ident; 7] {
    [
        n.malloc,
        n.aligned_alloc,
        n.free,
        n.generic_alloc,
        n.generic_aligned_alloc,
        n.generic_free,
        n.memref_copy,
    ]
}

/// The runtime names of every `builtin.module`: the top-level one and each
/// nested one, resolved against its own symbols (MLIR looks a runtime
/// function up in the op's parent module).
#[derive(Default)]
pub struct ModuleRuntimeNames {
    per_module: SmallVec<[(BodyId, RuntimeNames); 1]>,
}

impl ModuleRuntimeNames {
    /// `funcs_converted`: the same conversion turns `func.func`s into
    /// `llvm.func`s (`convert-to-llvm`).
    pub fn resolve(
        ctx: &Context,
        names: &Names,
        n: &MemrefNames,
        module: &Module,
        index: TypeId,
        funcs_converted: bool,
    ) -> Self {
        let mut out = ModuleRuntimeNames::default();
        if module.bodies.is_empty() {
            return out;
        }
        for table in std::iter::once(Module::TOP).chain(module.nested_modules()) {
            let resolved =
                RuntimeNames::resolve(ctx, names, n, module, table, index, funcs_converted);
            out.per_module.push((table, resolved));
        }
        out
    }

    /// The names in the module whose body is `table`.
    pub fn of(&self, table: BodyId) -> Option<&RuntimeNames> {
        self.per_module
            .iter()
            .find(|(t, _)| *t == table)
            .map(|(_, r)| r)
    }

    /// The runtime function callee `callee` stands for in any module.
    fn base_of(&self, callee: Ident) -> Option<Ident> {
        self.per_module.iter().find_map(|(_, r)| r.base_of(callee))
    }
}

/// What a runtime function name resolves to in a given module, decided
/// before the bodies are converted (as MLIR looks the symbol up when a
/// pattern first needs it): the name itself when free or already an
/// `llvm.func` of the right type; a fresh `name_N` when another kind of op
/// (e.g. a `func.func @free`) holds the name; `None` when an `llvm.func`
/// of a different type holds it, which MLIR refuses (the op stays).
#[derive(Default)]
pub struct RuntimeNames {
    resolved: SmallVec<[(Ident, Option<Ident>); 7]>,
    /// The error MLIR emits at a conflicting declaration each time a
    /// pattern needs that function.
    conflicts: Vec<(Ident, strata_ir::Diag)>,
}

impl RuntimeNames {
    /// The callee to use for runtime function `name`; `None` when the
    /// module's own declaration conflicts.
    pub fn get(&self, name: Ident) -> Option<Ident> {
        match self.resolved.iter().find(|(k, _)| *k == name) {
            Some((_, v)) => *v,
            None => Some(name),
        }
    }

    /// The error for runtime function `name` when the module declares it
    /// with another type.
    pub fn conflict(&self, name: Ident) -> Option<&strata_ir::Diag> {
        self.conflicts
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, d)| d)
    }

    /// The runtime function a (possibly renamed) callee stands for.
    fn base_of(&self, callee: Ident) -> Option<Ident> {
        self.resolved
            .iter()
            .find(|(_, v)| *v == Some(callee))
            .map(|(k, _)| *k)
    }

    /// The names in the module whose body is `table`.
    fn resolve(
        ctx: &Context,
        names: &Names,
        n: &MemrefNames,
        module: &Module,
        table: BodyId,
        index: TypeId,
        funcs_converted: bool,
    ) -> Self {
        let mut out = RuntimeNames::default();
        let body_id = table;
        let body = module.body(table);
        let table = module.symbol_table(ctx, table);
        for name in runtime_names(n) {
            let Some(&op) = table.get(&name) else {
                out.resolved.push((name, Some(name)));
                continue;
            };
            let d = body.op(op);
            let resolved = if d.opcode == Opcode::LlvmFunc {
                let ty = ctx.dict_get(d.attrs, names.function_type).and_then(|a| {
                    match ctx.attr_data(a) {
                        AttrData::Type(t) => Some(*t),
                        _ => None,
                    }
                });
                let ok = ty == signature(ctx, n, index, name);
                if !ok {
                    let mut shown = String::new();
                    if let Some(t) = ty {
                        strata_ir::syntax::types::print_type(ctx, t, &mut shown);
                    }
                    let mut error = strata_ir::Diag::error(
                        strata_ir::verify::src_loc(ctx, d.loc),
                        format!(
                            "redefinition of reserved function '{}' of different type '{shown}' is prohibited",
                            ctx.str(name)
                        ),
                    );
                    error.notes.push(strata_ir::verify::current_operation_note(
                        ctx, module, body_id, op,
                    ));
                    out.conflicts.push((name, error));
                }
                ok.then_some(name)
            } else if funcs_converted
                && d.opcode == Opcode::FuncFunc
                && precedes_definitions(module, body_id, op)
                && converted_func_type(ctx, names, d.attrs, index) == signature(ctx, n, index, name)
            {
                // Converted to the `llvm.func` it declares before any
                // function that could call it is: MLIR finds that.
                Some(name)
            } else {
                let base = ctx.str(name).to_string();
                (0u32..)
                    .map(|i| ctx.ident(&format!("{base}_{i}")))
                    .find(|c| !table.contains_key(c))
            };
            out.resolved.push((name, resolved));
        }
        out
    }
}

/// Whether op `op` of module body `table` comes before every function
/// there that has a body.
fn precedes_definitions(module: &Module, table: BodyId, op: strata_ir::Op) -> bool {
    let body = module.body(table);
    let Some(&root) = body.roots.first() else {
        return false;
    };
    let Some(entry) = body.entry_block(root) else {
        return false;
    };
    for o in body.block_ops(entry) {
        if o == op {
            return true;
        }
        if body.op(o).body.is_some() {
            return false;
        }
    }
    false
}

/// The `llvm.func` type a `func.func` declaration with plain LLVM-ready
/// types converts to (`index` as `index`); `None` for anything else.
fn converted_func_type(
    ctx: &Context,
    names: &Names,
    attrs: strata_ir::AttrId,
    index: TypeId,
) -> Option<TypeId> {
    let AttrData::Type(fty) = ctx.attr_data(ctx.dict_get(attrs, names.function_type)?) else {
        return None;
    };
    let TypeData::Function { inputs, results } = ctx.type_data(*fty) else {
        return None;
    };
    let plain = |t: TypeId| -> Option<TypeId> {
        match ctx.type_data(t) {
            TypeData::Index => Some(index),
            TypeData::Integer { .. } | TypeData::LlvmPtr { .. } => Some(t),
            _ => None,
        }
    };
    let ret = match results.as_ref() {
        [] => TypeId::LLVM_VOID,
        [r] => plain(*r)?,
        _ => return None,
    };
    let params = inputs
        .iter()
        .map(|&t| plain(t))
        .collect::<Option<Vec<_>>>()?;
    Some(ctx.intern_type(TypeData::LlvmFunc {
        ret,
        params: params.into(),
        var_arg: false,
    }))
}

/// The signature of runtime function `name`, if it is one.
fn signature(ctx: &Context, n: &MemrefNames, index: TypeId, name: Ident) -> Option<TypeId> {
    let ptr = TypeId::LLVM_PTR;
    let (ret, params): (TypeId, SmallVec<[TypeId; 3]>) =
        if name == n.malloc || name == n.generic_alloc {
            (ptr, smallvec::smallvec![index])
        } else if name == n.aligned_alloc || name == n.generic_aligned_alloc {
            (ptr, smallvec::smallvec![index, index])
        } else if name == n.free || name == n.generic_free {
            (TypeId::LLVM_VOID, smallvec::smallvec![ptr])
        } else if name == n.memref_copy {
            (TypeId::LLVM_VOID, smallvec::smallvec![index, ptr, ptr])
        } else {
            return None;
        };
    Some(ctx.intern_type(TypeData::LlvmFunc {
        ret,
        params: params.into_vec().into(),
        var_arg: false,
    }))
}

/// The runtime functions of `called` (those the patterns called), in
/// order of first call in the module (bodies visited in op order, each
/// nested body where its op stands).
#[allow(clippy::too_many_arguments)]
fn first_uses(
    ctx: &Context,
    names: &Names,
    n: &MemrefNames,
    runtime: &ModuleRuntimeNames,
    module: &Module,
    index: TypeId,
    called: &[Ident],
) -> Vec<(BodyId, Ident, Ident)> {
    let mut seen: FxHashSet<(BodyId, Ident)> = FxHashSet::default();
    let mut order = Vec::new();
    if module.bodies.is_empty() {
        return order;
    }
    // The runtime call of `op` to one of `called`, if it is one: (callee,
    // base name). (Calls the input made already have their declarations.)
    let runtime_call = |op: &strata_ir::OpData| -> Option<(Ident, Ident)> {
        if op.opcode != Opcode::LlvmCall {
            return None;
        }
        match ctx
            .dict_get(op.attrs, names.callee)
            .map(|a| ctx.attr_data(a))
        {
            Some(AttrData::SymbolRef { root, nested })
                if nested.is_empty() && called.contains(root) =>
            {
                let base = runtime.base_of(*root).unwrap_or(*root);
                signature(ctx, n, index, base).map(|_| (*root, base))
            }
            _ => None,
        }
    };
    if called.is_empty() {
        return order;
    }
    // A depth-first walk from the top body: a body's calls, and each child
    // body's right where its owner sits. Each module declares what its own
    // ops call (MLIR looks callees up in the op's parent module); without
    // nested modules the walk stops once every callee has been seen, as
    // nothing after can change the order.
    let has_nested = module.nested_modules().next().is_some();
    enum Event {
        Call(Ident, Ident),
        Child(BodyId),
    }
    let events_of = |b: &Body| -> Vec<Event> {
        let mut events = Vec::new();
        if !b.any_op(|o| o.opcode == Opcode::LlvmCall || o.body.is_some()) {
            return events;
        }
        b.walk(|op| {
            let d = b.op(op);
            if let Some((root, base)) = runtime_call(d) {
                events.push(Event::Call(root, base));
            }
            if d.body.is_some() && d.body.index() < module.bodies.len() {
                events.push(Event::Child(d.body));
            }
        });
        events
    };
    let mut stack: Vec<(Vec<Event>, usize, BodyId)> =
        vec![(events_of(&module.bodies[0]), 0, Module::TOP)];
    while let Some((events, i, table)) = stack.last_mut() {
        if !has_nested && seen.len() == called.len() {
            break;
        }
        let table = *table;
        let Some(e) = events.get(*i) else {
            stack.pop();
            continue;
        };
        *i += 1;
        match *e {
            Event::Call(root, base) => {
                if seen.insert((table, root)) {
                    // A renamed callee stands for what its own module
                    // renamed (another module may rename differently).
                    let base = runtime
                        .of(table)
                        .and_then(|r| r.base_of(root))
                        .unwrap_or(base);
                    order.push((table, root, base));
                }
            }
            Event::Child(child) => {
                let events = events_of(&module.bodies[child.index()]);
                let child_table = if has_nested {
                    module.enclosing_module(child)
                } else {
                    table
                };
                stack.push((events, 0, child_table));
            }
        }
    }
    order
}

/// Adds `llvm.func` declarations for the runtime functions the converted
/// module calls and does not define; returns their symbols.
pub fn declare(
    ctx: &Context,
    names: &Names,
    n: &MemrefNames,
    runtime: &ModuleRuntimeNames,
    module: &mut Module,
    index: TypeId,
    called: &[Ident],
) -> crate::decl_order::Family {
    let mut created = Vec::new();
    let used = first_uses(ctx, names, n, runtime, module, index, called);
    if used.is_empty() {
        return created;
    }
    let mut existing = crate::asserts::ScopedSymbols::new();
    let linkage = ctx.intern_attr(AttrData::Enum {
        kind: EnumKind::LlvmLinkage,
        value: LINKAGE_EXTERNAL,
    });
    for (table, name, base) in used {
        if existing.of(ctx, module, table).contains(&name) {
            continue;
        }
        let Some(fty) = signature(ctx, n, index, base) else {
            continue;
        };
        let mut attrs = vec![
            NamedAttr {
                name: names.function_type,
                value: ctx.type_attr(fty),
            },
            NamedAttr {
                name: names.linkage,
                value: linkage,
            },
            NamedAttr {
                name: names.sym_name,
                value: ctx.string_attr(ctx.str(name)),
            },
        ];
        crate::conversion::llvm_attrs::add_func_defaults(ctx, names, &mut attrs);
        let attrs = ctx.dict_attr(&attrs);
        // Made by MLIR's `lookupOrCreateFn`, at the module's location.
        let loc = module.module_loc(table);
        let f = crate::asserts::push_front(module, table, names, Opcode::LlvmFunc, attrs, loc);
        module.add_body(table, f, 1);
        created.push((table, name));
    }
    created
}
