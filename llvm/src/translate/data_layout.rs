//! A module's `#dlti.dl_spec` as an LLVM data layout string, the way
//! mlir-translate 22 writes it when the module has no `llvm.data_layout`:
//! the key entries in order (`e`, `m:`, `P`, `G`, `A`, `S`, `F`, `n`), then
//! every integer, float and pointer entry in order.

/// The layout string for the dl_spec attribute text (`dl_spec<...>`, as
/// Strata keeps it), or why it has none.
pub(crate) fn layout_from_dl_spec(body: &str) -> Result<String, String> {
    let inner = body
        .strip_prefix("dl_spec<")
        .and_then(|s| s.strip_suffix('>'))
        .ok_or_else(|| format!("unsupported data layout specification {body}"))?;
    let entries = split_top(inner);
    let mut out = String::new();
    for e in &entries {
        let Some((key, value)) = e.split_once(" = ") else {
            continue;
        };
        let Some(key) = key.strip_prefix('"').and_then(|k| k.strip_suffix('"')) else {
            continue;
        };
        let int = || {
            value
                .split(" : ")
                .next()
                .and_then(|v| v.trim().parse::<u64>().ok())
                .ok_or_else(|| format!("unsupported data layout value {value}"))
        };
        match key {
            "dlti.endianness" => {
                out.push_str(if value == "\"little\"" { "-e" } else { "-E" });
            }
            "dlti.mangling_mode" => {
                out.push_str("-m:");
                out.push_str(value.trim_matches('"'));
            }
            "dlti.program_memory_space"
            | "dlti.global_memory_space"
            | "dlti.alloca_memory_space" => {
                let space = int()?;
                if space != 0 {
                    let p = match key {
                        "dlti.program_memory_space" => 'P',
                        "dlti.global_memory_space" => 'G',
                        _ => 'A',
                    };
                    out.push_str(&format!("-{p}{space}"));
                }
            }
            "dlti.stack_alignment" => {
                let a = int()?;
                if a != 0 {
                    out.push_str(&format!("-S{a}"));
                }
            }
            "dlti.function_pointer_alignment" => {
                let args = value
                    .strip_prefix("#dlti.function_pointer_alignment<")
                    .and_then(|v| v.strip_suffix('>'))
                    .ok_or_else(|| format!("unsupported data layout value {value}"))?;
                let (a, dep) = args.split_once(',').unwrap_or((args, ""));
                let a: u64 = a.trim().parse().map_err(|_| format!("bad alignment {a}"))?;
                if a != 0 {
                    let n = if dep.contains("true") { 'n' } else { 'i' };
                    out.push_str(&format!("-F{n}{a}"));
                }
            }
            "dlti.legal_int_widths" => {
                let list = value
                    .strip_prefix("array<i32:")
                    .and_then(|v| v.strip_suffix('>'))
                    .ok_or_else(|| format!("unsupported data layout value {value}"))?;
                let widths: Vec<&str> = list.split(',').map(str::trim).collect();
                out.push_str(&format!("-n{}", widths.join(":")));
            }
            other => return Err(format!("unsupported data layout key \"{other}\"")),
        }
    }
    for e in &entries {
        let Some((key, value)) = e.split_once(" = ") else {
            continue;
        };
        if key.starts_with('"') || key == "index" {
            continue;
        }
        let v =
            dense_values(value).ok_or_else(|| format!("unsupported data layout value {value}"))?;
        if let Some(rest) = key.strip_prefix("!llvm.ptr") {
            let space = rest
                .strip_prefix('<')
                .and_then(|r| r.strip_suffix('>'))
                .unwrap_or("0");
            let get = |i: usize| v.get(i).copied().unwrap_or(v[0]);
            out.push_str(&format!(
                "-p{space}:{}:{}:{}:{}",
                get(0),
                get(1),
                get(2),
                get(3)
            ));
            continue;
        }
        let (letter, size) = match key {
            "f16" => ('f', 16),
            "f32" => ('f', 32),
            "f64" => ('f', 64),
            "f80" => ('f', 80),
            "f128" => ('f', 128),
            k if k.starts_with('i') && k[1..].parse::<u64>().is_ok() => {
                ('i', k[1..].parse::<u64>().unwrap_or(0))
            }
            _ => return Err(format!("unsupported type in data layout: {key}")),
        };
        let abi = v[0];
        let pref = v.get(1).copied().unwrap_or(abi);
        out.push_str(&format!("-{letter}{size}:{abi}"));
        if abi != pref {
            out.push_str(&format!(":{pref}"));
        }
    }
    Ok(out.trim_start_matches('-').to_string())
}

/// The integers of `dense<a> : vector<...>` or `dense<[a, b]> : ...`.
fn dense_values(value: &str) -> Option<Vec<u64>> {
    let body = value.strip_prefix("dense<")?;
    let end = body.find('>')?;
    let list = body[..end].trim_start_matches('[').trim_end_matches(']');
    let v: Option<Vec<u64>> = list.split(',').map(|x| x.trim().parse().ok()).collect();
    v.filter(|v| !v.is_empty())
}

/// Splits `a, b<c, d>, "e, f"` at the top-level commas.
fn split_top(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut in_str = false;
    let mut cur = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => in_str = !in_str,
            '\\' if in_str => {
                cur.push(c);
                if let Some(n) = chars.next() {
                    cur.push(n);
                }
                continue;
            }
            '<' | '[' | '(' | '{' if !in_str => depth += 1,
            '>' | ']' | ')' | '}' if !in_str => depth -= 1,
            ',' if !in_str && depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::layout_from_dl_spec;

    #[test]
    fn mlir_translate_spelling() {
        let spec = "dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, \"dlti.endianness\" = \"little\", \"dlti.mangling_mode\" = \"e\", \"dlti.legal_int_widths\" = array<i32: 8, 16, 32, 64>, \"dlti.stack_alignment\" = 128 : i64>";
        assert_eq!(
            layout_from_dl_spec(spec).unwrap(),
            "e-m:e-n8:16:32:64-S128-p270:32:32:32:32-i64:64-f80:128-p0:64:64:64:64-i1:8-i64:32:64"
        );
        assert!(layout_from_dl_spec("dl_spec<\"dlti.foo\" = 1 : i64>").is_err());
        assert_eq!(
            layout_from_dl_spec("dl_spec<index = 32 : i64>").unwrap(),
            ""
        );
    }
}
