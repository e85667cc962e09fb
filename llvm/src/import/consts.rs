//! LLVM constants to ops.
//!
//! As in mlir-translate, a constant is converted together with the constants
//! it depends on, in post-order (dependencies first, the last operand's tree
//! first), each once per region. Constants an attribute can express become
//! `llvm.mlir.constant` (integers, floats bit-exact, strings, dense arrays
//! and vectors) or `llvm.mlir.addressof`; null becomes `llvm.mlir.zero`,
//! `undef`/`poison` their ops, constant expressions the instruction they
//! stand for, and other aggregates an `llvm.mlir.undef` filled by
//! `llvm.insertvalue` / `llvm.insertelement`.

use llvm_sys::LLVMTypeKind::*;
use llvm_sys::LLVMValueKind::*;
use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::syntax::float_print::write_float;
use strata_ir::FloatKind;

use super::ffi::{T, V};
use super::types::quote_bytes;
use super::{FnState, Importer};

/// Elements of a dense attribute.
enum Dense {
    Ints(Vec<i128>),
    Floats(Vec<u128>),
}

impl Importer {
    /// The symbol of a global value (nameless globals get mlir-translate's
    /// `mlir.llvm.nameless_global_N`).
    pub(crate) fn symbol_name(&self, g: V) -> String {
        self.nameless.get(&g).cloned().unwrap_or_else(|| g.name())
    }

    /// The function and block tag of a `blockaddress` constant: the block's
    /// position in its function.
    pub(crate) fn block_tag(&self, c: V) -> Option<(String, usize)> {
        // LLVM 22's blockaddress has one operand, the block.
        let block = c.operands().into_iter().find_map(|o| o.as_block())?;
        let func = block.parent()?;
        let idx = func.blocks().iter().position(|b| *b == block)?;
        Some((self.symbol_name(func), idx))
    }

    /// The SSA name of constant `c`, converting it (and what it depends on)
    /// first when needed.
    pub(crate) fn constant(&mut self, f: &mut FnState, c: V) -> Result<String, String> {
        if let Some(n) = f.vals.get(&c) {
            return Ok(n.clone());
        }
        for k in constants_to_convert(f, c) {
            let name = self.convert_constant(f, k)?;
            f.vals.insert(k, name);
        }
        f.vals
            .get(&c)
            .cloned()
            .ok_or_else(|| format!("unhandled constant: {}", c.print()))
    }

