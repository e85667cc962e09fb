//! The thread-scaling figures of `strata bench`: Strata's own speed-up from
//! one thread to all, and beside it the machine's, measured the same way.
//!
//! A speed-up short of the core count can be Strata's (serial steps, shared
//! state) or the machine's (cores sharing caches, memory bandwidth and, on
//! a virtual machine, the host). The machine's share shows when the same
//! one-thread job runs in several processes at once: they share nothing
//! but the hardware, so the work they finish together in the time one
//! takes alone is as much as the machine gives any program.

use crate::cmd_bench::Measurement;

/// How one measurement of a stage runs.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Layout {
    /// One Strata process on this many threads.
    Threads(usize),
    /// This many one-thread Strata processes started together.
    SideBySide(usize),
}

/// Runs `one` (a one-thread measurement) in `n` threads at once, each
/// starting its own process: the slowest wall time (when all of them are
/// done), their CPU time together and the largest peak memory. The
/// children time themselves in-process, so the few milliseconds between
/// their spawns do not count against them.
pub(crate) fn side_by_side(
    n: usize,
    one: impl Fn() -> Result<Measurement, String> + Sync,
) -> Result<Measurement, String> {
    let results: Vec<Result<Measurement, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..n).map(|_| s.spawn(&one)).collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a measuring thread panicked".to_string()))
            })
            .collect()
    });
    let mut all = results.into_iter();
    let first = all.next().ok_or("no runs side by side")??;
    all.try_fold(first, |sofar, m| {
        let m = m?;
        Ok(Measurement {
            wall: sofar.wall.max(m.wall),
            cpu: sofar.cpu + m.cpu,
            peak_rss_bytes: sofar.peak_rss_bytes.max(m.peak_rss_bytes),
        })
    })
}

/// The work `n` side-by-side runs finish, in units of one run alone, in
/// the time one of them takes alone: `n` when the machine scales
/// perfectly.
pub(crate) fn side_by_side_throughput(n: usize, alone: &Measurement, side: &Measurement) -> f64 {
    n as f64 * alone.wall.as_secs_f64() / side.wall.as_secs_f64().max(1e-9)
}

/// The summary lines: Strata's speed-up from one thread to `threads`, then
/// the machine's own at that count. `figures` holds, per stage, its title,
/// Strata's speed-up and the side-by-side throughput.
pub(crate) fn summary(threads: usize, runs: u32, figures: &[(&str, f64, f64)]) -> [String; 2] {
    let list = |pick: fn(&(&str, f64, f64)) -> f64| {
        figures
            .iter()
            .map(|f| format!("{} {:.2}x", f.0, pick(f)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    [
        format!(
            "strata speed-up from 1 to {threads} threads (best of {runs}, runs interleaved): {}",
            list(|f| f.1)
        ),
        format!(
            "machine: {threads} one-thread runs side by side do this many runs' work in one run's time (best of {runs}, interleaved with the above; {threads}.00x if it scaled perfectly): {}",
            list(|f| f.2)
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn wall(ms: u64) -> Measurement {
        Measurement {
            wall: Duration::from_millis(ms),
            cpu: Duration::from_millis(ms),
            peak_rss_bytes: ms,
        }
    }

    #[test]
    fn side_by_side_waits_for_the_slowest_and_adds_cpu() {
        let next = std::sync::atomic::AtomicU64::new(100);
        let m = side_by_side(3, || {
            Ok(wall(
                next.fetch_add(10, std::sync::atomic::Ordering::Relaxed),
            ))
        })
        .unwrap();
        assert_eq!(m.wall, Duration::from_millis(120));
        assert_eq!(m.cpu, Duration::from_millis(330));
        assert_eq!(m.peak_rss_bytes, 120);
    }

    #[test]
    fn side_by_side_reports_a_failed_run() {
        let next = std::sync::atomic::AtomicU64::new(0);
        let r = side_by_side(2, || {
            if next.fetch_add(1, std::sync::atomic::Ordering::Relaxed) == 1 {
                Err("boom".to_string())
            } else {
                Ok(wall(5))
            }
        });
        assert_eq!(r.err().as_deref(), Some("boom"));
    }

    #[test]
    fn throughput_is_the_core_count_when_nothing_slows_down() {
        assert_eq!(side_by_side_throughput(2, &wall(100), &wall(100)), 2.0);
        assert_eq!(side_by_side_throughput(2, &wall(100), &wall(125)), 1.6);
    }

    #[test]
    fn summary_lists_both_figures_per_stage() {
        let [strata, machine] = summary(2, 3, &[("a", 1.5, 1.25), ("b", 1.9, 1.5)]);
        assert_eq!(
            strata,
            "strata speed-up from 1 to 2 threads (best of 3, runs interleaved): a 1.50x, b 1.90x"
        );
        assert!(machine.starts_with("machine: 2 one-thread runs side by side"));
        assert!(machine.ends_with("2.00x if it scaled perfectly): a 1.25x, b 1.50x"));
    }
}
