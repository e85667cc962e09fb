//! `convert-func-to-llvm`, module side: `func.func` ops become
//! `llvm.func` with converted signatures, and `_mlir_ciface_` wrappers are
//! created for functions that ask for a C interface.

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, EnumKind, NamedAttr};
use strata_ir::{
    AttrId, BodyId, Context, Ident, Module, Op, OpSpec, Opcode, TypeData, TypeId, Value,
};

use crate::names::Names;
use crate::type_converter::{ArgKind, MemRefConvention, SignatureConversion, TypeConverter};

/// `#llvm.linkage<external>` as MLIR numbers it.
const LINKAGE_EXTERNAL: u64 = 10;
/// `#llvm.linkage<private>`.
const LINKAGE_PRIVATE: u64 = 0;

pub struct FuncModuleResult {
    /// Per body: the converted signature of the function owning it.
    pub signatures: Vec<Option<SignatureConversion>>,
    /// Per body: whether its function uses the bare-pointer convention.
    pub bare: Vec<bool>,
    /// Errors emitted for functions left unconverted (the pass goes on).
    pub diagnostics: Vec<strata_ir::Diag>,
}

/// Converts every `func.func` op in every symbol-table body.
pub fn convert_functions(
    ctx: &Context,
    tc: &TypeConverter,
    names: &Names,
    module: &mut Module,
    emit_c_wrappers: bool,
) -> FuncModuleResult {
    convert_functions_with(ctx, tc, None, names, module, emit_c_wrappers, None)
}

/// As `convert_functions`; functions marked `llvm.bareptr` take the
/// bare-pointer convention of `bare` (and get no C wrapper).
pub fn convert_functions_with(
    ctx: &Context,
    tc: &TypeConverter,
    bare: Option<&TypeConverter>,
    names: &Names,
    module: &mut Module,
    emit_c_wrappers: bool,
    summary: Option<&strata_ir::summary::OpcodeSummary>,
) -> FuncModuleResult {
    let mut signatures: Vec<Option<SignatureConversion>> = vec![None; module.bodies.len()];
    let mut bare_bodies = vec![false; module.bodies.len()];
    let mut diagnostics = Vec::new();
    #[allow(clippy::type_complexity)]
    let mut wrappers: Vec<(BodyId, Op, SignatureConversion, TypeId, AttrId, bool)> = Vec::new();
    // Bodies holding a `func.func` at all (module bodies), found in
    // parallel: the others need no scan.
    let has_func: Vec<bool> = {
        use rayon::prelude::*;
        module
            .bodies
            .par_iter()
            .enumerate()
            .map(|(i, b)| {
                summary.is_none_or(|s| s.may_have(i, Opcode::FuncFunc))
                    && b.any_op(|o| o.opcode == Opcode::FuncFunc)
            })
            .collect()
    };
    // Every function in order; each one's new signature and attributes
    // are worked out in parallel (reading the module only), then applied
    // in order, so diagnostics and wrappers come as from a serial loop.
    let funcs: Vec<(usize, Op)> = (0..has_func.len())
        .filter(|&bi| has_func[bi])
        .flat_map(|bi| {
            let body = &module.bodies[bi];
            let root = body.roots.first().copied();
            root.into_iter()
                .flat_map(move |r| body.region_blocks(r))
                .flat_map(move |b| body.block_ops(b))
                .filter(move |&o| body.op(o).opcode == Opcode::FuncFunc)
                .map(move |o| (bi, o))
        })
        .collect();
    let plans: Vec<FuncPlan> = {
        use rayon::prelude::*;
        let m: &Module = module;
        funcs
            .par_iter()
            .map(|&(bi, f)| plan_function(ctx, tc, bare, names, m, bi, f, emit_c_wrappers))
            .collect()
    };
    for ((bi, f), plan) in funcs.into_iter().zip(plans) {
        let p = match plan {
            FuncPlan::Skip => continue,
            FuncPlan::Refuse(d) => {
                diagnostics.push(d);
                continue;
            }
            FuncPlan::Convert(p) => p,
        };
        let d = module.bodies[bi].op_mut(f);
        d.opcode = Opcode::LlvmFunc;
        d.name = names.op_name(Opcode::LlvmFunc);
        d.attrs = p.new_attrs;
        let wrapped = p.wants_c && !p.var_arg && !p.is_bare;
        if let Some(fbody) = p.body {
            bare_bodies[fbody.index()] = p.is_bare && bare.is_some();
        }
        if wrapped {
            if let Some(fbody) = p.body {
                signatures[fbody.index()] = Some(p.sig.clone());
            }
            wrappers.push((
                BodyId::from_index(bi),
                f,
                p.sig,
                p.fty,
                p.attrs,
                p.body.is_some(),
            ));
        } else if let Some(fbody) = p.body {
            signatures[fbody.index()] = Some(p.sig);
        }
    }
    for (bi, f, sig, fty, orig_attrs, has_body) in wrappers {
        let w = Wrapped {
            parent: bi,
            f,
            sig: &sig,
            fty,
            orig_attrs,
        };
        if has_body {
            wrap_for_external_callers(ctx, tc, names, module, &w);
        } else {
            wrap_external_function(ctx, tc, names, module, &w);
        }
    }
    signatures.resize(module.bodies.len(), None);
    bare_bodies.resize(module.bodies.len(), false);
    FuncModuleResult {
        signatures,
        bare: bare_bodies,
        diagnostics,
    }
}

