//! Decoding the shared tables: strings, dialect versions, op names and the
//! type/attribute constants (FORMAT.md sections 4 and 5). The constants are
//! decoded in one forward pass: an entry may only refer to entries before
//! it, so there is no recursion and no cycle to chase.

use rustc_hash::FxHashSet;
use strata_ir::attrs::{AffineExpr, AffineMap, DenseValues, NamedAttr};
use strata_ir::types::NamedStructBody;
use strata_ir::{AttrData, AttrId, Context, Ident, Location, Opcode, TypeData, TypeId};

use crate::error::{Error, Res};
use crate::format::{self, kind};
use crate::wire::Cursor;

pub struct Tables {
    pub strings: Vec<Ident>,
    pub op_names: Vec<(Opcode, Ident)>,
    pub types: Vec<TypeId>,
    pub attrs: Vec<AttrId>,
}

pub fn read_strings(ctx: &Context, mut cur: Cursor) -> Res<Vec<Ident>> {
    let n = cur.count("string")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let len = cur.count("string length")?;
        let at = cur.offset();
        let s = std::str::from_utf8(cur.bytes(len)?)
            .map_err(|_| Error::new(at, "string is not valid UTF-8"))?;
        out.push(ctx.ident(s));
    }
    cur.expect_end("strings section")?;
    Ok(out)
}

pub fn read_dialects(ctx: &Context, strings: &[Ident], mut cur: Cursor) -> Res<()> {
    let n = cur.count("dialect")?;
    for _ in 0..n {
        let at = cur.offset();
        let name = ctx.str(strings[cur.index(strings.len(), "string")?]);
        let version = cur.uvarint()?;
        if let Some(&(_, ours)) = format::DIALECT_VERSIONS.iter().find(|(d, _)| *d == name) {
            if version > ours {
                return Err(Error::new(
                    at,
                    format!(
                        "dialect '{name}' version {version} is newer than the supported version {ours}"
                    ),
                ));
            }
            // Every dialect is at version 1: no upgrade from older versions
            // exists yet. Upgrades hook in here, keyed by (name, version).
        }
    }
    cur.expect_end("dialects section")
}

pub fn read_op_names(
    ctx: &Context,
    strings: &[Ident],
    mut cur: Cursor,
) -> Res<Vec<(Opcode, Ident)>> {
    let n = cur.count("op name")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let name = strings[cur.index(strings.len(), "string")?];
        let opcode = Opcode::from_name(ctx.str(name)).unwrap_or(Opcode::Unregistered);
        out.push((opcode, name));
    }
    cur.expect_end("op_names section")?;
    Ok(out)
}

struct ConstReader<'a, 'b> {
    ctx: &'a Context,
    cur: Cursor<'b>,
    strings: &'a [Ident],
    types: Vec<TypeId>,
    attrs: Vec<AttrId>,
    type_depth: Vec<u16>,
    attr_depth: Vec<u16>,
    /// Deepest child of the entry being decoded.
    depth: u16,
    struct_bodies: FxHashSet<TypeId>,
}

pub fn read_constants(
    ctx: &Context,
    strings: &[Ident],
    mut cur: Cursor,
) -> Res<(Vec<TypeId>, Vec<AttrId>)> {
    let at = cur.offset();
    let num_types = cur.uvarint()?;
    let num_attrs = cur.uvarint()?;
    let num_entries = cur.count("constant entry")?;
    if num_types.saturating_add(num_attrs) > num_entries as u64 {
        return Err(Error::new(
            at,
            format!(
                "{num_types} types and {num_attrs} attributes do not fit in {num_entries} entries"
            ),
        ));
    }
    let mut r = ConstReader {
        ctx,
        cur,
        strings,
        types: Vec::with_capacity(num_types as usize),
        attrs: Vec::with_capacity(num_attrs as usize),
        type_depth: Vec::with_capacity(num_types as usize),
        attr_depth: Vec::with_capacity(num_attrs as usize),
        depth: 0,
        struct_bodies: FxHashSet::default(),
    };
    for _ in 0..num_entries {
        r.entry()?;
    }
    if r.types.len() as u64 != num_types || r.attrs.len() as u64 != num_attrs {
        return Err(r.cur.err(format!(
            "constants section declares {num_types} types and {num_attrs} attributes but holds {} and {}",
            r.types.len(),
            r.attrs.len()
        )));
    }
    r.cur.expect_end("constants section")?;
    Ok((r.types, r.attrs))
}

