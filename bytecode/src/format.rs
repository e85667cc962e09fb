//! The constants of FORMAT.md: magic, versions, section ids, entry kinds,
//! op mask bits, limits, and the byte codes of the small IR enums.

use strata_ir::attrs::EnumKind;
use strata_ir::{FloatKind, Signedness};

pub const MAGIC: [u8; 8] = [0x89, b'S', b'T', b'B', b'C', 0x0D, 0x0A, 0x1A];

/// The format version this crate writes, and the newest it reads.
/// Version 2 writes file/line/column locations inline in body sections
/// (FORMAT.md section 7, "Locations"); version 1 referred to every
/// location through the attribute table. Version 3 replaces the whole-file
/// checksum by one per section, and indexes the string and constant tables
/// and the body sections so one body can be read without the others.
/// Version 4 makes op records small and cheap to decode: a per-body table
/// of op shapes, operands relative to the op, and one-byte locations on
/// the next line at the same column (FORMAT.md section 7).
pub const VERSION: u64 = 4;
/// First version with inline locations.
pub const INLINE_LOCS: u64 = 2;
/// First version with per-section checksums and the random-access indexes.
pub const INDEXED: u64 = 3;
/// First version with op shapes, relative operands and location kind 3.
pub const SHAPES: u64 = 4;
/// The oldest version this crate reads.
pub const MIN_VERSION: u64 = 1;

pub const PRODUCER: &str = concat!("strata ", env!("CARGO_PKG_VERSION"));

pub mod section {
    pub const STRINGS: u8 = 1;
    pub const DIALECTS: u8 = 2;
    pub const OP_NAMES: u8 = 3;
    pub const CONSTANTS: u8 = 4;
    pub const MODULE: u8 = 5;
    pub const BODY: u8 = 6;
    pub const CHECKSUM: u8 = 127;
    /// Optional: the file's `{-# dialect_resources / external_resources #-}`
    /// metadata (FORMAT.md section 6a).
    pub const RESOURCES: u8 = 64;
    /// Ids from here up to 126 are optional and skipped when unknown.
    pub const FIRST_OPTIONAL: u8 = 64;

    pub fn name(id: u8) -> &'static str {
        match id {
            STRINGS => "strings",
            DIALECTS => "dialects",
            OP_NAMES => "op_names",
            CONSTANTS => "constants",
            MODULE => "module",
            BODY => "body",
            CHECKSUM => "checksum",
            RESOURCES => "resources",
            65..=126 => "optional",
            _ => "unknown",
        }
    }
}

/// The seed of a version 3 section checksum: the id and the payload
/// length, so a changed frame is caught like a changed payload.
pub fn section_seed(id: u8, len: usize) -> u64 {
    ((len as u64) << 8) | id as u64
}

/// Dialects whose encodings the file relies on, with their versions.
pub const DIALECT_VERSIONS: [(&str, u64); 6] = [
    ("builtin", 1),
    ("func", 1),
    ("arith", 1),
    ("cf", 1),
    ("memref", 1),
    ("llvm", 1),
];

pub mod kind {
    pub const T_INTEGER: u8 = 0;
    pub const T_INDEX: u8 = 1;
    pub const T_FLOAT: u8 = 2;
    pub const T_NONE: u8 = 3;
    pub const T_COMPLEX: u8 = 4;
    pub const T_VECTOR: u8 = 5;
    pub const T_RANKED_TENSOR: u8 = 6;
    pub const T_UNRANKED_TENSOR: u8 = 7;
    pub const T_MEMREF: u8 = 8;
    pub const T_UNRANKED_MEMREF: u8 = 9;
    pub const T_FUNCTION: u8 = 10;
    pub const T_TUPLE: u8 = 11;
    pub const T_LLVM_PTR: u8 = 12;
    pub const T_LLVM_STRUCT: u8 = 13;
    pub const T_LLVM_NAMED_STRUCT: u8 = 14;
    pub const T_LLVM_ARRAY: u8 = 15;
    pub const T_LLVM_FUNC: u8 = 16;
    pub const T_LLVM_VEC: u8 = 17;
    pub const T_LLVM_VOID: u8 = 18;
    pub const T_LLVM_TOKEN: u8 = 19;
    pub const T_LLVM_LABEL: u8 = 20;
    pub const T_LLVM_METADATA: u8 = 21;
    pub const T_LLVM_PPC_FP128: u8 = 22;
    pub const T_LLVM_X86_AMX: u8 = 23;
    pub const T_LLVM_TARGET: u8 = 24;
    pub const T_OPAQUE: u8 = 25;
    pub const T_SPIRV_PTR: u8 = 26;
    pub const T_SPIRV_ARRAY: u8 = 27;
    pub const T_SPIRV_RTARRAY: u8 = 28;
    pub const T_SPIRV_STRUCT: u8 = 29;

