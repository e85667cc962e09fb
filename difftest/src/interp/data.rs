//! Constants and memory contents: attribute → value, value ↔ bytes, and the
//! initialisation of `llvm.mlir.global` / `memref.global` symbols.

use strata_ir::attrs::DenseValues;
use strata_ir::{AttrData, AttrId, FloatKind, Module, Opcode, TypeData, TypeId};

use super::layout::{aggregate_fields, layout};
use super::memory::AllocKind;
use super::value::Val;
use super::{Fault, Interpreter, Stop};

impl<'m> Interpreter<'m> {
    /// A scalar of type `ty` from an integer bit pattern.
    fn scalar_from_bits(&self, ty: TypeId, bits: u128) -> Result<Val, Stop> {
        Ok(match self.ctx.type_data(ty) {
            TypeData::Integer { width, .. } => Val::int(bits, *width),
            TypeData::Index => Val::int(bits, 64),
            TypeData::Float(FloatKind::F32) => Val::F32(f32::from_bits(bits as u32)),
            TypeData::Float(FloatKind::F64) => Val::F64(f64::from_bits(bits as u64)),
            TypeData::LlvmPtr { .. } | TypeData::SpirvPtr { .. } => Val::Ptr(bits as u64),
            _ => return Err(Stop::unsupported("constant of an unsupported type")),
        })
    }

    /// The value of constant attribute `attr` as type `ty`.
    pub(super) fn attr_to_val(&self, attr: AttrId, ty: TypeId) -> Result<Val, Stop> {
        match self.ctx.attr_data(attr) {
            AttrData::Integer { value, .. } => self.scalar_from_bits(ty, *value as u128),
            AttrData::Bool(b) => self.scalar_from_bits(ty, *b as u128),
            AttrData::Float { bits, ty: fty } => {
                // A float attribute may initialise a value of another float
                // type only in malformed IR; trust the attribute's type.
                let t = if matches!(self.ctx.type_data(ty), TypeData::Float(_)) {
                    ty
                } else {
                    *fty
                };
                self.scalar_from_bits(t, *bits)
            }
            AttrData::DenseElements { splat, values, .. } => {
                let mut flat = Vec::new();
                let n = self.flat_len(ty);
                if n as u64 > super::layout::MAX_AGGREGATE_LEN {
                    return Err(Stop::Limit(super::LimitKind::Memory));
                }
                for i in 0..n.max(1) {
                    let j = if *splat { 0 } else { i };
                    let bits = match values {
                        DenseValues::Int(v) => v.get(j).map(|x| *x as u128),
                        DenseValues::Float(v) => v.get(j).copied(),
                        DenseValues::String(_) => None,
                    }
                    .ok_or_else(|| Stop::unsupported("dense constant does not match its type"))?;
                    flat.push(bits);
                }
                let mut at = 0;
                self.build_from_flat(ty, &flat, &mut at)
            }
            AttrData::String { value, .. } => {
                let bytes = self.ctx.bytes(*value);
                match self.ctx.type_data(ty) {
                    TypeData::LlvmArray { elem, .. } if self.int_width(*elem) == Some(8) => Ok(
                        Val::Agg(bytes.iter().map(|&b| Val::int(b as u128, 8)).collect()),
                    ),
                    _ => Err(Stop::unsupported(
                        "string constant of a non-byte-array type",
                    )),
                }
            }
            AttrData::Array(items) => match aggregate_fields(self.ctx, ty)? {
                Some(fields) if fields.len() == items.len() => Ok(Val::Agg(
                    items
                        .iter()
                        .zip(fields)
                        .map(|(a, (t, _))| self.attr_to_val(*a, t))
                        .collect::<Result<_, _>>()?,
                )),
                _ => Err(Stop::unsupported("array constant does not match its type")),
            },
            _ => Err(Stop::unsupported("unsupported constant attribute")),
        }
    }

    /// Number of scalar leaves of a (possibly nested) array/vector type.
    fn flat_len(&self, ty: TypeId) -> usize {
        match self.ctx.type_data(ty) {
            TypeData::LlvmArray { len, elem } => {
                (*len as usize).saturating_mul(self.flat_len(*elem))
            }
            TypeData::Vector { shape, elem, .. }
            | TypeData::RankedTensor { shape, elem, .. }
            | TypeData::MemRef { shape, elem, .. } => shape
                .iter()
                .fold(1usize, |a, &d| a.saturating_mul(d.max(0) as usize))
                .saturating_mul(self.flat_len(*elem)),
            _ => 1,
        }
    }

