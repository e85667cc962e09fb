//! Bad input: truncated, bit-flipped and forged files give a `Diag` naming a
//! byte offset, never a panic.

mod common;

use std::panic::{catch_unwind, AssertUnwindSafe};

use common::*;
use strata_bytecode::checksum::fnv1a_64;
use strata_bytecode::*;
use strata_ir::*;

/// A small module: one function with a block argument, an add, a return.
fn small_file() -> Vec<u8> {
    let ctx = Context::new();
    let loc = ctx.loc_file_line_col("a.mlir", 1, 2);
    let (mut m, fb, e) = function_module(&ctx, &[TypeId::I32], loc);
    let b = m.body_mut(fb);
    let a = b.block_args(e)[0];
    let add = b.push_op(e, &spec(&ctx, "arith.addi", &[a, a], &[TypeId::I32]));
    let s = b.result(add, 0);
    b.push_op(e, &spec(&ctx, "func.return", &[s], &[]));
    write_module(&ctx, &m)
}

/// Recomputes the trailing checksum of a version 1 or 2 file, as a forger
/// would.
fn reseal(bytes: &mut [u8]) {
    let n = bytes.len();
    let h = fnv1a_64(&bytes[..n - 10]);
    bytes[n - 8..].copy_from_slice(&h.to_le_bytes());
}

/// Recomputes every checksum of a version 3 file (the header's and each
/// section's) as far as its frame can be followed.
fn reseal_v3(bytes: &mut [u8]) {
    use strata_bytecode::checksum::section_hash;
    fn varint(b: &[u8], pos: &mut usize) -> Option<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let x = *b.get(*pos)?;
            *pos += 1;
            v |= ((x & 0x7f) as u64) << shift;
            if x & 0x80 == 0 {
                return Some(v);
            }
        }
        None
    }
    let mut pos = 8;
    let Some(_) = varint(bytes, &mut pos) else {
        return;
    };
    let Some(n) = varint(bytes, &mut pos) else {
        return;
    };
    let end = pos + n as usize;
    if end + 8 > bytes.len() {
        return;
    }
    let h = section_hash(0, &bytes[..end]);
    bytes[end..end + 8].copy_from_slice(&h.to_le_bytes());
    pos = end + 8;
    while pos < bytes.len() {
        let id = bytes[pos];
        pos += 1;
        let Some(len) = varint(bytes, &mut pos) else {
            return;
        };
        let (h_at, start) = (pos, pos + 8);
        let Some(stop) = start
            .checked_add(len as usize)
            .filter(|&e| e <= bytes.len())
        else {
            return;
        };
        let seed = strata_bytecode::format::section_seed(id, len as usize);
        let h = section_hash(seed, &bytes[start..stop]);
        bytes[h_at..start].copy_from_slice(&h.to_le_bytes());
        pos = stop;
    }
}

/// Reads `bytes` into a fresh context; panics are turned into test failures
/// that name the case. A successful read must also write back.
fn try_read(bytes: &[u8], case: &str) -> Result<(), String> {
    let r = catch_unwind(AssertUnwindSafe(|| {
        let ctx = Context::new();
        match read_module(&ctx, bytes) {
            Ok(m) => {
                write_module(&ctx, &m);
                Ok(())
            }
            Err(d) => Err(d.to_string()),
        }
    }));
    match r {
        Ok(r) => r,
        Err(_) => panic!("reader panicked on {case}"),
    }
}

/// Opens `bytes` lazily and extracts every symbol the directory names: an
/// error is fine, a panic is not.
fn try_extract(bytes: &[u8], case: &str) {
    let r = catch_unwind(AssertUnwindSafe(|| {
        let ctx = Context::new();
        let Ok(lazy) = LazyModule::new(&ctx, bytes) else {
            return;
        };
        let names: Vec<String> = lazy
            .directory()
            .filter_map(|e| e.symbol.map(str::to_string))
            .collect();
        for n in names {
            if let Ok(m) = lazy.extract(&n) {
                strata_ir::print::print_module(&ctx, &m, Default::default());
            }
        }
        for k in 0..lazy.num_bodies() {
            let _ = lazy.body(BodyId::from_index(k));
        }
    }));
    if r.is_err() {
        panic!("lazy reader panicked on {case}");
    }
}

