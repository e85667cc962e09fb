//! One LLVM-dialect op to LLVM instructions (or, for `llvm.mlir.*` ops,
//! constants). Operands are checked before LLVM sees them: LLVM only
//! asserts on malformed instructions, and release builds do not even do
//! that.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{
    LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMInlineAsmDialect, LLVMIntPredicate, LLVMOpcode,
    LLVMRealPredicate,
};
use strata_ir::{AttrData, Body, Diag, Op, Opcode, TypeData, TypeId, Value};

use std::ffi::CStr;

use super::attrs::AttrTarget;
use super::body::FnState;
use super::consts::int_const;
use super::types::cstr;
use super::ModuleTranslator;

const EMPTY: *const std::ffi::c_char = c"".as_ptr();
/// `rawConstantIndices` marker of a dynamic (operand) index.
const DYNAMIC_INDEX: i128 = i32::MIN as i128;

/// The scalar shape of a type, for cast checks.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Scalar {
    Int(u32),
    Float(u32),
    Ptr(u32),
    Other,
}

impl ModuleTranslator<'_> {
    pub(crate) fn emit_op(&mut self, st: &mut FnState, body: &Body, op: Op) -> Result<(), Diag> {
        use Opcode::*;
        let d = body.op(op);
        let opcode = d.opcode;
        if let Some(llop) = int_binop(opcode).or_else(|| float_binop(opcode)) {
            return self.binop(st, body, op, llop);
        }
        if let Some(llop) = cast_opcode(opcode) {
            return self.cast(st, body, op, llop);
        }
        if opcode.name().starts_with("llvm.intr.") {
            return self.intrinsic(st, body, op);
        }
        let b = self.builder;
        let attrs = d.attrs;
        let v: LLVMValueRef = match opcode {
            LlvmMlirConstant => {
                let value = self
                    .ctx
                    .dict_get(attrs, self.n.value)
                    .ok_or_else(|| self.op_error(body, op, "requires attribute 'value'"))?;
                let ty = self.result_type(body, op)?;
                self.const_from_attr(value, ty)
                    .map_err(|e| self.const_error(body, op, e))?
            }
            LlvmMlirUndef | LlvmMlirPoison | LlvmMlirZero | LlvmMlirNone => {
                let ty = self.result_type(body, op)?;
                let t = self.ll_type(ty).map_err(|e| self.op_error(body, op, e))?;
                // SAFETY: constants of a translated type.
                unsafe {
                    match opcode {
                        LlvmMlirUndef => LLVMGetUndef(t),
                        LlvmMlirPoison => LLVMGetPoison(t),
                        _ => LLVMConstNull(t),
                    }
                }
            }
            LlvmMlirAddressof => {
                let (_, gv) = self.referenced_global(
                    body,
                    op,
                    strata_ir::Ident::GLOBAL_NAME,
                    "a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func'",
                )?;
                let want = self.result_ll_type(body, op)?;
                // SAFETY: a global value's type query.
                if unsafe { LLVMTypeOf(gv) } != want {
                    return Err(self.op_error(
                        body,
                        op,
                        "pointer address space does not match the global's",
                    ));
                }
                gv
            }
            LlvmDsoLocalEquivalent => {
                let (name, gv) = self.referenced_global(
                    body,
                    op,
                    strata_ir::Ident::FUNCTION_NAME,
                    "a function defined by 'llvm.func' or 'llvm.mlir.alias'",
                )?;
                self.dso_local_equivalent(name, gv).ok_or_else(|| {
                    self.op_error(
                        body,
                        op,
                        format!(
                            "LLVM cannot build dso_local_equivalent @{}",
                            self.ctx.str(name)
                        ),
                    )
                })?
            }
            LlvmIcmp | LlvmFcmp => {
                let (l, r) = self.two_same(st, body, op)?;
                let pred = self.attr_int(attrs, self.n.predicate).unwrap_or(0);
                // SAFETY: operands checked to share a type.
                unsafe {
                    if opcode == LlvmIcmp {
                        let p = *ICMP
                            .get(pred as usize)
                            .ok_or_else(|| self.op_error(body, op, "invalid predicate"))?;
                        LLVMBuildICmp(b, p, l, r, EMPTY)
                    } else {
                        let p = *FCMP
                            .get(pred as usize)
                            .ok_or_else(|| self.op_error(body, op, "invalid predicate"))?;
                        let v = LLVMBuildFCmp(b, p, l, r, EMPTY);
                        self.fastmath(v, attrs);
                        v
                    }
                }
            }
            LlvmSelect => {
                let o = body.operands(op);
                self.expect_operands(body, op, 3)?;
                if body.value_type(o[1]) != body.value_type(o[2]) {
                    return Err(self.op_error(body, op, "select operands must have the same type"));
                }
                let (c, t, f) = (
                    self.value(st, body, op, o[0])?,
                    self.value(st, body, op, o[1])?,
                    self.value(st, body, op, o[2])?,
                );
                // SAFETY: checked operand types.
                unsafe {
                    let v = LLVMBuildSelect(b, c, t, f, EMPTY);
                    self.fastmath(v, attrs);
                    v
                }
            }
            LlvmFreeze => {
                let x = self.one(st, body, op)?;
                // SAFETY: any first-class value can be frozen.
                unsafe { LLVMBuildFreeze(b, x, EMPTY) }
            }
            LlvmFneg => {
                let x = self.one(st, body, op)?;
                // SAFETY: a float operand (checked by the result type below).
                unsafe {
                    let v = LLVMBuildFNeg(b, x, EMPTY);
                    self.fastmath(v, attrs);
                    v
                }
            }
            LlvmGetelementptr => self.gep(st, body, op)?,
            LlvmLoad => {
                let p = self.one(st, body, op)?;
                let ty = self.result_ll_type(body, op)?;
                // SAFETY: a load of a translated type from a pointer operand.
                let v = unsafe {
                    let v = LLVMBuildLoad2(b, ty, p, EMPTY);
                    self.memory_access(v, attrs, body, op)?;
                    v
                };
                self.attach_memory_metadata(body, op, v)?;
                v
            }
            LlvmBlocktag => return self.block_tag(st, body, op),
            LlvmBlockaddress => self.block_address(body, op)?,
            LlvmStore => {
                self.expect_operands(body, op, 2)?;
                let o = body.operands(op);
                let (x, p) = (
                    self.value(st, body, op, o[0])?,
                    self.value(st, body, op, o[1])?,
                );
                // SAFETY: a store of a value to a pointer operand.
                let v = unsafe {
                    let v = LLVMBuildStore(b, x, p);
                    self.memory_access(v, attrs, body, op)?;
                    v
                };
                self.attach_memory_metadata(body, op, v)?;
                return self.check_ptr_operand(body, op, 1);
            }
            LlvmAlloca => {
                let n = self.one(st, body, op)?;
                let et = self
                    .attr_type(attrs, self.n.elem_type)
                    .ok_or_else(|| self.op_error(body, op, "requires attribute 'elem_type'"))?;
                let et = self.ll_type(et).map_err(|e| self.op_error(body, op, e))?;
                let addr_space = match self.ctx.type_data(self.result_type(body, op)?) {
                    TypeData::LlvmPtr { address_space } => *address_space,
                    _ => 0,
                };
                // SAFETY: an alloca of a translated type with an integer count.
                unsafe {
                    // `inalloca` has no C API setter: such allocas come from
                    // a template (if the type can be written in one).
                    let inalloca = if self.attr_flag(attrs, self.n.inalloca) {
                        self.inalloca_alloca(et, n, addr_space)
                    } else {
                        None
                    };
                    let v = match inalloca {
                        Some(v) => v,
                        None => self.build_alloca(et, n, addr_space),
                    };
                    if let Some(a) = self.attr_int(attrs, self.n.alignment) {
                        if a > 0 {
                            LLVMSetAlignment(v, a as u32);
                        }
                    }
                    v
                }
            }
            LlvmExtractvalue => {
                let agg = self.one(st, body, op)?;
                let pos = self.position(body, op, body.operands(op)[0])?;
                // SAFETY: indices checked against the aggregate type.
                match unsafe { self.multi_index(agg, None, pos) } {
                    Some(v) => v,
                    None => {
                        let mut v = agg;
                        for &i in pos {
                            // SAFETY: as above.
                            v = unsafe { LLVMBuildExtractValue(b, v, i as u32, EMPTY) };
                        }
                        v
                    }
                }
            }
            LlvmInsertvalue => {
                self.expect_operands(body, op, 2)?;
                let o = body.operands(op);
                let (agg, x) = (
                    self.value(st, body, op, o[0])?,
                    self.value(st, body, op, o[1])?,
                );
                let pos = self.position(body, op, o[0])?;
                // SAFETY: indices checked against the aggregate type.
                match unsafe { self.multi_index(agg, Some(x), pos) } {
                    Some(v) => v,
                    None => self.insert_value(agg, x, pos),
                }
            }
            LlvmExtractelement => {
                self.expect_operands(body, op, 2)?;
                let o = body.operands(op);
                let (vec, i) = (
                    self.value(st, body, op, o[0])?,
                    self.value(st, body, op, o[1])?,
                );
                // SAFETY: a vector and an integer index.
                unsafe { LLVMBuildExtractElement(b, vec, i, EMPTY) }
            }
            LlvmInsertelement => {
                self.expect_operands(body, op, 3)?;
                let o = body.operands(op);
                let (vec, x, i) = (
                    self.value(st, body, op, o[0])?,
                    self.value(st, body, op, o[1])?,
                    self.value(st, body, op, o[2])?,
                );
                // SAFETY: vector, element and index operands.
                unsafe { LLVMBuildInsertElement(b, vec, x, i, EMPTY) }
            }
            LlvmShufflevector => {
                let (v1, v2) = self.two_same(st, body, op)?;
                let mask = self
                    .attr_ints(attrs, self.n.mask)
                    .ok_or_else(|| self.op_error(body, op, "requires attribute 'mask'"))?;
                // SAFETY: an i32 constant vector mask (-1 is poison).
                unsafe {
                    let i32t = LLVMInt32TypeInContext(self.llctx);
                    let mut elems: Vec<LLVMValueRef> = mask
                        .iter()
                        .map(|&m| {
                            if m < 0 {
                                LLVMGetPoison(i32t)
                            } else {
                                LLVMConstInt(i32t, m as u64, 0)
                            }
                        })
                        .collect();
                    let m = LLVMConstVector(elems.as_mut_ptr(), elems.len() as u32);
                    LLVMBuildShuffleVector(b, v1, v2, m, EMPTY)
                }
            }
            LlvmBr => {
                let target = body.successor(op, 0);
                // SAFETY: a branch to a block of this function.
                let br = unsafe { LLVMBuildBr(b, st.edge_block(op, 0, target)) };
                return self.attach_loop_annotation(body, op, br);
            }
            LlvmCondBr => {
                let c = self.value(st, body, op, body.operands(op)[0])?;
                if body.num_successors(op) != 2 {
                    return Err(self.op_error(body, op, "requires two successors"));
                }
                let t = st.edge_block(op, 0, body.successor(op, 0));
                let f = st.edge_block(op, 1, body.successor(op, 1));
                // SAFETY: an i1 condition and two blocks of this function.
                let br = unsafe { LLVMBuildCondBr(b, c, t, f) };
                self.branch_weights(br, attrs);
                return self.attach_loop_annotation(body, op, br);
            }
            LlvmSwitch => return self.switch(st, body, op),
            LlvmIndirectbr => {
                let addr = body
                    .non_successor_operands(op)
                    .first()
                    .copied()
                    .ok_or_else(|| self.op_error(body, op, "expected an address operand"))?;
                let addr = self.value(st, body, op, addr)?;
                let n = body.num_successors(op);
                // SAFETY: an indirect branch on a pointer to blocks of this
                // function.
                unsafe {
                    let br = LLVMBuildIndirectBr(b, addr, n as u32);
                    for i in 0..n {
                        LLVMAddDestination(br, st.edge_block(op, i as u32, body.successor(op, i)));
                    }
                }
                return Ok(());
            }
            LlvmReturn => {
                let o = body.operands(op);
                // SAFETY: return type checked against the function's.
                unsafe {
                    let ret_ty = LLVMGetReturnType(LLVMGlobalGetValueType(st.func));
                    match o {
                        [] => {
                            if LLVMGetTypeKind(ret_ty) != llvm_sys::LLVMTypeKind::LLVMVoidTypeKind {
                                return Err(self.op_error(
                                    body,
                                    op,
                                    "must return a value of the function's result type",
                                ));
                            }
                            LLVMBuildRetVoid(b);
                        }
                        [x] => {
                            let x = self.value(st, body, op, *x)?;
                            if LLVMTypeOf(x) != ret_ty {
                                return Err(self.op_error(
                                    body,
                                    op,
                                    "returned value does not match the function's result type",
                                ));
                            }
                            LLVMBuildRet(b, x);
                        }
                        _ => return Err(self.op_error(body, op, "expects at most one operand")),
                    }
                }
                return Ok(());
            }
            LlvmUnreachable => {
                // SAFETY: a terminator in the current block.
                unsafe { LLVMBuildUnreachable(b) };
                return Ok(());
            }
            LlvmCall | LlvmInvoke => return self.call(st, body, op),
            LlvmCallIntrinsic => return self.call_intrinsic_by_name(st, body, op),
            LlvmLandingpad => {
                let ty = self.result_ll_type(body, op)?;
                let o = body.operands(op);
                // SAFETY: clauses are checked to be constants.
                unsafe {
                    let lp =
                        LLVMBuildLandingPad(b, ty, std::ptr::null_mut(), o.len() as u32, EMPTY);
                    LLVMSetCleanup(lp, self.attr_flag(attrs, self.n.cleanup) as i32);
                    for &c in o {
                        let c = self.value(st, body, op, c)?;
                        if LLVMIsConstant(c) == 0 {
                            return Err(self.op_error(
                                body,
                                op,
                                "landingpad clauses must be constants",
                            ));
                        }
                        LLVMAddClause(lp, c);
                    }
                    lp
                }
            }
            LlvmResume => {
                let x = self.one(st, body, op)?;
                // SAFETY: a terminator with one value.
                unsafe { LLVMBuildResume(b, x) };
                return Ok(());
            }
            LlvmFence => {
                let ord = self.ordering(attrs, self.n.ordering);
                // SAFETY: a fence with a valid ordering and scope.
                unsafe {
                    let v = LLVMBuildFence(b, ord, 0, EMPTY);
                    self.sync_scope(v, attrs);
                }
                return Ok(());
            }
            LlvmAtomicrmw => {
                let (p, x) = self.ptr_and_value(st, body, op)?;
                let bin = self.attr_int(attrs, self.n.bin_op).unwrap_or(0);
                let bin = *RMW
                    .get(bin as usize)
                    .ok_or_else(|| self.op_error(body, op, "invalid atomic operation"))?;
                let ord = self.ordering(attrs, self.n.ordering);
                // SAFETY: pointer and value operands, valid enums.
                let v = unsafe {
                    let v = LLVMBuildAtomicRMW(b, bin, p, x, ord, 0);
                    self.atomic_extras(v, attrs);
                    v
                };
                self.attach_memory_metadata(body, op, v)?;
                v
            }
            LlvmCmpxchg => {
                self.expect_operands(body, op, 3)?;
                let o = body.operands(op);
                if body.value_type(o[1]) != body.value_type(o[2]) {
                    return Err(self.op_error(
                        body,
                        op,
                        "expected and new values must have the same type",
                    ));
                }
                let (p, c, n) = (
                    self.value(st, body, op, o[0])?,
                    self.value(st, body, op, o[1])?,
                    self.value(st, body, op, o[2])?,
                );
                let so = self.ordering(attrs, self.n.success_ordering);
                let fo = self.ordering(attrs, self.n.failure_ordering);
                // SAFETY: checked operands, valid orderings.
                let v = unsafe {
                    let v = LLVMBuildAtomicCmpXchg(b, p, c, n, so, fo, 0);
                    if self.attr_flag(attrs, self.n.weak) {
                        LLVMSetWeak(v, 1);
                    }
                    self.atomic_extras(v, attrs);
                    v
                };
                self.attach_memory_metadata(body, op, v)?;
                v
            }
            LlvmInlineAsm => return self.inline_asm(st, body, op),
            LlvmVaArg => {
                let l = self.one(st, body, op)?;
                let ty = self.result_ll_type(body, op)?;
                // SAFETY: a va_list pointer and a translated type.
                unsafe { LLVMBuildVAArg(b, l, ty, EMPTY) }
            }
            _ => return Err(self.untranslatable_op(body, op)),
        };
        self.set_result(st, body, op, v)
    }

    /// Records the single result of `op`, checking its LLVM type.
    pub(crate) fn set_result(
        &mut self,
        st: &mut FnState,
        body: &Body,
        op: Op,
        v: LLVMValueRef,
    ) -> Result<(), Diag> {
        let d = body.op(op);
        if d.num_results == 0 {
            return Ok(());
        }
        let want = self.result_ll_type(body, op)?;
        // SAFETY: a type query on a value we built.
        if unsafe { LLVMTypeOf(v) } != want {
            return Err(self.op_error(
                body,
                op,
                "result type does not match the operation's LLVM semantics",
            ));
        }
        st.values[d.first_result.index()] = v;
        Ok(())
    }

    /// The module global named by symbol attribute `attr` of `op` (its
    /// name and value), or the error for a missing attribute or a name
    /// that is not `what`.
    fn referenced_global(
        &self,
        body: &Body,
        op: Op,
        attr: strata_ir::Ident,
        what: &str,
    ) -> Result<(strata_ir::Ident, LLVMValueRef), Diag> {
        let name = self.attr_symbol(body.op(op).attrs, attr).ok_or_else(|| {
            self.op_error(
                body,
                op,
                format!("requires attribute '{}'", self.ctx.str(attr)),
            )
        })?;
        let gv = self.lookup_symbol(name).ok_or_else(|| {
            self.op_error(
                body,
                op,
                format!("must reference {what} ('{}' is not)", self.ctx.str(name)),
            )
        })?;
        Ok((name, gv))
    }

    fn result_type(&self, body: &Body, op: Op) -> Result<TypeId, Diag> {
        if body.op(op).num_results != 1 {
            return Err(self.op_error(body, op, "expected one result"));
        }
        Ok(body.value_type(body.result(op, 0)))
    }

    pub(crate) fn result_ll_type(&mut self, body: &Body, op: Op) -> Result<LLVMTypeRef, Diag> {
        let t = self.result_type(body, op)?;
        self.ll_type(t).map_err(|e| self.op_error(body, op, e))
    }

    pub(crate) fn expect_operands(&self, body: &Body, op: Op, n: usize) -> Result<(), Diag> {
        let got = body.operands(op).len();
        if got != n {
            return Err(self.op_error(body, op, format!("expected {n} operands, but found {got}")));
        }
        Ok(())
    }

    fn one(&self, st: &FnState, body: &Body, op: Op) -> Result<LLVMValueRef, Diag> {
        self.expect_operands(body, op, 1)?;
        self.value(st, body, op, body.operands(op)[0])
    }

    /// Two operands of the same type.
    fn two_same(
        &self,
        st: &FnState,
        body: &Body,
        op: Op,
    ) -> Result<(LLVMValueRef, LLVMValueRef), Diag> {
        self.expect_operands(body, op, 2)?;
        let o = body.operands(op);
        if body.value_type(o[0]) != body.value_type(o[1]) {
            return Err(self.op_error(body, op, "requires the same type for all operands"));
        }
        Ok((
            self.value(st, body, op, o[0])?,
            self.value(st, body, op, o[1])?,
        ))
    }

    fn ptr_and_value(
        &self,
        st: &FnState,
        body: &Body,
        op: Op,
    ) -> Result<(LLVMValueRef, LLVMValueRef), Diag> {
        self.expect_operands(body, op, 2)?;
        self.check_ptr_operand(body, op, 0)?;
        let o = body.operands(op);
        Ok((
            self.value(st, body, op, o[0])?,
            self.value(st, body, op, o[1])?,
        ))
    }

    /// An `alloca` of `count` values of `ty` whose result lives in
    /// `addr_space`, as MLIR's `CreateAlloca(type, addrSpace, size)` builds
    /// it. The C API only builds allocas in the data layout's alloca address
    /// space, so for another one the layout names it (`-A<n>`) while the
    /// instruction is built, then is restored; the alignment comes from the
    /// same layout either way.
    ///
    /// # Safety
    /// `ty` and `count` must belong to this translator's context, and the
    /// builder must be positioned in one of its functions.
    unsafe fn build_alloca(
        &self,
        ty: LLVMTypeRef,
        count: LLVMValueRef,
        addr_space: u32,
    ) -> LLVMValueRef {
        let layout = CStr::from_ptr(LLVMGetDataLayoutStr(self.llmod))
            .to_string_lossy()
            .into_owned();
        let current = layout
            .split('-')
            .rev()
            .find_map(|spec| spec.strip_prefix('A'))
            .and_then(|n| n.parse::<u32>().ok())
            .unwrap_or(0);
        if current == addr_space {
            return LLVMBuildArrayAlloca(self.builder, ty, count, EMPTY);
        }
        let with_space = if layout.is_empty() {
            format!("A{addr_space}")
        } else {
            format!("{layout}-A{addr_space}")
        };
        LLVMSetDataLayout(self.llmod, cstr(&with_space).as_ptr());
        let v = LLVMBuildArrayAlloca(self.builder, ty, count, EMPTY);
        LLVMSetDataLayout(self.llmod, cstr(&layout).as_ptr());
        v
    }

    fn check_ptr_operand(&self, body: &Body, op: Op, i: usize) -> Result<(), Diag> {
        let t = body.value_type(body.operands(op)[i]);
        if !matches!(self.ctx.type_data(t), TypeData::LlvmPtr { .. }) {
            return Err(self.op_error(body, op, format!("operand #{i} must be an LLVM pointer")));
        }
        Ok(())
    }

    fn binop(
        &mut self,
        st: &mut FnState,
        body: &Body,
        op: Op,
        llop: LLVMOpcode,
    ) -> Result<(), Diag> {
        let (l, r) = self.two_same(st, body, op)?;
        let lt = body.value_type(body.operands(op)[0]);
        let is_float = float_binop(body.op(op).opcode).is_some();
        let ok = match self.scalar_of(lt) {
            Scalar::Int(_) => !is_float,
            Scalar::Float(_) => is_float,
            _ => false,
        };
        if !ok {
            return Err(self.op_error(
                body,
                op,
                "operand type is not valid for this arithmetic operation",
            ));
        }
        let attrs = body.op(op).attrs;
        // SAFETY: both operands have one checked integer or float type.
        let v = unsafe {
            let v = LLVMBuildBinOp(self.builder, llop, l, r, EMPTY);
            // Flags only apply to instructions (constant operands fold).
            if !LLVMIsAInstruction(v).is_null() {
                match llop {
                    LLVMOpcode::LLVMAdd
                    | LLVMOpcode::LLVMSub
                    | LLVMOpcode::LLVMMul
                    | LLVMOpcode::LLVMShl => {
                        let f = self.attr_int(attrs, self.n.overflow_flags).unwrap_or(0);
                        LLVMSetNSW(v, (f & 1 != 0) as i32);
                        LLVMSetNUW(v, (f & 2 != 0) as i32);
                    }
                    LLVMOpcode::LLVMUDiv
                    | LLVMOpcode::LLVMSDiv
                    | LLVMOpcode::LLVMLShr
                    | LLVMOpcode::LLVMAShr
                        if self.attr_flag(attrs, self.n.is_exact) =>
                    {
                        LLVMSetExact(v, 1);
                    }
                    LLVMOpcode::LLVMOr if self.attr_flag(attrs, self.n.is_disjoint) => {
                        LLVMSetIsDisjoint(v, 1);
                    }
                    _ => {}
                }
                if is_float {
                    self.fastmath(v, attrs);
                }
            }
            v
        };
        self.set_result(st, body, op, v)
    }

    fn cast(
        &mut self,
        st: &mut FnState,
        body: &Body,
        op: Op,
        llop: LLVMOpcode,
    ) -> Result<(), Diag> {
        let x = self.one(st, body, op)?;
        let from = body.value_type(body.operands(op)[0]);
        let to = self.result_type(body, op)?;
        if !self.cast_is_valid(llop, from, to) {
            return Err(self.op_error(body, op, "invalid cast between these types"));
        }
        let ty = self.ll_type(to).map_err(|e| self.op_error(body, op, e))?;
        let attrs = body.op(op).attrs;
        // SAFETY: the cast was checked to be valid for these types.
        let v = unsafe {
            let v = LLVMBuildCast(self.builder, llop, x, ty, EMPTY);
            if !LLVMIsAInstruction(v).is_null() {
                if matches!(llop, LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMUIToFP)
                    && self.attr_flag(attrs, self.n.non_neg)
                {
                    LLVMSetNNeg(v, 1);
                }
                if matches!(llop, LLVMOpcode::LLVMFPTrunc | LLVMOpcode::LLVMFPExt) {
                    self.fastmath(v, attrs);
                }
                v
            } else {
                self.fold_const_cast(v)
            }
        };
        self.set_result(st, body, op, v)
    }

    /// Element shape of a scalar or vector type and its lane count.
    fn shape(&self, ty: TypeId) -> (Scalar, Option<(u64, bool)>) {
        match self.ctx.type_data(ty) {
            TypeData::Vector {
                shape,
                scalable,
                elem,
            } if shape.len() == 1 => (self.scalar_of(*elem), Some((shape[0] as u64, scalable[0]))),
            TypeData::LlvmVec {
                len,
                scalable,
                elem,
            } => (self.scalar_of(*elem), Some((*len as u64, *scalable))),
            _ => (self.scalar_of(ty), None),
        }
    }

    fn scalar_of(&self, ty: TypeId) -> Scalar {
        match self.ctx.type_data(ty) {
            TypeData::Integer { width, .. } => Scalar::Int(*width),
            TypeData::Float(k) => Scalar::Float(k.width()),
            TypeData::LlvmPtr { address_space } => Scalar::Ptr(*address_space),
            TypeData::Vector { elem, .. } | TypeData::LlvmVec { elem, .. } => self.scalar_of(*elem),
            _ => Scalar::Other,
        }
    }

    fn cast_is_valid(&self, llop: LLVMOpcode, from: TypeId, to: TypeId) -> bool {
        use LLVMOpcode::*;
        let ((a, la), (b, lb)) = (self.shape(from), self.shape(to));
        if llop != LLVMBitCast && la != lb {
            return false;
        }
        match (llop, a, b) {
            (LLVMTrunc, Scalar::Int(x), Scalar::Int(y)) => x > y,
            (LLVMZExt | LLVMSExt, Scalar::Int(x), Scalar::Int(y)) => x < y,
            (LLVMFPTrunc, Scalar::Float(x), Scalar::Float(y)) => x > y,
            (LLVMFPExt, Scalar::Float(x), Scalar::Float(y)) => x < y,
            (LLVMFPToSI | LLVMFPToUI, Scalar::Float(_), Scalar::Int(_)) => true,
            (LLVMSIToFP | LLVMUIToFP, Scalar::Int(_), Scalar::Float(_)) => true,
            (LLVMPtrToInt, Scalar::Ptr(_), Scalar::Int(_)) => true,
            (LLVMPtrToAddr, Scalar::Ptr(_), Scalar::Int(_)) => true,
            (LLVMIntToPtr, Scalar::Int(_), Scalar::Ptr(_)) => true,
            (LLVMAddrSpaceCast, Scalar::Ptr(x), Scalar::Ptr(y)) => x != y,
            (LLVMBitCast, Scalar::Ptr(x), Scalar::Ptr(y)) => x == y && la == lb,
            (LLVMBitCast, Scalar::Int(_) | Scalar::Float(_), Scalar::Int(_) | Scalar::Float(_)) => {
                let bits = |s: Scalar, l: Option<(u64, bool)>| {
                    let w = match s {
                        Scalar::Int(w) | Scalar::Float(w) => w as u64,
                        _ => 0,
                    };
                    (w * l.map_or(1, |x| x.0), l.is_some_and(|x| x.1))
                };
                bits(a, la) == bits(b, lb)
            }
            _ => false,
        }
    }

    pub(crate) fn fastmath(&self, v: LLVMValueRef, attrs: strata_ir::AttrId) {
        let Some(bits) = self.attr_int(attrs, self.n.fastmath_flags) else {
            return;
        };
        if bits == 0 {
            return;
        }
        // MLIR's bit order: nnan ninf nsz arcp contract afn reassoc.
        use llvm_sys::*;
        let map = [
            LLVMFastMathNoNaNs,
            LLVMFastMathNoInfs,
            LLVMFastMathNoSignedZeros,
            LLVMFastMathAllowReciprocal,
            LLVMFastMathAllowContract,
            LLVMFastMathApproxFunc,
            LLVMFastMathAllowReassoc,
        ];
        let mut f = 0;
        for (i, m) in map.iter().enumerate() {
            if bits & (1 << i) != 0 {
                f |= m;
            }
        }
        // SAFETY: only set on instructions that take fast-math flags.
        unsafe {
            if !LLVMIsAInstruction(v).is_null() && LLVMCanValueUseFastMathFlags(v) != 0 {
                LLVMSetFastMathFlags(v, f);
            }
        }
    }

    fn ordering(&self, attrs: strata_ir::AttrId, name: strata_ir::Ident) -> LLVMAtomicOrdering {
        use LLVMAtomicOrdering::*;
        match self.attr_int(attrs, name).unwrap_or(0) {
            1 => LLVMAtomicOrderingUnordered,
            2 => LLVMAtomicOrderingMonotonic,
            4 => LLVMAtomicOrderingAcquire,
            5 => LLVMAtomicOrderingRelease,
            6 => LLVMAtomicOrderingAcquireRelease,
            7 => LLVMAtomicOrderingSequentiallyConsistent,
            _ => LLVMAtomicOrderingNotAtomic,
        }
    }

    fn sync_scope(&self, v: LLVMValueRef, attrs: strata_ir::AttrId) {
        if let Some(s) = self.attr_str(attrs, self.n.syncscope) {
            // SAFETY: an atomic instruction and a scope id of our context.
            unsafe {
                let id = LLVMGetSyncScopeID(self.llctx, s.as_ptr() as *const _, s.len());
                LLVMSetAtomicSyncScopeID(v, id);
            }
        }
    }

    fn atomic_extras(&self, v: LLVMValueRef, attrs: strata_ir::AttrId) {
        // SAFETY: `v` is an atomicrmw or cmpxchg instruction.
        unsafe {
            if self.attr_flag(attrs, self.n.volatile) {
                LLVMSetVolatile(v, 1);
            }
            if let Some(a) = self.attr_int(attrs, self.n.alignment) {
                if a > 0 {
                    LLVMSetAlignment(v, a as u32);
                }
            }
        }
        self.sync_scope(v, attrs);
    }

    /// Alignment, volatility, atomic ordering and `!nontemporal` of a load
    /// or store.
    unsafe fn memory_access(
        &self,
        v: LLVMValueRef,
        attrs: strata_ir::AttrId,
        body: &Body,
        op: Op,
    ) -> Result<(), Diag> {
        let ptr_index = if body.op(op).opcode == Opcode::LlvmStore {
            1
        } else {
            0
        };
        self.check_ptr_operand(body, op, ptr_index)?;
        if let Some(a) = self.attr_int(attrs, self.n.alignment) {
            if a > 0 {
                LLVMSetAlignment(v, a as u32);
            }
        }
        if self.attr_flag(attrs, self.n.volatile) {
            LLVMSetVolatile(v, 1);
        }
        let ord = self.ordering(attrs, self.n.ordering);
        if ord != LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic {
            LLVMSetOrdering(v, ord);
            self.sync_scope(v, attrs);
        }
        if self.attr_flag(attrs, self.n.nontemporal) {
            let one = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(self.llctx), 1, 0));
            let mut ops = [one];
            let node = LLVMMDNodeInContext2(self.llctx, ops.as_mut_ptr(), 1);
            LLVMSetMetadata(
                v,
                self.md_nontemporal,
                LLVMMetadataAsValue(self.llctx, node),
            );
        }
        // `invariant` (loads) and `invariantGroup` (both) are empty nodes.
        for (flag, kind) in [
            ("invariant", "invariant.load"),
            ("invariantGroup", "invariant.group"),
        ] {
            if self.attr_flag(attrs, self.ctx.ident(flag)) {
                let id = LLVMGetMDKindIDInContext(
                    self.llctx,
                    kind.as_ptr() as *const _,
                    kind.len() as u32,
                );
                let node = LLVMMDNodeInContext2(self.llctx, std::ptr::null_mut(), 0);
                LLVMSetMetadata(v, id, LLVMMetadataAsValue(self.llctx, node));
            }
        }
        Ok(())
    }

    /// `!prof !{!"branch_weights", i32 ...}` from `branch_weights`.
    fn branch_weights(&self, term: LLVMValueRef, attrs: strata_ir::AttrId) {
        let Some(w) = self.attr_ints(attrs, self.n.branch_weights) else {
            return;
        };
        // SAFETY: metadata built in our context, attached to a terminator.
        unsafe {
            let name = "branch_weights";
            let i32t = LLVMInt32TypeInContext(self.llctx);
            let mut ops = Vec::with_capacity(w.len() + 1);
            ops.push(LLVMMDStringInContext2(
                self.llctx,
                name.as_ptr() as *const _,
                name.len(),
            ));
            for &x in w {
                ops.push(LLVMValueAsMetadata(LLVMConstInt(i32t, x as u32 as u64, 0)));
            }
            let node = LLVMMDNodeInContext2(self.llctx, ops.as_mut_ptr(), ops.len());
            LLVMSetMetadata(term, self.md_prof, LLVMMetadataAsValue(self.llctx, node));
        }
    }

    /// The `position` of an extract/insertvalue, checked against the
    /// aggregate type.
    fn position<'b>(&self, body: &'b Body, op: Op, agg: Value) -> Result<&'b [i128], Diag>
    where
        Self: 'b,
    {
        let pos: &[i128] = self
            .attr_ints(body.op(op).attrs, self.n.position)
            .ok_or_else(|| self.op_error(body, op, "requires attribute 'position'"))?;
        let mut t = body.value_type(agg);
        for &i in pos {
            t = match self.ctx.type_data(t) {
                TypeData::LlvmStruct { body: fields, .. }
                    if i >= 0 && (i as usize) < fields.len() =>
                {
                    fields[i as usize]
                }
                TypeData::LlvmNamedStruct(name) => match self
                    .ctx
                    .named_struct_body(*name)
                    .and_then(|b| b.body)
                {
                    Some(fields) if i >= 0 && (i as usize) < fields.len() => fields[i as usize],
                    _ => {
                        return Err(self.op_error(body, op, format!("position out of bounds: {i}")))
                    }
                },
                TypeData::LlvmArray { len, elem } if i >= 0 && (i as u64) < *len => *elem,
                _ => return Err(self.op_error(body, op, format!("position out of bounds: {i}"))),
            };
        }
        if pos.is_empty() || pos.iter().any(|&i| i > u32::MAX as i128) {
            return Err(self.op_error(body, op, "invalid position"));
        }
        Ok(pos)
    }

    /// Inserts `x` at a nested position: extract down, insert back up.
    fn insert_value(&self, agg: LLVMValueRef, x: LLVMValueRef, pos: &[i128]) -> LLVMValueRef {
        // SAFETY: positions were checked against the aggregate type.
        unsafe {
            match pos {
                [i] => LLVMBuildInsertValue(self.builder, agg, x, *i as u32, EMPTY),
                [i, rest @ ..] => {
                    let inner = LLVMBuildExtractValue(self.builder, agg, *i as u32, EMPTY);
                    let inner = self.insert_value(inner, x, rest);
                    LLVMBuildInsertValue(self.builder, agg, inner, *i as u32, EMPTY)
                }
                [] => agg,
            }
        }
    }

    fn gep(&mut self, st: &mut FnState, body: &Body, op: Op) -> Result<LLVMValueRef, Diag> {
        let d = body.op(op);
        let o = body.operands(op);
        if o.is_empty() {
            return Err(self.op_error(body, op, "expected a base pointer"));
        }
        let raw = self
            .attr_ints(d.attrs, self.n.raw_constant_indices)
            .ok_or_else(|| self.op_error(body, op, "requires attribute 'rawConstantIndices'"))?;
        let elem = self
            .attr_type(d.attrs, self.n.elem_type)
            .ok_or_else(|| self.op_error(body, op, "requires attribute 'elem_type'"))?;
        let dynamic = raw.iter().filter(|&&r| r == DYNAMIC_INDEX).count();
        if dynamic != o.len() - 1 {
            return Err(self.op_error(
                body,
                op,
                "expected as many dynamic indices as specified in 'rawConstantIndices'",
            ));
        }
        let base = self.value(st, body, op, o[0])?;
        let elem_ll = self.ll_type(elem).map_err(|e| self.op_error(body, op, e))?;
        // SAFETY: a constant i32 type of our context.
        let i32t = unsafe { LLVMInt32TypeInContext(self.llctx) };
        let mut indices = std::mem::take(&mut st.scratch);
        indices.clear();
        let mut next_dynamic = 1;
        // Walk the indexed type: struct members need constant, in-bounds
        // indices (LLVM cannot type the GEP otherwise).
        let mut cur = elem;
        for (k, &r) in raw.iter().enumerate() {
            if k > 0 {
                cur = match self.ctx.type_data(cur) {
                    TypeData::LlvmStruct { .. } | TypeData::LlvmNamedStruct(_) => {
                        let fields = match self.ctx.type_data(cur) {
                            TypeData::LlvmStruct { body: f, .. } => Some(f.clone()),
                            TypeData::LlvmNamedStruct(n) => {
                                self.ctx.named_struct_body(*n).and_then(|b| b.body)
                            }
                            _ => None,
                        };
                        match fields {
                            Some(f) if r != DYNAMIC_INDEX && r >= 0 && (r as usize) < f.len() => {
                                f[r as usize]
                            }
                            _ => {
                                st.scratch = indices;
                                return Err(self.op_error(
                                    body,
                                    op,
                                    format!("index {k} indexing a struct is out of bounds"),
                                ));
                            }
                        }
                    }
                    TypeData::LlvmArray { elem, .. } => *elem,
                    TypeData::Vector { elem, .. } | TypeData::LlvmVec { elem, .. } => *elem,
                    _ => {
                        st.scratch = indices;
                        return Err(self.op_error(body, op, "type is not indexable"));
                    }
                };
            }
            if r == DYNAMIC_INDEX {
                let v = o[next_dynamic];
                next_dynamic += 1;
                if !matches!(self.scalar_of(body.value_type(v)), Scalar::Int(_)) {
                    st.scratch = indices;
                    return Err(self.op_error(body, op, "GEP indices must be integers"));
                }
                match self.value(st, body, op, v) {
                    Ok(x) => indices.push(x),
                    Err(e) => {
                        st.scratch = indices;
                        return Err(e);
                    }
                }
            } else {
                indices.push(int_const(i32t, 32, r));
            }
        }
        let flags = self.attr_int(d.attrs, self.n.no_wrap_flags).unwrap_or(0) as u32;
        // SAFETY: indices were checked against the element type.
        let v = unsafe {
            LLVMBuildGEPWithNoWrapFlags(
                self.builder,
                elem_ll,
                base,
                indices.as_mut_ptr(),
                indices.len() as u32,
                EMPTY,
                flags & 7,
            )
        };
        st.scratch = indices;
        // SAFETY: `v` was just built in our module.
        Ok(unsafe { self.fold_const_gep(v) })
    }

    fn switch(&mut self, st: &mut FnState, body: &Body, op: Op) -> Result<(), Diag> {
        let d = body.op(op);
        let x = self.value(
            st,
            body,
            op,
            body.non_successor_operands(op)
                .first()
                .copied()
                .ok_or_else(|| self.op_error(body, op, "expected a value operand"))?,
        )?;
        let cond_ty = body.value_type(body.operands(op)[0]);
        let Scalar::Int(width) = self.scalar_of(cond_ty) else {
            return Err(self.op_error(body, op, "switch value must be an integer"));
        };
        let cases: &[i128] = self.attr_ints(d.attrs, self.n.case_values).unwrap_or(&[]);
        let n = body.num_successors(op);
        if n != cases.len() + 1 {
            return Err(self.op_error(
                body,
                op,
                "expects as many case values as case destinations",
            ));
        }
        let llty = self
            .ll_type(cond_ty)
            .map_err(|e| self.op_error(body, op, e))?;
        // SAFETY: a switch on an integer with constant cases of its type.
        unsafe {
            let default = st.edge_block(op, 0, body.successor(op, 0));
            let sw = LLVMBuildSwitch(self.builder, x, default, cases.len() as u32);
            for (i, &c) in cases.iter().enumerate() {
                let bb = st.edge_block(op, i as u32 + 1, body.successor(op, i + 1));
                LLVMAddCase(sw, int_const(llty, width, c), bb);
            }
            self.branch_weights(sw, d.attrs);
        }
        Ok(())
    }

    /// `llvm.call` and `llvm.invoke`, direct or indirect, with varargs.
    fn call(&mut self, st: &mut FnState, body: &Body, op: Op) -> Result<(), Diag> {
        let d = body.op(op);
        let attrs = d.attrs;
        let is_invoke = d.opcode == Opcode::LlvmInvoke;
        let all = body.operands(op);
        // The callee operands come first (their count is the first segment),
        // then the operand bundles' operands.
        let n_bundle = self.bundle_operand_count(attrs);
        let n_callee = match self.attr_ints(attrs, self.n.operand_segment_sizes) {
            Some(seg) if !seg.is_empty() => seg[0] as usize,
            _ => body
                .non_successor_operands(op)
                .len()
                .saturating_sub(n_bundle),
        };
        if n_callee + n_bundle > all.len() {
            return Err(self.op_error(body, op, "operand segment sizes exceed the operand count"));
        }
        let operands = &all[..n_callee];
        let bundle_operands = &all[n_callee..n_callee + n_bundle];
        let direct = self.attr_symbol(attrs, self.n.callee);
        let (callee, args) = match direct {
            Some(name) => {
                let f = self.lookup_symbol(name).ok_or_else(|| {
                    self.op_error(
                        body,
                        op,
                        format!(
                            "'{}' does not reference a valid LLVM function",
                            self.ctx.str(name)
                        ),
                    )
                })?;
                (f, operands)
            }
            None => {
                if operands.is_empty() {
                    return Err(self.op_error(body, op, "indirect call requires a callee operand"));
                }
                self.check_ptr_operand(body, op, 0)?;
                (self.value(st, body, op, operands[0])?, &operands[1..])
            }
        };
        // The call's function type: the declared one for direct calls (or
        // `var_callee_type`), else built from the operands and result.
        let fty = if let Some(t) = self.attr_type(attrs, self.n.var_callee_type) {
            self.ll_type(t).map_err(|e| self.op_error(body, op, e))?
        } else if direct.is_some() && unsafe { !LLVMIsAFunction(callee).is_null() } {
            // SAFETY: `callee` is a function of our module.
            unsafe { LLVMGlobalGetValueType(callee) }
        } else {
            let ret = if d.num_results == 0 {
                // SAFETY: the void type of our context.
                unsafe { LLVMVoidTypeInContext(self.llctx) }
            } else {
                self.result_ll_type(body, op)?
            };
            let mut ps = Vec::with_capacity(args.len());
            for &a in args {
                ps.push(
                    self.ll_type(body.value_type(a))
                        .map_err(|e| self.op_error(body, op, e))?,
                );
            }
            // SAFETY: a function type of translated types.
            unsafe { LLVMFunctionType(ret, ps.as_mut_ptr(), ps.len() as u32, 0) }
        };
        let mut argv = std::mem::take(&mut st.scratch);
        argv.clear();
        for &a in args {
            match self.value(st, body, op, a) {
                Ok(x) => argv.push(x),
                Err(e) => {
                    st.scratch = argv;
                    return Err(e);
                }
            }
        }
        // Check the arguments against the callee's type.
        // SAFETY: type queries on a function type.
        let mismatch = unsafe {
            let n = LLVMCountParamTypes(fty) as usize;
            let var = LLVMIsFunctionVarArg(fty) != 0;
            let mut params = vec![std::ptr::null_mut(); n];
            LLVMGetParamTypes(fty, params.as_mut_ptr());
            (argv.len() < n || (!var && argv.len() != n))
                || params.iter().zip(&argv).any(|(&p, &a)| LLVMTypeOf(a) != p)
        };
        if mismatch {
            st.scratch = argv;
            return Err(self.op_error(
                body,
                op,
                "operand types do not match the callee's function type",
            ));
        }
        let mut bundles = match self.operand_bundles(st, body, op, bundle_operands) {
            Ok(b) => b,
            Err(e) => {
                st.scratch = argv;
                return Err(e);
            }
        };
        // SAFETY: checked arguments; blocks of this function; the bundles
        // are copied into the instruction and disposed of below.
        let v = unsafe {
            if !bundles.is_empty() && body.num_successors(op) == 2 && is_invoke {
                let normal = st.edge_block(op, 0, body.successor(op, 0));
                let unwind = st.edge_block(op, 1, body.successor(op, 1));
                LLVMBuildInvokeWithOperandBundles(
                    self.builder,
                    fty,
                    callee,
                    argv.as_mut_ptr(),
                    argv.len() as u32,
                    normal,
                    unwind,
                    bundles.as_mut_ptr(),
                    bundles.len() as u32,
                    EMPTY,
                )
            } else if !bundles.is_empty() && !is_invoke {
                LLVMBuildCallWithOperandBundles(
                    self.builder,
                    fty,
                    callee,
                    argv.as_mut_ptr(),
                    argv.len() as u32,
                    bundles.as_mut_ptr(),
                    bundles.len() as u32,
                    EMPTY,
                )
            } else if is_invoke {
                if body.num_successors(op) != 2 {
                    st.scratch = argv;
                    return Err(self.op_error(
                        body,
                        op,
                        "requires a normal and an unwind destination",
                    ));
                }
                let normal = st.edge_block(op, 0, body.successor(op, 0));
                let unwind = st.edge_block(op, 1, body.successor(op, 1));
                LLVMBuildInvoke2(
                    self.builder,
                    fty,
                    callee,
                    argv.as_mut_ptr(),
                    argv.len() as u32,
                    normal,
                    unwind,
                    EMPTY,
                )
            } else {
                LLVMBuildCall2(
                    self.builder,
                    fty,
                    callee,
                    argv.as_mut_ptr(),
                    argv.len() as u32,
                    EMPTY,
                )
            }
        };
        for b in bundles.drain(..) {
            // SAFETY: each bundle was created by `operand_bundles`.
            unsafe { LLVMDisposeOperandBundle(b) };
        }
        st.scratch = argv;
        // MLIR 22 gives an invoke's weights to LLVM, not a call's.
        if is_invoke {
            self.branch_weights(v, attrs);
        }
        if let Some(bits) = self.memory_effects(attrs) {
            self.add_enum_attr(super::attrs::AttrTarget::Call(v), u32::MAX, "memory", bits);
        }
        // SAFETY: `v` is the call or invoke just built.
        unsafe {
            if let Some(cc) = self.attr_int(attrs, self.n.cconv) {
                LLVMSetInstructionCallConv(
                    v,
                    strata_ir::syntax::attrs::llvm_cconv_number(cc.max(0) as u64),
                );
            }
            if !is_invoke {
                self.set_tail_call_kind(v, attrs, self.n.tail_call_kind);
            }
        }
        self.fastmath(v, attrs);
        // Unit properties that are call-site function attributes.
        for (prop, llvm_name) in [
            ("no_unwind", "nounwind"),
            ("will_return", "willreturn"),
            ("convergent", "convergent"),
            ("no_inline", "noinline"),
            ("always_inline", "alwaysinline"),
            ("inline_hint", "inlinehint"),
        ] {
            if self.attr_flag(attrs, self.ctx.ident(prop)) {
                self.add_enum_attr(AttrTarget::Call(v), u32::MAX, llvm_name, 0);
            }
        }
        self.arg_and_result_attrs(AttrTarget::Call(v), attrs)
            .map_err(|e| self.op_error(body, op, e))?;
        if !is_invoke {
            self.attach_memory_metadata(body, op, v)?;
        }
        if d.num_results > 0 {
            self.set_result(st, body, op, v)?;
        }
        Ok(())
    }

    fn inline_asm(&mut self, st: &mut FnState, body: &Body, op: Op) -> Result<(), Diag> {
        let d = body.op(op);
        let attrs = d.attrs;
        let asm = self.attr_str(attrs, self.n.asm_string).unwrap_or("");
        let constraints = self.attr_str(attrs, self.n.constraints).unwrap_or("");
        let ret = if d.num_results == 0 {
            // SAFETY: the void type of our context.
            unsafe { LLVMVoidTypeInContext(self.llctx) }
        } else {
            self.result_ll_type(body, op)?
        };
        let o = body.operands(op);
        let mut ps = Vec::with_capacity(o.len());
        let mut argv = Vec::with_capacity(o.len());
        for &a in o {
            ps.push(
                self.ll_type(body.value_type(a))
                    .map_err(|e| self.op_error(body, op, e))?,
            );
            argv.push(self.value(st, body, op, a)?);
        }
        let dialect = if self.attr_int(attrs, self.n.asm_dialect) == Some(1) {
            LLVMInlineAsmDialect::LLVMInlineAsmDialectIntel
        } else {
            LLVMInlineAsmDialect::LLVMInlineAsmDialectATT
        };
        // SAFETY: strings are copied; the asm value is called with its type.
        let v = unsafe {
            let fty = LLVMFunctionType(ret, ps.as_mut_ptr(), ps.len() as u32, 0);
            let ia = LLVMGetInlineAsm(
                fty,
                asm.as_ptr() as *const _,
                asm.len(),
                constraints.as_ptr() as *const _,
                constraints.len(),
                self.attr_flag(attrs, self.n.has_side_effects) as i32,
                self.attr_flag(attrs, self.n.is_align_stack) as i32,
                dialect,
                0,
            );
            LLVMBuildCall2(
                self.builder,
                fty,
                ia,
                argv.as_mut_ptr(),
                argv.len() as u32,
                EMPTY,
            )
        };
        // SAFETY: `v` is the call just built.
        unsafe { self.set_tail_call_kind(v, attrs, self.n.asm_tail_call_kind) };
        if d.num_results > 0 {
            self.set_result(st, body, op, v)?;
        }
        Ok(())
    }

    /// The tail call kind named by the `name` attribute (`TailCallKind` on
    /// calls, `tail_call_kind` on inline asm) of a call.
    ///
    /// # Safety
    /// `call` must be a call instruction of this module.
    unsafe fn set_tail_call_kind(
        &self,
        call: LLVMValueRef,
        attrs: strata_ir::AttrId,
        name: strata_ir::Ident,
    ) {
        use llvm_sys::LLVMTailCallKind::*;
        let Some(k) = self.attr_int(attrs, name) else {
            return;
        };
        // MLIR's case order: none, notail, musttail, tail.
        let kind = match k {
            1 => LLVMTailCallKindNoTail,
            2 => LLVMTailCallKindMustTail,
            3 => LLVMTailCallKindTail,
            _ => LLVMTailCallKindNone,
        };
        LLVMSetTailCallKind(call, kind);
    }

    /// `llvm.call_intrinsic "llvm.name.overloads"(...)`: declared by its
    /// full name with the op's signature (LLVM recognises the intrinsic).
    fn call_intrinsic_by_name(
        &mut self,
        st: &mut FnState,
        body: &Body,
        op: Op,
    ) -> Result<(), Diag> {
        let d = body.op(op);
        let name = self
            .attr_str(d.attrs, self.n.intrin)
            .ok_or_else(|| self.op_error(body, op, "requires attribute 'intrin'"))?;
        let id = self.intrinsic_id(body, op, name)?;
        let all = body.operands(op);
        let n_bundle = self.bundle_operand_count(d.attrs).min(all.len());
        let n_args = match self.attr_ints(d.attrs, self.n.operand_segment_sizes) {
            Some(seg) if !seg.is_empty() => (seg[0] as usize).min(all.len() - n_bundle),
            _ => all.len() - n_bundle,
        };
        let args = &all[..n_args];
        let bundle_operands = &all[all.len() - n_bundle..];
        let ret = if d.num_results == 0 {
            // SAFETY: the void type of our context.
            unsafe { LLVMVoidTypeInContext(self.llctx) }
        } else {
            self.result_ll_type(body, op)?
        };
        let mut ps = Vec::with_capacity(args.len());
        let mut argv = Vec::with_capacity(args.len());
        for &a in args {
            ps.push(
                self.ll_type(body.value_type(a))
                    .map_err(|e| self.op_error(body, op, e))?,
            );
            argv.push(self.value(st, body, op, a)?);
        }
        let fixed = self.fixed_intrinsic(body, op, name, id, ret, &ps)?;
        let cname = cstr(name);
        let mut bundles = self.operand_bundles(st, body, op, bundle_operands)?;
        // SAFETY: an existing declaration is reused only if its type matches;
        // the bundles are copied into the call and disposed of right after.
        let v = unsafe {
            let (f, fty) = match fixed {
                Some(f) => (f, LLVMGlobalGetValueType(f)),
                // Overloaded: declared by its full name with the call's
                // signature (LLVM recognises the intrinsic from the name).
                None => {
                    let fty = LLVMFunctionType(ret, ps.as_mut_ptr(), ps.len() as u32, 0);
                    let mut f = LLVMGetNamedFunction(self.llmod, cname.as_ptr());
                    if f.is_null() {
                        f = LLVMAddFunction(self.llmod, cname.as_ptr(), fty);
                    } else if LLVMGlobalGetValueType(f) != fty {
                        return Err(self.op_error(
                            body,
                            op,
                            format!("intrinsic '{name}' used with two different signatures"),
                        ));
                    }
                    (f, fty)
                }
            };
            let v = LLVMBuildCallWithOperandBundles(
                self.builder,
                fty,
                f,
                argv.as_mut_ptr(),
                argv.len() as u32,
                bundles.as_mut_ptr(),
                bundles.len() as u32,
                EMPTY,
            );
            for b in bundles.drain(..) {
                LLVMDisposeOperandBundle(b);
            }
            v
        };
        self.fastmath(v, d.attrs);
        if d.num_results > 0 {
            self.set_result(st, body, op, v)?;
        }
        Ok(())
    }

    /// Reads an attribute that holds a plain value for intrinsics.
    pub(crate) fn attr_data_of(&self, attrs: strata_ir::AttrId, name: &str) -> Option<&AttrData> {
        self.attr(attrs, self.ctx.ident(name))
    }
}

