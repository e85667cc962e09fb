// RUN: strata opt %s | FileCheck %s --check-prefix=OPT
// RUN: strata translate -mlir-to-llvmir %s | FileCheck %s
// Every calling convention MLIR 22 spells, printed back and translated to
// LLVM's number (the CHECK lines are mlir-opt / mlir-translate 22 output).

llvm.func fastcc @f_fastcc() {
  llvm.return
}
llvm.func coldcc @f_coldcc() {
  llvm.return
}
llvm.func cc_10 @f_cc_10() {
  llvm.return
}
llvm.func cc_11 @f_cc_11() {
  llvm.return
}
llvm.func anyregcc @f_anyregcc() {
  llvm.return
}
llvm.func preserve_mostcc @f_preserve_mostcc() {
  llvm.return
}
llvm.func preserve_allcc @f_preserve_allcc() {
  llvm.return
}
llvm.func swiftcc @f_swiftcc() {
  llvm.return
}
llvm.func cxx_fast_tlscc @f_cxx_fast_tlscc() {
  llvm.return
}
llvm.func tailcc @f_tailcc() {
  llvm.return
}
llvm.func cfguard_checkcc @f_cfguard_checkcc() {
  llvm.return
}
llvm.func swifttailcc @f_swifttailcc() {
  llvm.return
}
llvm.func x86_stdcallcc @f_x86_stdcallcc() {
  llvm.return
}
llvm.func x86_fastcallcc @f_x86_fastcallcc() {
  llvm.return
}
llvm.func arm_apcscc @f_arm_apcscc() {
  llvm.return
}
llvm.func arm_aapcscc @f_arm_aapcscc() {
  llvm.return
}
llvm.func arm_aapcs_vfpcc @f_arm_aapcs_vfpcc() {
  llvm.return
}
llvm.func msp430_intrcc @f_msp430_intrcc() {
  llvm.return
}
llvm.func x86_thiscallcc @f_x86_thiscallcc() {
  llvm.return
}
llvm.func ptx_kernelcc @f_ptx_kernelcc() {
  llvm.return
}
llvm.func ptx_devicecc @f_ptx_devicecc() {
  llvm.return
}
llvm.func spir_funccc @f_spir_funccc() {
  llvm.return
}
llvm.func spir_kernelcc @f_spir_kernelcc() {
  llvm.return
}
llvm.func intel_ocl_bicc @f_intel_ocl_bicc() {
  llvm.return
}
llvm.func x86_64_sysvcc @f_x86_64_sysvcc() {
  llvm.return
}
llvm.func win64cc @f_win64cc() {
  llvm.return
}
llvm.func x86_vectorcallcc @f_x86_vectorcallcc() {
  llvm.return
}
llvm.func hhvmcc @f_hhvmcc() {
  llvm.return
}
llvm.func hhvm_ccc @f_hhvm_ccc() {
  llvm.return
}
llvm.func x86_intrcc @f_x86_intrcc() {
  llvm.return
}
llvm.func avr_intrcc @f_avr_intrcc() {
  llvm.return
}
llvm.func avr_builtincc @f_avr_builtincc() {
  llvm.return
}
llvm.func amdgpu_vscc @f_amdgpu_vscc() {
  llvm.return
}
llvm.func amdgpu_gscc @f_amdgpu_gscc() {
  llvm.return
}
llvm.func amdgpu_cscc @f_amdgpu_cscc() {
  llvm.return
}
llvm.func amdgpu_kernelcc @f_amdgpu_kernelcc() {
  llvm.return
}
llvm.func x86_regcallcc @f_x86_regcallcc() {
  llvm.return
}
llvm.func amdgpu_hscc @f_amdgpu_hscc() {
  llvm.return
}
llvm.func msp430_builtincc @f_msp430_builtincc() {
  llvm.return
}
llvm.func amdgpu_lscc @f_amdgpu_lscc() {
  llvm.return
}
llvm.func amdgpu_escc @f_amdgpu_escc() {
  llvm.return
}
llvm.func aarch64_vectorcallcc @f_aarch64_vectorcallcc() {
  llvm.return
}
llvm.func aarch64_sve_vectorcallcc @f_aarch64_sve_vectorcallcc() {
  llvm.return
}
llvm.func wasm_emscripten_invokecc @f_wasm_emscripten_invokecc() {
  llvm.return
}
llvm.func amdgpu_gfxcc @f_amdgpu_gfxcc() {
  llvm.return
}
llvm.func m68k_intrcc @f_m68k_intrcc() {
  llvm.return
}
// OPT: llvm.func fastcc @f_fastcc() {
// OPT: llvm.func coldcc @f_coldcc() {
// OPT: llvm.func cc_10 @f_cc_10() {
// OPT: llvm.func cc_11 @f_cc_11() {
// OPT: llvm.func anyregcc @f_anyregcc() {
// OPT: llvm.func preserve_mostcc @f_preserve_mostcc() {
// OPT: llvm.func preserve_allcc @f_preserve_allcc() {
// OPT: llvm.func swiftcc @f_swiftcc() {
// OPT: llvm.func cxx_fast_tlscc @f_cxx_fast_tlscc() {
// OPT: llvm.func tailcc @f_tailcc() {
// OPT: llvm.func cfguard_checkcc @f_cfguard_checkcc() {
// OPT: llvm.func swifttailcc @f_swifttailcc() {
// OPT: llvm.func x86_stdcallcc @f_x86_stdcallcc() {
// OPT: llvm.func x86_fastcallcc @f_x86_fastcallcc() {
// OPT: llvm.func arm_apcscc @f_arm_apcscc() {
// OPT: llvm.func arm_aapcscc @f_arm_aapcscc() {
// OPT: llvm.func arm_aapcs_vfpcc @f_arm_aapcs_vfpcc() {
// OPT: llvm.func msp430_intrcc @f_msp430_intrcc() {
// OPT: llvm.func x86_thiscallcc @f_x86_thiscallcc() {
// OPT: llvm.func ptx_kernelcc @f_ptx_kernelcc() {
// OPT: llvm.func ptx_devicecc @f_ptx_devicecc() {
// OPT: llvm.func spir_funccc @f_spir_funccc() {
// OPT: llvm.func spir_kernelcc @f_spir_kernelcc() {
// OPT: llvm.func intel_ocl_bicc @f_intel_ocl_bicc() {
// OPT: llvm.func x86_64_sysvcc @f_x86_64_sysvcc() {
// OPT: llvm.func win64cc @f_win64cc() {
// OPT: llvm.func x86_vectorcallcc @f_x86_vectorcallcc() {
// OPT: llvm.func hhvmcc @f_hhvmcc() {
// OPT: llvm.func hhvm_ccc @f_hhvm_ccc() {
// OPT: llvm.func x86_intrcc @f_x86_intrcc() {
// OPT: llvm.func avr_intrcc @f_avr_intrcc() {
// OPT: llvm.func avr_builtincc @f_avr_builtincc() {
// OPT: llvm.func amdgpu_vscc @f_amdgpu_vscc() {
// OPT: llvm.func amdgpu_gscc @f_amdgpu_gscc() {
// OPT: llvm.func amdgpu_cscc @f_amdgpu_cscc() {
// OPT: llvm.func amdgpu_kernelcc @f_amdgpu_kernelcc() {
// OPT: llvm.func x86_regcallcc @f_x86_regcallcc() {
// OPT: llvm.func amdgpu_hscc @f_amdgpu_hscc() {
// OPT: llvm.func msp430_builtincc @f_msp430_builtincc() {
// OPT: llvm.func amdgpu_lscc @f_amdgpu_lscc() {
// OPT: llvm.func amdgpu_escc @f_amdgpu_escc() {
// OPT: llvm.func aarch64_vectorcallcc @f_aarch64_vectorcallcc() {
// OPT: llvm.func aarch64_sve_vectorcallcc @f_aarch64_sve_vectorcallcc() {
// OPT: llvm.func wasm_emscripten_invokecc @f_wasm_emscripten_invokecc() {
// OPT: llvm.func amdgpu_gfxcc @f_amdgpu_gfxcc() {
// OPT: llvm.func m68k_intrcc @f_m68k_intrcc() {
// CHECK: define fastcc void @f_fastcc() {
// CHECK: define coldcc void @f_coldcc() {
// CHECK: define ghccc void @f_cc_10() {
// CHECK: define cc11 void @f_cc_11() {
// CHECK: define anyregcc void @f_anyregcc() {
// CHECK: define preserve_mostcc void @f_preserve_mostcc() {
// CHECK: define preserve_allcc void @f_preserve_allcc() {
// CHECK: define swiftcc void @f_swiftcc() {
// CHECK: define cxx_fast_tlscc void @f_cxx_fast_tlscc() {
// CHECK: define tailcc void @f_tailcc() {
// CHECK: define cfguard_checkcc void @f_cfguard_checkcc() {
// CHECK: define swifttailcc void @f_swifttailcc() {
// CHECK: define x86_stdcallcc void @f_x86_stdcallcc() {
// CHECK: define x86_fastcallcc void @f_x86_fastcallcc() {
// CHECK: define arm_apcscc void @f_arm_apcscc() {
// CHECK: define arm_aapcscc void @f_arm_aapcscc() {
// CHECK: define arm_aapcs_vfpcc void @f_arm_aapcs_vfpcc() {
// CHECK: define msp430_intrcc void @f_msp430_intrcc() {
// CHECK: define x86_thiscallcc void @f_x86_thiscallcc() {
// CHECK: define ptx_kernel void @f_ptx_kernelcc() {
// CHECK: define ptx_device void @f_ptx_devicecc() {
// CHECK: define spir_func void @f_spir_funccc() {
// CHECK: define spir_kernel void @f_spir_kernelcc() {
// CHECK: define intel_ocl_bicc void @f_intel_ocl_bicc() {
// CHECK: define x86_64_sysvcc void @f_x86_64_sysvcc() {
// CHECK: define win64cc void @f_win64cc() {
// CHECK: define x86_vectorcallcc void @f_x86_vectorcallcc() {
// CHECK: define hhvmcc void @f_hhvmcc() {
// CHECK: define hhvm_ccc void @f_hhvm_ccc() {
// CHECK: define x86_intrcc void @f_x86_intrcc() {
// CHECK: define avr_intrcc  void @f_avr_intrcc() {
// CHECK: define cc86 void @f_avr_builtincc() {
// CHECK: define amdgpu_vs void @f_amdgpu_vscc() {
// CHECK: define amdgpu_gs void @f_amdgpu_gscc() {
// CHECK: define amdgpu_cs void @f_amdgpu_cscc() {
// CHECK: define amdgpu_kernel void @f_amdgpu_kernelcc() {
// CHECK: define x86_regcallcc void @f_x86_regcallcc() {
// CHECK: define amdgpu_hs void @f_amdgpu_hscc() {
// CHECK: define cc94 void @f_msp430_builtincc() {
// CHECK: define amdgpu_ls void @f_amdgpu_lscc() {
// CHECK: define amdgpu_es void @f_amdgpu_escc() {
// CHECK: define aarch64_vector_pcs void @f_aarch64_vectorcallcc() {
// CHECK: define aarch64_sve_vector_pcs void @f_aarch64_sve_vectorcallcc() {
// CHECK: define cc99 void @f_wasm_emscripten_invokecc() {
// CHECK: define amdgpu_gfx void @f_amdgpu_gfxcc() {
// CHECK: define cc101 void @f_m68k_intrcc() {