fn assert_diag_form(msg: &str) {
    assert!(
        msg.starts_with("<bytecode>:0:0: error: bytecode: ") && msg.contains(" at byte "),
        "{msg}"
    );
}

#[test]
fn every_truncation_is_rejected() {
    let bytes = small_file();
    assert!(try_read(&bytes, "intact").is_ok());
    for n in 0..bytes.len() {
        let e = try_read(&bytes[..n], &format!("prefix {n}")).unwrap_err();
        assert_diag_form(&e);
    }
}

#[test]
fn every_bit_flip_is_rejected() {
    let bytes = small_file();
    for i in 0..bytes.len() {
        for bit in 0..8 {
            let mut b = bytes.clone();
            b[i] ^= 1 << bit;
            let e = try_read(&b, &format!("flip {i}.{bit}")).unwrap_err();
            assert_diag_form(&e);
            try_extract(&b, &format!("flip {i}.{bit}"));
        }
    }
}

#[test]
fn forged_bit_flips_and_truncations_never_panic() {
    // The checksum is recomputed, so the decoders themselves face every
    // mutation of a module using every type and attribute kind.
    let ctx = Context::new();
    let bytes = write_module(&ctx, &sample_module(&ctx));
    let mut rejected = 0;
    for i in 0..bytes.len() {
        for mask in [0x01u8, 0x80, 0xff] {
            let mut b = bytes.clone();
            b[i] ^= mask;
            reseal_v3(&mut b);
            if try_read(&b, &format!("forged flip {i}^{mask:#x}")).is_err() {
                rejected += 1;
            }
            try_extract(&b, &format!("forged flip {i}^{mask:#x}"));
        }
    }
    // Most mutations break something the reader checks.
    assert!(rejected > bytes.len(), "{rejected} of {}", 3 * bytes.len());
    for n in 9..bytes.len() {
        let mut b = bytes[..n].to_vec();
        reseal_v3(&mut b);
        let e = try_read(&b, &format!("forged truncation {n}")).unwrap_err();
        assert_diag_form(&e);
    }
}

#[test]
fn forged_mutations_of_old_versions_never_panic() {
    // The version 1 and 2 decoders (whole-file checksum recomputed).
    for name in ["v1.sbc", "v2.sbc"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures")
            .join(name);
        let bytes = std::fs::read(path).unwrap();
        let body_end = bytes.len() - 10;
        for i in 0..body_end {
            for mask in [0x01u8, 0x80, 0xff] {
                let mut b = bytes.clone();
                b[i] ^= mask;
                reseal(&mut b);
                let _ = try_read(&b, &format!("{name} forged flip {i}^{mask:#x}"));
                try_extract(&b, &format!("{name} forged flip {i}^{mask:#x}"));
            }
        }
    }
}

// ---- hand-made files ----

fn varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn section(out: &mut Vec<u8>, id: u8, payload: &[u8]) {
    out.push(id);
    varint(out, payload.len() as u64);
    out.extend_from_slice(payload);
}

fn file(version: u64, sections: &[(u8, Vec<u8>)]) -> Vec<u8> {
    let mut out = vec![0x89, b'S', b'T', b'B', b'C', 0x0D, 0x0A, 0x1A];
    varint(&mut out, version);
    out.push(1);
    out.push(b'x');
    for (id, p) in sections {
        section(&mut out, *id, p);
    }
    let h = fnv1a_64(&out);
    section(&mut out, 127, &h.to_le_bytes());
    out
}

/// The sections of a valid empty module; `strings`/`op_names` name one op
/// `test.r` for the body tests.
fn base() -> Vec<(u8, Vec<u8>)> {
    vec![
        (1, [&[1u8, 6][..], b"test.r"].concat()),
        (2, vec![0]),
        (3, vec![1, 0]),
        // No types; attrs: 0 = {} and 1 = loc(unknown).
        (4, vec![0, 2, 2, 71, 0, 77]),
        (5, vec![0, 1, 1]),
        // 0 ops, 0 values, 1 block, 1 region; one root region holding one
        // empty block.
        (6, vec![0, 0, 1, 1, 1, 1, 0, 0]),
    ]
}

