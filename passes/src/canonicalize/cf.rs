//! The `cf` dialect's canonicalization patterns (ControlFlowOps.cpp), in
//! the order MLIR registers them; the first that applies wins:
//! - `cf.br`: merge into a successor whose only predecessor it is, then
//!   skip a successor that only branches on (pass-through);
//! - `cf.cond_br`: constant condition, pass-through successors, equal
//!   successors (selects for differing operands when it is the only
//!   predecessor), a condition already decided by the only predecessor's
//!   `cond_br`, and the condition's uses in a successor it alone reaches
//!   replaced by `true` / `false`;
//! - `cf.switch`: no cases, cases that go where the default goes, constant
//!   flag, pass-through destinations, a flag already decided by the only
//!   predecessor's switch on it;
//! - `cf.assert`: erased when its condition is the constant true.

use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues};
use strata_ir::{AttrId, Block, Body, Op, OpSpec, Opcode, TypeId, Value, ValueDef};

use super::driver::Driver;

type Operands = SmallVec<[Value; 8]>;

pub(super) fn apply(d: &mut Driver, op: Op) -> bool {
    // The patterns index successors and the condition / flag directly:
    // malformed ops (which the verifier would have refused) are left alone.
    let (succs, operands) = (d.body.num_successors(op), d.body.operands(op).len());
    let well_formed = match d.body.op(op).opcode {
        Opcode::CfBr => succs == 1,
        Opcode::CfCondBr => succs == 2 && operands >= 1,
        Opcode::CfSwitch => succs >= 1 && operands >= 1,
        _ => operands >= 1,
    };
    if !well_formed {
        return false;
    }
    match d.body.op(op).opcode {
        Opcode::CfBr => br_to_single_pred(d, op) || br_pass_through(d, op),
        Opcode::CfCondBr => {
            cond_br_const(d, op)
                || cond_br_pass_through(d, op)
                || cond_br_identical_successors(d, op)
                || cond_br_same_condition(d, op)
                || cond_br_truth_propagation(d, op)
                || cond_br_around_unreachable(d, op)
        }
        Opcode::CfSwitch => {
            switch_only_default(d, op)
                || switch_drop_default_cases(d, op)
                || switch_const(d, op)
                || switch_pass_through(d, op)
                || switch_from_case_of_same_switch(d, op)
                || switch_from_default_of_same_switch(d, op)
        }
        Opcode::CfAssert => assert_true(d, op),
        _ => false,
    }
}

/// The edges into `b`: how many, and the predecessor block when they all
/// come from one block.
fn predecessors(d: &Driver, b: Block) -> (usize, Option<Block>) {
    d.preds.of(b)
}

fn single_predecessor(d: &Driver, b: Block) -> Option<Block> {
    match predecessors(d, b) {
        (1, p) => p,
        _ => None,
    }
}

/// The successors of `op` with copies of their operand groups.
fn successor_groups(body: &Body, op: Op) -> SmallVec<[(Block, Operands); 2]> {
    body.successors(op)
        .map(|(b, g)| (b, SmallVec::from_slice(g)))
        .collect()
}

/// Replaces terminator `op` by `cf.br ^dest(operands)`.
fn replace_with_br(d: &mut Driver, op: Op, dest: Block, operands: &[Value]) {
    let loc = d.body.op(op).loc;
    d.create_op_before(
        op,
        &OpSpec {
            opcode: Opcode::CfBr,
            name: d.names.cf_br,
            operands,
            result_types: &[],
            successors: &[(dest, operands.len() as u32)],
            attrs: AttrId::EMPTY_DICT,
            loc,
            num_regions: 0,
        },
    );
    d.erase_op(op);
}

fn br_to_single_pred(d: &mut Driver, op: Op) -> bool {
    let succ = d.body.successor(op, 0);
    let parent = d.body.op(op).parent;
    if succ == parent || single_predecessor(d, succ).is_none() {
        return false;
    }
    let operands: Operands = SmallVec::from_slice(d.body.operands(op));
    d.erase_op(op);
    // `mergeBlocks`: arguments replaced by the operands, ops moved to the
    // end of the predecessor (each counts as inserted), block erased.
    let args: SmallVec<[Value; 8]> = SmallVec::from_slice(d.body.block_args(succ));
    for (&a, &v) in args.iter().zip(&operands) {
        d.replace_all_uses(a, v);
    }
    while let Some(moved) = d.body.blocks[succ.index()].first.expand() {
        d.move_to_end(moved, parent);
    }
    d.body.unlink_block(succ);
    true
}