/// What becomes of one `func.func` (see `plan_function`).
enum FuncPlan {
    /// Left as it is (no function type, or kept legal by the test pass).
    Skip,
    /// Refused with this error, as MLIR does; the pass goes on.
    Refuse(strata_ir::Diag),
    Convert(Box<ConvertPlan>),
}

struct ConvertPlan {
    sig: SignatureConversion,
    new_attrs: AttrId,
    /// The function's body, when it has one with an entry block.
    body: Option<BodyId>,
    is_bare: bool,
    wants_c: bool,
    var_arg: bool,
    fty: TypeId,
    /// The `func.func`'s own attributes.
    attrs: AttrId,
}

/// Works out the conversion of `func.func` `f` in body `bi`, reading the
/// module only (so functions are planned in parallel).
#[allow(clippy::too_many_arguments)]
fn plan_function(
    ctx: &Context,
    tc: &TypeConverter,
    bare: Option<&TypeConverter>,
    names: &Names,
    module: &Module,
    bi: usize,
    f: Op,
    emit_c_wrappers: bool,
) -> FuncPlan {
    let body = &module.bodies[bi];
    let attrs = body.op(f).attrs;
    let Some(AttrData::Type(fty)) = ctx
        .dict_get(attrs, names.function_type)
        .map(|a| ctx.attr_data(a))
    else {
        return FuncPlan::Skip;
    };
    let fty = *fty;
    let TypeData::Function { inputs, results } = ctx.type_data(fty) else {
        return FuncPlan::Skip;
    };
    // MLIR's test pass keeps functions marked `is_legal`.
    if tc.test_legalize && ctx.dict_get(attrs, ctx.ident("is_legal")).is_some() {
        return FuncPlan::Skip;
    }
    let var_arg = ctx.dict_get(attrs, names.func_varargs) == Some(AttrId::TRUE);
    let loc = body.op(f).loc;
    // MLIR refuses these functions with an error and goes on.
    let bad_linkage = ctx.dict_get(attrs, names.llvm_linkage).is_some_and(|a| {
        !matches!(
            ctx.attr_data(a),
            AttrData::Enum {
                kind: EnumKind::LlvmLinkage,
                ..
            }
        )
    });
    // MLIR emits these on the op, which quotes it in a note.
    let refuse = |message: &str| {
        let mut d = crate::diag::error(ctx, loc, message);
        let quoted =
            strata_ir::verify::current_operation_note(ctx, module, BodyId::from_index(bi), f);
        d.notes.push(quoted);
        FuncPlan::Refuse(d)
    };
    if bad_linkage {
        return refuse("Contains llvm.linkage attribute not of type LLVM::LinkageAttr");
    }
    let wants_c = emit_c_wrappers || ctx.dict_get(attrs, names.emit_c_interface).is_some();
    let is_bare = ctx.dict_get(attrs, names.bareptr).is_some();
    // A function on the bare-pointer convention (by attribute or by the
    // pass option) gets no C wrapper, as in MLIR, variadic or not.
    let bare_convention = is_bare || tc.convention == MemRefConvention::BarePtr;
    if var_arg && wants_c && !bare_convention {
        return refuse("C interface for variadic functions is not supported yet.");
    }
    let ftc = match bare {
        Some(b) if is_bare => b,
        _ => tc,
    };
    let Some(sig) = ftc.convert_signature(inputs, results, var_arg) else {
        return FuncPlan::Skip;
    };
    let new_attrs = llvm_func_attrs(ctx, names, attrs, &sig, results.len());
    let fbody = body.op(f).body;
    let has_body = fbody.is_some()
        && module.bodies[fbody.index()]
            .roots
            .first()
            .is_some_and(|&r| module.bodies[fbody.index()].entry_block(r).is_some());
    FuncPlan::Convert(Box::new(ConvertPlan {
        sig,
        new_attrs,
        body: has_body.then_some(fbody),
        is_bare,
        wants_c: wants_c && !bare_convention,
        var_arg,
        fty,
        attrs,
    }))
}

