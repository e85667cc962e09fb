//! `convert-arith-to-llvm`: arith ops to LLVM dialect ops, with MLIR's
//! expansions (ceil/floor division, extended arithmetic) and n-D vectors
//! unrolled into their 1-D rows.

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues, EnumKind};
use strata_ir::body::OpData;
use strata_ir::{AttrId, Diag, Dialect, Op, Opcode, TypeData, TypeId, Value};

use super::rewriter::{BodyRewriter, Want};
use super::Patterns;

pub struct ArithPatterns;

/// Which flags an arith op carries over to its LLVM op.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Flags {
    None,
    Overflow,
    FastMath,
}

/// What `arith.divui` becomes. The `mutate-divui` feature (tests only)
/// plants a known miscompilation, `llvm.sdiv`, that difftest must find.
#[cfg(not(feature = "mutate-divui"))]
const DIVUI_LOWERING: Opcode = Opcode::LlvmUdiv;
#[cfg(feature = "mutate-divui")]
const DIVUI_LOWERING: Opcode = Opcode::LlvmSdiv;

/// Ops that map one-to-one onto an LLVM op of the same shape. Inlined: on
/// the fast path the match becomes a table read.
#[inline]
fn one_to_one(op: Opcode) -> Option<(Opcode, Flags)> {
    use Opcode::*;
    Some(match op {
        ArithAddi => (LlvmAdd, Flags::Overflow),
        ArithSubi => (LlvmSub, Flags::Overflow),
        ArithMuli => (LlvmMul, Flags::Overflow),
        ArithShli => (LlvmShl, Flags::Overflow),
        ArithDivsi => (LlvmSdiv, Flags::None),
        ArithDivui => (DIVUI_LOWERING, Flags::None),
        ArithRemsi => (LlvmSrem, Flags::None),
        ArithRemui => (LlvmUrem, Flags::None),
        ArithAndi => (LlvmAnd, Flags::None),
        ArithOri => (LlvmOr, Flags::None),
        ArithXori => (LlvmXor, Flags::None),
        ArithShrsi => (LlvmAshr, Flags::None),
        ArithShrui => (LlvmLshr, Flags::None),
        ArithMaxsi => (IntrSmax, Flags::None),
        ArithMinsi => (IntrSmin, Flags::None),
        ArithMaxui => (IntrUmax, Flags::None),
        ArithMinui => (IntrUmin, Flags::None),
        ArithAddf => (LlvmFadd, Flags::FastMath),
        ArithSubf => (LlvmFsub, Flags::FastMath),
        ArithMulf => (LlvmFmul, Flags::FastMath),
        ArithDivf => (LlvmFdiv, Flags::FastMath),
        ArithRemf => (LlvmFrem, Flags::FastMath),
        ArithMaximumf => (IntrMaximum, Flags::FastMath),
        ArithMinimumf => (IntrMinimum, Flags::FastMath),
        ArithMaxnumf => (IntrMaxnum, Flags::FastMath),
        ArithMinnumf => (IntrMinnum, Flags::FastMath),
        ArithNegf => (LlvmFneg, Flags::FastMath),
        ArithExtf => (LlvmFpext, Flags::None),
        ArithTruncf => (LlvmFptrunc, Flags::None),
        ArithExtsi => (LlvmSext, Flags::None),
        ArithExtui => (LlvmZext, Flags::None),
        ArithTrunci => (LlvmTrunc, Flags::Overflow),
        ArithFptosi => (LlvmFptosi, Flags::None),
        ArithFptoui => (LlvmFptoui, Flags::None),
        ArithSitofp => (LlvmSitofp, Flags::None),
        ArithUitofp => (LlvmUitofp, Flags::None),
        ArithBitcast => (LlvmBitcast, Flags::None),
        ArithCmpi => (LlvmIcmp, Flags::None),
        ArithCmpf => (LlvmFcmp, Flags::FastMath),
        ArithSelect => (LlvmSelect, Flags::FastMath),
        _ => return None,
    })
}

/// arith's fastmath bits (reassoc first) to the LLVM dialect's (nnan first).
pub fn arith_to_llvm_fastmath(bits: u64) -> u64 {
    const MAP: [(u64, u64); 7] = [
        (1, 64),  // reassoc
        (2, 1),   // nnan
        (4, 2),   // ninf
        (8, 4),   // nsz
        (16, 8),  // arcp
        (32, 16), // contract
        (64, 32), // afn
    ];
    MAP.iter()
        .filter(|(a, _)| bits & a != 0)
        .fold(0, |acc, (_, l)| acc | l)
}

