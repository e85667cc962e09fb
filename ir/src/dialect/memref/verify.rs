//! The memref ops' constraints, with MLIR 22's diagnostic texts.

use super::layout::{self, ranked, MemRefParts};
use super::parse::type_text;
use super::{dense_ints, form, int_value, Form, ATOMIC_RMW_KINDS};
use super::{STATIC_OFFSETS, STATIC_OUTPUT_SHAPE, STATIC_SIZES, STATIC_STRIDES};
use crate::attrs::{AffineExpr, AffineMap, AttrData};
use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag};
use crate::ids::{BodyId, Op, TypeId, Value};
use crate::module::Module;
use crate::opcode::{traits, Opcode};
use crate::types::{TypeData, DYNAMIC};
use crate::verify::symbols::Symbols;

/// Checks one memref op. `m` and `body_id` locate it in the module (for
/// the allocation-scope ancestor of `memref.alloca`).
pub fn verify(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let Some(form) = form(body.op(op).opcode) else {
        return Ok(());
    };
    Checker { ctx, body, op }.run(syms, body_id, form)
}

struct Checker<'a> {
    ctx: &'a Context,
    body: &'a Body,
    op: Op,
}

impl Checker<'_> {
    /// `'memref.x' op <msg>` at the op.
    fn op_err<T>(&self, msg: impl AsRef<str>) -> DResult<T> {
        Err(crate::verify::op_error(self.ctx, self.body, self.op, msg))
    }

    /// `<msg>` at the op, without the op-name prefix (MLIR's `emitError`).
    fn err<T>(&self, msg: impl Into<String>) -> DResult<T> {
        let loc = crate::verify::src_loc(self.ctx, self.body.op(self.op).loc);
        Err(Diag::error(loc, msg))
    }

    fn text(&self, ty: TypeId) -> String {
        type_text(self.ctx, ty)
    }

    fn operands(&self) -> &[Value] {
        self.body.operands(self.op)
    }

    fn ty(&self, v: Value) -> TypeId {
        self.body.value_type(v)
    }

    fn result(&self, i: u32) -> Option<TypeId> {
        (i < self.body.op(self.op).num_results).then(|| self.ty(self.body.result(self.op, i)))
    }

    fn attr(&self, name: &str) -> Option<crate::ids::AttrId> {
        crate::dialect::dict_lookup(self.ctx, self.body.op(self.op).attrs, name)
    }

    /// Operand `i` as a ranked memref, with MLIR's type-constraint error.
    fn ranked_operand(&self, i: usize) -> DResult<(TypeId, MemRefParts<'_>)> {
        let Some(&v) = self.operands().get(i) else {
            return self.op_err(format!("requires operand #{i}"));
        };
        let ty = self.ty(v);
        match ranked(self.ctx, ty) {
            Some(m) => Ok((ty, m)),
            None => self.op_err(format!(
                "operand #{i} must be memref of any type values, but got '{}'",
                self.text(ty)
            )),
        }
    }

    fn ranked_result(&self) -> DResult<(TypeId, MemRefParts<'_>)> {
        let Some(ty) = self.result(0) else {
            return self.op_err("requires one result");
        };
        match ranked(self.ctx, ty) {
            Some(m) => Ok((ty, m)),
            None => self.op_err(format!(
                "result #0 must be memref of any type values, but got '{}'",
                self.text(ty)
            )),
        }
    }

    fn counts(&self, operands: usize, results: usize) -> DResult<()> {
        let (o, r) = (
            self.operands().len(),
            self.body.op(self.op).num_results as usize,
        );
        if o != operands {
            return self.op_err(format!("expected {operands} operands, but found {o}"));
        }
        if r != results {
            return self.op_err(format!("requires {results} result(s), but found {r}"));
        }
        Ok(())
    }

    fn indices_are_index(&self, from: usize) -> DResult<()> {
        for (i, &v) in self.operands().iter().enumerate().skip(from) {
            if self.ty(v) != TypeId::INDEX {
                return self.op_err(format!(
                    "operand #{i} must be variadic of index, but got '{}'",
                    self.text(self.ty(v))
                ));
            }
        }
        Ok(())
    }

    fn run(&self, syms: &Symbols<'_>, body_id: BodyId, form: Form) -> DResult<()> {
        let m = syms.module();
        use Form::*;
        match form {
            Alloc => self.alloc(m, body_id),
            AllocaScope | ScopeReturn | Copy | Extract | Reshape | DmaStart | DmaWait => {
                self.simple(form)
            }
            AtomicYield => self.atomic_yield(),
            Unary => self.ranked_or_unranked_operand(),
            Load => self.load(),
            Store => self.store(),
            Dim => self.counts(2, 1),
            Cast => self.cast(),
            ReinterpretCast => self.reinterpret_cast(),
            Subview => self.subview(),
            View => self.view(),
            GetGlobal => self.get_global(syms, body_id),
            Global => self.global(),
            CollapseShape | ExpandShape => self.reshape_like(form == ExpandShape),
            AtomicRmw => self.atomic_rmw(),
            GenericAtomicRmw => self.generic_atomic_rmw(),
            Transpose => self.transpose(),
            Prefetch => self.prefetch(),
            AssumeAlignment => self.assume_alignment(),
            Realloc => self.realloc(),
        }
    }

    fn ranked_or_unranked_operand(&self) -> DResult<()> {
        let Some(&v) = self.operands().first() else {
            return self.op_err("requires operand #0");
        };
        if !layout::is_memref(self.ctx, self.ty(v)) {
            return self.op_err(format!(
                "operand #0 must be ranked or unranked memref of any type values, but got '{}'",
                self.text(self.ty(v))
            ));
        }
        Ok(())
    }

    fn simple(&self, form: Form) -> DResult<()> {
        match form {
            Form::Copy => {
                self.counts(2, 0)?;
                for i in 0..2 {
                    let ty = self.ty(self.operands()[i]);
                    if !layout::is_memref(self.ctx, ty) {
                        return self.op_err(format!(
                            "operand #{i} must be ranked or unranked memref of any type values, but got '{}'",
                            self.text(ty)
                        ));
                    }
                }
                Ok(())
            }
            Form::Extract => {
                let n = self.body.op(self.op).num_results as usize;
                match self.body.op(self.op).opcode {
                    Opcode::MemrefExtractAlignedPointerAsIndex => {
                        self.counts(1, 1)?;
                        self.ranked_or_unranked_operand()?;
                        let r = self.result(0).unwrap_or(TypeId::INDEX);
                        if r != TypeId::INDEX {
                            return self.op_err(format!(
                                "result #0 must be index, but got '{}'",
                                self.text(r)
                            ));
                        }
                    }
                    _ => {
                        let (_, src) = self.ranked_operand(0)?;
                        let want = 2 + 2 * src.shape.len();
                        if n != want {
                            return self
                                .op_err(format!("requires {want} result(s), but found {n}"));
                        }
                        for i in 1..n as u32 {
                            if self.result(i) != Some(TypeId::INDEX) {
                                return self.op_err(format!(
                                    "result #{i} must be index, but got '{}'",
                                    self.text(self.result(i).unwrap_or(TypeId::INDEX))
                                ));
                            }
                        }
                    }
                }
                Ok(())
            }
            Form::AllocaScope => {
                let regions = self.body.regions(self.op);
                if regions.len() != 1 {
                    return self.op_err("requires one region");
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn alloc(&self, m: &Module, body_id: BodyId) -> DResult<()> {
        let (ty, mr) = self.ranked_result()?;
        let _ = ty;
        let dynamic = super::segment(self.ctx, self.body, self.op, 0);
        let symbols = super::segment(self.ctx, self.body, self.op, 1);
        let (Some(dynamic), Some(symbols)) = (dynamic, symbols) else {
            return self.op_err("operand count does not match 'operandSegmentSizes'");
        };
        self.indices_are_index(0)?;
        let want = layout::num_dynamic(mr.shape);
        if dynamic.len() != want {
            return self.op_err(format!(
                "incorrect number of dynamic sizes, has {}, expected {want}",
                dynamic.len()
            ));
        }
        let nsym = layout::layout_symbols(self.ctx, mr.layout) as usize;
        if symbols.len() != nsym {
            return self.op_err(format!(
                "symbol operand count does not equal memref symbol count: expected {nsym}, got {}",
                symbols.len()
            ));
        }
        self.check_alignment_i64()?;
        if self.body.op(self.op).opcode == Opcode::MemrefAlloca && !self.in_alloc_scope(m, body_id)
        {
            return self.op_err("requires an ancestor op with AutomaticAllocationScope trait");
        }
        Ok(())
    }

    /// Whether an enclosing op (in this body or an enclosing one) has the
    /// automatic-allocation-scope trait.
    fn in_alloc_scope(&self, m: &Module, mut body_id: BodyId) -> bool {
        let mut body = self.body;
        let mut op = self.op;
        loop {
            let block = body.op(op).parent;
            let parent = if block.is_some() {
                body.block_parent_op(block)
            } else {
                Op::NONE
            };
            if parent.is_some() {
                if body.op(parent).opcode.has(traits::AUTOMATIC_ALLOC_SCOPE) {
                    return true;
                }
                op = parent;
                continue;
            }
            // Reached a root region: continue from the owning isolated op.
            if body_id == Module::TOP || body.owner.is_none() || body.parent.is_none() {
                return false;
            }
            op = body.owner;
            body_id = body.parent;
            body = m.body(body_id);
            if body.op(op).opcode.has(traits::AUTOMATIC_ALLOC_SCOPE) {
                return true;
            }
        }
    }

    /// `alignment`: a positive power of two (`i64` attribute).
    fn check_alignment_i64(&self) -> DResult<()> {
        if let Some(a) = self.attr("alignment") {
            let ok = matches!(self.ctx.attr_data(a), AttrData::Integer { ty, value }
                if *ty == TypeId::I64 && *value > 0 && (*value & (*value - 1)) == 0);
            if !ok {
                return self.op_err("attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0");
            }
        }
        Ok(())
    }

    fn load(&self) -> DResult<()> {
        let (_, mr) = self.ranked_operand(0)?;
        let n = self.operands().len() - 1;
        if n != mr.shape.len() {
            return self.op_err(format!(
                "incorrect number of indices for load, expected {} but got {n}",
                mr.shape.len()
            ));
        }
        self.indices_are_index(1)?;
        if self.result(0) != Some(mr.elem) {
            return self
                .op_err("failed to verify that result type matches element type of 'memref'");
        }
        self.check_alignment_i64()
    }

    fn store(&self) -> DResult<()> {
        if self.operands().len() < 2 {
            return self.op_err("expected at least 2 operands");
        }
        let (_, mr) = self.ranked_operand(1)?;
        if self.operands().len() - 2 != mr.shape.len() {
            return self.op_err("store index operand count not equal to memref rank");
        }
        self.indices_are_index(2)?;
        if self.ty(self.operands()[0]) != mr.elem {
            return self
                .op_err("failed to verify that type of 'value' matches element type of 'memref'");
        }
        self.check_alignment_i64()
    }

    fn cast(&self) -> DResult<()> {
        self.counts(1, 1)?;
        let from = self.ty(self.operands()[0]);
        let to = self.result(0).unwrap_or(from);
        let ok = if self.body.op(self.op).opcode == Opcode::MemrefCast {
            cast_compatible(self.ctx, from, to)
        } else {
            memory_space_cast_compatible(self.ctx, from, to)
        };
        if !ok {
            return self.op_err(format!(
                "operand type '{}' and result type '{}' are cast incompatible",
                self.text(from),
                self.text(to)
            ));
        }
        Ok(())
    }

    /// The static offsets, sizes and strides of a subview or
    /// reinterpret_cast, after the operand-count checks MLIR's
    /// `OffsetSizeAndStrideOpInterface` makes.
    fn mixed_lists(&self) -> DResult<[&[i128]; 3]> {
        let get = |name| dense_ints(self.ctx, self.attr(name));
        let (Some(o), Some(s), Some(t)) =
            (get(STATIC_OFFSETS), get(STATIC_SIZES), get(STATIC_STRIDES))
        else {
            return self.op_err(
                "requires attributes 'static_offsets', 'static_sizes' and 'static_strides'",
            );
        };
        for (i, (list, what)) in [(o, "offset"), (s, "size"), (t, "stride")]
            .into_iter()
            .enumerate()
        {
            let dynamic = super::segment(self.ctx, self.body, self.op, i + 1);
            let n_dyn = list.iter().filter(|&&v| v == DYNAMIC as i128).count();
            if dynamic.map(|d| d.len()) != Some(n_dyn) {
                return self.op_err(format!("expected {n_dyn} dynamic {what} values"));
            }
        }
        self.indices_are_index(1)?;
        if self.body.op(self.op).opcode == Opcode::MemrefSubview && o.len() != s.len() {
            return self.err(format!(
                "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
                o.len(),
                s.len()
            ));
        }
        if s.len() != t.len() {
            return self.err(format!(
                "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
                s.len(),
                t.len()
            ));
        }
        Ok([o, s, t])
    }

    fn reinterpret_cast(&self) -> DResult<()> {
        let Some(&src) = self.operands().first() else {
            return self.op_err("requires operand #0");
        };
        let src_ty = self.ty(src);
        let Some((src_elem, src_space)) = layout::elem_and_space(self.ctx, src_ty) else {
            return self.op_err(format!(
                "operand #0 must be ranked or unranked memref of any type values, but got '{}'",
                self.text(src_ty)
            ));
        };
        let (res_ty, res) = self.ranked_result()?;
        let [offsets, sizes, strides] = self.mixed_lists()?;
        if offsets.len() != 1 {
            return self.op_err(format!("expected 1 offset values, got {}", offsets.len()));
        }
        if sizes.len() != res.shape.len() {
            return self.op_err(format!(
                "expected {} size values, got {}",
                res.shape.len(),
                sizes.len()
            ));
        }
        if src_space != res.memory_space {
            return self.err(format!(
                "different memory spaces specified for source type '{}' and result memref type '{}'",
                self.text(src_ty),
                self.text(res_ty)
            ));
        }
        if src_elem != res.elem {
            return self.err(format!(
                "different element types specified for source type '{}' and result memref type '{}'",
                self.text(src_ty),
                self.text(res_ty)
            ));
        }
        for (i, (&got, &want)) in res.shape.iter().zip(sizes).enumerate() {
            if got != DYNAMIC && got as i128 != want {
                return self.err(format!(
                    "expected result type with size = {} instead of {got} in dim = {i}",
                    dyn_text(want)
                ));
            }
        }
        let Some((res_strides, res_offset)) = layout::strides_and_offset(self.ctx, res_ty) else {
            return self.err(format!(
                "expected result type to have strided layout but found '{}'",
                self.text(res_ty)
            ));
        };
        if res_offset != DYNAMIC && res_offset as i128 != offsets[0] {
            return self.err(format!(
                "expected result type with offset = {} instead of {res_offset}",
                dyn_text(offsets[0])
            ));
        }
        for (i, (&got, &want)) in res_strides.iter().zip(strides).enumerate() {
            if got != DYNAMIC && got as i128 != want {
                return self.err(format!(
                    "expected result type with stride = {} instead of {got} in dim = {i}",
                    dyn_text(want)
                ));
            }
        }
        Ok(())
    }

    fn subview(&self) -> DResult<()> {
        let (src_ty, src) = self.ranked_operand(0)?;
        let (res_ty, res) = self.ranked_result()?;
        let [offsets, sizes, strides] = self.mixed_lists()?;
        if offsets.len() != src.shape.len() {
            return self.op_err(format!(
                "expected {} offset values, got {}",
                src.shape.len(),
                offsets.len()
            ));
        }
        let to_i64 = |v: &[i128]| v.iter().map(|&x| x as i64).collect::<Vec<_>>();
        let (offsets, sizes, strides) = (to_i64(offsets), to_i64(sizes), to_i64(strides));
        if src.memory_space != res.memory_space {
            return self.err(format!(
                "different memory spaces specified for base memref type '{}' and subview memref type '{}'",
                self.text(src_ty),
                self.text(res_ty)
            ));
        }
        let Some(expected) = layout::subview_type(self.ctx, src_ty, &offsets, &sizes, &strides)
        else {
            return self.err(format!(
                "expected base type to have strided layout but found '{}'",
                self.text(src_ty)
            ));
        };
        if res.elem != src.elem {
            return self.err(format!(
                "expected result element type to be '{}', but got '{}'",
                self.text(src.elem),
                self.text(res_ty)
            ));
        }
        if res.shape.len() > src.shape.len() {
            return self.err(format!(
                "expected result rank to be smaller or equal to the source rank, but got '{}'",
                self.text(res_ty)
            ));
        }
        let mismatch = |what: &str| {
            self.err(format!(
                "expected result type to be '{}' or a rank-reduced version. (mismatch of result {what}), but got '{}'",
                self.text(expected),
                self.text(res_ty)
            ))
        };
        // Which unit dimensions are dropped: like MLIR, match strides by
        // their number of occurrences.
        let Some(kept) = kept_dims(&sizes, res.shape) else {
            return mismatch("sizes");
        };
        let (exp_strides, exp_offset) =
            layout::strides_and_offset(self.ctx, expected).unwrap_or_default();
        let Some((res_strides, res_offset)) = layout::strides_and_offset(self.ctx, res_ty) else {
            return mismatch("layout");
        };
        if res_offset != exp_offset {
            return mismatch("layout");
        }
        let kept = match kept {
            Kept::Exact => (0..sizes.len()).collect::<Vec<_>>(),
            Kept::Candidates(units) => {
                match choose_dropped(&sizes, &exp_strides, &res_strides, &units) {
                    Some(k) => k,
                    None => return mismatch("layout"),
                }
            }
        };
        if kept.len() != res_strides.len()
            || kept
                .iter()
                .zip(&res_strides)
                .any(|(&d, &s)| exp_strides[d] != s)
        {
            return mismatch("layout");
        }
        Ok(())
    }

    fn view(&self) -> DResult<()> {
        let (src_ty, src) = self.ranked_operand(0)?;
        let (res_ty, res) = self.ranked_result()?;
        if self.operands().len() < 2 {
            return self.op_err("requires a byte shift operand");
        }
        self.indices_are_index(1)?;
        if !layout::is_identity_layout(self.ctx, src.layout) {
            return self.err(format!(
                "unsupported map for base memref type '{}'",
                self.text(src_ty)
            ));
        }
        if !layout::is_identity_layout(self.ctx, res.layout) {
            return self.err(format!(
                "unsupported map for result memref type '{}'",
                self.text(res_ty)
            ));
        }
        if src.memory_space != res.memory_space {
            return self.err(format!(
                "different memory spaces specified for base memref type '{}' and view memref type '{}'",
                self.text(src_ty),
                self.text(res_ty)
            ));
        }
        let have = self.operands().len() - 2;
        let want = layout::num_dynamic(res.shape);
        if have != want {
            return self.op_err(format!(
                "incorrect number of dynamic sizes, has {have}, expected {want}"
            ));
        }
        Ok(())
    }

    /// The named global must exist in the nearest enclosing symbol table
    /// (a linear scan of that table's ops, as MLIR's uncached lookup) and
    /// have the result's type.
    fn get_global(&self, syms: &Symbols<'_>, body_id: BodyId) -> DResult<()> {
        self.counts(0, 1)?;
        let Some(AttrData::SymbolRef { root, nested }) =
            self.attr("name").map(|a| self.ctx.attr_data(a))
        else {
            return self.op_err("requires attribute 'name'");
        };
        let name = self.ctx.str(*root);
        let found = syms
            .lookup(self.ctx, body_id, *root)
            .filter(|&(b, o)| syms.module().body(b).op(o).opcode == Opcode::MemrefGlobal);
        let global_ty = found.and_then(|(b, g)| {
            let tb = syms.module().body(b);
            match crate::dialect::dict_lookup(self.ctx, tb.op(g).attrs, "type")
                .map(|a| self.ctx.attr_data(a))
            {
                Some(AttrData::Type(t)) => Some(*t),
                _ => None,
            }
        });
        let (Some(global_ty), true) = (global_ty, nested.is_empty()) else {
            return self.op_err(format!("'{name}' does not reference a valid global memref"));
        };
        let res = self.result(0).unwrap_or(global_ty);
        if res != global_ty {
            let mut sym = String::new();
            crate::syntax::print_symbol_name(name, &mut sym);
            return self.op_err(format!(
                "result type '{}' does not match type '{}' of the global memref @{sym}",
                self.text(res),
                self.text(global_ty)
            ));
        }
        Ok(())
    }

    fn global(&self) -> DResult<()> {
        let Some(AttrData::Type(ty)) = self.attr("type").map(|a| self.ctx.attr_data(a)) else {
            return self.op_err("requires attribute 'type'");
        };
        let ty = *ty;
        let static_shape = ranked(self.ctx, ty).filter(|m| !m.shape.contains(&DYNAMIC));
        let Some(mr) = static_shape else {
            return self.op_err(format!(
                "type should be static shaped memref, but got '{}'",
                self.text(ty)
            ));
        };
        if let Some(init) = self.attr("initial_value") {
            match self.ctx.attr_data(init) {
                AttrData::Unit => {}
                AttrData::DenseElements { ty: init_ty, .. } => {
                    let want = self.ctx.intern_type(TypeData::RankedTensor {
                        shape: mr.shape.into(),
                        elem: mr.elem,
                        encoding: None,
                    });
                    if *init_ty != want {
                        return self.op_err(format!(
                            "initial value expected to be of type '{}', but was of type '{}'",
                            self.text(want),
                            self.text(*init_ty)
                        ));
                    }
                }
                AttrData::Opaque { .. } => {}
                _ => {
                    let mut msg = String::from(
                        "initial value should be a unit or elements attribute, but got ",
                    );
                    crate::syntax::print_attr(self.ctx, init, &mut msg);
                    return self.op_err(msg);
                }
            }
        }
        if let Some(a) = self.attr("alignment") {
            let ok = matches!(self.ctx.attr_data(a), AttrData::Integer { value, .. }
                if *value > 0 && (*value & (*value - 1)) == 0);
            if !ok {
                return self.op_err(format!(
                    "alignment attribute value {} is not a power of 2",
                    int_value(self.ctx, Some(a)).unwrap_or(0)
                ));
            }
        }
        Ok(())
    }

    fn reshape_like(&self, expand: bool) -> DResult<()> {
        let (_, src) = self.ranked_operand(0)?;
        let (_, res) = self.ranked_result()?;
        let Some(groups) = super::reassociation(self.ctx, self.attr("reassociation")) else {
            return self.op_err("requires attribute 'reassociation'");
        };
        let (collapsed, expanded) = if expand {
            (src.shape, res.shape)
        } else {
            (res.shape, src.shape)
        };
        if expand {
            let statics = dense_ints(self.ctx, self.attr(STATIC_OUTPUT_SHAPE)).unwrap_or(&[]);
            if statics.len() != expanded.len() {
                return self.op_err(format!(
                    "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
                    expanded.len(),
                    statics.len()
                ));
            }
            self.indices_are_index(1)?;
        }
        if groups.len() != collapsed.len() {
            return self.op_err(format!(
                "invalid number of reassociation groups: found {}, expected {}",
                groups.len(),
                collapsed.len()
            ));
        }
        // Groups must cover the expanded dimensions in order.
        // Collapsing to rank 0 (`[]`) needs only unit dimensions.
        if groups.is_empty() && collapsed.is_empty() {
            if expanded.iter().all(|&d| d == 1) {
                return Ok(());
            }
            return self.op_err("invalid number of reassociation groups: found 0, expected 0");
        }
        let mut next = 0i64;
        for g in &groups {
            for &d in g {
                if d != next {
                    return self.op_err("expected reassociation map #0 to be valid and contiguous");
                }
                next += 1;
            }
        }
        if next as usize != expanded.len() {
            return self.op_err(format!(
                "expected reassociation map to cover all {} dimensions of the expanded type",
                expanded.len()
            ));
        }
        for (g, &c) in groups.iter().zip(collapsed) {
            let dims = g.iter().map(|&d| expanded[d as usize]);
            let dynamic = dims.clone().any(|d| d == DYNAMIC);
            if dynamic != (c == DYNAMIC) {
                return self.op_err(format!(
                    "collapsed dim ({}) must be dynamic if and only if reassociation group is dynamic",
                    dyn_text(c as i128)
                ));
            }
            if !dynamic {
                let product: i64 = dims.product();
                if product != c {
                    return self.op_err(format!(
                        "collapsed dim size ({c}) must equal reassociation group size ({product})"
                    ));
                }
            }
        }
        Ok(())
    }

    fn atomic_rmw(&self) -> DResult<()> {
        if self.operands().len() < 2 {
            return self.op_err("expected at least 2 operands");
        }
        let (_, mr) = self.ranked_operand(1)?;
        if self.operands().len() - 2 != mr.shape.len() {
            return self.op_err("expects the number of subscripts to be equal to memref rank");
        }
        self.indices_are_index(2)?;
        let value = self.ty(self.operands()[0]);
        let is_float = matches!(self.ctx.type_data(value), TypeData::Float(_));
        let is_int = matches!(self.ctx.type_data(value), TypeData::Integer { .. });
        if !is_float && !is_int {
            return self.op_err(format!(
                "operand #0 must be signless integer or floating-point, but got '{}'",
                self.text(value)
            ));
        }
        if self.result(0) != Some(value) {
            return self.op_err("failed to verify that all of {value, result} have same type");
        }
        if mr.elem != value {
            return self.op_err("failed to verify that value type matches element type of memref");
        }
        let Some(kind) = int_value(self.ctx, self.attr("kind"))
            .and_then(|k| usize::try_from(k).ok())
            .filter(|&k| k < ATOMIC_RMW_KINDS.len())
        else {
            return self.op_err("requires attribute 'kind'");
        };
        match super::atomic_kind_is_float(kind) {
            Some(true) if !is_float => self.op_err(format!(
                "with kind '{}' expects a floating-point type",
                ATOMIC_RMW_KINDS[kind]
            )),
            Some(false) if !is_int => self.op_err(format!(
                "with kind '{}' expects an integer type",
                ATOMIC_RMW_KINDS[kind]
            )),
            _ => Ok(()),
        }
    }

    fn generic_atomic_rmw(&self) -> DResult<()> {
        // MLIR leaves the index count unchecked here; the lowering
        // reports a mismatch.
        self.ranked_operand(0)?;
        self.indices_are_index(1)?;
        let Some(&region) = self.body.regions(self.op).first() else {
            return self.op_err("requires one region");
        };
        let Some(entry) = self.body.entry_block(region) else {
            return self.op_err("expected single number of entry block arguments");
        };
        let args = self.body.block_args(entry);
        if args.len() != 1 {
            return self.op_err("expected single number of entry block arguments");
        }
        if Some(self.ty(args[0])) != self.result(0) {
            return self.op_err("expected block argument of the same type result type");
        }
        let impure = self
            .body
            .region_blocks(region)
            .flat_map(|b| self.body.block_ops(b))
            .find(|&o| !self.body.op(o).opcode.has(traits::PURE));
        if let Some(o) = impure {
            let loc = crate::verify::src_loc(self.ctx, self.body.op(o).loc);
            return Err(Diag::error(
                loc,
                "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
            ));
        }
        Ok(())
    }

    fn atomic_yield(&self) -> DResult<()> {
        self.counts(1, 0)?;
        let block = self.body.op(self.op).parent;
        let parent = if block.is_some() {
            self.body.block_parent_op(block)
        } else {
            Op::NONE
        };
        if parent.is_none() || self.body.op(parent).opcode != Opcode::MemrefGenericAtomicRmw {
            return self.op_err("expects parent op 'memref.generic_atomic_rmw'");
        }
        let got = self.ty(self.operands()[0]);
        let want = self.body.value_type(self.body.result(parent, 0));
        if got != want {
            return self.op_err(format!(
                "types mismatch between yield op: '{}' and its parent: '{}'",
                self.text(got),
                self.text(want)
            ));
        }
        Ok(())
    }

    fn transpose(&self) -> DResult<()> {
        let (src_ty, src) = self.ranked_operand(0)?;
        let (res_ty, res) = self.ranked_result()?;
        let Some(AttrData::AffineMap(map)) =
            self.attr("permutation").map(|a| self.ctx.attr_data(a))
        else {
            return self.op_err("requires attribute 'permutation'");
        };
        let Some(perm) = permutation(map) else {
            return self.op_err("expected a permutation map");
        };
        if perm.len() != src.shape.len() {
            return self.op_err("expected a permutation map of same rank as the input");
        }
        let Some((strides, offset)) = layout::strides_and_offset(self.ctx, src_ty) else {
            return self.op_err(format!(
                "result type '{}' is not equivalent to the canonical transposed input type",
                self.text(res_ty)
            ));
        };
        let shape: Vec<i64> = perm.iter().map(|&p| src.shape[p]).collect();
        let new_strides: Vec<i64> = perm.iter().map(|&p| strides[p]).collect();
        let canonical = layout::memref_type(
            self.ctx,
            &shape,
            src.elem,
            Some(strided_map_attr(self.ctx, &new_strides, offset)),
            src.memory_space,
        );
        let same_layout = layout::strides_and_offset(self.ctx, res_ty)
            .is_some_and(|(s, o)| s == new_strides && o == offset);
        if *res.shape != *shape
            || res.elem != src.elem
            || res.memory_space != src.memory_space
            || !same_layout
        {
            return self.op_err(format!(
                "result type '{}' is not equivalent to the canonical transposed input type '{}'",
                self.text(res_ty),
                self.text(canonical)
            ));
        }
        Ok(())
    }

    fn prefetch(&self) -> DResult<()> {
        let (_, mr) = self.ranked_operand(0)?;
        let locality = int_value(self.ctx, self.attr("localityHint"));
        if !locality.is_some_and(|l| (0..=3).contains(&l)) {
            return self.op_err("attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3");
        }
        if self.operands().len() - 1 != mr.shape.len() {
            return self.op_err("too few indices");
        }
        self.indices_are_index(1)
    }

    fn assume_alignment(&self) -> DResult<()> {
        self.counts(1, 1)?;
        let (ty, _) = self.ranked_operand(0)?;
        if self.result(0) != Some(ty) {
            return self.op_err("failed to verify that all of {memref, result} have same type");
        }
        let align = int_value(self.ctx, self.attr("alignment")).unwrap_or(0);
        if align <= 0 {
            return self.op_err("attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive");
        }
        if align & (align - 1) != 0 {
            return self.op_err("alignment must be power of 2");
        }
        Ok(())
    }

    fn realloc(&self) -> DResult<()> {
        let (src_ty, src) = self.ranked_operand(0)?;
        let (res_ty, res) = self.ranked_result()?;
        if !layout::is_identity_layout(self.ctx, src.layout) {
            return self.err(format!(
                "unsupported layout for source memref type '{}'",
                self.text(src_ty)
            ));
        }
        if !layout::is_identity_layout(self.ctx, res.layout) {
            return self.err(format!(
                "unsupported layout for result memref type '{}'",
                self.text(res_ty)
            ));
        }
        if src.memory_space != res.memory_space {
            return self.err(format!(
                "different memory spaces specified for source memref type '{}' and result memref type '{}'",
                self.text(src_ty),
                self.text(res_ty)
            ));
        }
        if src.elem != res.elem {
            return self.err(format!(
                "different element types specified for source memref type '{}' and result memref type '{}'",
                self.text(src_ty),
                self.text(res_ty)
            ));
        }
        let dynamic = layout::num_dynamic(res.shape) > 0;
        let has_size = self.operands().len() == 2;
        if dynamic && !has_size {
            return self.err(format!(
                "missing dimension operand for result type '{}'",
                self.text(res_ty)
            ));
        }
        if !dynamic && has_size {
            return self.err(format!(
                "unnecessary dimension operand for result type '{}'",
                self.text(res_ty)
            ));
        }
        self.check_alignment_i64()
    }
}

/// `dynamic` for MLIR's `ShapedType::kDynamic`, the number otherwise.
fn dyn_text(v: i128) -> String {
    if v == DYNAMIC as i128 {
        "dynamic".into()
    } else {
        v.to_string()
    }
}

/// `memref.cast` compatibility (MLIR's `CastOp::areCastCompatible`).
pub fn cast_compatible(ctx: &Context, a: TypeId, b: TypeId) -> bool {
    match (ranked(ctx, a), ranked(ctx, b)) {
        (Some(x), Some(y)) => {
            if x.elem != y.elem
                || x.memory_space != y.memory_space
                || x.shape.len() != y.shape.len()
            {
                return false;
            }
            let dim_ok = |p: i64, q: i64| p == q || p == DYNAMIC || q == DYNAMIC;
            if !x.shape.iter().zip(y.shape).all(|(&p, &q)| dim_ok(p, q)) {
                return false;
            }
            if layout::canonical_layout(ctx, a) == layout::canonical_layout(ctx, b) {
                return true;
            }
            match (
                layout::strides_and_offset(ctx, a),
                layout::strides_and_offset(ctx, b),
            ) {
                (Some((sa, oa)), Some((sb, ob))) => {
                    dim_ok(oa, ob)
                        && sa.len() == sb.len()
                        && sa.iter().zip(&sb).all(|(&p, &q)| dim_ok(p, q))
                }
                _ => false,
            }
        }
        _ => match (
            layout::elem_and_space(ctx, a),
            layout::elem_and_space(ctx, b),
        ) {
            // Ranked to unranked or back; unranked to unranked is not a cast.
            (Some(x), Some(y)) => {
                x == y
                    && !(matches!(ctx.type_data(a), TypeData::UnrankedMemRef { .. })
                        && matches!(ctx.type_data(b), TypeData::UnrankedMemRef { .. }))
            }
            _ => false,
        },
    }
}

/// `memref.memory_space_cast`: the same memref type apart from the memory
/// space.
pub fn memory_space_cast_compatible(ctx: &Context, a: TypeId, b: TypeId) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef {
                shape: s1,
                elem: e1,
                layout: l1,
                ..
            },
            TypeData::MemRef {
                shape: s2,
                elem: e2,
                layout: l2,
                ..
            },
        ) => s1 == s2 && e1 == e2 && l1 == l2,
        (TypeData::UnrankedMemRef { elem: e1, .. }, TypeData::UnrankedMemRef { elem: e2, .. }) => {
            e1 == e2
        }
        _ => false,
    }
}

