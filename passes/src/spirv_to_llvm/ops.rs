//! Op patterns of `convert-spirv-to-llvm`, dispatched on `Opcode`: direct
//! one-to-one mappings by table, and the ops that need more (shifts with
//! operand extension, `LogicalNot`/`Not` as `xor`, composite access,
//! shuffles, structured control flow, group reductions as calls).

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues, EnumKind, NamedAttr};
use strata_ir::dialect::spirv::{enum_case, family, int_array, Family};
use strata_ir::{
    AttrId, Block, Body, Context, Diag, Dialect, Ident, Module, Op, OpSpec, Opcode, Signedness,
    TypeData, TypeId, Value,
};

use crate::conversion::{BodyInputs, BodyRewriter, ConversionSet, InlineRegion, Patterns};
use crate::names::Names;
use crate::op_fold::{Fold, FoldResult};
use crate::type_converter::TypeConverter;

pub struct SpirvPatterns;

/// Runtime functions the group ops of one body call, in first-use order:
/// (name, parameter types, result type).
#[derive(Default)]
pub struct Needs {
    pub functions: Vec<(String, Vec<TypeId>, TypeId, strata_ir::BodyId)>,
}

impl Needs {
    pub fn merge(&mut self, other: Needs) {
        for f in other.functions {
            if !self.functions.iter().any(|g| g.0 == f.0 && g.3 == f.3) {
                self.functions.push(f);
            }
        }
    }
}

/// Converts one body and lists the runtime functions it calls.
pub fn convert_body(
    set: &ConversionSet,
    ctx: &Context,
    tc: &TypeConverter,
    names: &Names,
    old: &Body,
    inputs: &BodyInputs,
) -> Result<(Body, Needs), Diag> {
    let new = set.convert_body(ctx, tc, names, old, inputs)?;
    let mut needs = Needs::default();
    let mut order = Vec::new();
    new.walk(|op| order.push(op));
    for op in order {
        let d = new.op(op);
        if d.opcode != Opcode::LlvmCall || ctx.dict_get(d.attrs, ctx.ident("convergent")).is_none()
        {
            continue;
        }
        let Some(AttrData::SymbolRef { root, .. }) = ctx
            .dict_get(d.attrs, names.callee)
            .map(|a| ctx.attr_data(a))
        else {
            continue;
        };
        let name = ctx.str(*root);
        if !name.starts_with("_Z") || needs.functions.iter().any(|f| f.0 == name) {
            continue;
        }
        let params: Vec<TypeId> = new
            .operands(op)
            .iter()
            .map(|&v| new.value_type(v))
            .collect();
        let ret = new
            .results(op)
            .next()
            .map_or(TypeId::LLVM_VOID, |r| new.value_type(r));
        needs
            .functions
            .push((name.to_owned(), params, ret, old.parent));
    }
    Ok((new, needs))
}

