//! Function bodies: blocks, PHIs as block arguments, and every instruction
//! (and constant expression) as its LLVM-dialect op.

use llvm_sys::LLVMOpcode::{self, *};
use llvm_sys::LLVMTypeKind::*;
use llvm_sys::LLVMValueKind::*;
use llvm_sys::{LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMRealPredicate};
use llvm_sys::{LLVMFastMathAllowContract, LLVMFastMathAllowReassoc, LLVMTailCallKind};
use llvm_sys::{LLVMFastMathAllowReciprocal, LLVMFastMathApproxFunc, LLVMFastMathNoInfs};
use llvm_sys::{LLVMFastMathNoNaNs, LLVMFastMathNoSignedZeros};
use rustc_hash::FxHashSet;

use super::consts::symbol;
use super::ffi::{B, V};
use super::{FnState, Importer};

/// The sentinel of a dynamic GEP index in `rawConstantIndices`.
const DYNAMIC_INDEX: i64 = i32::MIN as i64;

impl Importer {
    /// Converts the body of a defined function: returns the region text
    /// (blocks in LLVM's order, the entry block first with the arguments).
    pub(crate) fn function_body(&mut self, func: V, f: &mut FnState) -> Result<String, String> {
        let blocks = func.blocks();
        for (i, &b) in blocks.iter().enumerate() {
            f.blocks.insert(b, i);
        }
        let mut args = Vec::new();
        for (i, p) in func.params().into_iter().enumerate() {
            let name = format!("%arg{i}");
            let ty = self.ty(p.ty().ok_or("argument without type")?)?;
            args.push(format!("{name}: {ty}"));
            f.vals.insert(p, name);
        }
        // PHIs are block arguments: name them all first, since branches
        // refer to them before their block is converted.
        let mut block_args: Vec<Vec<String>> = vec![Vec::new(); blocks.len()];
        for (i, &b) in blocks.iter().enumerate() {
            for phi in phis(b) {
                let name = f.fresh();
                let ty = self.ty(phi.ty().ok_or("phi without type")?)?;
                block_args[i].push(format!("{name}: {ty}"));
                f.vals.insert(phi, name);
            }
        }
        // Blocks unreachable from the entry are dropped, as mlir-translate
        // does.
        let mut texts: Vec<Option<String>> = vec![None; blocks.len()];
        for b in topological_order(&blocks[..1]) {
            let idx = f.blocks[&b];
            f.body = String::new();
            if self.address_taken.contains(&b) {
                f.emit(format!("llvm.blocktag <id = {idx}>"));
            }
            for inst in b.instructions() {
                if inst.opcode() == LLVMPHI {
                    continue;
                }
                self.instruction(f, inst)?;
            }
            texts[idx] = Some(std::mem::take(&mut f.body));
        }
        let mut out = String::new();
        for (i, text) in texts.iter().enumerate() {
            let Some(text) = text else {
                continue;
            };
            for (_, extra) in f.extra.iter().filter(|(before, _)| *before == i) {
                out.push_str(extra);
            }
            let a = if i == 0 { &args } else { &block_args[i] };
            if a.is_empty() {
                out.push_str(&format!("  ^bb{i}:\n"));
            } else {
                out.push_str(&format!("  ^bb{i}({}):\n", a.join(", ")));
            }
            if i == 0 {
                out.push_str(&f.consts);
            }
            out.push_str(text);
        }
        Ok(out)
    }

    fn instruction(&mut self, f: &mut FnState, inst: V) -> Result<(), String> {
        let r = self.instruction_like(f, inst, false)?;
        if let Some(name) = r {
            f.vals.insert(inst, name);
        }
        Ok(())
    }