    pub const STRUCT_BODY: u8 = 32;

    pub const A_UNIT: u8 = 64;
    pub const A_BOOL: u8 = 65;
    pub const A_INTEGER: u8 = 66;
    pub const A_FLOAT: u8 = 67;
    pub const A_STRING: u8 = 68;
    pub const A_TYPE: u8 = 69;
    pub const A_ARRAY: u8 = 70;
    pub const A_DICT: u8 = 71;
    pub const A_SYMBOL_REF: u8 = 72;
    pub const A_DENSE_ELEMENTS: u8 = 73;
    pub const A_DENSE_ARRAY: u8 = 74;
    pub const A_STRIDED_LAYOUT: u8 = 75;
    pub const A_AFFINE_MAP: u8 = 76;
    pub const A_LOC_UNKNOWN: u8 = 77;
    pub const A_LOC_FILE_LINE_COL: u8 = 78;
    pub const A_LOC_NAME: u8 = 79;
    pub const A_LOC_CALL_SITE: u8 = 80;
    pub const A_LOC_FUSED: u8 = 81;
    pub const A_ENUM: u8 = 82;
    pub const A_OPAQUE: u8 = 83;

    pub const DENSE_INT: u8 = 0;
    pub const DENSE_FLOAT: u8 = 1;
    pub const DENSE_STRING: u8 = 2;

    pub const EXPR_DIM: u8 = 0;
    pub const EXPR_SYMBOL: u8 = 1;
    pub const EXPR_CONST: u8 = 2;
    pub const EXPR_ADD: u8 = 3;
    pub const EXPR_MUL: u8 = 4;
    pub const EXPR_MOD: u8 = 5;
    pub const EXPR_FLOOR_DIV: u8 = 6;
    pub const EXPR_CEIL_DIV: u8 = 7;
}

/// Op encoding mask bits (FORMAT.md section 7).
/// The low two bits of an inline location tag (version 2).
pub mod loc_tag {
    /// `tag >> 2` indexes the attribute table.
    pub const TABLE: u64 = 0;
    /// A file/line/column location in the previous inline location's file:
    /// `tag >> 2` is the zigzag line delta, a column varint follows.
    pub const SAME_FILE: u64 = 1;
    /// A file/line/column location in another file: `tag >> 2` indexes the
    /// string table (the file name), line and column varints follow.
    pub const NEW_FILE: u64 = 2;
    /// Version 4: a file/line/column location in the previous inline
    /// location's file and column: `tag >> 2` is the zigzag line delta,
    /// nothing follows.
    pub const SAME_COL: u64 = 3;
}

pub mod mask {
    pub const ATTRS: u8 = 1 << 0;
    pub const LOC: u8 = 1 << 1;
    pub const RESULTS: u8 = 1 << 2;
    pub const OPERANDS: u8 = 1 << 3;
    pub const SUCCESSORS: u8 = 1 << 4;
    pub const REGIONS: u8 = 1 << 5;
    pub const BODY: u8 = 1 << 6;
    pub const KNOWN: u8 = 0x7f;
}

/// Struct body entry flags.
pub const STRUCT_PACKED: u8 = 1;
pub const STRUCT_OPAQUE: u8 = 2;

/// Deepest type/attribute nesting a reader accepts.
pub const MAX_CONSTANT_DEPTH: u16 = 512;
/// Deepest affine expression a reader accepts.
pub const MAX_EXPR_DEPTH: usize = 512;
/// Region nesting inside one body (the text parser's limit).
pub const MAX_REGION_DEPTH: usize = strata_ir::syntax::ops::MAX_REGION_DEPTH as usize;
/// Length of a body's chain of parent bodies.
pub const MAX_BODY_DEPTH: usize = 64;

