//! The writer: plan every body in parallel, number the shared tables
//! sequentially in body order (so the numbering never depends on threads or
//! `Context` ids), encode the bodies in parallel, then assemble sections.

mod body;
mod plan;
mod tables;
mod traverse;

use rayon::prelude::*;
use strata_ir::{AttrId, Body, BodyId, Context, Ident, Module, Op};

use crate::checksum::section_hash;
use crate::format::{self, section};
use crate::wire::WireWrite;
use plan::{plan_body, BodyPlan, Use, UNNUMBERED};
use tables::Tables;

/// One written body: where it is in the module and who owns it.
struct BodyRef {
    old: BodyId,
    /// New index of the parent body and file number of the owning op
    /// (unused for body 0).
    parent: u32,
    owner: Op,
}

/// Serialises a module. Deterministic: the same module gives the same bytes
/// whatever the thread count and whichever `Context` it lives in. Ops not
/// linked into a block are not written; the module must be well formed in
/// the sense that operands are values of their own body (a dangling operand
/// is written as an out-of-range number that readers reject).
pub fn write_module(ctx: &Context, m: &Module) -> Vec<u8> {
    let plans: Vec<BodyPlan> = m.bodies.par_iter().map(|b| plan_body(ctx, b)).collect();
    let (order, new_index) = body_order(m, &plans);

    // Tables, numbered in the deterministic walk of FORMAT.md section 7.
    let mut t = Tables::new(ctx);
    for (name, _) in format::DIALECT_VERSIONS {
        t.string(ctx.ident(name));
    }
    let (attrs, loc) = module_attrs(m);
    t.add_attr(attrs);
    t.add_attr(loc);
    for r in &order {
        for &u in &plans[r.old.index()].uses {
            match u {
                Use::OpName(n) => {
                    t.op_name(n);
                }
                Use::Type(ty) => t.add_type(ty),
                Use::Attr(a) => t.add_attr(a),
                Use::Str(s) => {
                    t.string(s);
                }
            }
        }
    }
    let (mut module_section, module_arrays) = module_section(ctx, m, &mut t, &order, &plans);

    let encoded: Vec<body::Encoded> = order
        .par_iter()
        .map(|r| {
            let body = m.body(r.old);
            let child = |op: Op| -> Option<u32> {
                let b = body.op(op).body;
                let n = *new_index.get(b.index())?;
                (n != UNNUMBERED
                    && order[n as usize].owner == op
                    && order[n as usize].parent == new_index[r.old.index()])
                .then_some(n)
            };
            body::encode_body(ctx, body, &plans[r.old.index()], &t, &child)
        })
        .collect();
    let mut owner_offset = vec![0u32; order.len()];
    for (_, offsets) in &encoded {
        for &(child, at) in offsets {
            owner_offset[child as usize] = at;
        }
    }

    let mut out = Vec::with_capacity(
        64 + t.constants.len()
            + module_section.len()
            + encoded.iter().map(|b| b.0.len() + 16).sum::<usize>(),
    );
    out.extend_from_slice(&format::MAGIC);
    out.uvarint(format::VERSION);
    out.uvarint(format::PRODUCER.len() as u64);
    out.extend_from_slice(format::PRODUCER.as_bytes());
    let h = section_hash(0, &out);
    out.extend_from_slice(&h.to_le_bytes());

    // Strings: count, end offsets, then the bytes (FORMAT.md section 4).
    let mut payload = Vec::new();
    payload.uvarint(t.strings.len() as u64);
    let mut end = 0u32;
    for &s in &t.strings {
        end += ctx.bytes(s).len() as u32;
        payload.extend_from_slice(&end.to_le_bytes());
    }
    for &s in &t.strings {
        payload.extend_from_slice(ctx.bytes(s));
    }
    put_section(&mut out, section::STRINGS, &payload);

    payload.clear();
    payload.uvarint(format::DIALECT_VERSIONS.len() as u64);
    for (name, version) in format::DIALECT_VERSIONS {
        payload.uvarint(t.string_index(ctx.ident(name)).unwrap_or(u32::MAX) as u64);
        payload.uvarint(version);
    }
    put_section(&mut out, section::DIALECTS, &payload);

    payload.clear();
    payload.uvarint(t.op_names.len() as u64);
    for &n in &t.op_names {
        payload.uvarint(t.string_index(n).unwrap_or(u32::MAX) as u64);
    }
    put_section(&mut out, section::OP_NAMES, &payload);

    payload.clear();
    payload.uvarint(t.num_types() as u64);
    payload.uvarint(t.num_attrs() as u64);
    payload.uvarint(t.num_entries as u64);
    payload.uvarint(t.struct_body_offsets.len() as u64);
    for offsets in [&t.type_offsets, &t.attr_offsets, &t.struct_body_offsets] {
        for &o in offsets.iter() {
            payload.extend_from_slice(&o.to_le_bytes());
        }
    }
    payload.extend_from_slice(&t.constants);
    put_section(&mut out, section::CONSTANTS, &payload);

    // The module section holds the file offsets of the body sections, which
    // follow it: lay them out first, then fill in the index.
    let resources = crate::resources::encode(&m.resources);
    let mut at = out.len() + frame_len(module_section.len());
    if let Some(r) = &resources {
        at += frame_len(r.len());
    }
    for (k, (b, _)) in encoded.iter().enumerate() {
        let o = module_arrays.body_offsets + 8 * k;
        module_section[o..o + 8].copy_from_slice(&(at as u64).to_le_bytes());
        at += frame_len(b.len());
    }
    for (k, &off) in owner_offset.iter().enumerate().skip(1) {
        let o = module_arrays.directory + DIR_ENTRY_LEN * (k - 1) + 8;
        module_section[o..o + 4].copy_from_slice(&off.to_le_bytes());
    }
    put_section(&mut out, section::MODULE, &module_section);
    if let Some(payload) = resources {
        put_section(&mut out, section::RESOURCES, &payload);
    }
    for (b, _) in &encoded {
        put_section(&mut out, section::BODY, b);
    }
    out
}

