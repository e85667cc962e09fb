//! The byte-addressed memory behind `!llvm.ptr` and memref descriptors.
//!
//! Every allocation gets its own address range with a gap after it, so a
//! pointer is a plain address (`ptrtoint`/`inttoptr` round-trip) and an access
//! is checked against the one allocation containing its first byte: bounds,
//! liveness (use after free), read-only globals and per-byte initialisation.

use std::collections::BTreeMap;

use super::Stop;

/// First address handed out; lower addresses (null included) are never valid.
const FIRST_ADDRESS: u64 = 0x1_0000;
/// Unmapped bytes between allocations, so that small overflows land nowhere.
const RED_ZONE: u64 = 256;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AllocKind {
    Heap,
    Stack,
    Global,
}

#[derive(Debug)]
struct Allocation {
    base: u64,
    size: u64,
    data: Vec<u8>,
    /// One flag per byte: written since allocation.
    init: Vec<bool>,
    live: bool,
    kind: AllocKind,
    read_only: bool,
}

#[derive(Debug)]
pub struct Memory {
    allocs: Vec<Allocation>,
    by_base: BTreeMap<u64, u32>,
    next_address: u64,
    live_bytes: u64,
    limit_bytes: u64,
}

impl Memory {
    pub fn new(limit_bytes: u64) -> Memory {
        Memory {
            allocs: Vec::new(),
            by_base: BTreeMap::new(),
            next_address: FIRST_ADDRESS,
            live_bytes: 0,
            limit_bytes,
        }
    }

    /// Allocates `size` bytes aligned to `align`, uninitialised (or zeroed
    /// and marked initialised when `zeroed`). Returns the base address.
    pub fn allocate(
        &mut self,
        size: u64,
        align: u64,
        kind: AllocKind,
        zeroed: bool,
    ) -> Result<u64, Stop> {
        if self.live_bytes.saturating_add(size) > self.limit_bytes {
            return Err(Stop::Limit(LimitKind::Memory));
        }
        let align = align.clamp(1, 1 << 16).next_power_of_two();
        let base = self.next_address.next_multiple_of(align.max(16));
        self.next_address = base + size + RED_ZONE;
        self.live_bytes += size;
        let id = self.allocs.len() as u32;
        self.allocs.push(Allocation {
            base,
            size,
            data: vec![0; size as usize],
            init: vec![zeroed; size as usize],
            live: true,
            kind,
            read_only: false,
        });
        self.by_base.insert(base, id);
        Ok(base)
    }

    pub fn set_read_only(&mut self, base: u64) {
        if let Some(&id) = self.by_base.get(&base) {
            self.allocs[id as usize].read_only = true;
        }
    }

    /// Frees the allocation starting exactly at `addr`. Freeing null is a
    /// no-op, as in C.
    pub fn free(&mut self, addr: u64, kind: AllocKind) -> Result<(), Stop> {
        if addr == 0 {
            return Ok(());
        }
        let Some(&id) = self.by_base.get(&addr) else {
            return Err(Stop::ub(
                "free of a pointer that is not the start of an allocation",
            ));
        };
        let a = &mut self.allocs[id as usize];
        if !a.live {
            return Err(Stop::ub("double free"));
        }
        if a.kind != kind {
            return Err(Stop::ub(match a.kind {
                AllocKind::Stack => "free of stack memory",
                AllocKind::Global => "free of a global",
                AllocKind::Heap => "heap memory released as stack memory",
            }));
        }
        a.live = false;
        a.data = Vec::new();
        a.init = Vec::new();
        self.live_bytes -= a.size;
        Ok(())
    }

    /// Ends stack allocations (function return, `stackrestore`).
    pub fn release_stack(&mut self, base: u64) {
        let _ = self.free(base, AllocKind::Stack);
    }

    fn find(&self, addr: u64, len: u64) -> Result<usize, Stop> {
        let Some((_, &id)) = self.by_base.range(..=addr).next_back() else {
            return Err(Stop::ub(if addr == 0 {
                "null pointer dereference"
            } else {
                "access outside any allocation"
            }));
        };
        let a = &self.allocs[id as usize];
        if !a.live {
            return Err(Stop::ub("use after free"));
        }
        let end = addr
            .checked_add(len)
            .ok_or_else(|| Stop::ub("address overflow"))?;
        if end > a.base + a.size {
            return Err(Stop::ub("out-of-bounds access"));
        }
        Ok(id as usize)
    }

    /// Reads `out.len()` bytes; every byte must be initialised.
    pub fn read(&self, addr: u64, out: &mut [u8]) -> Result<(), Stop> {
        if out.is_empty() {
            return Ok(());
        }
        let a = &self.allocs[self.find(addr, out.len() as u64)?];
        let off = (addr - a.base) as usize;
        if a.init[off..off + out.len()].iter().any(|&i| !i) {
            return Err(Stop::ub("load of uninitialised memory"));
        }
        out.copy_from_slice(&a.data[off..off + out.len()]);
        Ok(())
    }

