//! The parser's SSA name table: `%name` → its definition, for the
//! isolated bodies being parsed.
//!
//! Each open isolated body has one open-addressing table holding every name
//! defined in it, whichever of its regions defined it: a use or a definition
//! is one probe, not one hash-map look-up per enclosing region. Regions
//! nest inside a body: a definition in an inner region hides one of the
//! same name from an outer region until the inner region closes (an undo
//! log restores it), as separate per-region maps searched innermost first
//! would. The tables of finished bodies are kept and reused, so a parse
//! allocates for names only while its largest body grows.

use crate::ids::{TypeId, Value};

/// The bytes of a name of up to 16 bytes as two words (overlapping loads;
/// with the length they determine the name); for longer names, some of
/// their bytes.
#[inline]
pub(super) fn words(text: &str) -> (u64, u64) {
    let b = text.as_bytes();
    let n = b.len();
    let word = |at: usize| u64::from_le_bytes(b[at..at + 8].try_into().unwrap_or([0; 8]));
    let half = |at: usize| {
        u64::from(u32::from_le_bytes(
            b[at..at + 4].try_into().unwrap_or([0; 4]),
        ))
    };
    if n >= 8 {
        (word(0), word(n - 8))
    } else if n >= 4 {
        (half(0) | half(n - 4) << 32, 0)
    } else if n > 0 {
        (
            u64::from(b[0]) | u64::from(b[n / 2]) << 8 | u64::from(b[n - 1]) << 16,
            0,
        )
    } else {
        (0, 0)
    }
}

/// A well-mixed hash of a name's words and length.
#[inline]
pub(super) fn mix(words: (u64, u64), len: usize) -> u64 {
    let x = words.0.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ words.1.rotate_left(29) ^ len as u64;
    let x = (x ^ (x >> 32)).wrapping_mul(0xD6E8_FEB8_6659_FD93);
    x ^ (x >> 32)
}

/// A value name (`%x`) as a key: names of up to 16 bytes (nearly all)
/// compare as two machine words kept in the key, without a string compare
/// or a look at the text.
#[derive(Clone, Copy, Debug)]
pub(super) struct Name<'a> {
    words: (u64, u64),
    text: &'a str,
}

impl<'a> Name<'a> {
    #[inline]
    pub(super) fn new(text: &'a str) -> Name<'a> {
        Name {
            words: words(text),
            text,
        }
    }

    #[inline]
    pub(super) fn text(&self) -> &'a str {
        self.text
    }

    /// The key of `text` from its `words` (as made by `Name::new`).
    #[inline]
    pub(super) fn with_words(text: &'a str, words: (u64, u64)) -> Name<'a> {
        Name { words, text }
    }

    #[inline]
    pub(super) fn words(&self) -> (u64, u64) {
        self.words
    }

    /// The table hash: one multiply, its top bits used as the slot (they
    /// depend on every bit of the words).
    #[inline]
    pub(super) fn table_hash(&self) -> u64 {
        (self.words.0 ^ self.words.1.rotate_left(32) ^ self.text.len() as u64)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
}

impl PartialEq for Name<'_> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.text.len() == other.text.len()
            && self.words == other.words
            && (self.text.len() <= 16 || self.text == other.text)
    }
}

impl Eq for Name<'_> {}

impl std::hash::Hash for Name<'_> {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        h.write_u64(mix(self.words, self.text.len()));
    }
}

/// A definition: the first value of the name's group (`%x:3` defines
/// three), the group's size, the byte offset of the defining name, and the
/// first value's type (most uses check it against the body's values
/// without a look at them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Def {
    pub first: Value,
    pub count: u32,
    pub at: u32,
    pub ty: TypeId,
}

/// `Entry::depth` of a name with no definition in reach (its region
/// closed).
const DEAD: u32 = u32::MAX;

/// `Entry::hides` when the definition hides none.
const NO_HIDDEN: u32 = u32::MAX;

/// A name of a body and its visible definition.
struct Entry<'a> {
    name: Name<'a>,
    /// Region nesting depth of the definition (0: the body's own level,
    /// as for ops at the top of a file); `DEAD` when there is none.
    depth: u32,
    def: Def,
    /// The outer definition this one hides (an index into `hidden`), or
    /// `NO_HIDDEN`.
    hides: u32,
}

/// A hidden definition, restored when the hiding region closes.
struct Hidden {
    depth: u32,
    def: Def,
    hides: u32,
}