    /// Builds a nested aggregate of type `ty` from row-major scalar bits.
    fn build_from_flat(&self, ty: TypeId, flat: &[u128], at: &mut usize) -> Result<Val, Stop> {
        match self.ctx.type_data(ty) {
            TypeData::LlvmArray { len, elem } => Ok(Val::Agg(
                (0..*len)
                    .map(|_| self.build_from_flat(*elem, flat, at))
                    .collect::<Result<_, _>>()?,
            )),
            TypeData::Vector { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
                let n: i64 = shape.iter().product();
                Ok(Val::Agg(
                    (0..n.max(0))
                        .map(|_| self.build_from_flat(*elem, flat, at))
                        .collect::<Result<_, _>>()?,
                ))
            }
            _ => {
                let bits = *flat
                    .get(*at)
                    .ok_or_else(|| Stop::unsupported("dense constant too short"))?;
                *at += 1;
                self.scalar_from_bits(ty, bits)
            }
        }
    }

    /// Stores `v` of type `ty` at `addr`. Scalar poison is undefined
    /// behaviour; poison fields of aggregates leave their bytes unwritten.
    pub(super) fn store_val(
        &mut self,
        addr: u64,
        v: &Val,
        ty: TypeId,
        init: bool,
    ) -> Result<(), Stop> {
        let l = layout(self.ctx, ty)?;
        let mut buf = [0u8; 16];
        let bytes: &[u8] = match v {
            Val::Int { .. } if l.store > 16 => {
                return Err(Stop::unsupported("scalar wider than 128 bits in memory"))
            }
            Val::Int { bits, .. } => {
                buf = bits.to_le_bytes();
                &buf[..l.store as usize]
            }
            Val::F32(x) => {
                buf[..4].copy_from_slice(&x.to_le_bytes());
                &buf[..4]
            }
            Val::F64(x) => {
                buf[..8].copy_from_slice(&x.to_le_bytes());
                &buf[..8]
            }
            Val::Ptr(p) => {
                buf[..8].copy_from_slice(&p.to_le_bytes());
                &buf[..8]
            }
            Val::Poison => return Err(Stop::ub("store of poison")),
            Val::Agg(items) => {
                let fields = aggregate_fields(self.ctx, ty)?
                    .filter(|f| f.len() == items.len())
                    .ok_or_else(|| Stop::unsupported("stored aggregate does not match its type"))?;
                for (item, (fty, off)) in items.iter().zip(fields) {
                    if item.is_poison() {
                        continue;
                    }
                    self.store_val(addr + off, item, fty, init)?;
                }
                return Ok(());
            }
            Val::Memref(_) | Val::Func(_) => {
                return Err(Stop::unsupported("value cannot be stored to memory"))
            }
        };
        if init {
            self.mem.init_write(addr, bytes)
        } else {
            self.mem.write(addr, bytes)
        }
    }

    pub(super) fn load_val(&self, addr: u64, ty: TypeId) -> Result<Val, Stop> {
        if let Some(fields) = aggregate_fields(self.ctx, ty)? {
            return Ok(Val::Agg(
                fields
                    .into_iter()
                    .map(|(fty, off)| self.load_val(addr + off, fty))
                    .collect::<Result<_, _>>()?,
            ));
        }
        let l = layout(self.ctx, ty)?;
        if l.store > 16 {
            return Err(Stop::unsupported("scalar wider than 128 bits in memory"));
        }
        let mut buf = [0u8; 16];
        self.mem.read(addr, &mut buf[..l.store as usize])?;
        self.scalar_from_bits(ty, u128::from_le_bytes(buf))
    }

