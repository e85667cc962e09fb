//! Dense `u32` handles. Every IR entity is named by one of these: an index
//! into an arena owned by a `Context` (types, attributes, identifiers) or by a
//! `Body` (ops, blocks, regions, values). Handles are `Copy`, 4 bytes, and
//! compare in one instruction.

/// Declares a `u32` newtype handle with an "absent" sentinel so that optional
/// links (`prev`, `next`, `parent`) cost no more than the handle itself.
#[macro_export]
macro_rules! entity_id {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #[repr(transparent)]
        pub struct $name(pub u32);

        impl $name {
            /// The sentinel used for "no entity" in packed optional links.
            pub const NONE: $name = $name(u32::MAX);

            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }

            #[inline]
            pub fn from_index(i: usize) -> Self {
                debug_assert!(i < u32::MAX as usize);
                $name(i as u32)
            }

            #[inline]
            pub fn is_none(self) -> bool {
                self.0 == u32::MAX
            }

            #[inline]
            pub fn is_some(self) -> bool {
                self.0 != u32::MAX
            }

            /// `None` for the sentinel, `Some(self)` otherwise.
            #[inline]
            pub fn expand(self) -> Option<$name> {
                if self.is_none() { None } else { Some(self) }
            }
        }
    };
}

entity_id!(
    /// An interned type (see `Context::type_data`).
    TypeId
);
entity_id!(
    /// An interned attribute (see `Context::attr_data`).
    AttrId
);
entity_id!(
    /// An interned identifier or string.
    Ident
);
entity_id!(
    /// An operation inside a `Body`.
    Op
);
entity_id!(
    /// A block inside a `Body`.
    Block
);
entity_id!(
    /// A region inside a `Body`.
    Region
);
entity_id!(
    /// An SSA value (op result or block argument) inside a `Body`.
    Value
);
entity_id!(
    /// A body (the contents of one isolated-from-above op) inside a `Module`.
    BodyId
);

/// A range into a body's pooled `u32` list storage.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Span {
    pub start: u32,
    pub len: u32,
}

impl Span {
    pub const EMPTY: Span = Span { start: 0, len: 0 };

    #[inline]
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.len == 0
    }
}
