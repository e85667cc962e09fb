//! The shared tables of a file being written: strings, op names, and the
//! interleaved type/attribute constants, numbered by first use in the
//! deterministic walk of FORMAT.md section 7 and encoded as they are
//! numbered (post-order, so every entry refers only to earlier ones).

use rustc_hash::FxHashMap;
use strata_ir::attrs::{AffineExpr, DenseValues};
use strata_ir::{AttrData, AttrId, Context, Ident, Location, TypeData, TypeId};

use crate::format::{self, kind};
use crate::wire::WireWrite;

#[derive(Copy, Clone, Debug)]
enum Item {
    Type(TypeId),
    Attr(AttrId),
    /// The body entry of an identified struct, written after its elements.
    StructBody(TypeId, Ident),
}

pub struct Tables<'c> {
    ctx: &'c Context,
    pub strings: Vec<Ident>,
    string_idx: FxHashMap<Ident, u32>,
    pub op_names: Vec<Ident>,
    op_name_idx: FxHashMap<Ident, u32>,
    type_idx: FxHashMap<TypeId, u32>,
    attr_idx: FxHashMap<AttrId, u32>,
    /// Encoded constant entries, in order.
    pub constants: Vec<u8>,
    pub num_entries: u32,
    /// Offsets in `constants` of each type, attribute and struct body
    /// entry (the version 3 index, FORMAT.md section 5).
    pub type_offsets: Vec<u32>,
    pub attr_offsets: Vec<u32>,
    pub struct_body_offsets: Vec<u32>,
    stack: Vec<(Item, bool)>,
    children: Vec<Item>,
}

impl<'c> Tables<'c> {
    pub fn new(ctx: &'c Context) -> Self {
        Tables {
            ctx,
            strings: Vec::new(),
            string_idx: FxHashMap::default(),
            op_names: Vec::new(),
            op_name_idx: FxHashMap::default(),
            type_idx: FxHashMap::default(),
            attr_idx: FxHashMap::default(),
            constants: Vec::new(),
            num_entries: 0,
            type_offsets: Vec::new(),
            attr_offsets: Vec::new(),
            struct_body_offsets: Vec::new(),
            stack: Vec::new(),
            children: Vec::new(),
        }
    }

    pub fn num_types(&self) -> usize {
        self.type_idx.len()
    }

    pub fn num_attrs(&self) -> usize {
        self.attr_idx.len()
    }

    /// Numbers a string on first use.
    pub fn string(&mut self, s: Ident) -> u32 {
        let next = self.strings.len() as u32;
        let idx = *self.string_idx.entry(s).or_insert(next);
        if idx == next {
            self.strings.push(s);
        }
        idx
    }

    pub fn op_name(&mut self, name: Ident) -> u32 {
        let next = self.op_names.len() as u32;
        let idx = *self.op_name_idx.entry(name).or_insert(next);
        if idx == next {
            self.op_names.push(name);
            self.string(name);
        }
        idx
    }

    // ---- lookups for the (parallel, read-only) body encoders ----

    /// Index of an op name already numbered.
    pub fn op_name_index(&self, name: Ident) -> u32 {
        self.op_name_idx.get(&name).copied().unwrap_or(u32::MAX)
    }

    /// Index of a type already numbered (`u32::MAX`, an index no reader
    /// accepts, if the plan missed it — an internal invariant).
    pub fn type_index(&self, t: TypeId) -> u32 {
        self.type_idx.get(&t).copied().unwrap_or(u32::MAX)
    }

    pub fn attr_index(&self, a: AttrId) -> u32 {
        self.attr_idx.get(&a).copied().unwrap_or(u32::MAX)
    }

    pub fn string_index(&self, s: Ident) -> Option<u32> {
        self.string_idx.get(&s).copied()
    }

    // ---- numbering ----

    pub fn add_type(&mut self, t: TypeId) {
        self.visit(Item::Type(t));
    }

    pub fn add_attr(&mut self, a: AttrId) {
        self.visit(Item::Attr(a));
    }

    fn numbered(&self, item: Item) -> bool {
        match item {
            Item::Type(t) => self.type_idx.contains_key(&t),
            Item::Attr(a) => self.attr_idx.contains_key(&a),
            Item::StructBody(..) => false,
        }
    }