/// The `llvm.func` attributes: `function_type`, `linkage` (from
/// `llvm.linkage`), argument/result attributes re-indexed for expanded
/// memref arguments, the rest carried over.
fn llvm_func_attrs(
    ctx: &Context,
    n: &Names,
    attrs: AttrId,
    sig: &SignatureConversion,
    num_results: usize,
) -> AttrId {
    let mut out: Vec<NamedAttr> = Vec::with_capacity(8);
    let mut linkage = ctx.intern_attr(AttrData::Enum {
        kind: EnumKind::LlvmLinkage,
        value: LINKAGE_EXTERNAL,
    });
    for e in ctx.dict_entries(attrs) {
        if e.name == n.function_type || e.name == n.func_varargs {
            continue;
        }
        if e.name == n.llvm_linkage {
            linkage = e.value;
            continue;
        }
        // `llvm.readnone` becomes memory effects that touch nothing.
        if ctx.str(e.name) == "llvm.readnone" {
            if let Ok(m) = strata_ir::syntax::parser::parse_attr_str(
                ctx,
                "",
                "#llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>",
            ) {
                out.push(NamedAttr {
                    name: ctx.ident("memory_effects"),
                    value: m,
                });
            }
            continue;
        }
        if e.name == n.arg_attrs {
            // An argument converted one-to-one keeps its attributes; the
            // scalars of an expanded memref get none (as in MLIR 22).
            if let AttrData::Array(items) = ctx.attr_data(e.value) {
                let mut expanded = vec![AttrId::EMPTY_DICT; sig.arg_types.len()];
                for (m, &a) in sig.args.iter().zip(items.iter()) {
                    if m.len == 1 {
                        expanded[m.start as usize] = a;
                    }
                }
                out.push(NamedAttr {
                    name: e.name,
                    value: ctx.array_attr(&expanded),
                });
            }
            continue;
        }
        if e.name == n.res_attrs {
            // Packed results lose their attributes, as in MLIR.
            if num_results == 1 {
                out.push(*e);
            }
            continue;
        }
        out.push(*e);
    }
    out.push(NamedAttr {
        name: n.function_type,
        value: ctx.type_attr(sig.llvm_type),
    });
    out.push(NamedAttr {
        name: n.linkage,
        value: linkage,
    });
    super::llvm_attrs::add_func_defaults(ctx, n, &mut out);
    ctx.dict_attr(&out)
}

