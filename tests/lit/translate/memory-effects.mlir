// RUN: strata translate -mlir-to-llvmir %s | FileCheck %s
// memory_effects on functions and calls become LLVM's memory attribute
// (mlir-translate 22 output in the CHECK lines).

llvm.func @f(i32) attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
llvm.func @g(i32) attributes {memory_effects = #llvm.memory_effects<other = read, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
llvm.func @h(%a: i32) {
  llvm.call @f(%a) {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32) -> ()
  llvm.return
}
// CHECK: declare void @f(i32) #0
// CHECK: declare void @g(i32) #1
// CHECK: call void @f(i32 %0) #2
// CHECK: attributes #0 = { memory(none) }
// CHECK: attributes #1 = { memory(read, argmem: readwrite, inaccessiblemem: none, errnomem: none, target_mem0: none, target_mem1: none) }
// CHECK: attributes #2 = { memory(argmem: read) }
