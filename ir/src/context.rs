//! The shared, thread-safe `Context`: it interns identifiers, types and
//! attributes into dense ids. Interning takes a shard lock of a `DashMap`
//! only to deduplicate; reading the data behind an id is lock-free (an
//! append-only `boxcar::Vec`), so rayon workers share one `&Context`.

use std::hash::Hash;

use dashmap::mapref::entry::Entry;
use dashmap::DashMap;
use rustc_hash::FxBuildHasher;

use crate::attrs::{AttrData, Location, NamedAttr};
use crate::ids::{AttrId, Ident, TypeId};
use crate::types::{FloatKind, NamedStructBody, Signedness, TypeData};

/// Ids from here up name entries of the location store: a shard number
/// (`LOC_SHARD_BITS` bits) above the index in that shard.
const LOC_STORE_BASE: u32 = 1 << 31;
const LOC_SHARD_BITS: u32 = 3;
const LOC_SHARDS: usize = 1 << LOC_SHARD_BITS;
const LOC_INDEX_BITS: u32 = 31 - LOC_SHARD_BITS;

/// The location-store shard this thread appends to: threads take shards
/// in turn, so parallel parsers do not contend on one store's counters.
fn loc_shard() -> usize {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    thread_local! {
        static SHARD: usize = NEXT.fetch_add(1, Ordering::Relaxed) % LOC_SHARDS;
    }
    SHARD.with(|s| *s)
}

/// One shard of the location store: append-only, entries in chunks of
/// doubling size that never move, so a reference stays valid while others
/// append. Appends take the shard's lock (uncontended: threads have shards
/// of their own); reads take none. 32 bytes an entry, no per-entry flag.
struct LocShard {
    append: std::sync::Mutex<()>,
    /// Entries published so far (written before `len` moves past them).
    len: std::sync::atomic::AtomicU32,
    /// Entries below this were discarded (`Context::discard_locations`):
    /// their chunks are gone, and a chunk made again for later entries
    /// does not hold them.
    discarded: u32,
    chunks: [std::sync::OnceLock<LocChunk>; LOC_CHUNKS],
}

/// A location entry, written once.
type LocEntry = std::cell::UnsafeCell<std::mem::MaybeUninit<AttrData>>;

/// A chunk of location entries.
type LocChunk = Box<[LocEntry]>;

/// Entries a shard can hold: `LOC_INDEX_BITS` bits index them, less one.
const LOC_LIMIT: u32 = (1 << LOC_INDEX_BITS) - 1;

/// Chunk `k` holds `LOC_CHUNK0 << k` entries: 24 chunks cover the 2^28
/// entries a shard can index.
const LOC_CHUNK0_BITS: u32 = 10;
const LOC_CHUNKS: usize = (LOC_INDEX_BITS - LOC_CHUNK0_BITS + 1) as usize;

// SAFETY: entries are written once, under `append`, before `len` (Release)
// covers them, and never changed or moved afterwards; readers only touch
// entries below `len` (Acquire). `AttrData` itself is Send + Sync.
unsafe impl Sync for LocShard {}

impl LocShard {
    fn new() -> LocShard {
        LocShard {
            append: std::sync::Mutex::new(()),
            len: std::sync::atomic::AtomicU32::new(0),
            discarded: 0,
            chunks: std::array::from_fn(|_| std::sync::OnceLock::new()),
        }
    }

    /// Frees every entry; later ones get the next indices, so an id of a
    /// discarded entry never names a new one.
    fn discard(&mut self) {
        self.discarded = *self.len.get_mut();
        self.chunks.iter_mut().for_each(|c| drop(c.take()));
    }

    /// Chunk and position in it of entry `i`.
    #[inline]
    fn place(i: u32) -> (usize, usize) {
        let j = (i >> LOC_CHUNK0_BITS) + 1;
        let k = 31 - j.leading_zeros();
        let start = ((1u32 << k) - 1) << LOC_CHUNK0_BITS;
        (k as usize, (i - start) as usize)
    }

    /// The chunk entry `i` goes in (made when it is the first to) and the
    /// index of the chunk's first entry; `None` when the shard is full.
    /// `_held` is the guard of this shard's `append` lock: only its holder
    /// makes chunks.
    fn chunk_for(
        &self,
        _held: &std::sync::MutexGuard<'_, ()>,
        i: u32,
    ) -> Option<(&[LocEntry], u32)> {
        if i >= LOC_LIMIT {
            return None;
        }
        let (k, at) = Self::place(i);
        let chunk = self.chunks[k].get_or_init(|| {
            (0..(1usize << (k as u32 + LOC_CHUNK0_BITS)))
                .map(|_| std::cell::UnsafeCell::new(std::mem::MaybeUninit::uninit()))
                .collect()
        });
        Some((chunk, i - at as u32))
    }

