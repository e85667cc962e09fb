//! Criterion benchmarks of the pipeline's stages on generated modules:
//! text round trip (parse + verify + print), the conversion to the LLVM
//! dialect at 1 and 2 threads, and bytecode write/read.
//!
//! Sample counts and times are kept small so that `cargo bench` finishes in
//! a couple of minutes; pass `--sample-size`/`--measurement-time` for more.

use std::time::Duration;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use strata_benches::{generate, CorpusSpec};
use strata_ir::print::PrintOptions;
use strata_ir::syntax::ParseOptions;
use strata_ir::{Context, Module};
use strata_passes::{run_pipeline, Pipeline, RunOptions};

/// A ≥200k-op func/arith/cf/memref module.
fn large_module() -> String {
    generate(&CorpusSpec::with_total_ops(200_000, 1_000, 1))
}

/// 10,000 small functions: the conversion's parallel unit is the function.
fn many_functions() -> String {
    generate(&CorpusSpec::with_total_ops(200_000, 10_000, 2))
}

fn parse(ctx: &Context, text: &str) -> Module {
    strata_ir::syntax::parse_module(ctx, "bench.mlir", text, &ParseOptions::default())
        .expect("generated corpus parses")
}

fn round_trip(c: &mut Criterion) {
    let text = large_module();
    let mut g = c.benchmark_group("text");
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("parse+verify+print/200k-ops", |b| {
        b.iter(|| {
            let ctx = Context::new();
            let m = parse(&ctx, &text);
            strata_ir::verify::verify_module(&ctx, &m).expect("generated corpus verifies");
            strata_ir::print::print_module(&ctx, &m, PrintOptions::default())
        })
    });
    g.finish();
}

fn convert(c: &mut Criterion) {
    let text = many_functions();
    let mut pipeline = Pipeline::default();
    for pass in ["convert-to-llvm", "reconcile-unrealized-casts"] {
        pipeline.add_pass(pass, "").expect("known pass");
    }
    let mut g = c.benchmark_group("convert-to-llvm");
    g.throughput(Throughput::Bytes(text.len() as u64));
    for threads in [1, 2] {
        g.bench_function(format!("10k-functions/{threads}-threads"), |b| {
            b.iter_batched(
                || {
                    let ctx = Context::new();
                    let m = parse(&ctx, &text);
                    (ctx, m)
                },
                |(ctx, mut m)| {
                    let opts = RunOptions {
                        threads,
                        verify: None,
                        dump: None,
                        emit: None,
                    };
                    run_pipeline(&ctx, &mut m, &pipeline, &opts).expect("conversion succeeds");
                    (ctx, m)
                },
                BatchSize::LargeInput,
            )
        });
    }
    g.finish();
}

fn bytecode(c: &mut Criterion) {
    let text = large_module();
    let ctx = Context::new();
    let m = parse(&ctx, &text);
    let bytes = strata_bytecode::write_module(&ctx, &m);
    let mut g = c.benchmark_group("bytecode");
    g.throughput(Throughput::Bytes(bytes.len() as u64));
    g.bench_function("write/200k-ops", |b| {
        b.iter(|| strata_bytecode::write_module(&ctx, &m))
    });
    g.bench_function("read/200k-ops", |b| {
        b.iter(|| {
            let ctx = Context::new();
            strata_bytecode::read_module(&ctx, &bytes).expect("own output reads back")
        })
    });
    g.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
}

criterion_group! {
    name = benches;
    config = config();
    targets = round_trip, convert, bytecode
}
criterion_main!(benches);
