//! Attribute syntax: parsing and printing builtin attributes, locations,
//! dialect enum attributes, affine maps and strided layouts, printed as
//! MLIR 22 prints them. Attributes of dialects Strata does not model are
//! kept as opaque text.

use super::floats;
use super::lexer::Tok;
use super::parser::{parse_int_text, Parser};
use super::small_floats;
use crate::attrs::{AffineExpr, AffineMap, AttrData, DenseValues, EnumKind, Location, NamedAttr};
use crate::context::Context;
use crate::diag::{DResult, Diag};
use crate::ids::{AttrId, TypeId};
use crate::types::{FloatKind, Signedness, TypeData, DYNAMIC};

/// Entries of a dictionary up to which duplicates are found by a scan
/// (no allocation); past it, by a set.
const DICT_SCAN_MAX: usize = 16;

impl Parser<'_> {
    pub fn parse_attr(&mut self) -> DResult<AttrId> {
        self.enter()?;
        let r = self.parse_attr_inner();
        self.leave();
        r
    }

    fn parse_attr_inner(&mut self) -> DResult<AttrId> {
        let ctx = self.ctx;
        match self.kind() {
            Tok::Int | Tok::Float | Tok::Minus => self.parse_number_attr(),
            Tok::Str => {
                let value = self.string_ident()?;
                self.bump();
                let ty = if self.kind() == Tok::Colon && self.colon_starts_type() {
                    self.bump();
                    Some(self.parse_type()?)
                } else {
                    None
                };
                Ok(ctx.intern_attr(AttrData::String { value, ty }))
            }
            Tok::LSquare => {
                self.bump();
                let mut items = Vec::new();
                if !self.consume_if(Tok::RSquare) {
                    loop {
                        items.push(self.parse_attr()?);
                        if !self.consume_if(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect_msg(Tok::RSquare, "expected ',' or ']'")?;
                }
                Ok(ctx.array_attr(&items))
            }
            Tok::LBrace => {
                let entries = self.parse_attr_dict()?;
                Ok(ctx.dict_attr(&entries))
            }
            Tok::AtId => {
                let root = self.symbol_ident();
                self.bump();
                let mut nested = Vec::new();
                while self.kind() == Tok::Colon && self.peek_next() == Tok::Colon {
                    // `::` lexes as two colons.
                    self.bump();
                    self.bump();
                    if self.kind() != Tok::AtId {
                        return Err(self.error_here("expected nested symbol reference identifier"));
                    }
                    nested.push(self.symbol_ident());
                    self.bump();
                }
                Ok(ctx.intern_attr(AttrData::SymbolRef {
                    root,
                    nested: nested.into(),
                }))
            }
            Tok::HashId => self.parse_hash_attr(),
            Tok::Ident => {
                let t = self.text();
                match t {
                    "true" | "false" => {
                        self.bump();
                        Ok(if t == "true" {
                            AttrId::TRUE
                        } else {
                            AttrId::FALSE
                        })
                    }
                    "unit" => {
                        self.bump();
                        Ok(AttrId::UNIT)
                    }
                    "dense" => self.parse_dense(None),
                    "array" => self.parse_dense_array(),
                    "strided" => self.parse_strided(),
                    "affine_map" => self.parse_affine_map_attr(),
                    "loc" => self.parse_location(),
                    "dense_resource" | "sparse" | "distinct" | "affine_set" => {
                        let name = t.to_owned();
                        self.bump();
                        if name == "distinct" {
                            return self.parse_distinct_attr();
                        }
                        let body = self.take_balanced_angle_body()?;
                        let mut text = format!("{name}<{body}>");
                        if self.kind() == Tok::Colon {
                            self.bump();
                            let ty = self.parse_type()?;
                            if name == "sparse" {
                                if let Some(canon) = canonical_sparse(ctx, body, ty) {
                                    text = canon;
                                }
                            }
                            text.push_str(" : ");
                            super::print_type(ctx, ty, &mut text);
                        }
                        Ok(ctx.intern_attr(AttrData::Opaque {
                            dialect: ctx.ident(""),
                            body: ctx.ident(&text),
                        }))
                    }
                    _ => {
                        let ty = self.parse_type()?;
                        Ok(ctx.type_attr(ty))
                    }
                }
            }
            Tok::BangId | Tok::LParen => {
                let ty = self.parse_type()?;
                Ok(ctx.type_attr(ty))
            }
            _ => Err(self.error_here("expected attribute value")),
        }
    }

    /// After a string, is `: type` part of the attribute? Not when the
    /// colon belongs to an enclosing construct (`"x" : i32` vs `{a = "x"}:`).
    fn colon_starts_type(&self) -> bool {
        matches!(self.peek_next(), Tok::Ident | Tok::BangId | Tok::LParen)
    }

    /// `{a = 1 : i32, b, "c d" = "e"}`
    ///
    /// Duplicate names are errors, as in MLIR.
    pub fn parse_attr_dict(&mut self) -> DResult<Vec<NamedAttr>> {
        let ctx = self.ctx;
        self.expect(Tok::LBrace, "'{'")?;
        let mut entries = Vec::new();
        if self.consume_if(Tok::RBrace) {
            return Ok(entries);
        }
        // The names so far, once there are more than a few: scanning all of
        // them for each new one made a dictionary of n entries take time
        // quadratic in n (15 s for 200k).
        let mut seen: Option<rustc_hash::FxHashSet<crate::ids::Ident>> = None;
        loop {
            // Interned straight from the source (a quoted name, like any
            // MLIR string, may hold any byte).
            let name_id = match self.kind() {
                Tok::Ident => ctx.ident(self.text()),
                Tok::Str => {
                    let bytes = self.string_bytes()?;
                    if bytes.is_empty() {
                        return Err(self.error_here("expected valid attribute name"));
                    }
                    ctx.ident_bytes(&bytes)
                }
                _ => return Err(self.error_here("expected attribute name")),
            };
            let loc = self.loc_here();
            self.bump();
            let duplicate = if entries.len() < DICT_SCAN_MAX {
                entries.iter().any(|e: &NamedAttr| e.name == name_id)
            } else {
                let seen = seen.get_or_insert_with(|| entries.iter().map(|e| e.name).collect());
                !seen.insert(name_id)
            };
            if duplicate {
                return Err(Diag::error(
                    loc,
                    format!(
                        "duplicate key '{}' in dictionary attribute",
                        ctx.str(name_id)
                    ),
                ));
            }
            let value = if self.consume_if(Tok::Equal) {
                self.parse_attr()?
            } else {
                AttrId::UNIT
            };
            entries.push(NamedAttr {
                name: name_id,
                value,
            });
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect_msg(Tok::RBrace, "expected '}' in attribute dictionary")?;
        Ok(entries)
    }

    /// `42`, `-1 : i8`, `1.5 : f32`, `0x7FC00000 : f32`, `true`.
    /// A float literal of type f64 written without its type (`0.5`, or a
    /// hexadecimal bit pattern), as MLIR parses an `F64Attr` operand.
    pub fn parse_f64_literal(&mut self) -> DResult<AttrId> {
        let loc = self.loc_here();
        let neg = self.consume_if(Tok::Minus);
        let kind = self.kind();
        let text = self.text();
        let bits = match kind {
            Tok::Float => floats::parse_decimal(text, neg, FloatKind::F64),
            Tok::Int if text.starts_with("0x") && !neg => parse_int_text(text),
            _ => return Err(self.error_here("expected floating point literal")),
        }
        .ok_or_else(|| Diag::error(loc, "invalid float literal"))?;
        self.bump();
        Ok(self.ctx.intern_attr(AttrData::Float {
            ty: TypeId::F64,
            bits,
        }))
    }

    fn parse_number_attr(&mut self) -> DResult<AttrId> {
        let ctx = self.ctx;
        let loc = self.loc_here();
        let neg = self.consume_if(Tok::Minus);
        let kind = self.kind();
        let text = self.text();
        let lit_loc = self.loc_here();
        if !matches!(kind, Tok::Int | Tok::Float) {
            return Err(self.error_here("expected integer or float literal"));
        }
        self.bump();
        let ty = if self.kind() == Tok::Colon {
            self.bump();
            self.parse_type()?
        } else if kind == Tok::Float {
            TypeId::F64
        } else {
            TypeId::I64
        };
        match ctx.type_data(ty) {
            TypeData::Float(k) => {
                let k = *k;
                if kind == Tok::Int && !text.starts_with("0x") {
                    return Err(Diag::error(
                        lit_loc.clone(),
                        "unexpected decimal integer literal for a floating point value",
                    )
                    .with_note(lit_loc, "add a trailing dot to make the literal a float"));
                }
                let bits = if kind == Tok::Int && text.starts_with("0x") {
                    if neg {
                        return Err(Diag::error(
                            lit_loc,
                            "hexadecimal float literal should not have a leading minus",
                        ));
                    }
                    parse_int_text(text)
                        .filter(|&b| k.width() >= 128 || b >> k.width() == 0)
                        .ok_or_else(|| {
                            Diag::error(
                                loc.clone(),
                                "hexadecimal float constant out of range for type",
                            )
                        })?
                } else {
                    floats::parse_decimal(text, neg, k)
                        .ok_or_else(|| Diag::error(loc.clone(), "invalid float literal"))?
                };
                Ok(ctx.intern_attr(AttrData::Float { ty, bits }))
            }
            TypeData::Integer { .. } | TypeData::Index => {
                if kind == Tok::Float {
                    return Err(
                        self.error_here("floating point value not valid for specified type")
                    );
                }
                if neg
                    && matches!(
                        ctx.type_data(ty),
                        TypeData::Integer {
                            signedness: Signedness::Unsigned,
                            ..
                        }
                    )
                {
                    return Err(Diag::error(
                        lit_loc,
                        "negative integer literal not valid for unsigned integer type",
                    ));
                }
                // MLIR reads any magnitude and reports both at the digits
                // (after a minus sign).
                let out_of_range = || {
                    Diag::error(
                        lit_loc.clone(),
                        "integer constant out of range for attribute",
                    )
                };
                let magnitude = parse_int_text(text).ok_or_else(out_of_range)?;
                let value = normalize_int(ctx, ty, magnitude, neg).ok_or_else(out_of_range)?;
                Ok(ctx.int_attr(ty, value))
            }
            _ => Err(Diag::error(loc, "invalid type for numeric attribute")),
        }
    }

    /// `distinct[N]<attr>` (after `distinct`), kept as text: the id is part
    /// of the identity. Out of line to keep `parse_attr_inner`'s frame (one
    /// per nesting level) small.
    #[inline(never)]
    fn parse_distinct_attr(&mut self) -> DResult<AttrId> {
        self.expect(Tok::LSquare, "'['")?;
        let id = self.parse_i64()?;
        self.expect(Tok::RSquare, "']'")?;
        let body = self.take_balanced_angle_body()?;
        let text = format!("distinct[{id}]<{body}>");
        Ok(self.ctx.intern_attr(AttrData::Opaque {
            dialect: self.ctx.ident(""),
            body: self.ctx.ident(&text),
        }))
    }

    /// `#alias`, `#arith.fastmath<..>`, `#llvm.linkage<..>`, `#foo.bar<..>`.
    fn parse_hash_attr(&mut self) -> DResult<AttrId> {
        let ctx = self.ctx;
        let text = &self.text()[1..];
        let loc = self.loc_here();
        let end_loc = self.loc_at(self.tok_end());
        let Some((dialect, name)) = text.split_once('.') else {
            if self.peek_next() == Tok::Less {
                // `#foo<...>`: a dialect attribute in the opaque form.
                let dialect = text;
                self.bump();
                let body = self.take_balanced_angle_body()?;
                let mut data = format!("<{body}>");
                if !self.registry.has(dialect) {
                    let ty = self.trailing_attr_type()?;
                    self.check_dialect_registered(dialect, loc, || {
                        opaque_attr_text(ctx, dialect, body, ty)
                    })?;
                    push_attr_type(ctx, ty, &mut data);
                }
                return Ok(ctx.intern_attr(AttrData::Opaque {
                    dialect: ctx.ident(dialect),
                    body: ctx.ident(&data),
                }));
            }
            let loc = end_loc;
            let a =
                self.attr_aliases.get(text).copied().ok_or_else(|| {
                    Diag::error(loc, format!("undefined symbol alias id '{text}'"))
                })?;
            self.bump();
            return Ok(a);
        };
        let (dialect, name) = (dialect.to_owned(), name.to_owned());
        // (One search: asked again below for the trailing type.)
        let registered = self.registry.has(&dialect);
        if !self.allow_unregistered && !registered {
            return Err(self.unregistered_dialect_attr(&dialect, &name));
        }
        self.bump();
        if dialect == "dlti" && name == "dl_spec" {
            return self.parse_dl_spec();
        }
        if dialect == "llvm" && name == "vscale_range" {
            return self.parse_vscale_range();
        }
        if let Some(kind) = enum_kind_of(&dialect, &name) {
            if let Some(spec) = bit_enum_of(kind) {
                let value = super::bit_enum::parse_bit_enum(self, spec, None)?;
                return Ok(ctx.intern_attr(AttrData::Enum { kind, value }));
            }
            let open = self.loc_here();
            let body = self.take_balanced_angle_body()?;
            let value = parse_enum_body(kind, body).ok_or_else(|| {
                if kind == EnumKind::LlvmCConv {
                    return unknown_cconv(open, body);
                }
                Diag::error(
                    loc,
                    format!("invalid value for #{dialect}.{name}: '{body}'"),
                )
            })?;
            return Ok(ctx.intern_attr(AttrData::Enum { kind, value }));
        }
        if dialect == "llvm" && crate::dialect::llvm::meta_attrs::lookup(&name).is_some() {
            return crate::dialect::llvm::meta_attrs::parse(self, &name);
        }
        if dialect == "llvm" && crate::dialect::llvm::md_attrs::is_md_attr(&name) {
            return crate::dialect::llvm::md_attrs::parse(self, &name);
        }
        let mut body = name;
        let params_loc = self.loc_here();
        if self.kind() == Tok::Less {
            let inner = self.take_balanced_angle_body()?;
            body.push('<');
            match crate::dialect::spirv::canonical_attr_body(&dialect, inner) {
                Some(text) => body.push_str(&text),
                None => body.push_str(inner),
            }
            body.push('>');
            if dialect == "spirv" {
                body = crate::dialect::spirv::elide_resource_limit_defaults(&body);
            }
        }
        if !registered {
            // (Only reached with `--allow-unregistered-dialect`.)
            let ty = self.trailing_attr_type()?;
            push_attr_type(ctx, ty, &mut body);
        }
        let attr = ctx.intern_attr(AttrData::Opaque {
            dialect: ctx.ident(&dialect),
            body: ctx.ident(&body),
        });
        // MLIR verifies the attribute as it is parsed, at its parameters.
        if dialect == "llvm" && body.starts_with("target_features<") {
            if let Some(msg) = crate::dialect::llvm::verify::target_features_error(ctx, attr) {
                return Err(Diag::error(params_loc, msg));
            }
        }
        Ok(attr)
    }

    /// The `: type` an attribute of an unregistered dialect may carry (MLIR
    /// keeps it with the attribute's text).
    fn trailing_attr_type(&mut self) -> DResult<Option<crate::ids::TypeId>> {
        if self.kind() != Tok::Colon {
            return Ok(None);
        }
        self.bump();
        self.parse_type().map(Some)
    }

    /// The error for `#dialect.name<...>` of a dialect the tool lacks, at
    /// the attribute's token; located, as in MLIR, at `name`.
    #[cold]
    fn unregistered_dialect_attr(&mut self, dialect: &str, name: &str) -> Diag {
        let at = self.loc_at(self.token_start() + 1 + dialect.len() + 1);
        self.bump();
        let mut data = name.to_owned();
        if self.kind() == Tok::Less {
            match self.take_balanced_angle_body() {
                Ok(inner) => {
                    data.push('<');
                    data.push_str(inner);
                    data.push('>');
                }
                Err(d) => return d,
            }
        }
        let ty = match self.trailing_attr_type() {
            Ok(ty) => ty,
            Err(d) => return d,
        };
        super::parser::unregistered_dialect_error(
            at,
            &opaque_attr_text(self.ctx, dialect, &data, ty),
        )
    }

    /// `#llvm.vscale_range<minRange = 1, maxRange = 2>`: a struct of two
    /// integer attributes, in either order, kept as opaque text in MLIR's
    /// spelling (`minRange` first, each integer with its type, `i64` when
    /// none was written).
    fn parse_vscale_range(&mut self) -> DResult<AttrId> {
        let ctx = self.ctx;
        self.expect(Tok::Less, "'<'")?;
        let mut range: [Option<AttrId>; 2] = [None, None];
        for i in 0..2 {
            if i == 1 {
                self.expect(Tok::Comma, "','")?;
            }
            if self.kind() != Tok::Ident {
                return Err(self.error_here("expected valid keyword"));
            }
            let key = self.text();
            self.bump();
            self.expect(Tok::Equal, "'='")?;
            // MLIR reads the key and `=` before judging the key.
            let value_loc = self.loc_here();
            let slot = match key {
                "minRange" => 0,
                _ => 1,
            };
            if !matches!(key, "minRange" | "maxRange") || range[slot].is_some() {
                return Err(Diag::error(
                    value_loc,
                    format!("duplicate or unknown struct parameter name: {key}"),
                ));
            }
            let v = self.parse_attr()?;
            if !matches!(ctx.attr_data(v), AttrData::Integer { .. }) {
                let mut d = Diag::error(value_loc, "invalid kind of attribute specified");
                d.notes.push(Diag::error(
                    self.loc_here(),
                    format!(
                        "failed to parse LLVM_VScaleRangeAttr parameter '{key}' which is to be a `IntegerAttr`"
                    ),
                ));
                return Err(d);
            }
            range[slot] = Some(v);
        }
        self.expect(Tok::Greater, "'>'")?;
        let mut text = String::from("vscale_range<minRange = ");
        for (i, v) in range.into_iter().flatten().enumerate() {
            if i == 1 {
                text.push_str(", maxRange = ");
            }
            print_attr(ctx, v, &mut text);
        }
        text.push('>');
        Ok(ctx.intern_attr(AttrData::Opaque {
            dialect: ctx.ident("llvm"),
            body: ctx.ident(&text),
        }))
    }

    /// `#dlti.dl_spec<index = 32 : i64, "dlti.endianness" = "little">`, or
    /// the older `#dlti.dl_spec<#dlti.dl_entry<index, 32>>`; kept as opaque
    /// text in MLIR's canonical spelling (the first form).
    fn parse_dl_spec(&mut self) -> DResult<AttrId> {
        let ctx = self.ctx;
        self.expect(Tok::Less, "'<'")?;
        let mut text = String::from("dl_spec<");
        let mut first = true;
        while self.kind() != Tok::Greater {
            if !first {
                self.expect(Tok::Comma, "','")?;
                text.push_str(", ");
            }
            first = false;
            let entry = self.kind() == Tok::HashId && self.text() == "#dlti.dl_entry";
            if entry {
                self.bump();
                self.expect(Tok::Less, "'<'")?;
            }
            if self.kind() == Tok::Str {
                print_string_literal(self.string_bytes()?, &mut text);
                self.bump();
            } else {
                let t = self.parse_type()?;
                super::print_type(ctx, t, &mut text);
            }
            if entry {
                self.expect(Tok::Comma, "','")?;
            } else {
                self.expect(Tok::Equal, "'='")?;
            }
            let v = self.parse_attr()?;
            text.push_str(" = ");
            print_attr(ctx, v, &mut text);
            if entry {
                self.expect(Tok::Greater, "'>'")?;
            }
        }
        self.bump();
        text.push('>');
        Ok(ctx.intern_attr(AttrData::Opaque {
            dialect: ctx.ident("dlti"),
            body: ctx.ident(&text),
        }))
    }

    /// `dense<...> : type`
    /// Parses an attribute whose type the context implies, as MLIR's
    /// `parseAttribute(attr, type)`: `dense<...>` may then omit `: type`
    /// (`memref.global`'s initial value).
    pub fn parse_attr_with_type(&mut self, ty: TypeId) -> DResult<AttrId> {
        if self.kind() == Tok::Ident && self.text() == "dense" {
            self.enter()?;
            let r = self.parse_dense(Some(ty));
            self.leave();
            r
        } else {
            self.parse_attr()
        }
    }

    fn parse_dense(&mut self, implied: Option<TypeId>) -> DResult<AttrId> {
        let ctx = self.ctx;
        let kw_loc = self.loc_here();
        self.bump();
        self.expect(Tok::Less, "'<'")?;
        let mut lits: Vec<Lit> = Vec::new();
        let mut shape: Vec<usize> = Vec::new();
        let mut hex: Option<String> = None;
        if self.kind() == Tok::Greater {
            // `dense<>`: an empty elements attribute.
        } else if self.kind() == Tok::Str && self.text().starts_with("\"0x") {
            hex = Some(self.string_value()?);
            self.bump();
        } else if self.kind() == Tok::LSquare {
            self.parse_dense_list(&mut lits, &mut shape, 0)?;
        } else {
            lits.push(self.parse_dense_literal()?);
        }
        self.expect(Tok::Greater, "'>'")?;
        let tloc = self.loc_here();
        let ty = match implied {
            Some(t) if self.kind() != Tok::Colon => t,
            _ => {
                self.expect(Tok::Colon, "':'")?;
                self.parse_type()?
            }
        };
        let (tshape, elem) = match ctx.type_data(ty) {
            TypeData::Vector { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
                (shape.to_vec(), *elem)
            }
            _ => return Err(Diag::error(tloc, "elements literal must be a shaped type")),
        };
        if tshape.iter().any(|&d| d < 0) {
            return Err(Diag::error(
                tloc,
                "elements literal type must have static shape",
            ));
        }
        let count: usize = tshape.iter().map(|&d| d as usize).product();
        let values = if let Some(h) = hex {
            hex_dense(ctx, elem, &h, count).ok_or_else(|| {
                let mut t = String::new();
                super::print_type(ctx, ty, &mut t);
                Diag::error(
                    kw_loc.clone(),
                    format!("elements hex data size is invalid for provided type: '{t}'"),
                )
            })?
        } else {
            let splat_lit = lits.len() == 1 && shape.is_empty();
            let empty_lit = lits.is_empty() && shape.iter().all(|&d| d <= 1);
            let matches_type = shape.len() == tshape.len()
                && shape.iter().zip(&tshape).all(|(&a, &b)| a as i64 == b);
            if !(splat_lit || matches_type || (empty_lit && count == 0)) {
                let show = |v: Vec<String>| v.join(", ");
                return Err(Diag::error(
                    kw_loc,
                    format!(
                        "inferred shape of elements literal ([{}]) does not match type ([{}])",
                        show(shape.iter().map(|d| d.to_string()).collect()),
                        show(tshape.iter().map(|d| d.to_string()).collect()),
                    ),
                ));
            }
            if let TypeData::Float(k) = ctx.type_data(elem) {
                self.check_hex_floats(&lits, k.width())?;
            }
            lits_to_values(ctx, elem, &lits)
                .ok_or_else(|| Diag::error(tloc.clone(), "invalid element literal for type"))?
        };
        // Complex elements are stored as (real, imaginary) pairs.
        let per = if matches!(ctx.type_data(elem), TypeData::Complex(_)) {
            2
        } else {
            1
        };
        let splat = count > 0 && (values.len() == per || all_equal(&values, per));
        let values = if splat && values.len() > per {
            first_only(values, per)
        } else {
            values
        };
        Ok(ctx.intern_attr(AttrData::DenseElements { ty, splat, values }))
    }

    /// MLIR's range check of hexadecimal float elements, at the first
    /// literal wider than the element type.
    fn check_hex_floats(&self, lits: &[Lit], width: u32) -> DResult<()> {
        for l in lits {
            if let Lit::Int(t, false, at) = l {
                if t.starts_with("0x")
                    && parse_int_text(t).is_none_or(|b| width < 128 && b >> width != 0)
                {
                    return Err(Diag::error(
                        self.loc_at(*at as usize),
                        "hexadecimal float constant out of range for type",
                    ));
                }
            }
        }
        Ok(())
    }

    fn parse_dense_list(
        &mut self,
        lits: &mut Vec<Lit>,
        shape: &mut Vec<usize>,
        depth: usize,
    ) -> DResult<()> {
        self.enter()?;
        self.expect(Tok::LSquare, "'['")?;
        let mut n = 0;
        let (mut lists, mut scalars) = (false, false);
        if !self.consume_if(Tok::RSquare) {
            loop {
                if self.kind() == Tok::LSquare {
                    lists = true;
                    self.parse_dense_list(lits, shape, depth + 1)?;
                } else {
                    scalars = true;
                    lits.push(self.parse_dense_literal()?);
                }
                n += 1;
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            if lists && scalars {
                self.leave();
                return Err(self.error_here(
                    "tensor literal is invalid; ranks are not consistent between elements",
                ));
            }
            self.expect(Tok::RSquare, "']'")?;
        }
        // Inner lists finish first: size the shape by depth, not by order.
        if shape.len() <= depth {
            shape.resize(depth + 1, usize::MAX);
        }
        if shape[depth] == usize::MAX {
            shape[depth] = n;
        } else if shape[depth] != n {
            self.leave();
            return Err(self.error_here(
                "tensor literal is invalid; ranks are not consistent between elements",
            ));
        }
        self.leave();
        Ok(())
    }

    fn parse_dense_literal(&mut self) -> DResult<Lit> {
        let neg = self.consume_if(Tok::Minus);
        let lit = match self.kind() {
            Tok::Int => Lit::Int(self.text().to_owned(), neg, self.tok_offset()),
            Tok::Float => Lit::Float(self.text().to_owned(), neg),
            Tok::Ident if self.text() == "true" => Lit::Bool(true),
            Tok::Ident if self.text() == "false" => Lit::Bool(false),
            Tok::Ident if matches!(self.text(), "inf" | "nan") => {
                Lit::Float(self.text().to_owned(), neg)
            }
            Tok::Str => Lit::Str(self.string_bytes()?.into_owned()),
            Tok::LParen => {
                // Complex `(re, im)`.
                self.bump();
                let re = self.parse_dense_literal()?;
                self.expect(Tok::Comma, "','")?;
                let im = self.parse_dense_literal()?;
                self.expect(Tok::RParen, "')'")?;
                return Ok(Lit::Complex(Box::new([re, im])));
            }
            _ => return Err(self.error_here("expected element literal of primitive type")),
        };
        self.bump();
        Ok(lit)
    }

    /// `array<i32: 1, 2>`, `array<i1: true>`, `array<f32>`.
    fn parse_dense_array(&mut self) -> DResult<AttrId> {
        let ctx = self.ctx;
        self.bump();
        self.expect(Tok::Less, "'<'")?;
        let elem_loc = self.loc_here();
        let elem = self.parse_type()?;
        let width = match ctx.type_data(elem) {
            TypeData::Integer { width, .. } => Some(*width),
            TypeData::Float(k) => Some(k.width()),
            _ => None,
        };
        if width.is_some_and(|w| w != 1 && w % 8 != 0) {
            return Err(Diag::error(
                elem_loc,
                "element type bitwidth must be a multiple of 8",
            ));
        }
        let mut lits = Vec::new();
        let mut first_loc = self.loc_here();
        if self.consume_if(Tok::Colon) {
            first_loc = self.loc_here();
            loop {
                lits.push(self.parse_dense_literal()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect_msg(Tok::Greater, "expected '>' to close an array attribute")?;
        let values = lits_to_values(ctx, elem, &lits).ok_or_else(|| {
            let what = match ctx.type_data(elem) {
                TypeData::Float(_) => "expected float literal",
                _ => "expected integer literal",
            };
            Diag::error(first_loc.clone(), what)
        })?;
        Ok(ctx.intern_attr(AttrData::DenseArray { elem, values }))
    }

    /// `strided<[s0, s1], offset: o>`
    fn parse_strided(&mut self) -> DResult<AttrId> {
        self.bump();
        self.expect(Tok::Less, "'<'")?;
        self.expect(Tok::LSquare, "'['")?;
        let mut strides = Vec::new();
        if !self.consume_if(Tok::RSquare) {
            loop {
                strides.push(self.parse_dim_value()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "']'")?;
        }
        let mut offset = 0;
        if self.consume_if(Tok::Comma) {
            if !(self.kind() == Tok::Ident && self.text() == "offset") {
                return Err(self.error_wrong_token("expected 'offset' after comma"));
            }
            self.bump();
            self.expect(Tok::Colon, "':'")?;
            offset = self.parse_dim_value()?;
        }
        self.expect(Tok::Greater, "'>'")?;
        Ok(self.ctx.intern_attr(AttrData::StridedLayout {
            offset,
            strides: strides.into(),
        }))
    }

    /// An integer or `?` (dynamic).
    fn parse_dim_value(&mut self) -> DResult<i64> {
        if self.consume_if(Tok::Question) {
            return Ok(DYNAMIC);
        }
        self.parse_i64()
    }

    /// `affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>`
    fn parse_affine_map_attr(&mut self) -> DResult<AttrId> {
        self.bump();
        self.expect(Tok::Less, "'<'")?;
        let map = self.parse_affine_map()?;
        self.expect(Tok::Greater, "'>'")?;
        Ok(self.ctx.intern_attr(AttrData::AffineMap(map)))
    }

    /// A bare affine map `(d0, d1)[s0] -> (d1, d0)` (dimension and symbol
    /// names are free identifiers).
    pub fn parse_affine_map(&mut self) -> DResult<AffineMap> {
        let mut names: Vec<(String, AffineExpr)> = Vec::new();
        self.expect(Tok::LParen, "'('")?;
        let mut num_dims = 0;
        if !self.consume_if(Tok::RParen) {
            loop {
                if self.kind() != Tok::Ident {
                    return Err(self.error_here("expected bare identifier"));
                }
                names.push((self.text().to_owned(), AffineExpr::Dim(num_dims)));
                num_dims += 1;
                self.bump();
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "')'")?;
        }
        let mut num_symbols = 0;
        if self.consume_if(Tok::LSquare) && !self.consume_if(Tok::RSquare) {
            loop {
                if self.kind() != Tok::Ident {
                    return Err(self.error_here("expected bare identifier"));
                }
                names.push((self.text().to_owned(), AffineExpr::Symbol(num_symbols)));
                num_symbols += 1;
                self.bump();
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "']'")?;
        }
        self.expect(Tok::Arrow, "'->'")?;
        self.expect(Tok::LParen, "'('")?;
        let mut results = Vec::new();
        if !self.consume_if(Tok::RParen) {
            loop {
                results.push(self.parse_affine_expr(&names, 0)?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "')'")?;
        }
        Ok(AffineMap {
            num_dims,
            num_symbols,
            results: results.into(),
        })
    }

    /// Precedence climbing: level 0 is `+`/`-`, level 1 is `*`, `floordiv`,
    /// `ceildiv`, `mod`.
    fn parse_affine_expr(
        &mut self,
        names: &[(String, AffineExpr)],
        level: u32,
    ) -> DResult<AffineExpr> {
        self.enter()?;
        let r = if level == 0 {
            let mut lhs = self.parse_affine_expr(names, 1)?;
            loop {
                if self.consume_if(Tok::Plus) {
                    let rhs = self.parse_affine_expr(names, 1)?;
                    lhs = super::affine_simplify::add(lhs, rhs);
                } else if self.consume_if(Tok::Minus) {
                    let rhs = self.parse_affine_expr(names, 1)?;
                    lhs = super::affine_simplify::sub(lhs, rhs);
                } else {
                    break;
                }
            }
            Ok(lhs)
        } else {
            let mut lhs = self.parse_affine_atom(names)?;
            loop {
                use super::affine_simplify::{div_like, mul, DivKind};
                let kind = if self.consume_if(Tok::Star) {
                    None
                } else if self.kind() == Tok::Ident && self.text() == "floordiv" {
                    self.bump();
                    Some(DivKind::FloorDiv)
                } else if self.kind() == Tok::Ident && self.text() == "ceildiv" {
                    self.bump();
                    Some(DivKind::CeilDiv)
                } else if self.kind() == Tok::Ident && self.text() == "mod" {
                    self.bump();
                    Some(DivKind::Mod)
                } else {
                    break;
                };
                let rhs = self.parse_affine_atom(names)?;
                lhs = match kind {
                    None => mul(lhs, rhs),
                    Some(kind) => div_like(kind, lhs, rhs),
                };
            }
            Ok(lhs)
        };
        self.leave();
        r
    }

    fn parse_affine_atom(&mut self, names: &[(String, AffineExpr)]) -> DResult<AffineExpr> {
        match self.kind() {
            Tok::LParen => {
                self.bump();
                let e = self.parse_affine_expr(names, 0)?;
                self.expect(Tok::RParen, "')'")?;
                Ok(e)
            }
            Tok::Minus => {
                self.bump();
                let e = self.parse_affine_atom(names)?;
                Ok(match e {
                    AffineExpr::Const(c) => AffineExpr::Const(-c),
                    e => super::affine_simplify::mul(e, AffineExpr::Const(-1)),
                })
            }
            Tok::Int => Ok(AffineExpr::Const(self.parse_i64()?)),
            Tok::Ident => {
                let t = self.text();
                let e = names
                    .iter()
                    .find(|(n, _)| n == t)
                    .map(|(_, e)| e.clone())
                    .ok_or_else(|| self.error_here("use of undeclared identifier"))?;
                self.bump();
                Ok(e)
            }
            Tok::RParen | Tok::Comma | Tok::RSquare => {
                Err(self.error_here("missing right operand of binary operator"))
            }
            _ => Err(self.error_here("expected affine expression")),
        }
    }

    /// `loc(...)` (the current token is `loc`).
    pub fn parse_location(&mut self) -> DResult<AttrId> {
        self.bump();
        self.expect(Tok::LParen, "'('")?;
        let l = self.parse_location_body()?;
        self.expect(Tok::RParen, "')'")?;
        Ok(l)
    }

    /// `loc(...)` after an op or a block argument (the current token is
    /// `loc`), where `loc(#alias)` may name an alias defined further down
    /// the file: it then reads as a placeholder, listed for
    /// `forward_locs::resolve`.
    pub fn parse_trailing_location(&mut self) -> DResult<AttrId> {
        self.bump();
        self.expect(Tok::LParen, "'('")?;
        if self.kind() == Tok::HashId && self.peek_next() == Tok::RParen {
            let alias = &self.text()[1..];
            if !alias.contains('.') && !self.attr_aliases.contains_key(alias) {
                let placeholder = super::forward_locs::placeholder(self.ctx, alias);
                self.forward_locs.push(super::forward_locs::ForwardLoc {
                    placeholder,
                    alias: alias.into(),
                    at: self.loc_here(),
                });
                self.bump();
                self.bump();
                return Ok(placeholder);
            }
        }
        let l = self.parse_location_body()?;
        self.expect(Tok::RParen, "')'")?;
        Ok(l)
    }

    fn parse_location_body(&mut self) -> DResult<AttrId> {
        self.enter()?;
        let r = self.parse_location_inner();
        self.leave();
        r
    }

    fn parse_location_inner(&mut self) -> DResult<AttrId> {
        let ctx = self.ctx;
        let loc_attr = |l: Location| ctx.intern_attr(AttrData::Location(l));
        match self.kind() {
            Tok::HashId => {
                let a = self.parse_hash_attr()?;
                match ctx.attr_data(a) {
                    AttrData::Location(_) => Ok(a),
                    _ => Err(self.error_here("expected location attribute")),
                }
            }
            Tok::Str => {
                let s = self.string_ident()?;
                self.bump();
                if self.consume_if(Tok::Colon) {
                    let line = self.parse_u32()?;
                    self.expect(Tok::Colon, "':'")?;
                    let col = self.parse_u32()?;
                    // Ranges `"f":1:2 to 3:4` keep their start.
                    if self.kind() == Tok::Ident && self.text() == "to" {
                        self.bump();
                        if self.kind() == Tok::Colon {
                            self.bump();
                            self.parse_u32()?;
                        } else {
                            self.parse_u32()?;
                            if self.consume_if(Tok::Colon) {
                                self.parse_u32()?;
                            }
                        }
                    }
                    return Ok(loc_attr(Location::FileLineCol { file: s, line, col }));
                }
                let child = if self.consume_if(Tok::LParen) {
                    let c = self.parse_location_body()?;
                    self.expect(Tok::RParen, "')'")?;
                    Some(c)
                } else {
                    None
                };
                Ok(loc_attr(Location::Name { name: s, child }))
            }
            Tok::Ident => match self.text() {
                "unknown" => {
                    self.bump();
                    Ok(AttrId::UNKNOWN_LOC)
                }
                "callsite" => {
                    self.bump();
                    self.expect(Tok::LParen, "'('")?;
                    let callee = self.parse_location_body()?;
                    if !(self.kind() == Tok::Ident && self.text() == "at") {
                        return Err(self.error_here("expected 'at' in callsite location"));
                    }
                    self.bump();
                    let caller = self.parse_location_body()?;
                    self.expect(Tok::RParen, "')'")?;
                    Ok(loc_attr(Location::CallSite { callee, caller }))
                }
                "fused" => {
                    self.bump();
                    let metadata = if self.consume_if(Tok::Less) {
                        let m = self.parse_attr()?;
                        self.expect(Tok::Greater, "'>'")?;
                        Some(m)
                    } else {
                        None
                    };
                    self.expect(Tok::LSquare, "'['")?;
                    let mut locs = Vec::new();
                    if !self.consume_if(Tok::RSquare) {
                        loop {
                            locs.push(self.parse_location_body()?);
                            if !self.consume_if(Tok::Comma) {
                                break;
                            }
                        }
                        self.expect(Tok::RSquare, "']'")?;
                    }
                    // As MLIR's `FusedLoc::get`: unknown parts are dropped, and
                    // nothing or one part without metadata is not fused.
                    locs.retain(|&l| l != AttrId::UNKNOWN_LOC);
                    if metadata.is_none() && locs.len() <= 1 {
                        return Ok(locs.first().copied().unwrap_or(AttrId::UNKNOWN_LOC));
                    }
                    Ok(loc_attr(Location::Fused {
                        locs: locs.into(),
                        metadata,
                    }))
                }
                _ => Err(self.error_here("expected location instance")),
            },
            _ => Err(self.error_here("expected location instance")),
        }
    }
}

enum Lit {
    /// Text, sign, and the offset of the literal (for diagnostics).
    Int(String, bool, u32),
    Float(String, bool),
    Bool(bool),
    Str(Vec<u8>),
    /// `(re, im)`
    Complex(Box<[Lit; 2]>),
}

fn lits_to_values(ctx: &Context, elem: TypeId, lits: &[Lit]) -> Option<DenseValues> {
    if let TypeData::Complex(part) = ctx.type_data(elem) {
        // Flatten to (re, im) pairs of the part type.
        let mut flat = Vec::with_capacity(lits.len() * 2);
        for l in lits {
            match l {
                Lit::Complex(pair) => {
                    let [re, im] = &**pair;
                    flat.push(re.shallow_clone()?);
                    flat.push(im.shallow_clone()?);
                }
                _ => return None,
            }
        }
        return lits_to_values(ctx, *part, &flat);
    }
    if lits.iter().any(|l| matches!(l, Lit::Complex(_))) {
        return None;
    }
    match ctx.type_data(elem) {
        TypeData::Integer { .. } | TypeData::Index => {
            let mut v = Vec::with_capacity(lits.len());
            for l in lits {
                v.push(match l {
                    Lit::Int(t, neg, _) => normalize_int(ctx, elem, parse_int_text(t)?, *neg)?,
                    Lit::Bool(b) => *b as i128,
                    _ => return None,
                });
            }
            Some(DenseValues::Int(v.into()))
        }
        TypeData::Float(k) => {
            let mut v = Vec::with_capacity(lits.len());
            for l in lits {
                // Elements hold bit patterns: a value only a scalar
                // attribute can keep (see `small_floats`) is cast to them.
                v.push(match l {
                    Lit::Float(t, neg) => {
                        small_floats::bitcast(floats::parse_decimal(t, *neg, *k)?, *k)
                    }
                    Lit::Int(t, neg, _) if t.starts_with("0x") && !*neg => parse_int_text(t)?,
                    Lit::Int(t, neg, _) => {
                        small_floats::bitcast(floats::parse_decimal(t, *neg, *k)?, *k)
                    }
                    _ => return None,
                });
            }
            Some(DenseValues::Float(v.into()))
        }
        _ => {
            let mut v = Vec::with_capacity(lits.len());
            for l in lits {
                match l {
                    Lit::Str(s) => v.push(ctx.ident_bytes(s)),
                    _ => return None,
                }
            }
            Some(DenseValues::String(v.into()))
        }
    }
}

/// Decodes `dense<"0x...">`: little-endian element bytes (or one element,
/// a splat).
fn hex_dense(ctx: &Context, elem: TypeId, hex: &str, count: usize) -> Option<DenseValues> {
    let h = hex.strip_prefix("0x")?;
    if h.len() % 2 != 0 {
        return None;
    }
    let bytes: Vec<u8> = (0..h.len() / 2)
        .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).ok())
        .collect::<Option<_>>()?;
    let width = match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => *width as usize,
        TypeData::Float(k) => k.width() as usize,
        TypeData::Index => 64,
        _ => return None,
    };
    let esize = width.div_ceil(8).max(1);
    if bytes.len() != esize * count && bytes.len() != esize {
        return None;
    }
    let read = |chunk: &[u8]| {
        chunk
            .iter()
            .rev()
            .fold(0u128, |acc, &b| (acc << 8) | b as u128)
    };
    let raw: Vec<u128> = bytes.chunks(esize).map(read).collect();
    match ctx.type_data(elem) {
        TypeData::Float(_) => Some(DenseValues::Float(raw.into())),
        _ => {
            let v: Option<Vec<i128>> = raw
                .iter()
                .map(|&r| normalize_int(ctx, elem, r, false))
                .collect();
            Some(DenseValues::Int(v?.into()))
        }
    }
}

impl Lit {
    /// A copy of a scalar literal (`None` for a nested complex).
    fn shallow_clone(&self) -> Option<Lit> {
        Some(match self {
            Lit::Int(t, n, at) => Lit::Int(t.clone(), *n, *at),
            Lit::Float(t, n) => Lit::Float(t.clone(), *n),
            Lit::Bool(b) => Lit::Bool(*b),
            Lit::Str(s) => Lit::Str(s.clone()),
            Lit::Complex(_) => return None,
        })
    }
}

/// Whether all elements (each `per` stored values) are equal.
fn all_equal(v: &DenseValues, per: usize) -> bool {
    fn same<T: PartialEq>(x: &[T], per: usize) -> bool {
        x.len() >= per && x.chunks(per).all(|c| c == &x[..per])
    }
    match v {
        DenseValues::Int(x) => same(x, per),
        DenseValues::Float(x) => same(x, per),
        DenseValues::String(x) => same(x, per),
    }
}

/// The first element (`per` stored values) only.
fn first_only(v: DenseValues, per: usize) -> DenseValues {
    match v {
        DenseValues::Int(x) => DenseValues::Int(x[..per].into()),
        DenseValues::Float(x) => DenseValues::Float(x[..per].into()),
        DenseValues::String(x) => DenseValues::String(x[..per].into()),
    }
}

/// Truncates a literal to the type's width and re-extends it: sign
/// extension for signless and signed types (MLIR prints them signed),
/// zero extension for unsigned. `None` when the literal does not fit.
pub fn normalize_int(ctx: &Context, ty: TypeId, magnitude: u128, neg: bool) -> Option<i128> {
    let (width, signedness) = match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } => (*width, *signedness),
        TypeData::Index => (64, Signedness::Signless),
        _ => return None,
    };
    if width > 128 {
        // Wider integers keep the literal as written when it fits in i128.
        let v = i128::try_from(magnitude).ok()?;
        return Some(if neg { -v } else { v });
    }
    if width == 0 {
        // i0 holds only 0, and like MLIR no negative literal, not even -0
        // (the sign extension below would shift by 128).
        return (magnitude == 0 && !neg).then_some(0);
    }
    let limit: u128 = if width == 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    if magnitude > limit && !(neg && magnitude == limit / 2 + 1) {
        return None;
    }
    let raw = if neg {
        magnitude.wrapping_neg()
    } else {
        magnitude
    } & limit;
    if signedness == Signedness::Unsigned {
        if neg && magnitude != 0 {
            return None;
        }
        return Some(raw as i128);
    }
    // Sign-extend from `width`.
    let shift = 128 - width;
    Some(((raw << shift) as i128) >> shift)
}

// ---- enum attributes ----

fn enum_kind_of(dialect: &str, name: &str) -> Option<EnumKind> {
    Some(match (dialect, name) {
        ("arith", "fastmath") => EnumKind::ArithFastMath,
        ("arith", "overflow") => EnumKind::ArithOverflow,
        ("arith", "denormal") => EnumKind::ArithDenormal,
        ("llvm", "fastmath") => EnumKind::LlvmFastMath,
        ("llvm", "overflow") => EnumKind::LlvmOverflow,
        ("llvm", "linkage") => EnumKind::LlvmLinkage,
        ("llvm", "cconv") => EnumKind::LlvmCConv,
        ("llvm", "tailcallkind") => EnumKind::LlvmTailCallKind,
        ("llvm", "framePointerKind") => EnumKind::LlvmFramePointerKind,
        ("llvm", "gep_flags") => EnumKind::LlvmGepFlags,
        ("llvm", "unnamed_addr") => EnumKind::LlvmUnnamedAddr,
        ("llvm", "visibility") => EnumKind::LlvmVisibility,
        ("llvm", "tls_model") => EnumKind::LlvmTlsModel,
        ("llvm", "comdat") => EnumKind::LlvmComdat,
        ("llvm", "asm_dialect") => EnumKind::LlvmAsmDialect,
        ("vector", "punctuation") => EnumKind::VectorPunctuation,
        _ => return None,
    })
}

/// The bit enums whose parameter list is read token by token, with
/// MLIR's diagnostics (see `bit_enum`).
fn bit_enum_of(kind: EnumKind) -> Option<&'static super::bit_enum::BitEnum> {
    use super::bit_enum::{ARITH_FASTMATH, ARITH_OVERFLOW, LLVM_FASTMATH};
    match kind {
        EnumKind::ArithFastMath => Some(&ARITH_FASTMATH),
        EnumKind::LlvmFastMath => Some(&LLVM_FASTMATH),
        EnumKind::ArithOverflow => Some(&ARITH_OVERFLOW),
        _ => None,
    }
}

/// How an enum kind is spelled and valued.
pub enum EnumSpelling {
    /// Bit flags; `none` is 0. Separator used when printing.
    Flags(&'static [(&'static str, u64)], &'static str),
    /// One case; the value is the index.
    Cases(&'static [&'static str]),
}