impl ConstReader<'_, '_> {
    fn ty(&mut self) -> Res<TypeId> {
        let i = self.cur.index(self.types.len(), "type")?;
        self.depth = self.depth.max(self.type_depth[i]);
        Ok(self.types[i])
    }

    fn opt_ty(&mut self) -> Res<Option<TypeId>> {
        let Some(i) = self.cur.opt_index(self.types.len(), "type")? else {
            return Ok(None);
        };
        self.depth = self.depth.max(self.type_depth[i]);
        Ok(Some(self.types[i]))
    }

    fn types_list(&mut self) -> Res<Box<[TypeId]>> {
        let n = self.cur.count("type list")?;
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(self.ty()?);
        }
        Ok(v.into())
    }

    fn attr(&mut self) -> Res<AttrId> {
        let i = self.cur.index(self.attrs.len(), "attribute")?;
        self.depth = self.depth.max(self.attr_depth[i]);
        Ok(self.attrs[i])
    }

    fn opt_attr(&mut self) -> Res<Option<AttrId>> {
        let Some(i) = self.cur.opt_index(self.attrs.len(), "attribute")? else {
            return Ok(None);
        };
        self.depth = self.depth.max(self.attr_depth[i]);
        Ok(Some(self.attrs[i]))
    }

    fn loc(&mut self) -> Res<AttrId> {
        let at = self.cur.offset();
        let a = self.attr()?;
        self.expect_loc(a, at)?;
        Ok(a)
    }

    fn opt_loc(&mut self) -> Res<Option<AttrId>> {
        let at = self.cur.offset();
        let a = self.opt_attr()?;
        if let Some(a) = a {
            self.expect_loc(a, at)?;
        }
        Ok(a)
    }

    fn expect_loc(&self, a: AttrId, at: usize) -> Res<()> {
        match self.ctx.attr_data(a) {
            AttrData::Location(_) => Ok(()),
            _ => Err(Error::new(at, "expected a location attribute")),
        }
    }

    fn str(&mut self) -> Res<Ident> {
        Ok(self.strings[self.cur.index(self.strings.len(), "string")?])
    }

    fn shape(&mut self) -> Res<Box<[i64]>> {
        let n = self.cur.count("dimension")?;
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(self.cur.svarint()?);
        }
        Ok(v.into())
    }

    fn entry(&mut self) -> Res<()> {
        let at = self.cur.offset();
        let k = self.cur.byte()?;
        self.depth = 0;
        match k {
            0..=31 => {
                let t = self.type_entry(k, at)?;
                let d = self.entry_depth(at)?;
                self.types.push(self.ctx.intern_type(t));
                self.type_depth.push(d);
            }
            kind::STRUCT_BODY => self.struct_body(at)?,
            64..=95 => {
                let a = self.attr_entry(k, at)?;
                let d = self.entry_depth(at)?;
                self.attrs.push(self.ctx.intern_attr(a));
                self.attr_depth.push(d);
            }
            _ => return Err(Error::new(at, format!("unknown constant kind {k}"))),
        }
        Ok(())
    }

    fn entry_depth(&self, at: usize) -> Res<u16> {
        let d = self.depth + 1;
        if d > format::MAX_CONSTANT_DEPTH {
            return Err(Error::new(
                at,
                format!(
                    "type or attribute nested deeper than {}",
                    format::MAX_CONSTANT_DEPTH
                ),
            ));
        }
        Ok(d)
    }

    fn struct_body(&mut self, at: usize) -> Res<()> {
        let t = self.ty()?;
        let TypeData::LlvmNamedStruct(name) = *self.ctx.type_data(t) else {
            return Err(Error::new(
                at,
                "struct body entry for a type that is not an identified struct",
            ));
        };
        if !self.struct_bodies.insert(t) {
            return Err(Error::new(at, "second body for identified struct"));
        }
        let flags_at = self.cur.offset();
        let flags = self.cur.byte()?;
        if flags & !(format::STRUCT_PACKED | format::STRUCT_OPAQUE) != 0 {
            return Err(Error::new(
                flags_at,
                format!("invalid struct flags {flags}"),
            ));
        }
        let body = if flags & format::STRUCT_OPAQUE != 0 {
            None
        } else {
            Some(self.types_list()?)
        };
        let body = NamedStructBody {
            packed: flags & format::STRUCT_PACKED != 0,
            body,
        };
        if !self.ctx.set_named_struct_body(name, body) {
            return Err(Error::new(
                at,
                format!(
                    "identified struct '{}' already has a different body",
                    self.ctx.str(name)
                ),
            ));
        }
        Ok(())
    }

    fn type_entry(&mut self, k: u8, at: usize) -> Res<TypeData> {
        use kind::*;
        Ok(match k {
            T_INTEGER => {
                let width = self.cur.u32()?;
                let s_at = self.cur.offset();
                let signedness = format::signedness_from(self.cur.byte()?)
                    .ok_or_else(|| Error::new(s_at, "invalid signedness"))?;
                TypeData::Integer { width, signedness }
            }
            T_INDEX => TypeData::Index,
            T_FLOAT => {
                let f_at = self.cur.offset();
                TypeData::Float(
                    format::float_from(self.cur.byte()?)
                        .ok_or_else(|| Error::new(f_at, "invalid float kind"))?,
                )
            }
            T_NONE => TypeData::None,
            T_COMPLEX => TypeData::Complex(self.ty()?),
            T_VECTOR => {
                let shape = self.shape()?;
                let n = self.cur.count("scalable flag")?;
                let mut scalable = Vec::with_capacity(n);
                for _ in 0..n {
                    scalable.push(self.cur.bool()?);
                }
                TypeData::Vector {
                    shape,
                    scalable: scalable.into(),
                    elem: self.ty()?,
                }
            }
            T_RANKED_TENSOR => TypeData::RankedTensor {
                shape: self.shape()?,
                elem: self.ty()?,
                encoding: self.opt_attr()?,
            },
            T_UNRANKED_TENSOR => TypeData::UnrankedTensor { elem: self.ty()? },
            T_MEMREF => TypeData::MemRef {
                shape: self.shape()?,
                elem: self.ty()?,
                layout: self.opt_attr()?,
                memory_space: self.opt_attr()?,
            },
            T_UNRANKED_MEMREF => TypeData::UnrankedMemRef {
                elem: self.ty()?,
                memory_space: self.opt_attr()?,
            },
            T_FUNCTION => TypeData::Function {
                inputs: self.types_list()?,
                results: self.types_list()?,
            },
            T_TUPLE => TypeData::Tuple(self.types_list()?),
            T_LLVM_PTR => TypeData::LlvmPtr {
                address_space: self.cur.u32()?,
            },
            T_LLVM_STRUCT => TypeData::LlvmStruct {
                packed: self.cur.bool()?,
                body: self.types_list()?,
            },
            T_LLVM_NAMED_STRUCT => TypeData::LlvmNamedStruct(self.str()?),
            T_LLVM_ARRAY => TypeData::LlvmArray {
                len: self.cur.uvarint()?,
                elem: self.ty()?,
            },
            T_LLVM_FUNC => TypeData::LlvmFunc {
                ret: self.ty()?,
                params: self.types_list()?,
                var_arg: self.cur.bool()?,
            },
            T_LLVM_VEC => TypeData::LlvmVec {
                len: self.cur.u32()?,
                scalable: self.cur.bool()?,
                elem: self.ty()?,
            },
            T_LLVM_VOID => TypeData::LlvmVoid,
            T_LLVM_TOKEN => TypeData::LlvmToken,
            T_LLVM_LABEL => TypeData::LlvmLabel,
            T_LLVM_METADATA => TypeData::LlvmMetadata,
            T_LLVM_PPC_FP128 => TypeData::LlvmPpcFp128,
            T_LLVM_X86_AMX => TypeData::LlvmX86Amx,
            T_LLVM_TARGET => {
                let name = self.str()?;
                let types = self.types_list()?;
                let n = self.cur.count("target type parameter")?;
                let mut ints = Vec::with_capacity(n);
                for _ in 0..n {
                    ints.push(self.cur.u32()?);
                }
                TypeData::LlvmTarget {
                    name,
                    types,
                    ints: ints.into(),
                }
            }
            T_SPIRV_PTR => TypeData::SpirvPtr {
                pointee: self.ty()?,
                storage: self.cur.u32()?,
            },
            T_SPIRV_ARRAY => TypeData::SpirvArray {
                len: self.cur.u32()?,
                elem: self.ty()?,
                stride: self.cur.u32()?,
            },
            T_SPIRV_RTARRAY => TypeData::SpirvRtArray {
                elem: self.ty()?,
                stride: self.cur.u32()?,
            },
            T_SPIRV_STRUCT => {
                let members = self.types_list()?;
                let n = self.cur.count("struct offset")?;
                let mut offsets = Vec::with_capacity(n);
                for _ in 0..n {
                    offsets.push(self.cur.u32()?);
                }
                let n = self.cur.count("struct member")?;
                let mut decorations = Vec::with_capacity(n);
                for _ in 0..n {
                    let k = self.cur.count("member decoration")?;
                    let mut ds = Vec::with_capacity(k);
                    for _ in 0..k {
                        ds.push(self.str()?);
                    }
                    decorations.push(ds.into_boxed_slice());
                }
                TypeData::SpirvStruct {
                    members,
                    offsets: offsets.into(),
                    decorations: decorations.into(),
                }
            }
            T_OPAQUE => TypeData::Opaque {
                dialect: self.str()?,
                body: self.str()?,
            },
            _ => return Err(Error::new(at, format!("unknown type kind {k}"))),
        })
    }

    fn dense(&mut self) -> Res<DenseValues> {
        let at = self.cur.offset();
        let tag = self.cur.byte()?;
        let n = self.cur.count("dense element")?;
        Ok(match tag {
            kind::DENSE_INT => {
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    v.push(self.cur.svarint128()?);
                }
                DenseValues::Int(v.into())
            }
            kind::DENSE_FLOAT => {
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    v.push(self.cur.uvarint128()?);
                }
                DenseValues::Float(v.into())
            }
            kind::DENSE_STRING => {
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    v.push(self.str()?);
                }
                DenseValues::String(v.into())
            }
            _ => return Err(Error::new(at, format!("unknown dense values kind {tag}"))),
        })
    }

    fn attr_entry(&mut self, k: u8, at: usize) -> Res<AttrData> {
        use kind::*;
        Ok(match k {
            A_UNIT => AttrData::Unit,
            A_BOOL => AttrData::Bool(self.cur.bool()?),
            A_INTEGER => AttrData::Integer {
                ty: self.ty()?,
                value: self.cur.svarint128()?,
            },
            A_FLOAT => AttrData::Float {
                ty: self.ty()?,
                bits: self.cur.uvarint128()?,
            },
            A_STRING => AttrData::String {
                value: self.str()?,
                ty: self.opt_ty()?,
            },
            A_TYPE => AttrData::Type(self.ty()?),
            A_ARRAY => {
                let n = self.cur.count("array element")?;
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    v.push(self.attr()?);
                }
                AttrData::Array(v.into())
            }
            A_DICT => {
                let n = self.cur.count("dictionary entry")?;
                let mut v: Vec<NamedAttr> = Vec::with_capacity(n);
                for _ in 0..n {
                    let name_at = self.cur.offset();
                    let name = self.str()?;
                    if let Some(prev) = v.last() {
                        if self.ctx.str(prev.name) >= self.ctx.str(name) {
                            return Err(Error::new(
                                name_at,
                                "dictionary keys are not sorted and unique",
                            ));
                        }
                    }
                    v.push(NamedAttr {
                        name,
                        value: self.attr()?,
                    });
                }
                AttrData::Dict(v.into())
            }
            A_SYMBOL_REF => {
                let root = self.str()?;
                let n = self.cur.count("nested reference")?;
                let mut nested = Vec::with_capacity(n);
                for _ in 0..n {
                    nested.push(self.str()?);
                }
                AttrData::SymbolRef {
                    root,
                    nested: nested.into(),
                }
            }
            A_DENSE_ELEMENTS => AttrData::DenseElements {
                ty: self.ty()?,
                splat: self.cur.bool()?,
                values: self.dense()?,
            },
            A_DENSE_ARRAY => AttrData::DenseArray {
                elem: self.ty()?,
                values: self.dense()?,
            },
            A_STRIDED_LAYOUT => AttrData::StridedLayout {
                offset: self.cur.svarint()?,
                strides: self.shape()?,
            },
            A_AFFINE_MAP => {
                let num_dims = self.cur.u32()?;
                let num_symbols = self.cur.u32()?;
                let n = self.cur.count("affine result")?;
                let mut results = Vec::with_capacity(n);
                for _ in 0..n {
                    results.push(self.expr()?);
                }
                AttrData::AffineMap(AffineMap {
                    num_dims,
                    num_symbols,
                    results: results.into(),
                })
            }
            A_LOC_UNKNOWN => AttrData::Location(Location::Unknown),
            A_LOC_FILE_LINE_COL => AttrData::Location(Location::FileLineCol {
                file: self.str()?,
                line: self.cur.u32()?,
                col: self.cur.u32()?,
            }),
            A_LOC_NAME => AttrData::Location(Location::Name {
                name: self.str()?,
                child: self.opt_loc()?,
            }),
            A_LOC_CALL_SITE => AttrData::Location(Location::CallSite {
                callee: self.loc()?,
                caller: self.loc()?,
            }),
            A_LOC_FUSED => {
                let n = self.cur.count("fused location")?;
                let mut locs = Vec::with_capacity(n);
                for _ in 0..n {
                    locs.push(self.loc()?);
                }
                AttrData::Location(Location::Fused {
                    locs: locs.into(),
                    metadata: self.opt_attr()?,
                })
            }
            A_ENUM => {
                let k_at = self.cur.offset();
                let kind = format::enum_from(self.cur.byte()?)
                    .ok_or_else(|| Error::new(k_at, "unknown enum attribute kind"))?;
                AttrData::Enum {
                    kind,
                    value: self.cur.uvarint()?,
                }
            }
            A_OPAQUE => AttrData::Opaque {
                dialect: self.str()?,
                body: self.str()?,
            },
            _ => return Err(Error::new(at, format!("unknown attribute kind {k}"))),
        })
    }

    /// A postfix affine expression, built with an explicit stack.
    fn expr(&mut self) -> Res<AffineExpr> {
        let at = self.cur.offset();
        let n = self.cur.count("affine expression node")?;
        let mut stack: Vec<(AffineExpr, usize)> = Vec::with_capacity(n.min(64));
        for _ in 0..n {
            let node_at = self.cur.offset();
            let k = self.cur.byte()?;
            let leaf = match k {
                kind::EXPR_DIM => Some(AffineExpr::Dim(self.cur.u32()?)),
                kind::EXPR_SYMBOL => Some(AffineExpr::Symbol(self.cur.u32()?)),
                kind::EXPR_CONST => Some(AffineExpr::Const(self.cur.svarint()?)),
                kind::EXPR_ADD..=kind::EXPR_CEIL_DIV => None,
                _ => {
                    return Err(Error::new(
                        node_at,
                        format!("unknown affine expression kind {k}"),
                    ))
                }
            };
            if let Some(leaf) = leaf {
                stack.push((leaf, 1));
                continue;
            }
            let (Some((r, dr)), Some((l, dl))) = (stack.pop(), stack.pop()) else {
                return Err(Error::new(node_at, "affine operator without two operands"));
            };
            let depth = dl.max(dr) + 1;
            if depth > format::MAX_EXPR_DEPTH {
                return Err(Error::new(node_at, "affine expression nested too deeply"));
            }
            let (l, r) = (Box::new(l), Box::new(r));
            let e = match k {
                kind::EXPR_ADD => AffineExpr::Add(l, r),
                kind::EXPR_MUL => AffineExpr::Mul(l, r),
                kind::EXPR_MOD => AffineExpr::Mod(l, r),
                kind::EXPR_FLOOR_DIV => AffineExpr::FloorDiv(l, r),
                _ => AffineExpr::CeilDiv(l, r),
            };
            stack.push((e, depth));
        }
        match (stack.pop(), stack.is_empty()) {
            (Some((e, _)), true) => Ok(e),
            _ => Err(Error::new(
                at,
                "affine expression does not reduce to one value",
            )),
        }
    }
}