/// Declares the group-op runtime functions at the front of the module that
/// holds their first caller (MLIR creates each there on first use, so the
/// last one used first comes first).
pub fn declare_group_functions(ctx: &Context, n: &Names, module: &mut Module, needs: &Needs) {
    for (name, params, ret, parent) in &needs.functions {
        if parent.is_none() || parent.index() >= module.bodies.len() {
            continue;
        }
        let id = ctx.ident(name);
        if module.symbol_table(ctx, *parent).contains_key(&id) {
            continue;
        }
        let fty = ctx.intern_type(TypeData::LlvmFunc {
            ret: *ret,
            params: params.clone().into(),
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
            NamedAttr {
                name: n.cconv,
                value: spir_func_cconv(ctx),
            },
        ];
        for flag in CALL_FLAGS {
            attrs.push(NamedAttr {
                name: ctx.ident(flag),
                value: AttrId::UNIT,
            });
        }
        crate::conversion::llvm_attrs::add_func_defaults(ctx, n, &mut attrs);
        let attrs = ctx.dict_attr(&attrs);
        // Created at the location of the symbol table it goes in.
        let loc = symbol_table_loc(module, *parent);
        let body = &mut module.bodies[parent.index()];
        let Some(&root) = body.roots.first() else {
            continue;
        };
        let top: Block = body.regions[root.index()].first;
        if top.is_none() {
            continue;
        }
        let op = body.create_op(&OpSpec {
            opcode: Opcode::LlvmFunc,
            name: n.op_name(Opcode::LlvmFunc),
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
        module.add_body(*parent, op, 1);
    }
}

/// The location of the op owning body `b` (the module's for the top body).
fn symbol_table_loc(module: &Module, b: strata_ir::BodyId) -> AttrId {
    let body = &module.bodies[b.index()];
    if body.owner.is_none() || body.parent.is_none() {
        return module.loc;
    }
    module
        .bodies
        .get(body.parent.index())
        .and_then(|p| p.ops.get(body.owner.index()))
        .map_or(module.loc, |d| d.loc)
}

const CALL_FLAGS: [&str; 3] = ["convergent", "no_unwind", "will_return"];

fn spir_func_cconv(ctx: &Context) -> AttrId {
    let value = strata_ir::syntax::attrs::CCONVS
        .iter()
        .position(|&c| c == "spir_funccc")
        .unwrap_or(0) as u64;
    ctx.intern_attr(AttrData::Enum {
        kind: EnumKind::LlvmCConv,
        value,
    })
}

impl Patterns for SpirvPatterns {
    fn dialect(&self) -> Dialect {
        Dialect::Spirv
    }

    fn converts_successors(&self, rw: &BodyRewriter, op: Op) -> bool {
        matches!(
            rw.old.op(op).opcode,
            Opcode::SpirvBranch | Opcode::SpirvBranchConditional
        )
    }

    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
        let opcode = rw.old.op(op).opcode;
        // MLIR's conversion tries the op's folder before any pattern.
        if let Some(folded) = super::fold::fold(rw, op) {
            if super::fold::apply(rw, op, folded) {
                return Ok(true);
            }
        }
        let changes = match in_place_fold(rw, op, opcode) {
            InPlace::Folded(folded) => {
                if super::fold::apply(rw, op, folded) {
                    return Ok(true);
                }
                SmallVec::new()
            }
            InPlace::Operands(changes) => changes,
        };
        let done = rewrite_op(rw, op, opcode, &changes);
        if done {
            Ok(true)
        } else {
            Err(super::illegal(rw.ctx, opcode, rw.old.op(op).loc))
        }
    }
}

/// What the in-place folds leave of an op the folder above did not fold.
enum InPlace {
    /// The changed op folds again, to this.
    Folded(super::fold::Folded),
    /// The operands (`index`, old value) the pattern reads instead.
    Operands(SmallVec<[(u32, Value); 2]>),
}

/// The in-place folds MLIR's conversion tries before patterns (the shared
/// `op_fold::spirv` answers them): a commutative op's constant first
/// operand moves to the end, a bitcast of a bitcast reads the first one's
/// operand; the changed op is folded again. A fold of the op as written
/// was settled by `fold::fold`.
fn in_place_fold(rw: &BodyRewriter, op: Op, opcode: Opcode) -> InPlace {
    if opcode != Opcode::SpirvBitcast && !opcode.has(strata_ir::traits::COMMUTATIVE) {
        return InPlace::Operands(SmallVec::new());
    }
    match crate::op_fold::spirv::fold(rw.ctx, rw.old, op) {
        // (A constant here is `x && false` / `x || true` swapped: the
        // operand's own bool attribute, already signless.)
        Fold::Replace(r) => match r[..] {
            [FoldResult::Value(v)] => InPlace::Folded(super::fold::Folded::Value(v)),
            [FoldResult::Attr(a)] => InPlace::Folded(super::fold::Folded::Attr(a)),
            _ => InPlace::Operands(SmallVec::new()),
        },
        Fold::Operand { index, value } => InPlace::Operands(smallvec::smallvec![(index, value)]),
        Fold::Operands(changes) => InPlace::Operands(changes),
        // (No spirv folder changes attributes.)
        Fold::Rewrite { .. } | Fold::None => InPlace::Operands(SmallVec::new()),
    }
}

/// `op`'s converted operands, the in-place fold's `changes` applied.
fn changed_operands(
    rw: &mut BodyRewriter,
    op: Op,
    changes: &[(u32, Value)],
) -> SmallVec<[Value; 8]> {
    let mut old: SmallVec<[Value; 8]> = rw.old.operands(op).iter().copied().collect();
    for &(index, value) in changes {
        if let Some(slot) = old.get_mut(index as usize) {
            *slot = value;
        }
    }
    old.iter().map(|&v| rw.converted(v)).collect()
}

/// The LLVM op of a one-to-one SPIR-V op, with its `icmp`/`fcmp`
/// predicate (MLIR's numbering).
fn direct(op: Opcode) -> Option<(Opcode, Option<i128>)> {
    use Opcode::*;
    const ICMP: [&str; 10] = strata_ir::dialect::arith::CMPI_PREDICATES;
    const FCMP: [&str; 16] = strata_ir::dialect::arith::CMPF_PREDICATES;
    let i = |p: &str| Some(ICMP.iter().position(|&x| x == p).unwrap_or(0) as i128);
    let f = |p: &str| Some(FCMP.iter().position(|&x| x == p).unwrap_or(0) as i128);
    Some(match op {
        SpirvIAdd => (LlvmAdd, None),
        SpirvISub => (LlvmSub, None),
        SpirvIMul => (LlvmMul, None),
        SpirvSDiv => (LlvmSdiv, None),
        SpirvUDiv => (LlvmUdiv, None),
        SpirvSRem => (LlvmSrem, None),
        SpirvUMod => (LlvmUrem, None),
        SpirvFAdd => (LlvmFadd, None),
        SpirvFSub => (LlvmFsub, None),
        SpirvFMul => (LlvmFmul, None),
        SpirvFDiv => (LlvmFdiv, None),
        SpirvFRem => (LlvmFrem, None),
        SpirvFNegate => (LlvmFneg, None),
        SpirvBitwiseAnd | SpirvLogicalAnd => (LlvmAnd, None),
        SpirvBitwiseOr | SpirvLogicalOr => (LlvmOr, None),
        SpirvBitwiseXor => (LlvmXor, None),
        SpirvSelect => (LlvmSelect, None),
        SpirvConvertFToS => (LlvmFptosi, None),
        SpirvConvertFToU => (LlvmFptoui, None),
        SpirvConvertSToF => (LlvmSitofp, None),
        SpirvConvertUToF => (LlvmUitofp, None),
        SpirvBitCount => (IntrCtpop, None),
        SpirvBitReverse => (IntrBitreverse, None),
        SpirvGlCeil | SpirvClCeil => (IntrCeil, None),
        SpirvGlCos | SpirvClCos => (IntrCos, None),
        SpirvGlExp | SpirvClExp => (IntrExp, None),
        SpirvGlFAbs | SpirvClFabs => (IntrFabs, None),
        SpirvGlFloor | SpirvClFloor => (IntrFloor, None),
        SpirvGlLog | SpirvClLog => (IntrLog, None),
        SpirvGlSin | SpirvClSin => (IntrSin, None),
        SpirvGlSqrt | SpirvClSqrt => (IntrSqrt, None),
        SpirvGlTan | SpirvClTan => (IntrTan, None),
        SpirvGlTanh | SpirvClTanh => (IntrTanh, None),
        SpirvGlFMax | SpirvClFmax => (IntrMaxnum, None),
        SpirvGlFMin | SpirvClFmin => (IntrMinnum, None),
        SpirvGlSMax | SpirvClSMax => (IntrSmax, None),
        SpirvGlSMin | SpirvClSMin => (IntrSmin, None),
        SpirvGlUMax | SpirvClUMax => (IntrUmax, None),
        SpirvGlUMin | SpirvClUMin => (IntrUmin, None),
        SpirvGlPow | SpirvClPow => (IntrPow, None),
        SpirvGlFma | SpirvClFma => (IntrFma, None),
        SpirvGlExp2 | SpirvClExp2 => (IntrExp2, None),
        SpirvGlLog2 | SpirvClLog2 => (IntrLog2, None),
        SpirvGlRound | SpirvClRound => (IntrRound, None),
        SpirvGlRoundEven => (IntrRoundeven, None),
        SpirvGlSinh | SpirvClSinh => (IntrSinh, None),
        SpirvGlCosh | SpirvClCosh => (IntrCosh, None),
        SpirvClExp10 => (IntrExp10, None),
        SpirvClLog10 => (IntrLog10, None),
        SpirvClRint => (IntrRint, None),
        SpirvClTrunc => (IntrTrunc, None),
        SpirvClAsin => (IntrAsin, None),
        SpirvClAcos => (IntrAcos, None),
        SpirvClAtan => (IntrAtan, None),
        SpirvClAtan2 => (IntrAtan2, None),
        SpirvConvertPtrToU => (LlvmPtrtoint, None),
        SpirvConvertUToPtr => (LlvmInttoptr, None),
        SpirvPtrCastToGeneric | SpirvGenericCastToPtr | SpirvGenericCastToPtrExplicit => {
            (LlvmAddrspacecast, None)
        }
        SpirvUndef => (LlvmMlirUndef, None),
        SpirvIEqual | SpirvLogicalEqual => (LlvmIcmp, i("eq")),
        SpirvINotEqual | SpirvLogicalNotEqual => (LlvmIcmp, i("ne")),
        SpirvSGreaterThan => (LlvmIcmp, i("sgt")),
        SpirvSGreaterThanEqual => (LlvmIcmp, i("sge")),
        SpirvSLessThan => (LlvmIcmp, i("slt")),
        SpirvSLessThanEqual => (LlvmIcmp, i("sle")),
        SpirvUGreaterThan => (LlvmIcmp, i("ugt")),
        SpirvUGreaterThanEqual => (LlvmIcmp, i("uge")),
        SpirvULessThan => (LlvmIcmp, i("ult")),
        SpirvULessThanEqual => (LlvmIcmp, i("ule")),
        SpirvFOrdEqual => (LlvmFcmp, f("oeq")),
        SpirvFOrdNotEqual => (LlvmFcmp, f("one")),
        SpirvFOrdGreaterThan => (LlvmFcmp, f("ogt")),
        SpirvFOrdGreaterThanEqual => (LlvmFcmp, f("oge")),
        SpirvFOrdLessThan => (LlvmFcmp, f("olt")),
        SpirvFOrdLessThanEqual => (LlvmFcmp, f("ole")),
        SpirvFUnordEqual => (LlvmFcmp, f("ueq")),
        SpirvFUnordNotEqual => (LlvmFcmp, f("une")),
        SpirvFUnordGreaterThan => (LlvmFcmp, f("ugt")),
        SpirvFUnordGreaterThanEqual => (LlvmFcmp, f("uge")),
        SpirvFUnordLessThan => (LlvmFcmp, f("ult")),
        SpirvFUnordLessThanEqual => (LlvmFcmp, f("ule")),
        _ => return None,
    })
}

/// The converted operands of `op`.
fn converted_operands(rw: &mut BodyRewriter, op: Op) -> SmallVec<[Value; 8]> {
    let old: SmallVec<[Value; 8]> = rw.old.operands(op).iter().copied().collect();
    old.iter().map(|&v| rw.converted(v)).collect()
}

/// The converted result types of `op`; `None` when one does not convert.
pub fn converted_results(rw: &BodyRewriter, op: Op) -> Option<SmallVec<[TypeId; 2]>> {
    rw.old
        .results(op)
        .map(|v| rw.tc.convert(rw.old.value_type(v)))
        .collect()
}

fn operands_convert(rw: &BodyRewriter, op: Op) -> bool {
    rw.old
        .operands(op)
        .iter()
        .all(|&v| rw.tc.convert(rw.old.value_type(v)).is_some())
}

fn rewrite_op(rw: &mut BodyRewriter, op: Op, opcode: Opcode, changes: &[(u32, Value)]) -> bool {
    if !operands_convert(rw, op) {
        return false;
    }
    let Some(results) = converted_results(rw, op) else {
        return false;
    };
    if let Some((llvm, pred)) = direct(opcode) {
        let operands = changed_operands(rw, op, changes);
        let attrs = match pred {
            Some(p) => rw.attrs(&[(rw.names.predicate, rw.ctx.int_attr(TypeId::I64, p))]),
            None => AttrId::EMPTY_DICT,
        };
        let new = rw.push(llvm, &operands, &results, attrs);
        let vals: SmallVec<[Value; 2]> = rw.new.results(new).collect();
        rw.map_results(op, &vals);
        return true;
    }
    match family(opcode) {
        Family::Shift => return shift(rw, op, opcode, results[0]),
        Family::Group | Family::NonUniform => return group(rw, op, opcode, results[0]),
        Family::BitField => return bit_field(rw, op, opcode, results[0]),
        _ => {}
    }
    match opcode {
        Opcode::SpirvLogicalNot | Opcode::SpirvNot => {
            let x = converted_operands(rw, op)[0];
            let ty = results[0];
            let mask = int_splat(rw.ctx, ty, -1);
            let Some(mask) = mask else {
                return false;
            };
            let c = rw.constant(mask, ty);
            let r = rw.push1(Opcode::LlvmXor, &[x, c], ty, AttrId::EMPTY_DICT);
            rw.map_results(op, &[r]);
            true
        }
        // `0 - x`, the zero splat for vectors.
        Opcode::SpirvSNegate => {
            let x = converted_operands(rw, op)[0];
            let ty = results[0];
            let Some(zero) = int_splat(rw.ctx, ty, 0) else {
                return false;
            };
            let c = rw.constant(zero, ty);
            let r = rw.push1(Opcode::LlvmSub, &[c, x], ty, AttrId::EMPTY_DICT);
            rw.map_results(op, &[r]);
            true
        }
        // `llvm.intr.abs` defines the minimum signed value (`SAbs` of it is
        // itself), so it is not poison.
        Opcode::SpirvGlSAbs => {
            let x = converted_operands(rw, op)[0];
            let attrs = rw.attrs(&[(rw.ctx.ident("is_int_min_poison"), AttrId::FALSE)]);
            let r = rw.push1(Opcode::IntrAbs, &[x], results[0], attrs);
            rw.map_results(op, &[r]);
            true
        }
        Opcode::SpirvConstant => constant(rw, op, results[0]),
        Opcode::SpirvBitcast => {
            let x = changed_operands(rw, op, changes)[0];
            // Same LLVM type (pointers): the operand itself.
            let r = if rw.new_type(x) == results[0] {
                x
            } else {
                rw.push1(Opcode::LlvmBitcast, &[x], results[0], AttrId::EMPTY_DICT)
            };
            rw.map_results(op, &[r]);
            true
        }
        Opcode::SpirvFConvert | Opcode::SpirvSConvert | Opcode::SpirvUConvert => {
            let old = rw.old.operands(op)[0];
            let from = element_width(rw.ctx, rw.old.value_type(old));
            let to = element_width(rw.ctx, rw.old.value_type(rw.old.result(op, 0)));
            let (Some(from), Some(to)) = (from, to) else {
                return false;
            };
            let llvm = match (opcode, to.cmp(&from)) {
                (_, std::cmp::Ordering::Equal) => return false,
                (Opcode::SpirvFConvert, std::cmp::Ordering::Greater) => Opcode::LlvmFpext,
                (Opcode::SpirvFConvert, _) => Opcode::LlvmFptrunc,
                (Opcode::SpirvSConvert, std::cmp::Ordering::Greater) => Opcode::LlvmSext,
                (Opcode::SpirvUConvert, std::cmp::Ordering::Greater) => Opcode::LlvmZext,
                _ => Opcode::LlvmTrunc,
            };
            let x = rw.converted(old);
            let r = rw.push1(llvm, &[x], results[0], AttrId::EMPTY_DICT);
            rw.map_results(op, &[r]);
            true
        }
        Opcode::SpirvGlInverseSqrt => {
            let x = converted_operands(rw, op)[0];
            let ty = results[0];
            let Some(one) = float_one(rw.ctx, ty) else {
                return false;
            };
            let c = rw.constant(one, ty);
            let sq = rw.push1(Opcode::IntrSqrt, &[x], ty, AttrId::EMPTY_DICT);
            let r = rw.push1(Opcode::LlvmFdiv, &[c, sq], ty, AttrId::EMPTY_DICT);
            rw.map_results(op, &[r]);
            true
        }
        Opcode::SpirvFunctionCall => {
            let Some(callee) = rw
                .ctx
                .dict_get(rw.old.op(op).attrs, strata_ir::Ident::CALLEE)
            else {
                return false;
            };
            let operands = converted_operands(rw, op);
            let n = rw.names;
            let mut attrs = vec![
                NamedAttr {
                    name: n.callee,
                    value: callee,
                },
                NamedAttr {
                    name: n.operand_segment_sizes,
                    value: rw.i32_array(&[operands.len() as i32, 0]),
                },
                NamedAttr {
                    name: n.op_bundle_sizes,
                    value: rw.i32_array(&[]),
                },
            ];
            crate::conversion::llvm_attrs::add_call_defaults(rw.ctx, n, &mut attrs);
            let attrs = rw.ctx.dict_attr(&attrs);
            let call = rw.push(Opcode::LlvmCall, &operands, &results, attrs);
            let vals: SmallVec<[Value; 1]> = rw.new.results(call).collect();
            rw.map_results(op, &vals);
            true
        }
        Opcode::SpirvVariable => variable(rw, op, results[0]),
        Opcode::SpirvControlBarrier => control_barrier(rw, op, "_Z22__spirv_ControlBarrieriii"),
        Opcode::SpirvIntelControlBarrierArrive => {
            control_barrier(rw, op, "_Z33__spirv_ControlBarrierArriveINTELiii")
        }
        Opcode::SpirvIntelControlBarrierWait => {
            control_barrier(rw, op, "_Z31__spirv_ControlBarrierWaitINTELiii")
        }
        Opcode::SpirvLoad | Opcode::SpirvStore => load_store(rw, op, opcode),
        Opcode::SpirvAccessChain => access_chain(rw, op, results[0]),
        Opcode::SpirvAddressof => {
            let Some(var) =
                strata_ir::dialect::dict_lookup(rw.ctx, rw.old.op(op).attrs, "variable")
            else {
                return false;
            };
            let attrs = rw.attrs(&[(rw.names.global_name, var)]);
            let r = rw.push1(Opcode::LlvmMlirAddressof, &[], results[0], attrs);
            rw.map_results(op, &[r]);
            true
        }
        // The spec constant became a constant global: its value is a load.
        Opcode::SpirvReferenceof => {
            let Some(sym) =
                strata_ir::dialect::dict_lookup(rw.ctx, rw.old.op(op).attrs, "spec_const")
            else {
                return false;
            };
            let attrs = rw.attrs(&[(rw.names.global_name, sym)]);
            let ptr = rw.ctx.llvm_ptr(0);
            let p = rw.push1(Opcode::LlvmMlirAddressof, &[], ptr, attrs);
            let r = rw.push1(Opcode::LlvmLoad, &[p], results[0], AttrId::EMPTY_DICT);
            rw.map_results(op, &[r]);
            true
        }
        Opcode::SpirvCompositeExtract => composite(rw, op, false, results[0]),
        Opcode::SpirvCompositeInsert => composite(rw, op, true, results[0]),
        Opcode::SpirvVectorShuffle => shuffle(rw, op, results[0]),
        Opcode::SpirvReturn | Opcode::SpirvReturnValue => {
            let operands = converted_operands(rw, op);
            rw.push(Opcode::LlvmReturn, &operands, &[], AttrId::EMPTY_DICT);
            true
        }
        Opcode::SpirvBranch | Opcode::SpirvBranchConditional => branch(rw, op, opcode),
        Opcode::SpirvSelection | Opcode::SpirvLoop => structured(rw, op, opcode),
        Opcode::SpirvMerge => {
            let scope = rw.old.block_parent_op(rw.old.op(op).parent);
            let Some(&(_, cont)) = rw.region_state.get(&scope) else {
                return false;
            };
            let operands = converted_operands(rw, op);
            // The structured op's pattern makes this branch, at its own
            // location.
            rw.loc = rw.old.op(scope).loc;
            br(rw, &operands, cont);
            true
        }
        _ => false,
    }
}

/// `value` (`0` or `-1`, all bits set) of an integer or integer vector
/// type; booleans take `false`/`true`.
fn int_splat(ctx: &Context, ty: TypeId, value: i128) -> Option<AttrId> {
    match ctx.type_data(ty) {
        TypeData::Integer { width: 1, .. } => Some(if value == 0 {
            AttrId::FALSE
        } else {
            AttrId::TRUE
        }),
        TypeData::Integer { .. } => Some(ctx.int_attr(ty, value)),
        TypeData::Vector { elem, .. } => {
            let v = match ctx.type_data(*elem) {
                TypeData::Integer { width: 1, .. } => value & 1,
                TypeData::Integer { .. } => value,
                _ => return None,
            };
            Some(ctx.intern_attr(AttrData::DenseElements {
                ty,
                splat: true,
                values: DenseValues::Int(vec![v].into()),
            }))
        }
        _ => None,
    }
}

fn element_width(ctx: &Context, t: TypeId) -> Option<u32> {
    let t = match ctx.type_data(t) {
        TypeData::Vector { elem, .. } => *elem,
        _ => t,
    };
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// `1.0` of a float or float vector type.
fn float_one(ctx: &Context, ty: TypeId) -> Option<AttrId> {
    let one = |t: TypeId| -> Option<u128> {
        Some(match ctx.type_data(t) {
            TypeData::Float(strata_ir::types::FloatKind::F16) => 0x3c00,
            TypeData::Float(strata_ir::types::FloatKind::BF16) => 0x3f80,
            TypeData::Float(strata_ir::types::FloatKind::F32) => u128::from(1.0f32.to_bits()),
            TypeData::Float(strata_ir::types::FloatKind::F64) => u128::from(1.0f64.to_bits()),
            _ => return None,
        })
    };
    match ctx.type_data(ty) {
        TypeData::Vector { elem, .. } => Some(ctx.intern_attr(AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Float(vec![one(*elem)?].into()),
        })),
        _ => Some(ctx.intern_attr(AttrData::Float { ty, bits: one(ty)? })),
    }
}

/// `spirv.Variable`: a one-element `llvm.alloca`, plus a store of the
/// initializer (scalars and vectors only).
fn variable(rw: &mut BodyRewriter, op: Op, ptr: TypeId) -> bool {
    let ctx = rw.ctx;
    let TypeData::SpirvPtr { pointee, .. } =
        *ctx.type_data(rw.old.value_type(rw.old.result(op, 0)))
    else {
        return false;
    };
    let has_init = !rw.old.operands(op).is_empty();
    if has_init
        && !matches!(
            ctx.type_data(pointee),
            TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Vector { .. }
        )
    {
        return false;
    }
    let Some(elem) = rw.tc.convert(pointee) else {
        return false;
    };
    let init = converted_operands(rw, op);
    let one = i32_const(rw, 1);
    let attrs = rw.attrs(&[(rw.names.elem_type, ctx.type_attr(elem))]);
    let p = rw.push1(Opcode::LlvmAlloca, &[one], ptr, attrs);
    if let Some(&v) = init.first() {
        rw.push(Opcode::LlvmStore, &[v, p], &[], AttrId::EMPTY_DICT);
    }
    rw.map_results(op, &[p]);
    true
}

/// `spirv.Load`/`spirv.Store`: the memory access becomes `alignment`,
/// `volatile_` or `nontemporal`; other accesses do not convert.
fn load_store(rw: &mut BodyRewriter, op: Op, opcode: Opcode) -> bool {
    let ctx = rw.ctx;
    let attrs = rw.old.op(op).attrs;
    let access = strata_ir::dialect::dict_lookup(ctx, attrs, "memory_access")
        .and_then(|a| enum_case(ctx, a, "memory_access"));
    let mut out: SmallVec<[(Ident, AttrId); 2]> = SmallVec::new();
    match access {
        None | Some("None") => {}
        Some("Aligned") => {
            let Some(AttrData::Integer { value, .. }) = ctx
                .dict_get(attrs, strata_ir::Ident::ALIGNMENT)
                .map(|a| ctx.attr_data(a))
            else {
                return false;
            };
            if *value != 0 {
                out.push((ctx.ident("alignment"), ctx.int_attr(TypeId::I64, *value)));
            }
        }
        Some("Volatile") => out.push((ctx.ident("volatile_"), AttrId::UNIT)),
        Some("Nontemporal") => out.push((ctx.ident("nontemporal"), AttrId::UNIT)),
        Some(_) => return false,
    }
    let attrs = rw.attrs(&out);
    let operands = converted_operands(rw, op);
    if opcode == Opcode::SpirvLoad {
        let Some(ty) = rw.converted_type(rw.old.result(op, 0)) else {
            return false;
        };
        let r = rw.push1(Opcode::LlvmLoad, &[operands[0]], ty, attrs);
        rw.map_results(op, &[r]);
    } else {
        rw.push(Opcode::LlvmStore, &[operands[1], operands[0]], &[], attrs);
    }
    true
}

/// The integer a new value holds when an `llvm.mlir.constant` defines it.
fn llvm_constant_int(rw: &BodyRewriter, v: Value) -> Option<i128> {
    let strata_ir::body::ValueDef::Result { op, .. } = rw.new.value(v).def else {
        return None;
    };
    let d = rw.new.op(op);
    if d.opcode != Opcode::LlvmMlirConstant {
        return None;
    }
    match rw.ctx.attr_data(rw.ctx.dict_get(d.attrs, rw.names.value)?) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// `spirv.AccessChain`: a GEP with a leading zero index of the first
/// index's type; indices into structs become constant positions.
fn access_chain(rw: &mut BodyRewriter, op: Op, ptr: TypeId) -> bool {
    let ctx = rw.ctx;
    let old: SmallVec<[Value; 4]> = rw.old.operands(op).iter().copied().collect();
    let TypeData::SpirvPtr { pointee, .. } = *ctx.type_data(rw.old.value_type(old[0])) else {
        return false;
    };
    let Some(elem) = rw.tc.convert(pointee) else {
        return false;
    };
    let Some(&first) = old.get(1) else {
        return false;
    };
    let index_ty = rw.old.value_type(first);
    let Some(llvm_index_ty) = rw.tc.convert(index_ty) else {
        return false;
    };
    let base = rw.converted(old[0]);
    let indices: SmallVec<[Value; 4]> = old[1..].iter().map(|&v| rw.converted(v)).collect();
    let zero = rw.int_constant(0, index_ty, llvm_index_ty);
    let mut operands: SmallVec<[Value; 6]> = SmallVec::new();
    operands.push(base);
    operands.push(zero);
    let mut raw: Vec<i32> = vec![i32::MIN];
    let mut cur = Some(elem);
    for v in indices {
        let in_struct = cur.is_some_and(|t| {
            matches!(
                ctx.type_data(t),
                TypeData::LlvmStruct { .. } | TypeData::LlvmNamedStruct(_)
            )
        });
        let c = llvm_constant_int(rw, v).filter(|c| i32::try_from(*c).is_ok());
        match c {
            Some(c) if in_struct => raw.push(c as i32),
            _ => {
                raw.push(i32::MIN);
                operands.push(v);
            }
        }
        cur = cur.and_then(|t| match ctx.type_data(t) {
            TypeData::LlvmArray { elem, .. } | TypeData::Vector { elem, .. } => Some(*elem),
            TypeData::LlvmStruct { body, .. } => match raw.last() {
                Some(&i) if i >= 0 => body.get(i as usize).copied(),
                _ => None,
            },
            _ => None,
        });
    }
    let attrs = rw.attrs(&[
        (rw.names.elem_type, ctx.type_attr(elem)),
        (rw.names.raw_constant_indices, rw.i32_array(&raw)),
    ]);
    let r = rw.push1(Opcode::LlvmGetelementptr, &operands, ptr, attrs);
    rw.map_results(op, &[r]);
    true
}

/// Offset or count of a bit-field op: broadcast to the base's vector
/// shape, then zero-extended or truncated to its element width.
fn count_or_offset(
    rw: &mut BodyRewriter,
    old: Value,
    base_ty: TypeId,
    dst: TypeId,
) -> Option<Value> {
    let ctx = rw.ctx;
    let mut v = rw.converted(old);
    let vty = rw.new_type(v);
    if let TypeData::Vector { shape, .. } = ctx.type_data(base_ty) {
        if !matches!(ctx.type_data(vty), TypeData::Vector { .. }) {
            let n = *shape.first()?;
            let bty = ctx.intern_type(TypeData::Vector {
                shape: vec![n].into(),
                scalable: vec![false].into(),
                elem: vty,
            });
            let mut acc = rw.poison(bty);
            for i in 0..n {
                let idx = i32_const(rw, i);
                acc = rw.push1(
                    Opcode::LlvmInsertelement,
                    &[acc, v, idx],
                    bty,
                    AttrId::EMPTY_DICT,
                );
            }
            v = acc;
        }
    }
    let from = element_width(ctx, rw.new_type(v))?;
    let to = element_width(ctx, dst)?;
    Some(match from.cmp(&to) {
        std::cmp::Ordering::Less => rw.push1(Opcode::LlvmZext, &[v], dst, AttrId::EMPTY_DICT),
        std::cmp::Ordering::Greater => rw.push1(Opcode::LlvmTrunc, &[v], dst, AttrId::EMPTY_DICT),
        std::cmp::Ordering::Equal => v,
    })
}

/// A constant of every element of `ty` set to `value`.
fn splat_int(ctx: &Context, ty: TypeId, value: i128) -> AttrId {
    match ctx.type_data(ty) {
        TypeData::Vector { .. } => ctx.intern_attr(AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Int(vec![value].into()),
        }),
        _ => ctx.int_attr(ty, value),
    }
}

/// `BitFieldInsert` / `BitFieldSExtract` / `BitFieldUExtract` expanded
/// into shifts and masks.
fn bit_field(rw: &mut BodyRewriter, op: Op, opcode: Opcode, ty: TypeId) -> bool {
    use Opcode::{LlvmAdd, LlvmAnd, LlvmAshr, LlvmLshr, LlvmOr, LlvmShl, LlvmSub, LlvmXor};
    let ctx = rw.ctx;
    let old: SmallVec<[Value; 4]> = rw.old.operands(op).iter().copied().collect();
    let n = old.len();
    let base_ty = rw.old.value_type(old[0]);
    let Some(offset) = count_or_offset(rw, old[n - 2], base_ty, ty) else {
        return false;
    };
    let Some(count) = count_or_offset(rw, old[n - 1], base_ty, ty) else {
        return false;
    };
    let Some(width) = element_width(ctx, ty) else {
        return false;
    };
    let base = rw.converted(old[0]);
    let e = AttrId::EMPTY_DICT;
    let r = match opcode {
        Opcode::SpirvBitFieldInsert => {
            let insert = rw.converted(old[1]);
            let minus_one = rw.constant(splat_int(ctx, ty, -1), ty);
            let shifted = rw.push1(LlvmShl, &[minus_one, count], ty, e);
            let negated = rw.push1(LlvmXor, &[shifted, minus_one], ty, e);
            let shifted = rw.push1(LlvmShl, &[negated, offset], ty, e);
            let mask = rw.push1(LlvmXor, &[shifted, minus_one], ty, e);
            let kept = rw.push1(LlvmAnd, &[base, mask], ty, e);
            let moved = rw.push1(LlvmShl, &[insert, offset], ty, e);
            rw.push1(LlvmOr, &[kept, moved], ty, e)
        }
        Opcode::SpirvBitFieldSExtract => {
            let size = rw.constant(splat_int(ctx, ty, i128::from(width)), ty);
            let sum = rw.push1(LlvmAdd, &[count, offset], ty, e);
            let left = rw.push1(LlvmSub, &[size, sum], ty, e);
            let shifted = rw.push1(LlvmShl, &[base, left], ty, e);
            let right = rw.push1(LlvmAdd, &[offset, left], ty, e);
            rw.push1(LlvmAshr, &[shifted, right], ty, e)
        }
        _ => {
            let minus_one = rw.constant(splat_int(ctx, ty, -1), ty);
            let shifted = rw.push1(LlvmShl, &[minus_one, count], ty, e);
            let mask = rw.push1(LlvmXor, &[shifted, minus_one], ty, e);
            let moved = rw.push1(LlvmLshr, &[base, offset], ty, e);
            rw.push1(LlvmAnd, &[moved, mask], ty, e)
        }
    };
    rw.map_results(op, &[r]);
    true
}

/// `spirv.Constant`: the value with signed/unsigned integer types made
/// signless.
fn constant(rw: &mut BodyRewriter, op: Op, ty: TypeId) -> bool {
    let ctx = rw.ctx;
    let Some(v) = ctx.dict_get(rw.old.op(op).attrs, strata_ir::Ident::VALUE) else {
        return false;
    };
    let value = match ctx.attr_data(v) {
        AttrData::Integer { value, .. } => ctx.int_attr(ty, signless_value(ctx, ty, *value)),
        AttrData::DenseElements { splat, values, .. } => {
            let values = match values {
                DenseValues::Int(xs) => {
                    DenseValues::Int(xs.iter().map(|&x| signless_value(ctx, ty, x)).collect())
                }
                other => other.clone(),
            };
            ctx.intern_attr(AttrData::DenseElements {
                ty,
                splat: *splat,
                values,
            })
        }
        AttrData::Bool(_) | AttrData::Float { .. } => v,
        _ => return false,
    };
    let r = rw.constant(value, ty);
    rw.map_results(op, &[r]);
    true
}

/// An integer value as the signless type `ty` (or its elements) holds it:
/// wrapped to the width and sign-extended, as MLIR prints it (`65535 : ui16`
/// becomes `-1 : i16`).
pub fn signless_value(ctx: &Context, ty: TypeId, value: i128) -> i128 {
    match int_width(ctx, ty) {
        Some(w) if (2..128).contains(&w) => crate::conversion::int_fold::sext(value, w),
        _ => value,
    }
}

fn is_unsigned(ctx: &Context, t: TypeId) -> bool {
    let t = match ctx.type_data(t) {
        TypeData::Vector { elem, .. } => *elem,
        _ => t,
    };
    matches!(
        ctx.type_data(t),
        TypeData::Integer {
            signedness: Signedness::Unsigned,
            ..
        }
    )
}

fn int_width(ctx: &Context, t: TypeId) -> Option<u32> {
    let t = match ctx.type_data(t) {
        TypeData::Vector { elem, .. } => *elem,
        _ => t,
    };
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// Shifts: a narrower shift amount is sign- or zero-extended (by its
/// signedness) to the base's width first; a wider one does not convert.
fn shift(rw: &mut BodyRewriter, op: Op, opcode: Opcode, ty: TypeId) -> bool {
    let ctx = rw.ctx;
    let old: SmallVec<[Value; 2]> = rw.old.operands(op).iter().copied().collect();
    let (base_ty, shift_ty) = (rw.old.value_type(old[0]), rw.old.value_type(old[1]));
    let (Some(bw), Some(sw)) = (int_width(ctx, base_ty), int_width(ctx, shift_ty)) else {
        return false;
    };
    if sw > bw {
        return false;
    }
    let base = rw.converted(old[0]);
    let mut amount = rw.converted(old[1]);
    if sw < bw {
        let ext = if is_unsigned(ctx, shift_ty) {
            Opcode::LlvmZext
        } else {
            Opcode::LlvmSext
        };
        amount = rw.push1(ext, &[amount], ty, AttrId::EMPTY_DICT);
    }
    let llvm = match opcode {
        Opcode::SpirvShiftLeftLogical => Opcode::LlvmShl,
        Opcode::SpirvShiftRightArithmetic => Opcode::LlvmAshr,
        _ => Opcode::LlvmLshr,
    };
    let r = rw.push1(llvm, &[base, amount], ty, AttrId::EMPTY_DICT);
    rw.map_results(op, &[r]);
    true
}

fn i32_const(rw: &mut BodyRewriter, v: i64) -> Value {
    rw.int_constant(i128::from(v), TypeId::I32, TypeId::I32)
}

/// `CompositeExtract`/`CompositeInsert`: element ops with an `i32` index
/// constant on vectors, `extractvalue`/`insertvalue` on aggregates.
fn composite(rw: &mut BodyRewriter, op: Op, insert: bool, ty: TypeId) -> bool {
    let ctx = rw.ctx;
    let Some(indices) = strata_ir::dialect::dict_lookup(ctx, rw.old.op(op).attrs, "indices")
        .and_then(|a| int_array(ctx, a))
    else {
        return false;
    };
    let operands = converted_operands(rw, op);
    let comp_old = rw.old.operands(op)[if insert { 1 } else { 0 }];
    let is_vector = matches!(
        ctx.type_data(rw.old.value_type(comp_old)),
        TypeData::Vector { .. }
    );
    let r = if is_vector {
        let [i] = indices[..] else {
            return false;
        };
        let idx = i32_const(rw, i);
        if insert {
            rw.push1(
                Opcode::LlvmInsertelement,
                &[operands[1], operands[0], idx],
                ty,
                AttrId::EMPTY_DICT,
            )
        } else {
            rw.push1(
                Opcode::LlvmExtractelement,
                &[operands[0], idx],
                ty,
                AttrId::EMPTY_DICT,
            )
        }
    } else if insert {
        rw.insertvalue(operands[1], operands[0], &indices)
    } else {
        rw.extractvalue(operands[0], &indices, ty)
    };
    rw.map_results(op, &[r]);
    true
}

fn vector_len(ctx: &Context, t: TypeId) -> Option<i64> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, .. } if shape.len() == 1 => Some(shape[0]),
        _ => None,
    }
}