/// The names of one isolated body.
#[derive(Default)]
pub(super) struct NameTable<'a> {
    /// Open addressing, linear probing: entry index + 1, 0 for empty. A
    /// power of two long, at most a quarter full (probes are then short).
    slots: Vec<u32>,
    /// `64 - log2(slots.len())`: a hash's top bits pick its slot.
    shift: u32,
    entries: Vec<Entry<'a>>,
    hidden: Vec<Hidden>,
    /// Entries defined in the open regions, in order.
    undo: Vec<u32>,
    /// `undo.len()` as each open region began; its length is the depth.
    marks: Vec<u32>,
}

/// The first table size (slots); tables double from there.
const MIN_SLOTS: usize = 64;

impl<'a> NameTable<'a> {
    /// The entry for `name` if the table has one, else the empty slot
    /// where it would go (`None` while the table has no slots).
    #[inline(always)]
    fn find(&self, name: &Name<'_>) -> Result<usize, Option<usize>> {
        if self.slots.is_empty() {
            return Err(None);
        }
        if name.text.len() > 16 {
            return self.find_long(name.text, name.words);
        }
        // Short names: equal words and lengths are equal names.
        let (words, len) = (name.words, name.text.len());
        self.probe(name, |e| e.words == words && e.text.len() == len)
    }

    /// `find` for names longer than 16 bytes, compared as text. (Given
    /// the name's parts, which go in registers: a `&Name` made the callers
    /// write every name they look up to memory.)
    #[cold]
    #[inline(never)]
    fn find_long(&self, text: &str, words: (u64, u64)) -> Result<usize, Option<usize>> {
        let name = Name::with_words(text, words);
        self.probe(&name, |e| *e == name)
    }

    /// The linear probe from `name`'s slot: the first entry `same` takes,
    /// or the first empty slot. The table is never full, so it ends.
    #[inline(always)]
    fn probe(
        &self,
        name: &Name<'_>,
        same: impl Fn(&Name<'_>) -> bool,
    ) -> Result<usize, Option<usize>> {
        let mask = self.slots.len() - 1;
        let mut i = (name.table_hash() >> self.shift) as usize;
        loop {
            let s = self.slots[i & mask];
            if s == 0 {
                return Err(Some(i & mask));
            }
            if same(&self.entries[(s - 1) as usize].name) {
                return Ok((s - 1) as usize);
            }
            i += 1;
        }
    }

    /// The visible definition of `name`.
    #[inline(always)]
    pub(super) fn get(&self, name: &Name<'_>) -> Option<Def> {
        let e = self.entries.get(self.find(name).ok()?)?;
        (e.depth != DEAD).then_some(e.def)
    }

    /// Defines `name` in the innermost open region; on a redefinition in
    /// that same region, the earlier definition (and nothing changes).
    /// (Inlined into the parser's op-result definition, once an op.)
    #[inline(always)]
    pub(super) fn define(&mut self, name: Name<'a>, def: Def) -> Result<(), Def> {
        // Room first: growing moves the slots `find` points at.
        if (self.entries.len() + 1) * 4 > self.slots.len() {
            self.grow();
        }
        let depth = self.marks.len() as u32;
        let e = match self.find(&name) {
            Ok(e) => {
                let entry = &mut self.entries[e];
                if entry.depth == DEAD {
                    entry.hides = NO_HIDDEN;
                } else if entry.depth == depth {
                    return Err(entry.def);
                } else {
                    // An outer region's definition: hidden until this
                    // region closes.
                    self.hidden.push(Hidden {
                        depth: entry.depth,
                        def: entry.def,
                        hides: entry.hides,
                    });
                    entry.hides = (self.hidden.len() - 1) as u32;
                }
                entry.depth = depth;
                entry.def = def;
                e
            }
            Err(slot) => {
                let e = self.entries.len();
                if let Some(slot) = slot.and_then(|i| self.slots.get_mut(i)) {
                    *slot = e as u32 + 1;
                }
                self.entries.push(Entry {
                    name,
                    depth,
                    def,
                    hides: NO_HIDDEN,
                });
                e
            }
        };
        self.undo.push(e as u32);
        Ok(())
    }

    /// Points the first free slot of `name`'s probe sequence at entry `e`.
    fn place(&mut self, name: &Name<'a>, e: usize) {
        if let Err(Some(i)) = self.find(name) {
            self.slots[i] = e as u32 + 1;
        }
    }

    /// Doubles the slots (or makes the first ones) and re-places the
    /// entries.
    #[cold]
    fn grow(&mut self) {
        let n = (self.slots.len() * 2).max(MIN_SLOTS);
        self.slots.clear();
        self.slots.resize(n, 0);
        self.shift = 64 - n.trailing_zeros();
        for e in 0..self.entries.len() {
            let name = self.entries[e].name;
            self.place(&name, e);
        }
    }

    /// Opens a region nested in the innermost open one.
    pub(super) fn open_region(&mut self) {
        self.marks.push(self.undo.len() as u32);
    }

    /// Closes the innermost open region: its definitions go out of reach
    /// and the ones they hid come back.
    pub(super) fn close_region(&mut self) {
        let Some(mark) = self.marks.pop() else {
            return;
        };
        while self.undo.len() > mark as usize {
            let Some(e) = self.undo.pop() else { break };
            let entry = &mut self.entries[e as usize];
            if entry.hides == NO_HIDDEN {
                entry.depth = DEAD;
            } else if let Some(h) = self.hidden.pop() {
                // Definitions are undone in reverse, so the one hidden
                // last is this entry's.
                debug_assert_eq!(entry.hides as usize, self.hidden.len());
                entry.depth = h.depth;
                entry.def = h.def;
                entry.hides = h.hides;
            }
        }
    }

    /// Readies the table for another body: every definition goes out of
    /// reach. The names stay (bodies of a file tend to reuse names, which
    /// then need no new entry), unless there are so many that a fresh
    /// table is better.
    fn reset(&mut self) {
        if self.entries.len() > MAX_KEPT_NAMES {
            *self = NameTable::default();
            return;
        }
        // Every visible definition is in the undo log.
        for &e in &self.undo {
            if let Some(entry) = self.entries.get_mut(e as usize) {
                entry.depth = DEAD;
                entry.hides = NO_HIDDEN;
            }
        }
        self.hidden.clear();
        self.undo.clear();
        self.marks.clear();
    }
}

/// A table with more names than this is not kept for the next body.
const MAX_KEPT_NAMES: usize = 1 << 12;

/// The tables of the open isolated bodies.
#[derive(Default)]
pub(super) struct SsaNames<'a> {
    /// The innermost open body's names (a parse starts in the top body).
    current: NameTable<'a>,
    /// The enclosing bodies' names, innermost last.
    outer: Vec<NameTable<'a>>,
    /// Emptied tables of finished bodies.
    free: Vec<NameTable<'a>>,
}