enum Kept {
    Exact,
    /// Rank-reduced: the unit dimensions that may have been dropped.
    Candidates(Vec<usize>),
}

/// Matches the result shape against the subview sizes: equal, or the sizes
/// with some unit dimensions dropped.
fn kept_dims(sizes: &[i64], result: &[i64]) -> Option<Kept> {
    if sizes == result {
        return Some(Kept::Exact);
    }
    // Subsequence match where skipped sizes must be 1.
    let mut r = 0;
    for &s in sizes {
        if r < result.len() && result[r] == s {
            r += 1;
        } else if s != 1 {
            return None;
        }
    }
    if r != result.len() {
        return None;
    }
    let units = sizes
        .iter()
        .enumerate()
        .filter(|(_, &s)| s == 1)
        .map(|(i, _)| i)
        .collect();
    Some(Kept::Candidates(units))
}

/// Picks the dropped unit dimensions by stride occurrence counts, as MLIR's
/// `computeMemRefRankReductionMask` does; returns the kept dimensions.
fn choose_dropped(
    sizes: &[i64],
    expected: &[i64],
    result: &[i64],
    units: &[usize],
) -> Option<Vec<usize>> {
    let count = |list: &[i64], s: i64| list.iter().filter(|&&x| x == s).count();
    let mut remaining: Vec<(i64, usize)> = Vec::new();
    let mut dropped = vec![false; sizes.len()];
    for &d in units {
        let s = expected[d];
        let cur = match remaining.iter_mut().find(|(k, _)| *k == s) {
            Some((_, c)) => c,
            None => {
                remaining.push((s, count(expected, s)));
                &mut remaining.last_mut()?.1
            }
        };
        if *cur > count(result, s) {
            *cur -= 1;
            dropped[d] = true;
        }
    }
    let kept: Vec<usize> = (0..sizes.len()).filter(|&d| !dropped[d]).collect();
    (kept.len() == result.len()).then_some(kept)
}

