//! Type syntax: parsing and printing every builtin and LLVM dialect type,
//! printed exactly as MLIR 22 prints it. The seeds' older LLVM spellings
//! (`!llvm.i32`, `!llvm.float`, typed `!llvm.ptr<i32>`) are read and mapped
//! to today's types.

use super::lexer::Tok;
use super::parser::Parser;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, TypeId};
use crate::types::{FloatKind, NamedStructBody, Signedness, TypeData, DYNAMIC};

impl Parser<'_> {
    pub fn parse_type(&mut self) -> DResult<TypeId> {
        // The keyword types with fixed ids (`i64`, `index`, `f32`) first:
        // no nesting to count (below the limit, entering could not fail).
        // Everything else is out of line, so this path saves few
        // registers and keeps no stack frame.
        if self.kind() == Tok::Ident && self.depth < super::parser::MAX_NESTING {
            if let Some(t) = fixed_keyword_type(self.text_bytes()) {
                self.bump();
                return Ok(t);
            }
        }
        self.parse_type_slow()
    }

    #[inline(never)]
    fn parse_type_slow(&mut self) -> DResult<TypeId> {
        // The other builtin keyword types (`f80`, `si8`, `i7`).
        if self.kind() == Tok::Ident && self.depth < super::parser::MAX_NESTING {
            if let Some(t) = builtin_keyword_type(self, self.text()) {
                self.bump();
                return t;
            }
        }
        // Types with a `<...>` body written at op level (not nested in
        // another type or attribute, so the nesting limit cannot differ)
        // are looked up by their text first: the same text always parses
        // to the same type, and long LLVM struct types recur at every use.
        if self.depth == 0 {
            if let Some(end) = self.cacheable_type_end() {
                let start = self.token_start();
                let key = &self.source()[start..end];
                if let Some(&t) = self.type_cache.get(key) {
                    self.set_lexer_pos(end);
                    return Ok(t);
                }
                self.enter()?;
                let r = self.parse_type_inner();
                self.leave();
                if let Ok(t) = r {
                    // Only when the parse ended exactly where the scan did.
                    let next = self.token_start();
                    let src = self.source().as_bytes();
                    if next >= end
                        && src[end..next].iter().all(|c| c.is_ascii_whitespace())
                        && (!self.type_cache_shared || names_no_alias(key))
                    {
                        self.type_cache.insert(key, t);
                    }
                }
                return r;
            }
        }
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    /// For a dialect type (`!llvm.struct<...>`) or a builtin shaped type
    /// (`memref<...>`) whose `<` follows its name directly: the end of its
    /// text (just past the matching `>`), found by a bracket scan that
    /// skips strings and `->`. `None` for other types or when the scan
    /// gives up (the type is then parsed as usual).
    fn cacheable_type_end(&self) -> Option<usize> {
        let text = self.text();
        let cacheable = match self.kind() {
            Tok::BangId => text.contains('.'),
            Tok::Ident => matches!(text, "memref" | "vector" | "tensor" | "complex" | "tuple"),
            _ => false,
        };
        if !cacheable {
            return None;
        }
        let src = self.source().as_bytes();
        let open = self.tok_end();
        if src.get(open) != Some(&b'<') {
            return None;
        }
        let mut depth = 0u32;
        let mut i = open;
        while i < src.len() {
            match src[i] {
                b'<' | b'(' | b'[' | b'{' => depth += 1,
                b'>' | b')' | b']' | b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        return (src[i] == b'>').then_some(i + 1);
                    }
                }
                b'-' if src.get(i + 1) == Some(&b'>') => i += 1,
                // Strings, comments and line breaks: parsed as usual.
                b'"' | b'/' | b'\n' | b'\r' => return None,
                _ => {}
            }
            i += 1;
            if i - open > 4096 {
                return None;
            }
        }
        None
    }

    fn parse_type_inner(&mut self) -> DResult<TypeId> {
        let ctx = self.ctx;
        match self.kind() {
            Tok::LParen => self.parse_function_type(),
            Tok::BangId => self.parse_dialect_type(),
            Tok::Ident => {
                let text = self.text();
                if let Some(t) = builtin_keyword_type(self, text) {
                    self.bump();
                    return t;
                }
                match text {
                    "complex" => {
                        self.bump();
                        self.expect_msg(Tok::Less, "expected '<' in complex type")?;
                        let eloc = self.loc_here();
                        let e = self.parse_type()?;
                        if !matches!(
                            ctx.type_data(e),
                            TypeData::Integer { .. } | TypeData::Float(_)
                        ) {
                            return Err(Diag::error(eloc, "invalid element type for complex"));
                        }
                        self.expect_msg(Tok::Greater, "expected '>' in complex type")?;
                        Ok(ctx.intern_type(TypeData::Complex(e)))
                    }
                    "tuple" => {
                        self.bump();
                        self.expect_msg(Tok::Less, "expected '<' in tuple type")?;
                        let mut v = Vec::new();
                        if !self.consume_if(Tok::Greater) {
                            v = self.parse_type_list_no_parens()?;
                            self.expect_msg(Tok::Greater, "expected '>' in tuple type")?;
                        }
                        Ok(ctx.intern_type(TypeData::Tuple(v.into())))
                    }
                    "vector" => self.parse_vector_type(),
                    "memref" => self.parse_memref_type(),
                    "tensor" => self.parse_tensor_type(),
                    _ => Err(self.error_wrong_token("expected non-function type")),
                }
            }
            _ => Err(self.error_wrong_token("expected non-function type")),
        }
    }

    /// `(i32, f32) -> (i64)`, `() -> ()`, `(i32) -> i32`.
    pub fn parse_function_type(&mut self) -> DResult<TypeId> {
        self.expect(Tok::LParen, "'('")?;
        let mut inputs = Vec::new();
        if !self.consume_if(Tok::RParen) {
            inputs = self.parse_type_list_no_parens()?;
            self.expect(Tok::RParen, "')'")?;
        }
        self.expect_msg(Tok::Arrow, "expected '->' in function type")?;
        let results = self.parse_result_types()?;
        Ok(self.ctx.function_type(&inputs, &results))
    }

    /// Results after `->`: a type, or a parenthesised list.
    pub fn parse_result_types(&mut self) -> DResult<Vec<TypeId>> {
        if self.kind() == Tok::LParen && !self.peek_is_function_type() {
            self.bump();
            if self.consume_if(Tok::RParen) {
                return Ok(Vec::new());
            }
            let v = self.parse_type_list_no_parens()?;
            self.expect(Tok::RParen, "')'")?;
            Ok(v)
        } else {
            Ok(vec![self.parse_type()?])
        }
    }

    fn parse_vector_type(&mut self) -> DResult<TypeId> {
        let kw = self.loc_here();
        self.bump();
        self.expect_msg(Tok::Less, "expected '<' in vector type")?;
        let (shape, scalable) = self.parse_dimension_list(true, false)?;
        let elem = self.parse_type()?;
        self.expect_msg(Tok::Greater, "expected '>' in vector type")?;
        if shape.iter().any(|&d| d <= 0) {
            let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
            return Err(Diag::error(
                kw,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    dims.join(", ")
                ),
            ));
        }
        if !is_vector_element(self.ctx, elem) {
            return Err(Diag::error(
                kw,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        Ok(self.ctx.intern_type(TypeData::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            elem,
        }))
    }

    fn parse_tensor_type(&mut self) -> DResult<TypeId> {
        self.bump();
        self.expect_msg(Tok::Less, "expected '<' in tensor type")?;
        if self.kind() == Tok::Star {
            self.bump();
            self.expect_x()?;
            let elem = self.parse_tensor_element()?;
            self.expect_msg(Tok::Greater, "expected '>' in tensor type")?;
            return Ok(self.ctx.intern_type(TypeData::UnrankedTensor { elem }));
        }
        let (shape, _) = self.parse_dimension_list(false, true)?;
        let elem = self.parse_tensor_element()?;
        let encoding = if self.consume_if(Tok::Comma) {
            Some(self.parse_attr()?)
        } else {
            None
        };
        self.expect_msg(Tok::Greater, "expected '>' in tensor type")?;
        Ok(self.ctx.intern_type(TypeData::RankedTensor {
            shape: shape.into(),
            elem,
            encoding,
        }))
    }

    fn parse_tensor_element(&mut self) -> DResult<TypeId> {
        let loc = self.loc_here();
        let t = self.parse_type()?;
        match self.ctx.type_data(t) {
            TypeData::None | TypeData::Function { .. } => {
                Err(Diag::error(loc, "invalid tensor element type"))
            }
            _ => Ok(t),
        }
    }

    fn parse_memref_element(&mut self) -> DResult<TypeId> {
        let loc = self.loc_here();
        let t = self.parse_type()?;
        match self.ctx.type_data(t) {
            TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::Complex(_)
            | TypeData::Vector { .. }
            | TypeData::MemRef { .. }
            | TypeData::UnrankedMemRef { .. } => Ok(t),
            // Newer MLIR (past 22) lets LLVM target extension types
            // (opaque handles such as `spirv.Event`) be memref elements.
            TypeData::LlvmTarget { .. } => Ok(t),
            // The test dialect's type implementing MLIR's memref element
            // interface (mlir-opt registers the test dialect).
            TypeData::Opaque { dialect, body }
                if self.ctx.str(*dialect) == "test" && self.ctx.str(*body) == "memref_element" =>
            {
                Ok(t)
            }
            _ => Err(Diag::error(loc, "invalid memref element type")),
        }
    }

    /// After `*` in `memref<*xf32>`: the `x` that the lexer glued to the
    /// element type (`xf32`) or left alone.
    fn expect_x(&mut self) -> DResult<()> {
        if self.kind() == Tok::Ident && self.text().starts_with('x') {
            let pos = self.token_start() + 1;
            self.reset_to(pos);
            Ok(())
        } else {
            Err(self.error_here("expected 'x' in unranked type"))
        }
    }

    fn parse_memref_type(&mut self) -> DResult<TypeId> {
        let ctx = self.ctx;
        self.bump();
        self.expect_msg(Tok::Less, "expected '<' in memref type")?;
        if self.kind() == Tok::Star {
            self.bump();
            self.expect_x()?;
            let elem = self.parse_memref_element()?;
            let memory_space = if self.consume_if(Tok::Comma) {
                Some(self.parse_attr()?)
            } else {
                None
            };
            self.expect_msg(Tok::Greater, "expected '>' in memref type")?;
            return Ok(ctx.intern_type(TypeData::UnrankedMemRef {
                elem,
                memory_space: memory_space.and_then(|m| normalize_memory_space(ctx, m)),
            }));
        }
        let (shape, _) = self.parse_dimension_list(false, true)?;
        let elem = self.parse_memref_element()?;
        let mut layout = None;
        let mut memory_space = None;
        while self.consume_if(Tok::Comma) {
            let aloc = self.loc_here();
            let a = self.parse_attr()?;
            let is_layout = matches!(
                ctx.attr_data(a),
                crate::attrs::AttrData::StridedLayout { .. } | crate::attrs::AttrData::AffineMap(_)
            );
            if is_layout && layout.is_none() && memory_space.is_none() {
                layout = Some(a);
            } else if memory_space.is_none() {
                memory_space = Some(a);
            } else {
                let _ = aloc;
                return Err(self.error_here("multiple memory spaces specified in memref type"));
            }
        }
        self.expect_msg(Tok::Greater, "expected ',' or '>' in memref type")?;
        // The identity layout is the default: store it as absent.
        if let Some(l) = layout {
            if is_identity_layout(ctx, l, shape.len()) {
                layout = None;
            }
        }
        Ok(ctx.intern_type(TypeData::MemRef {
            shape: shape.into(),
            elem,
            layout,
            memory_space: memory_space.and_then(|m| normalize_memory_space(ctx, m)),
        }))
    }

    /// Moves the lexer to byte `pos` and reads the token there.
    pub fn reset_to(&mut self, pos: usize) {
        self.set_lexer_pos(pos);
    }

    /// `!alias`, `!llvm.<...>`, `!dialect.name<...>`.
    fn parse_dialect_type(&mut self) -> DResult<TypeId> {
        let ctx = self.ctx;
        let text = &self.text()[1..];
        let Some((dialect, rest)) = text.split_once('.') else {
            if self.peek_next() == Tok::Less {
                return self.parse_opaque_dialect_type(text);
            }
            let loc = self.loc_at(self.tok_end());
            let t =
                self.type_aliases.get(text).copied().ok_or_else(|| {
                    Diag::error(loc, format!("undefined symbol alias id '{text}'"))
                })?;
            // An alias nests its whole type where it is used: without this
            // count, a chain of aliases each wrapping the one before built
            // types deep enough to overflow the stack of every pass that
            // recurses over types (the parser's own recursion stays flat).
            // A level is counted as the most nesting any type spends on one
            // level written out (an LLVM struct or array: 4), so what an
            // alias builds prints as text that parses back.
            const MOST_PER_LEVEL: u32 = 4;
            let levels = type_depth(ctx, t, &mut self.type_depths);
            if self.depth + MOST_PER_LEVEL * levels > super::parser::MAX_NESTING {
                return Err(self.error_here("nesting too deep"));
            }
            self.bump();
            return Ok(t);
        };
        if dialect == "llvm" {
            let name_loc = self.loc_at(self.token_start() + "!llvm.".len());
            self.bump();
            return self.parse_llvm_type_named(rest, name_loc);
        }
        if dialect == "spirv" {
            let loc = self.loc_at(self.token_start() + "!spirv.".len());
            self.bump();
            return crate::dialect::spirv::types::parse(self, rest, loc);
        }
        let name_at = self.loc_at(self.token_start() + 1 + dialect.len() + 1);
        let mut body = rest.to_owned();
        self.bump();
        if self.kind() == Tok::Less {
            let inner = self.take_balanced_angle_body()?;
            body.push('<');
            body.push_str(inner);
            body.push('>');
        }
        self.check_dialect_registered(dialect, name_at, || opaque_type_text(dialect, &body))?;
        Ok(ctx.intern_type(TypeData::Opaque {
            dialect: ctx.ident(dialect),
            body: ctx.ident(&body),
        }))
    }

    /// `!dialect<body>`: `!llvm<"i32*">` (the seeds' LLVM IR spelling) or
    /// another dialect's type in the opaque form.
    fn parse_opaque_dialect_type(&mut self, dialect: &str) -> DResult<TypeId> {
        let ctx = self.ctx;
        let dialect = dialect.to_owned();
        let at = self.loc_here();
        self.bump();
        let loc = self.loc_here();
        let body = self.take_balanced_angle_body()?;
        if dialect == "llvm" {
            return legacy_llvm_type(ctx, body.trim())
                .ok_or_else(|| Diag::error(loc, "unsupported LLVM type in old syntax"));
        }
        self.check_dialect_registered(&dialect, at, || opaque_type_text(&dialect, body))?;
        Ok(ctx.intern_type(TypeData::Opaque {
            dialect: ctx.ident(&dialect),
            body: ctx.ident(&format!("<{body}>")),
        }))
    }

    /// A type inside an LLVM type body: a builtin type, a short LLVM form
    /// (`ptr`, `struct<...>`, `array<...>`, `void`, `func<...>`, `vec<...>`)
    /// or a full `!llvm.` type.
    pub fn parse_llvm_element_type(&mut self) -> DResult<TypeId> {
        if self.kind() == Tok::Ident {
            let t = self.text();
            if matches!(
                t,
                "ptr"
                    | "struct"
                    | "array"
                    | "void"
                    | "func"
                    | "vec"
                    | "token"
                    | "label"
                    | "metadata"
                    | "ppc_fp128"
                    | "x86_amx"
                    | "target"
                    // The seeds' old spellings of builtin floats.
                    | "half"
                    | "bfloat"
                    | "float"
                    | "double"
                    | "fp128"
                    | "x86_fp80"
            ) {
                let name_loc = self.loc_here();
                self.bump();
                self.enter()?;
                let r = self.parse_llvm_type_named(t, name_loc);
                self.leave();
                return r;
            }
        }
        self.parse_type()
    }

    /// The LLVM type named `name` (the text after `!llvm.`); the current
    /// token is what follows the name.
    fn parse_llvm_type_named(&mut self, name: &str, name_loc: SrcLoc) -> DResult<TypeId> {
        // One LLVM type level takes about four times the stack of a
        // builtin one (debug builds), so it counts four levels towards the
        // nesting limit: 2 MiB thread stacks must suffice.
        for _ in 0..3 {
            self.enter()?;
        }
        let r = self.parse_llvm_type_named_inner(name, name_loc);
        for _ in 0..3 {
            self.leave();
        }
        r
    }

    fn parse_llvm_type_named_inner(&mut self, name: &str, name_loc: SrcLoc) -> DResult<TypeId> {
        let ctx = self.ctx;
        let simple = |d: TypeData| Ok(ctx.intern_type(d));
        // Where MLIR reports an invalid element or parameter type.
        let body_loc = self.loc_here();
        let invalid = |what: &str, t: TypeId| {
            Err(Diag::error(
                body_loc.clone(),
                format!("invalid {what} type: '{}'", super::type_text(ctx, t)),
            ))
        };
        match name {
            "void" => simple(TypeData::LlvmVoid),
            "token" => simple(TypeData::LlvmToken),
            "label" => simple(TypeData::LlvmLabel),
            "metadata" => simple(TypeData::LlvmMetadata),
            "ppc_fp128" => simple(TypeData::LlvmPpcFp128),
            "x86_amx" => simple(TypeData::LlvmX86Amx),
            // The seeds' old spellings of builtin types.
            "half" => Ok(TypeId::F16),
            "bfloat" => Ok(TypeId::BF16),
            "float" => Ok(TypeId::F32),
            "double" => Ok(TypeId::F64),
            "fp128" => Ok(ctx.float_type(FloatKind::F128)),
            "x86_fp80" => Ok(ctx.float_type(FloatKind::F80)),
            "ptr" => self.parse_llvm_ptr(),
            "array" => {
                self.expect(Tok::Less, "'<'")?;
                let len = self.parse_x_count()?;
                let elem = self.parse_llvm_element_type()?;
                self.expect(Tok::Greater, "'>'")?;
                if !llvm_aggregate_element(ctx, elem) {
                    return invalid("array element", elem);
                }
                simple(TypeData::LlvmArray { len, elem })
            }
            "vec" => {
                self.expect(Tok::Less, "'<'")?;
                let scalable = if self.kind() == Tok::Question {
                    self.bump();
                    self.expect_x()?;
                    true
                } else {
                    false
                };
                let len = self.parse_x_count()?;
                let elem = self.parse_llvm_element_type()?;
                self.expect(Tok::Greater, "'>'")?;
                // MLIR 22 has no `!llvm.vec`: builtin vectors take LLVM
                // pointers, so the old form maps to one.
                if len == 0 || len > i64::MAX as u64 {
                    return Err(self.error_here("invalid vector length"));
                }
                simple(TypeData::Vector {
                    shape: Box::new([len as i64]),
                    scalable: Box::new([scalable]),
                    elem,
                })
            }
            "func" => {
                self.expect(Tok::Less, "'<'")?;
                let ret = self.parse_llvm_element_type()?;
                self.expect(Tok::LParen, "'('")?;
                let mut params = Vec::new();
                let mut var_arg = false;
                if !self.consume_if(Tok::RParen) {
                    loop {
                        if self.consume_if(Tok::Ellipsis) {
                            var_arg = true;
                            break;
                        }
                        params.push(self.parse_llvm_element_type()?);
                        if !self.consume_if(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RParen, "')'")?;
                }
                self.expect(Tok::Greater, "'>'")?;
                if matches!(
                    ctx.type_data(ret),
                    TypeData::LlvmFunc { .. } | TypeData::LlvmMetadata | TypeData::LlvmLabel
                ) {
                    return invalid("function result", ret);
                }
                if let Some(&p) = params.iter().find(|&&p| {
                    matches!(
                        ctx.type_data(p),
                        TypeData::LlvmVoid | TypeData::LlvmFunc { .. }
                    )
                }) {
                    return invalid("function argument", p);
                }
                simple(TypeData::LlvmFunc {
                    ret,
                    params: params.into(),
                    var_arg,
                })
            }
            "struct" => self.parse_llvm_struct(),
            "target" => {
                self.expect(Tok::Less, "'<'")?;
                if self.kind() != Tok::Str {
                    let at = self.loc_here();
                    let mut d = Diag::error(at.clone(), "expected string");
                    d.notes.push(Diag::error(
                        at,
                        "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`",
                    ));
                    return Err(d);
                }
                let tname = self.string_value()?;
                self.bump();
                let mut types = Vec::new();
                let mut ints = Vec::new();
                while self.consume_if(Tok::Comma) {
                    if self.kind() == Tok::Int {
                        ints.push(self.parse_u32()?);
                    } else if !ints.is_empty() {
                        // Type parameters come before the integer ones.
                        return Err(self.error_here(
                            "failed to parse parameter list for target extension type",
                        ));
                    } else {
                        types.push(self.parse_llvm_element_type()?);
                    }
                }
                self.expect(Tok::Greater, "'>'")?;
                simple(TypeData::LlvmTarget {
                    name: ctx.ident(&tname),
                    types: types.into(),
                    ints: ints.into(),
                })
            }
            _ => {
                // `!llvm.i32` and friends.
                if let Some(w) = name.strip_prefix('i').and_then(|w| w.parse::<u32>().ok()) {
                    if (1..=16_777_215).contains(&w) {
                        return Ok(ctx.int_type(w));
                    }
                }
                // A builtin type after `!llvm.` (MLIR's parser reads it as
                // one, then rejects it).
                if is_builtin_type_keyword(name) {
                    return Err(Diag::error(name_loc, "unexpected type, expected keyword"));
                }
                Err(Diag::error(name_loc, format!("unknown LLVM type: {name}")))
            }
        }
    }

    /// `4 x` in `array<4 x i32>` (the lexer may glue `x` to what follows).
    fn parse_x_count(&mut self) -> DResult<u64> {
        if self.kind() != Tok::Int {
            return Err(self.error_here("expected integer value"));
        }
        let n = super::parser::parse_int_text(self.text())
            .and_then(|v| u64::try_from(v).ok())
            .ok_or_else(|| self.error_here("integer value too large"))?;
        self.bump();
        if self.kind() == Tok::Ident && self.text() == "x" {
            self.bump();
        } else {
            self.expect_x()?;
        }
        Ok(n)
    }

    /// `ptr`, `ptr<1>`, and the old typed forms `ptr<i32>`, `ptr<i8, 1>`.
    fn parse_llvm_ptr(&mut self) -> DResult<TypeId> {
        if !self.consume_if(Tok::Less) {
            return Ok(TypeId::LLVM_PTR);
        }
        let mut space = 0;
        if self.kind() == Tok::Int {
            space = self.parse_u32()?;
        } else {
            let _pointee = self.parse_llvm_element_type()?;
            if self.consume_if(Tok::Comma) {
                space = self.parse_u32()?;
            }
        }
        self.expect(Tok::Greater, "'>'")?;
        Ok(self.ctx.llvm_ptr(space))
    }

    /// `struct<(i32, f32)>`, `struct<packed (i8)>`, `struct<"name", (..)>`,
    /// `struct<"name", opaque>`, `struct<"name">` (a reference, possibly
    /// recursive).
    fn parse_llvm_struct(&mut self) -> DResult<TypeId> {
        let ctx = self.ctx;
        let open = self.loc_here();
        self.expect(Tok::Less, "'<'")?;
        if self.kind() == Tok::Str {
            let id = self.string_ident()?;
            self.bump();
            let ty = ctx.llvm_named_struct(id);
            let close = self.loc_here();
            if self.consume_if(Tok::Greater) {
                // A reference without a body: only to a struct being defined.
                if !self.llvm_structs_open.contains(&id) {
                    return Err(Diag::error(
                        close,
                        "struct without a body only allowed in a recursive struct",
                    ));
                }
                return Ok(ty);
            }
            self.expect(Tok::Comma, "','")?;
            let loc = self.loc_here();
            if self.llvm_structs_open.contains(&id) {
                return Err(Diag::error(
                    loc,
                    "identifier already used for an enclosing struct",
                ));
            }
            // Errors about a body point at its first field (past `(`); an
            // empty or opaque body's, past the comma.
            let mut body_loc = loc.clone();
            let body = if self.kind() == Tok::Ident && self.text() == "opaque" {
                self.bump();
                if ctx.named_struct_body(id).is_some_and(|b| b.body.is_some()) {
                    return Err(Diag::error(loc, "redeclaring defined struct as opaque"));
                }
                NamedStructBody {
                    packed: false,
                    body: None,
                }
            } else {
                let packed = self.kind() == Tok::Ident && self.text() == "packed";
                if packed {
                    self.bump();
                }
                self.llvm_structs_open.push(id);
                let fields = self.parse_struct_fields();
                self.llvm_structs_open.pop();
                let (fields, first) = fields?;
                if !fields.is_empty() {
                    body_loc = first;
                }
                check_struct_fields(ctx, &fields, &body_loc)?;
                NamedStructBody {
                    packed,
                    body: Some(fields.into()),
                }
            };
            self.expect(Tok::Greater, "'>'")?;
            if !ctx.set_named_struct_body(id, body) {
                return Err(Diag::error(
                    body_loc,
                    "identified type already used with a different body",
                ));
            }
            return Ok(ty);
        }
        if self.kind() == Tok::Ident && self.text() == "opaque" {
            return Err(self.error_here("only identified structs can be opaque"));
        }
        let packed = self.kind() == Tok::Ident && self.text() == "packed";
        if packed {
            self.bump();
        }
        let (fields, _) = self.parse_struct_fields()?;
        self.expect(Tok::Greater, "'>'")?;
        check_struct_fields(ctx, &fields, &open)?;
        Ok(ctx.llvm_struct(&fields, packed))
    }

    /// The fields of `( type, ... )`, and where the first one starts (MLIR
    /// reports a non-empty identified struct body's errors there).
    fn parse_struct_fields(&mut self) -> DResult<(Vec<TypeId>, SrcLoc)> {
        self.expect(Tok::LParen, "'('")?;
        let first = self.loc_here();
        let mut v = Vec::new();
        if !self.consume_if(Tok::RParen) {
            loop {
                v.push(self.parse_llvm_element_type()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "')'")?;
        }
        Ok((v, first))
    }
}

/// The LLVM IR type text of `!llvm<"...">`: pointers (typed, with an
/// optional address space) become opaque `!llvm.ptr`; integers and the
/// float keywords map to builtin types.
/// Whether type text `key` names no type or attribute alias: each `!` and
/// `#` in it starts a dialect name (`!llvm.struct`, `#llvm.noalias`;
/// alias names cannot hold a `.`). Only such text means the same type at
/// every point of an input, whatever aliases are defined there, so only
/// it may be looked up in another body's parse, which does not know what
/// aliases this body saw.
pub(crate) fn names_no_alias(key: &str) -> bool {
    let b = key.as_bytes();
    b.iter().enumerate().all(|(i, &c)| {
        if c != b'!' && c != b'#' {
            return true;
        }
        b[i + 1..]
            .iter()
            .take_while(|&&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-'))
            .any(|&c| c == b'.')
    })
}

fn legacy_llvm_type(ctx: &crate::context::Context, body: &str) -> Option<TypeId> {
    let text = body.strip_prefix('"')?.strip_suffix('"')?.trim();
    if let Some(pointee) = text.strip_suffix('*') {
        let space = pointee
            .trim_end()
            .strip_suffix(')')
            .and_then(|t| t.rsplit_once("addrspace("))
            .and_then(|(_, n)| n.trim().parse().ok())
            .unwrap_or(0);
        return Some(ctx.llvm_ptr(space));
    }
    Some(match text {
        "half" => TypeId::F16,
        "bfloat" => TypeId::BF16,
        "float" => TypeId::F32,
        "double" => TypeId::F64,
        "fp128" => ctx.float_type(FloatKind::F128),
        "x86_fp80" => ctx.float_type(FloatKind::F80),
        "void" => TypeId::LLVM_VOID,
        _ => ctx.int_type(
            text.strip_prefix('i')?
                .parse()
                .ok()
                .filter(|w| (1..=16_777_215).contains(w))?,
        ),
    })
}

/// The keyword types whose ids every context fixes (`i64`, `index`,
/// `f32`, ...), matched by length and bytes (no string compares): nearly
/// every type written in an op is one of them.
#[inline(always)]
pub(crate) fn fixed_keyword_type(text: &[u8]) -> Option<TypeId> {
    Some(match *text {
        [b'i', b'1'] => TypeId::I1,
        [b'i', b'8'] => TypeId::I8,
        [b'i', b'1', b'6'] => TypeId::I16,
        [b'i', b'3', b'2'] => TypeId::I32,
        [b'i', b'6', b'4'] => TypeId::I64,
        [b'i', b'n', b'd', b'e', b'x'] => TypeId::INDEX,
        [b'f', b'1', b'6'] => TypeId::F16,
        [b'f', b'3', b'2'] => TypeId::F32,
        [b'f', b'6', b'4'] => TypeId::F64,
        [b'b', b'f', b'1', b'6'] => TypeId::BF16,
        [b'n', b'o', b'n', b'e'] => TypeId::NONE_TYPE,
        _ => return None,
    })
}

/// `i32`, `si8`, `ui64`, `index`, `f32`, `bf16`, `none`, ...
fn builtin_keyword_type(p: &Parser, text: &str) -> Option<DResult<TypeId>> {
    let ctx = p.ctx;
    let int = |rest: &str, s: Signedness| -> Option<DResult<TypeId>> {
        let w: u32 = rest.parse().ok()?;
        if rest.starts_with('0') && rest != "0" {
            return None;
        }
        if w > 16_777_215 {
            return Some(Err(p.error_here("invalid integer width")));
        }
        Some(Ok(ctx.intern_type(TypeData::Integer {
            width: w,
            signedness: s,
        })))
    };
    match text {
        // The common integer types have fixed ids: no interning.
        "i1" => return Some(Ok(TypeId::I1)),
        "i8" => return Some(Ok(TypeId::I8)),
        "i16" => return Some(Ok(TypeId::I16)),
        "i32" => return Some(Ok(TypeId::I32)),
        "i64" => return Some(Ok(TypeId::I64)),
        "index" => return Some(Ok(TypeId::INDEX)),
        "none" => return Some(Ok(TypeId::NONE_TYPE)),
        "bf16" => return Some(Ok(TypeId::BF16)),
        "f16" => return Some(Ok(TypeId::F16)),
        "tf32" => return Some(Ok(ctx.float_type(FloatKind::TF32))),
        "f32" => return Some(Ok(TypeId::F32)),
        "f64" => return Some(Ok(TypeId::F64)),
        "f80" => return Some(Ok(ctx.float_type(FloatKind::F80))),
        "f128" => return Some(Ok(ctx.float_type(FloatKind::F128))),
        _ => {}
    }
    // The small float formats (`f8E5M2`, `f4E2M1FN`, ...).
    if text.len() > 5 && text.starts_with('f') {
        if let Some(k) = FloatKind::from_keyword(text) {
            return Some(Ok(ctx.float_type(k)));
        }
    }
    if let Some(r) = text.strip_prefix("si") {
        return int(r, Signedness::Signed);
    }
    if let Some(r) = text.strip_prefix("ui") {
        return int(r, Signedness::Unsigned);
    }
    if let Some(r) = text.strip_prefix('i') {
        return int(r, Signedness::Signless);
    }
    None
}

/// Builtin vectors take integers, index, floats, LLVM pointers and LLVM's
/// `ppc_fp128` (types with MLIR's `VectorElementTypeInterface`), and, as in
/// MLIR newer than 22, LLVM target extension types.
fn is_vector_element(ctx: &crate::context::Context, t: TypeId) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::LlvmPtr { .. }
            | TypeData::LlvmPpcFp128
            | TypeData::LlvmTarget { .. }
    )
}

/// Memory space 0 is the default and stored as absent, as in MLIR.
fn normalize_memory_space(ctx: &crate::context::Context, a: AttrId) -> Option<AttrId> {
    match ctx.attr_data(a) {
        crate::attrs::AttrData::Integer { value: 0, .. } => None,
        _ => Some(a),
    }
}

fn is_identity_layout(ctx: &crate::context::Context, l: AttrId, rank: usize) -> bool {
    match ctx.attr_data(l) {
        crate::attrs::AttrData::AffineMap(m) => {
            m.num_symbols == 0
                && m.num_dims as usize == rank
                && m.results.len() == rank
                && m.results
                    .iter()
                    .enumerate()
                    .all(|(i, e)| *e == crate::attrs::AffineExpr::Dim(i as u32))
        }
        _ => false,
    }
}

// ---- printing ----

/// A type's text, as diagnostics quote it.
pub fn type_text(ctx: &crate::context::Context, ty: TypeId) -> String {
    let mut s = String::new();
    print_type(ctx, ty, &mut s);
    s
}

/// Prints a type as MLIR 22 does.
pub fn print_type(ctx: &crate::context::Context, ty: TypeId, out: &mut String) {
    match fixed_type_text(ty) {
        Some(text) => out.push_str(text),
        None => print_type_depth(ctx, ty, out, false, 0),
    }
}

/// The text of the types whose ids every context fixes (the builtin
/// scalars, `index` and `!llvm.ptr`), or `None`. Nearly every operand and
/// result has one of these; spelling them from this table spares the
/// general printer's lookup and dispatch (a test checks both agree).
#[inline]
fn fixed_type_text(t: TypeId) -> Option<&'static str> {
    Some(match t {
        TypeId::I1 => "i1",
        TypeId::I8 => "i8",
        TypeId::I16 => "i16",
        TypeId::I32 => "i32",
        TypeId::I64 => "i64",
        TypeId::INDEX => "index",
        TypeId::F16 => "f16",
        TypeId::F32 => "f32",
        TypeId::F64 => "f64",
        TypeId::BF16 => "bf16",
        TypeId::LLVM_PTR => "!llvm.ptr",
        _ => return None,
    })
}

