//! Transparent huge pages for the heap of a big job.
//!
//! Every fresh 4 KiB page the IR is built in costs a page fault: 10k of
//! them at 200k ops, about a quarter of `strata opt`'s wall time on a VM.
//! glibc backs its heap with 2 MiB pages when asked by its
//! `glibc.malloc.hugetlb=1` tunable (an `madvise(MADV_HUGEPAGE)` on the
//! memory it takes from the kernel; with the kernel's default `madvise`
//! mode nothing else gets huge pages), cutting the faults about six-fold.
//! glibc reads tunables only from the environment at process start, so
//! the process restarts itself once with the tunable added, before any
//! other work. The restarted process puts the user's environment back
//! first thing, so the tools it starts (mlir-opt in `strata bench`) see it
//! unchanged.

use std::ffi::{OsStr, OsString};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

const TUNABLES: &str = "GLIBC_TUNABLES";
const HUGETLB: &str = "glibc.malloc.hugetlb";
/// On the restarted process only: the user's `GLIBC_TUNABLES`, after a
/// `=` when it was set, empty when it was not.
const SAVED: &str = "STRATA_USER_GLIBC_TUNABLES";
const THP_MODE: &str = "/sys/kernel/mm/transparent_hugepage/enabled";

/// Inputs from this size up (about 25k ops of text) save more in page
/// faults (some 3 ms) than the restart costs (about 1 ms).
pub const FROM_INPUT_BYTES: u64 = 1 << 20;

static ACTIVE: AtomicBool = AtomicBool::new(false);

/// Whether this process runs with the huge-page tunable (set by
/// [`restore_user_environment`]).
pub fn active() -> bool {
    ACTIVE.load(Ordering::Relaxed)
}

/// First thing in `main`, while the process has one thread: when this
/// is the restarted process, puts `GLIBC_TUNABLES` back as the user
/// had it (glibc has read it already) and drops the marker.
pub fn restore_user_environment() {
    let Some(saved) = std::env::var_os(SAVED) else {
        return;
    };
    match saved_value(&saved) {
        Some(value) => std::env::set_var(TUNABLES, value),
        None => std::env::remove_var(TUNABLES),
    }
    std::env::remove_var(SAVED);
    ACTIVE.store(true, Ordering::Relaxed);
}

/// Restarts the process with the huge-page tunable when `input` is
/// big (see [`input_is_big`]) and [`environment`] gives one. Call
/// before any thread starts and before any input is read. Returns when
/// it does not restart, or when the restart fails (the run then goes
/// on as it is).
pub fn restart_for_input(input: Option<&Path>) {
    if active() || !input_is_big(input) {
        return;
    }
    let (Some(env), Ok(exe)) = (environment(), std::env::current_exe()) else {
        return;
    };
    use std::os::unix::process::CommandExt;
    let mut args = std::env::args_os();
    let mut restart = std::process::Command::new(exe);
    if let Some(arg0) = args.next() {
        restart.arg0(arg0);
    }
    // `exec` returns only on failure; the run then goes on unchanged.
    let _ = restart.args(args).envs(env).exec();
}

/// A regular file of at least [`FROM_INPUT_BYTES`] (not stdin, a pipe
/// or a device, whose size is not known before they are read). Bytecode counts [`BYTECODE_EXPANSION`]
/// times its size: it builds as much IR as text about that much larger.
pub fn input_is_big(input: Option<&Path>) -> bool {
    let Some(p) = input.filter(|p| p.as_os_str() != "-") else {
        return false;
    };
    let Ok(m) = std::fs::metadata(p) else {
        return false;
    };
    // Only a regular file can be looked into without taking bytes from the
    // run: the head read from a pipe or device (`strata opt <(cmd)`) was
    // gone when the input was read for real. Their size is unknown anyway.
    if !m.is_file() {
        return false;
    }
    let scale = if is_bytecode_file(p) {
        BYTECODE_EXPANSION
    } else {
        1
    };
    m.len().saturating_mul(scale) >= FROM_INPUT_BYTES
}

/// Text bytes per bytecode byte of the same module (format version 4:
/// 8.08 MB of text, 1.02 MB of bytecode for 200k ops).
const BYTECODE_EXPANSION: u64 = 8;

/// Whether the file starts with the bytecode magic (reads 8 bytes).
fn is_bytecode_file(p: &Path) -> bool {
    use std::io::Read;
    let mut head = [0u8; 8];
    std::fs::File::open(p)
        .and_then(|mut f| f.read_exact(&mut head))
        .is_ok_and(|()| strata_bytecode::is_bytecode(&head))
}

