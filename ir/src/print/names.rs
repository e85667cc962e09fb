//! SSA value and block naming, as `mlir-opt` 22 numbers them.
//!
//! The whole module is numbered in one walk. A region is numbered
//! whole — block ids, entry arguments as `%argN`, other block arguments and
//! op results as `%N` or an op-suggested name such as `%c0` — before the
//! regions nested in its ops; every nested region starts from the counters
//! its parent region ended with, so sibling regions reuse the same numbers.
//! Suggested names that collide get `_K` suffixes from one per-body counter.

use rustc_hash::FxHashSet;

use crate::body::Body;
use crate::context::Context;
use crate::ids::{BodyId, Op, Region, Value};
use crate::module::Module;

/// The printed name of a value: its group's base name and its index in the
/// group (`%3#1`), or a name of its own.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Base {
    Unset,
    Num(u32),
    Arg(u32),
    /// Index into `Names::custom`.
    Custom(u32),
}

#[derive(Copy, Clone, Debug)]
pub struct ValueName {
    pub base: Base,
    /// Position inside a multi-result group, and the group's size.
    pub index: u32,
    pub group_len: u32,
}

pub struct Names {
    pub values: Vec<ValueName>,
    /// Block number inside its region, indexed by block id.
    pub blocks: Vec<u32>,
    pub custom: Vec<Box<str>>,
}

/// What an op suggests for its results: one name per result group.
pub enum Suggestion {
    None,
    /// One name for the single result (or all results as one group).
    One(String),
    /// One name per result.
    PerResult(&'static [&'static str]),
    /// Named groups of consecutive results with their sizes (`%base_buffer,
    /// %offset, %sizes:2, %strides:2`); empty groups are skipped.
    Groups(&'static [&'static str], Vec<u32>),
}

#[derive(Clone, Default)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
    /// Names visible here (inherited from enclosing regions).
    used: FxHashSet<Box<str>>,
}

/// Names of every body of a module, indexed by `BodyId`.
#[derive(Default)]
pub struct ModuleNames {
    pub bodies: Vec<Names>,
}

impl ModuleNames {
    /// Numbers the whole module in one walk. Isolated bodies continue the
    /// value counter of the region around them, as `mlir-opt` does.
    /// `suggested`: use ops' suggested names (`%c0`); the generic form
    /// numbers every value instead, and — like `mlir-opt`, whose generic
    /// form implies unique SSA ids — never reuses a number: one set of
    /// counters runs through the whole module, and sibling regions are
    /// numbered last first (MLIR's naming stack pops them in that order).
    pub fn compute(ctx: &Context, m: &Module, suggested: bool) -> ModuleNames {
        let mut bodies: Vec<Names> = m
            .bodies
            .iter()
            .map(|b| Names {
                values: vec![
                    ValueName {
                        base: Base::Unset,
                        index: 0,
                        group_len: 1
                    };
                    b.values.len()
                ],
                blocks: vec![0; b.blocks.len()],
                custom: Vec::new(),
            })
            .collect();
        let top = m.body(Module::TOP);
        let mut stack: Vec<(BodyId, Region, Counters)> = top
            .roots
            .iter()
            .rev()
            .map(|&r| (Module::TOP, r, Counters::default()))
            .collect();
        let mut nested: Vec<(BodyId, Region)> = Vec::new();
        let mut shared = Counters::default();
        while let Some((bid, region, mut c)) = stack.pop() {
            if !suggested {
                c = std::mem::take(&mut shared);
            }
            let body = m.body(bid);
            bodies[bid.index()].number_region(ctx, body, region, &mut c, suggested);
            nested.clear();
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    for &r in body.regions(op) {
                        nested.push((bid, r));
                    }
                    let inner = body.op(op).body;
                    if inner.is_some() {
                        for &r in &m.body(inner).roots {
                            nested.push((inner, r));
                        }
                    }
                }
            }
            if suggested {
                for &(b, r) in nested.iter().rev() {
                    stack.push((b, r, c.clone()));
                }
            } else {
                // Unique ids: `shared` carries the live counters from region
                // to region; the children are popped last first.
                for &(b, r) in nested.iter() {
                    stack.push((b, r, Counters::default()));
                }
                shared = c;
            }
        }
        ModuleNames { bodies }
    }
}