pub fn signedness_code(s: Signedness) -> u8 {
    match s {
        Signedness::Signless => 0,
        Signedness::Signed => 1,
        Signedness::Unsigned => 2,
    }
}

pub fn signedness_from(code: u8) -> Option<Signedness> {
    Some(match code {
        0 => Signedness::Signless,
        1 => Signedness::Signed,
        2 => Signedness::Unsigned,
        _ => return None,
    })
}

/// Float kind codes: the first seven are those of format version 1; the
/// small formats were appended after them (codes 7..=17), so files written
/// before keep their meaning.
const FLOAT_KINDS: [FloatKind; 18] = FloatKind::ALL;

pub fn float_code(k: FloatKind) -> u8 {
    match k {
        FloatKind::BF16 => 0,
        FloatKind::F16 => 1,
        FloatKind::TF32 => 2,
        FloatKind::F32 => 3,
        FloatKind::F64 => 4,
        FloatKind::F80 => 5,
        FloatKind::F128 => 6,
        FloatKind::F4E2M1FN => 7,
        FloatKind::F6E2M3FN => 8,
        FloatKind::F6E3M2FN => 9,
        FloatKind::F8E5M2 => 10,
        FloatKind::F8E4M3 => 11,
        FloatKind::F8E4M3FN => 12,
        FloatKind::F8E5M2FNUZ => 13,
        FloatKind::F8E4M3FNUZ => 14,
        FloatKind::F8E4M3B11FNUZ => 15,
        FloatKind::F8E3M4 => 16,
        FloatKind::F8E8M0FNU => 17,
    }
}

pub fn float_from(code: u8) -> Option<FloatKind> {
    FLOAT_KINDS.get(code as usize).copied()
}

const ENUM_KINDS: [EnumKind; 16] = [
    EnumKind::ArithFastMath,
    EnumKind::ArithOverflow,
    EnumKind::ArithDenormal,
    EnumKind::LlvmFastMath,
    EnumKind::LlvmOverflow,
    EnumKind::LlvmLinkage,
    EnumKind::LlvmCConv,
    EnumKind::LlvmTailCallKind,
    EnumKind::LlvmFramePointerKind,
    EnumKind::LlvmGepFlags,
    EnumKind::LlvmUnnamedAddr,
    EnumKind::LlvmVisibility,
    EnumKind::LlvmTlsModel,
    EnumKind::LlvmComdat,
    EnumKind::LlvmAsmDialect,
    EnumKind::VectorPunctuation,
];

/// Exhaustive so that a new `EnumKind` fails to compile until it has a code.
pub fn enum_code(k: EnumKind) -> u8 {
    match k {
        EnumKind::ArithFastMath => 0,
        EnumKind::ArithOverflow => 1,
        EnumKind::ArithDenormal => 2,
        EnumKind::LlvmFastMath => 3,
        EnumKind::LlvmOverflow => 4,
        EnumKind::LlvmLinkage => 5,
        EnumKind::LlvmCConv => 6,
        EnumKind::LlvmTailCallKind => 7,
        EnumKind::LlvmFramePointerKind => 8,
        EnumKind::LlvmGepFlags => 9,
        EnumKind::LlvmUnnamedAddr => 10,
        EnumKind::LlvmVisibility => 11,
        EnumKind::LlvmTlsModel => 12,
        EnumKind::LlvmComdat => 13,
        EnumKind::LlvmAsmDialect => 14,
        EnumKind::VectorPunctuation => 15,
    }
}

pub fn enum_from(code: u8) -> Option<EnumKind> {
    ENUM_KINDS.get(code as usize).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enum_tables_agree() {
        for (i, &k) in ENUM_KINDS.iter().enumerate() {
            assert_eq!(enum_code(k) as usize, i);
            assert_eq!(enum_from(i as u8), Some(k));
        }
        for (i, &k) in FLOAT_KINDS.iter().enumerate() {
            assert_eq!(float_code(k) as usize, i);
        }
        assert_eq!(enum_from(16), None);
        assert_eq!(float_from(17), Some(FloatKind::F8E8M0FNU));
        assert_eq!(float_from(18), None);
    }
}
