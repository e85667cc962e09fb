//! The `index` width from a module's `dlti.dl_spec`.

use strata_ir::attrs::AttrData;
use strata_ir::{AttrId, Context};

/// Reads the `index` entry of a data layout spec: the attribute is kept as
/// dialect text (`dl_spec<#dlti.dl_entry<index, 32>>` or
/// `dl_spec<index = 32 : i64>`), so the entry is found in that text.
pub fn index_bitwidth(ctx: &Context, spec: Option<AttrId>) -> Option<u32> {
    let AttrData::Opaque { body, .. } = ctx.attr_data(spec?) else {
        return None;
    };
    let text = ctx.str(*body);
    let at = text.find("index")? + "index".len();
    let rest = text[at..].trim_start_matches(|c: char| c == ',' || c == '=' || c.is_whitespace());
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok()
}