fn read_err(bytes: &[u8]) -> String {
    try_read(bytes, "hand-made file").unwrap_err()
}

#[test]
fn hand_made_base_file_reads() {
    let ctx = Context::new();
    let m = read_module(&ctx, &file(1, &base())).unwrap();
    assert_eq!(m.count_ops(), 0);
    assert_eq!(m.bodies.len(), 1);
}

#[test]
fn header_errors() {
    assert_eq!(
        read_err(b""),
        "<bytecode>:0:0: error: bytecode: not a Strata bytecode file (bad magic) at byte 0"
    );
    assert!(!is_bytecode(b"module {}"));
    assert_eq!(
        read_err(&file(5, &base())),
        "<bytecode>:0:0: error: bytecode: version 5 is newer than the supported version 4 at byte 8"
    );
    assert!(read_err(&file(0, &base())).ends_with("unsupported version 0 at byte 8"));
    let mut b = file(1, &base());
    let n = b.len();
    b[n - 1] ^= 0x40;
    let e = read_err(&b);
    assert!(e.contains("checksum mismatch"), "{e}");
    assert!(e.ends_with(&format!("at byte {}", n - 10)), "{e}");
}

#[test]
fn section_table_errors() {
    // An unknown required section id.
    let mut s = base();
    s.insert(1, (9, vec![]));
    assert!(read_err(&file(1, &s)).contains("unknown required section id 9"));
    // An unknown optional section is skipped.
    let mut s = base();
    s.insert(1, (70, vec![1, 2, 3]));
    let ctx = Context::new();
    assert!(read_module(&ctx, &file(1, &s)).is_ok());
    // Out of order.
    let mut s = base();
    s.swap(0, 1);
    assert!(read_err(&file(1, &s)).contains("out of order"));
    // Missing body section.
    let mut s = base();
    s.pop();
    assert!(read_err(&file(1, &s)).contains("1 bodies declared but the file has 0 body sections"));
}

#[test]
fn huge_counts_are_rejected_before_allocating() {
    let mut s = base();
    let mut p = Vec::new();
    varint(&mut p, u64::MAX >> 1);
    s[0].1 = p;
    let e = read_err(&file(1, &s));
    assert!(
        e.contains("string count 9223372036854775807 exceeds the 0 bytes left"),
        "{e}"
    );
    // A body claiming a billion ops.
    let mut s = base();
    let mut p = Vec::new();
    varint(&mut p, 1 << 30);
    p.extend_from_slice(&[0, 1, 1, 1, 1, 0, 0]);
    s[5].1 = p;
    assert!(read_err(&file(1, &s)).contains("op count 1073741824 exceeds"));
}

#[test]
fn out_of_range_and_forward_references_are_rejected() {
    // Type 0 refers to itself (a cycle): an index not yet defined.
    let mut s = base();
    s[3].1 = vec![1, 2, 3, 4, 0, 71, 0, 77];
    let e = read_err(&file(1, &s));
    assert!(e.contains("type index 0 out of range (have 0)"), "{e}");
    // Module attributes pointing past the table.
    let mut s = base();
    s[4].1 = vec![5, 1, 1];
    assert!(read_err(&file(1, &s)).contains("attribute index 5 out of range (have 2)"));
    // Module attributes that are a location, not a dictionary.
    let mut s = base();
    s[4].1 = vec![1, 1, 1];
    assert!(read_err(&file(1, &s)).contains("module attributes are not a dictionary"));
    // An operand beyond the body's values.
    let mut s = base();
    s[5].1 = vec![1, 0, 1, 1, 1, 1, 0, 1, 0, 0x08, 1, 3];
    assert!(read_err(&file(1, &s)).contains("value index 3 out of range (have 0)"));
    // Unknown op mask bits.
    let mut s = base();
    s[5].1 = vec![1, 0, 1, 1, 1, 1, 0, 1, 0, 0x80];
    assert!(read_err(&file(1, &s)).contains("unknown op encoding mask bits 0x80"));
    // Unsorted dictionary keys: strings "b", "a".
    let mut s = base();
    s[0].1 = vec![2, 1, b'b', 1, b'a'];
    s[2].1 = vec![0];
    s[3].1 = vec![0, 3, 3, 64, 71, 2, 0, 0, 1, 0, 77];
    s[4].1 = vec![1, 2, 1];
    assert!(read_err(&file(1, &s)).contains("dictionary keys are not sorted and unique"));
}

