//! 64-bit FNV-1a (FORMAT.md section 3). Simple, dependency-free, and enough
//! to catch truncation and corruption; it is not a cryptographic seal.

const OFFSET_BASIS: u64 = 0xcbf2_9ce4_8422_2325;
const PRIME: u64 = 0x0000_0100_0000_01b3;

pub fn fnv1a_64(data: &[u8]) -> u64 {
    let mut h = OFFSET_BASIS;
    for &b in data {
        h ^= b as u64;
        h = h.wrapping_mul(PRIME);
    }
    h
}

#[cfg(test)]
mod tests {
    #[test]
    fn known_vectors() {
        // Published FNV-1a 64 test vectors.
        assert_eq!(super::fnv1a_64(b""), 0xcbf29ce484222325);
        assert_eq!(super::fnv1a_64(b"a"), 0xaf63dc4c8601ec8c);
        assert_eq!(super::fnv1a_64(b"foobar"), 0x85944171f73967e8);
    }
}
