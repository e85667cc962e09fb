//! strata-difftest: the reference interpreter, the random module generator,
//! oracles that run a module in independent ways, and a reducer.
//!
//! - [`interp`]: `Interpreter::new(ctx, module, Limits).run("main", args)`
//!   → [`interp::Outcome`] (`Returned`, `Ub`, `Trap`, `Limit`,
//!   `Unsupported`); runs func/arith/cf/memref/llvm at any stage of lowering.
//! - [`gen`]: `generate(ctx, seed)` → a UB-free module whose `@main() -> i64`
//!   returns a checksum of every value it computed.
//! - [`oracle`]: named oracles (interpreter, Strata's passes + interpreter,
//!   `mlir-opt` + interpreter, `mlir-runner`), `run_case`, and
//!   `run_campaign` which saves mismatches as reproducer `.mlir` files.
//! - [`reduce`]: delta-debugging reducer over verified edits.
//!
//! Examples (`cargo run -p strata-difftest --example NAME`): `gen_one`,
//! `run_file`, `reduce_seed`, `strata_vs_interp`, `scan`.

pub mod fuzz;
pub mod gen;
pub mod interp;
pub mod oracle;
pub mod reduce;
