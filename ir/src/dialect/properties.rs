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
use crate::ids::AttrId;
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
pub fn required_attrs(opcode: Opcode) -> &'static [&'static str] {
    use Opcode::*;
    match opcode {
        ArithCmpf | ArithCmpi | LlvmFcmp | LlvmIcmp => &["predicate"],
        ArithConstant | FuncConstant | LlvmMlirConstant | IndexConstant | IndexBoolConstant => {
            &["value"]
        }
        IndexCmp => &["pred"],
        CfAssert => &["msg"],
        CfSwitch | LlvmSwitch => &["case_operand_segments"],
        LlvmIndirectbr => &["indbr_operand_segments"],
        FuncCall => &["callee"],
        FuncFunc | LlvmFunc => &["function_type", "sym_name"],
        GpuLaunchFunc => &["kernel"],
        IntrAssume | LlvmCall | LlvmInvoke => &["op_bundle_sizes"],
        IntrExperimentalConstrainedFpext => &["fpExceptionBehavior"],
        IntrExperimentalConstrainedFptrunc
        | IntrExperimentalConstrainedSitofp
        | IntrExperimentalConstrainedUitofp => &["fpExceptionBehavior", "roundingmode"],
        IntrExperimentalNoaliasScopeDecl => &["scope"],
        IntrMaskedGather
        | IntrMaskedLoad
        | IntrMaskedScatter
        | IntrMaskedStore
        | MemrefAssumeAlignment => &["alignment"],
        IntrMatrixColumnMajorLoad | IntrMatrixColumnMajorStore => {
            &["columns", "isVolatile", "rows"]
        }
        IntrMatrixMultiply => &["lhs_columns", "lhs_rows", "rhs_columns"],
        IntrMatrixTranspose => &["columns", "rows"],
        IntrMemcpy | IntrMemmove | IntrMemset => &["isVolatile"],
        IntrVectorExtract | IntrVectorInsert => &["pos"],
        LlvmAlloca => &["elem_type"],
        LlvmAtomicrmw => &["bin_op", "ordering"],
        LlvmBlockaddress => &["block_addr"],
        LlvmCallIntrinsic => &["intrin", "op_bundle_sizes"],
        LlvmCmpxchg => &["failure_ordering", "success_ordering"],
        LlvmComdat => &["sym_name"],
        LlvmComdatSelector => &["comdat", "sym_name"],
        LlvmDsoLocalEquivalent => &["function_name"],
        LlvmExtractvalue | LlvmInsertvalue => &["position"],
        LlvmFence => &["ordering"],
        LlvmGetelementptr => &["elem_type", "rawConstantIndices"],
        LlvmInlineAsm => &["asm_string", "constraints"],
        LlvmLinkerOptions => &["options"],
        LlvmMlirAddressof => &["global_name"],
        LlvmMlirAlias => &["alias_type", "linkage", "sym_name"],
        LlvmMlirGlobal => &["global_type", "linkage", "sym_name"],
        LlvmMlirGlobalCtors => &["ctors", "data", "priorities"],
        LlvmMlirGlobalDtors => &["data", "dtors", "priorities"],
        LlvmMlirIfunc => &[
            "i_func_type",
            "linkage",
            "resolver",
            "resolver_type",
            "sym_name",
        ],
        LlvmModuleFlags => &["flags"],
        LlvmShufflevector => &["mask"],
        MemrefAtomicRmw => &["kind"],
        MemrefCollapseShape => &["reassociation"],
        MemrefExpandShape => &["reassociation", "static_output_shape"],
        MemrefGetGlobal => &["name"],
        MemrefGlobal => &["sym_name", "type"],
        MemrefPrefetch => &["isDataCache", "isWrite", "localityHint"],
        MemrefReinterpretCast | MemrefSubview => {
            &["static_offsets", "static_sizes", "static_strides"]
        }
        MemrefTranspose => &["permutation"],
        SpirvAddressof => &["variable"],
        SpirvFunc => &["function_control", "function_type", "sym_name"],
        SpirvLoop => &["loop_control"],
        SpirvModule => &["addressing_model", "memory_model"],
        SpirvReferenceof => &["spec_const"],
        SpirvSelection => &["selection_control"],
        VectorExtract | VectorInsert => &["static_position"],
        _ => &[],
    }
}
