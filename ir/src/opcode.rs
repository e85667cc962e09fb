//! The dense op table. Every registered op has one `Opcode` (a `u16`) and
//! one `OpInfo` entry: its name, dialect and traits. Passes, the verifier,
//! the printer and the translator dispatch on `Opcode` with `match`, never on
//! strings; the name is looked up only when parsing text.

use std::sync::OnceLock;

/// Op traits as bits, tested with `Opcode::has`.
pub mod traits {
    pub const NONE: u32 = 0;
    /// Must be the last op of its block.
    pub const TERMINATOR: u32 = 1 << 0;
    /// Regions cannot see values defined outside; the regions live in a body
    /// of their own.
    pub const ISOLATED: u32 = 1 << 1;
    /// Defines a symbol through its `sym_name` attribute.
    pub const SYMBOL: u32 = 1 << 2;
    /// Its region is a symbol table scope.
    pub const SYMBOL_TABLE: u32 = 1 << 3;
    /// Its single-block region needs no terminator.
    pub const NO_TERMINATOR: u32 = 1 << 4;
    /// Regions hold at most one block.
    pub const SINGLE_BLOCK: u32 = 1 << 5;
    /// No side effects: removable when unused.
    pub const PURE: u32 = 1 << 6;
    pub const COMMUTATIVE: u32 = 1 << 7;
    /// Returns control (and values) to the enclosing op.
    pub const RETURN_LIKE: u32 = 1 << 8;
    /// Stack allocations inside are freed when its region exits.
    pub const AUTOMATIC_ALLOC_SCOPE: u32 = 1 << 9;
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Dialect {
    Unknown,
    Builtin,
    Func,
    Arith,
    Cf,
    Memref,
    Llvm,
    Scf,
    Spirv,
    Vector,
    Tensor,
    Gpu,
    Math,
    Ub,
    Index,
}

/// How many `Dialect` values there are (for tables indexed by dialect).
pub const NUM_DIALECTS: usize = Dialect::Index as usize + 1;

pub struct OpInfo {
    pub name: &'static str,
    /// Where the name after the dialect prefix starts (`addi` in
    /// `arith.addi`): the printer drops the prefix inside a dialect's
    /// default scope, once per op.
    pub short_start: u8,
    pub dialect: Dialect,
    pub traits: u32,
}

macro_rules! define_ops {
    ($( $variant:ident = $name:literal [$($trait:ident)|*], )*) => {
        /// Every registered op. `Unregistered` ops keep their name in the op.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        #[repr(u16)]
        pub enum Opcode {
            Unregistered,
            $($variant,)*
        }

        static OP_INFO: &[OpInfo] = &[
            OpInfo { name: "", short_start: 0, dialect: Dialect::Unknown, traits: 0 },
            $(OpInfo {
                name: $name,
                short_start: after_first_dot($name),
                dialect: dialect_of($name),
                traits: $(traits::$trait)|*,
            },)*
        ];

        static ALL_OPCODES: &[Opcode] = &[$(Opcode::$variant,)*];
    };
}

/// The index just past the first `.` of `name` (every registered name has
/// one; 0 when there is none).
const fn after_first_dot(name: &str) -> u8 {
    let b = name.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'.' {
            return (i + 1) as u8;
        }
        i += 1;
    }
    0
}

const fn dialect_of(name: &str) -> Dialect {
    // Decided by the first two bytes (enough to tell the registered
    // dialects apart; `scf`/`spirv` and `math`/`memref` share the first).
    let b = name.as_bytes();
    match (b[0], b[1]) {
        (b'b', _) => Dialect::Builtin,
        (b'f', _) => Dialect::Func,
        (b'a', _) => Dialect::Arith,
        (b'c', _) => Dialect::Cf,
        (b'm', b'a') => Dialect::Math,
        (b'm', _) => Dialect::Memref,
        (b'l', _) => Dialect::Llvm,
        (b's', b'c') => Dialect::Scf,
        (b's', b'p') => Dialect::Spirv,
        (b'v', _) => Dialect::Vector,
        (b't', _) => Dialect::Tensor,
        (b'g', _) => Dialect::Gpu,
        (b'u', _) => Dialect::Ub,
        (b'i', _) => Dialect::Index,
        _ => Dialect::Unknown,
    }
}

