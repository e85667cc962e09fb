//! Null-checked, safe views of the LLVM C API objects the importer walks;
//! the only place of the import that calls the C API.
//!
//! `V`, `T` and `B` wrap non-null value, type and basic-block handles of the
//! module being imported; they are only made from handles LLVM gave us for
//! that module (which outlives the import), so every accessor below is a
//! plain query on a live object. Queries that the C API allows on one kind
//! of value only (an instruction's flags, a call's callee) say so; the
//! importer calls them after dispatching on the value's kind or opcode.
//! Strings are copied out at once, buffers sized by LLVM's own counts.

use std::ffi::{c_char, CStr};

use llvm_sys::comdat::*;
use llvm_sys::core::*;
use llvm_sys::prelude::*;

use crate::LlvmModule;
use llvm_sys::{
    LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate,
    LLVMTailCallKind, LLVMTypeKind, LLVMValueKind,
};

/// A non-null `LLVMValueRef`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct V(LLVMValueRef);

/// A non-null `LLVMTypeRef`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct T(LLVMTypeRef);

/// A non-null `LLVMBasicBlockRef`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct B(LLVMBasicBlockRef);

/// Copies a (pointer, length) string LLVM owns.
unsafe fn sized_str(p: *const c_char, len: usize) -> String {
    if p.is_null() || len == 0 {
        return String::new();
    }
    let bytes = std::slice::from_raw_parts(p as *const u8, len);
    String::from_utf8_lossy(bytes).into_owned()
}

/// Copies and frees a message LLVM allocated.
pub(crate) unsafe fn take_message(p: *mut c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    let s = CStr::from_ptr(p).to_string_lossy().into_owned();
    LLVMDisposeMessage(p);
    s
}

