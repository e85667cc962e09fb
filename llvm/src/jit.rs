//! ORC LLJIT through the C API.
//!
//! ```no_run
//! # use strata_llvm::{Jit, LlvmModule};
//! # fn demo(module: LlvmModule) -> strata_llvm::LlvmResult<()> {
//! let jit = Jit::new()?;
//! jit.add_module(module)?;
//! let add: extern "C" fn(i64, i64) -> i64 = unsafe { jit.lookup_fn("add")? };
//! assert_eq!(add(2, 3), 5);
//! # Ok(()) }
//! ```
//!
//! Symbols the module does not define resolve against the process (LLJIT
//! links a process-symbols dylib by default: `malloc`, `free`, `printf`),
//! then against libraries added with [`Jit::load_library`] and functions
//! registered with [`Jit::define_symbols`].

use std::ffi::CStr;
use std::path::Path;
use std::ptr;

use llvm_sys::core::LLVMCreateMemoryBufferWithMemoryRangeCopy;

use llvm_sys::orc2::lljit::{
    LLVMOrcCreateLLJIT, LLVMOrcCreateLLJITBuilder, LLVMOrcDisposeLLJIT,
    LLVMOrcLLJITAddLLVMIRModule, LLVMOrcLLJITAddObjectFile,
    LLVMOrcLLJITBuilderSetJITTargetMachineBuilder, LLVMOrcLLJITGetDataLayoutStr,
    LLVMOrcLLJITGetGlobalPrefix, LLVMOrcLLJITGetMainJITDylib, LLVMOrcLLJITGetTripleString,
    LLVMOrcLLJITLookup, LLVMOrcLLJITMangleAndIntern, LLVMOrcLLJITRef,
};
use llvm_sys::orc2::{
    LLVMJITEvaluatedSymbol, LLVMJITSymbolFlags, LLVMJITSymbolGenericFlags, LLVMOrcAbsoluteSymbols,
    LLVMOrcCSymbolMapPair, LLVMOrcCreateDynamicLibrarySearchGeneratorForPath,
    LLVMOrcCreateNewThreadSafeContextFromLLVMContext, LLVMOrcCreateNewThreadSafeModule,
    LLVMOrcDisposeMaterializationUnit, LLVMOrcDisposeThreadSafeContext,
    LLVMOrcJITDylibAddGenerator, LLVMOrcJITDylibDefine,
    LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine,
};

use crate::error::{c_string, check_error, LlvmError, LlvmResult};
use crate::init::initialize_native_target;
use crate::module::LlvmModule;
use crate::target::{OptLevel, TargetMachine};

/// An LLJIT instance for the host. Code added to it lives as long as it does.
pub struct Jit {
    raw: LLVMOrcLLJITRef,
}

// SAFETY: LLJIT is internally synchronised (its ExecutionSession locks);
// moving it across threads is fine.
unsafe impl Send for Jit {}

impl Jit {
    /// A JIT for the host with LLJIT's defaults.
    pub fn new() -> LlvmResult<Self> {
        initialize_native_target()?;
        let mut raw = ptr::null_mut();
        // SAFETY: a null builder asks for the default configuration.
        let err = unsafe { LLVMOrcCreateLLJIT(&mut raw, ptr::null_mut()) };
        check_error(err, "cannot create the LLVM JIT")?;
        Ok(Jit { raw })
    }

    /// A JIT for the host whose code generator runs at `level` (what
    /// `mlir-runner -O<n>` sets). IR-level optimisation is separate: run
    /// [`crate::run_passes`] on the module before adding it.
    pub fn with_opt_level(level: OptLevel) -> LlvmResult<Self> {
        let machine = TargetMachine::host(level)?;
        let mut raw = ptr::null_mut();
        // SAFETY: the JITTargetMachineBuilder takes over the target machine,
        // the LLJIT builder takes over the JITTargetMachineBuilder, and
        // LLVMOrcCreateLLJIT takes over (and disposes of) the builder.
        let err = unsafe {
            let jtmb = LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(machine.into_raw());
            let builder = LLVMOrcCreateLLJITBuilder();
            LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(builder, jtmb);
            LLVMOrcCreateLLJIT(&mut raw, builder)
        };
        check_error(err, "cannot create the LLVM JIT")?;
        Ok(Jit { raw })
    }