    /// Appends `loc("file":line:col)` as entry `i`, the next one, which
    /// `chunk` (below `LOC_LIMIT`) holds at `at`. `_held` is the guard of
    /// this shard's `append` lock: only its holder writes. The entry is
    /// built where it is stored (built first and moved, it went through
    /// the stack).
    #[inline(always)]
    fn write_file_line_col(
        &self,
        _held: &std::sync::MutexGuard<'_, ()>,
        slot: &LocEntry,
        i: u32,
        (file, line, col): (Ident, u32, u32),
    ) {
        // SAFETY: entry `i` is not published yet (`len` is `i`), so no
        // reader touches it, and the held lock keeps other writers out.
        unsafe {
            (*slot.get()).write(AttrData::Location(Location::FileLineCol {
                file,
                line,
                col,
            }))
        };
        self.len.store(i + 1, std::sync::atomic::Ordering::Release);
    }

    /// Appends `loc("file":line:col)`; its index, or `None` when the shard
    /// is full.
    fn push_file_line_col(
        &self,
        held: &std::sync::MutexGuard<'_, ()>,
        loc: (Ident, u32, u32),
    ) -> Option<u32> {
        let i = self.len.load(std::sync::atomic::Ordering::Relaxed);
        let (chunk, first) = self.chunk_for(held, i)?;
        self.write_file_line_col(held, &chunk[(i - first) as usize], i, loc);
        Some(i)
    }

    #[inline]
    fn get(&self, i: u32) -> &AttrData {
        use std::sync::atomic::Ordering;
        assert!(
            i < self.len.load(Ordering::Acquire),
            "location id out of range"
        );
        assert!(i >= self.discarded, "location discarded");
        let (k, at) = Self::place(i);
        let chunk = self.chunks[k].get().expect("published chunk");
        // SAFETY: entries from `discarded` to `len` are initialised and
        // never written again.
        unsafe { (*chunk[at].get()).assume_init_ref() }
    }
}

// No `Drop` for `LocShard`: its entries are all `Location::FileLineCol`,
// plain ids and numbers owning nothing, so there is nothing to run per
// entry when a context goes (dropping them one by one cost as much as a
// tenth of reading a bytecode module). The chunks are freed as usual.
// (The fields of that variant are `Copy`: nothing to drop.)
const _: () = {
    const fn fields_own_nothing<T: Copy>() {}
    fields_own_nothing::<Ident>();
};

struct Interner<T: Hash + Eq + Clone> {
    map: DashMap<T, u32, FxBuildHasher>,
    items: boxcar::Vec<T>,
}

impl<T: Hash + Eq + Clone> Interner<T> {
    fn new() -> Self {
        Interner {
            map: DashMap::with_hasher(FxBuildHasher),
            items: boxcar::Vec::new(),
        }
    }

    fn intern(&self, value: T) -> u32 {
        if let Some(id) = self.map.get(&value) {
            return *id;
        }
        // The entry keeps the shard locked, so two threads interning the same
        // value get the same id.
        match self.map.entry(value) {
            Entry::Occupied(e) => *e.get(),
            Entry::Vacant(v) => {
                let id = self.items.push(v.key().clone()) as u32;
                v.insert(id);
                id
            }
        }
    }

    #[inline]
    fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    fn len(&self) -> usize {
        self.items.count()
    }
}

/// Identifiers are looked up by `&str` without allocating.
/// Interns identifiers and string-attribute values. MLIR strings are byte
/// strings (`"\FF"` is one byte 0xFF), so the key is the bytes; nearly all
/// are UTF-8, and readers that want text get it without a check.
struct StrInterner {
    map: DashMap<Box<[u8]>, u32, FxBuildHasher>,
    items: boxcar::Vec<IdentEntry>,
}

struct IdentEntry {
    /// The bytes as text when they are UTF-8; otherwise their lossy
    /// rendering (U+FFFD for each bad sequence), which no byte string
    /// interns to, so it only serves diagnostics and name lookups.
    text: Box<str>,
    /// The bytes when they are not UTF-8.
    raw: Option<Box<[u8]>>,
}

