//! The `llvm` dialect: custom assembly forms, default properties and
//! verification of every `llvm.*` op and `llvm.intr.*` intrinsic.
//!
//! Every op is sorted into an assembly family by one table (`form`); the
//! families are printed and parsed by `ops` (instructions), `control`
//! (terminators and calls), `symbols` (functions, globals and other
//! module-level ops) and `intrinsics`. Ops without a custom form in MLIR
//! (e.g. `llvm.intr.memcpy`) have no family and print generically.

mod compatible;
mod control;
pub mod data_layout;
mod intrinsics;

/// Whether `op` is a constrained floating-point intrinsic (its rounding
/// mode and exception behavior become metadata arguments, and its call is
/// `strictfp`).
pub fn is_constrained_fp(op: Opcode) -> bool {
    matches!(
        intrinsics::intr_form(op),
        Some(intrinsics::IntrForm::Constrained | intrinsics::IntrForm::ConstrainedCall)
    )
}
pub mod md_attrs;
pub mod meta_attrs;
pub use compatible::is_compatible_type;
pub use intrinsics::has_fastmath;
mod ops;
mod symbols;
pub(crate) mod verify;
mod verify_calls;
mod verify_casts;
mod verify_constant;
mod verify_globals;
pub(crate) use verify_globals::check_generic_attr_dict;
mod verify_indexing;
mod verify_memory;

use crate::attrs::{AttrData, EnumKind};
use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, Op, TypeId};
use crate::opcode::Opcode;
use crate::print::names::Suggestion;
use crate::print::OpPrinter;
use crate::syntax::ops::{OpParser, OpState};

use crate::syntax::type_text;
pub(crate) use symbols::VARIADIC_NOT_LAST;
pub use verify::verify;
// (For the verifier's fast walk.)
pub(crate) use verify::int_binary_type_bound;

/// `LLVM::ICmpPredicate` in MLIR's numbering.
pub const ICMP_PREDICATES: [&str; 10] = crate::dialect::arith::CMPI_PREDICATES;
/// `LLVM::FCmpPredicate` in MLIR's numbering: arith's, except that the constant ones are
/// spelled `_false` / `_true` (MLIR's `LLVM::FCmpPredicate`).
pub const FCMP_PREDICATES: [&str; 16] = [
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "_true",
];
/// `LLVM::AtomicOrdering` by value (gaps are values LLVM does not use).
pub const ORDERINGS: [&str; 8] = [
    "not_atomic",
    "unordered",
    "monotonic",
    "",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
];
/// `LLVM::AtomicBinOp` by value (`fmaximumnum` and `fminimumnum` are newer
/// than MLIR 22; LLVM 22 cannot translate them).
pub const ATOMIC_BIN_OPS: [&str; 23] = [
    "xchg",
    "add",
    "sub",
    "_and",
    "nand",
    "_or",
    "_xor",
    "max",
    "min",
    "umax",
    "umin",
    "fadd",
    "fsub",
    "fmax",
    "fmin",
    "uinc_wrap",
    "udec_wrap",
    "usub_cond",
    "usub_sat",
    "fmaximum",
    "fminimum",
    "fmaximumnum",
    "fminimumnum",
];
/// Bits of the integer `overflowFlags` property.
pub const OVERFLOW_FLAGS: [(&str, u64); 2] = [("nsw", 1), ("nuw", 2)];

