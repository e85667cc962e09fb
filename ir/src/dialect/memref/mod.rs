//! The `memref` dialect: custom assembly forms, suggested result names and
//! verification. Every op is sorted into an assembly [`Form`] by one table;
//! printing, parsing and verifying dispatch on it.

pub mod layout;
mod parse;
mod print;
mod verify;

use crate::attrs::{AttrData, DenseValues};
use crate::body::Body;
use crate::context::Context;
use crate::ids::{AttrId, Op, TypeId};
use crate::opcode::Opcode;
use crate::print::names::Suggestion;

pub use parse::parse;
pub use print::print;
pub use verify::verify;

/// Assembly families of the memref ops.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Form {
    /// `(%dyn)[%sym] attr-dict : type` (alloc, alloca)
    Alloc,
    /// ` [-> (types)] {region} attr-dict`
    AllocaScope,
    /// `attr-dict [%v : types]`
    ScopeReturn,
    /// `%v attr-dict : type`
    AtomicYield,
    /// `%m attr-dict : type` (dealloc, rank)
    Unary,
    /// `%m[%i] attr-dict : type`
    Load,
    /// `%v, %m[%i] attr-dict : type`
    Store,
    /// `attr-dict %m, %i : type`
    Dim,
    /// `%a attr-dict : T to U` (cast, memory_space_cast)
    Cast,
    /// `%a, %b attr-dict : T to U`
    Copy,
    /// `%a to offset: [..], sizes: [..], strides: [..] attr-dict : T to U`
    ReinterpretCast,
    /// `%a[offsets] [sizes] [strides] attr-dict : T to U`
    Subview,
    /// `%a[%shift][%sizes] attr-dict : T to U`
    View,
    /// `@name : type attr-dict`
    GetGlobal,
    Global,
    /// `%a : T -> types attr-dict` (extract_aligned_pointer_as_index,
    /// extract_strided_metadata)
    Extract,
    /// `%a [[0, 1]] attr-dict : T into U`
    CollapseShape,
    /// `%a [[0, 1]] output_shape [..] attr-dict : T into U`
    ExpandShape,
    /// `kind %v, %m[%i] attr-dict : (T, M) -> T`
    AtomicRmw,
    /// `%m[%i] : M {region} attr-dict`
    GenericAtomicRmw,
    /// `%a (d0, d1) -> (d1, d0) attr-dict : T to U`
    Transpose,
    /// `%m[%i], read, locality<3>, data attr-dict : M`
    Prefetch,
    /// `%m, 16 attr-dict : M`
    AssumeAlignment,
    /// `%a[(%size)] attr-dict : T to U`
    Realloc,
    /// `%a(%shape) attr-dict : (T, S) -> U`
    Reshape,
    DmaStart,
    /// `%tag[%i], %n attr-dict : T`
    DmaWait,
}

pub(crate) fn form(op: Opcode) -> Option<Form> {
    use Form::*;
    use Opcode::*;
    Some(match op {
        MemrefAlloc | MemrefAlloca => Alloc,
        MemrefAllocaScope => AllocaScope,
        MemrefAllocaScopeReturn => ScopeReturn,
        MemrefAtomicYield => AtomicYield,
        MemrefDealloc | MemrefRank => Unary,
        MemrefLoad => Load,
        MemrefStore => Store,
        MemrefDim => Dim,
        MemrefCast | MemrefMemorySpaceCast => Cast,
        MemrefCopy => Copy,
        MemrefReinterpretCast => ReinterpretCast,
        MemrefSubview => Subview,
        MemrefView => View,
        MemrefGetGlobal => GetGlobal,
        MemrefGlobal => Global,
        MemrefExtractAlignedPointerAsIndex | MemrefExtractStridedMetadata => Extract,
        MemrefCollapseShape => CollapseShape,
        MemrefExpandShape => ExpandShape,
        MemrefAtomicRmw => AtomicRmw,
        MemrefGenericAtomicRmw => GenericAtomicRmw,
        MemrefTranspose => Transpose,
        MemrefPrefetch => Prefetch,
        MemrefAssumeAlignment => AssumeAlignment,
        MemrefRealloc => Realloc,
        MemrefReshape => Reshape,
        MemrefDmaStart => DmaStart,
        MemrefDmaWait => DmaWait,
        _ => return None,
    })
}

/// `memref.atomic_rmw` kinds in MLIR's numbering (`kind = N : i64`).
pub const ATOMIC_RMW_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// Whether an atomic_rmw kind takes floats (else integers; `assign` both).
pub fn atomic_kind_is_float(kind: usize) -> Option<bool> {
    match ATOMIC_RMW_KINDS.get(kind)? {
        &"assign" => None,
        &"addf" | &"maximumf" | &"maxnumf" | &"minimumf" | &"minnumf" | &"mulf" => Some(true),
        _ => Some(false),
    }
}

pub const SEGMENTS: &str = "operandSegmentSizes";
pub const STATIC_OFFSETS: &str = "static_offsets";
pub const STATIC_SIZES: &str = "static_sizes";
pub const STATIC_STRIDES: &str = "static_strides";
pub const STATIC_OUTPUT_SHAPE: &str = "static_output_shape";