impl IdentEntry {
    fn bytes(&self) -> &[u8] {
        self.raw.as_deref().unwrap_or(self.text.as_bytes())
    }
}

impl StrInterner {
    fn intern(&self, s: &[u8]) -> u32 {
        if let Some(id) = self.map.get(s) {
            return *id;
        }
        match self.map.entry(s.into()) {
            Entry::Occupied(e) => *e.get(),
            Entry::Vacant(v) => {
                let entry = match std::str::from_utf8(s) {
                    Ok(text) => IdentEntry {
                        text: text.into(),
                        raw: None,
                    },
                    Err(_) => IdentEntry {
                        text: String::from_utf8_lossy(s).into(),
                        raw: Some(s.into()),
                    },
                };
                let id = self.items.push(entry) as u32;
                v.insert(id);
                id
            }
        }
    }
}

pub struct Context {
    idents: StrInterner,
    types: Interner<TypeData>,
    attrs: Interner<AttrData>,
    /// `loc("file":line:col)` locations made by `loc_file_line_col*`, one
    /// per call and never deduplicated: parsed ops each have their own, so
    /// a dedup map would only cost a hash, a shard lock and a copy of the
    /// key per op. Their ids start at `LOC_STORE_BASE`.
    locs: [LocShard; LOC_SHARDS],
    named_structs: DashMap<Ident, NamedStructBody, FxBuildHasher>,
    /// Distinct for every context of the process (never 0), so that
    /// per-thread caches keyed by ids can tell contexts apart.
    uid: u64,
}

/// The source of `Context::uid`.
static NEXT_CONTEXT_UID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// Types interned first in every context, in this order, so that their ids
/// are constants.
impl TypeId {
    pub const I1: TypeId = TypeId(0);
    pub const I8: TypeId = TypeId(1);
    pub const I16: TypeId = TypeId(2);
    pub const I32: TypeId = TypeId(3);
    pub const I64: TypeId = TypeId(4);
    pub const INDEX: TypeId = TypeId(5);
    pub const F16: TypeId = TypeId(6);
    pub const F32: TypeId = TypeId(7);
    pub const F64: TypeId = TypeId(8);
    pub const NONE_TYPE: TypeId = TypeId(9);
    pub const LLVM_PTR: TypeId = TypeId(10);
    pub const LLVM_VOID: TypeId = TypeId(11);
    pub const BF16: TypeId = TypeId(12);
    /// Ids below this are the signless integers `i1` to `i64` above.
    pub const SCALAR_INT_END: u32 = 5;
    /// Ids below this are those integers and `index`.
    pub const SCALAR_INT_OR_INDEX_END: u32 = 6;
}

/// Attributes interned first in every context.
impl AttrId {
    pub const UNIT: AttrId = AttrId(0);
    pub const EMPTY_DICT: AttrId = AttrId(1);
    pub const UNKNOWN_LOC: AttrId = AttrId(2);
    pub const TRUE: AttrId = AttrId(3);
    pub const FALSE: AttrId = AttrId(4);
    /// `#ub.poison`, the value of every `ub.poison` and of folds to poison.
    pub const UB_POISON: AttrId = AttrId(5);
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    pub fn new() -> Context {
        let ctx = Context {
            idents: StrInterner {
                map: DashMap::with_hasher(FxBuildHasher),
                items: boxcar::Vec::new(),
            },
            types: Interner::new(),
            attrs: Interner::new(),
            locs: std::array::from_fn(|_| LocShard::new()),
            named_structs: DashMap::with_hasher(FxBuildHasher),
            uid: NEXT_CONTEXT_UID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        };
        // First, so that the well-known names' ids are their constants.
        for (i, text) in crate::attr_names::TEXTS.iter().enumerate() {
            assert_eq!(ctx.ident(text), Ident(i as u32));
        }
        let int = |w| TypeData::Integer {
            width: w,
            signedness: Signedness::Signless,
        };
        let fixed = [
            (TypeId::I1, int(1)),
            (TypeId::I8, int(8)),
            (TypeId::I16, int(16)),
            (TypeId::I32, int(32)),
            (TypeId::I64, int(64)),
            (TypeId::INDEX, TypeData::Index),
            (TypeId::F16, TypeData::Float(FloatKind::F16)),
            (TypeId::F32, TypeData::Float(FloatKind::F32)),
            (TypeId::F64, TypeData::Float(FloatKind::F64)),
            (TypeId::NONE_TYPE, TypeData::None),
            (TypeId::LLVM_PTR, TypeData::LlvmPtr { address_space: 0 }),
            (TypeId::LLVM_VOID, TypeData::LlvmVoid),
            (TypeId::BF16, TypeData::Float(FloatKind::BF16)),
        ];
        for (id, data) in fixed {
            let got = ctx.intern_type(data);
            assert_eq!(got, id);
        }
        assert_eq!(ctx.intern_attr(AttrData::Unit), AttrId::UNIT);
        assert_eq!(
            ctx.intern_attr(AttrData::Dict(Box::new([]))),
            AttrId::EMPTY_DICT
        );
        assert_eq!(
            ctx.intern_attr(AttrData::Location(Location::Unknown)),
            AttrId::UNKNOWN_LOC
        );
        assert_eq!(ctx.intern_attr(AttrData::Bool(true)), AttrId::TRUE);
        assert_eq!(ctx.intern_attr(AttrData::Bool(false)), AttrId::FALSE);
        let poison = AttrData::Opaque {
            dialect: ctx.ident("ub"),
            body: ctx.ident("poison"),
        };
        assert_eq!(ctx.intern_attr(poison), AttrId::UB_POISON);
        ctx
    }

