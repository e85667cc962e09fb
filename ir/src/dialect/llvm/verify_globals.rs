//! Module-level llvm ops and what functions demand of their bodies:
//! globals (linkage, alignment, comdat, initializer), aliases, ifuncs,
//! global constructor and destructor lists, comdat regions, function
//! attribute combinations, landing pads and block tags, with mlir-opt
//! 22's messages.

use super::{enum_value, is_unit};
use crate::attrs::{AttrData, DenseValues};
use crate::body::{Body, ValueDef};
use crate::context::Context;
use crate::diag::{DResult, Diag};
use crate::ids::{AttrId, BodyId, Ident, Op, Value};
use crate::module::Module;
use crate::opcode::Opcode;
use crate::syntax::attrs::LINKAGES;
use crate::types::TypeData;
use crate::verify::symbols::Symbols;

const COMMON: u64 = 5;
const APPENDING: u64 = 6;
const AVAILABLE_EXTERNALLY: u64 = 2;

fn attr(ctx: &Context, body: &Body, op: Op, name: crate::Ident) -> Option<AttrId> {
    ctx.dict_get(body.op(op).attrs, name)
}

fn plain_error(ctx: &Context, body: &Body, op: Op, msg: impl Into<String>) -> Diag {
    Diag::error(crate::verify::src_loc(ctx, body.op(op).loc), msg.into())
}

/// An error about `o`, an op of body `b` nested in the op being verified.
/// MLIR reports it from `o` itself, so the note quotes `o` rather than the
/// verified op (the verifier keeps a note that is already there).
fn nested_error(ctx: &Context, m: &Module, b: BodyId, o: Op, msg: impl Into<String>) -> Diag {
    let mut d = plain_error(ctx, m.body(b), o, msg);
    d.notes
        .push(crate::verify::current_operation_note(ctx, m, b, o));
    d
}

const ADDR_SPACE_CONSTRAINT: &str = "attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative";

fn addr_space_ok(ctx: &Context, a: AttrId) -> bool {
    matches!(
        ctx.attr_data(a),
        AttrData::Integer { ty, value } if *ty == crate::ids::TypeId::I32 && *value >= 0
    )
}

/// The generic form's attribute dictionary of an `llvm.mlir.global`,
/// checked while parsing: MLIR tests the constraints of inherent
/// attributes given there before building the op, so a bad one is a parse
/// error (no note quoting the op). Given as properties, the verifier
/// reports it.
pub(crate) fn check_generic_attr_dict(
    ctx: &Context,
    opcode: Opcode,
    attrs: &[crate::attrs::NamedAttr],
    at: &crate::diag::SrcLoc,
) -> DResult<()> {
    if opcode != Opcode::LlvmMlirGlobal {
        return Ok(());
    }
    let bad = attrs
        .iter()
        .any(|a| ctx.str(a.name) == "addr_space" && !addr_space_ok(ctx, a.value));
    if bad {
        return Err(Diag::error(
            at.clone(),
            format!("'{}' op {ADDR_SPACE_CONSTRAINT}", opcode.name()),
        ));
    }
    Ok(())
}

/// Whether the op holding `op`'s region is a symbol table (the top level
/// is the module's body).
fn parent_is_symbol_table(m: &Module, body_id: BodyId, body: &Body, op: Op) -> bool {
    let block = body.op(op).parent;
    if block.is_none() {
        return true;
    }
    let in_op = body.region_parent(body.blocks[block.index()].parent);
    let parent = if in_op.is_some() {
        body.op(in_op).opcode
    } else if body_id == Module::TOP {
        return true;
    } else {
        let b = m.body(body_id);
        if b.owner.is_none() || b.parent.is_none() {
            return true;
        }
        m.body(b.parent).op(b.owner).opcode
    };
    parent.has(crate::opcode::traits::SYMBOL_TABLE)
}

