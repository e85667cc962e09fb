//! `cargo +nightly fuzz run parse fuzz/seeds`: see `strata_difftest::fuzz::fuzz_parse`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| strata_difftest::fuzz::fuzz_parse(data));