    /// Post-order numbering with an explicit stack: an item is pushed
    /// unexpanded, expanded (its children pushed above it), then numbered
    /// when it surfaces again. Interned data can only refer to older ids,
    /// so apart from identified structs (leaves here) there are no cycles.
    fn visit(&mut self, root: Item) {
        if self.numbered(root) {
            return;
        }
        let mut stack = std::mem::take(&mut self.stack);
        stack.push((root, false));
        while let Some((item, expanded)) = stack.pop() {
            if self.numbered(item) {
                continue;
            }
            if !expanded {
                stack.push((item, true));
                self.children.clear();
                self.collect_children(item);
                for &c in self.children.iter().rev() {
                    if !self.numbered(c) {
                        stack.push((c, false));
                    }
                }
                continue;
            }
            self.emit(item);
            if let Item::Type(t) = item {
                if let TypeData::LlvmNamedStruct(name) = self.ctx.type_data(t) {
                    if self.ctx.named_struct_body(*name).is_some() {
                        stack.push((Item::StructBody(t, *name), false));
                    }
                }
            }
        }
        self.stack = stack;
    }

    fn collect_children(&mut self, item: Item) {
        let ctx = self.ctx;
        let out = &mut self.children;
        let ty = |out: &mut Vec<Item>, t: TypeId| out.push(Item::Type(t));
        let at = |out: &mut Vec<Item>, a: Option<AttrId>| {
            if let Some(a) = a {
                out.push(Item::Attr(a))
            }
        };
        match item {
            Item::Type(t) => match ctx.type_data(t) {
                TypeData::Complex(e)
                | TypeData::UnrankedTensor { elem: e }
                | TypeData::LlvmArray { elem: e, .. }
                | TypeData::LlvmVec { elem: e, .. }
                | TypeData::Vector { elem: e, .. } => ty(out, *e),
                TypeData::RankedTensor { elem, encoding, .. } => {
                    ty(out, *elem);
                    at(out, *encoding);
                }
                TypeData::MemRef {
                    elem,
                    layout,
                    memory_space,
                    ..
                } => {
                    ty(out, *elem);
                    at(out, *layout);
                    at(out, *memory_space);
                }
                TypeData::UnrankedMemRef { elem, memory_space } => {
                    ty(out, *elem);
                    at(out, *memory_space);
                }
                TypeData::Function { inputs, results } => {
                    out.extend(inputs.iter().chain(results.iter()).map(|&t| Item::Type(t)))
                }
                TypeData::SpirvPtr { pointee: t, .. }
                | TypeData::SpirvArray { elem: t, .. }
                | TypeData::SpirvRtArray { elem: t, .. } => ty(out, *t),
                TypeData::Tuple(ts)
                | TypeData::SpirvStruct { members: ts, .. }
                | TypeData::LlvmStruct { body: ts, .. }
                | TypeData::LlvmTarget { types: ts, .. } => {
                    out.extend(ts.iter().map(|&t| Item::Type(t)))
                }
                TypeData::LlvmFunc { ret, params, .. } => {
                    ty(out, *ret);
                    out.extend(params.iter().map(|&t| Item::Type(t)));
                }
                TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::None
                | TypeData::LlvmPtr { .. }
                | TypeData::LlvmNamedStruct(_)
                | TypeData::LlvmVoid
                | TypeData::LlvmToken
                | TypeData::LlvmLabel
                | TypeData::LlvmMetadata
                | TypeData::LlvmPpcFp128
                | TypeData::LlvmX86Amx
                | TypeData::Opaque { .. } => {}
            },
            Item::StructBody(_, name) => {
                if let Some(b) = ctx.named_struct_body(name).and_then(|b| b.body) {
                    out.extend(b.iter().map(|&t| Item::Type(t)));
                }
            }
            Item::Attr(a) => match ctx.attr_data(a) {
                AttrData::Integer { ty: t, .. } | AttrData::Float { ty: t, .. } => ty(out, *t),
                AttrData::String { ty: t, .. } => {
                    if let Some(t) = t {
                        ty(out, *t)
                    }
                }
                AttrData::Type(t) => ty(out, *t),
                AttrData::DenseElements { ty: t, .. } | AttrData::DenseArray { elem: t, .. } => {
                    ty(out, *t)
                }
                AttrData::Array(xs) => out.extend(xs.iter().map(|&a| Item::Attr(a))),
                AttrData::Dict(es) => out.extend(es.iter().map(|e| Item::Attr(e.value))),
                AttrData::Location(l) => match l {
                    Location::Name { child, .. } => at(out, *child),
                    Location::CallSite { callee, caller } => {
                        at(out, Some(*callee));
                        at(out, Some(*caller));
                    }
                    Location::Fused { locs, metadata } => {
                        out.extend(locs.iter().map(|&a| Item::Attr(a)));
                        at(out, *metadata);
                    }
                    Location::Unknown | Location::FileLineCol { .. } => {}
                },
                AttrData::Unit
                | AttrData::Bool(_)
                | AttrData::SymbolRef { .. }
                | AttrData::StridedLayout { .. }
                | AttrData::AffineMap(_)
                | AttrData::Enum { .. }
                | AttrData::Opaque { .. } => {}
            },
        }
    }

