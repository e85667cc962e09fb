//! The reference interpreter: runs a module at any stage of lowering (func,
//! arith, cf, memref and llvm dialects, and the casts between them) with
//! exact semantics, reporting undefined behaviour as an outcome instead of
//! guessing.
//!
//! Calls do not recurse on the Rust stack: frames live in a vector, so the
//! call-depth limit, not the host stack, bounds recursion.

mod atomics;
mod data;
mod exec;
mod intrinsics;
pub mod layout;
pub mod memory;
mod memref;
pub mod semantics;
mod spirv;
pub mod value;
mod vector;

use std::borrow::Cow;

use rustc_hash::FxHashMap;
use strata_ir::{AttrData, BodyId, Context, Ident, Module, Op, Opcode, TypeData, Value};

pub use memory::LimitKind;
pub use value::{MemrefDesc, Val};

use memory::{AllocKind, Memory};

/// Bounds that make every run end.
#[derive(Copy, Clone, Debug)]
pub struct Limits {
    /// Ops executed, all frames together.
    pub max_steps: u64,
    /// Live bytes of heap, stack and globals.
    pub max_memory: u64,
    /// Frames on the call stack.
    pub max_call_depth: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_steps: 2_000_000,
            max_memory: 64 << 20,
            max_call_depth: 256,
        }
    }
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// The entry function returned these values.
    Returned(Vec<Val>),
    /// The program has undefined behaviour at `op`.
    Ub { op: String, reason: String },
    /// A defined abort: a failing `cf.assert`, `llvm.intr.trap`, `abort()`.
    Trap { op: String, reason: String },
    /// A step, memory or call-depth limit was hit.
    Limit(LimitKind),
    /// The interpreter cannot run this program (an op or type it does not
    /// model, malformed IR); says nothing about the program's behaviour.
    Unsupported { op: String, reason: String },
}

impl Outcome {
    /// Equality for differential testing: NaN payloads are canonicalised and
    /// UB/trap reasons are not compared (only that both executions hit one).
    pub fn agrees_with(&self, other: &Outcome) -> bool {
        match (self, other) {
            (Outcome::Returned(a), Outcome::Returned(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same_as(y))
            }
            (Outcome::Ub { .. }, Outcome::Ub { .. })
            | (Outcome::Trap { .. }, Outcome::Trap { .. }) => true,
            (Outcome::Limit(a), Outcome::Limit(b)) => a == b,
            (Outcome::Unsupported { .. }, Outcome::Unsupported { .. }) => true,
            _ => false,
        }
    }

    /// The single i64 a checksum-returning `@main` produced.
    pub fn checksum(&self) -> Option<i64> {
        match self {
            Outcome::Returned(v) if v.len() == 1 => v[0].as_u64().map(|x| x as i64),
            _ => None,
        }
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Returned(v) => {
                f.write_str("returned (")?;
                for (i, x) in v.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{x}")?;
                }
                f.write_str(")")
            }
            Outcome::Ub { op, reason } => write!(f, "undefined behaviour at '{op}': {reason}"),
            Outcome::Trap { op, reason } => write!(f, "trap at '{op}': {reason}"),
            Outcome::Limit(k) => write!(f, "limit reached: {k:?}"),
            Outcome::Unsupported { op, reason } => write!(f, "unsupported at '{op}': {reason}"),
        }
    }
}

