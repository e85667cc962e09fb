//! The module's data layout string as the `#dlti.dl_spec` mlir-translate 22
//! makes of it: the string's entries in order, followed by LLVM's defaults
//! for the types it leaves out; the first spelling of an entry wins.

/// LLVM's default layout, appended to every module's string.
const DEFAULT_LAYOUT: &str =
    "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:32:64-f16:16:16-f64:64:64-f128:128:128";

/// Entries in insertion order, keyed by their printed key.
#[derive(Default)]
struct Entries(Vec<(String, String)>);

impl Entries {
    fn has(&self, key: &str) -> bool {
        self.0.iter().any(|(k, _)| k == key)
    }
    fn add(&mut self, key: String, value: String) {
        if !self.has(&key) {
            self.0.push((key, value));
        }
    }
}

/// `#dlti.dl_spec<...>` for a data layout string, and the tokens it does
/// not model (mlir-translate warns about those and drops them).
pub(crate) fn dl_spec(layout: &str) -> Result<(String, Vec<String>), String> {
    let mut text = layout.to_string();
    if !text.is_empty() {
        text.push('-');
    }
    text.push_str(DEFAULT_LAYOUT);
    let mut types = Entries::default();
    let mut keys = Entries::default();
    let mut unhandled = Vec::new();
    for token in text.split('-') {
        let bad = || format!("cannot translate data layout token: {token}");
        let split = token
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(token.len());
        let (prefix, rest) = token.split_at(split);
        if prefix.is_empty() {
            return Err(bad());
        }
        match prefix {
            "e" | "E" => {
                if !rest.is_empty() {
                    return Err(bad());
                }
                let e = if prefix == "e" { "little" } else { "big" };
                keys.add(quoted("dlti.endianness"), format!("\"{e}\""));
            }
            "P" | "G" | "A" => {
                let key = match prefix {
                    "P" => "dlti.program_memory_space",
                    "G" => "dlti.global_memory_space",
                    _ => "dlti.alloca_memory_space",
                };
                if keys.has(&quoted(key)) {
                    continue;
                }
                let (space, _) = leading_int(rest).ok_or_else(bad)?;
                if space != 0 {
                    keys.add(quoted(key), format!("{space} : ui64"));
                }
            }
            "m" => {
                let mode = rest.strip_prefix(':').unwrap_or(rest);
                if mode.is_empty() {
                    return Err(bad());
                }
                keys.add(
                    quoted("dlti.mangling_mode"),
                    crate::import::types::quote(mode),
                );
            }
            "S" => {
                if keys.has(&quoted("dlti.stack_alignment")) {
                    continue;
                }
                let (a, _) = leading_int(rest).ok_or_else(bad)?;
                if a == 0 {
                    return Err(bad());
                }
                keys.add(quoted("dlti.stack_alignment"), format!("{a} : i64"));
            }
            "i" | "f" => {
                let (width, list) = leading_int(rest).ok_or_else(bad)?;
                let key = if prefix == "i" {
                    format!("i{width}")
                } else {
                    match width {
                        16 => "f16".to_string(),
                        32 => "f32".to_string(),
                        64 => "f64".to_string(),
                        80 => "f80".to_string(),
                        128 => "f128".to_string(),
                        _ => return Err(bad()),
                    }
                };
                if types.has(&key) {
                    continue;
                }
                let v = int_list(list).ok_or_else(bad)?;
                if v.is_empty() || v.len() > 2 {
                    return Err(bad());
                }
                let pref = *v.get(1).unwrap_or(&v[0]);
                types.add(key, dense(&[v[0], pref], 2));
            }
            "p" => {
                let (space, list) = if rest.starts_with(':') {
                    (0, rest)
                } else {
                    leading_int(rest).ok_or_else(bad)?
                };
                let key = if space == 0 {
                    "!llvm.ptr".to_string()
                } else {
                    format!("!llvm.ptr<{space}>")
                };
                if types.has(&key) {
                    continue;
                }
                let v = int_list(list).ok_or_else(bad)?;
                if v.len() < 2 || v.len() > 4 {
                    return Err(bad());
                }
                let pref = *v.get(2).unwrap_or(&v[1]);
                let idx = *v.get(3).unwrap_or(&v[0]);
                types.add(key, dense(&[v[0], v[1], pref, idx], 4));
            }
            "n" => {
                if keys.has(&quoted("dlti.legal_int_widths")) {
                    continue;
                }
                let v = int_list(rest).ok_or_else(bad)?;
                if v.is_empty() {
                    return Err(bad());
                }
                let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
                keys.add(
                    quoted("dlti.legal_int_widths"),
                    format!("array<i32: {}>", items.join(", ")),
                );
            }
            p if p.starts_with('F') => {
                let key = quoted("dlti.function_pointer_alignment");
                if keys.has(&key) {
                    continue;
                }
                let dependent = match &p[1..] {
                    "n" => true,
                    "i" => false,
                    _ => return Err(bad()),
                };
                let (a, _) = leading_int(rest).ok_or_else(bad)?;
                keys.add(
                    key,
                    format!(
                        "#dlti.function_pointer_alignment<{a}, function_dependent = {dependent}>"
                    ),
                );
            }
            _ => unhandled.push(token.to_string()),
        }
    }
    let entries: Vec<String> = types
        .0
        .iter()
        .chain(keys.0.iter())
        .map(|(k, v)| format!("{k} = {v}"))
        .collect();
    Ok((format!("#dlti.dl_spec<{}>", entries.join(", ")), unhandled))
}

fn quoted(s: &str) -> String {
    format!("\"{s}\"")
}

/// The decimal number at the start of `s` and what follows it.
fn leading_int(s: &str) -> Option<(u64, &str)> {
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    Some((s[..end].parse().ok()?, &s[end..]))
}

/// `:a:b:c` (or `a:b:c`) as numbers.
fn int_list(s: &str) -> Option<Vec<u64>> {
    let s = s.strip_prefix(':').unwrap_or(s);
    s.split(':').map(|t| t.parse().ok()).collect()
}

/// `dense<a> : vector<Nxi64>` (a splat) or `dense<[a, b]> : ...`.
fn dense(v: &[u64], n: usize) -> String {
    if v.iter().all(|x| *x == v[0]) {
        format!("dense<{}> : vector<{n}xi64>", v[0])
    } else {
        let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
        format!("dense<[{}]> : vector<{n}xi64>", items.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::dl_spec;

    #[test]
    fn default_layout() {
        let (s, u) = dl_spec("").unwrap();
        assert_eq!(
            s,
            "#dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, \
             i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : \
             vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : \
             vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, \
             \"dlti.endianness\" = \"little\">"
        );
        assert!(u.is_empty());
    }

    #[test]
    fn entries_keep_order_and_first_wins() {
        let (s, u) = dl_spec("E-p1:32:32:32:16-i64:64-v128:64:128-n32-S64-P1-Fn8").unwrap();
        assert!(s.starts_with("#dlti.dl_spec<!llvm.ptr<1> = dense<[32, 32, 32, 16]> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, !llvm.ptr = dense<64>"), "{s}");
        assert!(s.ends_with("\"dlti.endianness\" = \"big\", \"dlti.legal_int_widths\" = array<i32: 32>, \"dlti.stack_alignment\" = 64 : i64, \"dlti.program_memory_space\" = 1 : ui64, \"dlti.function_pointer_alignment\" = #dlti.function_pointer_alignment<8, function_dependent = true>>"), "{s}");
        assert_eq!(u, vec!["v128:64:128".to_string()]);
    }
}