/// MLIR's `collapseBranch`: when `dest` holds nothing but a `cf.br` to
/// another block and its arguments are used only by that branch, the
/// branch target and operands as seen from the predecessor.
fn collapse(body: &Body, d: &Driver, dest: Block, operands: &[Value]) -> Option<(Block, Operands)> {
    let term = body.blocks[dest.index()].first;
    if term.is_none() || body.op(term).next.is_some() || body.op(term).opcode != Opcode::CfBr {
        return None;
    }
    for &a in body.block_args(dest) {
        if d.uses.any_user(body, a, |user, _| user != term) {
            return None;
        }
    }
    let next = body.successor(term, 0);
    if next == dest {
        return None;
    }
    // Nor through a chain of branches that loops: collapsing would go
    // round it forever.
    let mut seen: SmallVec<[Block; 8]> = SmallVec::from_slice(&[dest, next]);
    let mut at = next;
    while let Some(t) = body.last_op(at) {
        if body.op(t).opcode != Opcode::CfBr {
            break;
        }
        let to = body.successor(t, 0);
        if seen.contains(&to) {
            return None;
        }
        seen.push(to);
        at = to;
    }
    let mapped = body
        .operands(term)
        .iter()
        .map(|&v| match body.value(v).def {
            ValueDef::BlockArg { block, index } if block == dest => {
                operands.get(index as usize).copied().unwrap_or(v)
            }
            _ => v,
        })
        .collect();
    Some((next, mapped))
}

fn br_pass_through(d: &mut Driver, op: Op) -> bool {
    let dest = d.body.successor(op, 0);
    if dest == d.body.op(op).parent {
        return false;
    }
    let operands: Operands = SmallVec::from_slice(d.body.operands(op));
    let Some((next, mapped)) = collapse(d.body, d, dest, &operands) else {
        return false;
    };
    replace_with_br(d, op, next, &mapped);
    true
}

/// The integer value of the constant defining `v`, if any.
fn const_int(d: &Driver, v: Value) -> Option<i128> {
    let ValueDef::Result { op, .. } = d.body.value(v).def else {
        return None;
    };
    let data = d.body.op(op);
    if !matches!(
        data.opcode,
        Opcode::ArithConstant | Opcode::LlvmMlirConstant
    ) {
        return None;
    }
    match d.ctx.attr_data(d.ctx.dict_get(data.attrs, d.names.value)?) {
        AttrData::Integer { value, .. } => Some(*value),
        AttrData::Bool(b) => Some(i128::from(*b)),
        _ => None,
    }
}

fn cond_br_const(d: &mut Driver, op: Op) -> bool {
    let cond = d.body.operands(op)[0];
    let Some(c) = const_int(d, cond) else {
        return false;
    };
    let groups = successor_groups(d.body, op);
    let (dest, operands) = &groups[usize::from(c == 0)];
    replace_with_br(d, op, *dest, operands);
    true
}

/// A successor holding nothing but `ub.unreachable` is never taken: the
/// branch goes to the other one (MLIR 22's pattern; the true successor is
/// tested first).
fn cond_br_around_unreachable(d: &mut Driver, op: Op) -> bool {
    let only_unreachable = |b: Block| {
        let data = &d.body.blocks[b.index()];
        data.first.is_some()
            && data.first == data.last
            && d.body.op(data.first).opcode == Opcode::UbUnreachable
    };
    let groups = successor_groups(d.body, op);
    let taken = if only_unreachable(groups[0].0) {
        1
    } else if only_unreachable(groups[1].0) {
        0
    } else {
        return false;
    };
    let (dest, operands) = &groups[taken];
    replace_with_br(d, op, *dest, operands);
    true
}

