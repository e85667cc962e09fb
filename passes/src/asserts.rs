//! Module-level side of `cf.assert` lowering: unique global names for the
//! messages, planned before bodies convert in parallel, and the globals and
//! `puts`/`abort` declarations inserted afterwards, in MLIR's order, each in
//! the `builtin.module` nearest around its assert (as MLIR's lowering puts
//! them in the op's parent module).

use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::attrs::{AttrData, DenseValues, EnumKind, NamedAttr};
use strata_ir::{AttrId, BodyId, Context, Ident, Module, OpSpec, Opcode, TypeData, TypeId};

use crate::names::Names;

pub struct AssertPlan {
    /// Per body, the global names of its asserts in op order.
    pub per_body: Vec<Vec<Ident>>,
    /// (name, message, location of the assert, body of the module it goes
    /// in) in creation order: the global takes its assert's location, as in
    /// MLIR.
    globals: Vec<(Ident, Vec<u8>, AttrId, BodyId)>,
}

impl AssertPlan {
    /// The message globals, in creation order.
    pub fn message_globals(&self) -> Vec<Ident> {
        self.globals.iter().map(|g| g.0).collect()
    }

    pub fn empty(n: usize) -> AssertPlan {
        AssertPlan {
            per_body: vec![Vec::new(); n],
            globals: Vec::new(),
        }
    }
}

/// The symbols of each module body, read when first asked for and kept up
/// to date with the names given out.
pub(crate) struct ScopedSymbols(FxHashMap<BodyId, FxHashSet<Ident>>);

impl ScopedSymbols {
    pub(crate) fn new() -> Self {
        ScopedSymbols(FxHashMap::default())
    }

    pub(crate) fn of(
        &mut self,
        ctx: &Context,
        module: &Module,
        table: BodyId,
    ) -> &mut FxHashSet<Ident> {
        self.0
            .entry(table)
            .or_insert_with(|| module.symbol_table(ctx, table).into_keys().collect())
    }
}

/// Names `assert_msg`, `assert_msg_0`, `assert_msg_1`, ... skipping the
/// symbols taken in the assert's module, in body order then op order (the
/// order MLIR converts them in). The counter is shared by all modules, as
/// MLIR's is.
pub fn plan(
    ctx: &Context,
    names: &Names,
    module: &Module,
    mask: &[bool],
    summary: Option<&strata_ir::summary::OpcodeSummary>,
) -> AssertPlan {
    let mut plan = AssertPlan::empty(module.bodies.len());
    let any = module.bodies.par_iter().enumerate().any(|(i, b)| {
        mask.get(i).copied().unwrap_or(false)
            && summary.is_none_or(|s| s.may_have(i, Opcode::CfAssert))
            && b.any_op(|o| o.opcode == Opcode::CfAssert)
    });
    if !any {
        return plan;
    }
    let mut taken = ScopedSymbols::new();
    let mut counter = 0usize;
    let order = body_preorder(module);
    for bi in order {
        if !mask.get(bi).copied().unwrap_or(false) {
            continue;
        }
        let body = &module.bodies[bi];
        let table = module.enclosing_module(BodyId::from_index(bi));
        let mut msgs = Vec::new();
        body.walk(|op| {
            if body.op(op).opcode == Opcode::CfAssert {
                let msg = match ctx
                    .dict_get(body.op(op).attrs, names.msg)
                    .map(|a| ctx.attr_data(a))
                {
                    Some(AttrData::String { value, .. }) => ctx.bytes(*value).to_vec(),
                    _ => Vec::new(),
                };
                msgs.push((msg, body.op(op).loc));
            }
        });
        let taken = taken.of(ctx, module, table);
        for (msg, loc) in msgs {
            let mut name = "assert_msg".to_string();
            while taken.contains(&ctx.ident(&name)) {
                name = format!("assert_msg_{counter}");
                counter += 1;
            }
            let id = ctx.ident(&name);
            taken.insert(id);
            plan.per_body[bi].push(id);
            plan.globals.push((id, msg, loc, table));
        }
    }
    plan
}

/// Bodies in the order their owning ops appear in the module text.
pub(crate) fn body_preorder(module: &Module) -> Vec<usize> {
    let mut out = Vec::with_capacity(module.bodies.len());
    let mut stack = vec![0usize];
    while let Some(b) = stack.pop() {
        out.push(b);
        let body = &module.bodies[b];
        let mut children = Vec::new();
        body.walk(|op| {
            let c = body.op(op).body;
            if c.is_some() {
                children.push(c.index());
            }
        });
        stack.extend(children.into_iter().rev());
    }
    out
}