    /// Converts one constant whose dependencies are all converted.
    fn convert_constant(&mut self, f: &mut FnState, c: V) -> Result<String, String> {
        let ty_ref = c.ty().ok_or("constant without type")?;
        let ty = self.ty(ty_ref)?;
        if let Some(attr) = self.const_attr(c)? {
            let r = f.fresh();
            if let Some(sym) = attr.strip_prefix('@') {
                f.emit_const(format!("{r} = llvm.mlir.addressof @{sym} : {ty}"));
            } else {
                f.emit_const(format!("{r} = llvm.mlir.constant({attr}) : {ty}"));
            }
            return Ok(r);
        }
        if let Some(target) = c.dso_local_equivalent_target() {
            let r = f.fresh();
            f.emit_const(format!(
                "{r} = llvm.dso_local_equivalent {} : {ty}",
                symbol(&self.symbol_name(target))
            ));
            return Ok(r);
        }
        let simple = match c.kind() {
            LLVMConstantPointerNullValueKind | LLVMConstantTargetNoneValueKind => {
                Some(format!("llvm.mlir.zero : {ty}"))
            }
            LLVMConstantTokenNoneValueKind => Some("llvm.mlir.none : !llvm.token".to_string()),
            LLVMPoisonValueKind => Some(format!("llvm.mlir.poison : {ty}")),
            LLVMUndefValueValueKind => Some(format!("llvm.mlir.undef : {ty}")),
            LLVMGlobalVariableValueKind
            | LLVMFunctionValueKind
            | LLVMGlobalAliasValueKind
            | LLVMGlobalIFuncValueKind => Some(format!(
                "llvm.mlir.addressof {} : {ty}",
                symbol(&self.symbol_name(c))
            )),
            LLVMConstantAggregateZeroValueKind => Some(format!("llvm.mlir.zero : {ty}")),
            LLVMBlockAddressValueKind => {
                let (func, tag) = self
                    .block_tag(c)
                    .ok_or_else(|| format!("unhandled constant: {}", c.print()))?;
                Some(format!(
                    "llvm.blockaddress <function = {}, tag = <id = {tag}>> : {ty}",
                    symbol(&func)
                ))
            }
            _ => None,
        };
        if let Some(text) = simple {
            let r = f.fresh();
            f.emit_const(format!("{r} = {text}"));
            return Ok(r);
        }
        match c.kind() {
            LLVMConstantExprValueKind => {
                let r = self.instruction_like(f, c, true)?;
                r.ok_or_else(|| format!("unhandled constant: {}", c.print()))
            }
            LLVMConstantArrayValueKind
            | LLVMConstantStructValueKind
            | LLVMConstantVectorValueKind => {
                let elems: Vec<String> = c
                    .operands()
                    .into_iter()
                    .map(|e| f.vals.get(&e).cloned().ok_or("unconverted element"))
                    .collect::<Result<_, _>>()?;
                let is_vector = c.kind() == LLVMConstantVectorValueKind;
                let mut root = f.fresh();
                f.emit_const(format!("{root} = llvm.mlir.undef : {ty}"));
                for (i, e) in elems.iter().enumerate() {
                    let next = f.fresh();
                    if is_vector {
                        let idx = f.fresh();
                        f.emit_const(format!("{idx} = llvm.mlir.constant({i} : i32) : i32"));
                        f.emit_const(format!(
                            "{next} = llvm.insertelement {e}, {root}[{idx} : i32] : {ty}"
                        ));
                    } else {
                        f.emit_const(format!("{next} = llvm.insertvalue {e}, {root}[{i}] : {ty}"));
                    }
                    root = next;
                }
                Ok(root)
            }
            _ => Err(format!("unhandled constant: {}", c.print())),
        }
    }

    /// The attribute text of a constant an attribute can hold (`@sym` for
    /// functions), or `None`.
    pub(crate) fn const_attr(&mut self, c: V) -> Result<Option<String>, String> {
        let ty = c.ty().ok_or("constant without type")?;
        Ok(match c.kind() {
            LLVMConstantIntValueKind => Some(int_attr(c, ty)),
            LLVMConstantFPValueKind => Some(float_attr(c, ty)?),
            LLVMFunctionValueKind => Some(symbol(&c.name())),
            LLVMConstantAggregateZeroValueKind => match self.dense_type(ty)? {
                Some((shape_ty, elem)) => {
                    let zero = match float_kind(elem) {
                        Some(k) => float_text(0, k),
                        None => "0".to_string(),
                    };
                    Some(format!("dense<{zero}> : {shape_ty}"))
                }
                None => None,
            },
            LLVMConstantDataArrayValueKind | LLVMConstantDataVectorValueKind => {
                if c.is_constant_string() {
                    let bytes = c.data_bytes();
                    // Strata's string attributes hold UTF-8; other bytes
                    // stay a dense i8 array.
                    if std::str::from_utf8(&bytes).is_ok() {
                        return Ok(Some(quote_bytes(&bytes)));
                    }
                }
                self.dense_attr(c, ty)?
            }
            // mlir-translate folds aggregates of scalar constants only.
            LLVMConstantArrayValueKind | LLVMConstantVectorValueKind if foldable(c) => {
                self.dense_attr(c, ty)?
            }
            _ => None,
        })
    }

