//! Which registered ops have no properties in MLIR 22 (their ODS defines no
//! inherent attribute and no property). For such an op every attribute is
//! discardable, printed in the generic form's `{...}`, and a `<{...}>`
//! fails as MLIR's `setPropertiesFromAttr` fails it ("this operation does
//! not support properties"). The list was taken from mlir-opt 22 itself
//! (`"<op>"() <{}> : () -> ()` for every op Strata registers); ops newer
//! than 22 are left out and keep their properties, and so are the ops to
//! which a newer MLIR gives properties Strata reads (`nonNeg` of
//! arith.extui, uitofp and index_castui).
//!
//! Also which inherent attributes MLIR 22 requires (ODS attributes without
//! a default value): its verifier's "requires attribute" error.

use crate::context::Context;
use crate::diag::{Diag, SrcLoc};
use crate::ids::{AttrId, Ident};
use crate::opcode::Opcode;

/// MLIR's error when an op's properties cannot be set from the generic
/// form's `<props>`: `invalid properties <props> for op <name>: <reason>`.
pub(crate) fn invalid_properties(
    ctx: &Context,
    opcode: Opcode,
    props: AttrId,
    loc: &SrcLoc,
    reason: &str,
) -> Diag {
    let mut msg = String::from("invalid properties ");
    crate::syntax::print_attr(ctx, props, &mut msg);
    msg.push_str(" for op ");
    msg.push_str(opcode.name());
    msg.push_str(": ");
    msg.push_str(reason);
    Diag::error(loc.clone(), msg)
}

