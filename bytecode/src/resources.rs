//! The optional `resources` section (FORMAT.md section 6a): the entries of a
//! module's `{-# dialect_resources: ..., external_resources: ... #-}` block,
//! kept as written so `dense_resource<...>` attributes still resolve after a
//! round trip. Strings are inline (length-prefixed UTF-8): blobs are large
//! and used once, so the shared string table would gain nothing.

use strata_ir::{FileResources, ResourceGroup};

use crate::error::{Error, Res};
use crate::wire::{Cursor, WireWrite};

/// The section payload, or `None` when the module has no resources (the
/// section is then omitted, keeping resource-free files unchanged).
pub fn encode(r: &FileResources) -> Option<Vec<u8>> {
    if r.dialect.is_empty() && r.external.is_empty() {
        return None;
    }
    let mut out = Vec::new();
    for groups in [&r.dialect, &r.external] {
        out.uvarint(groups.len() as u64);
        for g in groups {
            put_str(&mut out, &g.owner);
            out.uvarint(g.entries.len() as u64);
            for (k, v) in &g.entries {
                put_str(&mut out, k);
                put_str(&mut out, v);
            }
        }
    }
    Some(out)
}

pub fn decode(mut cur: Cursor) -> Res<FileResources> {
    let mut r = FileResources::default();
    for groups in [&mut r.dialect, &mut r.external] {
        let n = cur.count("resource groups")?;
        for _ in 0..n {
            let owner = get_str(&mut cur)?;
            let m = cur.count("resource entries")?;
            let mut entries = Vec::with_capacity(m);
            for _ in 0..m {
                entries.push((get_str(&mut cur)?, get_str(&mut cur)?));
            }
            groups.push(ResourceGroup { owner, entries });
        }
    }
    cur.expect_end("resources section")?;
    Ok(r)
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    out.uvarint(s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

fn get_str(cur: &mut Cursor) -> Res<String> {
    let n = cur.count("string length")?;
    let at = cur.offset();
    let bytes = cur.bytes(n)?;
    std::str::from_utf8(bytes)
        .map(str::to_string)
        .map_err(|_| Error::new(at, "resource text is not valid UTF-8"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> FileResources {
        FileResources {
            dialect: vec![ResourceGroup {
                owner: "builtin".into(),
                entries: vec![("blob".into(), "\"0x04000000FF\"".into())],
            }],
            external: vec![ResourceGroup {
                owner: "tool".into(),
                entries: vec![("flag".into(), "true".into())],
            }],
        }
    }

    #[test]
    fn round_trips_and_empty_is_omitted() {
        assert!(encode(&FileResources::default()).is_none());
        let bytes = encode(&sample()).unwrap();
        assert_eq!(decode(Cursor::new(&bytes, 0)).unwrap(), sample());
    }

    #[test]
    fn truncated_or_padded_payloads_are_errors() {
        let bytes = encode(&sample()).unwrap();
        for n in 0..bytes.len() {
            assert!(decode(Cursor::new(&bytes[..n], 0)).is_err(), "prefix {n}");
        }
        let mut padded = bytes.clone();
        padded.push(0);
        let e = decode(Cursor::new(&padded, 0)).unwrap_err();
        assert!(e.msg.contains("trailing bytes"), "{e:?}");
    }
}
