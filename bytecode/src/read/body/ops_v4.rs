//! The decoding loop of a block's version 4 op records (FORMAT.md section
//! 7, "Shapes" and "Relative operands"): the hot loop of reading a file.
//!
//! Most ops are *plain*: their shape has no successors, regions or body
//! and at most one result. Runs of plain ops are decoded by `plain_run`,
//! which appends to the op, value and list arenas through `Appender`s
//! (lengths and buffers in registers, one limit check per append, the
//! limits being the header's counts and, for ops, the block's ops left),
//! keeps the bytes left and the location state in locals, and decodes the
//! common parts (one-byte varints, locations of tag kinds 1 and 3, one-byte
//! operands through a table) inline. An op is appended before its operands
//! are read, so that the loop holds less at once (an error still fails
//! the whole body). Any other op ends the run and is decoded by `other_op`
//! through the general helpers, with the same checks in the same order.
//!
//! Links: every op is appended with `prev` the op numbered before it and
//! `next` the op numbered after it. That is right inside a run; `plain_run`
//! mends the first op's `prev` of each run, and `block_ops_v4` the last
//! op's `next` when it leaves the block (the op ends the block or opens
//! regions, whose ops come next) and when it resumes it.

use strata_ir::body::bulk::Appender;
use strata_ir::body::ValueData;
use strata_ir::{AttrId, Block, BodyId, Ident, Op, OpData, Span, Value, ValueDef};

use super::shapes::{shape_error, Shape};
use super::{pool_error, Decoder};
use crate::error::{Error, Res};
use crate::format::{loc_tag, mask};
use crate::wire::{u32_in, uvarint_in, varint_len, Cursor};

