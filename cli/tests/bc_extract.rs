//! `strata bc extract FILE @name` on damaged files: a corrupted byte in any
//! section the extraction reads (header, tables, module section, the
//! defining op's body and the symbol's own body) is reported with its byte
//! offset and exit code 1; a corrupted byte anywhere else does not change
//! the output, since version 3 reads and checks only what it needs.

use std::path::PathBuf;
use std::process::Command;

const SRC: &str = r#"module attributes {test.attr = 7 : i32} {
  func.func @first(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @second(%a: i32) -> i32 {
    %0 = func.call @first(%a) : (i32) -> i32
    %1 = arith.addi %0, %a : i32
    return %1 : i32
  }
  module @outer {
    func.func @inner() {
      return
    }
  }
  func.func @third() {
    return
  }
}
"#;

fn strata() -> Command {
    Command::new(env!("CARGO_BIN_EXE_strata"))
}

/// `(offset, length)` of every section, from `strata bc info`.
fn sections(info: &str) -> Vec<(String, usize, usize)> {
    info.lines()
        .filter_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            match w.as_slice() {
                [_, name, "offset", off, len, "bytes"] => {
                    Some((name.to_string(), off.parse().ok()?, len.parse().ok()?))
                }
                _ => None,
            }
        })
        .collect()
}

#[test]
fn damage_in_read_sections_is_reported_and_elsewhere_ignored() {
    let dir = std::env::temp_dir().join(format!("strata-bc-extract-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("m.mlir");
    let sbc = dir.join("m.sbc");
    std::fs::write(&src, SRC).unwrap();
    let ok = strata()
        .arg("opt")
        .arg(&src)
        .args(["--emit-bytecode", "-o"])
        .arg(&sbc)
        .status()
        .unwrap();
    assert!(ok.success());
    let bytes = std::fs::read(&sbc).unwrap();
    let info = strata().args(["bc", "info"]).arg(&sbc).output().unwrap();
    let info = String::from_utf8(info.stdout).unwrap();
    let secs = sections(&info);
    // Bodies: 0 = the module, then @first, @second, @outer, @third, @inner.
    let bodies: Vec<&(String, usize, usize)> = secs.iter().filter(|s| s.0 == "body").collect();
    assert_eq!(bodies.len(), 6, "{info}");
    let (_, first_body, _) = bodies[0];
    // Read: everything before the bodies, body 0 and @second's body.
    let read = |i: usize| {
        i < *first_body
            || [bodies[0], bodies[2]]
                .iter()
                .any(|(_, off, len)| i >= *off && i < off + frame(*len))
    };
    // Id, length varint, checksum, payload.
    fn frame(len: usize) -> usize {
        let mut n = 1;
        while len >> (7 * n) != 0 {
            n += 1;
        }
        1 + n + 8 + len
    }
    let extract = |path: &PathBuf| {
        strata()
            .args(["bc", "extract"])
            .arg(path)
            .arg("@second")
            .output()
            .unwrap()
    };
    let intact = extract(&sbc);
    assert!(intact.status.success());
    let expected = String::from_utf8(intact.stdout).unwrap();
    assert!(expected.contains("func.func @second"), "{expected}");
    let damaged = dir.join("damaged.sbc");
    // Every byte of what is read; a sample of the rest.
    for i in (0..bytes.len()).filter(|&i| read(i) || i % 5 == 0) {
        let mut b = bytes.clone();
        b[i] ^= 0x04;
        std::fs::write(&damaged, &b).unwrap();
        let out = extract(&damaged);
        let err = String::from_utf8_lossy(&out.stderr);
        if i < 8 {
            // The magic: not recognised as bytecode at all.
            assert_eq!(out.status.code(), Some(1), "byte {i}: {err}");
            assert!(
                err.contains("not a Strata bytecode file"),
                "byte {i}: {err}"
            );
        } else if read(i) {
            assert_eq!(out.status.code(), Some(1), "byte {i}: {err}");
            assert!(
                err.contains("error: bytecode: ") && err.contains(" at byte "),
                "byte {i}: {err}"
            );
        } else {
            assert!(out.status.success(), "byte {i}: {err}");
            assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "byte {i}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
