//! Validation of `llvm.data_layout` strings before they reach LLVM, whose
//! `LLVMSetDataLayout` aborts the process on a malformed layout. The rules
//! follow LLVM's data layout grammar; a layout this check accepts parses.

/// Ok when LLVM will accept `layout`; otherwise the reason, worded like
/// LLVM's own parser errors.
pub fn check_data_layout(layout: &str) -> Result<(), String> {
    if layout.is_empty() {
        return Ok(());
    }
    layout.split('-').try_for_each(check_spec)
}

/// The top module's `llvm.data_layout`, checked when the module is
/// verified (before what it holds, as MLIR checks an op's attributes on
/// entering it), with MLIR's message.
pub fn verify_module_layout(
    ctx: &crate::context::Context,
    m: &crate::module::Module,
) -> Option<crate::diag::Diag> {
    let a = crate::dialect::dict_lookup(ctx, m.attrs, "llvm.data_layout")?;
    let crate::attrs::AttrData::String { value, .. } = ctx.attr_data(a) else {
        return None;
    };
    let why = check_data_layout(ctx.str(*value)).err()?;
    let loc = crate::verify::src_loc(ctx, m.loc);
    let mut d = crate::diag::Diag::error(
        loc.clone(),
        // LLVM's reason ends in a newline, which mlir-opt prints.
        format!("'builtin.module' op invalid data layout descriptor: {why}\n"),
    );
    // Like every verifier error, it quotes the op: here the whole module,
    // in the generic form a diagnostic uses.
    let opts = crate::print::PrintOptions {
        generic: true,
        local_scope: true,
        elide_elements_above: Some(16),
        ..crate::print::PrintOptions::DEFAULT
    };
    let text = crate::print::print_module(ctx, m, opts);
    d.notes.push(crate::diag::Diag::note(
        loc,
        format!("{}\n{}", crate::verify::CURRENT_OPERATION, text.trim_end()),
    ));
    Some(d)
}

fn check_spec(spec: &str) -> Result<(), String> {
    let mut chars = spec.chars();
    let Some(head) = chars.next() else {
        return Err("empty specification is not allowed".into());
    };
    let rest = chars.as_str();
    match head {
        'e' | 'E' if rest.is_empty() => Ok(()),
        'e' | 'E' => Err("malformed specification, must be just 'e' or 'E'".into()),
        'm' => match rest.strip_prefix(':') {
            Some(mode) if mode.len() == 1 && "eloxwma".contains(mode) => Ok(()),
            Some(_) => Err("unknown mangling mode".into()),
            None => Err("malformed specification, must be of the form \"m:<mangling>\"".into()),
        },
        'S' => alignment(rest, true).map(drop),
        'A' | 'P' | 'G' => number(rest, "address space").map(drop),
        'i' | 'f' | 'v' | 'a' => primitive(head, rest),
        'p' => pointer(rest),
        'n' => match rest.strip_prefix("i:") {
            Some(spaces) => spaces
                .split(':')
                .try_for_each(|s| match number(s, "address space")? {
                    0 => Err("address space 0 cannot be non-integral".into()),
                    _ => Ok(()),
                }),
            None => rest
                .split(':')
                .try_for_each(|s| number(s, "size").map(drop)),
        },
        'F' => match rest.chars().next() {
            Some('i' | 'n') => alignment(&rest[1..], false).map(drop),
            _ => Err("unknown function pointer alignment type".into()),
        },
        other => Err(format!("unknown specifier '{other}'")),
    }
}

/// `i<size>:<abi>[:<pref>]` and its `f`, `v`, `a` siblings.
fn primitive(head: char, rest: &str) -> Result<(), String> {
    let fields: Vec<&str> = rest.split(':').collect();
    if !(2..=3).contains(&fields.len()) {
        return Err(format!(
            "malformed specification, must be of the form \"{head}<size>:<abi>[:<pref>]\""
        ));
    }
    if head == 'a' {
        if !fields[0].is_empty() && number(fields[0], "size")? != 0 {
            return Err("size must be zero".into());
        }
    } else if number(fields[0], "size")? == 0 {
        return Err("size must be non-zero".into());
    }
    let abi = alignment(fields[1], head == 'a')?;
    if head == 'i' && fields[0] == "8" && abi != 8 {
        return Err("i8 must be 8-bit aligned".into());
    }
    if let Some(pref) = fields.get(2) {
        if alignment(pref, false)? < abi {
            return Err("preferred alignment cannot be less than the ABI alignment".into());
        }
    }
    Ok(())
}

/// `p[<as>][flags]:<size>:<abi>[:<pref>[:<idx>]]`.
fn pointer(rest: &str) -> Result<(), String> {
    let fields: Vec<&str> = rest.split(':').collect();
    if !(3..=5).contains(&fields.len()) {
        return Err(
            "malformed specification, must be of the form \"p[<n>]:<size>:<abi>[:<pref>[:<idx>]]\""
                .into(),
        );
    }
    let space = fields[0].trim_end_matches(['u', 'e']);
    if !space.is_empty() {
        number(space, "address space")?;
    }
    let size = number(fields[1], "pointer size")?;
    if size == 0 {
        return Err("pointer size must be non-zero".into());
    }
    let abi = alignment(fields[2], false)?;
    if let Some(pref) = fields.get(3) {
        if alignment(pref, false)? < abi {
            return Err("preferred alignment cannot be less than the ABI alignment".into());
        }
    }
    if let Some(idx) = fields.get(4) {
        let idx = number(idx, "index size")?;
        if idx == 0 || idx > size {
            return Err("index size cannot be zero or larger than pointer size".into());
        }
    }
    Ok(())
}

/// A decimal field below 2^24, as LLVM requires of every layout number.
fn number(s: &str, what: &str) -> Result<u32, String> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{what} must be a 24-bit integer"));
    }
    match s.parse::<u32>() {
        Ok(n) if n < 1 << 24 => Ok(n),
        _ => Err(format!("{what} must be a 24-bit integer")),
    }
}

/// An alignment in bits: a power of two times the byte width (or zero).
fn alignment(s: &str, zero_ok: bool) -> Result<u32, String> {
    let n = number(s, "alignment")?;
    if (n == 0 && zero_ok) || (n % 8 == 0 && (n / 8).is_power_of_two()) {
        Ok(n)
    } else {
        Err("alignment must be a power of two times the byte width".into())
    }
}

#[cfg(test)]
mod tests {
    use super::check_data_layout;

    #[test]
    fn real_layouts_pass() {
        for dl in [
            "",
            "e",
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512",
            "e-p:64:64:64:32-a:0:64-ni:1:2-A5-G1-P0",
        ] {
            assert_eq!(check_data_layout(dl), Ok(()), "{dl}");
        }
    }

    #[test]
    fn malformed_layouts_are_reported() {
        for (dl, msg) in [
            ("#vjkr32", "unknown specifier '#'"),
            ("e-", "empty specification is not allowed"),
            (
                "i8:7",
                "alignment must be a power of two times the byte width",
            ),
            ("p:0:64", "pointer size must be non-zero"),
            ("m:q", "unknown mangling mode"),
            ("i32:99999999999", "alignment must be a 24-bit integer"),
        ] {
            assert_eq!(check_data_layout(dl), Err(msg.to_string()), "{dl}");
        }
    }
}
