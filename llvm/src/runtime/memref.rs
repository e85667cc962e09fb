//! Memref printing, verification and copying: the runner libraries'
//! `printMemref*`, `verifyMemRef*` and `memrefCopy`, on MLIR's descriptors.
//!
//! A ranked descriptor is `{ T *allocated, T *aligned, i64 offset,
//! i64 sizes[rank], i64 strides[rank] }`; an unranked one is
//! `{ i64 rank, void *ranked_descriptor }`. The output matches MLIR's
//! character for character: `Unranked Memref base@ = 0x… rank = 2 offset = 0
//! sizes = [2, 3] strides = [3, 1] data = ` then the nested rows, elements
//! formatted as C++ iostreams format them (`%g` for floats, `i8` as a
//! character, `(re,im)` for complex numbers).

use std::ffi::c_void;
use std::marker::PhantomData;

use super::stdio::{format_double, write, Stream};

/// A memref seen through its descriptor, whatever its static rank.
#[derive(Clone, Copy)]
struct View {
    aligned: *const u8,
    offset: i64,
    rank: usize,
    sizes: *const i64,
    strides: *const i64,
}

#[repr(C)]
pub(crate) struct Unranked {
    rank: i64,
    descriptor: *const c_void,
}

impl View {
    /// # Safety
    /// `descriptor` must point to a ranked descriptor of rank `rank`.
    unsafe fn from_ranked(descriptor: *const c_void, rank: usize) -> View {
        let words = descriptor.cast::<i64>();
        let ptrs = descriptor.cast::<*const u8>();
        View {
            aligned: ptrs.add(1).read_unaligned(),
            offset: words.add(2).read_unaligned(),
            rank,
            sizes: words.add(3),
            strides: words.add(3 + rank),
        }
    }

    /// # Safety
    /// `m` must point to a valid unranked descriptor (or be null).
    unsafe fn from_unranked(m: *const Unranked) -> Option<View> {
        if m.is_null() {
            return None;
        }
        let m = &*m;
        let rank = usize::try_from(m.rank).ok()?;
        if m.descriptor.is_null() {
            return None;
        }
        Some(View::from_ranked(m.descriptor, rank))
    }

    fn size(&self, dim: usize) -> i64 {
        // SAFETY: dim < rank, within the descriptor's sizes array.
        unsafe { self.sizes.add(dim).read_unaligned() }
    }

    fn stride(&self, dim: usize) -> i64 {
        // SAFETY: dim < rank, within the descriptor's strides array.
        unsafe { self.strides.add(dim).read_unaligned() }
    }

    /// Address of the element at linear position `index` of the data.
    fn element(&self, index: i64, elem_size: usize) -> *const u8 {
        self.aligned
            .wrapping_offset((index as isize).wrapping_mul(elem_size as isize))
    }
}

/// An element type the runtime knows how to print and compare.
pub(crate) trait Element {
    const SIZE: usize;
    /// Appends the element at `p` as C++'s `operator<<` prints it.
    ///
    /// # Safety
    /// `p` must point to `SIZE` readable bytes.
    unsafe fn print(out: &mut Vec<u8>, p: *const u8);
    /// Whether `actual` is close enough to `expected` (`verifyMemRef`).
    ///
    /// # Safety
    /// Both must point to `SIZE` readable bytes.
    unsafe fn matches(actual: *const u8, expected: *const u8) -> bool;
}

macro_rules! integer_element {
    ($name:ident, $ty:ty) => {
        pub(crate) struct $name;
        impl Element for $name {
            const SIZE: usize = std::mem::size_of::<$ty>();
            unsafe fn print(out: &mut Vec<u8>, p: *const u8) {
                use std::io::Write;
                let _ = write!(out, "{}", p.cast::<$ty>().read_unaligned());
            }
            unsafe fn matches(a: *const u8, e: *const u8) -> bool {
                a.cast::<$ty>().read_unaligned() == e.cast::<$ty>().read_unaligned()
            }
        }
    };
}