#[test]
fn inline_location_errors() {
    // Version 2: one op `test.r` with mask LOC, then the location tag.
    let with_loc = |ops: &[&[u8]]| {
        let mut s = base();
        let n = ops.len() as u8;
        let mut body = vec![n, 0, 1, 1, 1, 1, 0, n];
        for tag in ops {
            body.extend_from_slice(&[0, 0x02]);
            body.extend_from_slice(tag);
        }
        s[5].1 = body;
        file(2, &s)
    };
    // File "test.r" (string 0), line 3, column 4: fine.
    let ctx = Context::new();
    let m = read_module(&ctx, &with_loc(&[&[2, 3, 4]])).unwrap();
    let b = &m.bodies[0];
    let op = b
        .block_ops(b.entry_block(b.roots[0]).unwrap())
        .next()
        .unwrap();
    assert!(ctx.same_attr(b.op(op).loc, ctx.loc_file_line_col("test.r", 3, 4)));
    let cases: [(&[&[u8]], &str); 6] = [
        (&[&[3]], "invalid location tag 3 at byte 53"),
        (&[&[9, 0]], "relative location before any file"),
        (&[&[22, 0, 0]], "string index 5 out of range (have 1)"),
        (&[&[4 << 2]], "attribute index 4 out of range (have 2)"),
        (&[&[0]], "expected a location attribute"),
        // Line 1, then 5 lines back.
        (&[&[2, 1, 1], &[37, 0]], "location line out of range"),
    ];
    for (ops, msg) in cases {
        let e = read_err(&with_loc(ops));
        assert!(e.contains(msg), "{ops:?}: {e}");
    }
}

#[test]
fn deep_nesting_is_rejected_without_recursion() {
    // 100 regions nested in one body.
    let n = 100u64;
    let mut p = Vec::new();
    for v in [n, 0, n + 1, n + 1, 1] {
        varint(&mut p, v);
    }
    for _ in 0..n {
        p.extend_from_slice(&[1, 0, 1, 0, 0x20, 1]);
    }
    p.extend_from_slice(&[1, 0, 0]);
    let mut s = base();
    s[5].1 = p;
    let e = read_err(&file(1, &s));
    assert!(e.contains("regions nested deeper than 64"), "{e}");
    // 600 nested complex types.
    let mut c = Vec::new();
    varint(&mut c, 601);
    varint(&mut c, 2);
    varint(&mut c, 603);
    c.push(1);
    for i in 0..600u64 {
        c.push(4);
        varint(&mut c, i);
    }
    c.extend_from_slice(&[71, 0, 77]);
    let mut s = base();
    s[3].1 = c;
    let e = read_err(&file(1, &s));
    assert!(
        e.contains("type or attribute nested deeper than 512"),
        "{e}"
    );
    // A deep affine expression: d0 + (d0 + (d0 + ...)) 600 levels.
    let mut c = vec![0, 3, 3, 71, 0, 77, 76, 1, 0, 1];
    let mut nodes = Vec::new();
    for _ in 0..601 {
        nodes.extend_from_slice(&[0, 0]);
    }
    nodes.extend(std::iter::repeat_n(3u8, 600));
    varint(&mut c, 1201);
    c.extend_from_slice(&nodes);
    let mut s = base();
    s[3].1 = c;
    let e = read_err(&file(1, &s));
    assert!(e.contains("affine expression nested too deeply"), "{e}");
}