/// Assembly families of the llvm ops.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Form {
    /// `%a, %b : T`
    IntBinary,
    /// `%a, %b [overflow<..>] : T`
    IntOverflow,
    /// `[exact] %a, %b : T`
    IntExact,
    /// `[disjoint] %a, %b : T`
    IntDisjoint,
    /// `%a, %b {fastmathFlags} : T`
    FloatBinary,
    FloatUnary,
    /// `%a : T to U`
    Cast,
    /// `[nneg] %a : T to U`
    CastNneg,
    /// `%a [overflow<..>] : T to U`
    CastOverflow,
    ICmp,
    FCmp,
    Select,
    Freeze,
    Constant,
    /// `: T` (undef, poison, zero, none)
    Nullary,
    /// `@sym : T` (addressof, dso_local_equivalent)
    SymbolRef,
    Load,
    Store,
    Alloca,
    Gep,
    ExtractValue,
    InsertValue,
    ExtractElement,
    InsertElement,
    ShuffleVector,
    AtomicRmw,
    Cmpxchg,
    Fence,
    VaArg,
    InlineAsm,
    Br,
    CondBr,
    Switch,
    IndirectBr,
    Return,
    Unreachable,
    Resume,
    Call,
    Invoke,
    Landingpad,
    CallIntrinsic,
    Func,
    Global,
    Alias,
    Ifunc,
    Comdat,
    ComdatSelector,
    GlobalCtors,
    GlobalDtors,
    ModuleFlags,
    LinkerOptions,
    /// `llvm.named_metadata "name" [#llvm.md_node<...>, ...]`.
    NamedMetadata,
    Blocktag,
    Blockaddress,
    Intrinsic(intrinsics::IntrForm),
}

#[inline]
pub(crate) fn form(op: Opcode) -> Option<Form> {
    use Form::*;
    use Opcode::*;
    Some(match op {
        LlvmAnd | LlvmXor | LlvmUrem | LlvmSrem => IntBinary,
        LlvmAdd | LlvmSub | LlvmMul | LlvmShl => IntOverflow,
        LlvmUdiv | LlvmSdiv | LlvmLshr | LlvmAshr => IntExact,
        LlvmOr => IntDisjoint,
        LlvmFadd | LlvmFsub | LlvmFmul | LlvmFdiv | LlvmFrem => FloatBinary,
        LlvmFneg => FloatUnary,
        LlvmSext | LlvmFptosi | LlvmFptoui | LlvmSitofp | LlvmFpext | LlvmFptrunc | LlvmBitcast
        | LlvmAddrspacecast | LlvmInttoptr | LlvmPtrtoint | LlvmPtrtoaddr => Cast,
        LlvmZext | LlvmUitofp => CastNneg,
        LlvmTrunc => CastOverflow,
        LlvmIcmp => ICmp,
        LlvmFcmp => FCmp,
        LlvmSelect => Select,
        LlvmFreeze => Freeze,
        LlvmMlirConstant => Constant,
        LlvmMlirUndef | LlvmMlirPoison | LlvmMlirZero | LlvmMlirNone => Nullary,
        LlvmMlirAddressof | LlvmDsoLocalEquivalent => SymbolRef,
        LlvmLoad => Load,
        LlvmStore => Store,
        LlvmAlloca => Alloca,
        LlvmGetelementptr => Gep,
        LlvmExtractvalue => ExtractValue,
        LlvmInsertvalue => InsertValue,
        LlvmExtractelement => ExtractElement,
        LlvmInsertelement => InsertElement,
        LlvmShufflevector => ShuffleVector,
        LlvmAtomicrmw => AtomicRmw,
        LlvmCmpxchg => Cmpxchg,
        LlvmFence => Fence,
        LlvmVaArg => VaArg,
        LlvmInlineAsm => InlineAsm,
        LlvmBr => Br,
        LlvmIndirectbr => IndirectBr,
        LlvmCondBr => CondBr,
        LlvmSwitch => Switch,
        LlvmReturn => Return,
        LlvmUnreachable => Unreachable,
        LlvmResume => Resume,
        LlvmCall => Call,
        LlvmInvoke => Invoke,
        LlvmLandingpad => Landingpad,
        LlvmCallIntrinsic => CallIntrinsic,
        LlvmFunc => Func,
        LlvmMlirGlobal => Global,
        LlvmMlirAlias => Alias,
        LlvmMlirIfunc => Ifunc,
        LlvmComdat => Comdat,
        LlvmComdatSelector => ComdatSelector,
        LlvmMlirGlobalCtors => GlobalCtors,
        LlvmMlirGlobalDtors => GlobalDtors,
        LlvmModuleFlags => ModuleFlags,
        LlvmLinkerOptions => LinkerOptions,
        LlvmNamedMetadata => NamedMetadata,
        LlvmBlocktag => Blocktag,
        LlvmBlockaddress => Blockaddress,
        _ => Intrinsic(intrinsics::intr_form(op)?),
    })
}