impl Patterns for ArithPatterns {
    fn dialect(&self) -> Dialect {
        Dialect::Arith
    }

    fn scalar_fast_path(&self) -> bool {
        true
    }

    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
        let opcode = rw.old.op(op).opcode;
        // MLIR's conversion tries the op's folders before any pattern.
        if let Some(done) = super::arith_fold::fold_and_apply(rw, op, emit_changed) {
            return Ok(done);
        }
        if let Some(done) = scalar_one_to_one(rw, op, opcode) {
            return Ok(done);
        }
        rewrite_general(rw, op, opcode)
    }
}

/// Every arith op the scalar fast path leaves. Kept out of line: its frame
/// (vectors of types and operands, the expansions) would otherwise be set
/// up for every op, fast path included.
#[inline(never)]
fn rewrite_general(rw: &mut BodyRewriter, op: Op, opcode: Opcode) -> Result<bool, Diag> {
    if opcode == Opcode::ArithSelect {
        if let Some(done) = select_one_to_n(rw, op) {
            return Ok(done);
        }
    }
    // Every operand and result type must convert.
    let mut result_types: SmallVec<[TypeId; 2]> = SmallVec::new();
    for r in rw.old.results(op) {
        match rw.convert_type(rw.old.value_type(r)) {
            Some(t) => result_types.push(t),
            None => return Ok(false),
        }
    }
    for &o in rw.old.operands(op) {
        if rw.convert_type(rw.old.value_type(o)).is_none() {
            return Ok(false);
        }
    }
    if crate::type_converter::declines_small_floats(rw.ctx, rw.old, op, opcode) {
        return Ok(false);
    }
    match opcode {
        Opcode::ArithConstant => Ok(constant(rw, op, result_types[0])),
        Opcode::ArithIndexCast => Ok(index_cast(rw, op, result_types[0], true)),
        Opcode::ArithBitcast if same_converted_type(rw, op, result_types[0]) => {
            // `llvm.bitcast` between equal types folds away.
            let v = rw.converted(rw.old.operands(op)[0]);
            rw.map_results(op, &[v]);
            Ok(true)
        }
        Opcode::ArithTruncf if rounding_mode(rw, op).is_some() => {
            Ok(constrained_truncf(rw, op, result_types[0]))
        }
        Opcode::ArithAddf | Opcode::ArithSubf | Opcode::ArithMulf | Opcode::ArithDivf
            if rounding_mode(rw, op).is_some() =>
        {
            Ok(constrained_arith(rw, op, opcode, result_types[0]))
        }
        Opcode::ArithIndexCastui => Ok(index_cast(rw, op, result_types[0], false)),
        Opcode::ArithCeildivsi | Opcode::ArithFloordivsi | Opcode::ArithCeildivui => Ok(
            super::div_expansion::expand(rw, op, opcode, result_types[0]),
        ),
        Opcode::ArithAdduiExtended => Ok(addui_extended(rw, op, &result_types)),
        Opcode::ArithMulsiExtended | Opcode::ArithMuluiExtended => Ok(mul_extended(
            rw,
            op,
            opcode == Opcode::ArithMulsiExtended,
            &result_types,
        )),
        _ => match one_to_one(opcode) {
            Some((llvm, flags)) => Ok(elementwise(rw, op, llvm, flags, result_types[0])),
            None => Ok(false),
        },
    }
}

/// Converts op `op` as an in-place fold left it (`view`: its operands
/// reordered or looked through, `cmpi`'s predicate swapped): the one-to-one
/// lowering of the changed op. False when its types do not convert.
fn emit_changed(rw: &mut BodyRewriter, op: Op, view: &super::arith_fold::View) -> bool {
    let Some((llvm, flags)) = one_to_one(view.opcode) else {
        return false;
    };
    let Some(result) = rw.converted_type(rw.old.result(op, 0)) else {
        return false;
    };
    if view.ops().iter().any(|&v| rw.converted_type(v).is_none()) {
        return false;
    }
    let mut attrs = carried_attrs(rw, op, llvm, flags);
    if let Some(p) = view.predicate {
        attrs = super::arith_fold::with_predicate(rw.ctx, attrs, rw.names.predicate, p);
    }
    let operands = rw.operands(view.ops(), Want::Converted);
    match emit(rw, llvm, &operands, result, attrs) {
        Some(r) => {
            rw.map_results(op, &[r]);
            true
        }
        None => false,
    }
}