    /// A `dense<...>` attribute for an array/vector constant whose leaves are
    /// all integers or floats.
    fn dense_attr(&mut self, c: V, ty: T) -> Result<Option<String>, String> {
        let Some((shape_ty, elem)) = self.dense_type(ty)? else {
            return Ok(None);
        };
        let shape = shape_of(ty);
        let mut vals = match float_kind(elem) {
            Some(_) => Dense::Floats(Vec::new()),
            None => Dense::Ints(Vec::new()),
        };
        if !collect_leaves(c, &mut vals)? {
            return Ok(None);
        }
        let body = match &vals {
            Dense::Ints(v) => dense_body(v, &shape, |x| {
                if elem.int_width() == 1 {
                    (if *x != 0 { "true" } else { "false" }).to_string()
                } else {
                    x.to_string()
                }
            }),
            Dense::Floats(v) => {
                let k = float_kind(elem).unwrap_or(FloatKind::F64);
                dense_body(v, &shape, |b| float_text(*b, k))
            }
        };
        Ok(Some(format!("dense<{body}> : {shape_ty}")))
    }

    /// The builtin shaped type of a dense attribute for `ty` (nested arrays
    /// of scalars: tensor; vectors, arrays of vectors: vector) and its
    /// element type.
    fn dense_type(&mut self, ty: T) -> Result<Option<(String, T)>, String> {
        let mut shape = Vec::new();
        let mut t = ty;
        while t.kind() == LLVMArrayTypeKind {
            shape.push(t.array_len());
            t = t.elem().ok_or("array without element type")?;
        }
        let vector = matches!(t.kind(), LLVMVectorTypeKind);
        if t.kind() == LLVMScalableVectorTypeKind {
            return Ok(None);
        }
        if vector {
            shape.push(t.vector_len() as u64);
            t = t.elem().ok_or("vector without element type")?;
        }
        if shape.is_empty() || !is_scalar(t) {
            return Ok(None);
        }
        let et = self.ty(t)?;
        let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
        let kind = if vector { "vector" } else { "tensor" };
        Ok(Some((format!("{kind}<{}x{et}>", dims.join("x")), t)))
    }
}

/// Whether mlir-translate folds an aggregate into one dense attribute:
/// its leaves are integers or floats, nested as data arrays (not strings)
/// or further arrays, never zero-initialised.
fn foldable(c: V) -> bool {
    match c.kind() {
        LLVMConstantIntValueKind | LLVMConstantFPValueKind => true,
        LLVMConstantDataArrayValueKind => !c.is_constant_string(),
        LLVMConstantDataVectorValueKind => true,
        LLVMConstantArrayValueKind | LLVMConstantVectorValueKind => {
            c.operands().into_iter().all(foldable)
        }
        _ => false,
    }
}

fn is_scalar(t: T) -> bool {
    t.kind() == LLVMIntegerTypeKind || float_kind(t).is_some()
}

/// `dense` element list: a splat when all are equal, else nested by shape.
fn dense_body<X: PartialEq>(v: &[X], shape: &[u64], f: impl Fn(&X) -> String) -> String {
    if !v.is_empty() && v.iter().all(|x| *x == v[0]) {
        return f(&v[0]);
    }
    let items: Vec<String> = v.iter().map(f).collect();
    nest(&items, shape)
}

fn nest(items: &[String], shape: &[u64]) -> String {
    match shape {
        [] | [_] => format!("[{}]", items.join(", ")),
        [n, rest @ ..] => {
            let chunk = (items.len() / (*n).max(1) as usize).max(1);
            let parts: Vec<String> = items.chunks(chunk).map(|c| nest(c, rest)).collect();
            format!("[{}]", parts.join(", "))
        }
    }
}

/// The dimensions of nested arrays (and an innermost vector).
fn shape_of(ty: T) -> Vec<u64> {
    let mut shape = Vec::new();
    let mut t = Some(ty);
    while let Some(x) = t {
        match x.kind() {
            LLVMArrayTypeKind => shape.push(x.array_len()),
            LLVMVectorTypeKind => shape.push(x.vector_len() as u64),
            _ => break,
        }
        t = x.elem();
    }
    shape
}