    /// Converts an instruction, or a constant expression (`is_const`, into
    /// the constants block); returns the result's SSA name.
    pub(crate) fn instruction_like(
        &mut self,
        f: &mut FnState,
        v: V,
        is_const: bool,
    ) -> Result<Option<String>, String> {
        let op = if is_const {
            v.const_opcode()
        } else {
            v.opcode()
        };
        let unhandled = || {
            if is_const {
                format!("unhandled constant: {}", v.print().trim())
            } else {
                format!("unhandled instruction: {}", v.print().trim())
            }
        };
        let emit = |f: &mut FnState, line: String| {
            if is_const {
                f.emit_const(line)
            } else {
                f.emit(line)
            }
        };
        let ty = v.ty().ok_or("value without type")?;
        let void = ty.kind() == LLVMVoidTypeKind;
        let rty = self.ty(ty)?;
        if let Some(name) = int_binop(op) {
            let a = self.value(f, v.operand(0).ok_or_else(unhandled)?)?;
            let b = self.value(f, v.operand(1).ok_or_else(unhandled)?)?;
            let r = f.fresh();
            let mut pre = String::new();
            let mut post = String::new();
            if is_const {
                // The C API reads wrap flags of instructions only; a
                // constant expression shows them in its printed form
                // (`i64 add nuw (i64 ..., i64 1)`).
                let text = v.print();
                let key = format!(" {name} ");
                if let Some((_, rest)) = text.split_once(&key) {
                    let head = rest.split('(').next().unwrap_or("");
                    let fl: Vec<&str> = ["nsw", "nuw"]
                        .into_iter()
                        .filter(|f| head.split_whitespace().any(|w| w == *f))
                        .collect();
                    if !fl.is_empty() {
                        post = format!(" overflow<{}>", fl.join(", "));
                    }
                }
            } else {
                match op {
                    LLVMAdd | LLVMSub | LLVMMul | LLVMShl => post = overflow_suffix(v),
                    LLVMUDiv | LLVMSDiv | LLVMLShr | LLVMAShr if v.exact() => {
                        pre = "exact ".into();
                    }
                    LLVMOr if v.disjoint() => pre = "disjoint ".into(),
                    _ => {}
                }
            }
            emit(f, format!("{r} = llvm.{name} {pre}{a}, {b}{post} : {rty}"));
            return Ok(Some(r));
        }
        if let Some(name) = float_binop(op) {
            let a = self.value(f, v.operand(0).ok_or_else(unhandled)?)?;
            let b = self.value(f, v.operand(1).ok_or_else(unhandled)?)?;
            let r = f.fresh();
            let fm = self.fastmath_suffix(v, is_const);
            emit(f, format!("{r} = llvm.{name} {a}, {b}{fm} : {rty}"));
            return Ok(Some(r));
        }
        if let Some(name) = cast(op) {
            let src = v.operand(0).ok_or_else(unhandled)?;
            let (a, aty) = self.typed(f, src)?;
            let r = f.fresh();
            let mut pre = "";
            if !is_const && matches!(op, LLVMZExt | LLVMUIToFP) && v.nneg() {
                pre = "nneg ";
            }
            let mut post = String::new();
            if !is_const && op == LLVMTrunc {
                post = overflow_suffix(v);
            }
            emit(
                f,
                format!("{r} = llvm.{name} {pre}{a}{post} : {aty} to {rty}"),
            );
            return Ok(Some(r));
        }
        match op {
            LLVMFNeg => {
                let a = self.value(f, v.operand(0).ok_or_else(unhandled)?)?;
                let r = f.fresh();
                let fm = self.fastmath_suffix(v, is_const);
                emit(f, format!("{r} = llvm.fneg {a}{fm} : {rty}"));
                Ok(Some(r))
            }
            LLVMICmp if !is_const => {
                let (a, aty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let b = self.value(f, v.operand(1).ok_or_else(unhandled)?)?;
                let pred = icmp_name(v.icmp_predicate());
                let r = f.fresh();
                emit(f, format!("{r} = llvm.icmp \"{pred}\" {a}, {b} : {aty}"));
                Ok(Some(r))
            }
            LLVMFCmp if !is_const => {
                let (a, aty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let b = self.value(f, v.operand(1).ok_or_else(unhandled)?)?;
                let pred = fcmp_name(v.fcmp_predicate());
                let r = f.fresh();
                let fm = self.fastmath_suffix(v, is_const);
                emit(
                    f,
                    format!("{r} = llvm.fcmp \"{pred}\" {a}, {b}{fm} : {aty}"),
                );
                Ok(Some(r))
            }
            LLVMSelect => {
                let (c, cty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let a = self.value(f, v.operand(1).ok_or_else(unhandled)?)?;
                let b = self.value(f, v.operand(2).ok_or_else(unhandled)?)?;
                let r = f.fresh();
                let fm = self.fastmath_suffix(v, is_const);
                emit(
                    f,
                    format!("{r} = llvm.select {c}, {a}, {b}{fm} : {cty}, {rty}"),
                );
                Ok(Some(r))
            }
            LLVMFreeze => {
                let a = self.value(f, v.operand(0).ok_or_else(unhandled)?)?;
                let r = f.fresh();
                emit(f, format!("{r} = llvm.freeze {a} : {rty}"));
                Ok(Some(r))
            }
            LLVMGetElementPtr => self.gep(f, v, is_const).map(Some),
            LLVMExtractElement => {
                let (a, aty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let (i, ity) = self.typed(f, v.operand(1).ok_or_else(unhandled)?)?;
                let r = f.fresh();
                emit(
                    f,
                    format!("{r} = llvm.extractelement {a}[{i} : {ity}] : {aty}"),
                );
                Ok(Some(r))
            }
            LLVMInsertElement => {
                let a = self.value(f, v.operand(0).ok_or_else(unhandled)?)?;
                let x = self.value(f, v.operand(1).ok_or_else(unhandled)?)?;
                let (i, ity) = self.typed(f, v.operand(2).ok_or_else(unhandled)?)?;
                let r = f.fresh();
                emit(
                    f,
                    format!("{r} = llvm.insertelement {x}, {a}[{i} : {ity}] : {rty}"),
                );
                Ok(Some(r))
            }
            LLVMShuffleVector if !is_const => {
                let (a, aty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let b = self.value(f, v.operand(1).ok_or_else(unhandled)?)?;
                let mask: Vec<String> = v.shuffle_mask().iter().map(|m| m.to_string()).collect();
                let r = f.fresh();
                emit(
                    f,
                    format!(
                        "{r} = llvm.shufflevector {a}, {b} [{}] : {aty}",
                        mask.join(", ")
                    ),
                );
                Ok(Some(r))
            }
            LLVMExtractValue if !is_const => {
                let (a, aty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let pos = join_u32(&v.indices());
                let r = f.fresh();
                emit(f, format!("{r} = llvm.extractvalue {a}[{pos}] : {aty}"));
                Ok(Some(r))
            }
            LLVMInsertValue if !is_const => {
                let a = self.value(f, v.operand(0).ok_or_else(unhandled)?)?;
                let x = self.value(f, v.operand(1).ok_or_else(unhandled)?)?;
                let pos = join_u32(&v.indices());
                let r = f.fresh();
                emit(f, format!("{r} = llvm.insertvalue {x}, {a}[{pos}] : {rty}"));
                Ok(Some(r))
            }
            _ if is_const => Err(unhandled()),
            LLVMAlloca => {
                let (n, nty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let elem = v.allocated_type().ok_or_else(unhandled)?;
                let ety = self.ty(elem)?;
                let align = v.alignment();
                let attrs = if align > 0 {
                    format!(" {{alignment = {align} : i64}}")
                } else {
                    String::new()
                };
                let r = f.fresh();
                f.emit(format!(
                    "{r} = llvm.alloca {n} x {ety}{attrs} : ({nty}) -> {rty}"
                ));
                Ok(Some(r))
            }
            LLVMLoad => {
                let (p, pty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let props = self.memory_props(v)?;
                let r = f.fresh();
                f.emit(format!(
                    "{r} = \"llvm.load\"({p}) <{{{props}}}> : ({pty}) -> {rty}"
                ));
                Ok(Some(r))
            }
            LLVMStore => {
                let (x, xty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let (p, pty) = self.typed(f, v.operand(1).ok_or_else(unhandled)?)?;
                let props = self.memory_props(v)?;
                f.emit(format!(
                    "\"llvm.store\"({x}, {p}) <{{{props}}}> : ({xty}, {pty}) -> ()"
                ));
                Ok(None)
            }
            LLVMFence => {
                let ord = ordering_name(v.ordering());
                let scope = sync_scope(v);
                f.emit(format!("llvm.fence {scope}{ord}"));
                Ok(None)
            }
            LLVMAtomicRMW => {
                let (p, pty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let (x, xty) = self.typed(f, v.operand(1).ok_or_else(unhandled)?)?;
                let (bin, ord, vol) = (
                    rmw_name(v.rmw_op()),
                    ordering_name(v.ordering()),
                    v.volatile(),
                );
                let vol = if vol { "volatile " } else { "" };
                let scope = sync_scope(v);
                let md = self.memory_metadata_suffix(v)?;
                let r = f.fresh();
                f.emit(format!(
                    "{r} = llvm.atomicrmw {vol}{bin} {p}, {x} {scope}{ord} {{alignment = {} : i64{md}}} : {pty}, {xty}",
                    v.alignment()
                ));
                Ok(Some(r))
            }
            LLVMAtomicCmpXchg => {
                let (p, pty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let (c, cty) = self.typed(f, v.operand(1).ok_or_else(unhandled)?)?;
                let x = self.value(f, v.operand(2).ok_or_else(unhandled)?)?;
                let (success, failure) = v.cmpxchg_orderings();
                let (s, fl, vol, weak) = (
                    ordering_name(success),
                    ordering_name(failure),
                    v.volatile(),
                    v.weak(),
                );
                let weak = if weak { "weak " } else { "" };
                let vol = if vol { "volatile " } else { "" };
                let scope = sync_scope(v);
                let md = self.memory_metadata_suffix(v)?;
                let r = f.fresh();
                f.emit(format!(
                    "{r} = llvm.cmpxchg {weak}{vol}{p}, {c}, {x} {scope}{s} {fl} {{alignment = {} : i64{md}}} : {pty}, {cty}",
                    v.alignment()
                ));
                Ok(Some(r))
            }
            LLVMVAArg => {
                let (p, pty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let r = f.fresh();
                f.emit(format!("{r} = llvm.va_arg {p} : ({pty}) -> {rty}"));
                Ok(Some(r))
            }
            LLVMInvoke => {
                self.invoke(f, v, void, &rty).map_err(
                    |e| {
                        if e.is_empty() {
                            unhandled()
                        } else {
                            e
                        }
                    },
                )
            }
            LLVMLandingPad => {
                let (cleanup, clauses) = v.landingpad();
                let mut names = Vec::new();
                let mut tys = Vec::new();
                for c in clauses {
                    let (n, t) = self.typed(f, c.ok_or_else(unhandled)?)?;
                    names.push(n);
                    tys.push(t);
                }
                let props = if cleanup { " <{cleanup}>" } else { "" };
                let r = f.fresh();
                f.emit(format!(
                    "{r} = \"llvm.landingpad\"({}){props} : ({}) -> {rty}",
                    names.join(", "),
                    tys.join(", ")
                ));
                Ok(Some(r))
            }
            LLVMResume => {
                let (x, xty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                f.emit(format!("\"llvm.resume\"({x}) : ({xty}) -> ()"));
                Ok(None)
            }
            LLVMCall => {
                self.call(f, v, void, &rty)
                    .map_err(|e| if e.is_empty() { unhandled() } else { e })
            }
            LLVMRet => {
                match v.operand(0) {
                    Some(x) => {
                        let (x, xty) = self.typed(f, x)?;
                        f.emit(format!("llvm.return {x} : {xty}"));
                    }
                    None => f.emit("llvm.return".to_string()),
                }
                Ok(None)
            }
            LLVMUnreachable => {
                f.emit("llvm.unreachable".to_string());
                Ok(None)
            }
            LLVMBr => {
                let from = instruction_block(v).ok_or_else(unhandled)?;
                let succs = v.successors();
                let mut targets = Vec::new();
                for s in &succs {
                    targets.push(self.successor(f, from, *s)?);
                }
                let md = self.loop_annotation_suffix(v)?;
                if v.is_conditional() && targets.len() == 2 {
                    let c = v.condition().ok_or_else(unhandled)?;
                    let c = self.value(f, c)?;
                    let weights = match super::metadata::branch_weights(v) {
                        Some(w) => format!(" weights([{}])", w.join(", ")),
                        None => String::new(),
                    };
                    f.emit(format!(
                        "llvm.cond_br {c}{weights}, {}, {}{md}",
                        targets[0], targets[1]
                    ));
                } else if targets.len() == 1 {
                    f.emit(format!("llvm.br {}{md}", targets[0]));
                } else {
                    return Err(unhandled());
                }
                Ok(None)
            }
            LLVMIndirectBr => {
                let from = instruction_block(v).ok_or_else(unhandled)?;
                let (addr, aty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let mut targets = Vec::new();
                for s in v.successors() {
                    targets.push(format!("    {}", self.successor(f, from, s)?));
                }
                f.emit(format!(
                    "llvm.indirectbr {addr} : {aty}, [\n{}\n    ]",
                    targets.join(",\n")
                ));
                Ok(None)
            }
            LLVMSwitch => {
                let from = instruction_block(v).ok_or_else(unhandled)?;
                let (c, cty) = self.typed(f, v.operand(0).ok_or_else(unhandled)?)?;
                let succs = v.successors();
                let default = self.successor(f, from, *succs.first().ok_or_else(unhandled)?)?;
                let mut cases = Vec::new();
                for (i, s) in succs.iter().enumerate().skip(1) {
                    let val = v.switch_case_value(i as u32).ok_or_else(unhandled)?;
                    let attr = self.const_attr(val)?.ok_or_else(unhandled)?;
                    let num = attr.split(" : ").next().unwrap_or("0").to_string();
                    let num = match num.as_str() {
                        "true" => "1".to_string(),
                        "false" => "0".to_string(),
                        _ => num,
                    };
                    let t = self.successor(f, from, *s)?;
                    cases.push(format!("      {num}: {t}"));
                }
                let weights = match super::metadata::branch_weights(v) {
                    Some(w) => format!(" {{branch_weights = array<i32: {}>}}", w.join(", ")),
                    None => String::new(),
                };
                if cases.is_empty() {
                    f.emit(format!(
                        "llvm.switch {c} : {cty}, {default} [\n    ]{weights}"
                    ));
                } else {
                    f.emit(format!(
                        "llvm.switch {c} : {cty}, {default} [\n{}\n    ]{weights}",
                        cases.join(",\n")
                    ));
                }
                Ok(None)
            }
            _ => Err(unhandled()),
        }
    }

    /// A call of inline assembly: `llvm.inline_asm` (a void call gets an
    /// `!llvm.void` result, as mlir-translate gives it).
    fn inline_asm(
        &mut self,
        f: &mut FnState,
        call: V,
        asm: V,
        nargs: u32,
        void: bool,
        rty: &str,
    ) -> Result<Option<String>, String> {
        let info = asm.inline_asm();
        let (text, constraints, side, align, intel, unwind) = (
            info.text,
            info.constraints,
            info.side_effects,
            info.align_stack,
            info.intel,
            info.can_unwind,
        );
        if unwind {
            return Err(String::new());
        }
        let mut names = Vec::new();
        let mut tys = Vec::new();
        for i in 0..nargs {
            let (a, t) = self.typed(f, call.operand(i).ok_or("")?)?;
            names.push(a);
            tys.push(t);
        }
        let mut props = vec![
            format!("asm_string = {}", super::types::quote(&text)),
            format!("constraints = {}", super::types::quote(&constraints)),
            format!("asm_dialect = {} : i64", u8::from(intel)),
        ];
        if side {
            props.push("has_side_effects".into());
        }
        if align {
            props.push("is_align_stack".into());
        }
        let res = if void { "!llvm.void" } else { rty };
        let r = f.fresh();
        f.emit(format!(
            "{r} = \"llvm.inline_asm\"({}) <{{{}}}> : ({}) -> {res}",
            names.join(", "),
            props.join(", "),
            tys.join(", ")
        ));
        Ok(if void { None } else { Some(r) })
    }

    /// An invoke: like a call, with a normal and an unwind destination.
    fn invoke(
        &mut self,
        f: &mut FnState,
        v: V,
        void: bool,
        rty: &str,
    ) -> Result<Option<String>, String> {
        let (callee, fty, nargs, cconv, normal, unwind, from) = (
            v.called_value(),
            v.called_function_type(),
            v.num_arg_operands(),
            v.call_conv(),
            v.normal_dest(),
            v.unwind_dest(),
            v.parent_block(),
        );
        let (callee, fty, normal, unwind, from) = (
            callee.ok_or("")?,
            fty.ok_or("")?,
            normal.ok_or("")?,
            unwind.ok_or("")?,
            from.ok_or("")?,
        );
        // When the invoke's own result feeds its normal destination's block
        // arguments, the invoke branches to a new block in front of that
        // destination, which passes them on (as mlir-translate does).
        let result_to_phi = phis(normal)
            .iter()
            .any(|p| p.incoming().iter().any(|(x, b)| *b == from && *x == v));
        let direct = callee.kind() == LLVMFunctionValueKind;
        if callee.intrinsic_id() != 0 {
            return Err(String::new());
        }
        let mut operands = Vec::new();
        let mut tys = Vec::new();
        if !direct {
            let (c, cty) = self.typed(f, callee)?;
            operands.push(c);
            tys.push(cty);
        }
        for i in 0..nargs {
            let (a, aty) = self.typed(f, v.operand(i).ok_or("")?)?;
            operands.push(a);
            tys.push(aty);
        }
        let (uw_vals, uw_tys) = self.successor_args(f, from, unwind)?;
        let (nd_vals, nd_tys) = if result_to_phi {
            (Vec::new(), Vec::new())
        } else {
            self.successor_args(f, from, normal)?
        };
        let b = self.bundles(f, v)?;
        let mut props = vec![format!("CConv = #llvm.cconv<{}>", cconv_name(cconv))];
        if direct {
            props.push(format!("callee = {}", symbol(&callee.name())));
        }
        props.extend(self.call_attr_props(v, Some(callee), nargs)?);
        props.push(b.props.clone());
        props.push(format!(
            "operandSegmentSizes = array<i32: {}, {}, {}, {}>",
            operands.len(),
            nd_vals.len(),
            uw_vals.len(),
            b.operands.len()
        ));
        if fty.is_vararg() {
            props.push(format!("var_callee_type = {}", self.ty(fty)?));
        }
        operands.extend(nd_vals);
        tys.extend(nd_tys);
        operands.extend(uw_vals);
        tys.extend(uw_tys);
        operands.extend(b.operands);
        tys.extend(b.types);
        let ni = f.blocks.get(&normal).copied().ok_or("")?;
        let ui = f.blocks.get(&unwind).copied().ok_or("")?;
        let normal_label = if result_to_phi {
            format!("^bbi{}", f.extra.len())
        } else {
            format!("^bb{ni}")
        };
        let res = if void {
            "()".to_string()
        } else {
            rty.to_string()
        };
        let line = format!(
            "\"llvm.invoke\"({})[{normal_label}, ^bb{ui}] <{{{}}}> : ({}) -> {res}",
            operands.join(", "),
            props.join(", "),
            tys.join(", ")
        );
        let r = if void {
            f.emit(line);
            None
        } else {
            let r = f.fresh();
            f.emit(format!("{r} = {line}"));
            f.vals.insert(v, r.clone());
            Some(r)
        };
        if result_to_phi {
            let target = self.successor(f, from, normal)?;
            let text = format!("  {normal_label}:\n    llvm.br {target}\n");
            f.extra.push((ni, text));
        }
        Ok(r)
    }

    /// The values (and types) `from` passes to the PHIs of `to`.
    fn successor_args(
        &mut self,
        f: &mut FnState,
        from: B,
        to: B,
    ) -> Result<(Vec<String>, Vec<String>), String> {
        let mut vals = Vec::new();
        let mut tys = Vec::new();
        for phi in phis(to) {
            let incoming = phi
                .incoming()
                .into_iter()
                .find(|(_, b)| *b == from)
                .map(|(v, _)| v)
                .ok_or_else(|| format!("unhandled instruction: {}", phi.print().trim()))?;
            let (n, t) = self.typed(f, incoming)?;
            vals.push(n);
            tys.push(t);
        }
        Ok((vals, tys))
    }

    /// `^bbN` or `^bbN(%a, %b : T, U)`: the PHIs of `to` fed from `from`.
    fn successor(&mut self, f: &mut FnState, from: B, to: B) -> Result<String, String> {
        let idx = *f
            .blocks
            .get(&to)
            .ok_or("branch to a block of another function")?;
        let (vals, tys) = self.successor_args(f, from, to)?;
        if vals.is_empty() {
            Ok(format!("^bb{idx}"))
        } else {
            Ok(format!(
                "^bb{idx}({} : {})",
                vals.join(", "),
                tys.join(", ")
            ))
        }
    }

    /// ` {fastmathFlags = #llvm.fastmath<...>}` when the instruction has any.
    pub(crate) fn fastmath_suffix(&self, v: V, is_const: bool) -> String {
        let names = fastmath_names(v, is_const);
        if names.is_empty() {
            String::new()
        } else {
            format!(" {{fastmathFlags = #llvm.fastmath<{names}>}}")
        }
    }

    /// Properties of a load or store.
    fn memory_props(&mut self, v: V) -> Result<String, String> {
        let mut props = vec![format!("alignment = {} : i64", v.alignment())];
        props.extend(self.memory_metadata(v)?);
        let (ord, vol, nt) = (
            v.ordering() as i64,
            v.volatile(),
            v.has_metadata("nontemporal"),
        );
        if nt {
            props.push("nontemporal".into());
        }
        props.push(format!("ordering = {ord} : i64"));
        let scope = if ord != 0 {
            sync_scope_name(v)
        } else {
            String::new()
        };
        if !scope.is_empty() {
            props.push(format!("syncscope = {}", super::types::quote(&scope)));
        }
        if vol {
            props.push("volatile_".into());
        }
        Ok(props.join(", "))
    }

    fn gep(&mut self, f: &mut FnState, v: V, is_const: bool) -> Result<String, String> {
        let ops = v.operands();
        let base = *ops.first().ok_or("gep without base")?;
        let (b, bty) = self.typed(f, base)?;
        let mut idx_names = Vec::new();
        for &i in &ops[1..] {
            idx_names.push(self.typed(f, i)?);
        }
        let (src, flags) = (v.gep_source_type(), v.gep_flags());
        let src = src.ok_or("gep without source type")?;
        let _ = is_const;
        let elem = self.ty(src)?;
        let mut raw = Vec::new();
        let mut dyn_ops = vec![b];
        let mut dyn_tys = vec![bty];
        let mut cur = Some(src);
        for (k, (&iv, (name, ity))) in ops[1..].iter().zip(idx_names).enumerate() {
            let is_struct = k > 0 && cur.is_some_and(|t| t.kind() == LLVMStructTypeKind);
            let mut static_idx = None;
            if is_struct && iv.kind() == LLVMConstantIntValueKind {
                let w = iv.ty().map(|t| t.int_width()).unwrap_or(64);
                if w <= 64 {
                    let z = iv.const_zext() as i64;
                    let s = if w < 64 {
                        (z << (64 - w)) >> (64 - w)
                    } else {
                        z
                    };
                    if i32::try_from(s).is_ok() {
                        static_idx = Some(s);
                    }
                }
            }
            match static_idx {
                Some(s) => raw.push(s),
                None => {
                    raw.push(DYNAMIC_INDEX);
                    dyn_ops.push(name);
                    dyn_tys.push(ity);
                }
            }
            if k == 0 {
                continue;
            }
            cur = match cur {
                Some(t) => match t.kind() {
                    LLVMArrayTypeKind | LLVMVectorTypeKind | LLVMScalableVectorTypeKind => t.elem(),
                    LLVMStructTypeKind => match static_idx {
                        Some(s) => t.struct_fields().get(s as usize).copied(),
                        None => None,
                    },
                    _ => None,
                },
                None => None,
            };
        }
        let rty = self.ty(v.ty().ok_or("gep without type")?)?;
        let raw: Vec<String> = raw.iter().map(|x| x.to_string()).collect();
        let r = f.fresh();
        let line = format!(
            "{r} = \"llvm.getelementptr\"({}) <{{elem_type = {elem}, noWrapFlags = {flags} : i32, rawConstantIndices = array<i32: {}>}}> : ({}) -> {rty}",
            dyn_ops.join(", "),
            raw.join(", "),
            dyn_tys.join(", ")
        );
        if is_const {
            f.emit_const(line)
        } else {
            f.emit(line)
        }
        Ok(r)
    }

    /// A call: an intrinsic, a direct or an indirect call.
    fn call(
        &mut self,
        f: &mut FnState,
        v: V,
        void: bool,
        rty: &str,
    ) -> Result<Option<String>, String> {
        let (callee, fty, nargs, cconv, tail) = (
            v.called_value(),
            v.called_function_type(),
            v.num_arg_operands(),
            v.call_conv(),
            v.tail_call_kind(),
        );
        let callee = callee.ok_or("")?;
        let fty = fty.ok_or("")?;
        if callee.intrinsic_id() != 0 {
            if let Some(r) = self.intrinsic_call(f, v, callee, void, rty)? {
                return Ok(r);
            }
        }
        if callee.kind() == LLVMInlineAsmValueKind {
            return self.inline_asm(f, v, callee, nargs, void, rty);
        }
        let mut operands = Vec::new();
        let mut tys = Vec::new();
        let direct = callee.kind() == LLVMFunctionValueKind;
        if !direct {
            let (c, cty) = self.typed(f, callee)?;
            operands.push(c);
            tys.push(cty);
        }
        for i in 0..nargs {
            let (a, aty) = self.typed(f, v.operand(i).ok_or("")?)?;
            operands.push(a);
            tys.push(aty);
        }
        let mut props = vec![
            format!("CConv = #llvm.cconv<{}>", cconv_name(cconv)),
            format!(
                "TailCallKind = #llvm.tailcallkind<{}>",
                match tail {
                    LLVMTailCallKind::LLVMTailCallKindTail => "tail",
                    LLVMTailCallKind::LLVMTailCallKindMustTail => "musttail",
                    LLVMTailCallKind::LLVMTailCallKindNoTail => "notail",
                    _ => "none",
                }
            ),
        ];
        if direct {
            props.push(format!("callee = {}", symbol(&callee.name())));
        }
        let fm = fastmath_names(v, false);
        props.push(format!(
            "fastmathFlags = #llvm.fastmath<{}>",
            if fm.is_empty() { "none" } else { &fm }
        ));
        props.extend(self.call_attr_props(v, Some(callee), nargs)?);
        props.extend(self.memory_metadata(v)?);
        let nops = operands.len();
        let b = self.bundles(f, v)?;
        props.push(b.props);
        props.push(format!(
            "operandSegmentSizes = array<i32: {nops}, {}>",
            b.operands.len()
        ));
        operands.extend(b.operands);
        tys.extend(b.types);
        if fty.is_vararg() {
            props.push(format!("var_callee_type = {}", self.ty(fty)?));
        }
        let res = if void {
            "()".to_string()
        } else {
            rty.to_string()
        };
        let line = format!(
            "\"llvm.call\"({}) <{{{}}}> : ({}) -> {res}",
            operands.join(", "),
            props.join(", "),
            tys.join(", ")
        );
        if void {
            f.emit(line);
            Ok(None)
        } else {
            let r = f.fresh();
            f.emit(format!("{r} = {line}"));
            Ok(Some(r))
        }
    }
}

/// The PHI nodes at the start of `b`.
pub(crate) fn phis(b: B) -> Vec<V> {
    let mut out = Vec::new();
    let mut i = b.first_instruction();
    while let Some(v) = i.filter(|v| v.opcode() == LLVMPHI) {
        out.push(v);
        i = v.next_instruction();
    }
    out
}

fn instruction_block(v: V) -> Option<B> {
    v.parent_block()
}

/// Blocks in mlir-translate's conversion order: reverse post-order from
/// each of `starts` not yet reached.
fn topological_order(starts: &[B]) -> Vec<B> {
    let mut seen: FxHashSet<B> = FxHashSet::default();
    let mut out = Vec::new();
    for &start in starts {
        if seen.contains(&start) {
            continue;
        }
        let mut post = Vec::new();
        let mut stack: Vec<(B, Vec<B>, usize)> = Vec::new();
        seen.insert(start);
        stack.push((start, succs(start), 0));
        while let Some((b, ss, i)) = stack.last_mut() {
            if *i < ss.len() {
                let s = ss[*i];
                *i += 1;
                if seen.insert(s) {
                    let next = succs(s);
                    stack.push((s, next, 0));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
        post.reverse();
        out.extend(post);
    }
    out
}

fn succs(b: B) -> Vec<B> {
    b.terminator().map(|t| t.successors()).unwrap_or_default()
}

/// ` overflow<nsw, nuw>` (or "") for an instruction's wrap flags.
fn overflow_suffix(v: V) -> String {
    let fl: Vec<&str> = [("nsw", v.nsw()), ("nuw", v.nuw())]
        .into_iter()
        .filter(|(_, on)| *on)
        .map(|(n, _)| n)
        .collect();
    if fl.is_empty() {
        String::new()
    } else {
        format!(" overflow<{}>", fl.join(", "))
    }
}

fn join_u32(v: &[u32]) -> String {
    let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    s.join(", ")
}

fn int_binop(op: LLVMOpcode) -> Option<&'static str> {
    Some(match op {
        LLVMAdd => "add",
        LLVMSub => "sub",
        LLVMMul => "mul",
        LLVMUDiv => "udiv",
        LLVMSDiv => "sdiv",
        LLVMURem => "urem",
        LLVMSRem => "srem",
        LLVMShl => "shl",
        LLVMLShr => "lshr",
        LLVMAShr => "ashr",
        LLVMAnd => "and",
        LLVMOr => "or",
        LLVMXor => "xor",
        _ => return None,
    })
}

fn float_binop(op: LLVMOpcode) -> Option<&'static str> {
    Some(match op {
        LLVMFAdd => "fadd",
        LLVMFSub => "fsub",
        LLVMFMul => "fmul",
        LLVMFDiv => "fdiv",
        LLVMFRem => "frem",
        _ => return None,
    })
}

fn cast(op: LLVMOpcode) -> Option<&'static str> {
    Some(match op {
        LLVMTrunc => "trunc",
        LLVMZExt => "zext",
        LLVMSExt => "sext",
        LLVMFPToUI => "fptoui",
        LLVMFPToSI => "fptosi",
        LLVMUIToFP => "uitofp",
        LLVMSIToFP => "sitofp",
        LLVMFPTrunc => "fptrunc",
        LLVMFPExt => "fpext",
        LLVMPtrToInt => "ptrtoint",
        LLVMPtrToAddr => "ptrtoaddr",
        LLVMIntToPtr => "inttoptr",
        LLVMBitCast => "bitcast",
        LLVMAddrSpaceCast => "addrspacecast",
        _ => return None,
    })
}

/// `nnan, ninf`, `fast`, or "" for none.
pub(crate) fn fastmath_names(v: V, is_const: bool) -> String {
    if is_const {
        return String::new();
    }
    let Some(flags) = v.fast_math_flags() else {
        return String::new();
    };
    let table = [
        (LLVMFastMathNoNaNs, "nnan"),
        (LLVMFastMathNoInfs, "ninf"),
        (LLVMFastMathNoSignedZeros, "nsz"),
        (LLVMFastMathAllowReciprocal, "arcp"),
        (LLVMFastMathAllowContract, "contract"),
        (LLVMFastMathApproxFunc, "afn"),
        (LLVMFastMathAllowReassoc, "reassoc"),
    ];
    if table.iter().all(|(b, _)| flags & b != 0) {
        return "fast".into();
    }
    let names: Vec<&str> = table
        .iter()
        .filter(|(b, _)| flags & b != 0)
        .map(|(_, n)| *n)
        .collect();
    names.join(", ")
}

fn icmp_name(p: LLVMIntPredicate) -> &'static str {
    use LLVMIntPredicate::*;
    match p {
        LLVMIntEQ => "eq",
        LLVMIntNE => "ne",
        LLVMIntUGT => "ugt",
        LLVMIntUGE => "uge",
        LLVMIntULT => "ult",
        LLVMIntULE => "ule",
        LLVMIntSGT => "sgt",
        LLVMIntSGE => "sge",
        LLVMIntSLT => "slt",
        LLVMIntSLE => "sle",
    }
}

fn fcmp_name(p: LLVMRealPredicate) -> &'static str {
    use LLVMRealPredicate::*;
    match p {
        LLVMRealPredicateFalse => "_false",
        LLVMRealOEQ => "oeq",
        LLVMRealOGT => "ogt",
        LLVMRealOGE => "oge",
        LLVMRealOLT => "olt",
        LLVMRealOLE => "ole",
        LLVMRealONE => "one",
        LLVMRealORD => "ord",
        LLVMRealUNO => "uno",
        LLVMRealUEQ => "ueq",
        LLVMRealUGT => "ugt",
        LLVMRealUGE => "uge",
        LLVMRealULT => "ult",
        LLVMRealULE => "ule",
        LLVMRealUNE => "une",
        LLVMRealPredicateTrue => "_true",
    }
}

fn ordering_name(o: LLVMAtomicOrdering) -> &'static str {
    use LLVMAtomicOrdering::*;
    match o {
        LLVMAtomicOrderingNotAtomic => "not_atomic",
        LLVMAtomicOrderingUnordered => "unordered",
        LLVMAtomicOrderingMonotonic => "monotonic",
        LLVMAtomicOrderingAcquire => "acquire",
        LLVMAtomicOrderingRelease => "release",
        LLVMAtomicOrderingAcquireRelease => "acq_rel",
        LLVMAtomicOrderingSequentiallyConsistent => "seq_cst",
    }
}

fn rmw_name(op: LLVMAtomicRMWBinOp) -> &'static str {
    use LLVMAtomicRMWBinOp::*;
    match op {
        LLVMAtomicRMWBinOpXchg => "xchg",
        LLVMAtomicRMWBinOpAdd => "add",
        LLVMAtomicRMWBinOpSub => "sub",
        LLVMAtomicRMWBinOpAnd => "_and",
        LLVMAtomicRMWBinOpNand => "nand",
        LLVMAtomicRMWBinOpOr => "_or",
        LLVMAtomicRMWBinOpXor => "_xor",
        LLVMAtomicRMWBinOpMax => "max",
        LLVMAtomicRMWBinOpMin => "min",
        LLVMAtomicRMWBinOpUMax => "umax",
        LLVMAtomicRMWBinOpUMin => "umin",
        LLVMAtomicRMWBinOpFAdd => "fadd",
        LLVMAtomicRMWBinOpFSub => "fsub",
        LLVMAtomicRMWBinOpFMax => "fmax",
        LLVMAtomicRMWBinOpFMin => "fmin",
        LLVMAtomicRMWBinOpUIncWrap => "uinc_wrap",
        LLVMAtomicRMWBinOpUDecWrap => "udec_wrap",
        LLVMAtomicRMWBinOpUSubCond => "usub_cond",
        LLVMAtomicRMWBinOpUSubSat => "usub_sat",
        LLVMAtomicRMWBinOpFMaximum => "fmaximum",
        LLVMAtomicRMWBinOpFMinimum => "fminimum",
    }
}

fn is_single_thread(v: V) -> bool {
    v.is_single_thread()
}

/// The sync scope of an atomic instruction: "" for the system scope. The
/// C API gives named scopes as ids only; their name is read from the
/// instruction's printed form.
fn sync_scope_name(v: V) -> String {
    if is_single_thread(v) {
        return "singlethread".into();
    }
    let id = v.sync_scope_id();
    if id <= 1 {
        return String::new();
    }
    let text = v.print();
    text.split_once("syncscope(\"")
        .and_then(|(_, rest)| rest.split_once("\")"))
        .map(|(name, _)| name.to_string())
        .unwrap_or_default()
}

/// `syncscope("name") ` for atomics of a non-system scope.
fn sync_scope(v: V) -> String {
    match sync_scope_name(v) {
        s if s.is_empty() => String::new(),
        s => format!("syncscope({}) ", super::types::quote(&s)),
    }
}

/// mlir's name of LLVM calling convention `n`.
pub(crate) fn cconv_name(n: u32) -> String {
    use strata_ir::syntax::attrs::{llvm_cconv_number, CCONVS};
    for (i, name) in CCONVS.iter().enumerate() {
        if llvm_cconv_number(i as u64) == n {
            return name.to_string();
        }
    }
    "ccc".to_string()
}
