; Truncated bitcode and garbage bytes are diagnosed (file: error: ...),
; exit status 1, no output file; bitcode input itself works.
; RUN: llvm-as %s -o %t.bc
; RUN: strata translate --import-llvm %t.bc | FileCheck %s --check-prefix=OK
; RUN: head -c 40 %t.bc > %t.trunc.bc
; RUN: not strata translate --import-llvm %t.trunc.bc -o %t.out 2>&1 | FileCheck %s --check-prefix=TRUNC
; RUN: test ! -e %t.out
; RUN: printf 'BC\xc0\xde\x00\x01' > %t.garbage.bc
; RUN: not strata translate --import-llvm %t.garbage.bc -o %t.out2 2>&1 | FileCheck %s --check-prefix=GARBAGE
; RUN: test ! -e %t.out2
; OK: llvm.func @f() -> i32
; OK: llvm.mlir.constant(7 : i32) : i32
; TRUNC: .trunc.bc: error:
; GARBAGE: .garbage.bc: error:
define i32 @f() {
  ret i32 7
}
