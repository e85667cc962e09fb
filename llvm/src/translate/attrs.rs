//! Function, argument and result attributes: `passthrough`, the unit
//! properties of `llvm.func` (`no_inline`, ...), and the `llvm.*` entries of
//! `arg_attrs` / `res_attrs` dictionaries.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use strata_ir::{AttrData, AttrId, Body, Diag, Op};

use super::ModuleTranslator;

/// Attribute index of the function itself (`~0U` in the C API).
const FUNCTION_INDEX: u32 = u32::MAX;
const RETURN_INDEX: u32 = 0;

/// `llvm.func` unit properties that are LLVM enum attributes. (`cold`,
/// `hot`, `noduplicate` and `returns_twice` are not: MLIR 22 keeps them as
/// discardable attributes and translates nothing for them.)
const UNIT_FUNCTION_ATTRS: &[(&str, &str)] = &[
    ("no_inline", "noinline"),
    ("always_inline", "alwaysinline"),
    ("inline_hint", "inlinehint"),
    ("no_unwind", "nounwind"),
    ("will_return", "willreturn"),
    ("optimize_none", "optnone"),
    ("convergent", "convergent"),
];

/// `llvm.func` unit properties that MLIR 22 turns into string attributes
/// (the SME streaming and ZA state of AArch64), on definitions only.
const ARM_UNIT_ATTRS: &[(&str, &str)] = &[
    ("arm_streaming", "aarch64_pstate_sm_enabled"),
    ("arm_locally_streaming", "aarch64_pstate_sm_body"),
    ("arm_streaming_compatible", "aarch64_pstate_sm_compatible"),
    ("arm_new_za", "aarch64_new_za"),
    ("arm_in_za", "aarch64_in_za"),
    ("arm_out_za", "aarch64_out_za"),
    ("arm_inout_za", "aarch64_inout_za"),
    ("arm_preserves_za", "aarch64_preserves_za"),
];

/// `llvm.func` string properties that become string attributes of the
/// same value, on definitions only (MLIR 22 sets them with the body).
const DEFINITION_STRING_ATTRS: &[(&str, &str)] = &[
    ("target_cpu", "target-cpu"),
    ("tune_cpu", "tune-cpu"),
    ("reciprocal_estimates", "reciprocal-estimates"),
    ("prefer_vector_width", "prefer-vector-width"),
    ("instrument_function_entry", "instrument-function-entry"),
    ("instrument_function_exit", "instrument-function-exit"),
    ("denormal_fp_math", "denormal-fp-math"),
    ("denormal_fp_math_f32", "denormal-fp-math-f32"),
    ("fp_contract", "fp-contract"),
];

/// LLVM attributes that carry an integer.
const INT_ATTRS: &[&str] = &[
    "align",
    "alignstack",
    "allocsize",
    "allockind",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "nofpclass",
    "uwtable",
    "vscale_range",
    "captures",
    "denormal_fpenv",
];

/// An integer in LLVM's `getAsInteger(0)` spelling: decimal, `0x` hex,
/// `0b` binary or leading-`0` octal.
fn parse_int_radix0(s: &str) -> Option<u64> {
    let (digits, radix) = if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        (h, 16)
    } else if let Some(b) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
        (b, 2)
    } else if s.len() > 1 && s.starts_with('0') {
        (&s[1..], 8)
    } else {
        (s, 10)
    };
    u64::from_str_radix(digits, radix).ok()
}

/// Attributes whose value is a type.
const TYPE_ATTRS: &[&str] = &[
    "byval",
    "byref",
    "sret",
    "inalloca",
    "preallocated",
    "elementtype",
];

/// Where an attribute goes: a function or a call site.
#[derive(Copy, Clone)]
pub(crate) enum AttrTarget {
    Function(LLVMValueRef),
    Call(LLVMValueRef),
}

impl AttrTarget {
    fn add(self, index: u32, a: LLVMAttributeRef) {
        // SAFETY: the target is a live function or call instruction.
        unsafe {
            match self {
                AttrTarget::Function(f) => LLVMAddAttributeAtIndex(f, index, a),
                AttrTarget::Call(c) => LLVMAddCallSiteAttribute(c, index, a),
            }
        }
    }
}