fn linkage(ctx: &Context, body: &Body, op: Op) -> u64 {
    enum_value(ctx, attr(ctx, body, op, crate::Ident::LINKAGE)).unwrap_or(super::LINKAGE_EXTERNAL)
}

fn linkage_name(l: u64) -> &'static str {
    LINKAGES.get(l as usize).copied().unwrap_or("")
}

/// `llvm.mlir.global`: a zero value for `common` linkage, an array for
/// `appending`, a comdat selector for `comdat(...)`, a power-of-two
/// alignment, and an initializer region without side effects.
pub(super) fn verify_global(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    verify_global_attrs(ctx, syms, body_id, body, op)?;
    let l = linkage(ctx, body, op);
    if l == COMMON {
        if let Some(v) = attr(ctx, body, op, crate::Ident::VALUE) {
            if !is_zero(ctx, v) {
                return err(format!(
                    "expected zero value for '{}' linkage",
                    linkage_name(COMMON)
                ));
            }
        }
    }
    if l == APPENDING {
        let ty = match attr(ctx, body, op, crate::Ident::GLOBAL_TYPE).map(|a| ctx.attr_data(a)) {
            Some(AttrData::Type(t)) => Some(*t),
            _ => None,
        };
        if !ty.is_some_and(|t| matches!(ctx.type_data(t), TypeData::LlvmArray { .. })) {
            return err(format!(
                "expected array type for '{}' linkage",
                linkage_name(APPENDING)
            ));
        }
    }
    verify_comdat(ctx, syms, body_id, body, op)?;
    if let Some(a) = super::int_value(ctx, attr(ctx, body, op, crate::Ident::ALIGNMENT)) {
        if a <= 0 || (a & (a - 1)) != 0 {
            return Err(plain_error(
                ctx,
                body,
                op,
                "alignment attribute is not a power of 2",
            ));
        }
    }
    let d = body.op(op);
    if d.body.is_some() {
        let m = syms.module();
        if let Some(bad) = effectful_op(m.body(d.body)) {
            return Err(nested_error(
                ctx,
                m,
                d.body,
                bad,
                "ops with side effects not allowed in global initializers",
            ));
        }
    }
    Ok(())
}

/// MLIR's checks of a global's own attributes and initializer: required
/// attributes (generic form), the address space, a symbol table around it,
/// its type, a string value's type, target extension types, and the
/// initializer region against the value and the global type.
fn verify_global_attrs(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let ty = match attr(ctx, body, op, crate::Ident::GLOBAL_TYPE).map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => *t,
        _ => return err("requires attribute 'global_type'".into()),
    };
    if attr(ctx, body, op, crate::Ident::SYM_NAME).is_none() {
        return err("requires attribute 'sym_name'".into());
    }
    if let Some(a) = attr(ctx, body, op, crate::Ident::ADDR_SPACE) {
        if !addr_space_ok(ctx, a) {
            return err(ADDR_SPACE_CONSTRAINT.into());
        }
    }
    // The symbol trait's check, which MLIR runs before the op's own.
    if !parent_is_symbol_table(syms.module(), body_id, body, op) {
        return err("symbol's parent must have the SymbolTable trait".into());
    }
    // Types with no values cannot be stored. (Non-LLVM types that MLIR
    // would ask for its pointer-element interface are left to the
    // translation.)
    if matches!(
        ctx.type_data(ty),
        TypeData::LlvmVoid | TypeData::LlvmToken | TypeData::LlvmLabel | TypeData::LlvmMetadata
    ) {
        return err("expects type to be a valid element type for an LLVM global".into());
    }
    let value = attr(ctx, body, op, crate::Ident::VALUE);
    if let Some(AttrData::String { value: s, .. }) = value.map(|v| ctx.attr_data(v)) {
        let fits = matches!(
            ctx.type_data(ty),
            TypeData::LlvmArray { len, elem } if *elem == crate::ids::TypeId::I8 && *len == ctx.bytes(*s).len() as u64
        );
        if !fits {
            return err(
                "requires an i8 array type of the length equal to that of the string attribute"
                    .into(),
            );
        }
    }
    if matches!(ctx.type_data(ty), TypeData::LlvmTarget { .. }) && value.is_some() {
        return err(
            "global with target extension type can only be initialized with zero-initializer"
                .into(),
        );
    }
    let d = body.op(op);
    if !d.body.is_some() {
        return Ok(());
    }
    // The initializer's block (an empty region has none).
    let ib = syms.module().body(d.body);
    let Some(entry) = ib
        .regions
        .first()
        .map(|r| r.first)
        .filter(|&b| b != crate::ids::Block::NONE)
    else {
        return Ok(());
    };
    if value.is_some() {
        return err("cannot have both initializer value and region".into());
    }
    // The type the initializer returns (its terminator's operand).
    let ret = ib
        .last_op(entry)
        .filter(|&o| ib.op(o).opcode == Opcode::LlvmReturn)
        .and_then(|o| ib.operands(o).first().copied())
        .map(|v| ib.value_type(v));
    if let Some(rt) = ret.filter(|&rt| rt != ty) {
        return err(format!(
            "initializer region type '{}' does not match global type '{}'",
            super::type_text(ctx, rt),
            super::type_text(ctx, ty)
        ));
    }
    Ok(())
}

