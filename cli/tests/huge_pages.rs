//! `strata opt` on an input of 1 MiB or more restarts itself once with
//! glibc's huge-page tunable (cli/src/heap.rs). The restarted run must do
//! exactly what the unrestarted one does (same arguments, output, errors,
//! exit status), and it must actually take its heap in huge pages.

use std::path::{Path, PathBuf};
use std::process::Command;

use strata::cmd_bench::run_measured;

struct Dir(PathBuf);

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn scratch(name: &str) -> Dir {
    let dir = std::env::temp_dir().join(format!("strata-huge-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    Dir(dir)
}

/// A generated module of about 3 MiB: well above the restart threshold.
fn big_module() -> String {
    sized_module(75_000)
}

/// A generated module of `ops` operations in functions of 250 ops each.
fn sized_module(ops: usize) -> String {
    let spec = strata_benches::CorpusSpec::with_total_ops(ops, ops / 250, 3);
    let text = strata_benches::generate(&spec);
    assert!(text.len() as u64 >= 2 * strata::heap::huge_pages::FROM_INPUT_BYTES);
    text
}

/// Runs `strata opt INPUT ARGS -o OUT`, with the user's `GLIBC_TUNABLES`
/// set to `tunables` (`None`: unset). Returns exit code, stderr, minor
/// page faults and the output file's bytes, if any.
fn opt(
    input: &Path,
    out: &Path,
    args: &[&str],
    tunables: Option<&str>,
) -> (i32, String, u64, Option<Vec<u8>>) {
    let _ = std::fs::remove_file(out);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_strata"));
    cmd.arg("opt").arg(input).args(args).arg("-o").arg(out);
    match tunables {
        Some(t) => cmd.env("GLIBC_TUNABLES", t),
        None => cmd.env_remove("GLIBC_TUNABLES"),
    };
    let (code, usage, _stdout, stderr) = run_measured(&mut cmd).unwrap();
    (code, stderr, usage.minor_faults, std::fs::read(out).ok())
}

/// The user's own `hugetlb` choice keeps the process as it is: the
/// reference run.
const NO_RESTART: &str = "glibc.malloc.hugetlb=0";

#[test]
fn a_restarted_run_does_what_the_plain_run_does() {
    let dir = scratch("same");
    let input = dir.0.join("big.mlir");
    std::fs::write(&input, big_module()).unwrap();
    let out = dir.0.join("out.mlir");
    let args = [
        "--convert-to-llvm",
        "--reconcile-unrealized-casts",
        "--threads=2",
    ];

    let (code, stderr, _, plain) = opt(&input, &out, &args, Some(NO_RESTART));
    assert_eq!(code, 0, "{stderr}");
    let plain = plain.expect("output written");
    assert!(plain.starts_with(b"module {\n  llvm.func @free(!llvm.ptr)\n"));

    // Unset, or set with other tunables the restart must keep.
    for user in [None, Some("glibc.malloc.arena_max=2")] {
        let (code, stderr, _, restarted) = opt(&input, &out, &args, user);
        assert_eq!(code, 0, "{user:?}: {stderr}");
        assert!(
            restarted.as_ref() == Some(&plain),
            "{user:?}: output differs"
        );
    }
}

#[test]
fn a_restarted_run_reports_errors_as_the_plain_run_does() {
    let dir = scratch("error");
    let input = dir.0.join("bad.mlir");
    let mut text = big_module();
    let bad_line = text.lines().count() + 1;
    text.push_str("func.func @bad() {\n  %0 = arith.addi %nope, %nope : i32\n}\n");
    std::fs::write(&input, &text).unwrap();
    let out = dir.0.join("out.mlir");

    let (code, plain_err, _, output) = opt(&input, &out, &[], Some(NO_RESTART));
    assert_eq!(code, 1);
    assert!(output.is_none(), "no output file on error");
    let located = format!("{}:{}:", input.display(), bad_line + 1);
    assert!(plain_err.contains(&located), "{plain_err}");
    assert!(
        plain_err.contains("error: use of undeclared SSA value name"),
        "{plain_err}"
    );

    let (code, restarted_err, _, output) = opt(&input, &out, &[], None);
    assert_eq!(code, 1);
    assert!(output.is_none(), "no output file on error");
    assert_eq!(restarted_err, plain_err);
}

/// Where the kernel gives huge pages on request (its `madvise` mode), the
/// restarted run touches its memory in 2 MiB pages: far fewer page faults
/// than the same run in 4 KiB pages. (Other modes: nothing to compare.)
/// Four runs in five must show it: the kernel may refuse huge pages when
/// its free memory is fragmented, and glibc 2.36 took the tunable in only
/// about half of the runs before `start_malloc_first!`. The input is
/// about 8 MiB so that the heap dominates the count: with 3 MiB, the
/// faults every run takes (binary, libraries, stacks) made the ratio sit
/// near the 1/2 threshold, and a CI run failed on it.
#[test]
fn the_restart_backs_the_heap_with_huge_pages() {
    if !thp_on_request() {
        eprintln!("skipped: the kernel's THP mode is not madvise");
        return;
    }
    let dir = scratch("faults");
    let input = dir.0.join("big.mlir");
    std::fs::write(&input, sized_module(200_000)).unwrap();
    let out = dir.0.join("out.mlir");
    let args = ["--threads=1"];
    let (code, _, small_pages, _) = opt(&input, &out, &args, Some(NO_RESTART));
    assert_eq!(code, 0);
    let runs: Vec<u64> = (0..5)
        .map(|_| {
            let (code, _, huge_pages, _) = opt(&input, &out, &args, None);
            assert_eq!(code, 0);
            huge_pages
        })
        .collect();
    eprintln!("{runs:?} page faults with huge pages, {small_pages} without");
    let fewer = runs.iter().filter(|&&f| f * 2 < small_pages).count();
    assert!(
        fewer >= 4,
        "{runs:?} page faults with huge pages, {small_pages} without"
    );
}

/// `strata translate` on a big input runs in `strata-codegen` started with
/// the huge-page environment: same LLVM IR, fewer page faults.
#[test]
fn translation_of_a_big_module_runs_with_huge_pages() {
    let dir = scratch("translate");
    let input = dir.0.join("big.mlir");
    std::fs::write(&input, big_module()).unwrap();
    let lowered = dir.0.join("lowered.mlir");
    let (code, stderr, _, _) = opt(
        &input,
        &lowered,
        &["--convert-to-llvm", "--reconcile-unrealized-casts"],
        None,
    );
    assert_eq!(code, 0, "{stderr}");
    let out = dir.0.join("out.ll");
    let translate = |tunables: Option<&str>| {
        let _ = std::fs::remove_file(&out);
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_strata"));
        cmd.args(["translate", "--mlir-to-llvmir"])
            .arg(&lowered)
            .arg("-o")
            .arg(&out);
        match tunables {
            Some(t) => cmd.env("GLIBC_TUNABLES", t),
            None => cmd.env_remove("GLIBC_TUNABLES"),
        };
        let (code, usage, _, stderr) = run_measured(&mut cmd).unwrap();
        assert_eq!(code, 0, "{stderr}");
        (usage.minor_faults, std::fs::read(&out).unwrap())
    };
    let (small_pages, plain) = translate(Some(NO_RESTART));
    assert!(plain.starts_with(b"; ModuleID = 'LLVMDialectModule'"));
    let runs: Vec<u64> = (0..5)
        .map(|_| {
            let (huge_pages, text) = translate(None);
            assert!(text == plain, "the LLVM IR differs");
            huge_pages
        })
        .collect();
    eprintln!("{runs:?} page faults with huge pages, {small_pages} without");
    let fewer = runs.iter().filter(|&&f| f * 2 < small_pages).count();
    assert!(
        !thp_on_request() || fewer >= 4,
        "{runs:?} page faults with huge pages, {small_pages} without"
    );
}

fn thp_on_request() -> bool {
    std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled")
        .is_ok_and(|m| m.contains("[madvise]"))
}
