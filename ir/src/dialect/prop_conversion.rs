//! The generic form's `<{...}>` set as MLIR 22 sets an op's properties:
//! each property converts from an attribute of its storage's kind, and a
//! value of another kind fails the conversion ("Invalid attribute `name`
//! in property conversion"), at the op, before the verifier runs. (A value
//! of the right kind that breaks the property's constraint is the
//! verifier's error.)
//!
//! The storage kinds were taken from mlir-opt 22: for each property of a
//! valid instance of every op Strata registers, which of eleven probe
//! values (a type, unit, a string, an i64, `true`, an array, a dictionary,
//! a flat symbol, i32 and i64 dense arrays, a float) it accepts. Values of
//! other kinds (enum and dialect attributes, dense elements) are not
//! judged: MLIR's verdict on them is not known here.

use crate::attrs::{AttrData, NamedAttr};
use crate::context::Context;
use crate::ids::{AttrId, TypeId};
use crate::opcode::Opcode;

/// The probe kinds, as bits.
const TYPE: u16 = 1;
const UNIT: u16 = 1 << 1;
const STR: u16 = 1 << 2;
const INT: u16 = 1 << 3;
const BOOL: u16 = 1 << 4;
const ARRAY: u16 = 1 << 5;
const DICT: u16 = 1 << 6;
const SYM: u16 = 1 << 7;
const DENSE_I32: u16 = 1 << 8;
const DENSE_I64: u16 = 1 << 9;
const FLOAT: u16 = 1 << 10;

/// A property's storage, as the probe kinds it accepts.
#[derive(Copy, Clone)]
enum Storage {
    /// An enum or dialect attribute: no probe kind.
    Specific,
    Int,
    IntOrBool,
    Bool,
    Str,
    Unit,
    Array,
    Type,
    Sym,
    DenseI32,
    DenseI64,
    /// A typed attribute (string, integer or float).
    Typed,
    /// `operandSegmentSizes` (an i32 dense array, converted natively).
    Segments,
    /// The llvm integer ops' `overflowFlags` (its attribute or an integer).
    OverflowFlags,
    /// `llvm.getelementptr`'s `noWrapFlags` (an integer).
    GepFlags,
    /// `ub.poison`'s `value`: a poison attribute, nothing else.
    PoisonAttr,
}

impl Storage {
    fn accepts(self) -> u16 {
        match self {
            Storage::Specific | Storage::PoisonAttr => 0,
            Storage::Int => INT,
            Storage::IntOrBool => INT | BOOL,
            Storage::Bool => BOOL,
            Storage::Str => STR,
            Storage::Unit => UNIT,
            Storage::Array => ARRAY,
            Storage::Type => TYPE,
            Storage::Sym => SYM,
            Storage::DenseI32 => DENSE_I32,
            Storage::DenseI64 => DENSE_I64,
            Storage::Typed => STR | INT | BOOL | FLOAT,
            Storage::Segments => DENSE_I32,
            Storage::OverflowFlags | Storage::GepFlags => INT | BOOL,
        }
    }

    /// Why the conversion of `name`'s `value` fails, as MLIR says it.
    fn reason(self, ctx: &Context, name: &str, value: AttrId) -> String {
        match self {
            Storage::Segments => "expected DenseI32ArrayAttr for key `value`".into(),
            Storage::OverflowFlags => "expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags".into(),
            Storage::GepFlags => {
                "expected IntegerAttr storage for ::mlir::LLVM::GEPNoWrapFlags".into()
            }
            _ => {
                let mut why = format!("Invalid attribute `{name}` in property conversion: ");
                crate::syntax::print_attr(ctx, value, &mut why);
                why
            }
        }
    }
}