/// The first op of an initializer region with side effects: the llvm
/// ops that read, write or allocate memory, or call. (MLIR also rejects
/// ops it knows nothing of; only ops known to have effects are flagged
/// here, so no initializer MLIR accepts is refused.)
fn effectful_op(b: &Body) -> Option<Op> {
    use Opcode::*;
    let mut found = None;
    b.walk(|o| {
        let effects = matches!(
            b.op(o).opcode,
            LlvmAlloca
                | LlvmAtomicrmw
                | LlvmCall
                | LlvmCallIntrinsic
                | LlvmCmpxchg
                | LlvmFence
                | LlvmInlineAsm
                | LlvmLoad
                | LlvmStore
                | LlvmVaArg
                | LlvmLandingpad
        );
        if found.is_none() && effects {
            found = Some(o);
        }
    });
    found
}

/// MLIR's zero test for a `common` global's value: integer and float
/// zeros, and elements that are all zero.
fn is_zero(ctx: &Context, a: AttrId) -> bool {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => *value == 0,
        AttrData::Bool(b) => !b,
        AttrData::Float { bits, .. } => *bits == 0,
        AttrData::DenseElements { values, .. } => match values {
            DenseValues::Int(v) => v.iter().all(|&x| x == 0),
            DenseValues::Float(v) => v.iter().all(|&x| x == 0),
            DenseValues::String(_) => false,
        },
        AttrData::Opaque { dialect, body } => {
            ctx.str(*dialect) == "llvm" && ctx.str(*body) == "zero"
        }
        _ => false,
    }
}

/// `comdat(@c::@sel)` names a `llvm.comdat_selector`.
pub(super) fn verify_comdat(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let Some(c) = attr(ctx, body, op, crate::Ident::COMDAT) else {
        return Ok(());
    };
    let ok = match ctx.attr_data(c) {
        AttrData::SymbolRef { root, nested } => {
            syms.lookup(ctx, body_id, *root)
                .is_some_and(|(b, o)| match nested.first() {
                    None => syms.module().body(b).op(o).opcode == Opcode::LlvmComdatSelector,
                    Some(&sel) => comdat_has_selector(ctx, syms.module(), b, o, sel),
                })
        }
        _ => false,
    };
    if !ok {
        return Err(plain_error(ctx, body, op, "expected comdat symbol"));
    }
    Ok(())
}