/// Bytes of a version 3 section frame with a payload of `len` bytes.
fn frame_len(len: usize) -> usize {
    let mut v = Vec::new();
    v.uvarint(len as u64);
    1 + v.len() + 8 + len
}

/// A version 3 section: id, length, checksum, payload (FORMAT.md
/// section 2).
fn put_section(out: &mut Vec<u8>, id: u8, payload: &[u8]) {
    out.push(id);
    out.uvarint(payload.len() as u64);
    let h = section_hash(format::section_seed(id, payload.len()), payload);
    out.extend_from_slice(&h.to_le_bytes());
    out.extend_from_slice(payload);
}

/// Bodies in breadth-first order from body 0, following the `body` links of
/// linked ops; the first op to claim a body owns it. Returns the order and
/// old → new index (`UNNUMBERED` for bodies not written).
fn body_order(m: &Module, plans: &[BodyPlan]) -> (Vec<BodyRef>, Vec<u32>) {
    let mut new_index = vec![UNNUMBERED; m.bodies.len()];
    let mut order = Vec::new();
    if m.bodies.is_empty() {
        return (order, new_index);
    }
    new_index[0] = 0;
    order.push(BodyRef {
        old: Module::TOP,
        parent: 0,
        owner: Op::NONE,
    });
    let mut i = 0;
    while i < order.len() {
        let old = order[i].old;
        let body: &Body = m.body(old);
        for &op in &plans[old.index()].isolated_ops {
            let child = body.op(op).body;
            if child.index() < m.bodies.len() && new_index[child.index()] == UNNUMBERED {
                new_index[child.index()] = order.len() as u32;
                order.push(BodyRef {
                    old: child,
                    parent: i as u32,
                    owner: op,
                });
            }
        }
        i += 1;
    }
    (order, new_index)
}

/// Where the fixed-width arrays start in the module section payload.
struct ModuleArrays {
    body_offsets: usize,
    directory: usize,
}

/// Bytes of one version 3 directory entry.
const DIR_ENTRY_LEN: usize = 20;

/// The module section: attributes, location, the body index, the body
/// directory and the sorted symbol index (FORMAT.md section 6). Body file
/// offsets and owner offsets are left zero for the caller to fill in.
fn module_section(
    ctx: &Context,
    m: &Module,
    t: &mut Tables,
    order: &[BodyRef],
    plans: &[BodyPlan],
) -> (Vec<u8>, ModuleArrays) {
    let mut out = Vec::new();
    let (attrs, loc) = module_attrs(m);
    out.uvarint(t.attr_index(attrs) as u64);
    out.uvarint(t.attr_index(loc) as u64);
    out.uvarint(order.len() as u64);
    let mut entries = Vec::with_capacity(order.len() * DIR_ENTRY_LEN);
    let mut symbols: Vec<(Ident, u32)> = Vec::new();
    for (k, r) in order.iter().enumerate().skip(1) {
        let parent = &order[r.parent as usize];
        let parent_body = m.body(parent.old);
        let owner = plans[parent.old.index()].op_num[r.owner.index()];
        let name = t.op_name(parent_body.op(r.owner).name);
        let sym = Module::symbol_name(ctx, parent_body, r.owner);
        let sym_index = sym.map(|s| t.string(s));
        if let (0, Some(s)) = (r.parent, sym) {
            symbols.push((s, k as u32));
        }
        for v in [r.parent, owner, 0, name, sym_index.map_or(0, |i| i + 1)] {
            entries.extend_from_slice(&v.to_le_bytes());
        }
    }
    symbols.sort_by(|a, b| ctx.bytes(a.0).cmp(ctx.bytes(b.0)).then(a.1.cmp(&b.1)));
    out.uvarint(symbols.len() as u64);
    let body_offsets = out.len();
    out.resize(out.len() + 8 * order.len(), 0);
    let directory = out.len();
    out.extend_from_slice(&entries);
    for (_, k) in symbols {
        out.extend_from_slice(&k.to_le_bytes());
    }
    (
        out,
        ModuleArrays {
            body_offsets,
            directory,
        },
    )
}

/// The module's attribute dictionary and location, defaulted when unset.
fn module_attrs(m: &Module) -> (AttrId, AttrId) {
    let attrs = if m.attrs.is_some() {
        m.attrs
    } else {
        AttrId::EMPTY_DICT
    };
    let loc = if m.loc.is_some() {
        m.loc
    } else {
        AttrId::UNKNOWN_LOC
    };
    (attrs, loc)
}
