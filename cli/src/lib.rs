//! The `strata` command's library part: argument parsing, input/output
//! handling and one module per subcommand (the binary is `src/main.rs`).

pub mod args;
pub mod bench_bytecode;
pub mod bench_codegen;
mod bench_scaling;
pub mod cmd_batch;
pub mod cmd_bc;
pub mod cmd_bench;
pub mod cmd_difftest;
pub mod cmd_opt;
pub mod cmd_run;
pub mod cmd_translate;
pub mod codegen_commands;
pub mod compile;
pub mod diag_render;
pub mod dispatch;
pub mod heap;
pub mod input;
pub mod ir_dump;
pub mod jit_oracle;
mod non_utf8;
pub mod output;
mod verify_diags;
