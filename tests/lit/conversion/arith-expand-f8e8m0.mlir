// RUN: strata opt %s --arith-expand=include-f8e8m0=true | FileCheck %s
// RUN: strata opt %s --arith-expand | FileCheck %s --check-prefix=DEFAULT
// arith-expand with include-f8e8m0: extf from and truncf to f8E8M0FNU go
// through the format's bits (via f32 for other widths; fastmath and
// vectors carried); extf/truncf of f4E2M1FN stay (include-f4e2m1 is not
// set). Without the option nothing changes. The CHECK lines are mlir-opt
// 22's output.

func.func @f(%a: f8E8M0FNU, %b: f4E2M1FN, %c: f32, %d: vector<4xf8E8M0FNU>, %e: f16, %g: f64, %h: vector<2xf64>) -> (f32, f32, f8E8M0FNU, f4E2M1FN, vector<4xf32>, f16, f8E8M0FNU, f64, f8E8M0FNU, vector<2xf8E8M0FNU>, f32) {
  %0 = arith.extf %a : f8E8M0FNU to f32
  %1 = arith.extf %b : f4E2M1FN to f32
  %2 = arith.truncf %c : f32 to f8E8M0FNU
  %3 = arith.truncf %c : f32 to f4E2M1FN
  %4 = arith.extf %d : vector<4xf8E8M0FNU> to vector<4xf32>
  %5 = arith.extf %a fastmath<fast> : f8E8M0FNU to f16
  %6 = arith.truncf %e : f16 to f8E8M0FNU
  %7 = arith.extf %a : f8E8M0FNU to f64
  %8 = arith.truncf %g fastmath<nnan> : f64 to f8E8M0FNU
  %9 = arith.truncf %h : vector<2xf64> to vector<2xf8E8M0FNU>
  %10 = arith.extf %a : f8E8M0FNU to bf16
  %11 = arith.extf %10 : bf16 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %11 : f32, f32, f8E8M0FNU, f4E2M1FN, vector<4xf32>, f16, f8E8M0FNU, f64, f8E8M0FNU, vector<2xf8E8M0FNU>, f32
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: f8E8M0FNU, %arg1: f4E2M1FN, %arg2: f32, %arg3: vector<4xf8E8M0FNU>, %arg4: f16, %arg5: f64, %arg6: vector<2xf64>) -> (f32, f32, f8E8M0FNU, f4E2M1FN, vector<4xf32>, f16, f8E8M0FNU, f64, f8E8M0FNU, vector<2xf8E8M0FNU>, f32) {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E8M0FNU to i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %2 = arith.shli %1, %c23_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi eq, %0, %c-1_i8 : i8
// CHECK-NEXT: %4 = arith.select %3, %c-1_i32, %2 : i32
// CHECK-NEXT: %5 = arith.bitcast %4 : i32 to f32
// CHECK-NEXT: %6 = arith.extf %arg1 : f4E2M1FN to f32
// CHECK-NEXT: %7 = arith.bitcast %arg2 : f32 to i32
// CHECK-NEXT: %c23_i32_0 = arith.constant 23 : i32
// CHECK-NEXT: %8 = arith.shrui %7, %c23_i32_0 : i32
// CHECK-NEXT: %9 = arith.trunci %8 : i32 to i8
// CHECK-NEXT: %10 = arith.bitcast %9 : i8 to f8E8M0FNU
// CHECK-NEXT: %11 = arith.truncf %arg2 : f32 to f4E2M1FN
// CHECK-NEXT: %12 = arith.bitcast %arg3 : vector<4xf8E8M0FNU> to vector<4xi8>
// CHECK-NEXT: %cst = arith.constant dense<-1> : vector<4xi8>
// CHECK-NEXT: %cst_1 = arith.constant dense<-1> : vector<4xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<23> : vector<4xi32>
// CHECK-NEXT: %13 = arith.extui %12 : vector<4xi8> to vector<4xi32>
// CHECK-NEXT: %14 = arith.shli %13, %cst_2 : vector<4xi32>
// CHECK-NEXT: %15 = arith.cmpi eq, %12, %cst : vector<4xi8>
// CHECK-NEXT: %16 = arith.select %15, %cst_1, %14 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %17 = arith.bitcast %16 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %18 = arith.bitcast %arg0 : f8E8M0FNU to i8
// CHECK-NEXT: %c-1_i8_3 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i32_4 = arith.constant -1 : i32
// CHECK-NEXT: %c23_i32_5 = arith.constant 23 : i32
// CHECK-NEXT: %19 = arith.extui %18 : i8 to i32
// CHECK-NEXT: %20 = arith.shli %19, %c23_i32_5 : i32
// CHECK-NEXT: %21 = arith.cmpi eq, %18, %c-1_i8_3 : i8
// CHECK-NEXT: %22 = arith.select %21, %c-1_i32_4, %20 : i32
// CHECK-NEXT: %23 = arith.bitcast %22 : i32 to f32
// CHECK-NEXT: %24 = arith.truncf %23 fastmath<fast> : f32 to f16
// CHECK-NEXT: %25 = arith.extf %arg4 : f16 to f32
// CHECK-NEXT: %26 = arith.bitcast %25 : f32 to i32
// CHECK-NEXT: %c23_i32_6 = arith.constant 23 : i32
// CHECK-NEXT: %27 = arith.shrui %26, %c23_i32_6 : i32
// CHECK-NEXT: %28 = arith.trunci %27 : i32 to i8
// CHECK-NEXT: %29 = arith.bitcast %28 : i8 to f8E8M0FNU
// CHECK-NEXT: %30 = arith.bitcast %arg0 : f8E8M0FNU to i8
// CHECK-NEXT: %c-1_i8_7 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i32_8 = arith.constant -1 : i32
// CHECK-NEXT: %c23_i32_9 = arith.constant 23 : i32
// CHECK-NEXT: %31 = arith.extui %30 : i8 to i32
// CHECK-NEXT: %32 = arith.shli %31, %c23_i32_9 : i32
// CHECK-NEXT: %33 = arith.cmpi eq, %30, %c-1_i8_7 : i8
// CHECK-NEXT: %34 = arith.select %33, %c-1_i32_8, %32 : i32
// CHECK-NEXT: %35 = arith.bitcast %34 : i32 to f32
// CHECK-NEXT: %36 = arith.extf %35 : f32 to f64
// CHECK-NEXT: %37 = arith.truncf %arg5 fastmath<nnan> : f64 to f32
// CHECK-NEXT: %38 = arith.bitcast %37 : f32 to i32
// CHECK-NEXT: %c23_i32_10 = arith.constant 23 : i32
// CHECK-NEXT: %39 = arith.shrui %38, %c23_i32_10 : i32
// CHECK-NEXT: %40 = arith.trunci %39 : i32 to i8
// CHECK-NEXT: %41 = arith.bitcast %40 : i8 to f8E8M0FNU
// CHECK-NEXT: %42 = arith.truncf %arg6 : vector<2xf64> to vector<2xf32>
// CHECK-NEXT: %43 = arith.bitcast %42 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: %cst_11 = arith.constant dense<23> : vector<2xi32>
// CHECK-NEXT: %44 = arith.shrui %43, %cst_11 : vector<2xi32>
// CHECK-NEXT: %45 = arith.trunci %44 : vector<2xi32> to vector<2xi8>
// CHECK-NEXT: %46 = arith.bitcast %45 : vector<2xi8> to vector<2xf8E8M0FNU>
// CHECK-NEXT: %47 = arith.bitcast %arg0 : f8E8M0FNU to i8
// CHECK-NEXT: %c-1_i8_12 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i32_13 = arith.constant -1 : i32
// CHECK-NEXT: %c23_i32_14 = arith.constant 23 : i32
// CHECK-NEXT: %48 = arith.extui %47 : i8 to i32
// CHECK-NEXT: %49 = arith.shli %48, %c23_i32_14 : i32
// CHECK-NEXT: %50 = arith.cmpi eq, %47, %c-1_i8_12 : i8
// CHECK-NEXT: %51 = arith.select %50, %c-1_i32_13, %49 : i32
// CHECK-NEXT: %52 = arith.bitcast %51 : i32 to f32
// CHECK-NEXT: %53 = arith.truncf %52 : f32 to bf16
// CHECK-NEXT: %54 = arith.extf %53 : bf16 to f32
// CHECK-NEXT: return %5, %6, %10, %11, %17, %24, %29, %36, %41, %46, %54 : f32, f32, f8E8M0FNU, f4E2M1FN, vector<4xf32>, f16, f8E8M0FNU, f64, f8E8M0FNU, vector<2xf8E8M0FNU>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// DEFAULT: module {
// DEFAULT-NEXT: func.func @f(%arg0: f8E8M0FNU, %arg1: f4E2M1FN, %arg2: f32, %arg3: vector<4xf8E8M0FNU>, %arg4: f16, %arg5: f64, %arg6: vector<2xf64>) -> (f32, f32, f8E8M0FNU, f4E2M1FN, vector<4xf32>, f16, f8E8M0FNU, f64, f8E8M0FNU, vector<2xf8E8M0FNU>, f32) {
// DEFAULT-NEXT: %0 = arith.extf %arg0 : f8E8M0FNU to f32
// DEFAULT-NEXT: %1 = arith.extf %arg1 : f4E2M1FN to f32
// DEFAULT-NEXT: %2 = arith.truncf %arg2 : f32 to f8E8M0FNU
// DEFAULT-NEXT: %3 = arith.truncf %arg2 : f32 to f4E2M1FN
// DEFAULT-NEXT: %4 = arith.extf %arg3 : vector<4xf8E8M0FNU> to vector<4xf32>
// DEFAULT-NEXT: %5 = arith.extf %arg0 fastmath<fast> : f8E8M0FNU to f16
// DEFAULT-NEXT: %6 = arith.truncf %arg4 : f16 to f8E8M0FNU
// DEFAULT-NEXT: %7 = arith.extf %arg0 : f8E8M0FNU to f64
// DEFAULT-NEXT: %8 = arith.truncf %arg5 fastmath<nnan> : f64 to f8E8M0FNU
// DEFAULT-NEXT: %9 = arith.truncf %arg6 : vector<2xf64> to vector<2xf8E8M0FNU>
// DEFAULT-NEXT: %10 = arith.extf %arg0 : f8E8M0FNU to bf16
// DEFAULT-NEXT: %11 = arith.extf %10 : bf16 to f32
// DEFAULT-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %11 : f32, f32, f8E8M0FNU, f4E2M1FN, vector<4xf32>, f16, f8E8M0FNU, f64, f8E8M0FNU, vector<2xf8E8M0FNU>, f32
// DEFAULT-NEXT: }
// DEFAULT-NEXT: }