integer_element!(I16, i16);
integer_element!(I32, i32);
integer_element!(I64, i64);
// `index` memrefs are printed as `uint64_t`.
integer_element!(Ind, u64);

/// `int8_t` goes through `operator<<(char)`: the raw byte.
pub(crate) struct I8;
impl Element for I8 {
    const SIZE: usize = 1;
    unsafe fn print(out: &mut Vec<u8>, p: *const u8) {
        out.push(p.read());
    }
    unsafe fn matches(a: *const u8, e: *const u8) -> bool {
        a.read() == e.read()
    }
}

/// Relative-error comparison of MLIR's float verifier.
fn close(actual: f64, expected: f64, epsilon: f64) -> bool {
    actual.is_finite()
        && expected.is_finite()
        && (actual - expected).abs() <= epsilon * expected.abs()
}

macro_rules! float_element {
    ($name:ident, $size:expr, $load:expr, $epsilon:expr, $exact:expr) => {
        pub(crate) struct $name;
        impl Element for $name {
            const SIZE: usize = $size;
            unsafe fn print(out: &mut Vec<u8>, p: *const u8) {
                format_double(out, c"%g", $load(p));
            }
            unsafe fn matches(a: *const u8, e: *const u8) -> bool {
                let (a, e): (f64, f64) = ($load(a), $load(e));
                if $exact {
                    a == e
                } else {
                    close(a, e, $epsilon)
                }
            }
        }
    };
}

unsafe fn load_f32(p: *const u8) -> f64 {
    f64::from(p.cast::<f32>().read_unaligned())
}
unsafe fn load_f64(p: *const u8) -> f64 {
    p.cast::<f64>().read_unaligned()
}
unsafe fn load_bf16(p: *const u8) -> f64 {
    let bits = p.cast::<u16>().read_unaligned();
    f64::from(f32::from_bits(u32::from(bits) << 16))
}
unsafe fn load_f16(p: *const u8) -> f64 {
    f64::from(f16_to_f32(p.cast::<u16>().read_unaligned()))
}