/// The common case of lowered arithmetic, in one step: a one-to-one op on
/// builtin scalars that the converter leaves as they are, or on `index`
/// (see `FastTypes`), whose one or two operands are already rewritten with
/// their converted types. It emits exactly what the general path
/// (`elementwise`) would; `None` leaves every other op to that path.
fn scalar_one_to_one(rw: &mut BodyRewriter, op: Op, _opcode: Opcode) -> Option<bool> {
    let old = rw.old;
    scalar_fast(rw, op, old.op(op)).then_some(true)
}

/// `scalar_one_to_one` for op `op` whose data is `d`, with the location
/// set here: what the driver calls for every op of a dialect whose set
/// says `scalar_fast_path` (no dispatch, no `Result`), so it reads each
/// arena slot once. `false`: not this case, nothing was done.
#[inline]
pub(crate) fn scalar_fast(rw: &mut BodyRewriter, op: Op, d: &OpData) -> bool {
    // `select` may be 1:N, `bitcast` may fold, `truncf` may be constrained:
    // those keep their own rules.
    if matches!(
        d.opcode,
        Opcode::ArithSelect | Opcode::ArithBitcast | Opcode::ArithTruncf
    ) {
        return false;
    }
    let Some((llvm, flags)) = one_to_one(d.opcode) else {
        return false;
    };
    if d.num_results != 1 {
        return false;
    }
    let old = rw.old;
    // MLIR's conversion tries the op's folders first; most ops are ruled
    // out by their operands' definitions alone.
    if super::arith_fold::might_fold(old, d) {
        rw.loc = d.loc;
        // Most candidates are settled by their operands' definitions
        // alone, without a round of the full folders.
        let width = super::arith_fold::int_width(rw.ctx, old.value_type(d.first_result));
        match super::arith_fold::fold_through_defs(rw.ctx, old, d, width.unwrap_or(0)) {
            Some(Some(x)) => {
                if super::arith_fold::apply(rw, op, &[super::arith_fold::FoldResult::Value(x)]) {
                    return true;
                }
            }
            Some(None) => {}
            None => {
                if let Some(done) = super::arith_fold::fold_and_apply(rw, op, emit_changed) {
                    return done;
                }
            }
        }
    }
    // One test of the converter for the whole op (it may be swapped by
    // patterns for bare-pointer calls), then one bit test per type.
    let types = FastTypes {
        mask: rw.identity_mask(),
        index: rw.fast_index(),
    };
    let result_value = d.first_result;
    let Some(result) = old
        .values
        .get(result_value.index())
        .and_then(|v| types.convert(v.ty))
    else {
        return false;
    };
    let Some(list) = old.pool.get(d.operands.range()) else {
        return false;
    };
    let mut operands = [Value::NONE; 2];
    let n = match *list {
        [a] => match same(rw, types, a) {
            Some(a) => {
                operands[0] = a;
                1
            }
            None => return false,
        },
        [a, b] => match (same(rw, types, a), same(rw, types, b)) {
            (Some(a), Some(b)) => {
                operands = [a, b];
                2
            }
            _ => return false,
        },
        _ => return false,
    };
    let operands = &operands[..n];
    rw.loc = d.loc;
    // Nothing is carried from an op without attributes (the common case).
    let attrs = if d.attrs == AttrId::EMPTY_DICT {
        AttrId::EMPTY_DICT
    } else {
        // Float arithmetic with a rounding mode becomes a constrained
        // intrinsic (the general path); checked only here, off the common
        // attribute-free path. Nothing was emitted yet.
        if strata_ir::dialect::arith::has_rounding(d.opcode)
            && rw.ctx.dict_get(d.attrs, rw.names.round_mode).is_some()
        {
            return false;
        }
        carried_attrs(rw, op, llvm, flags)
    };
    // `push1`, inlined into the hottest path there is.
    let spec = strata_ir::body::Op1 {
        opcode: llvm,
        name: rw.names.op_name(llvm),
        operands,
        ty: result,
        attrs,
        loc: rw.loc,
    };
    let r = rw.new.push_op1(rw.cursor, spec);
    rw.map_value(result_value, r);
    true
}

