//! Version 4 op records (FORMAT.md section 7, "Shapes"): the body's
//! shape list, from which an op takes its name, mask, result types and
//! operand count, and the parts of a record every version shares (its
//! successors, regions and body). The loop decoding a block's records is
//! in `ops_v4`.

use strata_ir::{AttrId, BodyId, Ident, Op, Opcode, Span, TypeId};

use super::{mask_error, Decoder};
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
    /// Whether ops of this shape take the plain path (`ops_v4`): no
    /// successors, regions or body, at most one result.
    pub(super) plain: bool,
}

impl Decoder<'_, '_> {
    /// The shape list of a version 4 body, with every name and type
    /// resolved once for all the ops that use it.
    pub(super) fn read_shapes(&mut self) -> Res<()> {
        // The cursor in a local (a register) and the tables at hand: the
        // list is read once per body, 15 to 20 shapes in a typical one.
        let mut cur = self.cur;
        let (ctx, t) = (self.ctx, self.t);
        let (names, num_types) = (&t.op_names, t.consts.num_types());
        let n = cur.count("shape")?;
        self.shapes.reserve_exact(n);
        for _ in 0..n {
            let (opcode, name) = names[cur.index(names.len(), "op name")?];
            let m_at = cur.offset();
            let m = cur.byte()?;
            if m & !mask::KNOWN != 0 {
                return Err(mask_error(m_at, m));
            }
            let first_type = self.shape_types.len() as u32;
            let mut first_type_id = TypeId::NONE;
            let mut num_results = 0;
            if m & mask::RESULTS != 0 {
                let k = cur.count("result")?;
                if k == 1 {
                    // Held in the shape: most bodies need no type list.
                    first_type_id = t.ty(ctx, cur.index(num_types, "type")?)?;
                } else {
                    for _ in 0..k {
                        let ty = t.ty(ctx, cur.index(num_types, "type")?)?;
                        self.shape_types.push(ty);
                    }
                }
                num_results = k as u32;
            }
            let num_operands = if m & mask::OPERANDS != 0 {
                cur.count("operand")? as u32
            } else {
                0
            };
            let other = mask::SUCCESSORS | mask::REGIONS | mask::BODY;
            self.shapes.push(Shape {
                opcode,
                name,
                mask: m,
                first_type,
                first_type_id,
                num_results,
                num_operands,
                plain: m & other == 0 && num_results <= 1,
            });
        }
        self.cur = cur;
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
    pub(super) fn loc_from_tag(&mut self, at: usize, tag: u64) -> Res<AttrId> {
        let kind = tag & 3;
        if kind == loc_tag::SAME_FILE || kind == loc_tag::SAME_COL {
            if self.last_file.is_none() {
                return Err(Error::new(at, "relative location before any file"));
            }
            return self.relative_loc(at, tag);
        }
        self.loc_other(at, tag)
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