fn int_binop(op: Opcode) -> Option<LLVMOpcode> {
    use LLVMOpcode::*;
    use Opcode::*;
    Some(match op {
        LlvmAdd => LLVMAdd,
        LlvmSub => LLVMSub,
        LlvmMul => LLVMMul,
        LlvmUdiv => LLVMUDiv,
        LlvmSdiv => LLVMSDiv,
        LlvmUrem => LLVMURem,
        LlvmSrem => LLVMSRem,
        LlvmAnd => LLVMAnd,
        LlvmOr => LLVMOr,
        LlvmXor => LLVMXor,
        LlvmShl => LLVMShl,
        LlvmLshr => LLVMLShr,
        LlvmAshr => LLVMAShr,
        _ => return None,
    })
}

fn float_binop(op: Opcode) -> Option<LLVMOpcode> {
    use LLVMOpcode::*;
    use Opcode::*;
    Some(match op {
        LlvmFadd => LLVMFAdd,
        LlvmFsub => LLVMFSub,
        LlvmFmul => LLVMFMul,
        LlvmFdiv => LLVMFDiv,
        LlvmFrem => LLVMFRem,
        _ => return None,
    })
}

fn cast_opcode(op: Opcode) -> Option<LLVMOpcode> {
    use LLVMOpcode::*;
    use Opcode::*;
    Some(match op {
        LlvmTrunc => LLVMTrunc,
        LlvmZext => LLVMZExt,
        LlvmSext => LLVMSExt,
        LlvmFptrunc => LLVMFPTrunc,
        LlvmFpext => LLVMFPExt,
        LlvmFptosi => LLVMFPToSI,
        LlvmFptoui => LLVMFPToUI,
        LlvmSitofp => LLVMSIToFP,
        LlvmUitofp => LLVMUIToFP,
        LlvmBitcast => LLVMBitCast,
        LlvmPtrtoint => LLVMPtrToInt,
        LlvmPtrtoaddr => LLVMPtrToAddr,
        LlvmInttoptr => LLVMIntToPtr,
        LlvmAddrspacecast => LLVMAddrSpaceCast,
        _ => return None,
    })
}