    pub fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), Stop> {
        if bytes.is_empty() {
            return Ok(());
        }
        let id = self.find(addr, bytes.len() as u64)?;
        let a = &mut self.allocs[id];
        if a.read_only {
            return Err(Stop::ub("store to constant memory"));
        }
        let off = (addr - a.base) as usize;
        a.data[off..off + bytes.len()].copy_from_slice(bytes);
        a.init[off..off + bytes.len()]
            .iter_mut()
            .for_each(|i| *i = true);
        Ok(())
    }

    /// Writes during global initialisation, ignoring read-only marks.
    pub fn init_write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), Stop> {
        let id = self.find(addr, bytes.len() as u64)?;
        let ro = std::mem::replace(&mut self.allocs[id].read_only, false);
        let r = self.write(addr, bytes);
        self.allocs[id].read_only = ro;
        r
    }

    /// `memcpy`/`memmove`: copies bytes with their initialisation state.
    pub fn copy(&mut self, dst: u64, src: u64, len: u64) -> Result<(), Stop> {
        if len == 0 {
            return Ok(());
        }
        let s = self.find(src, len)?;
        let soff = (src - self.allocs[s].base) as usize;
        let data = self.allocs[s].data[soff..soff + len as usize].to_vec();
        let init = self.allocs[s].init[soff..soff + len as usize].to_vec();
        let d = self.find(dst, len)?;
        let a = &mut self.allocs[d];
        if a.read_only {
            return Err(Stop::ub("store to constant memory"));
        }
        let doff = (dst - a.base) as usize;
        a.data[doff..doff + len as usize].copy_from_slice(&data);
        a.init[doff..doff + len as usize].copy_from_slice(&init);
        Ok(())
    }

    pub fn fill(&mut self, dst: u64, byte: u8, len: u64) -> Result<(), Stop> {
        if len == 0 {
            return Ok(());
        }
        let d = self.find(dst, len)?;
        let a = &mut self.allocs[d];
        if a.read_only {
            return Err(Stop::ub("store to constant memory"));
        }
        let off = (dst - a.base) as usize;
        a.data[off..off + len as usize].fill(byte);
        a.init[off..off + len as usize].fill(true);
        Ok(())
    }

    /// Whether `addr` lies in (or one past the end of) the live allocation
    /// that also holds `base` — the `inbounds` rule of getelementptr.
    pub fn same_object(&self, base: u64, addr: u64) -> bool {
        match self.by_base.range(..=base).next_back() {
            Some((_, &id)) => {
                let a = &self.allocs[id as usize];
                base <= a.base + a.size && addr >= a.base && addr <= a.base + a.size
            }
            None => false,
        }
    }

    pub fn live_bytes(&self) -> u64 {
        self.live_bytes
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LimitKind {
    Steps,
    Memory,
    CallDepth,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ub_reason(r: Result<(), Stop>) -> String {
        match r {
            Err(Stop::Ub(s)) => s.into_owned(),
            other => panic!("expected UB, got {other:?}"),
        }
    }

    #[test]
    fn bounds_liveness_and_initialisation_are_checked() {
        let mut m = Memory::new(1 << 20);
        let p = m.allocate(8, 8, AllocKind::Heap, false).unwrap();
        let mut buf = [0u8; 4];
        assert_eq!(
            ub_reason(m.read(p, &mut buf)),
            "load of uninitialised memory"
        );
        m.write(p, &[1, 2, 3, 4]).unwrap();
        m.read(p, &mut buf).unwrap();
        assert_eq!(buf, [1, 2, 3, 4]);
        assert_eq!(ub_reason(m.write(p + 6, &[0; 4])), "out-of-bounds access");
        assert_eq!(ub_reason(m.read(p + 8, &mut buf)), "out-of-bounds access");
        assert_eq!(ub_reason(m.read(0, &mut buf)), "null pointer dereference");
        m.free(p, AllocKind::Heap).unwrap();
        assert_eq!(ub_reason(m.read(p, &mut buf)), "use after free");
        assert_eq!(ub_reason(m.free(p, AllocKind::Heap)), "double free");
        assert_eq!(m.live_bytes(), 0);
    }

    #[test]
    fn memory_limit_stops_allocation() {
        let mut m = Memory::new(100);
        assert!(m.allocate(64, 8, AllocKind::Heap, false).is_ok());
        assert!(matches!(
            m.allocate(64, 8, AllocKind::Heap, false),
            Err(Stop::Limit(LimitKind::Memory))
        ));
    }

    #[test]
    fn read_only_globals_reject_stores() {
        let mut m = Memory::new(100);
        let g = m.allocate(4, 4, AllocKind::Global, true).unwrap();
        m.set_read_only(g);
        assert_eq!(ub_reason(m.write(g, &[1])), "store to constant memory");
        m.init_write(g, &[7]).unwrap();
    }
}