/// Replaces `op` by `cf.cond_br` on `cond` to the given successors, with
/// `op`'s attributes (its branch weights among them).
fn rebuild_cond_br(
    d: &mut Driver,
    op: Op,
    cond: Value,
    t: (Block, &[Value]),
    f: (Block, &[Value]),
) {
    let mut operands: Operands = SmallVec::new();
    operands.push(cond);
    operands.extend_from_slice(t.1);
    operands.extend_from_slice(f.1);
    let data = d.body.op(op);
    let (name, loc) = (data.name, data.loc);
    let attrs = data.attrs;
    d.create_op_before(
        op,
        &OpSpec {
            opcode: Opcode::CfCondBr,
            name,
            operands: &operands,
            result_types: &[],
            successors: &[(t.0, t.1.len() as u32), (f.0, f.1.len() as u32)],
            attrs,
            loc,
            num_regions: 0,
        },
    );
    d.erase_op(op);
}

fn cond_br_pass_through(d: &mut Driver, op: Op) -> bool {
    let cond = d.body.operands(op)[0];
    let groups = successor_groups(d.body, op);
    let [(tb, to), (fb, fo)] = &groups[..] else {
        return false;
    };
    let t = collapse(d.body, d, *tb, to);
    let f = collapse(d.body, d, *fb, fo);
    if t.is_none() && f.is_none() {
        return false;
    }
    let (tb, to) = t.unwrap_or_else(|| (*tb, to.clone()));
    let (fb, fo) = f.unwrap_or_else(|| (*fb, fo.clone()));
    rebuild_cond_br(d, op, cond, (tb, &to), (fb, &fo));
    true
}

fn cond_br_identical_successors(d: &mut Driver, op: Op) -> bool {
    let groups = successor_groups(d.body, op);
    let [(tb, to), (fb, fo)] = &groups[..] else {
        return false;
    };
    if tb != fb {
        return false;
    }
    if to == fo {
        replace_with_br(d, op, *tb, to);
        return true;
    }
    if predecessors(d, *tb).1 != Some(d.body.op(op).parent) {
        return false;
    }
    let cond = d.body.operands(op)[0];
    let loc = d.body.op(op).loc;
    let mut merged: Operands = SmallVec::new();
    for (&t, &f) in to.iter().zip(fo) {
        if t == f {
            merged.push(t);
            continue;
        }
        let ty: TypeId = d.body.value_type(t);
        let sel = d.create_op_before(
            op,
            &OpSpec {
                opcode: Opcode::ArithSelect,
                name: d.names.arith_select,
                operands: &[cond, t, f],
                result_types: &[ty],
                successors: &[],
                attrs: AttrId::EMPTY_DICT,
                loc,
                num_regions: 0,
            },
        );
        merged.push(d.body.result(sel, 0));
    }
    replace_with_br(d, op, *tb, &merged);
    true
}

fn cond_br_same_condition(d: &mut Driver, op: Op) -> bool {
    let block = d.body.op(op).parent;
    let Some(pred) = single_predecessor(d, block) else {
        return false;
    };
    let Some(pterm) = d.body.last_op(pred) else {
        return false;
    };
    if d.body.op(pterm).opcode != Opcode::CfCondBr
        || d.body.operands(pterm)[0] != d.body.operands(op)[0]
    {
        return false;
    }
    let taken = usize::from(d.body.successor(pterm, 0) != block);
    let groups = successor_groups(d.body, op);
    let (dest, operands) = &groups[taken];
    replace_with_br(d, op, *dest, operands);
    true
}

fn cond_br_truth_propagation(d: &mut Driver, op: Op) -> bool {
    let cond = d.body.operands(op)[0];
    let mut replaced = false;
    for (k, truth) in [(0usize, AttrId::TRUE), (1, AttrId::FALSE)] {
        let dest = d.body.successor(op, k);
        if single_predecessor(d, dest).is_none() {
            continue;
        }
        let mut users = std::mem::take(&mut d.scratch_users);
        users.clear();
        d.uses.users(d.body, cond, &mut users);
        let mut constant = None;
        for &(user, i) in &users {
            if d.body.op(user).parent != dest
                || d.body.operands(user).get(i as usize) != Some(&cond)
            {
                continue;
            }
            let c = *constant.get_or_insert_with(|| d.materialize_constant(op, truth, TypeId::I1));
            d.set_operand(user, i as usize, c);
            d.enqueue(user);
            replaced = true;
        }
        d.scratch_users = users;
    }
    replaced
}

