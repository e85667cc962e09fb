//! `convert-ub-to-llvm` (and the `ub` part of `convert-to-llvm`):
//! `ub.poison` becomes `llvm.mlir.poison` of the converted type,
//! `ub.unreachable` becomes `llvm.unreachable`. A poison whose type does
//! not convert stays as it is (partial conversion).

use strata_ir::{AttrId, Diag, Dialect, Op, Opcode};

use super::rewriter::BodyRewriter;
use super::Patterns;

pub struct UbPatterns;

impl Patterns for UbPatterns {
    fn dialect(&self) -> Dialect {
        Dialect::Ub
    }

    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
        let old = rw.old;
        match old.op(op).opcode {
            Opcode::UbPoison => {
                let Some(result) = old.results(op).next() else {
                    return Ok(false);
                };
                let Some(ty) = rw.converted_type(result) else {
                    return Ok(false);
                };
                let poison = rw.poison(ty);
                rw.map_results(op, &[poison]);
                Ok(true)
            }
            Opcode::UbUnreachable => {
                rw.push(Opcode::LlvmUnreachable, &[], &[], AttrId::EMPTY_DICT);
                Ok(true)
            }
            _ => Ok(false),
        }
    }
}