/// How many levels of types `ty` nests (a type without element types: 1),
/// counted up to `MAX_NESTING + 1` at most; `memo` holds the depths found
/// so far, so a type shared by many others is walked once. Named LLVM
/// structs count as one level: their bodies may refer back to them.
pub(crate) fn type_depth(
    ctx: &crate::context::Context,
    ty: TypeId,
    memo: &mut rustc_hash::FxHashMap<TypeId, u32>,
) -> u32 {
    if let Some(&d) = memo.get(&ty) {
        return d;
    }
    let cap = super::parser::MAX_NESTING + 1;
    let deepest = |types: &[TypeId], memo: &mut rustc_hash::FxHashMap<TypeId, u32>| {
        let mut m = 0;
        for &t in types {
            m = m.max(type_depth(ctx, t, memo));
            if m >= cap {
                break;
            }
        }
        m
    };
    let inner = match ctx.type_data(ty) {
        TypeData::Complex(t)
        | TypeData::Vector { elem: t, .. }
        | TypeData::RankedTensor { elem: t, .. }
        | TypeData::UnrankedTensor { elem: t }
        | TypeData::MemRef { elem: t, .. }
        | TypeData::UnrankedMemRef { elem: t, .. }
        | TypeData::LlvmArray { elem: t, .. }
        | TypeData::LlvmVec { elem: t, .. }
        | TypeData::SpirvPtr { pointee: t, .. }
        | TypeData::SpirvArray { elem: t, .. }
        | TypeData::SpirvRtArray { elem: t, .. } => deepest(&[*t], memo),
        TypeData::Function { inputs, results } => deepest(inputs, memo).max(deepest(results, memo)),
        TypeData::LlvmFunc { ret, params, .. } => deepest(&[*ret], memo).max(deepest(params, memo)),
        TypeData::Tuple(types)
        | TypeData::LlvmStruct { body: types, .. }
        | TypeData::LlvmTarget { types, .. }
        | TypeData::SpirvStruct { members: types, .. } => deepest(types, memo),
        _ => 0,
    };
    let d = (inner + 1).min(cap);
    memo.insert(ty, d);
    d
}

