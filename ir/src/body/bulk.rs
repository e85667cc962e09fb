//! Bulk appends to a body's arenas, for a decoder that knows every arena's
//! final size up front (the bytecode reader: a body section's header
//! declares its op, value and list counts).
//!
//! `Vec::push` reloads the vector's length, capacity and buffer from
//! memory after every store, because a store into one arena may, as far as
//! the compiler knows, overwrite the header of another; a decoder filling
//! three arenas per op pays that on every field. An [`Appender`] holds a
//! vector's buffer, length and limit as plain values (registers, once
//! inlined), checks each append against a limit fixed at its creation,
//! and gives the vector its new length when it is dropped. It never
//! allocates: the room is what the vector has reserved.

use std::marker::PhantomData;

/// Appends to a `Vec<T>` up to a fixed limit without touching the vector
/// until it is dropped, when the vector's length covers every element
/// appended. Nothing allocates or moves: the room is the vector's spare
/// capacity.
pub struct Appender<'a, T> {
    vec: &'a mut Vec<T>,
    /// `vec`'s buffer, which does not move while `vec` is borrowed here.
    ptr: *mut T,
    /// Elements initialised: `vec.len()` when made, plus those appended.
    len: usize,
    /// `len` never exceeds this; at most `vec.capacity()`.
    limit: usize,
    _owns: PhantomData<T>,
}

impl<'a, T> Appender<'a, T> {
    /// An appender that lets `vec` grow to `limit` elements, or to its
    /// capacity when that is less (and not at all when its length is
    /// already there).
    #[inline]
    pub fn new(vec: &'a mut Vec<T>, limit: usize) -> Self {
        let len = vec.len();
        let limit = limit.min(vec.capacity()).max(len);
        let ptr = vec.as_mut_ptr();
        Appender {
            vec,
            ptr,
            len,
            limit,
            _owns: PhantomData,
        }
    }

    /// The vector's length so far (the index the next element gets).
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether nothing has been appended and the vector was empty.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many more elements fit below the limit.
    #[inline(always)]
    pub fn room(&self) -> usize {
        self.limit - self.len
    }

    /// Appends `v`, or gives it back when the limit is reached.
    #[inline(always)]
    pub fn push(&mut self, v: T) -> Result<(), T> {
        if self.len >= self.limit {
            return Err(v);
        }
        // SAFETY: `len < limit <= vec.capacity()` (`new` caps `limit` at
        // the capacity), so the slot is inside the buffer `ptr` points to, which
        // stays put while `vec` is mutably borrowed by `self`. Slots from
        // `vec.len()` up are spare capacity: writing one drops nothing, and
        // no reference to it exists.
        unsafe { self.ptr.add(self.len).write(v) };
        self.len += 1;
        Ok(())
    }

    /// Appends every element of `vs` after one limit check, or gives them
    /// back, appending none, when they do not all fit (a decoder's
    /// fixed-size groups, such as a binary op's two operands).
    #[inline(always)]
    pub fn push_array<const N: usize>(&mut self, vs: [T; N]) -> Result<(), [T; N]> {
        if N > self.limit - self.len {
            return Err(vs);
        }
        for (i, v) in vs.into_iter().enumerate() {
            // SAFETY: `len + i < len + N <= limit <= vec.capacity()`, so
            // each slot is spare capacity inside the buffer, as in `push`.
            unsafe { self.ptr.add(self.len + i).write(v) };
        }
        self.len += N;
        Ok(())
    }
}

impl<T> Drop for Appender<'_, T> {
    #[inline(always)]
    fn drop(&mut self) {
        // SAFETY: every slot below `len` is initialised (the vector's own
        // elements, then one `push` each), and `len <= limit <=
        // vec.capacity()`.
        unsafe { self.vec.set_len(self.len) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appends_up_to_the_limit_and_sets_the_length_when_dropped() {
        let mut v = vec![1u32, 2];
        v.reserve_exact(8);
        {
            let mut a = Appender::new(&mut v, 4);
            assert_eq!((a.len(), a.room()), (2, 2));
            assert_eq!(a.push(3), Ok(()));
            assert_eq!(a.push(4), Ok(()));
            assert_eq!(a.push(5), Err(5));
            assert_eq!((a.len(), a.room()), (4, 0));
        }
        assert_eq!(v, [1, 2, 3, 4]);
        // A limit below the length allows nothing and removes nothing.
        {
            let mut a = Appender::new(&mut v, 1);
            assert_eq!(a.push(9), Err(9));
        }
        assert_eq!(v, [1, 2, 3, 4]);
        // Nor does a full vector: an appender never allocates.
        v.shrink_to_fit();
        let cap = v.capacity();
        {
            let mut a = Appender::new(&mut v, 100);
            assert_eq!(a.room(), cap - 4);
            while a.room() > 0 {
                a.push(0).unwrap();
            }
            assert_eq!(a.push(9), Err(9));
        }
        assert_eq!(v.capacity(), cap);
    }

    #[test]
    fn arrays_are_appended_whole_or_not_at_all() {
        let mut v: Vec<u32> = Vec::with_capacity(8);
        {
            let mut a = Appender::new(&mut v, 5);
            assert_eq!(a.push_array([1, 2]), Ok(()));
            assert_eq!(a.push_array([3, 4]), Ok(()));
            assert_eq!(a.push_array([5, 6]), Err([5, 6]));
            assert_eq!(a.room(), 1);
            assert_eq!(a.push_array([5]), Ok(()));
            assert_eq!(a.push_array::<0>([]), Ok(()));
        }
        assert_eq!(v, [1, 2, 3, 4, 5]);
    }

    #[test]
    fn owned_elements_are_kept_and_dropped_once() {
        let mut v: Vec<String> = Vec::with_capacity(3);
        {
            let mut a = Appender::new(&mut v, 3);
            assert!(a.is_empty());
            a.push("a".to_string()).unwrap();
            a.push("b".to_string()).unwrap();
        }
        assert_eq!(v, ["a", "b"]);
    }
}
