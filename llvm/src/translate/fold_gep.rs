//! Constant GEPs (and the casts of them) in the form MLIR 22 gives them. Its IR builder folds
//! constants with the module's data layout (`IRBuilder<TargetFolder>`), so
//! a GEP whose base and indices are all constants becomes one byte offset
//! from the innermost base: `getelementptr [inbounds] [nuw] (i8, ptr @g,
//! i64 8)`, the base itself for a zero offset, or `inttoptr` for an offset
//! from null. The C API builder folds without the layout, hence this pass
//! over what it returns.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::target::*;
use llvm_sys::{LLVMLinkage, LLVMOpcode, LLVMTypeKind};

use super::ModuleTranslator;

/// `LLVMGEPNoWrapFlags` bits.
const INBOUNDS: u32 = 1;
const NUSW: u32 = 2;
const NUW: u32 = 4;

impl ModuleTranslator<'_> {
    /// `gep` in folded form when it is a constant GEP expression with
    /// constant integer indices over types of fixed layout; otherwise
    /// `gep` unchanged.
    ///
    /// # Safety
    /// `gep` must be a value of this translator's module.
    pub(crate) unsafe fn fold_const_gep(&self, gep: LLVMValueRef) -> LLVMValueRef {
        let ty = LLVMTypeOf(gep);
        if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMPointerTypeKind {
            return gep;
        }
        let dl = LLVMGetModuleDataLayout(self.llmod);
        let Some((base, offset, mut flags)) = gep_offset(dl, gep) else {
            return gep;
        };
        let space = LLVMGetPointerAddressSpace(ty);
        let index_ty = LLVMIntPtrTypeForASInContext(self.llctx, dl, space);
        let bits = LLVMGetIntTypeWidth(index_ty);
        // The offset wraps at the index width, as APInt arithmetic does.
        let shift = 128 - bits.min(128);
        let offset = (offset << shift) >> shift;
        if LLVMIsNull(base) != 0 && space == 0 {
            let as_int = LLVMConstInt(index_ty, offset as u64, 1);
            return if offset == 0 {
                base
            } else {
                LLVMConstIntToPtr(as_int, ty)
            };
        }
        if offset == 0 {
            return base;
        }
        // A non-negative offset no larger than a global variable's size is
        // in bounds (LLVM's dereferenceable-bytes rule for globals).
        if flags & INBOUNDS == 0 && offset >= 0 && !LLVMIsAGlobalVariable(base).is_null() {
            let value_ty = LLVMGlobalGetValueType(base);
            let weak = LLVMGetLinkage(base) == LLVMLinkage::LLVMExternalWeakLinkage;
            if !weak
                && LLVMTypeIsSized(value_ty) != 0
                && offset as u128 <= u128::from(LLVMStoreSizeOfType(dl, value_ty))
            {
                flags |= INBOUNDS | NUSW;
            }
        }
        if flags & (INBOUNDS | NUSW) != 0 && offset >= 0 {
            flags |= NUW;
        }
        let i8t = LLVMInt8TypeInContext(self.llctx);
        let mut index = [LLVMConstInt(index_ty, offset as u64, 1)];
        LLVMConstGEPWithNoWrapFlags(i8t, base, index.as_mut_ptr(), 1, flags)
    }
}

impl ModuleTranslator<'_> {
    /// `ptrtoint (inttoptr C)` as the integer `C` cast to the result width
    /// (zero-extended or truncated), as the data-layout folder does; other
    /// constants unchanged.
    ///
    /// # Safety
    /// `cast` must be a constant of this translator's module.
    pub(crate) unsafe fn fold_const_cast(&self, cast: LLVMValueRef) -> LLVMValueRef {
        if LLVMIsAConstantExpr(cast).is_null()
            || LLVMGetConstOpcode(cast) != LLVMOpcode::LLVMPtrToInt
        {
            return cast;
        }
        let inner = LLVMGetOperand(cast, 0);
        if LLVMIsAConstantExpr(inner).is_null()
            || LLVMGetConstOpcode(inner) != LLVMOpcode::LLVMIntToPtr
        {
            return cast;
        }
        let int = LLVMGetOperand(inner, 0);
        if LLVMIsAConstantInt(int).is_null() || LLVMGetIntTypeWidth(LLVMTypeOf(int)) > 64 {
            return cast;
        }
        let ty = LLVMTypeOf(cast);
        if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMIntegerTypeKind {
            return cast;
        }
        // Zero extension or truncation of a value of at most 64 bits (the
        // bits above a narrower width are cleared here, not left to LLVM).
        let width = LLVMGetIntTypeWidth(ty);
        let mut value = LLVMConstIntGetZExtValue(int);
        if width < 64 {
            value &= (1u64 << width) - 1;
        }
        LLVMConstInt(ty, value, 0)
    }
}

/// The innermost base, byte offset and no-wrap flags (those all nested
/// GEPs share) of a chain of constant GEP expressions; `None` when `gep`
/// is not one or an index or type defeats a static offset.
unsafe fn gep_offset(
    dl: LLVMTargetDataRef,
    gep: LLVMValueRef,
) -> Option<(LLVMValueRef, i128, u32)> {
    if LLVMIsAConstantExpr(gep).is_null()
        || LLVMGetConstOpcode(gep) != LLVMOpcode::LLVMGetElementPtr
    {
        return None;
    }
    let n = LLVMGetNumOperands(gep);
    if n < 2 {
        return None;
    }
    let mut cur = LLVMGetGEPSourceElementType(gep);
    let mut offset: i128 = 0;
    for k in 1..n as u32 {
        let idx = LLVMGetOperand(gep, k);
        if LLVMIsAConstantInt(idx).is_null()
            || LLVMGetTypeKind(LLVMTypeOf(idx)) != LLVMTypeKind::LLVMIntegerTypeKind
        {
            return None;
        }
        let i = i128::from(LLVMConstIntGetSExtValue(idx));
        if k > 1 {
            match LLVMGetTypeKind(cur) {
                LLVMTypeKind::LLVMStructTypeKind => {
                    let field = u32::try_from(i).ok()?;
                    offset += i128::from(LLVMOffsetOfElement(dl, cur, field));
                    cur = LLVMStructGetTypeAtIndex(cur, field);
                    continue;
                }
                LLVMTypeKind::LLVMArrayTypeKind => cur = LLVMGetElementType(cur),
                _ => return None,
            }
        }
        if LLVMTypeIsSized(cur) == 0
            || LLVMGetTypeKind(cur) == LLVMTypeKind::LLVMScalableVectorTypeKind
        {
            return None;
        }
        offset = offset.wrapping_add(i.wrapping_mul(i128::from(LLVMABISizeOfType(dl, cur))));
    }
    let flags = LLVMGEPGetNoWrapFlags(gep) as u32;
    let base = LLVMGetOperand(gep, 0);
    match gep_offset(dl, base) {
        Some((inner, more, inner_flags)) => {
            Some((inner, offset.wrapping_add(more), flags & inner_flags))
        }
        None => Some((base, offset, flags)),
    }
}