pub fn enum_spelling(kind: EnumKind) -> (&'static str, EnumSpelling) {
    use crate::dialect::arith::{FASTMATH_FLAGS, OVERFLOW_FLAGS};
    match kind {
        EnumKind::ArithFastMath => ("arith.fastmath", EnumSpelling::Flags(FASTMATH_FLAGS, ",")),
        EnumKind::ArithOverflow => ("arith.overflow", EnumSpelling::Flags(&OVERFLOW_FLAGS, ", ")),
        EnumKind::ArithDenormal => (
            "arith.denormal",
            EnumSpelling::Cases(&["ieee", "preserve_sign", "positive_zero"]),
        ),
        EnumKind::LlvmFastMath => (
            "llvm.fastmath",
            EnumSpelling::Flags(LLVM_FASTMATH_FLAGS, ", "),
        ),
        EnumKind::LlvmOverflow => ("llvm.overflow", EnumSpelling::Flags(&OVERFLOW_FLAGS, ", ")),
        EnumKind::LlvmGepFlags => (
            "llvm.gep_flags",
            EnumSpelling::Flags(&[("inbounds_flag", 1), ("nusw", 2), ("nuw", 4)], ", "),
        ),
        EnumKind::LlvmLinkage => ("llvm.linkage", EnumSpelling::Cases(&LINKAGES)),
        EnumKind::LlvmCConv => ("llvm.cconv", EnumSpelling::Cases(&CCONVS)),
        EnumKind::LlvmTailCallKind => (
            "llvm.tailcallkind",
            EnumSpelling::Cases(&["none", "notail", "musttail", "tail"]),
        ),
        EnumKind::LlvmFramePointerKind => (
            "llvm.framePointerKind",
            EnumSpelling::Cases(&["none", "non-leaf", "all", "reserved", "non-leaf-no-reserve"]),
        ),
        EnumKind::LlvmUnnamedAddr => (
            "llvm.unnamed_addr",
            EnumSpelling::Cases(&["", "local_unnamed_addr", "unnamed_addr"]),
        ),
        EnumKind::LlvmVisibility => (
            "llvm.visibility",
            EnumSpelling::Cases(&["", "hidden", "protected"]),
        ),
        EnumKind::LlvmTlsModel => (
            "llvm.tls_model",
            EnumSpelling::Cases(&[
                "general_dynamic",
                "local_dynamic",
                "initial_exec",
                "local_exec",
            ]),
        ),
        EnumKind::LlvmComdat => (
            "llvm.comdat",
            EnumSpelling::Cases(&["any", "exactmatch", "largest", "nodeduplicate", "samesize"]),
        ),
        EnumKind::LlvmAsmDialect => ("llvm.asm_dialect", EnumSpelling::Cases(&["att", "intel"])),
        EnumKind::VectorPunctuation => ("vector.punctuation", EnumSpelling::Cases(&PUNCTUATIONS)),
    }
}

