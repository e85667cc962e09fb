//! A guard against text that would expand without bound. Types and
//! attributes are interned, so they form a DAG: with aliases
//! (`#a1 = [#a0, #a0]`, `!s1 = !llvm.struct<"s1", (!s0, !s0)>`) or a
//! bytecode file sharing table entries, a few hundred bytes of input can
//! describe a type or attribute whose text, which spells every use out as
//! MLIR prints it, has 2^40 parts. Printing it would exhaust memory (and
//! mlir-opt does just that). The commands that print MLIR text check
//! first and refuse with a diagnostic.
//!
//! The estimate walks each distinct type and attribute of the context
//! once (memoized, saturating); leaves count a small constant or their own
//! data's length, which the input already bounds. Locations are left out:
//! they print through `#loc` aliases.

use crate::attrs::{AttrData, DenseValues};
use crate::context::Context;
use crate::diag::Diag;
use crate::ids::{AttrId, TypeId};
use crate::module::Module;
use crate::types::{NamedStructBody, TypeData};

/// The most text one type or attribute may print to: far beyond any real
/// one (a large `dense<...>` constant is a few MiB).
pub const MAX_TEXT_BYTES: u64 = 1 << 30;

/// Bytes counted for a leaf or for a node's own punctuation.
const NODE: u64 = 16;

/// Checks that no type or attribute `m` uses prints to more than
/// [`MAX_TEXT_BYTES`]; the error, at the module, names what would be too
/// large. Every distinct type and attribute of the context is sized first
/// (a few thousand, however large the module); only when one is too large
/// are the module's own uses looked up (a lazily read module may print
/// one small function of a context holding huge types).
pub fn check_module_printable(ctx: &Context, m: &Module) -> Result<(), Diag> {
    let mut est = Estimate::new(ctx);
    if est.context_largest() <= MAX_TEXT_BYTES {
        return Ok(());
    }
    let mut largest_type = 0;
    let mut largest_attr = est.attr(m.attrs);
    for b in &m.bodies {
        for v in &b.values {
            largest_type = largest_type.max(est.ty(v.ty));
        }
        for o in &b.ops {
            largest_attr = largest_attr.max(est.attr(o.attrs));
        }
    }
    // A type too large makes the attributes holding it too large as well:
    // the type is the one to name.
    let error = |msg| Err(Diag::error(crate::verify::src_loc(ctx, m.loc), msg));
    if largest_type > MAX_TEXT_BYTES {
        error(too_large("a type", largest_type))
    } else if largest_attr > MAX_TEXT_BYTES {
        error(too_large("an attribute", largest_attr))
    } else {
        Ok(())
    }
}

fn too_large(what: &str, bytes: u64) -> String {
    let size = if bytes == u64::MAX {
        "more than 2^64 bytes".to_string()
    } else {
        format!("about 2^{} bytes", 63 - bytes.leading_zeros())
    };
    format!(
        "{what} of the module would print as {size} of text (its parts are shared, \
         and the text spells every use out); write bytecode with --emit-bytecode instead"
    )
}

/// Memoized sizes: 0 means not computed yet (every size is at least 1).
struct Estimate<'a> {
    ctx: &'a Context,
    types: Vec<u64>,
    attrs: Vec<u64>,
    /// Identified structs whose bodies are being sized: a mention inside
    /// its own body prints the name alone.
    open_structs: Vec<crate::ids::Ident>,
    /// Set when a size just computed counted such a mention: it holds only
    /// inside that body, so it is not memoized.
    saw_open: bool,
}

/// Whether no type or attribute of `ctx` prints to more than
/// [`MAX_TEXT_BYTES`] (what quoting an op in a diagnostic checks: it may
/// print any of them).
pub fn context_printable(ctx: &Context) -> bool {
    Estimate::new(ctx).context_largest() <= MAX_TEXT_BYTES
}

impl<'a> Estimate<'a> {
    /// The largest size of any type or attribute of the context.
    fn context_largest(&mut self) -> u64 {
        let mut largest = 0;
        for i in 0..self.ctx.num_types() {
            largest = largest.max(self.ty(TypeId::from_index(i)));
        }
        for i in 0..self.ctx.num_attrs() {
            largest = largest.max(self.attr(AttrId::from_index(i)));
        }
        largest
    }

