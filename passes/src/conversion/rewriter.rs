//! `BodyRewriter`: rewrites one body into a fresh body in a single walk.
//!
//! Old values map to new ones through a dense vector. A converted op reads
//! its operands with [`BodyRewriter::converted`]; an op left alone reads them
//! with [`BodyRewriter::original`]. Where the available value has the other
//! type, a `builtin.unrealized_conversion_cast` is created once per value and
//! cached, placed right after the value's definition (block arguments: at the
//! front of their block), which is where MLIR's dialect conversion puts its
//! materializations. Uses before definitions (graph regions, blocks out of
//! dominance order) are patched once the whole body is walked.

use std::cell::Cell;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::attrs::{AttrData, DenseValues, NamedAttr};
use strata_ir::body::ValueDef;
use strata_ir::{
    AttrId, Block, Body, BodyId, Context, Diag, Op, OpSpec, Opcode, Region, TypeId, Value,
};

use crate::type_converter::{ArgKind, TypeConverter};

/// Which view of a value an operand wants.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Want {
    Original,
    Converted,
}

/// An entry-block argument whose converted form is built on first use (a
/// memref descriptor repacked from its scalars).
#[derive(Clone, Debug)]
pub struct LazyArg {
    pub kind: ArgKind,
    pub old_ty: TypeId,
    pub block: Block,
    pub new_args: SmallVec<[Value; 8]>,
}

/// What a body's conversion met besides the new body.
#[derive(Default)]
pub struct Notes {
    /// Some folder would change an op in place: the body is converted
    /// again from a copy with the change made (see `conversion::in_place`).
    pub in_place_folds: bool,
    /// Errors MLIR emits without failing the pass (a conversion a pattern
    /// refuses), kept with the body's conversion until it is final (see
    /// `ConversionSet::take_diagnostics`).
    pub nonfatal: Vec<Diag>,
}

pub type Operands = SmallVec<[Value; 8]>;

/// Ops at the front of a converted block standing for one of its old
/// arguments in another type. MLIR makes the materializations converted
/// ops ask for (a memref descriptor packed for a converted user) at the
/// block's front as they are asked for, and the ones left for unconverted
/// users (every cast of a converted argument back to its old type, and
/// descriptors only those users need) at the front when the conversion
/// ends, each argument in turn. So the latter come first, in reverse
/// argument order, then the former, latest first.
#[derive(Copy, Clone, Debug)]
struct FrontMaterialization {
    block: Block,
    /// The old argument's index in its block.
    index: u32,
    first: Op,
    last: Op,
    /// Asked for by an op being converted.
    for_converted: bool,
}

/// A region a pattern hands back to the driver (MLIR's
/// `inlineRegionBefore`): the pattern has created and mapped new blocks for
/// the old region's blocks; the driver converts their arguments and ops,
/// then continues the enclosing block's remaining ops at `resume`.
#[derive(Copy, Clone, Debug)]
pub struct InlineRegion {
    pub region: Region,
    pub resume: Block,
}

pub struct BodyRewriter<'a> {
    pub ctx: &'a Context,
    pub tc: &'a TypeConverter<'a>,
    pub old: &'a Body,
    pub new: Body,
    pub names: &'a crate::names::Names,
    vmap: Vec<Value>,
    bmap: Vec<Block>,
    to_converted: FxHashMap<Value, Value>,
    /// Casts of new values back to an original type, by value and type:
    /// old values of different types can share one converted value (a
    /// `memref.cast` lowers to its operand's descriptor).
    to_original: FxHashMap<(Value, TypeId), Value>,
    /// The latest cast back to an original type made from each new value:
    /// MLIR maps a value to the source materialization it builds for it,
    /// so the next one for the same value (another old value of another
    /// type replaced by it) starts from that cast, and they form a chain.
    original_chain_end: FxHashMap<Value, Value>,
    lazy: FxHashMap<Value, LazyArg>,
    /// Old values of a 1:N type, as their converted pieces; the N:1 cast
    /// standing for the value itself is built on first use.
    split: FxHashMap<Value, SmallVec<[Value; 4]>>,
    /// Forward references: placeholder value → (old value, wanted view).
    placeholders: Vec<(Value, Value, Want)>,
    /// Casts `materialize_operands` made ahead of a pattern; those no op
    /// ends up using are erased when the body is done.
    eager_casts: Vec<Op>,
    /// The argument materializations at the front of converted blocks,
    /// placed as MLIR's would be (see `FrontMaterialization`).
    front_materializations: SmallVec<[FrontMaterialization; 8]>,
    /// Lazily built arguments already materialized: old value → index in
    /// `front_materializations`.
    materialized_args: FxHashMap<Value, usize>,
    /// Whether the lazy argument `lookup` builds now is wanted in its
    /// converted type (by an op being converted) rather than its original.
    building_for_converted: bool,
    placeholder_cache: FxHashMap<(Value, bool), Value>,
    placeholder_block: Block,
    /// The block new ops are appended to.
    pub cursor: Block,
    /// The op being rewritten (for locations).
    pub loc: AttrId,
    /// Global names for this body's `cf.assert` messages, and how many are
    /// used.
    pub assert_globals: &'a [strata_ir::Ident],
    pub assert_next: usize,
    /// Global names for this body's `vector.print` strings, and how many
    /// are used.
    pub print_strings: &'a [strata_ir::Ident],
    pub print_next: usize,
    /// The body of the `builtin.module` nearest around this body's ops
    /// (where runtime functions are looked up).
    pub module: BodyId,
    /// Set by a pattern that inlines a region; taken by the driver.
    pub inline: Option<InlineRegion>,
    /// State a region-inlining pattern leaves for the terminators of its
    /// region, keyed by the old op (e.g. `memref.alloca_scope`: the saved
    /// stack pointer and the continuation block).
    pub region_state: FxHashMap<Op, (Value, Block)>,
    /// Which old values have uses, computed on first need.
    used: Option<Vec<bool>>,
    /// The bare-pointer converter for calls to functions marked
    /// `llvm.bareptr`, and their names.
    pub bare_tc: Option<&'a TypeConverter<'a>>,
    /// The pass converts `ub.poison`: a fold to poison can be kept (the
    /// `ub.poison` MLIR materializes is then legalized), else it is rolled
    /// back.
    pub poison_legal: bool,
    /// The pass converts the index dialect: an index op's fold to
    /// constants can be kept (the `index.constant` MLIR materializes is
    /// then legalized), else it is rolled back.
    pub index_legal: bool,
    /// What the conversion met besides the new body: in-place folds, and
    /// errors emitted without failing the pass.
    pub notes: Notes,
    pub bare_callees: Option<&'a rustc_hash::FxHashSet<strata_ir::Ident>>,
    /// The converter this body was started with, and a small direct-mapped
    /// cache of its conversions (`TypeId::NONE`: no conversion): most ops
    /// convert the same few types over and over.
    base_tc: &'a TypeConverter<'a>,
    type_cache: [Cell<(TypeId, TypeId)>; TYPE_CACHE_SLOTS],
    /// Bit `i` set: the builtin scalar with the fixed id `i` (see
    /// `PLAIN_SCALARS`) converts to itself under `base_tc`.
    identity_scalars: u64,
    /// What `index` converts to under `base_tc` (`TypeId::NONE`: nothing).
    index_conv: TypeId,
}

