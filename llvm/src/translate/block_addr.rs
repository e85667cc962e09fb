//! `llvm.blockaddress` and `llvm.blocktag`: an address names a tagged block
//! of a function that may not be translated yet (a global initializer, or
//! a function later in the module), so each address starts as a placeholder
//! global and is replaced by the real `blockaddress` constant at the end.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use strata_ir::{AttrData, Body, Diag, Op};

use super::body::FnState;
use super::ModuleTranslator;

/// A placeholder waiting for its block.
pub(crate) struct Pending {
    placeholder: LLVMValueRef,
    func: LLVMValueRef,
    tag: u64,
    /// Reported when the function has no block with this tag.
    missing: Diag,
}

impl ModuleTranslator<'_> {
    /// Records the block being emitted as the target of its tag.
    pub(crate) fn block_tag(&mut self, st: &FnState, body: &Body, op: Op) -> Result<(), Diag> {
        let tag = self
            .opaque_attr_text(body, op, "tag")
            .and_then(|t| tag_id(&t))
            .ok_or_else(|| self.op_error(body, op, "requires attribute 'tag'"))?;
        // SAFETY: the builder is positioned in a block of `st.func`.
        let block = unsafe { LLVMGetInsertBlock(self.builder) };
        self.block_tags.insert((st.func as usize, tag), block);
        Ok(())
    }

    /// A placeholder for `blockaddress(@function, tagged block)`.
    pub(crate) fn block_address(&mut self, body: &Body, op: Op) -> Result<LLVMValueRef, Diag> {
        let text = self
            .opaque_attr_text(body, op, "block_addr")
            .ok_or_else(|| self.op_error(body, op, "requires attribute 'block_addr'"))?;
        let (name, tag) = parse_block_addr(&text)
            .ok_or_else(|| self.op_error(body, op, "malformed 'block_addr' attribute"))?;
        let ident = self.ctx.ident(&name);
        let func = self
            .lookup_symbol(ident)
            // SAFETY: a query on a live value.
            .filter(|&f| unsafe { !LLVMIsAFunction(f).is_null() })
            .ok_or_else(|| {
                self.op_error(body, op, format!("expected an llvm.func named '{name}'"))
            })?;
        let ty = self.result_ll_type(body, op)?;
        // SAFETY: a private placeholder global of the result's pointer type,
        // deleted once replaced.
        let placeholder = unsafe { LLVMAddGlobal(self.llmod, ty, c"".as_ptr()) };
        self.pending_block_addrs.push(Pending {
            placeholder,
            func,
            tag,
            missing: self.op_error(
                body,
                op,
                format!("expected a block tagged <id = {tag}> in '{name}'"),
            ),
        });
        Ok(placeholder)
    }

    /// Replaces every placeholder by its `blockaddress` constant.
    pub(crate) fn resolve_block_addresses(&mut self) -> Result<(), Diag> {
        for p in std::mem::take(&mut self.pending_block_addrs) {
            let Some(&block) = self.block_tags.get(&(p.func as usize, p.tag)) else {
                return Err(p.missing);
            };
            // SAFETY: the block belongs to `p.func`; the placeholder has no
            // other role and is deleted after its uses are replaced.
            unsafe {
                let addr = LLVMBlockAddress(p.func, block);
                LLVMReplaceAllUsesWith(p.placeholder, addr);
                LLVMDeleteGlobal(p.placeholder);
            }
        }
        Ok(())
    }

    fn opaque_attr_text(&self, body: &Body, op: Op, name: &str) -> Option<String> {
        let a = self.ctx.dict_get(body.op(op).attrs, self.ctx.ident(name))?;
        match self.ctx.attr_data(a) {
            AttrData::Opaque { body, .. } => Some(self.ctx.str(*body).to_owned()),
            _ => None,
        }
    }
}

/// `blocktag<id = 3>` → 3.
fn tag_id(text: &str) -> Option<u64> {
    let rest = &text[text.find("id = ")? + 5..];
    let end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    rest[..end].parse().ok()
}

/// `blockaddress<function = @f, tag = <id = 3>>` → ("f", 3).
fn parse_block_addr(text: &str) -> Option<(String, u64)> {
    let rest = &text[text.find("function = @")? + 12..];
    let name = if let Some(quoted) = rest.strip_prefix('"') {
        quoted[..quoted.find('"')?].to_owned()
    } else {
        let end = rest.find([',', '>', ' ']).unwrap_or(rest.len());
        rest[..end].to_owned()
    };
    Some((name, tag_id(&rest[rest.find("tag")?..])?))
}

#[cfg(test)]
mod tests {
    #[test]
    fn block_addr_attributes_parse() {
        assert_eq!(
            super::parse_block_addr("blockaddress<function = @fn, tag = <id = 12>>"),
            Some(("fn".to_owned(), 12))
        );
        assert_eq!(
            super::parse_block_addr("blockaddress<function = @\"a b\", tag = <id = 0>>"),
            Some(("a b".to_owned(), 0))
        );
        assert_eq!(super::tag_id("blocktag<id = 7>"), Some(7));
        assert_eq!(
            super::parse_block_addr("blockaddress<tag = <id = 1>>"),
            None
        );
    }
}