/// The dimension order of a permutation map (`(d0, d1) -> (d1, d0)` →
/// `[1, 0]`), or `None` when it is not one.
fn permutation(map: &AffineMap) -> Option<Vec<usize>> {
    if map.num_symbols != 0 || map.results.len() != map.num_dims as usize {
        return None;
    }
    let mut seen = vec![false; map.results.len()];
    map.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) if !std::mem::replace(seen.get_mut(*d as usize)?, true) => {
                Some(*d as usize)
            }
            _ => None,
        })
        .collect()
}

/// The affine map MLIR prints for a strided layout in diagnostics
/// (`(d0, d1)[s0] -> (d0 + d1 * s0)`): dynamic offset and strides become
/// symbols, offset first.
fn strided_map_attr(ctx: &Context, strides: &[i64], offset: i64) -> crate::ids::AttrId {
    let mut symbols = 0u32;
    let mut next_symbol = || {
        symbols += 1;
        AffineExpr::Symbol(symbols - 1)
    };
    let mut expr: Option<AffineExpr> = None;
    let offset_term = match offset {
        0 => None,
        DYNAMIC => Some(next_symbol()),
        c => Some(AffineExpr::Const(c)),
    };
    let mut terms = Vec::new();
    for (i, &s) in strides.iter().enumerate() {
        let dim = AffineExpr::Dim(i as u32);
        terms.push(match s {
            1 => dim,
            DYNAMIC => AffineExpr::Mul(Box::new(dim), Box::new(next_symbol())),
            c => AffineExpr::Mul(Box::new(dim), Box::new(AffineExpr::Const(c))),
        });
    }
    for t in terms.into_iter().chain(offset_term) {
        expr = Some(match expr {
            None => t,
            Some(e) => AffineExpr::Add(Box::new(e), Box::new(t)),
        });
    }
    ctx.intern_attr(AttrData::AffineMap(AffineMap {
        num_dims: strides.len() as u32,
        num_symbols: symbols,
        results: vec![expr.unwrap_or(AffineExpr::Const(0))].into(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_reduction_drops_unit_dims_by_stride_count() {
        // memref<1x4xf32, strided<[8, 1]>> → memref<4xf32, strided<[1]>>
        assert!(matches!(kept_dims(&[1, 4], &[4]), Some(Kept::Candidates(ref u)) if u == &[0]));
        assert_eq!(choose_dropped(&[1, 4], &[8, 1], &[1], &[0]), Some(vec![1]));
        assert!(kept_dims(&[2, 4], &[4]).is_none());
    }

    #[test]
    fn permutations_are_recognised() {
        let m = AffineMap {
            num_dims: 2,
            num_symbols: 0,
            results: vec![AffineExpr::Dim(1), AffineExpr::Dim(0)].into(),
        };
        assert_eq!(permutation(&m), Some(vec![1, 0]));
        let bad = AffineMap {
            num_dims: 2,
            num_symbols: 0,
            results: vec![AffineExpr::Dim(1), AffineExpr::Dim(1)].into(),
        };
        assert_eq!(permutation(&bad), None);
    }
}