#[test]
fn forged_body_links_are_rejected() {
    // Body 1 claims op 0 of body 0 as owner, but op 0 owns no body.
    let mut s = base();
    s[4].1 = vec![0, 1, 2, 0, 0, 0, 0];
    s[5].1 = vec![1, 0, 1, 1, 1, 1, 0, 1, 0, 0];
    s.push((6, vec![0, 0, 0, 1, 1, 0]));
    let e = read_err(&file(1, &s));
    assert!(e.contains("body 1 is not owned by op 0 of body 0"), "{e}");
    // An op naming a body whose directory entry names another owner.
    let mut s = base();
    s[4].1 = vec![0, 1, 2, 0, 1, 0, 0];
    s[5].1 = vec![2, 0, 1, 1, 1, 1, 0, 2, 0, 0x40, 1, 0, 0];
    s.push((6, vec![0, 0, 0, 1, 1, 0]));
    let e = read_err(&file(1, &s));
    assert!(e.contains("body 1 is not owned by op 0 of body 0"), "{e}");
}

#[test]
fn newer_dialect_versions_are_rejected() {
    let mut s = base();
    s[0].1 = vec![1, 4, b'l', b'l', b'v', b'm'];
    s[1].1 = vec![1, 0, 2];
    s[2].1 = vec![0];
    let e = read_err(&file(1, &s));
    assert!(
        e.contains("dialect 'llvm' version 2 is newer than the supported version 1"),
        "{e}"
    );
    // Unknown dialects are ignored.
    s[0].1 = vec![1, 3, b'f', b'o', b'o'];
    let ctx = Context::new();
    assert!(read_module(&ctx, &file(1, &s)).is_ok());
}

#[test]
fn damage_is_found_in_the_sections_that_are_read() {
    let ctx = Context::new();
    let bytes = write_module(&ctx, &sample_module(&ctx));
    let ctx2 = Context::new();
    let mut lazy = LazyModule::new(&ctx2, &bytes).unwrap();
    lazy.complete(true).unwrap();
    let g = lazy.lookup("g").unwrap();
    let g_section = lazy
        .sections()
        .iter()
        .filter(|s| s.id == format::section::BODY)
        .nth(g.index())
        .unwrap()
        .clone();
    // Flip the last byte of @g's body section.
    let mut b = bytes.clone();
    b[g_section.payload_offset + g_section.len - 1] ^= 0x01;
    let ctx3 = Context::new();
    let lazy = LazyModule::new(&ctx3, &b).unwrap();
    // @f does not read @g's section: it reads as before.
    let f = lazy.extract("f").unwrap();
    assert_eq!(f.bodies.len(), 2);
    // @g does, and so does reading everything.
    let e = lazy.extract("g").err().unwrap().to_string();
    assert!(
        e.starts_with("<bytecode>:0:0: error: bytecode: checksum mismatch in section 'body'")
            && e.ends_with(&format!("at byte {}", g_section.offset)),
        "{e}"
    );
    let e = read_module(&Context::new(), &b).err().unwrap().to_string();
    assert!(e.contains("checksum mismatch in section 'body'"), "{e}");
    // A damaged table section is found on opening.
    let strings = lazy.sections()[0].clone();
    let mut b = bytes.clone();
    b[strings.payload_offset + 3] ^= 0x20;
    let e = LazyModule::new(&Context::new(), &b)
        .err()
        .unwrap()
        .to_string();
    assert!(
        e.contains("checksum mismatch in section 'strings'")
            && e.ends_with(&format!("at byte {}", strings.offset)),
        "{e}"
    );
}

#[test]
fn forged_mutations_give_the_same_diagnostic_at_any_thread_count() {
    // `read_module` checks the whole file while it decodes the bodies;
    // which damage it reports must not depend on how they interleave.
    let ctx = Context::new();
    let bytes = write_module(&ctx, &sample_module(&ctx));
    let pools: Vec<rayon::ThreadPool> = [1, 4]
        .iter()
        .map(|&n| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(n)
                .build()
                .unwrap()
        })
        .collect();
    for i in 0..bytes.len() {
        for mask in [0x01u8, 0xff] {
            let mut b = bytes.clone();
            b[i] ^= mask;
            reseal_v3(&mut b);
            let case = format!("forged flip {i}^{mask:#x}");
            let serial = pools[0].install(|| try_read(&b, &case));
            let parallel = pools[1].install(|| try_read(&b, &case));
            assert_eq!(serial, parallel, "{case}");
        }
    }
}

// ---- version 4 op records ----