/// Where a use's name is defined.
pub(super) enum Lookup {
    Found(Def),
    /// In an enclosing isolated body: out of reach.
    OutsideIsolated,
    Missing,
}

impl<'a> SsaNames<'a> {
    /// Starts the names of an isolated body nested in the current one.
    pub(super) fn begin_body(&mut self) {
        let t = self.free.pop().unwrap_or_default();
        self.outer.push(std::mem::replace(&mut self.current, t));
    }

    /// Ends the current isolated body's names (the enclosing body's become
    /// current again).
    pub(super) fn end_body(&mut self) {
        let Some(enclosing) = self.outer.pop() else {
            // The top body: only emptied.
            self.current.reset();
            return;
        };
        let mut done = std::mem::replace(&mut self.current, enclosing);
        done.reset();
        self.free.push(done);
    }

    /// Ends every open body: the tables are left with no definitions in
    /// reach, for another parse.
    pub(super) fn end_all_bodies(&mut self) {
        while !self.outer.is_empty() {
            self.end_body();
        }
        self.end_body();
    }

    /// The visible definition of `name` in the current body.
    #[inline]
    pub(super) fn get_current(&self, name: &Name<'_>) -> Option<Def> {
        self.current.get(name)
    }

    /// The current body's table.
    #[inline]
    pub(super) fn current(&mut self) -> &mut NameTable<'a> {
        &mut self.current
    }

    #[inline]
    pub(super) fn lookup(&self, name: &Name<'_>) -> Lookup {
        match self.current.get(name) {
            Some(d) => Lookup::Found(d),
            None => self.lookup_outside(name),
        }
    }

    #[cold]
    fn lookup_outside(&self, name: &Name<'_>) -> Lookup {
        if self.outer.iter().any(|t| t.get(name).is_some()) {
            Lookup::OutsideIsolated
        } else {
            Lookup::Missing
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Def, Lookup, Name, NameTable, SsaNames};
    use crate::ids::{TypeId, Value};

    fn def(v: u32) -> Def {
        Def {
            first: Value(v),
            count: 1,
            at: v,
            ty: TypeId::I32,
        }
    }

    #[test]
    fn inner_regions_hide_and_restore() {
        let mut t = NameTable::default();
        t.open_region();
        assert_eq!(t.define(Name::new("%a"), def(1)), Ok(()));
        assert_eq!(t.define(Name::new("%a"), def(2)), Err(def(1)));
        t.open_region();
        assert_eq!(t.get(&Name::new("%a")), Some(def(1)));
        assert_eq!(t.define(Name::new("%a"), def(3)), Ok(()));
        assert_eq!(t.define(Name::new("%b"), def(4)), Ok(()));
        t.open_region();
        assert_eq!(t.define(Name::new("%a"), def(5)), Ok(()));
        assert_eq!(t.get(&Name::new("%a")), Some(def(5)));
        t.close_region();
        assert_eq!(t.get(&Name::new("%a")), Some(def(3)));
        t.close_region();
        assert_eq!(t.get(&Name::new("%a")), Some(def(1)));
        assert_eq!(t.get(&Name::new("%b")), None);
        // A name whose region closed can be defined again.
        assert_eq!(t.define(Name::new("%b"), def(6)), Ok(()));
        t.close_region();
        assert_eq!(t.get(&Name::new("%a")), None);
        assert_eq!(t.get(&Name::new("%b")), None);
    }

    #[test]
    fn ending_all_bodies_leaves_no_name_in_reach() {
        let mut s = SsaNames::default();
        s.current().open_region();
        assert_eq!(s.current().define(Name::new("%a"), def(1)), Ok(()));
        s.begin_body();
        s.current().open_region();
        assert_eq!(s.current().define(Name::new("%b"), def(2)), Ok(()));
        s.current().open_region();
        assert_eq!(s.current().define(Name::new("%a"), def(3)), Ok(()));
        // Regions and a body left open, as an abandoned parse leaves them.
        s.end_all_bodies();
        for n in ["%a", "%b"] {
            assert!(matches!(s.lookup(&Name::new(n)), Lookup::Missing), "{n}");
        }
        s.current().open_region();
        assert_eq!(s.current().define(Name::new("%a"), def(4)), Ok(()));
        assert_eq!(s.get_current(&Name::new("%a")), Some(def(4)));
    }

    #[test]
    fn many_and_long_names() {
        let names: Vec<String> = (0..5000)
            .map(|i| match i % 3 {
                0 => format!("%v{i}"),
                1 => format!("%a_rather_long_name_{i}_with_a_tail"),
                _ => format!("%{i}"),
            })
            .collect();
        let mut t = NameTable::default();
        t.open_region();
        for (i, n) in names.iter().enumerate() {
            assert_eq!(t.define(Name::new(n), def(i as u32)), Ok(()));
        }
        for (i, n) in names.iter().enumerate() {
            assert_eq!(t.get(&Name::new(n)), Some(def(i as u32)));
        }
        // Same words, different text past 16 bytes.
        assert_eq!(t.get(&Name::new("%a_rather_long_nXme_1_with_a_tail")), None);
        assert_eq!(t.get(&Name::new("%v5000")), None);
    }

    #[test]
    fn isolated_bodies_do_not_see_outer_names() {
        let mut s = SsaNames::default();
        s.current().open_region();
        assert_eq!(s.current().define(Name::new("%x"), def(1)), Ok(()));
        s.begin_body();
        s.current().open_region();
        assert!(matches!(
            s.lookup(&Name::new("%x")),
            Lookup::OutsideIsolated
        ));
        assert!(matches!(s.lookup(&Name::new("%y")), Lookup::Missing));
        assert_eq!(s.current().define(Name::new("%x"), def(2)), Ok(()));
        assert!(matches!(s.lookup(&Name::new("%x")), Lookup::Found(d) if d == def(2)));
        s.current().close_region();
        s.end_body();
        assert!(matches!(s.lookup(&Name::new("%x")), Lookup::Found(d) if d == def(1)));
        // A reused table starts empty.
        s.begin_body();
        assert!(matches!(
            s.lookup(&Name::new("%x")),
            Lookup::OutsideIsolated
        ));
    }
}
