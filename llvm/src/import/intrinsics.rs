//! Intrinsic calls: `llvm.intr.*` ops where Strata's dialect has one (their
//! immediate arguments become the op's attributes, as the export expects
//! them), `llvm.call_intrinsic` for the others.

use strata_ir::Opcode;

use super::ffi::V;
use super::insts::fastmath_names;
use super::types::quote;
use super::{FnState, Importer};
use crate::translate::intrinsics::{spec, Imm};

/// The `llvm.intr.*` op of intrinsic function `callee`, if Strata has one.
pub(crate) fn intrinsic_op(callee: V) -> Option<Opcode> {
    let base = callee.intrinsic_base_name()?;
    let short = base.strip_prefix("llvm.")?;
    let short = match short {
        "va_start" => "vastart",
        "va_end" => "vaend",
        "va_copy" => "vacopy",
        s => s,
    };
    let op = Opcode::from_name(&format!("llvm.intr.{short}"))?;
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
        let nargs = call.num_arg_operands();
        let args: Vec<V> = (0..nargs).filter_map(|i| call.operand(i)).collect();
        let res = if void {
            "()".to_string()
        } else {
            rty.to_string()
        };
        // Constrained FP calls: an op of their own, or
        // `constrained_fp_call` naming the intrinsic.
        if let Some(base) = callee
            .intrinsic_base_name()
            .filter(|b| b.starts_with("llvm.experimental.constrained."))
        {
            if let Some(line) = self.constrained_call(f, call, callee, &base, &args, &res)? {
                return Ok(Some(self.emit_result(f, line, void)));
            }
        }
        let Some(op) = intrinsic_op(callee) else {
            // Unknown to the dialect: llvm.call_intrinsic.
            let mut names = Vec::new();
            let mut tys = Vec::new();
            for a in args {
                let (n, t) = self.typed(f, a)?;
                names.push(n);
                tys.push(t);
            }
            let b = self.bundles(f, call)?;
            // (The generic form's operand segments: the arguments, then
            // the bundle operands.)
            let segments = format!("array<i32: {}, {}>", names.len(), b.operands.len());
            names.extend(b.operands);
            tys.extend(b.types);
            let fm = fastmath_names(call, false);
            let fm = if fm.is_empty() {
                "none".to_string()
            } else {
                fm
            };
            let line = format!(
                "\"llvm.call_intrinsic\"({}) <{{fastmathFlags = #llvm.fastmath<{fm}>, intrin = {}, {}, operandSegmentSizes = {segments}}}> : ({}) -> {res}",
                names.join(", "),
                quote(&callee.name()),
                b.props,
                tys.join(", ")
            );
            return Ok(Some(self.emit_result(f, line, void)));
        };
        let spec = spec(op);
        // mlir-translate materialises the immediate arguments of the
        // matrix intrinsics as constants as well (then unused).
        if matches!(
            op,
            Opcode::IntrMatrixMultiply
                | Opcode::IntrMatrixTranspose
                | Opcode::IntrMatrixColumnMajorLoad
                | Opcode::IntrMatrixColumnMajorStore
        ) {
            for a in &args {
                self.value(f, *a)?;
            }
        }
        let mut names = Vec::new();
        let mut tys = Vec::new();
        let mut props = Vec::new();
        if op == Opcode::IntrExperimentalNoaliasScopeDecl {
            let list = args.first().copied().filter(|a| a.is_md_node());
            let list =
                list.ok_or_else(|| format!("unhandled instruction: {}", call.print().trim()))?;
            let scope = self.scope_decl(list)?;
            f.emit(format!("{} {scope}", op.name()));
            return Ok(Some(None));
        }
        if crate::translate::metadata::carries_memory_metadata(op) {
            props.extend(self.memory_metadata(call)?);
        }
        for (i, a) in args.iter().enumerate() {
            if let Some(&(_, name, imm)) = spec.imms.iter().find(|(p, _, _)| *p == i) {
                let attr = self
                    .const_attr(*a)?
                    .ok_or_else(|| format!("unhandled instruction: {}", call.print().trim()))?;
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
        // Masked memory intrinsics carry the pointer's `align` parameter
        // attribute as their `alignment`.
        let ptr_arg = match op {
            Opcode::IntrMaskedLoad | Opcode::IntrMaskedGather => Some(0),
            Opcode::IntrMaskedStore | Opcode::IntrMaskedScatter => Some(1),
            _ => None,
        };
        if let Some(i) = ptr_arg {
            if let Some(a) = super::symbols::call_param_align(call, i + 1) {
                props.push(format!("alignment = {a} : i32"));
            }
            if call.has_metadata("nontemporal") {
                props.push("nontemporal".into());
            }
        }
        if strata_ir::dialect::llvm::has_fastmath(op) {
            let fm = fastmath_names(call, false);
            let fm = if fm.is_empty() {
                "none".to_string()
            } else {
                fm
            };
            props.push(format!("fastmathFlags = #llvm.fastmath<{fm}>"));
        }
        let b = self.bundles(f, call)?;
        if !b.tags.is_empty() && op != Opcode::IntrAssume {
            return Err(format!("unhandled instruction: {}", call.print().trim()));
        }
        if op == Opcode::IntrAssume {
            // (`op_bundle_sizes` is required, empty when it has no bundle.)
            names.extend(b.operands);
            tys.extend(b.types);
            props.push(b.props);
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

/// The string of a `metadata !"..."` operand.
impl Importer {
    /// `(values..., metadata !"round.*"?, metadata !"fpexcept.*")` as the
    /// constrained op of `callee`, or `constrained_fp_call` when the dialect
    /// has none; `None` for other shapes (the comparisons' predicate).
    fn constrained_call(
        &mut self,
        f: &mut FnState,
        call: V,
        callee: V,
        base: &str,
        args: &[V],
        res: &str,
    ) -> Result<Option<String>, String> {
        let values = args.iter().take_while(|a| md_string(**a).is_none()).count();
        let mds: Vec<String> = args[values..]
            .iter()
            .filter_map(|a| md_string(*a))
            .collect();
        if mds.len() + values != args.len() || mds.is_empty() || mds.len() > 2 {
            return Ok(None);
        }
        let bad = || format!("unhandled instruction: {}", call.print().trim());
        let round = match mds.len() {
            2 => Some(match mds[0].as_str() {
                "round.towardzero" => 0,
                "round.tonearest" => 1,
                "round.upward" => 2,
                "round.downward" => 3,
                "round.tonearestaway" => 4,
                "round.dynamic" => 7,
                _ => return Err(bad()),
            }),
            _ => None,
        };
        let except = match mds[mds.len() - 1].as_str() {
            "fpexcept.ignore" => 0,
            "fpexcept.maytrap" => 1,
            "fpexcept.strict" => 2,
            _ => return Err(bad()),
        };
        let mut names = Vec::with_capacity(values);
        let mut tys = Vec::with_capacity(values);
        for a in &args[..values] {
            let (n, t) = self.typed(f, *a)?;
            names.push(n);
            tys.push(t);
        }
        // Properties in name order.
        let mut props = format!("fpExceptionBehavior = {except} : i64");
        let name = match intrinsic_op(callee) {
            Some(op) => op.name().to_string(),
            None => {
                props.push_str(&format!(", intrinsic = {}", quote(base)));
                "llvm.intr.experimental.constrained_fp_call".to_string()
            }
        };
        if let Some(r) = round {
            props.push_str(&format!(", roundingmode = {r} : i64"));
        }
        Ok(Some(format!(
            "\"{name}\"({}) <{{{props}}}> : ({}) -> {res}",
            names.join(", "),
            tys.join(", ")
        )))
    }
}

fn md_string(v: V) -> Option<String> {
    v.md_string()
}

/// The operand bundles of a call: their operands (appended after the
/// call's own), and the `op_bundle_sizes` / `op_bundle_tags` properties.
pub(crate) struct Bundles {
    pub operands: Vec<String>,
    pub types: Vec<String>,
    pub tags: Vec<String>,
    pub props: String,
}

impl Importer {
    pub(crate) fn bundles(&mut self, f: &mut FnState, call: V) -> Result<Bundles, String> {
        let mut b = Bundles {
            operands: Vec::new(),
            types: Vec::new(),
            tags: Vec::new(),
            props: String::new(),
        };
        let mut sizes = Vec::new();
        for (tag, args) in call.operand_bundles() {
            sizes.push(args.len().to_string());
            for a in args {
                let a = a.ok_or("missing bundle operand")?;
                let (n, t) = self.typed(f, a)?;
                b.operands.push(n);
                b.types.push(t);
            }
            b.tags.push(quote(&tag));
        }
        b.props = if sizes.is_empty() {
            "op_bundle_sizes = array<i32>".to_string()
        } else {
            format!(
                "op_bundle_sizes = array<i32: {}>, op_bundle_tags = [{}]",
                sizes.join(", "),
                b.tags.join(", ")
            )
        };
        Ok(b)
    }
}
