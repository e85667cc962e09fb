//! Unranked memref results cross calls and returns by copy, as in MLIR: the
//! callee's `func.return` copies each unranked descriptor's underlying
//! ranked descriptor to the heap (`malloc`), and the caller copies it from
//! there onto its stack (`alloca`) and frees the heap copy, so a function
//! can return a descriptor that lives in its own frame.

use rayon::prelude::*;
use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, EnumKind, NamedAttr};
use strata_ir::{AttrId, Context, Ident, Module, OpSpec, Opcode, TypeData, TypeId, Value};

use super::rewriter::BodyRewriter;
use crate::names::Names;

fn is_unranked(ctx: &Context, ty: TypeId) -> bool {
    matches!(ctx.type_data(ty), TypeData::UnrankedMemRef { .. })
}

/// Replaces each unranked descriptor in `vals` (whose original types are
/// `tys`) by a copy: on the heap (`to_heap`, at returns) or on the stack,
/// freeing the source (at call results). Emitted in MLIR 22's order: per
/// descriptor, its constants, its size, then the copy.
pub fn copy_unranked(rw: &mut BodyRewriter, vals: &mut [Value], tys: &[TypeId], to_heap: bool) {
    let ctx = rw.ctx;
    let ix = rw.tc.index;
    let e = AttrId::EMPTY_DICT;
    for (v, &t) in vals.iter_mut().zip(tys) {
        if !is_unranked(ctx, t) {
            continue;
        }
        // 2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index)
        let one = rw.int_constant(1, TypeId::INDEX, ix);
        let two = rw.int_constant(2, TypeId::INDEX, ix);
        let index_bytes = rw.int_constant(rw.tc.index_bits.div_ceil(8) as i128, TypeId::INDEX, ix);
        let ptr_bytes = rw.int_constant(8, TypeId::INDEX, ix);
        let ptrs = rw.push1(Opcode::LlvmMul, &[two, ptr_bytes], ix, e);
        let rank = rw.extractvalue(*v, &[0], ix);
        let twice = rw.push1(Opcode::LlvmMul, &[two, rank], ix, e);
        let fields = rw.push1(Opcode::LlvmAdd, &[twice, one], ix, e);
        let field_bytes = rw.push1(Opcode::LlvmMul, &[fields, index_bytes], ix, e);
        let size = rw.push1(Opcode::LlvmAdd, &[ptrs, field_bytes], ix, e);
        let memory = if to_heap {
            call(rw, "malloc", &[size], TypeId::LLVM_PTR)
        } else {
            let attrs = rw.attrs(&[(rw.names.elem_type, ctx.type_attr(TypeId::I8))]);
            rw.push1(Opcode::LlvmAlloca, &[size], TypeId::LLVM_PTR, attrs)
        };
        let source = rw.extractvalue(*v, &[1], TypeId::LLVM_PTR);
        let volatile = ctx.intern_attr(AttrData::Bool(false));
        let attrs = rw.attrs(&[(rw.names.is_volatile, volatile)]);
        rw.push(Opcode::IntrMemcpy, &[memory, source, size], &[], attrs);
        if !to_heap {
            call(rw, "free", &[source], TypeId::LLVM_VOID);
        }
        let desc_ty = rw.new_type(*v);
        let fresh = rw.poison(desc_ty);
        let rank = rw.extractvalue(*v, &[0], ix);
        let fresh = rw.insertvalue(fresh, rank, &[0]);
        *v = rw.insertvalue(fresh, memory, &[1]);
    }
}

fn call(rw: &mut BodyRewriter, callee: &str, args: &[Value], result: TypeId) -> Value {
    let n = rw.names;
    let mut attrs = vec![
        NamedAttr {
            name: n.callee,
            value: rw.ctx.symbol_ref(rw.ctx.ident(callee)),
        },
        NamedAttr {
            name: n.operand_segment_sizes,
            value: rw.i32_array(&[args.len() as i32, 0]),
        },
        NamedAttr {
            name: n.op_bundle_sizes,
            value: rw.i32_array(&[]),
        },
    ];
    super::llvm_attrs::add_call_defaults(rw.ctx, n, &mut attrs);
    let attrs = rw.ctx.dict_attr(&attrs);
    if result == TypeId::LLVM_VOID {
        rw.push(Opcode::LlvmCall, args, &[], attrs);
        Value::NONE
    } else {
        rw.push1(Opcode::LlvmCall, args, result, attrs)
    }
}