fn switch_only_default(d: &mut Driver, op: Op) -> bool {
    if d.body.num_successors(op) != 1 {
        return false;
    }
    let groups = successor_groups(d.body, op);
    let (dest, operands) = &groups[0];
    replace_with_br(d, op, *dest, operands);
    true
}

/// The case values of a `cf.switch`.
fn case_values(d: &Driver, op: Op) -> Option<SmallVec<[i128; 8]>> {
    let a = d.ctx.dict_get(d.body.op(op).attrs, d.names.case_values)?;
    match d.ctx.attr_data(a) {
        AttrData::DenseElements {
            splat,
            values: DenseValues::Int(v),
            ..
        } => {
            let n = d.body.num_successors(op).saturating_sub(1);
            Some(if *splat {
                SmallVec::from_elem(*v.first()?, n)
            } else {
                SmallVec::from_slice(v)
            })
        }
        _ => None,
    }
}

fn switch_const(d: &mut Driver, op: Op) -> bool {
    let flag = d.body.operands(op)[0];
    let Some(c) = const_int(d, flag) else {
        return false;
    };
    let Some(cases) = case_values(d, op) else {
        return false;
    };
    let w = match d.ctx.type_data(d.body.value_type(flag)) {
        strata_ir::TypeData::Integer { width, .. } => *width,
        _ => return false,
    };
    let wrap = |v: i128| crate::conversion::int_fold::wrap(v, w);
    branch_to_case(d, op, &cases, |v| wrap(v) == wrap(c))
}

/// Replaces switch `op` by a branch to the destination of its first case
/// whose value satisfies `taken` (the default when none does).
fn branch_to_case(d: &mut Driver, op: Op, cases: &[i128], taken: impl Fn(i128) -> bool) -> bool {
    let k = cases.iter().position(|&v| taken(v)).map_or(0, |i| i + 1);
    let groups = successor_groups(d.body, op);
    let Some((dest, operands)) = groups.get(k) else {
        return false;
    };
    replace_with_br(d, op, *dest, operands);
    true
}

/// Drops the cases that branch to the default destination with the
/// default's operands (a switch is rebuilt without them, without branch
/// weights).
fn switch_drop_default_cases(d: &mut Driver, op: Op) -> bool {
    let Some(cases) = case_values(d, op) else {
        return false;
    };
    let groups = successor_groups(d.body, op);
    let Some((default, dops)) = groups.first() else {
        return false;
    };
    let keep: SmallVec<[bool; 8]> = groups[1..]
        .iter()
        .map(|(b, o)| !(b == default && o == dops))
        .collect();
    if keep.iter().all(|&k| k) || keep.len() != cases.len() {
        return false;
    }
    let flag = d.body.operands(op)[0];
    let mut kept: SmallVec<[(Block, Operands); 8]> = SmallVec::new();
    kept.push((*default, dops.clone()));
    let mut values: Vec<i128> = Vec::new();
    for ((b, o), (&k, &v)) in groups[1..].iter().zip(keep.iter().zip(&cases)) {
        if k {
            kept.push((*b, o.clone()));
            values.push(v);
        }
    }
    let case_values = dense_cases(d, flag, values);
    rebuild_switch(d, op, &kept, case_values);
    true
}

/// Skips case and default destinations that only branch on.
fn switch_pass_through(d: &mut Driver, op: Op) -> bool {
    let mut groups = successor_groups(d.body, op);
    let mut changed = false;
    // Cases first, then the default, as MLIR collapses them.
    let n = groups.len();
    for k in (1..n).chain(std::iter::once(0)) {
        let (b, o) = &groups[k];
        if let Some(c) = collapse(d.body, d, *b, o) {
            groups[k] = c;
            changed = true;
        }
    }
    if !changed {
        return false;
    }
    let case_values = d.ctx.dict_get(d.body.op(op).attrs, d.names.case_values);
    rebuild_switch(d, op, &groups, case_values);
    true
}