/// Whether MLIR 22 gives `opcode` a properties storage; true for ops it
/// does not know (unregistered ones keep whatever `<{...}>` holds).
pub fn has_properties(opcode: Opcode) -> bool {
    use Opcode::*;
    !matches!(
        opcode,
        BuiltinUnrealizedConversionCast
            | FuncReturn
            | MathAbsi
            | MathCtlz
            | MathCtpop
            | MathCttz
            | MathIpowi
            | ArithAdduiExtended
            | ArithAndi
            | ArithBitcast
            | ArithCeildivsi
            | ArithCeildivui
            | ArithExtsi
            | ArithFloordivsi
            | ArithFptosi
            | ArithFptoui
            | ArithIndexCast
            | ArithMaxsi
            | ArithMaxui
            | ArithMinsi
            | ArithMinui
            | ArithMulsiExtended
            | ArithMuluiExtended
            | ArithOri
            | ArithRemsi
            | ArithRemui
            | ArithSelect
            | ArithSitofp
            | ArithXori
            | CfBr
            | UbUnreachable
            | IndexAdd
            | IndexSub
            | IndexMul
            | IndexDivs
            | IndexDivu
            | IndexCeildivs
            | IndexCeildivu
            | IndexFloordivs
            | IndexRems
            | IndexRemu
            | IndexMaxs
            | IndexMaxu
            | IndexMins
            | IndexMinu
            | IndexShl
            | IndexShrs
            | IndexShru
            | IndexAnd
            | IndexOr
            | IndexXor
            | IndexCasts
            | IndexCastu
            | IndexSizeof
            | MemrefAllocaScope
            | MemrefAllocaScopeReturn
            | MemrefAtomicYield
            | MemrefCast
            | MemrefCopy
            | MemrefDealloc
            | MemrefDim
            | MemrefDmaStart
            | MemrefDmaWait
            | MemrefExtractAlignedPointerAsIndex
            | MemrefExtractStridedMetadata
            | MemrefGenericAtomicRmw
            | MemrefMemorySpaceCast
            | MemrefRank
            | MemrefReshape
            | MemrefView
            | ScfIf
            | ScfYield
            | TensorCast
            | TensorDim
            | TensorExtract
            | VectorBroadcast
            | VectorShapeCast
            | LlvmAddrspacecast
            | LlvmAnd
            | LlvmBitcast
            | LlvmExtractelement
            | LlvmFpext
            | LlvmFptosi
            | LlvmFptoui
            | LlvmFptrunc
            | LlvmFreeze
            | LlvmInsertelement
            | LlvmMlirNone
            | LlvmMlirPoison
            | LlvmMlirUndef
            | LlvmMlirZero
            | LlvmPtrtoint
            | LlvmResume
            | LlvmReturn
            | LlvmSext
            | LlvmSitofp
            | LlvmSrem
            | LlvmUnreachable
            | LlvmUrem
            | LlvmVaArg
            | LlvmXor
            | IntrAnnotation
            | IntrBitreverse
            | IntrBswap
            | IntrCoroAlign
            | IntrCoroBegin
            | IntrCoroEnd
            | IntrCoroFree
            | IntrCoroId
            | IntrCoroPromise
            | IntrCoroResume
            | IntrCoroSave
            | IntrCoroSize
            | IntrCoroSuspend
            | IntrCtpop
            | IntrDebugtrap
            | IntrEhTypeidFor
            | IntrExpect
            | IntrExperimentalVpStridedLoad
            | IntrExperimentalVpStridedStore
            | IntrFshl
            | IntrFshr
            | IntrGetActiveLaneMask
            | IntrIsConstant
            | IntrLaunderInvariantGroup
            | IntrLifetimeEnd
            | IntrLifetimeStart
            | IntrLlrint
            | IntrLlround
            | IntrLrint
            | IntrLround
            | IntrPtrAnnotation
            | IntrPtrmask
            | IntrSaddSat
            | IntrSaddWithOverflow
            | IntrScmp
            | IntrSmax
            | IntrSmin
            | IntrSmulWithOverflow
            | IntrSsaCopy
            | IntrSshlSat
            | IntrSsubSat
            | IntrSsubWithOverflow
            | IntrStackrestore
            | IntrStacksave
            | IntrStepvector
            | IntrStripInvariantGroup
            | IntrThreadlocalAddress
            | IntrTrap
            | IntrUaddSat
            | IntrUaddWithOverflow
            | IntrUcmp
            | IntrUmax
            | IntrUmin
            | IntrUmulWithOverflow
            | IntrUshlSat
            | IntrUsubSat
            | IntrUsubWithOverflow
            | IntrVacopy
            | IntrVaend
            | IntrVarAnnotation
            | IntrVastart
            | IntrVectorDeinterleave2
            | IntrVectorInterleave2
            | IntrVectorReduceAdd
            | IntrVectorReduceAnd
            | IntrVectorReduceMul
            | IntrVectorReduceOr
            | IntrVectorReduceSmax
            | IntrVectorReduceSmin
            | IntrVectorReduceUmax
            | IntrVectorReduceUmin
            | IntrVectorReduceXor
            | IntrVpAdd
            | IntrVpAnd
            | IntrVpAshr
            | IntrVpFadd
            | IntrVpFdiv
            | IntrVpFmul
            | IntrVpFneg
            | IntrVpFrem
            | IntrVpFsub
            | IntrVpLshr
            | IntrVpMul
            | IntrVpOr
            | IntrVpSdiv
            | IntrVpShl
            | IntrVpSmax
            | IntrVpSmin
            | IntrVpSrem
            | IntrVpSub
            | IntrVpUdiv
            | IntrVpUmax
            | IntrVpUmin
            | IntrVpUrem
            | IntrVpXor
            | IntrVpFma
            | IntrVpFmuladd
            | IntrVpFpext
            | IntrVpFptosi
            | IntrVpFptoui
            | IntrVpFptrunc
            | IntrVpInttoptr
            | IntrVpLoad
            | IntrVpMerge
            | IntrVpPtrtoint
            | IntrVpReduceAdd
            | IntrVpReduceAnd
            | IntrVpReduceFadd
            | IntrVpReduceFmax
            | IntrVpReduceFmin
            | IntrVpReduceFmul
            | IntrVpReduceMul
            | IntrVpReduceOr
            | IntrVpReduceSmax
            | IntrVpReduceSmin
            | IntrVpReduceUmax
            | IntrVpReduceUmin
            | IntrVpReduceXor
            | IntrVpSelect
            | IntrVpSext
            | IntrVpStore
            | IntrVpTrunc
            | IntrVpZext
            | IntrVscale
            | SpirvMerge
            | GpuReturn
    )
}

