// RUN: not strata opt %s --verify-diagnostics -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// Under --verify-diagnostics only lines fitting MLIR's pattern
// `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{...}}`
// (the `}}` ending the line) are directives; mlir-opt 22 takes any other
// mention of expected-error as a plain comment:
// expected-error is just a word here
// expected-warning foo {{bar}} trailing
// expected-note {{unterminated
// expected-error@+1x {{bad offset}}
// expected-remark@bogus {{label}}
// expected-error 2 {{count}}
// expected-errorx {{a}}
func.func @f(%a: i32) -> i32 {
  return %a : i32
}

// A malformed `-re` directive is reported (and only it):
// CHECK: verify-diagnostics-plain-comments.mlir:[[@LINE+1]]:4: error: found start of regex with no end '}}'
// expected-error-re {{unclosed {{regex}}
func.func @g() {
  return
}