/// Builtin scalar types with fixed ids (below 64) that a converter
/// normally leaves as they are, but may split (wide integers).
const PLAIN_SCALARS: [TypeId; 9] = [
    TypeId::I1,
    TypeId::I8,
    TypeId::I16,
    TypeId::I32,
    TypeId::I64,
    TypeId::F16,
    TypeId::F32,
    TypeId::F64,
    TypeId::BF16,
];

const TYPE_CACHE_SLOTS: usize = 32;

impl<'a> BodyRewriter<'a> {
    /// A rewriter building the new body in `new`: empty arenas (see
    /// `conversion::scratch`) with the old body's owner and parent.
    pub fn new(
        ctx: &'a Context,
        tc: &'a TypeConverter<'a>,
        names: &'a crate::names::Names,
        old: &'a Body,
        new: Body,
    ) -> Self {
        Self::with_maps(ctx, tc, names, old, new, Vec::new(), Vec::new())
    }

    /// `new`, with the value and block maps built in `vmap` and `bmap`
    /// (whatever they hold is dropped; their allocations are reused).
    pub fn with_maps(
        ctx: &'a Context,
        tc: &'a TypeConverter<'a>,
        names: &'a crate::names::Names,
        old: &'a Body,
        new: Body,
        mut vmap: Vec<Value>,
        mut bmap: Vec<Block>,
    ) -> Self {
        vmap.clear();
        vmap.resize(old.values.len(), Value::NONE);
        bmap.clear();
        bmap.resize(old.blocks.len(), Block::NONE);
        let identity_scalars = PLAIN_SCALARS
            .iter()
            .filter(|&&t| tc.convert(t) == Some(t))
            .fold(0u64, |m, t| m | 1 << t.0);
        BodyRewriter {
            ctx,
            tc,
            old,
            new,
            names,
            vmap,
            bmap,
            to_converted: FxHashMap::default(),
            to_original: FxHashMap::default(),
            original_chain_end: FxHashMap::default(),
            lazy: FxHashMap::default(),
            split: FxHashMap::default(),
            placeholders: Vec::new(),
            eager_casts: Vec::new(),
            front_materializations: SmallVec::new(),
            materialized_args: FxHashMap::default(),
            building_for_converted: false,
            placeholder_cache: FxHashMap::default(),
            placeholder_block: Block::NONE,
            cursor: Block::NONE,
            loc: AttrId::UNKNOWN_LOC,
            assert_globals: &[],
            assert_next: 0,
            print_strings: &[],
            print_next: 0,
            module: strata_ir::Module::TOP,
            inline: None,
            region_state: FxHashMap::default(),
            used: None,
            bare_tc: None,
            poison_legal: false,
            index_legal: false,
            notes: Notes::default(),
            bare_callees: None,
            base_tc: tc,
            type_cache: std::array::from_fn(|_| Cell::new((TypeId::NONE, TypeId::NONE))),
            identity_scalars,
            index_conv: tc.convert(TypeId::INDEX).unwrap_or(TypeId::NONE),
        }
    }