/// Whether comdat op `o` holds a selector named `sel`.
fn comdat_has_selector(ctx: &Context, m: &Module, b: BodyId, o: Op, sel: Ident) -> bool {
    let body = m.body(b);
    let d = body.op(o);
    if d.opcode != Opcode::LlvmComdat {
        return false;
    }
    let named = |ob: &Body, x: Op| {
        ob.op(x).opcode == Opcode::LlvmComdatSelector
            && matches!(
                ctx.dict_get(ob.op(x).attrs, crate::Ident::SYM_NAME)
                    .map(|a| ctx.attr_data(a)),
                Some(AttrData::String { value, .. }) if *value == sel
            )
    };
    // The region lives in the op's own body when isolated, else inline.
    if d.body.is_some() {
        let ib = m.body(d.body);
        let mut hit = false;
        ib.walk(|x| hit |= named(ib, x));
        return hit;
    }
    body.regions(o).iter().any(|&r| {
        body.region_blocks(r)
            .any(|blk| body.block_ops(blk).any(|x| named(body, x)))
    })
}

/// Ops directly inside a `llvm.comdat` region must be selectors.
pub(super) fn verify_comdat_region(
    ctx: &Context,
    m: &Module,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let d = body.op(op);
    // The region's ops live in the comdat's own body when it has one.
    let (b, ib) = if d.body.is_some() {
        (d.body, m.body(d.body))
    } else {
        (body_id, body)
    };
    let roots = if d.body.is_some() {
        &ib.roots[..]
    } else {
        body.regions(op)
    };
    for &r in roots {
        for blk in ib.region_blocks(r) {
            for x in ib.block_ops(blk) {
                if ib.op(x).opcode != Opcode::LlvmComdatSelector {
                    return Err(nested_error(
                        ctx,
                        m,
                        b,
                        x,
                        "only comdat selector symbols can appear in a comdat region",
                    ));
                }
            }
        }
    }
    Ok(())
}

/// `llvm.mlir.global_ctors` / `global_dtors`: lists of one length, data
/// symbols or `#llvm.zero`, and functions with a body.
pub(super) fn verify_structors(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
    ctors: bool,
) -> DResult<()> {
    let key = if ctors {
        crate::Ident::CTORS
    } else {
        crate::Ident::DTORS
    };
    let list = |name: crate::Ident| match attr(ctx, body, op, name).map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(items)) => items.clone(),
        _ => Default::default(),
    };
    let (funcs, prios, data) = (
        list(key),
        list(crate::Ident::PRIORITIES),
        list(crate::Ident::DATA),
    );
    if funcs.len() != prios.len() || funcs.len() != data.len() {
        return Err(plain_error(
            ctx,
            body,
            op,
            format!(
                "{}, priorities, and data must have the same number of elements",
                ctx.str(key)
            ),
        ));
    }
    let data_ok = |a: AttrId| match ctx.attr_data(a) {
        AttrData::SymbolRef { nested, .. } => nested.is_empty(),
        AttrData::Opaque { dialect, body } => {
            ctx.str(*dialect) == "llvm" && ctx.str(*body) == "zero"
        }
        _ => false,
    };
    if !data.iter().all(|&a| data_ok(a)) {
        return Err(plain_error(
            ctx,
            body,
            op,
            "data element must be symbol or #llvm.zero",
        ));
    }
    let m = syms.module();
    for &f in funcs.iter() {
        let AttrData::SymbolRef { root, .. } = ctx.attr_data(f) else {
            continue;
        };
        let name = ctx.str(*root);
        let found = syms
            .lookup(ctx, body_id, *root)
            .filter(|&(b, o)| m.body(b).op(o).opcode == Opcode::LlvmFunc);
        let Some((b, o)) = found else {
            return Err(crate::verify::op_error(
                ctx,
                body,
                op,
                format!("'{name}' does not reference a valid LLVM function"),
            ));
        };
        if !has_body(m, m.body(b), o) {
            return Err(crate::verify::op_error(
                ctx,
                body,
                op,
                format!("'{name}' does not have a definition"),
            ));
        }
    }
    Ok(())
}

/// Whether function `f` has a body (at least one block).
fn has_body(m: &Module, b: &Body, f: Op) -> bool {
    let d = b.op(f);
    if d.body.is_none() {
        return false;
    }
    let fb = m.body(d.body);
    fb.roots
        .first()
        .is_some_and(|&r| fb.region_blocks(r).next().is_some())
}

