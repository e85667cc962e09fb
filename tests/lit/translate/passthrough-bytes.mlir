// Passthrough function attributes whose names or values are not UTF-8
// translate to the same bytes as with mlir-translate 22 (the check line is
// its output: LLVM prints a name's bytes as they are and escapes a value's).
// They used to become U+FFFD replacement characters. The check line holds
// raw bytes, so it is written at run time.
// RUN: printf 'CHECK: attributes #0 = { "alignstack"="\\FF" "key\376"="v\\FD" "no\377inline" "probe-stack"="in\\FFline" }\n' > %t.check
// RUN: strata translate --mlir-to-llvmir %s | FileCheck %t.check
// RUN: strata translate --mlir-to-llvmir %s | FileCheck %s

llvm.func @f() attributes {passthrough = ["no\FFinline", ["key\FE", "v\FD"], ["alignstack", "\FF"], ["probe-stack", "in\FFline"]]} {
  llvm.return
}

// CHECK: define void @f() #0 {
