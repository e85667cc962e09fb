//! `strata bc info FILE`: what a bytecode file holds, without decoding its
//! bodies.

use std::fmt;

use strata_ir::{BodyId, Context, Diag};

use crate::read::LazyModule;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionSummary {
    pub id: u8,
    pub name: &'static str,
    pub offset: usize,
    pub len: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    pub version: u64,
    pub producer: String,
    pub file_size: usize,
    pub sections: Vec<SectionSummary>,
    pub strings: usize,
    pub op_names: usize,
    pub types: usize,
    pub attrs: usize,
    pub bodies: usize,
    /// Total ops, values and blocks over all bodies (from the body headers).
    pub ops: usize,
    pub values: usize,
    pub blocks: usize,
    /// Top-level symbols with their bodies' section sizes.
    pub symbols: Vec<(String, usize)>,
}

/// Summarises a file. Checks the frame, checksum and tables as a reader
/// would (types and attributes are interned into a scratch context).
pub fn info(bytes: &[u8]) -> Result<Info, Diag> {
    let ctx = Context::new();
    let mut lazy = LazyModule::new(&ctx, bytes)?;
    lazy.complete(true)?;
    let sections = lazy.sections();
    let body_sizes: Vec<usize> = sections
        .iter()
        .filter(|s| s.id == crate::format::section::BODY)
        .map(|s| s.len)
        .collect();
    let mut info = Info {
        version: lazy.version(),
        producer: lazy.producer().to_string(),
        file_size: bytes.len(),
        sections: sections
            .iter()
            .map(|s| SectionSummary {
                id: s.id,
                name: s.name(),
                offset: s.offset,
                len: s.len,
            })
            .collect(),
        strings: lazy.num_strings(),
        op_names: lazy.num_op_names(),
        types: lazy.num_types(),
        attrs: lazy.num_attrs(),
        bodies: lazy.num_bodies(),
        ops: 0,
        values: 0,
        blocks: 0,
        symbols: Vec::new(),
    };
    for k in 0..lazy.num_bodies() {
        if let Some(c) = lazy.counts(BodyId::from_index(k)) {
            info.ops += c.ops;
            info.values += c.values;
            info.blocks += c.blocks;
        }
    }
    for e in lazy.directory() {
        if let (0, Some(s)) = (e.parent.index(), e.symbol) {
            let size = body_sizes.get(e.body.index()).copied().unwrap_or(0);
            info.symbols.push((s.to_string(), size));
        }
    }
    Ok(info)
}

impl fmt::Display for Info {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "format version: {}", self.version)?;
        writeln!(f, "producer: {}", self.producer)?;
        writeln!(f, "size: {} bytes", self.file_size)?;
        writeln!(
            f,
            "strings: {}, op names: {}, types: {}, attributes: {}",
            self.strings, self.op_names, self.types, self.attrs
        )?;
        writeln!(
            f,
            "bodies: {}, ops: {}, values: {}, blocks: {}",
            self.bodies, self.ops, self.values, self.blocks
        )?;
        if self.version >= crate::format::INDEXED {
            writeln!(
                f,
                "checksums: one per section; indexes: strings, types, attributes, body offsets, directory, {} sorted symbols",
                self.symbols.len()
            )?;
        } else {
            writeln!(f, "checksums: one for the whole file; no indexes")?;
        }
        writeln!(f, "sections:")?;
        for s in &self.sections {
            writeln!(
                f,
                "  {:>3} {:<10} offset {:>8}  {:>8} bytes",
                s.id, s.name, s.offset, s.len
            )?;
        }
        if !self.symbols.is_empty() {
            writeln!(f, "symbols:")?;
            for (name, size) in &self.symbols {
                writeln!(f, "  @{name}: {size} bytes")?;
            }
        }
        Ok(())
    }
}
