//! Heap settings for a process that builds large IRs on worker threads.
//!
//! glibc gives each thread that allocates an arena of its own, grown by
//! just what the allocation in hand needs with one `mprotect` call per
//! step: `strata opt` on a 200k-op module made 3.3k such calls (33k at 2M
//! ops), each a system call and an update of the process's memory map.

/// The default, for runs on several threads: arenas grow in 64 MiB steps
/// (address space, not memory: pages are only backed once written). No
/// calls left; the threads keep arenas of their own, which they need (one
/// shared arena made two threads 40% slower).
pub fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only sets an allocator parameter (under the
    // allocator's own lock); it touches no memory of ours.
    unsafe {
        libc::mallopt(libc::M_TOP_PAD, 64 << 20);
    }
}

/// For a run whose work is on one thread (before that thread starts): the
/// main thread's arena serves it too, grown with `brk` in 8 MiB steps.
/// Half a dozen calls instead of thousands, and, unlike the 64 MiB steps
/// of `tune_allocator` (whose freed memory a single thread's arena keeps,
/// 12% more at peak), no more memory than glibc's defaults.
pub fn tune_for_one_thread() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: as in `tune_allocator`.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 1);
        libc::mallopt(libc::M_TOP_PAD, 8 << 20);
    }
}

pub mod huge_pages;
