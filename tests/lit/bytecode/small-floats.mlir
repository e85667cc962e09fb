// RUN: strata opt %s --allow-unregistered-dialect --emit-bytecode -o %t.sbc
// RUN: strata opt %t.sbc --allow-unregistered-dialect > %t.bc.txt
// RUN: strata opt %s --allow-unregistered-dialect > %t.txt
// RUN: diff %t.txt %t.bc.txt
// RUN: strata opt %t.sbc --allow-unregistered-dialect | FileCheck %s
// The small float kinds (codes 7 to 17 of the type table) and their
// constants survive a bytecode round trip, the APFloat states only a
// scalar attribute keeps (a negative E8M0 value, an FP4 infinity) included.

func.func @f(%a: f8E5M2, %b: f4E2M1FN, %c: f6E2M3FN, %d: f6E3M2FN, %e: f8E4M3, %f: f8E4M3FN, %g: f8E5M2FNUZ, %h: f8E4M3FNUZ, %i: f8E4M3B11FNUZ, %j: f8E3M4, %k: f8E8M0FNU) -> vector<2xf8E4M3FN> {
  %0 = arith.constant dense<[1.5, 448.0]> : vector<2xf8E4M3FN>
  %1 = arith.constant -2.0 : f8E8M0FNU
  %2 = arith.constant 1.0e400 : f4E2M1FN
  %3 = arith.constant 0x7F : f8E4M3FN
  return %0 : vector<2xf8E4M3FN>
}
"test.attrs"() {a = dense<[-1.0, 0.5]> : tensor<2xf8E8M0FNU>, b = array<f8E5M2: 28.0, -0.0625>, c = [1.0e-3 : f8E5M2FNUZ]} : () -> ()

// CHECK: func.func @f(%arg0: f8E5M2, %arg1: f4E2M1FN, %arg2: f6E2M3FN, %arg3: f6E3M2FN, %arg4: f8E4M3, %arg5: f8E4M3FN, %arg6: f8E5M2FNUZ, %arg7: f8E4M3FNUZ, %arg8: f8E4M3B11FNUZ, %arg9: f8E3M4, %arg10: f8E8M0FNU) -> vector<2xf8E4M3FN> {
// CHECK-NEXT: %cst = arith.constant dense<[1.500000e+00, 4.480000e+02]> : vector<2xf8E4M3FN>
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : f8E8M0FNU
// CHECK-NEXT: %cst_1 = arith.constant 0x0 : f4E2M1FN
// CHECK-NEXT: %cst_2 = arith.constant 0x7F : f8E4M3FN
// CHECK: "test.attrs"() {a = dense<[0xFF, 5.000000e-01]> : tensor<2xf8E8M0FNU>, b = array<f8E5M2: 2.800000e+01, -6.250000e-02>, c = [9.765620e-04 : f8E5M2FNUZ]} : () -> ()
