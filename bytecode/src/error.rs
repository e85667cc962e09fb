//! Decoding errors: a message and the file offset it refers to, turned into
//! a `Diag` of the form `<file>:0:0: error: bytecode: MSG at byte N`.

use strata_ir::{Diag, SrcLoc};

/// The file name used in diagnostics when the caller gives none.
pub const DEFAULT_FILE: &str = "<bytecode>";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub offset: usize,
    pub msg: String,
}

pub type Res<T> = Result<T, Error>;

impl Error {
    pub fn new(offset: usize, msg: impl Into<String>) -> Error {
        Error {
            offset,
            msg: msg.into(),
        }
    }

    pub fn into_diag(self, file: &str) -> Diag {
        Diag::error(
            SrcLoc {
                file: file.into(),
                line: 0,
                col: 0,
            },
            format!("bytecode: {} at byte {}", self.msg, self.offset),
        )
    }
}

impl From<Error> for Diag {
    fn from(e: Error) -> Diag {
        e.into_diag(DEFAULT_FILE)
    }
}