/// The last op of the first block of an initializer region's body.
fn initializer_terminator(ib: &Body) -> Option<Op> {
    ib.roots
        .first()
        .and_then(|&r| ib.region_blocks(r).next())
        .and_then(|blk| ib.last_op(blk))
}

/// The op defining `v`, when it is an op result.
fn def_op(body: &Body, v: Value) -> Option<Op> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some(op),
        ValueDef::BlockArg { .. } => None,
    }
}

/// `llvm.mlir.alias`: a type a global can have, a linkage aliases allow,
/// and an initializer returning a pointer without side effects.
pub(super) fn verify_alias(ctx: &Context, m: &Module, body: &Body, op: Op) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let ty = match attr(ctx, body, op, crate::Ident::ALIAS_TYPE).map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => Some(*t),
        _ => None,
    };
    if let Some(t) = ty {
        let bad = matches!(
            ctx.type_data(t),
            TypeData::LlvmVoid | TypeData::LlvmToken | TypeData::LlvmMetadata | TypeData::LlvmLabel
        ) || !super::verify::is_compatible_type(ctx, t);
        if bad {
            return err("expects type to be a valid element type for an LLVM global alias".into());
        }
    }
    let l = linkage(ctx, body, op);
    if !matches!(l, 0 | 1 | 2 | 3 | 4 | 8 | 9 | 10) {
        return err(format!(
            "'{}' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally",
            linkage_name(l)
        ));
    }
    let d = body.op(op);
    if d.body.is_none() {
        return Ok(());
    }
    let ib = m.body(d.body);
    let ret = initializer_terminator(ib).filter(|&t| ib.op(t).opcode == Opcode::LlvmReturn);
    if let Some(ret) = ret {
        let ptr = ib
            .operands(ret)
            .first()
            .is_some_and(|&v| matches!(ctx.type_data(ib.value_type(v)), TypeData::LlvmPtr { .. }));
        if !ptr {
            return err("initializer region must always return a pointer".into());
        }
    }
    if let Some(bad) = effectful_op(ib) {
        return Err(nested_error(
            ctx,
            m,
            d.body,
            bad,
            "ops with side effects are not allowed in alias initializers",
        ));
    }
    Ok(())
}

/// `llvm.mlir.ifunc`: a linkage ifuncs allow, and a resolver that is a
/// defined function (directly or through aliases of its address).
pub(super) fn verify_ifunc(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let err = |msg: String| Err(crate::verify::op_error(ctx, body, op, msg));
    let l = linkage(ctx, body, op);
    if !matches!(l, 0 | 1 | 3 | 4 | 8 | 9 | 10) {
        return err(format!(
            "'{}' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage",
            linkage_name(l)
        ));
    }
    let m = syms.module();
    let Some(AttrData::SymbolRef { root, .. }) =
        attr(ctx, body, op, crate::Ident::RESOLVER).map(|a| ctx.attr_data(a))
    else {
        return Ok(());
    };
    let mut target = syms.lookup(ctx, body_id, *root);
    // Follow aliases whose initializer returns an `llvm.mlir.addressof`
    // (bounded: a cycle of aliases ends the search).
    for _ in 0..64 {
        let Some((b, o)) = target else { break };
        let d = m.body(b).op(o);
        if d.opcode != Opcode::LlvmMlirAlias {
            break;
        }
        if d.body.is_none() {
            return Ok(());
        }
        let ib = m.body(d.body);
        let addr = initializer_terminator(ib)
            .and_then(|t| ib.operands(t).first().copied())
            .and_then(|v| def_op(ib, v))
            .filter(|&x| ib.op(x).opcode == Opcode::LlvmMlirAddressof);
        let Some(addr) = addr else {
            // A more complex initializer: MLIR gives up, accepting it.
            return Ok(());
        };
        let Some(AttrData::SymbolRef { root, .. }) = ctx
            .dict_get(ib.op(addr).attrs, crate::Ident::GLOBAL_NAME)
            .map(|a| ctx.attr_data(a))
        else {
            return Ok(());
        };
        target = syms.lookup(ctx, d.body, *root);
    }
    let Some((b, o)) = target.filter(|&(b, o)| m.body(b).op(o).opcode == Opcode::LlvmFunc) else {
        return err("must have a function resolver".into());
    };
    let fb = m.body(b);
    if !has_body(m, fb, o) || linkage(ctx, fb, o) == AVAILABLE_EXTERNALLY {
        return err("resolver must be a definition".into());
    }
    Ok(())
}