/// The types the fast path converts without a look-up: the builtin
/// scalars the converter leaves alone (`mask`, from
/// `BodyRewriter::identity_mask`) and `index` (to `index`, from
/// `BodyRewriter::fast_index`).
#[derive(Copy, Clone)]
struct FastTypes {
    mask: u64,
    index: TypeId,
}

impl FastTypes {
    /// `ty` converted, if it is one of these types; `None` otherwise.
    #[inline(always)]
    fn convert(self, ty: TypeId) -> Option<TypeId> {
        if ty.0 < 64 && self.mask & (1 << ty.0) != 0 {
            Some(ty)
        } else if ty == TypeId::INDEX && self.index != TypeId::NONE {
            Some(self.index)
        } else {
            None
        }
    }
}

/// Old operand `o` (a raw operand-pool entry) as it is in the new body,
/// if its type is one `types` converts and it already has the converted
/// type there (what `BodyRewriter::converted` would return without a
/// cast; see `scalar_fast`).
#[inline(always)]
fn same(rw: &BodyRewriter, types: FastTypes, o: u32) -> Option<Value> {
    let o = Value(o);
    let ty = types.convert(rw.old.values.get(o.index())?.ty)?;
    let v = rw.mapped(o)?;
    (rw.new.values.get(v.index())?.ty == ty).then_some(v)
}

/// The attributes an LLVM op gets from its arith op. As MLIR's
/// one-to-one patterns do, every attribute is passed through (discardable
/// ones and `isExact` alike) but the op's flags, which are converted to
/// the LLVM dialect's (`overflowFlags` keeps its name, `fastmath` becomes
/// `fastmathFlags`); `cmpi`/`cmpf`, which MLIR lowers by patterns of their
/// own, keep only their predicate and flags.
fn carried_attrs(rw: &BodyRewriter, op: Op, llvm: Opcode, flags: Flags) -> AttrId {
    let ctx = rw.ctx;
    let n = rw.names;
    let old_attrs = rw.old.op(op).attrs;
    // Everything carried over comes from the arith op's attributes.
    if old_attrs == AttrId::EMPTY_DICT {
        return AttrId::EMPTY_DICT;
    }
    let flag_name = match flags {
        Flags::Overflow => Some(n.overflow_flags),
        Flags::FastMath => Some(n.fastmath),
        Flags::None => None,
    };
    let mut out: SmallVec<[(strata_ir::Ident, AttrId); 2]> = SmallVec::new();
    if matches!(llvm, Opcode::LlvmIcmp | Opcode::LlvmFcmp) {
        if let Some(p) = ctx.dict_get(old_attrs, n.predicate) {
            out.push((n.predicate, p));
        }
    } else {
        out.extend(
            ctx.dict_entries(old_attrs)
                .iter()
                .filter(|a| Some(a.name) != flag_name)
                .map(|a| (a.name, a.value)),
        );
    }
    match flags {
        Flags::Overflow => {
            if let Some(a) = ctx.dict_get(old_attrs, n.overflow_flags) {
                if let AttrData::Enum { value, .. } = ctx.attr_data(a) {
                    if *value != 0 {
                        out.push((n.overflow_flags, ctx.int_attr(TypeId::I32, *value as i128)));
                    }
                }
            }
        }
        Flags::FastMath => {
            if let Some(e) = llvm_fastmath_flags(rw, old_attrs) {
                out.push((n.fastmath_flags, e));
            }
        }
        Flags::None => {}
    }
    rw.attrs(&out)
}

/// The `#llvm.fastmath` flags for an op whose attributes `attrs` hold an
/// `#arith.fastmath` under `fastmath`; `None` when there are none.
pub(crate) fn llvm_fastmath_flags(rw: &BodyRewriter, attrs: AttrId) -> Option<AttrId> {
    let a = rw.ctx.dict_get(attrs, rw.names.fastmath)?;
    let AttrData::Enum { value, .. } = rw.ctx.attr_data(a) else {
        return None;
    };
    let bits = arith_to_llvm_fastmath(*value);
    (bits != 0).then(|| {
        rw.ctx.intern_attr(AttrData::Enum {
            kind: EnumKind::LlvmFastMath,
            value: bits,
        })
    })
}