fn sym_name(ctx: &Context, n: &Names, attrs: AttrId) -> Option<Ident> {
    match ctx.attr_data(ctx.dict_get(attrs, n.sym_name)?) {
        AttrData::String { value, .. } => Some(*value),
        _ => None,
    }
}

/// Small op builder over one body (the wrappers are built outside any
/// `BodyRewriter`).
struct Emit<'a> {
    ctx: &'a Context,
    n: &'a Names,
    body: &'a mut strata_ir::Body,
    block: strata_ir::Block,
    loc: AttrId,
}

impl Emit<'_> {
    fn push(
        &mut self,
        opcode: Opcode,
        operands: &[Value],
        results: &[TypeId],
        attrs: AttrId,
    ) -> Op {
        self.body.push_op(
            self.block,
            &OpSpec {
                opcode,
                name: self.n.op_name(opcode),
                operands,
                result_types: results,
                successors: &[],
                attrs,
                loc: self.loc,
                num_regions: 0,
            },
        )
    }

    fn extract(&mut self, agg: Value, pos: &[i64], ty: TypeId) -> Value {
        let arr = self.ctx.intern_attr(AttrData::DenseArray {
            elem: TypeId::I64,
            values: strata_ir::attrs::DenseValues::Int(pos.iter().map(|&p| p as i128).collect()),
        });
        let attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.n.position,
            value: arr,
        }]);
        let op = self.push(Opcode::LlvmExtractvalue, &[agg], &[ty], attrs);
        self.body.result(op, 0)
    }

    fn push1(&mut self, opcode: Opcode, operands: &[Value], ty: TypeId, attrs: AttrId) -> Value {
        let op = self.push(opcode, operands, &[ty], attrs);
        self.body.result(op, 0)
    }

    fn position(&self, pos: &[i64]) -> AttrId {
        let arr = self.ctx.intern_attr(AttrData::DenseArray {
            elem: TypeId::I64,
            values: strata_ir::attrs::DenseValues::Int(pos.iter().map(|&p| p as i128).collect()),
        });
        self.ctx.dict_attr(&[NamedAttr {
            name: self.n.position,
            value: arr,
        }])
    }

    fn insert(&mut self, agg: Value, val: Value, pos: &[i64]) -> Value {
        let ty = self.body.value_type(agg);
        let attrs = self.position(pos);
        self.push1(Opcode::LlvmInsertvalue, &[agg, val], ty, attrs)
    }

    /// `llvm.alloca` of one `ty` (MLIR's stack slot for a descriptor or a
    /// returned struct).
    fn alloca_one(&mut self, index: TypeId, ty: TypeId) -> Value {
        let one = self.ctx.int_attr(TypeId::INDEX, 1);
        let c_attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.n.value,
            value: one,
        }]);
        let c = self.push1(Opcode::LlvmMlirConstant, &[], index, c_attrs);
        let a_attrs = self.ctx.dict_attr(&[NamedAttr {
            name: self.n.elem_type,
            value: self.ctx.type_attr(ty),
        }]);
        self.push1(Opcode::LlvmAlloca, &[c], TypeId::LLVM_PTR, a_attrs)
    }

    fn call(&mut self, callee: Ident, args: &[Value], result: TypeId) -> Op {
        let mut attrs = vec![
            NamedAttr {
                name: self.n.callee,
                value: self.ctx.symbol_ref(callee),
            },
            NamedAttr {
                name: self.n.operand_segment_sizes,
                value: self.i32_array(&[args.len() as i32, 0]),
            },
            NamedAttr {
                name: self.n.op_bundle_sizes,
                value: self.i32_array(&[]),
            },
        ];
        super::llvm_attrs::add_call_defaults(self.ctx, self.n, &mut attrs);
        let attrs = self.ctx.dict_attr(&attrs);
        let results: SmallVec<[TypeId; 1]> = if result == TypeId::LLVM_VOID {
            SmallVec::new()
        } else {
            smallvec::smallvec![result]
        };
        self.push(Opcode::LlvmCall, args, &results, attrs)
    }

    fn i32_array(&self, vals: &[i32]) -> AttrId {
        self.ctx.intern_attr(AttrData::DenseArray {
            elem: TypeId::I32,
            values: strata_ir::attrs::DenseValues::Int(vals.iter().map(|&v| v as i128).collect()),
        })
    }
}

