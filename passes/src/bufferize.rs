//! `one-shot-bufferize`: tensors become memrefs, for the tensor ops Strata
//! models — `arith.constant` of dense tensors (a private constant
//! `memref.global` named `__constant_<shape>x<type>`, shared by equal
//! constants, read with `memref.get_global`), `tensor.cast` (`memref.cast`),
//! `tensor.dim` (`memref.dim`), `tensor.extract` (`memref.load`) — and, with
//! `bufferize-function-boundaries`, function signatures, `func.call` and
//! `func.return`.
//!
//! Function boundaries follow MLIR's default `infer-layout-map`: ranked
//! tensor arguments become memrefs with a fully dynamic strided layout,
//! results take the type of the buffer every `return` returns (fully
//! dynamic when they differ, and for external functions); unranked tensors
//! become unranked memrefs. `function-boundary-type-conversion` also takes
//! `identity-layout-map` and `fully-dynamic-layout-map`.
//!
//! Buffers of constants are read-only, so a call that may write its operand
//! (an external function whose argument lacks `bufferization.access =
//! "read"`) gets a fresh copy (`memref.alloc` with 64-byte alignment and
//! `memref.copy`), as MLIR's analysis decides for such calls. Copies are
//! freed by `buffer-deallocation-pipeline`. Any other op that takes or
//! yields a tensor is an error.

use rustc_hash::FxHashMap;
use strata_ir::attrs::{AttrData, NamedAttr};
use strata_ir::dialect::memref::layout::fully_dynamic_layout;
use strata_ir::types::DYNAMIC;
use strata_ir::{
    AttrId, Body, BodyId, Context, Diag, Ident, Module, Op, Opcode, TypeData, TypeId, Value,
};

use crate::inplace::Builder;
use crate::names::Names;

/// `function-boundary-type-conversion`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum BoundaryLayout {
    #[default]
    InferLayoutMap,
    IdentityLayoutMap,
    FullyDynamicLayoutMap,
}

impl BoundaryLayout {
    pub fn parse(text: &str) -> Option<BoundaryLayout> {
        Some(match text {
            "infer-layout-map" => BoundaryLayout::InferLayoutMap,
            "identity-layout-map" => BoundaryLayout::IdentityLayoutMap,
            "fully-dynamic-layout-map" => BoundaryLayout::FullyDynamicLayoutMap,
            _ => return None,
        })
    }
}

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct BufferizeOptions {
    pub function_boundaries: bool,
    pub boundary_layout: BoundaryLayout,
}

/// MLIR's default `buffer-alignment`.
const ALIGNMENT: i128 = 64;

fn is_tensor(ctx: &Context, ty: TypeId) -> bool {
    strata_ir::dialect::tensor::tensor_parts(ctx, ty).is_some()
}

/// The memref type of a tensor type: identity layout (or fully dynamic
/// when `dynamic_layout`), no memory space; unranked stays unranked.
fn memref_of(ctx: &Context, ty: TypeId, dynamic_layout: bool) -> TypeId {
    match ctx.type_data(ty).clone() {
        TypeData::RankedTensor { shape, elem, .. } => {
            let layout = dynamic_layout.then(|| fully_dynamic_layout(ctx, shape.len()));
            ctx.intern_type(TypeData::MemRef {
                shape,
                elem,
                layout,
                memory_space: None,
            })
        }
        TypeData::UnrankedTensor { elem } => ctx.intern_type(TypeData::UnrankedMemRef {
            elem,
            memory_space: None,
        }),
        _ => ty,
    }
}

/// A function's type with its tensors converted: arguments by `layout`,
/// results by `results` where given (the inferred return types).
fn convert_signature(
    ctx: &Context,
    fty: TypeId,
    layout: BoundaryLayout,
    results: Option<&[TypeId]>,
) -> TypeId {
    let TypeData::Function {
        inputs,
        results: rs,
    } = ctx.type_data(fty).clone()
    else {
        return fty;
    };
    let dynamic = layout != BoundaryLayout::IdentityLayoutMap;
    let inputs: Vec<TypeId> = inputs.iter().map(|&t| memref_of(ctx, t, dynamic)).collect();
    let results: Vec<TypeId> = match results {
        Some(r) => r.to_vec(),
        None => rs.iter().map(|&t| memref_of(ctx, t, dynamic)).collect(),
    };
    ctx.function_type(&inputs, &results)
}

