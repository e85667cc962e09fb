//! Parallel translation: the module's function bodies are split into
//! contiguous runs of similar size, each translated by a rayon worker into
//! its own `LLVMContext` (LLVM contexts are single-threaded). Each part
//! declares every symbol it does not define. The parts are either handed
//! over as separate modules or linked into one.
//!
//! Modules in different contexts cannot be linked directly, so parts move
//! into the first part's context as bitcode. While parts are separate every
//! definition has external linkage (so references across parts resolve);
//! the linked module gets the real linkage back.

use llvm_sys::bit_reader::LLVMParseBitcodeInContext2;
use llvm_sys::core::*;
use llvm_sys::linker::LLVMLinkModules2;
use rayon::prelude::*;
use strata_ir::{Context, Diag, Module, Opcode, SrcLoc};

use super::module::{restore_linkage, Part};
use super::print_merge::{self, IrText};
use super::verify::verify_if_asked;
use super::{translate, ModuleTranslator, TranslateOptions};
use crate::{LlvmModule, LlvmText};

/// Translates `m` in up to `workers` parts, each a module in its own
/// context. Definitions have external linkage in every part; a JIT can take
/// the parts as they are. The split and the output depend only on `m` and
/// `workers`.
pub fn translate_split(
    ctx: &Context,
    m: &Module,
    opts: &TranslateOptions,
    workers: usize,
) -> Result<Vec<LlvmModule>, Diag> {
    let parts = split(m, workers.max(1));
    let externalize = parts.len() > 1;
    let results: Vec<Result<LlvmModule, Diag>> = parts
        .into_par_iter()
        .enumerate()
        .map(|(i, bodies)| {
            let part = Part {
                define_globals: i == 0,
                bodies,
                externalize,
            };
            translate_part(ctx, m, &opts.module_name, &part)
        })
        .collect();
    // The first error in part order, whatever the scheduling.
    results.into_iter().collect()
}

/// Translates `m` with up to `workers` threads and links the parts into one
/// module (in the first part's context), with the source's linkage.
pub fn translate_parallel(
    ctx: &Context,
    m: &Module,
    opts: &TranslateOptions,
    workers: usize,
) -> Result<LlvmModule, Diag> {
    let mut parts = translate_split(ctx, m, opts, workers)?.into_iter();
    let Some(first) = parts.next() else {
        return Err(Diag::error(SrcLoc::default(), "no module produced"));
    };
    let linked = parts.len() > 0;
    for part in parts {
        let bitcode = part.to_bitcode();
        drop(part);
        // SAFETY: the bitcode is parsed into the first part's context and
        // the parsed module is consumed by the linker.
        unsafe {
            let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
                bitcode.as_ptr() as *const _,
                bitcode.len(),
                c"part".as_ptr(),
            );
            let mut src = std::ptr::null_mut();
            let failed = LLVMParseBitcodeInContext2(first.context_raw(), buf, &mut src) != 0;
            LLVMDisposeMemoryBuffer(buf);
            if failed || src.is_null() {
                return Err(Diag::error(
                    SrcLoc::default(),
                    "cannot reload a translated part",
                ));
            }
            if LLVMLinkModules2(first.module_raw(), src) != 0 {
                return Err(Diag::error(
                    SrcLoc::default(),
                    "cannot link the translated parts",
                ));
            }
        }
    }
    if linked {
        restore_linkage(ctx, m, first.module_raw());
    }
    verify_if_asked(&first, ctx, m, opts.verify)?;
    Ok(first)
}

