//! The `gpu` dialect's host-side subset: kernel containers (`gpu.module`),
//! kernels (`gpu.func`, `gpu.return`) and their launches
//! (`gpu.launch_func`), in MLIR 22's custom and generic forms. The
//! SPIR-V CPU pipeline's `lower-host-to-llvm` consumes them.
//!
//! Layouts as the IR stores them:
//! - `gpu.func`: block arguments are the function inputs, then
//!   `workgroup_attributions` workgroup buffers, then private buffers.
//! - `gpu.launch_func`: operands in `operandSegmentSizes` order (async
//!   dependencies, grid x/y/z, block x/y/z, cluster x/y/z, dynamic shared
//!   memory size, kernel operands, async object); the attribute is stored.

mod parse;
mod print;
mod verify;

pub use parse::parse;
pub use print::print;
pub use verify::verify;

use crate::attrs::{AttrData, DenseValues};
use crate::context::Context;
use crate::ids::AttrId;
use crate::opcode::Opcode;

pub const SEGMENTS: &str = "operandSegmentSizes";
/// The unit attribute marking a `gpu.func` as a kernel.
pub const KERNEL_ATTR: &str = "gpu.kernel";
/// How many block arguments after the inputs are workgroup buffers.
pub const WORKGROUP_COUNT: &str = "workgroup_attributions";
/// The module attribute `gpu.launch_func` requires on its closest module.
pub const CONTAINER_MODULE: &str = "gpu.container_module";

/// `gpu.launch_func`'s operand segments, in `operandSegmentSizes` order.
pub mod segment {
    pub const ASYNC_DEPENDENCIES: usize = 0;
    pub const GRID: usize = 1;
    pub const BLOCK: usize = 4;
    pub const CLUSTER: usize = 7;
    pub const DYNAMIC_SHARED_MEMORY: usize = 10;
    pub const KERNEL_OPERANDS: usize = 11;
    pub const ASYNC_OBJECT: usize = 12;
    pub const COUNT: usize = 13;
}

/// Whether `name` is one of `opcode`'s properties (the generic form's
/// `<{..}>`). `gpu.func` keeps its name and its `workgroup_attributions`
/// count as discardable attributes, as MLIR's does.
pub fn is_property(opcode: Opcode, name: &str) -> bool {
    match opcode {
        Opcode::GpuModule => matches!(name, "sym_name" | "targets" | "offloadingHandler"),
        Opcode::GpuFunc => matches!(
            name,
            "function_type"
                | "arg_attrs"
                | "res_attrs"
                | "workgroup_attrib_attrs"
                | "private_attrib_attrs"
                | "known_block_size"
                | "known_grid_size"
                | "known_cluster_size"
        ),
        Opcode::GpuLaunchFunc => matches!(name, "kernel" | SEGMENTS),
        _ => false,
    }
}

/// The 13 segment sizes of a `gpu.launch_func`'s attributes, when present
/// and well formed.
pub fn launch_segments(ctx: &Context, attrs: AttrId) -> Option<[usize; segment::COUNT]> {
    let a = super::dict_lookup(ctx, attrs, SEGMENTS)?;
    let AttrData::DenseArray {
        values: DenseValues::Int(v),
        ..
    } = ctx.attr_data(a)
    else {
        return None;
    };
    if v.len() != segment::COUNT || v.iter().any(|&x| x < 0) {
        return None;
    }
    let mut out = [0; segment::COUNT];
    for (o, &x) in out.iter_mut().zip(v.iter()) {
        *o = usize::try_from(x).ok()?;
    }
    Some(out)
}

/// The operand range of segment `i` given the sizes.
pub fn segment_range(sizes: &[usize; segment::COUNT], i: usize) -> std::ops::Range<usize> {
    let start: usize = sizes[..i].iter().sum();
    start..start + sizes[i]
}

