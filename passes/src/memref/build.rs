//! Small LLVM-dialect op builders over a `BodyRewriter`, with the exact
//! attributes `mlir-opt` gives these ops.

use smallvec::SmallVec;
use strata_ir::attrs::NamedAttr;
use strata_ir::{AttrId, Ident, Opcode, TypeId, Value};

use super::names::MemrefNames;
use crate::attr_cache::Key;
use crate::conversion::{llvm_attrs, BodyRewriter};

/// `overflow<nsw, nuw>` on `llvm.mul`/`llvm.add`.
pub const NSW_NUW: i128 = 3;
/// `inbounds|nuw` on `llvm.getelementptr`.
pub const GEP_INBOUNDS_NUW: i128 = 7;
/// `rawConstantIndices` marker of a dynamic index.
const DYNAMIC_INDEX: i32 = i32::MIN;

/// One GEP index: a constant or a value.
#[derive(Copy, Clone)]
pub enum GepIndex {
    Const(i32),
    Value(Value),
}

/// `llvm.mlir.constant(v : index) : iN`
pub fn index_const(rw: &mut BodyRewriter, v: i64) -> Value {
    let ix = rw.tc.index;
    rw.int_constant(v as i128, TypeId::INDEX, ix)
}

fn flags_attr(rw: &BodyRewriter, n: &MemrefNames, flags: i128) -> AttrId {
    if flags == 0 {
        return AttrId::EMPTY_DICT;
    }
    rw.attrs(&[(n.overflow_flags, rw.ctx.int_attr(TypeId::I32, flags))])
}

/// An integer binary op (`llvm.add`, `llvm.mul`, ...) with overflow flags.
pub fn binop(
    rw: &mut BodyRewriter,
    n: &MemrefNames,
    opcode: Opcode,
    a: Value,
    b: Value,
    flags: i128,
) -> Value {
    let ty = rw.new_type(a);
    let attrs = if matches!(opcode, Opcode::LlvmAdd | Opcode::LlvmSub | Opcode::LlvmMul) {
        flags_attr(rw, n, flags)
    } else {
        AttrId::EMPTY_DICT
    };
    rw.push1(opcode, &[a, b], ty, attrs)
}

pub fn mul(rw: &mut BodyRewriter, n: &MemrefNames, a: Value, b: Value) -> Value {
    binop(rw, n, Opcode::LlvmMul, a, b, 0)
}

pub fn add(rw: &mut BodyRewriter, n: &MemrefNames, a: Value, b: Value) -> Value {
    binop(rw, n, Opcode::LlvmAdd, a, b, 0)
}

pub fn sub(rw: &mut BodyRewriter, n: &MemrefNames, a: Value, b: Value) -> Value {
    binop(rw, n, Opcode::LlvmSub, a, b, 0)
}

/// `llvm.getelementptr` with the result in `base`'s pointer type.
pub fn gep(
    rw: &mut BodyRewriter,
    n: &MemrefNames,
    base: Value,
    elem: TypeId,
    indices: &[GepIndex],
    flags: i128,
) -> Value {
    let ptr_ty = rw.new_type(base);
    let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
    operands.push(base);
    let mut raw: SmallVec<[i32; 4]> = SmallVec::new();
    for &i in indices {
        match i {
            GepIndex::Const(c) => raw.push(c),
            GepIndex::Value(v) => {
                raw.push(DYNAMIC_INDEX);
                operands.push(v);
            }
        }
    }
    let key = Key::Gep {
        elem,
        flags,
        raw: raw.clone(),
    };
    let attrs = rw.names.attr_cache.get_or_build(key, || {
        let mut entries: SmallVec<[(Ident, AttrId); 3]> = SmallVec::new();
        entries.push((n.elem_type, rw.ctx.type_attr(elem)));
        if flags != 0 {
            entries.push((n.no_wrap_flags, rw.ctx.int_attr(TypeId::I32, flags)));
        }
        entries.push((n.raw_constant_indices, rw.i32_array(&raw)));
        rw.attrs(&entries)
    });
    rw.push1(Opcode::LlvmGetelementptr, &operands, ptr_ty, attrs)
}

