// RUN: strata opt %s -split-input-file -verify-diagnostics
// RUN: not strata opt %s -split-input-file 2>&1 | FileCheck %s
// An unknown profile summary format: mlir-opt 22 reports it, then the
// summary attribute's parser at the token after the value, then the module
// flag's parser at its closing `>`.

// CHECK: llvm-profile-summary-format-invalid.mlir:13:37: error: expected one of
// CHECK: llvm-profile-summary-format-invalid.mlir:13:46: error: failed to parse ModuleFlagProfileSummaryAttr parameter 'format'
// CHECK: llvm-profile-summary-format-invalid.mlir:23:2: error: failed to parse ModuleFlagAttr parameter 'value' which is to be a `Attribute`

llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary",
     // expected-error@below {{expected one of [SampleProfile, InstrProf, CSInstrProf] for LLVM ProfileSummary format kinds, got: YoloFmt}}
     #llvm.profile_summary<format = "YoloFmt", total_count = 263646, max_count = 86427,
     // expected-error@above {{failed to parse ModuleFlagProfileSummaryAttr parameter 'format' which is to be a `ProfileSummaryFormatKind`}}
       max_internal_count = 86427, max_function_count = 4691,
       num_counts = 3712, num_functions = 796,
       is_partial_profile = 0,
       partial_profile_ratio = 0.000000e+00 : f64,
       detailed_summary =
         <cut_off = 10000, min_count = 86427, num_counts = 1>,
         <cut_off = 100000, min_count = 86427, num_counts = 1>
      // expected-error@below {{failed to parse ModuleFlagAttr parameter}}
>>]