impl Names {
    fn number_region(
        &mut self,
        ctx: &Context,
        body: &Body,
        region: Region,
        c: &mut Counters,
        suggested: bool,
    ) {
        for (i, block) in body.region_blocks(region).enumerate() {
            self.blocks[block.index()] = i as u32;
            let entry = i == 0;
            for &arg in body.block_args(block) {
                let base = if entry {
                    c.arg += 1;
                    Base::Arg(c.arg - 1)
                } else {
                    c.value += 1;
                    Base::Num(c.value - 1)
                };
                self.values[arg.index()] = ValueName {
                    base,
                    index: 0,
                    group_len: 1,
                };
            }
            for op in body.block_ops(block) {
                self.number_op(ctx, body, op, c, suggested);
            }
        }
    }

    fn number_op(&mut self, ctx: &Context, body: &Body, op: Op, c: &mut Counters, suggested: bool) {
        let results = body.results(op);
        if results.is_empty() {
            return;
        }
        let suggestion = if suggested {
            crate::dialect::result_names(ctx, body, op)
        } else {
            Suggestion::None
        };
        match suggestion {
            Suggestion::One(name) => {
                let base = self.custom_name(name, c);
                self.set_group(results.start, results.len() as u32, base);
            }
            Suggestion::PerResult(list) if list.len() == results.len() => {
                for (i, name) in list.iter().enumerate() {
                    let base = self.custom_name(name.to_string(), c);
                    self.set_group(results.start + i as u32, 1, base);
                }
            }
            Suggestion::Groups(list, sizes)
                if list.len() == sizes.len()
                    && sizes.iter().sum::<u32>() as usize == results.len() =>
            {
                let mut start = results.start;
                for (name, &len) in list.iter().zip(&sizes) {
                    if len == 0 {
                        continue;
                    }
                    let base = self.custom_name(name.to_string(), c);
                    self.set_group(start, len, base);
                    start += len;
                }
            }
            _ => {
                c.value += 1;
                self.set_group(results.start, results.len() as u32, Base::Num(c.value - 1));
            }
        }
    }

    fn set_group(&mut self, start: u32, len: u32, base: Base) {
        for i in 0..len {
            self.values[(start + i) as usize] = ValueName {
                base,
                index: i,
                group_len: len,
            };
        }
    }

    fn custom_name(&mut self, name: String, c: &mut Counters) -> Base {
        let mut chosen: Box<str> = name.clone().into_boxed_str();
        while c.used.contains(&chosen) {
            chosen = format!("{name}_{}", c.conflict).into_boxed_str();
            c.conflict += 1;
        }
        c.used.insert(chosen.clone());
        self.custom.push(chosen);
        Base::Custom(self.custom.len() as u32 - 1)
    }

    /// Writes a use of `v` (`%3`, `%3#1`, `%arg0`, `%c0`).
    pub fn write_use(&self, v: Value, out: &mut String) {
        let n = self.values.get(v.index()).copied().unwrap_or(ValueName {
            base: Base::Unset,
            index: 0,
            group_len: 1,
        });
        self.write_base(n.base, out);
        if n.group_len > 1 {
            out.push('#');
            push_u32(out, n.index);
        }
    }

    pub fn write_base(&self, base: Base, out: &mut String) {
        out.push('%');
        match base {
            Base::Num(n) => push_u32(out, n),
            Base::Arg(n) => {
                out.push_str("arg");
                push_u32(out, n)
            }
            Base::Custom(i) => out.push_str(&self.custom[i as usize]),
            Base::Unset => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// Writes the result list of an op definition: `%0`, `%0:2`,
    /// `%sum, %overflow`.
    pub fn write_results(&self, body: &Body, op: Op, out: &mut String) {
        let mut first = true;
        for v in body.results(op) {
            let n = self.values[v.index()];
            if n.index != 0 {
                continue;
            }
            if !first {
                out.push_str(", ");
            }
            first = false;
            self.write_base(n.base, out);
            if n.group_len > 1 {
                out.push(':');
                push_u32(out, n.group_len);
            }
        }
    }
}

#[inline]
pub fn push_u32(out: &mut String, mut n: u32) {
    if n < 10 {
        out.push((b'0' + n as u8) as char);
        return;
    }
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // ASCII digits: pushing them as chars skips a UTF-8 validation.
    out.reserve(buf.len() - i);
    for &d in &buf[i..] {
        out.push(d as char);
    }
}

#[cfg(test)]
mod tests {
    use super::push_u32;

    #[test]
    fn push_u32_writes_decimal() {
        let mut s = String::new();
        for n in [0, 7, 10, 99, 100, 4_294_967_295] {
            push_u32(&mut s, n);
            s.push(' ');
        }
        assert_eq!(s, "0 7 10 99 100 4294967295 ");
    }
}