fn print_type_depth(
    ctx: &crate::context::Context,
    ty: TypeId,
    out: &mut String,
    in_llvm: bool,
    depth: u32,
) {
    use std::fmt::Write;
    if depth > 512 {
        out.push_str("<<too deep>>");
        return;
    }
    let rec = |t: TypeId, out: &mut String| print_type_depth(ctx, t, out, false, depth + 1);
    // Inside an LLVM type body, nested LLVM types drop their `!llvm.` when
    // they are compatible with LLVM (MLIR prints the others, a struct
    // holding `index` say, with the prefix, as any other dialect's type).
    let llvm_elem = |t: TypeId, out: &mut String| {
        let bare = crate::dialect::llvm::is_compatible_type(ctx, t);
        print_type_depth(ctx, t, out, bare, depth + 1)
    };
    let llvm = |out: &mut String, name: &str| {
        if !in_llvm {
            out.push_str("!llvm.");
        }
        out.push_str(name);
    };
    match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } => {
            out.push_str(match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            });
            crate::print::names::push_u32(out, *width);
        }
        TypeData::Index => out.push_str("index"),
        TypeData::Float(k) => out.push_str(k.keyword()),
        TypeData::None => out.push_str("none"),
        TypeData::Complex(e) => {
            out.push_str("complex<");
            rec(*e, out);
            out.push('>');
        }
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } => {
            out.push_str("vector<");
            for (d, s) in shape.iter().zip(scalable.iter()) {
                if *s {
                    let _ = write!(out, "[{d}]x");
                } else {
                    let _ = write!(out, "{d}x");
                }
            }
            rec(*elem, out);
            out.push('>');
        }
        TypeData::RankedTensor {
            shape,
            elem,
            encoding,
        } => {
            out.push_str("tensor<");
            write_shape(shape, out);
            rec(*elem, out);
            if let Some(e) = encoding {
                out.push_str(", ");
                super::attrs::print_attr(ctx, *e, out);
            }
            out.push('>');
        }
        TypeData::UnrankedTensor { elem } => {
            out.push_str("tensor<*x");
            rec(*elem, out);
            out.push('>');
        }
        TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => {
            out.push_str("memref<");
            write_shape(shape, out);
            rec(*elem, out);
            if let Some(l) = layout {
                out.push_str(", ");
                super::attrs::print_attr(ctx, *l, out);
            }
            if let Some(m) = memory_space {
                out.push_str(", ");
                print_memory_space(ctx, *m, out);
            }
            out.push('>');
        }
        TypeData::UnrankedMemRef { elem, memory_space } => {
            out.push_str("memref<*x");
            rec(*elem, out);
            if let Some(m) = memory_space {
                out.push_str(", ");
                print_memory_space(ctx, *m, out);
            }
            out.push('>');
        }
        TypeData::Function { inputs, results } => {
            out.push('(');
            for (i, t) in inputs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                rec(*t, out);
            }
            out.push_str(") -> ");
            let bare = results.len() == 1
                && !matches!(ctx.type_data(results[0]), TypeData::Function { .. });
            if bare {
                rec(results[0], out);
            } else {
                out.push('(');
                for (i, t) in results.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    rec(*t, out);
                }
                out.push(')');
            }
        }
        TypeData::Tuple(ts) => {
            out.push_str("tuple<");
            for (i, t) in ts.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                rec(*t, out);
            }
            out.push('>');
        }
        TypeData::LlvmPtr { address_space } => {
            llvm(out, "ptr");
            if *address_space != 0 {
                let _ = write!(out, "<{address_space}>");
            }
        }
        TypeData::LlvmStruct { packed, body } => {
            llvm(out, "struct<");
            if *packed {
                out.push_str("packed ");
            }
            out.push('(');
            for (i, t) in body.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                llvm_elem(*t, out);
            }
            out.push_str(")>");
        }
        TypeData::LlvmNamedStruct(name) => {
            llvm(out, "struct<");
            super::attrs::print_string_literal(ctx.bytes(*name), out);
            // The body is printed at the outermost mention only; a mention
            // inside the struct's own body (recursion, direct or through
            // other types) prints the name alone, as MLIR does.
            let nested = PRINTING_STRUCTS.with(|p| p.borrow().contains(name));
            if depth < 64 && !nested {
                match ctx.named_struct_body(*name) {
                    Some(NamedStructBody { body: None, .. }) => out.push_str(", opaque"),
                    Some(NamedStructBody {
                        packed,
                        body: Some(fields),
                    }) => {
                        out.push_str(", ");
                        if packed {
                            out.push_str("packed ");
                        }
                        out.push('(');
                        let _printing = PrintingStruct::enter(*name);
                        for (i, t) in fields.iter().enumerate() {
                            if i > 0 {
                                out.push_str(", ");
                            }
                            llvm_elem(*t, out);
                        }
                        out.push(')');
                    }
                    None => {}
                }
            }
            out.push('>');
        }
        TypeData::LlvmArray { len, elem } => {
            llvm(out, "array<");
            let _ = write!(out, "{len} x ");
            llvm_elem(*elem, out);
            out.push('>');
        }
        TypeData::LlvmFunc {
            ret,
            params,
            var_arg,
        } => {
            llvm(out, "func<");
            llvm_elem(*ret, out);
            out.push_str(" (");
            for (i, t) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                llvm_elem(*t, out);
            }
            if *var_arg {
                out.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            out.push_str(")>");
        }
        TypeData::LlvmVec {
            len,
            scalable,
            elem,
        } => {
            llvm(out, "vec<");
            if *scalable {
                out.push_str("? x ");
            }
            let _ = write!(out, "{len} x ");
            llvm_elem(*elem, out);
            out.push('>');
        }
        TypeData::LlvmVoid => llvm(out, "void"),
        TypeData::LlvmToken => llvm(out, "token"),
        TypeData::LlvmLabel => llvm(out, "label"),
        TypeData::LlvmMetadata => llvm(out, "metadata"),
        TypeData::LlvmPpcFp128 => llvm(out, "ppc_fp128"),
        TypeData::LlvmX86Amx => llvm(out, "x86_amx"),
        TypeData::LlvmTarget { name, types, ints } => {
            llvm(out, "target<");
            super::attrs::print_string_literal(ctx.bytes(*name), out);
            for t in types.iter() {
                out.push_str(", ");
                llvm_elem(*t, out);
            }
            for i in ints.iter() {
                let _ = write!(out, ", {i}");
            }
            out.push('>');
        }
        d @ (TypeData::SpirvPtr { .. }
        | TypeData::SpirvArray { .. }
        | TypeData::SpirvRtArray { .. }
        | TypeData::SpirvStruct { .. }) => {
            crate::dialect::spirv::types::print(ctx, d, out, &|t, out: &mut String| rec(t, out))
        }
        TypeData::Opaque { dialect, body } => {
            out.push('!');
            out.push_str(ctx.str(*dialect));
            let body = ctx.str(*body);
            if !body.starts_with('<') {
                out.push('.');
            }
            out.push_str(body);
        }
    }
}

