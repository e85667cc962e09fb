// Compilation: -O<n>, --emit=llvm|bc|asm|obj, --target-triple. The object
// file links with the system C compiler into a program that runs.
// RUN: mlir-opt --mlir-print-op-generic %s > %t.mlir
// RUN: strata translate --mlir-to-llvmir --emit=obj %t.mlir -o %t.o
// RUN: cc %t.o -o %t.exe
// RUN: %t.exe > %t.out; test $? -eq 55
// RUN: FileCheck %s --check-prefix=RUNS < %t.out
// RUN: strata translate --mlir-to-llvmir -O3 --emit=obj %t.mlir -o %t.o3.o
// RUN: cc %t.o3.o -o %t.o3.exe
// RUN: %t.o3.exe > %t.o3.out; test $? -eq 55
// RUN: FileCheck %s --check-prefix=RUNS < %t.o3.out
// -O2 optimises the IR and sets the host's triple and data layout.
// RUN: strata translate --mlir-to-llvmir -O2 %t.mlir | FileCheck %s --check-prefix=O2
// RUN: strata translate --mlir-to-llvmir -O0 %t.mlir | FileCheck %s --check-prefix=O0
// RUN: strata translate --mlir-to-llvmir --emit=asm %t.mlir | FileCheck %s --check-prefix=ASM
// Bitcode reads back with LLVM's own tools.
// RUN: strata translate --mlir-to-llvmir --emit=bc %t.mlir -o %t.bc
// RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=BC
// Another target.
// RUN: strata translate --mlir-to-llvmir --emit=obj --target-triple=aarch64-unknown-linux-gnu %t.mlir -o %t.arm.o
// RUN: llvm-objdump -f %t.arm.o | FileCheck %s --check-prefix=ARM
// RUN: not strata translate --mlir-to-llvmir --target-triple=nonsense-none-none --emit=obj %t.mlir 2>&1 | FileCheck %s --check-prefix=BADTRIPLE
// RUN: not strata translate --mlir-to-llvmir --emit=obj --split-input-file %t.mlir 2>&1 | FileCheck %s --check-prefix=SPLITOBJ

// RUNS: sum 55
// O2: target datalayout = "{{.+}}"
// O2: target triple = "{{.+}}"
// O2: define{{.*}} i32 @main()
// O2-NOT: call i32 @sum
// O0: call i32 @sum(i32 10)
// ASM: main:
// BC: define i32 @sum(i32 %0)
// ARM: file format elf64-littleaarch64
// BADTRIPLE: error: no LLVM target for triple nonsense-none-none
// SPLITOBJ: error: --emit=bc and --emit=obj write one module

llvm.mlir.global private constant @fmt("sum %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @sum(%n: i32) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%zero, %one : i32, i32)
^loop(%acc: i32, %i: i32):
  %more = llvm.icmp "sle" %i, %n : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %acc1 = llvm.add %acc, %i : i32
  %i1 = llvm.add %i, %one : i32
  llvm.br ^loop(%acc1, %i1 : i32, i32)
^exit:
  llvm.return %acc : i32
}

llvm.func @main() -> i32 {
  %ten = llvm.mlir.constant(10 : i32) : i32
  %s = llvm.call @sum(%ten) : (i32) -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%fmt, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return %s : i32
}
