//! The `{-# dialect_resources: {...}, external_resources: {...} #-}` file
//! metadata block: parsed into [`FileResources`] on the module and printed
//! back after it, as mlir-opt does.

use super::lexer::Tok;
use super::parser::Parser;
use crate::diag::DResult;
use crate::module::{FileResources, ResourceGroup};

impl Parser<'_> {
    /// Parses a `{-# ... #-}` block into `out` (entries of repeated blocks
    /// accumulate).
    pub fn parse_file_metadata(&mut self, out: &mut FileResources) -> DResult<()> {
        self.expect(Tok::FileMetadataBegin, "'{-#'")?;
        if self.consume_if(Tok::FileMetadataEnd) {
            return Ok(());
        }
        loop {
            if self.kind() != Tok::Ident {
                return Err(self.error_here("expected identifier key in file metadata dictionary"));
            }
            let section = self.text();
            let groups = match section {
                "dialect_resources" => &mut out.dialect,
                "external_resources" => &mut out.external,
                _ => {
                    return Err(self.error_here(&format!(
                        "unknown key '{section}' in file metadata dictionary"
                    )))
                }
            };
            self.bump();
            self.expect(Tok::Colon, "':'")?;
            self.parse_resource_groups(groups)?;
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::FileMetadataEnd, "'#-}'")
    }

    /// `{ owner: { key: value, ... }, ... }`
    fn parse_resource_groups(&mut self, groups: &mut Vec<ResourceGroup>) -> DResult<()> {
        self.expect(Tok::LBrace, "'{'")?;
        if self.consume_if(Tok::RBrace) {
            return Ok(());
        }
        loop {
            let owner = self.resource_key()?;
            self.expect(Tok::Colon, "':'")?;
            self.expect(Tok::LBrace, "'{'")?;
            let mut entries = Vec::new();
            if !self.consume_if(Tok::RBrace) {
                loop {
                    let key = self.resource_key()?;
                    self.expect(Tok::Colon, "':'")?;
                    let value = match self.kind() {
                        Tok::Str => self.text().to_owned(),
                        Tok::Ident if matches!(self.text(), "true" | "false") => {
                            self.text().to_owned()
                        }
                        _ => return Err(self.error_here("expected resource value")),
                    };
                    self.bump();
                    entries.push((key, value));
                    if !self.consume_if(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RBrace, "'}'")?;
            }
            groups.push(ResourceGroup { owner, entries });
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "'}'")
    }

    fn resource_key(&mut self) -> DResult<String> {
        let key = match self.kind() {
            Tok::Ident => self.text().to_owned(),
            Tok::Str => self.string_value()?,
            _ => return Err(self.error_here("expected identifier key for 'resource' entry")),
        };
        self.bump();
        Ok(key)
    }
}

/// Appends the metadata block for `res` to `out`, which holds the printed
/// module. Builtin blobs nothing refers to are dropped, as mlir-opt does;
/// external resources are kept whole.
pub fn print_file_metadata(res: &FileResources, out: &mut String) {
    let used = |key: &str| {
        let needle = format!("dense_resource<{key}>");
        out.contains(&needle)
    };
    let dialect: Vec<ResourceGroup> = res
        .dialect
        .iter()
        .map(|g| ResourceGroup {
            owner: g.owner.clone(),
            entries: g
                .entries
                .iter()
                .filter(|(k, _)| g.owner != "builtin" || used(k))
                .cloned()
                .collect(),
        })
        .filter(|g| !g.entries.is_empty())
        .collect();
    let external: Vec<&ResourceGroup> = res
        .external
        .iter()
        .filter(|g| !g.entries.is_empty())
        .collect();
    if dialect.is_empty() && external.is_empty() {
        return;
    }
    let mut text = String::from("{-#\n");
    let sections = [
        ("dialect_resources", dialect.iter().collect::<Vec<_>>()),
        ("external_resources", external),
    ];
    let mut first = true;
    for (name, groups) in sections {
        if groups.is_empty() {
            continue;
        }
        if !first {
            text.push_str(",\n");
        }
        first = false;
        text.push_str(&format!("  {name}: {{\n"));
        for (gi, g) in groups.iter().enumerate() {
            text.push_str(&format!("    {}: {{\n", key_text(&g.owner)));
            for (ei, (k, v)) in g.entries.iter().enumerate() {
                let sep = if ei + 1 < g.entries.len() { "," } else { "" };
                text.push_str(&format!("      {}: {v}{sep}\n", key_text(k)));
            }
            let sep = if gi + 1 < groups.len() { "," } else { "" };
            text.push_str(&format!("    }}{sep}\n"));
        }
        text.push_str("  }");
    }
    text.push_str("\n#-}\n\n");
    out.push_str(&text);
}

/// A key as written: bare when it is an identifier, quoted otherwise.
fn key_text(key: &str) -> String {
    let bare = key
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-'));
    if bare {
        key.to_owned()
    } else {
        format!("{key:?}")
    }
}