    /// What `index` converts to under the current converter, without a
    /// look-up; `TypeId::NONE` when it does not convert or a pattern has
    /// swapped in another converter.
    #[inline]
    pub fn fast_index(&self) -> TypeId {
        if std::ptr::eq(self.tc, self.base_tc) {
            self.index_conv
        } else {
            TypeId::NONE
        }
    }

    /// The new body and the value and block maps (for reuse), once the
    /// rewrite is done.
    pub fn into_parts(self) -> (Body, Vec<Value>, Vec<Block>) {
        (self.new, self.vmap, self.bmap)
    }

    /// Bit `i` set: the builtin scalar with the fixed id `i` converts to
    /// itself under the current converter (no bits when a pattern has
    /// swapped in another one). Read once per op by the fast paths.
    #[inline]
    pub fn identity_mask(&self) -> u64 {
        if std::ptr::eq(self.tc, self.base_tc) {
            self.identity_scalars
        } else {
            0
        }
    }

    // ---- mapping ----

    /// Whether old value `v` is used by any op (one pass over the operand
    /// pool, the first time it is asked).
    pub fn has_uses(&mut self, v: Value) -> bool {
        let old = self.old;
        let used = self.used.get_or_insert_with(|| {
            let mut used = vec![false; old.values.len()];
            for d in &old.ops {
                if d.parent.is_none() {
                    continue;
                }
                for &u in &old.pool[d.operands.range()] {
                    if let Some(slot) = used.get_mut(u as usize) {
                        *slot = true;
                    }
                }
            }
            used
        });
        used.get(v.index()).copied().unwrap_or(false)
    }

    #[inline]
    pub fn map_value(&mut self, old: Value, new: Value) {
        self.vmap[old.index()] = new;
    }

    pub fn map_lazy(&mut self, old: Value, arg: LazyArg) {
        self.lazy.insert(old, arg);
    }

    /// Maps an old value of a 1:N type to its converted pieces.
    pub fn map_split(&mut self, old: Value, pieces: &[Value]) {
        self.split.insert(old, pieces.iter().copied().collect());
    }

    /// The converted pieces of `old` when its type converts 1:N: the
    /// pieces it was mapped to, the operands of the N:1 cast standing for
    /// it, or else the results of a new 1:N cast.
    pub fn pieces(&mut self, old: Value) -> Option<SmallVec<[Value; 4]>> {
        let types = self.tc.split(self.old.value_type(old))?;
        if let Some(p) = self.split.get(&old) {
            return Some(p.clone());
        }
        if let Some(l) = self.lazy.get(&old) {
            return Some(l.new_args.iter().copied().collect());
        }
        let v = self.resolve(old, Want::Original);
        if let ValueDef::Result { op, .. } = self.new.value(v).def {
            let d = self.new.op(op);
            if d.opcode == Opcode::BuiltinUnrealizedConversionCast {
                let ops = self.new.operands(op);
                if ops.len() == types.len()
                    && ops
                        .iter()
                        .zip(&types)
                        .all(|(&o, &t)| self.new.value_type(o) == t)
                {
                    return Some(ops.iter().copied().collect());
                }
            }
        }
        let cast = self.push(
            Opcode::BuiltinUnrealizedConversionCast,
            &[v],
            &types,
            AttrId::EMPTY_DICT,
        );
        Some(self.new.results(cast).collect())
    }

    /// The N:1 cast of `pieces` back to `ty`, placed after the last piece's
    /// definition.
    fn join_pieces(&mut self, pieces: &[Value], ty: TypeId) -> Value {
        let Some(&last) = pieces.last() else {
            return Value::NONE;
        };
        let spec = OpSpec {
            opcode: Opcode::BuiltinUnrealizedConversionCast,
            name: self.names.unrealized_cast,
            operands: pieces,
            result_types: &[ty],
            successors: &[],
            attrs: AttrId::EMPTY_DICT,
            loc: self.new.value(last).loc,
            num_regions: 0,
        };
        let op = self.new.create_op(&spec);
        match self.new.value(last).def {
            ValueDef::Result { op: def, .. } => self.insert_after(def, op),
            ValueDef::BlockArg { block, .. } => self.insert_front(block, op),
        }
        self.new.result(op, 0)
    }

    /// The type of new value `v`.
    pub fn new_type(&self, v: Value) -> TypeId {
        self.new.value_type(v)
    }

    pub fn block(&self, old: Block) -> Block {
        self.bmap[old.index()]
    }

    pub fn map_block(&mut self, old: Block, new: Block) {
        self.bmap[old.index()] = new;
    }

    /// The new value `old` is mapped to one-to-one, if any (no split or
    /// lazily built value is materialized).
    #[inline]
    pub fn mapped(&self, old: Value) -> Option<Value> {
        let v = self.vmap[old.index()];
        v.is_some().then_some(v)
    }