/// `vector::PrintPunctuation` cases in MLIR's order.
pub const PUNCTUATIONS: [&str; 5] = ["no_punctuation", "newline", "comma", "open", "close"];

/// Bits of `#llvm.fastmath` (a different order from arith's).
pub const LLVM_FASTMATH_FLAGS: &[(&str, u64)] = super::bit_enum::LLVM_FASTMATH_FLAGS;

/// The type text of an elements attribute kept as text
/// (`sparse<...> : vector<4xi32>` → `vector<4xi32>`).
pub fn opaque_elements_type_text(text: &str) -> Option<&str> {
    if !(text.starts_with("sparse<") || text.starts_with("dense_resource<")) {
        return None;
    }
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '<' | '[' | '(' => depth += 1,
            '>' | ']' | ')' => {
                depth -= 1;
                if depth == 0 && c == '>' {
                    return text[i + 1..].strip_prefix(" : ");
                }
            }
            _ => {}
        }
    }
    None
}

/// `sparse<indices, values>` as MLIR prints it: each part as its dense
/// literal would print (a single repeated value collapses to a splat).
/// `None` leaves the text as written.
fn canonical_sparse(ctx: &Context, body: &str, ty: TypeId) -> Option<String> {
    let (shape, elem) = match ctx.type_data(ty) {
        TypeData::Vector { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
            (shape.clone(), *elem)
        }
        _ => return None,
    };
    // Split at the top-level comma.
    let mut depth = 0i32;
    let mut split = None;
    for (i, c) in body.char_indices() {
        match c {
            '[' | '(' | '<' => depth += 1,
            ']' | ')' | '>' => depth -= 1,
            ',' if depth == 0 => {
                split = Some(i);
                break;
            }
            _ => {}
        }
    }
    let (indices, values) = body.split_at(split?);
    let (indices, values) = (indices.trim(), values[1..].trim());
    let idx_shape = literal_shape(indices)?;
    let count = idx_shape.first().copied().unwrap_or(1);
    let idx_dims = if idx_shape.is_empty() {
        vec![1, shape.len()]
    } else {
        idx_shape
    };
    let val_shape = literal_shape(values)?;
    let val_dims = if val_shape.is_empty() {
        vec![count]
    } else {
        val_shape
    };
    let dense_text = |lit: &str, dims: &[usize], elem: &str| -> Option<String> {
        let dims: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
        let src = format!("dense<{lit}> : tensor<{}x{elem}>", dims.join("x"));
        let a = super::parser::parse_attr_str(ctx, "", &src).ok()?;
        let mut out = String::new();
        print_attr(ctx, a, &mut out);
        let inner = out.strip_prefix("dense<")?;
        let end = inner.rfind("> : ")?;
        Some(inner[..end].to_string())
    };
    let mut elem_text = String::new();
    super::print_type(ctx, elem, &mut elem_text);
    let i = dense_text(indices, &idx_dims, "i64")?;
    let v = dense_text(values, &val_dims, &elem_text)?;
    Some(format!("sparse<{i}, {v}>"))
}