    // ---- encoding one entry (its children are numbered) ----

    fn emit(&mut self, item: Item) {
        let ctx = self.ctx;
        let mut out = std::mem::take(&mut self.constants);
        let offset = out.len() as u32;
        match item {
            Item::Type(t) => {
                self.type_offsets.push(offset);
                self.encode_type(ctx.type_data(t), &mut out);
                let n = self.type_idx.len() as u32;
                self.type_idx.insert(t, n);
            }
            Item::Attr(a) => {
                self.attr_offsets.push(offset);
                self.encode_attr(ctx.attr_data(a), &mut out);
                let n = self.attr_idx.len() as u32;
                self.attr_idx.insert(a, n);
            }
            Item::StructBody(t, name) => {
                self.struct_body_offsets.push(offset);
                let body = ctx.named_struct_body(name);
                out.push(kind::STRUCT_BODY);
                out.uvarint(self.type_index(t) as u64);
                let (packed, elems) = body.map_or((false, None), |b| (b.packed, b.body));
                let mut flags = if packed { format::STRUCT_PACKED } else { 0 };
                if elems.is_none() {
                    flags |= format::STRUCT_OPAQUE;
                }
                out.push(flags);
                if let Some(elems) = elems {
                    self.types(&elems, &mut out);
                }
            }
        }
        self.num_entries += 1;
        self.constants = out;
    }

    fn ty(&self, t: TypeId, out: &mut Vec<u8>) {
        out.uvarint(self.type_index(t) as u64);
    }

    fn types(&self, ts: &[TypeId], out: &mut Vec<u8>) {
        out.uvarint(ts.len() as u64);
        for &t in ts {
            self.ty(t, out);
        }
    }

    fn attr(&self, a: AttrId, out: &mut Vec<u8>) {
        out.uvarint(self.attr_index(a) as u64);
    }

    fn opt_attr(&self, a: Option<AttrId>, out: &mut Vec<u8>) {
        out.opt_index(a.map(|a| self.attr_index(a)));
    }

    fn str(&mut self, s: Ident, out: &mut Vec<u8>) {
        let i = self.string(s);
        out.uvarint(i as u64);
    }

    fn shape(shape: &[i64], out: &mut Vec<u8>) {
        out.uvarint(shape.len() as u64);
        for &d in shape {
            out.svarint(d);
        }
    }