/// IEEE half to single precision (exact).
pub(crate) fn f16_to_f32(h: u16) -> f32 {
    let sign = u32::from(h >> 15) << 31;
    let exp = u32::from((h >> 10) & 0x1f);
    let mant = u32::from(h & 0x3ff);
    let bits = match (exp, mant) {
        (0, 0) => sign,
        (0, m) => {
            // Subnormal: normalise the mantissa.
            let shift = m.leading_zeros() - 21;
            let m = (m << shift) & 0x3ff;
            sign | ((113 - shift) << 23) | (m << 13)
        }
        (0x1f, m) => sign | 0x7f80_0000 | (m << 13),
        (e, m) => sign | ((e + 112) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

// f16/bf16 compare exactly in MLIR (no specialisation for them).
float_element!(F32, 4, load_f32, 1e-6, false);
float_element!(F64, 8, load_f64, 1e-12, false);
float_element!(F16, 2, load_f16, 0.0, true);
float_element!(BF16, 2, load_bf16, 0.0, true);

macro_rules! complex_element {
    ($name:ident, $part:ty, $load:ident) => {
        pub(crate) struct $name;
        impl Element for $name {
            const SIZE: usize = 2 * std::mem::size_of::<$part>();
            unsafe fn print(out: &mut Vec<u8>, p: *const u8) {
                let half = std::mem::size_of::<$part>();
                out.push(b'(');
                format_double(out, c"%g", $load(p));
                out.push(b',');
                format_double(out, c"%g", $load(p.add(half)));
                out.push(b')');
            }
            unsafe fn matches(a: *const u8, e: *const u8) -> bool {
                let half = std::mem::size_of::<$part>();
                $load(a) == $load(e) && $load(a.add(half)) == $load(e.add(half))
            }
        }
    };
}

complex_element!(C32, f32, load_f32);
complex_element!(C64, f64, load_f64);

/// `base@ = 0x… rank = N offset = K sizes = [..] strides = [..]`.
fn write_metadata(out: &mut Vec<u8>, v: &View) {
    use std::io::Write;
    let address = v.aligned as usize;
    // iostreams print a null pointer as `0`, others as `0x…`.
    if address == 0 {
        out.extend_from_slice(b"base@ = 0");
    } else {
        let _ = write!(out, "base@ = {address:#x}");
    }
    let _ = write!(out, " rank = {} offset = {}", v.rank, v.offset);
    let list = |out: &mut Vec<u8>, get: &dyn Fn(usize) -> i64| {
        for d in 0..v.rank {
            if d > 0 {
                out.extend_from_slice(b", ");
            }
            let _ = write!(out, "{}", get(d));
        }
    };
    out.extend_from_slice(b" sizes = [");
    list(out, &|d| v.size(d));
    out.extend_from_slice(b"] strides = [");
    list(out, &|d| v.stride(d));
    out.push(b']');
}

fn spaces(out: &mut Vec<u8>, n: usize) {
    out.extend(std::iter::repeat_n(b' ', n));
}

/// The nested rows, as MLIR's `MemRefDataPrinter` lays them out: elements
/// of a row separated by `", "` plus one space per enclosing dimension,
/// rows by `", \n"` plus the same indentation. Like MLIR, a dimension of
/// size 0 still shows its first element.
struct DataPrinter<'a, E> {
    out: &'a mut Vec<u8>,
    view: View,
    _elem: PhantomData<E>,
}

impl<E: Element> DataPrinter<'_, E> {
    fn print(&mut self, dim: usize, offset: i64) {
        let rank = self.view.rank;
        if dim == rank {
            let p = self.view.element(offset, E::SIZE);
            if !self.view.aligned.is_null() {
                // SAFETY: the descriptor describes readable memory (the
                // JIT-compiled program's contract, as in MLIR).
                unsafe { E::print(self.out, p) };
            }
            return;
        }
        let size = self.view.size(dim);
        let stride = self.view.stride(dim);
        let inner_rows = dim + 1 < rank;
        let indent = dim + 1;
        self.out.push(b'[');
        self.print(dim + 1, offset);
        if size <= 1 {
            self.out.push(b']');
            return;
        }
        self.out.extend_from_slice(b", ");
        if inner_rows {
            self.out.push(b'\n');
        }
        for i in 1..size - 1 {
            spaces(self.out, indent);
            self.print(dim + 1, offset.wrapping_add(i.wrapping_mul(stride)));
            self.out.extend_from_slice(b", ");
            if inner_rows {
                self.out.push(b'\n');
            }
        }
        spaces(self.out, indent);
        self.print(
            dim + 1,
            offset.wrapping_add((size - 1).wrapping_mul(stride)),
        );
        self.out.push(b']');
    }
}

fn print_memref<E: Element>(prefix: &str, view: Option<View>) {
    let Some(view) = view else {
        return;
    };
    let mut out = Vec::with_capacity(256);
    out.extend_from_slice(prefix.as_bytes());
    write_metadata(&mut out, &view);
    out.extend_from_slice(b" data = \n");
    if view.rank == 0 {
        out.push(b'[');
    }
    DataPrinter::<E> {
        out: &mut out,
        view,
        _elem: PhantomData,
    }
    .print(0, view.offset);
    if view.rank == 0 {
        out.push(b']');
    }
    out.push(b'\n');
    write(Stream::Out, &out);
    // MLIR's printer ends with `std::endl`, which flushes `stdout`: a
    // memref printout comes out before a result the runner prints later,
    // even when piped.
    super::stdio::flush_c_stdout();
}

/// `_mlir_ciface_printMemrefF32(UnrankedMemRefType<float> *)` and friends.
pub(crate) extern "C" fn print_unranked<E: Element>(m: *const Unranked) {
    // SAFETY: the JIT-compiled caller passes an unranked descriptor.
    print_memref::<E>("Unranked Memref ", unsafe { View::from_unranked(m) });
}

/// `printMemrefF32(int64_t rank, void *descriptor)` and friends.
pub(crate) extern "C" fn print_unranked_parts<E: Element>(rank: i64, descriptor: *const c_void) {
    let m = Unranked { rank, descriptor };
    print_unranked::<E>(&m);
}

/// `_mlir_ciface_printMemref2dF32(StridedMemRefType<float, 2> *)` and friends.
pub(crate) extern "C" fn print_ranked<E: Element, const RANK: usize>(m: *const c_void) {
    if m.is_null() {
        return;
    }
    // SAFETY: the caller passes a descriptor of rank RANK.
    print_memref::<E>("Memref ", Some(unsafe { View::from_ranked(m, RANK) }));
}

/// `_mlir_ciface_printMemrefShapeF32`: the metadata line only.
pub(crate) extern "C" fn print_shape(m: *const Unranked) {
    // SAFETY: the JIT-compiled caller passes an unranked descriptor.
    let Some(view) = (unsafe { View::from_unranked(m) }) else {
        return;
    };
    let mut out = Vec::with_capacity(128);
    out.extend_from_slice(b"Unranked Memref ");
    write_metadata(&mut out, &view);
    out.push(b'\n');
    write(Stream::Out, &out);
}

/// At most this many mismatches are reported, as in MLIR.
const VERIFY_PRINT_LIMIT: usize = 10;

/// `_mlir_ciface_verifyMemRefF32(actual, expected)`: the number of elements
/// that differ (mismatches reported on stderr), or -1 when the shapes differ.
pub(crate) extern "C" fn verify_unranked<E: Element>(
    actual: *const Unranked,
    expected: *const Unranked,
) -> i64 {
    // SAFETY: the JIT-compiled caller passes unranked descriptors.
    let (Some(a), Some(e)) = (unsafe { View::from_unranked(actual) }, unsafe {
        View::from_unranked(expected)
    }) else {
        return -1;
    };
    // MLIR compares per dimension of `actual`, so two rank-0 memrefs (or a
    // rank-0 actual) always pass the shape check.
    for d in 0..a.rank {
        if e.rank != a.rank
            || a.offset != e.offset
            || a.size(d) != e.size(d)
            || a.stride(d) != e.stride(d)
        {
            let mut out = Vec::new();
            write_metadata(&mut out, &a);
            write_metadata(&mut out, &e);
            write(Stream::Err, &out);
            return -1;
        }
    }
    let mut report = Vec::new();
    let mut printed = 0;
    let errors = verify_elements::<E>(&a, &e, 0, a.offset, &mut report, &mut printed);
    write(Stream::Err, &report);
    errors
}

fn verify_elements<E: Element>(
    a: &View,
    e: &View,
    dim: usize,
    offset: i64,
    report: &mut Vec<u8>,
    printed: &mut usize,
) -> i64 {
    use std::io::Write;
    if dim == a.rank {
        let pa = a.element(offset, E::SIZE);
        let pe = e.element(offset, E::SIZE);
        // SAFETY: both descriptors describe readable memory of this shape.
        if unsafe { E::matches(pa, pe) } {
            return 0;
        }
        if *printed < VERIFY_PRINT_LIMIT {
            unsafe { E::print(report, pa) };
            report.extend_from_slice(b" != ");
            unsafe { E::print(report, pe) };
            let _ = writeln!(report, " offset = {offset}");
            *printed += 1;
        }
        return 1;
    }
    let stride = a.stride(dim);
    (0..a.size(dim))
        .map(|i| {
            let at = offset.wrapping_add(i.wrapping_mul(stride));
            verify_elements::<E>(a, e, dim + 1, at, report, printed)
        })
        .sum()
}

/// `verifyMemRefF32(int64_t rank, void *actual, void *expected)` and friends.
pub(crate) extern "C" fn verify_unranked_parts<E: Element>(
    rank: i64,
    actual: *const c_void,
    expected: *const c_void,
) -> i64 {
    let a = Unranked {
        rank,
        descriptor: actual,
    };
    let e = Unranked {
        rank,
        descriptor: expected,
    };
    verify_unranked::<E>(&a, &e)
}

/// `memrefCopy(int64_t elemSize, UnrankedMemRefType<char> *src, *dst)`:
/// copies element by element, following both memrefs' strides.
pub(crate) extern "C" fn memref_copy(elem_size: i64, src: *const Unranked, dst: *const Unranked) {
    // SAFETY: the JIT-compiled caller passes unranked descriptors.
    let (Some(s), Some(d)) = (unsafe { View::from_unranked(src) }, unsafe {
        View::from_unranked(dst)
    }) else {
        return;
    };
    let Ok(elem_size) = usize::try_from(elem_size) else {
        return;
    };
    if (0..s.rank).any(|dim| s.size(dim) <= 0) {
        return;
    }
    copy_dim(&s, &d, 0, s.offset, d.offset, elem_size);
}

fn copy_dim(s: &View, d: &View, dim: usize, src_at: i64, dst_at: i64, elem_size: usize) {
    if dim == s.rank {
        let from = s.element(src_at, elem_size);
        let to = d.element(dst_at, elem_size).cast_mut();
        // SAFETY: both descriptors describe memory of this shape; MLIR's
        // memrefCopy is a byte copy of each element too.
        unsafe { std::ptr::copy(from, to, elem_size) };
        return;
    }
    let (src_stride, dst_stride) = (s.stride(dim), d.stride(dim));
    for i in 0..s.size(dim) {
        copy_dim(
            s,
            d,
            dim + 1,
            src_at.wrapping_add(i.wrapping_mul(src_stride)),
            dst_at.wrapping_add(i.wrapping_mul(dst_stride)),
            elem_size,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rank-N descriptor laid out as MLIR lays it out.
    fn descriptor(data: *const u8, offset: i64, sizes: &[i64], strides: &[i64]) -> Vec<i64> {
        let mut d = vec![data as i64, data as i64, offset];
        d.extend_from_slice(sizes);
        d.extend_from_slice(strides);
        d
    }

    fn render<E: Element>(data: *const u8, sizes: &[i64], strides: &[i64]) -> String {
        let d = descriptor(data, 0, sizes, strides);
        let view = unsafe { View::from_ranked(d.as_ptr().cast(), sizes.len()) };
        let mut out = Vec::new();
        DataPrinter::<E> {
            out: &mut out,
            view,
            _elem: PhantomData,
        }
        .print(0, 0);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn rows_are_laid_out_as_mlir_does() {
        let data: Vec<i32> = (1..=6).collect();
        let p = data.as_ptr().cast();
        assert_eq!(
            render::<I32>(p, &[2, 3], &[3, 1]),
            "[[1,   2,   3], \n [4,   5,   6]]"
        );
        assert_eq!(render::<I32>(p, &[3], &[1]), "[1,  2,  3]");
        assert_eq!(render::<I32>(p, &[1, 1], &[1, 1]), "[[1]]");
        // Transposed view through strides.
        assert_eq!(
            render::<I32>(p, &[3, 2], &[1, 3]),
            "[[1,   4], \n [2,   5], \n [3,   6]]"
        );
        let data: Vec<i32> = (1..=8).collect();
        assert_eq!(
            render::<I32>(data.as_ptr().cast(), &[2, 2, 2], &[4, 2, 1]),
            "[[[1,    2], \n  [3,    4]], \n [[5,    6], \n  [7,    8]]]"
        );
    }

    #[test]
    fn element_formats() {
        let f = [1.5f32, 1e10, -0.0, f32::NAN];
        assert_eq!(
            render::<F32>(f.as_ptr().cast(), &[4], &[1]),
            "[1.5,  1e+10,  -0,  nan]"
        );
        let b = [65i8, 66];
        assert_eq!(render::<I8>(b.as_ptr().cast(), &[2], &[1]), "[A,  B]");
        let c = [1.0f64, -2.5];
        assert_eq!(render::<C64>(c.as_ptr().cast(), &[1], &[1]), "[(1,-2.5)]");
        let h = [0x3c00u16, 0xc000, 0x0001];
        assert_eq!(
            render::<F16>(h.as_ptr().cast(), &[3], &[1]),
            "[1,  -2,  5.96046e-08]"
        );
        let bf = [0x3fc0u16];
        assert_eq!(render::<BF16>(bf.as_ptr().cast(), &[1], &[1]), "[1.5]");
        let u = [u64::MAX];
        assert_eq!(
            render::<Ind>(u.as_ptr().cast(), &[1], &[1]),
            "[18446744073709551615]"
        );
    }

    #[test]
    fn metadata_line() {
        let data = [0i64; 6];
        let d = descriptor(data.as_ptr().cast(), 2, &[2, 3], &[3, 1]);
        let view = unsafe { View::from_ranked(d.as_ptr().cast(), 2) };
        let mut out = Vec::new();
        write_metadata(&mut out, &view);
        let text = String::from_utf8(out).unwrap();
        let expected_tail = " rank = 2 offset = 2 sizes = [2, 3] strides = [3, 1]";
        assert!(text.starts_with("base@ = 0x"), "{text}");
        assert!(text.ends_with(expected_tail), "{text}");
        let d0 = descriptor(std::ptr::null(), 0, &[], &[]);
        let view = unsafe { View::from_ranked(d0.as_ptr().cast(), 0) };
        let mut out = Vec::new();
        write_metadata(&mut out, &view);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "base@ = 0 rank = 0 offset = 0 sizes = [] strides = []"
        );
    }

    #[test]
    fn copy_follows_strides() {
        let src: Vec<i32> = (1..=6).collect();
        let mut dst = [0i32; 6];
        // Copy the transpose of a 2x3 row-major matrix into a 3x2 one.
        let s = descriptor(src.as_ptr().cast(), 0, &[3, 2], &[1, 3]);
        let d = descriptor(dst.as_mut_ptr().cast(), 0, &[3, 2], &[2, 1]);
        let su = Unranked {
            rank: 2,
            descriptor: s.as_ptr().cast(),
        };
        let du = Unranked {
            rank: 2,
            descriptor: d.as_ptr().cast(),
        };
        memref_copy(4, &su, &du);
        assert_eq!(dst, [1, 4, 2, 5, 3, 6]);
    }

    #[test]
    fn verify_counts_mismatches() {
        let a = [1.0f32, 2.0, 3.0];
        let b = [1.0f32, 2.5, 3.0000001];
        let da = descriptor(a.as_ptr().cast(), 0, &[3], &[1]);
        let db = descriptor(b.as_ptr().cast(), 0, &[3], &[1]);
        let ua = Unranked {
            rank: 1,
            descriptor: da.as_ptr().cast(),
        };
        let ub = Unranked {
            rank: 1,
            descriptor: db.as_ptr().cast(),
        };
        assert_eq!(verify_unranked::<F32>(&ua, &ub), 1);
        assert_eq!(verify_unranked::<F32>(&ua, &ua), 0);
        let dc = descriptor(b.as_ptr().cast(), 0, &[2], &[1]);
        let uc = Unranked {
            rank: 1,
            descriptor: dc.as_ptr().cast(),
        };
        assert_eq!(verify_unranked::<F32>(&ua, &uc), -1);
    }
}
