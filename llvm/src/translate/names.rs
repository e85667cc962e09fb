//! Attribute names the translator reads, interned once per translation so
//! lookups compare ids instead of strings.

use strata_ir::{Context, Ident};

macro_rules! names {
    ($($field:ident = $text:literal,)*) => {
        pub(crate) struct Names {
            $(pub $field: Ident,)*
        }

        impl Names {
            pub(crate) fn new(ctx: &Context) -> Names {
                Names { $($field: ctx.ident($text),)* }
            }
        }
    };
}

names! {
    // module
    data_layout = "llvm.data_layout",
    target_triple = "llvm.target_triple",
    ident = "llvm.ident",
    module_asm = "llvm.module_asm",
    // symbols
    sym_name = "sym_name",
    linkage = "linkage",
    visibility = "visibility_",
    unnamed_addr = "unnamed_addr",
    section = "section",
    alignment = "alignment",
    comdat = "comdat",
    // globals
    global_type = "global_type",
    alias_type = "alias_type",
    value = "value",
    constant = "constant",
    thread_local = "thread_local_",
    externally_initialized = "externally_initialized",
    addr_space = "addr_space",
    // functions
    function_type = "function_type",
    cconv = "CConv",
    arg_attrs = "arg_attrs",
    res_attrs = "res_attrs",
    passthrough = "passthrough",
    personality = "personality",
    garbage_collector = "garbageCollector",
    // ops
    overflow_flags = "overflowFlags",
    fastmath_flags = "fastmathFlags",
    is_exact = "isExact",
    is_disjoint = "isDisjoint",
    non_neg = "nonNeg",
    predicate = "predicate",
    elem_type = "elem_type",
    no_wrap_flags = "noWrapFlags",
    raw_constant_indices = "rawConstantIndices",
    volatile = "volatile_",
    nontemporal = "nontemporal",
    ordering = "ordering",
    syncscope = "syncscope",
    position = "position",
    mask = "mask",
    callee = "callee",
    var_callee_type = "var_callee_type",
    operand_segment_sizes = "operandSegmentSizes",
    tail_call_kind = "TailCallKind",
    asm_tail_call_kind = "tail_call_kind",
    dso_local = "dso_local",
    inalloca = "inalloca",
    branch_weights = "branch_weights",
    case_values = "case_values",
    bin_op = "bin_op",
    success_ordering = "success_ordering",
    failure_ordering = "failure_ordering",
    weak = "weak",
    asm_string = "asm_string",
    constraints = "constraints",
    has_side_effects = "has_side_effects",
    is_align_stack = "is_align_stack",
    asm_dialect = "asm_dialect",
    cleanup = "cleanup",
    intrin = "intrin",
}