    /// The new value for `old` as it stands (either type); `None` when its
    /// definition has not been rewritten yet.
    pub fn lookup(&mut self, old: Value) -> Option<Value> {
        let v = self.vmap[old.index()];
        if v.is_some() {
            return Some(v);
        }
        if let Some(pieces) = self.split.get(&old).cloned() {
            let v = self.join_pieces(&pieces, self.old.value_type(old));
            self.vmap[old.index()] = v;
            return Some(v);
        }
        let lazy = self.lazy.remove(&old)?;
        let index = match self.old.value(old).def {
            ValueDef::BlockArg { index, .. } => index,
            ValueDef::Result { .. } => 0,
        };
        let first_new = self.new.ops.len();
        let v = crate::conversion::func::materialize_entry_arg(self, &lazy);
        let created: SmallVec<[Op; 16]> = (first_new..self.new.ops.len())
            .map(Op::from_index)
            .filter(|&o| self.new.op(o).parent == lazy.block)
            .collect();
        if let (Some(&first), Some(&last)) = (created.first(), created.last()) {
            let entry = FrontMaterialization {
                block: lazy.block,
                index,
                first,
                last,
                for_converted: self.building_for_converted,
            };
            self.materialized_args
                .insert(old, self.front_materializations.len());
            self.front_materializations.push(entry);
            self.place_front_materialization(self.front_materializations.len() - 1);
        }
        self.vmap[old.index()] = v;
        Some(v)
    }

    /// Moves materialization `e` (ops `first..=last`, a chain in its
    /// block) to where MLIR's would be: among the materializations for
    /// unconverted users by argument index, or first of those for
    /// converted ops.
    fn place_front_materialization(&mut self, e: usize) {
        let m = self.front_materializations[e];
        let live = |r: &Self, o: &FrontMaterialization| {
            o.block == m.block && r.new.op(o.last).parent == m.block
        };
        // The entry whose last op the chain goes after: for a converted
        // user the last of the unconverted users' group (the one of the
        // lowest index), else the nearest higher index of that group.
        let anchor = self
            .front_materializations
            .iter()
            .enumerate()
            .filter(|&(i, o)| i != e && !o.for_converted && live(self, o))
            .filter(|(_, o)| m.for_converted || o.index > m.index)
            .min_by_key(|(_, o)| o.index)
            .map(|(_, o)| o.last);
        let mut chain: SmallVec<[Op; 16]> = SmallVec::new();
        let mut o = m.first;
        loop {
            chain.push(o);
            if o == m.last {
                break;
            }
            match self.new.op(o).next.expand() {
                Some(n) => o = n,
                None => break,
            }
        }
        let mut prev = anchor;
        for o in chain {
            self.new.remove_op(o);
            match prev {
                None => self.insert_front(m.block, o),
                Some(p) => self.insert_after(p, o),
            }
            prev = Some(o);
        }
    }

    /// An already materialized argument `old` is now wanted by an op being
    /// converted: MLIR would have built it then, with that group.
    fn claim_for_converted(&mut self, old: Value) {
        if let Some(&e) = self.materialized_args.get(&old) {
            if !self.front_materializations[e].for_converted {
                self.front_materializations[e].for_converted = true;
                self.place_front_materialization(e);
            }
        }
    }

    /// `old` in its converted type; `None` when the type does not convert.
    pub fn converted_type(&self, old: Value) -> Option<TypeId> {
        self.convert_type(self.old.value_type(old))
    }

    /// `self.tc.convert(ty)`, cached while `tc` is the body's converter.
    #[inline]
    pub fn convert_type(&self, ty: TypeId) -> Option<TypeId> {
        if !std::ptr::eq(self.tc, self.base_tc) {
            return self.tc.convert(ty);
        }
        let slot = &self.type_cache[ty.index() % TYPE_CACHE_SLOTS];
        let (key, value) = slot.get();
        if key == ty && key != TypeId::NONE {
            return (value != TypeId::NONE).then_some(value);
        }
        let r = self.tc.convert(ty);
        slot.set((ty, r.unwrap_or(TypeId::NONE)));
        r
    }

    /// `self.tc.memref_descriptor(ty)`, through the conversion cache: for a
    /// ranked memref, `convert` is `memref_descriptor`.
    #[inline]
    pub fn memref_descriptor(&self, ty: TypeId) -> Option<TypeId> {
        if !matches!(self.ctx.type_data(ty), strata_ir::TypeData::MemRef { .. }) {
            return None;
        }
        self.convert_type(ty)
    }

