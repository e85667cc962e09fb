//! Integers in decimal, written straight into the output: the attribute
//! values and positions of lowered code are small, and `write!` of an
//! `i128` goes through the formatting machinery (a few hundred
//! instructions) for what is usually one or two digits.

use super::names::push_u32;

/// Appends `x` in decimal, exactly as `format!("{x}")` would.
#[inline]
pub fn push_i128(out: &mut String, x: i128) {
    if let Ok(n) = u32::try_from(x) {
        push_u32(out, n);
    } else if let Ok(n) = u32::try_from(x.unsigned_abs()) {
        // Negative (the non-negative ones that fit were handled above).
        out.push('-');
        push_u32(out, n);
    } else {
        use std::fmt::Write;
        // Writing to a `String` cannot fail.
        let _ = write!(out, "{x}");
    }
}

#[cfg(test)]
mod tests {
    use super::push_i128;

    #[test]
    fn equals_display() {
        let mut cases = vec![
            0i128,
            1,
            -1,
            9,
            10,
            -10,
            99,
            100,
            12345,
            u32::MAX as i128,
            u32::MAX as i128 + 1,
            -(u32::MAX as i128),
            -(u32::MAX as i128) - 1,
            i64::MIN as i128,
            i64::MAX as i128,
            i128::MIN,
            i128::MAX,
        ];
        cases.extend((-1100..1100).map(|x| x * 7919));
        for x in cases {
            let mut out = String::from("x");
            push_i128(&mut out, x);
            assert_eq!(out, format!("x{x}"));
        }
    }
}
