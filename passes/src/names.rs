//! Identifiers the conversions use, interned once per pass run so hot paths
//! never hash strings.

use strata_ir::{Context, Ident, Opcode};

macro_rules! names {
    ($($field:ident = $text:literal,)*) => {
        pub struct Names {
            op_names: Vec<Ident>,
            $(pub $field: Ident,)*
        }

        impl Names {
            pub fn new(ctx: &Context) -> Names {
                let mut op_names = vec![ctx.ident("")];
                op_names.extend(Opcode::all().iter().map(|o| ctx.ident(o.name())));
                Names { op_names, $($field: ctx.ident($text),)* }
            }
        }
    };
}

names! {
    unrealized_cast = "builtin.unrealized_conversion_cast",
    value = "value",
    position = "position",
    predicate = "predicate",
    overflow_flags = "overflowFlags",
    fastmath_flags = "fastmathFlags",
    fastmath = "fastmath",
    fp_exception_behavior = "fpExceptionBehavior",
    callee = "callee",
    cconv = "CConv",
    tail_call_kind = "TailCallKind",
    visibility = "visibility_",
    sym_name = "sym_name",
    sym_visibility = "sym_visibility",
    function_type = "function_type",
    linkage = "linkage",
    llvm_linkage = "llvm.linkage",
    arg_attrs = "arg_attrs",
    res_attrs = "res_attrs",
    emit_c_interface = "llvm.emit_c_interface",
    bareptr = "llvm.bareptr",
    func_varargs = "func.varargs",
    operand_segment_sizes = "operandSegmentSizes",
    op_bundle_sizes = "op_bundle_sizes",
    var_callee_type = "var_callee_type",
    branch_weights = "branch_weights",
    case_values = "case_values",
    case_operand_segments = "case_operand_segments",
    global_name = "global_name",
    global_type = "global_type",
    elem_type = "elem_type",
    is_volatile = "isVolatile",
    raw_constant_indices = "rawConstantIndices",
    constant = "constant",
    addr_space = "addr_space",
    msg = "msg",
    dlti_dl_spec = "dlti.dl_spec",
    llvm_data_layout = "llvm.data_layout",
    no_alias = "llvm.noalias",
    round_mode = "roundingmode",
}

impl Names {
    #[inline]
    pub fn op_name(&self, op: Opcode) -> Ident {
        self.op_names[op as usize]
    }
}