/// Appends the scalar leaves of an array/vector constant; false when a leaf
/// is not an integer or float constant.
fn collect_leaves(c: V, out: &mut Dense) -> Result<bool, String> {
    let ty = c.ty().ok_or("constant without type")?;
    match c.kind() {
        LLVMConstantIntValueKind => match out {
            Dense::Ints(v) => v.push(int_value(c, ty)),
            Dense::Floats(_) => return Ok(false),
        },
        LLVMConstantFPValueKind => match out {
            Dense::Floats(v) => v.push(float_bits(c, ty)?),
            Dense::Ints(_) => return Ok(false),
        },
        LLVMConstantDataArrayValueKind | LLVMConstantDataVectorValueKind => {
            let n = element_count(ty);
            for i in 0..n {
                let e = c.element(i as u32).ok_or("missing element")?;
                if !collect_leaves(e, out)? {
                    return Ok(false);
                }
            }
        }
        LLVMConstantAggregateZeroValueKind => {
            let n = element_count(ty);
            for i in 0..n {
                let e = c.element(i as u32).ok_or("missing element")?;
                if !collect_leaves(e, out)? {
                    return Ok(false);
                }
            }
        }
        LLVMConstantArrayValueKind | LLVMConstantVectorValueKind => {
            for e in c.operands() {
                if !collect_leaves(e, out)? {
                    return Ok(false);
                }
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// Number of elements of an array, fixed vector or struct type.
pub(crate) fn element_count(t: T) -> u64 {
    match t.kind() {
        LLVMArrayTypeKind => t.array_len(),
        LLVMVectorTypeKind => t.vector_len() as u64,
        LLVMStructTypeKind => t.struct_fields().len() as u64,
        _ => 0,
    }
}

/// The constants to convert for `c`, dependencies first (mlir-translate's
/// post-order: operands are visited last to first).
fn constants_to_convert(f: &FnState, c: V) -> Vec<V> {
    let mut ordered: Vec<V> = Vec::new();
    let mut ordered_set: FxHashSet<V> = FxHashSet::default();
    let mut work: Vec<V> = vec![c];
    let mut in_work: FxHashSet<V> = FxHashSet::default();
    in_work.insert(c);
    let mut adjacency: FxHashMap<V, Vec<V>> = FxHashMap::default();
    while let Some(&cur) = work.last() {
        let global = matches!(
            cur.kind(),
            LLVMGlobalVariableValueKind
                | LLVMFunctionValueKind
                | LLVMGlobalAliasValueKind
                | LLVMGlobalIFuncValueKind
        );
        if global {
            if ordered_set.insert(cur) {
                ordered.push(cur);
            }
            work.pop();
            in_work.remove(&cur);
            continue;
        }
        let deps = adjacency.entry(cur).or_insert_with(|| dependencies(cur));
        match deps.pop() {
            None => {
                if ordered_set.insert(cur) {
                    ordered.push(cur);
                }
                work.pop();
                in_work.remove(&cur);
            }
            Some(d) => {
                if f.vals.contains_key(&d) || in_work.contains(&d) || ordered_set.contains(&d) {
                    continue;
                }
                work.push(d);
                in_work.insert(d);
            }
        }
    }
    ordered
}

/// The constants `c` is made of (none for a `blockaddress`).
fn dependencies(c: V) -> Vec<V> {
    // (A `dso_local_equivalent`'s function counts: MLIR's importer converts
    // it first, to an `llvm.mlir.addressof` nothing uses.)
    if c.kind() == LLVMBlockAddressValueKind {
        return Vec::new();
    }
    let mut deps: Vec<V> = c
        .operands()
        .into_iter()
        .filter(|o| o.is_a_constant())
        .collect();
    if c.kind() == LLVMConstantAggregateZeroValueKind {
        if let Some(t) = c.ty() {
            for i in 0..element_count(t) {
                if let Some(e) = c.element(i as u32) {
                    deps.push(e);
                }
            }
        }
    }
    deps
}

/// `@name` with quoting when needed.
pub(crate) fn symbol(name: &str) -> String {
    let mut s = String::from("@");
    strata_ir::syntax::attrs::print_symbol_name(name, &mut s);
    s
}

pub(crate) fn float_kind(t: T) -> Option<FloatKind> {
    Some(match t.kind() {
        LLVMHalfTypeKind => FloatKind::F16,
        LLVMBFloatTypeKind => FloatKind::BF16,
        LLVMFloatTypeKind => FloatKind::F32,
        LLVMDoubleTypeKind => FloatKind::F64,
        LLVMX86_FP80TypeKind => FloatKind::F80,
        LLVMFP128TypeKind => FloatKind::F128,
        _ => return None,
    })
}

/// A float literal that parses back to exactly `bits`: the decimal form
/// for formats whose printing round-trips, hexadecimal for x86_fp80 and
/// fp128.
fn float_text(bits: u128, kind: FloatKind) -> String {
    match kind {
        FloatKind::F80 => format!("0x{bits:020X}"),
        FloatKind::F128 => format!("0x{bits:032X}"),
        _ => {
            let mut s = String::new();
            write_float(bits, kind, &mut s);
            s
        }
    }
}

/// The signed value of an integer constant (at most 128 bits).
fn int_value(c: V, ty: T) -> i128 {
    let w = ty.int_width();
    if w <= 64 {
        let z = c.const_zext() as i128;
        if w == 0 {
            return 0;
        }
        // Sign-extend from the type's width.
        let shift = 128 - w;
        (z << shift) >> shift
    } else {
        // LLVM prints integers as signed decimals: `i128 -5`.
        let text = c.print();
        text.rsplit(' ')
            .next()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0)
    }
}

fn int_attr(c: V, ty: T) -> String {
    let w = ty.int_width();
    if w == 1 {
        return if c.const_zext() != 0 { "true" } else { "false" }.to_string();
    }
    if w > 64 {
        // Any width: keep LLVM's decimal spelling.
        let text = c.print();
        let v = text.rsplit(' ').next().unwrap_or("0");
        return format!("{v} : i{w}");
    }
    format!("{} : i{w}", int_value(c, ty))
}

fn float_attr(c: V, ty: T) -> Result<String, String> {
    let kind = float_kind(ty).ok_or_else(|| format!("unhandled constant: {}", c.print()))?;
    let bits = float_bits(c, ty)?;
    let ty_text = kind.keyword();
    Ok(format!("{} : {ty_text}", float_text(bits, kind)))
}

/// The exact bit pattern of a floating-point constant: a bitcast to the
/// same-width integer for formats up to 64 bits, LLVM's hexadecimal
/// spelling (`0xK...`, `0xL...`) for x86_fp80 and fp128.
fn float_bits(c: V, ty: T) -> Result<u128, String> {
    let kind = float_kind(ty).ok_or_else(|| format!("unhandled constant: {}", c.print()))?;
    let width = match kind {
        FloatKind::F16 | FloatKind::BF16 => 16,
        FloatKind::F32 => 32,
        FloatKind::F64 => 64,
        _ => 0,
    };
    if width > 0 {
        let bits = c
            .float_bits_by_bitcast(width)
            .ok_or_else(|| format!("unhandled constant: {}", c.print()))?;
        return Ok(bits as u128);
    }
    let text = c.print();
    let hex = text.rsplit(' ').next().unwrap_or("");
    match kind {
        FloatKind::F80 => {
            let h = hex
                .strip_prefix("0xK")
                .ok_or("unexpected x86_fp80 spelling")?;
            u128::from_str_radix(h, 16).map_err(|e| e.to_string())
        }
        FloatKind::F128 => {
            let h = hex.strip_prefix("0xL").ok_or("unexpected fp128 spelling")?;
            if h.len() != 32 {
                return Err("unexpected fp128 spelling".into());
            }
            let lo = u128::from_str_radix(&h[..16], 16).map_err(|e| e.to_string())?;
            let hi = u128::from_str_radix(&h[16..], 16).map_err(|e| e.to_string())?;
            Ok((hi << 64) | lo)
        }
        _ => Err(format!("unhandled constant: {}", c.print())),
    }
}