impl<'b> Decoder<'_, 'b> {
    /// Decodes version 4 op records and appends the ops to `block`, up to
    /// `left` of them (at least one) or to the first that opens regions
    /// (whose ops follow it in the file); returns that op's number of
    /// regions, or 0.
    pub(super) fn block_ops_v4(
        &mut self,
        block: Block,
        first_block: u32,
        num_blocks: u32,
        left: &mut usize,
    ) -> Res<u32> {
        // The next op pushed follows the block's last op (if any): mend
        // the link `next` that was left `NONE` when the block was left.
        let mut last = self.body.blocks[block.index()].last;
        let next = Op(self.body.ops.len() as u32);
        if last.is_some() {
            self.body.ops[last.index()].next = next;
        } else {
            self.body.blocks[block.index()].first = next;
        }
        let opened = self.block_ops_linked(block, first_block, num_blocks, left, &mut last);
        // The last op pushed names the op after it as `next`: that op
        // is not in this block (or does not exist yet).
        if last.is_some() {
            if let Some(d) = self.body.ops.get_mut(last.index()) {
                d.next = Op::NONE;
            }
        }
        self.body.blocks[block.index()].last = last;
        opened
    }

    fn block_ops_linked(
        &mut self,
        block: Block,
        first_block: u32,
        num_blocks: u32,
        left: &mut usize,
        last: &mut Op,
    ) -> Res<u32> {
        while *left > 0 {
            let Some((shape, s_at)) = self.plain_run(block, left, last)? else {
                break;
            };
            *left -= 1;
            let opened = self.other_op(block, shape, s_at, first_block, num_blocks, last)?;
            if opened > 0 {
                return Ok(opened);
            }
        }
        Ok(0)
    }

    /// Decodes plain ops until `left` is 0 or an op that is not plain;
    /// returns that op's shape and where its record starts, with the
    /// cursor after the shape index.
    #[inline(never)]
    fn plain_run(
        &mut self,
        block: Block,
        left: &mut usize,
        last: &mut Op,
    ) -> Res<Option<(Shape, usize)>> {
        // The arenas are moved out while the run appends to them, so that
        // the helpers the run calls can still borrow the decoder.
        let mut ops = std::mem::take(&mut self.body.ops);
        let mut values = std::mem::take(&mut self.body.values);
        let mut pool = std::mem::take(&mut self.body.pool);
        let shapes = std::mem::take(&mut self.shapes);
        let first = ops.len();
        let r = self.plain_run_in(
            block,
            left,
            &shapes,
            // Up to the block's ops left, or the header's count: the
            // loop runs while there is room, and each push's own limit
            // check is then the loop's.
            Appender::new(&mut ops, self.counts.ops.min(first.saturating_add(*left))),
            Appender::new(&mut values, self.counts.values),
            Appender::new(&mut pool, self.pool_limit),
        );
        // Every op names the op numbered before it as `prev`: right but
        // for the run's first, which follows the block's last op so far.
        if let Some(d) = ops.get_mut(first) {
            d.prev = *last;
            *last = Op(ops.len() as u32 - 1);
        }
        self.body.ops = ops;
        self.body.values = values;
        self.body.pool = pool;
        self.shapes = shapes;
        r
    }

    #[inline(always)]
    fn plain_run_in(
        &mut self,
        block: Block,
        left: &mut usize,
        shapes: &[Shape],
        mut ops: Appender<OpData>,
        mut values: Appender<ValueData>,
        mut pool: Appender<u32>,
    ) -> Res<Option<(Shape, usize)>> {
        // The loop's state lives in locals (registers), written back when
        // the run ends: the bytes left as a slice, and the file,
        // line and column of the previous inline location. Offsets
        // for errors are `end - rest.len()` (less a varint's width, which
        // its value gives, once it is read), computed only for the error.
        let end = self.cur.end();
        let mut rest = self.cur.rest();
        let first = ops.len();
        let (mut file, mut line, mut col) = (self.last_file, self.last_line, self.last_col);
        // The location tag kinds relative to the previous location, or an
        // impossible kind while there is none: one comparison per tag.
        let relative = |file: Ident, kind: u64| if file.is_some() { kind } else { 4 };
        let mut same_col = relative(file, loc_tag::SAME_COL);
        let mut same_file = relative(file, loc_tag::SAME_FILE);
        let limit = self.counts.values as u64;
        let mut other = None;
        while ops.room() > 0 {
            let s_left = rest.len();
            let i = uvarint_in(&mut rest, end)?;
            // By reference: the fields are read where they are used
            // rather than all kept live (spilled) across the op.
            let Some(shape) = usize::try_from(i).ok().and_then(|i| shapes.get(i)) else {
                return Err(shape_error(end - s_left, i, shapes.len()));
            };
            if !shape.plain {
                other = Some((*shape, end - s_left));
                break;
            }
            let op = Op(ops.len() as u32);
            let attrs = if shape.mask & mask::ATTRS != 0 {
                self.cur.set_rest(rest);
                let a = self.attr_checked(true)?;
                rest = self.cur.rest();
                a
            } else {
                AttrId::EMPTY_DICT
            };
            let loc = if shape.mask & mask::LOC != 0 {
                let tag = uvarint_in(&mut rest, end)?;
                let kind = tag & 3;
                if kind == same_col {
                    // Another line at the same column: no more bytes.
                    let Some(l) = moved_line(line, tag) else {
                        return Err(line_error(end - rest.len() - varint_len(tag)));
                    };
                    line = l;
                    self.locs.file_line_col(file, line, col)
                } else if kind == same_file {
                    // Another line and column.
                    let Some(l) = moved_line(line, tag) else {
                        return Err(line_error(end - rest.len() - varint_len(tag)));
                    };
                    line = l;
                    col = u32_in(&mut rest, end)?;
                    self.locs.file_line_col(file, line, col)
                } else {
                    // A new file or a table location (or an invalid tag).
                    let at = end - rest.len() - varint_len(tag);
                    self.last_line = line;
                    self.last_col = col;
                    self.cur.set_rest(rest);
                    let l = self.loc_from_tag(at, tag)?;
                    rest = self.cur.rest();
                    (file, line, col) = (self.last_file, self.last_line, self.last_col);
                    same_col = relative(file, loc_tag::SAME_COL);
                    same_file = relative(file, loc_tag::SAME_FILE);
                    l
                }
            } else {
                AttrId::UNKNOWN_LOC
            };
            let base = values.len();
            if shape.num_results != 0 {
                // One result (a plain shape has at most one), its type
                // held in the shape.
                let v = ValueData {
                    ty: shape.first_type_id,
                    def: ValueDef::Result { op, index: 0 },
                    loc,
                };
                if values.push(v).is_err() {
                    return Err(values_error(end - s_left));
                }
            }
            // The op is appended before its operands are read (their
            // count is the shape's): what it holds is then dead while they
            // are decoded. An operand error still fails the whole body.
            let start = pool.len() as u32;
            let n = shape.num_operands as usize;
            let empty = Span {
                start: start.wrapping_add(shape.num_operands),
                len: 0,
            };
            let d = OpData {
                opcode: shape.opcode,
                name: shape.name,
                operands: Span {
                    start,
                    len: shape.num_operands,
                },
                first_result: Value(base as u32),
                num_results: shape.num_results,
                successors: empty,
                regions: empty,
                body: BodyId::NONE,
                attrs,
                loc,
                parent: block,
                prev: Op(op.0.wrapping_sub(1)),
                next: Op(op.0 + 1),
            };
            if ops.push(d).is_err() {
                return Err(Error::new(
                    end - s_left,
                    "more ops than the header declares",
                ));
            }
            if n > 0 {
                // Operand `d` names value `base - 1 - d` (FORMAT.md
                // section 7, "Relative operands"); one-byte operands (all
                // but far references) take the inlined path, and two of
                // them (binary ops, most of a body) are read together,
                // checked against the value count with one comparison and
                // appended with one limit check.
                let top = base as i64 - 1;
                let named = |z: u8| top.wrapping_sub(ZIGZAG[(z & 0x7f) as usize] as i64);
                match *rest {
                    [a, b, ref tail @ ..] if n == 2 && (a | b) < 0x80 => {
                        if pool.room() < 2 {
                            return Err(pool_error(end - rest.len()));
                        }
                        let (va, vb) = (named(a), named(b));
                        if (va as u64).max(vb as u64) >= limit {
                            let (k, v) = if va as u64 >= limit { (0, va) } else { (1, vb) };
                            return Err(operand_error(end - rest.len() + k, v, limit));
                        }
                        if pool.push_array([va as u32, vb as u32]).is_err() {
                            return Err(pool_error(end - rest.len()));
                        }
                        rest = tail;
                    }
                    _ => {
                        if n > pool.room() {
                            return Err(pool_error(end - rest.len()));
                        }
                        for _ in 0..n {
                            let z = uvarint_in(&mut rest, end)?;
                            let v = top.wrapping_sub(((z >> 1) as i64) ^ -((z & 1) as i64));
                            if v as u64 >= limit || pool.push(v as u32).is_err() {
                                let at = end - rest.len() - varint_len(z);
                                return Err(operand_error(at, v, limit));
                            }
                        }
                    }
                }
            }
        }
        self.last_line = line;
        self.last_col = col;
        *left -= ops.len() - first;
        if other.is_none() && *left > 0 {
            // Stopped by the header's op count.
            return Err(Error::new(
                end - rest.len(),
                "more ops than the header declares",
            ));
        }
        self.cur.set_rest(rest);
        Ok(other)
    }

    /// A version 4 location (mask bit 1), the cursor at its tag. Kind 3
    /// (the next line at the same column: one byte, most ops) is decoded
    /// here; the others go through `loc_from_tag`.
    #[inline(always)]
    fn loc_v4(&mut self, cur: &mut Cursor<'b>) -> Res<AttrId> {
        let at = cur.offset();
        let tag = cur.uvarint()?;
        if tag & 3 == loc_tag::SAME_COL && self.last_file.is_some() {
            let line = moved_line(self.last_line, tag).ok_or_else(|| line_error(at))?;
            self.last_line = line;
            return Ok(self.locs.file_line_col(self.last_file, line, self.last_col));
        }
        self.cur = *cur;
        let l = self.loc_from_tag(at, tag)?;
        *cur = self.cur;
        Ok(l)
    }

    /// An op that is not plain, its shape index read at `s_at`: decoded
    /// through the general helpers. Returns its number of regions.
    #[inline(never)]
    fn other_op(
        &mut self,
        block: Block,
        shape: Shape,
        s_at: usize,
        first_block: u32,
        num_blocks: u32,
        last: &mut Op,
    ) -> Res<u32> {
        let op = Op(self.body.ops.len() as u32);
        let m = shape.mask;
        let attrs = if m & mask::ATTRS != 0 {
            self.attr_checked(true)?
        } else {
            AttrId::EMPTY_DICT
        };
        let loc = if m & mask::LOC != 0 {
            let mut cur = self.cur;
            let l = self.loc_v4(&mut cur)?;
            self.cur = cur;
            l
        } else {
            AttrId::UNKNOWN_LOC
        };
        let base = self.body.values.len();
        let n = shape.num_results as usize;
        if n > self.counts.values - base {
            return Err(values_error(s_at));
        }
        for i in 0..shape.num_results {
            let ty = self.results(&shape)[i as usize];
            let def = ValueDef::Result { op, index: i };
            self.body.values.push(ValueData { ty, def, loc });
        }
        let start = self.body.pool.len();
        let n = shape.num_operands as usize;
        if n > self.pool_limit - start {
            return Err(pool_error(self.cur.offset()));
        }
        let top = base as i64 - 1;
        let limit = self.counts.values as u64;
        for _ in 0..n {
            let at = self.cur.offset();
            let z = self.cur.uvarint()?;
            let v = top.wrapping_sub(((z >> 1) as i64) ^ -((z & 1) as i64));
            if v as u64 >= limit {
                return Err(operand_error(at, v, limit));
            }
            self.body.pool.push(v as u32);
        }
        let operands = Span {
            start: start as u32,
            len: n as u32,
        };
        let (successors, child, regions) =
            self.op_tail(op, m, n as u32, first_block, num_blocks)?;
        self.body.ops.push(OpData {
            opcode: shape.opcode,
            name: shape.name,
            operands,
            first_result: Value(base as u32),
            num_results: shape.num_results,
            successors,
            regions,
            body: child,
            attrs,
            loc,
            parent: block,
            prev: *last,
            next: Op(op.0 + 1),
        });
        *last = op;
        Ok(regions.len)
    }
}

