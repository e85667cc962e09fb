//! Properties MLIR sets on every `llvm.func` and `llvm.call` it builds, so
//! the generic form shows them (`CConv = #llvm.cconv<ccc>`, ...). The IR
//! keeps exactly what `mlir-opt --mlir-print-op-generic` shows, so the
//! conversions add them explicitly unless the source op already has them.

use strata_ir::attrs::{AttrData, EnumKind, NamedAttr};
use strata_ir::{AttrId, Context, TypeId};

use crate::names::Names;

fn enum_attr(ctx: &Context, kind: EnumKind, value: u64) -> AttrId {
    ctx.intern_attr(AttrData::Enum { kind, value })
}

fn add_missing(out: &mut Vec<NamedAttr>, defaults: [NamedAttr; 2]) {
    for d in defaults {
        if !out.iter().any(|e| e.name == d.name) {
            out.push(d);
        }
    }
}

/// `CConv = #llvm.cconv<ccc>` and `visibility_ = 0 : i64` on an `llvm.func`.
pub fn add_func_defaults(ctx: &Context, n: &Names, out: &mut Vec<NamedAttr>) {
    add_missing(
        out,
        [
            NamedAttr {
                name: n.cconv,
                value: enum_attr(ctx, EnumKind::LlvmCConv, 0),
            },
            NamedAttr {
                name: n.visibility,
                value: ctx.int_attr(TypeId::I64, 0),
            },
        ],
    );
}

/// `CConv = #llvm.cconv<ccc>`, `TailCallKind = #llvm.tailcallkind<none>` and
/// `fastmathFlags = #llvm.fastmath<none>` on an `llvm.call`.
pub fn add_call_defaults(ctx: &Context, n: &Names, out: &mut Vec<NamedAttr>) {
    add_missing(
        out,
        [
            NamedAttr {
                name: n.cconv,
                value: enum_attr(ctx, EnumKind::LlvmCConv, 0),
            },
            NamedAttr {
                name: n.tail_call_kind,
                value: enum_attr(ctx, EnumKind::LlvmTailCallKind, 0),
            },
        ],
    );
    if !out.iter().any(|e| e.name == n.fastmath_flags) {
        out.push(NamedAttr {
            name: n.fastmath_flags,
            value: enum_attr(ctx, EnumKind::LlvmFastMath, 0),
        });
    }
}
