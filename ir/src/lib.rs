//! strata-ir: the arena IR shared by every Strata crate.
//!
//! A [`Context`] interns types, attributes and identifiers for all threads; a
//! [`Module`] holds one [`Body`] per isolated-from-above op (the module
//! itself, each function, each global initializer), so passes can convert
//! bodies in parallel with nothing but `&Context` in common.

pub mod attr_names;
pub mod attrs;
pub mod body;
pub mod context;
pub mod diag;
pub mod dialect;
pub mod expect;
pub mod ids;
pub mod module;
pub mod opcode;
pub mod par;
pub mod print;
pub mod summary;
pub mod syntax;
pub mod types;
pub mod verify;

pub use attrs::{AttrData, Location, NamedAttr};
pub use body::{Body, OpData, OpSpec, ValueDef};
pub use context::Context;
pub use diag::{DResult, Diag, Severity, SrcLoc};
pub use ids::*;
pub use module::{FileResources, Module, ResourceGroup};
pub use opcode::{traits, Dialect, Opcode};
pub use types::{FloatKind, Signedness, TypeData, DYNAMIC};