// ---- dispatch ----

pub fn print(p: &mut OpPrinter, op: Op) -> bool {
    let Some(f) = form(p.body().op(op).opcode) else {
        return false;
    };
    use Form::*;
    match f {
        Br | CondBr | Switch | IndirectBr | Return | Unreachable | Resume | Call | Invoke
        | Landingpad | CallIntrinsic => control::print(p, op, f),
        Func | Global | Alias | Ifunc | Comdat | ComdatSelector | GlobalCtors | GlobalDtors
        | ModuleFlags | LinkerOptions | NamedMetadata => symbols::print(p, op, f),
        Intrinsic(i) => intrinsics::print(p, op, i),
        _ => ops::print(p, op, f),
    }
}

pub fn parse(p: &mut OpParser, opcode: Opcode, state: &mut OpState, loc: &SrcLoc) -> DResult<()> {
    let Some(f) = form(opcode) else {
        return Err(Diag::error(
            loc.clone(),
            format!("custom op '{}' has no custom assembly form", opcode.name()),
        ));
    };
    use Form::*;
    match f {
        Br | CondBr | Switch | IndirectBr | Return | Unreachable | Resume | Call | Invoke
        | Landingpad | CallIntrinsic => control::parse(p, f, state),
        Func | Global | Alias | Ifunc | Comdat | ComdatSelector | GlobalCtors | GlobalDtors
        | ModuleFlags | LinkerOptions | NamedMetadata => symbols::parse(p, f, state, loc),
        Intrinsic(i) => intrinsics::parse(p, opcode, i, state),
        _ => ops::parse(p, opcode, f, state, loc),
    }
}

/// The operand count of `opcode`'s form `name %a, %b : T` (what
/// `ops::print_elementwise` prints for an op with that many operands, one
/// result and no attributes), 0 for the others: the printer's fast path
/// prints these ops itself.
pub fn plain_form_arity(opcode: Opcode) -> u8 {
    use Form::*;
    match form(opcode) {
        Some(IntBinary | IntOverflow | IntExact | IntDisjoint | FloatBinary) => 2,
        Some(FloatUnary) => 1,
        _ => 0,
    }
}

/// LLVM dialect ops suggest no result names (`%0`, not `%c1_i32`).
pub fn result_names(ctx: &Context, body: &Body, op: Op) -> Suggestion {
    let _ = (ctx, body, op);
    Suggestion::None
}