    /// Resolves `old` to a value of the wanted view, creating (or reusing) a
    /// cast. A value not defined yet gets a placeholder.
    fn resolve(&mut self, old: Value, want: Want) -> Value {
        // A lazily built argument wanted in its original type is MLIR's
        // source materialization of the argument: it takes the argument's
        // location rather than the user's.
        let found = if want == Want::Original && self.lazy.contains_key(&old) {
            let user_loc = std::mem::replace(&mut self.loc, self.old.value(old).loc);
            let found = self.lookup(old);
            self.loc = user_loc;
            found
        } else if want == Want::Converted {
            self.claim_for_converted(old);
            self.building_for_converted = true;
            let found = self.lookup(old);
            self.building_for_converted = false;
            found
        } else {
            self.lookup(old)
        };
        let Some(v) = found else {
            return self.placeholder(old, want);
        };
        let old_ty = self.old.value_type(old);
        let have = self.new.value_type(v);
        let target = match want {
            Want::Original => old_ty,
            Want::Converted => match self.convert_type(old_ty) {
                Some(t) => t,
                None => return v,
            },
        };
        if have == target {
            return v;
        }
        // A cast of a cast back to the type it came from folds away, as
        // MLIR reconciles the materializations it creates.
        if let ValueDef::Result { op: def, .. } = self.new.value(v).def {
            if self.new.op(def).opcode == Opcode::BuiltinUnrealizedConversionCast {
                if let [src] = self.new.operands(def) {
                    if self.new.value_type(*src) == target {
                        return *src;
                    }
                }
            }
        }
        let cached = match want {
            Want::Original => self.to_original.get(&(v, target)),
            Want::Converted => self.to_converted.get(&v),
        };
        if let Some(&c) = cached {
            return c;
        }
        // A cast to the converted type is made for the op being converted
        // and takes its location (MLIR's operand remapping); a cast back to
        // the original type stands for the value and takes its location.
        let loc = match want {
            Want::Converted => self.loc,
            Want::Original => self.new.value(v).loc,
        };
        let from = match want {
            Want::Original => self.original_chain_end.get(&v).copied().unwrap_or(v),
            Want::Converted => v,
        };
        let c = self.cast_after_def(from, target, loc);
        match want {
            Want::Original => {
                self.to_original.insert((v, target), c);
                self.original_chain_end.insert(v, c);
            }
            Want::Converted => {
                self.to_converted.insert(v, c);
            }
        };
        // The cast of a built descriptor back to its memref joins the
        // descriptor's materialization, and moves with it.
        if let Some(&e) = self.materialized_args.get(&old) {
            let m = &mut self.front_materializations[e];
            if let (ValueDef::Result { op: def, .. }, ValueDef::Result { op: cast, .. }) =
                (self.new.value(from).def, self.new.value(c).def)
            {
                if def == m.last {
                    m.last = cast;
                }
            }
        }
        c
    }

    /// Operands of an old op, each resolved to the wanted view.
    pub fn operands(&mut self, old: &[Value], want: Want) -> Operands {
        let mut out = Operands::new();
        for &v in old {
            out.push(self.resolve(v, want));
        }
        out
    }

    /// Resolves every operand of old op `op` to its converted type, in
    /// operand order, before a pattern runs: MLIR builds a pattern's
    /// adaptor this way, which decides the order (and, with
    /// `self.loc`, the location) of the casts it materializes, whatever
    /// order the pattern then reads its operands in. Casts the pattern
    /// does not use (it failed, or needed the original values) are erased
    /// by `finish_fixups`, as MLIR drops unused materializations.
    /// Forgets the casts `materialize_operands` made for an op whose
    /// pattern then failed (MLIR rolls them back): later users make their
    /// own, at their own locations. They stay listed, to be erased unused.
    pub fn forget_materialized_since(&mut self, mark: usize) {
        for i in mark..self.eager_casts.len() {
            let c = self.eager_casts[i];
            if let [src] = self.new.operands(c) {
                let src = *src;
                if self.to_converted.get(&src) == Some(&self.new.result(c, 0)) {
                    self.to_converted.remove(&src);
                }
            }
        }
    }

    /// How many casts `materialize_operands` has made so far.
    pub fn materialized_mark(&self) -> usize {
        self.eager_casts.len()
    }

    pub fn materialize_operands(&mut self, op: Op) {
        let old = self.old;
        for &v in old.operands(op) {
            // Lazily built arguments are left to the pattern: what they
            // become depends on the view it asks for (MLIR hands a 1:N
            // value to the adaptor as its pieces).
            if self.lazy.contains_key(&v) || self.split.contains_key(&v) {
                continue;
            }
            let before = self.new.ops.len();
            let c = self.resolve(v, Want::Converted);
            if self.new.ops.len() > before {
                if let ValueDef::Result { op: def, .. } = self.new.value(c).def {
                    if self.new.op(def).opcode == Opcode::BuiltinUnrealizedConversionCast {
                        self.eager_casts.push(def);
                    }
                }
            }
        }
    }

    pub fn converted(&mut self, old: Value) -> Value {
        self.resolve(old, Want::Converted)
    }

    pub fn original(&mut self, old: Value) -> Value {
        self.resolve(old, Want::Original)
    }

    /// The type `old` has in the new body under `want`.
    pub fn wanted_type(&self, old: Value, want: Want) -> TypeId {
        let t = self.old.value_type(old);
        match want {
            Want::Original => t,
            Want::Converted => self.convert_type(t).unwrap_or(t),
        }
    }

    /// A stand-in for a value used before its definition: an argument of a
    /// detached block, replaced everywhere once the body is walked.
    fn placeholder(&mut self, old: Value, want: Want) -> Value {
        let key = (old, want == Want::Converted);
        if let Some(&p) = self.placeholder_cache.get(&key) {
            return p;
        }
        if self.placeholder_block.is_none() {
            let holder = self.new.create_op(&OpSpec {
                opcode: Opcode::Unregistered,
                name: self.names.unrealized_cast,
                operands: &[],
                result_types: &[],
                successors: &[],
                attrs: AttrId::EMPTY_DICT,
                loc: AttrId::UNKNOWN_LOC,
                num_regions: 1,
            });
            let r = self.new.regions(holder)[0];
            self.placeholder_block = self.new.append_block(r, &[], AttrId::UNKNOWN_LOC);
        }
        let ty = self.wanted_type(old, want);
        let p = self
            .new
            .add_block_arg(self.placeholder_block, ty, AttrId::UNKNOWN_LOC);
        self.placeholders.push((p, old, want));
        self.placeholder_cache.insert(key, p);
        p
    }

