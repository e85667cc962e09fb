//! The file frame: magic, version, producer, checksum, and the section
//! table (FORMAT.md sections 2 and 3). Nothing here looks inside a section.

use crate::checksum::{fnv1a_64, section_hash};
use crate::error::{Error, Res};
use crate::format::{self, section};
use crate::wire::Cursor;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionInfo {
    pub id: u8,
    /// Offset of the section's id byte in the file.
    pub offset: usize,
    /// Offset and length of its payload.
    pub payload_offset: usize,
    pub len: usize,
    /// Version 3: the section's stored checksum.
    pub hash: Option<u64>,
}

impl SectionInfo {
    pub fn name(&self) -> &'static str {
        section::name(self.id)
    }

    /// Offset just past the section.
    pub fn end(&self) -> usize {
        self.payload_offset + self.len
    }

    /// Checks a version 3 section's checksum (nothing to do before).
    pub fn verify(&self, bytes: &[u8]) -> Res<()> {
        let Some(stored) = self.hash else {
            return Ok(());
        };
        let payload = &bytes[self.payload_offset..self.end()];
        let actual = section_hash(format::section_seed(self.id, self.len), payload);
        if stored != actual {
            return Err(Error::new(
                self.offset,
                format!(
                    "checksum mismatch in section '{}' (stored {stored:#018x}, computed {actual:#018x})",
                    self.name()
                ),
            ));
        }
        Ok(())
    }

    pub fn cursor<'b>(&self, bytes: &'b [u8]) -> Cursor<'b> {
        Cursor::new(
            &bytes[self.payload_offset..self.payload_offset + self.len],
            self.payload_offset,
        )
    }
}

pub struct Layout {
    pub version: u64,
    pub producer: String,
    pub sections: Vec<SectionInfo>,
    /// Indices into `sections` of the required sections, in format order.
    pub strings: usize,
    pub dialects: usize,
    pub op_names: usize,
    pub constants: usize,
    pub module: usize,
    pub bodies: Vec<usize>,
    /// The optional `resources` section, when present (the last one wins).
    pub resources: Option<usize>,
}

/// Length of the checksum section: id, length 8, eight bytes.
const CHECKSUM_SECTION_LEN: usize = 10;

pub fn is_bytecode(bytes: &[u8]) -> bool {
    bytes.starts_with(&format::MAGIC)
}

/// The file header: version, producer, and where the sections start.
pub struct Header {
    pub version: u64,
    pub producer: String,
    pub end: usize,
}

/// Reads the header. From version 3 it ends with the checksum of the bytes
/// before it, checked here.
pub fn header(bytes: &[u8]) -> Res<Header> {
    if !is_bytecode(bytes) {
        return Err(Error::new(0, "not a Strata bytecode file (bad magic)"));
    }
    let mut cur = Cursor::new(bytes, 0);
    cur.bytes(format::MAGIC.len())?;
    let at = cur.offset();
    let version = cur.uvarint()?;
    if version > format::VERSION {
        return Err(Error::new(
            at,
            format!(
                "version {version} is newer than the supported version {}",
                format::VERSION
            ),
        ));
    }
    if version < format::MIN_VERSION {
        return Err(Error::new(at, format!("unsupported version {version}")));
    }
    if version < format::INDEXED {
        // The caller reads the whole frame with `scan`.
        return Ok(Header {
            version,
            producer: String::new(),
            end: 0,
        });
    }
    let n = cur.count("producer length")?;
    let at = cur.offset();
    let producer = std::str::from_utf8(cur.bytes(n)?)
        .map_err(|_| Error::new(at, "producer is not valid UTF-8"))?
        .to_string();
    let end = cur.offset();
    let stored = cur.u64le()?;
    if stored != section_hash(0, &bytes[..end]) {
        return Err(Error::new(end, "checksum mismatch in the file header"));
    }
    Ok(Header {
        version,
        producer,
        end: cur.offset(),
    })
}

/// The version 3 section frame at `at`: id, length, checksum (not yet
/// verified), payload within the file.
pub fn frame(bytes: &[u8], at: usize) -> Res<SectionInfo> {
    let Some(rest) = bytes.get(at..) else {
        return Err(Error::new(at, "section offset outside the file"));
    };
    let mut cur = Cursor::new(rest, at);
    let id = cur.byte()?;
    if id & 0x80 != 0 {
        return Err(Error::new(at, format!("invalid section id {id}")));
    }
    let len_at = cur.offset();
    let len = cur.uvarint()?;
    let hash = cur.u64le()?;
    if len > cur.remaining() as u64 {
        return Err(Error::new(
            len_at,
            format!(
                "section length {len} exceeds the {} bytes left",
                cur.remaining()
            ),
        ));
    }
    Ok(SectionInfo {
        id,
        offset: at,
        payload_offset: cur.offset(),
        len: len as usize,
        hash: Some(hash),
    })
}

