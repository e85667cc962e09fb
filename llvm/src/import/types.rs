//! LLVM types to the MLIR type syntax of the LLVM dialect.
//!
//! Scalars become builtin types (`i32`, `f16`, `f80`, ...), fixed and
//! scalable vectors of integers and floats builtin vectors, everything else
//! `!llvm.*` types. An identified struct met again inside its own body is
//! printed by name only (`!llvm.struct<"name">`), as MLIR does.

use llvm_sys::LLVMTypeKind::*;

use super::ffi::T;
use super::Importer;

impl Importer {
    /// The MLIR spelling of `t`.
    pub(crate) fn ty(&mut self, t: T) -> Result<String, String> {
        if let Some(s) = self.type_text.get(&t) {
            return Ok(s.clone());
        }
        let mut stack = Vec::new();
        let s = type_text(t, &mut stack)?;
        self.type_text.insert(t, s.clone());
        Ok(s)
    }
}

/// Whether an element type may sit in a builtin vector.
fn builtin_scalar(t: T) -> bool {
    matches!(
        t.kind(),
        LLVMIntegerTypeKind
            | LLVMHalfTypeKind
            | LLVMBFloatTypeKind
            | LLVMFloatTypeKind
            | LLVMDoubleTypeKind
            | LLVMX86_FP80TypeKind
            | LLVMFP128TypeKind
    )
}

fn type_text(t: T, stack: &mut Vec<String>) -> Result<String, String> {
    Ok(match t.kind() {
        LLVMVoidTypeKind => "!llvm.void".into(),
        LLVMHalfTypeKind => "f16".into(),
        LLVMBFloatTypeKind => "bf16".into(),
        LLVMFloatTypeKind => "f32".into(),
        LLVMDoubleTypeKind => "f64".into(),
        LLVMX86_FP80TypeKind => "f80".into(),
        LLVMFP128TypeKind => "f128".into(),
        LLVMPPC_FP128TypeKind => "!llvm.ppc_fp128".into(),
        LLVMLabelTypeKind => "!llvm.label".into(),
        LLVMMetadataTypeKind => "!llvm.metadata".into(),
        LLVMTokenTypeKind => "!llvm.token".into(),
        LLVMX86_AMXTypeKind => "!llvm.x86_amx".into(),
        LLVMIntegerTypeKind => format!("i{}", t.int_width()),
        LLVMPointerTypeKind => match t.addr_space() {
            0 => "!llvm.ptr".into(),
            n => format!("!llvm.ptr<{n}>"),
        },
        LLVMArrayTypeKind => {
            let e = t.elem().ok_or("array without element type")?;
            format!("!llvm.array<{} x {}>", t.array_len(), type_text(e, stack)?)
        }
        LLVMVectorTypeKind | LLVMScalableVectorTypeKind => {
            let scalable = t.kind() == LLVMScalableVectorTypeKind;
            let e = t.elem().ok_or("vector without element type")?;
            let n = t.vector_len();
            let et = type_text(e, stack)?;
            match (builtin_scalar(e), scalable) {
                (true, false) => format!("vector<{n}x{et}>"),
                (true, true) => format!("vector<[{n}]x{et}>"),
                (false, false) => format!("!llvm.vec<{n} x {et}>"),
                (false, true) => format!("!llvm.vec<? x {n} x {et}>"),
            }
        }
        LLVMFunctionTypeKind => {
            let r = type_text(t.ret().ok_or("function type without result")?, stack)?;
            let mut ps: Vec<String> = t
                .params()
                .into_iter()
                .map(|p| type_text(p, stack))
                .collect::<Result<_, _>>()?;
            if t.is_vararg() {
                ps.push("...".into());
            }
            format!("!llvm.func<{r} ({})>", ps.join(", "))
        }
        LLVMStructTypeKind => {
            let packed = if t.is_packed() { "packed " } else { "" };
            if t.is_literal() {
                let fields = fields(t, stack)?;
                format!("!llvm.struct<{packed}({fields})>")
            } else {
                let name = t.struct_name().unwrap_or_default();
                let quoted = quote(&name);
                if stack.contains(&name) {
                    format!("!llvm.struct<{quoted}>")
                } else if t.is_opaque() {
                    format!("!llvm.struct<{quoted}, opaque>")
                } else {
                    stack.push(name);
                    let fields = fields(t, stack);
                    stack.pop();
                    format!("!llvm.struct<{quoted}, {packed}({})>", fields?)
                }
            }
        }
        LLVMTargetExtTypeKind => {
            let (name, tys, ints) = t.target_ext();
            let mut parts = vec![quote(&name)];
            for p in tys {
                parts.push(type_text(p.ok_or("missing type parameter")?, stack)?);
            }
            parts.extend(ints.iter().map(|i| i.to_string()));
            format!("!llvm.target<{}>", parts.join(", "))
        }
    })
}

/// The most text one imported type may take. LLVM IR names an identified
/// struct once; its MLIR text spells the body out at every use, so shared
/// structs nested 40 deep would take 2^40 copies (and as long to build).
const MAX_TYPE_TEXT: usize = 64 << 20;

fn fields(t: T, stack: &mut Vec<String>) -> Result<String, String> {
    let fs: Vec<String> = t
        .struct_fields()
        .into_iter()
        .map(|f| type_text(f, stack))
        .collect::<Result<_, _>>()?;
    let text = fs.join(", ");
    if text.len() > MAX_TYPE_TEXT {
        return Err(format!(
            "a struct type's MLIR text would exceed {} MiB (its parts are shared, and MLIR's text spells every use out)",
            MAX_TYPE_TEXT >> 20
        ));
    }
    Ok(text)
}

/// A string literal in MLIR syntax.
pub(crate) fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    strata_ir::syntax::attrs::print_string_literal(s, &mut out);
    out
}

/// A byte string literal in MLIR syntax (non-printable bytes as `\XX`).
pub(crate) fn quote_bytes(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 2);
    out.push('"');
    for &b in bytes {
        match b {
            b'"' => out.push_str("\\22"),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b:02X}")),
        }
    }
    out.push('"');
    out
}