    fn new(ctx: &'a Context) -> Self {
        Estimate {
            ctx,
            types: vec![0; ctx.num_types()],
            attrs: vec![0; ctx.num_attrs()],
            open_structs: Vec::new(),
            saw_open: false,
        }
    }

    fn ty(&mut self, t: TypeId) -> u64 {
        let Some(&known) = self.types.get(t.index()) else {
            return NODE;
        };
        if known != 0 {
            return known;
        }
        let outer_saw_open = std::mem::take(&mut self.saw_open);
        let bytes = self.ty_uncached(t).max(1);
        if !self.saw_open {
            self.types[t.index()] = bytes;
        }
        self.saw_open |= outer_saw_open;
        bytes
    }

    fn ty_uncached(&mut self, t: TypeId) -> u64 {
        let ctx = self.ctx;
        match ctx.type_data(t) {
            TypeData::Complex(e)
            | TypeData::UnrankedTensor { elem: e }
            | TypeData::LlvmArray { elem: e, .. }
            | TypeData::LlvmVec { elem: e, .. }
            | TypeData::SpirvPtr { pointee: e, .. }
            | TypeData::SpirvArray { elem: e, .. }
            | TypeData::SpirvRtArray { elem: e, .. } => NODE.saturating_add(self.ty(*e)),
            TypeData::Vector { shape, elem, .. } => self.shaped(shape.len(), *elem, [None, None]),
            TypeData::RankedTensor {
                shape,
                elem,
                encoding,
            } => self.shaped(shape.len(), *elem, [*encoding, None]),
            TypeData::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => self.shaped(shape.len(), *elem, [*layout, *memory_space]),
            TypeData::UnrankedMemRef { elem, memory_space } => {
                self.shaped(0, *elem, [*memory_space, None])
            }
            TypeData::Function { inputs, results } => {
                let inputs = self.types_sum(inputs);
                inputs.saturating_add(self.types_sum(results))
            }
            TypeData::LlvmFunc { ret, params, .. } => {
                let ret = self.ty(*ret);
                ret.saturating_add(self.types_sum(params))
            }
            TypeData::Tuple(types)
            | TypeData::LlvmStruct { body: types, .. }
            | TypeData::LlvmTarget { types, .. }
            | TypeData::SpirvStruct { members: types, .. } => self.types_sum(types),
            TypeData::LlvmNamedStruct(name) => {
                // Sized as printed at its outermost mention (the upper
                // bound).
                if self.open_structs.contains(name) {
                    self.saw_open = true;
                    return NODE + ctx.bytes(*name).len() as u64;
                }
                let body = match ctx.named_struct_body(*name) {
                    Some(NamedStructBody {
                        body: Some(fields), ..
                    }) => fields,
                    _ => Box::default(),
                };
                self.open_structs.push(*name);
                let bytes = self.types_sum(&body);
                self.open_structs.pop();
                bytes.saturating_add(ctx.bytes(*name).len() as u64)
            }
            TypeData::Opaque { body, .. } => NODE + ctx.bytes(*body).len() as u64,
            _ => NODE,
        }
    }

    /// A shaped type: its dimensions, element type and attributes.
    fn shaped(&mut self, rank: usize, elem: TypeId, attrs: [Option<AttrId>; 2]) -> u64 {
        let mut bytes = NODE.saturating_mul(rank as u64 + 1);
        bytes = bytes.saturating_add(self.ty(elem));
        for a in attrs.into_iter().flatten() {
            bytes = bytes.saturating_add(self.attr(a));
        }
        bytes
    }

    fn types_sum(&mut self, types: &[TypeId]) -> u64 {
        types
            .iter()
            .fold(NODE, |sum, &t| sum.saturating_add(self.ty(t)))
    }

