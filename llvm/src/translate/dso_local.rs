//! `llvm.dso_local_equivalent @f`: LLVM's C API has no constructor for a
//! `dso_local_equivalent` constant. It is written out in a small module
//! parsed into the same context, against a declaration of the same name,
//! and that module is linked into the one being built: the linker maps the
//! declaration to our function or alias, and the constant with it, as
//! `dso_local_equivalent` of the mapped global (an alias stays the alias,
//! as MLIR's translation keeps it). The global that carried the constant
//! has external linkage (the linker brings local globals over only when
//! something refers to them) under a name our module does not use, and is
//! deleted once linked. Each symbol is linked once and cached.

use std::ffi::CString;

use llvm_sys::core::*;
use llvm_sys::linker::LLVMLinkModules2;
use llvm_sys::prelude::*;
use strata_ir::Ident;

use super::ModuleTranslator;

/// The carrier global's name, before a number that makes it unused.
const CARRIER: &str = "__strata.dso_local_equivalent";

impl ModuleTranslator<'_> {
    /// `dso_local_equivalent @name` of the module's global `gv`; `None`
    /// when LLVM refuses the carrier module (a name it cannot hold).
    pub(crate) fn dso_local_equivalent(
        &mut self,
        name: Ident,
        gv: LLVMValueRef,
    ) -> Option<LLVMValueRef> {
        if let Some(&c) = self.dso_local_equivalents.get(&name) {
            return Some(c);
        }
        // SAFETY: name lookups in our module.
        let carrier_name = (0u32..).map(|i| format!("{CARRIER}.{i}")).find(|n| {
            let c = CString::new(n.as_str()).unwrap_or_default();
            unsafe {
                LLVMGetNamedGlobal(self.llmod, c.as_ptr()).is_null()
                    && LLVMGetNamedFunction(self.llmod, c.as_ptr()).is_null()
                    && LLVMGetNamedGlobalAlias(self.llmod, c.as_ptr(), n.len()).is_null()
            }
        })?;
        // The declaration's signature does not matter: the linker maps a
        // declaration to the global of the same name whatever its type.
        let target = ir_name(self.ctx.bytes(name));
        let text = format!(
            "declare void {target}()\n@\"{carrier_name}\" = constant ptr dso_local_equivalent {target}\n"
        );
        // SAFETY: the carrier module is parsed into our context and consumed
        // by the link; the carrier global is then a global of our module.
        let c = unsafe {
            let carrier = self.parse_carrier(&text)?;
            if LLVMLinkModules2(self.llmod, carrier) != 0 {
                return None;
            }
            let cname = CString::new(carrier_name).ok()?;
            let g = LLVMGetNamedGlobal(self.llmod, cname.as_ptr());
            if g.is_null() {
                return None;
            }
            let c = LLVMGetInitializer(g);
            LLVMDeleteGlobal(g);
            if c.is_null() || LLVMGetOperand(c, 0) != gv {
                return None;
            }
            c
        };
        self.dso_local_equivalents.insert(name, c);
        Some(c)
    }

    /// Parses `text` into our context, with our module's data layout and
    /// triple (the linker warns about a mismatch).
    unsafe fn parse_carrier(&mut self, text: &str) -> Option<LLVMModuleRef> {
        let module = super::parse_ir(self.llctx, text, c"dso-local-equivalent").ok()?;
        LLVMSetDataLayout(module, LLVMGetDataLayoutStr(self.llmod));
        LLVMSetTarget(module, LLVMGetTarget(self.llmod));
        Some(module)
    }
}

/// `@"name"` with the bytes LLVM's lexer cannot take inside quotes
/// written as `\XX`.
fn ir_name(name: &[u8]) -> String {
    let mut s = String::with_capacity(name.len() + 3);
    s.push_str("@\"");
    for &b in name {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            s.push_str(&format!("\\{b:02X}"));
        } else {
            s.push(b as char);
        }
    }
    s.push('"');
    s
}

#[cfg(test)]
mod tests {
    use super::ir_name;

    #[test]
    fn names_are_quoted_and_escaped() {
        assert_eq!(ir_name(b"f"), "@\"f\"");
        assert_eq!(ir_name(b"a\"b\\c\n"), "@\"a\\22b\\5Cc\\0A\"");
    }
}
