// RUN: strata opt %s --convert-arith-to-llvm | FileCheck %s
// ceildivsi, floordivsi and ceildivui with constant operands: MLIR 22
// expands them into arith ops and folds each before lowering it, seeing as
// constants only the op's own constant operands and the constants the
// expansion makes (a step that folded is no constant to later steps). So
// `x < 0` of a constant divisor is a constant, a constant left operand of
// a compare moves right, `7 - 1` is 6, a product with a zero divisor is
// that zero, and non-splat vectors fold elementwise.
// The expected lines are mlir-opt 22's output for the same input.

func.func @e(%x: i32, %y: i8, %i: index, %v: vector<2xi32>) -> (i32, i32, i32, i32, i32, i8, index, vector<2xi32>, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %cm5 = arith.constant -5 : i32
  %k8 = arith.constant 3 : i8
  %ki = arith.constant 4 : index
  %kv = arith.constant dense<[3, -2]> : vector<2xi32>
  %0 = arith.ceildivsi %x, %c1 : i32
  %1 = arith.floordivsi %x, %c0 : i32
  %2 = arith.ceildivui %x, %cm1 : i32
  %3 = arith.floordivsi %cm5, %x : i32
  %4 = arith.ceildivsi %c0, %c0 : i32
  %5 = arith.ceildivsi %y, %k8 : i8
  %6 = arith.ceildivui %ki, %i : index
  %7 = arith.floordivsi %v, %kv : vector<2xi32>
  %8 = arith.ceildivui %c0, %x : i32
  %9 = arith.ceildivsi %cm5, %x : i32
  %10 = arith.floordivsi %x, %cm5 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i8, index, vector<2xi32>, i32, i32, i32
}