/// Inserts each message global at the front of its module and, for the
/// first one there, `puts` and (when asserts `abort`) `abort` declarations
/// when that module lacks them. Returns the symbols it added, with their
/// modules.
pub fn insert_declarations(
    ctx: &Context,
    n: &Names,
    module: &mut Module,
    plan: &AssertPlan,
    abort: bool,
) -> crate::decl_order::Family {
    let mut created = Vec::new();
    if plan.globals.is_empty() {
        return created;
    }
    let mut symbols = ScopedSymbols::new();
    let mut started: FxHashSet<BodyId> = FxHashSet::default();
    for &(name, ref msg, loc, table) in &plan.globals {
        push_string_global(ctx, n, module, table, name, msg, loc);
        created.push((table, name));
        if started.insert(table) {
            for (fname, params) in [("puts", vec![TypeId::LLVM_PTR]), ("abort", vec![])] {
                if fname == "abort" && !abort {
                    continue;
                }
                let id = ctx.ident(fname);
                if !symbols.of(ctx, module, table).insert(id) {
                    continue;
                }
                // `puts` is looked up or created with the module's
                // location; MLIR's assert lowering makes `abort` itself,
                // at an unknown location.
                let loc = if fname == "abort" {
                    AttrId::UNKNOWN_LOC
                } else {
                    module.module_loc(table)
                };
                push_func_decl(ctx, n, module, table, fname, &params, loc);
                created.push((table, id));
            }
        }
    }
    created
}

/// Inserts `llvm.mlir.global private constant @name("msg\0")` at the front
/// of the module whose body is `table` (the form MLIR uses for assert
/// messages and printed strings).
pub(crate) fn push_string_global(
    ctx: &Context,
    n: &Names,
    module: &mut Module,
    table: BodyId,
    name: Ident,
    msg: &[u8],
    loc: AttrId,
) {
    // Dense integers are stored sign-extended from their width (i8).
    let mut bytes: Vec<i128> = msg.iter().map(|&b| b as i8 as i128).collect();
    bytes.push(0);
    let arr = ctx.llvm_array(TypeId::I8, bytes.len() as u64);
    let tensor = ctx.intern_type(TypeData::RankedTensor {
        shape: [bytes.len() as i64].into(),
        elem: TypeId::I8,
        encoding: None,
    });
    let value = ctx.intern_attr(AttrData::DenseElements {
        ty: tensor,
        splat: false,
        values: DenseValues::Int(bytes.into()),
    });
    let attrs = ctx.dict_attr(&[
        NamedAttr {
            name: n.visibility,
            value: ctx.int_attr(TypeId::I64, 0),
        },
        NamedAttr {
            name: n.sym_name,
            value: ctx.intern_attr(AttrData::String {
                value: name,
                ty: None,
            }),
        },
        NamedAttr {
            name: n.global_type,
            value: ctx.type_attr(arr),
        },
        NamedAttr {
            name: n.constant,
            value: AttrId::UNIT,
        },
        NamedAttr {
            name: n.value,
            value,
        },
        NamedAttr {
            name: n.addr_space,
            value: ctx.int_attr(TypeId::I32, 0),
        },
        NamedAttr {
            name: n.linkage,
            value: ctx.intern_attr(AttrData::Enum {
                kind: EnumKind::LlvmLinkage,
                value: 0,
            }),
        },
    ]);
    // The initializer region exists, empty.
    let global = push_front(module, table, n, Opcode::LlvmMlirGlobal, attrs, loc);
    module.add_body(table, global, 1);
}

/// Inserts `llvm.func @name(params)` (external, returning void) at the
/// front of the module whose body is `table`.
pub(crate) fn push_func_decl(
    ctx: &Context,
    n: &Names,
    module: &mut Module,
    table: BodyId,
    fname: &str,
    params: &[TypeId],
    loc: AttrId,
) {
    let fty = ctx.intern_type(TypeData::LlvmFunc {
        ret: TypeId::LLVM_VOID,
        params: params.into(),
        var_arg: false,
    });
    let mut attrs = vec![
        NamedAttr {
            name: n.sym_name,
            value: ctx.string_attr(fname),
        },
        NamedAttr {
            name: n.function_type,
            value: ctx.type_attr(fty),
        },
        NamedAttr {
            name: n.linkage,
            value: ctx.intern_attr(AttrData::Enum {
                kind: EnumKind::LlvmLinkage,
                value: 10,
            }),
        },
    ];
    crate::conversion::llvm_attrs::add_func_defaults(ctx, n, &mut attrs);
    let attrs = ctx.dict_attr(&attrs);
    let op = push_front(module, table, n, Opcode::LlvmFunc, attrs, loc);
    module.add_body(table, op, 1);
}

/// Creates an op without operands, results or regions at the front of the
/// module whose body is `table`.
pub(crate) fn push_front(
    module: &mut Module,
    table: BodyId,
    n: &Names,
    opcode: Opcode,
    attrs: AttrId,
    loc: AttrId,
) -> strata_ir::Op {
    let top = module.front_block(table);
    let body = &mut module.bodies[table.index()];
    let op = body.create_op(&OpSpec {
        opcode,
        name: n.op_name(opcode),
        operands: &[],
        result_types: &[],
        successors: &[],
        attrs,
        loc,
        num_regions: 0,
    });
    match body.blocks[top.index()].first.expand() {
        Some(first) => body.insert_op_before(first, op),
        None => body.append_op(top, op),
    }
    op
}