/// `small_file` with the payload of body 1 (the function) changed by
/// `edit`, checksums recomputed.
fn with_function_payload(edit: impl FnOnce(&mut [u8])) -> Vec<u8> {
    let mut bytes = small_file();
    let s = {
        let ctx = Context::new();
        let lazy = LazyModule::new(&ctx, &bytes).unwrap();
        assert_eq!(lazy.version(), 4);
        let mut lazy = lazy;
        lazy.complete(true).unwrap();
        lazy.sections()
            .iter()
            .filter(|s| s.id == format::section::BODY)
            .nth(1)
            .unwrap()
            .clone()
    };
    edit(&mut bytes[s.payload_offset..s.payload_offset + s.len]);
    reseal_v3(&mut bytes);
    bytes
}

#[test]
fn version_4_shapes_and_relative_operands_are_checked() {
    // The function body ends with its block's two op records: `arith.addi`
    // (shape 0, operands %a %a: value 0 from base 1, d = 0 twice) and
    // `func.return` (shape 1, operand the sum: value 1 from base 2, d = 0).
    let tail = |p: &mut [u8]| -> usize {
        let n = p.len();
        assert_eq!(&p[n - 6..], &[2, 0, 0, 0, 1, 0], "{p:?}");
        n
    };
    let b = with_function_payload(|p| {
        let n = tail(p);
        p[n - 2] = 5;
    });
    let e = read_err(&b);
    assert!(e.contains("shape index 5 out of range (have 2)"), "{e}");
    // d = -2 from base 2 names value 3; d = 1 from base 1 names value -1.
    let b = with_function_payload(|p| {
        let n = tail(p);
        p[n - 1] = 3;
    });
    let e = read_err(&b);
    assert!(e.contains("value index 3 out of range (have 2)"), "{e}");
    let b = with_function_payload(|p| {
        let n = tail(p);
        p[n - 3] = 2;
    });
    let e = read_err(&b);
    assert!(e.contains("value index -1 out of range (have 2)"), "{e}");
    // A forward reference (d = -1 from base 1: the add's own result) is a
    // valid number.
    let b = with_function_payload(|p| {
        let n = tail(p);
        p[n - 3] = 1;
    });
    let ctx = Context::new();
    let m = read_module(&ctx, &b).unwrap();
    let f = &m.bodies[1];
    let add = f
        .block_ops(f.entry_block(f.roots[0]).unwrap())
        .next()
        .unwrap();
    assert_eq!(f.operands(add), &[Value(0), Value(1)]);
}

#[test]
fn version_4_same_column_location_needs_a_file() {
    // The block argument's location `a.mlir`:1:2 is the body's first: a
    // kind 2 tag (file string `s`), line 1, column 2. As kind 3 (same file
    // and column) it has no file to refer to.
    let b = with_function_payload(|p| {
        let at = p
            .windows(3)
            .position(|w| w[0] & 3 == 2 && w[1] == 1 && w[2] == 2)
            .unwrap();
        p[at] |= 1;
    });
    let e = read_err(&b);
    assert!(e.contains("relative location before any file"), "{e}");
}

#[test]
fn forged_mutations_of_version_3_never_panic() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v3.sbc");
    let bytes = std::fs::read(path).unwrap();
    for i in 0..bytes.len() {
        for mask in [0x01u8, 0x80, 0xff] {
            let mut b = bytes.clone();
            b[i] ^= mask;
            reseal_v3(&mut b);
            let _ = try_read(&b, &format!("v3 forged flip {i}^{mask:#x}"));
            try_extract(&b, &format!("v3 forged flip {i}^{mask:#x}"));
        }
    }
}

#[test]
fn random_forged_mutations_never_panic() {
    // Several bytes changed at once (checksums recomputed), so the body
    // decoders see records that are wrong in more than one place: shape
    // lists against op records, relative operands against the header's
    // value count, location runs against their first file.
    let ctx = Context::new();
    let bytes = write_module(&ctx, &sample_module(&ctx));
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for case in 0..3000 {
        let mut b = bytes.clone();
        for _ in 0..1 + next() % 4 {
            let i = (next() % b.len() as u64) as usize;
            b[i] = next() as u8;
        }
        reseal_v3(&mut b);
        let _ = try_read(&b, &format!("random forgery {case}"));
        try_extract(&b, &format!("random forgery {case}"));
    }
}

