//! Intrinsic calls: `llvm.intr.*` ops where Strata's dialect has one (their
//! immediate arguments become the op's attributes, as the export expects
//! them), `llvm.call_intrinsic` for the others.

use llvm_sys::core::*;
use strata_ir::Opcode;

use super::ffi::V;
use super::insts::fastmath_names;
use super::types::quote;
use super::{FnState, Importer};
use crate::translate::intrinsics::{spec, Imm};

/// The `llvm.intr.*` op of intrinsic function `callee`, if Strata has one.
pub(crate) fn intrinsic_op(callee: V) -> Option<Opcode> {
    // SAFETY: a function; the name is a static string of LLVM's tables.
    let base = unsafe {
        let id = LLVMGetIntrinsicID(callee.raw());
        if id == 0 {
            return None;
        }
        let mut len = 0usize;
        let p = LLVMIntrinsicGetName(id, &mut len);
        if p.is_null() {
            return None;
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
    };
    let short = base.strip_prefix("llvm.")?;
    let short = match short {
        "va_start" => "vastart",
        "va_end" => "vaend",
        "va_copy" => "vacopy",
        s => s,
    };
    let op = Opcode::from_name(&format!("llvm.intr.{short}"))?;
    // Intrinsics whose operands carry metadata are not modelled here.
    if matches!(op, Opcode::IntrExperimentalConstrainedFptrunc) {
        return None;
    }
    Some(op)
}

impl Importer {
    /// Converts a call of intrinsic `callee`; returns the result's name.
    pub(crate) fn intrinsic_call(
        &mut self,
        f: &mut FnState,
        call: V,
        callee: V,
        void: bool,
        rty: &str,
    ) -> Result<Option<Option<String>>, String> {
        // SAFETY: a call instruction.
        let nargs = unsafe { LLVMGetNumArgOperands(call.raw()) };
        let args: Vec<V> = (0..nargs).filter_map(|i| call.operand(i)).collect();
        let res = if void { "()".to_string() } else { rty.to_string() };
        let Some(op) = intrinsic_op(callee) else {
            // Unknown to the dialect: llvm.call_intrinsic.
            let mut names = Vec::new();
            let mut tys = Vec::new();
            for a in args {
                let (n, t) = self.typed(f, a)?;
                names.push(n);
                tys.push(t);
            }
            let fm = fastmath_names(call, false);
            let fm = if fm.is_empty() { "none".to_string() } else { fm };
            let line = format!(
                "\"llvm.call_intrinsic\"({}) <{{fastmathFlags = #llvm.fastmath<{fm}>, intrin = {}, op_bundle_sizes = array<i32>}}> : ({}) -> {res}",
                names.join(", "),
                quote(&callee.name()),
                tys.join(", ")
            );
            return Ok(Some(self.emit_result(f, line, void)));
        };
        let spec = spec(op);
        let mut names = Vec::new();
        let mut tys = Vec::new();
        let mut props = Vec::new();
        for (i, a) in args.iter().enumerate() {
            if let Some(&(_, name, imm)) = spec.imms.iter().find(|(p, _, _)| *p == i) {
                let attr = self.const_attr(*a)?.ok_or_else(|| {
                    format!("unhandled instruction: {}", call.print().trim())
                })?;
                let value = attr.split(" : ").next().unwrap_or("0").to_string();
                let text = match imm {
                    Imm::I1 => match value.as_str() {
                        "true" | "1" => "true".to_string(),
                        _ => "false".to_string(),
                    },
                    Imm::I8 => format!("{value} : i8"),
                    Imm::I32 => format!("{value} : i32"),
                    Imm::I64 => format!("{value} : i64"),
                    Imm::F64 | Imm::Typed => attr.clone(),
                };
                props.push(format!("{name} = {text}"));
                continue;
            }
            let (n, t) = self.typed(f, *a)?;
            names.push(n);
            tys.push(t);
        }
        if strata_ir::dialect::llvm::has_fastmath(op) {
            let fm = fastmath_names(call, false);
            let fm = if fm.is_empty() { "none".to_string() } else { fm };
            props.push(format!("fastmathFlags = #llvm.fastmath<{fm}>"));
        }
        props.sort();
        let props = if props.is_empty() {
            String::new()
        } else {
            format!(" <{{{}}}>", props.join(", "))
        };
        let line = format!(
            "\"{}\"({}){props} : ({}) -> {res}",
            op.name(),
            names.join(", "),
            tys.join(", ")
        );
        Ok(Some(self.emit_result(f, line, void)))
    }

    fn emit_result(&mut self, f: &mut FnState, line: String, void: bool) -> Option<String> {
        if void {
            f.emit(line);
            None
        } else {
            let r = f.fresh();
            f.emit(format!("{r} = {line}"));
            Some(r)
        }
    }
}
