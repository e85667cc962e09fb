//! A thin op builder over `Body` for the generator: creates ops with the
//! attributes `mlir-opt --mlir-print-op-generic` shows for them.

use strata_ir::attrs::DenseValues;
use strata_ir::{
    AttrData, AttrId, Block, Body, Context, NamedAttr, Op, OpSpec, Opcode, TypeData, TypeId, Value,
};

pub struct Builder<'a> {
    pub ctx: &'a Context,
    pub body: &'a mut Body,
    pub block: Block,
}

impl<'a> Builder<'a> {
    pub fn op(
        &mut self,
        opcode: Opcode,
        operands: &[Value],
        results: &[TypeId],
        attrs: AttrId,
    ) -> Op {
        self.op_with_successors(opcode, operands, results, attrs, &[])
    }

    pub fn op_with_successors(
        &mut self,
        opcode: Opcode,
        operands: &[Value],
        results: &[TypeId],
        attrs: AttrId,
        successors: &[(Block, u32)],
    ) -> Op {
        let spec = OpSpec {
            opcode,
            name: self.ctx.ident(opcode.name()),
            operands,
            result_types: results,
            successors,
            attrs,
            loc: AttrId::UNKNOWN_LOC,
            num_regions: 0,
        };
        self.body.push_op(self.block, &spec)
    }

    /// An op with one result; returns the result.
    pub fn val(&mut self, opcode: Opcode, operands: &[Value], ty: TypeId, attrs: AttrId) -> Value {
        let op = self.op(opcode, operands, &[ty], attrs);
        self.body.result(op, 0)
    }

    pub fn dict(&self, entries: &[(&str, AttrId)]) -> AttrId {
        let named: Vec<NamedAttr> = entries
            .iter()
            .map(|&(n, value)| NamedAttr {
                name: self.ctx.ident(n),
                value,
            })
            .collect();
        self.ctx.dict_attr(&named)
    }

    pub fn i32_array(&self, values: &[i32]) -> AttrId {
        dense_i32_array(self.ctx, values)
    }

    pub fn constant_int(&mut self, ty: TypeId, value: i128) -> Value {
        // The IR stores integers sign-extended from their width (`3 : i2`
        // is `-1 : i2`); anything else would not survive print and parse.
        let value = match self.ctx.type_data(ty) {
            TypeData::Integer { width, .. } if (1..128).contains(width) => {
                let shift = 128 - width;
                (value << shift) >> shift
            }
            _ => value,
        };
        let a = self.ctx.int_attr(ty, value);
        let attrs = self.dict(&[("value", a)]);
        self.val(Opcode::ArithConstant, &[], ty, attrs)
    }

    pub fn constant_float(&mut self, ty: TypeId, value: f64) -> Value {
        let bits = if ty == TypeId::F32 {
            (value as f32).to_bits() as u128
        } else {
            value.to_bits() as u128
        };
        let a = self.ctx.intern_attr(AttrData::Float { ty, bits });
        let attrs = self.dict(&[("value", a)]);
        self.val(Opcode::ArithConstant, &[], ty, attrs)
    }

    pub fn binary(&mut self, opcode: Opcode, a: Value, b: Value) -> Value {
        let ty = self.body.value_type(a);
        self.val(opcode, &[a, b], ty, AttrId::EMPTY_DICT)
    }

    pub fn cast(&mut self, opcode: Opcode, a: Value, to: TypeId) -> Value {
        self.val(opcode, &[a], to, AttrId::EMPTY_DICT)
    }

    pub fn cmpi(&mut self, pred: i64, a: Value, b: Value) -> Value {
        let p = self.ctx.int_attr(TypeId::I64, pred as i128);
        let attrs = self.dict(&[("predicate", p)]);
        self.val(Opcode::ArithCmpi, &[a, b], TypeId::I1, attrs)
    }

    pub fn cmpf(&mut self, pred: i64, a: Value, b: Value) -> Value {
        let p = self.ctx.int_attr(TypeId::I64, pred as i128);
        let attrs = self.dict(&[("predicate", p)]);
        self.val(Opcode::ArithCmpf, &[a, b], TypeId::I1, attrs)
    }

    pub fn select(&mut self, c: Value, t: Value, f: Value) -> Value {
        let ty = self.body.value_type(t);
        self.val(Opcode::ArithSelect, &[c, t, f], ty, AttrId::EMPTY_DICT)
    }

    pub fn br(&mut self, dest: Block, args: &[Value]) {
        self.op_with_successors(
            Opcode::CfBr,
            args,
            &[],
            AttrId::EMPTY_DICT,
            &[(dest, args.len() as u32)],
        );
    }

    pub fn cond_br(&mut self, cond: Value, t: Block, targs: &[Value], f: Block, fargs: &[Value]) {
        let mut operands = vec![cond];
        operands.extend_from_slice(targs);
        operands.extend_from_slice(fargs);
        // Segment sizes are derived from the successors, not stored.
        self.op_with_successors(
            Opcode::CfCondBr,
            &operands,
            &[],
            AttrId::EMPTY_DICT,
            &[(t, targs.len() as u32), (f, fargs.len() as u32)],
        );
    }

    /// `cf.switch flag [default, cases...]`, every destination taking `args`.
    pub fn switch(&mut self, flag: Value, default: Block, cases: &[(i64, Block)], args: &[Value]) {
        let flag_ty = self.body.value_type(flag);
        let mut operands = vec![flag];
        let mut succ = vec![(default, args.len() as u32)];
        operands.extend_from_slice(args);
        for &(_, b) in cases {
            operands.extend_from_slice(args);
            succ.push((b, args.len() as u32));
        }
        let vec_ty = self.ctx.intern_type(TypeData::Vector {
            shape: Box::new([cases.len() as i64]),
            scalable: Box::new([false]),
            elem: flag_ty,
        });
        let values = self.ctx.intern_attr(AttrData::DenseElements {
            ty: vec_ty,
            splat: false,
            values: DenseValues::Int(cases.iter().map(|&(v, _)| v as i128).collect()),
        });
        let attrs = self.dict(&[("case_values", values)]);
        self.op_with_successors(Opcode::CfSwitch, &operands, &[], attrs, &succ);
    }
}

pub fn dense_i32_array(ctx: &Context, values: &[i32]) -> AttrId {
    ctx.intern_attr(AttrData::DenseArray {
        elem: TypeId::I32,
        values: DenseValues::Int(values.iter().map(|&v| v as i128).collect()),
    })
}
