//! `llvm.intr.*` ops to intrinsic calls. Each op's table entry says which
//! types overload the intrinsic (they pick the mangled name through
//! `LLVMGetIntrinsicDeclaration`) and which attributes become immediate
//! arguments, and where.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use strata_ir::{AttrData, Body, Diag, Op, Opcode, TypeData};

use super::body::FnState;
use super::consts::{float_const, int_const};
use super::ModuleTranslator;

/// Where an overload type comes from.
#[derive(Copy, Clone)]
pub(crate) enum Ov {
    /// The result type.
    Res,
    /// The fields of a struct result, in order.
    ResFields,
    /// The type of operand `i`.
    Opd(usize),
    /// The type of an integer attribute.
    Attr(&'static str),
}

/// The type of an immediate argument made from an attribute.
#[derive(Copy, Clone)]
pub(crate) enum Imm {
    I1,
    I8,
    I32,
    I64,
    F64,
    /// The attribute's own integer type.
    Typed,
}

pub(crate) struct Spec {
    pub(crate) overloads: &'static [Ov],
    /// `(argument position, attribute name, type)`, by ascending position.
    pub(crate) imms: &'static [(usize, &'static str, Imm)],
}

const fn s(overloads: &'static [Ov], imms: &'static [(usize, &'static str, Imm)]) -> Spec {
    Spec { overloads, imms }
}

const RES: Spec = s(&[Ov::Res], &[]);
const OPD0: Spec = s(&[Ov::Opd(0)], &[]);
const NONE: Spec = s(&[], &[]);

pub(crate) fn spec(op: Opcode) -> Spec {
    use Opcode::*;
    match op {
        IntrPowi | IntrLdexp => s(&[Ov::Res, Ov::Opd(1)], &[]),
        IntrFrexp => s(&[Ov::ResFields], &[]),
        IntrSincos => OPD0,
        IntrCtlz | IntrCttz => s(&[Ov::Res], &[(1, "is_zero_poison", Imm::I1)]),
        IntrAbs => s(&[Ov::Res], &[(1, "is_int_min_poison", Imm::I1)]),
        IntrSaddWithOverflow | IntrUaddWithOverflow | IntrSsubWithOverflow
        | IntrUsubWithOverflow | IntrSmulWithOverflow | IntrUmulWithOverflow => OPD0,
        IntrScmp
        | IntrUcmp
        | IntrLrint
        | IntrLlrint
        | IntrLround
        | IntrLlround
        | IntrGetActiveLaneMask => s(&[Ov::Res, Ov::Opd(0)], &[]),
        IntrIsFpclass => s(&[Ov::Opd(0)], &[(1, "bit", Imm::I32)]),
        IntrMemcpy | IntrMemmove => s(
            &[Ov::Opd(0), Ov::Opd(1), Ov::Opd(2)],
            &[(3, "isVolatile", Imm::I1)],
        ),
        IntrMemcpyInline => s(
            &[Ov::Opd(0), Ov::Opd(1), Ov::Attr("len")],
            &[(2, "len", Imm::Typed), (3, "isVolatile", Imm::I1)],
        ),
        IntrMemset => s(&[Ov::Opd(0), Ov::Opd(2)], &[(3, "isVolatile", Imm::I1)]),
        IntrExperimentalConstrainedFptrunc
        | IntrExperimentalConstrainedFpext
        | IntrExperimentalConstrainedSitofp
        | IntrExperimentalConstrainedUitofp => s(&[Ov::Res, Ov::Opd(0)], &[]),
        // Not overloaded (the coroutine intrinsics) or with no result.
        IntrCoroId | IntrCoroBegin | IntrCoroSave | IntrCoroSuspend | IntrCoroEnd
        | IntrCoroFree | IntrCoroResume | IntrCoroPromise | IntrFakeUse => NONE,
        IntrEhTypeidFor | IntrVectorDeinterleave2 => OPD0,
        IntrVectorInsert => s(&[Ov::Res, Ov::Opd(1)], &[(2, "pos", Imm::I64)]),
        IntrVectorExtract => s(&[Ov::Res, Ov::Opd(0)], &[(1, "pos", Imm::I64)]),
        IntrVpReduceAdd | IntrVpReduceAnd | IntrVpReduceFadd | IntrVpReduceFmax
        | IntrVpReduceFmin | IntrVpReduceFmul | IntrVpReduceMul | IntrVpReduceOr
        | IntrVpReduceSmax | IntrVpReduceSmin | IntrVpReduceUmax | IntrVpReduceUmin
        | IntrVpReduceXor => s(&[Ov::Opd(1)], &[]),
        IntrVpLoad | IntrVpSext | IntrVpZext | IntrVpTrunc | IntrVpFptrunc | IntrVpFpext
        | IntrVpFptoui | IntrVpFptosi | IntrVpPtrtoint | IntrVpInttoptr => {
            s(&[Ov::Res, Ov::Opd(0)], &[])
        }
        IntrVpStore => s(&[Ov::Opd(0), Ov::Opd(1)], &[]),
        IntrExperimentalVpStridedLoad => s(&[Ov::Res, Ov::Opd(0), Ov::Opd(1)], &[]),
        IntrExperimentalVpStridedStore => s(&[Ov::Opd(0), Ov::Opd(1), Ov::Opd(2)], &[]),
        IntrMaskedLoad | IntrMaskedGather => s(&[Ov::Res, Ov::Opd(0)], &[]),
        IntrMaskedStore | IntrMaskedScatter => s(&[Ov::Opd(0), Ov::Opd(1)], &[]),
        IntrMaskedExpandload => RES,
        IntrMaskedCompressstore => OPD0,
        IntrMatrixColumnMajorLoad => s(
            &[Ov::Res, Ov::Opd(1)],
            &[
                (2, "isVolatile", Imm::I1),
                (3, "rows", Imm::I32),
                (4, "columns", Imm::I32),
            ],
        ),
        IntrMatrixColumnMajorStore => s(
            &[Ov::Opd(0), Ov::Opd(2)],
            &[
                (3, "isVolatile", Imm::I1),
                (4, "rows", Imm::I32),
                (5, "columns", Imm::I32),
            ],
        ),
        IntrMatrixMultiply => s(
            &[Ov::Res, Ov::Opd(0), Ov::Opd(1)],
            &[
                (2, "lhs_rows", Imm::I32),
                (3, "lhs_columns", Imm::I32),
                (4, "rhs_columns", Imm::I32),
            ],
        ),
        IntrMatrixTranspose => s(
            &[Ov::Res],
            &[(1, "rows", Imm::I32), (2, "columns", Imm::I32)],
        ),
        IntrMemsetInline => s(
            &[Ov::Opd(0), Ov::Attr("len")],
            &[(2, "len", Imm::Typed), (3, "isVolatile", Imm::I1)],
        ),
        IntrAssume | IntrTrap | IntrDebugtrap | IntrExperimentalNoaliasScopeDecl => NONE,
        IntrUbsantrap => s(&[], &[(0, "failureKind", Imm::I8)]),
        IntrExpectWithProbability => s(&[Ov::Res], &[(2, "prob", Imm::F64)]),
        IntrStackrestore
        | IntrVastart
        | IntrVaend
        | IntrVacopy
        | IntrLifetimeStart
        | IntrLifetimeEnd
        | IntrLaunderInvariantGroup
        | IntrStripInvariantGroup
        | IntrThreadlocalAddress
        | IntrIsConstant
        | IntrSsaCopy => OPD0,
        IntrInvariantStart => s(&[Ov::Opd(0)], &[(0, "size", Imm::I64)]),
        IntrInvariantEnd => s(&[Ov::Opd(1)], &[(1, "size", Imm::I64)]),
        IntrPtrmask | IntrAnnotation | IntrPtrAnnotation => s(&[Ov::Res, Ov::Opd(1)], &[]),
        IntrVarAnnotation => s(&[Ov::Opd(0), Ov::Opd(1)], &[]),
        IntrPrefetch => s(
            &[Ov::Opd(0)],
            &[
                (1, "rw", Imm::I32),
                (2, "hint", Imm::I32),
                (3, "cache", Imm::I32),
            ],
        ),
        IntrVectorReduceAdd
        | IntrVectorReduceAnd
        | IntrVectorReduceMul
        | IntrVectorReduceOr
        | IntrVectorReduceXor
        | IntrVectorReduceSmax
        | IntrVectorReduceSmin
        | IntrVectorReduceUmax
        | IntrVectorReduceUmin
        | IntrVectorReduceFmax
        | IntrVectorReduceFmin
        | IntrVectorReduceFmaximum
        | IntrVectorReduceFminimum => OPD0,
        IntrVectorReduceFadd | IntrVectorReduceFmul => s(&[Ov::Opd(1)], &[]),
        // Element-wise math, bit manipulation, min/max, saturating
        // arithmetic, expect, stacksave, stepvector, vscale: overloaded on
        // the result type.
        _ => RES,
    }
}

/// The overloads of `llvm.experimental.constrained.<op>` called by name:
/// conversions are overloaded on their result and source, `ldexp` on its
/// result and exponent, the rest on their result. The comparisons (which
/// take a predicate) and other names are not supported.
fn constrained_call_spec(name: &str) -> Option<Spec> {
    let op = name.strip_prefix("llvm.experimental.constrained.")?;
    Some(match op {
        "fptosi" | "fptoui" | "sitofp" | "uitofp" | "fptrunc" | "fpext" | "lrint" | "llrint"
        | "lround" | "llround" => s(&[Ov::Res, Ov::Opd(0)], &[]),
        "ldexp" => s(&[Ov::Res, Ov::Opd(1)], &[]),
        "fcmp" | "fcmps" => return None,
        _ => RES,
    })
}

/// LLVM's name of an `llvm.intr.*` op where it is not the op name.
fn llvm_name(op: Opcode) -> &'static str {
    match op {
        Opcode::IntrVastart => "llvm.va_start",
        Opcode::IntrVaend => "llvm.va_end",
        Opcode::IntrVacopy => "llvm.va_copy",
        _ => "",
    }
}

impl ModuleTranslator<'_> {
    pub(crate) fn intrinsic(&mut self, st: &mut FnState, body: &Body, op: Op) -> Result<(), Diag> {
        let d = body.op(op);
        let fixed = llvm_name(d.opcode);
        let name_buf;
        let (name, spec): (&str, Spec) = if d.opcode == Opcode::IntrExperimentalConstrainedFpCall {
            // The intrinsic is named by the op's `intrinsic` attribute.
            let named = match self.attr_data_of(d.attrs, "intrinsic") {
                Some(AttrData::String { value, .. }) => Some(self.ctx.str(*value)),
                _ => None,
            };
            match named.and_then(|n| Some((n, constrained_call_spec(n)?))) {
                Some(pair) => pair,
                None => {
                    return Err(self.op_error(
                        body,
                        op,
                        "requires an 'intrinsic' naming a supported constrained intrinsic",
                    ))
                }
            }
        } else if fixed.is_empty() {
            name_buf = format!("llvm.{}", &d.opcode.name()["llvm.intr.".len()..]);
            (&name_buf, spec(d.opcode))
        } else {
            (fixed, spec(d.opcode))
        };
        // SAFETY: a lookup by name.
        let id = unsafe { LLVMLookupIntrinsicID(name.as_ptr() as *const _, name.len()) };
        if id == 0 {
            return Err(self.op_error(body, op, format!("could not find LLVM intrinsic: {name}")));
        }
        // Operands: operand bundles (if any) are not intrinsic arguments.
        let all = body.operands(op);
        let n_bundle = self.bundle_operand_count(d.attrs).min(all.len());
        let operands = match self.attr_ints(d.attrs, self.n.operand_segment_sizes) {
            Some(seg) if !seg.is_empty() => &all[..(seg[0] as usize).min(all.len())],
            _ => &all[..all.len() - n_bundle],
        };
        let bundle_operands = &all[all.len() - n_bundle..];

        let mut overloads: Vec<LLVMTypeRef> = Vec::with_capacity(spec.overloads.len() + 1);
        for ov in spec.overloads {
            match *ov {
                Ov::Res => overloads.push(self.result_ll_type(body, op)?),
                Ov::ResFields => {
                    let t = body.value_type(body.result(op, 0));
                    let TypeData::LlvmStruct { body: fields, .. } = self.ctx.type_data(t) else {
                        return Err(self.op_error(body, op, "expected a struct result"));
                    };
                    for &f in fields.iter() {
                        overloads.push(self.ll_type(f).map_err(|e| self.op_error(body, op, e))?);
                    }
                }
                Ov::Opd(i) => {
                    let v = *operands.get(i).ok_or_else(|| {
                        self.op_error(body, op, format!("expected at least {} operands", i + 1))
                    })?;
                    overloads.push(
                        self.ll_type(body.value_type(v))
                            .map_err(|e| self.op_error(body, op, e))?,
                    );
                }
                Ov::Attr(a) => match self.attr_data_of(d.attrs, a) {
                    Some(AttrData::Integer { ty, .. }) => {
                        let ty = *ty;
                        overloads.push(self.ll_type(ty).map_err(|e| self.op_error(body, op, e))?)
                    }
                    _ => {
                        return Err(self.op_error(
                            body,
                            op,
                            format!("requires integer attribute '{a}'"),
                        ))
                    }
                },
            }
        }
        // SAFETY: an overloaded intrinsic gets its overload types; others
        // none (LLVM reads exactly as many as the intrinsic declares).
        let (f, fty) = unsafe {
            let overloaded = LLVMIntrinsicIsOverloaded(id) != 0;
            if overloaded && overloads.is_empty() {
                return Err(self.op_error(
                    body,
                    op,
                    format!("intrinsic {name} needs overload types"),
                ));
            }
            if !overloaded {
                overloads.clear();
            }
            let f = LLVMGetIntrinsicDeclaration(
                self.llmod,
                id,
                overloads.as_mut_ptr(),
                overloads.len(),
            );
            (f, LLVMGlobalGetValueType(f))
        };

        // Arguments: operands with immediates spliced in at their positions.
        let mut argv = std::mem::take(&mut st.scratch);
        argv.clear();
        let mut next_imm = spec.imms.iter().peekable();
        let mut opnds = operands.iter();
        let total = operands.len() + spec.imms.len();
        for pos in 0..total {
            if let Some(&&(p, attr, kind)) = next_imm.peek() {
                if p == pos {
                    next_imm.next();
                    match self.immediate(d.attrs, attr, kind) {
                        Some(c) => argv.push(c),
                        None => {
                            st.scratch = argv;
                            return Err(self.op_error(
                                body,
                                op,
                                format!("requires attribute '{attr}'"),
                            ));
                        }
                    }
                    continue;
                }
            }
            let Some(&v) = opnds.next() else { break };
            match self.value(st, body, op, v) {
                Ok(x) => argv.push(x),
                Err(e) => {
                    st.scratch = argv;
                    return Err(e);
                }
            }
        }
        // Constrained FP ops take their rounding mode and exception
        // behaviour as metadata strings.
        if strata_ir::dialect::llvm::is_constrained_fp(d.opcode) {
            match self.constrained_fp_args(d.attrs) {
                Some(md) => argv.extend(md),
                None => {
                    st.scratch = argv;
                    return Err(self.op_error(
                        body,
                        op,
                        "requires valid 'roundingmode' and 'fpExceptionBehavior' attributes",
                    ));
                }
            }
        }
        // The scope list of a noalias scope declaration is its argument.
        if d.opcode == Opcode::IntrExperimentalNoaliasScopeDecl {
            match self.scope_decl_arg(body, op) {
                Ok(md) => argv.push(md),
                Err(e) => {
                    st.scratch = argv;
                    return Err(e);
                }
            }
        }
        // A masked load or gather without a pass-through value passes poison.
        if matches!(d.opcode, Opcode::IntrMaskedLoad | Opcode::IntrMaskedGather)
            && operands.len() == 2
        {
            match self.result_ll_type(body, op) {
                // SAFETY: a constant of our context's type.
                Ok(t) => argv.push(unsafe { LLVMGetPoison(t) }),
                Err(e) => {
                    st.scratch = argv;
                    return Err(e);
                }
            }
        }
        // SAFETY: type queries on the intrinsic's function type.
        let ok = unsafe {
            let n = LLVMCountParamTypes(fty) as usize;
            let mut params = vec![std::ptr::null_mut(); n];
            LLVMGetParamTypes(fty, params.as_mut_ptr());
            // A variadic intrinsic (`llvm.fake.use`) takes any arguments
            // after its fixed ones.
            let count_ok = if LLVMIsFunctionVarArg(fty) != 0 {
                n <= argv.len()
            } else {
                n == argv.len()
            };
            count_ok && params.iter().zip(&argv).all(|(&p, &a)| LLVMTypeOf(a) == p)
        };
        if !ok {
            st.scratch = argv;
            return Err(self.op_error(
                body,
                op,
                format!("operands do not match the signature of intrinsic {name}"),
            ));
        }
        let mut bundles = match self.operand_bundles(st, body, op, bundle_operands) {
            Ok(b) => b,
            Err(e) => {
                st.scratch = argv;
                return Err(e);
            }
        };
        // SAFETY: arguments match the declaration's type; the bundles are
        // copied into the call and disposed of right after.
        let v = unsafe {
            let v = LLVMBuildCallWithOperandBundles(
                self.builder,
                fty,
                f,
                argv.as_mut_ptr(),
                argv.len() as u32,
                bundles.as_mut_ptr(),
                bundles.len() as u32,
                c"".as_ptr(),
            );
            for b in bundles.drain(..) {
                LLVMDisposeOperandBundle(b);
            }
            v
        };
        // Argument and result attributes (`llvm.align` on memcpy's
        // pointers, ...) go on the call.
        self.arg_and_result_attrs(super::attrs::AttrTarget::Call(v), d.attrs)
            .map_err(|e| self.op_error(body, op, e))?;
        if super::metadata::carries_memory_metadata(d.opcode) {
            self.attach_memory_metadata(body, op, v)?;
        }
        // Matrix loads and stores mark their pointer with the element's ABI
        // alignment, as MLIR's translation does.
        let matrix_ptr = match d.opcode {
            Opcode::IntrMatrixColumnMajorLoad => Some((1, v)),
            Opcode::IntrMatrixColumnMajorStore => Some((2, argv[0])),
            _ => None,
        };
        if let Some((index, vector)) = matrix_ptr {
            // SAFETY: type queries on live values of this module.
            let align = unsafe {
                let elem = LLVMGetElementType(LLVMTypeOf(vector));
                llvm_sys::target::LLVMABIAlignmentOfType(
                    llvm_sys::target::LLVMGetModuleDataLayout(self.llmod),
                    elem,
                )
            };
            self.add_enum_attr(
                super::attrs::AttrTarget::Call(v),
                index,
                "align",
                u64::from(align),
            );
        }
        // Masked memory intrinsics carry their alignment on the pointer
        // argument, and `nontemporal` as metadata.
        let masked_ptr = match d.opcode {
            Opcode::IntrMaskedLoad | Opcode::IntrMaskedGather => Some(1),
            Opcode::IntrMaskedStore | Opcode::IntrMaskedScatter => Some(2),
            _ => None,
        };
        if let Some(index) = masked_ptr {
            if let Some(a) = self.attr_int(d.attrs, self.n.alignment).filter(|&a| a > 0) {
                self.add_enum_attr(super::attrs::AttrTarget::Call(v), index, "align", a as u64);
            }
            if self.attr_flag(d.attrs, self.n.nontemporal) {
                // SAFETY: metadata built in our context on a live call.
                unsafe {
                    let one =
                        LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(self.llctx), 1, 0));
                    let mut ops = [one];
                    let node = LLVMMDNodeInContext2(self.llctx, ops.as_mut_ptr(), 1);
                    LLVMSetMetadata(
                        v,
                        self.md_nontemporal,
                        LLVMMetadataAsValue(self.llctx, node),
                    );
                }
            }
        }
        if strata_ir::dialect::llvm::is_constrained_fp(d.opcode) {
            self.add_enum_attr(super::attrs::AttrTarget::Call(v), u32::MAX, "strictfp", 0);
        }
        st.scratch = argv;
        self.fastmath(v, d.attrs);
        if d.num_results > 0 {
            self.set_result(st, body, op, v)?;
        }
        Ok(())
    }

    /// How many trailing operands belong to operand bundles.
    pub(crate) fn bundle_operand_count(&self, attrs: strata_ir::AttrId) -> usize {
        self.attr_ints(attrs, self.ctx.ident("op_bundle_sizes"))
            .map(|v| v.iter().map(|&n| n.max(0) as usize).sum())
            .unwrap_or(0)
    }

    /// The operand bundles of a call-like op (`op_bundle_tags`,
    /// `op_bundle_sizes`) over `operands`; the caller disposes of them.
    pub(crate) fn operand_bundles(
        &mut self,
        st: &mut FnState,
        body: &Body,
        op: Op,
        operands: &[strata_ir::Value],
    ) -> Result<Vec<llvm_sys::prelude::LLVMOperandBundleRef>, Diag> {
        let attrs = body.op(op).attrs;
        let tags: Vec<&str> = match self.attr_data_of(attrs, "op_bundle_tags") {
            Some(AttrData::Array(items)) => items
                .iter()
                .filter_map(|&a| match self.ctx.attr_data(a) {
                    AttrData::String { value, .. } => Some(self.ctx.str(*value)),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        let sizes: Vec<usize> = self
            .attr_ints(attrs, self.ctx.ident("op_bundle_sizes"))
            .map(|v| v.iter().map(|&n| n.max(0) as usize).collect())
            .unwrap_or_default();
        if tags.len() != sizes.len() || sizes.iter().sum::<usize>() != operands.len() {
            return Err(self.op_error(body, op, "malformed operand bundles"));
        }
        let mut values = Vec::with_capacity(operands.len());
        for &v in operands {
            values.push(self.value(st, body, op, v)?);
        }
        let mut out = Vec::with_capacity(tags.len());
        let mut at = 0;
        for (tag, n) in tags.iter().zip(sizes) {
            let group = &mut values[at..at + n];
            at += n;
            // SAFETY: LLVM copies the tag and the values.
            out.push(unsafe {
                LLVMCreateOperandBundle(
                    tag.as_ptr() as *const _,
                    tag.len(),
                    group.as_mut_ptr(),
                    n as u32,
                )
            });
        }
        Ok(out)
    }

    /// `metadata !"round.*"`, `metadata !"fpexcept.*"` from the op's
    /// `roundingmode` and `fpExceptionBehavior`.
    fn constrained_fp_args(&self, attrs: strata_ir::AttrId) -> Option<Vec<LLVMValueRef>> {
        let int = |name: &str| match self.attr_data_of(attrs, name) {
            Some(AttrData::Integer { value, .. }) => Some(*value),
            _ => None,
        };
        // Some (fpext, the comparisons) take no rounding mode.
        let rounding = match self.attr_data_of(attrs, "roundingmode") {
            None => None,
            Some(_) => Some(match int("roundingmode")? {
                0 => "round.towardzero",
                1 => "round.tonearest",
                2 => "round.upward",
                3 => "round.downward",
                4 => "round.tonearestaway",
                7 => "round.dynamic",
                _ => return None,
            }),
        };
        let except = match int("fpExceptionBehavior")? {
            0 => "fpexcept.ignore",
            1 => "fpexcept.maytrap",
            2 => "fpexcept.strict",
            _ => return None,
        };
        // SAFETY: metadata strings built in our context.
        Some(unsafe {
            rounding
                .into_iter()
                .chain([except])
                .map(|s| {
                    let md = LLVMMDStringInContext2(self.llctx, s.as_ptr() as *const _, s.len());
                    LLVMMetadataAsValue(self.llctx, md)
                })
                .collect()
        })
    }

    fn immediate(
        &mut self,
        attrs: strata_ir::AttrId,
        name: &str,
        kind: Imm,
    ) -> Option<LLVMValueRef> {
        let data = self.attr_data_of(attrs, name)?.clone();
        let int_value = match &data {
            AttrData::Integer { value, .. } => Some(*value),
            AttrData::Bool(b) => Some(*b as i128),
            _ => None,
        };
        // SAFETY: constants of our context's types.
        unsafe {
            let c = self.llctx;
            Some(match kind {
                Imm::I1 => int_const(LLVMInt1TypeInContext(c), 1, int_value?),
                Imm::I8 => int_const(LLVMInt8TypeInContext(c), 8, int_value?),
                Imm::I32 => int_const(LLVMInt32TypeInContext(c), 32, int_value?),
                Imm::I64 => int_const(LLVMInt64TypeInContext(c), 64, int_value?),
                Imm::F64 => match data {
                    AttrData::Float { bits, .. } => {
                        float_const(c, LLVMDoubleTypeInContext(c), 64, bits)
                    }
                    _ => return None,
                },
                Imm::Typed => match data {
                    AttrData::Integer { ty, value } => {
                        let TypeData::Integer { width, .. } = self.ctx.type_data(ty) else {
                            return None;
                        };
                        let t = self.ll_type(ty).ok()?;
                        int_const(t, *width, value)
                    }
                    _ => return None,
                },
            })
        }
    }
}