    /// Hands the module (and its context) to the JIT, which compiles it
    /// lazily on the first lookup. The module should have been verified.
    pub fn add_module(&self, module: LlvmModule) -> LlvmResult<()> {
        let (context, module) = module.into_raw();
        // SAFETY: LLVM 22 wants the ThreadSafeContext built from our own
        // context (it takes the context over). The ThreadSafeModule takes
        // the module and a share of the context; our handle to the
        // ThreadSafeContext is then released. AddLLVMIRModule takes the
        // ThreadSafeModule whether or not it succeeds.
        unsafe {
            let ts_context = LLVMOrcCreateNewThreadSafeContextFromLLVMContext(context);
            let ts_module = LLVMOrcCreateNewThreadSafeModule(module, ts_context);
            LLVMOrcDisposeThreadSafeContext(ts_context);
            let dylib = LLVMOrcLLJITGetMainJITDylib(self.raw);
            let err = LLVMOrcLLJITAddLLVMIRModule(self.raw, dylib, ts_module);
            check_error(err, "cannot add the module to the JIT")
        }
    }

    /// Hands an object file (compiled for the host, position-independent)
    /// to the JIT, which links it on the first lookup that needs it. How
    /// `strata run` adds code it compiled in parallel.
    pub fn add_object(&self, object: &[u8]) -> LlvmResult<()> {
        let name = c_string("strata-object")?;
        // SAFETY: the buffer copies `object`; AddObjectFile takes the buffer
        // over whether or not it succeeds.
        unsafe {
            let buffer = LLVMCreateMemoryBufferWithMemoryRangeCopy(
                object.as_ptr().cast(),
                object.len(),
                name.as_ptr(),
            );
            if buffer.is_null() {
                return Err(LlvmError::new("cannot copy the object file for the JIT"));
            }
            let dylib = LLVMOrcLLJITGetMainJITDylib(self.raw);
            let err = LLVMOrcLLJITAddObjectFile(self.raw, dylib, buffer);
            check_error(err, "cannot add the object file to the JIT")
        }
    }

    /// The address of the symbol `name` (unmangled, as written in the IR),
    /// compiling whatever is needed to produce it.
    pub fn lookup(&self, name: &str) -> LlvmResult<u64> {
        let name_c = c_string(name)?;
        let mut address = 0;
        // SAFETY: LLJIT mangles the name itself.
        let err = unsafe { LLVMOrcLLJITLookup(self.raw, &mut address, name_c.as_ptr()) };
        check_error(err, &format!("cannot find symbol '{name}' in the JIT"))?;
        if address == 0 {
            return Err(LlvmError::new(format!(
                "symbol '{name}' resolved to a null address"
            )));
        }
        Ok(address)
    }

    /// Looks up `name` and reinterprets its address as `F`, which must be a
    /// function pointer type (e.g. `extern "C" fn(i64) -> i64`).
    ///
    /// # Safety
    /// `F` must be a pointer-sized function pointer type whose signature and
    /// ABI match the JIT-compiled function.
    pub unsafe fn lookup_fn<F: Copy>(&self, name: &str) -> LlvmResult<F> {
        if std::mem::size_of::<F>() != std::mem::size_of::<usize>() {
            return Err(LlvmError::new(
                "lookup_fn needs a pointer-sized function pointer type",
            ));
        }
        let address = self.lookup(name)? as usize;
        Ok(std::mem::transmute_copy::<usize, F>(&address))
    }