impl V {
    pub(crate) fn new(p: LLVMValueRef) -> Option<V> {
        (!p.is_null()).then_some(V(p))
    }
    pub(crate) fn kind(self) -> LLVMValueKind {
        // SAFETY: a live value.
        unsafe { LLVMGetValueKind(self.0) }
    }
    pub(crate) fn ty(self) -> Option<T> {
        // SAFETY: a live value.
        T::new(unsafe { LLVMTypeOf(self.0) })
    }
    pub(crate) fn name(self) -> String {
        let mut len = 0;
        // SAFETY: the name stays owned by the value; we copy it.
        unsafe { sized_str(LLVMGetValueName2(self.0, &mut len), len) }
    }
    pub(crate) fn num_operands(self) -> u32 {
        // SAFETY: only users have operands; other values report 0 or -1.
        let n = unsafe { LLVMGetNumOperands(self.0) };
        n.max(0) as u32
    }
    pub(crate) fn operand(self, i: u32) -> Option<V> {
        if i >= self.num_operands() {
            return None;
        }
        // SAFETY: index checked above.
        V::new(unsafe { LLVMGetOperand(self.0, i) })
    }
    pub(crate) fn operands(self) -> Vec<V> {
        (0..self.num_operands())
            .filter_map(|i| self.operand(i))
            .collect()
    }
    /// The instruction opcode (instructions only).
    pub(crate) fn opcode(self) -> LLVMOpcode {
        // SAFETY: callers only ask instructions.
        unsafe { LLVMGetInstructionOpcode(self.0) }
    }
    /// The opcode of a constant expression.
    pub(crate) fn const_opcode(self) -> LLVMOpcode {
        // SAFETY: callers only ask constant expressions.
        unsafe { LLVMGetConstOpcode(self.0) }
    }
    /// The value as text, as LLVM prints it (diagnostics, wide constants).
    pub(crate) fn print(self) -> String {
        // SAFETY: the returned message is ours to free.
        unsafe { take_message(LLVMPrintValueToString(self.0)) }
    }
    pub(crate) fn is_a_constant(self) -> bool {
        // SAFETY: a type query.
        unsafe { !LLVMIsAConstant(self.0).is_null() }
    }
    /// The function or alias of a `dso_local_equivalent` constant. The C
    /// API has no kind or `IsA` test for one, so it is told apart as a
    /// constant of no other known kind with one operand, a function or an
    /// alias, that prints with `dso_local_equivalent` (only the candidates
    /// are printed).
    pub(crate) fn dso_local_equivalent_target(self) -> Option<V> {
        use llvm_sys::LLVMValueKind::*;
        if !self.is_a_constant() || self.num_operands() != 1 {
            return None;
        }
        // SAFETY: type queries.
        let known = unsafe {
            !LLVMIsAConstantExpr(self.0).is_null()
                || !LLVMIsAGlobalValue(self.0).is_null()
                || !LLVMIsABlockAddress(self.0).is_null()
                || !LLVMIsAConstantArray(self.0).is_null()
                || !LLVMIsAConstantStruct(self.0).is_null()
                || !LLVMIsAConstantVector(self.0).is_null()
                || !LLVMIsAConstantPtrAuth(self.0).is_null()
        };
        if known {
            return None;
        }
        let target = self.operand(0)?;
        if !matches!(
            target.kind(),
            LLVMFunctionValueKind | LLVMGlobalAliasValueKind
        ) {
            return None;
        }
        self.print()
            .contains(" dso_local_equivalent ")
            .then_some(target)
    }
    /// The basic block a block value stands for.
    pub(crate) fn as_block(self) -> Option<B> {
        // SAFETY: a type query, then the conversion of a block value.
        unsafe {
            if LLVMValueIsBasicBlock(self.0) == 0 {
                return None;
            }
            B::new(LLVMValueAsBasicBlock(self.0))
        }
    }
    /// Zero-extended value of a constant integer of at most 64 bits.
    pub(crate) fn const_zext(self) -> u64 {
        // SAFETY: callers only ask ConstantInts.
        unsafe { LLVMConstIntGetZExtValue(self.0) }
    }
    /// Successors of a terminator.
    pub(crate) fn successors(self) -> Vec<B> {
        // SAFETY: terminators only; indices bounded by the count.
        unsafe {
            let n = LLVMGetNumSuccessors(self.0);
            (0..n)
                .filter_map(|i| B::new(LLVMGetSuccessor(self.0, i)))
                .collect()
        }
    }
    pub(crate) fn next_instruction(self) -> Option<V> {
        // SAFETY: instructions only.
        V::new(unsafe { LLVMGetNextInstruction(self.0) })
    }
    pub(crate) fn alignment(self) -> u32 {
        // SAFETY: globals, alloca, load, store, atomics only.
        unsafe { LLVMGetAlignment(self.0) }
    }
    pub(crate) fn incoming(self) -> Vec<(V, B)> {
        // SAFETY: PHIs only; indices bounded by the count.
        unsafe {
            let n = LLVMCountIncoming(self.0);
            (0..n)
                .filter_map(|i| {
                    Some((
                        V::new(LLVMGetIncomingValue(self.0, i))?,
                        B::new(LLVMGetIncomingBlock(self.0, i))?,
                    ))
                })
                .collect()
        }
    }
    /// The indices of extractvalue / insertvalue.
    pub(crate) fn indices(self) -> Vec<u32> {
        // SAFETY: extractvalue/insertvalue only; the array has NumIndices entries.
        unsafe {
            let n = LLVMGetNumIndices(self.0) as usize;
            let p = LLVMGetIndices(self.0);
            if p.is_null() || n == 0 {
                return Vec::new();
            }
            std::slice::from_raw_parts(p, n).to_vec()
        }
    }
    /// The parameters of a function.
    pub(crate) fn params(self) -> Vec<V> {
        // SAFETY: functions only; indices bounded by the count.
        unsafe {
            let n = LLVMCountParams(self.0);
            (0..n)
                .filter_map(|i| V::new(LLVMGetParam(self.0, i)))
                .collect()
        }
    }
    pub(crate) fn blocks(self) -> Vec<B> {
        let mut out = Vec::new();
        // SAFETY: functions only; the block list is walked forward.
        unsafe {
            let mut b = LLVMGetFirstBasicBlock(self.0);
            while !b.is_null() {
                out.push(B(b));
                b = LLVMGetNextBasicBlock(b);
            }
        }
        out
    }
}