/// Whether `name` is a property (inherent attribute) of `opcode`. Ops whose
/// tests carry un-prefixed discardable attributes (`aligned` on a global,
/// `addr_space` on an alias, `branch_weights` on a call) list their
/// properties; the rest follow MLIR's rule that discardable attributes are
/// dialect-prefixed.
pub fn is_property(opcode: Opcode, name: &str) -> bool {
    use Opcode::*;
    let table: &[&str] = match opcode {
        LlvmFunc => &FUNC_PROPERTIES,
        LlvmMlirGlobal => &[
            "addr_space",
            "alignment",
            "comdat",
            "constant",
            "dbg_exprs",
            "dso_local",
            "externally_initialized",
            "global_type",
            "linkage",
            "section",
            "sym_name",
            "target_specific_attrs",
            "thread_local_",
            "unnamed_addr",
            "value",
            "visibility_",
        ],
        LlvmMlirAlias => &[
            "alias_type",
            "dso_local",
            "linkage",
            "sym_name",
            "thread_local_",
            "unnamed_addr",
            "visibility_",
        ],
        LlvmMlirIfunc => &[
            "address_space",
            "dso_local",
            "i_func_type",
            "linkage",
            "resolver",
            "resolver_type",
            "sym_name",
            "unnamed_addr",
            "visibility_",
        ],
        LlvmCall => &[
            "CConv",
            "TailCallKind",
            "access_groups",
            "alias_scopes",
            "always_inline",
            "arg_attrs",
            "callee",
            "convergent",
            "fastmathFlags",
            "inline_hint",
            "memory_effects",
            "no_inline",
            "no_unwind",
            "noalias_scopes",
            "op_bundle_sizes",
            "op_bundle_tags",
            "operandSegmentSizes",
            "res_attrs",
            "tbaa",
            "var_callee_type",
            "will_return",
        ],
        IntrAssume => &["op_bundle_sizes", "op_bundle_tags"],
        LlvmNamedMetadata => &["metadata_name", "nodes"],
        IntrExperimentalConstrainedFptrunc
        | IntrExperimentalConstrainedSitofp
        | IntrExperimentalConstrainedUitofp => &["fpExceptionBehavior", "roundingmode"],
        IntrExperimentalConstrainedFadd
        | IntrExperimentalConstrainedFsub
        | IntrExperimentalConstrainedFmul
        | IntrExperimentalConstrainedFdiv
        | IntrExperimentalConstrainedFrem
        | IntrExperimentalConstrainedFma
        | IntrExperimentalConstrainedFmuladd => {
            &["fastmathFlags", "fpExceptionBehavior", "roundingmode"]
        }
        IntrExperimentalConstrainedFpext => &["fpExceptionBehavior"],
        IntrExperimentalConstrainedFpCall => &["fpExceptionBehavior", "intrinsic", "roundingmode"],
        IntrVectorInsert | IntrVectorExtract => &["pos"],
        IntrMatrixColumnMajorLoad | IntrMatrixColumnMajorStore => {
            &["columns", "isVolatile", "rows"]
        }
        IntrMatrixMultiply => &["lhs_columns", "lhs_rows", "rhs_columns"],
        IntrMatrixTranspose => &["columns", "rows"],
        IntrMaskedLoad => &["alignment", "nontemporal"],
        IntrMaskedStore | IntrMaskedGather | IntrMaskedScatter => &["alignment"],
        // `reassoc` on these is a discardable attribute in MLIR 22.
        IntrVectorReduceFadd | IntrVectorReduceFmul => &["fastmathFlags"],
        // The arithmetic ops (what arith lowers to), whose discardable
        // attributes an arith op passes on un-prefixed.
        LlvmAdd | LlvmSub | LlvmMul | LlvmShl | LlvmTrunc => &["overflowFlags"],
        LlvmSdiv | LlvmUdiv | LlvmAshr | LlvmLshr => &["isExact"],
        LlvmOr => &["isDisjoint"],
        LlvmZext | LlvmUitofp => &["nonNeg"],
        LlvmFadd | LlvmFsub | LlvmFmul | LlvmFdiv | LlvmFrem | LlvmFneg | LlvmSelect
        | IntrMaximum | IntrMinimum | IntrMaxnum | IntrMinnum => &["fastmathFlags"],
        // The intrinsics math lowers to, whose discardable attributes a
        // math op passes on un-prefixed too.
        IntrFabs | IntrAcos | IntrAsin | IntrAtan | IntrAtan2 | IntrCeil | IntrCopysign
        | IntrCos | IntrCosh | IntrExp | IntrExp2 | IntrFloor | IntrFma | IntrPowi | IntrLog
        | IntrLog10 | IntrLog2 | IntrPow | IntrRound | IntrRoundeven | IntrSin | IntrSinh
        | IntrSqrt | IntrTan | IntrTanh | IntrTrunc | IntrSincos => &["fastmathFlags"],
        IntrCtpop => &[],
        IntrAbs => &["is_int_min_poison"],
        IntrCtlz | IntrCttz => &["is_zero_poison"],
        IntrIsFpclass => &["bit"],
        LlvmIcmp => &["predicate"],
        LlvmFcmp => &["fastmathFlags", "predicate"],
        LlvmMlirConstant => &["value"],
        LlvmBr => &["loop_annotation"],
        LlvmCondBr => &["branch_weights", "loop_annotation", "operandSegmentSizes"],
        LlvmSwitch => &[
            "branch_weights",
            "case_operand_segments",
            "case_values",
            "operandSegmentSizes",
        ],
        LlvmSrem | LlvmUrem | LlvmAnd | LlvmXor | LlvmSext | LlvmFptosi | LlvmFptoui
        | LlvmSitofp | LlvmBitcast | LlvmFpext | LlvmFptrunc | IntrSmax | IntrSmin | IntrUmax
        | IntrUmin => &[],
        _ => return !name.contains('.'),
    };
    table.contains(&name)
}