/// Translates `m` and prints it as LLVM IR text: the bytes `translate` and
/// [`LlvmModule::print_ir`] give, made with up to `workers` threads. The
/// module is translated in parts, each printed on its own thread, and the
/// texts merged (see [`super::print_merge`]); a module the merge does not
/// cover, or a failing part, is translated and printed whole instead.
pub fn translate_to_text(
    ctx: &Context,
    m: &Module,
    opts: &TranslateOptions,
    workers: usize,
) -> Result<IrText, Diag> {
    if let Ok(text) = translate_to_text_merged(ctx, m, opts, workers) {
        return Ok(text);
    }
    let module = translate(ctx, m, opts)?;
    let text = module.print_ir();
    if !opts.free_modules {
        std::mem::forget(module);
    }
    Ok(IrText::whole(text))
}

/// The parallel path of [`translate_to_text`] alone, for tests: the merged
/// text, or why there is none (too few workers or functions, block
/// addresses, a failing part, or the reason the merge declined).
#[doc(hidden)]
pub fn translate_to_text_merged(
    ctx: &Context,
    m: &Module,
    opts: &TranslateOptions,
    workers: usize,
) -> Result<IrText, &'static str> {
    if uses_block_addresses(m) {
        return Err("block addresses");
    }
    let runs = split(m, workers.max(1));
    if runs.len() < 2 {
        return Err("one part");
    }
    let user_functions = runs.last().map_or(0, |r| r.end);
    let printed: Vec<Result<LlvmText, Diag>> = runs
        .par_iter()
        .enumerate()
        .map(|(i, run)| {
            let part = Part {
                define_globals: i == 0,
                bodies: run.clone(),
                externalize: false,
            };
            let module = translate_part(ctx, m, &opts.module_name, &part)?;
            verify_if_asked(&module, ctx, m, opts.verify)?;
            let text = module.print_ir();
            if !opts.free_modules {
                std::mem::forget(module);
            }
            Ok(text)
        })
        .collect();
    // A failing part: the serial translation reports the error.
    let texts = printed
        .into_iter()
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| "a part failed")?;
    let slices: Vec<&[u8]> = texts.iter().map(LlvmText::as_bytes).collect();
    let pieces = print_merge::merge(&slices, user_functions, &runs)?;
    Ok(IrText::merged(texts, pieces))
}

/// `blockaddress` constants name a block of another function, which a part
/// that only declares that function cannot express.
fn uses_block_addresses(m: &Module) -> bool {
    m.bodies.iter().any(|body| {
        let mut found = false;
        body.walk(|op| found |= body.op(op).opcode == Opcode::LlvmBlockaddress);
        found
    })
}

fn translate_part(ctx: &Context, m: &Module, name: &str, part: &Part) -> Result<LlvmModule, Diag> {
    // SAFETY: a fresh context per part, owned by the result (or disposed).
    unsafe {
        let llctx = LLVMContextCreate();
        let result = {
            let mut t = ModuleTranslator::new(ctx, m, llctx, name);
            t.run(part).map(|()| t.take_module())
        };
        match result {
            Ok(llmod) => Ok(LlvmModule::from_raw(llctx, llmod)),
            Err(d) => {
                LLVMContextDispose(llctx);
                Err(d)
            }
        }
    }
}

/// Contiguous ranges of `llvm.func` indices with roughly equal op counts.
fn split(m: &Module, workers: usize) -> Vec<std::ops::Range<usize>> {
    let top = m.body(Module::TOP);
    let costs: Vec<usize> = m
        .top_ops()
        .filter(|&op| top.op(op).opcode == Opcode::LlvmFunc)
        .map(|op| {
            let b = top.op(op).body;
            if b.is_some() {
                m.body(b).ops.len() + 1
            } else {
                1
            }
        })
        .collect();
    let total: usize = costs.iter().sum();
    let workers = workers.min(costs.len()).max(1);
    let target = total.div_ceil(workers).max(1);
    let mut parts = Vec::with_capacity(workers);
    let mut start = 0;
    let mut acc = 0;
    for (i, c) in costs.iter().enumerate() {
        acc += c;
        if acc >= target && parts.len() + 1 < workers {
            parts.push(start..i + 1);
            start = i + 1;
            acc = 0;
        }
    }
    parts.push(start..costs.len());
    parts
}
