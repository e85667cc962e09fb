//! Strata's versioned binary module format, specified in `FORMAT.md`.
//!
//! - [`write_module`] serialises a module (bodies encoded in parallel;
//!   output deterministic whatever the thread count or `Context`).
//! - [`read_module`] reads one back; [`LazyModule`] opens a file reading
//!   only what it needs (version 3: the checksummed table and module
//!   sections, entries decoded on first use) and decodes bodies on demand,
//!   singly, one symbol at a time ([`LazyModule::extract`]) or all in
//!   parallel. [`MappedFile`] maps a file so untouched sections are never
//!   read from disk.
//! - [`info`] summarises a file; [`is_bytecode`] recognises the magic.
//!
//! Bad input (truncated, corrupted or forged files) yields a `Diag`
//! `<file>:0:0: error: bytecode: ... at byte N`, never a panic, deep
//! recursion or allocation beyond a small multiple of the input size.

pub mod checksum;
mod error;
pub mod format;
mod info;
mod mapped;
mod read;
mod resources;
mod wire;
mod write;

pub use error::DEFAULT_FILE;
pub use info::{info, Info, SectionSummary};
pub use mapped::MappedFile;
pub use read::layout::{is_bytecode, SectionInfo};
pub use read::{read_module, BodyCounts, DirectoryEntry, LazyModule};
pub use write::write_module;
