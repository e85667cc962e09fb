//! `--mlir-print-value-users`: the users of every value, listed in
//! comments in the order `mlir-opt` lists them.
//!
//! MLIR lists a value's users in use-list order, and a use list has its
//! newest use first. After parsing, that order follows from when each use
//! was made: an op's operand uses are made when the op is built, which is
//! after its regions have been parsed; a use of a value not yet defined
//! (a forward reference) goes to a placeholder whose uses are moved to the
//! value, oldest first, when it is defined. A value's users are therefore
//! its later uses newest first, then its forward uses oldest first. (After
//! passes, MLIR's order depends on how each pass rewrote the uses; Strata
//! keeps no use lists and lists them as parsed.)

use crate::body::Body;
use crate::ids::{Block, Op, Region, Value};

use super::OpPrinter;

/// The distinct users of each value of a body, in MLIR's order.
#[derive(Default)]
pub struct UseLists {
    /// `users[start[v]..start[v + 1]]` are the users of value `v`.
    start: Vec<u32>,
    users: Vec<Op>,
}

/// A step of the walk that orders uses as the parser makes them.
enum Step {
    /// Define the block's arguments, then walk its ops.
    Block(Block),
    /// Walk the op's regions, then build it.
    Op(Op),
    /// Build the op (its regions have been walked).
    Build(Op),
}