/// Queries on constants and global values.
impl V {
    /// Whether a constant data array is a C string (`[N x i8]`).
    pub(crate) fn is_constant_string(self) -> bool {
        self.kind() == LLVMValueKind::LLVMConstantDataArrayValueKind
            // SAFETY: a ConstantDataArray.
            && unsafe { LLVMIsConstantString(self.0) != 0 }
    }
    /// The bytes of a constant data array.
    pub(crate) fn data_bytes(self) -> Vec<u8> {
        if self.kind() != LLVMValueKind::LLVMConstantDataArrayValueKind {
            return Vec::new();
        }
        let mut len = 0usize;
        // SAFETY: a ConstantDataArray; the bytes stay owned by it, copied.
        unsafe {
            let p = LLVMGetAsString(self.0, &mut len);
            if p.is_null() || len == 0 {
                Vec::new()
            } else {
                std::slice::from_raw_parts(p as *const u8, len).to_vec()
            }
        }
    }
    /// Element `i` of an aggregate, vector or data constant (also of a
    /// zero initializer).
    pub(crate) fn element(self, i: u32) -> Option<V> {
        // SAFETY: a constant; out-of-range indices give null.
        V::new(unsafe { LLVMGetAggregateElement(self.0, i) })
    }
    /// The bit pattern of a float constant of at most 64 bits, by a
    /// constant bitcast to the integer type of that width.
    pub(crate) fn float_bits_by_bitcast(self, width: u32) -> Option<u64> {
        let ty = self.ty()?;
        // SAFETY: a float constant bitcast to a same-width integer folds to
        // a ConstantInt in the module's own context.
        let int = unsafe {
            let ctx = LLVMGetTypeContext(ty.raw());
            V::new(LLVMConstBitCast(self.0, LLVMIntTypeInContext(ctx, width)))?
        };
        (int.kind() == LLVMValueKind::LLVMConstantIntValueKind).then(|| int.const_zext())
    }
    /// The initializer of a global variable.
    pub(crate) fn initializer(self) -> Option<V> {
        // SAFETY: a global variable.
        V::new(unsafe { LLVMGetInitializer(self.0) })
    }
    /// The aliasee of a global alias.
    pub(crate) fn aliasee(self) -> Option<V> {
        // SAFETY: a global alias.
        V::new(unsafe { LLVMAliasGetAliasee(self.0) })
    }
    /// The value type of a global value (not its pointer type).
    pub(crate) fn value_type(self) -> Option<T> {
        // SAFETY: a global value.
        T::new(unsafe { LLVMGlobalGetValueType(self.0) })
    }
    pub(crate) fn linkage(self) -> llvm_sys::LLVMLinkage {
        // SAFETY: a global value.
        unsafe { LLVMGetLinkage(self.0) }
    }
    pub(crate) fn visibility(self) -> llvm_sys::LLVMVisibility {
        // SAFETY: a global value.
        unsafe { LLVMGetVisibility(self.0) }
    }
    pub(crate) fn unnamed_addr(self) -> llvm_sys::LLVMUnnamedAddr {
        // SAFETY: a global value.
        unsafe { LLVMGetUnnamedAddress(self.0) }
    }
    /// The section of a global object ("" for none).
    pub(crate) fn section(self) -> String {
        // SAFETY: a global object; the string is owned by it, copied.
        unsafe {
            let p = LLVMGetSection(self.0);
            if p.is_null() {
                String::new()
            } else {
                CStr::from_ptr(p).to_string_lossy().into_owned()
            }
        }
    }
    pub(crate) fn is_global_constant(self) -> bool {
        // SAFETY: a global variable.
        unsafe { LLVMIsGlobalConstant(self.0) != 0 }
    }
    pub(crate) fn is_thread_local(self) -> bool {
        // SAFETY: a global variable.
        unsafe { LLVMIsThreadLocal(self.0) != 0 }
    }
    pub(crate) fn is_externally_initialized(self) -> bool {
        // SAFETY: a global variable.
        unsafe { LLVMIsExternallyInitialized(self.0) != 0 }
    }
    pub(crate) fn function_call_conv(self) -> u32 {
        // SAFETY: a function.
        unsafe { LLVMGetFunctionCallConv(self.0) }
    }
    /// The personality of a function, if it has one.
    pub(crate) fn personality(self) -> Option<V> {
        // SAFETY: a function; the personality is read only when present.
        unsafe {
            if LLVMHasPersonalityFn(self.0) == 0 {
                return None;
            }
            V::new(LLVMGetPersonalityFn(self.0))
        }
    }
    /// The garbage collector of a function ("" for none).
    pub(crate) fn gc(self) -> String {
        // SAFETY: a function; the string is owned by it, copied.
        unsafe {
            let p = LLVMGetGC(self.0);
            if p.is_null() {
                String::new()
            } else {
                CStr::from_ptr(p).to_string_lossy().into_owned()
            }
        }
    }
}

/// Intrinsics, metadata and operand bundles.
impl V {
    /// The base name of an intrinsic function (`llvm.smax` for
    /// `llvm.smax.i32`): the shortest dot-separated prefix of its name that
    /// LLVM resolves to the same intrinsic. (`LLVMIntrinsicGetName` is not
    /// meant for overloaded intrinsics.)
    pub(crate) fn intrinsic_base_name(self) -> Option<String> {
        let id = self.intrinsic_id();
        if id == 0 {
            return None;
        }
        let name = self.name();
        let mut end = 0;
        while let Some(dot) = name[end..].find('.').map(|d| end + d) {
            end = dot + 1;
            let prefix = &name[..dot];
            // SAFETY: a lookup by (pointer, length) name.
            if unsafe { LLVMLookupIntrinsicID(prefix.as_ptr() as *const c_char, prefix.len()) }
                == id
            {
                return Some(prefix.to_string());
            }
        }
        Some(name)
    }
    /// The text of an MDString metadata value.
    pub(crate) fn md_string(self) -> Option<String> {
        if self.kind() != LLVMValueKind::LLVMMetadataAsValueValueKind {
            return None;
        }
        let mut len = 0u32;
        // SAFETY: a metadata value; the string stays owned by the MDString.
        unsafe {
            let p = LLVMGetMDString(self.0, &mut len);
            (!p.is_null()).then(|| sized_str(p, len as usize))
        }
    }
    /// The operands of an MDNode value (constants unwrapped, other
    /// metadata as metadata values; `None` for null operands).
    pub(crate) fn md_operands(self) -> Vec<Option<V>> {
        if self.kind() != LLVMValueKind::LLVMMetadataAsValueValueKind {
            return Vec::new();
        }
        // SAFETY: a metadata value; the buffer holds its operand count.
        unsafe {
            let n = LLVMGetMDNodeNumOperands(self.0) as usize;
            let mut v = vec![std::ptr::null_mut(); n];
            if n > 0 {
                LLVMGetMDNodeOperands(self.0, v.as_mut_ptr());
            }
            v.into_iter().map(V::new).collect()
        }
    }
    /// The operand bundles of a call or invoke: tag and operands.
    pub(crate) fn operand_bundles(self) -> Vec<(String, Vec<Option<V>>)> {
        let mut out = Vec::new();
        // SAFETY: a call or invoke; each bundle handle is read, then
        // disposed.
        unsafe {
            for i in 0..LLVMGetNumOperandBundles(self.0) {
                let bundle = LLVMGetOperandBundleAtIndex(self.0, i);
                if bundle.is_null() {
                    continue;
                }
                let mut len = 0usize;
                let tag = sized_str(LLVMGetOperandBundleTag(bundle, &mut len), len);
                let args = (0..LLVMGetNumOperandBundleArgs(bundle))
                    .map(|k| V::new(LLVMGetOperandBundleArgAtIndex(bundle, k)))
                    .collect();
                LLVMDisposeOperandBundle(bundle);
                out.push((tag, args));
            }
        }
        out
    }
}