    /// Creates an op at the cursor.
    pub fn push_mapped(&mut self, spec: &OpSpec) -> Op {
        self.new.push_op(self.cursor, spec)
    }

    /// Replaces placeholders by the values they stood for; called once the
    /// body is walked. One pass over the operand pool, only when needed.
    pub fn finish_fixups(&mut self) -> Result<(), Diag> {
        self.resolve_placeholders()?;
        self.erase_unused_materializations();
        Ok(())
    }

    /// Erases the materializations no op ends up using, as MLIR drops
    /// unused materializations when its conversion ends: the casts
    /// `materialize_operands` and block signatures made, then the
    /// argument materializations (a descriptor packed for a
    /// `memref.cast` whose only user folded away), latest first, since a
    /// later one may use an earlier one. One pass over the operand pool,
    /// only when there are any.
    fn erase_unused_materializations(&mut self) {
        if self.eager_casts.is_empty() && self.front_materializations.is_empty() {
            return;
        }
        let casts = std::mem::take(&mut self.eager_casts);
        // Indexed by value: every operand of the body is counted, so an
        // array, not a hash map.
        let mut uses = vec![0u32; self.new.values.len()];
        for d in &self.new.ops {
            if d.parent.is_none() {
                continue;
            }
            for &v in &self.new.pool[d.operands.range()] {
                if let Some(u) = uses.get_mut(v as usize) {
                    *u += 1;
                }
            }
        }
        for c in casts {
            self.erase_if_unused(&[c], &mut uses);
        }
        for e in (0..self.front_materializations.len()).rev() {
            let m = self.front_materializations[e];
            if let Some(chain) = self.linked_chain(m.first, m.last) {
                self.erase_if_unused(&chain, &mut uses);
            }
        }
    }

    /// The ops `first..=last`, linked in a row in a block (`None` when
    /// they no longer are).
    fn linked_chain(&self, first: Op, last: Op) -> Option<SmallVec<[Op; 16]>> {
        let mut chain = SmallVec::new();
        let mut o = first;
        loop {
            if self.new.op(o).parent.is_none() {
                return None;
            }
            chain.push(o);
            if o == last {
                return Some(chain);
            }
            o = self.new.op(o).next.expand()?;
        }
    }

    /// Erases `ops` when nothing but they themselves use their results;
    /// `uses` counts the uses of each value and is kept up to date.
    fn erase_if_unused(&mut self, ops: &[Op], uses: &mut [u32]) {
        let count = |r: &Self, uses: &mut [u32], add: bool| {
            for &o in ops {
                for &v in &r.new.pool[r.new.op(o).operands.range()] {
                    if let Some(u) = uses.get_mut(v as usize) {
                        *u = if add { *u + 1 } else { u.saturating_sub(1) };
                    }
                }
            }
        };
        count(self, uses, false);
        let unused = ops.iter().all(|&o| {
            self.new
                .results(o)
                .all(|r| uses.get(r.index()).is_none_or(|&u| u == 0))
        });
        if unused {
            for &o in ops {
                self.new.remove_op(o);
            }
        } else {
            count(self, uses, true);
        }
    }

    fn resolve_placeholders(&mut self) -> Result<(), Diag> {
        if self.placeholders.is_empty() {
            return Ok(());
        }
        let placeholders = std::mem::take(&mut self.placeholders);
        // Indexed by value (`NO_SUBST`: kept): every operand of the body is
        // looked up, so an array, not a hash map.
        const NO_SUBST: u32 = u32::MAX;
        let mut subst: Vec<u32> = vec![NO_SUBST; self.new.values.len()];
        for &(p, old, want) in &placeholders {
            if self.vmap[old.index()].is_none() && !self.lazy.contains_key(&old) {
                return Err(crate::diag::error(
                    self.ctx,
                    self.old.value(old).loc,
                    "use of a value that is never defined",
                ));
            }
            let v = self.resolve(old, want);
            if let Some(slot) = subst.get_mut(p.index()) {
                *slot = v.0;
            }
        }
        for i in 0..self.new.ops.len() {
            if self.new.ops[i].parent.is_none() {
                continue;
            }
            let span = self.new.ops[i].operands;
            for slot in &mut self.new.pool[span.range()] {
                match subst.get(*slot as usize) {
                    Some(&v) if v != NO_SUBST => *slot = v,
                    _ => {}
                }
            }
        }
        Ok(())
    }

    // ---- placement ----

    /// Inserts detached `op` right after `after`.
    pub fn insert_after(&mut self, after: Op, op: Op) {
        let next = self.new.op(after).next;
        if next.is_some() {
            self.new.insert_op_before(next, op);
        } else {
            let block = self.new.op(after).parent;
            self.new.append_op(block, op);
        }
    }

    /// Inserts detached `op` at the front of `block`.
    pub fn insert_front(&mut self, block: Block, op: Op) {
        match self.new.blocks[block.index()].first.expand() {
            Some(first) => self.new.insert_op_before(first, op),
            None => self.new.append_op(block, op),
        }
    }