/// The shape of a dense literal (`[[1, 2], [3, 4]]` → `[2, 2]`, a scalar →
/// `[]`); `None` when ragged.
fn literal_shape(text: &str) -> Option<Vec<usize>> {
    let t = text.trim();
    if !t.starts_with('[') {
        return Some(Vec::new());
    }
    let inner = t.strip_prefix('[')?.strip_suffix(']')?.trim();
    if inner.is_empty() {
        return Some(vec![0]);
    }
    let mut items = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in inner.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&inner[start..]);
    let first = literal_shape(items[0])?;
    for it in &items[1..] {
        if literal_shape(it)? != first {
            return None;
        }
    }
    let mut shape = vec![items.len()];
    shape.extend(first);
    Some(shape)
}

/// MLIR's two errors for `#llvm.cconv<bogus>`: at the keyword, then after
/// it (`open` is the `<`); the second rides along as an error-severity note.
fn unknown_cconv(open: crate::SrcLoc, body: &str) -> Diag {
    let lead = body.len() - body.trim_start().len();
    let word: &str = body
        .trim_start()
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .next()
        .unwrap_or("");
    let at = crate::SrcLoc {
        col: open.col + 1 + lead as u32,
        ..open
    };
    let after = crate::SrcLoc {
        col: at.col + word.len() as u32,
        ..at.clone()
    };
    let mut d = Diag::error(
        at,
        format!(
            "expected one of [{}] for Calling Conventions, got: {word}",
            // MLIR's parser lists every case but `webkit_jscc`, in
            // `CCONVS` order.
            CCONVS
                .iter()
                .filter(|&&c| c != "webkit_jscc")
                .copied()
                .collect::<Vec<_>>()
                .join(", ")
        ),
    );
    d.notes.push(Diag::error(
        after,
        "failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`",
    ));
    d
}