    fn attr(&mut self, a: AttrId) -> u64 {
        // Store locations sit above the interned table: not sized.
        let Some(&known) = self.attrs.get(a.index()) else {
            return NODE;
        };
        if known != 0 {
            return known;
        }
        let ctx = self.ctx;
        let bytes = match ctx.attr_data(a) {
            AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } | AttrData::Type(ty) => {
                NODE.saturating_add(self.ty(*ty))
            }
            AttrData::String { value, ty } => {
                let text = NODE + 4 * ctx.bytes(*value).len() as u64;
                text.saturating_add(ty.map_or(0, |t| self.ty(t)))
            }
            AttrData::Array(items) => items
                .iter()
                .fold(NODE, |sum, &i| sum.saturating_add(self.attr(i))),
            AttrData::Dict(entries) => entries.iter().fold(NODE, |sum, e| {
                let name = NODE + ctx.bytes(e.name).len() as u64;
                sum.saturating_add(name).saturating_add(self.attr(e.value))
            }),
            AttrData::DenseElements { ty, values, .. }
            | AttrData::DenseArray { elem: ty, values } => {
                let per_value = match values {
                    DenseValues::String(s) => s
                        .iter()
                        .map(|v| ctx.bytes(*v).len() as u64 + 4)
                        .sum::<u64>(),
                    _ => NODE.saturating_mul(values.len() as u64),
                };
                per_value.saturating_add(self.ty(*ty))
            }
            AttrData::SymbolRef { nested, .. } => NODE.saturating_mul(nested.len() as u64 + 1),
            AttrData::StridedLayout { strides, .. } => {
                NODE.saturating_mul(strides.len() as u64 + 1)
            }
            AttrData::Opaque { body, .. } => NODE + ctx.bytes(*body).len() as u64,
            _ => NODE,
        };
        let bytes = bytes.max(1);
        self.attrs[a.index()] = bytes;
        bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::{parse_module, ParseOptions};

    /// `#a0 = [1, 2]`, then `depth` levels each holding the one below twice.
    fn doubling_attrs(depth: usize) -> String {
        let mut text = "#a0 = [1, 2]\n".to_string();
        for i in 1..=depth {
            text.push_str(&format!("#a{i} = [#a{}, #a{}]\n", i - 1, i - 1));
        }
        text.push_str(&format!(
            "func.func @f() attributes {{x = #a{depth}}} {{\n  return\n}}\n"
        ));
        text
    }

    /// Identified structs each holding the one below twice.
    fn doubling_structs(depth: usize) -> String {
        let mut text = "!s0 = !llvm.struct<\"s0\", (i32, i64)>\n".to_string();
        for i in 1..=depth {
            text.push_str(&format!(
                "!s{i} = !llvm.struct<\"s{i}\", (!s{}, !s{})>\n",
                i - 1,
                i - 1
            ));
        }
        text.push_str(&format!(
            "llvm.func @f(%p: !llvm.ptr) {{\n  %0 = llvm.load %p : !llvm.ptr -> !s{depth}\n  llvm.return\n}}\n"
        ));
        text
    }

    fn check(text: &str) -> Result<(), String> {
        let ctx = Context::new();
        let m = parse_module(&ctx, "t.mlir", text, &ParseOptions::default()).expect("parses");
        check_module_printable(&ctx, &m).map_err(|d| d.message)
    }

    #[test]
    fn shared_parts_that_print_small_pass() {
        assert_eq!(check(&doubling_attrs(10)), Ok(()));
        assert_eq!(check(&doubling_structs(10)), Ok(()));
    }

    #[test]
    fn doubling_attributes_are_refused() {
        let err = check(&doubling_attrs(40)).unwrap_err();
        assert!(
            err.starts_with("an attribute of the module would print as about 2^4"),
            "{err}"
        );
    }

    #[test]
    fn doubling_identified_structs_are_refused() {
        let err = check(&doubling_structs(40)).unwrap_err();
        assert!(
            err.starts_with("a type of the module would print as about 2^4"),
            "{err}"
        );
    }

    #[test]
    fn a_recursive_struct_is_sized_once() {
        let text = "llvm.func @f(%p: !llvm.ptr) {\n  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<\"node\", (i32, ptr, struct<\"node\">)>\n  llvm.return\n}\n";
        assert_eq!(check(text), Ok(()));
    }

    #[test]
    fn the_estimate_bounds_the_printed_text() {
        // 2^12 copies of the innermost array: the estimate must be at
        // least the real text, so that nothing above the limit slips by.
        let text = doubling_attrs(12);
        let ctx = Context::new();
        let m = parse_module(&ctx, "t.mlir", &text, &ParseOptions::default()).expect("parses");
        let printed = crate::print::print_module(&ctx, &m, crate::print::PrintOptions::default());
        let mut est = Estimate::new(&ctx);
        let largest = (0..ctx.num_attrs())
            .map(|i| est.attr(AttrId::from_index(i)))
            .max()
            .unwrap();
        // The module around the attribute prints about 60 bytes more.
        assert!(
            largest + 100 >= printed.len() as u64,
            "{largest} vs {}",
            printed.len()
        );
    }
}
