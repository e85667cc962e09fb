//! Constants: attribute values (integers, floats, strings, dense arrays and
//! elements, nested arrays) to LLVM constants, and evaluation of global
//! initializer regions to constant expressions.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use strata_ir::attrs::DenseValues;
use strata_ir::{AttrData, AttrId, Body, Diag, Opcode, TypeData, TypeId};

use super::body::FnState;
use super::ModuleTranslator;

/// mlir-translate's error for a float attribute whose type is not the
/// constant's.
pub(crate) const FLOAT_MISMATCH: &str = "FloatAttr does not match expected type of the constant";

impl ModuleTranslator<'_> {
    /// The LLVM constant of type `ty` that attribute `attr` denotes.
    pub(crate) fn const_from_attr(
        &mut self,
        attr: AttrId,
        ty: TypeId,
    ) -> Result<LLVMValueRef, String> {
        let llty = self.ll_type(ty)?;
        match self.ctx.attr_data(attr) {
            AttrData::Integer { value, .. } => self.scalar_int(ty, llty, *value),
            AttrData::Bool(b) => self.scalar_int(ty, llty, *b as i128),
            AttrData::Float { bits, ty: aty } => match self.float_as_int(*aty, ty) {
                // A float stored as an integer of its width (the small
                // formats LLVM lacks, or bf16 for targets without it):
                // its bit pattern, as MLIR's `bitcastToAPInt`.
                Some((kind, w)) => Ok(int_const(
                    llty,
                    w,
                    strata_ir::syntax::small_floats::bitcast(*bits, kind) as i128,
                )),
                // Otherwise the attribute's own float type, exactly (no
                // conversion, no splat), as mlir-translate requires.
                None if matches!(
                    (self.ctx.type_data(*aty), self.ctx.type_data(ty)),
                    (TypeData::Float(a), TypeData::Float(t)) if a == t
                ) =>
                {
                    self.scalar_float(ty, llty, *bits)
                }
                None => Err(FLOAT_MISMATCH.into()),
            },
            AttrData::String { value, .. } => {
                let s = self.ctx.bytes(*value);
                match self.sequence_shape(ty) {
                    Some((len, elem))
                        if len == s.len() as u64 && self.int_width(elem) == Some(8) =>
                    {
                        // SAFETY: LLVM copies the bytes.
                        Ok(unsafe {
                            LLVMConstStringInContext2(
                                self.llctx,
                                s.as_ptr() as *const _,
                                s.len(),
                                1,
                            )
                        })
                    }
                    _ => {
                        Err("string initializer requires an i8 array of the string's length".into())
                    }
                }
            }
            AttrData::DenseElements {
                splat,
                values,
                ty: aty,
            } => {
                if matches!(values, DenseValues::Float(_)) && !self.dense_floats_fit(*aty, ty) {
                    return Err(FLOAT_MISMATCH.into());
                }
                let mut at = 0;
                let as_ints;
                let values = match (values, self.dense_float_as_int(*aty, ty)) {
                    (DenseValues::Float(v), Some(w)) => {
                        let shift = 128 - w;
                        as_ints = DenseValues::Int(
                            v.iter().map(|&b| ((b << shift) as i128) >> shift).collect(),
                        );
                        &as_ints
                    }
                    _ => values,
                };
                let c = self.dense_const(values, *splat, ty, &mut at)?;
                if !*splat && at != values.len() {
                    return Err("dense attribute and result type differ in element count".into());
                }
                Ok(c)
            }
            AttrData::DenseArray { values, .. } => {
                let mut at = 0;
                let c = self.dense_const(values, false, ty, &mut at)?;
                if at != values.len() {
                    return Err("dense array and result type differ in element count".into());
                }
                Ok(c)
            }
            AttrData::Array(items) => self.array_const(items, ty),
            AttrData::Opaque { body, .. } if self.ctx.str(*body).starts_with("sparse<") => {
                let dense = sparse_as_dense(self.ctx, self.ctx.str(*body))
                    .ok_or_else(|| "unsupported sparse constant value".to_string())?;
                self.const_from_attr(dense, ty)
            }
            _ => Err("unsupported constant value".into()),
        }
    }

    /// `dense_resource<key> : T` (kept as text by the parser) as the
    /// constant of LLVM type `ty`, from the module's `builtin` dialect
    /// resource `key`: MLIR's checks, in its order, then the raw
    /// little-endian data read row-major into `ty`. `None` when `attr` is
    /// not a dense resource.
    pub(crate) fn dense_resource_const(
        &mut self,
        attr: AttrId,
        ty: TypeId,
    ) -> Option<Result<LLVMValueRef, String>> {
        let AttrData::Opaque { dialect, body } = self.ctx.attr_data(attr) else {
            return None;
        };
        if !self.ctx.str(*dialect).is_empty() {
            return None;
        }
        let text = self.ctx.str(*body).strip_prefix("dense_resource<")?;
        let (key, rest) = text.split_once('>')?;
        let shaped = rest
            .trim_start()
            .strip_prefix(':')
            .and_then(|t| strata_ir::syntax::parser::parse_type_str(self.ctx, "", t.trim()).ok());
        Some(self.dense_resource_value(key, shaped, ty))
    }

    fn dense_resource_value(
        &mut self,
        key: &str,
        shaped: Option<TypeId>,
        ty: TypeId,
    ) -> Result<LLVMValueRef, String> {
        let count = match shaped.map(|t| self.ctx.type_data(t)) {
            Some(TypeData::RankedTensor { shape, .. } | TypeData::Vector { shape, .. }) => shape
                .iter()
                .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))
                .unwrap_or(0),
            _ => return Err("unsupported dense_resource type".into()),
        };
        let leaf = self.leaf_type(ty);
        let bits = match self.ctx.type_data(leaf) {
            TypeData::Integer { width, .. } if matches!(width, 8 | 16 | 32 | 64) => *width,
            TypeData::Float(k) => match k {
                strata_ir::FloatKind::F16 | strata_ir::FloatKind::BF16 => 16,
                strata_ir::FloatKind::F32 => 32,
                strata_ir::FloatKind::F64 => 64,
                _ => return Err("no known conversion for innermost element type".into()),
            },
            _ => return Err("no known conversion for innermost element type".into()),
        };
        let blob = self
            .m
            .resources
            .dialect
            .iter()
            .filter(|g| g.owner == "builtin")
            .flat_map(|g| g.entries.iter())
            .find(|(k, _)| k == key)
            .and_then(|(_, v)| decode_blob(v))
            .ok_or("resource does not exist")?;
        if count == 0 || 8 * (blob.len() as u64 / count) != u64::from(bits) {
            return Err("raw data size does not match element type size".into());
        }
        let width = bits as usize / 8;
        let words = blob.chunks_exact(width).map(|c| {
            c.iter()
                .rev()
                .fold(0u128, |acc, &b| (acc << 8) | u128::from(b))
        });
        let values = if matches!(self.ctx.type_data(leaf), TypeData::Float(_)) {
            DenseValues::Float(words.collect())
        } else {
            // Integers as their signed value, as dense literals store them.
            let shift = 128 - bits;
            DenseValues::Int(words.map(|w| ((w << shift) as i128) >> shift).collect())
        };
        let mut at = 0;
        self.dense_const(&values, false, ty, &mut at)
    }

    /// When float attribute type `attr_ty` initialises integer type `ty`
    /// of its width: the float kind and that width.
    fn float_as_int(&self, attr_ty: TypeId, ty: TypeId) -> Option<(strata_ir::FloatKind, u32)> {
        let TypeData::Float(kind) = self.ctx.type_data(attr_ty) else {
            return None;
        };
        let w = self.int_width(ty)?;
        (w == kind.width()).then_some((*kind, w))
    }

    /// `float_as_int` for dense elements of shaped type `attr_ty` filling
    /// `ty` (whose innermost elements are then integers): the width.
    fn dense_float_as_int(&self, attr_ty: TypeId, ty: TypeId) -> Option<u32> {
        let elem = match self.ctx.type_data(attr_ty) {
            TypeData::Vector { elem, .. } | TypeData::RankedTensor { elem, .. } => *elem,
            _ => return None,
        };
        self.float_as_int(elem, self.leaf_type(ty)).map(|(_, w)| w)
    }

    /// Whether dense floats of shaped type `attr_ty` may fill `ty`: their
    /// innermost elements are floats of the same kind, or integers of
    /// their width (`dense_float_as_int`), or complex numbers' parts.
    fn dense_floats_fit(&self, attr_ty: TypeId, ty: TypeId) -> bool {
        let elem = match self.ctx.type_data(attr_ty) {
            TypeData::Vector { elem, .. } | TypeData::RankedTensor { elem, .. } => *elem,
            _ => return true,
        };
        match (
            self.ctx.type_data(elem),
            self.ctx.type_data(self.leaf_type(ty)),
        ) {
            (TypeData::Float(a), TypeData::Float(t)) => a == t,
            (TypeData::Float(a), TypeData::Integer { width, .. }) => a.width() == *width,
            // Complex elements fill structs of their parts, checked there.
            _ => true,
        }
    }

    fn int_width(&self, ty: TypeId) -> Option<u32> {
        match self.ctx.type_data(ty) {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }

    fn scalar_int(
        &mut self,
        ty: TypeId,
        llty: LLVMTypeRef,
        value: i128,
    ) -> Result<LLVMValueRef, String> {
        match self.int_width(ty) {
            Some(w) => Ok(int_const(llty, w, value)),
            None => match self.sequence_shape(ty) {
                // A scalar attribute on a vector type is a splat.
                Some((_, elem)) if matches!(self.ctx.type_data(ty), TypeData::Vector { .. }) => {
                    let e = self.ll_type(elem)?;
                    let c = self.scalar_int(elem, e, value)?;
                    self.splat_const(c, ty)
                }
                _ => Err("integer attribute does not match the result type".into()),
            },
        }
    }

    fn scalar_float(
        &mut self,
        ty: TypeId,
        llty: LLVMTypeRef,
        bits: u128,
    ) -> Result<LLVMValueRef, String> {
        match self.ctx.type_data(ty) {
            TypeData::Float(kind) => Ok(float_const(self.llctx, llty, kind.width(), bits)),
            TypeData::Vector { elem, .. } => {
                let elem = *elem;
                self.sequence_shape(ty).ok_or("bad vector type")?;
                let e = self.ll_type(elem)?;
                let c = self.scalar_float(elem, e, bits)?;
                self.splat_const(c, ty)
            }
            _ => Err("float attribute does not match the result type".into()),
        }
    }

    /// Fills `ty` (scalars, vectors, nested arrays) with dense values in
    /// row-major order starting at `*at`; a splat repeats its one value.
    fn dense_const(
        &mut self,
        values: &DenseValues,
        is_splat: bool,
        ty: TypeId,
        at: &mut usize,
    ) -> Result<LLVMValueRef, String> {
        if is_splat {
            let leaf = self.leaf_type(ty);
            let scalar = self.dense_leaf(values, 0, leaf)?;
            return self.splat_const(scalar, ty);
        }
        // Check the element count before allocating anything, so a huge or
        // mismatched type yields an error instead of an enormous allocation.
        let leaves = self.leaf_count(ty)?;
        if leaves == 0 {
            let llty = self.ll_type(ty)?;
            // SAFETY: a null constant of a live type.
            return Ok(unsafe { LLVMConstNull(llty) });
        }
        let per_leaf = if self.complex_part(self.leaf_type(ty)).is_some() {
            2
        } else {
            1
        };
        if leaves.saturating_mul(per_leaf) > values.len().saturating_sub(*at) as u64 {
            return Err("dense attribute has too few elements".into());
        }
        self.dense_elems(values, ty, at)
    }

    /// Row-major fill of `ty`, whose leaf count is known to fit the values.
    fn dense_elems(
        &mut self,
        values: &DenseValues,
        ty: TypeId,
        at: &mut usize,
    ) -> Result<LLVMValueRef, String> {
        let Some((len, elem)) = self.sequence_shape(ty) else {
            let c = self.dense_leaf(values, *at, ty)?;
            *at += if self.complex_part(ty).is_some() {
                2
            } else {
                1
            };
            return Ok(c);
        };
        if self.is_scalable(ty) {
            return Err("dense elements cannot initialise a scalable vector unless splat".into());
        }
        let mut elems = Vec::with_capacity(len as usize);
        for _ in 0..len {
            elems.push(self.dense_elems(values, elem, at)?);
        }
        self.aggregate(ty, elem, elems)
    }

    /// The part type of a complex number's LLVM form, `struct<(T, T)>`
    /// with `T` an integer or float: dense complex values fill it with two
    /// consecutive values (real, imaginary).
    fn complex_part(&self, ty: TypeId) -> Option<TypeId> {
        match self.ctx.type_data(ty) {
            TypeData::LlvmStruct {
                packed: false,
                body,
            } if body.len() == 2
                && body[0] == body[1]
                && matches!(
                    self.ctx.type_data(body[0]),
                    TypeData::Float(_) | TypeData::Integer { .. }
                ) =>
            {
                Some(body[0])
            }
            _ => None,
        }
    }

    /// One leaf of a dense constant from value number `i`: a scalar, or a
    /// complex number from values `i` and `i + 1`.
    fn dense_leaf(
        &mut self,
        values: &DenseValues,
        i: usize,
        ty: TypeId,
    ) -> Result<LLVMValueRef, String> {
        let Some(part) = self.complex_part(ty) else {
            return self.dense_scalar(values, i, ty);
        };
        let mut fields = [
            self.dense_scalar(values, i, part)?,
            self.dense_scalar(values, i + 1, part)?,
        ];
        // SAFETY: both fields were built with the struct's field type.
        Ok(unsafe { LLVMConstStructInContext(self.llctx, fields.as_mut_ptr(), 2, 0) })
    }

    /// The scalar constant of type `ty` from dense value number `i`.
    fn dense_scalar(
        &mut self,
        values: &DenseValues,
        i: usize,
        ty: TypeId,
    ) -> Result<LLVMValueRef, String> {
        let llty = self.ll_type(ty)?;
        match values {
            DenseValues::Int(v) => {
                let x = *v.get(i).ok_or("dense attribute has too few elements")?;
                match self.ctx.type_data(ty) {
                    TypeData::Float(kind) => {
                        Ok(float_const(self.llctx, llty, kind.width(), x as u128))
                    }
                    _ => self.scalar_int(ty, llty, x),
                }
            }
            DenseValues::Float(v) => {
                let x = *v.get(i).ok_or("dense attribute has too few elements")?;
                self.scalar_float(ty, llty, x)
            }
            DenseValues::String(_) => Err("string elements cannot initialise an LLVM value".into()),
        }
    }

    /// The innermost element type of nested arrays and vectors.
    fn leaf_type(&self, mut ty: TypeId) -> TypeId {
        while let Some((_, elem)) = self.sequence_shape(ty) {
            ty = elem;
        }
        ty
    }

    /// How many scalars nested arrays and vectors of `ty` hold.
    fn leaf_count(&self, mut ty: TypeId) -> Result<u64, String> {
        let mut n: u64 = 1;
        while let Some((len, elem)) = self.sequence_shape(ty) {
            n = n.checked_mul(len).ok_or("dense constant too large")?;
            ty = elem;
        }
        Ok(n)
    }

    fn is_scalable(&self, ty: TypeId) -> bool {
        match self.ctx.type_data(ty) {
            TypeData::Vector { scalable, .. } => scalable.iter().any(|&s| s),
            TypeData::LlvmVec { scalable, .. } => *scalable,
            _ => false,
        }
    }

    /// `ty` (a scalar, vector or nest of arrays) filled with `scalar`.
    /// All-zero values become `zeroinitializer` without materialising the
    /// elements, which keeps `dense<0> : vector<4294967296xi8>` cheap.
    fn splat_const(&mut self, scalar: LLVMValueRef, ty: TypeId) -> Result<LLVMValueRef, String> {
        let Some((len, elem)) = self.sequence_shape(ty) else {
            return Ok(scalar);
        };
        let llty = self.ll_type(ty)?;
        // SAFETY: queries and constants on live LLVM values and types.
        unsafe {
            if LLVMIsNull(scalar) != 0 || len == 0 {
                return Ok(LLVMConstNull(llty));
            }
            if self.is_scalable(ty) {
                return scalable_float_splat(scalar, llty);
            }
        }
        if len > MAX_MATERIALISED_ELEMENTS {
            return Err("dense constant too large".into());
        }
        let inner = self.splat_const(scalar, elem)?;
        self.aggregate(ty, elem, vec![inner; len as usize])
    }

    /// An array or fixed vector constant of type `ty` from its elements.
    fn aggregate(
        &mut self,
        ty: TypeId,
        elem: TypeId,
        mut elems: Vec<LLVMValueRef>,
    ) -> Result<LLVMValueRef, String> {
        let elem_ll = self.ll_type(elem)?;
        // SAFETY: all elements were built with the element type.
        Ok(unsafe {
            match self.ctx.type_data(ty) {
                TypeData::LlvmArray { .. } => {
                    LLVMConstArray2(elem_ll, elems.as_mut_ptr(), elems.len() as u64)
                }
                _ => LLVMConstVector(elems.as_mut_ptr(), elems.len() as u32),
            }
        })
    }

    /// `[a, b]` for a struct (field by field) or an array.
    fn array_const(&mut self, items: &[AttrId], ty: TypeId) -> Result<LLVMValueRef, String> {
        match self.ctx.type_data(ty).clone() {
            TypeData::LlvmStruct { body, .. } if body.len() == items.len() => {
                let mut elems = Vec::with_capacity(items.len());
                for (&a, &t) in items.iter().zip(body.iter()) {
                    elems.push(self.const_from_attr(a, t)?);
                }
                let llty = self.ll_type(ty)?;
                // SAFETY: the fields match the struct's body.
                Ok(unsafe { LLVMConstNamedStruct(llty, elems.as_mut_ptr(), elems.len() as u32) })
            }
            TypeData::LlvmArray { len, elem } if len == items.len() as u64 => {
                let mut elems = Vec::with_capacity(items.len());
                for &a in items {
                    elems.push(self.const_from_attr(a, elem)?);
                }
                let e = self.ll_type(elem)?;
                // SAFETY: every element has the element type.
                Ok(unsafe { LLVMConstArray2(e, elems.as_mut_ptr(), len) })
            }
            _ => Err("array attribute does not match the result type".into()),
        }
    }

    /// Evaluates a global's or alias's initializer region: its ops are
    /// emitted through the constant folder (no insertion point), and every
    /// result must fold to a constant.
    pub(crate) fn eval_const_region(&mut self, body: &Body) -> Result<LLVMValueRef, Diag> {
        let Some(&root) = body.roots.first() else {
            return Err(self.loc_error(strata_ir::AttrId::UNKNOWN_LOC, "empty initializer region"));
        };
        let Some(entry) = body.entry_block(root) else {
            return Err(self.loc_error(strata_ir::AttrId::UNKNOWN_LOC, "empty initializer region"));
        };
        let mut st = FnState::new(body, std::ptr::null_mut());
        // SAFETY: no insertion point: the builder only folds constants.
        unsafe { LLVMClearInsertionPosition(self.builder) };
        for op in body.block_ops(entry) {
            let d = body.op(op);
            if d.opcode == Opcode::LlvmReturn {
                let operands = body.operands(op);
                if operands.len() != 1 {
                    return Err(self.op_error(
                        body,
                        op,
                        "initializer region must return one value",
                    ));
                }
                return Ok(st.values[operands[0].index()]);
            }
            if !const_foldable(d.opcode) {
                return Err(self.op_error(
                    body,
                    op,
                    "cannot be used in a global initializer: not a constant expression",
                ));
            }
            self.emit_op(&mut st, body, op)?;
            for r in body.results(op) {
                let v = st.values[r.index()];
                // SAFETY: `v` is a value this translator created.
                unsafe {
                    if v.is_null() || LLVMIsConstant(v) == 0 {
                        if !v.is_null() && !LLVMIsAInstruction(v).is_null() {
                            LLVMDeleteInstruction(v);
                        }
                        return Err(self.op_error(
                            body,
                            op,
                            "does not fold to a constant in a global initializer",
                        ));
                    }
                }
            }
        }
        Err(self.loc_error(
            strata_ir::AttrId::UNKNOWN_LOC,
            "initializer region must end with 'llvm.return'",
        ))
    }
}

