//! LLVM-dialect types (and the builtin types the dialect uses) to LLVM types.
//!
//! Types are cached per translator: an interned `TypeId` maps to one
//! `LLVMTypeRef` of the translator's context. Identified structs are created
//! named first and cached before their body is translated, so recursive
//! structs terminate.

use std::ffi::CString;

use llvm_sys::core::*;
use llvm_sys::prelude::LLVMTypeRef;
use strata_ir::{FloatKind, Signedness, TypeData, TypeId};

use super::ModuleTranslator;

impl ModuleTranslator<'_> {
    /// The LLVM type for `ty`, or a message saying why it has none.
    pub(crate) fn ll_type(&mut self, ty: TypeId) -> Result<LLVMTypeRef, String> {
        if let Some(&t) = self.types.get(&ty) {
            return Ok(t);
        }
        let c = self.llctx;
        // SAFETY: every call builds a type in the translator's live context
        // from element types that were themselves built there.
        let t = unsafe {
            match self.ctx.type_data(ty) {
                TypeData::Integer { width, signedness } => {
                    if *signedness != Signedness::Signless {
                        return Err(self.bad_type(ty));
                    }
                    if *width == 0 || *width > (1 << 23) {
                        return Err(format!("unsupported integer width {width}"));
                    }
                    LLVMIntTypeInContext(c, *width)
                }
                TypeData::Float(kind) => match kind {
                    FloatKind::BF16 => LLVMBFloatTypeInContext(c),
                    FloatKind::F16 => LLVMHalfTypeInContext(c),
                    FloatKind::F32 => LLVMFloatTypeInContext(c),
                    FloatKind::F64 => LLVMDoubleTypeInContext(c),
                    FloatKind::F80 => LLVMX86FP80TypeInContext(c),
                    FloatKind::F128 => LLVMFP128TypeInContext(c),
                    // tf32 and the small formats have no LLVM type.
                    _ => return Err(self.bad_type(ty)),
                },
                TypeData::Vector {
                    shape,
                    scalable,
                    elem,
                } => {
                    if shape.len() != 1 || shape[0] <= 0 || shape[0] > u32::MAX as i64 {
                        return Err(self.bad_type(ty));
                    }
                    let e = self.ll_type(*elem)?;
                    if scalable.first().copied().unwrap_or(false) {
                        LLVMScalableVectorType(e, shape[0] as u32)
                    } else {
                        LLVMVectorType(e, shape[0] as u32)
                    }
                }
                TypeData::LlvmVec {
                    len,
                    scalable,
                    elem,
                } => {
                    let e = self.ll_type(*elem)?;
                    if *scalable {
                        LLVMScalableVectorType(e, *len)
                    } else {
                        LLVMVectorType(e, *len)
                    }
                }
                TypeData::LlvmPtr { address_space } => LLVMPointerTypeInContext(c, *address_space),
                TypeData::LlvmStruct { packed, body } => {
                    let mut elems = self.ll_types(body)?;
                    LLVMStructTypeInContext(
                        c,
                        elems.as_mut_ptr(),
                        elems.len() as u32,
                        *packed as i32,
                    )
                }
                TypeData::LlvmNamedStruct(name) => {
                    let cname = cstr(self.ctx.str(*name));
                    let t = LLVMStructCreateNamed(c, cname.as_ptr());
                    // Cache before the body: the body may refer to the struct.
                    self.types.insert(ty, t);
                    if let Some(body) = self.ctx.named_struct_body(*name) {
                        if let Some(elems) = body.body {
                            let mut elems = self.ll_types(&elems)?;
                            LLVMStructSetBody(
                                t,
                                elems.as_mut_ptr(),
                                elems.len() as u32,
                                body.packed as i32,
                            );
                        }
                    }
                    return Ok(t);
                }
                TypeData::LlvmArray { len, elem } => LLVMArrayType2(self.ll_type(*elem)?, *len),
                TypeData::LlvmFunc {
                    ret,
                    params,
                    var_arg,
                } => {
                    let r = self.ll_type(*ret)?;
                    let mut ps = self.ll_types(params)?;
                    LLVMFunctionType(r, ps.as_mut_ptr(), ps.len() as u32, *var_arg as i32)
                }
                TypeData::LlvmVoid => LLVMVoidTypeInContext(c),
                TypeData::LlvmToken => LLVMTokenTypeInContext(c),
                TypeData::LlvmLabel => LLVMLabelTypeInContext(c),
                TypeData::LlvmMetadata => LLVMMetadataTypeInContext(c),
                TypeData::LlvmPpcFp128 => LLVMPPCFP128TypeInContext(c),
                TypeData::LlvmX86Amx => LLVMX86AMXTypeInContext(c),
                TypeData::LlvmTarget { name, types, ints } => {
                    let cname = cstr(self.ctx.str(*name));
                    let mut ts = self.ll_types(types)?;
                    let mut is: Vec<u32> = ints.to_vec();
                    LLVMTargetExtTypeInContext(
                        c,
                        cname.as_ptr(),
                        ts.as_mut_ptr(),
                        ts.len() as u32,
                        is.as_mut_ptr(),
                        is.len() as u32,
                    )
                }
                _ => return Err(self.bad_type(ty)),
            }
        };
        self.types.insert(ty, t);
        Ok(t)
    }

    pub(crate) fn ll_types(&mut self, tys: &[TypeId]) -> Result<Vec<LLVMTypeRef>, String> {
        tys.iter().map(|&t| self.ll_type(t)).collect()
    }

    fn bad_type(&self, ty: TypeId) -> String {
        let mut s = String::new();
        strata_ir::syntax::print_type(self.ctx, ty, &mut s);
        format!("cannot be converted to LLVM IR: type {s} is not compatible with the LLVM dialect")
    }

    /// The element count and element type of an array or vector type.
    pub(crate) fn sequence_shape(&self, ty: TypeId) -> Option<(u64, TypeId)> {
        match self.ctx.type_data(ty) {
            TypeData::LlvmArray { len, elem } => Some((*len, *elem)),
            TypeData::LlvmVec { len, elem, .. } => Some((*len as u64, *elem)),
            TypeData::Vector { shape, elem, .. } if shape.len() == 1 && shape[0] >= 0 => {
                Some((shape[0] as u64, *elem))
            }
            _ => None,
        }
    }
}

/// A C string for LLVM; interior NULs (impossible in valid symbol names)
/// truncate rather than fail. Bytes, not text: a quoted MLIR symbol name
/// (`@"a\FF"`) may hold any byte, and LLVM names are byte strings too.
pub(crate) fn cstr(s: impl AsRef<[u8]>) -> CString {
    let s = s.as_ref();
    match CString::new(s) {
        Ok(c) => c,
        Err(e) => {
            let end = e.nul_position();
            CString::new(&s[..end]).unwrap_or_default()
        }
    }
}