    /// This context's number, unique in the process and never 0.
    #[inline]
    pub fn uid(&self) -> u64 {
        self.uid
    }

    // ---- identifiers ----

    #[inline]
    pub fn ident(&self, s: &str) -> Ident {
        Ident(self.idents.intern(s.as_bytes()))
    }

    /// Interns a byte string (a string attribute's value need not be UTF-8).
    #[inline]
    pub fn ident_bytes(&self, s: &[u8]) -> Ident {
        Ident(self.idents.intern(s))
    }

    /// The identifier as text; for a byte string that is not UTF-8, its
    /// lossy rendering (use `bytes` where the exact value matters).
    #[inline]
    pub fn str(&self, id: Ident) -> &str {
        &self.idents.items[id.index()].text
    }

    /// The identifier's exact bytes.
    #[inline]
    pub fn bytes(&self, id: Ident) -> &[u8] {
        self.idents.items[id.index()].bytes()
    }

    /// Whether the identifier is UTF-8 (`str` is then exact).
    #[inline]
    pub fn is_utf8(&self, id: Ident) -> bool {
        self.idents.items[id.index()].raw.is_none()
    }

    // ---- types ----

    #[inline]
    pub fn intern_type(&self, data: TypeData) -> TypeId {
        TypeId(self.types.intern(data))
    }

    #[inline]
    pub fn type_data(&self, id: TypeId) -> &TypeData {
        self.types.get(id.0)
    }

    pub fn num_types(&self) -> usize {
        self.types.len()
    }

    pub fn int_type(&self, width: u32) -> TypeId {
        match width {
            1 => TypeId::I1,
            8 => TypeId::I8,
            16 => TypeId::I16,
            32 => TypeId::I32,
            64 => TypeId::I64,
            _ => self.intern_type(TypeData::Integer {
                width,
                signedness: Signedness::Signless,
            }),
        }
    }

    pub fn float_type(&self, kind: FloatKind) -> TypeId {
        self.intern_type(TypeData::Float(kind))
    }

