#!/usr/bin/env python3
"""Regenerates cases.expected from cases.txt with mlir-opt 22.

Each case X is wrapped as `"test.op"() {a = X} : () -> ()`, all cases go
through one `mlir-opt --split-input-file` run, and each line of the output
records `X<TAB>printed` or `X<TAB>!error LINE:COL: message` where LINE is
relative to the case's line (0 = same line) and COL is a column of the
wrapped line.
"""
import os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
MLIR_OPT = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")
PREFIX = '"test.op"() {a = '
SUFFIX = '} : () -> ()'

cases = []
for line in open(os.path.join(HERE, "cases.txt"), encoding="utf-8"):
    line = line.rstrip("\n")
    if not line.strip() or line.startswith("//"):
        continue
    cases.append(line)

src = "\n// -----\n".join(PREFIX + c + SUFFIX for c in cases) + "\n"
path = "/tmp/strata_syntax_cases.mlir"
with open(path, "w", encoding="utf-8") as f:
    f.write(src)
r = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", "--split-input-file",
                    "--mlir-print-local-scope", path], capture_output=True, text=True)
chunks = r.stdout.split("// -----\n")
assert len(chunks) == len(cases), (len(chunks), len(cases))
errors = {}
for m in re.finditer(r"^" + re.escape(path) + r":(\d+):(\d+): error: (.*)$", r.stderr, re.M):
    line, col, msg = int(m.group(1)), int(m.group(2)), m.group(3)
    case = (line - 1) // 2
    errors.setdefault(case, (line - 1 - 2 * case, col, msg))
out = []
for i, c in enumerate(cases):
    if i in errors:
        l, col, msg = errors[i]
        out.append(f"{c}\t!error {l}:{col}: {msg}")
        continue
    m = re.search(r'^  "test\.op"\(\) \{a(?: = (.*))?\} : \(\) -> \(\)$', chunks[i], re.M)
    if not m:
        sys.exit(f"no output for case {c!r}: {chunks[i]!r}")
    out.append(f"{c}\t{m.group(1) or 'unit'}")
with open(os.path.join(HERE, "cases.expected"), "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
