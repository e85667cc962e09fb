//! The pattern MLIR's `test-llvm-legalize-patterns` adds to the func, cf
//! and arith lowerings: `"test.direct_replacement"(...)` is replaced by its
//! operands, which stand for its single result (a memref rebuilt from its
//! descriptor scalars).

use smallvec::SmallVec;
use strata_ir::{Diag, Dialect, Op, Value};

use super::rewriter::{BodyRewriter, Want};
use super::Patterns;

pub struct TestPatterns;

impl Patterns for TestPatterns {
    fn dialect(&self) -> Dialect {
        Dialect::Unknown
    }

    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
        let d = rw.old.op(op);
        if rw.ctx.str(d.name) != "test.direct_replacement" || d.num_results != 1 {
            return Ok(false);
        }
        let old: SmallVec<[Value; 8]> = rw.old.operands(op).iter().copied().collect();
        let pieces = rw.operands(&old, Want::Converted);
        let result = rw.old.result(op, 0);
        let ty = rw.old.value_type(result);
        let v = match pieces[..] {
            [one] if rw.new_type(one) == ty => one,
            _ => super::func::memref_from_pieces(rw, ty, &pieces),
        };
        rw.map_value(result, v);
        Ok(true)
    }
}
