//! Version 4 op records (FORMAT.md section 7, "Shapes"): the body's
//! shape list, and the decoding loop of a block's ops, which takes an op's
//! name, mask, result types and operand count from its shape and its
//! operands relative to its place in the value numbering. The hot loop of
//! reading a file.

use strata_ir::body::ValueData;
use strata_ir::{AttrId, Block, BodyId, Ident, Op, OpData, Opcode, Span, TypeId, Value, ValueDef};

use super::{pool_error, Decoder};
use crate::error::{Error, Res};
use crate::format::{loc_tag, mask};

/// One entry of a version 4 body's shape list, resolved (FORMAT.md
/// section 7, "Shapes").
#[derive(Copy, Clone)]
pub(super) struct Shape {
    pub(super) opcode: Opcode,
    pub(super) name: Ident,
    pub(super) mask: u8,
    /// Result types: `first_type_id` for one result, else
    /// `shape_types[first_type ..][.. num_results]` (see `Decoder::results`).
    pub(super) first_type: u32,
    pub(super) first_type_id: TypeId,
    pub(super) num_results: u32,
    pub(super) num_operands: u32,
}

impl Decoder<'_, '_> {
    /// The shape list of a version 4 body, with every name and type
    /// resolved once for all the ops that use it.
    pub(super) fn read_shapes(&mut self) -> Res<()> {
        let n = self.cur.count("shape")?;
        self.shapes.reserve_exact(n);
        for _ in 0..n {
            let (opcode, name, m) = self.op_name_and_mask()?;
            let first_type = self.shape_types.len() as u32;
            let mut first_type_id = TypeId::NONE;
            let mut num_results = 0;
            if m & mask::RESULTS != 0 {
                let k = self.cur.count("result")?;
                if k == 1 {
                    // Held in the shape: most bodies need no type list.
                    first_type_id = self.type_()?;
                } else {
                    for _ in 0..k {
                        let ty = self.type_()?;
                        self.shape_types.push(ty);
                    }
                }
                num_results = k as u32;
            }
            let num_operands = if m & mask::OPERANDS != 0 {
                self.cur.count("operand")? as u32
            } else {
                0
            };
            self.shapes.push(Shape {
                opcode,
                name,
                mask: m,
                first_type,
                first_type_id,
                num_results,
                num_operands,
            });
        }
        Ok(())
    }

    /// The result types of a shape of this body.
    pub(super) fn results<'s>(&'s self, s: &'s Shape) -> &'s [TypeId] {
        if s.num_results == 1 {
            std::slice::from_ref(&s.first_type_id)
        } else {
            &self.shape_types[s.first_type as usize..][..s.num_results as usize]
        }
    }

    /// An inline location whose tag was read at `at` (version 4's general
    /// path: the hot loop decodes kind 3 itself).
    #[inline(never)]
    fn loc_from_tag(&mut self, at: usize, tag: u64) -> Res<AttrId> {
        let kind = tag & 3;
        if kind == loc_tag::SAME_FILE || kind == loc_tag::SAME_COL {
            if self.last_file.is_none() {
                return Err(Error::new(at, "relative location before any file"));
            }
            return self.relative_loc(at, tag);
        }
        self.loc_other(at, tag)
    }

