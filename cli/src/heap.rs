//! Heap settings for a process that builds large IRs on worker threads.

/// glibc grows a thread's heap by just what the allocation in hand needs,
/// with one `mprotect` call per step: `strata opt` on a 200k-op module made
/// 3.3k such calls (33k at 2M ops), each a system call and an update of the
/// process's memory map, a tenth of the run's time. With a 64 MiB pad a
/// heap grows in steps of that size instead. The pad is address space, not
/// memory: pages are still only backed when something is written to them.
pub fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only sets an allocator parameter (under the
    // allocator's own lock); it touches no memory of ours.
    unsafe {
        libc::mallopt(libc::M_TOP_PAD, 64 << 20);
    }
}
