//! The parser's fast path for the commonest line of MLIR text, a binary op
//! whose operands and result share one type, in its custom form:
//!
//! ```mlir
//!     %v5 = arith.xori %v4, %v3 : i64
//! ```
//!
//! Function bodies are mostly such lines, and mlir-opt prints them in
//! exactly this spelling. The general path spends about 1,500 instructions
//! on one: nine tokens, the op-state pools, the dialect's custom parser.
//! This one reads the line's bytes directly and builds the same op.
//!
//! It gives up, having changed nothing, at the first byte that is not the
//! exact shape (other spacing, flags, an attribute dictionary, a trailing
//! location, a comment, a result number), for any op without that custom
//! form, for a type other than the keyword types with fixed ids, and when
//! an operand is not a value defined in this body with that type (forward
//! references and type errors are the general path's to report): the
//! general path then parses the line from its start.

use super::{OpParser, UnresolvedOperand};
use crate::body::Op1;
use crate::diag::Diag;
use crate::ids::{AttrId, Block, Op, TypeId};
use crate::syntax::ssa_names::Name;
use crate::syntax::types::fixed_keyword_type;

/// Byte ranges of a line's parts, as offsets into the source.
struct BinaryLine {
    op_name: (usize, usize),
    lhs: (usize, usize),
    rhs: (usize, usize),
    /// Where the line's type ends: at its newline.
    end: usize,
    ty: TypeId,
}

/// ` = NAME %a, %b : T\n` after the result name ending at `result_end`,
/// with the spacing mlir-opt prints and `T` a keyword type with a fixed id.
///
/// The parts are found by their delimiters, not read by the lexer's
/// character classes: each is then checked whole, which also checks its
/// characters. The op name must be a registered op's, the operands names
/// defined in the body (the names of the table are the lexer's tokens) and
/// the type one of `fixed_keyword_type`'s: each of them is a token the
/// lexer would have ended at the same delimiter.
#[inline(always)]
fn scan(src: &[u8], result_end: usize) -> Option<BinaryLine> {
    let name_start = after(src, result_end, b" = ")?;
    let name_end = find_byte(src, name_start, b' ')?;
    let lhs_start = after(src, name_end, b" ")?;
    let lhs_end = find_byte(src, lhs_start, b',')?;
    let rhs_start = after(src, lhs_end, b", ")?;
    let rhs_end = find_byte(src, rhs_start, b' ')?;
    let ty_start = after(src, rhs_end, b" : ")?;
    let ty_end = find_byte(src, ty_start, b'\n')?;
    let ty = fixed_keyword_type(src.get(ty_start..ty_end)?)?;
    Some(BinaryLine {
        op_name: (name_start, name_end),
        lhs: (lhs_start, lhs_end),
        rhs: (rhs_start, rhs_end),
        end: ty_end,
        ty,
    })
}

/// The offset after `text` when the source has it at `at`.
#[inline(always)]
fn after(src: &[u8], at: usize, text: &[u8]) -> Option<usize> {
    let end = at + text.len();
    (src.get(at..end)? == text).then_some(end)
}

/// The first `byte` at or after `at`, eight bytes at a time, within the
/// next 24 bytes (longer parts are left to the general path, as is a part
/// too near the end of the input for whole words).
#[inline(always)]
fn find_byte(src: &[u8], at: usize, byte: u8) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    for k in 0..3 {
        let from = at + 8 * k;
        let word = u64::from_le_bytes(*src.get(from..)?.first_chunk::<8>()?);
        // The bytes equal to `byte` become zero; the lowest zero byte is
        // the lowest one flagged (a borrow only runs upwards from a zero).
        let x = word ^ (ONES * u64::from(byte));
        let zeros = x.wrapping_sub(ONES) & !x & (ONES << 7);
        if zeros != 0 {
            return Some(from + (zeros.trailing_zeros() / 8) as usize);
        }
    }
    None
}

