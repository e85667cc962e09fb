//! Attribute names read on every op of their kind by the verifier, the
//! printer and the folders. Each context interns them first, in this order
//! (see `Context::new`), so their `Ident`s are constants and a dictionary
//! lookup by one of them compares ids instead of text.

use crate::ids::Ident;

macro_rules! attr_names {
    ($($konst:ident = $text:literal,)*) => {
        /// Positions in the table, which are the interned ids.
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[repr(u32)]
        enum Ordinal {
            $($konst,)*
        }

        impl Ident {
            $(
                #[doc = concat!("`", $text, "`")]
                pub const $konst: Ident = Ident(Ordinal::$konst as u32);
            )*
        }

        /// The names' texts, in id order.
        pub(crate) const TEXTS: &[&str] = &[$($text,)*];

        /// The text of well-known name `name` (`None` for other names).
        pub fn text(name: Ident) -> Option<&'static str> {
            TEXTS.get(name.index()).copied()
        }
    };
}

attr_names! {
    VALUE = "value",
    POSITION = "position",
    PREDICATE = "predicate",
    CALLEE = "callee",
    VAR_CALLEE_TYPE = "var_callee_type",
    OP_BUNDLE_SIZES = "op_bundle_sizes",
    OP_BUNDLE_TAGS = "op_bundle_tags",
    FUNCTION_TYPE = "function_type",
    SYM_NAME = "sym_name",
    SYM_VISIBILITY = "sym_visibility",
    LINKAGE = "linkage",
    ELEM_TYPE = "elem_type",
    RAW_CONSTANT_INDICES = "rawConstantIndices",
    NO_WRAP_FLAGS = "noWrapFlags",
    OVERFLOW_FLAGS = "overflowFlags",
    FASTMATH_FLAGS = "fastmathFlags",
    FASTMATH = "fastmath",
    ACCESS_GROUPS = "access_groups",
    ALIAS_SCOPES = "alias_scopes",
    NOALIAS_SCOPES = "noalias_scopes",
    TBAA = "tbaa",
    LOOP_ANNOTATION = "loop_annotation",
    SCOPE = "scope",
    BRANCH_WEIGHTS = "branch_weights",
    TARGET_FEATURES = "target_features",
    GLOBAL_NAME = "global_name",
    ALIGNMENT = "alignment",
    ORDERING = "ordering",
    ARG_ATTRS = "arg_attrs",
    RES_ATTRS = "res_attrs",
    OPERAND_SEGMENT_SIZES = "operandSegmentSizes",
    COMDAT = "comdat",
    FUNCTION_NAME = "function_name",
    HAS_SIDE_EFFECTS = "has_side_effects",
    IS_ALIGN_STACK = "is_align_stack",
    CTORS = "ctors",
    DTORS = "dtors",
    OPTIONS = "options",
    NO_INLINE = "no_inline",
    ALWAYS_INLINE = "always_inline",
    OPTIMIZE_NONE = "optimize_none",
    PERSONALITY = "personality",
    ADDRESSING_MODEL = "addressing_model",
    CASE_OPERAND_SEGMENTS = "case_operand_segments",
    COLUMNS = "columns",
    FP_EXCEPTION_BEHAVIOR = "fpExceptionBehavior",
    FUNCTION_CONTROL = "function_control",
    INDBR_OPERAND_SEGMENTS = "indbr_operand_segments",
    INTRIN = "intrin",
    IS_DATA_CACHE = "isDataCache",
    IS_VOLATILE = "isVolatile",
    IS_WRITE = "isWrite",
    KERNEL = "kernel",
    KIND = "kind",
    LHS_COLUMNS = "lhs_columns",
    LHS_ROWS = "lhs_rows",
    LOCALITY_HINT = "localityHint",
    LOOP_CONTROL = "loop_control",
    MEMORY_MODEL = "memory_model",
    MSG = "msg",
    NAME = "name",
    PERMUTATION = "permutation",
    POS = "pos",
    PRED = "pred",
    REASSOCIATION = "reassociation",
    RHS_COLUMNS = "rhs_columns",
    ROUNDINGMODE = "roundingmode",
    ROWS = "rows",
    SELECTION_CONTROL = "selection_control",
    SPEC_CONST = "spec_const",
    STATIC_OFFSETS = "static_offsets",
    STATIC_OUTPUT_SHAPE = "static_output_shape",
    STATIC_POSITION = "static_position",
    STATIC_SIZES = "static_sizes",
    STATIC_STRIDES = "static_strides",
    TYPE = "type",
    VARIABLE = "variable",
    CASE_VALUES = "case_values",
    FLAGS = "flags",
    TAIL_CALL_KIND = "tail_call_kind",
    CCONV = "CConv",
    CONSTANT = "constant",
    DATA = "data",
    I_FUNC_TYPE = "i_func_type",
    METADATA_NAME = "metadata_name",
    NODES = "nodes",
    PRIORITIES = "priorities",
    RESOLVER = "resolver",
    RESOLVER_TYPE = "resolver_type",
    THREAD_LOCAL = "thread_local_",
    UNNAMED_ADDR = "unnamed_addr",
    VISIBILITY = "visibility_",
    VSCALE_RANGE = "vscale_range",
    ASM_DIALECT = "asm_dialect",
    ASM_STRING = "asm_string",
    BIN_OP = "bin_op",
    BLOCK_ADDR = "block_addr",
    CONSTRAINTS = "constraints",
    FAILURE_ORDERING = "failure_ordering",
    SUCCESS_ORDERING = "success_ordering",
    SYNCSCOPE = "syncscope",
    INALLOCA = "inalloca",
    INVARIANT = "invariant",
    INVARIANT_GROUP = "invariantGroup",
    IS_DISJOINT = "isDisjoint",
    IS_EXACT = "isExact",
    MASK = "mask",
    NON_NEG = "nonNeg",
    OPERAND_ATTRS = "operand_attrs",
    TAG = "tag",
    VOLATILE = "volatile_",
    WEAK = "weak",
    GLOBAL_TYPE = "global_type",
    ALIAS_TYPE = "alias_type",
    ADDR_SPACE = "addr_space",
    CLEANUP = "cleanup",
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;

    #[test]
    fn constants_are_the_interned_names() {
        let ctx = Context::new();
        for (i, text) in TEXTS.iter().enumerate() {
            assert_eq!(ctx.ident(text), Ident(i as u32), "{text}");
        }
        assert_eq!(ctx.str(Ident::POSITION), "position");
        assert_eq!(ctx.str(Ident::COMDAT), "comdat");
    }
}
