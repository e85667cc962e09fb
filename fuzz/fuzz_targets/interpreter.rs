//! `cargo +nightly fuzz run interpreter fuzz/seeds`: see `strata_difftest::fuzz::fuzz_interpreter`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| strata_difftest::fuzz::fuzz_interpreter(data));