/// Leading (array) dimensions of a converted n-D vector type, outermost
/// first, and the 1-D row type; `None` for anything that is not an array.
pub(crate) fn nd_rows(rw: &BodyRewriter, ty: TypeId) -> Option<(SmallVec<[u64; 4]>, TypeId)> {
    let mut dims = SmallVec::new();
    let mut t = ty;
    while let TypeData::LlvmArray { len, elem } = rw.ctx.type_data(t) {
        dims.push(*len);
        t = *elem;
    }
    if dims.is_empty() {
        None
    } else {
        Some((dims, t))
    }
}

/// The position vectors of every row of an n-D vector, in row-major order.
pub(crate) fn positions(dims: &[u64]) -> Vec<SmallVec<[i64; 4]>> {
    let total: u64 = dims.iter().product();
    let mut out = Vec::with_capacity(total as usize);
    for mut flat in 0..total {
        let mut pos: SmallVec<[i64; 4]> = SmallVec::from_elem(0, dims.len());
        for (i, &d) in dims.iter().enumerate().rev() {
            pos[i] = (flat % d) as i64;
            flat /= d;
        }
        out.push(pos);
    }
    out
}

/// Elementwise op: one LLVM op, or one per row of an n-D vector.
/// `arith.select` of a 1:N type: one `llvm.select` per piece. `None` when
/// the result type converts 1:1 (or not at all).
fn select_one_to_n(rw: &mut BodyRewriter, op: Op) -> Option<bool> {
    let result = rw.old.result(op, 0);
    rw.tc.split(rw.old.value_type(result))?;
    let old: SmallVec<[Value; 3]> = rw.old.operands(op).iter().copied().collect();
    if old.len() != 3 || rw.tc.convert(rw.old.value_type(old[0])).is_none() {
        return Some(false);
    }
    let attrs = carried_attrs(rw, op, Opcode::LlvmSelect, Flags::FastMath);
    let cond = rw.converted(old[0]);
    let (Some(t), Some(f)) = (rw.pieces(old[1]), rw.pieces(old[2])) else {
        return Some(false);
    };
    let sels: SmallVec<[Value; 4]> = t
        .iter()
        .zip(&f)
        .map(|(&a, &b)| {
            let ty = rw.new_type(a);
            rw.push1(Opcode::LlvmSelect, &[cond, a, b], ty, attrs)
        })
        .collect();
    rw.map_split(result, &sels);
    Some(true)
}

fn elementwise(rw: &mut BodyRewriter, op: Op, llvm: Opcode, flags: Flags, result: TypeId) -> bool {
    let attrs = carried_attrs(rw, op, llvm, flags);
    elementwise_with(rw, op, llvm, attrs, result)
}

/// `elementwise` with the LLVM op's attributes given.
fn elementwise_with(
    rw: &mut BodyRewriter,
    op: Op,
    llvm: Opcode,
    attrs: AttrId,
    result: TypeId,
) -> bool {
    let old = rw.old;
    let operands = rw.operands(old.operands(op), Want::Converted);
    match emit(rw, llvm, &operands, result, attrs) {
        Some(r) => {
            rw.map_results(op, &[r]);
            true
        }
        None => false,
    }
}

/// Emits `llvm` on converted operands: one op, or — for an n-D vector
/// result (an array of 1-D vectors) — one op per row between an extract of
/// each operand's row and an insert into the result, as MLIR unrolls them.
/// A scalar `select` condition is shared by every row.
pub(super) fn emit(
    rw: &mut BodyRewriter,
    llvm: Opcode,
    operands: &[Value],
    result: TypeId,
    attrs: AttrId,
) -> Option<Value> {
    let Some((dims, row_ty)) = nd_rows(rw, result) else {
        return Some(rw.push1(llvm, operands, result, attrs));
    };
    let scalar_cond = llvm == Opcode::LlvmSelect
        && !matches!(
            rw.ctx.type_data(rw.new_type(operands[0])),
            TypeData::LlvmArray { .. }
        );
    let mut acc = rw.poison(result);
    for pos in positions(&dims) {
        let mut row_ops: SmallVec<[Value; 3]> = SmallVec::new();
        for (i, &v) in operands.iter().enumerate() {
            if i == 0 && scalar_cond {
                row_ops.push(v);
                continue;
            }
            let vt = rw.new_type(v);
            let (_, vrow) = nd_rows(rw, vt)?;
            row_ops.push(rw.extractvalue(v, &pos, vrow));
        }
        let r = rw.push1(llvm, &row_ops, row_ty, attrs);
        acc = rw.insertvalue(acc, r, &pos);
    }
    Some(acc)
}

