//! `--verify-diagnostics` over a whole input, as mlir-opt 22 checks it
//! (with `--split-input-file` too): the `expected-*` annotations of the
//! whole file are read first, malformed ones reported before any chunk
//! runs; each chunk's diagnostics are checked when it has run (unexpected
//! ones reported then); expectations not met are reported after the last
//! chunk. Only annotations on the lines of the diagnostics count, so one
//! chunk's cannot meet another's diagnostics.

use strata_ir::diag::Diag;
use strata_ir::expect::{self, Expectation};

use crate::args::VerifyDiagnostics;

pub(crate) struct DiagnosticVerifier {
    expectations: Vec<Expectation>,
    mode: VerifyDiagnostics,
    /// An error was reported: the run fails.
    failed: bool,
}

impl DiagnosticVerifier {
    /// Reads the annotations of input `file` (its whole `text`), reporting
    /// the malformed ones.
    pub(crate) fn new(file: &str, text: &str, mode: VerifyDiagnostics) -> Self {
        let (expectations, errors) = expect::parse_expectations(file, text, 1);
        report(&errors);
        DiagnosticVerifier {
            expectations,
            mode,
            failed: !errors.is_empty(),
        }
    }

    /// Checks diagnostics as they are emitted, reporting the unexpected ones
    /// (with `only-expected`, they are neither reported nor a failure).
    pub(crate) fn check(&mut self, diags: &[Diag]) {
        let errors = expect::process(&mut self.expectations, diags);
        if self.mode == VerifyDiagnostics::OnlyExpected {
            return;
        }
        self.failed |= !errors.is_empty();
        report(&errors);
    }

    /// Reports the expectations not met; whether every check held.
    pub(crate) fn finish(self) -> bool {
        let errors = expect::not_produced(&self.expectations);
        report(&errors);
        !self.failed && errors.is_empty()
    }
}

/// The annotations of an input run without `--verify-diagnostics`:
/// mlir-opt 22 still reads them, reporting the malformed ones before any
/// chunk runs and, after the last chunk, every other one as not produced
/// (the run's diagnostics are not matched against them). They do not
/// change the exit status.
pub(crate) struct UncheckedAnnotations {
    expectations: Vec<Expectation>,
}

impl UncheckedAnnotations {
    /// Reads the annotations of input `file` (its whole `text`), reporting
    /// the malformed ones; `None` when there are none.
    pub(crate) fn read(file: &str, text: &str) -> Option<Self> {
        if !expect::may_have_expectations(text) {
            return None;
        }
        let (expectations, errors) = expect::parse_expectations(file, text, 1);
        report(&errors);
        Some(UncheckedAnnotations { expectations })
    }

    /// Reports every well-formed annotation as not produced.
    pub(crate) fn finish(self) {
        report(&expect::not_produced(&self.expectations));
    }
}

fn report(diags: &[Diag]) {
    diags.iter().for_each(crate::diag_render::eprint_diag);
}