/// `VectorShuffle`: `shufflevector` when both inputs have the same length,
/// otherwise one extract/insert pair per defined component.
fn shuffle(rw: &mut BodyRewriter, op: Op, ty: TypeId) -> bool {
    let ctx = rw.ctx;
    let Some(components) = strata_ir::dialect::dict_lookup(ctx, rw.old.op(op).attrs, "components")
        .and_then(|a| int_array(ctx, a))
    else {
        return false;
    };
    let operands = converted_operands(rw, op);
    let (Some(n1), Some(n2)) = (
        vector_len(ctx, rw.new_type(operands[0])),
        vector_len(ctx, rw.new_type(operands[1])),
    ) else {
        return false;
    };
    if n1 == n2 {
        let mask = rw.i32_array(&components.iter().map(|&c| c as i32).collect::<Vec<_>>());
        let attrs = rw.attrs(&[(ctx.ident("mask"), mask)]);
        let r = rw.push1(
            Opcode::LlvmShufflevector,
            &[operands[0], operands[1]],
            ty,
            attrs,
        );
        rw.map_results(op, &[r]);
        return true;
    }
    let TypeData::Vector { elem, .. } = *ctx.type_data(ty) else {
        return false;
    };
    let mut target = rw.poison(ty);
    for (i, &c) in components.iter().enumerate() {
        if c == -1 {
            continue;
        }
        let (base, offset) = if c >= n1 {
            (operands[1], n1)
        } else {
            (operands[0], 0)
        };
        let dst = i32_const(rw, i as i64);
        let idx = i32_const(rw, c - offset);
        let e = rw.push1(
            Opcode::LlvmExtractelement,
            &[base, idx],
            elem,
            AttrId::EMPTY_DICT,
        );
        target = rw.push1(
            Opcode::LlvmInsertelement,
            &[target, e, dst],
            ty,
            AttrId::EMPTY_DICT,
        );
    }
    rw.map_results(op, &[target]);
    true
}