/// `llvm.func`'s properties in MLIR 22 (`cold`, `hot`, `noduplicate`,
/// `nocallback`, `zero_call_used_regs` and a few more are newer: in 22
/// they are discardable attributes, which translation ignores).
const FUNC_PROPERTIES: [&str; 53] = [
    "CConv",
    "alignment",
    "always_inline",
    "arg_attrs",
    "arm_in_za",
    "arm_inout_za",
    "arm_locally_streaming",
    "arm_new_za",
    "arm_out_za",
    "arm_preserves_za",
    "arm_streaming",
    "arm_streaming_compatible",
    "comdat",
    "convergent",
    "denormal_fp_math",
    "denormal_fp_math_f32",
    "dso_local",
    "fp_contract",
    "frame_pointer",
    "function_entry_count",
    "function_type",
    "garbageCollector",
    "inline_hint",
    "instrument_function_entry",
    "instrument_function_exit",
    "intel_reqd_sub_group_size",
    "linkage",
    "memory_effects",
    "no_infs_fp_math",
    "no_inline",
    "no_nans_fp_math",
    "no_signed_zeros_fp_math",
    "no_unwind",
    "optimize_none",
    "passthrough",
    "personality",
    "prefer_vector_width",
    "reciprocal_estimates",
    "reqd_work_group_size",
    "res_attrs",
    "section",
    "sym_name",
    "sym_visibility",
    "target_cpu",
    "target_features",
    "tune_cpu",
    "unnamed_addr",
    "uwtable_kind",
    "vec_type_hint",
    "visibility_",
    "vscale_range",
    "will_return",
    "work_group_size_hint",
];

/// Properties MLIR's generic form always shows for `opcode`, with their
/// default values (absent in Strata's dictionary means default).
pub(crate) fn default_properties(opcode: Opcode) -> &'static [(&'static str, DefaultProp)] {
    use DefaultProp::*;
    use Opcode::*;
    const CALL: &[(&str, DefaultProp)] = &[
        ("CConv", CConvC),
        ("TailCallKind", TailNone),
        ("fastmathFlags", FastmathNone),
        ("op_bundle_sizes", EmptyI32Array),
    ];
    const SYMBOL: &[(&str, DefaultProp)] = &[
        ("address_space", I32Zero),
        ("linkage", LinkageExternal),
        ("visibility_", I64Zero),
    ];
    match opcode {
        LlvmAdd | LlvmSub | LlvmMul | LlvmShl | LlvmTrunc => &[("overflowFlags", I32Zero)],
        LlvmFadd | LlvmFsub | LlvmFmul | LlvmFdiv | LlvmFrem | LlvmFneg | LlvmFcmp | LlvmSelect => {
            &[("fastmathFlags", FastmathNone)]
        }
        LlvmLoad | LlvmStore => &[("ordering", I64Zero)],
        LlvmGetelementptr => &[("noWrapFlags", I32Zero)],
        LlvmCall => CALL,
        LlvmInvoke => &[("CConv", CConvC), ("op_bundle_sizes", EmptyI32Array)],
        LlvmInlineAsm => &[("tail_call_kind", TailNone)],
        LlvmCallIntrinsic => &[
            ("fastmathFlags", FastmathNone),
            ("op_bundle_sizes", EmptyI32Array),
        ],
        LlvmFunc => &[
            ("CConv", CConvC),
            ("linkage", LinkageExternal),
            ("visibility_", I64Zero),
        ],
        LlvmMlirGlobal => &[
            ("addr_space", I32Zero),
            ("linkage", LinkageExternal),
            ("visibility_", I64Zero),
        ],
        LlvmMlirAlias => &[("linkage", LinkageExternal), ("visibility_", I64Zero)],
        LlvmMlirIfunc => SYMBOL,
        IntrAssume => &[("op_bundle_sizes", EmptyI32Array)],
        _ if intrinsics::has_fastmath(opcode) => &[("fastmathFlags", FastmathNone)],
        _ => &[],
    }
}

