//! Forged files may not make the reader allocate more than a small constant
//! times their size. A counting allocator measures the peak while reading;
//! this binary holds a single test so nothing else allocates meanwhile.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use strata_bytecode::checksum::fnv1a_64;
use strata_bytecode::read_module;
use strata_ir::Context;

struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let now = CURRENT.fetch_add(l.size(), Ordering::Relaxed) + l.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        System.alloc(l)
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        CURRENT.fetch_sub(l.size(), Ordering::Relaxed);
        System.dealloc(p, l)
    }
}

#[global_allocator]
static A: Counting = Counting;

fn varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn file(sections: &[(u8, Vec<u8>)]) -> Vec<u8> {
    let mut out = vec![0x89, b'S', b'T', b'B', b'C', 0x0D, 0x0A, 0x1A, 1, 0];
    for (id, p) in sections {
        out.push(*id);
        varint(&mut out, p.len() as u64);
        out.extend_from_slice(p);
    }
    let h = fnv1a_64(&out);
    out.push(127);
    out.push(8);
    out.extend_from_slice(&h.to_le_bytes());
    out
}

/// Peak bytes allocated while reading `bytes`, beyond what was live before.
fn peak_while_reading(ctx: &Context, bytes: &[u8]) -> usize {
    let base = CURRENT.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let _ = read_module(ctx, bytes);
    PEAK.load(Ordering::Relaxed) - base
}

#[test]
fn forged_counts_allocate_in_proportion_to_the_input() {
    let ctx = Context::new();
    // Warm the context and rayon so their one-time setup is not counted.
    let _ = read_module(&ctx, &file(&[]));
    let mut cases = Vec::new();
    // Counts as large as the bytes that follow allow: 4000 strings of
    // length 0, 4000 list elements in a body header, and so on.
    let n = 4000u64;
    let mut strings = Vec::new();
    varint(&mut strings, n);
    strings.extend(std::iter::repeat_n(0u8, n as usize));
    cases.push(file(&[(1, strings)]));
    let mut body = Vec::new();
    for v in [n, n, n, n, 1] {
        varint(&mut body, v);
    }
    body.extend(std::iter::repeat_n(0u8, 4 * n as usize));
    cases.push(file(&[
        (1, vec![0]),
        (2, vec![0]),
        (3, vec![0]),
        (4, vec![0, 2, 2, 71, 0, 77]),
        (5, vec![0, 1, 1]),
        (6, body),
    ]));
    // Huge declared counts with nothing behind them.
    let mut huge = Vec::new();
    varint(&mut huge, u64::MAX >> 2);
    cases.push(file(&[(1, huge)]));
    for bytes in &cases {
        let peak = peak_while_reading(&ctx, bytes);
        assert!(
            peak <= 64 * bytes.len() + 64 * 1024,
            "peak {peak} bytes for a {}-byte file",
            bytes.len()
        );
    }
}
