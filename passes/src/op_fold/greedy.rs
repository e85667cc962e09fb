//! The folding half of MLIR's greedy rewriter (what
//! `convert-vector-to-llvm`'s vector-to-vector pre-phase does to ops its
//! patterns leave): every op is folded top-down, in place, until nothing
//! changes (at most `MAX_ROUNDS` rounds). Results folded to existing
//! values are replaced; results folded to constants read one
//! `arith.constant` per value and type, created at the front of the entry
//! block like MLIR's `OperationFolder` (existing constants are uniqued and
//! hoisted by the caller first). The folded op is erased. Region
//! simplification is not done here.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::attrs::NamedAttr;
use strata_ir::{AttrId, Block, Body, Context, Dialect, Op, OpSpec, Opcode, TypeId, Value};

use super::{fold, Fold, FoldResult};
use crate::conversion::arith_fold::{self, Step, View};
use crate::inplace::replace_uses;

/// MLIR's default `maxIterations`.
const MAX_ROUNDS: usize = 10;

/// Constants by (value attribute, type).
pub(crate) type Constants = FxHashMap<(AttrId, TypeId), Op>;

/// Folds the ops of `body` (whose entry block is `entry`) until nothing
/// changes; returns whether anything did.
pub(crate) fn fold_body(
    ctx: &Context,
    body: &mut Body,
    entry: Block,
    constants: &mut Constants,
) -> bool {
    let mut any = false;
    for _ in 0..MAX_ROUNDS {
        if !round(ctx, body, entry, constants) {
            break;
        }
        any = true;
    }
    any
}

/// `v` after the replacements made so far.
fn chase(subst: &FxHashMap<Value, Value>, mut v: Value) -> Value {
    while let Some(&n) = subst.get(&v) {
        v = n;
    }
    v
}

fn round(ctx: &Context, body: &mut Body, entry: Block, constants: &mut Constants) -> bool {
    let mut ops: Vec<Op> = Vec::new();
    body.walk(|op| ops.push(op));
    let mut subst: FxHashMap<Value, Value> = FxHashMap::default();
    let mut changed = false;
    for op in ops {
        if body.op(op).parent.is_none() {
            continue;
        }
        // The op reads the values folds so far replaced its operands with.
        if !subst.is_empty() {
            for i in 0..body.operands(op).len() {
                let v = body.operands(op)[i];
                let n = chase(&subst, v);
                if n != v {
                    body.set_operand(op, i, n);
                }
            }
        }
        let results = match fold_op(ctx, body, op, &mut changed) {
            Some(r) => r,
            None => continue,
        };
        let old: SmallVec<[Value; 2]> = body.results(op).collect();
        if old.len() != results.len() {
            continue;
        }
        // A spirv op's constants would be `spirv.Constant`s, not the
        // `arith.constant`s made here: such folds are left out.
        if body.op(op).opcode.dialect() == Dialect::Spirv
            && results.iter().any(|r| matches!(r, FoldResult::Attr(_)))
        {
            continue;
        }
        let mut new: SmallVec<[Value; 2]> = SmallVec::new();
        for (&r, f) in old.iter().zip(&results) {
            new.push(match *f {
                FoldResult::Value(v) => chase(&subst, v),
                FoldResult::Attr(a) if a != AttrId::NONE => {
                    constant(ctx, body, entry, constants, a, body.value_type(r))
                }
                FoldResult::Attr(_) => break,
            });
        }
        if new.len() != old.len() {
            continue;
        }
        for (&r, &n) in old.iter().zip(&new) {
            subst.insert(r, n);
        }
        body.remove_op(op);
        changed = true;
    }
    // Ops walked before a replacement read it too.
    let resolved: FxHashMap<Value, Value> = subst.keys().map(|&k| (k, chase(&subst, k))).collect();
    replace_uses(body, &resolved);
    changed
}

/// Runs `op`'s folders, applying in-place folds; the results it folds to,
/// if any.
fn fold_op(
    ctx: &Context,
    body: &mut Body,
    op: Op,
    changed: &mut bool,
) -> Option<SmallVec<[FoldResult; 2]>> {
    let opcode = body.op(op).opcode;
    if opcode == Opcode::ArithConstant {
        return None;
    }
    if opcode.dialect() == Dialect::Arith {
        return fold_arith(ctx, body, op, changed);
    }
    // In-place folds move an operand toward a fixed form: a few rounds
    // settle them.
    for _ in 0..4 {
        match fold(ctx, body, op) {
            Fold::Replace(r) => return Some(r),
            Fold::Operand { index, value } => {
                body.set_operand(op, index as usize, value);
                *changed = true;
            }
            Fold::Operands(changes) => {
                for (index, value) in changes {
                    body.set_operand(op, index as usize, value);
                }
                *changed = true;
            }
            Fold::None => return None,
        }
    }
    None
}

fn fold_arith(
    ctx: &Context,
    body: &mut Body,
    op: Op,
    changed: &mut bool,
) -> Option<SmallVec<[FoldResult; 2]>> {
    let original = View::of(ctx, body, op)?;
    let mut view = original.clone();
    let mut result = None;
    for _ in 0..4 {
        match arith_fold::fold_step(ctx, body, op, &mut view) {
            Step::Replace(r) => {
                result = Some(r);
                break;
            }
            Step::InPlace => {}
            Step::None => break,
        }
    }
    if result.is_none() && view != original && view.opcode == original.opcode {
        // Keep the in-place change.
        for (i, &v) in view.ops().iter().enumerate() {
            body.set_operand(op, i, v);
        }
        if let Some(p) = view
            .predicate
            .filter(|_| view.predicate != original.predicate)
        {
            set_predicate(ctx, body, op, p);
        }
        *changed = true;
    }
    result
}

/// Sets `cmpi` op `op`'s predicate to `p`, keeping the attribute's kind.
fn set_predicate(ctx: &Context, body: &mut Body, op: Op, p: i128) {
    let attrs = body.op(op).attrs;
    body.op_mut(op).attrs = arith_fold::with_predicate(ctx, attrs, ctx.ident("predicate"), p);
}

/// The `arith.constant` of `value` and `ty`: the existing one, or a new one
/// at the front of the entry block.
fn constant(
    ctx: &Context,
    body: &mut Body,
    entry: Block,
    constants: &mut Constants,
    value: AttrId,
    ty: TypeId,
) -> Value {
    if let Some(&c) = constants.get(&(value, ty)) {
        if body.op(c).parent.is_some() {
            return body.result(c, 0);
        }
    }
    let attrs = ctx.dict_attr(&[NamedAttr {
        name: ctx.ident("value"),
        value,
    }]);
    let op = body.create_op(&OpSpec {
        opcode: Opcode::ArithConstant,
        name: ctx.ident(Opcode::ArithConstant.name()),
        operands: &[],
        result_types: &[ty],
        successors: &[],
        attrs,
        loc: AttrId::UNKNOWN_LOC,
        num_regions: 0,
    });
    match body.blocks[entry.index()].first.expand() {
        Some(f) => body.insert_op_before(f, op),
        None => body.append_op(entry, op),
    }
    constants.insert((value, ty), op);
    body.result(op, 0)
}
