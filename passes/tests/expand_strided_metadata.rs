//! `expand-strided-metadata` end to end: the printed result equals what
//! `mlir-opt --expand-strided-metadata --lower-affine` (MLIR 22) prints for
//! the same input.

use strata_ir::print::{print_module, PrintOptions};
use strata_ir::syntax::{parse_module, ParseOptions};
use strata_ir::Context;
use strata_passes::{run_pipeline, Pipeline, RunOptions};

fn expand(src: &str) -> String {
    let ctx = Context::new();
    let mut m = parse_module(&ctx, "input.mlir", src, &ParseOptions::default()).expect("parses");
    let p = Pipeline::parse("builtin.module(expand-strided-metadata)").expect("pipeline");
    run_pipeline(&ctx, &mut m, &p, &RunOptions::default()).expect("runs");
    print_module(&ctx, &m, PrintOptions::default())
}

const INPUT: &str = r#"func.func @sv(%m: memref<8x16xf32>, %i: index, %j: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %s = memref.subview %m[%i, %j][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[16, 1], offset: ?>>
}
func.func @sv2(%m: memref<?x?xf32>, %i: index, %n: index) -> memref<?x4xf32, strided<[?, 2], offset: ?>> {
  %s = memref.subview %m[%i, 3][%n, 4][1, 2] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 2], offset: ?>>
  return %s : memref<?x4xf32, strided<[?, 2], offset: ?>>
}
func.func @sv3(%m: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %i: index, %j: index, %n: index, %s: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %r = memref.subview %m[%i, 2, %j][1, %n, 4][1, %s, 3] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x4xf32, strided<[?, ?], offset: ?>>
}
func.func @sv4(%m: memref<8x16xf32, strided<[16, 1], offset: 5>>) -> memref<1x4xf32, strided<[16, 1], offset: 55>> {
  %r = memref.subview %m[3, 2][1, 4][1, 1] : memref<8x16xf32, strided<[16, 1], offset: 5>> to memref<1x4xf32, strided<[16, 1], offset: 55>>
  %q = memref.subview %r[0, 1][1, 2][1, 1] : memref<1x4xf32, strided<[16, 1], offset: 55>> to memref<2xf32, strided<[1], offset: 56>>
  return %r : memref<1x4xf32, strided<[16, 1], offset: 55>>
}
"#;

const EXPECTED: &str = r#"module {
  func.func @sv(%arg0: memref<8x16xf32>, %arg1: index, %arg2: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
    %c16 = arith.constant 16 : index
    %0 = arith.muli %arg1, %c16 overflow<nsw> : index
    %1 = arith.addi %0, %arg2 : index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
    return %reinterpret_cast : memref<4x4xf32, strided<[16, 1], offset: ?>>
  }
  func.func @sv2(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x4xf32, strided<[?, 2], offset: ?>> {
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
    %0 = arith.muli %arg1, %strides#0 overflow<nsw> : index
    %c3 = arith.constant 3 : index
    %1 = arith.addi %0, %c3 : index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [%arg2, 4], strides: [%strides#0, 2] : memref<f32> to memref<?x4xf32, strided<[?, 2], offset: ?>>
    return %reinterpret_cast : memref<?x4xf32, strided<[?, 2], offset: ?>>
  }
  func.func @sv3(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
    %0 = arith.muli %arg4, %strides#1 overflow<nsw> : index
    %c3 = arith.constant 3 : index
    %1 = arith.muli %strides#2, %c3 overflow<nsw> : index
    %2 = arith.muli %arg1, %strides#0 overflow<nsw> : index
    %3 = arith.addi %offset, %2 : index
    %c2 = arith.constant 2 : index
    %4 = arith.muli %strides#1, %c2 overflow<nsw> : index
    %5 = arith.addi %3, %4 : index
    %6 = arith.muli %arg2, %strides#2 overflow<nsw> : index
    %7 = arith.addi %5, %6 : index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%7], sizes: [%arg3, 4], strides: [%0, %1] : memref<f32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
    return %reinterpret_cast : memref<?x4xf32, strided<[?, ?], offset: ?>>
  }
  func.func @sv4(%arg0: memref<8x16xf32, strided<[16, 1], offset: 5>>) -> memref<1x4xf32, strided<[16, 1], offset: 55>> {
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32, strided<[16, 1], offset: 5>> -> memref<f32>, index, index, index, index, index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [55], sizes: [1, 4], strides: [16, 1] : memref<f32> to memref<1x4xf32, strided<[16, 1], offset: 55>>
    return %reinterpret_cast : memref<1x4xf32, strided<[16, 1], offset: 55>>
  }
}

"#;

#[test]
fn subviews_match_mlir_opt_with_lowered_affine() {
    assert_eq!(expand(INPUT), EXPECTED);
}

/// A subview of a subview reads the first one's cast directly, and the
/// dead subviews disappear. MLIR's greedy driver also hoists the existing
/// `%c0` constant to the top of the block; Strata leaves it in place.
#[test]
fn chained_subviews_fold_and_dead_ones_are_erased() {
    let expected = CHAIN_EXPECTED.replace("    %c0 = arith.constant 0 : index\n", "");
    let got = expand(CHAIN_INPUT).replace("    %c0 = arith.constant 0 : index\n", "");
    assert_eq!(got, expected);
}

const CHAIN_INPUT: &str = r#"func.func @chain(%m: memref<8x16xf32>, %i: index) -> f32 {
  %a = memref.subview %m[%i, 0][4, 8][1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
  %b = memref.subview %a[1, %i][2, 2][2, 1] : memref<4x8xf32, strided<[16, 1], offset: ?>> to memref<2x2xf32, strided<[32, 1], offset: ?>>
  %dead = memref.subview %m[0, 0][1, 1][1, 1] : memref<8x16xf32> to memref<1x1xf32, strided<[16, 1]>>
  %dead2 = memref.subview %dead[0, 0][1, 1][1, 1] : memref<1x1xf32, strided<[16, 1]>> to memref<1x1xf32, strided<[16, 1]>>
  %c0 = arith.constant 0 : index
  %v = memref.load %b[%c0, %c0] : memref<2x2xf32, strided<[32, 1], offset: ?>>
  return %v : f32
}
"#;

const CHAIN_EXPECTED: &str = r#"module {
  func.func @chain(%arg0: memref<8x16xf32>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
    %c16 = arith.constant 16 : index
    %0 = arith.muli %arg1, %c16 overflow<nsw> : index
    %1 = arith.addi %0, %arg1 : index
    %c16_0 = arith.constant 16 : index
    %2 = arith.addi %1, %c16_0 : index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [2, 2], strides: [32, 1] : memref<f32> to memref<2x2xf32, strided<[32, 1], offset: ?>>
    %3 = memref.load %reinterpret_cast[%c0, %c0] : memref<2x2xf32, strided<[32, 1], offset: ?>>
    return %3 : f32
  }
}

"#;
