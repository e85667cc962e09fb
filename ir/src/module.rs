//! `Module`: a `builtin.module` with one `Body` per isolated-from-above op.
//!
//! Body 0 is the module's own region (its top-level ops). A function,
//! nested module or global with an initializer region is an op in its parent
//! body whose `body` field names the body holding its regions. Bodies refer
//! to each other only by symbol name, so passes can take `&mut` to many
//! bodies at once (`bodies.par_iter_mut()`).

use rustc_hash::FxHashMap;

use crate::body::{Body, OpSpec};
use crate::context::Context;
use crate::ids::{AttrId, Block, BodyId, Ident, Op};
use crate::opcode::{traits, Opcode};

#[derive(Clone)]
pub struct Module {
    pub bodies: Vec<Body>,
    /// Attributes of the top-level `builtin.module` op (`sym_name` included
    /// when the module is named).
    pub attrs: AttrId,
    pub loc: AttrId,
    /// The `{-# ... #-}` resource block the module was parsed with.
    pub resources: FileResources,
}

/// Entries of a `{-# dialect_resources: ..., external_resources: ... #-}`
/// file metadata block, in file order; values are kept as written
/// (`"0x..."` blobs and strings with their quotes, `true`, `false`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FileResources {
    pub dialect: Vec<ResourceGroup>,
    pub external: Vec<ResourceGroup>,
}

/// One dialect's (or external tool's) resources.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ResourceGroup {
    pub owner: String,
    pub entries: Vec<(String, String)>,
}

impl Module {
    /// An empty module: body 0 with one region holding one block.
    pub fn new(loc: AttrId) -> Module {
        let mut top = Body::new(Op::NONE, BodyId::NONE);
        let r = top.add_root_region();
        top.append_block(r, &[], loc);
        Module {
            bodies: vec![top],
            attrs: AttrId::EMPTY_DICT,
            loc,
            resources: FileResources::default(),
        }
    }

    pub const TOP: BodyId = BodyId(0);

    #[inline]
    pub fn body(&self, id: BodyId) -> &Body {
        &self.bodies[id.index()]
    }

    #[inline]
    pub fn body_mut(&mut self, id: BodyId) -> &mut Body {
        &mut self.bodies[id.index()]
    }

    /// The single block of the top-level module region.
    pub fn top_block(&self) -> Block {
        let top = &self.bodies[0];
        top.regions[top.roots[0].index()].first
    }

    /// The first block of body `table`'s first region: where symbols added
    /// to that module go (`top_block` for the top-level module).
    pub fn front_block(&self, table: BodyId) -> Block {
        let b = &self.bodies[table.index()];
        b.regions[b.roots[0].index()].first
    }

    /// The body of the `builtin.module` nearest around the ops of body
    /// `body` (MLIR's `getParentOfType<ModuleOp>()`): the body itself when
    /// a module owns it, else its parent's, up to the top-level module.
    /// Other symbol tables (`spirv.module`, `gpu.module`) are passed over.
    pub fn enclosing_module(&self, body: BodyId) -> BodyId {
        let mut b = body;
        // A chain of parents is at most as long as there are bodies.
        for _ in 0..self.bodies.len() {
            if b == Self::TOP || b.index() >= self.bodies.len() {
                break;
            }
            if self.is_module_body(b) {
                return b;
            }
            b = self.bodies[b.index()].parent;
        }
        Self::TOP
    }

    /// Whether body `b` is the body of a nested `builtin.module`.
    pub fn is_module_body(&self, b: BodyId) -> bool {
        let Some(data) = self.bodies.get(b.index()) else {
            return false;
        };
        self.bodies
            .get(data.parent.index())
            .and_then(|p| p.ops.get(data.owner.index()))
            .is_some_and(|o| o.opcode == Opcode::BuiltinModule)
    }