/// `@module::@kernel` of a `gpu.launch_func`'s `kernel` attribute.
pub fn kernel_symbol(
    ctx: &Context,
    attrs: AttrId,
) -> Option<(crate::ids::Ident, crate::ids::Ident)> {
    match ctx.attr_data(super::dict_lookup(ctx, attrs, "kernel")?) {
        AttrData::SymbolRef { root, nested } if nested.len() == 1 => Some((*root, nested[0])),
        _ => None,
    }
}

/// The number of workgroup attributions of a `gpu.func` (0 when absent).
pub fn workgroup_count(ctx: &Context, attrs: AttrId) -> usize {
    match super::dict_lookup(ctx, attrs, WORKGROUP_COUNT).map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => usize::try_from(*value).unwrap_or(0),
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use crate::print::{print_module, PrintOptions};
    use crate::syntax::{parse_module, ParseOptions};
    use crate::Context;

    fn run(src: &str, generic: bool) -> Result<String, String> {
        let ctx = Context::new();
        let m = parse_module(&ctx, "t.mlir", src, &ParseOptions::default())
            .map_err(|e| e.to_string())?;
        crate::verify::verify_module(&ctx, &m).map_err(|e| {
            e.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        Ok(print_module(
            &ctx,
            &m,
            PrintOptions {
                generic,
                ..Default::default()
            },
        ))
    }

    const KERNELS: &str = "module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<4xf32>) workgroup(%w: memref<8xf32, 3>) kernel {
      gpu.return
    }
  }
  func.func @f(%a: memref<4xf32>, %n: i32) {
    %c = arith.constant 1 : i64
    gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c) : i64 dynamic_shared_memory_size %n args(%a : memref<4xf32>)
    return
  }
}";

    /// The custom forms print as mlir-opt 22 prints them, spaces of the
    /// launch's empty optional groups included, and read back the same.
    #[test]
    fn custom_forms_round_trip() {
        let out = run(KERNELS, false).unwrap();
        assert!(
            out.contains(
                "gpu.func @k(%arg0: memref<4xf32>) workgroup(%arg1 : memref<8xf32, 3>) kernel {"
            ),
            "{out}"
        );
        assert!(
            out.contains("gpu.launch_func  @m::@k blocks in (%c1_i64, %c1_i64, %c1_i64) threads in (%c1_i64, %c1_i64, %c1_i64) : i64 dynamic_shared_memory_size %arg1 args(%arg0 : memref<4xf32>)\n"),
            "{out}"
        );
        assert_eq!(run(&out, false).unwrap(), out);
    }

    /// The generic form stores the segment sizes and keeps `gpu.func`'s
    /// name and workgroup count discardable.
    #[test]
    fn generic_form_round_trips() {
        let generic = run(KERNELS, true).unwrap();
        assert!(
            generic.contains(
                "operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 0>"
            ),
            "{generic}"
        );
        assert!(
            generic.contains("{gpu.kernel, sym_name = \"k\", workgroup_attributions = 1 : i64}"),
            "{generic}"
        );
        assert_eq!(run(&generic, false).unwrap(), run(KERNELS, false).unwrap());
    }

    /// Malformed launches are located errors, not panics.
    #[test]
    fn bad_launches_are_errors() {
        for bad in [
            "gpu.launch_func @m::@k blocks in (%c, %c) threads in (%c, %c, %c)",
            "gpu.launch_func blocks in (%c, %c, %c) threads in (%c, %c, %c)",
            "gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%c)",
            "gpu.launch_func async @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c)",
            "\"gpu.launch_func\"(%c) <{kernel = @m::@k, operandSegmentSizes = array<i32: 0, 1>}> : (index) -> ()",
        ] {
            let src = format!(
                "module attributes {{gpu.container_module}} {{\n  func.func @f() {{\n    %c = arith.constant 1 : index\n    {bad}\n    return\n  }}\n}}"
            );
            assert!(run(&src, false).is_err(), "{bad}");
        }
    }
}