/// `LLVM::Linkage` cases in MLIR's order.
pub const LINKAGES: [&str; 11] = [
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];

/// The calling conventions MLIR's `#llvm.cconv` spells, by LLVM's number.
pub const CCONVS: [&str; 48] = [
    "ccc",
    "fastcc",
    "coldcc",
    "cc_10",
    "cc_11",
    "webkit_jscc",
    "anyregcc",
    "preserve_mostcc",
    "preserve_allcc",
    "swiftcc",
    "cxx_fast_tlscc",
    // Appended (indices above are relied on): the rest of MLIR's `CConv`.
    "tailcc",
    "cfguard_checkcc",
    "swifttailcc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "arm_apcscc",
    "arm_aapcscc",
    "arm_aapcs_vfpcc",
    "msp430_intrcc",
    "x86_thiscallcc",
    "ptx_kernelcc",
    "ptx_devicecc",
    "spir_funccc",
    "spir_kernelcc",
    "intel_ocl_bicc",
    "x86_64_sysvcc",
    "win64cc",
    "x86_vectorcallcc",
    "hhvmcc",
    "hhvm_ccc",
    "x86_intrcc",
    "avr_intrcc",
    "avr_builtincc",
    "amdgpu_vscc",
    "amdgpu_gscc",
    "amdgpu_cscc",
    "amdgpu_kernelcc",
    "x86_regcallcc",
    "amdgpu_hscc",
    "msp430_builtincc",
    "amdgpu_lscc",
    "amdgpu_escc",
    "aarch64_vectorcallcc",
    "aarch64_sve_vectorcallcc",
    "wasm_emscripten_invokecc",
    "amdgpu_gfxcc",
    "m68k_intrcc",
];