    fn cast_after_def(&mut self, v: Value, to: TypeId, loc: AttrId) -> Value {
        let spec = OpSpec {
            opcode: Opcode::BuiltinUnrealizedConversionCast,
            name: self.names.unrealized_cast,
            operands: &[v],
            result_types: &[to],
            successors: &[],
            attrs: AttrId::EMPTY_DICT,
            loc,
            num_regions: 0,
        };
        let op = self.new.create_op(&spec);
        match self.new.value(v).def {
            ValueDef::Result { op: def, .. } => self.insert_after(def, op),
            ValueDef::BlockArg { block, .. } => self.insert_front(block, op),
        }
        self.new.result(op, 0)
    }

    // ---- building ----

    /// Appends a new op at the cursor with the current location.
    pub fn push(
        &mut self,
        opcode: Opcode,
        operands: &[Value],
        results: &[TypeId],
        attrs: AttrId,
    ) -> Op {
        let spec = OpSpec {
            opcode,
            name: self.names.op_name(opcode),
            operands,
            result_types: results,
            successors: &[],
            attrs,
            loc: self.loc,
            num_regions: 0,
        };
        self.new.push_op(self.cursor, &spec)
    }

    /// Appends a single-result op and returns its result.
    pub fn push1(
        &mut self,
        opcode: Opcode,
        operands: &[Value],
        ty: TypeId,
        attrs: AttrId,
    ) -> Value {
        let op = strata_ir::body::Op1 {
            opcode,
            name: self.names.op_name(opcode),
            operands,
            ty,
            attrs,
            loc: self.loc,
        };
        self.new.push_op1(self.cursor, op)
    }

    pub fn attrs(&self, entries: &[(strata_ir::Ident, AttrId)]) -> AttrId {
        let v: SmallVec<[NamedAttr; 8]> = entries
            .iter()
            .map(|&(name, value)| NamedAttr { name, value })
            .collect();
        self.ctx.dict_attr(&v)
    }

    pub fn i64_array(&self, vals: &[i64]) -> AttrId {
        i64_array(self.ctx, vals)
    }

    pub fn i32_array(&self, vals: &[i32]) -> AttrId {
        self.ctx.intern_attr(AttrData::DenseArray {
            elem: TypeId::I32,
            values: DenseValues::Int(vals.iter().map(|&v| v as i128).collect()),
        })
    }

    /// `llvm.mlir.constant(value) : ty`
    pub fn constant(&mut self, value: AttrId, ty: TypeId) -> Value {
        let attrs = self.attrs(&[(self.names.value, value)]);
        self.push1(Opcode::LlvmMlirConstant, &[], ty, attrs)
    }

    /// An integer `llvm.mlir.constant` of type `ty` whose attribute has
    /// type `attr_ty` (MLIR keeps `index` in the attribute).
    pub fn int_constant(&mut self, value: i128, attr_ty: TypeId, ty: TypeId) -> Value {
        let a = self.ctx.int_attr(attr_ty, value);
        self.constant(a, ty)
    }

    pub fn poison(&mut self, ty: TypeId) -> Value {
        self.push1(Opcode::LlvmMlirPoison, &[], ty, AttrId::EMPTY_DICT)
    }

    /// `{position = array<i64: pos>}`, prebuilt for the short positions of
    /// descriptors and small aggregates.
    fn position_attrs(&self, pos: &[i64]) -> AttrId {
        match self.names.position_dict(pos) {
            Some(a) => a,
            None => self.attrs(&[(self.names.position, self.i64_array(pos))]),
        }
    }

    pub fn extractvalue(&mut self, agg: Value, pos: &[i64], ty: TypeId) -> Value {
        let attrs = self.position_attrs(pos);
        self.push1(Opcode::LlvmExtractvalue, &[agg], ty, attrs)
    }

    pub fn insertvalue(&mut self, agg: Value, val: Value, pos: &[i64]) -> Value {
        let ty = self.new.value_type(agg);
        let attrs = self.position_attrs(pos);
        self.push1(Opcode::LlvmInsertvalue, &[agg, val], ty, attrs)
    }

    /// Copies an op unchanged except for operands, which get their original
    /// types; regions are rewritten recursively by the driver.
    pub fn clone_op_shell(&mut self, old_op: Op) -> Op {
        let old = self.old;
        self.clone_op_reading(old_op, old.operands(old_op))
    }

    /// `clone_op_shell`, with the op reading old values `old_operands`
    /// (an in-place fold changed them).
    pub fn clone_op_reading(&mut self, old_op: Op, old_operands: &[Value]) -> Op {
        let d = self.old.op(old_op);
        let operands = self.operands(old_operands, Want::Original);
        let result_types: SmallVec<[TypeId; 4]> = self
            .old
            .results(old_op)
            .map(|v| self.old.value_type(v))
            .collect();
        let succs: SmallVec<[(Block, u32); 4]> = self
            .old
            .successors(old_op)
            .map(|(b, ops)| (self.block(b), ops.len() as u32))
            .collect();
        let spec = OpSpec {
            opcode: d.opcode,
            name: d.name,
            operands: &operands,
            result_types: &result_types,
            successors: &succs,
            attrs: d.attrs,
            loc: d.loc,
            num_regions: d.regions.len,
        };
        let op = self.push_mapped(&spec);
        self.new.op_mut(op).body = d.body;
        let results: SmallVec<[Value; 4]> = self.new.results(op).collect();
        self.map_results(old_op, &results);
        op
    }