fn br(rw: &mut BodyRewriter, operands: &[Value], to: Block) {
    let spec = OpSpec {
        opcode: Opcode::LlvmBr,
        name: rw.names.op_name(Opcode::LlvmBr),
        operands,
        result_types: &[],
        successors: &[(to, operands.len() as u32)],
        attrs: AttrId::EMPTY_DICT,
        loc: rw.loc,
        num_regions: 0,
    };
    rw.push_mapped(&spec);
}

/// `Branch`/`BranchConditional`: the successor structure is kept; branch
/// weights become the `i32` array LLVM's `cond_br` takes.
fn branch(rw: &mut BodyRewriter, op: Op, opcode: Opcode) -> bool {
    let ctx = rw.ctx;
    // The branch ending a loop's entry block or a selection's header is
    // made by the structured op's pattern, at that op's location (and a
    // selection's without branch weights).
    let block = rw.old.op(op).parent;
    let scope = rw.old.block_parent_op(block);
    let made_by = (scope.is_some()
        && rw
            .old
            .region_blocks(rw.old.blocks[block.index()].parent)
            .next()
            == Some(block))
    .then(|| rw.old.op(scope).opcode)
    .filter(|&o| matches!(o, Opcode::SpirvLoop | Opcode::SpirvSelection));
    if made_by.is_some() {
        rw.loc = rw.old.op(scope).loc;
    }
    let operands = converted_operands(rw, op);
    let succs: SmallVec<[(Block, u32); 2]> = rw
        .old
        .successors(op)
        .map(|(b, ops)| (rw.block(b), ops.len() as u32))
        .collect();
    if succs.iter().any(|(b, _)| b.is_none()) {
        return false;
    }
    let (llvm, attrs) = if opcode == Opcode::SpirvBranch {
        (Opcode::LlvmBr, AttrId::EMPTY_DICT)
    } else {
        let weights = ctx
            .dict_get(rw.old.op(op).attrs, rw.names.branch_weights)
            .and_then(|a| int_array(ctx, a))
            .filter(|_| made_by != Some(Opcode::SpirvSelection));
        let attrs = match weights {
            Some(w) => {
                let w: Vec<i32> = w.iter().map(|&x| x as i32).collect();
                rw.attrs(&[(rw.names.branch_weights, rw.i32_array(&w))])
            }
            None => AttrId::EMPTY_DICT,
        };
        (Opcode::LlvmCondBr, attrs)
    };
    let spec = OpSpec {
        opcode: llvm,
        name: rw.names.op_name(llvm),
        operands: &operands,
        result_types: &[],
        successors: &succs,
        attrs,
        loc: rw.loc,
        num_regions: 0,
    };
    rw.push_mapped(&spec);
    true
}