thread_local! {
    /// The identified structs whose bodies this thread is printing,
    /// innermost last: a type is printed on one thread from start to end.
    static PRINTING_STRUCTS: std::cell::RefCell<Vec<crate::ids::Ident>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// An identified struct on `PRINTING_STRUCTS` while its body prints.
struct PrintingStruct;

impl PrintingStruct {
    fn enter(name: crate::ids::Ident) -> PrintingStruct {
        PRINTING_STRUCTS.with(|p| p.borrow_mut().push(name));
        PrintingStruct
    }
}

impl Drop for PrintingStruct {
    fn drop(&mut self) {
        PRINTING_STRUCTS.with(|p| p.borrow_mut().pop());
    }
}

fn write_shape(shape: &[i64], out: &mut String) {
    use std::fmt::Write;
    for &d in shape {
        if d == DYNAMIC {
            out.push_str("?x");
        } else {
            let _ = write!(out, "{d}x");
        }
    }
}

/// Integer memory spaces of type i64 print as the bare number.
fn print_memory_space(ctx: &crate::context::Context, m: AttrId, out: &mut String) {
    match ctx.attr_data(m) {
        crate::attrs::AttrData::Integer { ty, value } if *ty == TypeId::I64 => {
            out.push_str(&value.to_string())
        }
        _ => super::attrs::print_attr(ctx, m, out),
    }
}

/// Whether `t` may be an element of an LLVM array or struct (MLIR's
/// `isValidElementType`: no void, label, metadata, function or token).
fn llvm_aggregate_element(ctx: &crate::context::Context, t: TypeId) -> bool {
    !matches!(
        ctx.type_data(t),
        TypeData::LlvmVoid
            | TypeData::LlvmLabel
            | TypeData::LlvmMetadata
            | TypeData::LlvmFunc { .. }
            | TypeData::LlvmToken
    )
}

/// The keywords that start a builtin type (`f32`, `tensor`, ...; the
/// integer ones are handled by the caller).
fn is_builtin_type_keyword(name: &str) -> bool {
    matches!(
        name,
        "f16"
            | "bf16"
            | "tf32"
            | "f32"
            | "f64"
            | "f80"
            | "f128"
            | "index"
            | "none"
            | "tensor"
            | "memref"
            | "vector"
            | "complex"
            | "tuple"
    ) || name.starts_with("f8E")
        || name.starts_with("f6E")
        || name.starts_with("f4E")
        || ["si", "ui"].iter().any(|p| {
            name.strip_prefix(p)
                .is_some_and(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()))
        })
}