/// Why execution stopped inside an op (the op is attached by the caller).
#[derive(Clone, Debug, PartialEq)]
pub enum Stop {
    Ub(Cow<'static, str>),
    Trap(Cow<'static, str>),
    Limit(LimitKind),
    Unsupported(Cow<'static, str>),
}

impl Stop {
    pub fn ub(s: impl Into<Cow<'static, str>>) -> Stop {
        Stop::Ub(s.into())
    }
    pub fn unsupported(s: impl Into<Cow<'static, str>>) -> Stop {
        Stop::Unsupported(s.into())
    }
}

/// One activation: the callee's body, its SSA values, where it resumes.
struct Frame {
    body: BodyId,
    /// Indexed by `Value`; every value of the body has a slot.
    vals: Vec<Val>,
    /// The next op to execute.
    next: Op,
    /// The call op waiting for this frame's callee to return.
    call_site: Op,
    /// Stack allocations to release on return, in allocation order.
    allocas: Vec<u64>,
}

/// What an executed op asks the driver loop to do next.
enum Flow {
    Continue,
    /// Control moved to another block (the frame's `next` is set).
    Jump,
    /// Enter `body` with these arguments.
    Call(BodyId, Vec<Val>),
    Return(Vec<Val>),
}

/// Attribute names looked up while executing, interned once.
struct Names {
    value: Ident,
    predicate: Ident,
    callee: Ident,
    overflow_flags: Ident,
    is_exact: Ident,
    is_disjoint: Ident,
    non_neg: Ident,
    position: Ident,
    elem_type: Ident,
    raw_constant_indices: Ident,
    no_wrap_flags: Ident,
    case_values: Ident,
    name: Ident,
    global_name: Ident,
    alignment: Ident,
    static_offsets: Ident,
    kind: Ident,
    bin_op: Ident,
    static_sizes: Ident,
    static_strides: Ident,
    operand_segment_sizes: Ident,
    is_zero_poison: Ident,
    is_int_min_poison: Ident,
    msg: Ident,
}

impl Names {
    fn new(ctx: &Context) -> Names {
        Names {
            value: ctx.ident("value"),
            predicate: ctx.ident("predicate"),
            callee: ctx.ident("callee"),
            overflow_flags: ctx.ident("overflowFlags"),
            is_exact: ctx.ident("isExact"),
            is_disjoint: ctx.ident("isDisjoint"),
            non_neg: ctx.ident("nonNeg"),
            position: ctx.ident("position"),
            elem_type: ctx.ident("elem_type"),
            raw_constant_indices: ctx.ident("rawConstantIndices"),
            no_wrap_flags: ctx.ident("noWrapFlags"),
            case_values: ctx.ident("case_values"),
            name: ctx.ident("name"),
            global_name: ctx.ident("global_name"),
            alignment: ctx.ident("alignment"),
            static_offsets: ctx.ident("static_offsets"),
            kind: ctx.ident("kind"),
            bin_op: ctx.ident("bin_op"),
            static_sizes: ctx.ident("static_sizes"),
            static_strides: ctx.ident("static_strides"),
            operand_segment_sizes: ctx.ident("operandSegmentSizes"),
            is_zero_poison: ctx.ident("is_zero_poison"),
            is_int_min_poison: ctx.ident("is_int_min_poison"),
            msg: ctx.ident("msg"),
        }
    }
}

/// A function symbol: its body, or `None` for a declaration (an external
/// function the interpreter provides, such as `malloc`).
#[derive(Copy, Clone)]
struct FuncEntry {
    body: Option<BodyId>,
}

pub struct Interpreter<'m> {
    ctx: &'m Context,
    module: &'m Module,
    limits: Limits,
    names: Names,
    funcs: FxHashMap<Ident, FuncEntry>,
    /// Global symbol → base address.
    globals: FxHashMap<Ident, u64>,
    mem: Memory,
    frames: Vec<Frame>,
    steps: u64,
    /// Reused for block arguments so branches allocate nothing.
    scratch: Vec<Val>,
    globals_ready: bool,
}

/// A stop together with the op it happened in.
struct Fault {
    stop: Stop,
    op: String,
}

impl<'m> Interpreter<'m> {
    pub fn new(ctx: &'m Context, module: &'m Module, limits: Limits) -> Interpreter<'m> {
        let mut funcs = FxHashMap::default();
        collect_funcs(ctx, module, &mut funcs);
        Interpreter {
            ctx,
            module,
            limits,
            names: Names::new(ctx),
            funcs,
            globals: FxHashMap::default(),
            mem: Memory::new(limits.max_memory),
            frames: Vec::new(),
            steps: 0,
            scratch: Vec::new(),
            globals_ready: false,
        }
    }

    /// Runs function `name` with `args` (globals are initialised on the
    /// first run and persist across runs).
    pub fn run(&mut self, name: &str, args: &[Val]) -> Outcome {
        let result = self.run_inner(name, args);
        self.frames.clear();
        match result {
            Ok(vals) => Outcome::Returned(vals),
            Err(Fault { stop, op }) => match stop {
                Stop::Ub(r) => Outcome::Ub {
                    op,
                    reason: r.into_owned(),
                },
                Stop::Trap(r) => Outcome::Trap {
                    op,
                    reason: r.into_owned(),
                },
                Stop::Limit(k) => Outcome::Limit(k),
                Stop::Unsupported(r) => Outcome::Unsupported {
                    op,
                    reason: r.into_owned(),
                },
            },
        }
    }

    fn run_inner(&mut self, name: &str, args: &[Val]) -> Result<Vec<Val>, Fault> {
        if !self.globals_ready {
            self.init_globals()?;
            self.globals_ready = true;
        }
        let sym = self.ctx.ident(name);
        let entry = self.funcs.get(&sym).copied().ok_or_else(|| Fault {
            stop: Stop::unsupported(format!("no function named '{name}'")),
            op: "func.func".into(),
        })?;
        let body = entry.body.ok_or_else(|| Fault {
            stop: Stop::unsupported(format!("'{name}' is only declared")),
            op: "func.func".into(),
        })?;
        self.call_to_completion(body, args.to_vec())
    }

    /// Runs `body` (a function or a global initializer) to its return.
    fn call_to_completion(&mut self, body: BodyId, args: Vec<Val>) -> Result<Vec<Val>, Fault> {
        let base = self.frames.len();
        self.push_frame(body, args).map_err(|stop| Fault {
            stop,
            op: "func.call".into(),
        })?;
        self.run_frames(base)
    }

    fn push_frame(&mut self, body_id: BodyId, args: Vec<Val>) -> Result<(), Stop> {
        if self.frames.len() as u32 >= self.limits.max_call_depth {
            return Err(Stop::Limit(LimitKind::CallDepth));
        }
        let body = self.module.body(body_id);
        let entry = body
            .roots
            .first()
            .and_then(|&r| body.entry_block(r))
            .ok_or_else(|| Stop::unsupported("call of a function without a body"))?;
        let params = body.block_args(entry);
        if params.len() != args.len() {
            return Err(Stop::unsupported("call with the wrong number of arguments"));
        }
        let mut vals = vec![Val::Poison; body.values.len()];
        for (p, a) in params.iter().zip(args) {
            vals[p.index()] = a;
        }
        self.frames.push(Frame {
            body: body_id,
            vals,
            next: body.blocks[entry.index()].first,
            call_site: Op::NONE,
            allocas: Vec::new(),
        });
        Ok(())
    }

    fn run_frames(&mut self, base: usize) -> Result<Vec<Val>, Fault> {
        let module = self.module;
        loop {
            let fi = self.frames.len() - 1;
            let body_id = self.frames[fi].body;
            let body = module.body(body_id);
            let op = self.frames[fi].next;
            let fault = |stop: Stop, op: Op| Fault {
                stop,
                op: if op.is_some() {
                    self.ctx.str(body.op(op).name).to_string()
                } else {
                    "block".into()
                },
            };
            if op.is_none() {
                return Err(fault(Stop::unsupported("block without a terminator"), op));
            }
            self.steps += 1;
            if self.steps > self.limits.max_steps {
                return Err(fault(Stop::Limit(LimitKind::Steps), op));
            }
            self.frames[fi].next = body.op(op).next;
            match self.exec(body, op) {
                Ok(Flow::Continue | Flow::Jump) => {}
                Ok(Flow::Call(callee, args)) => {
                    self.frames[fi].call_site = op;
                    self.push_frame(callee, args).map_err(|s| fault(s, op))?;
                }
                Ok(Flow::Return(vals)) => {
                    if let Some(frame) = self.frames.pop() {
                        for &a in frame.allocas.iter().rev() {
                            self.mem.release_stack(a);
                        }
                    }
                    if self.frames.len() == base {
                        return Ok(vals);
                    }
                    let caller = self.frames.len() - 1;
                    let call = self.frames[caller].call_site;
                    let cbody = module.body(self.frames[caller].body);
                    let results = cbody.results(call);
                    if results.len() != vals.len() {
                        return Err(Fault {
                            stop: Stop::unsupported("callee returned a different number of values"),
                            op: self.ctx.str(cbody.op(call).name).to_string(),
                        });
                    }
                    for (r, v) in results.zip(vals) {
                        self.frames[caller].vals[r.index()] = v;
                    }
                }
                Err(stop) => return Err(fault(stop, op)),
            }
        }
    }

    // ---- helpers shared by the op implementations ----

    #[inline]
    fn val(&self, v: Value) -> &Val {
        &self.frames[self.frames.len() - 1].vals[v.index()]
    }

    #[inline]
    fn set(&mut self, v: Value, x: Val) {
        let fi = self.frames.len() - 1;
        self.frames[fi].vals[v.index()] = x;
    }

    fn frame_mut(&mut self) -> &mut Frame {
        let fi = self.frames.len() - 1;
        &mut self.frames[fi]
    }

    fn attr(&self, body: &strata_ir::Body, op: Op, name: Ident) -> Option<&'m AttrData> {
        let ctx: &'m Context = self.ctx;
        ctx.dict_get(body.op(op).attrs, name)
            .map(|a| ctx.attr_data(a))
    }