/// A converted function that gets a C wrapper.
struct Wrapped<'s> {
    parent: BodyId,
    f: Op,
    sig: &'s SignatureConversion,
    /// The original `func.func` type and attributes.
    fty: TypeId,
    orig_attrs: AttrId,
}

/// The wrapper's `arg_attrs` and `res_attrs`: one entry per original
/// argument (after a `{}` for the result pointer), and the result
/// attributes only when the result is returned directly. Absent when the
/// function had none.
fn wrapper_arg_res_attrs(
    ctx: &Context,
    n: &Names,
    orig_attrs: AttrId,
    result_by_ptr: bool,
    out: &mut SmallVec<[NamedAttr; 8]>,
) {
    if let Some(a) = ctx.dict_get(orig_attrs, n.arg_attrs) {
        if let AttrData::Array(items) = ctx.attr_data(a) {
            let mut list: Vec<AttrId> = Vec::with_capacity(items.len() + 1);
            if result_by_ptr {
                list.push(AttrId::EMPTY_DICT);
            }
            list.extend(items.iter().copied());
            out.push(NamedAttr {
                name: n.arg_attrs,
                value: ctx.array_attr(&list),
            });
        }
    }
    if !result_by_ptr {
        if let Some(r) = ctx.dict_get(orig_attrs, n.res_attrs) {
            out.push(NamedAttr {
                name: n.res_attrs,
                value: r,
            });
        }
    }
}