    pub fn function_type(&self, inputs: &[TypeId], results: &[TypeId]) -> TypeId {
        self.intern_type(TypeData::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }

    pub fn llvm_ptr(&self, address_space: u32) -> TypeId {
        if address_space == 0 {
            TypeId::LLVM_PTR
        } else {
            self.intern_type(TypeData::LlvmPtr { address_space })
        }
    }

    pub fn llvm_struct(&self, body: &[TypeId], packed: bool) -> TypeId {
        self.intern_type(TypeData::LlvmStruct {
            packed,
            body: body.into(),
        })
    }

    pub fn llvm_array(&self, elem: TypeId, len: u64) -> TypeId {
        self.intern_type(TypeData::LlvmArray { len, elem })
    }

    /// The identified struct `name`; its body is set separately, once.
    pub fn llvm_named_struct(&self, name: Ident) -> TypeId {
        self.intern_type(TypeData::LlvmNamedStruct(name))
    }

    /// Sets the body of an identified struct. Returns false when a different
    /// body was already set (the caller reports the conflict).
    pub fn set_named_struct_body(&self, name: Ident, body: NamedStructBody) -> bool {
        match self.named_structs.entry(name) {
            Entry::Occupied(e) => *e.get() == body,
            Entry::Vacant(v) => {
                v.insert(body);
                true
            }
        }
    }

    pub fn named_struct_body(&self, name: Ident) -> Option<NamedStructBody> {
        self.named_structs.get(&name).map(|b| b.clone())
    }

    // ---- attributes ----

    #[inline]
    pub fn intern_attr(&self, data: AttrData) -> AttrId {
        // An `i1` integer is MLIR's `BoolAttr`: `0 : i1` is `false` and
        // `-1 : i1` is `true`, the same attribute (constants unique on it).
        if let AttrData::Integer {
            ty: TypeId::I1,
            value,
        } = data
        {
            return if value & 1 == 1 {
                AttrId::TRUE
            } else {
                AttrId::FALSE
            };
        }
        AttrId(self.attrs.intern(data))
    }

    #[inline]
    pub fn attr_data(&self, id: AttrId) -> &AttrData {
        if id.0 >= LOC_STORE_BASE {
            let shard = ((id.0 - LOC_STORE_BASE) >> LOC_INDEX_BITS) as usize;
            self.locs[shard].get(id.0 & ((1 << LOC_INDEX_BITS) - 1))
        } else {
            self.attrs.get(id.0)
        }
    }

    /// Interned attributes (store locations not counted).
    pub fn num_attrs(&self) -> usize {
        self.attrs.len()
    }

    /// Whether two attributes are equal. Ids are equal for equal interned
    /// attributes, but file/line/col locations from the location store are
    /// not deduplicated, so two of them (or one and an interned copy) are
    /// compared by value.
    pub fn same_attr(&self, a: AttrId, b: AttrId) -> bool {
        a == b
            || ((a.0 >= LOC_STORE_BASE || b.0 >= LOC_STORE_BASE)
                && a != AttrId::NONE
                && b != AttrId::NONE
                && self.attr_data(a) == self.attr_data(b))
    }

    pub fn int_attr(&self, ty: TypeId, value: i128) -> AttrId {
        self.intern_attr(AttrData::Integer { ty, value })
    }

    pub fn string_attr(&self, s: &str) -> AttrId {
        let value = self.ident(s);
        self.intern_attr(AttrData::String { value, ty: None })
    }

    pub fn type_attr(&self, ty: TypeId) -> AttrId {
        self.intern_attr(AttrData::Type(ty))
    }

    pub fn symbol_ref(&self, name: Ident) -> AttrId {
        self.intern_attr(AttrData::SymbolRef {
            root: name,
            nested: Box::new([]),
        })
    }

    pub fn array_attr(&self, items: &[AttrId]) -> AttrId {
        self.intern_attr(AttrData::Array(items.into()))
    }

    /// Interns a dictionary, sorting the entries by name. A later entry with
    /// the same name replaces an earlier one.
    pub fn dict_attr(&self, entries: &[NamedAttr]) -> AttrId {
        if entries.is_empty() {
            return AttrId::EMPTY_DICT;
        }
        let mut v: Vec<NamedAttr> = entries.to_vec();
        // By bytes, as MLIR orders names (for UTF-8 the same as by text).
        v.sort_by(|a, b| self.bytes(a.name).cmp(self.bytes(b.name)));
        v.dedup_by(|later, earlier| {
            if later.name == earlier.name {
                earlier.value = later.value;
                true
            } else {
                false
            }
        });
        self.intern_attr(AttrData::Dict(v.into_boxed_slice()))
    }

    /// The entries of a dictionary attribute (empty for anything else).
    #[inline]
    pub fn dict_entries(&self, dict: AttrId) -> &[NamedAttr] {
        // Most ops have no attributes: no lookup for the empty dictionary.
        if dict == AttrId::EMPTY_DICT {
            return &[];
        }
        match self.attr_data(dict) {
            AttrData::Dict(v) => v,
            _ => &[],
        }
    }

    /// Looks up `name` in a dictionary attribute.
    pub fn dict_get(&self, dict: AttrId, name: Ident) -> Option<AttrId> {
        self.dict_entries(dict)
            .iter()
            .find(|e| e.name == name)
            .map(|e| e.value)
    }

    /// Returns `dict` with `name` set to `value` (or removed when `None`).
    pub fn dict_with(&self, dict: AttrId, name: Ident, value: Option<AttrId>) -> AttrId {
        let mut v: Vec<NamedAttr> = self
            .dict_entries(dict)
            .iter()
            .copied()
            .filter(|e| e.name != name)
            .collect();
        if let Some(value) = value {
            v.push(NamedAttr { name, value });
        }
        self.dict_attr(&v)
    }

    pub fn loc_file_line_col(&self, file: &str, line: u32, col: u32) -> AttrId {
        self.loc_file_line_col_id(self.ident(file), line, col)
    }

    /// `loc("file":line:col)` with the file name already interned. Parsed
    /// ops each have their own location, so the value is almost always new:
    /// it is appended to the location store (no hashing, no dedup) and gets
    /// an id of its own; compare such locations with `same_attr`. Never
    /// waits: when this thread's shard is busy (held by a `LocWriter`) the
    /// location is interned instead. Code making many locations in a row
    /// uses a `LocWriter`, which takes a shard once.
    pub fn loc_file_line_col_id(&self, file: Ident, line: u32, col: u32) -> AttrId {
        let shard = loc_shard();
        if let Ok(held) = self.locs[shard].append.try_lock() {
            if let Some(i) = self.locs[shard].push_file_line_col(&held, (file, line, col)) {
                return loc_store_id(shard, i);
            }
        }
        self.intern_file_line_col(file, line, col)
    }

    /// A full shard (2^28 - 1 locations) or a busy one falls back to this.
    #[cold]
    fn intern_file_line_col(&self, file: Ident, line: u32, col: u32) -> AttrId {
        self.intern_attr(AttrData::Location(Location::FileLineCol {
            file,
            line,
            col,
        }))
    }

    /// Frees the location store: every `loc("file":line:col)` a parser,
    /// a bytecode reader or `loc_file_line_col_id` made (at 32 bytes, a
    /// fifth of a parsed module's memory). For a caller that reads no such
    /// location again, such as `strata opt` about to print its result
    /// without debug information and exit: it is the memory the printer's
    /// output then reuses. Reading one of those ids afterwards panics;
    /// locations made afterwards get new ids.
    pub fn discard_locations(&mut self) {
        self.locs.iter_mut().for_each(LocShard::discard);
    }

    /// A writer of many `loc("file":line:col)` locations (a parser, a
    /// bytecode body decoder): it holds one location-store shard for its
    /// lifetime, so each location costs no lock.
    pub fn loc_writer(&self) -> LocWriter<'_> {
        let first = loc_shard();
        let held = (0..LOC_SHARDS)
            .map(|k| (first + k) % LOC_SHARDS)
            .find_map(|index| {
                let shard = &self.locs[index];
                Some(HeldShard {
                    index,
                    shard,
                    guard: shard.append.try_lock().ok()?,
                    chunk: &[],
                    chunk_first: 0,
                    id_base: loc_store_id(index, 0).0,
                })
            });
        LocWriter { ctx: self, held }
    }
}

