//! `cargo +nightly fuzz run bytecode fuzz/seeds`: see `strata_difftest::fuzz::fuzz_bytecode`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| strata_difftest::fuzz::fuzz_bytecode(data));