/// `llvm.icmp` predicates in MLIR's order: eq ne slt sle sgt sge ult ule ugt uge.
const ICMP: [LLVMIntPredicate; 10] = {
    use LLVMIntPredicate::*;
    [
        LLVMIntEQ, LLVMIntNE, LLVMIntSLT, LLVMIntSLE, LLVMIntSGT, LLVMIntSGE, LLVMIntULT,
        LLVMIntULE, LLVMIntUGT, LLVMIntUGE,
    ]
};

/// `llvm.fcmp` predicates: MLIR's order is LLVM's.
const FCMP: [LLVMRealPredicate; 16] = {
    use LLVMRealPredicate::*;
    [
        LLVMRealPredicateFalse,
        LLVMRealOEQ,
        LLVMRealOGT,
        LLVMRealOGE,
        LLVMRealOLT,
        LLVMRealOLE,
        LLVMRealONE,
        LLVMRealORD,
        LLVMRealUEQ,
        LLVMRealUGT,
        LLVMRealUGE,
        LLVMRealULT,
        LLVMRealULE,
        LLVMRealUNE,
        LLVMRealUNO,
        LLVMRealPredicateTrue,
    ]
};

/// `llvm.atomicrmw` operations: MLIR's order is LLVM's.
const RMW: [LLVMAtomicRMWBinOp; 21] = {
    use LLVMAtomicRMWBinOp::*;
    [
        LLVMAtomicRMWBinOpXchg,
        LLVMAtomicRMWBinOpAdd,
        LLVMAtomicRMWBinOpSub,
        LLVMAtomicRMWBinOpAnd,
        LLVMAtomicRMWBinOpNand,
        LLVMAtomicRMWBinOpOr,
        LLVMAtomicRMWBinOpXor,
        LLVMAtomicRMWBinOpMax,
        LLVMAtomicRMWBinOpMin,
        LLVMAtomicRMWBinOpUMax,
        LLVMAtomicRMWBinOpUMin,
        LLVMAtomicRMWBinOpFAdd,
        LLVMAtomicRMWBinOpFSub,
        LLVMAtomicRMWBinOpFMax,
        LLVMAtomicRMWBinOpFMin,
        LLVMAtomicRMWBinOpUIncWrap,
        LLVMAtomicRMWBinOpUDecWrap,
        LLVMAtomicRMWBinOpUSubCond,
        LLVMAtomicRMWBinOpUSubSat,
        LLVMAtomicRMWBinOpFMaximum,
        LLVMAtomicRMWBinOpFMinimum,
    ]
};