/// `ZIGZAG[z]` is the value a one-byte `svarint` `z` encodes,
/// `(z >> 1) ^ -(z & 1)`: one load where the hot loop decodes an operand.
const ZIGZAG: [i8; 128] = {
    let mut t = [0i8; 128];
    let mut z = 0;
    while z < 128 {
        t[z] = ((z >> 1) as i8) ^ -((z & 1) as i8);
        z += 1;
    }
    t
};

/// The line of a location of tag kind 1 or 3: `line` moved by the
/// zigzag-encoded delta in `tag >> 2`; `None` outside `u32`.
#[inline(always)]
fn moved_line(line: u32, tag: u64) -> Option<u32> {
    let z = tag >> 2;
    let delta = ((z >> 1) as i64) ^ -((z & 1) as i64);
    u32::try_from((line as i64).wrapping_add(delta)).ok()
}

#[cold]
fn line_error(at: usize) -> Error {
    Error::new(at, "location line out of range")
}

#[cold]
fn values_error(at: usize) -> Error {
    Error::new(at, "more values than the header declares")
}

#[cold]
fn operand_error(at: usize, v: i64, limit: u64) -> Error {
    Error::new(at, format!("value index {v} out of range (have {limit})"))
}

#[cfg(test)]
mod tests {
    use super::ZIGZAG;

    #[test]
    fn zigzag_table_decodes_one_byte_svarints() {
        for z in 0..128u8 {
            let v = ((z >> 1) as i64) ^ -((z & 1) as i64);
            assert_eq!(ZIGZAG[z as usize] as i64, v, "{z}");
        }
        assert_eq!(
            (ZIGZAG[0], ZIGZAG[1], ZIGZAG[2], ZIGZAG[127]),
            (0, -1, 1, -64)
        );
    }
}
