//! A small lit: runs every `tests/lit/**/*.mlir` (and `*.ll`, with `; RUN:`
//! lines) at the repository root.
//!
//! Each file's `// RUN:` lines (a trailing `\` continues a line) run in
//! order with `bash -o pipefail -c`, in a scratch directory, after these
//! substitutions:
//!
//! | text          | becomes                                             |
//! |---------------|-----------------------------------------------------|
//! | `%s`          | the test file (absolute path)                       |
//! | `%S`          | its directory                                       |
//! | `%t`          | a scratch path for this file (`<dir>/<name>.tmp`)   |
//! | `%T`          | the scratch directory                               |
//! | `%%`          | `%`                                                 |
//! | `%llvmlib`    | LLVM 22's `lib` folder (MLIR's runner libraries)    |
//! | `strata`      | the binary under test (`CARGO_BIN_EXE_strata`)      |
//! | `FileCheck`, `not`, `count`, `split-file` | LLVM 22's tools         |
//!
//! Tool names are replaced only as whole words. LLVM's bin directory is
//! also put on `PATH` (so `mlir-opt` etc. are the reference tools).
//! A file passes when every RUN line exits 0 (within a minute).
//! `LIT_FILTER=substring` restricts the run; `STRATA_LLVM_BIN` overrides
//! where the LLVM tools are.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

const TIMEOUT: Duration = Duration::from_secs(60);
const LLVM_TOOLS: &[&str] = &["FileCheck", "not", "count", "split-file"];
const MAX_OUTPUT: usize = 8000;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("cli/ has a parent")
        .to_path_buf()
}

fn llvm_bin_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("STRATA_LLVM_BIN") {
        return PathBuf::from(dir);
    }
    let default = PathBuf::from("/usr/lib/llvm-22/bin");
    if default.join("FileCheck").exists() {
        return default;
    }
    Command::new("llvm-config-22")
        .arg("--bindir")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()))
        .unwrap_or(default)
}

fn find_tests(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            find_tests(&path, out);
        } else if path.extension().is_some_and(|e| e == "mlir" || e == "ll") {
            out.push(path);
        }
    }
}

/// The RUN commands of a test file, continuation lines joined.
fn run_lines(text: &str) -> Vec<String> {
    let mut commands = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let Some(pos) = line.find("RUN:") else {
            continue;
        };
        let lead = line[..pos].trim_start();
        if !lead.starts_with("//") && !lead.starts_with(';') {
            continue;
        }
        let part = line[pos + 4..].trim();
        let (part, continues) = match part.strip_suffix('\\') {
            Some(p) => (p.trim_end(), true),
            None => (part, false),
        };
        let mut command = pending.take().unwrap_or_default();
        if !command.is_empty() && !part.is_empty() {
            command.push(' ');
        }
        command.push_str(part);
        if continues {
            pending = Some(command);
        } else {
            commands.push(command);
        }
    }
    if let Some(command) = pending {
        commands.push(command);
    }
    commands
}

struct Substitutions {
    file: String,
    file_dir: String,
    temp: String,
    temp_dir: String,
    llvm_lib: String,
    tools: Vec<(String, String)>,
}

fn substitute(command: &str, subs: &Substitutions) -> String {
    // Tool names first (the `%` expansions below are paths that may contain
    // a tool's name), then the `%` sequences in one left-to-right scan.
    let mut command = command.to_string();
    for (tool, path) in &subs.tools {
        command = replace_word(&command, tool, path);
    }
    let mut text = String::with_capacity(command.len());
    let mut rest = command.as_str();
    while let Some(pos) = rest.find('%') {
        text.push_str(&rest[..pos]);
        let after = &rest[pos + 1..];
        let (with, used): (&str, usize) = if after.starts_with("llvmlib") {
            (&subs.llvm_lib, "llvmlib".len())
        } else {
            match after.chars().next() {
                Some('s') => (&subs.file, 1),
                Some('S') => (&subs.file_dir, 1),
                Some('t') => (&subs.temp, 1),
                Some('T') => (&subs.temp_dir, 1),
                Some('%') => ("%", 1),
                _ => ("%", 0),
            }
        };
        text.push_str(with);
        rest = &after[used..];
    }
    text.push_str(rest);
    text
}

/// Replaces `word` where it is not part of a longer name, path or option.
fn replace_word(text: &str, word: &str, with: &str) -> String {
    let is_name_char =
        |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '/' | '=' | '%');
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(pos) = rest.find(word) {
        let before = if pos == 0 {
            out.chars().next_back()
        } else {
            rest[..pos].chars().next_back()
        };
        let after = rest[pos + word.len()..].chars().next();
        let standalone = !before.is_some_and(is_name_char) && !after.is_some_and(is_name_char);
        out.push_str(&rest[..pos]);
        out.push_str(if standalone { with } else { word });
        rest = &rest[pos + word.len()..];
    }
    out.push_str(rest);
    out
}

fn run_command(command: &str, cwd: &Path, path_env: &str) -> Result<(), String> {
    let log_path = cwd.join(".lit-output");
    let log = std::fs::File::create(&log_path).map_err(|e| format!("scratch file: {e}"))?;
    let log_err = log.try_clone().map_err(|e| format!("scratch file: {e}"))?;
    let mut child = Command::new("bash")
        .args(["-o", "pipefail", "-c", command])
        .current_dir(cwd)
        .env("PATH", path_env)
        .stdin(Stdio::null())
        .stdout(log)
        .stderr(log_err)
        .spawn()
        .map_err(|e| format!("cannot start bash: {e}"))?;
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if start.elapsed() > TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("waiting for bash: {e}")),
        }
    };
    let output = std::fs::read(&log_path).unwrap_or_default();
    let mut output = String::from_utf8_lossy(&output).into_owned();
    if output.len() > MAX_OUTPUT {
        let mut cut = MAX_OUTPUT;
        while !output.is_char_boundary(cut) {
            cut -= 1;
        }
        output.truncate(cut);
        output.push_str("\n[... output truncated]");
    }
    match status {
        Some(s) if s.success() => Ok(()),
        Some(s) => Err(format!("{s}\n{output}")),
        None => Err(format!("timed out after {}s\n{output}", TIMEOUT.as_secs())),
    }
}

