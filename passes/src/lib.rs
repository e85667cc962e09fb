//! Strata's pass manager and conversions to the LLVM dialect.
//!
//! The public API is small:
//!
//! - [`Pipeline`]: passes in `mlir-opt`'s syntax, built from flags
//!   ([`Pipeline::add_pass`]`("convert-func-to-llvm", "index-bitwidth=32")`)
//!   or a `--pass-pipeline` string ([`Pipeline::parse`]).
//! - [`run_pipeline`]`(ctx, module, pipeline, opts) -> Result<Timings, Diag>`
//!   runs it; [`RunOptions`] sets the thread count and a verifier hook run
//!   after every pass; [`Timings`] holds per-pass wall times for
//!   `--mlir-timing`. [`run_pipeline_summarised`] starts from the opcode
//!   summary the module's verification made.
//!
//! Conversions rewrite each body into a fresh one in a single walk
//! ([`conversion::BodyRewriter`]), dispatching on the op's dialect to a
//! [`conversion::Patterns`] set; sets share one [`TypeConverter`] inside a
//! [`conversion::ConversionSet`], which is where a memref pattern set plugs
//! in.

pub mod arith_expand;
pub mod asserts;
pub mod attr_cache;
pub mod bufferize;
pub mod canonicalize;
pub mod conversion;
pub mod cse;
pub mod data_layout;
pub mod dealloc;
pub mod decl_order;
pub mod diag;
pub mod emulate_wide_int;
pub mod expand_strided_metadata;
pub mod inplace;
pub mod lower_host;
pub mod manager;
pub mod memref;
mod mlir_options;
pub mod names;
pub(crate) mod op_fold;
pub mod pipeline;
pub mod pipeline_text;
pub mod reconcile;
pub mod runtime_verification;
pub mod scf_to_cf;
pub mod spirv_to_llvm;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod type_converter;
pub mod vector_to_scf;

pub use manager::{run_pipeline, run_pipeline_summarised, verify_after_pass, RunOptions, Timings};
pub use pipeline::{is_pass_name, pass_help, Pipeline};
pub use pipeline_text::{dump_pass_pipeline, list_passes};
pub use type_converter::{MemRefConvention, TypeConverter};