/// MLIR's check of LLVM struct elements, reported at `loc`.
fn check_struct_fields(
    ctx: &crate::context::Context,
    fields: &[TypeId],
    loc: &SrcLoc,
) -> DResult<()> {
    match fields.iter().find(|&&t| !llvm_aggregate_element(ctx, t)) {
        Some(&t) => Err(Diag::error(
            loc.clone(),
            format!(
                "invalid LLVM structure element type: '{}'",
                super::type_text(ctx, t)
            ),
        )),
        None => Ok(()),
    }
}

/// How MLIR's unregistered-dialect error shows a type of `dialect` with
/// text `body`: as its opaque type.
fn opaque_type_text(dialect: &str, body: &str) -> String {
    format!("`!\"{dialect}\"<\"{body}\">` type")
}

#[cfg(test)]
mod fixed_type_tests {
    use super::{fixed_type_text, print_type_depth};
    use crate::context::Context;
    use crate::ids::TypeId;

    #[test]
    fn fixed_type_text_matches_the_general_printer() {
        let ctx = Context::new();
        let mut checked = 0;
        for i in 0..ctx.num_types() as u32 {
            let t = TypeId(i);
            if let Some(text) = fixed_type_text(t) {
                let mut printed = String::new();
                print_type_depth(&ctx, t, &mut printed, false, 0);
                assert_eq!(printed, text, "type id {i}");
                checked += 1;
            }
        }
        assert_eq!(checked, 11);
    }
}
