//! The `gpu.launch_func` pattern: copies in, call, copies out.

use smallvec::SmallVec;
use strata_ir::dialect::gpu::{self, segment};
use strata_ir::{AttrId, Diag, Dialect, Op, Opcode, TypeData, Value};

use super::kernels::{copied_globals, Plans};
use crate::conversion::{BodyRewriter, Patterns};
use crate::memref::MemrefPatterns;

/// The `gpu.launch_func` lowering: copies in, call, copies out.
pub(super) struct LaunchPatterns<'a> {
    pub(super) plans: &'a Plans,
    pub(super) memref: &'a MemrefPatterns,
}

impl Patterns for LaunchPatterns<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Gpu
    }

    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
        if rw.old.op(op).opcode != Opcode::GpuLaunchFunc {
            return Ok(false);
        }
        Ok(self.launch(rw, op).is_some())
    }
}

impl LaunchPatterns<'_> {
    fn launch(&self, rw: &mut BodyRewriter, op: Op) -> Option<()> {
        let ctx = rw.ctx;
        let key = gpu::kernel_symbol(ctx, rw.old.op(op).attrs)?;
        let plan = self.plans.get(&key)?.as_ref()?;
        let globals = copied_globals(ctx, rw.tc, plan, rw.old, op)?;
        let sizes = gpu::launch_segments(ctx, rw.old.op(op).attrs)?;
        let args: SmallVec<[Value; 4]> = rw
            .old
            .operands(op)
            .get(gpu::segment_range(&sizes, segment::KERNEL_OPERANDS))?
            .iter()
            .copied()
            .collect();
        let mut copies: SmallVec<[(Value, Value, Value); 4]> = SmallVec::new();
        for (&a, &(global, _, ptr_ty)) in args.iter().zip(&globals) {
            let TypeData::MemRef { shape, elem, .. } = ctx.type_data(rw.old.value_type(a)) else {
                return None;
            };
            let shape: SmallVec<[i64; 4]> = shape.iter().copied().collect();
            let elem = rw.tc.convert(*elem)?;
            let (_, _, count) =
                crate::memref::alloc::sizes_and_strides(rw, self.memref, &shape, &[]);
            let size = crate::memref::alloc::byte_size(rw, self.memref, elem, count);
            let desc = rw.converted(a);
            let src = crate::memref::descriptor::Desc::of(rw, desc).allocated(rw);
            let attrs = rw.attrs(&[(rw.names.global_name, ctx.symbol_ref(global))]);
            let dst = rw.push1(Opcode::LlvmMlirAddressof, &[], ptr_ty, attrs);
            memcpy(rw, dst, src, size);
            copies.push((dst, src, size));
        }
        crate::memref::build::call(rw, plan.func, &[], None);
        for (dst, src, size) in copies {
            memcpy(rw, src, dst, size);
        }
        Some(())
    }
}

/// `"llvm.intr.memcpy"(dst, src, len) <{isVolatile = false}>`
fn memcpy(rw: &mut BodyRewriter, dst: Value, src: Value, len: Value) {
    let attrs = rw.attrs(&[(rw.names.is_volatile, AttrId::FALSE)]);
    rw.push(Opcode::IntrMemcpy, &[dst, src, len], &[], attrs);
}
