//! `strata bench` end to end on a small generated module: every row is
//! measured (none failed), including the run row, which fails when
//! Strata's JIT prints another result than mlir-runner; the thread
//! speed-up line and the machine's side-by-side line name both stages.

use std::process::Command;

#[test]
fn bench_measures_every_stage_beside_the_mlir_tools() {
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["bench", "--ops", "3000", "--functions", "12", "--runs", "1"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!text.contains("failed"), "{text}");
    let mlir = std::path::Path::new("/usr/lib/llvm-22/bin/mlir-opt").is_file();
    for (stage, reference) in [
        ("parse+verify+print", "mlir-opt"),
        ("convert-to-llvm", "mlir-opt"),
        ("translate to LLVM IR", "mlir-tr"),
        ("lower+jit+run @main", "opt|run"),
    ] {
        let rows: Vec<&str> = text.lines().filter(|l| l.starts_with(stage)).collect();
        assert!(
            rows.iter()
                .any(|r| r[20..].trim_start().starts_with("strata")),
            "no strata row for {stage}:\n{text}"
        );
        if mlir {
            assert!(
                rows.iter()
                    .any(|r| r[20..].trim_start().starts_with(reference)),
                "no {reference} row for {stage}:\n{text}"
            );
        }
    }
    // The 1 → all-threads speed-up of both stages, from interleaved runs,
    // and the machine's own scaling from one-thread runs side by side.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cores > 1 {
        for (head, figures_after) in [
            (
                format!(
                    "strata speed-up from 1 to {cores} threads (best of 1, runs interleaved): "
                ),
                "runs interleaved): ",
            ),
            (
                format!("machine: {cores} one-thread runs side by side"),
                "scaled perfectly): ",
            ),
        ] {
            let line = text
                .lines()
                .find(|l| l.starts_with(head.as_str()))
                .unwrap_or_else(|| panic!("no line {head:?}:\n{text}"));
            assert_stage_figures(line, figures_after, &text);
        }
    }
    assert!(text.contains("bytecode: strata .sbc"), "{text}");
    assert!(text.contains("strata .sbc, one function by name"), "{text}");
}

/// The figures after `after` in `line`: one positive `N.NNx` per stage,
/// both stages in order.
fn assert_stage_figures(line: &str, after: &str, text: &str) {
    let (_, figures) = line.split_once(after).unwrap();
    let figures: Vec<(&str, f64)> = figures
        .split(", ")
        .map(|f| {
            let (stage, x) = f.rsplit_once(' ').unwrap();
            (stage, x.strip_suffix('x').unwrap().parse().unwrap())
        })
        .collect();
    assert_eq!(
        figures.iter().map(|f| f.0).collect::<Vec<_>>(),
        ["parse+verify+print", "convert-to-llvm"],
        "{text}"
    );
    assert!(figures.iter().all(|f| f.1 > 0.0), "{text}");
}