impl<'a> OpParser<'a, '_> {
    /// Parses the op at the current token when its line has the shape of
    /// the module docs; `None` (nothing consumed, nothing built) for the
    /// general path to parse it. (A boxed error keeps the result in
    /// registers, as in `parse_op_with`.)
    #[inline(always)]
    pub(super) fn try_binary_line(&mut self, b: Block) -> Option<Result<Op, Box<Diag>>> {
        if self.p.kind() != crate::syntax::lexer::Tok::PercentId {
            return None;
        }
        let src: &'a str = self.p.source();
        // The result: the current token, when it is a plain `%` id.
        if self.p.at_numbered_percent_id() {
            return None;
        }
        let result_at = self.p.token_start();
        let result = self.p.text();
        let line = scan(src.as_bytes(), self.p.tok_end())?;
        // (`get` checks that each range is on character boundaries: the
        // checks on the parts' text need a `str`.)
        let text = |(s, e): (usize, usize)| src.get(s..e);
        let (opcode, name) = self.opcode_by_name(text(line.op_name)?)?;
        if crate::dialect::plain_form_arity(opcode) != 2
            || !self.opts.registry.has_dialect(opcode.dialect())
        {
            return None;
        }
        let lhs = self.resolve_defined(text(line.lhs)?, line.lhs.0, line.ty)?;
        let rhs = self.resolve_defined(text(line.rhs)?, line.rhs.0, line.ty)?;
        let (ln, col) = self.p.line_col_ahead(line.op_name.0)?;
        // From here on the op is built, as the general path builds it.
        let loc = self.locs.file_line_col(self.file_ident, ln, col);
        let body = self.module.body_mut(self.body_id);
        let op = Op::from_index(body.ops.len());
        let first = body.push_op1(
            b,
            Op1 {
                opcode,
                name,
                operands: &[lhs, rhs],
                ty: line.ty,
                attrs: AttrId::EMPTY_DICT,
                loc,
            },
        );
        let defined = self.define_inline(result, (first, line.ty), 1, result_at as u32);
        self.p.skip_on_line(line.end);
        Some(defined.map(|()| op).map_err(Box::new))
    }

    /// The value `%name` (at `offset`) names in this body when it has type
    /// `ty`; `None` for anything else.
    #[inline(always)]
    fn resolve_defined(
        &self,
        name: &'a str,
        offset: usize,
        ty: TypeId,
    ) -> Option<crate::ids::Value> {
        let key = Name::new(name);
        self.resolve_common(
            &UnresolvedOperand {
                name,
                index: 0,
                offset: offset as u32,
                words: key.words(),
            },
            ty,
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::context::Context;
    use crate::print::{print_module, PrintOptions};
    use crate::syntax::{parse_module_threads, ParseOptions};

    /// The module in the generic form with inline locations, parsed on
    /// `threads` threads, or the error as `line:col: message`.
    fn parse_print(text: &str, threads: usize) -> String {
        let ctx = Context::new();
        let opts = ParseOptions {
            line_offset: 10,
            ..Default::default()
        };
        match parse_module_threads(&ctx, "t", text, &opts, threads) {
            Ok(m) => print_module(
                &ctx,
                &m,
                PrintOptions {
                    generic: true,
                    debug_info: true,
                    local_scope: true,
                    ..Default::default()
                },
            ),
            Err(d) => format!("{}:{}: {}", d.loc.line, d.loc.col, d.message),
        }
    }

    /// `body` in a function of two i64 arguments `%a`, `%b`.
    fn func(body: &str) -> String {
        format!("func.func @f(%a: i64, %b: i64) -> i64 {{\n{body}}}\n")
    }

    /// Each line in the fast path's shape builds what the same op written
    /// in the generic form builds (the general path), location included,
    /// and the line count after it holds.
    #[test]
    fn binary_lines_build_what_the_generic_form_builds() {
        let fast = func(concat!(
            "  %x = arith.addi %a, %b : i64\n",
            "    %0 = llvm.and %x, %a : i64\n",
            "  %y = arith.maxsi %0, %x : i64\n",
            "  return %y : i64\n",
        ));
        let generic = func(concat!(
            "  %x = \"arith.addi\"(%a, %b) : (i64, i64) -> i64\n",
            "    %0 = \"llvm.and\"(%x, %a) : (i64, i64) -> i64\n",
            "  %y = \"arith.maxsi\"(%0, %x) : (i64, i64) -> i64\n",
            "  return %y : i64\n",
        ));
        for threads in [1, 2] {
            let printed = parse_print(&fast, threads);
            assert_eq!(printed, parse_print(&generic, threads));
            assert!(printed.contains("loc(\"t\":12:8)"), "{printed}");
            assert!(printed.contains("loc(\"t\":13:10)"), "{printed}");
            assert!(printed.contains("loc(\"t\":14:8)"), "{printed}");
        }
    }

    /// Names of every length the delimiter search handles (up to and
    /// beyond its 24 bytes), numbered names, and lines ending the input or
    /// ending in `\r\n`, parse as their generic form does.
    #[test]
    fn names_of_every_length_and_line_ends() {
        let long = "n".repeat(30);
        let custom = format!(
            "  %0 = arith.addi %a, %b : i64\r\n  %{long} = arith.subi %0, %a : i64\n  %abcdefghijklmnopq = arith.xori %{long}, %0 : i64\n  return %abcdefghijklmnopq : i64\n"
        );
        let generic = format!(
            "  %0 = \"arith.addi\"(%a, %b) : (i64, i64) -> i64\n  %{long} = \"arith.subi\"(%0, %a) : (i64, i64) -> i64\n  %abcdefghijklmnopq = \"arith.xori\"(%{long}, %0) : (i64, i64) -> i64\n  return %abcdefghijklmnopq : i64\n"
        );
        assert_eq!(
            parse_print(&func(&custom), 1),
            parse_print(&func(&generic), 1)
        );
        // The last line of the input, with no newline after it.
        let text = "func.func @f(%a: i64, %b: i64) {\n  %x = arith.addi %a, %b : i64\n  return\n}";
        let ctx = Context::new();
        assert!(parse_module_threads(&ctx, "t", text, &ParseOptions::default(), 1).is_ok());
        let end = "%x = arith.addi %a, %b : i64";
        let err = parse_print(end, 1);
        assert!(err.ends_with("use of undeclared SSA value name"), "{err}");
    }

    /// Lines the fast path leaves to the general path parse as before:
    /// other spacing, flags, attributes, trailing locations, comments,
    /// other types, and ops of other forms.
    #[test]
    fn other_lines_take_the_general_path() {
        let text = func(concat!(
            "  %x = arith.addi  %a, %b : i64\n",
            "  %y = arith.addi %x, %b overflow<nsw> : i64\n",
            "  %z = arith.muli %y, %b {tag} : i64\n",
            "  %w = arith.subi %z, %b : i64 loc(\"there\":1:2)\n",
            "  %v = arith.ori %w, %b : i64 // comment\n",
            "  %c = arith.cmpi slt, %v, %b : i64\n",
            "  %s = arith.select %c, %v, %b : i64\n",
            "  return %s : i64\n",
        ));
        let printed = parse_print(&text, 1);
        for want in [
            "\"arith.addi\"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}>",
            "<{overflowFlags = #arith.overflow<nsw>}>",
            "<{overflowFlags = #arith.overflow<none>}> {tag}",
            "loc(\"there\":1:2)",
        ] {
            assert!(printed.contains(want), "missing {want} in {printed}");
        }
    }

    /// Errors the general path reports for such lines are reported the
    /// same way when the fast path meets them.
    #[test]
    fn errors_are_the_general_paths() {
        let cases = [
            (
                "  %a = arith.addi %a, %b : i64\n",
                "12:3: redefinition of SSA value '%a'",
            ),
            (
                "  %x = arith.addi %a, %b : i32\n",
                "12:19: use of value '%a' expects different type than prior uses: 'i32' vs 'i64'",
            ),
            (
                "  %x = arith.addi %a, %u : i64\n",
                "12:23: use of undeclared SSA value name",
            ),
            (
                "  %x = arith.addi %a, %b : i64\n  %x = arith.subi %a, %b : i64\n",
                "13:3: redefinition of SSA value '%x'",
            ),
        ];
        for (body, want) in cases {
            let text = func(&format!("{body}  return %a : i64\n"));
            for threads in [1, 2] {
                assert_eq!(parse_print(&text, threads), want, "{body}");
            }
        }
    }
}
