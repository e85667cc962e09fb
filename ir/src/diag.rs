//! Diagnostics in MLIR's form: `file:line:col: error: message`.

use std::fmt;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// A resolved source position. `line` and `col` are 1-based; 0 means unknown.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct SrcLoc {
    /// Shared so that making a location never allocates.
    pub file: std::sync::Arc<str>,
    pub line: u32,
    pub col: u32,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diag {
    pub severity: Severity,
    pub loc: SrcLoc,
    pub message: String,
    /// Attached notes, printed after the main diagnostic.
    pub notes: Vec<Diag>,
    /// How many bytes from `loc`'s column the echoed source line underlines
    /// (`^~~~`), as LLVM's source manager shows a range; 0 or 1 is the caret
    /// alone. mlir-opt underlines only where its diagnostic verifier points
    /// at an `expected-*` directive (the range being the expected text's
    /// length); locations, ranges included, get a caret alone.
    pub underline: u32,
}

impl Diag {
    pub fn error(loc: SrcLoc, message: impl Into<String>) -> Diag {
        Diag {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
            underline: 0,
        }
    }

    pub fn note(loc: SrcLoc, message: impl Into<String>) -> Diag {
        Diag {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
            underline: 0,
        }
    }

    pub fn with_note(mut self, loc: SrcLoc, message: impl Into<String>) -> Diag {
        self.notes.push(Diag {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
            underline: 0,
        });
        self
    }
}

impl fmt::Display for Diag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.loc.line == 0 && self.loc.file.is_empty() {
            write!(
                f,
                "<unknown>:0: {}: {}",
                self.severity.as_str(),
                self.message
            )?;
        } else {
            write!(
                f,
                "{}:{}:{}: {}: {}",
                self.loc.file,
                self.loc.line,
                self.loc.col,
                self.severity.as_str(),
                self.message
            )?;
        }
        for n in &self.notes {
            write!(f, "\n{n}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diag {}

pub type DResult<T> = Result<T, Diag>;