/// LLVM's calling convention number for `CCONVS[index]`.
pub fn llvm_cconv_number(index: u64) -> u32 {
    const FROM_X86_STDCALL: [u32; 34] = [
        64, 65, 66, 67, 68, 69, 70, 71, 72, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 86, 87, 88, 90,
        91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101,
    ];
    match index {
        0 => 0,
        // fastcc (8) through swifttailcc (20) follow LLVM's numbering.
        1..=13 => index as u32 + 7,
        _ => FROM_X86_STDCALL
            .get(index as usize - 14)
            .copied()
            .unwrap_or(0),
    }
}

fn parse_enum_body(kind: EnumKind, body: &str) -> Option<u64> {
    let (_, spelling) = enum_spelling(kind);
    let body = body.trim();
    let body = if kind == EnumKind::LlvmFramePointerKind {
        body.trim_matches('"')
    } else {
        body
    };
    match spelling {
        EnumSpelling::Flags(table, _) => {
            let mut bits = 0;
            for part in body.split(',').map(str::trim) {
                bits |= match part {
                    "none" => 0,
                    "fast" if table.len() == 7 => crate::dialect::arith::FASTMATH_FAST,
                    _ => table.iter().find(|(n, _)| *n == part)?.1,
                };
            }
            Some(bits)
        }
        EnumSpelling::Cases(cases) => cases.iter().position(|c| *c == body).map(|i| i as u64),
    }
}

