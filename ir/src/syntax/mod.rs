//! MLIR 22's text syntax: lexer, types, attributes, ops and modules, in
//! both directions (parsing here, op printing in `crate::print`).

pub mod affine_simplify;
pub mod attrs;
pub mod bit_enum;
pub mod float_print;
pub mod floats;
mod forward_locs;
pub mod lexer;
pub mod ops;
pub mod parser;
pub mod registry;
pub mod resources;
pub mod small_floats;
mod ssa_names;
pub mod types;

pub use attrs::{
    print_attr, print_attr_without_type, print_string_literal, print_symbol_name, write_affine_map,
};
pub use ops::{
    not_single_op_error, parse_module, parse_module_threads, parse_top_level_threads, ParseOptions,
    TopLevel,
};
pub use parser::{parse_attr_str, parse_type_str, Parser};
pub use registry::Registry;
pub use types::{print_type, type_text};

#[cfg(test)]
mod parallel_tests;
#[cfg(test)]
mod tests;