/// What an inline asm value says.
pub(crate) struct AsmInfo {
    pub text: String,
    pub constraints: String,
    pub side_effects: bool,
    pub align_stack: bool,
    pub intel: bool,
    pub can_unwind: bool,
}

/// Queries on instructions. Each is only called on an instruction of the
/// kind it names (the importer dispatches on the opcode first), which is
/// what the C API requires.
impl V {
    pub(crate) fn nsw(self) -> bool {
        // SAFETY: an overflowing binary operator or trunc instruction.
        unsafe { LLVMGetNSW(self.0) != 0 }
    }
    pub(crate) fn nuw(self) -> bool {
        // SAFETY: as `nsw`.
        unsafe { LLVMGetNUW(self.0) != 0 }
    }
    pub(crate) fn exact(self) -> bool {
        // SAFETY: a udiv/sdiv/lshr/ashr instruction.
        unsafe { LLVMGetExact(self.0) != 0 }
    }
    pub(crate) fn disjoint(self) -> bool {
        // SAFETY: an or instruction.
        unsafe { LLVMGetIsDisjoint(self.0) != 0 }
    }
    pub(crate) fn nneg(self) -> bool {
        // SAFETY: a zext/uitofp instruction.
        unsafe { LLVMGetNNeg(self.0) != 0 }
    }
    pub(crate) fn icmp_predicate(self) -> LLVMIntPredicate {
        // SAFETY: an icmp instruction.
        unsafe { LLVMGetICmpPredicate(self.0) }
    }
    pub(crate) fn fcmp_predicate(self) -> LLVMRealPredicate {
        // SAFETY: an fcmp instruction.
        unsafe { LLVMGetFCmpPredicate(self.0) }
    }
    /// The mask of a shufflevector (-1 for undefined lanes).
    pub(crate) fn shuffle_mask(self) -> Vec<i32> {
        // SAFETY: a shufflevector; indices bounded by the count.
        unsafe {
            (0..LLVMGetNumMaskElements(self.0))
                .map(|i| LLVMGetMaskValue(self.0, i).max(-1))
                .collect()
        }
    }
    pub(crate) fn allocated_type(self) -> Option<T> {
        // SAFETY: an alloca.
        T::new(unsafe { LLVMGetAllocatedType(self.0) })
    }
    pub(crate) fn ordering(self) -> LLVMAtomicOrdering {
        // SAFETY: a load, store, fence or atomicrmw.
        unsafe { LLVMGetOrdering(self.0) }
    }
    pub(crate) fn volatile(self) -> bool {
        // SAFETY: a load, store, atomicrmw or cmpxchg.
        unsafe { LLVMGetVolatile(self.0) != 0 }
    }
    pub(crate) fn rmw_op(self) -> LLVMAtomicRMWBinOp {
        // SAFETY: an atomicrmw.
        unsafe { LLVMGetAtomicRMWBinOp(self.0) }
    }
    /// Success and failure orderings of a cmpxchg.
    pub(crate) fn cmpxchg_orderings(self) -> (LLVMAtomicOrdering, LLVMAtomicOrdering) {
        // SAFETY: a cmpxchg.
        unsafe {
            (
                LLVMGetCmpXchgSuccessOrdering(self.0),
                LLVMGetCmpXchgFailureOrdering(self.0),
            )
        }
    }
    pub(crate) fn weak(self) -> bool {
        // SAFETY: a cmpxchg.
        unsafe { LLVMGetWeak(self.0) != 0 }
    }
    pub(crate) fn is_single_thread(self) -> bool {
        // SAFETY: an atomic instruction.
        unsafe { LLVMIsAtomicSingleThread(self.0) != 0 }
    }
    pub(crate) fn sync_scope_id(self) -> u32 {
        // SAFETY: an atomic instruction.
        unsafe { LLVMGetAtomicSyncScopeID(self.0) }
    }
    /// Whether the instruction carries metadata of kind `name`.
    pub(crate) fn has_metadata(self, name: &str) -> bool {
        // SAFETY: an instruction; the kind id is looked up by name.
        unsafe {
            let ctx = LLVMGetTypeContext(LLVMTypeOf(self.0));
            let kind =
                LLVMGetMDKindIDInContext(ctx, name.as_ptr() as *const c_char, name.len() as u32);
            !LLVMGetMetadata(self.0, kind).is_null()
        }
    }
    /// Fast-math flags, when the value may carry them.
    pub(crate) fn fast_math_flags(self) -> Option<u32> {
        // SAFETY: flags are read only where LLVM says they may be set.
        unsafe { (LLVMCanValueUseFastMathFlags(self.0) != 0).then(|| LLVMGetFastMathFlags(self.0)) }
    }
    /// Cleanup flag and clauses of a landingpad.
    pub(crate) fn landingpad(self) -> (bool, Vec<Option<V>>) {
        // SAFETY: a landingpad; clause indices bounded by the count.
        unsafe {
            let n = LLVMGetNumClauses(self.0);
            (
                LLVMIsCleanup(self.0) != 0,
                (0..n).map(|i| V::new(LLVMGetClause(self.0, i))).collect(),
            )
        }
    }
    pub(crate) fn is_conditional(self) -> bool {
        // SAFETY: a br.
        unsafe { LLVMIsConditional(self.0) != 0 }
    }
    pub(crate) fn condition(self) -> Option<V> {
        // SAFETY: a conditional br.
        V::new(unsafe { LLVMGetCondition(self.0) })
    }
    /// The case value of successor `i` (> 0) of a switch.
    pub(crate) fn switch_case_value(self, i: u32) -> Option<V> {
        if i == 0 || i >= self.successors().len() as u32 {
            return None;
        }
        // SAFETY: a switch; 0 < i < number of successors.
        V::new(unsafe { LLVMGetSwitchCaseValue(self.0, i) })
    }
    pub(crate) fn called_value(self) -> Option<V> {
        // SAFETY: a call or invoke.
        V::new(unsafe { LLVMGetCalledValue(self.0) })
    }
    pub(crate) fn called_function_type(self) -> Option<T> {
        // SAFETY: a call or invoke.
        T::new(unsafe { LLVMGetCalledFunctionType(self.0) })
    }
    pub(crate) fn num_arg_operands(self) -> u32 {
        // SAFETY: a call or invoke.
        unsafe { LLVMGetNumArgOperands(self.0) }
    }
    pub(crate) fn call_conv(self) -> u32 {
        // SAFETY: a call or invoke.
        unsafe { LLVMGetInstructionCallConv(self.0) }
    }
    pub(crate) fn tail_call_kind(self) -> LLVMTailCallKind {
        // SAFETY: a call.
        unsafe { LLVMGetTailCallKind(self.0) }
    }
    pub(crate) fn normal_dest(self) -> Option<B> {
        // SAFETY: an invoke.
        B::new(unsafe { LLVMGetNormalDest(self.0) })
    }
    pub(crate) fn unwind_dest(self) -> Option<B> {
        // SAFETY: an invoke.
        B::new(unsafe { LLVMGetUnwindDest(self.0) })
    }
    /// The block holding an instruction.
    pub(crate) fn parent_block(self) -> Option<B> {
        // SAFETY: an instruction.
        B::new(unsafe { LLVMGetInstructionParent(self.0) })
    }
    /// The source element type of a GEP (instruction or constant).
    pub(crate) fn gep_source_type(self) -> Option<T> {
        // SAFETY: a GEP operator.
        T::new(unsafe { LLVMGetGEPSourceElementType(self.0) })
    }
    /// The raw no-wrap flags of a GEP (inbounds = 1, nusw = 2, nuw = 4).
    pub(crate) fn gep_flags(self) -> u32 {
        // SAFETY: a GEP operator.
        unsafe { LLVMGEPGetNoWrapFlags(self.0) }
    }
    /// The intrinsic id of a function (0: none).
    pub(crate) fn intrinsic_id(self) -> u32 {
        if self.kind() != LLVMValueKind::LLVMFunctionValueKind {
            return 0;
        }
        // SAFETY: a function.
        unsafe { LLVMGetIntrinsicID(self.0) }
    }
    /// The strings and flags of an inline asm value.
    pub(crate) fn inline_asm(self) -> AsmInfo {
        // SAFETY: an inline asm value; its strings are copied at once.
        unsafe {
            let mut l1 = 0usize;
            let a = LLVMGetInlineAsmAsmString(self.0, &mut l1);
            let mut l2 = 0usize;
            let c = LLVMGetInlineAsmConstraintString(self.0, &mut l2);
            AsmInfo {
                text: sized_str(a, l1),
                constraints: sized_str(c, l2),
                side_effects: LLVMGetInlineAsmHasSideEffects(self.0) != 0,
                align_stack: LLVMGetInlineAsmNeedsAlignedStack(self.0) != 0,
                intel: LLVMGetInlineAsmDialect(self.0)
                    == llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectIntel,
                can_unwind: LLVMGetInlineAsmCanUnwind(self.0) != 0,
            }
        }
    }
}

