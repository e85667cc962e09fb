//! `strata run` compiles big modules in parallel parts (one object file per
//! worker, linked by the JIT). A generated module large enough to be split,
//! with a private global table and private helpers every part uses, must
//! give the result computed here in Rust, with one thread and with several.

use std::fmt::Write;
use std::process::Command;

const FUNCTIONS: u64 = 48;
const STEPS: u64 = 160;
const TABLE: [i64; 4] = [3, 1, 4, 1];

/// Multiplier and addend of step `s` of function `f`.
fn step_constants(f: u64, s: u64) -> (i64, i64) {
    (2 * (f * 31 + s) as i64 + 1, (f * 7 + s * 13) as i64)
}

/// What function `f` returns for `x`.
fn expected_function(f: u64, mut x: i64) -> i64 {
    for s in 0..STEPS {
        let (mul, add) = step_constants(f, s);
        x = x.wrapping_mul(mul).wrapping_add(add) ^ (s as i64);
    }
    x.wrapping_add(TABLE[(f % 4) as usize])
}

fn expected_main() -> i64 {
    (0..FUNCTIONS).fold(7i64, |acc, f| acc.wrapping_add(expected_function(f, acc)))
}

fn module_text() -> String {
    let mut s = String::from("module {\n");
    s.push_str(
        "  memref.global \"private\" constant @table : memref<4xi64> = dense<[3, 1, 4, 1]>\n",
    );
    s.push_str("  func.func private @lookup(%i: index) -> i64 {\n");
    s.push_str("    %t = memref.get_global @table : memref<4xi64>\n");
    s.push_str("    %v = memref.load %t[%i] : memref<4xi64>\n    return %v : i64\n  }\n");
    for f in 0..FUNCTIONS {
        let _ = writeln!(s, "  func.func @f{f}(%x0: i64) -> i64 {{");
        for st in 0..STEPS {
            let (mul, add) = step_constants(f, st);
            let _ = writeln!(s, "    %m{st} = arith.constant {mul} : i64");
            let _ = writeln!(s, "    %a{st} = arith.constant {add} : i64");
            let _ = writeln!(s, "    %k{st} = arith.constant {st} : i64");
            let _ = writeln!(s, "    %p{st} = arith.muli %x{st}, %m{st} : i64");
            let _ = writeln!(s, "    %q{st} = arith.addi %p{st}, %a{st} : i64");
            let _ = writeln!(s, "    %x{} = arith.xori %q{st}, %k{st} : i64", st + 1);
        }
        let _ = writeln!(s, "    %i = arith.constant {} : index", f % 4);
        s.push_str("    %t = func.call @lookup(%i) : (index) -> i64\n");
        let _ = writeln!(
            s,
            "    %r = arith.addi %x{STEPS}, %t : i64\n    return %r : i64\n  }}"
        );
    }
    s.push_str("  func.func @main() -> i64 {\n    %acc0 = arith.constant 7 : i64\n");
    for f in 0..FUNCTIONS {
        let _ = writeln!(s, "    %r{f} = func.call @f{f}(%acc{f}) : (i64) -> i64");
        let _ = writeln!(s, "    %acc{} = arith.addi %acc{f}, %r{f} : i64", f + 1);
    }
    let _ = writeln!(s, "    return %acc{FUNCTIONS} : i64\n  }}\n}}");
    s
}

fn run_with_threads(file: &std::path::Path, threads: &str, extra: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .arg("run")
        .arg(file)
        .args(["-e", "main", "--entry-point-result=i64"])
        .args(extra)
        .env("RAYON_NUM_THREADS", threads)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

#[test]
fn split_compilation_gives_the_serial_result() {
    let text = module_text();
    // Big enough to be split (cmd_run's PARALLEL_MIN_OPS is 20,000).
    assert!(text.lines().count() > 40_000);
    let file =
        std::env::temp_dir().join(format!("strata-parallel-run-{}.mlir", std::process::id()));
    std::fs::write(&file, &text).unwrap();
    let expected = expected_main().to_string();
    let serial = run_with_threads(&file, "1", &[]);
    let parallel = run_with_threads(&file, "4", &[]);
    let optimised = run_with_threads(&file, "3", &["-O2"]);
    std::fs::remove_file(&file).unwrap();
    assert_eq!(serial, expected);
    assert_eq!(parallel, expected);
    assert_eq!(optimised, expected);
}