/// `none`, `nsw, nuw`, `fast`, `internal`.
pub fn write_enum_value(kind: EnumKind, value: u64, out: &mut String) {
    let (_, spelling) = enum_spelling(kind);
    match spelling {
        EnumSpelling::Flags(table, sep) => {
            crate::dialect::arith::write_flag_list(value, table, sep, out)
        }
        EnumSpelling::Cases(cases) => {
            out.push_str(cases.get(value as usize).copied().unwrap_or("?"))
        }
    }
}

// ---- printing ----

thread_local! {
    /// Dense elements attributes with more elements than this (and not a
    /// splat) print as `dense_resource<__elided__>`: MLIR's
    /// `elideLargeElementsAttrs`, used when an op is quoted in a diagnostic.
    static ELIDE_ELEMENTS_ABOVE: std::cell::Cell<usize> = const { std::cell::Cell::new(usize::MAX) };
}

/// Runs `f` with dense elements attributes of more than `limit` elements
/// printed elided (on this thread).
pub fn with_elided_elements<R>(limit: usize, f: impl FnOnce() -> R) -> R {
    let before = ELIDE_ELEMENTS_ABOVE.with(|c| c.replace(limit));
    let result = f();
    ELIDE_ELEMENTS_ABOVE.with(|c| c.set(before));
    result
}

/// Elements of a shaped type, when static.
fn element_count(ctx: &Context, ty: crate::ids::TypeId) -> Option<usize> {
    let shape = match ctx.type_data(ty) {
        crate::types::TypeData::Vector { shape, .. }
        | crate::types::TypeData::RankedTensor { shape, .. } => shape,
        _ => return None,
    };
    shape.iter().try_fold(1usize, |n, &d| {
        usize::try_from(d).ok().and_then(|d| n.checked_mul(d))
    })
}

/// Prints an attribute as MLIR 22 does.
pub fn print_attr(ctx: &Context, a: AttrId, out: &mut String) {
    print_attr_depth(ctx, a, out, 0);
}

fn print_attr_depth(ctx: &Context, a: AttrId, out: &mut String, depth: u32) {
    use std::fmt::Write;
    if depth > 512 {
        out.push_str("<<too deep>>");
        return;
    }
    let rec = |x: AttrId, out: &mut String| print_attr_depth(ctx, x, out, depth + 1);
    match ctx.attr_data(a) {
        AttrData::Unit => out.push_str("unit"),
        AttrData::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        AttrData::Integer { ty, value } => {
            if *ty == TypeId::I1 {
                out.push_str(if *value != 0 { "true" } else { "false" });
            } else {
                let _ = write!(out, "{value} : ");
                super::print_type(ctx, *ty, out);
            }
        }
        AttrData::Float { ty, bits } => {
            let kind = match ctx.type_data(*ty) {
                TypeData::Float(k) => *k,
                _ => FloatKind::F64,
            };
            floats::write_float(*bits, kind, out);
            out.push_str(" : ");
            super::print_type(ctx, *ty, out);
        }
        AttrData::String { value, ty } => {
            print_string_literal(ctx.bytes(*value), out);
            if let Some(t) = ty {
                out.push_str(" : ");
                super::print_type(ctx, *t, out);
            }
        }
        AttrData::Type(t) => super::print_type(ctx, *t, out),
        AttrData::Array(items) => {
            out.push('[');
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                // Array elements elide the default `i64` / `f64` types.
                match ctx.attr_data(*x) {
                    AttrData::Integer { ty, value } if *ty == TypeId::I64 => {
                        let _ = write!(out, "{value}");
                    }
                    AttrData::Float { ty, bits } if *ty == TypeId::F64 => {
                        let start = out.len();
                        floats::write_float(*bits, FloatKind::F64, out);
                        // A bit pattern (NaN, infinity) keeps its type, as
                        // MLIR prints it.
                        if out[start..].trim_start_matches('-').starts_with("0x") {
                            out.push_str(" : f64");
                        }
                    }
                    _ => rec(*x, out),
                }
            }
            out.push(']');
        }
        AttrData::Dict(entries) => {
            out.push('{');
            for (i, e) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                crate::print::write_attr_name(ctx.bytes(e.name), out);
                if !matches!(ctx.attr_data(e.value), AttrData::Unit) {
                    out.push_str(" = ");
                    rec(e.value, out);
                }
            }
            out.push('}');
        }
        AttrData::SymbolRef { root, nested } => {
            out.push('@');
            print_symbol_name(ctx.bytes(*root), out);
            for n in nested.iter() {
                out.push_str("::@");
                print_symbol_name(ctx.bytes(*n), out);
            }
        }
        AttrData::DenseElements { ty, splat, values } => {
            let limit = ELIDE_ELEMENTS_ABOVE.with(std::cell::Cell::get);
            if !*splat && element_count(ctx, *ty).unwrap_or(values.len()) > limit {
                out.push_str("dense_resource<__elided__>");
            } else {
                write_dense_elements(ctx, *ty, *splat, values, out);
            }
            out.push_str(" : ");
            super::print_type(ctx, *ty, out);
        }
        AttrData::DenseArray { elem, values } => {
            out.push_str("array<");
            super::print_type(ctx, *elem, out);
            if !values.is_empty() {
                out.push_str(": ");
                for i in 0..values.len() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_dense_value(ctx, *elem, values, i, out);
                }
            }
            out.push('>');
        }
        AttrData::StridedLayout { offset, strides } => {
            out.push_str("strided<[");
            for (i, s) in strides.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_dim(*s, out);
            }
            out.push(']');
            if *offset != 0 {
                out.push_str(", offset: ");
                write_dim(*offset, out);
            }
            out.push('>');
        }
        AttrData::AffineMap(m) => {
            if let Some(alias) = affine_alias(a) {
                out.push_str(&alias);
            } else {
                out.push_str("affine_map<");
                write_affine_map(m, out);
                out.push('>');
            }
        }
        AttrData::Location(_) => {
            out.push_str("loc(");
            write_location(ctx, a, out, depth);
            out.push(')');
        }
        AttrData::Enum { kind, value } => {
            let (name, _) = enum_spelling(*kind);
            out.push('#');
            out.push_str(name);
            out.push('<');
            // Cases that are not identifiers (`"non-leaf"`) print quoted.
            let mut case = String::new();
            write_enum_value(*kind, *value, &mut case);
            if case.contains('-') {
                out.push('"');
                out.push_str(&case);
                out.push('"');
            } else {
                out.push_str(&case);
            }
            out.push('>');
        }
        AttrData::Opaque { dialect, body } => {
            let d = ctx.str(*dialect);
            if matches!(d, "llvm" | "")
                && AFFINE_ALIASES.with(|c| c.borrow().is_some())
                && crate::dialect::llvm::meta_attrs::has_alias(ctx, a)
            {
                crate::dialect::llvm::meta_attrs::push_placeholder(a, out);
                return;
            }
            let body = ctx.str(*body);
            if !d.is_empty() {
                out.push('#');
                out.push_str(d);
                if !body.starts_with('<') {
                    out.push('.');
                }
            }
            out.push_str(body);
        }
    }
}

/// Prints an attribute without the type its context implies, as MLIR's
/// `printAttributeWithoutType`: `dense<1.0>` for a dense elements
/// attribute; other attributes print whole.
pub fn print_attr_without_type(ctx: &Context, a: AttrId, out: &mut String) {
    match ctx.attr_data(a) {
        AttrData::DenseElements { ty, splat, values } => {
            write_dense_elements(ctx, *ty, *splat, values, out)
        }
        _ => print_attr(ctx, a, out),
    }
}

/// `dense<...>` without the trailing type.
fn write_dense_elements(
    ctx: &Context,
    ty: TypeId,
    splat: bool,
    values: &DenseValues,
    out: &mut String,
) {
    out.push_str("dense<");
    let (shape, elem) = match ctx.type_data(ty) {
        TypeData::Vector { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
            (shape.to_vec(), *elem)
        }
        _ => (Vec::new(), ty),
    };
    if values.is_empty() {
        // No elements: `dense<>`.
    } else if splat {
        write_dense_value(ctx, elem, values, 0, out);
    } else {
        let mut idx = 0;
        write_dense_nested(ctx, elem, values, &shape, &mut idx, out);
    }
    out.push('>');
}

fn write_dim(v: i64, out: &mut String) {
    if v == DYNAMIC {
        out.push('?');
    } else {
        out.push_str(&v.to_string());
    }
}

fn write_dense_value(
    ctx: &Context,
    elem: TypeId,
    values: &DenseValues,
    i: usize,
    out: &mut String,
) {
    if let TypeData::Complex(part) = ctx.type_data(elem) {
        out.push('(');
        write_dense_value(ctx, *part, values, 2 * i, out);
        out.push(',');
        write_dense_value(ctx, *part, values, 2 * i + 1, out);
        out.push(')');
        return;
    }
    if i >= values.len() {
        return;
    }
    match values {
        DenseValues::Int(v) => {
            if elem == TypeId::I1 {
                out.push_str(if v[i] != 0 { "true" } else { "false" });
            } else {
                out.push_str(&v[i].to_string());
            }
        }
        DenseValues::Float(v) => {
            let kind = match ctx.type_data(elem) {
                TypeData::Float(k) => *k,
                _ => FloatKind::F64,
            };
            floats::write_float(v[i], kind, out);
        }
        DenseValues::String(v) => print_string_literal(ctx.bytes(v[i]), out),
    }
}