/// The id of entry `i` of location-store shard `shard`.
#[inline]
fn loc_store_id(shard: usize, i: u32) -> AttrId {
    AttrId(LOC_STORE_BASE | ((shard as u32) << LOC_INDEX_BITS) | i)
}

/// See [`Context::loc_writer`]. Holds a shard's lock (when one was free;
/// otherwise it makes locations as `loc_file_line_col_id` does), so it
/// stays on the thread that made it.
pub struct LocWriter<'c> {
    ctx: &'c Context,
    held: Option<HeldShard<'c>>,
}

/// A location-store shard a writer holds, with the chunk its next entries
/// go to, so that most appends touch neither the chunk table nor its
/// once-cells.
struct HeldShard<'c> {
    index: usize,
    shard: &'c LocShard,
    guard: std::sync::MutexGuard<'c, ()>,
    /// Empty until the first append.
    chunk: &'c [LocEntry],
    /// The shard index of `chunk[0]`.
    chunk_first: u32,
    /// `loc_store_id(index, 0)`: entry `i`'s id is `id_base | i`.
    id_base: u32,
}

impl LocWriter<'_> {
    /// `Context::loc_file_line_col_id`, without taking a lock. Inlined: a
    /// parser makes one location per op.
    #[inline(always)]
    pub fn file_line_col(&mut self, file: Ident, line: u32, col: u32) -> AttrId {
        if let Some(h) = &mut self.held {
            // Only this writer appends to the shard: `len` is its own count.
            let i = h.shard.len.load(std::sync::atomic::Ordering::Relaxed);
            // `chunk` stops short of `LOC_LIMIT`: a slot is an entry the
            // shard may have.
            if let Some(slot) = h.chunk.get(i.wrapping_sub(h.chunk_first) as usize) {
                h.shard
                    .write_file_line_col(&h.guard, slot, i, (file, line, col));
                return AttrId(h.id_base | i);
            }
        }
        self.file_line_col_in_new_chunk(file, line, col)
    }

    /// `file_line_col` when the held chunk is full or none is held yet.
    #[cold]
    #[inline(never)]
    fn file_line_col_in_new_chunk(&mut self, file: Ident, line: u32, col: u32) -> AttrId {
        if let Some(h) = &mut self.held {
            let i = h.shard.len.load(std::sync::atomic::Ordering::Relaxed);
            if let Some((chunk, first)) = h.shard.chunk_for(&h.guard, i) {
                // Entries from `LOC_LIMIT` on are left out (see `chunk`).
                let usable = LOC_LIMIT.saturating_sub(first) as usize;
                (h.chunk, h.chunk_first) = (&chunk[..usable.min(chunk.len())], first);
                let slot = &chunk[(i - first) as usize];
                h.shard
                    .write_file_line_col(&h.guard, slot, i, (file, line, col));
                return loc_store_id(h.index, i);
            }
        }
        self.ctx.loc_file_line_col_id(file, line, col)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rayon::prelude::*;

    #[test]
    fn fixed_ids_match_their_types() {
        let ctx = Context::new();
        assert_eq!(ctx.int_type(32), TypeId::I32);
        assert_eq!(ctx.intern_type(TypeData::Index), TypeId::INDEX);
        assert_eq!(ctx.llvm_ptr(0), TypeId::LLVM_PTR);
        assert_ne!(ctx.llvm_ptr(1), TypeId::LLVM_PTR);
    }

    #[test]
    fn concurrent_interning_gives_one_id_per_value() {
        let ctx = Context::new();
        let ids: Vec<Vec<TypeId>> = (0..8)
            .into_par_iter()
            .map(|_| (1..500).map(|w| ctx.int_type(w)).collect())
            .collect();
        for other in &ids[1..] {
            assert_eq!(&ids[0], other);
        }
        for (i, id) in ids[0].iter().enumerate() {
            assert_eq!(
                ctx.type_data(*id),
                &TypeData::Integer {
                    width: i as u32 + 1,
                    signedness: Signedness::Signless
                }
            );
        }
    }

    #[test]
    fn location_writers_never_wait_and_keep_their_values() {
        let ctx = Context::new();
        let f = ctx.ident("f.mlir");
        // Two writers and the per-call path on one thread: the second
        // writer takes another shard, the call falls back rather than wait
        // for a shard this thread holds.
        let mut a = ctx.loc_writer();
        let mut b = ctx.loc_writer();
        let mut made = Vec::new();
        for i in 0..3000u32 {
            made.push((a.file_line_col(f, i, 1), i, 1));
            made.push((b.file_line_col(f, i, 2), i, 2));
            made.push((ctx.loc_file_line_col_id(f, i, 3), i, 3));
        }
        drop((a, b));
        for (id, line, col) in made {
            assert_eq!(
                ctx.attr_data(id),
                &AttrData::Location(Location::FileLineCol { file: f, line, col })
            );
        }
        // With every shard held, a writer still works (by interning).
        let mut all: Vec<LocWriter> = (0..LOC_SHARDS).map(|_| ctx.loc_writer()).collect();
        let mut extra = ctx.loc_writer();
        let id = extra.file_line_col(f, 7, 7);
        assert_eq!(
            ctx.attr_data(id),
            &AttrData::Location(Location::FileLineCol {
                file: f,
                line: 7,
                col: 7
            })
        );
        all.clear();
    }

    #[test]
    fn discarded_locations_are_gone_and_new_ones_work() {
        let mut ctx = Context::new();
        let f = ctx.ident("f.mlir");
        let kept = ctx.intern_attr(AttrData::Location(Location::FileLineCol {
            file: f,
            line: 1,
            col: 1,
        }));
        let stored: Vec<AttrId> = (0..5000)
            .map(|i| ctx.loc_file_line_col_id(f, i, 2))
            .collect();
        ctx.discard_locations();
        // Interned attributes stay; new locations get new ids.
        assert!(matches!(ctx.attr_data(kept), AttrData::Location(_)));
        let again = ctx.loc_writer().file_line_col(f, 9, 9);
        assert!(!stored.contains(&again), "a discarded id named again");
        assert_eq!(
            ctx.attr_data(again),
            &AttrData::Location(Location::FileLineCol {
                file: f,
                line: 9,
                col: 9
            })
        );
        // Also one in the chunk the new location made again.
        for old in [stored[1], stored[4999]] {
            let gone = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                ctx.attr_data(old);
            }));
            assert!(gone.is_err(), "a discarded location still read");
        }
    }

    #[test]
    fn location_chunks_tile_the_index_space() {
        let mut next = 0u32;
        for k in 0..LOC_CHUNKS {
            let size = 1u32 << (k as u32 + LOC_CHUNK0_BITS);
            assert_eq!(LocShard::place(next), (k, 0));
            assert_eq!(LocShard::place(next + size - 1), (k, size as usize - 1));
            next = match next.checked_add(size) {
                Some(n) => n,
                None => break,
            };
        }
        assert!(next as u64 >= 1u64 << LOC_INDEX_BITS);
    }

    #[test]
    fn store_locations_resolve_from_any_thread() {
        let ctx = Context::new();
        let file = ctx.ident("f.mlir");
        let ids: Vec<Vec<AttrId>> = (0..8u32)
            .into_par_iter()
            .map(|t| {
                // Past the first chunks of a shard (1024, 2048, 4096).
                (0..5000)
                    .map(|i| ctx.loc_file_line_col_id(file, t, i))
                    .collect()
            })
            .collect();
        for (t, ids) in ids.iter().enumerate() {
            for (i, &id) in ids.iter().enumerate() {
                assert_eq!(
                    ctx.attr_data(id),
                    &AttrData::Location(Location::FileLineCol {
                        file,
                        line: t as u32,
                        col: i as u32
                    })
                );
            }
        }
        // Not deduplicated, but equal by value (also to an interned copy).
        let a = ctx.loc_file_line_col("f.mlir", 3, 4);
        let b = ctx.loc_file_line_col("f.mlir", 3, 4);
        let c = ctx.intern_attr(AttrData::Location(Location::FileLineCol {
            file,
            line: 3,
            col: 4,
        }));
        assert_ne!(a, b);
        assert!(ctx.same_attr(a, b) && ctx.same_attr(a, c));
        assert!(!ctx.same_attr(a, ctx.loc_file_line_col("f.mlir", 3, 5)));
    }

    #[test]
    fn identifiers_are_byte_strings() {
        let ctx = Context::new();
        let raw = ctx.ident_bytes(b"a\xFF\x00");
        assert_eq!(ctx.bytes(raw), b"a\xFF\x00");
        assert!(!ctx.is_utf8(raw));
        // The lossy text is only a rendering: the text itself interns apart.
        assert_eq!(ctx.str(raw), "a\u{FFFD}\0");
        let text = ctx.ident("a\u{FFFD}\0");
        assert_ne!(raw, text);
        assert!(ctx.is_utf8(text));
        // UTF-8 bytes are the same identifier as the text.
        assert_eq!(ctx.ident_bytes("é".as_bytes()), ctx.ident("é"));
        assert_eq!(ctx.ident_bytes(b"a\xFF\x00"), raw);
    }

    #[test]
    fn dict_sorts_names_by_bytes() {
        let ctx = Context::new();
        let entry = |name: &[u8]| NamedAttr {
            name: ctx.ident_bytes(name),
            value: AttrId::UNIT,
        };
        let d = ctx.dict_attr(&[
            entry(b"\xFF"),
            entry(b"\xFE"),
            entry("é".as_bytes()),
            entry(b"a"),
        ]);
        let AttrData::Dict(entries) = ctx.attr_data(d) else {
            panic!("not a dictionary");
        };
        let names: Vec<&[u8]> = entries.iter().map(|e| ctx.bytes(e.name)).collect();
        assert_eq!(names, [&b"a"[..], "é".as_bytes(), b"\xFE", b"\xFF"]);
    }

    #[test]
    fn dict_is_sorted_and_last_write_wins() {
        let ctx = Context::new();
        let a = ctx.ident("a");
        let b = ctx.ident("b");
        let d1 = ctx.dict_attr(&[
            NamedAttr {
                name: b,
                value: AttrId::UNIT,
            },
            NamedAttr {
                name: a,
                value: AttrId::TRUE,
            },
        ]);
        let d2 = ctx.dict_attr(&[
            NamedAttr {
                name: a,
                value: AttrId::FALSE,
            },
            NamedAttr {
                name: b,
                value: AttrId::UNIT,
            },
            NamedAttr {
                name: a,
                value: AttrId::TRUE,
            },
        ]);
        assert_eq!(d1, d2);
        assert_eq!(ctx.dict_get(d1, a), Some(AttrId::TRUE));
    }
}