/// The variables a big job starts with (restarted, or a Strata binary
/// it execs): `GLIBC_TUNABLES` with the huge-page tunable, and the
/// user's own value for [`restore_user_environment`]. `None` where it
/// would change nothing: not glibc on Linux, a kernel THP mode other
/// than `madvise` (`always` gives huge pages anyway, `never` not at
/// all), or a `hugetlb` setting of the user's.
pub fn environment() -> Option<[(&'static str, OsString); 2]> {
    if !cfg!(all(target_os = "linux", target_env = "gnu")) || !kernel_needs_madvise() {
        return None;
    }
    let user = std::env::var_os(TUNABLES);
    let tunables = with_hugetlb(user.as_deref())?;
    Some([(TUNABLES, tunables), (SAVED, saved_marker(user.as_deref()))])
}

/// The kernel's THP mode is `madvise`: huge pages for memory that asks.
fn kernel_needs_madvise() -> bool {
    std::fs::read_to_string(THP_MODE).is_ok_and(|mode| mode.contains("[madvise]"))
}

/// The user's tunables with `glibc.malloc.hugetlb=1` added, or `None`
/// when they already choose a `hugetlb` setting.
fn with_hugetlb(user: Option<&OsStr>) -> Option<OsString> {
    let Some(user) = user.filter(|u| !u.is_empty()) else {
        return Some(format!("{HUGETLB}=1").into());
    };
    let text = user.to_string_lossy();
    if text
        .split(':')
        .any(|t| t.split('=').next() == Some(HUGETLB))
    {
        return None;
    }
    let mut tunables = user.to_os_string();
    tunables.push(format!(":{HUGETLB}=1"));
    Some(tunables)
}

fn saved_marker(user: Option<&OsStr>) -> OsString {
    let mut marker = OsString::new();
    if let Some(user) = user {
        marker.push("=");
        marker.push(user);
    }
    marker
}

fn saved_value(marker: &OsStr) -> Option<OsString> {
    use std::os::unix::ffi::OsStrExt;
    let bytes = marker.as_bytes();
    let value = bytes.strip_prefix(b"=")?;
    Some(OsStr::from_bytes(value).to_os_string())
}

/// Starts glibc's malloc before anything else runs, on zeroed stack.
///
/// glibc 2.35 and 2.36 (Debian 12's) read the kernel's THP mode for the
/// `hugetlb` tunable into a stack buffer without terminating it, then
/// compare it as a C string: the tunable takes effect only when the byte
/// after the text happens to be zero. In Strata it was left from earlier
/// calls, and half of the runs silently kept 4 KiB pages. Malloc starts
/// (and reads the mode) on its first call, so the binaries make that
/// call here, from `.preinit_array` (see [`crate::start_malloc_first`]),
/// after zeroing the stack it will use: before Rust's runtime and the
/// shared libraries' constructors allocate.
pub extern "C" fn start_malloc_on_zeroed_stack() {
    zero_stack_below();
    // SAFETY: a plain allocation, freed at once (kept opaque so that the
    // pair is not optimised away).
    unsafe {
        let p = std::hint::black_box(libc::malloc(1));
        libc::free(p);
    }
}

/// Zeroes the 16 KiB of stack below the caller's frame: the frames of
/// the malloc call that follows.
#[inline(never)]
fn zero_stack_below() {
    let mut pad = [0u8; 16 << 10];
    std::hint::black_box(&mut pad);
}

/// Declares, in a binary, the `.preinit_array` entry that runs
/// [`start_malloc_on_zeroed_stack`] first thing.
#[macro_export]
macro_rules! start_malloc_first {
    () => {
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        #[used]
        #[link_section = ".preinit_array"]
        static START_MALLOC_FIRST: extern "C" fn() =
            $crate::heap::huge_pages::start_malloc_on_zeroed_stack;
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hugetlb_is_added_to_the_users_tunables() {
        assert_eq!(
            with_hugetlb(None),
            Some(OsString::from("glibc.malloc.hugetlb=1"))
        );
        assert_eq!(
            with_hugetlb(Some(OsStr::new(""))),
            Some(OsString::from("glibc.malloc.hugetlb=1"))
        );
        assert_eq!(
            with_hugetlb(Some(OsStr::new("glibc.malloc.arena_max=2"))),
            Some(OsString::from(
                "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1"
            ))
        );
    }

    #[test]
    fn a_users_own_hugetlb_choice_is_kept() {
        for user in [
            "glibc.malloc.hugetlb=0",
            "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=2",
        ] {
            assert_eq!(with_hugetlb(Some(OsStr::new(user))), None, "{user}");
        }
        // A longer name that only starts like it is another tunable.
        assert!(with_hugetlb(Some(OsStr::new("glibc.malloc.hugetlbx=0"))).is_some());
    }

    #[test]
    fn the_users_tunables_survive_the_marker() {
        for user in [None, Some(""), Some("glibc.malloc.arena_max=2"), Some("=x")] {
            let user = user.map(OsStr::new);
            let marker = saved_marker(user);
            assert_eq!(saved_value(&marker).as_deref(), user, "{user:?}");
        }
    }
}