    /// Allocates and initialises every global of the module.
    pub(super) fn init_globals(&mut self) -> Result<(), Fault> {
        let module = self.module;
        let ctx = self.ctx;
        for (bid, op) in super::module_ops(module) {
            let top = module.body(bid);
            let d = top.op(op);
            let fault = |stop: Stop| Fault {
                stop,
                op: ctx.str(d.name).to_string(),
            };
            let Some(name) = Module::symbol_name(ctx, top, op) else {
                continue;
            };
            match d.opcode {
                Opcode::LlvmMlirGlobal => {
                    let ty = match self.attr(top, op, ctx.ident("global_type")) {
                        Some(AttrData::Type(t)) => *t,
                        _ => return Err(fault(Stop::unsupported("global without a type"))),
                    };
                    let l = layout(ctx, ty).map_err(fault)?;
                    let align = self
                        .int_attr(top, op, self.names.alignment)
                        .unwrap_or(l.align as i128) as u64;
                    let addr = self
                        .mem
                        .allocate(l.alloc, align, AllocKind::Global, false)
                        .map_err(fault)?;
                    self.globals.insert(name, addr);
                    let init = if let Some(v) = ctx.dict_get(d.attrs, self.names.value) {
                        Some(self.attr_to_val(v, ty).map_err(fault)?)
                    } else if d.body.is_some()
                        && module
                            .body(d.body)
                            .roots
                            .first()
                            .is_some_and(|&r| module.body(d.body).entry_block(r).is_some())
                    {
                        let vals = self.call_to_completion(d.body, Vec::new())?;
                        vals.into_iter().next()
                    } else {
                        None
                    };
                    if let Some(v) = init {
                        self.store_val(addr, &v, ty, true).map_err(fault)?;
                    } else {
                        // Without an initializer a global is zero-filled
                        // (what an external definition would most likely
                        // hold; programs under test define their globals).
                        self.mem.fill(addr, 0, l.alloc).map_err(fault)?;
                    }
                    if self.has_attr(top, op, ctx.ident("constant")) {
                        self.mem.set_read_only(addr);
                    }
                }
                // What the lowering makes of a specialization constant: a
                // constant global holding its default value.
                Opcode::SpirvSpecConstant => {
                    let v = ctx
                        .dict_get(d.attrs, ctx.ident("default_value"))
                        .ok_or_else(|| fault(Stop::unsupported("spec constant without a value")))?;
                    let ty = match ctx.attr_data(v) {
                        AttrData::Bool(_) => strata_ir::TypeId::I1,
                        AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => *ty,
                        _ => return Err(fault(Stop::unsupported("composite spec constant"))),
                    };
                    let val = self.attr_to_val(v, ty).map_err(fault)?;
                    let l = layout(ctx, ty).map_err(fault)?;
                    let addr = self
                        .mem
                        .allocate(l.alloc, l.align, AllocKind::Global, false)
                        .map_err(fault)?;
                    self.store_val(addr, &val, ty, true).map_err(fault)?;
                    self.mem.set_read_only(addr);
                    self.globals.insert(name, addr);
                }
                Opcode::SpirvGlobalVariable => {
                    let (pointee, storage) = match self.attr(top, op, ctx.ident("type")) {
                        Some(AttrData::Type(t)) => match ctx.type_data(*t) {
                            TypeData::SpirvPtr { pointee, storage } => (*pointee, *storage),
                            _ => return Err(fault(Stop::unsupported("global of a non-pointer"))),
                        },
                        _ => return Err(fault(Stop::unsupported("global without a type"))),
                    };
                    if self.has_attr(top, op, ctx.ident("initializer")) {
                        return Err(fault(Stop::unsupported(
                            "spirv.GlobalVariable with an initializer",
                        )));
                    }
                    let l = layout(ctx, pointee).map_err(fault)?;
                    let addr = self
                        .mem
                        .allocate(l.alloc, l.align, AllocKind::Global, false)
                        .map_err(fault)?;
                    self.globals.insert(name, addr);
                    // Zero-filled like an `llvm.mlir.global` without an
                    // initializer, which is what the lowering makes of it;
                    // Input and UniformConstant globals become constants.
                    self.mem.fill(addr, 0, l.alloc).map_err(fault)?;
                    use strata_ir::dialect::spirv::enums::storage;
                    if matches!(storage, storage::INPUT | storage::UNIFORM_CONSTANT) {
                        self.mem.set_read_only(addr);
                    }
                }
                Opcode::MemrefGlobal => {
                    let ty = match self.attr(top, op, ctx.ident("type")) {
                        Some(AttrData::Type(t)) => *t,
                        _ => return Err(fault(Stop::unsupported("memref.global without a type"))),
                    };
                    let (shape, elem) = match ctx.type_data(ty) {
                        TypeData::MemRef { shape, elem, .. } => (shape.clone(), *elem),
                        _ => {
                            return Err(fault(Stop::unsupported(
                                "memref.global of a non-memref type",
                            )))
                        }
                    };
                    let n = shape.iter().product::<i64>().max(0) as u64;
                    let el = layout(ctx, elem).map_err(fault)?;
                    let align = self
                        .int_attr(top, op, self.names.alignment)
                        .unwrap_or(el.align as i128) as u64;
                    let addr = self
                        .mem
                        .allocate(n * el.alloc, align, AllocKind::Global, false)
                        .map_err(fault)?;
                    self.globals.insert(name, addr);
                    if let Some(init) = ctx.dict_get(d.attrs, ctx.ident("initial_value")) {
                        if matches!(ctx.attr_data(init), AttrData::DenseElements { .. }) {
                            let tensor = ctx.intern_type(TypeData::RankedTensor {
                                shape: Box::new([n as i64]),
                                elem,
                                encoding: None,
                            });
                            let v = self.attr_to_val(init, tensor).map_err(fault)?;
                            if let Val::Agg(items) = v {
                                for (i, item) in items.iter().enumerate() {
                                    self.store_val(addr + i as u64 * el.alloc, item, elem, true)
                                        .map_err(fault)?;
                                }
                            }
                        }
                    }
                    if self.has_attr(top, op, ctx.ident("constant")) {
                        self.mem.set_read_only(addr);
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}