/// Ops allowed in initializer regions: side-effect free ones the constant
/// folder handles.
fn const_foldable(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        LlvmMlirConstant
            | LlvmMlirAddressof
            | LlvmDsoLocalEquivalent
            | LlvmBlockaddress
            | LlvmMlirUndef
            | LlvmMlirPoison
            | LlvmMlirZero
            | LlvmInsertvalue
            | LlvmExtractvalue
            | LlvmInsertelement
            | LlvmExtractelement
            | LlvmGetelementptr
            | LlvmAdd
            | LlvmSub
            | LlvmMul
            | LlvmAnd
            | LlvmOr
            | LlvmXor
            | LlvmShl
            | LlvmLshr
            | LlvmAshr
            | LlvmUdiv
            | LlvmSdiv
            | LlvmUrem
            | LlvmSrem
            | LlvmIcmp
            | LlvmSelect
            | LlvmTrunc
            | LlvmZext
            | LlvmSext
            | LlvmBitcast
            | LlvmPtrtoint
            | LlvmInttoptr
            | LlvmAddrspacecast
            | LlvmFadd
            | LlvmFsub
            | LlvmFmul
            | LlvmFdiv
            | LlvmFneg
            | LlvmFpext
            | LlvmFptrunc
            | LlvmSitofp
            | LlvmUitofp
            | LlvmFptosi
            | LlvmFptoui
    )
}