impl T {
    pub(crate) fn new(p: LLVMTypeRef) -> Option<T> {
        (!p.is_null()).then_some(T(p))
    }
    pub(crate) fn raw(self) -> LLVMTypeRef {
        self.0
    }
    pub(crate) fn kind(self) -> LLVMTypeKind {
        // SAFETY: a live type.
        unsafe { LLVMGetTypeKind(self.0) }
    }
    pub(crate) fn int_width(self) -> u32 {
        // SAFETY: integer types only.
        unsafe { LLVMGetIntTypeWidth(self.0) }
    }
    /// Element type of arrays, vectors.
    pub(crate) fn elem(self) -> Option<T> {
        // SAFETY: sequential types only.
        T::new(unsafe { LLVMGetElementType(self.0) })
    }
    pub(crate) fn array_len(self) -> u64 {
        // SAFETY: arrays only.
        unsafe { LLVMGetArrayLength2(self.0) }
    }
    pub(crate) fn vector_len(self) -> u32 {
        // SAFETY: vectors only.
        unsafe { LLVMGetVectorSize(self.0) }
    }
    pub(crate) fn addr_space(self) -> u32 {
        // SAFETY: pointers only.
        unsafe { LLVMGetPointerAddressSpace(self.0) }
    }
    pub(crate) fn struct_fields(self) -> Vec<T> {
        // SAFETY: structs only; indices bounded by the count.
        unsafe {
            let n = LLVMCountStructElementTypes(self.0);
            (0..n)
                .filter_map(|i| T::new(LLVMStructGetTypeAtIndex(self.0, i)))
                .collect()
        }
    }
    pub(crate) fn struct_name(self) -> Option<String> {
        // SAFETY: structs only; the name is owned by the type.
        unsafe {
            let p = LLVMGetStructName(self.0);
            (!p.is_null()).then(|| CStr::from_ptr(p).to_string_lossy().into_owned())
        }
    }
    pub(crate) fn is_literal(self) -> bool {
        // SAFETY: structs only.
        unsafe { LLVMIsLiteralStruct(self.0) != 0 }
    }
    pub(crate) fn is_packed(self) -> bool {
        // SAFETY: structs only.
        unsafe { LLVMIsPackedStruct(self.0) != 0 }
    }
    pub(crate) fn is_opaque(self) -> bool {
        // SAFETY: structs only.
        unsafe { LLVMIsOpaqueStruct(self.0) != 0 }
    }
    pub(crate) fn ret(self) -> Option<T> {
        // SAFETY: function types only.
        T::new(unsafe { LLVMGetReturnType(self.0) })
    }
    pub(crate) fn params(self) -> Vec<T> {
        // SAFETY: function types only; the buffer holds CountParamTypes entries.
        unsafe {
            let n = LLVMCountParamTypes(self.0) as usize;
            let mut v = vec![std::ptr::null_mut(); n];
            LLVMGetParamTypes(self.0, v.as_mut_ptr());
            v.into_iter().filter_map(T::new).collect()
        }
    }
    pub(crate) fn is_vararg(self) -> bool {
        // SAFETY: function types only.
        unsafe { LLVMIsFunctionVarArg(self.0) != 0 }
    }
}