/// `llvm.call @callee(args)`, with the properties MLIR always sets.
pub fn call(
    rw: &mut BodyRewriter,
    callee: Ident,
    args: &[Value],
    result: Option<TypeId>,
) -> Option<Value> {
    let names = rw.names;
    let ctx = rw.ctx;
    let key = Key::Call {
        callee,
        args: args.len() as u32,
    };
    let attrs = names.attr_cache.get_or_build(key, || {
        let mut attrs = vec![
            NamedAttr {
                name: names.callee,
                value: ctx.symbol_ref(callee),
            },
            NamedAttr {
                name: names.operand_segment_sizes,
                value: rw.i32_array(&[args.len() as i32, 0]),
            },
            NamedAttr {
                name: names.op_bundle_sizes,
                value: rw.i32_array(&[]),
            },
        ];
        llvm_attrs::add_call_defaults(ctx, names, &mut attrs);
        ctx.dict_attr(&attrs)
    });
    let results: SmallVec<[TypeId; 1]> = result.into_iter().collect();
    let op = rw.push(Opcode::LlvmCall, args, &results, attrs);
    result.map(|_| rw.new.result(op, 0))
}

/// `llvm.alloca %count x elem {alignment}`.
pub fn alloca(
    rw: &mut BodyRewriter,
    n: &MemrefNames,
    count: Value,
    elem: TypeId,
    ptr: TypeId,
    alignment: i64,
) -> Value {
    let mut entries: SmallVec<[(Ident, AttrId); 2]> = SmallVec::new();
    if alignment != 0 {
        entries.push((n.alignment, rw.ctx.int_attr(TypeId::I64, alignment as i128)));
    }
    entries.push((n.elem_type, rw.ctx.type_attr(elem)));
    let attrs = rw.attrs(&entries);
    rw.push1(Opcode::LlvmAlloca, &[count], ptr, attrs)
}

pub fn load(rw: &mut BodyRewriter, ptr: Value, ty: TypeId) -> Value {
    rw.push1(Opcode::LlvmLoad, &[ptr], ty, AttrId::EMPTY_DICT)
}

pub fn store(rw: &mut BodyRewriter, value: Value, ptr: Value) {
    rw.push(Opcode::LlvmStore, &[value, ptr], &[], AttrId::EMPTY_DICT);
}

/// A unary cast-like op (`ptrtoint`, `inttoptr`, `addrspacecast`).
pub fn cast(rw: &mut BodyRewriter, opcode: Opcode, v: Value, ty: TypeId) -> Value {
    rw.push1(opcode, &[v], ty, AttrId::EMPTY_DICT)
}

/// `llvm.mlir.zero : !llvm.ptr`
pub fn null_ptr(rw: &mut BodyRewriter) -> Value {
    rw.push1(
        Opcode::LlvmMlirZero,
        &[],
        TypeId::LLVM_PTR,
        AttrId::EMPTY_DICT,
    )
}

/// The byte size of `elem` as MLIR computes it: `ptrtoint(gep null[1])`.
pub fn size_of(rw: &mut BodyRewriter, n: &MemrefNames, elem: TypeId) -> Value {
    let null = null_ptr(rw);
    let p = gep(rw, n, null, elem, &[GepIndex::Const(1)], 0);
    let ix = rw.tc.index;
    cast(rw, Opcode::LlvmPtrtoint, p, ix)
}

/// `input` rounded up to a multiple of `alignment`:
/// `bumped = input + (alignment - 1); bumped - bumped % alignment`.
pub fn align_up(rw: &mut BodyRewriter, n: &MemrefNames, input: Value, alignment: Value) -> Value {
    let one = index_const(rw, 1);
    let bump = sub(rw, n, alignment, one);
    let bumped = add(rw, n, input, bump);
    let rem = binop(rw, n, Opcode::LlvmUrem, bumped, alignment, 0);
    sub(rw, n, bumped, rem)
}