define_ops! {
    // ---- builtin ----
    BuiltinModule = "builtin.module" [ISOLATED | SYMBOL | SYMBOL_TABLE | NO_TERMINATOR | SINGLE_BLOCK],
    BuiltinUnrealizedConversionCast = "builtin.unrealized_conversion_cast" [PURE],
    // ---- func ----
    FuncFunc = "func.func" [ISOLATED | SYMBOL | AUTOMATIC_ALLOC_SCOPE],
    FuncCall = "func.call" [NONE],
    FuncCallIndirect = "func.call_indirect" [NONE],
    FuncReturn = "func.return" [TERMINATOR | RETURN_LIKE | PURE],
    FuncConstant = "func.constant" [PURE],
    // ---- math ----
    MathAbsf = "math.absf" [PURE],
    MathAbsi = "math.absi" [PURE],
    MathAcos = "math.acos" [PURE],
    MathAcosh = "math.acosh" [PURE],
    MathAsin = "math.asin" [PURE],
    MathAsinh = "math.asinh" [PURE],
    MathAtan = "math.atan" [PURE],
    MathAtan2 = "math.atan2" [PURE],
    MathAtanh = "math.atanh" [PURE],
    MathCbrt = "math.cbrt" [PURE],
    MathCeil = "math.ceil" [PURE],
    MathClampf = "math.clampf" [PURE],
    MathCopysign = "math.copysign" [PURE],
    MathCos = "math.cos" [PURE],
    MathCosh = "math.cosh" [PURE],
    MathCtlz = "math.ctlz" [PURE],
    MathCtpop = "math.ctpop" [PURE],
    MathCttz = "math.cttz" [PURE],
    MathErf = "math.erf" [PURE],
    MathErfc = "math.erfc" [PURE],
    MathExp = "math.exp" [PURE],
    MathExp2 = "math.exp2" [PURE],
    MathExpm1 = "math.expm1" [PURE],
    MathFloor = "math.floor" [PURE],
    MathFma = "math.fma" [PURE],
    MathFpowi = "math.fpowi" [PURE],
    MathIpowi = "math.ipowi" [PURE],
    MathIsfinite = "math.isfinite" [PURE],
    MathIsinf = "math.isinf" [PURE],
    MathIsnan = "math.isnan" [PURE],
    MathIsnormal = "math.isnormal" [PURE],
    MathLog = "math.log" [PURE],
    MathLog10 = "math.log10" [PURE],
    MathLog1p = "math.log1p" [PURE],
    MathLog2 = "math.log2" [PURE],
    MathPowf = "math.powf" [PURE],
    MathRound = "math.round" [PURE],
    MathRoundeven = "math.roundeven" [PURE],
    MathRsqrt = "math.rsqrt" [PURE],
    MathSin = "math.sin" [PURE],
    MathSincos = "math.sincos" [PURE],
    MathSinh = "math.sinh" [PURE],
    MathSqrt = "math.sqrt" [PURE],
    MathTan = "math.tan" [PURE],
    MathTanh = "math.tanh" [PURE],
    MathTrunc = "math.trunc" [PURE],
    // ---- arith ----
    ArithAddf = "arith.addf" [PURE | COMMUTATIVE],
    ArithAddi = "arith.addi" [PURE | COMMUTATIVE],
    ArithAdduiExtended = "arith.addui_extended" [PURE | COMMUTATIVE],
    ArithAndi = "arith.andi" [PURE | COMMUTATIVE],
    ArithBitcast = "arith.bitcast" [PURE],
    ArithCeildivsi = "arith.ceildivsi" [PURE],
    ArithCeildivui = "arith.ceildivui" [PURE],
    ArithCmpf = "arith.cmpf" [PURE],
    ArithCmpi = "arith.cmpi" [PURE],
    ArithConstant = "arith.constant" [PURE],
    ArithDivf = "arith.divf" [PURE],
    ArithDivsi = "arith.divsi" [PURE],
    ArithDivui = "arith.divui" [PURE],
    ArithExtf = "arith.extf" [PURE],
    ArithExtsi = "arith.extsi" [PURE],
    ArithExtui = "arith.extui" [PURE],
    ArithFloordivsi = "arith.floordivsi" [PURE],
    ArithFptosi = "arith.fptosi" [PURE],
    ArithFptoui = "arith.fptoui" [PURE],
    ArithIndexCast = "arith.index_cast" [PURE],
    ArithIndexCastui = "arith.index_castui" [PURE],
    ArithMaximumf = "arith.maximumf" [PURE | COMMUTATIVE],
    ArithMaxnumf = "arith.maxnumf" [PURE | COMMUTATIVE],
    ArithMaxsi = "arith.maxsi" [PURE | COMMUTATIVE],
    ArithMaxui = "arith.maxui" [PURE | COMMUTATIVE],
    ArithMinimumf = "arith.minimumf" [PURE | COMMUTATIVE],
    ArithMinnumf = "arith.minnumf" [PURE | COMMUTATIVE],
    ArithMinsi = "arith.minsi" [PURE | COMMUTATIVE],
    ArithMinui = "arith.minui" [PURE | COMMUTATIVE],
    ArithMulf = "arith.mulf" [PURE | COMMUTATIVE],
    ArithMuli = "arith.muli" [PURE | COMMUTATIVE],
    ArithMulsiExtended = "arith.mulsi_extended" [PURE | COMMUTATIVE],
    ArithMuluiExtended = "arith.mului_extended" [PURE | COMMUTATIVE],
    ArithNegf = "arith.negf" [PURE],
    ArithOri = "arith.ori" [PURE | COMMUTATIVE],
    ArithRemf = "arith.remf" [PURE],
    ArithRemsi = "arith.remsi" [PURE],
    ArithRemui = "arith.remui" [PURE],
    ArithScalingExtf = "arith.scaling_extf" [PURE],
    ArithScalingTruncf = "arith.scaling_truncf" [PURE],
    ArithSelect = "arith.select" [PURE],
    ArithShli = "arith.shli" [PURE],
    ArithShrsi = "arith.shrsi" [PURE],
    ArithShrui = "arith.shrui" [PURE],
    ArithSitofp = "arith.sitofp" [PURE],
    ArithSubf = "arith.subf" [PURE],
    ArithSubi = "arith.subi" [PURE],
    ArithTruncf = "arith.truncf" [PURE],
    ArithTrunci = "arith.trunci" [PURE],
    ArithUitofp = "arith.uitofp" [PURE],
    ArithXori = "arith.xori" [PURE | COMMUTATIVE],
    // ---- cf ----
    CfAssert = "cf.assert" [NONE],
    CfAssume = "cf.assume" [NONE],
    CfBr = "cf.br" [TERMINATOR | PURE],
    CfCondBr = "cf.cond_br" [TERMINATOR | PURE],
    CfSwitch = "cf.switch" [TERMINATOR | PURE],
    // ---- memref ----
    MemrefAlloc = "memref.alloc" [NONE],
    MemrefAlloca = "memref.alloca" [NONE],
    MemrefAllocaScope = "memref.alloca_scope" [AUTOMATIC_ALLOC_SCOPE | SINGLE_BLOCK],
    MemrefAllocaScopeReturn = "memref.alloca_scope.return" [TERMINATOR | RETURN_LIKE | PURE],
    MemrefAssumeAlignment = "memref.assume_alignment" [PURE],
    MemrefAtomicRmw = "memref.atomic_rmw" [NONE],
    MemrefAtomicYield = "memref.atomic_yield" [TERMINATOR | RETURN_LIKE | PURE],
    MemrefCast = "memref.cast" [PURE],
    MemrefCollapseShape = "memref.collapse_shape" [PURE],
    MemrefCopy = "memref.copy" [NONE],
    MemrefDealloc = "memref.dealloc" [NONE],
    MemrefDim = "memref.dim" [PURE],
    MemrefDmaStart = "memref.dma_start" [NONE],
    MemrefDmaWait = "memref.dma_wait" [NONE],
    MemrefExpandShape = "memref.expand_shape" [PURE],
    MemrefExtractAlignedPointerAsIndex = "memref.extract_aligned_pointer_as_index" [PURE],
    MemrefExtractStridedMetadata = "memref.extract_strided_metadata" [PURE],
    MemrefGenericAtomicRmw = "memref.generic_atomic_rmw" [SINGLE_BLOCK],
    MemrefGetGlobal = "memref.get_global" [PURE],
    MemrefGlobal = "memref.global" [SYMBOL],
    MemrefLoad = "memref.load" [NONE],
    MemrefMemorySpaceCast = "memref.memory_space_cast" [PURE],
    MemrefPrefetch = "memref.prefetch" [NONE],
    MemrefRank = "memref.rank" [PURE],
    MemrefRealloc = "memref.realloc" [NONE],
    MemrefReinterpretCast = "memref.reinterpret_cast" [PURE],
    MemrefReshape = "memref.reshape" [PURE],
    MemrefStore = "memref.store" [NONE],
    MemrefSubview = "memref.subview" [PURE],
    MemrefTranspose = "memref.transpose" [PURE],
    MemrefView = "memref.view" [PURE],
    // ---- scf ----
    ScfFor = "scf.for" [SINGLE_BLOCK],
    ScfIf = "scf.if" [NONE],
    ScfYield = "scf.yield" [TERMINATOR | RETURN_LIKE | PURE],
    // ---- tensor ----
    TensorCast = "tensor.cast" [PURE],
    TensorDim = "tensor.dim" [PURE],
    TensorExtract = "tensor.extract" [PURE],
    // ---- vector ----
    VectorBroadcast = "vector.broadcast" [PURE],
    VectorExtract = "vector.extract" [PURE],
    VectorInsert = "vector.insert" [PURE],
    VectorLoad = "vector.load" [NONE],
    VectorPrint = "vector.print" [NONE],
    VectorShapeCast = "vector.shape_cast" [PURE],
    // ---- llvm ----
    LlvmAdd = "llvm.add" [PURE | COMMUTATIVE],
    LlvmAddrspacecast = "llvm.addrspacecast" [PURE],
    LlvmAlloca = "llvm.alloca" [NONE],
    LlvmAnd = "llvm.and" [PURE | COMMUTATIVE],
    LlvmAshr = "llvm.ashr" [PURE],
    LlvmAtomicrmw = "llvm.atomicrmw" [NONE],
    LlvmBitcast = "llvm.bitcast" [PURE],
    LlvmBlockaddress = "llvm.blockaddress" [PURE],
    LlvmBlocktag = "llvm.blocktag" [NONE],
    LlvmBr = "llvm.br" [TERMINATOR],
    LlvmCall = "llvm.call" [NONE],
    LlvmCallIntrinsic = "llvm.call_intrinsic" [NONE],
    LlvmCmpxchg = "llvm.cmpxchg" [NONE],
    LlvmComdat = "llvm.comdat" [SYMBOL | SYMBOL_TABLE | NO_TERMINATOR | SINGLE_BLOCK],
    LlvmComdatSelector = "llvm.comdat_selector" [SYMBOL],
    LlvmCondBr = "llvm.cond_br" [TERMINATOR],
    LlvmDsoLocalEquivalent = "llvm.dso_local_equivalent" [PURE],
    LlvmExtractelement = "llvm.extractelement" [PURE],
    LlvmExtractvalue = "llvm.extractvalue" [PURE],
    LlvmFadd = "llvm.fadd" [PURE | COMMUTATIVE],
    LlvmFcmp = "llvm.fcmp" [PURE],
    LlvmFdiv = "llvm.fdiv" [PURE],
    LlvmFence = "llvm.fence" [NONE],
    LlvmFmul = "llvm.fmul" [PURE | COMMUTATIVE],
    LlvmFneg = "llvm.fneg" [PURE],
    LlvmFpext = "llvm.fpext" [PURE],
    LlvmFptosi = "llvm.fptosi" [PURE],
    LlvmFptoui = "llvm.fptoui" [PURE],
    LlvmFptrunc = "llvm.fptrunc" [PURE],
    LlvmFreeze = "llvm.freeze" [PURE],
    LlvmFrem = "llvm.frem" [PURE],
    LlvmFsub = "llvm.fsub" [PURE],
    LlvmFunc = "llvm.func" [ISOLATED | SYMBOL | AUTOMATIC_ALLOC_SCOPE],
    LlvmGetelementptr = "llvm.getelementptr" [PURE],
    LlvmIcmp = "llvm.icmp" [PURE],
    LlvmIndirectbr = "llvm.indirectbr" [TERMINATOR],
    LlvmInlineAsm = "llvm.inline_asm" [NONE],
    LlvmInsertelement = "llvm.insertelement" [PURE],
    LlvmInsertvalue = "llvm.insertvalue" [PURE],
    LlvmInttoptr = "llvm.inttoptr" [PURE],
    LlvmInvoke = "llvm.invoke" [TERMINATOR],
    LlvmLandingpad = "llvm.landingpad" [NONE],
    LlvmLinkerOptions = "llvm.linker_options" [NONE],
    LlvmLoad = "llvm.load" [NONE],
    LlvmLshr = "llvm.lshr" [PURE],
    LlvmMlirAddressof = "llvm.mlir.addressof" [PURE],
    LlvmMlirAlias = "llvm.mlir.alias" [ISOLATED | SYMBOL],
    LlvmMlirConstant = "llvm.mlir.constant" [PURE],
    LlvmMlirGlobal = "llvm.mlir.global" [ISOLATED | SYMBOL],
    LlvmMlirGlobalCtors = "llvm.mlir.global_ctors" [NONE],
    LlvmMlirGlobalDtors = "llvm.mlir.global_dtors" [NONE],
    LlvmMlirIfunc = "llvm.mlir.ifunc" [SYMBOL],
    LlvmMlirNone = "llvm.mlir.none" [PURE],
    LlvmMlirPoison = "llvm.mlir.poison" [PURE],
    LlvmMlirUndef = "llvm.mlir.undef" [PURE],
    LlvmMlirZero = "llvm.mlir.zero" [PURE],
    LlvmModuleFlags = "llvm.module_flags" [NONE],
    // Newer than MLIR 22.
    LlvmNamedMetadata = "llvm.named_metadata" [NONE],
    LlvmMul = "llvm.mul" [PURE | COMMUTATIVE],
    LlvmOr = "llvm.or" [PURE | COMMUTATIVE],
    // Newer than MLIR 22 (LLVM 22 has the instruction).
    LlvmPtrtoaddr = "llvm.ptrtoaddr" [PURE],
    LlvmPtrtoint = "llvm.ptrtoint" [PURE],
    LlvmResume = "llvm.resume" [TERMINATOR],
    LlvmReturn = "llvm.return" [TERMINATOR | RETURN_LIKE],
    LlvmSdiv = "llvm.sdiv" [PURE],
    LlvmSelect = "llvm.select" [PURE],
    LlvmSext = "llvm.sext" [PURE],
    LlvmShl = "llvm.shl" [PURE],
    LlvmShufflevector = "llvm.shufflevector" [PURE],
    LlvmSitofp = "llvm.sitofp" [PURE],
    LlvmSrem = "llvm.srem" [PURE],
    LlvmStore = "llvm.store" [NONE],
    LlvmSub = "llvm.sub" [PURE],
    LlvmSwitch = "llvm.switch" [TERMINATOR],
    LlvmTrunc = "llvm.trunc" [PURE],
    LlvmUdiv = "llvm.udiv" [PURE],
    LlvmUitofp = "llvm.uitofp" [PURE],
    LlvmUnreachable = "llvm.unreachable" [TERMINATOR],
    LlvmUrem = "llvm.urem" [PURE],
    LlvmVaArg = "llvm.va_arg" [NONE],
    LlvmXor = "llvm.xor" [PURE | COMMUTATIVE],
    LlvmZext = "llvm.zext" [PURE],
    // ---- intr ----
    // PURE as in MLIR 22's LLVMIntrinsicOps.td (checked against
    // `mlir-opt --canonicalize`, which erases them when unused).
    IntrAbs = "llvm.intr.abs" [PURE],
    IntrAcos = "llvm.intr.acos" [PURE],
    IntrAnnotation = "llvm.intr.annotation" [NONE],
    IntrAsin = "llvm.intr.asin" [PURE],
    IntrAssume = "llvm.intr.assume" [NONE],
    IntrAtan = "llvm.intr.atan" [PURE],
    IntrAtan2 = "llvm.intr.atan2" [PURE],
    IntrBitreverse = "llvm.intr.bitreverse" [PURE],
    IntrBswap = "llvm.intr.bswap" [PURE],
    IntrCeil = "llvm.intr.ceil" [PURE],
    IntrCopysign = "llvm.intr.copysign" [PURE],
    IntrCoroAlign = "llvm.intr.coro.align" [NONE],
    IntrCoroBegin = "llvm.intr.coro.begin" [NONE],
    IntrCoroEnd = "llvm.intr.coro.end" [NONE],
    IntrCoroFree = "llvm.intr.coro.free" [NONE],
    IntrCoroId = "llvm.intr.coro.id" [NONE],
    IntrCoroPromise = "llvm.intr.coro.promise" [NONE],
    IntrCoroResume = "llvm.intr.coro.resume" [NONE],
    IntrCoroSave = "llvm.intr.coro.save" [NONE],
    IntrCoroSize = "llvm.intr.coro.size" [NONE],
    IntrCoroSuspend = "llvm.intr.coro.suspend" [NONE],
    IntrCos = "llvm.intr.cos" [PURE],
    IntrCosh = "llvm.intr.cosh" [PURE],
    IntrCtlz = "llvm.intr.ctlz" [PURE],
    IntrCtpop = "llvm.intr.ctpop" [PURE],
    IntrCttz = "llvm.intr.cttz" [PURE],
    IntrDebugtrap = "llvm.intr.debugtrap" [NONE],
    IntrEhTypeidFor = "llvm.intr.eh.typeid.for" [NONE],
    IntrExp = "llvm.intr.exp" [PURE],
    IntrExp10 = "llvm.intr.exp10" [PURE],
    IntrExp2 = "llvm.intr.exp2" [PURE],
    IntrExpect = "llvm.intr.expect" [PURE],
    IntrExpectWithProbability = "llvm.intr.expect.with.probability" [PURE],
    // The constrained arithmetic is newer than MLIR 22.
    IntrExperimentalConstrainedFadd = "llvm.intr.experimental.constrained.fadd" [PURE],
    IntrExperimentalConstrainedFdiv = "llvm.intr.experimental.constrained.fdiv" [PURE],
    IntrExperimentalConstrainedFma = "llvm.intr.experimental.constrained.fma" [PURE],
    IntrExperimentalConstrainedFmul = "llvm.intr.experimental.constrained.fmul" [PURE],
    IntrExperimentalConstrainedFmuladd = "llvm.intr.experimental.constrained.fmuladd" [PURE],
    IntrExperimentalConstrainedFpext = "llvm.intr.experimental.constrained.fpext" [PURE],
    IntrExperimentalConstrainedFptrunc = "llvm.intr.experimental.constrained.fptrunc" [PURE],
    IntrExperimentalConstrainedFrem = "llvm.intr.experimental.constrained.frem" [PURE],
    IntrExperimentalConstrainedFsub = "llvm.intr.experimental.constrained.fsub" [PURE],
    IntrExperimentalConstrainedSitofp = "llvm.intr.experimental.constrained.sitofp" [PURE],
    IntrExperimentalConstrainedUitofp = "llvm.intr.experimental.constrained.uitofp" [PURE],
    IntrExperimentalConstrainedFpCall = "llvm.intr.experimental.constrained_fp_call" [PURE],
    IntrExperimentalNoaliasScopeDecl = "llvm.intr.experimental.noalias.scope.decl" [NONE],
    IntrExperimentalVpStridedLoad = "llvm.intr.experimental.vp.strided.load" [NONE],
    IntrExperimentalVpStridedStore = "llvm.intr.experimental.vp.strided.store" [NONE],
    IntrFabs = "llvm.intr.fabs" [PURE],
    IntrFakeUse = "llvm.intr.fake.use" [NONE],
    IntrFloor = "llvm.intr.floor" [PURE],
    IntrFma = "llvm.intr.fma" [PURE],
    IntrFmuladd = "llvm.intr.fmuladd" [PURE],
    IntrFrexp = "llvm.intr.frexp" [PURE],
    IntrFshl = "llvm.intr.fshl" [PURE],
    IntrFshr = "llvm.intr.fshr" [PURE],
    IntrGetActiveLaneMask = "llvm.intr.get.active.lane.mask" [PURE],
    IntrInvariantEnd = "llvm.intr.invariant.end" [NONE],
    IntrInvariantStart = "llvm.intr.invariant.start" [NONE],
    IntrIsConstant = "llvm.intr.is.constant" [PURE],
    IntrIsFpclass = "llvm.intr.is.fpclass" [PURE],
    IntrLaunderInvariantGroup = "llvm.intr.launder.invariant.group" [NONE],
    IntrLdexp = "llvm.intr.ldexp" [PURE],
    IntrLifetimeEnd = "llvm.intr.lifetime.end" [NONE],
    IntrLifetimeStart = "llvm.intr.lifetime.start" [NONE],
    IntrLlrint = "llvm.intr.llrint" [PURE],
    IntrLlround = "llvm.intr.llround" [PURE],
    IntrLog = "llvm.intr.log" [PURE],
    IntrLog10 = "llvm.intr.log10" [PURE],
    IntrLog2 = "llvm.intr.log2" [PURE],
    IntrLrint = "llvm.intr.lrint" [PURE],
    IntrLround = "llvm.intr.lround" [PURE],
    IntrMaskedCompressstore = "llvm.intr.masked.compressstore" [NONE],
    IntrMaskedExpandload = "llvm.intr.masked.expandload" [NONE],
    IntrMaskedGather = "llvm.intr.masked.gather" [NONE],
    IntrMaskedLoad = "llvm.intr.masked.load" [NONE],
    IntrMaskedScatter = "llvm.intr.masked.scatter" [NONE],
    IntrMaskedStore = "llvm.intr.masked.store" [NONE],
    IntrMatrixColumnMajorLoad = "llvm.intr.matrix.column.major.load" [NONE],
    IntrMatrixColumnMajorStore = "llvm.intr.matrix.column.major.store" [NONE],
    IntrMatrixMultiply = "llvm.intr.matrix.multiply" [NONE],
    IntrMatrixTranspose = "llvm.intr.matrix.transpose" [NONE],
    IntrMaximum = "llvm.intr.maximum" [PURE],
    IntrMaxnum = "llvm.intr.maxnum" [PURE],
    IntrMemcpy = "llvm.intr.memcpy" [NONE],
    IntrMemcpyInline = "llvm.intr.memcpy.inline" [NONE],
    IntrMemmove = "llvm.intr.memmove" [NONE],
    IntrMemset = "llvm.intr.memset" [NONE],
    IntrMemsetInline = "llvm.intr.memset.inline" [NONE],
    IntrMinimum = "llvm.intr.minimum" [PURE],
    IntrMinnum = "llvm.intr.minnum" [PURE],
    IntrNearbyint = "llvm.intr.nearbyint" [PURE],
    IntrPow = "llvm.intr.pow" [PURE],
    IntrPowi = "llvm.intr.powi" [PURE],
    IntrPrefetch = "llvm.intr.prefetch" [NONE],
    IntrPtrAnnotation = "llvm.intr.ptr.annotation" [NONE],
    IntrPtrmask = "llvm.intr.ptrmask" [PURE],
    IntrRint = "llvm.intr.rint" [PURE],
    IntrRound = "llvm.intr.round" [PURE],
    IntrRoundeven = "llvm.intr.roundeven" [PURE],
    IntrSaddSat = "llvm.intr.sadd.sat" [PURE],
    IntrSaddWithOverflow = "llvm.intr.sadd.with.overflow" [PURE],
    IntrScmp = "llvm.intr.scmp" [PURE],
    IntrSin = "llvm.intr.sin" [PURE],
    IntrSincos = "llvm.intr.sincos" [PURE],
    IntrSinh = "llvm.intr.sinh" [PURE],
    IntrSmax = "llvm.intr.smax" [PURE],
    IntrSmin = "llvm.intr.smin" [PURE],
    IntrSmulWithOverflow = "llvm.intr.smul.with.overflow" [PURE],
    IntrSqrt = "llvm.intr.sqrt" [PURE],
    IntrSsaCopy = "llvm.intr.ssa.copy" [PURE],
    IntrSshlSat = "llvm.intr.sshl.sat" [PURE],
    IntrSsubSat = "llvm.intr.ssub.sat" [PURE],
    IntrSsubWithOverflow = "llvm.intr.ssub.with.overflow" [PURE],
    IntrStackrestore = "llvm.intr.stackrestore" [NONE],
    IntrStacksave = "llvm.intr.stacksave" [NONE],
    IntrStepvector = "llvm.intr.stepvector" [PURE],
    IntrStripInvariantGroup = "llvm.intr.strip.invariant.group" [NONE],
    IntrTan = "llvm.intr.tan" [PURE],
    IntrTanh = "llvm.intr.tanh" [PURE],
    IntrThreadlocalAddress = "llvm.intr.threadlocal.address" [PURE],
    IntrTrap = "llvm.intr.trap" [NONE],
    IntrTrunc = "llvm.intr.trunc" [PURE],
    IntrUaddSat = "llvm.intr.uadd.sat" [PURE],
    IntrUaddWithOverflow = "llvm.intr.uadd.with.overflow" [PURE],
    IntrUbsantrap = "llvm.intr.ubsantrap" [NONE],
    IntrUcmp = "llvm.intr.ucmp" [PURE],
    IntrUmax = "llvm.intr.umax" [PURE],
    IntrUmin = "llvm.intr.umin" [PURE],
    IntrUmulWithOverflow = "llvm.intr.umul.with.overflow" [PURE],
    IntrUshlSat = "llvm.intr.ushl.sat" [PURE],
    IntrUsubSat = "llvm.intr.usub.sat" [PURE],
    IntrUsubWithOverflow = "llvm.intr.usub.with.overflow" [PURE],
    IntrVacopy = "llvm.intr.vacopy" [NONE],
    IntrVaend = "llvm.intr.vaend" [NONE],
    IntrVarAnnotation = "llvm.intr.var.annotation" [NONE],
    IntrVastart = "llvm.intr.vastart" [NONE],
    IntrVectorDeinterleave2 = "llvm.intr.vector.deinterleave2" [PURE],
    IntrVectorExtract = "llvm.intr.vector.extract" [PURE],
    IntrVectorInsert = "llvm.intr.vector.insert" [PURE],
    IntrVectorInterleave2 = "llvm.intr.vector.interleave2" [PURE],
    IntrVectorReduceAdd = "llvm.intr.vector.reduce.add" [PURE],
    IntrVectorReduceAnd = "llvm.intr.vector.reduce.and" [PURE],
    IntrVectorReduceFadd = "llvm.intr.vector.reduce.fadd" [PURE],
    IntrVectorReduceFmax = "llvm.intr.vector.reduce.fmax" [PURE],
    IntrVectorReduceFmaximum = "llvm.intr.vector.reduce.fmaximum" [PURE],
    IntrVectorReduceFmin = "llvm.intr.vector.reduce.fmin" [PURE],
    IntrVectorReduceFminimum = "llvm.intr.vector.reduce.fminimum" [PURE],
    IntrVectorReduceFmul = "llvm.intr.vector.reduce.fmul" [PURE],
    IntrVectorReduceMul = "llvm.intr.vector.reduce.mul" [PURE],
    IntrVectorReduceOr = "llvm.intr.vector.reduce.or" [PURE],
    IntrVectorReduceSmax = "llvm.intr.vector.reduce.smax" [PURE],
    IntrVectorReduceSmin = "llvm.intr.vector.reduce.smin" [PURE],
    IntrVectorReduceUmax = "llvm.intr.vector.reduce.umax" [PURE],
    IntrVectorReduceUmin = "llvm.intr.vector.reduce.umin" [PURE],
    IntrVectorReduceXor = "llvm.intr.vector.reduce.xor" [PURE],
    IntrVpAdd = "llvm.intr.vp.add" [PURE],
    IntrVpAnd = "llvm.intr.vp.and" [PURE],
    IntrVpAshr = "llvm.intr.vp.ashr" [PURE],
    IntrVpFadd = "llvm.intr.vp.fadd" [PURE],
    IntrVpFdiv = "llvm.intr.vp.fdiv" [PURE],
    IntrVpFmul = "llvm.intr.vp.fmul" [PURE],
    IntrVpFneg = "llvm.intr.vp.fneg" [PURE],
    IntrVpFrem = "llvm.intr.vp.frem" [PURE],
    IntrVpFsub = "llvm.intr.vp.fsub" [PURE],
    IntrVpLshr = "llvm.intr.vp.lshr" [PURE],
    IntrVpMul = "llvm.intr.vp.mul" [PURE],
    IntrVpOr = "llvm.intr.vp.or" [PURE],
    IntrVpSdiv = "llvm.intr.vp.sdiv" [PURE],
    IntrVpShl = "llvm.intr.vp.shl" [PURE],
    IntrVpSmax = "llvm.intr.vp.smax" [PURE],
    IntrVpSmin = "llvm.intr.vp.smin" [PURE],
    IntrVpSrem = "llvm.intr.vp.srem" [PURE],
    IntrVpSub = "llvm.intr.vp.sub" [PURE],
    IntrVpUdiv = "llvm.intr.vp.udiv" [PURE],
    IntrVpUmax = "llvm.intr.vp.umax" [PURE],
    IntrVpUmin = "llvm.intr.vp.umin" [PURE],
    IntrVpUrem = "llvm.intr.vp.urem" [PURE],
    IntrVpXor = "llvm.intr.vp.xor" [PURE],
    IntrVpFma = "llvm.intr.vp.fma" [PURE],
    IntrVpFmuladd = "llvm.intr.vp.fmuladd" [PURE],
    IntrVpFpext = "llvm.intr.vp.fpext" [PURE],
    IntrVpFptosi = "llvm.intr.vp.fptosi" [PURE],
    IntrVpFptoui = "llvm.intr.vp.fptoui" [PURE],
    IntrVpFptrunc = "llvm.intr.vp.fptrunc" [PURE],
    IntrVpInttoptr = "llvm.intr.vp.inttoptr" [PURE],
    IntrVpLoad = "llvm.intr.vp.load" [NONE],
    IntrVpMerge = "llvm.intr.vp.merge" [PURE],
    IntrVpPtrtoint = "llvm.intr.vp.ptrtoint" [PURE],
    IntrVpReduceAdd = "llvm.intr.vp.reduce.add" [PURE],
    IntrVpReduceAnd = "llvm.intr.vp.reduce.and" [PURE],
    IntrVpReduceFadd = "llvm.intr.vp.reduce.fadd" [PURE],
    IntrVpReduceFmax = "llvm.intr.vp.reduce.fmax" [PURE],
    IntrVpReduceFmin = "llvm.intr.vp.reduce.fmin" [PURE],
    IntrVpReduceFmul = "llvm.intr.vp.reduce.fmul" [PURE],
    IntrVpReduceMul = "llvm.intr.vp.reduce.mul" [PURE],
    IntrVpReduceOr = "llvm.intr.vp.reduce.or" [PURE],
    IntrVpReduceSmax = "llvm.intr.vp.reduce.smax" [PURE],
    IntrVpReduceSmin = "llvm.intr.vp.reduce.smin" [PURE],
    IntrVpReduceUmax = "llvm.intr.vp.reduce.umax" [PURE],
    IntrVpReduceUmin = "llvm.intr.vp.reduce.umin" [PURE],
    IntrVpReduceXor = "llvm.intr.vp.reduce.xor" [PURE],
    IntrVpSelect = "llvm.intr.vp.select" [PURE],
    IntrVpSext = "llvm.intr.vp.sext" [PURE],
    IntrVpStore = "llvm.intr.vp.store" [NONE],
    IntrVpTrunc = "llvm.intr.vp.trunc" [PURE],
    IntrVpZext = "llvm.intr.vp.zext" [PURE],
    IntrVscale = "llvm.intr.vscale" [NONE],
    // ---- spirv ----
    SpirvModule = "spirv.module" [ISOLATED | SYMBOL | SYMBOL_TABLE | NO_TERMINATOR | SINGLE_BLOCK],
    SpirvFunc = "spirv.func" [ISOLATED | SYMBOL | AUTOMATIC_ALLOC_SCOPE],
    SpirvReturn = "spirv.Return" [TERMINATOR | RETURN_LIKE | PURE],
    SpirvReturnValue = "spirv.ReturnValue" [TERMINATOR | RETURN_LIKE | PURE],
    SpirvGlobalVariable = "spirv.GlobalVariable" [SYMBOL],
    SpirvAddressof = "spirv.mlir.addressof" [PURE],
    SpirvVariable = "spirv.Variable" [NONE],
    SpirvConstant = "spirv.Constant" [PURE],
    SpirvUndef = "spirv.Undef" [PURE],
    SpirvBranch = "spirv.Branch" [TERMINATOR | PURE],
    SpirvBranchConditional = "spirv.BranchConditional" [TERMINATOR | PURE],
    SpirvSelection = "spirv.mlir.selection" [NONE],
    SpirvLoop = "spirv.mlir.loop" [NONE],
    SpirvMerge = "spirv.mlir.merge" [TERMINATOR | PURE],
    SpirvEntryPoint = "spirv.EntryPoint" [NONE],
    SpirvExecutionMode = "spirv.ExecutionMode" [NONE],
    SpirvSelect = "spirv.Select" [PURE],
    SpirvCompositeExtract = "spirv.CompositeExtract" [PURE],
    SpirvCompositeInsert = "spirv.CompositeInsert" [PURE],
    SpirvVectorShuffle = "spirv.VectorShuffle" [PURE],
    // Arithmetic and bitwise: `%r = op %a, %b : T` (same types).
    SpirvIAdd = "spirv.IAdd" [PURE | COMMUTATIVE],
    SpirvISub = "spirv.ISub" [PURE],
    SpirvIMul = "spirv.IMul" [PURE | COMMUTATIVE],
    SpirvSDiv = "spirv.SDiv" [PURE],
    SpirvUDiv = "spirv.UDiv" [PURE],
    SpirvSRem = "spirv.SRem" [PURE],
    SpirvUMod = "spirv.UMod" [PURE],
    SpirvFAdd = "spirv.FAdd" [PURE | COMMUTATIVE],
    SpirvFSub = "spirv.FSub" [PURE],
    SpirvFMul = "spirv.FMul" [PURE | COMMUTATIVE],
    SpirvFDiv = "spirv.FDiv" [PURE],
    SpirvFRem = "spirv.FRem" [PURE],
    SpirvBitwiseAnd = "spirv.BitwiseAnd" [PURE | COMMUTATIVE],
    SpirvBitwiseOr = "spirv.BitwiseOr" [PURE | COMMUTATIVE],
    SpirvBitwiseXor = "spirv.BitwiseXor" [PURE | COMMUTATIVE],
    // Unary, same type: `%r = op %a : T`.
    SpirvFNegate = "spirv.FNegate" [PURE],
    SpirvSNegate = "spirv.SNegate" [PURE],
    SpirvNot = "spirv.Not" [PURE],
    SpirvLogicalNot = "spirv.LogicalNot" [PURE],
    // Logical binary and comparisons: `%r = op %a, %b : T` with a boolean
    // result of T's shape.
    SpirvLogicalEqual = "spirv.LogicalEqual" [PURE | COMMUTATIVE],
    SpirvLogicalNotEqual = "spirv.LogicalNotEqual" [PURE | COMMUTATIVE],
    SpirvLogicalAnd = "spirv.LogicalAnd" [PURE | COMMUTATIVE],
    SpirvLogicalOr = "spirv.LogicalOr" [PURE | COMMUTATIVE],
    SpirvIEqual = "spirv.IEqual" [PURE | COMMUTATIVE],
    SpirvINotEqual = "spirv.INotEqual" [PURE | COMMUTATIVE],
    SpirvSGreaterThan = "spirv.SGreaterThan" [PURE],
    SpirvSGreaterThanEqual = "spirv.SGreaterThanEqual" [PURE],
    SpirvSLessThan = "spirv.SLessThan" [PURE],
    SpirvSLessThanEqual = "spirv.SLessThanEqual" [PURE],
    SpirvUGreaterThan = "spirv.UGreaterThan" [PURE],
    SpirvUGreaterThanEqual = "spirv.UGreaterThanEqual" [PURE],
    SpirvULessThan = "spirv.ULessThan" [PURE],
    SpirvULessThanEqual = "spirv.ULessThanEqual" [PURE],
    SpirvFOrdEqual = "spirv.FOrdEqual" [PURE | COMMUTATIVE],
    SpirvFOrdNotEqual = "spirv.FOrdNotEqual" [PURE | COMMUTATIVE],
    SpirvFOrdGreaterThan = "spirv.FOrdGreaterThan" [PURE],
    SpirvFOrdGreaterThanEqual = "spirv.FOrdGreaterThanEqual" [PURE],
    SpirvFOrdLessThan = "spirv.FOrdLessThan" [PURE],
    SpirvFOrdLessThanEqual = "spirv.FOrdLessThanEqual" [PURE],
    SpirvFUnordEqual = "spirv.FUnordEqual" [PURE | COMMUTATIVE],
    SpirvFUnordNotEqual = "spirv.FUnordNotEqual" [PURE | COMMUTATIVE],
    SpirvFUnordGreaterThan = "spirv.FUnordGreaterThan" [PURE],
    SpirvFUnordGreaterThanEqual = "spirv.FUnordGreaterThanEqual" [PURE],
    SpirvFUnordLessThan = "spirv.FUnordLessThan" [PURE],
    SpirvFUnordLessThanEqual = "spirv.FUnordLessThanEqual" [PURE],
    // Shifts: `%r = op %base, %shift : T, S` (result type T).
    SpirvShiftLeftLogical = "spirv.ShiftLeftLogical" [PURE],
    SpirvShiftRightArithmetic = "spirv.ShiftRightArithmetic" [PURE],
    SpirvShiftRightLogical = "spirv.ShiftRightLogical" [PURE],
    // Group reductions: `%r = op <Scope> <GroupOperation> %x : T`.
    SpirvGroupFAdd = "spirv.GroupFAdd" [PURE],
    SpirvGroupFMax = "spirv.GroupFMax" [PURE],
    SpirvGroupFMin = "spirv.GroupFMin" [PURE],
    SpirvGroupIAdd = "spirv.GroupIAdd" [PURE],
    SpirvGroupSMax = "spirv.GroupSMax" [PURE],
    SpirvGroupSMin = "spirv.GroupSMin" [PURE],
    SpirvGroupUMax = "spirv.GroupUMax" [PURE],
    SpirvGroupUMin = "spirv.GroupUMin" [PURE],
    // Non-uniform group reductions: `%r = op <Scope> <GroupOperation> %x
    // [cluster_size(%n)] : T[, N] -> T`.
    SpirvGroupNonUniformIAdd = "spirv.GroupNonUniformIAdd" [NONE],
    SpirvGroupNonUniformFAdd = "spirv.GroupNonUniformFAdd" [NONE],
    SpirvGroupNonUniformIMul = "spirv.GroupNonUniformIMul" [NONE],
    SpirvGroupNonUniformFMul = "spirv.GroupNonUniformFMul" [NONE],
    SpirvGroupNonUniformSMin = "spirv.GroupNonUniformSMin" [NONE],
    SpirvGroupNonUniformUMin = "spirv.GroupNonUniformUMin" [NONE],
    SpirvGroupNonUniformFMin = "spirv.GroupNonUniformFMin" [NONE],
    SpirvGroupNonUniformSMax = "spirv.GroupNonUniformSMax" [NONE],
    SpirvGroupNonUniformUMax = "spirv.GroupNonUniformUMax" [NONE],
    SpirvGroupNonUniformFMax = "spirv.GroupNonUniformFMax" [NONE],
    SpirvGroupNonUniformBitwiseAnd = "spirv.GroupNonUniformBitwiseAnd" [NONE],
    SpirvGroupNonUniformBitwiseOr = "spirv.GroupNonUniformBitwiseOr" [NONE],
    SpirvGroupNonUniformBitwiseXor = "spirv.GroupNonUniformBitwiseXor" [NONE],
    SpirvGroupNonUniformLogicalAnd = "spirv.GroupNonUniformLogicalAnd" [NONE],
    SpirvGroupNonUniformLogicalOr = "spirv.GroupNonUniformLogicalOr" [NONE],
    SpirvGroupNonUniformLogicalXor = "spirv.GroupNonUniformLogicalXor" [NONE],
    SpirvSpecConstant = "spirv.SpecConstant" [SYMBOL],
    SpirvReferenceof = "spirv.mlir.referenceof" [PURE],
    // `spirv.ControlBarrier <Scope>, <Scope>, <MemorySemantics>`.
    SpirvControlBarrier = "spirv.ControlBarrier" [NONE],
    // The split barrier of SPV_INTEL_split_barrier: the same operands, no
    // commas between them.
    SpirvIntelControlBarrierArrive = "spirv.INTEL.ControlBarrierArrive" [NONE],
    SpirvIntelControlBarrierWait = "spirv.INTEL.ControlBarrierWait" [NONE],
    // Calls and memory.
    SpirvFunctionCall = "spirv.FunctionCall" [NONE],
    SpirvLoad = "spirv.Load" [NONE],
    SpirvStore = "spirv.Store" [NONE],
    SpirvAccessChain = "spirv.AccessChain" [PURE],
    // Casts: `%r = op %a : T to R`.
    SpirvBitcast = "spirv.Bitcast" [PURE],
    SpirvConvertFToS = "spirv.ConvertFToS" [PURE],
    SpirvConvertFToU = "spirv.ConvertFToU" [PURE],
    SpirvConvertSToF = "spirv.ConvertSToF" [PURE],
    SpirvConvertUToF = "spirv.ConvertUToF" [PURE],
    SpirvFConvert = "spirv.FConvert" [PURE],
    SpirvSConvert = "spirv.SConvert" [PURE],
    SpirvUConvert = "spirv.UConvert" [PURE],
    SpirvConvertPtrToU = "spirv.ConvertPtrToU" [NONE],
    SpirvConvertUToPtr = "spirv.ConvertUToPtr" [NONE],
    SpirvPtrCastToGeneric = "spirv.PtrCastToGeneric" [PURE],
    SpirvGenericCastToPtr = "spirv.GenericCastToPtr" [PURE],
    SpirvGenericCastToPtrExplicit = "spirv.GenericCastToPtrExplicit" [PURE],
    // Bit operations.
    SpirvBitCount = "spirv.BitCount" [PURE],
    SpirvBitReverse = "spirv.BitReverse" [PURE],
    SpirvBitFieldInsert = "spirv.BitFieldInsert" [PURE],
    SpirvBitFieldSExtract = "spirv.BitFieldSExtract" [PURE],
    SpirvBitFieldUExtract = "spirv.BitFieldUExtract" [PURE],
    // GLSL extended instructions.
    SpirvGlCeil = "spirv.GL.Ceil" [PURE],
    SpirvGlCos = "spirv.GL.Cos" [PURE],
    SpirvGlCosh = "spirv.GL.Cosh" [PURE],
    SpirvGlExp = "spirv.GL.Exp" [PURE],
    SpirvGlExp2 = "spirv.GL.Exp2" [PURE],
    SpirvGlFAbs = "spirv.GL.FAbs" [PURE],
    SpirvGlFloor = "spirv.GL.Floor" [PURE],
    SpirvGlInverseSqrt = "spirv.GL.InverseSqrt" [PURE],
    SpirvGlLog = "spirv.GL.Log" [PURE],
    SpirvGlLog2 = "spirv.GL.Log2" [PURE],
    SpirvGlRound = "spirv.GL.Round" [PURE],
    SpirvGlRoundEven = "spirv.GL.RoundEven" [PURE],
    SpirvGlSAbs = "spirv.GL.SAbs" [PURE],
    SpirvGlSin = "spirv.GL.Sin" [PURE],
    SpirvGlSinh = "spirv.GL.Sinh" [PURE],
    SpirvGlSqrt = "spirv.GL.Sqrt" [PURE],
    SpirvGlTan = "spirv.GL.Tan" [PURE],
    SpirvGlTanh = "spirv.GL.Tanh" [PURE],
    SpirvGlFMax = "spirv.GL.FMax" [PURE],
    SpirvGlFMin = "spirv.GL.FMin" [PURE],
    SpirvGlPow = "spirv.GL.Pow" [PURE],
    SpirvGlSMax = "spirv.GL.SMax" [PURE],
    SpirvGlSMin = "spirv.GL.SMin" [PURE],
    SpirvGlUMax = "spirv.GL.UMax" [PURE],
    SpirvGlUMin = "spirv.GL.UMin" [PURE],
    SpirvGlFma = "spirv.GL.Fma" [PURE],
    // OpenCL extended instructions (unary, binary and ternary forms as the
    // GL ones; `s_`/`u_` ops take integers, the others floats).
    SpirvClCeil = "spirv.CL.ceil" [PURE],
    SpirvClCos = "spirv.CL.cos" [PURE],
    SpirvClCosh = "spirv.CL.cosh" [PURE],
    SpirvClErf = "spirv.CL.erf" [PURE],
    SpirvClExp = "spirv.CL.exp" [PURE],
    SpirvClExp2 = "spirv.CL.exp2" [PURE],
    SpirvClExp10 = "spirv.CL.exp10" [PURE],
    SpirvClFabs = "spirv.CL.fabs" [PURE],
    SpirvClFloor = "spirv.CL.floor" [PURE],
    SpirvClLog = "spirv.CL.log" [PURE],
    SpirvClLog2 = "spirv.CL.log2" [PURE],
    SpirvClLog10 = "spirv.CL.log10" [PURE],
    SpirvClRint = "spirv.CL.rint" [PURE],
    SpirvClRound = "spirv.CL.round" [PURE],
    SpirvClRsqrt = "spirv.CL.rsqrt" [PURE],
    SpirvClSin = "spirv.CL.sin" [PURE],
    SpirvClSinh = "spirv.CL.sinh" [PURE],
    SpirvClSqrt = "spirv.CL.sqrt" [PURE],
    SpirvClTan = "spirv.CL.tan" [PURE],
    SpirvClTanh = "spirv.CL.tanh" [PURE],
    SpirvClAsin = "spirv.CL.asin" [PURE],
    SpirvClAcos = "spirv.CL.acos" [PURE],
    SpirvClAtan = "spirv.CL.atan" [PURE],
    SpirvClTrunc = "spirv.CL.trunc" [PURE],
    SpirvClSAbs = "spirv.CL.s_abs" [PURE],
    SpirvClPow = "spirv.CL.pow" [PURE],
    SpirvClAtan2 = "spirv.CL.atan2" [PURE],
    SpirvClFmax = "spirv.CL.fmax" [PURE],
    SpirvClFmin = "spirv.CL.fmin" [PURE],
    SpirvClSMax = "spirv.CL.s_max" [PURE],
    SpirvClSMin = "spirv.CL.s_min" [PURE],
    SpirvClUMax = "spirv.CL.u_max" [PURE],
    SpirvClUMin = "spirv.CL.u_min" [PURE],
    SpirvClFma = "spirv.CL.fma" [PURE],
    SpirvClMix = "spirv.CL.mix" [PURE],
    // ---- gpu (the host-side subset: kernel modules and launches) ----
    GpuModule = "gpu.module" [ISOLATED | SYMBOL | SYMBOL_TABLE | NO_TERMINATOR | SINGLE_BLOCK],
    GpuFunc = "gpu.func" [ISOLATED | SYMBOL | AUTOMATIC_ALLOC_SCOPE],
    GpuReturn = "gpu.return" [TERMINATOR | RETURN_LIKE | PURE],
    GpuLaunchFunc = "gpu.launch_func" [NONE],
    // ---- ub ----
    UbPoison = "ub.poison" [PURE],
    UbUnreachable = "ub.unreachable" [TERMINATOR],
    // ---- index ----
    IndexAdd = "index.add" [PURE | COMMUTATIVE],
    IndexSub = "index.sub" [PURE],
    IndexMul = "index.mul" [PURE | COMMUTATIVE],
    IndexDivs = "index.divs" [PURE],
    IndexDivu = "index.divu" [PURE],
    IndexCeildivs = "index.ceildivs" [PURE],
    IndexCeildivu = "index.ceildivu" [PURE],
    IndexFloordivs = "index.floordivs" [PURE],
    IndexRems = "index.rems" [PURE],
    IndexRemu = "index.remu" [PURE],
    IndexMaxs = "index.maxs" [PURE | COMMUTATIVE],
    IndexMaxu = "index.maxu" [PURE | COMMUTATIVE],
    IndexMins = "index.mins" [PURE | COMMUTATIVE],
    IndexMinu = "index.minu" [PURE | COMMUTATIVE],
    IndexShl = "index.shl" [PURE],
    IndexShrs = "index.shrs" [PURE],
    IndexShru = "index.shru" [PURE],
    IndexAnd = "index.and" [PURE | COMMUTATIVE],
    IndexOr = "index.or" [PURE | COMMUTATIVE],
    IndexXor = "index.xor" [PURE | COMMUTATIVE],
    IndexCmp = "index.cmp" [PURE],
    IndexConstant = "index.constant" [PURE],
    IndexBoolConstant = "index.bool.constant" [PURE],
    IndexCasts = "index.casts" [PURE],
    IndexCastu = "index.castu" [PURE],
    IndexSizeof = "index.sizeof" [PURE],
}