impl B {
    pub(crate) fn new(p: LLVMBasicBlockRef) -> Option<B> {
        (!p.is_null()).then_some(B(p))
    }
    pub(crate) fn first_instruction(self) -> Option<V> {
        // SAFETY: a live block.
        V::new(unsafe { LLVMGetFirstInstruction(self.0) })
    }
    pub(crate) fn instructions(self) -> Vec<V> {
        let mut out = Vec::new();
        // SAFETY: a live block; walked forward.
        let mut i = V::new(unsafe { LLVMGetFirstInstruction(self.0) });
        while let Some(v) = i {
            out.push(v);
            i = v.next_instruction();
        }
        out
    }
    /// The function holding the block.
    pub(crate) fn parent(self) -> Option<V> {
        // SAFETY: a live block.
        V::new(unsafe { LLVMGetBasicBlockParent(self.0) })
    }
    pub(crate) fn terminator(self) -> Option<V> {
        // SAFETY: a live block.
        V::new(unsafe { LLVMGetBasicBlockTerminator(self.0) })
    }
}

/// One attribute of a function, call site, argument or result.
pub(crate) enum Attribute {
    /// An enum or integer attribute: its kind id and value.
    Enum(u32, u64),
    /// A type attribute (`byval(T)`, ...): its kind id and type.
    Type(u32, T),
    /// `"key"="value"`.
    Str(String, String),
    Unknown,
}

