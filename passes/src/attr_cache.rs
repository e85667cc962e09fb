//! Attribute dictionaries the memref lowering builds over and over (the
//! properties of each runtime call, of each `getelementptr`), built once
//! per pass run and distinct key: building one interns half a dozen
//! attributes, each a hash and a shard lock of the shared context, some
//! thousands of instructions in all against a hundred for a look-up here.

use std::sync::{Mutex, MutexGuard};

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::{AttrId, Ident, TypeId};

/// What a cached dictionary is built from.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Key {
    /// `llvm.call @callee` with `args` arguments and no result attributes.
    Call { callee: Ident, args: u32 },
    /// `llvm.getelementptr` of `elem` with these flags and raw indices.
    Gep {
        elem: TypeId,
        flags: i128,
        raw: SmallVec<[i32; 4]>,
    },
}

#[derive(Default)]
pub struct AttrCache {
    map: Mutex<FxHashMap<Key, AttrId>>,
}

impl AttrCache {
    fn lock(&self) -> MutexGuard<'_, FxHashMap<Key, AttrId>> {
        self.map.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The dictionary for `key`, built by `build` the first time. Built
    /// outside the lock: two threads may both build it, and get the same
    /// interned id.
    pub fn get_or_build(&self, key: Key, build: impl FnOnce() -> AttrId) -> AttrId {
        if let Some(&a) = self.lock().get(&key) {
            return a;
        }
        let a = build();
        self.lock().insert(key, a);
        a
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_once_per_key() {
        let cache = AttrCache::default();
        let ctx = strata_ir::Context::new();
        let f = ctx.ident("f");
        let mut built = 0;
        for _ in 0..3 {
            let a = cache.get_or_build(Key::Call { callee: f, args: 1 }, || {
                built += 1;
                AttrId::EMPTY_DICT
            });
            assert_eq!(a, AttrId::EMPTY_DICT);
        }
        assert_eq!(built, 1);
        cache.get_or_build(Key::Call { callee: f, args: 2 }, || {
            built += 1;
            AttrId::UNIT
        });
        assert_eq!(built, 2);
    }
}