impl UseLists {
    pub fn compute(body: &Body) -> UseLists {
        let n = body.values.len();
        // Each op is built at an even time: its operand uses are made then,
        // its results defined just after. Block arguments are defined at
        // the time the block's first op is built.
        let mut defined = vec![u32::MAX; n];
        let mut uses: Vec<(Value, u32, Op)> = Vec::new();
        let mut time = 0u32;
        let mut stack: Vec<Step> = Vec::new();
        let push_region = |stack: &mut Vec<Step>, r: Region| {
            let blocks: Vec<Block> = body.region_blocks(r).collect();
            stack.extend(blocks.into_iter().rev().map(Step::Block));
        };
        for &r in body.roots.iter().rev() {
            push_region(&mut stack, r);
        }
        while let Some(step) = stack.pop() {
            let op = match step {
                Step::Block(b) => {
                    for &a in body.block_args(b) {
                        if let Some(d) = defined.get_mut(a.index()) {
                            *d = time;
                        }
                    }
                    let ops: Vec<Op> = body.block_ops(b).collect();
                    stack.extend(ops.into_iter().rev().map(Step::Op));
                    continue;
                }
                Step::Op(op) if !body.regions(op).is_empty() => {
                    stack.push(Step::Build(op));
                    for &r in body.regions(op).iter().rev() {
                        push_region(&mut stack, r);
                    }
                    continue;
                }
                Step::Op(op) | Step::Build(op) => op,
            };
            uses.extend(body.operands(op).iter().map(|&v| (v, time, op)));
            for r in body.results(op).start..body.results(op).end {
                if let Some(d) = defined.get_mut(r as usize) {
                    *d = time.saturating_add(1);
                }
            }
            time = time.saturating_add(2);
        }
        // The uses of each value in the order they were made (a stable
        // counting sort by value).
        let mut offsets = vec![0u32; n + 1];
        for u in &uses {
            if u.0.index() < n {
                offsets[u.0.index() + 1] += 1;
            }
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut next = offsets.clone();
        let mut sorted = vec![(0u32, Op::NONE); offsets[n] as usize];
        for &(v, t, op) in &uses {
            if let Some(at) = next.get_mut(v.index()).filter(|_| v.index() < n) {
                sorted[*at as usize] = (t, op);
                *at += 1;
            }
        }
        // Later uses newest first, then forward uses oldest first; each
        // user once (`seen` holds the value, plus one, last listed for).
        let mut seen = vec![0u32; body.ops.len()];
        let mut lists = UseLists {
            start: Vec::with_capacity(n + 1),
            users: Vec::with_capacity(sorted.len()),
        };
        for v in 0..n {
            lists.start.push(lists.users.len() as u32);
            let mine = &sorted[offsets[v] as usize..offsets[v + 1] as usize];
            let def = defined[v];
            let later = mine.iter().rev().filter(|u| u.0 >= def);
            let forward = mine.iter().filter(|u| u.0 < def);
            for &(_, op) in later.chain(forward) {
                if let Some(s) = seen.get_mut(op.index()) {
                    if *s != v as u32 + 1 {
                        *s = v as u32 + 1;
                        lists.users.push(op);
                    }
                }
            }
        }
        lists.start.push(lists.users.len() as u32);
        lists
    }

    /// The distinct users of `v`, in MLIR's order.
    pub fn users(&self, v: Value) -> &[Op] {
        let (Some(&from), Some(&to)) = (self.start.get(v.index()), self.start.get(v.index() + 1))
        else {
            return &[];
        };
        self.users.get(from as usize..to as usize).unwrap_or(&[])
    }
}

impl<'a> OpPrinter<'a, '_> {
    fn use_lists(&self) -> Option<&'a UseLists> {
        let names: &'a super::ModuleNames = self.names;
        names.users.get(self.body_id.index())
    }

    /// What MLIR prints after an op with value users: ` // id: %4` for an
    /// op without results (but with operands), ` // unused`, or
    /// ` // user: %3` / ` // users: %3, %4` (`(...)` around each result's
    /// users when there are several results).
    pub(super) fn users_comment(&mut self, op: Op) {
        let body = self.body();
        let Some(lists) = self.use_lists() else {
            return;
        };
        let names: &'a super::names::Names = &self.names.bodies[self.body_id.index()];
        let results = body.results(op);
        if results.is_empty() {
            if !body.operands(op).is_empty() {
                self.out.push_str(" // id: ");
                names.write_op_id(op, self.out);
            }
            return;
        }
        let values = results.start..results.end;
        if values.clone().all(|v| lists.users(Value(v)).is_empty()) {
            self.out.push_str(" // unused");
            return;
        }
        // "user" for one result used by one op with at most one result.
        let first = lists.users(Value(results.start));
        let one = results.len() == 1 && first.len() == 1 && body.op(first[0]).num_results <= 1;
        self.out
            .push_str(if one { " // user: " } else { " // users: " });
        let brackets = results.len() > 1;
        for (i, v) in values.enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if brackets {
                self.out.push('(');
            }
            self.value_users(Value(v));
            if brackets {
                self.out.push(')');
            }
        }
    }

    /// `// %arg0 is used by %3, %4` or `// %arg0 is unused`, for a block
    /// argument (on its own line, at the indentation of the block's ops).
    pub(super) fn arg_users_comment(&mut self, arg: Value) {
        self.out.push_str("// ");
        self.value(arg);
        let unused = self.use_lists().is_none_or(|l| l.users(arg).is_empty());
        if unused {
            self.out.push_str(" is unused");
        } else {
            self.out.push_str(" is used by ");
            self.value_users(arg);
        }
    }

    /// The users of `v` by their results (`%3, %4#0, %4#1`), or by their
    /// id when they have none; `unused` when there are none.
    fn value_users(&mut self, v: Value) {
        let body = self.body();
        let Some(lists) = self.use_lists() else {
            return;
        };
        let names: &'a super::names::Names = &self.names.bodies[self.body_id.index()];
        let users = lists.users(v);
        if users.is_empty() {
            self.out.push_str("unused");
        }
        for (i, &user) in users.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let results = body.results(user);
            if results.is_empty() {
                names.write_op_id(user, self.out);
            } else {
                for (j, r) in (results.start..results.end).enumerate() {
                    if j > 0 {
                        self.out.push_str(", ");
                    }
                    names.write_use(Value(r), self.out);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::UseLists;
    use crate::ids::{Op, Value};

    /// Users (by their indices in walk order) of the entry block's
    /// arguments and of the first result of each op (in walk order), in
    /// the body with the most ops.
    fn users_by_walk_index(src: &str) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
        let ctx = crate::Context::new();
        let m = crate::syntax::parse_module(&ctx, "t.mlir", src, &Default::default()).unwrap();
        let (body_id, ops) = crate::print::largest_body_ops(&m);
        let body = m.body(body_id);
        let lists = UseLists::compute(body);
        let index = |op: Op| ops.iter().position(|&o| o == op).unwrap();
        let users = |v: Value| lists.users(v).iter().map(|&o| index(o)).collect();
        let entry = body.entry_block(body.roots[0]).unwrap();
        let args = body.block_args(entry).iter().map(|&a| users(a)).collect();
        let results = ops
            .iter()
            .map(|&op| match body.op(op).num_results {
                0 => Vec::new(),
                _ => users(body.result(op, 0)),
            })
            .collect();
        (args, results)
    }

    /// Later uses newest first, forward uses after them oldest first, an
    /// op using a value twice listed once, and an op built after the ops
    /// of its regions.
    #[test]
    fn users_are_in_mlir_use_list_order() {
        let src = r#"
func.func @f(%a: i32, %c: i1) -> i32 {
  cf.br ^bb2
^bb1:
  %u = arith.addi %v, %a : i32
  %u2 = arith.addi %u, %v : i32
  return %u2 : i32
^bb2:
  %v = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %k = arith.addi %v, %a : i32
    scf.yield %k : i32
  } else {
    scf.yield %v : i32
  }
  %w = arith.addi %r, %v : i32
  cf.br ^bb1
}
"#;
        let (args, results) = users_by_walk_index(src);
        // Walk order: 0 br, 1 %u, 2 %u2, 3 return, 4 %v, 5 scf.if, 6 %k,
        // 7 yield, 8 yield, 9 %w, 10 br.
        // %a, an entry argument (every use comes later): %k, %v (using it
        // twice), %u.
        assert_eq!(args[0], vec![6, 4, 1]);
        assert_eq!(args[1], vec![5]);
        // %v: %w, the else yield, %k, then the forward uses %u, %u2.
        assert_eq!(results[4], vec![9, 8, 6, 1, 2]);
        assert_eq!(results[5], vec![9]);
        assert!(results[9].is_empty());
    }

    #[test]
    fn values_out_of_range_have_no_users() {
        let lists = UseLists::default();
        assert!(lists.users(Value(7)).is_empty());
    }
}