/// Whether a cast op's operand converts to its converted result type.
fn same_converted_type(rw: &BodyRewriter, op: Op, result: TypeId) -> bool {
    rw.converted_type(rw.old.operands(op)[0]) == Some(result)
}

/// `arith.truncf`'s rounding mode (arith numbering), when it has one.
fn rounding_mode(rw: &BodyRewriter, op: Op) -> Option<i128> {
    let a = rw.ctx.dict_get(rw.old.op(op).attrs, rw.names.round_mode)?;
    match rw.ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// `arith.truncf` with a rounding mode →
/// `llvm.intr.experimental.constrained.fptrunc` (exceptions ignored).
fn constrained_truncf(rw: &mut BodyRewriter, op: Op, result: TypeId) -> bool {
    // arith: to_nearest_even, downward, upward, toward_zero,
    // to_nearest_away; LLVM: towardzero, tonearest, upward, downward,
    // tonearestaway.
    const TO_LLVM: [i128; 5] = [1, 3, 2, 0, 4];
    let Some(mode) = rounding_mode(rw, op).and_then(|m| TO_LLVM.get(m as usize).copied()) else {
        return false;
    };
    // The arith op's other attributes (`fastmath` too) pass through.
    let mut entries: SmallVec<[(strata_ir::Ident, AttrId); 4]> = rw
        .ctx
        .dict_entries(rw.old.op(op).attrs)
        .iter()
        .filter(|a| a.name != rw.names.round_mode)
        .map(|a| (a.name, a.value))
        .collect();
    entries.push((
        rw.names.fp_exception_behavior,
        rw.ctx.int_attr(TypeId::I64, 0),
    ));
    entries.push((rw.names.round_mode, rw.ctx.int_attr(TypeId::I64, mode)));
    let attrs = rw.attrs(&entries);
    let a = rw.converted(rw.old.operands(op)[0]);
    match emit(
        rw,
        Opcode::IntrExperimentalConstrainedFptrunc,
        &[a],
        result,
        attrs,
    ) {
        Some(r) => {
            rw.map_results(op, &[r]);
            true
        }
        None => false,
    }
}

/// `arith.addf` (`subf`, `mulf`, `divf`) with a rounding mode →
/// `llvm.intr.experimental.constrained.fadd` (...), exceptions ignored. As
/// upstream (newer than MLIR 22): the fast-math flags become `none`
/// (constrained FP and fast math contradict each other) and the discardable
/// attributes pass through.
fn constrained_arith(rw: &mut BodyRewriter, op: Op, opcode: Opcode, result: TypeId) -> bool {
    // arith's rounding modes in LLVM's numbering (see `constrained_truncf`).
    const TO_LLVM: [i128; 5] = [1, 3, 2, 0, 4];
    let llvm = match opcode {
        Opcode::ArithAddf => Opcode::IntrExperimentalConstrainedFadd,
        Opcode::ArithSubf => Opcode::IntrExperimentalConstrainedFsub,
        Opcode::ArithMulf => Opcode::IntrExperimentalConstrainedFmul,
        _ => Opcode::IntrExperimentalConstrainedFdiv,
    };
    let Some(mode) = rounding_mode(rw, op).and_then(|m| TO_LLVM.get(m as usize).copied()) else {
        return false;
    };
    let n = rw.names;
    let mut entries: SmallVec<[(strata_ir::Ident, AttrId); 4]> = rw
        .ctx
        .dict_entries(rw.old.op(op).attrs)
        .iter()
        .filter(|a| a.name != n.round_mode && a.name != n.fastmath)
        .map(|a| (a.name, a.value))
        .collect();
    let none = rw.ctx.intern_attr(AttrData::Enum {
        kind: EnumKind::LlvmFastMath,
        value: 0,
    });
    entries.push((n.fastmath_flags, none));
    entries.push((n.fp_exception_behavior, rw.ctx.int_attr(TypeId::I64, 0)));
    entries.push((n.round_mode, rw.ctx.int_attr(TypeId::I64, mode)));
    let attrs = rw.attrs(&entries);
    elementwise_with(rw, op, llvm, attrs, result)
}

fn constant(rw: &mut BodyRewriter, op: Op, result: TypeId) -> bool {
    let attrs = rw.old.op(op).attrs;
    if rw.ctx.dict_get(attrs, rw.names.value).is_none() {
        return false;
    }
    // `llvm.mlir.constant` takes the arith op's whole dictionary, as
    // MLIR's pattern passes it on: `value` and any discardable attribute.
    let v = rw.push1(Opcode::LlvmMlirConstant, &[], result, attrs);
    rw.map_results(op, &[v]);
    true
}

fn int_width(rw: &BodyRewriter, ty: TypeId) -> Option<u32> {
    match rw.ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Vector { elem, .. } => int_width(rw, *elem),
        TypeData::LlvmArray { elem, .. } => int_width(rw, *elem),
        _ => None,
    }
}