/// `small_file` with op locations: the block argument at `a.mlir`:1:2
/// (tag kind 2), the add at 2:2 (kind 3: same column), the return at 3:5
/// (kind 1: new column); and the file offset of the function body's
/// payload.
fn small_file_with_locs() -> (Vec<u8>, usize) {
    let ctx = Context::new();
    let loc = ctx.loc_file_line_col("a.mlir", 1, 2);
    let (mut m, fb, e) = function_module(&ctx, &[TypeId::I32], loc);
    let b = m.body_mut(fb);
    let a = b.block_args(e)[0];
    let (aa, i32) = ([a, a], [TypeId::I32]);
    let add = OpSpec {
        loc: ctx.loc_file_line_col("a.mlir", 2, 2),
        ..spec(&ctx, "arith.addi", &aa, &i32)
    };
    let add = b.push_op(e, &add);
    let s = [b.result(add, 0)];
    let ret = OpSpec {
        loc: ctx.loc_file_line_col("a.mlir", 3, 5),
        ..spec(&ctx, "func.return", &s, &[])
    };
    b.push_op(e, &ret);
    let bytes = write_module(&ctx, &m);
    let mut lazy = LazyModule::new(&ctx, &bytes).unwrap();
    lazy.complete(true).unwrap();
    let s = lazy
        .sections()
        .iter()
        .filter(|s| s.id == format::section::BODY)
        .nth(1)
        .unwrap()
        .clone();
    assert_eq!(s.payload_offset + s.len, bytes.len());
    (bytes, s.payload_offset)
}

#[test]
fn version_4_op_record_errors_name_the_failing_byte() {
    // The function body ends with its block's op count and two records:
    // the add (shape 0, kind 3 tag for one line down, operands d = 0 and
    // 0) and the return (shape 1, kind 1 tag for one line down, column 5,
    // operand d = 0).
    let (good, _) = small_file_with_locs();
    let n = good.len();
    assert_eq!(&good[n - 8..], &[2, 0, 11, 0, 0, 1, 9, 5, 0][1..]);
    let ctx = Context::new();
    let m = read_module(&ctx, &good).unwrap();
    let f = &m.bodies[1];
    let ops: Vec<Op> = f.block_ops(f.entry_block(f.roots[0]).unwrap()).collect();
    let want = [("a.mlir", 2, 2), ("a.mlir", 3, 5)];
    for (&op, (file, line, col)) in ops.iter().zip(want) {
        let loc = ctx.loc_file_line_col(file, line, col);
        assert!(ctx.same_attr(f.op(op).loc, loc));
    }
    let edited = |edit: &dyn Fn(&mut [u8])| {
        let (mut b, _) = small_file_with_locs();
        let n = b.len();
        edit(&mut b[n - 9..]);
        reseal_v3(&mut b);
        (b, n - 9)
    };
    // (edit of the tail from the op count on, error, index of the failing
    // byte in the tail)
    type Edit<'a> = &'a dyn Fn(&mut [u8]);
    let cases: [(Edit, &str, usize); 6] = [
        (&|t| t[1] = 7, "shape index 7 out of range (have 2)", 1),
        (&|t| t[5] = 7, "shape index 7 out of range (have 2)", 5),
        // Five lines up from line 1 (kind 3) or from line 2 (kind 1).
        (&|t| t[2] = 9 << 2 | 3, "location line out of range", 2),
        (&|t| t[6] = 9 << 2 | 1, "location line out of range", 6),
        // d = 2 from base 1 names value -2; two-byte d = 65 likewise.
        (&|t| t[4] = 4, "value index -2 out of range (have 2)", 4),
        (
            &|t| t[3..5].copy_from_slice(&[0x82, 0x01]),
            "value index -65 out of range (have 2)",
            3,
        ),
    ];
    for (edit, msg, i) in cases {
        let (b, tail) = edited(edit);
        let e = read_err(&b);
        let want = format!("{msg} at byte {}", tail + i);
        assert!(e.contains(&want), "want {want}: {e}");
    }
}
