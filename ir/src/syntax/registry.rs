//! Which dialects the parser accepts: those of the MLIR tool Strata stands
//! in for. mlir-opt registers all of MLIR's dialects; mlir-translate only
//! those it can translate to LLVM IR, so `arith.constant` there is "Dialect
//! `arith' not found" at parse time rather than a translation error.

use crate::opcode::Dialect;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Registry {
    /// mlir-opt's: every dialect (`strata opt`, `run`, `batch`...).
    #[default]
    Opt,
    /// mlir-translate's (`strata translate --mlir-to-llvmir`).
    Translate,
}

/// mlir-opt 22's dialects, in the order of its "Available dialects" note
/// (sorted).
const OPT_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// mlir-translate 22's dialects for `--mlir-to-llvmir`, in its order
/// (sorted).
const TRANSLATE_DIALECTS: &[&str] = &[
    "acc", "arm_neon", "arm_sme", "arm_sve", "builtin", "dlti", "func", "gpu", "llvm", "nvvm",
    "omp", "ptr", "rocdl", "spirv", "vcix", "xevm",
];

impl Registry {
    /// The dialect names, as the tool lists them.
    pub fn dialects(self) -> &'static [&'static str] {
        match self {
            Registry::Opt => OPT_DIALECTS,
            Registry::Translate => TRANSLATE_DIALECTS,
        }
    }

    /// Whether the tool registers dialect `name` (asked for every dialect
    /// attribute and type parsed: a binary search, the lists being sorted).
    pub fn has(self, name: &str) -> bool {
        self.dialects().binary_search(&name).is_ok()
    }

    /// Whether the tool registers Strata's dialect `d` (every one of them
    /// for mlir-opt).
    #[inline]
    pub fn has_dialect(self, d: Dialect) -> bool {
        match self {
            Registry::Opt => true,
            Registry::Translate => matches!(
                d,
                Dialect::Builtin | Dialect::Func | Dialect::Gpu | Dialect::Llvm | Dialect::Spirv
            ),
        }
    }

    /// MLIR's error for a custom-form op of a dialect the tool lacks, with
    /// its note listing the dialects it has.
    pub fn missing_dialect_error(
        self,
        loc: crate::diag::SrcLoc,
        dialect: &str,
        op: &str,
    ) -> crate::diag::Diag {
        let available = format!(
            "Available dialects: {} ; for more info on dialect registration see \
             https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
            self.dialects().join(", ")
        );
        crate::diag::Diag::error(
            loc.clone(),
            format!("Dialect `{dialect}' not found for custom op '{op}' "),
        )
        .with_note(loc, available)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_strata_dialect_is_in_mlir_opts_list() {
        for d in ["builtin", "func", "arith", "cf", "memref", "llvm", "scf"] {
            assert!(Registry::Opt.has(d), "{d}");
        }
        for d in ["spirv", "vector", "tensor", "gpu", "math", "ub", "index"] {
            assert!(Registry::Opt.has(d), "{d}");
        }
    }

    #[test]
    fn lists_are_sorted_for_binary_search() {
        for r in [Registry::Opt, Registry::Translate] {
            assert!(r.dialects().windows(2).all(|w| w[0] < w[1]), "{r:?}");
        }
    }

    #[test]
    fn translate_lacks_the_dialects_lowered_before_it() {
        for d in [
            "arith", "cf", "memref", "math", "ub", "index", "vector", "scf", "test",
        ] {
            assert!(!Registry::Translate.has(d), "{d}");
        }
        for d in [Dialect::Arith, Dialect::Cf, Dialect::Memref, Dialect::Ub] {
            assert!(!Registry::Translate.has_dialect(d), "{d:?}");
        }
        for d in ["llvm", "builtin", "func", "gpu", "spirv"] {
            assert!(Registry::Translate.has(d), "{d}");
        }
    }
}
