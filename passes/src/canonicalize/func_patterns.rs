//! func's canonicalization pattern (MLIR 22's
//! `SimplifyIndirectCallWithKnownCallee`): a `func.call_indirect` of a
//! `func.constant` becomes a `func.call` of that symbol (with only the
//! `callee` attribute, as MLIR builds it).

use strata_ir::attrs::NamedAttr;
use strata_ir::body::ValueDef;
use strata_ir::{Op, OpSpec, Opcode, TypeId, Value};

use smallvec::SmallVec;

use super::driver::Driver;

pub(super) fn apply(d: &mut Driver, op: Op) -> bool {
    let Some((&callee, args)) = d.body.operands(op).split_first() else {
        return false;
    };
    let ValueDef::Result { op: def, .. } = d.body.value(callee).def else {
        return false;
    };
    if d.body.op(def).opcode != Opcode::FuncConstant {
        return false;
    }
    let Some(symbol) = d.ctx.dict_get(d.body.op(def).attrs, d.names.value) else {
        return false;
    };
    let args: SmallVec<[Value; 4]> = SmallVec::from_slice(args);
    let types: SmallVec<[TypeId; 2]> = d.body.results(op).map(|r| d.body.value_type(r)).collect();
    let attrs = d.ctx.dict_attr(&[NamedAttr {
        name: d.names.callee,
        value: symbol,
    }]);
    let loc = d.body.op(op).loc;
    let call = d.create_op_before(
        op,
        &OpSpec {
            opcode: Opcode::FuncCall,
            name: d.names.func_call,
            operands: &args,
            result_types: &types,
            successors: &[],
            attrs,
            loc,
            num_regions: 0,
        },
    );
    let results: SmallVec<[Value; 2]> = d.body.results(call).collect();
    d.replace_op(op, &results);
    true
}
