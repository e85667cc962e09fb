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

/// `llvm.func` unit properties that are LLVM enum attributes.
const UNIT_FUNCTION_ATTRS: &[(&str, &str)] = &[
    ("no_inline", "noinline"),
    ("always_inline", "alwaysinline"),
    ("inline_hint", "inlinehint"),
    ("no_unwind", "nounwind"),
    ("will_return", "willreturn"),
    ("optimize_none", "optnone"),
    ("convergent", "convergent"),
    ("cold", "cold"),
    ("hot", "hot"),
    ("noduplicate", "noduplicate"),
    ("returns_twice", "returns_twice"),
];

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
    ) -> Result<(), Diag> {
        let attrs = top.op(op).attrs;
        let target = AttrTarget::Function(f);
        for &(prop, llvm_name) in UNIT_FUNCTION_ATTRS {
            let id = self.ctx.ident(prop);
            if self.attr_flag(attrs, id) {
                self.add_enum_attr(target, FUNCTION_INDEX, llvm_name, 0);
            }
        }
        if let Some(AttrData::Array(items)) = self.attr(attrs, self.n.passthrough) {
            for &item in items.iter() {
                self.passthrough_entry(target, item)
                    .map_err(|e| self.op_error(top, op, e))?;
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
                    let v = self.ctx.str(*value);
                    self.add_string_attr(target, index, name, v);
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// One `passthrough` entry: `"name"` or `["name", "value"]`.
    fn passthrough_entry(&mut self, target: AttrTarget, item: AttrId) -> Result<(), String> {
        let (name, value) = match self.ctx.attr_data(item) {
            AttrData::String { value, .. } => (self.ctx.str(*value), None),
            AttrData::Array(pair) if pair.len() == 2 => {
                let s = |a: AttrId| match self.ctx.attr_data(a) {
                    AttrData::String { value, .. } => Some(self.ctx.str(*value)),
                    _ => None,
                };
                match (s(pair[0]), s(pair[1])) {
                    (Some(n), Some(v)) => (n, Some(v)),
                    _ => {
                        return Err(
                            "expected 'passthrough' to contain string or array attributes".into(),
                        )
                    }
                }
            }
            _ => return Err("expected 'passthrough' to contain string or array attributes".into()),
        };
        let kind = enum_kind(name);
        if kind == 0 {
            self.add_string_attr(target, FUNCTION_INDEX, name, value.unwrap_or(""));
            return Ok(());
        }
        if TYPE_ATTRS.contains(&name) {
            return Err(format!(
                "LLVM attribute '{name}' takes a type and cannot be passed through"
            ));
        }
        let v = match value {
            None => 0,
            Some(v) => v
                .parse::<u64>()
                .map_err(|_| format!("LLVM attribute '{name}' expects an integer value"))?,
        };
        self.add_enum_attr(target, FUNCTION_INDEX, name, v);
        Ok(())
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

    fn add_string_attr(&self, target: AttrTarget, index: u32, name: &str, value: &str) {
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

fn enum_kind(name: &str) -> u32 {
    // SAFETY: a plain lookup by name.
    unsafe { LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len()) }
}