    /// Decodes version 4 op records (FORMAT.md section 7, "Shapes") and
    /// appends the ops to `block`, up to `left` of them or to the first
    /// that opens regions (whose ops follow it in the file); returns that
    /// op's number of regions, or 0. The hot loop of reading a file: the
    /// cursor and the block's last op live in locals (registers), the
    /// common record (shape, one-byte location, results, one-byte
    /// operands) is decoded inline, and the rare parts go through the
    /// general helpers with the cursor handed over and back.
    #[inline(never)]
    pub(super) fn block_ops_v4(
        &mut self,
        block: Block,
        first_block: u32,
        num_blocks: u32,
        left: &mut usize,
    ) -> Res<u32> {
        let mut cur = self.cur;
        let mut last = self.body.blocks[block.index()].last;
        let mut opened = 0;
        while *left > 0 {
            *left -= 1;
            let op_num = self.body.ops.len();
            if op_num >= self.counts.ops {
                return Err(Error::new(
                    cur.offset(),
                    "more ops than the header declares",
                ));
            }
            let op = Op(op_num as u32);
            let s_at = cur.offset();
            let i = cur.uvarint()?;
            let Some(&shape) = self.shapes.get(i as usize).filter(|_| i <= u32::MAX as u64) else {
                return Err(shape_error(s_at, i, self.shapes.len()));
            };
            let m = shape.mask;
            let attrs = if m & mask::ATTRS != 0 {
                self.cur = cur;
                let a = self.attr_checked(true)?;
                cur = self.cur;
                a
            } else {
                AttrId::EMPTY_DICT
            };
            let loc = if m & mask::LOC != 0 {
                let at = cur.offset();
                let tag = cur.uvarint()?;
                if tag & 3 == loc_tag::SAME_COL && self.last_file.is_some() {
                    // Next line (or any line) at the same column: no
                    // more bytes.
                    let z = tag >> 2;
                    let delta = ((z >> 1) as i64) ^ -((z & 1) as i64);
                    let Ok(line) = u32::try_from((self.last_line as i64).wrapping_add(delta))
                    else {
                        return Err(Error::new(at, "location line out of range"));
                    };
                    self.last_line = line;
                    self.locs.file_line_col(self.last_file, line, self.last_col)
                } else {
                    self.cur = cur;
                    let l = self.loc_from_tag(at, tag)?;
                    cur = self.cur;
                    l
                }
            } else {
                AttrId::UNKNOWN_LOC
            };
            let base = self.body.values.len();
            if shape.num_results == 1 {
                // Most ops: one result, its type held in the shape.
                if base >= self.counts.values {
                    return Err(Error::new(s_at, "more values than the header declares"));
                }
                self.body.values.push(ValueData {
                    ty: shape.first_type_id,
                    def: ValueDef::Result { op, index: 0 },
                    loc,
                });
            } else if shape.num_results > 1 {
                let n = shape.num_results as usize;
                if n > self.counts.values - base {
                    return Err(Error::new(s_at, "more values than the header declares"));
                }
                // Two or more: listed in `shape_types`.
                let types = &self.shape_types[shape.first_type as usize..][..n];
                self.body
                    .values
                    .extend(types.iter().enumerate().map(|(i, &ty)| ValueData {
                        ty,
                        def: ValueDef::Result {
                            op,
                            index: i as u32,
                        },
                        loc,
                    }));
            }
            let start = self.body.pool.len();
            let n = shape.num_operands as usize;
            if n > 0 {
                if n > self.pool_limit - start {
                    return Err(pool_error(cur.offset()));
                }
                // Operand `d` names value `base - 1 - d` (FORMAT.md
                // section 7, "Relative operands").
                let top = base as i64 - 1;
                let limit = self.counts.values as u64;
                for _ in 0..n {
                    let at = cur.offset();
                    let z = cur.uvarint()?;
                    let v = top.wrapping_sub(((z >> 1) as i64) ^ -((z & 1) as i64));
                    if v as u64 >= limit {
                        return Err(operand_error(at, v, limit));
                    }
                    self.body.pool.push(v as u32);
                }
            }
            let operands = Span {
                start: start as u32,
                len: n as u32,
            };
            let (successors, child, regions) =
                if m & (mask::SUCCESSORS | mask::REGIONS | mask::BODY) != 0 {
                    self.cur = cur;
                    let t = self.op_tail(op, m, n as u32, first_block, num_blocks)?;
                    cur = self.cur;
                    t
                } else {
                    let empty = self.empty_span();
                    (empty, BodyId::NONE, empty)
                };
            last = self.push_after(
                block,
                last,
                OpData {
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
                    prev: Op::NONE,
                    next: Op::NONE,
                },
            );
            if regions.len > 0 {
                opened = regions.len;
                break;
            }
        }
        self.body.blocks[block.index()].last = last;
        self.cur = cur;
        Ok(opened)
    }

    /// The successors, isolated body and regions of an op record (mask
    /// bits 4 to 6), for every version.
    pub(super) fn op_tail(
        &mut self,
        op: Op,
        m: u8,
        num_operands: u32,
        first_block: u32,
        num_blocks: u32,
    ) -> Res<(Span, BodyId, Span)> {
        let successors = if m & mask::SUCCESSORS != 0 {
            self.successors(num_operands, first_block, num_blocks)?
        } else {
            self.empty_span()
        };
        let mut num_regions = 0;
        if m & mask::REGIONS != 0 {
            let r_at = self.cur.offset();
            let n = self.cur.count("region")?;
            if self.body.regions.len() + n > self.counts.regions {
                return Err(Error::new(r_at, "more regions than the header declares"));
            }
            num_regions = n as u32;
        }
        let child = if m & mask::BODY != 0 {
            self.child_body(op.index())?
        } else {
            BodyId::NONE
        };
        let regions = if num_regions > 0 {
            self.op_regions(op, num_regions)?
        } else {
            self.empty_span()
        };
        Ok((successors, child, regions))
    }
}

#[cold]
pub(super) fn shape_error(at: usize, i: u64, have: usize) -> Error {
    Error::new(at, format!("shape index {i} out of range (have {have})"))
}

#[cold]
fn operand_error(at: usize, v: i64, limit: u64) -> Error {
    Error::new(at, format!("value index {v} out of range (have {limit})"))
}