/// `index_cast`: sign- (or zero-) extend, truncate, or nothing when the
/// converted widths agree.
fn index_cast(rw: &mut BodyRewriter, op: Op, result: TypeId, signed: bool) -> bool {
    let old_in = rw.old.operands(op)[0];
    if rw.tc.convert(rw.old.value_type(old_in)).is_none() {
        return false;
    }
    // Widths of the (converted) element types: MLIR compares those even
    // for memrefs, whose descriptors then meet an integer cast the
    // verifier rejects.
    let elem_width = |rw: &BodyRewriter, t: TypeId| {
        let elem = match rw.ctx.type_data(t) {
            TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. } => *elem,
            _ => t,
        };
        rw.tc.convert(elem).and_then(|c| int_width(rw, c))
    };
    let out_orig = rw.old.value_type(rw.old.result(op, 0));
    let (Some(from), Some(to)) = (
        elem_width(rw, rw.old.value_type(old_in)),
        elem_width(rw, out_orig),
    ) else {
        return false;
    };
    if from == to {
        let v = rw.converted(old_in);
        rw.map_results(op, &[v]);
        return true;
    }
    let llvm = if to < from {
        Opcode::LlvmTrunc
    } else if signed {
        Opcode::LlvmSext
    } else {
        Opcode::LlvmZext
    };
    // MLIR's own pattern for the casts carries no attribute over.
    elementwise_with(rw, op, llvm, AttrId::EMPTY_DICT, result)
}

/// A splat constant of the op's original type (`0 : i32`, `dense<0> :
/// vector<4xi32>`), typed with the converted type.
pub(super) fn splat_constant(
    rw: &mut BodyRewriter,
    orig: TypeId,
    conv: TypeId,
    value: i128,
) -> Value {
    let attr = match rw.ctx.type_data(orig) {
        TypeData::Vector { .. } => rw.ctx.intern_attr(AttrData::DenseElements {
            ty: orig,
            splat: true,
            values: DenseValues::Int([value].into()),
        }),
        _ => rw.ctx.int_attr(orig, value),
    };
    rw.constant(attr, conv)
}

/// `ty` (a converted scalar, vector or array of vectors) with `i1`
/// elements.
pub(super) fn bool_like(rw: &BodyRewriter, ty: TypeId) -> TypeId {
    match rw.ctx.type_data(ty) {
        TypeData::LlvmArray { len, elem } => {
            let e = bool_like(rw, *elem);
            rw.ctx.llvm_array(e, *len)
        }
        TypeData::Vector { .. } => with_elem(rw, ty, TypeId::I1),
        _ => TypeId::I1,
    }
}

/// `addui_extended` → `llvm.intr.uadd.with.overflow` and two extracts.
fn addui_extended(rw: &mut BodyRewriter, op: Op, results: &[TypeId]) -> bool {
    if nd_rows(rw, results[0]).is_some() {
        return false;
    }
    let old: SmallVec<[Value; 2]> = rw.old.operands(op).iter().copied().collect();
    let ops = rw.operands(&old, Want::Converted);
    let st = rw.ctx.llvm_struct(results, false);
    let s = rw.push1(Opcode::IntrUaddWithOverflow, &ops, st, AttrId::EMPTY_DICT);
    let sum = rw.extractvalue(s, &[0], results[0]);
    let ovf = rw.extractvalue(s, &[1], results[1]);
    rw.map_results(op, &[sum, ovf]);
    true
}