    fn int_attr(&self, body: &strata_ir::Body, op: Op, name: Ident) -> Option<i128> {
        match self.attr(body, op, name)? {
            AttrData::Integer { value, .. } => Some(*value),
            AttrData::Enum { value, .. } => Some(*value as i128),
            AttrData::Bool(b) => Some(*b as i128),
            _ => None,
        }
    }

    fn has_attr(&self, body: &strata_ir::Body, op: Op, name: Ident) -> bool {
        self.ctx.dict_get(body.op(op).attrs, name).is_some()
    }

    fn symbol_attr(&self, body: &strata_ir::Body, op: Op, name: Ident) -> Option<Ident> {
        match self.attr(body, op, name)? {
            AttrData::SymbolRef { root, .. } => Some(*root),
            AttrData::String { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// Integer width of a type (index is 64 bits); `None` for non-integers.
    fn int_width(&self, ty: strata_ir::TypeId) -> Option<u32> {
        match self.ctx.type_data(ty) {
            TypeData::Integer { width, .. } => Some(*width),
            TypeData::Index => Some(64),
            _ => None,
        }
    }

    fn alloc_stack(&mut self, size: u64, align: u64) -> Result<u64, Stop> {
        let a = self.mem.allocate(size, align, AllocKind::Stack, false)?;
        self.frame_mut().allocas.push(a);
        Ok(a)
    }
}

/// The ops of the module's top block; empty when the module has no top
/// block at all (`Module::top_ops` assumes one).
pub fn top_level_ops(module: &Module) -> Vec<Op> {
    let top = module.body(Module::TOP);
    match top.roots.first().and_then(|&r| top.entry_block(r)) {
        Some(block) => top.block_ops(block).collect(),
        None => Vec::new(),
    }
}

/// Registers the functions (`func.func`, `llvm.func`, `spirv.func`) of the
/// module's top block, then those of nested `builtin.module`s and
/// `spirv.module`s (breadth first, so an outer symbol wins over an inner one
/// of the same name). `convert-spirv-to-llvm` turns a `spirv.module` into a
/// nested `builtin.module`, so both forms find the same `@main`.
fn collect_funcs(ctx: &Context, module: &Module, funcs: &mut FxHashMap<Ident, FuncEntry>) {
    for (b, op) in module_ops(module) {
        let body = module.body(b);
        let d = body.op(op);
        if matches!(
            d.opcode,
            Opcode::FuncFunc | Opcode::LlvmFunc | Opcode::SpirvFunc
        ) {
            if let Some(name) = Module::symbol_name(ctx, body, op) {
                let fbody = d.body.expand().filter(|&fb| {
                    let fb = module.body(fb);
                    fb.roots
                        .first()
                        .is_some_and(|&r| fb.entry_block(r).is_some())
                });
                funcs.entry(name).or_insert(FuncEntry { body: fbody });
            }
        }
    }
}

/// The ops of the module's top block and of the blocks of nested
/// `builtin.module`s and `spirv.module`s, breadth first, with the body each
/// lives in.
pub(crate) fn module_ops(module: &Module) -> Vec<(BodyId, Op)> {
    let mut out = Vec::new();
    let mut queue = std::collections::VecDeque::from([Module::TOP]);
    while let Some(b) = queue.pop_front() {
        let body = module.body(b);
        let Some(block) = body.roots.first().and_then(|&r| body.entry_block(r)) else {
            continue;
        };
        for op in body.block_ops(block) {
            out.push((b, op));
            let d = body.op(op);
            if matches!(d.opcode, Opcode::BuiltinModule | Opcode::SpirvModule) {
                if let Some(nested) = d.body.expand() {
                    queue.push_back(nested);
                }
            }
        }
    }
    out
}

/// Runs `@main` (or another function) of a module with default limits.
pub fn run_function(ctx: &Context, module: &Module, name: &str, args: &[Val]) -> Outcome {
    Interpreter::new(ctx, module, Limits::default()).run(name, args)
}