impl Opcode {
    #[inline]
    pub fn info(self) -> &'static OpInfo {
        &OP_INFO[self as usize]
    }

    /// The registered name (empty for `Unregistered`).
    #[inline]
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The name without its dialect prefix (`addi` for `arith.addi`).
    #[inline]
    pub fn short_name(self) -> &'static str {
        let info = self.info();
        &info.name[info.short_start as usize..]
    }

    #[inline]
    pub fn dialect(self) -> Dialect {
        self.info().dialect
    }

    #[inline]
    pub fn has(self, trait_bits: u32) -> bool {
        self.info().traits & trait_bits == trait_bits
    }

    /// Every registered opcode, in table order.
    pub fn all() -> &'static [Opcode] {
        ALL_OPCODES
    }

    /// Looks a registered op up by name (used by the parser only).
    pub fn from_name(name: &str) -> Option<Opcode> {
        static BY_NAME: OnceLock<rustc_hash::FxHashMap<&'static str, Opcode>> = OnceLock::new();
        BY_NAME
            .get_or_init(|| ALL_OPCODES.iter().map(|&o| (o.name(), o)).collect())
            .get(name)
            .copied()
    }

    /// Whether `dialect` (the text before the first dot) is one Strata
    /// registers; ops of other dialects need `--allow-unregistered-dialect`.
    pub fn is_registered_dialect(dialect: &str) -> bool {
        matches!(
            dialect,
            "builtin"
                | "func"
                | "arith"
                | "cf"
                | "memref"
                | "llvm"
                | "scf"
                | "vector"
                | "spirv"
                | "gpu"
                | "math"
                | "ub"
                | "index"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_through_lookup() {
        for &op in Opcode::all() {
            assert_eq!(Opcode::from_name(op.name()), Some(op), "{}", op.name());
        }
        assert_eq!(Opcode::from_name("arith.addi"), Some(Opcode::ArithAddi));
        assert_eq!(Opcode::from_name("test.foo"), None);
    }

    #[test]
    fn traits_and_dialects() {
        assert!(Opcode::FuncReturn.has(traits::TERMINATOR));
        assert!(Opcode::LlvmFunc.has(traits::ISOLATED | traits::SYMBOL));
        assert!(!Opcode::ArithAddi.has(traits::TERMINATOR));
        assert_eq!(Opcode::IntrFabs.dialect(), Dialect::Llvm);
        assert_eq!(Opcode::CfBr.dialect(), Dialect::Cf);
    }
}
