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

/// The current rayon pool thread as a body's `home`: its index plus one,
/// or 0 off a pool.
pub fn heap_home() -> u16 {
    rayon::current_thread_index()
        .and_then(|i| u16::try_from(i + 1).ok())
        .unwrap_or(0)
}

/// Per pool thread: what other threads are done with and that thread
/// allocated, for it to free. glibc gives each thread an arena of its own,
/// and a free from another thread takes the arena's lock, which its owner
/// holds for each of its own allocations: on 2 threads, a conversion that
/// freed each original body on whichever thread converted it waited for
/// that lock hundreds of times a run.
pub struct ReturnsHome<T> {
    lists: Vec<std::sync::Mutex<Vec<T>>>,
}

impl<T: Send> ReturnsHome<T> {
    /// Lists for the threads of the current pool.
    pub fn for_current_pool() -> Self {
        ReturnsHome {
            lists: (0..rayon::current_num_threads())
                .map(|_| std::sync::Mutex::new(Vec::new()))
                .collect(),
        }
    }

    /// Hands `item` to pool thread `home` (as `heap_home` gives it); gives
    /// it back when that is this thread, or not known.
    pub fn send(&self, home: u16, item: T) -> Option<T> {
        let list = (home as usize)
            .checked_sub(1)
            .filter(|&i| Some(i) != rayon::current_thread_index())
            .and_then(|i| self.lists.get(i));
        match list {
            Some(list) => {
                lock(list).push(item);
                None
            }
            None => Some(item),
        }
    }

    /// Frees what other threads handed to this one.
    pub fn drop_own(&self) {
        if let Some(list) = rayon::current_thread_index().and_then(|i| self.lists.get(i)) {
            // Moved out (into this thread's memory) and freed after the
            // lock: the others may hand over more meanwhile, into a list
            // that keeps its room.
            let items: Vec<T> = {
                let mut list = lock(list);
                if list.is_empty() {
                    return;
                }
                list.drain(..).collect()
            };
            drop(items);
        }
    }

    /// Frees everything left, each thread what was handed to it.
    pub fn drop_all(self) {
        rayon::broadcast(|_| self.drop_own());
    }
}

#[cfg(test)]
mod tests {
    use super::{heap_home, install, lock, ReturnsHome};
    use std::sync::Mutex;

    /// Notes, when dropped, its home and the thread that dropped it.
    struct Probe<'l> {
        home: u16,
        log: &'l Mutex<Vec<(u16, u16)>>,
    }

    impl Drop for Probe<'_> {
        fn drop(&mut self) {
            lock(self.log).push((self.home, heap_home()));
        }
    }

    #[test]
    fn what_a_thread_allocated_is_freed_by_that_thread() {
        let log = Mutex::new(Vec::new());
        install(3, || {
            let returns = ReturnsHome::for_current_pool();
            rayon::broadcast(|ctx| {
                let me = heap_home();
                for k in 0..60u16 {
                    // Every thread's, this one's, and of no known thread.
                    let home = [1, 2, 3, me, 0][usize::from(k) % 5];
                    let probe = Probe { home, log: &log };
                    let back = returns.send(home, probe);
                    assert_eq!(back.is_some(), home == me || home == 0, "{ctx:?}");
                    drop(back);
                    if k % 7 == 0 {
                        returns.drop_own();
                    }
                }
            });
            returns.drop_all();
        })
        .expect("a pool of 3 threads");
        let log = log.into_inner().unwrap();
        assert_eq!(log.len(), 3 * 60);
        for (home, dropped_on) in log {
            if home != 0 {
                assert_eq!(home, dropped_on);
            }
        }
    }
}