pub fn scan(bytes: &[u8]) -> Res<Layout> {
    if !is_bytecode(bytes) {
        return Err(Error::new(0, "not a Strata bytecode file (bad magic)"));
    }
    let mut cur = Cursor::new(bytes, 0);
    cur.bytes(format::MAGIC.len())?;
    let at = cur.offset();
    let version = cur.uvarint()?;
    if version > format::VERSION {
        return Err(Error::new(
            at,
            format!(
                "version {version} is newer than the supported version {}",
                format::VERSION
            ),
        ));
    }
    if version < format::MIN_VERSION {
        return Err(Error::new(at, format!("unsupported version {version}")));
    }
    verify_checksum(bytes)?;
    let body_end = bytes.len() - CHECKSUM_SECTION_LEN;
    let mut cur = Cursor::new(&bytes[..body_end], 0);
    cur.bytes(format::MAGIC.len())?;
    cur.uvarint()?;
    let n = cur.count("producer length")?;
    let at = cur.offset();
    let producer = std::str::from_utf8(cur.bytes(n)?)
        .map_err(|_| Error::new(at, "producer is not valid UTF-8"))?
        .to_string();

    let mut sections = Vec::new();
    while !cur.is_empty() {
        let offset = cur.offset();
        let id = cur.byte()?;
        if id & 0x80 != 0 {
            return Err(Error::new(offset, format!("invalid section id {id}")));
        }
        let len = cur.count("section length")?;
        let payload_offset = cur.offset();
        cur.bytes(len)?;
        sections.push(SectionInfo {
            id,
            offset,
            payload_offset,
            len,
            hash: None,
        });
    }
    sections.push(SectionInfo {
        id: section::CHECKSUM,
        offset: body_end,
        payload_offset: body_end + 2,
        len: 8,
        hash: None,
    });
    order(version, producer, sections)
}

fn verify_checksum(bytes: &[u8]) -> Res<()> {
    let n = bytes.len();
    if n < format::MAGIC.len() + 1 + CHECKSUM_SECTION_LEN {
        return Err(Error::new(n, "file too short for a checksum section"));
    }
    let at = n - CHECKSUM_SECTION_LEN;
    if bytes[at] != section::CHECKSUM || bytes[at + 1] != 8 {
        return Err(Error::new(at, "missing checksum section at the end"));
    }
    let mut stored = [0u8; 8];
    stored.copy_from_slice(&bytes[at + 2..]);
    let stored = u64::from_le_bytes(stored);
    let actual = fnv1a_64(&bytes[..at]);
    if stored != actual {
        return Err(Error::new(
            at,
            format!("checksum mismatch (stored {stored:#018x}, computed {actual:#018x})"),
        ));
    }
    Ok(())
}

/// Checks the section order of FORMAT.md section 2 and finds each section.
fn order(version: u64, producer: String, sections: Vec<SectionInfo>) -> Res<Layout> {
    const REQUIRED: [u8; 5] = [
        section::STRINGS,
        section::DIALECTS,
        section::OP_NAMES,
        section::CONSTANTS,
        section::MODULE,
    ];
    let mut found = [usize::MAX; 5];
    let mut next = 0;
    let mut bodies = Vec::new();
    let mut resources = None;
    for (i, s) in sections.iter().enumerate() {
        match s.id {
            section::RESOURCES => resources = Some(i),
            section::BODY if next == REQUIRED.len() => bodies.push(i),
            section::CHECKSUM if i + 1 == sections.len() => {}
            id if id >= section::FIRST_OPTIONAL && id != section::CHECKSUM => {}
            id if next < REQUIRED.len() && id == REQUIRED[next] => {
                found[next] = i;
                next += 1;
            }
            id => {
                let known =
                    REQUIRED.contains(&id) || id == section::BODY || id == section::CHECKSUM;
                let msg = if known {
                    format!("section '{}' out of order", section::name(id))
                } else {
                    format!("unknown required section id {id}")
                };
                return Err(Error::new(s.offset, msg));
            }
        }
    }
    if next < REQUIRED.len() {
        let at = sections.last().map_or(0, |s| s.offset);
        return Err(Error::new(
            at,
            format!("missing section '{}'", section::name(REQUIRED[next])),
        ));
    }
    Ok(Layout {
        version,
        producer,
        sections,
        strings: found[0],
        dialects: found[1],
        op_names: found[2],
        constants: found[3],
        module: found[4],
        bodies,
        resources,
    })
}