/// LLVM's kind id of the enum attribute `name` (0: none).
pub(crate) fn enum_attribute_kind(name: &str) -> u32 {
    // SAFETY: a lookup by name.
    unsafe { LLVMGetEnumAttributeKindForName(name.as_ptr() as *const c_char, name.len()) }
}

/// The attributes of a function (or, for a call or invoke, of the call
/// site) at `index` (0: result, 1..: arguments, `u32::MAX`: the function).
pub(crate) fn attributes(v: V, index: u32) -> Vec<Attribute> {
    let is_fn = v.kind() == LLVMValueKind::LLVMFunctionValueKind;
    // SAFETY: the buffer holds the reported number of attributes; each
    // attribute is read while the function or call is alive, strings copied.
    unsafe {
        let n = if is_fn {
            LLVMGetAttributeCountAtIndex(v.0, index)
        } else {
            LLVMGetCallSiteAttributeCount(v.0, index)
        } as usize;
        let mut raw = vec![std::ptr::null_mut(); n];
        if n > 0 {
            if is_fn {
                LLVMGetAttributesAtIndex(v.0, index, raw.as_mut_ptr());
            } else {
                LLVMGetCallSiteAttributes(v.0, index, raw.as_mut_ptr());
            }
        }
        raw.into_iter()
            .filter(|a| !a.is_null())
            .map(|a| {
                if LLVMIsStringAttribute(a) != 0 {
                    let mut kl = 0u32;
                    let mut vl = 0u32;
                    let k = LLVMGetStringAttributeKind(a, &mut kl);
                    let val = LLVMGetStringAttributeValue(a, &mut vl);
                    Attribute::Str(sized_str(k, kl as usize), sized_str(val, vl as usize))
                } else if LLVMIsTypeAttribute(a) != 0 {
                    match T::new(LLVMGetTypeAttributeValue(a)) {
                        Some(t) => Attribute::Type(LLVMGetEnumAttributeKind(a), t),
                        None => Attribute::Unknown,
                    }
                } else if LLVMIsEnumAttribute(a) != 0 {
                    Attribute::Enum(LLVMGetEnumAttributeKind(a), LLVMGetEnumAttributeValue(a))
                } else {
                    Attribute::Unknown
                }
            })
            .collect()
    }
}

/// Target triple, data layout string and module-level inline asm.
pub(crate) fn module_strings(m: &LlvmModule) -> (String, String, String) {
    let raw = m.module_raw();
    let cstr = |p: *const c_char| {
        if p.is_null() {
            String::new()
        } else {
            // SAFETY: a NUL-terminated string owned by the module, copied.
            unsafe { CStr::from_ptr(p).to_string_lossy().into_owned() }
        }
    };
    let mut len = 0usize;
    // SAFETY: queries on the live module; strings are copied at once.
    unsafe {
        let asm = sized_str(LLVMGetModuleInlineAsm(raw, &mut len), len);
        (
            cstr(LLVMGetTarget(raw)),
            cstr(LLVMGetDataLayoutStr(raw)),
            asm,
        )
    }
}

/// The module's globals, aliases and functions, in order.
pub(crate) fn module_values(m: &LlvmModule) -> (Vec<V>, Vec<V>, Vec<V>) {
    let raw = m.module_raw();
    let walk = |first: Option<V>, next: unsafe extern "C" fn(LLVMValueRef) -> LLVMValueRef| {
        let mut out = Vec::new();
        let mut p = first;
        while let Some(v) = p {
            out.push(v);
            // SAFETY: stepping through a list of the live module.
            p = V::new(unsafe { next(v.0) });
        }
        out
    };
    // SAFETY: the first elements of the live module's lists.
    unsafe {
        (
            walk(V::new(LLVMGetFirstGlobal(raw)), LLVMGetNextGlobal),
            walk(V::new(LLVMGetFirstGlobalAlias(raw)), LLVMGetNextGlobalAlias),
            walk(V::new(LLVMGetFirstFunction(raw)), LLVMGetNextFunction),
        )
    }
}

/// The operands (MDNodes, as values) of a named metadata node.
pub(crate) fn named_metadata(m: &LlvmModule, name: &CStr) -> Vec<V> {
    let raw = m.module_raw();
    // SAFETY: the buffer holds the reported number of operands.
    unsafe {
        let n = LLVMGetNamedMetadataNumOperands(raw, name.as_ptr()) as usize;
        let mut v = vec![std::ptr::null_mut(); n];
        if n > 0 {
            LLVMGetNamedMetadataOperands(raw, name.as_ptr(), v.as_mut_ptr());
        }
        v.into_iter().filter_map(V::new).collect()
    }
}