/// `_mlir_ciface_<name>`: memref arguments by pointer to descriptor, a
/// struct result through a leading pointer argument; its body loads and
/// unpacks the descriptors and calls the function.
fn wrap_for_external_callers(
    ctx: &Context,
    tc: &TypeConverter,
    n: &Names,
    module: &mut Module,
    w: &Wrapped,
) {
    let (parent, f, sig, fty) = (w.parent, w.f, w.sig, w.fty);
    let TypeData::Function { inputs, .. } = ctx.type_data(fty) else {
        return;
    };
    let inputs = inputs.clone();
    let fdata = module.bodies[parent.index()].op(f).clone();
    let Some(name) = sym_name(ctx, n, fdata.attrs) else {
        return;
    };
    let result_by_ptr = matches!(ctx.type_data(sig.result), TypeData::LlvmStruct { .. });
    let mut params: Vec<TypeId> = Vec::new();
    if result_by_ptr {
        params.push(TypeId::LLVM_PTR);
    }
    for (&t, m) in inputs.iter().zip(&sig.args) {
        match m.kind {
            crate::type_converter::ArgKind::RankedDescriptor { .. }
            | crate::type_converter::ArgKind::UnrankedDescriptor => params.push(TypeId::LLVM_PTR),
            _ => params.push(tc.convert(t).unwrap_or(t)),
        }
    }
    let ret = if result_by_ptr {
        TypeId::LLVM_VOID
    } else {
        sig.result
    };
    let wty = ctx.intern_type(TypeData::LlvmFunc {
        ret,
        params: params.clone().into(),
        var_arg: false,
    });
    let wname = ctx.string_attr(&format!("_mlir_ciface_{}", ctx.str(name)));
    let mut wattrs: SmallVec<[NamedAttr; 8]> = SmallVec::new();
    for e in ctx.dict_entries(fdata.attrs) {
        if e.name == n.arg_attrs || e.name == n.res_attrs || e.name == n.linkage {
            continue;
        }
        if e.name == n.sym_name {
            wattrs.push(NamedAttr {
                name: n.sym_name,
                value: wname,
            });
        } else if e.name == n.function_type {
            wattrs.push(NamedAttr {
                name: n.function_type,
                value: ctx.type_attr(wty),
            });
        } else {
            wattrs.push(*e);
        }
    }
    wattrs.push(NamedAttr {
        name: n.linkage,
        value: ctx.intern_attr(AttrData::Enum {
            kind: EnumKind::LlvmLinkage,
            value: LINKAGE_EXTERNAL,
        }),
    });
    wrapper_arg_res_attrs(ctx, n, w.orig_attrs, result_by_ptr, &mut wattrs);
    let spec = OpSpec {
        opcode: Opcode::LlvmFunc,
        name: n.op_name(Opcode::LlvmFunc),
        operands: &[],
        result_types: &[],
        successors: &[],
        attrs: ctx.dict_attr(&wattrs),
        loc: fdata.loc,
        num_regions: 0,
    };
    let top = module.bodies[parent.index()].op(f).parent;
    let (w, wbody) = module.push_isolated_op(parent, top, &spec, 1);
    // Place the wrapper right after the function.
    {
        let pb = &mut module.bodies[parent.index()];
        pb.remove_op(w);
        match pb.op(f).next.expand() {
            Some(next) => pb.insert_op_before(next, w),
            None => pb.append_op(top, w),
        }
    }
    let body = &mut module.bodies[wbody.index()];
    let root = body.roots[0];
    let entry = body.append_block(root, &params, fdata.loc);
    let args: Vec<Value> = body.block_args(entry).to_vec();
    let mut e = Emit {
        ctx,
        n,
        body,
        block: entry,
        loc: fdata.loc,
    };
    let mut call_args: Vec<Value> = Vec::new();
    for (ai, (&t, m)) in (usize::from(result_by_ptr)..).zip(inputs.iter().zip(&sig.args)) {
        let a = args[ai];
        match m.kind {
            crate::type_converter::ArgKind::RankedDescriptor { rank } => {
                let Some(desc) = tc.convert(t) else { return };
                let TypeData::LlvmStruct { body: fields, .. } = ctx.type_data(desc) else {
                    return;
                };
                let p = fields[0];
                let l = e.push(Opcode::LlvmLoad, &[a], &[desc], AttrId::EMPTY_DICT);
                let d = e.body.result(l, 0);
                call_args.push(e.extract(d, &[0], p));
                call_args.push(e.extract(d, &[1], p));
                call_args.push(e.extract(d, &[2], tc.index));
                for k in 3..5 {
                    for i in 0..rank {
                        call_args.push(e.extract(d, &[k, i as i64], tc.index));
                    }
                }
            }
            crate::type_converter::ArgKind::UnrankedDescriptor => {
                let desc = tc.unranked_descriptor();
                let l = e.push(Opcode::LlvmLoad, &[a], &[desc], AttrId::EMPTY_DICT);
                let d = e.body.result(l, 0);
                call_args.push(e.extract(d, &[0], tc.index));
                call_args.push(e.extract(d, &[1], TypeId::LLVM_PTR));
            }
            _ => call_args.push(a),
        }
    }
    let callee = ctx.symbol_ref(name);
    let mut call_attrs = vec![
        NamedAttr {
            name: n.callee,
            value: callee,
        },
        NamedAttr {
            name: n.operand_segment_sizes,
            value: e.i32_array(&[call_args.len() as i32, 0]),
        },
        NamedAttr {
            name: n.op_bundle_sizes,
            value: e.i32_array(&[]),
        },
    ];
    super::llvm_attrs::add_call_defaults(ctx, n, &mut call_attrs);
    let call_attrs = ctx.dict_attr(&call_attrs);
    let results: SmallVec<[TypeId; 1]> = if sig.result == TypeId::LLVM_VOID {
        SmallVec::new()
    } else {
        smallvec::smallvec![sig.result]
    };
    let c = e.push(Opcode::LlvmCall, &call_args, &results, call_attrs);
    if result_by_ptr {
        let r = e.body.result(c, 0);
        e.push(Opcode::LlvmStore, &[r, args[0]], &[], AttrId::EMPTY_DICT);
        e.push(Opcode::LlvmReturn, &[], &[], AttrId::EMPTY_DICT);
    } else if results.is_empty() {
        e.push(Opcode::LlvmReturn, &[], &[], AttrId::EMPTY_DICT);
    } else {
        let r = e.body.result(c, 0);
        e.push(Opcode::LlvmReturn, &[r], &[], AttrId::EMPTY_DICT);
    }
}

