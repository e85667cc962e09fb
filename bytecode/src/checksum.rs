//! Checksums. Versions 1 and 2 end with a 64-bit FNV-1a of the whole file
//! (FORMAT.md section 3); version 3 checks each section on its own with
//! `section_hash`, a word-at-a-time variant that runs at memory speed.

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

/// The version 3 checksum of `data` (FORMAT.md section 3): four lanes of
/// FNV-1a over little-endian 64-bit words, word `j` going to lane `j % 4`
/// (the last word zero-padded), each step `h = rotl((h ^ w) * PRIME, 31)`;
/// lane `i` starts at `OFFSET_BASIS ^ (seed + i) * PRIME`; then lanes 1, 2,
/// 3 and the length are folded into lane 0 by the same step. Every step is
/// a bijection of `h` for a fixed word and of the word for a fixed `h`, so
/// a change confined to one word (any single corrupted byte) always
/// changes the result. Four independent lanes run at memory speed.
pub fn section_hash(seed: u64, data: &[u8]) -> u64 {
    #[inline(always)]
    fn step(h: u64, w: u64) -> u64 {
        (h ^ w).wrapping_mul(PRIME).rotate_left(31)
    }
    #[inline(always)]
    fn word(b: &[u8]) -> u64 {
        let mut w = [0u8; 8];
        w[..b.len()].copy_from_slice(b);
        u64::from_le_bytes(w)
    }
    let mut l = [0u64; 4];
    for (i, x) in l.iter_mut().enumerate() {
        *x = OFFSET_BASIS ^ seed.wrapping_add(i as u64).wrapping_mul(PRIME);
    }
    let mut blocks = data.chunks_exact(32);
    for b in &mut blocks {
        for (i, x) in l.iter_mut().enumerate() {
            *x = step(*x, word(&b[8 * i..8 * i + 8]));
        }
    }
    for (i, w) in blocks.remainder().chunks(8).enumerate() {
        l[i] = step(l[i], word(w));
    }
    let mut h = l[0];
    for &x in &l[1..] {
        h = step(h, x);
    }
    h = step(h, data.len() as u64);
    h ^ (h >> 29)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_vectors() {
        // Published FNV-1a 64 test vectors.
        assert_eq!(fnv1a_64(b""), 0xcbf29ce484222325);
        assert_eq!(fnv1a_64(b"a"), 0xaf63dc4c8601ec8c);
        assert_eq!(fnv1a_64(b"foobar"), 0x85944171f73967e8);
    }

    #[test]
    fn every_single_byte_change_is_seen() {
        let data: Vec<u8> = (0..77u8).collect();
        let h = section_hash(6, &data);
        assert_ne!(section_hash(5, &data), h);
        assert_ne!(section_hash(6, &data[..76]), h);
        let mut padded = data.clone();
        padded.push(0);
        assert_ne!(section_hash(6, &padded), h);
        for i in 0..data.len() {
            for x in 1..=255u8 {
                let mut d = data.clone();
                d[i] ^= x;
                assert_ne!(section_hash(6, &d), h, "byte {i} ^ {x}");
            }
        }
    }
}