impl ModuleTranslator<'_> {
    pub(crate) fn function_attributes(
        &mut self,
        top: &Body,
        op: Op,
        f: LLVMValueRef,
        defined: bool,
    ) -> Result<(), Diag> {
        let attrs = top.op(op).attrs;
        let target = AttrTarget::Function(f);
        for &(prop, llvm_name) in UNIT_FUNCTION_ATTRS {
            let id = self.ctx.ident(prop);
            if self.attr_flag(attrs, id) {
                self.add_enum_attr(target, FUNCTION_INDEX, llvm_name, 0);
            }
        }
        if let Some(bits) = self.memory_effects(attrs) {
            self.add_enum_attr(target, FUNCTION_INDEX, "memory", bits);
        }
        self.modelled_function_attributes(target, attrs);
        if defined {
            self.definition_attributes(target, attrs);
        }
        if let Some(AttrData::Array(items)) = self.attr(attrs, self.n.passthrough) {
            for &item in items.iter() {
                self.passthrough_entry(target, item)
                    .map_err(|e| self.loc_error(top.op(op).loc, e))?;
            }
        }
        self.arg_and_result_attrs(target, attrs)
            .map_err(|e| self.op_error(top, op, e))
    }

    /// `arg_attrs` / `res_attrs` of a function or call op.
    pub(crate) fn arg_and_result_attrs(
        &mut self,
        target: AttrTarget,
        attrs: AttrId,
    ) -> Result<(), String> {
        if let Some(AttrData::Array(args)) = self.attr(attrs, self.n.arg_attrs) {
            for (i, &dict) in args.iter().enumerate() {
                self.dialect_attrs(target, i as u32 + 1, dict)?;
            }
        }
        if let Some(AttrData::Array(res)) = self.attr(attrs, self.n.res_attrs) {
            if let Some(&dict) = res.first() {
                self.dialect_attrs(target, RETURN_INDEX, dict)?;
            }
        }
        Ok(())
    }

    /// The `llvm.`-prefixed entries of one argument or result dictionary.
    fn dialect_attrs(
        &mut self,
        target: AttrTarget,
        index: u32,
        dict: AttrId,
    ) -> Result<(), String> {
        for entry in self.ctx.dict_entries(dict) {
            let Some(name) = self.ctx.str(entry.name).strip_prefix("llvm.") else {
                continue;
            };
            match self.ctx.attr_data(entry.value) {
                // LLVM 22 spells `nocapture` as `captures(none)` (0).
                AttrData::Unit if name == "nocapture" => {
                    self.add_enum_attr(target, index, "captures", 0)
                }
                AttrData::Unit => self.add_enum_attr(target, index, name, 0),
                AttrData::Integer { value, .. } => {
                    if *value < 0 {
                        return Err(format!("attribute 'llvm.{name}' must be non-negative"));
                    }
                    self.add_enum_attr(target, index, name, *value as u64)
                }
                AttrData::Type(t) => {
                    let ty = self.ll_type(*t)?;
                    let kind = enum_kind(name);
                    if kind == 0 {
                        return Err(format!("unknown LLVM attribute 'llvm.{name}'"));
                    }
                    // SAFETY: a type attribute of a known kind.
                    let a = unsafe { LLVMCreateTypeAttribute(self.llctx, kind, ty) };
                    target.add(index, a);
                }
                AttrData::String { value, .. } => {
                    self.add_string_attr(target, index, name, self.ctx.bytes(*value));
                }
                AttrData::Opaque { body, .. } if name == "range" => {
                    let text = self.ctx.str(*body);
                    let range = parse_constant_range(text)
                        .ok_or_else(|| format!("unsupported 'llvm.range' value '{text}'"))?;
                    self.add_range_attr(target, index, range);
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// One `passthrough` entry: `"name"` or `["name", "value"]`, checked as
    /// MLIR does: integer attributes need a value (else a string attribute
    /// of that name is added), other LLVM attributes take none.
    fn passthrough_entry(&mut self, target: AttrTarget, item: AttrId) -> Result<(), String> {
        let bytes = |a: AttrId| match self.ctx.attr_data(a) {
            AttrData::String { value, .. } => Some(self.ctx.bytes(*value)),
            _ => None,
        };
        let (name, value) = match self.ctx.attr_data(item) {
            AttrData::String { value, .. } => (self.ctx.bytes(*value), None),
            AttrData::Array(pair) if pair.len() == 2 => match (bytes(pair[0]), bytes(pair[1])) {
                (Some(n), Some(v)) => (n, Some(v)),
                _ => {
                    return Err(
                        "expected arrays within 'passthrough' to contain two strings".into(),
                    )
                }
            },
            _ => return Err("expected 'passthrough' to contain string or array attributes".into()),
        };
        // A name that is not UTF-8 names no LLVM attribute kind: it and its
        // value pass through as bytes, as in MLIR.
        let Ok(name) = std::str::from_utf8(name) else {
            self.add_string_attr(target, FUNCTION_INDEX, name, value.unwrap_or(b""));
            return Ok(());
        };
        let kind = enum_kind(name);
        if kind == 0 {
            self.add_string_attr(target, FUNCTION_INDEX, name, value.unwrap_or(b""));
            return Ok(());
        }
        if TYPE_ATTRS.contains(&name) {
            return Err(format!(
                "LLVM attribute '{name}' takes a type and cannot be passed through"
            ));
        }
        if INT_ATTRS.contains(&name) {
            let Some(v) = value.filter(|v| !v.is_empty()) else {
                return Err(format!("LLVM attribute '{name}' expects a value"));
            };
            match std::str::from_utf8(v).ok().and_then(parse_int_radix0) {
                Some(n) => self.add_enum_attr(target, FUNCTION_INDEX, name, n),
                None => self.add_string_attr(target, FUNCTION_INDEX, name, v),
            }
            return Ok(());
        }
        if let Some(v) = value.filter(|v| !v.is_empty()) {
            return Err(format!(
                "LLVM attribute '{name}' does not expect a value, found '{}'",
                String::from_utf8_lossy(v)
            ));
        }
        self.add_enum_attr(target, FUNCTION_INDEX, name, 0);
        Ok(())
    }

    /// The `llvm.func` properties that stand for LLVM function attributes
    /// on declarations and definitions alike: `frame_pointer`,
    /// `target_features` and `uwtable_kind`.
    /// Attribute `name` of a function's dictionary `attrs`.
    fn func_attr(&self, attrs: AttrId, name: &str) -> Option<&AttrData> {
        self.ctx
            .dict_get(attrs, self.ctx.ident(name))
            .map(|a| self.ctx.attr_data(a))
    }

    /// The text inside `prefix...>` of the opaque attribute `name` of a
    /// function (`target_features<...>`, `vscale_range<...>`).
    fn opaque_func_attr(&self, attrs: AttrId, name: &str, prefix: &str) -> Option<&str> {
        match self.func_attr(attrs, name)? {
            AttrData::Opaque { body, .. } => self
                .ctx
                .str(*body)
                .strip_prefix(prefix)
                .and_then(|b| b.strip_suffix('>')),
            _ => None,
        }
    }

    fn modelled_function_attributes(&self, target: AttrTarget, attrs: AttrId) {
        let get = |name: &str| self.func_attr(attrs, name);
        if let Some(AttrData::Enum { kind, value }) = get("frame_pointer") {
            let mut s = String::new();
            strata_ir::syntax::attrs::write_enum_value(*kind, *value, &mut s);
            self.add_string_attr(target, FUNCTION_INDEX, "frame-pointer", s.trim_matches('"'));
        }
        let opaque = |name: &str, prefix: &str| self.opaque_func_attr(attrs, name, prefix);
        if let Some(list) = opaque("target_features", "target_features<") {
            let features: Vec<String> = list
                .trim_start_matches('[')
                .trim_end_matches(']')
                .split(',')
                .map(|f| f.trim().trim_matches('"').to_string())
                .filter(|f| !f.is_empty())
                .collect();
            self.add_string_attr(
                target,
                FUNCTION_INDEX,
                "target-features",
                features.join(","),
            );
        }
        match opaque("uwtable_kind", "uwtableKind<") {
            Some("sync") => self.add_enum_attr(target, FUNCTION_INDEX, "uwtable", 1),
            Some("async") => self.add_enum_attr(target, FUNCTION_INDEX, "uwtable", 2),
            _ => {}
        }
    }

    /// What MLIR 22 sets only on functions with a body: target CPU and
    /// tuning strings, instrumentation, the floating-point mode strings,
    /// `vscale_range` and the AArch64 SME attributes.
    fn definition_attributes(&self, target: AttrTarget, attrs: AttrId) {
        let get = |name: &str| self.func_attr(attrs, name);
        for &(prop, llvm_name) in DEFINITION_STRING_ATTRS {
            if let Some(AttrData::String { value, .. }) = get(prop) {
                self.add_string_attr(target, FUNCTION_INDEX, llvm_name, self.ctx.bytes(*value));
            }
        }
        for (prop, llvm_name) in [
            ("no_infs_fp_math", "no-infs-fp-math"),
            ("no_nans_fp_math", "no-nans-fp-math"),
            ("no_signed_zeros_fp_math", "no-signed-zeros-fp-math"),
        ] {
            if let Some(AttrData::Bool(b)) = get(prop) {
                let v = if *b { "true" } else { "false" };
                self.add_string_attr(target, FUNCTION_INDEX, llvm_name, v);
            }
        }
        for &(prop, llvm_name) in ARM_UNIT_ATTRS {
            if self.attr_flag(attrs, self.ctx.ident(prop)) {
                self.add_string_attr(target, FUNCTION_INDEX, llvm_name, "");
            }
        }
        let opaque = |name: &str, prefix: &str| self.opaque_func_attr(attrs, name, prefix);
        if let Some(range) = opaque("vscale_range", "vscale_range<") {
            let num = |key: &str| -> Option<u64> {
                let at = range.find(key)? + key.len();
                let digits: String = range[at..]
                    .trim_start_matches([' ', '='])
                    .chars()
                    .take_while(|c| c.is_ascii_digit())
                    .collect();
                digits.parse().ok()
            };
            if let (Some(min), Some(max)) = (num("minRange"), num("maxRange")) {
                self.add_enum_attr(target, FUNCTION_INDEX, "vscale_range", (min << 32) | max);
            }
        }
    }

    /// `#llvm.memory_effects<other = .., argMem = .., ...>` as LLVM's
    /// `memory` attribute value: two mod/ref bits per location (argmem,
    /// inaccessiblemem, errnomem, other, target_mem0, target_mem1).
    pub(crate) fn memory_effects(&self, attrs: AttrId) -> Option<u64> {
        let a = self.ctx.dict_get(attrs, self.ctx.ident("memory_effects"))?;
        let AttrData::Opaque { body, .. } = self.ctx.attr_data(a) else {
            return None;
        };
        let inner = self
            .ctx
            .str(*body)
            .strip_prefix("memory_effects<")?
            .strip_suffix('>')?;
        const LOCATIONS: [&str; 6] = [
            "argMem",
            "inaccessibleMem",
            "errnoMem",
            "other",
            "targetMem0",
            "targetMem1",
        ];
        let mut bits = 0u64;
        for part in inner.split(',') {
            let (key, value) = part.split_once('=')?;
            let loc = LOCATIONS.iter().position(|l| *l == key.trim())?;
            let modref: u64 = match value.trim() {
                "none" => 0,
                "read" => 1,
                "write" => 2,
                "readwrite" => 3,
                _ => return None,
            };
            bits |= modref << (2 * loc);
        }
        Some(bits)
    }

    pub(crate) fn add_enum_attr(&self, target: AttrTarget, index: u32, name: &str, value: u64) {
        let kind = enum_kind(name);
        if kind == 0 {
            self.add_string_attr(target, index, name, "");
            return;
        }
        // SAFETY: an enum/int attribute of a kind LLVM knows.
        let a = unsafe { LLVMCreateEnumAttribute(self.llctx, kind, value) };
        target.add(index, a);
    }

    /// `range(iN lower, upper)` on an argument or result.
    fn add_range_attr(&self, target: AttrTarget, index: u32, range: (u32, i128, i128)) {
        let (bits, lower, upper) = range;
        // LLVM takes each bound as little-endian 64-bit words and drops the
        // bits above the width.
        let words = |v: i128| [v as u64, (v >> 64) as u64];
        let (lo, hi) = (words(lower), words(upper));
        // SAFETY: two words are enough for widths up to 128 (checked by
        // the parser); LLVM copies them.
        let a = unsafe {
            LLVMCreateConstantRangeAttribute(
                self.llctx,
                enum_kind("range"),
                bits,
                lo.as_ptr(),
                hi.as_ptr(),
            )
        };
        target.add(index, a);
    }

    /// A string attribute `"name"="value"`: both are byte strings, as
    /// MLIR's string attributes are (`"no\FFinline"` is one byte 0xFF).
    fn add_string_attr(
        &self,
        target: AttrTarget,
        index: u32,
        name: impl AsRef<[u8]>,
        value: impl AsRef<[u8]>,
    ) {
        let (name, value) = (name.as_ref(), value.as_ref());
        // SAFETY: LLVM copies both strings.
        let a = unsafe {
            LLVMCreateStringAttribute(
                self.llctx,
                name.as_ptr() as *const _,
                name.len() as u32,
                value.as_ptr() as *const _,
                value.len() as u32,
            )
        };
        target.add(index, a);
    }
}

/// `constant_range<iN, lower, upper>` as (N, lower, upper), widths 1 to 128.
fn parse_constant_range(text: &str) -> Option<(u32, i128, i128)> {
    let inner = text.strip_prefix("constant_range<")?.strip_suffix('>')?;
    let mut parts = inner.split(',').map(str::trim);
    let bits: u32 = parts.next()?.strip_prefix('i')?.parse().ok()?;
    let lower: i128 = parts.next()?.parse().ok()?;
    let upper: i128 = parts.next()?.parse().ok()?;
    if parts.next().is_some() || !(1..=128).contains(&bits) {
        return None;
    }
    Some((bits, lower, upper))
}

fn enum_kind(name: &str) -> u32 {
    // SAFETY: a plain lookup by name.
    unsafe { LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len()) }
}
