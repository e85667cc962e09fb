//! `strata bench` end to end on a small generated module: every row is
//! measured (none failed), including the run row, which fails when
//! Strata's JIT prints another result than mlir-runner.

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
    assert!(text.contains("bytecode: strata .sbc"), "{text}");
    assert!(text.contains("strata .sbc, one function by name"), "{text}");
}
