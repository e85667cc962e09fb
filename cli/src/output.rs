//! Writing results: never a partial output file.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Writes `bytes` to `path` through a temporary file in the same directory
/// and a rename, so readers see the old file or the complete new one. With
/// no path, or `-`, writes to stdout. The error is a message ready to print.
///
/// The file is not synced to disk before the rename (the MLIR tools do not
/// sync either, and a sync of a large translation costs more than the
/// translation's printing): the guarantee is against failed runs, not
/// against power loss.
pub fn write_output_atomically(path: Option<&Path>, bytes: &[u8]) -> Result<(), String> {
    write_pieces_atomically(path, &[bytes])
}

/// [`write_output_atomically`] for output made of several pieces, written
/// in order (a large translation is not gathered into one buffer first).
pub fn write_pieces_atomically(path: Option<&Path>, pieces: &[&[u8]]) -> Result<(), String> {
    let path = match path {
        Some(p) if p.as_os_str() != "-" => p,
        _ => return write_stdout(pieces),
    };
    // Devices, pipes and sockets (`-o /dev/null`) are written in place:
    // renaming over them would replace the device with a regular file.
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        return std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .and_then(|mut f| pieces.iter().try_for_each(|p| f.write_all(p)))
            .map_err(|e| format!("error: could not write output file {}: {e}", path.display()));
    }
    let temp = temp_path_for(path);
    let result = write_file(&temp, pieces).and_then(|()| {
        std::fs::rename(&temp, path)
            .map_err(|e| format!("error: could not write output file {}: {e}", path.display()))
    });
    if result.is_err() {
        // Best effort: the temporary may not even exist.
        let _ = std::fs::remove_file(&temp);
    }
    result
}

fn write_stdout(pieces: &[&[u8]]) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    match pieces
        .iter()
        .try_for_each(|p| out.write_all(p))
        .and_then(|()| out.flush())
    {
        Ok(()) => Ok(()),
        // A closed pipe (`strata ... | head`) is the reader's choice, not an error.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(format!("error: could not write to stdout: {e}")),
    }
}

fn write_file(path: &Path, pieces: &[&[u8]]) -> Result<(), String> {
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| format!("error: could not create {}: {e}", path.display()))?;
    pieces
        .iter()
        .try_for_each(|p| file.write_all(p))
        .map_err(|e| format!("error: could not write {}: {e}", path.display()))
}

/// `dir/.name.strata-tmp.<pid>.<n>` next to the destination, so the rename
/// stays on one file system.
fn temp_path_for(path: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = path
        .file_name()
        .map_or_else(|| "output".into(), |n| n.to_string_lossy().into_owned());
    let temp_name = format!(".{name}.strata-tmp.{}.{n}", std::process::id());
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.join(temp_name),
        _ => PathBuf::from(temp_name),
    }
}

#[cfg(test)]
mod device_tests {
    use super::*;

    #[test]
    fn dev_null_stays_a_device() {
        let dev = Path::new("/dev/null");
        if !dev.exists() {
            return;
        }
        write_output_atomically(Some(dev), b"ignored").unwrap();
        let meta = std::fs::metadata(dev).unwrap();
        assert!(!meta.is_file(), "/dev/null was replaced by a regular file");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch_dir(tag: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("strata-output-test-{tag}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn writes_and_replaces_files_leaving_no_temporaries() {
        let dir = scratch_dir("replace");
        let out = dir.join("out.ll");
        write_output_atomically(Some(&out), b"first").unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), b"first");
        write_output_atomically(Some(&out), b"second").unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), b"second");
        let entries: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(entries.len(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn missing_directory_is_an_error_not_a_panic() {
        let dir = scratch_dir("missing");
        let out = dir.join("no/such/dir/out.o");
        let err = write_output_atomically(Some(&out), b"x").unwrap_err();
        assert!(err.starts_with("error: could not create"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn temp_path_is_a_sibling() {
        let t = temp_path_for(Path::new("a/b/out.o"));
        assert_eq!(t.parent(), Some(Path::new("a/b")));
        assert!(t
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with(".out.o.strata-tmp."));
        assert_eq!(
            temp_path_for(Path::new("out.o")).parent(),
            Some(Path::new(""))
        );
    }
}