    fn encode_type(&mut self, t: &TypeData, out: &mut Vec<u8>) {
        use kind::*;
        match t {
            TypeData::Integer { width, signedness } => {
                out.push(T_INTEGER);
                out.uvarint(*width as u64);
                out.push(format::signedness_code(*signedness));
            }
            TypeData::Index => out.push(T_INDEX),
            TypeData::Float(k) => {
                out.push(T_FLOAT);
                out.push(format::float_code(*k));
            }
            TypeData::None => out.push(T_NONE),
            TypeData::Complex(e) => {
                out.push(T_COMPLEX);
                self.ty(*e, out);
            }
            TypeData::Vector {
                shape,
                scalable,
                elem,
            } => {
                out.push(T_VECTOR);
                Self::shape(shape, out);
                out.uvarint(scalable.len() as u64);
                out.extend(scalable.iter().map(|&s| s as u8));
                self.ty(*elem, out);
            }
            TypeData::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                out.push(T_RANKED_TENSOR);
                Self::shape(shape, out);
                self.ty(*elem, out);
                self.opt_attr(*encoding, out);
            }
            TypeData::UnrankedTensor { elem } => {
                out.push(T_UNRANKED_TENSOR);
                self.ty(*elem, out);
            }
            TypeData::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                out.push(T_MEMREF);
                Self::shape(shape, out);
                self.ty(*elem, out);
                self.opt_attr(*layout, out);
                self.opt_attr(*memory_space, out);
            }
            TypeData::UnrankedMemRef { elem, memory_space } => {
                out.push(T_UNRANKED_MEMREF);
                self.ty(*elem, out);
                self.opt_attr(*memory_space, out);
            }
            TypeData::Function { inputs, results } => {
                out.push(T_FUNCTION);
                self.types(inputs, out);
                self.types(results, out);
            }
            TypeData::Tuple(ts) => {
                out.push(T_TUPLE);
                self.types(ts, out);
            }
            TypeData::LlvmPtr { address_space } => {
                out.push(T_LLVM_PTR);
                out.uvarint(*address_space as u64);
            }
            TypeData::LlvmStruct { packed, body } => {
                out.push(T_LLVM_STRUCT);
                out.push(*packed as u8);
                self.types(body, out);
            }
            TypeData::LlvmNamedStruct(name) => {
                out.push(T_LLVM_NAMED_STRUCT);
                self.str(*name, out);
            }
            TypeData::LlvmArray { len, elem } => {
                out.push(T_LLVM_ARRAY);
                out.uvarint(*len);
                self.ty(*elem, out);
            }
            TypeData::LlvmFunc {
                ret,
                params,
                var_arg,
            } => {
                out.push(T_LLVM_FUNC);
                self.ty(*ret, out);
                self.types(params, out);
                out.push(*var_arg as u8);
            }
            TypeData::LlvmVec {
                len,
                scalable,
                elem,
            } => {
                out.push(T_LLVM_VEC);
                out.uvarint(*len as u64);
                out.push(*scalable as u8);
                self.ty(*elem, out);
            }
            TypeData::LlvmVoid => out.push(T_LLVM_VOID),
            TypeData::LlvmToken => out.push(T_LLVM_TOKEN),
            TypeData::LlvmLabel => out.push(T_LLVM_LABEL),
            TypeData::LlvmMetadata => out.push(T_LLVM_METADATA),
            TypeData::LlvmPpcFp128 => out.push(T_LLVM_PPC_FP128),
            TypeData::LlvmX86Amx => out.push(T_LLVM_X86_AMX),
            TypeData::LlvmTarget { name, types, ints } => {
                out.push(T_LLVM_TARGET);
                self.str(*name, out);
                self.types(types, out);
                out.uvarint(ints.len() as u64);
                for &i in ints.iter() {
                    out.uvarint(i as u64);
                }
            }
            TypeData::SpirvPtr { pointee, storage } => {
                out.push(T_SPIRV_PTR);
                self.ty(*pointee, out);
                out.uvarint(*storage as u64);
            }
            TypeData::SpirvArray { len, elem, stride } => {
                out.push(T_SPIRV_ARRAY);
                out.uvarint(*len as u64);
                self.ty(*elem, out);
                out.uvarint(*stride as u64);
            }
            TypeData::SpirvRtArray { elem, stride } => {
                out.push(T_SPIRV_RTARRAY);
                self.ty(*elem, out);
                out.uvarint(*stride as u64);
            }
            TypeData::SpirvStruct {
                members,
                offsets,
                decorations,
            } => {
                out.push(T_SPIRV_STRUCT);
                self.types(members, out);
                out.uvarint(offsets.len() as u64);
                for &o in offsets.iter() {
                    out.uvarint(o as u64);
                }
                out.uvarint(decorations.len() as u64);
                for ds in decorations.iter() {
                    out.uvarint(ds.len() as u64);
                    for &d in ds.iter() {
                        self.str(d, out);
                    }
                }
            }
            TypeData::Opaque { dialect, body } => {
                out.push(T_OPAQUE);
                self.str(*dialect, out);
                self.str(*body, out);
            }
        }
    }

    fn dense(&mut self, v: &DenseValues, out: &mut Vec<u8>) {
        match v {
            DenseValues::Int(xs) => {
                out.push(kind::DENSE_INT);
                out.uvarint(xs.len() as u64);
                for &x in xs.iter() {
                    out.svarint128(x);
                }
            }
            DenseValues::Float(xs) => {
                out.push(kind::DENSE_FLOAT);
                out.uvarint(xs.len() as u64);
                for &x in xs.iter() {
                    out.uvarint128(x);
                }
            }
            DenseValues::String(xs) => {
                out.push(kind::DENSE_STRING);
                out.uvarint(xs.len() as u64);
                for &x in xs.iter() {
                    self.str(x, out);
                }
            }
        }
    }

    fn encode_attr(&mut self, a: &AttrData, out: &mut Vec<u8>) {
        use kind::*;
        match a {
            AttrData::Unit => out.push(A_UNIT),
            AttrData::Bool(b) => {
                out.push(A_BOOL);
                out.push(*b as u8);
            }
            AttrData::Integer { ty, value } => {
                out.push(A_INTEGER);
                self.ty(*ty, out);
                out.svarint128(*value);
            }
            AttrData::Float { ty, bits } => {
                out.push(A_FLOAT);
                self.ty(*ty, out);
                out.uvarint128(*bits);
            }
            AttrData::String { value, ty } => {
                out.push(A_STRING);
                self.str(*value, out);
                out.opt_index(ty.map(|t| self.type_index(t)));
            }
            AttrData::Type(t) => {
                out.push(A_TYPE);
                self.ty(*t, out);
            }
            AttrData::Array(xs) => {
                out.push(A_ARRAY);
                out.uvarint(xs.len() as u64);
                for &x in xs.iter() {
                    self.attr(x, out);
                }
            }
            AttrData::Dict(es) => {
                out.push(A_DICT);
                out.uvarint(es.len() as u64);
                for e in es.iter() {
                    self.str(e.name, out);
                    self.attr(e.value, out);
                }
            }
            AttrData::SymbolRef { root, nested } => {
                out.push(A_SYMBOL_REF);
                self.str(*root, out);
                out.uvarint(nested.len() as u64);
                for &n in nested.iter() {
                    self.str(n, out);
                }
            }
            AttrData::DenseElements { ty, splat, values } => {
                out.push(A_DENSE_ELEMENTS);
                self.ty(*ty, out);
                out.push(*splat as u8);
                self.dense(values, out);
            }
            AttrData::DenseArray { elem, values } => {
                out.push(A_DENSE_ARRAY);
                self.ty(*elem, out);
                self.dense(values, out);
            }
            AttrData::StridedLayout { offset, strides } => {
                out.push(A_STRIDED_LAYOUT);
                out.svarint(*offset);
                Self::shape(strides, out);
            }
            AttrData::AffineMap(m) => {
                out.push(A_AFFINE_MAP);
                out.uvarint(m.num_dims as u64);
                out.uvarint(m.num_symbols as u64);
                out.uvarint(m.results.len() as u64);
                for e in m.results.iter() {
                    encode_expr(e, out);
                }
            }
            AttrData::Location(l) => match l {
                Location::Unknown => out.push(A_LOC_UNKNOWN),
                Location::FileLineCol { file, line, col } => {
                    out.push(A_LOC_FILE_LINE_COL);
                    self.str(*file, out);
                    out.uvarint(*line as u64);
                    out.uvarint(*col as u64);
                }
                Location::Name { name, child } => {
                    out.push(A_LOC_NAME);
                    self.str(*name, out);
                    self.opt_attr(*child, out);
                }
                Location::CallSite { callee, caller } => {
                    out.push(A_LOC_CALL_SITE);
                    self.attr(*callee, out);
                    self.attr(*caller, out);
                }
                Location::Fused { locs, metadata } => {
                    out.push(A_LOC_FUSED);
                    out.uvarint(locs.len() as u64);
                    for &l in locs.iter() {
                        self.attr(l, out);
                    }
                    self.opt_attr(*metadata, out);
                }
            },
            AttrData::Enum { kind: k, value } => {
                out.push(A_ENUM);
                out.push(format::enum_code(*k));
                out.uvarint(*value);
            }
            AttrData::Opaque { dialect, body } => {
                out.push(A_OPAQUE);
                self.str(*dialect, out);
                self.str(*body, out);
            }
        }
    }
}