/// New block placed right after `after` in its region.
fn block_after(rw: &mut BodyRewriter, after: Block) -> Block {
    let region = rw.new.blocks[after.index()].parent;
    let b = rw.new.append_block(region, &[], AttrId::UNKNOWN_LOC);
    rw.move_block_after(b, after);
    b
}

/// `spirv.mlir.selection` / `spirv.mlir.loop`: the enclosing block is split
/// at the op, the region's blocks go in between, `spirv.mlir.merge`
/// branches to the continuation. The selection header's conditional
/// branch (the loop entry's branch) lands in the enclosing block, which is
/// what mapping that block to it does. Regions with no blocks (and
/// selections that only reach their merge block) are dropped.
fn structured(rw: &mut BodyRewriter, op: Op, opcode: Opcode) -> bool {
    let ctx = rw.ctx;
    let Some(&region) = rw.old.regions(op).first() else {
        return false;
    };
    let (name, mnemonic) = if opcode == Opcode::SpirvSelection {
        ("selection_control", "selection_control")
    } else {
        ("loop_control", "loop_control")
    };
    let control = strata_ir::dialect::dict_lookup(ctx, rw.old.op(op).attrs, name)
        .and_then(|a| enum_case(ctx, a, mnemonic));
    if control.is_some_and(|c| c != "None") {
        return false;
    }
    let blocks: SmallVec<[Block; 8]> = rw.old.region_blocks(region).collect();
    let trivial = if opcode == Opcode::SpirvSelection {
        blocks.len() <= 2
    } else {
        blocks.is_empty()
    };
    if trivial {
        return true;
    }
    let first = blocks[0];
    let first_ok = match opcode {
        Opcode::SpirvSelection => rw
            .old
            .last_op(first)
            .is_some_and(|t| rw.old.op(t).opcode == Opcode::SpirvBranchConditional),
        _ => {
            let mut ops = rw.old.block_ops(first);
            let only = ops.next();
            ops.next().is_none() && only.is_some_and(|t| rw.old.op(t).opcode == Opcode::SpirvBranch)
        }
    };
    if !first_ok || !rw.old.block_args(first).is_empty() {
        return false;
    }
    let current = rw.cursor;
    let remaining = block_after(rw, current);
    rw.map_block(first, current);
    let mut prev = current;
    for &b in &blocks[1..] {
        let nb = block_after(rw, prev);
        rw.map_block(b, nb);
        prev = nb;
    }
    rw.region_state.insert(op, (Value::NONE, remaining));
    rw.inline = Some(InlineRegion {
        region,
        resume: remaining,
    });
    true
}