    pub fn map_results(&mut self, old_op: Op, new: &[Value]) {
        for (o, &n) in self.old.results(old_op).zip(new) {
            self.map_value(o, n);
        }
    }

    /// Pre-creates the blocks of an old region in a new region, arguments
    /// with their original types (patterns may convert them before use).
    pub fn create_blocks(&mut self, old_region: Region, new_region: Region) {
        let blocks: SmallVec<[Block; 8]> = self.old.region_blocks(old_region).collect();
        for b in blocks {
            let loc = AttrId::UNKNOWN_LOC;
            let nb = self.new.append_block(new_region, &[], loc);
            self.map_block(b, nb);
        }
    }

    /// Gives new block `nb` the arguments of old block `b`, converted when
    /// `convert` (and convertible).
    pub fn add_block_args(&mut self, b: Block, convert: bool) {
        let nb = self.block(b);
        let args: SmallVec<[Value; 8]> = self.old.block_args(b).iter().copied().collect();
        for a in args {
            let old_ty = self.old.value_type(a);
            if let Some(types) = self.tc.split(old_ty).filter(|_| convert) {
                let loc = self.old.value(a).loc;
                let new_args: SmallVec<[Value; 8]> = types
                    .iter()
                    .map(|&t| self.new.add_block_arg(nb, t, loc))
                    .collect();
                self.map_lazy(
                    a,
                    LazyArg {
                        kind: ArgKind::Split,
                        old_ty,
                        block: nb,
                        new_args,
                    },
                );
                continue;
            }
            let ty = if convert {
                self.convert_type(old_ty).unwrap_or(old_ty)
            } else {
                old_ty
            };
            let loc = self.old.value(a).loc;
            let na = self.new.add_block_arg(nb, ty, loc);
            self.map_value(a, na);
            if ty != old_ty {
                self.eager_source_cast(a, na);
            }
        }
    }

    /// The cast of new block argument `new` back to the type of the old
    /// argument `old` it replaces, made when the block's signature is
    /// converted, at the block's front and with the argument's location:
    /// MLIR makes these source materializations for every argument whose
    /// type changes, each at the front (so they end in reverse argument
    /// order), and later drops those nothing uses.
    pub fn eager_source_cast(&mut self, old: Value, new: Value) {
        let ty = self.old.value_type(old);
        let loc = self.new.value(new).loc;
        let c = self.cast_after_def(new, ty, loc);
        self.to_original.insert((new, ty), c);
        self.original_chain_end.insert(new, c);
        if let ValueDef::Result { op, .. } = self.new.value(c).def {
            self.eager_casts.push(op);
            let at = (self.new.value(new).def, self.old.value(old).def);
            if let (ValueDef::BlockArg { block, .. }, ValueDef::BlockArg { index, .. }) = at {
                self.front_materializations.push(FrontMaterialization {
                    block,
                    index,
                    first: op,
                    last: op,
                    for_converted: false,
                });
            }
        }
    }

    /// Moves new block `b` to sit right after `after` in its region.
    /// A new empty block right after `after`, in its region.
    pub fn new_block_after(&mut self, after: Block) -> Block {
        let region = self.new.blocks[after.index()].parent;
        let b = self.new.append_block(region, &[], AttrId::UNKNOWN_LOC);
        self.move_block_after(b, after);
        b
    }

    /// A terminator with successors (`llvm.br`, `llvm.cond_br`, ...) at the
    /// cursor.
    pub fn push_branch(
        &mut self,
        opcode: Opcode,
        operands: &[Value],
        successors: &[(Block, u32)],
        attrs: AttrId,
    ) {
        let spec = OpSpec {
            opcode,
            name: self.names.op_name(opcode),
            operands,
            result_types: &[],
            successors,
            attrs,
            loc: self.loc,
            num_regions: 0,
        };
        self.push_mapped(&spec);
    }

    pub fn move_block_after(&mut self, b: Block, after: Block) {
        let blocks = &mut self.new.blocks;
        let region = blocks[b.index()].parent;
        // unlink b
        let (p, n) = (blocks[b.index()].prev, blocks[b.index()].next);
        if p.is_some() {
            blocks[p.index()].next = n;
        } else {
            self.new.regions[region.index()].first = n;
        }
        if n.is_some() {
            blocks[n.index()].prev = p;
        } else {
            self.new.regions[region.index()].last = p;
        }
        // link after `after`
        let next = blocks[after.index()].next;
        blocks[b.index()].prev = after;
        blocks[b.index()].next = next;
        blocks[after.index()].next = b;
        if next.is_some() {
            blocks[next.index()].prev = b;
        } else {
            self.new.regions[region.index()].last = b;
        }
    }
}

/// `array<i64: vals>`.
pub fn i64_array(ctx: &Context, vals: &[i64]) -> AttrId {
    ctx.intern_attr(AttrData::DenseArray {
        elem: TypeId::I64,
        values: DenseValues::Int(vals.iter().map(|&v| v as i128).collect()),
    })
}
