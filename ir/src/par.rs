//! Running parallel work on a given number of threads.

/// Runs `f` on a rayon pool of `threads` threads: the current pool when
/// the caller already runs on one of that size (the CLI installs one for
/// the whole job), otherwise a new one. `None` when no pool can be
/// started; the caller then does the work serially.
pub fn install<R: Send>(threads: usize, f: impl FnOnce() -> R + Send) -> Option<R> {
    if rayon::current_thread_index().is_some() && rayon::current_num_threads() == threads {
        return Some(f());
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .ok()?;
    Some(pool.install(f))
}

/// Drops `items` on the current rayon pool, a few per task: freeing the
/// allocations of many large items (a module's bodies, their names) is
/// otherwise a serial step at the end of a parallel phase.
pub fn drop_in_parallel<T: Send>(items: Vec<T>) {
    use rayon::prelude::*;
    items.into_par_iter().with_min_len(16).for_each(drop);
}

/// The data behind `m`, also when a task panicked holding it: the panic
/// fails the run anyway, and whatever the lock guards stays consistent
/// (it is pushed to or taken from whole).
pub fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