/// Replaces switch `op` by one on the same flag to `groups` (the default
/// first), with `case_values` and no branch weights.
fn rebuild_switch(
    d: &mut Driver,
    op: Op,
    groups: &[(Block, Operands)],
    case_values: Option<strata_ir::AttrId>,
) {
    let mut operands: Operands = SmallVec::new();
    operands.push(d.body.operands(op)[0]);
    let mut successors: SmallVec<[(Block, u32); 8]> = SmallVec::new();
    for (b, o) in groups {
        operands.extend_from_slice(o);
        successors.push((*b, o.len() as u32));
    }
    let data = d.body.op(op);
    let (name, loc, old_attrs) = (data.name, data.loc, data.attrs);
    let attrs = d.ctx.dict_with(old_attrs, d.names.branch_weights, None);
    let attrs = d.ctx.dict_with(attrs, d.names.case_values, case_values);
    d.create_op_before(
        op,
        &OpSpec {
            opcode: Opcode::CfSwitch,
            name,
            operands: &operands,
            result_types: &[],
            successors: &successors,
            attrs,
            loc,
            num_regions: 0,
        },
    );
    d.erase_op(op);
}

fn assert_true(d: &mut Driver, op: Op) -> bool {
    let Some(&c) = d.body.operands(op).first() else {
        return false;
    };
    if const_int(d, c).is_some_and(|v| v != 0) {
        d.erase_op(op);
        return true;
    }
    false
}

/// The only predecessor of `op`'s block when it ends in a `cf.switch` on
/// `op`'s flag: that switch.
fn predecessor_switch_on_same_flag(d: &Driver, op: Op) -> Option<Op> {
    let block = d.body.op(op).parent;
    let pred = single_predecessor(d, block)?;
    let pterm = d.body.last_op(pred)?;
    (d.body.op(pterm).opcode == Opcode::CfSwitch
        && d.body.operands(pterm).first() == d.body.operands(op).first())
    .then_some(pterm)
}

/// Reached through a case of a switch on the same flag: the flag is that
/// case's value, so branch where it leads.
fn switch_from_case_of_same_switch(d: &mut Driver, op: Op) -> bool {
    let Some(pterm) = predecessor_switch_on_same_flag(d, op) else {
        return false;
    };
    let block = d.body.op(op).parent;
    // Successor 0 is the default; the single edge must be a case.
    let Some(k) = (1..d.body.num_successors(pterm)).find(|&k| d.body.successor(pterm, k) == block)
    else {
        return false;
    };
    let (Some(pcases), Some(cases)) = (case_values(d, pterm), case_values(d, op)) else {
        return false;
    };
    let Some(&value) = pcases.get(k - 1) else {
        return false;
    };
    branch_to_case(d, op, &cases, |v| v == value)
}

/// Reached through the default of a switch on the same flag: the cases
/// that switch handles cannot happen here and are dropped.
fn switch_from_default_of_same_switch(d: &mut Driver, op: Op) -> bool {
    let Some(pterm) = predecessor_switch_on_same_flag(d, op) else {
        return false;
    };
    if d.body.successor(pterm, 0) != d.body.op(op).parent {
        return false;
    }
    let (Some(pcases), Some(cases)) = (case_values(d, pterm), case_values(d, op)) else {
        return false;
    };
    if !cases.iter().any(|v| pcases.contains(v)) {
        return false;
    }
    let groups = successor_groups(d.body, op);
    let flag = d.body.operands(op)[0];
    let mut kept: SmallVec<[(Block, Operands); 8]> = SmallVec::new();
    kept.push(groups[0].clone());
    let mut values: Vec<i128> = Vec::new();
    for (g, &v) in groups[1..].iter().zip(&cases) {
        if !pcases.contains(&v) {
            kept.push(g.clone());
            values.push(v);
        }
    }
    let case_values = dense_cases(d, flag, values);
    rebuild_switch(d, op, &kept, case_values);
    true
}

/// `case_values` for `values` (none when empty): a vector of the flag's
/// type, splat when all are equal, as MLIR's dense attributes detect it.
fn dense_cases(d: &Driver, flag: Value, mut values: Vec<i128>) -> Option<strata_ir::AttrId> {
    if values.is_empty() {
        return None;
    }
    let ty = d.ctx.intern_type(strata_ir::TypeData::Vector {
        shape: Box::new([values.len() as i64]),
        scalable: Box::new([false]),
        elem: d.body.value_type(flag),
    });
    let splat = values.iter().all(|&v| v == values[0]);
    if splat {
        values.truncate(1);
    }
    Some(d.ctx.intern_attr(AttrData::DenseElements {
        ty,
        splat,
        values: DenseValues::Int(values.into()),
    }))
}