#[derive(Copy, Clone)]
pub(crate) enum DefaultProp {
    FastmathNone,
    CConvC,
    TailNone,
    LinkageExternal,
    EmptyI32Array,
    I32Zero,
    I64Zero,
}

impl DefaultProp {
    pub(crate) fn attr(self, ctx: &Context) -> AttrId {
        let e = |kind, value| ctx.intern_attr(AttrData::Enum { kind, value });
        match self {
            DefaultProp::FastmathNone => e(EnumKind::LlvmFastMath, 0),
            DefaultProp::CConvC => e(EnumKind::LlvmCConv, 0),
            DefaultProp::TailNone => e(EnumKind::LlvmTailCallKind, 0),
            DefaultProp::LinkageExternal => e(EnumKind::LlvmLinkage, LINKAGE_EXTERNAL),
            DefaultProp::EmptyI32Array => i32_array(ctx, &[]),
            DefaultProp::I32Zero => ctx.int_attr(TypeId::I32, 0),
            DefaultProp::I64Zero => ctx.int_attr(TypeId::I64, 0),
        }
    }
}

/// `#llvm.linkage<external>`'s index in `syntax::attrs::LINKAGES`.
pub const LINKAGE_EXTERNAL: u64 = 10;

// ---- small shared helpers ----

pub(crate) fn i32_array(ctx: &Context, v: &[i128]) -> AttrId {
    ctx.intern_attr(AttrData::DenseArray {
        elem: TypeId::I32,
        values: crate::attrs::DenseValues::Int(v.into()),
    })
}

pub(crate) fn i64_array(ctx: &Context, v: &[i128]) -> AttrId {
    ctx.intern_attr(AttrData::DenseArray {
        elem: TypeId::I64,
        values: crate::attrs::DenseValues::Int(v.into()),
    })
}

/// The integers of a dense array attribute.
pub(crate) fn array_values(ctx: &Context, a: Option<AttrId>) -> Option<&[i128]> {
    match ctx.attr_data(a?) {
        AttrData::DenseArray {
            values: crate::attrs::DenseValues::Int(v),
            ..
        } => Some(v),
        _ => None,
    }
}

/// An integer attribute's value (`4 : i64`).
pub(crate) fn int_value(ctx: &Context, a: Option<AttrId>) -> Option<i128> {
    match ctx.attr_data(a?) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// An enum attribute's value, or an integer's (properties stored either way).
pub(crate) fn enum_value(ctx: &Context, a: Option<AttrId>) -> Option<u64> {
    match ctx.attr_data(a?) {
        AttrData::Enum { value, .. } => Some(*value),
        AttrData::Integer { value, .. } => u64::try_from(*value).ok(),
        _ => None,
    }
}

pub(crate) fn is_unit(ctx: &Context, a: Option<AttrId>) -> bool {
    matches!(a.map(|a| ctx.attr_data(a)), Some(AttrData::Unit))
}

pub(crate) fn enum_attr(ctx: &Context, kind: EnumKind, value: u64) -> AttrId {
    ctx.intern_attr(AttrData::Enum { kind, value })
}

/// `@name` for a `sym_name` string attribute.
pub(crate) fn print_sym_name(p: &mut OpPrinter, name: AttrId) {
    if let AttrData::String { value, .. } = *p.ctx.attr_data(name) {
        p.push("@");
        crate::syntax::print_symbol_name(p.ctx.bytes(value), p.out);
    }
}

/// `LLVM::tailcallkind::TailCallKind` keywords by value.
pub const TAIL_CALL_KINDS: [&str; 4] = ["none", "notail", "musttail", "tail"];

#[cfg(test)]
mod tests;