fn function_type(ctx: &Context, attrs: AttrId) -> Option<TypeId> {
    match ctx.attr_data(ctx.dict_get(attrs, ctx.ident("function_type"))?) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

/// Whether argument `i` of a function is marked as only read (or not
/// accessed at all) with `bufferization.access`.
fn read_only_argument(ctx: &Context, attrs: AttrId, i: usize) -> bool {
    let Some(arg_attrs) = ctx.dict_get(attrs, ctx.ident("arg_attrs")) else {
        return false;
    };
    let AttrData::Array(dicts) = ctx.attr_data(arg_attrs) else {
        return false;
    };
    let Some(&dict) = dicts.get(i) else {
        return false;
    };
    matches!(
        ctx.dict_get(dict, ctx.ident("bufferization.access")).map(|a| ctx.attr_data(a)),
        Some(AttrData::String { value, .. }) if matches!(ctx.str(*value), "read" | "none")
    )
}

/// What the module-level phase knows about each function.
struct Function {
    op: Op,
    body: Option<BodyId>,
    /// The signature as written.
    original: TypeId,
    /// The signature after bufferization.
    converted: TypeId,
    /// Per argument: whether a call may write it.
    may_write: Vec<bool>,
}

/// Private constant globals created so far: (initial value, type) → name.
#[derive(Default)]
struct Globals {
    by_value: FxHashMap<(AttrId, TypeId), Ident>,
    taken: rustc_hash::FxHashSet<Ident>,
    /// (name, memref type, value) in creation order.
    created: Vec<(Ident, TypeId, AttrId)>,
}

impl Globals {
    fn for_constant(&mut self, ctx: &Context, value: AttrId, ty: TypeId) -> Ident {
        if let Some(&name) = self.by_value.get(&(value, ty)) {
            return name;
        }
        let (shape, elem) = match ctx.type_data(ty) {
            TypeData::MemRef { shape, elem, .. } => (shape.clone(), *elem),
            _ => (Box::default(), ty),
        };
        let mut base = String::from("__constant_");
        for (i, d) in shape.iter().enumerate() {
            if i > 0 {
                base.push('x');
            }
            base.push_str(&d.to_string());
        }
        base.push('x');
        strata_ir::syntax::print_type(ctx, elem, &mut base);
        let mut name = ctx.ident(&base);
        let mut n = 0;
        while self.taken.contains(&name) {
            name = ctx.ident(&format!("{base}_{n}"));
            n += 1;
        }
        self.taken.insert(name);
        self.by_value.insert((value, ty), name);
        self.created.push((name, ty, value));
        name
    }
}

pub fn run(
    ctx: &Context,
    names: &Names,
    module: &mut Module,
    opts: &BufferizeOptions,
) -> Result<(), Diag> {
    let mut functions: FxHashMap<Ident, Function> = FxHashMap::default();
    let mut order: Vec<Ident> = Vec::new();
    let mut globals = Globals {
        taken: module.symbol_table(ctx, Module::TOP).into_keys().collect(),
        ..Globals::default()
    };
    let sym_name = ctx.ident("sym_name");
    for op in module.top_ops().collect::<Vec<_>>() {
        let d = module.bodies[0].op(op);
        if d.opcode != Opcode::FuncFunc {
            continue;
        }
        let Some(AttrData::String { value: name, .. }) =
            ctx.dict_get(d.attrs, sym_name).map(|a| ctx.attr_data(a))
        else {
            continue;
        };
        let name = *name;
        let Some(fty) = function_type(ctx, d.attrs) else {
            continue;
        };
        let TypeData::Function { inputs, .. } = ctx.type_data(fty).clone() else {
            continue;
        };
        // A declaration has no body, or one without blocks.
        let body = (!d.body.is_none()).then_some(d.body).filter(|b| {
            let b = &module.bodies[b.index()];
            b.roots.first().is_some_and(|&r| b.entry_block(r).is_some())
        });
        let may_write = (0..inputs.len())
            .map(|i| body.is_none() && !read_only_argument(ctx, d.attrs, i))
            .collect();
        let converted = if opts.function_boundaries {
            convert_signature(ctx, fty, opts.boundary_layout, None)
        } else {
            fty
        };
        functions.insert(
            name,
            Function {
                op,
                body,
                original: fty,
                converted,
                may_write,
            },
        );
        order.push(name);
    }
    // Callees before callers, so a call sees its callee's inferred results.
    let order = callees_first(ctx, module, &functions, &order);
    for name in order {
        let (op, body) = {
            let f = &functions[&name];
            (f.op, f.body)
        };
        if let Some(body) = body {
            let returned = bufferize_body(
                ctx,
                &mut module.bodies[body.index()],
                &functions,
                &mut globals,
                opts,
                functions[&name].converted,
            )?;
            let infer =
                opts.function_boundaries && opts.boundary_layout == BoundaryLayout::InferLayoutMap;
            if let (true, Some(results), Some(f)) = (infer, returned, functions.get_mut(&name)) {
                f.converted =
                    convert_signature(ctx, f.original, opts.boundary_layout, Some(&results));
                fix_return_types(ctx, &mut module.bodies[body.index()], &results);
            }
        }
        if opts.function_boundaries {
            let converted = functions[&name].converted;
            let attrs = module.bodies[0].op(op).attrs;
            let new = ctx.dict_with(
                attrs,
                ctx.ident("function_type"),
                Some(ctx.type_attr(converted)),
            );
            module.bodies[0].op_mut(op).attrs = new;
        }
    }
    insert_globals(ctx, names, module, &globals);
    Ok(())
}

/// A post-order of the call graph from each function in module order.
fn callees_first(
    ctx: &Context,
    module: &Module,
    functions: &FxHashMap<Ident, Function>,
    order: &[Ident],
) -> Vec<Ident> {
    let callee_name = ctx.ident("callee");
    let callees = |name: Ident| -> Vec<Ident> {
        let Some(body) = functions[&name].body else {
            return Vec::new();
        };
        let body = &module.bodies[body.index()];
        let mut out = Vec::new();
        body.walk(|op| {
            if body.op(op).opcode != Opcode::FuncCall {
                return;
            }
            if let Some(AttrData::SymbolRef { root, nested }) = ctx
                .dict_get(body.op(op).attrs, callee_name)
                .map(|a| ctx.attr_data(a))
            {
                if nested.is_empty() && functions.contains_key(root) {
                    out.push(*root);
                }
            }
        });
        out
    };
    let mut done: rustc_hash::FxHashSet<Ident> = rustc_hash::FxHashSet::default();
    let mut out = Vec::new();
    for &start in order {
        if done.contains(&start) {
            continue;
        }
        // Iterative DFS: (function, its callees, next callee index).
        done.insert(start);
        let mut stack = vec![(start, callees(start), 0usize)];
        while let Some((f, cs, i)) = stack.last_mut() {
            if *i < cs.len() {
                let c = cs[*i];
                *i += 1;
                if done.insert(c) {
                    let next = callees(c);
                    stack.push((c, next, 0));
                }
            } else {
                out.push(*f);
                stack.pop();
            }
        }
    }
    out
}

/// Bufferizes one function body; returns the types its returns agree on
/// (for `infer-layout-map`), or `None` without returns of tensors.
fn bufferize_body(
    ctx: &Context,
    body: &mut Body,
    functions: &FxHashMap<Ident, Function>,
    globals: &mut Globals,
    opts: &BufferizeOptions,
    signature: TypeId,
) -> Result<Option<Vec<TypeId>>, Diag> {
    let TypeData::Function { inputs, .. } = ctx.type_data(signature).clone() else {
        return Ok(None);
    };
    // Values whose type this pass changed in place from a tensor to a
    // memref (function arguments, call results): their users are tensor
    // users.
    let mut retyped: rustc_hash::FxHashSet<Value> = rustc_hash::FxHashSet::default();
    if opts.function_boundaries {
        if let Some(entry) = body.roots.first().and_then(|&r| body.entry_block(r)) {
            let args = body.block_args(entry).to_vec();
            for (a, &t) in args.iter().zip(inputs.iter()) {
                if is_tensor(ctx, body.value_type(*a)) {
                    retyped.insert(*a);
                }
                body.values[a.index()].ty = t;
            }
        }
    }
    let mut ops = Vec::new();
    body.walk(|op| ops.push(op));
    let callee_name = ctx.ident("callee");
    let mut subst: FxHashMap<Value, Value> = FxHashMap::default();
    // Unranked buffers made by casting a ranked one: where to copy from.
    let mut ranked_origin: FxHashMap<Value, Value> = FxHashMap::default();
    let mut dead: Vec<Op> = Vec::new();
    let mut returned: Option<Vec<TypeId>> = None;
    let mut returns_differ = false;
    for op in ops {
        // Judged on the original operands: those already bufferized were
        // tensors too. Other ops are left alone; `replace_uses` below
        // rewires their operands.
        let touches = |v: &Value| retyped.contains(v) || is_tensor(ctx, body.value_type(*v));
        if !body.operands(op).iter().any(touches) && !body.results(op).any(|r| touches(&r)) {
            continue;
        }
        let d = body.op(op);
        let (opcode, loc, attrs, op_name) = (d.opcode, d.loc, d.attrs, d.name);
        let operands: Vec<Value> = body
            .operands(op)
            .iter()
            .map(|v| *subst.get(v).unwrap_or(v))
            .collect();
        let results: Vec<Value> = body.results(op).collect();
        let error = |msg: String| {
            Err(Diag::error(
                strata_ir::verify::src_loc(ctx, loc),
                format!("'{}' op {msg}", ctx.str(op_name)),
            ))
        };
        let mut b = Builder {
            ctx,
            body: &mut *body,
            before: op,
            loc,
        };
        match opcode {
            Opcode::ArithConstant => {
                let ty = b.body.value_type(results[0]);
                let Some(value) = ctx.dict_get(attrs, ctx.ident("value")) else {
                    return error("was not bufferized".into());
                };
                let mem = memref_of(ctx, ty, false);
                let name = globals.for_constant(ctx, value, mem);
                let name_attrs = ctx.dict_attr(&[NamedAttr {
                    name: ctx.ident("name"),
                    value: ctx.symbol_ref(name),
                }]);
                let g = b.op1(Opcode::MemrefGetGlobal, &[], mem, name_attrs);
                subst.insert(results[0], g);
                dead.push(op);
            }
            Opcode::TensorCast => {
                let src = operands[0];
                let to =
                    cast_result_type(ctx, b.body.value_type(src), b.body.value_type(results[0]));
                let cast = b.op1(Opcode::MemrefCast, &[src], to, AttrId::EMPTY_DICT);
                if matches!(ctx.type_data(to), TypeData::UnrankedMemRef { .. }) {
                    let origin = ranked_origin.get(&src).copied().unwrap_or(src);
                    ranked_origin.insert(cast, origin);
                }
                subst.insert(results[0], cast);
                dead.push(op);
            }
            Opcode::TensorDim => {
                let v = b.op1(
                    Opcode::MemrefDim,
                    &operands,
                    TypeId::INDEX,
                    AttrId::EMPTY_DICT,
                );
                subst.insert(results[0], v);
                dead.push(op);
            }
            Opcode::TensorExtract => {
                let ty = b.body.value_type(results[0]);
                let v = b.op1(Opcode::MemrefLoad, &operands, ty, AttrId::EMPTY_DICT);
                subst.insert(results[0], v);
                dead.push(op);
            }
            Opcode::FuncCall if opts.function_boundaries => {
                let callee = match ctx.dict_get(attrs, callee_name).map(|a| ctx.attr_data(a)) {
                    Some(AttrData::SymbolRef { root, nested }) if nested.is_empty() => {
                        functions.get(root)
                    }
                    _ => None,
                };
                let Some(callee) = callee else {
                    return error("was not bufferized: unknown callee".into());
                };
                let TypeData::Function {
                    inputs: want,
                    results: result_types,
                } = ctx.type_data(callee.converted).clone()
                else {
                    return error("was not bufferized".into());
                };
                let mut new_operands = Vec::with_capacity(operands.len());
                for (i, &v) in operands.iter().enumerate() {
                    let Some(&t) = want.get(i) else {
                        return error("was not bufferized: operand count mismatch".into());
                    };
                    let mut v = v;
                    if callee.may_write[i] && is_buffer(ctx, b.body.value_type(v)) {
                        v = writable_copy(&mut b, v, &ranked_origin).ok_or_else(|| {
                            Diag::error(
                                strata_ir::verify::src_loc(ctx, loc),
                                "'func.call' op was not bufferized: an unranked tensor passed to a function that may write it has no ranked origin to copy".to_string(),
                            )
                        })?;
                    }
                    if b.body.value_type(v) != t {
                        v = b.op1(Opcode::MemrefCast, &[v], t, AttrId::EMPTY_DICT);
                    }
                    new_operands.push(v);
                }
                b.body.set_operands(op, &new_operands);
                for (r, &t) in results.iter().zip(result_types.iter()) {
                    if is_tensor(ctx, b.body.value_type(*r)) {
                        retyped.insert(*r);
                    }
                    b.body.values[r.index()].ty = t;
                }
            }
            Opcode::FuncReturn if opts.function_boundaries => {
                b.body.set_operands(op, &operands);
                let types: Vec<TypeId> = operands.iter().map(|&v| b.body.value_type(v)).collect();
                match &returned {
                    None => returned = Some(types),
                    Some(prev) if *prev != types => returns_differ = true,
                    Some(_) => {}
                }
            }
            _ => return error("was not bufferized".into()),
        }
    }
    for op in dead {
        body.remove_op(op);
    }
    crate::inplace::replace_uses(body, &subst);
    if returns_differ {
        // Returns of different buffer types: fully dynamic results.
        return Ok(returned.map(|ts| {
            ts.iter()
                .map(|&t| match ctx.type_data(t) {
                    TypeData::MemRef { shape, elem, .. } => ctx.intern_type(TypeData::MemRef {
                        shape: shape.clone(),
                        elem: *elem,
                        layout: Some(fully_dynamic_layout(ctx, shape.len())),
                        memory_space: None,
                    }),
                    _ => t,
                })
                .collect()
        }));
    }
    Ok(returned)
}

fn is_buffer(ctx: &Context, ty: TypeId) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// The memref type a `tensor.cast` gives: to unranked, unranked; from
/// unranked, a fully dynamic layout; ranked to ranked keeps the source's
/// layout.
fn cast_result_type(ctx: &Context, source: TypeId, tensor: TypeId) -> TypeId {
    match (ctx.type_data(source), ctx.type_data(tensor)) {
        (
            TypeData::MemRef {
                layout,
                memory_space,
                ..
            },
            TypeData::RankedTensor { shape, elem, .. },
        ) => ctx.intern_type(TypeData::MemRef {
            shape: shape.clone(),
            elem: *elem,
            layout: *layout,
            memory_space: *memory_space,
        }),
        (_, TypeData::RankedTensor { .. }) => memref_of(ctx, tensor, true),
        _ => memref_of(ctx, tensor, false),
    }
}

/// A fresh, writable copy of `buffer` with `buffer`'s type: allocated with
/// the shape of its ranked origin, filled by `memref.copy`, cast back.
fn writable_copy(
    b: &mut Builder,
    buffer: Value,
    ranked_origin: &FxHashMap<Value, Value>,
) -> Option<Value> {
    let ctx = b.ctx;
    let ranked = match ctx.type_data(b.body.value_type(buffer)) {
        TypeData::MemRef { .. } => buffer,
        _ => *ranked_origin.get(&buffer)?,
    };
    let TypeData::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.type_data(b.body.value_type(ranked)).clone()
    else {
        return None;
    };
    let mut sizes = Vec::new();
    for (d, &s) in shape.iter().enumerate() {
        if s == DYNAMIC {
            let c = b.constant(d as i128, TypeId::INDEX);
            sizes.push(b.op1(
                Opcode::MemrefDim,
                &[ranked, c],
                TypeId::INDEX,
                AttrId::EMPTY_DICT,
            ));
        }
    }
    let alloc_type = ctx.intern_type(TypeData::MemRef {
        shape,
        elem,
        layout: None,
        memory_space,
    });
    let segments = ctx.intern_attr(AttrData::DenseArray {
        elem: TypeId::I32,
        values: strata_ir::attrs::DenseValues::Int(vec![sizes.len() as i128, 0].into()),
    });
    let attrs = ctx.dict_attr(&[
        NamedAttr {
            name: ctx.ident("alignment"),
            value: ctx.int_attr(TypeId::I64, ALIGNMENT),
        },
        NamedAttr {
            name: ctx.ident("operandSegmentSizes"),
            value: segments,
        },
    ]);
    let alloc = b.op1(Opcode::MemrefAlloc, &sizes, alloc_type, attrs);
    b.op(
        Opcode::MemrefCopy,
        &[ranked, alloc],
        &[],
        AttrId::EMPTY_DICT,
    );
    let want = b.body.value_type(buffer);
    Some(if want == alloc_type {
        alloc
    } else {
        b.op1(Opcode::MemrefCast, &[alloc], want, AttrId::EMPTY_DICT)
    })
}

/// Casts returned values to the inferred result types where they differ
/// (only when returns disagreed and results became fully dynamic).
fn fix_return_types(ctx: &Context, body: &mut Body, results: &[TypeId]) {
    let mut returns = Vec::new();
    body.walk(|op| {
        if body.op(op).opcode == Opcode::FuncReturn {
            returns.push(op);
        }
    });
    for op in returns {
        let loc = body.op(op).loc;
        let operands = body.operands(op).to_vec();
        let mut b = Builder {
            ctx,
            body: &mut *body,
            before: op,
            loc,
        };
        let fixed: Vec<Value> = operands
            .iter()
            .zip(results)
            .map(|(&v, &t)| {
                if b.body.value_type(v) == t {
                    v
                } else {
                    b.op1(Opcode::MemrefCast, &[v], t, AttrId::EMPTY_DICT)
                }
            })
            .collect();
        body.set_operands(op, &fixed);
    }
}

/// The constant globals, each inserted at the front of the module (so the
/// last created comes first, as in MLIR's output).
fn insert_globals(ctx: &Context, names: &Names, module: &mut Module, globals: &Globals) {
    let loc = module.loc;
    for &(name, ty, value) in &globals.created {
        let attrs = ctx.dict_attr(&[
            NamedAttr {
                name: ctx.ident("alignment"),
                value: ctx.int_attr(TypeId::I64, ALIGNMENT),
            },
            NamedAttr {
                name: ctx.ident("constant"),
                value: ctx.intern_attr(AttrData::Unit),
            },
            NamedAttr {
                name: ctx.ident("initial_value"),
                value,
            },
            NamedAttr {
                name: ctx.ident("sym_name"),
                value: ctx.string_attr(ctx.str(name)),
            },
            NamedAttr {
                name: ctx.ident("sym_visibility"),
                value: ctx.string_attr("private"),
            },
            NamedAttr {
                name: ctx.ident("type"),
                value: ctx.type_attr(ty),
            },
        ]);
        crate::asserts::push_front(module, Module::TOP, names, Opcode::MemrefGlobal, attrs, loc);
    }
}
