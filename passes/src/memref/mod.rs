//! `finalize-memref-to-llvm`: memref ops to the LLVM dialect on MLIR's
//! memref descriptors (see `descriptor`), with MLIR 22's exact op
//! sequences: allocation (`alloc`), element access and address
//! linearization (`access`), views and casts (`views`), copies (`copy`),
//! alloca scopes (`scope`); `memref.global` and the runtime function
//! declarations are handled in the module phase (`global`, `runtime`).

pub(crate) mod access;
pub(crate) mod alloc;
pub(crate) mod build;
mod copy;
pub(crate) mod descriptor;
mod generic_atomic;
mod global;
mod names;
mod reshape;
mod runtime;
mod scope;
mod views;

use smallvec::SmallVec;
use strata_ir::par::lock;
use strata_ir::{Context, Diag, Dialect, Ident, Module, Op, Opcode};

use crate::conversion::{BodyRewriter, Patterns};
use crate::type_converter::TypeConverter;
pub use names::MemrefNames;

/// The memref pattern set and its options.
pub struct MemrefPatterns {
    pub names: MemrefNames,
    /// `use-aligned-alloc`: allocate with `aligned_alloc`.
    pub use_aligned_alloc: bool,
    /// `use-generic-functions`: call `_mlir_memref_to_llvm_alloc` & co.
    pub use_generic_functions: bool,
    /// Whether the pass's target makes `builtin.unrealized_conversion_cast`
    /// legal. In `convert-to-llvm` it does not, so MLIR rolls back a
    /// pattern that creates one itself (`memref.reshape` loading a
    /// dynamic size): the op stays unconverted.
    pub casts_legal: bool,
    /// Runtime function names as the module resolves them, set in the
    /// module phase before the bodies are converted.
    runtime: std::sync::OnceLock<runtime::ModuleRuntimeNames>,
    /// The runtime functions the patterns called (as named in the calls):
    /// the module phase declares those, without searching the converted
    /// module for them.
    called: std::sync::Mutex<SmallVec<[Ident; 4]>>,
}

impl MemrefPatterns {
    pub fn new(ctx: &Context, use_aligned_alloc: bool, use_generic_functions: bool) -> Self {
        MemrefPatterns {
            names: MemrefNames::new(ctx),
            use_aligned_alloc,
            use_generic_functions,
            casts_legal: true,
            runtime: std::sync::OnceLock::new(),
            called: std::sync::Mutex::new(SmallVec::new()),
        }
    }

    /// Records that a pattern calls runtime function `callee`.
    fn note_call(&self, callee: Ident) {
        let mut called = lock(&self.called);
        if !called.contains(&callee) {
            called.push(callee);
        }
    }

    /// Module phase before the bodies are converted: `memref.global`s, and
    /// the names the runtime functions resolve to in this module.
    /// `funcs_converted`: the same conversion converts `func.func`s.
    pub fn convert_globals(
        &self,
        ctx: &Context,
        tc: &TypeConverter,
        module: &mut Module,
        mask: &[bool],
        summary: &strata_ir::summary::OpcodeSummary,
        funcs_converted: bool,
    ) {
        let names = crate::names::Names::new(ctx);
        let _ = self.runtime.set(runtime::ModuleRuntimeNames::resolve(
            ctx,
            &names,
            &self.names,
            module,
            tc.index,
            funcs_converted,
        ));
        global::convert_globals(ctx, tc, &self.names, module, mask, summary);
    }

    /// Module phase after the bodies are converted: declarations of the
    /// runtime functions they call.
    pub fn declare_runtime_functions(
        &self,
        ctx: &Context,
        tc: &TypeConverter,
        module: &mut Module,
    ) -> crate::decl_order::Family {
        let names = crate::names::Names::new(ctx);
        let fallback = runtime::ModuleRuntimeNames::default();
        let runtime = self.runtime.get().unwrap_or(&fallback);
        let called = std::mem::take(&mut *lock(&self.called));
        runtime::declare(ctx, &names, &self.names, runtime, module, tc.index, &called)
    }
}

impl MemrefPatterns {
    /// The callee for runtime function `name` in the module around the
    /// body `rw` converts, recorded as called; `None` when that module
    /// declares it with a different type (an error, the pass goes on).
    fn runtime_callee(&self, rw: &mut BodyRewriter, name: Ident) -> Option<Ident> {
        let Some(r) = self.runtime.get().and_then(|r| r.of(rw.module)) else {
            self.note_call(name);
            return Some(name);
        };
        let callee = r.get(name);
        match callee {
            Some(c) => self.note_call(c),
            None => rw.notes.nonfatal.extend(r.conflict(name).cloned()),
        }
        callee
    }
}

impl Patterns for MemrefPatterns {
    fn dialect(&self) -> Dialect {
        Dialect::Memref
    }

    fn rewrite(&self, rw: &mut BodyRewriter, op: Op) -> Result<bool, Diag> {
        use Opcode::*;
        Ok(match rw.old.op(op).opcode {
            MemrefAlloc => alloc::alloc(rw, self, op),
            MemrefAlloca => alloc::alloca(rw, self, op),
            MemrefDealloc => alloc::dealloc(rw, self, op),
            MemrefLoad => access::load(rw, self, op),
            MemrefStore => access::store(rw, self, op),
            MemrefAtomicRmw => access::atomic_rmw(rw, self, op),
            MemrefGenericAtomicRmw => generic_atomic::generic_atomic_rmw(rw, self, op),
            MemrefAtomicYield => generic_atomic::atomic_yield(rw, self, op),
            MemrefPrefetch => access::prefetch(rw, self, op),
            MemrefAssumeAlignment => access::assume_alignment(rw, self, op),
            MemrefDim => access::dim(rw, self, op),
            MemrefRank => access::rank(rw, op),
            MemrefCast => views::cast(rw, self, op),
            MemrefMemorySpaceCast => views::memory_space_cast(rw, self, op),
            MemrefReinterpretCast => views::reinterpret_cast(rw, self, op),
            MemrefView => views::view(rw, self, op),
            MemrefTranspose => views::transpose(rw, self, op),
            MemrefExtractAlignedPointerAsIndex => views::extract_aligned_pointer(rw, self, op),
            MemrefExtractStridedMetadata => views::extract_strided_metadata(rw, op),
            MemrefGetGlobal => views::get_global(rw, self, op),
            MemrefCopy => copy::copy(rw, self, op),
            MemrefReshape => reshape::reshape(rw, self, op),
            MemrefAllocaScope => scope::alloca_scope(rw, op),
            MemrefAllocaScopeReturn => scope::alloca_scope_return(rw, op),
            _ => false,
        })
    }
}