/// The inherent attributes MLIR 22 requires of `opcode`, sorted by name as
/// its generated verifier checks them (the first one absent is the error).
/// Taken from mlir-opt 22 by removing each property of a valid instance.
/// (Segment sizes Strata derives from the successor lists are only
/// checked as the generic form is read: see `missing_required_default`.)
pub fn required_attrs(opcode: Opcode) -> &'static [Ident] {
    use Opcode::*;
    match opcode {
        ArithCmpf | ArithCmpi | LlvmFcmp | LlvmIcmp => &[Ident::PREDICATE],
        ArithConstant | FuncConstant | LlvmMlirConstant | IndexConstant | IndexBoolConstant => {
            &[Ident::VALUE]
        }
        IndexCmp => &[Ident::PRED],
        CfAssert => &[Ident::MSG],
        CfSwitch | LlvmSwitch => &[Ident::CASE_OPERAND_SEGMENTS],
        LlvmIndirectbr => &[Ident::INDBR_OPERAND_SEGMENTS],
        FuncCall => &[Ident::CALLEE],
        FuncFunc | LlvmFunc => &[Ident::FUNCTION_TYPE, Ident::SYM_NAME],
        GpuLaunchFunc => &[Ident::KERNEL],
        IntrAssume | LlvmCall | LlvmInvoke => &[Ident::OP_BUNDLE_SIZES],
        IntrExperimentalConstrainedFpext => &[Ident::FP_EXCEPTION_BEHAVIOR],
        IntrExperimentalConstrainedFptrunc
        | IntrExperimentalConstrainedSitofp
        | IntrExperimentalConstrainedUitofp => &[Ident::FP_EXCEPTION_BEHAVIOR, Ident::ROUNDINGMODE],
        IntrExperimentalNoaliasScopeDecl => &[Ident::SCOPE],
        IntrMaskedGather
        | IntrMaskedLoad
        | IntrMaskedScatter
        | IntrMaskedStore
        | MemrefAssumeAlignment => &[Ident::ALIGNMENT],
        IntrMatrixColumnMajorLoad | IntrMatrixColumnMajorStore => {
            &[Ident::COLUMNS, Ident::IS_VOLATILE, Ident::ROWS]
        }
        IntrMatrixMultiply => &[Ident::LHS_COLUMNS, Ident::LHS_ROWS, Ident::RHS_COLUMNS],
        IntrMatrixTranspose => &[Ident::COLUMNS, Ident::ROWS],
        IntrMemcpy | IntrMemmove | IntrMemset => &[Ident::IS_VOLATILE],
        IntrVectorExtract | IntrVectorInsert => &[Ident::POS],
        LlvmAlloca => &[Ident::ELEM_TYPE],
        LlvmAtomicrmw => &[Ident::BIN_OP, Ident::ORDERING],
        LlvmBlockaddress => &[Ident::BLOCK_ADDR],
        LlvmCallIntrinsic => &[Ident::INTRIN, Ident::OP_BUNDLE_SIZES],
        LlvmCmpxchg => &[Ident::FAILURE_ORDERING, Ident::SUCCESS_ORDERING],
        LlvmComdat => &[Ident::SYM_NAME],
        LlvmComdatSelector => &[Ident::COMDAT, Ident::SYM_NAME],
        LlvmDsoLocalEquivalent => &[Ident::FUNCTION_NAME],
        LlvmExtractvalue | LlvmInsertvalue => &[Ident::POSITION],
        LlvmFence => &[Ident::ORDERING],
        LlvmGetelementptr => &[Ident::ELEM_TYPE, Ident::RAW_CONSTANT_INDICES],
        LlvmInlineAsm => &[Ident::ASM_STRING, Ident::CONSTRAINTS],
        LlvmLinkerOptions => &[Ident::OPTIONS],
        LlvmMlirAddressof => &[Ident::GLOBAL_NAME],
        LlvmMlirAlias => &[Ident::ALIAS_TYPE, Ident::LINKAGE, Ident::SYM_NAME],
        LlvmMlirGlobal => &[Ident::GLOBAL_TYPE, Ident::LINKAGE, Ident::SYM_NAME],
        LlvmMlirGlobalCtors => &[Ident::CTORS, Ident::DATA, Ident::PRIORITIES],
        LlvmMlirGlobalDtors => &[Ident::DATA, Ident::DTORS, Ident::PRIORITIES],
        LlvmMlirIfunc => &[
            Ident::I_FUNC_TYPE,
            Ident::LINKAGE,
            Ident::RESOLVER,
            Ident::RESOLVER_TYPE,
            Ident::SYM_NAME,
        ],
        LlvmModuleFlags => &[Ident::FLAGS],
        LlvmShufflevector => &[Ident::MASK],
        MemrefAtomicRmw => &[Ident::KIND],
        MemrefCollapseShape => &[Ident::REASSOCIATION],
        MemrefExpandShape => &[Ident::REASSOCIATION, Ident::STATIC_OUTPUT_SHAPE],
        MemrefGetGlobal => &[Ident::NAME],
        MemrefGlobal => &[Ident::SYM_NAME, Ident::TYPE],
        MemrefPrefetch => &[Ident::IS_DATA_CACHE, Ident::IS_WRITE, Ident::LOCALITY_HINT],
        MemrefReinterpretCast | MemrefSubview => &[
            Ident::STATIC_OFFSETS,
            Ident::STATIC_SIZES,
            Ident::STATIC_STRIDES,
        ],
        MemrefTranspose => &[Ident::PERMUTATION],
        SpirvAddressof => &[Ident::VARIABLE],
        SpirvFunc => &[
            Ident::FUNCTION_CONTROL,
            Ident::FUNCTION_TYPE,
            Ident::SYM_NAME,
        ],
        SpirvLoop => &[Ident::LOOP_CONTROL],
        SpirvModule => &[Ident::ADDRESSING_MODEL, Ident::MEMORY_MODEL],
        SpirvReferenceof => &[Ident::SPEC_CONST],
        SpirvSelection => &[Ident::SELECTION_CONTROL],
        VectorExtract | VectorInsert => &[Ident::STATIC_POSITION],
        _ => &[],
    }
}
