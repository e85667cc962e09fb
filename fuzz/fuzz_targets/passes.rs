//! `cargo +nightly fuzz run passes fuzz/seeds`: see `strata_difftest::fuzz::fuzz_passes`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| strata_difftest::fuzz::fuzz_passes(data));