/// `mul[su]i_extended` → extend to twice the width, multiply, split.
fn mul_extended(rw: &mut BodyRewriter, op: Op, signed: bool, results: &[TypeId]) -> bool {
    let ty = results[0];
    if nd_rows(rw, ty).is_some() {
        return false;
    }
    let Some(width) = int_width(rw, ty) else {
        return false;
    };
    let old: SmallVec<[Value; 2]> = rw.old.operands(op).iter().copied().collect();
    let ops = rw.operands(&old, Want::Converted);
    let wide_elem = rw.ctx.int_type(width * 2);
    let wide = with_elem(rw, ty, wide_elem);
    let ext = if signed {
        Opcode::LlvmSext
    } else {
        Opcode::LlvmZext
    };
    let e = AttrId::EMPTY_DICT;
    let a = rw.push1(ext, &[ops[0]], wide, e);
    let b = rw.push1(ext, &[ops[1]], wide, e);
    let m = rw.push1(Opcode::LlvmMul, &[a, b], wide, e);
    let low = rw.push1(Opcode::LlvmTrunc, &[m], ty, e);
    let shift = splat_constant(rw, wide, wide, width as i128);
    let hi_wide = rw.push1(Opcode::LlvmLshr, &[m, shift], wide, e);
    let high = rw.push1(Opcode::LlvmTrunc, &[hi_wide], ty, e);
    rw.map_results(op, &[low, high]);
    true
}

/// `ty` with its scalar element replaced (vectors keep their shape).
pub(super) fn with_elem(rw: &BodyRewriter, ty: TypeId, elem: TypeId) -> TypeId {
    match rw.ctx.type_data(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } => rw.ctx.intern_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem,
        }),
        _ => elem,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conversion::{BodyInputs, ConversionSet};
    use crate::names::Names;
    use crate::type_converter::{MemRefConvention, TypeConverter};
    use strata_ir::syntax::{parse_module, ParseOptions};
    use strata_ir::Context;

    /// Arith patterns without the scalar fast path.
    struct GeneralOnly;

    impl Patterns for GeneralOnly {
        fn dialect(&self) -> Dialect {
            Dialect::Arith
        }

        fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
            let opcode = rw.old.op(op).opcode;
            if let Some(done) = crate::conversion::arith_fold::fold_and_apply(rw, op, emit_changed)
            {
                return Ok(done);
            }
            rewrite_general(rw, op, opcode)
        }
    }

    /// The scalar fast path emits exactly what the general path does:
    /// same ops, operands, result types and attributes (flags, predicates,
    /// fast-math), including for ops it leaves to the general path.
    #[test]
    fn scalar_fast_path_matches_general_path() {
        let src = r#"func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %v: vector<4xi32>, %c: i1) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.subi %0, %b overflow<nsw, nuw> : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.andi %3, %a : i32
  %5 = arith.shli %4, %b overflow<nuw> : i32
  %6 = arith.maxsi %5, %a : i32
  %7 = arith.cmpi slt, %6, %a : i32
  %8 = arith.addf %x, %y fastmath<fast> : f32
  %9 = arith.mulf %8, %y : f32
  %10 = arith.cmpf olt, %8, %9 fastmath<nnan> : f32
  %11 = arith.negf %9 fastmath<contract> : f32
  %12 = arith.extsi %a : i32 to i64
  %13 = arith.trunci %12 overflow<nsw> : i64 to i16
  %14 = arith.sitofp %a : i32 to f64
  %15 = arith.addi %i, %i : index
  %16 = arith.addi %v, %v : vector<4xi32>
  %17 = arith.select %c, %a, %b : i32
  %18 = arith.ori %4, %a : i32
  %19 = arith.extui %7 : i1 to i32
  %20 = arith.cmpi slt, %15, %i : index
  %21 = arith.muli %15, %i : index
  %22 = arith.subi %21, %15 : index
  return %18 : i32
}
"#;
        let ctx = Context::new();
        let m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default()).unwrap();
        let names = Names::new(&ctx);
        let tc = TypeConverter::new(&ctx, 64, MemRefConvention::Descriptor);
        let body = m
            .bodies
            .iter()
            .find(|b| b.any_op(|o| o.opcode == Opcode::ArithAddi))
            .expect("function body");
        let convert = |set: &dyn Patterns| {
            let sets = ConversionSet::new(vec![set]);
            let new = sets
                .convert_body(&ctx, &tc, &names, body, &BodyInputs::default())
                .unwrap();
            format!("{new:?}")
        };
        let fast = convert(&ArithPatterns);
        assert!(fast.contains(&format!("{:?}", Opcode::LlvmAdd)));
        assert_eq!(fast, convert(&GeneralOnly));
    }
}