    /// The bodies of the `builtin.module`s nested in the top-level one.
    pub fn nested_modules(&self) -> impl Iterator<Item = BodyId> + '_ {
        (1..self.bodies.len())
            .map(BodyId::from_index)
            .filter(|&b| self.is_module_body(b))
    }

    /// The location of the module whose body is `table` (the top-level
    /// module's, or the nested `builtin.module` op's).
    pub fn module_loc(&self, table: BodyId) -> AttrId {
        if table == Self::TOP {
            return self.loc;
        }
        let b = &self.bodies[table.index()];
        self.bodies
            .get(b.parent.index())
            .and_then(|p| p.ops.get(b.owner.index()))
            .map_or(self.loc, |o| o.loc)
    }

    /// Creates a new body owned by `owner` (an op in `parent`) with
    /// `num_regions` empty root regions, and links it to the op.
    pub fn add_body(&mut self, parent: BodyId, owner: Op, num_regions: u32) -> BodyId {
        let id = BodyId::from_index(self.bodies.len());
        let mut b = Body::new(owner, parent);
        for _ in 0..num_regions {
            b.add_root_region();
        }
        self.bodies.push(b);
        self.bodies[parent.index()].op_mut(owner).body = id;
        id
    }

    /// Creates an isolated-from-above op (e.g. a function) at the end of
    /// `block` of body `parent`, with a fresh body of `num_regions` regions.
    pub fn push_isolated_op(
        &mut self,
        parent: BodyId,
        block: Block,
        spec: &OpSpec,
        num_regions: u32,
    ) -> (Op, BodyId) {
        let spec = OpSpec {
            num_regions: 0,
            ..spec.clone()
        };
        let op = self.bodies[parent.index()].push_op(block, &spec);
        let body = self.add_body(parent, op, num_regions);
        (op, body)
    }

    /// The symbol defined by `op` (its `sym_name`), if it defines one.
    pub fn symbol_name(ctx: &Context, body: &Body, op: Op) -> Option<Ident> {
        let d = body.op(op);
        if d.opcode != Opcode::Unregistered && !d.opcode.has(traits::SYMBOL) {
            return None;
        }
        match ctx.attr_data(ctx.dict_get(d.attrs, crate::Ident::SYM_NAME)?) {
            crate::attrs::AttrData::String { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// Symbol table of the ops directly in a symbol-table region (the top
    /// block of body `body_id`'s first root region): name → op. The first
    /// definition wins; duplicates are the verifier's to report.
    pub fn symbol_table(&self, ctx: &Context, body_id: BodyId) -> FxHashMap<Ident, Op> {
        let body = self.body(body_id);
        let mut map = FxHashMap::default();
        let Some(&root) = body.roots.first() else {
            return map;
        };
        for block in body.region_blocks(root) {
            for op in body.block_ops(block) {
                if let Some(name) = Self::symbol_name(ctx, body, op) {
                    map.entry(name).or_insert(op);
                }
            }
        }
        map
    }

    /// Top-level ops of the module, in order.
    pub fn top_ops(&self) -> impl Iterator<Item = Op> + '_ {
        self.bodies[0].block_ops(self.top_block())
    }

    /// Total ops linked into the module (all bodies).
    pub fn count_ops(&self) -> usize {
        self.bodies.iter().map(|b| b.count_ops()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::NamedAttr;
    use crate::ids::TypeId;

    fn spec<'a>(
        ctx: &Context,
        opcode: Opcode,
        operands: &'a [crate::ids::Value],
        results: &'a [TypeId],
    ) -> OpSpec<'a> {
        OpSpec {
            opcode,
            name: ctx.ident(opcode.name()),
            operands,
            result_types: results,
            successors: &[],
            attrs: AttrId::EMPTY_DICT,
            loc: AttrId::UNKNOWN_LOC,
            num_regions: 0,
        }
    }

    #[test]
    fn build_function_and_walk() {
        let ctx = Context::new();
        let mut m = Module::new(AttrId::UNKNOWN_LOC);
        let name = ctx.string_attr("f");
        let attrs = ctx.dict_attr(&[NamedAttr {
            name: ctx.ident("sym_name"),
            value: name,
        }]);
        let top = m.top_block();
        let (f, fb) = m.push_isolated_op(
            Module::TOP,
            top,
            &OpSpec {
                attrs,
                ..spec(&ctx, Opcode::FuncFunc, &[], &[])
            },
            1,
        );
        let body = m.body_mut(fb);
        let r = body.roots[0];
        let entry = body.append_block(r, &[TypeId::I32, TypeId::I32], AttrId::UNKNOWN_LOC);
        let args = body.block_args(entry).to_vec();
        let add = body.push_op(entry, &spec(&ctx, Opcode::ArithAddi, &args, &[TypeId::I32]));
        let sum = body.result(add, 0);
        let ret = body.push_op(entry, &spec(&ctx, Opcode::FuncReturn, &[sum], &[]));
        assert_eq!(body.operands(add), &args[..]);
        assert_eq!(body.value_type(sum), TypeId::I32);
        let mut seen = vec![];
        body.walk(|o| seen.push(o));
        assert_eq!(seen, vec![add, ret]);

        // O(1) removal and insertion keep the list consistent.
        body.remove_op(add);
        assert_eq!(body.block_ops(entry).collect::<Vec<_>>(), vec![ret]);
        body.insert_op_before(ret, add);
        assert_eq!(body.block_ops(entry).collect::<Vec<_>>(), vec![add, ret]);

        let table = m.symbol_table(&ctx, Module::TOP);
        assert_eq!(table.get(&ctx.ident("f")), Some(&f));
        assert_eq!(m.count_ops(), 3);
    }

    /// `walk` visits ops in pre-order: an op, then its regions (blocks in
    /// order, empty blocks and regions skipped), then its next sibling.
    #[test]
    fn walk_is_pre_order() {
        fn reference(b: &Body, r: crate::ids::Region, out: &mut Vec<Op>) {
            for block in b.region_blocks(r) {
                for op in b.block_ops(block) {
                    out.push(op);
                    for &inner in b.regions(op) {
                        reference(b, inner, out);
                    }
                }
            }
        }
        let ctx = Context::new();
        let text = r#"
func.func @f(%c: i1, %n: index) -> i32 {
  %a = arith.constant 1 : i32
  %r = scf.if %c -> (i32) {
    %x = scf.if %c -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  "test.op"() ({
  ^bb0:
    "test.a"() : () -> ()
  ^bb1:
  ^bb2:
    "test.b"() : () -> ()
  }, {
  }, {
    "test.c"() : () -> ()
  }) : () -> ()
  cf.br ^bb1
^bb1:
  return %r : i32
}
"#;
        let opts = crate::syntax::ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        };
        let m = crate::syntax::parse_module(&ctx, "t.mlir", text, &opts).unwrap();
        for b in &m.bodies {
            let mut want = Vec::new();
            for &r in &b.roots {
                reference(b, r, &mut want);
            }
            let mut got = Vec::new();
            b.walk(|o| got.push(o));
            assert_eq!(got, want);
        }
        assert_eq!(m.count_ops(), 14);
    }

    #[test]
    fn successor_operand_groups() {
        let ctx = Context::new();
        let mut body = Body::new(Op::NONE, BodyId::NONE);
        let r = body.add_root_region();
        let b0 = body.append_block(r, &[TypeId::I1, TypeId::I32], AttrId::UNKNOWN_LOC);
        let b1 = body.append_block(r, &[TypeId::I32], AttrId::UNKNOWN_LOC);
        let b2 = body.append_block(r, &[], AttrId::UNKNOWN_LOC);
        let a = body.block_args(b0).to_vec();
        let br = body.push_op(
            b0,
            &OpSpec {
                successors: &[(b1, 1), (b2, 0)],
                ..spec(&ctx, Opcode::CfCondBr, &[a[0], a[1]], &[])
            },
        );
        let groups: Vec<_> = body.successors(br).map(|(b, v)| (b, v.to_vec())).collect();
        assert_eq!(groups, vec![(b1, vec![a[1]]), (b2, vec![])]);
        assert_eq!(body.non_successor_operands(br), &[a[0]]);
        let arg = body.add_block_arg(b2, TypeId::I64, AttrId::UNKNOWN_LOC);
        assert_eq!(body.block_args(b2), &[arg]);
    }
}
