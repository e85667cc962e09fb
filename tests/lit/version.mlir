// The harness itself: the binary runs and FileCheck is found.
// RUN: strata --version | FileCheck %s
// CHECK: strata {{[0-9]+\.[0-9]+\.[0-9]+}}
