//! `cargo +nightly fuzz run verify fuzz/seeds`: see `strata_difftest::fuzz::fuzz_verify`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| strata_difftest::fuzz::fuzz_verify(data));