func.func @v(%x: vector<4xi32>) -> vector<4xi32> {
  %k = arith.constant dense<7> : vector<4xi32>
  %0 = arith.ceildivsi %x, %k : vector<4xi32>
  return %0 : vector<4xi32>
}
func.func @n(%x: vector<2x4xi32>) -> vector<2x4xi32> {
  %k = arith.constant dense<7> : vector<2x4xi32>
  %0 = arith.ceildivsi %x, %k : vector<2x4xi32>
  return %0 : vector<2x4xi32>
}
func.func @a(%x: i32) -> (i32, i32) {
  %k = arith.constant 7 : i32
  %0 = arith.ceildivui %k, %x : i32
  %1 = arith.ceildivsi %k, %x : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @e(
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:    %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %3 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:    %4 = llvm.mlir.constant(-5 : i32) : i32
// CHECK-NEXT:    %5 = llvm.mlir.constant(3 : i8) : i8
// CHECK-NEXT:    %6 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:    %7 = llvm.mlir.constant(dense<[3, -2]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:    %8 = llvm.sdiv %arg0, %2 : i32
// CHECK-NEXT:    %9 = llvm.icmp "ne" %arg0, %2 : i32
// CHECK-NEXT:    %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %11 = llvm.icmp "slt" %arg0, %10 : i32
// CHECK-NEXT:    %12 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    %13 = llvm.icmp "ne" %11, %12 : i1
// CHECK-NEXT:    %14 = llvm.and %9, %13 : i1
// CHECK-NEXT:    %15 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:    %16 = llvm.add %8, %15 : i32
// CHECK-NEXT:    %17 = llvm.select %14, %16, %8 : i1, i32
// CHECK-NEXT:    %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %19 = llvm.icmp "eq" %arg0, %18 : i32
// CHECK-NEXT:    %20 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %21 = llvm.sub %arg0, %20 : i32
// CHECK-NEXT:    %22 = llvm.udiv %21, %3 : i32
// CHECK-NEXT:    %23 = llvm.add %22, %20 : i32
// CHECK-NEXT:    %24 = llvm.select %19, %18, %23 : i1, i32
// CHECK-NEXT:    %25 = llvm.sdiv %4, %arg0 : i32
// CHECK-NEXT:    %26 = llvm.mul %25, %arg0 : i32
// CHECK-NEXT:    %27 = llvm.icmp "ne" %26, %4 : i32
// CHECK-NEXT:    %28 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %29 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %30 = llvm.icmp "slt" %arg0, %28 : i32
// CHECK-NEXT:    %31 = llvm.icmp "ne" %29, %30 : i1
// CHECK-NEXT:    %32 = llvm.and %27, %31 : i1
// CHECK-NEXT:    %33 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:    %34 = llvm.add %25, %33 : i32
// CHECK-NEXT:    %35 = llvm.select %32, %34, %25 : i1, i32
// CHECK-NEXT:    %36 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %37 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %38 = llvm.sdiv %2, %2 : i32
// CHECK-NEXT:    %39 = llvm.icmp "ne" %2, %2 : i32
// CHECK-NEXT:    %40 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    %41 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    %42 = llvm.icmp "eq" %40, %41 : i1
// CHECK-NEXT:    %43 = llvm.and %39, %42 : i1
// CHECK-NEXT:    %44 = llvm.add %38, %37 : i32
// CHECK-NEXT:    %45 = llvm.select %43, %44, %38 : i1, i32
// CHECK-NEXT:    %46 = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT:    %47 = llvm.mlir.constant(1 : i8) : i8
// CHECK-NEXT:    %48 = llvm.sdiv %arg1, %5 : i8
// CHECK-NEXT:    %49 = llvm.mul %48, %5 : i8
// CHECK-NEXT:    %50 = llvm.icmp "ne" %arg1, %49 : i8
// CHECK-NEXT:    %51 = llvm.icmp "slt" %arg1, %46 : i8
// CHECK-NEXT:    %52 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    %53 = llvm.icmp "eq" %51, %52 : i1
// CHECK-NEXT:    %54 = llvm.and %50, %53 : i1
// CHECK-NEXT:    %55 = llvm.add %48, %47 : i8
// CHECK-NEXT:    %56 = llvm.select %54, %55, %48 : i1, i8
// CHECK-NEXT:    %57 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:    %58 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    %59 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:    %60 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:    %61 = llvm.udiv %60, %0 : i64
// CHECK-NEXT:    %62 = llvm.add %61, %59 : i64
// CHECK-NEXT:    %63 = llvm.select %58, %57, %62 : i1, i64
// CHECK-NEXT:    %64 = builtin.unrealized_conversion_cast %63 : i64 to index
// CHECK-NEXT:    %65 = llvm.sdiv %arg3, %7 : vector<2xi32>
// CHECK-NEXT:    %66 = llvm.mul %65, %7 : vector<2xi32>
// CHECK-NEXT:    %67 = llvm.icmp "ne" %arg3, %66 : vector<2xi32>
// CHECK-NEXT:    %68 = llvm.mlir.constant(dense<0> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:    %69 = llvm.icmp "slt" %arg3, %68 : vector<2xi32>
// CHECK-NEXT:    %70 = llvm.mlir.constant(dense<[false, true]> : vector<2xi1>) : vector<2xi1>
// CHECK-NEXT:    %71 = llvm.icmp "ne" %69, %70 : vector<2xi1>
// CHECK-NEXT:    %72 = llvm.and %67, %71 : vector<2xi1>
// CHECK-NEXT:    %73 = llvm.mlir.constant(dense<-1> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:    %74 = llvm.add %65, %73 : vector<2xi32>
// CHECK-NEXT:    %75 = llvm.select %72, %74, %65 : vector<2xi1>, vector<2xi32>
// CHECK-NEXT:    %76 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %77 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %78 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %79 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:    %80 = llvm.udiv %79, %arg0 : i32
// CHECK-NEXT:    %81 = llvm.add %80, %78 : i32
// CHECK-NEXT:    %82 = llvm.select %77, %76, %81 : i1, i32
// CHECK-NEXT:    %83 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %84 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %85 = llvm.sdiv %4, %arg0 : i32
// CHECK-NEXT:    %86 = llvm.mul %85, %arg0 : i32
// CHECK-NEXT:    %87 = llvm.icmp "ne" %86, %4 : i32
// CHECK-NEXT:    %88 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %89 = llvm.icmp "slt" %arg0, %83 : i32
// CHECK-NEXT:    %90 = llvm.icmp "eq" %88, %89 : i1
// CHECK-NEXT:    %91 = llvm.and %87, %90 : i1
// CHECK-NEXT:    %92 = llvm.add %85, %84 : i32
// CHECK-NEXT:    %93 = llvm.select %91, %92, %85 : i1, i32
// CHECK-NEXT:    %94 = llvm.sdiv %arg0, %4 : i32
// CHECK-NEXT:    %95 = llvm.mul %94, %4 : i32
// CHECK-NEXT:    %96 = llvm.icmp "ne" %arg0, %95 : i32
// CHECK-NEXT:    %97 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %98 = llvm.icmp "slt" %arg0, %97 : i32
// CHECK-NEXT:    %99 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %100 = llvm.icmp "ne" %98, %99 : i1
// CHECK-NEXT:    %101 = llvm.and %96, %100 : i1
// CHECK-NEXT:    %102 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:    %103 = llvm.add %94, %102 : i32
// CHECK-NEXT:    %104 = llvm.select %101, %103, %94 : i1, i32
// CHECK-NEXT:    return %arg0, %17, %24, %35, %45, %56, %64, %75, %82, %93, %104 : i32, i32, i32, i32, i32, i8, index, vector<2xi32>, i32, i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @v(
// CHECK-NEXT:    %0 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:    %1 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:    %2 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:    %3 = llvm.sdiv %arg0, %0 : vector<4xi32>
// CHECK-NEXT:    %4 = llvm.mul %3, %0 : vector<4xi32>
// CHECK-NEXT:    %5 = llvm.icmp "ne" %arg0, %4 : vector<4xi32>
// CHECK-NEXT:    %6 = llvm.icmp "slt" %arg0, %1 : vector<4xi32>
// CHECK-NEXT:    %7 = llvm.mlir.constant(dense<false> : vector<4xi1>) : vector<4xi1>
// CHECK-NEXT:    %8 = llvm.icmp "eq" %6, %7 : vector<4xi1>
// CHECK-NEXT:    %9 = llvm.and %5, %8 : vector<4xi1>
// CHECK-NEXT:    %10 = llvm.add %3, %2 : vector<4xi32>
// CHECK-NEXT:    %11 = llvm.select %9, %10, %3 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT:    return %11 : vector<4xi32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @n(
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %1 = llvm.mlir.constant(dense<7> : vector<2x4xi32>) : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %2 = llvm.mlir.constant(dense<0> : vector<2x4xi32>) : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %3 = llvm.mlir.constant(dense<1> : vector<2x4xi32>) : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %4 = llvm.mlir.poison : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %6 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %7 = llvm.sdiv %5, %6 : vector<4xi32>
// CHECK-NEXT:    %8 = llvm.insertvalue %7, %4[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %9 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %10 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %11 = llvm.sdiv %9, %10 : vector<4xi32>
// CHECK-NEXT:    %12 = llvm.insertvalue %11, %8[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %13 = llvm.mlir.poison : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %14 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %15 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %16 = llvm.mul %14, %15 : vector<4xi32>
// CHECK-NEXT:    %17 = llvm.insertvalue %16, %13[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %18 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %19 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %20 = llvm.mul %18, %19 : vector<4xi32>
// CHECK-NEXT:    %21 = llvm.insertvalue %20, %17[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %22 = llvm.mlir.poison : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %23 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %24 = llvm.extractvalue %21[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %25 = llvm.icmp "ne" %23, %24 : vector<4xi32>
// CHECK-NEXT:    %26 = llvm.insertvalue %25, %22[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %27 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %28 = llvm.extractvalue %21[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %29 = llvm.icmp "ne" %27, %28 : vector<4xi32>
// CHECK-NEXT:    %30 = llvm.insertvalue %29, %26[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %31 = llvm.mlir.poison : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %32 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %33 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %34 = llvm.icmp "slt" %32, %33 : vector<4xi32>
// CHECK-NEXT:    %35 = llvm.insertvalue %34, %31[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %36 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %37 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %38 = llvm.icmp "slt" %36, %37 : vector<4xi32>
// CHECK-NEXT:    %39 = llvm.insertvalue %38, %35[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %40 = llvm.mlir.constant(dense<false> : vector<2x4xi1>) : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %41 = llvm.mlir.poison : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %42 = llvm.extractvalue %39[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %43 = llvm.extractvalue %40[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %44 = llvm.icmp "eq" %42, %43 : vector<4xi1>
// CHECK-NEXT:    %45 = llvm.insertvalue %44, %41[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %46 = llvm.extractvalue %39[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %47 = llvm.extractvalue %40[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %48 = llvm.icmp "eq" %46, %47 : vector<4xi1>
// CHECK-NEXT:    %49 = llvm.insertvalue %48, %45[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %50 = llvm.mlir.poison : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %51 = llvm.extractvalue %30[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %52 = llvm.extractvalue %49[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %53 = llvm.and %51, %52 : vector<4xi1>
// CHECK-NEXT:    %54 = llvm.insertvalue %53, %50[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %55 = llvm.extractvalue %30[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %56 = llvm.extractvalue %49[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %57 = llvm.and %55, %56 : vector<4xi1>
// CHECK-NEXT:    %58 = llvm.insertvalue %57, %54[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %59 = llvm.mlir.poison : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %60 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %61 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %62 = llvm.add %60, %61 : vector<4xi32>
// CHECK-NEXT:    %63 = llvm.insertvalue %62, %59[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %64 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %65 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %66 = llvm.add %64, %65 : vector<4xi32>
// CHECK-NEXT:    %67 = llvm.insertvalue %66, %63[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %68 = llvm.mlir.poison : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %69 = llvm.extractvalue %58[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %70 = llvm.extractvalue %67[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %71 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %72 = llvm.select %69, %70, %71 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT:    %73 = llvm.insertvalue %72, %68[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %74 = llvm.extractvalue %58[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:    %75 = llvm.extractvalue %67[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %76 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %77 = llvm.select %74, %75, %76 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT:    %78 = llvm.insertvalue %77, %73[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %79 = builtin.unrealized_conversion_cast %78 : !llvm.array<2 x vector<4xi32>> to vector<2x4xi32>
// CHECK-NEXT:    return %79 : vector<2x4xi32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @a(
// CHECK-NEXT:    %0 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:    %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %2 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    %3 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %4 = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT:    %5 = llvm.udiv %4, %arg0 : i32
// CHECK-NEXT:    %6 = llvm.add %5, %3 : i32
// CHECK-NEXT:    %7 = llvm.select %2, %1, %6 : i1, i32
// CHECK-NEXT:    %8 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %9 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %10 = llvm.sdiv %0, %arg0 : i32
// CHECK-NEXT:    %11 = llvm.mul %10, %arg0 : i32
// CHECK-NEXT:    %12 = llvm.icmp "ne" %11, %0 : i32
// CHECK-NEXT:    %13 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    %14 = llvm.icmp "slt" %arg0, %8 : i32
// CHECK-NEXT:    %15 = llvm.icmp "eq" %13, %14 : i1
// CHECK-NEXT:    %16 = llvm.and %12, %15 : i1
// CHECK-NEXT:    %17 = llvm.add %10, %9 : i32
// CHECK-NEXT:    %18 = llvm.select %16, %17, %10 : i1, i32
// CHECK-NEXT:    return %7, %18 : i32, i32
// CHECK-NEXT:  }