/// What `llvm.func` checks of a function with a body, after its
/// signature and linkage: inlining attributes that agree, one landing
/// pad / resume type throughout, and block tags used once.
pub(super) fn verify_func_body(ctx: &Context, m: &Module, body: &Body, op: Op) -> DResult<()> {
    let flag = |name: crate::Ident| is_unit(ctx, attr(ctx, body, op, name));
    if flag(crate::Ident::NO_INLINE) && flag(crate::Ident::ALWAYS_INLINE) {
        return Err(plain_error(
            ctx,
            body,
            op,
            "no_inline and always_inline attributes are incompatible",
        ));
    }
    if flag(crate::Ident::OPTIMIZE_NONE) && !flag(crate::Ident::NO_INLINE) {
        return Err(crate::verify::op_error(
            ctx,
            body,
            op,
            "with optimize_none must also be no_inline",
        ));
    }
    let fb = m.body(body.op(op).body);
    // Most functions have none of these ops: a scan of the op arena says
    // so without walking the body.
    let relevant = |opcode| {
        matches!(
            opcode,
            Opcode::LlvmLandingpad | Opcode::LlvmResume | Opcode::LlvmBlocktag
        )
    };
    if !fb.any_op(|d| relevant(d.opcode)) {
        return Ok(());
    }
    let mut first = None;
    let mut problem = None;
    let mut tags: Vec<String> = Vec::new();
    let mut dup_tag = None;
    fb.walk(|o| {
        let d = fb.op(o);
        let (t, msg) = match d.opcode {
            Opcode::LlvmLandingpad if d.num_results == 1 => (
                fb.value_type(fb.result(o, 0)),
                "'llvm.landingpad' should have a consistent result type inside a function",
            ),
            Opcode::LlvmResume if !fb.operands(o).is_empty() => (
                fb.value_type(fb.operands(o)[0]),
                "'llvm.resume' should have a consistent input type inside a function",
            ),
            Opcode::LlvmBlocktag => {
                if let Some(id) = attr(ctx, fb, o, crate::Ident::TAG).and_then(|a| tag_id(ctx, a)) {
                    if tags.contains(&id) {
                        dup_tag.get_or_insert((o, id));
                    } else {
                        tags.push(id);
                    }
                }
                return;
            }
            _ => return,
        };
        match first {
            None => first = Some(t),
            Some(f) if f != t => {
                problem.get_or_insert(msg);
            }
            _ => {}
        }
    });
    if let Some(msg) = problem {
        return Err(plain_error(ctx, body, op, msg));
    }
    if let Some((o, id)) = dup_tag {
        return Err(nested_error(
            ctx,
            m,
            body.op(op).body,
            o,
            format!("duplicate block tag '{id}' in the same function: "),
        ));
    }
    Ok(())
}

/// The `id` of a `#llvm.blocktag<id = N>` (kept as text), or of the
/// `tag = <id = N>` inside a `#llvm.blockaddress`.
fn tag_id(ctx: &Context, a: AttrId) -> Option<String> {
    let AttrData::Opaque { body, .. } = ctx.attr_data(a) else {
        return None;
    };
    let text = ctx.str(*body);
    let at = text.rfind("id")?;
    let rest = text[at + 2..].trim_start().strip_prefix('=')?.trim_start();
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    (!digits.is_empty()).then_some(digits)
}

