//! Identifiers the conversions use, interned once per pass run so hot paths
//! never hash strings.

use strata_ir::attrs::NamedAttr;
use strata_ir::{AttrId, Context, Ident, Opcode};

/// Positions `[k]` and `[k, i]` with `k, i` below this get a prebuilt
/// `{position = ...}` dictionary (see `Names::position_dict`).
const POSITION_DICTS: usize = 8;

macro_rules! names {
    ($($field:ident = $text:literal,)*) => {
        pub struct Names {
            op_names: Vec<Ident>,
            /// `{position = array<i64: k>}` for each `k`, then `{position =
            /// array<i64: k, i>}` at `POSITION_DICTS * (k + 1) + i`.
            position_dicts: Vec<AttrId>,
            /// Dictionaries built once per pass run (see `attr_cache`).
            pub attr_cache: crate::attr_cache::AttrCache,
            $(pub $field: Ident,)*
        }

        impl Names {
            pub fn new(ctx: &Context) -> Names {
                let mut op_names = vec![ctx.ident("")];
                op_names.extend(Opcode::all().iter().map(|o| ctx.ident(o.name())));
                let position = ctx.ident("position");
                let dict = |pos: &[i64]| {
                    let value = crate::conversion::rewriter::i64_array(ctx, pos);
                    ctx.dict_attr(&[NamedAttr { name: position, value }])
                };
                let n = POSITION_DICTS as i64;
                let mut position_dicts: Vec<AttrId> = (0..n).map(|k| dict(&[k])).collect();
                for k in 0..n {
                    position_dicts.extend((0..n).map(|i| dict(&[k, i])));
                }
                Names {
                    op_names,
                    position_dicts,
                    attr_cache: Default::default(),
                    $($field: ctx.ident($text),)*
                }
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
    is_zero_poison = "is_zero_poison",
    is_int_min_poison = "is_int_min_poison",
    fpclass_bit = "bit",
}

impl Names {
    #[inline]
    pub fn op_name(&self, op: Opcode) -> Ident {
        self.op_names[op as usize]
    }

    /// The prebuilt `{position = array<i64: pos>}` (a memref descriptor's
    /// fields and their sizes and strides, built and read for every
    /// descriptor op), or `None` for a position outside the table.
    pub fn position_dict(&self, pos: &[i64]) -> Option<AttrId> {
        let small = |x: i64| usize::try_from(x).ok().filter(|&x| x < POSITION_DICTS);
        let index = match *pos {
            [k] => small(k)?,
            [k, i] => POSITION_DICTS * (small(k)? + 1) + small(i)?,
            _ => return None,
        };
        self.position_dicts.get(index).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The prebuilt position dictionaries are the ones built on demand.
    #[test]
    fn position_dicts_match_built_ones() {
        let ctx = Context::new();
        let names = Names::new(&ctx);
        let built = |pos: &[i64]| {
            let value = crate::conversion::rewriter::i64_array(&ctx, pos);
            ctx.dict_attr(&[NamedAttr {
                name: names.position,
                value,
            }])
        };
        for k in 0..POSITION_DICTS as i64 {
            assert_eq!(names.position_dict(&[k]), Some(built(&[k])));
            for i in 0..POSITION_DICTS as i64 {
                assert_eq!(names.position_dict(&[k, i]), Some(built(&[k, i])));
            }
        }
        let n = POSITION_DICTS as i64;
        for outside in [&[n][..], &[-1], &[0, n], &[n, 0], &[0, 0, 0], &[]] {
            assert_eq!(names.position_dict(outside), None);
        }
    }
}
