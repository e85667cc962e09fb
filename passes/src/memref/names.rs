//! Identifiers the memref lowering uses, interned once per pass run.

use strata_ir::{Context, Ident};

macro_rules! memref_names {
    ($($field:ident = $text:literal,)*) => {
        pub struct MemrefNames {
            $(pub $field: Ident,)*
        }

        impl MemrefNames {
            pub fn new(ctx: &Context) -> MemrefNames {
                MemrefNames { $($field: ctx.ident($text),)* }
            }
        }
    };
}

memref_names! {
    alignment = "alignment",
    nontemporal = "nontemporal",
    elem_type = "elem_type",
    raw_constant_indices = "rawConstantIndices",
    no_wrap_flags = "noWrapFlags",
    overflow_flags = "overflowFlags",
    is_volatile = "isVolatile",
    bin_op = "bin_op",
    ordering = "ordering",
    cache = "cache",
    hint = "hint",
    rw = "rw",
    op_bundle_sizes = "op_bundle_sizes",
    op_bundle_tags = "op_bundle_tags",
    kind = "kind",
    success_ordering = "success_ordering",
    failure_ordering = "failure_ordering",
    permutation = "permutation",
    static_offsets = "static_offsets",
    static_sizes = "static_sizes",
    static_strides = "static_strides",
    is_data_cache = "isDataCache",
    is_write = "isWrite",
    locality_hint = "localityHint",
    name = "name",
    initial_value = "initial_value",
    constant = "constant",
    type_ = "type",
    sym_name = "sym_name",
    sym_visibility = "sym_visibility",
    global_type = "global_type",
    addr_space = "addr_space",
    linkage = "linkage",
    value = "value",
    function_type = "function_type",
    predicate = "predicate",
    malloc = "malloc",
    aligned_alloc = "aligned_alloc",
    free = "free",
    generic_alloc = "_mlir_memref_to_llvm_alloc",
    generic_aligned_alloc = "_mlir_memref_to_llvm_aligned_alloc",
    generic_free = "_mlir_memref_to_llvm_free",
    memref_copy = "memrefCopy",
}