struct Harness {
    root: PathBuf,
    llvm_lib: String,
    scratch_root: PathBuf,
    tools: Vec<(String, String)>,
    path_env: String,
}

impl Harness {
    /// Runs one test file; the error is the report to print.
    fn run_test(&self, file: &Path) -> Result<(), String> {
        let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read: {e}"))?;
        let commands = run_lines(&text);
        if commands.is_empty() {
            return Err("no RUN lines".to_string());
        }
        let relative = file.strip_prefix(&self.root).unwrap_or(file);
        let temp_dir = self.scratch_root.join(relative.with_extension("dir"));
        std::fs::create_dir_all(&temp_dir)
            .map_err(|e| format!("cannot create {}: {e}", temp_dir.display()))?;
        let name = file
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let subs = Substitutions {
            file: file.display().to_string(),
            file_dir: file.parent().unwrap_or(&self.root).display().to_string(),
            temp: temp_dir.join(format!("{name}.tmp")).display().to_string(),
            temp_dir: temp_dir.display().to_string(),
            llvm_lib: self.llvm_lib.clone(),
            tools: self.tools.clone(),
        };
        for command in &commands {
            let command = substitute(command, &subs);
            run_command(&command, &temp_dir, &self.path_env)
                .map_err(|report| format!("RUN: {command}\n{report}"))?;
        }
        Ok(())
    }
}

#[test]
fn lit() {
    let root = repo_root();
    let mut files = Vec::new();
    find_tests(&root.join("tests/lit"), &mut files);
    if let Ok(filter) = std::env::var("LIT_FILTER") {
        files.retain(|f| f.to_string_lossy().contains(&filter));
    }
    assert!(
        !files.is_empty(),
        "no tests found under {}/tests/lit",
        root.display()
    );

    let strata = PathBuf::from(env!("CARGO_BIN_EXE_strata"));
    let llvm_bin = llvm_bin_dir();
    let mut tools = vec![("strata".to_string(), strata.display().to_string())];
    for tool in LLVM_TOOLS {
        tools.push((tool.to_string(), llvm_bin.join(tool).display().to_string()));
    }
    let path_env = format!(
        "{}:{}:{}",
        strata.parent().unwrap_or(Path::new(".")).display(),
        llvm_bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let llvm_lib = llvm_bin
        .parent()
        .map_or_else(|| llvm_bin.join("../lib"), |p| p.join("lib"))
        .display()
        .to_string();
    let harness = Harness {
        llvm_lib,
        scratch_root: std::env::temp_dir().join(format!("strata-lit-{}", std::process::id())),
        root,
        tools,
        path_env,
    };

    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(files.len());
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(file) = files.get(i) else { break };
                if let Err(report) = harness.run_test(file) {
                    failures
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((file.clone(), report));
                }
            });
        }
    });

    let mut failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    failures.sort();
    for (file, report) in &failures {
        let shown = file.strip_prefix(&harness.root).unwrap_or(file);
        eprintln!("FAIL: {}\n{report}\n", shown.display());
    }
    let failed = failures.len();
    eprintln!("lit: {} passed, {failed} failed", files.len() - failed);
    if failed == 0 {
        let _ = std::fs::remove_dir_all(&harness.scratch_root);
    }
    assert_eq!(
        failed,
        0,
        "{failed} lit test(s) failed (reports above); scratch files in {}",
        harness.scratch_root.display()
    );
}

#[test]
fn run_line_parsing_and_substitution() {
    let text = "// RUN: strata opt %s \\\n// RUN:   -split-input-file | FileCheck %s\n\
                // CHECK: x\n//RUN: not strata x 100%% %t\n";
    let lines = run_lines(text);
    assert_eq!(
        lines,
        vec![
            "strata opt %s -split-input-file | FileCheck %s",
            "not strata x 100%% %t"
        ]
    );
    let subs = Substitutions {
        file: "/a/not/b.mlir".into(),
        file_dir: "/a/not".into(),
        temp: "/tmp/b.mlir.tmp".into(),
        temp_dir: "/tmp".into(),
        llvm_lib: "/llvm/lib".into(),
        tools: vec![
            ("strata".into(), "/bin/strata".into()),
            ("FileCheck".into(), "/llvm/FileCheck".into()),
            ("not".into(), "/llvm/not".into()),
        ],
    };
    assert_eq!(
        substitute(&lines[0], &subs),
        "/bin/strata opt /a/not/b.mlir -split-input-file | /llvm/FileCheck /a/not/b.mlir"
    );
    assert_eq!(
        substitute(&lines[1], &subs),
        "/llvm/not /bin/strata x 100% /tmp/b.mlir.tmp"
    );
    // Whole words only.
    assert_eq!(
        replace_word("strata-x --p=not strata", "strata", "S"),
        "strata-x --p=not S"
    );
    assert_eq!(replace_word("nothing not", "not", "N"), "nothing N");
    assert_eq!(replace_word("not not", "not", "N"), "N N");
    assert_eq!(
        substitute("-shared-libs=%llvmlib/x.so %", &subs),
        "-shared-libs=/llvm/lib/x.so %"
    );
}
