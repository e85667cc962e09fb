//! A bytecode file mapped into memory, so a lazy reader touches only the
//! pages of the sections it reads.

use std::fs::File;
use std::ops::Deref;
use std::path::Path;

/// The bytes of a file, memory-mapped (or read, when the file cannot be
/// mapped, e.g. a pipe or an empty file).
pub enum MappedFile {
    Mapped(memmap2::Mmap),
    Read(Vec<u8>),
}

impl MappedFile {
    /// Maps `path`; pages are read when first touched (for lazy reading).
    pub fn open(path: &Path) -> std::io::Result<MappedFile> {
        Self::map(path, false)
    }

    /// Maps `path` with every page loaded up front, in one system call
    /// rather than one fault per page (for reading the whole file).
    pub fn open_whole(path: &Path) -> std::io::Result<MappedFile> {
        Self::map(path, true)
    }

    fn map(path: &Path, populate: bool) -> std::io::Result<MappedFile> {
        let file = File::open(path)?;
        if file.metadata()?.len() > 0 {
            let mut opts = memmap2::MmapOptions::new();
            if populate {
                opts.populate();
            }
            // SAFETY: the map is read-only; like every mapped-file reader we
            // rely on the file not being truncated or rewritten while it is
            // mapped (a concurrent writer could change bytes under us, which
            // the reader treats as any other corrupted input).
            if let Ok(m) = unsafe { opts.map(&file) } {
                return Ok(MappedFile::Mapped(m));
            }
        }
        std::fs::read(path).map(MappedFile::Read)
    }
}

impl Deref for MappedFile {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        match self {
            MappedFile::Mapped(m) => m,
            MappedFile::Read(v) => v,
        }
    }
}