/// The properties (inherent attributes) of each memref op; any other
/// attribute is discardable and prints in the generic form's `{}`.
pub fn is_property(opcode: Opcode, name: &str) -> bool {
    use Opcode::*;
    let props: &[&str] = match opcode {
        MemrefAlloc | MemrefAlloca => &["alignment", SEGMENTS],
        MemrefLoad | MemrefStore => &["alignment", "nontemporal"],
        MemrefRealloc => &["alignment"],
        MemrefAssumeAlignment => &["alignment"],
        MemrefReinterpretCast | MemrefSubview => {
            &[SEGMENTS, STATIC_OFFSETS, STATIC_SIZES, STATIC_STRIDES]
        }
        MemrefExpandShape => &["reassociation", STATIC_OUTPUT_SHAPE],
        MemrefCollapseShape => &["reassociation"],
        MemrefGetGlobal => &["name"],
        MemrefGlobal => &[
            "alignment",
            "constant",
            "initial_value",
            "sym_name",
            "sym_visibility",
            "type",
        ],
        MemrefAtomicRmw => &["kind"],
        MemrefTranspose => &["permutation"],
        MemrefPrefetch => &["isDataCache", "isWrite", "localityHint"],
        _ => &[],
    };
    props.contains(&name)
}

// ---- result names ----

pub fn result_names(ctx: &Context, body: &Body, op: Op) -> Suggestion {
    let _ = ctx;
    use Opcode::*;
    let name = match body.op(op).opcode {
        MemrefAlloc => "alloc",
        MemrefAlloca => "alloca",
        MemrefDim => "dim",
        MemrefCast => "cast",
        MemrefReinterpretCast => "reinterpret_cast",
        MemrefSubview => "subview",
        MemrefView => "view",
        MemrefExtractAlignedPointerAsIndex => "intptr",
        MemrefCollapseShape => "collapse_shape",
        MemrefExpandShape => "expand_shape",
        MemrefMemorySpaceCast => "memspacecast",
        MemrefTranspose => "transpose",
        MemrefAssumeAlignment => "assume_align",
        MemrefReshape => "reshape",
        MemrefExtractStridedMetadata => {
            let n = body.op(op).num_results;
            let rank = n.saturating_sub(2) / 2;
            return Suggestion::Groups(
                &["base_buffer", "offset", "sizes", "strides"],
                vec![1, 1, rank, rank],
            );
        }
        _ => return Suggestion::None,
    };
    Suggestion::One(name.into())
}

// ---- attribute helpers shared by the printer, parser and verifier ----

/// The integers of a dense array attribute (`array<i64: 1, 2>`).
pub(crate) fn dense_ints(ctx: &Context, attr: Option<AttrId>) -> Option<&[i128]> {
    match ctx.attr_data(attr?) {
        AttrData::DenseArray {
            values: DenseValues::Int(v),
            ..
        } => Some(v),
        _ => None,
    }
}

/// The value of an integer attribute.
pub(crate) fn int_value(ctx: &Context, attr: Option<AttrId>) -> Option<i128> {
    match ctx.attr_data(attr?) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// `array<i64: ...>` / `array<i32: ...>`.
pub(crate) fn int_array(ctx: &Context, elem: TypeId, values: &[i64]) -> AttrId {
    ctx.intern_attr(AttrData::DenseArray {
        elem,
        values: DenseValues::Int(values.iter().map(|&v| v as i128).collect()),
    })
}

/// The `i`-th segment of an op's operands per `operandSegmentSizes`.
pub(crate) fn segment<'b>(
    ctx: &Context,
    body: &'b Body,
    op: Op,
    i: usize,
) -> Option<&'b [crate::ids::Value]> {
    let attrs = body.op(op).attrs;
    let operands = body.operands(op);
    let Some(seg) = ctx.dict_get(attrs, crate::Ident::OPERAND_SEGMENT_SIZES) else {
        // (MLIR reads absent sizes as all zero.)
        return operands.is_empty().then_some(&[][..]);
    };
    let seg = dense_ints(ctx, Some(seg))?;
    if seg.iter().any(|&s| s < 0) || seg.iter().sum::<i128>() != operands.len() as i128 {
        return None;
    }
    let start: i128 = seg[..i.min(seg.len())].iter().sum();
    let len = *seg.get(i)?;
    operands.get(start as usize..(start + len) as usize)
}

/// The reassociation groups of collapse/expand_shape (`[[0, 1], [2]]`).
pub(crate) fn reassociation(ctx: &Context, attr: Option<AttrId>) -> Option<Vec<Vec<i64>>> {
    let AttrData::Array(groups) = ctx.attr_data(attr?) else {
        return None;
    };
    groups
        .iter()
        .map(|g| match ctx.attr_data(*g) {
            AttrData::Array(items) => items
                .iter()
                .map(|i| match ctx.attr_data(*i) {
                    AttrData::Integer { value, .. } => i64::try_from(*value).ok(),
                    _ => None,
                })
                .collect(),
            _ => None,
        })
        .collect()
}
