//! `cargo run -p strata-benches --example gen_corpus -- OPS FUNCTIONS SEED > file.mlir`
fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap_or_else(|_| panic!("not a number: {a}")))
        .collect();
    let ops = args.first().copied().unwrap_or(200_000) as usize;
    let functions = args.get(1).copied().unwrap_or(1_000) as usize;
    let seed = args.get(2).copied().unwrap_or(1);
    let spec = strata_benches::CorpusSpec::with_total_ops(ops, functions, seed);
    print!("{}", strata_benches::generate(&spec));
}