/// A comdat of the module.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) struct Comdat(LLVMComdatRef);

impl V {
    /// The comdat of a global object.
    pub(crate) fn comdat(self) -> Option<Comdat> {
        // SAFETY: a global object.
        let c = unsafe { LLVMGetComdat(self.0) };
        (!c.is_null()).then_some(Comdat(c))
    }
}

impl Comdat {
    /// Whether `name` names this comdat in `m` (the C API has no name
    /// getter; a lookup by name must give the same comdat back).
    pub(crate) fn is_named(self, m: &LlvmModule, name: &str) -> bool {
        let Ok(c) = std::ffi::CString::new(name) else {
            return false;
        };
        // SAFETY: a lookup in the live module (it only adds a comdat when
        // the name is not one, which the caller then reports).
        unsafe { LLVMGetOrInsertComdat(m.module_raw(), c.as_ptr()) == self.0 }
    }

    /// MLIR's name of the selection kind.
    pub(crate) fn selection_kind(self) -> &'static str {
        // SAFETY: a live comdat.
        match unsafe { LLVMGetComdatSelectionKind(self.0) } {
            LLVMComdatSelectionKind::LLVMAnyComdatSelectionKind => "any",
            LLVMComdatSelectionKind::LLVMExactMatchComdatSelectionKind => "exactmatch",
            LLVMComdatSelectionKind::LLVMLargestComdatSelectionKind => "largest",
            LLVMComdatSelectionKind::LLVMNoDuplicatesComdatSelectionKind => "nodeduplicate",
            LLVMComdatSelectionKind::LLVMSameSizeComdatSelectionKind => "samesize",
        }
    }
}

impl T {
    /// Name, type parameters and integer parameters of a target extension
    /// type.
    pub(crate) fn target_ext(self) -> (String, Vec<Option<T>>, Vec<u32>) {
        // SAFETY: a target extension type; indices bounded by the counts.
        unsafe {
            let p = LLVMGetTargetExtTypeName(self.0);
            let name = if p.is_null() {
                String::new()
            } else {
                CStr::from_ptr(p).to_string_lossy().into_owned()
            };
            let tys = (0..LLVMGetTargetExtTypeNumTypeParams(self.0))
                .map(|i| T::new(LLVMGetTargetExtTypeTypeParam(self.0, i)))
                .collect();
            let ints = (0..LLVMGetTargetExtTypeNumIntParams(self.0))
                .map(|i| LLVMGetTargetExtTypeIntParam(self.0, i))
                .collect();
            (name, tys, ints)
        }
    }
}

/// Metadata attachments and node shapes.
impl V {
    /// The metadata node attached to the instruction under kind `name`.
    pub(crate) fn metadata(self, name: &str) -> Option<V> {
        // SAFETY: an instruction; the kind id is looked up by name.
        unsafe {
            let ctx = LLVMGetTypeContext(LLVMTypeOf(self.0));
            let kind =
                LLVMGetMDKindIDInContext(ctx, name.as_ptr() as *const c_char, name.len() as u32);
            V::new(LLVMGetMetadata(self.0, kind))
        }
    }
    /// Whether this metadata value is a node (not a string or constant).
    pub(crate) fn is_md_node(self) -> bool {
        // SAFETY: a metadata value's kind query.
        self.kind() == LLVMValueKind::LLVMMetadataAsValueValueKind
            && unsafe { !LLVMIsAMDNode(self.0).is_null() }
    }
    /// Whether this metadata node is a debug location.
    pub(crate) fn is_di_location(self) -> bool {
        // SAFETY: a metadata value, unwrapped to ask its kind.
        self.kind() == LLVMValueKind::LLVMMetadataAsValueValueKind
            && matches!(
                unsafe { llvm_sys::debuginfo::LLVMGetMetadataKind(LLVMValueAsMetadata(self.0)) },
                llvm_sys::debuginfo::LLVMMetadataKind::LLVMDILocationMetadataKind
            )
    }
    /// Whether this empty metadata node is distinct: the uniqued empty node
    /// of the context is the only one that is not.
    pub(crate) fn is_distinct_empty_node(self) -> bool {
        // SAFETY: the uniqued empty node is looked up (or made) in the
        // value's own context.
        unsafe {
            let ctx = LLVMGetTypeContext(LLVMTypeOf(self.0));
            let empty = LLVMMDNodeInContext2(ctx, std::ptr::null_mut(), 0);
            LLVMMetadataAsValue(ctx, empty) != self.0
        }
    }
    /// The value and width of a constant integer, if this is one.
    pub(crate) fn const_int(self) -> Option<(u64, u32)> {
        (self.kind() == LLVMValueKind::LLVMConstantIntValueKind)
            .then(|| (self.const_zext(), self.ty().map_or(0, |t| t.int_width())))
    }
}