/// Writes an affine expression in postfix order (node count first),
/// iteratively.
fn encode_expr(e: &AffineExpr, out: &mut Vec<u8>) {
    // Post-order via an explicit stack of (node, children done).
    let mut nodes: Vec<&AffineExpr> = Vec::new();
    let mut stack: Vec<(&AffineExpr, bool)> = vec![(e, false)];
    while let Some((n, done)) = stack.pop() {
        match (n, done) {
            (
                AffineExpr::Add(l, r)
                | AffineExpr::Mul(l, r)
                | AffineExpr::Mod(l, r)
                | AffineExpr::FloorDiv(l, r)
                | AffineExpr::CeilDiv(l, r),
                false,
            ) => {
                stack.push((n, true));
                stack.push((r, false));
                stack.push((l, false));
            }
            _ => nodes.push(n),
        }
    }
    out.uvarint(nodes.len() as u64);
    for n in nodes {
        match n {
            AffineExpr::Dim(d) => {
                out.push(kind::EXPR_DIM);
                out.uvarint(*d as u64);
            }
            AffineExpr::Symbol(s) => {
                out.push(kind::EXPR_SYMBOL);
                out.uvarint(*s as u64);
            }
            AffineExpr::Const(c) => {
                out.push(kind::EXPR_CONST);
                out.svarint(*c);
            }
            AffineExpr::Add(..) => out.push(kind::EXPR_ADD),
            AffineExpr::Mul(..) => out.push(kind::EXPR_MUL),
            AffineExpr::Mod(..) => out.push(kind::EXPR_MOD),
            AffineExpr::FloorDiv(..) => out.push(kind::EXPR_FLOOR_DIV),
            AffineExpr::CeilDiv(..) => out.push(kind::EXPR_CEIL_DIV),
        }
    }
}