fn write_dense_nested(
    ctx: &Context,
    elem: TypeId,
    values: &DenseValues,
    shape: &[i64],
    idx: &mut usize,
    out: &mut String,
) {
    if shape.is_empty() {
        if *idx < values.len() {
            write_dense_value(ctx, elem, values, *idx, out);
        }
        *idx += 1;
        return;
    }
    out.push('[');
    for k in 0..shape[0].max(0) {
        if k > 0 {
            out.push_str(", ");
        }
        write_dense_nested(ctx, elem, values, &shape[1..], idx, out);
    }
    out.push(']');
}

fn write_location(ctx: &Context, a: AttrId, out: &mut String, depth: u32) {
    use std::fmt::Write;
    if depth > 256 {
        out.push_str("unknown");
        return;
    }
    match ctx.attr_data(a) {
        AttrData::Location(Location::Unknown) => out.push_str("unknown"),
        AttrData::Location(Location::FileLineCol { file, line, col }) => {
            print_string_literal(ctx.bytes(*file), out);
            let _ = write!(out, ":{line}:{col}");
        }
        AttrData::Location(Location::Name { name, child }) => {
            print_string_literal(ctx.bytes(*name), out);
            if let Some(c) = child {
                if !matches!(ctx.attr_data(*c), AttrData::Location(Location::Unknown)) {
                    out.push('(');
                    write_location(ctx, *c, out, depth + 1);
                    out.push(')');
                }
            }
        }
        AttrData::Location(Location::CallSite { callee, caller }) => {
            out.push_str("callsite(");
            write_location(ctx, *callee, out, depth + 1);
            out.push_str(" at ");
            write_location(ctx, *caller, out, depth + 1);
            out.push(')');
        }
        AttrData::Location(Location::Fused { locs, metadata }) => {
            out.push_str("fused");
            if let Some(m) = metadata {
                out.push('<');
                print_attr_depth(ctx, *m, out, depth + 1);
                out.push('>');
            }
            out.push('[');
            for (i, l) in locs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_location(ctx, *l, out, depth + 1);
            }
            out.push(']');
        }
        _ => out.push_str("unknown"),
    }
}

/// Writes a bare affine map `(d0, d1) -> (d1, d0)`.
pub fn write_affine_map(m: &AffineMap, out: &mut String) {
    out.push('(');
    for i in 0..m.num_dims {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&format!("d{i}"));
    }
    out.push(')');
    if m.num_symbols > 0 {
        out.push('[');
        for i in 0..m.num_symbols {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(&format!("s{i}"));
        }
        out.push(']');
    }
    out.push_str(" -> (");
    for (i, e) in m.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(e, out, false);
    }
    out.push(')');
}

/// `prec`: 0 for a sum context, 1 for a product operand.
/// Prints an affine expression as MLIR does: `strong` when the enclosing
/// operator binds tightly (`*`, `floordiv`, `ceildiv`, `mod`), which puts
/// any binary expression in parentheses; `x * -1` prints as `-x`, and an
/// addition of a negative constant or of a product with a negative
/// constant as a subtraction.
fn write_affine_expr(e: &AffineExpr, out: &mut String, strong: bool) {
    let open = |out: &mut String| {
        if strong {
            out.push('(');
        }
    };
    match e {
        AffineExpr::Dim(i) => out.push_str(&format!("d{i}")),
        AffineExpr::Symbol(i) => out.push_str(&format!("s{i}")),
        AffineExpr::Const(c) => out.push_str(&c.to_string()),
        AffineExpr::Mul(a, b)
        | AffineExpr::Mod(a, b)
        | AffineExpr::FloorDiv(a, b)
        | AffineExpr::CeilDiv(a, b) => {
            open(out);
            if matches!(e, AffineExpr::Mul(..)) && **b == AffineExpr::Const(-1) {
                out.push('-');
                write_affine_expr(a, out, true);
            } else {
                let op = match e {
                    AffineExpr::Mul(..) => " * ",
                    AffineExpr::Mod(..) => " mod ",
                    AffineExpr::FloorDiv(..) => " floordiv ",
                    _ => " ceildiv ",
                };
                write_affine_expr(a, out, true);
                out.push_str(op);
                write_affine_expr(b, out, true);
            }
            if strong {
                out.push(')');
            }
        }
        AffineExpr::Add(a, b) => {
            open(out);
            write_affine_expr(a, out, false);
            match &**b {
                AffineExpr::Mul(x, c) if **c == AffineExpr::Const(-1) => {
                    out.push_str(" - ");
                    write_affine_expr(x, out, matches!(**x, AffineExpr::Add(..)));
                }
                AffineExpr::Mul(x, c) if matches!(**c, AffineExpr::Const(k) if k < -1) => {
                    let AffineExpr::Const(k) = **c else {
                        unreachable!()
                    };
                    out.push_str(" - ");
                    write_affine_expr(x, out, true);
                    out.push_str(&format!(" * {}", -(k as i128)));
                }
                AffineExpr::Const(c) if *c < 0 => {
                    out.push_str(&format!(" - {}", -(*c as i128)));
                }
                _ => {
                    out.push_str(" + ");
                    write_affine_expr(b, out, false);
                }
            }
            if strong {
                out.push(')');
            }
        }
    }
}

/// `"text"` with MLIR's escapes: `\\`, `\22` for quotes, `\XX` for bytes
/// outside printable ASCII.
pub fn print_string_literal(s: impl AsRef<[u8]>, out: &mut String) {
    out.push('"');
    for &b in s.as_ref() {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                const HEX: &[u8; 16] = b"0123456789ABCDEF";
                out.push('\\');
                out.push(HEX[(b >> 4) as usize] as char);
                out.push(HEX[(b & 15) as usize] as char);
            }
        }
    }
    out.push('"');
}

/// A symbol name after `@`: bare when it is an identifier, quoted otherwise.
pub fn print_symbol_name(s: impl AsRef<[u8]>, out: &mut String) {
    let s = s.as_ref();
    let bare = s
        .first()
        .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
        && s.iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-'));
    if bare {
        // All ASCII, checked just above.
        out.extend(s.iter().map(|&c| c as char));
    } else {
        print_string_literal(s, out);
    }
}

thread_local! {
    /// Affine maps met while printing a module with aliases on, in order of
    /// first use (`#map`, `#map1`, ...).
    static AFFINE_ALIASES: std::cell::RefCell<Option<Vec<AttrId>>> = const { std::cell::RefCell::new(None) };
}

fn affine_alias(a: AttrId) -> Option<String> {
    AFFINE_ALIASES.with(|cell| {
        let mut guard = cell.borrow_mut();
        let list = guard.as_mut()?;
        let i = match list.iter().position(|&x| x == a) {
            Some(i) => i,
            None => {
                list.push(a);
                list.len() - 1
            }
        };
        Some(if i == 0 {
            "#map".to_owned()
        } else {
            format!("#map{i}")
        })
    })
}

/// Runs `f` with the alias list set to `list` (`None`: aliases off) and
/// returns `f`'s result with the list as `f` left it; the list in force
/// before is restored. Parallel printing runs each chunk with its own list.
pub fn with_affine_alias_list<R>(
    list: Option<Vec<AttrId>>,
    f: impl FnOnce() -> R,
) -> (R, Option<Vec<AttrId>>) {
    let saved = AFFINE_ALIASES.with(|c| std::mem::replace(&mut *c.borrow_mut(), list));
    let r = f();
    let list = AFFINE_ALIASES.with(|c| std::mem::replace(&mut *c.borrow_mut(), saved));
    (r, list)
}

/// The alias list in force on this thread (`None` when aliases are off).
pub fn affine_alias_list() -> Option<Vec<AttrId>> {
    AFFINE_ALIASES.with(|c| c.borrow().clone())
}

/// Replaces the alias list in force on this thread.
pub fn set_affine_alias_list(list: Option<Vec<AttrId>>) {
    AFFINE_ALIASES.with(|c| *c.borrow_mut() = list);
}

/// Runs `f` with affine maps printed as aliases; returns `f`'s result and
/// the alias definitions to print before the module (`#map = affine_map<..>`).
pub fn with_affine_map_aliases<R>(ctx: &Context, f: impl FnOnce() -> R) -> (R, String) {
    let saved = AFFINE_ALIASES.with(|c| c.borrow_mut().replace(Vec::new()));
    let r = f();
    let list = AFFINE_ALIASES
        .with(|c| std::mem::replace(&mut *c.borrow_mut(), saved))
        .unwrap_or_default();
    let mut defs = String::new();
    for (i, a) in list.iter().enumerate() {
        if i == 0 {
            defs.push_str("#map = ");
        } else {
            defs.push_str(&format!("#map{i} = "));
        }
        print_attr(ctx, *a, &mut defs);
        defs.push('\n');
    }
    (r, defs)
}

/// How MLIR's unregistered-dialect error shows an attribute of `dialect`
/// with text `data` and type `ty`: as its opaque attribute.
fn opaque_attr_text(
    ctx: &Context,
    dialect: &str,
    data: &str,
    ty: Option<crate::ids::TypeId>,
) -> String {
    let ty = ty.map_or_else(|| "none".to_owned(), |t| super::type_text(ctx, t));
    format!("#\"{dialect}\"<\"{data}\"> : '{ty}' attribute")
}

/// Appends ` : type` of an unregistered dialect's attribute to its text.
fn push_attr_type(ctx: &Context, ty: Option<crate::ids::TypeId>, text: &mut String) {
    if let Some(t) = ty {
        text.push_str(" : ");
        super::print_type(ctx, t, text);
    }
}