/// Declares `malloc` and `free` at the top of the module when some call
/// (`free`) or return (`malloc`) of a function being converted carries an
/// unranked memref, in the order MLIR first needs them, each at the front.
pub fn declare_copy_functions(ctx: &Context, n: &Names, module: &mut Module, index: TypeId) {
    let mut needed: SmallVec<[&'static str; 2]> = SmallVec::new();
    // No unranked memref type in the context: no value has one.
    if !(0..ctx.num_types()).any(|i| is_unranked(ctx, TypeId::from_index(i))) {
        return;
    }
    let top = &module.bodies[0];
    let Some(&root) = top.roots.first() else {
        return;
    };
    let funcs: Vec<usize> = top
        .region_blocks(root)
        .flat_map(|b| top.block_ops(b))
        .filter(|&f| top.op(f).opcode == Opcode::FuncFunc && top.op(f).body.is_some())
        .map(|f| top.op(f).body.index())
        .collect();
    // Each function's needs in walk order, found in parallel; only bodies
    // with an unranked memref value are walked.
    let per_func: Vec<SmallVec<[&'static str; 2]>> = funcs
        .par_iter()
        .map(|&bi| {
            let body = &module.bodies[bi];
            let mut needed: SmallVec<[&'static str; 2]> = SmallVec::new();
            if !body.values.iter().any(|v| is_unranked(ctx, v.ty)) {
                return needed;
            }
            body.walk(|op| {
                let name = match body.op(op).opcode {
                    Opcode::FuncCall | Opcode::FuncCallIndirect
                        if body
                            .results(op)
                            .any(|r| is_unranked(ctx, body.value_type(r))) =>
                    {
                        "free"
                    }
                    Opcode::FuncReturn
                        if body
                            .operands(op)
                            .iter()
                            .any(|&v| is_unranked(ctx, body.value_type(v))) =>
                    {
                        "malloc"
                    }
                    _ => return,
                };
                if !needed.contains(&name) {
                    needed.push(name);
                }
            });
            needed
        })
        .collect();
    for name in per_func.into_iter().flatten() {
        if !needed.contains(&name) {
            needed.push(name);
        }
    }
    if needed.is_empty() {
        return;
    }
    let symbols = module.symbol_table(ctx, Module::TOP);
    for name in needed {
        let id: Ident = ctx.ident(name);
        if symbols.contains_key(&id) {
            continue;
        }
        let (ret, params): (TypeId, SmallVec<[TypeId; 1]>) = match name {
            "malloc" => (TypeId::LLVM_PTR, smallvec::smallvec![index]),
            _ => (TypeId::LLVM_VOID, smallvec::smallvec![TypeId::LLVM_PTR]),
        };
        let fty = ctx.intern_type(TypeData::LlvmFunc {
            ret,
            params: params.to_vec().into(),
            var_arg: false,
        });
        let mut attrs = vec![
            NamedAttr {
                name: n.sym_name,
                value: ctx.string_attr(name),
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
        super::llvm_attrs::add_func_defaults(ctx, n, &mut attrs);
        let spec = OpSpec {
            opcode: Opcode::LlvmFunc,
            name: n.op_name(Opcode::LlvmFunc),
            operands: &[],
            result_types: &[],
            successors: &[],
            attrs: ctx.dict_attr(&attrs),
            loc: module.loc,
            num_regions: 0,
        };
        let block = module.top_block();
        let body = &mut module.bodies[0];
        let op = body.create_op(&spec);
        match body.blocks[block.index()].first.expand() {
            Some(first) => body.insert_op_before(first, op),
            None => body.append_op(block, op),
        }
        module.add_body(Module::TOP, op, 1);
    }
}