/// Beyond this many elements in one array level a non-zero splat is refused
/// rather than materialised element by element.
const MAX_MATERIALISED_ELEMENTS: u64 = 1 << 26;

/// A non-zero splat of a scalable vector: LLVM-C only builds these through
/// `LLVMConstReal`, so floats that round-trip through `f64` are supported.
///
/// # Safety
/// `scalar` and `llty` must be live values of one LLVM context.
unsafe fn scalable_float_splat(
    scalar: LLVMValueRef,
    llty: LLVMTypeRef,
) -> Result<LLVMValueRef, String> {
    if LLVMIsAConstantFP(scalar).is_null() {
        return Err("non-zero integer splats of scalable vectors cannot be translated".into());
    }
    let mut loses = 0;
    let d = LLVMConstRealGetDouble(scalar, &mut loses);
    if loses != 0 || d.is_nan() {
        return Err("this float splat of a scalable vector cannot be translated exactly".into());
    }
    Ok(LLVMConstReal(llty, d))
}

/// An integer constant of `width` bits from a sign-extended value.
/// `sparse<indices, values> : T` (the parser keeps it as text) as the
/// equivalent `dense<...> : T`: every element zero but those the indices
/// name. Integer and float elements only; `None` for anything else.
fn sparse_as_dense(ctx: &strata_ir::Context, text: &str) -> Option<AttrId> {
    let (lit, ty_text) = text.rsplit_once(" : ")?;
    let inner = lit.strip_prefix("sparse<")?.strip_suffix('>')?;
    let ty = strata_ir::syntax::parse_type_str(ctx, "", ty_text).ok()?;
    let (shape, elem) = match ctx.type_data(ty) {
        TypeData::Vector { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
            (shape.clone(), *elem)
        }
        _ => return None,
    };
    let is_int = matches!(ctx.type_data(elem), TypeData::Integer { .. });
    if inner.contains('(') || shape.is_empty() || shape.iter().any(|&d| d <= 0) {
        return None;
    }
    // Indices and values are split at the first comma outside brackets.
    let mut depth = 0i32;
    let split = inner.char_indices().find_map(|(i, c)| {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            ',' if depth == 0 => return Some(i),
            _ => {}
        }
        None
    })?;
    let tokens = |t: &str| -> Vec<String> {
        t.split([',', '[', ']'])
            .map(str::trim)
            .filter(|x| !x.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let indices: Vec<usize> = tokens(&inner[..split])
        .iter()
        .map(|x| x.parse().ok())
        .collect::<Option<_>>()?;
    let mut values = tokens(&inner[split + 1..]);
    let rank = shape.len().max(1);
    let count = indices.len() / rank;
    if values.len() == 1 && count > 1 {
        values = vec![values[0].clone(); count];
    }
    if !indices.len().is_multiple_of(rank) || values.len() != count {
        return None;
    }
    let total: usize = shape.iter().map(|&d| d as usize).product();
    let zero = if is_int { "0" } else { "0.0" };
    let mut elems = vec![zero.to_owned(); total];
    for (point, value) in indices.chunks(rank).zip(values) {
        let mut linear = 0usize;
        for (axis, &i) in point.iter().enumerate() {
            let dim = shape.get(axis).copied().unwrap_or(1) as usize;
            if i >= dim {
                return None;
            }
            linear = linear * dim + i;
        }
        elems[linear] = value;
    }
    // Nest the row-major elements by the shape, innermost dimension first.
    let mut rows = elems;
    for &dim in shape.iter().skip(1).rev() {
        rows = rows
            .chunks(dim as usize)
            .map(|c| format!("[{}]", c.join(", ")))
            .collect();
    }
    let dense = format!("dense<[{}]> : {ty_text}", rows.join(", "));
    strata_ir::syntax::parse_attr_str(ctx, "", &dense).ok()
}

pub(crate) fn int_const(llty: LLVMTypeRef, width: u32, value: i128) -> LLVMValueRef {
    // SAFETY: constants of a live integer type.
    unsafe {
        if width <= 64 {
            let mask = if width == 64 {
                u64::MAX
            } else {
                (1u64 << width) - 1
            };
            LLVMConstInt(llty, (value as u64) & mask, 0)
        } else {
            let n = width.div_ceil(64) as usize;
            let sign = if value < 0 { u64::MAX } else { 0 };
            let mut words = vec![sign; n];
            words[0] = value as u64;
            if n > 1 {
                words[1] = (value >> 64) as u64;
            }
            LLVMConstIntOfArbitraryPrecision(llty, n as u32, words.as_ptr())
        }
    }
}

/// A float constant from its bit pattern (bitcast from an integer of the
/// same width, which LLVM folds to the exact `ConstantFP`, NaN payloads
/// included).
pub(crate) fn float_const(
    llctx: LLVMContextRef,
    llty: LLVMTypeRef,
    width: u32,
    bits: u128,
) -> LLVMValueRef {
    // SAFETY: an integer of the float's width bitcast to the float type.
    unsafe {
        let ity = LLVMIntTypeInContext(llctx, width);
        let i = int_const(ity, width, bits as i128);
        LLVMConstBitCast(i, llty)
    }
}

/// The data of a resource blob `"0xAAAAAAAADDDD..."`: hex, a 4-byte
/// alignment, then the bytes.
fn decode_blob(text: &str) -> Option<Vec<u8>> {
    let hex = text.trim_matches('"').strip_prefix("0x")?;
    if hex.len() % 2 != 0 || hex.len() < 8 {
        return None;
    }
    let bytes: Option<Vec<u8>> = (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).ok())
        .collect();
    Some(bytes?.split_off(4))
}