/// The `_mlir_ciface_<name>` type and whether the result goes through a
/// leading pointer: memref arguments by pointer to their descriptor, a
/// struct result (several results, or a memref) through that pointer.
fn c_interface_type(
    ctx: &Context,
    tc: &TypeConverter,
    sig: &SignatureConversion,
    inputs: &[TypeId],
) -> (TypeId, bool) {
    let result_by_ptr = matches!(ctx.type_data(sig.result), TypeData::LlvmStruct { .. });
    let mut params: Vec<TypeId> = Vec::with_capacity(inputs.len() + 1);
    if result_by_ptr {
        params.push(TypeId::LLVM_PTR);
    }
    for (&t, m) in inputs.iter().zip(&sig.args) {
        match m.kind {
            ArgKind::RankedDescriptor { .. } | ArgKind::UnrankedDescriptor => {
                params.push(TypeId::LLVM_PTR)
            }
            _ => params.push(tc.convert(t).unwrap_or(t)),
        }
    }
    let ret = if result_by_ptr {
        TypeId::LLVM_VOID
    } else {
        sig.result
    };
    let ty = ctx.intern_type(TypeData::LlvmFunc {
        ret,
        params: params.into(),
        var_arg: false,
    });
    (ty, result_by_ptr)
}

/// A declaration with `llvm.emit_c_interface`: the C function
/// `_mlir_ciface_<name>` is declared right after it, and the function gets a
/// private body that packs its memref arguments into descriptors on the
/// stack, calls the C function, and loads a struct result from its slot.
fn wrap_external_function(
    ctx: &Context,
    tc: &TypeConverter,
    n: &Names,
    module: &mut Module,
    w: &Wrapped,
) {
    let TypeData::Function { inputs, .. } = ctx.type_data(w.fty) else {
        return;
    };
    let inputs = inputs.clone();
    let parent = w.parent;
    let fdata = module.bodies[parent.index()].op(w.f).clone();
    let Some(name) = sym_name(ctx, n, fdata.attrs) else {
        return;
    };
    let (wty, result_by_ptr) = c_interface_type(ctx, tc, w.sig, &inputs);
    let cname = ctx.ident(&format!("_mlir_ciface_{}", ctx.str(name)));

    // The C declaration: the function's attributes with the wrapper's name,
    // type and argument/result attributes, external linkage.
    let mut dattrs: SmallVec<[NamedAttr; 8]> = SmallVec::new();
    for e in ctx.dict_entries(fdata.attrs) {
        if e.name == n.arg_attrs || e.name == n.res_attrs || e.name == n.linkage {
            continue;
        }
        if e.name == n.sym_name {
            dattrs.push(NamedAttr {
                name: n.sym_name,
                value: ctx.string_attr(ctx.str(cname)),
            });
        } else if e.name == n.function_type {
            dattrs.push(NamedAttr {
                name: n.function_type,
                value: ctx.type_attr(wty),
            });
        } else {
            dattrs.push(*e);
        }
    }
    dattrs.push(NamedAttr {
        name: n.linkage,
        value: ctx.intern_attr(AttrData::Enum {
            kind: EnumKind::LlvmLinkage,
            value: LINKAGE_EXTERNAL,
        }),
    });
    wrapper_arg_res_attrs(ctx, n, w.orig_attrs, result_by_ptr, &mut dattrs);
    let spec = OpSpec {
        opcode: Opcode::LlvmFunc,
        name: n.op_name(Opcode::LlvmFunc),
        operands: &[],
        result_types: &[],
        successors: &[],
        attrs: ctx.dict_attr(&dattrs),
        loc: fdata.loc,
        num_regions: 0,
    };
    let top = fdata.parent;
    let (decl, _) = module.push_isolated_op(parent, top, &spec, 1);
    {
        let pb = &mut module.bodies[parent.index()];
        pb.remove_op(decl);
        match pb.op(w.f).next.expand() {
            Some(next) => pb.insert_op_before(next, decl),
            None => pb.append_op(top, decl),
        }
        // The wrapped function becomes a private definition.
        let private = ctx.intern_attr(AttrData::Enum {
            kind: EnumKind::LlvmLinkage,
            value: LINKAGE_PRIVATE,
        });
        let a = pb.op(w.f).attrs;
        pb.op_mut(w.f).attrs = ctx.dict_with(a, n.linkage, Some(private));
    }

    // The body.
    let fbody = if fdata.body.is_some() {
        fdata.body
    } else {
        module.add_body(parent, w.f, 1)
    };
    let body = &mut module.bodies[fbody.index()];
    if body.roots.is_empty() {
        body.add_root_region();
    }
    let root = body.roots[0];
    let entry = body.append_block(root, &w.sig.arg_types, fdata.loc);
    let args: Vec<Value> = body.block_args(entry).to_vec();
    let mut e = Emit {
        ctx,
        n,
        body,
        block: entry,
        loc: fdata.loc,
    };
    let mut call_args: Vec<Value> = Vec::with_capacity(inputs.len() + 1);
    let result_slot = if result_by_ptr {
        let slot = e.alloca_one(tc.index, w.sig.result);
        call_args.push(slot);
        Some(slot)
    } else {
        None
    };
    for (&t, m) in inputs.iter().zip(&w.sig.args) {
        let pieces = &args[m.start as usize..(m.start + m.len) as usize];
        match m.kind {
            ArgKind::RankedDescriptor { rank } => {
                let Some(desc) = tc.convert(t) else { return };
                let mut acc = e.push1(Opcode::LlvmMlirPoison, &[], desc, AttrId::EMPTY_DICT);
                for (i, &v) in pieces[..3].iter().enumerate() {
                    acc = e.insert(acc, v, &[i as i64]);
                }
                let rank = rank as usize;
                for d in 0..rank {
                    acc = e.insert(acc, pieces[3 + d], &[3, d as i64]);
                    acc = e.insert(acc, pieces[3 + rank + d], &[4, d as i64]);
                }
                call_args.push(spill(&mut e, tc, acc, desc));
            }
            ArgKind::UnrankedDescriptor => {
                let desc = tc.unranked_descriptor();
                let mut acc = e.push1(Opcode::LlvmMlirPoison, &[], desc, AttrId::EMPTY_DICT);
                for (i, &v) in pieces.iter().enumerate() {
                    acc = e.insert(acc, v, &[i as i64]);
                }
                call_args.push(spill(&mut e, tc, acc, desc));
            }
            _ => call_args.extend_from_slice(pieces),
        }
    }
    let ret = if result_by_ptr {
        TypeId::LLVM_VOID
    } else {
        w.sig.result
    };
    let c = e.call(cname, &call_args, ret);
    let returned: SmallVec<[Value; 1]> = match result_slot {
        Some(slot) => {
            let v = e.push1(Opcode::LlvmLoad, &[slot], w.sig.result, AttrId::EMPTY_DICT);
            smallvec::smallvec![v]
        }
        None if ret == TypeId::LLVM_VOID => SmallVec::new(),
        None => smallvec::smallvec![e.body.result(c, 0)],
    };
    e.push(Opcode::LlvmReturn, &returned, &[], AttrId::EMPTY_DICT);
}

/// Stores a descriptor in a fresh stack slot and returns the slot.
fn spill(e: &mut Emit, tc: &TypeConverter, v: Value, ty: TypeId) -> Value {
    let slot = e.alloca_one(tc.index, ty);
    e.push(Opcode::LlvmStore, &[v, slot], &[], AttrId::EMPTY_DICT);
    slot
}