/// The probe kind of `a`; 0 for a value of no probe kind.
fn kind(ctx: &Context, a: AttrId) -> u16 {
    match ctx.attr_data(a) {
        AttrData::Type(_) => TYPE,
        AttrData::Unit => UNIT,
        AttrData::String { .. } => STR,
        AttrData::Bool(_) => BOOL,
        AttrData::Integer { ty, .. } if *ty == TypeId::I1 => BOOL,
        AttrData::Integer { .. } => INT,
        AttrData::Array(_) => ARRAY,
        AttrData::Dict(_) => DICT,
        AttrData::SymbolRef { nested, .. } if nested.is_empty() => SYM,
        AttrData::DenseArray { elem, .. } if *elem == TypeId::I32 => DENSE_I32,
        AttrData::DenseArray { elem, .. } if *elem == TypeId::I64 => DENSE_I64,
        AttrData::Float { .. } => FLOAT,
        _ => 0,
    }
}

/// Why the properties' conversion fails for the first of `props` (a
/// generic op's `<{...}>`) whose value its property does not convert from.
pub(crate) fn rejected(ctx: &Context, opcode: Opcode, props: &[NamedAttr]) -> Option<String> {
    let table = storages(opcode);
    props.iter().find_map(|p| {
        let name = ctx.str(p.name);
        let storage = native(opcode, name)
            .or_else(|| table.iter().find(|(n, _)| *n == name).map(|&(_, s)| s))?;
        if let Storage::PoisonAttr = storage {
            let poison = p.value == AttrId::UB_POISON;
            return (!poison).then(|| storage.reason(ctx, name, p.value));
        }
        let k = kind(ctx, p.value);
        (k != 0 && storage.accepts() & k == 0).then(|| storage.reason(ctx, name, p.value))
    })
}

/// The properties MLIR 22 stores natively rather than as an attribute,
/// whose failed conversion it words otherwise.
fn native(opcode: Opcode, name: &str) -> Option<Storage> {
    use Opcode::*;
    match name {
        "operandSegmentSizes"
            if matches!(
                opcode,
                CfCondBr
                    | CfSwitch
                    | MemrefAlloc
                    | MemrefAlloca
                    | MemrefReinterpretCast
                    | MemrefSubview
                    | LlvmCall
                    | LlvmCallIntrinsic
                    | LlvmCondBr
                    | LlvmInvoke
                    | LlvmSwitch
                    | GpuLaunchFunc
            ) =>
        {
            Some(Storage::Segments)
        }
        "overflowFlags" if matches!(opcode, LlvmAdd | LlvmSub | LlvmMul | LlvmShl | LlvmTrunc) => {
            Some(Storage::OverflowFlags)
        }
        "noWrapFlags" if opcode == LlvmGetelementptr => Some(Storage::GepFlags),
        _ => None,
    }
}

