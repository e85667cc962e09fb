//! Cast rules beyond the operand and result type constraints, with
//! mlir-opt 22's messages: `llvm.zext` / `llvm.sext` widen (element for
//! element), and `llvm.bitcast` keeps pointers pointers, in one address
//! space and as vectors only if both sides are.

use crate::body::Body;
use crate::context::Context;
use crate::diag::{DResult, Diag};
use crate::ids::{Op, TypeId};
use crate::opcode::Opcode;
use crate::types::TypeData;

pub(super) fn verify(ctx: &Context, body: &Body, op: Op) -> DResult<()> {
    let d = body.op(op);
    let (Some(&arg), 1) = (body.operands(op).first(), d.num_results) else {
        return Ok(());
    };
    let input = body.value_type(arg);
    let output = body.value_type(body.result(op, 0));
    match d.opcode {
        Opcode::LlvmZext | Opcode::LlvmSext => verify_ext(ctx, body, op, input, output),
        Opcode::LlvmBitcast => verify_bitcast(ctx, body, op, input, output),
        _ => Ok(()),
    }
}

/// A vector type's element count (with scalability) and element type.
fn vector_parts(ctx: &Context, t: TypeId) -> Option<((u64, bool), TypeId)> {
    match ctx.type_data(t) {
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } => {
            let n = shape.iter().map(|&d| d.max(0) as u64).product();
            Some(((n, scalable.iter().any(|&s| s)), *elem))
        }
        TypeData::LlvmVec {
            len,
            scalable,
            elem,
        } => Some(((u64::from(*len), *scalable), *elem)),
        _ => None,
    }
}

fn verify_ext(ctx: &Context, body: &Body, op: Op, input: TypeId, output: TypeId) -> DResult<()> {
    let err = |msg: &str| {
        Err(Diag::error(
            crate::verify::src_loc(ctx, body.op(op).loc),
            msg,
        ))
    };
    let (in_elem, out_elem) = match (vector_parts(ctx, input), vector_parts(ctx, output)) {
        (Some((n, a)), Some((m, b))) => {
            if n != m {
                return err("input and output vectors are of incompatible shape");
            }
            (a, b)
        }
        (Some(_), None) => return err("input type is a vector but output type is an integer"),
        (None, Some(_)) => return err("input type is an integer but output type is a vector"),
        (None, None) => (input, output),
    };
    let width = |t: TypeId| match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    };
    if let (Some(i), Some(o)) = (width(in_elem), width(out_elem)) {
        if o <= i {
            return err("integer width of the output type is smaller or equal to the integer width of the input type");
        }
    }
    Ok(())
}

fn verify_bitcast(
    ctx: &Context,
    body: &Body,
    op: Op,
    input: TypeId,
    output: TypeId,
) -> DResult<()> {
    let err = |msg: &str| Err(crate::verify::op_error(ctx, body, op, msg));
    // LLVM vectors have one dimension; aggregates are not bitcast.
    let non_aggregate = |t: TypeId| match ctx.type_data(t) {
        TypeData::Vector { shape, .. } => shape.len() == 1,
        TypeData::LlvmStruct { .. } | TypeData::LlvmNamedStruct(_) | TypeData::LlvmArray { .. } => {
            false
        }
        _ => true,
    } && super::verify::is_compatible_type(ctx, t);
    if !non_aggregate(input) {
        return err(&format!(
            "operand #0 must be LLVM-compatible non-aggregate type, but got '{}'",
            super::type_text(ctx, input)
        ));
    }
    if !non_aggregate(output) {
        return err(&format!(
            "result #0 must be LLVM-compatible non-aggregate type, but got '{}'",
            super::type_text(ctx, output)
        ));
    }
    let space = |t: TypeId| {
        let e = vector_parts(ctx, t).map_or(t, |(_, e)| e);
        match ctx.type_data(e) {
            TypeData::LlvmPtr { address_space } => Some(*address_space),
            _ => None,
        }
    };
    let (src, dst) = (space(input), space(output));
    let (Some(src), Some(dst)) = (src, dst) else {
        if src.is_some() != dst.is_some() {
            return err("can only cast pointers from and to pointers");
        }
        return Ok(());
    };
    let (in_vec, out_vec) = (
        vector_parts(ctx, input).is_some(),
        vector_parts(ctx, output).is_some(),
    );
    if out_vec && !in_vec {
        return err("cannot cast pointer to vector of pointers");
    }
    if in_vec && !out_vec {
        return err("cannot cast vector of pointers to pointer");
    }
    if src != dst {
        return err(
            "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead",
        );
    }
    Ok(())
}