/// `llvm.blockaddress`: the function it names holds a `llvm.blocktag`
/// with its tag.
pub(super) fn verify_blockaddress(
    ctx: &Context,
    syms: &Symbols<'_>,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let Some(a) = attr(ctx, body, op, crate::Ident::BLOCK_ADDR) else {
        return Ok(());
    };
    let AttrData::Opaque { body: text, .. } = ctx.attr_data(a) else {
        return Ok(());
    };
    let text = ctx.str(*text);
    let func = text
        .find('@')
        .map(|i| &text[i + 1..])
        .map(|s| {
            let s = s.trim_start_matches('"');
            let end = s.find([',', '"', ' ', '>']).unwrap_or(s.len());
            &s[..end]
        })
        .unwrap_or("");
    let want = tag_id(ctx, a);
    let m = syms.module();
    let found = syms.lookup(ctx, body_id, ctx.ident(func));
    let has_tag = found.is_some_and(|(b, o)| {
        let d = m.body(b).op(o);
        if d.opcode != Opcode::LlvmFunc || d.body.is_none() {
            return false;
        }
        let fb = m.body(d.body);
        let mut hit = false;
        fb.walk(|x| {
            if fb.op(x).opcode == Opcode::LlvmBlocktag {
                hit |= attr(ctx, fb, x, crate::Ident::TAG).and_then(|t| tag_id(ctx, t)) == want;
            }
        });
        hit
    });
    if !has_tag {
        return Err(crate::verify::op_error(
            ctx,
            body,
            op,
            "expects an existing block label target in the referenced function",
        ));
    }
    Ok(())
}

/// `llvm.landingpad`: inside a function with a personality, with a clause
/// or `cleanup`, each catch clause a null, an address or a cast address.
pub(super) fn verify_landingpad(
    ctx: &Context,
    m: &Module,
    body_id: BodyId,
    body: &Body,
    op: Op,
) -> DResult<()> {
    let b = m.body(body_id);
    if b.owner.is_some() && b.parent.is_some() {
        let pb = m.body(b.parent);
        if pb.op(b.owner).opcode == Opcode::LlvmFunc
            && attr(ctx, pb, b.owner, crate::Ident::PERSONALITY).is_none()
        {
            return Err(plain_error(
                ctx,
                body,
                op,
                "llvm.landingpad needs to be in a function with a personality",
            ));
        }
    }
    let operands = body.operands(op);
    if operands.is_empty() && attr(ctx, body, op, crate::Ident::CLEANUP).is_none() {
        return Err(plain_error(
            ctx,
            body,
            op,
            "landingpad instruction expects at least one clause or cleanup attribute",
        ));
    }
    for (i, &v) in operands.iter().enumerate() {
        if matches!(
            ctx.type_data(body.value_type(v)),
            TypeData::LlvmArray { .. }
        ) {
            continue; // a filter clause
        }
        let def = def_op(body, v);
        let opcode = def.map(|o| body.op(o).opcode);
        match opcode {
            Some(Opcode::LlvmBitcast) => {
                let src = def
                    .and_then(|o| body.operands(o).first().copied())
                    .and_then(|s| def_op(body, s));
                if src.is_some_and(|s| body.op(s).opcode == Opcode::LlvmMlirAddressof) {
                    continue;
                }
                let cast = def.map(|o| body.op(o).loc).unwrap_or(body.op(op).loc);
                return Err(plain_error(ctx, body, op, "constant clauses expected").with_note(
                    crate::verify::src_loc(ctx, cast),
                    "global addresses expected as operand to bitcast used in clauses for landingpad",
                ));
            }
            Some(Opcode::LlvmMlirZero | Opcode::LlvmMlirAddressof) => {}
            _ => {
                return Err(plain_error(
                    ctx,
                    body,
                    op,
                    format!("clause #{i} is not a known constant - null, addressof, bitcast"),
                ))
            }
        }
    }
    Ok(())
}