/// The storage of `opcode`'s properties that accept less than any
/// attribute, by name.
fn storages(opcode: Opcode) -> &'static [(&'static str, Storage)] {
    use Opcode::*;
    use Storage::*;
    match opcode {
        ArithAddf | ArithDivf | ArithMaximumf | ArithMaxnumf | ArithMinimumf | ArithMinnumf
        | ArithMulf | ArithNegf | ArithRemf | ArithSubf | MathAbsf | MathAcos | MathAcosh
        | MathAsin | MathAsinh | MathAtan | MathAtan2 | MathAtanh | MathCbrt | MathCeil
        | MathClampf | MathCopysign | MathCos | MathCosh | MathErf | MathErfc | MathExp
        | MathExp2 | MathExpm1 | MathFloor | MathFma | MathFpowi | MathIsfinite | MathIsinf
        | MathIsnan | MathIsnormal | MathLog | MathLog10 | MathLog1p | MathLog2 | MathPowf
        | MathRound | MathRoundeven | MathRsqrt | MathSin | MathSincos | MathSinh | MathSqrt
        | MathTan | MathTanh | MathTrunc => &[("fastmath", Specific)],
        ArithAddi | ArithMuli | ArithShli | ArithSubi | ArithTrunci => {
            &[("overflowFlags", Specific)]
        }
        ArithCmpf => &[("fastmath", Specific), ("predicate", Int)],
        ArithCmpi | LlvmIcmp => &[("predicate", Int)],
        ArithConstant => &[("value", Typed)],
        ArithDivsi | ArithShrsi | ArithShrui | LlvmAshr | LlvmLshr | LlvmSdiv | LlvmUdiv => {
            &[("isExact", Unit)]
        }
        CfAssert => &[("msg", Str)],
        UbPoison => &[("value", PoisonAttr)],
        IndexCmp => &[("pred", Specific)],
        IndexConstant => &[("value", IntOrBool)],
        IndexBoolConstant => &[("value", Bool)],
        CfSwitch | LlvmSwitch => &[("case_operand_segments", DenseI32)],
        FuncCall => &[("callee", Sym)],
        FuncConstant => &[("value", Sym)],
        FuncFunc => &[
            ("function_type", Type),
            ("sym_name", Str),
            ("sym_visibility", Str),
        ],
        GpuFunc => &[("function_type", Type)],
        GpuLaunchFunc => &[("kernel", Sym)],
        GpuModule | LlvmComdat => &[("sym_name", Str)],
        IntrAssume => &[("op_bundle_sizes", DenseI32)],
        IntrCopysign
        | IntrPowi
        | IntrVectorReduceFadd
        | IntrVectorReduceFmax
        | IntrVectorReduceFmaximum
        | IntrVectorReduceFmin
        | IntrVectorReduceFminimum
        | IntrVectorReduceFmul
        | LlvmFadd
        | LlvmFdiv
        | LlvmFmul
        | LlvmFneg
        | LlvmFrem
        | LlvmFsub
        | LlvmSelect => &[("fastmathFlags", Specific)],
        IntrExperimentalConstrainedFpext => &[("fpExceptionBehavior", Int)],
        IntrExperimentalConstrainedFptrunc
        | IntrExperimentalConstrainedSitofp
        | IntrExperimentalConstrainedUitofp => {
            &[("fpExceptionBehavior", Int), ("roundingmode", Int)]
        }
        IntrExperimentalNoaliasScopeDecl => &[("scope", Specific)],
        IntrMaskedGather
        | IntrMaskedLoad
        | IntrMaskedScatter
        | IntrMaskedStore
        | MemrefAssumeAlignment => &[("alignment", IntOrBool)],
        IntrMatrixColumnMajorLoad | IntrMatrixColumnMajorStore => &[
            ("columns", IntOrBool),
            ("isVolatile", IntOrBool),
            ("rows", IntOrBool),
        ],
        IntrMatrixMultiply => &[
            ("lhs_columns", IntOrBool),
            ("lhs_rows", IntOrBool),
            ("rhs_columns", IntOrBool),
        ],
        IntrMatrixTranspose => &[("columns", IntOrBool), ("rows", IntOrBool)],
        IntrMemcpy => &[("arg_attrs", Array), ("isVolatile", IntOrBool)],
        IntrMemmove => &[("isVolatile", IntOrBool), ("tbaa", Array)],
        IntrMemset => &[("isVolatile", IntOrBool), ("noalias_scopes", Array)],
        IntrVectorExtract | IntrVectorInsert => &[("pos", IntOrBool)],
        LlvmAlloca => &[("elem_type", Type), ("inalloca", Unit)],
        LlvmAtomicrmw => &[("bin_op", Int), ("ordering", Int), ("tbaa", Array)],
        LlvmBlockaddress => &[("block_addr", Specific)],
        LlvmBlocktag => &[("tag", Specific)],
        LlvmCall => &[
            ("CConv", Specific),
            ("TailCallKind", Specific),
            ("callee", Sym),
            ("fastmathFlags", Specific),
            ("no_unwind", Unit),
            ("op_bundle_sizes", DenseI32),
        ],
        LlvmCallIntrinsic => &[
            ("fastmathFlags", Specific),
            ("intrin", Str),
            ("op_bundle_sizes", DenseI32),
        ],
        LlvmCmpxchg => &[("failure_ordering", Int), ("success_ordering", Int)],
        LlvmComdatSelector => &[("comdat", Int), ("sym_name", Str)],
        LlvmCondBr => &[("branch_weights", DenseI32)],
        LlvmDsoLocalEquivalent => &[("function_name", Sym)],
        LlvmExtractvalue | LlvmInsertvalue => &[("position", DenseI64)],
        LlvmFcmp => &[("fastmathFlags", Specific), ("predicate", Int)],
        LlvmFence => &[("ordering", Int), ("syncscope", Str)],
        LlvmFunc => &[
            ("CConv", Specific),
            ("function_type", Type),
            ("linkage", Specific),
            ("sym_name", Str),
            ("visibility_", Int),
        ],
        LlvmGetelementptr => &[("elem_type", Type), ("rawConstantIndices", DenseI32)],
        LlvmIndirectbr => &[("indbr_operand_segments", DenseI32)],
        LlvmInlineAsm => &[
            ("asm_string", Str),
            ("constraints", Str),
            ("tail_call_kind", Specific),
        ],
        LlvmInvoke => &[
            ("CConv", Specific),
            ("callee", Sym),
            ("op_bundle_sizes", DenseI32),
        ],
        LlvmLandingpad => &[("cleanup", Unit)],
        LlvmLinkerOptions => &[("options", Array)],
        LlvmLoad => &[("invariant", Unit), ("ordering", Int)],
        LlvmMlirAddressof => &[("global_name", Sym)],
        LlvmMlirAlias => &[
            ("alias_type", Type),
            ("linkage", Specific),
            ("sym_name", Str),
            ("unnamed_addr", Int),
            ("visibility_", Int),
        ],
        LlvmMlirGlobal => &[
            ("addr_space", IntOrBool),
            ("global_type", Type),
            ("linkage", Specific),
            ("sym_name", Str),
            ("unnamed_addr", Int),
            ("visibility_", Int),
        ],
        LlvmMlirGlobalCtors => &[("ctors", Array), ("data", Array), ("priorities", Array)],
        LlvmMlirGlobalDtors => &[("data", Array), ("dtors", Array), ("priorities", Array)],
        LlvmModuleFlags => &[("flags", Array)],
        LlvmOr => &[("isDisjoint", Unit)],
        LlvmShufflevector => &[("mask", DenseI32)],
        LlvmStore => &[("invariantGroup", Unit), ("ordering", Int)],
        LlvmUitofp | LlvmZext => &[("nonNeg", Unit)],
        MemrefAtomicRmw => &[("kind", Int)],
        MemrefCollapseShape => &[("reassociation", Array)],
        MemrefExpandShape => &[("reassociation", Array), ("static_output_shape", DenseI64)],
        MemrefGetGlobal => &[("name", Sym)],
        MemrefGlobal => &[
            ("constant", Unit),
            ("sym_name", Str),
            ("sym_visibility", Str),
            ("type", Type),
        ],
        MemrefPrefetch => &[
            ("isDataCache", Bool),
            ("isWrite", Bool),
            ("localityHint", IntOrBool),
        ],
        MemrefReinterpretCast | MemrefSubview => &[
            ("static_offsets", DenseI64),
            ("static_sizes", DenseI64),
            ("static_strides", DenseI64),
        ],
        MemrefTranspose => &[("permutation", Specific)],
        SpirvAddressof => &[("variable", Sym)],
        SpirvFunc => &[
            ("function_control", Specific),
            ("function_type", Type),
            ("sym_name", Str),
        ],
        SpirvLoop => &[("loop_control", Specific)],
        SpirvModule => &[("addressing_model", Specific), ("memory_model", Specific)],
        SpirvReferenceof => &[("spec_const", Sym)],
        SpirvSelection => &[("selection_control", Specific)],
        VectorExtract | VectorInsert => &[("static_position", DenseI64)],
        VectorPrint => &[("punctuation", Specific), ("stringLiteral", Str)],
        _ => &[],
    }
}