    /// Makes the exported symbols of the shared library at `path` visible to
    /// JIT-compiled code (what `mlir-runner --shared-libs` does).
    pub fn load_library(&self, path: &Path) -> LlvmResult<()> {
        let path_str = path
            .to_str()
            .ok_or_else(|| LlvmError::new(format!("non-UTF-8 library path {path:?}")))?;
        let path_c = c_string(path_str)?;
        let mut generator = ptr::null_mut();
        // SAFETY: on success the generator is handed over to the main dylib.
        unsafe {
            let err = LLVMOrcCreateDynamicLibrarySearchGeneratorForPath(
                &mut generator,
                path_c.as_ptr(),
                LLVMOrcLLJITGetGlobalPrefix(self.raw),
                None,
                ptr::null_mut(),
            );
            check_error(err, &format!("cannot load shared library '{path_str}'"))?;
            LLVMOrcJITDylibAddGenerator(LLVMOrcLLJITGetMainJITDylib(self.raw), generator);
        }
        Ok(())
    }

    /// Defines symbols at fixed addresses (e.g. Rust `extern "C"` runtime
    /// helpers) in the main dylib. Names are unmangled.
    pub fn define_symbols(&self, symbols: &[(&str, usize)]) -> LlvmResult<()> {
        if symbols.is_empty() {
            return Ok(());
        }
        let mut pairs = Vec::with_capacity(symbols.len());
        for &(name, address) in symbols {
            let name_c = c_string(name)?;
            // SAFETY: MangleAndIntern returns a retained pool entry whose
            // reference AbsoluteSymbols takes over.
            let entry = unsafe { LLVMOrcLLJITMangleAndIntern(self.raw, name_c.as_ptr()) };
            pairs.push(LLVMOrcCSymbolMapPair {
                Name: entry,
                Sym: LLVMJITEvaluatedSymbol {
                    Address: address as u64,
                    Flags: LLVMJITSymbolFlags {
                        GenericFlags: LLVMJITSymbolGenericFlags::LLVMJITSymbolGenericFlagsExported
                            as u8
                            | LLVMJITSymbolGenericFlags::LLVMJITSymbolGenericFlagsCallable as u8,
                        TargetFlags: 0,
                    },
                },
            });
        }
        // SAFETY: the unit owns the names; the dylib takes the unit on
        // success, otherwise we dispose of it.
        unsafe {
            let unit = LLVMOrcAbsoluteSymbols(pairs.as_mut_ptr(), pairs.len());
            let err = LLVMOrcJITDylibDefine(LLVMOrcLLJITGetMainJITDylib(self.raw), unit);
            if !err.is_null() {
                LLVMOrcDisposeMaterializationUnit(unit);
            }
            check_error(err, "cannot define symbols in the JIT")
        }
    }

    /// The triple the JIT compiles for.
    pub fn triple(&self) -> String {
        // SAFETY: the string is owned by the JIT and copied here.
        unsafe {
            CStr::from_ptr(LLVMOrcLLJITGetTripleString(self.raw))
                .to_string_lossy()
                .into_owned()
        }
    }

    /// The data layout the JIT compiles with.
    pub fn data_layout(&self) -> String {
        // SAFETY: the string is owned by the JIT and copied here.
        unsafe {
            CStr::from_ptr(LLVMOrcLLJITGetDataLayoutStr(self.raw))
                .to_string_lossy()
                .into_owned()
        }
    }
}

impl std::fmt::Debug for Jit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Jit")
            .field("triple", &self.triple())
            .finish_non_exhaustive()
    }
}

impl Drop for Jit {
    fn drop(&mut self) {
        // SAFETY: we own the JIT. A failure while tearing down (e.g. a
        // deinitializer error) has nowhere to go but stderr.
        let err = unsafe { LLVMOrcDisposeLLJIT(self.raw) };
        if let Err(e) = check_error(err, "disposing of the JIT") {
            eprintln!("warning: {e}");
        }
    }
}
