//! `strata` must not load libLLVM (src/dispatch.rs): `opt` would pay for
//! it in start-up time and peak memory. `strata-codegen` must.

use std::process::Command;

/// The shared libraries an ELF executable names as `NEEDED`.
fn needed_libraries(exe: &str) -> Vec<String> {
    let out = Command::new("readelf")
        .args(["-d", exe])
        .output()
        .expect("readelf (binutils) runs");
    assert!(out.status.success(), "readelf -d {exe} failed");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.contains("(NEEDED)"))
        .filter_map(|l| l.split('[').nth(1)?.split(']').next().map(str::to_owned))
        .collect()
}

#[test]
fn strata_does_not_link_llvm_but_codegen_does() {
    let front = needed_libraries(env!("CARGO_BIN_EXE_strata"));
    assert!(
        front.iter().all(|lib| !lib.contains("LLVM")),
        "strata links {front:?}"
    );
    assert!(front.iter().any(|lib| lib.starts_with("libc.so")));
    let codegen = needed_libraries(env!("CARGO_BIN_EXE_strata-codegen"));
    assert!(
        codegen.iter().any(|lib| lib.contains("LLVM")),
        "strata-codegen links {codegen:?}"
    );
}

#[test]
fn translate_without_the_codegen_binary_is_a_clear_error() {
    let dir = std::env::temp_dir().join(format!("strata-alone-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let alone = dir.join("strata");
    std::fs::copy(env!("CARGO_BIN_EXE_strata"), &alone).unwrap();
    let out =
        output_of_fresh_copy(Command::new(&alone).args(["translate", "--mlir-to-llvmir", "-"]));
    let opt = output_of_fresh_copy(Command::new(&alone).args(["opt", "--help"]));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("cannot run") && err.contains("strata-codegen"),
        "{err}"
    );
    // Subcommands without LLVM still work on their own.
    assert_eq!(opt.status.code(), Some(0));
}

/// Runs a binary copied just now. A child that another test thread forks
/// while the copy's file is open for writing holds that descriptor until
/// it execs, and executing the file meanwhile fails with ETXTBSY ("text
/// file busy"): such a spawn is tried again.
fn output_of_fresh_copy(cmd: &mut Command) -> std::process::Output {
    for _ in 0..50 {
        match cmd.output() {
            Err(e) if e.raw_os_error() == Some(libc::ETXTBSY) => {
                std::thread::sleep(std::time::Duration::from_millis(20))
            }
            result => return result.unwrap(),
        }
    }
    cmd.output().unwrap()
}