/// `spirv.ControlBarrier` and the split barrier's halves: a `spir_func`
/// call of `callee(execution scope, memory scope, memory semantics)`.
fn control_barrier(rw: &mut BodyRewriter, op: Op, callee: &str) -> bool {
    let ctx = rw.ctx;
    let attrs = rw.old.op(op).attrs;
    let lookup = |name| strata_ir::dialect::dict_lookup(ctx, attrs, name);
    let scope = |name| {
        lookup(name)
            .and_then(|a| enum_case(ctx, a, "scope"))
            .and_then(scope_value)
    };
    let (Some(e), Some(m), Some(sem)) = (
        scope("execution_scope"),
        scope("memory_scope"),
        lookup("memory_semantics")
            .and_then(|a| enum_case(ctx, a, "memory_semantics"))
            .and_then(strata_ir::dialect::spirv::enums::memory_semantics_value),
    ) else {
        return false;
    };
    let args = [
        i32_const(rw, e),
        i32_const(rw, m),
        i32_const(rw, i64::from(sem)),
    ];
    spir_call(rw, callee, &args, &[]);
    true
}

/// A `spir_func` call with the builtins' attributes (convergent, no_unwind,
/// will_return); the callee is declared after the body is converted.
fn spir_call(rw: &mut BodyRewriter, name: &str, args: &[Value], results: &[TypeId]) -> Op {
    let ctx = rw.ctx;
    let n = rw.names;
    let mut attrs = vec![
        NamedAttr {
            name: n.callee,
            value: ctx.symbol_ref(ctx.ident(name)),
        },
        NamedAttr {
            name: n.cconv,
            value: spir_func_cconv(ctx),
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
    for flag in CALL_FLAGS {
        attrs.push(NamedAttr {
            name: ctx.ident(flag),
            value: AttrId::UNIT,
        });
    }
    crate::conversion::llvm_attrs::add_call_defaults(ctx, n, &mut attrs);
    let attrs = ctx.dict_attr(&attrs);
    rw.push(Opcode::LlvmCall, args, results, attrs)
}

/// SPIR-V scope and group-operation enumerants, by name.
fn scope_value(s: &str) -> Option<i64> {
    Some(match s {
        "CrossDevice" => 0,
        "Device" => 1,
        "Workgroup" => 2,
        "Subgroup" => 3,
        "Invocation" => 4,
        "QueueFamily" => 5,
        "ShaderCallKHR" => 6,
        _ => return None,
    })
}

fn group_operation_value(s: &str) -> Option<i64> {
    Some(match s {
        "Reduce" => 0,
        "InclusiveScan" => 1,
        "ExclusiveScan" => 2,
        "ClusteredReduce" => 3,
        "PartitionedReduceNV" => 6,
        "PartitionedInclusiveScanNV" => 7,
        "PartitionedExclusiveScanNV" => 8,
        _ => return None,
    })
}

/// Itanium mangling of a scalar parameter type (the SPIR-V builtins take
/// unsigned integers).
fn mangle(ctx: &Context, t: TypeId) -> Option<&'static str> {
    Some(match ctx.type_data(t) {
        TypeData::Integer { width: 1, .. } => "b",
        TypeData::Integer { width: 8, .. } => "c",
        TypeData::Integer { width: 16, .. } => "t",
        TypeData::Integer { width: 32, .. } => "j",
        TypeData::Integer { width: 64, .. } => "m",
        TypeData::Float(strata_ir::types::FloatKind::F16) => "Dh",
        TypeData::Float(strata_ir::types::FloatKind::F32) => "f",
        TypeData::Float(strata_ir::types::FloatKind::F64) => "d",
        _ => return None,
    })
}

/// Group reductions call the SPIR-V builtin `__spirv_Group[NonUniform]<Op>(
/// scope, operation, value[, cluster size])` with the `spir_func` calling
/// convention.
fn group(rw: &mut BodyRewriter, op: Op, opcode: Opcode, ty: TypeId) -> bool {
    let ctx = rw.ctx;
    let attrs = rw.old.op(op).attrs;
    let lookup = |name| strata_ir::dialect::dict_lookup(ctx, attrs, name);
    let (Some(scope), Some(gop)) = (
        lookup("execution_scope")
            .and_then(|a| enum_case(ctx, a, "scope"))
            .and_then(scope_value),
        lookup("group_operation")
            .and_then(|a| enum_case(ctx, a, "group_operation"))
            .and_then(group_operation_value),
    ) else {
        return false;
    };
    let old: SmallVec<[Value; 2]> = rw.old.operands(op).iter().copied().collect();
    let mut mangled = String::from("ii");
    for &v in &old {
        let Some(m) = mangle(ctx, rw.old.value_type(v)) else {
            return false;
        };
        mangled.push_str(m);
    }
    let base = format!("__spirv_{}", &opcode.name()["spirv.".len()..]);
    let name = format!("_Z{}{base}{mangled}", base.len());
    let values = converted_operands(rw, op);
    let s = i32_const(rw, scope);
    let g = i32_const(rw, gop);
    let mut args: SmallVec<[Value; 4]> = SmallVec::new();
    args.extend([s, g]);
    args.extend(values.iter().copied());
    let call = spir_call(rw, &name, &args, &[ty]);
    let r = rw.new.result(call, 0);
    rw.map_results(op, &[r]);
    true
}
