//! The printer: MLIR 22's text form, custom or generic, character for
//! character as `mlir-opt` prints it.
//!
//! `OpPrinter` is the toolkit the dialects' custom forms are written with
//! (`crate::dialect::*::print`); everything here is shared plumbing: value and
//! block names, indentation, regions, attribute dictionaries and the generic
//! op form.

pub mod expansion;
pub mod ints;
pub mod line;
pub mod loc_aliases;
pub mod names;
pub mod op_text;
pub mod type_texts;
pub mod users;

use crate::attrs::{AttrData, NamedAttr};
use crate::body::Body;
use crate::context::Context;
use crate::ids::{AttrId, Block, BodyId, Op, Region, TypeId, Value};
use crate::module::Module;
use crate::opcode::{traits, Dialect, Opcode};
use crate::par::lock;
use loc_aliases::LocAliases;
use names::{push_u32, ModuleNames, NameOptions};
use type_texts::TypeTexts;

#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--mlir-print-debuginfo`: print op locations.
    pub debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases (locations and affine maps
    /// print inline).
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`: dense elements attributes
    /// of more than N elements (not splats) print as
    /// `dense_resource<__elided__>`.
    pub elide_elements_above: Option<usize>,
    /// `--mlir-print-value-users`: comments listing each value's users
    /// (and ids for ops without results, which shifts the numbering).
    pub value_users: bool,
    /// `--mlir-print-unique-ssa-ids`: no value number is used twice (the
    /// generic form numbers so anyway).
    pub unique_ids: bool,
    /// `--mlir-print-skip-regions`: every region printed as `{...}`.
    pub skip_regions: bool,
    /// `--no-implicit-module`: a module whose top region holds one op is
    /// printed as that op alone (the op was the file's top-level op).
    pub top_op: bool,
    /// `--mlir-pretty-debuginfo`: locations (with `debug_info`) in MLIR's
    /// pretty form, spelled out where they are used (the alias
    /// definitions are printed all the same, as mlir-opt does).
    pub pretty_debuginfo: bool,
}

impl PrintOptions {
    /// The default options, for constants.
    pub const DEFAULT: PrintOptions = PrintOptions {
        generic: false,
        debug_info: false,
        local_scope: false,
        elide_elements_above: None,
        value_users: false,
        unique_ids: false,
        skip_regions: false,
        top_op: false,
        pretty_debuginfo: false,
    };

    /// How values are named for these options, in `m`.
    fn names(&self, m: &Module) -> NameOptions {
        NameOptions {
            suggested: !self.generic,
            unique: self.generic || self.unique_ids,
            value_users: self.value_users,
            top_op: self.top_op && single_top_op(m).is_some(),
        }
    }
}

/// The op of a module's top region when it is the only one.
pub fn single_top_op(m: &Module) -> Option<Op> {
    let top = m.body(Module::TOP);
    let mut ops = top.block_ops(m.top_block());
    match (ops.next(), ops.next()) {
        (Some(op), None) => Some(op),
        _ => None,
    }
}

/// Prints a module as `mlir-opt` does (a trailing newline included).
pub fn print_module(ctx: &Context, m: &Module, opts: PrintOptions) -> String {
    print_module_threads(ctx, m, opts, 1)
}

/// `print_module` on `threads` worker threads: the module's top-level ops
/// are printed in parallel into separate buffers and joined in order. The
/// output is the same for every thread count.
pub fn print_module_threads(
    ctx: &Context,
    m: &Module,
    opts: PrintOptions,
    threads: usize,
) -> String {
    let mut out = String::new();
    print_module_into_threads(ctx, m, opts, threads, &mut out);
    out
}

/// Runs `f` with the elision `opts` asks for (on this thread: printing
/// threads each set it for their chunk).
fn with_elision<R>(opts: PrintOptions, f: impl FnOnce() -> R) -> R {
    match opts.elide_elements_above {
        Some(limit) => crate::syntax::attrs::with_elided_elements(limit, f),
        None => f(),
    }
}

/// Ops of `m` (each given with the body holding it) printed on their own,
/// as MLIR prints an op that is not the top module (the IR dumps of a
/// nested pass): at the left margin, regions in full, no trailing newline;
/// locations (with debug information) inline.
pub fn print_ops(
    ctx: &Context,
    m: &Module,
    ops: &[(BodyId, Op)],
    opts: PrintOptions,
) -> Vec<String> {
    // With unique ids or value users (where the module's other ops would
    // shift the numbers), each op is numbered from itself, as MLIR numbers
    // an op printed with local scope; otherwise the module's numbering is
    // the same and is computed once.
    let rooted = opts.generic || opts.unique_ids || opts.value_users;
    let shared = (!rooted).then(|| ModuleNames::compute_with(ctx, m, opts.names(m), 1));
    with_elision(opts, || {
        ops.iter()
            .map(|&(body_id, op)| {
                let own;
                let names = match &shared {
                    Some(n) => n,
                    None => {
                        let name_opts = NameOptions {
                            top_op: false,
                            ..opts.names(m)
                        };
                        own = ModuleNames::compute_rooted(ctx, m, (body_id, op), name_opts);
                        &own
                    }
                };
                let mut out = String::new();
                let mut p = OpPrinter {
                    ctx,
                    module: m,
                    body_id,
                    names,
                    out: &mut out,
                    indent: 0,
                    opts,
                    default_dialect: Dialect::Builtin,
                    skip_regions: opts.skip_regions,
                    threads: 1,
                    pieces: None,
                    locs: LocMode::Inline,
                    types: TypeTexts::default(),
                    defaults: Default::default(),
                    on_demand: Default::default(),
                };
                p.op(op);
                out
            })
            .collect()
    })
}

pub fn print_module_into(ctx: &Context, m: &Module, opts: PrintOptions, out: &mut String) {
    print_module_into_threads(ctx, m, opts, 1, out)
}

/// `print_module_into` on `threads` worker threads.
pub fn print_module_into_threads(
    ctx: &Context,
    m: &Module,
    opts: PrintOptions,
    threads: usize,
    out: &mut String,
) {
    // An empty `out` is printed into directly: on one thread it is then
    // the whole text, with nothing to join.
    let first = if out.is_empty() {
        std::mem::take(out)
    } else {
        String::new()
    };
    let mut pieces = print_pieces(ctx, m, opts, threads, first);
    if out.is_empty() && pieces.len() == 1 {
        *out = pieces.pop().unwrap_or_default();
        return;
    }
    let total: usize = pieces.iter().map(String::len).sum();
    if threads <= 1 || total < (1 << 20) {
        out.reserve(total);
        pieces.iter().for_each(|p| out.push_str(p));
        return;
    }
    crate::par::install(threads, || append_in_parallel(out, &pieces))
        .unwrap_or_else(|| pieces.iter().for_each(|p| out.push_str(p)));
}

/// `print_module_threads` as pieces whose concatenation is the text: the
/// buffers the threads printed into, handed over as they are, so that a
/// caller writing the text out need not join them (for a large module a
/// copy of hundreds of megabytes, on one thread).
pub fn print_module_pieces(
    ctx: &Context,
    m: &Module,
    opts: PrintOptions,
    threads: usize,
) -> Vec<String> {
    print_pieces(ctx, m, opts, threads, String::new())
}

/// `print_module_pieces`, the module printed into `first` (empty) and the
/// buffers of the printing threads.
fn print_pieces(
    ctx: &Context,
    m: &Module,
    opts: PrintOptions,
    threads: usize,
    mut first: String,
) -> Vec<String> {
    if threads <= 1 {
        // The whole module goes into `first`.
        first.reserve(48 * m.bodies.iter().map(|b| b.ops.len()).sum::<usize>());
    }
    let mut pieces = Pieces::default();
    let locs = (opts.debug_info && !opts.local_scope).then(|| record_loc_aliases(ctx, m, opts));
    let mode = match &locs {
        Some(l) => LocMode::Alias(l),
        None => LocMode::Inline,
    };
    let print = |first: &mut String, pieces: &mut Pieces| {
        with_elision(opts, || {
            print_module_body(ctx, m, opts, threads, mode, first, pieces)
        })
    };
    // Alias definitions go before the module but are known only once it is
    // printed.
    let aliases = if opts.local_scope {
        print(&mut first, &mut pieces);
        String::new()
    } else {
        crate::syntax::attrs::with_affine_map_aliases(ctx, || print(&mut first, &mut pieces)).1
    };
    // Location aliases of depth 0 go first, deeper ones after the others
    // (MLIR sorts aliases by depth, then name).
    let (loc_leaves, loc_deeper) = match &locs {
        Some(l) => l.eager_definitions(ctx),
        None => Default::default(),
    };
    pieces.push_unscanned(first);
    // mlir-opt prints no resource block with local scope.
    let resources =
        !opts.local_scope && (!m.resources.dialect.is_empty() || !m.resources.external.is_empty());
    if resources || pieces.fixups || pieces.done.iter().any(|p| !p.1 && needs_fixups(&p.0)) {
        // LLVM metadata placeholders, distinct ids or a resource block
        // (which lists only the resources the text uses): rare, done on
        // the whole text as one string.
        let mut text = String::with_capacity(pieces.done.iter().map(|p| p.0.len()).sum());
        pieces.done.iter().for_each(|p| text.push_str(&p.0));
        fix_up(ctx, &mut text, &aliases, (&loc_leaves, &loc_deeper));
        if resources {
            crate::syntax::resources::print_file_metadata(&m.resources, &mut text);
        }
        return vec![text];
    }
    let mut result = Vec::with_capacity(pieces.done.len() + 1);
    let prefix = loc_leaves + &aliases + &loc_deeper;
    if !prefix.is_empty() {
        result.push(prefix);
    }
    result.extend(
        pieces
            .done
            .into_iter()
            .map(|p| p.0)
            .filter(|p| !p.is_empty()),
    );
    result
}

/// Whether printed text holds what `fix_up` rewrites: LLVM metadata
/// attributes (printed as placeholders until the whole module has been
/// seen) or distinct ids (renumbered in order of appearance).
fn needs_fixups(text: &str) -> bool {
    // Asked of the whole output, in one pass: `memchr`'s vectorised search
    // for the two bytes costs a fraction of `str::contains`'s per byte,
    // and of a substring search for `distinct[` (whose `[` is rare enough
    // that checking what precedes each is cheap).
    let bytes = text.as_bytes();
    memchr::memchr2_iter(1, b'[', bytes)
        .any(|i| bytes[i] == 1 || (i >= 8 && bytes.get(i - 8..i) == Some(b"distinct".as_slice())))
}

/// Names the LLVM metadata attribute aliases whose placeholders `text`
/// holds, puts the alias definitions before it (the metadata ones merged
/// with the affine map `aliases` and the eager location aliases of depth 0
/// by depth and name, then the deeper location aliases) and renumbers its distinct ids (in order
/// of appearance, definitions included).
fn fix_up(ctx: &Context, text: &mut String, aliases: &str, (leaves, deeper): (&str, &str)) {
    let defs = if text.contains('\u{1}') {
        crate::dialect::llvm::meta_attrs::resolve_aliases(ctx, text, aliases, leaves)
    } else {
        leaves.to_owned() + aliases
    };
    text.insert_str(0, &(defs + deeper));
    if text.contains("distinct[") {
        renumber_distinct(text, 0);
    }
}

/// The module's text as printed so far, in pieces (see
/// `print_module_pieces`).
#[derive(Default)]
pub struct Pieces {
    /// Each piece with whether `needs_fixups` has already been asked of
    /// it (by the thread that printed it, while it was fresh in its cache).
    done: Vec<(String, bool)>,
    /// Some scanned piece needs fix-ups.
    fixups: bool,
}

impl Pieces {
    fn push_unscanned(&mut self, text: String) {
        self.done.push((text, false));
    }
}

/// The module's location aliases, met by printing it once (serially, into
/// a scratch buffer, without affine-map aliases) as MLIR's alias pass does.
fn record_loc_aliases(ctx: &Context, m: &Module, opts: PrintOptions) -> LocAliases {
    let recorder = std::sync::Mutex::new(LocAliases::new());
    let mut scratch = String::new();
    with_elision(opts, || {
        print_module_body(
            ctx,
            m,
            opts,
            1,
            LocMode::Record(&recorder),
            &mut scratch,
            &mut Pieces::default(),
        )
    });
    let mut aliases = recorder
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .number();
    aliases.pretty = opts.pretty_debuginfo;
    aliases
}

/// How the printer treats locations (with debug information).
#[derive(Clone, Copy)]
pub enum LocMode<'a> {
    /// Inline, whole (`--mlir-print-local-scope`, or no debug information).
    Inline,
    /// Inline, and met in print order (`record_loc_aliases`; serial, but
    /// the printer's types must be shareable between threads).
    Record(&'a std::sync::Mutex<LocAliases>),
    /// By alias.
    Alias(&'a LocAliases),
}

fn print_module_body(
    ctx: &Context,
    m: &Module,
    opts: PrintOptions,
    threads: usize,
    locs: LocMode,
    out: &mut String,
    pieces: &mut Pieces,
) {
    let names = ModuleNames::compute_for_printing(ctx, m, opts.names(m), threads);
    let mut p = OpPrinter {
        ctx,
        module: m,
        body_id: Module::TOP,
        names: &names,
        out,
        indent: 0,
        opts,
        default_dialect: Dialect::Builtin,
        skip_regions: opts.skip_regions,
        threads,
        pieces: Some(pieces),
        locs,
        types: TypeTexts::default(),
        defaults: Default::default(),
        on_demand: Default::default(),
    };
    p.print_top_module();
    // mlir-opt ends the module's line, then (but with local scope) prints
    // the deferred location aliases and an empty line.
    p.out.push('\n');
    if !opts.local_scope {
        if let LocMode::Alias(locs) = locs {
            p.out.push_str(&locs.deferred_definitions(ctx));
        }
        p.out.push('\n');
    }
    if threads > 1 {
        // Freed on the pool: one allocation set per body, for a large
        // module a serial step of its own.
        crate::par::install(threads, || crate::par::drop_in_parallel(names.bodies));
    }
}

/// The names of body `id`'s values and blocks: those the printer made for
/// it (`OpPrinter::on_demand`), else the module's. A function of the
/// fields, not a method, so that the printer's output stays free to write.
#[inline]
fn names_of<'n>(
    on_demand: &'n names::OnDemandNames,
    module: &'n ModuleNames,
    id: BodyId,
) -> &'n names::Names {
    on_demand.get(id).unwrap_or(&module.bodies[id.index()])
}

/// A newline and the indentation of depths up to 7, as 16 bytes.
const NEWLINE: &[u8; 16] = b"\n               ";

/// Printer state positioned inside one body.
pub struct OpPrinter<'a, 'o> {
    pub ctx: &'a Context,
    pub module: &'a Module,
    pub body_id: BodyId,
    pub names: &'a ModuleNames,
    pub out: &'o mut String,
    pub indent: u32,
    pub opts: PrintOptions,
    /// Ops of this dialect print without their `dialect.` prefix (set by
    /// the enclosing op, as `func.func` does for `func`).
    pub default_dialect: Dialect,
    /// Print every region as `{...}` (MLIR's `skipRegions` flag, used when
    /// an op is quoted in a message).
    pub skip_regions: bool,
    /// Worker threads for the module's top-level ops (1 = serial).
    pub threads: usize,
    /// Where the module's top-level ops printed in parallel go, as the
    /// threads' buffers (`out` then starts afresh); `None` appends them to
    /// `out`.
    pub pieces: Option<&'o mut Pieces>,
    /// How locations print (with debug information).
    pub locs: LocMode<'a>,
    /// The texts of the types printed so far.
    pub types: TypeTexts,
    /// The generic form's attribute dictionaries with defaults, by opcode
    /// and attributes (see `crate::dialect::attrs_with_defaults_cached`).
    pub defaults: rustc_hash::FxHashMap<(Opcode, AttrId), AttrId>,
    /// Names of the body being printed when `names` left it to the
    /// printer (see `ModuleNames::compute_for_printing`).
    pub on_demand: names::OnDemandNames,
}

impl<'a> OpPrinter<'a, '_> {
    #[inline]
    pub fn body(&self) -> &'a Body {
        self.module.body(self.body_id)
    }

    // ---- small pieces ----

    #[inline]
    pub fn push(&mut self, s: &str) {
        self.out.push_str(s);
    }

    pub fn newline(&mut self) {
        // A newline and the indentation of the usual depths as one
        // fixed-size copy.
        let width = 1 + 2 * self.indent as usize;
        if width <= NEWLINE.len() {
            names::push_inline(self.out, NEWLINE, width);
        } else {
            self.out.push('\n');
            for _ in 0..self.indent {
                self.out.push_str("  ");
            }
        }
    }

    pub fn value(&mut self, v: Value) {
        names_of(&self.on_demand, self.names, self.body_id).write_use(v, self.out);
    }

    /// `%a, %b, %c`
    pub fn values(&mut self, vs: &[Value]) {
        names_of(&self.on_demand, self.names, self.body_id).write_uses(vs, self.out);
    }

    #[inline]
    pub fn ty(&mut self, t: TypeId) {
        self.types.write(self.ctx, t, self.out);
    }

    /// `i32, f32`
    pub fn types(&mut self, ts: impl IntoIterator<Item = TypeId>) {
        for (i, t) in ts.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
    }

    /// The types of values, comma separated.
    pub fn value_types(&mut self, vs: &[Value]) {
        let body = self.body();
        self.types(vs.iter().map(|&v| body.value_type(v)));
    }

    /// `(i32, f32) -> i64` / `() -> (i32, i32)` for an op's operands and results.
    pub fn functional_type(&mut self, op: Op) {
        let body = self.body();
        self.out.push('(');
        self.value_types(body.operands(op));
        self.out.push_str(") -> ");
        // As `result_types_arrow`, without collecting the types first.
        let results = body.results(op);
        if results.len() == 1 && !self.is_function_type(body.value_type(results.get(0))) {
            self.ty(body.value_type(results.get(0)));
        } else {
            self.out.push('(');
            self.types(results.map(|v| body.value_type(v)));
            self.out.push(')');
        }
    }

    fn is_function_type(&self, t: TypeId) -> bool {
        matches!(
            self.ctx.type_data(t),
            crate::types::TypeData::Function { .. }
        )
    }

    /// Results after `->`: a single non-function type bare, otherwise
    /// parenthesised.
    pub fn result_types_arrow(&mut self, results: &[TypeId]) {
        let bare = results.len() == 1
            && !matches!(
                self.ctx.type_data(results[0]),
                crate::types::TypeData::Function { .. }
            );
        if bare {
            self.ty(results[0]);
        } else {
            self.out.push('(');
            self.types(results.iter().copied());
            self.out.push(')');
        }
    }

    pub fn attr(&mut self, a: AttrId) {
        match *self.ctx.attr_data(a) {
            // The common integer attribute (`0 : index`), as the attribute
            // printer writes it, with the type's text from the table rather
            // than rendered again.
            AttrData::Integer { ty, value } if ty != TypeId::I1 => {
                ints::push_i128(self.out, value);
                self.out.push_str(" : ");
                self.ty(ty);
            }
            _ => crate::syntax::print_attr(self.ctx, a, self.out),
        }
    }

    pub fn block_name(&mut self, b: Block) {
        self.out.push_str("^bb");
        push_u32(
            self.out,
            names_of(&self.on_demand, self.names, self.body_id).blocks[b.index()],
        );
    }

    /// `^bb1(%0, %1 : i32, i32)` or `^bb1`.
    pub fn successor_with_operands(&mut self, b: Block, operands: &[Value]) {
        self.block_name(b);
        if !operands.is_empty() {
            self.out.push('(');
            self.values(operands);
            self.out.push_str(" : ");
            self.value_types(operands);
            self.out.push(')');
        }
    }

    /// Prints ` {a = 1 : i32, b}` for the op's attributes minus `elided`;
    /// nothing when none remain.
    pub fn attr_dict(&mut self, attrs: AttrId, elided: &[&str]) {
        self.attr_dict_impl(attrs, elided, false);
    }

    /// Like `attr_dict` but with the ` attributes` keyword before it.
    pub fn attr_dict_with_keyword(&mut self, attrs: AttrId, elided: &[&str]) {
        self.attr_dict_impl(attrs, elided, true);
    }

    fn attr_dict_impl(&mut self, attrs: AttrId, elided: &[&str], keyword: bool) {
        let entries = self.ctx.dict_entries(attrs);
        let keep = |e: &&NamedAttr| !elided.contains(&self.ctx.str(e.name));
        // Each name is compared with the elided ones once: printing starts
        // at the first entry kept.
        let Some(first_kept) = entries.iter().position(|e| keep(&e)) else {
            return;
        };
        self.out
            .push_str(if keyword { " attributes {" } else { " {" });
        let mut first = true;
        for e in entries[first_kept..].iter().filter(keep) {
            if !first {
                self.out.push_str(", ");
            }
            first = false;
            self.named_attr(e);
        }
        self.out.push('}');
    }

    /// `name = value`, or the bare name for a unit attribute.
    pub fn named_attr(&mut self, e: &NamedAttr) {
        write_attr_name(self.ctx.bytes(e.name), self.out);
        if !matches!(self.ctx.attr_data(e.value), AttrData::Unit) {
            self.out.push_str(" = ");
            self.attr(e.value);
        }
    }

    /// The value of attribute `name` of `op`, if present.
    pub fn get_attr(&self, op: Op, name: &str) -> Option<AttrId> {
        let attrs = self.body().op(op).attrs;
        self.ctx
            .dict_entries(attrs)
            .iter()
            .find(|e| self.ctx.str(e.name) == name)
            .map(|e| e.value)
    }

    /// The op's name as printed here: without its dialect prefix when the
    /// enclosing op made that dialect the default.
    pub fn op_name(&mut self, op: Op) {
        let d = self.body().op(op);
        // A registered op's name is its opcode's: static text, no lookup.
        if d.opcode != Opcode::Unregistered {
            self.opcode_name(d.opcode);
        } else {
            self.out.push_str(self.ctx.str(d.name));
        }
    }

    /// `op_name` of an op known to be registered, as `opcode`.
    #[inline]
    pub fn opcode_name(&mut self, opcode: Opcode) {
        let name = self.registered_name(opcode);
        names::push_short(self.out, name);
    }

    /// The name `opcode_name` prints.
    #[inline]
    fn registered_name(&self, opcode: Opcode) -> &'static str {
        let info = opcode.info();
        if info.dialect == self.default_dialect {
            info.name
                .get(info.short_start as usize..)
                .unwrap_or(info.name)
        } else {
            info.name
        }
    }

    // ---- regions ----

    /// Prints a region owned by the current op: ` {` ... `}` on new lines.
    /// `entry_args`: print the entry block's header with its arguments;
    /// `terminators`: print block terminators (false for regions whose
    /// terminator is implicit in the custom form).
    pub fn region(&mut self, r: Region, entry_args: bool, terminators: bool) {
        self.region_impl(r, entry_args, terminators, false);
    }

    /// A region in the generic op form: like `region(r, true, true)`, and an
    /// empty entry block still gets its `^bb0:` header, as in `mlir-opt`.
    pub fn generic_region(&mut self, r: Region) {
        self.region_impl(r, true, true, true);
    }

    fn region_impl(&mut self, r: Region, entry_args: bool, terminators: bool, empty_block: bool) {
        if self.skip_regions {
            self.out.push_str("{...}");
            return;
        }
        self.out.push('{');
        let body = self.body();
        let preds = self.predecessors_of_region(r);
        for (i, b) in body.region_blocks(r).enumerate() {
            let args = body.block_args(b);
            let my_preds = preds_of(&preds, b);
            let empty_entry = empty_block && body.block_ops(b).next().is_none();
            if i > 0 || (entry_args && !args.is_empty()) || !my_preds.is_empty() || empty_entry {
                self.block_header(b, my_preds, i == 0);
            }
            self.indent += 1;
            if self.opts.value_users {
                for &a in args {
                    self.newline();
                    self.arg_users_comment(a);
                }
            }
            let last = body.last_op(b);
            let skip = |op: Op| {
                !terminators && Some(op) == last && body.op(op).opcode.has(traits::TERMINATOR)
            };
            if self.threads > 1 && self.body_id == Module::TOP && self.indent == 1 {
                let ops: Vec<Op> = body.block_ops(b).filter(|&op| !skip(op)).collect();
                self.ops_parallel(&ops);
            } else {
                // Without locations (or users), an op of the plain form
                // is its whole line, newline and indentation included.
                let plain = !self.opts.generic && !self.opts.debug_info && !self.opts.value_users;
                for op in body.block_ops(b) {
                    if skip(op) {
                        continue;
                    }
                    if !(plain && self.plain_form(op, true)) {
                        self.newline();
                        // Tried already unless the indentation was too
                        // deep for a line's newline piece.
                        let width = 1 + 2 * self.indent as usize;
                        self.op_after_plain(op, plain && width <= NEWLINE.len());
                    }
                }
            }
            self.indent -= 1;
        }
        self.newline();
        self.out.push('}');
    }

    /// Every `(successor, predecessor number)` edge into region `r`, sorted.
    fn predecessors_of_region(&self, r: Region) -> Vec<(Block, u32)> {
        let body = self.body();
        let blocks = &names_of(&self.on_demand, self.names, self.body_id).blocks;
        let mut edges = Vec::new();
        for b in body.region_blocks(r) {
            if let Some(t) = body.last_op(b) {
                for i in 0..body.num_successors(t) {
                    edges.push((body.successor(t, i), blocks[b.index()]));
                }
            }
        }
        edges.sort_unstable();
        edges
    }

    fn block_header(&mut self, b: Block, from: &[(Block, u32)], entry: bool) {
        let body = self.body();
        self.newline();
        self.block_name(b);
        let args = body.block_args(b);
        if !args.is_empty() {
            self.out.push('(');
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value(a);
                self.out.push_str(": ");
                self.ty(body.value_type(a));
                if self.opts.debug_info {
                    self.out.push(' ');
                    self.arg_loc(body.value(a).loc);
                }
            }
            self.out.push(')');
        }
        self.out.push(':');
        // As MLIR's printer: an unreachable block other than the entry is
        // marked, since its uses would otherwise be the only hint.
        if from.is_empty() && !entry {
            self.out.push_str("  // no predecessors");
        } else if !from.is_empty() {
            if from.len() == 1 {
                self.out.push_str("  // pred: ");
            } else {
                self.out.push_str("  // ");
                push_u32(self.out, from.len() as u32);
                self.out.push_str(" preds: ");
            }
            for (i, (_, f)) in from.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.out.push_str("^bb");
                push_u32(self.out, *f);
            }
        }
    }

    /// An op's or the module's `loc(...)`: an alias when there are any.
    pub fn loc(&mut self, loc: AttrId) {
        if self.opts.pretty_debuginfo {
            return self.pretty_loc(loc);
        }
        self.out.push_str("loc(");
        match self.locs {
            LocMode::Alias(locs) => locs.write_ref(self.ctx, loc, self.out),
            _ => self.loc_inline(loc),
        }
        self.out.push(')');
    }

    /// A block argument's `loc(...)`: inline, its parts by alias when there
    /// are any (as MLIR prints them).
    pub fn arg_loc(&mut self, loc: AttrId) {
        // As in MLIR, only the argument locations printed count for the
        // aliases, and they cannot be deferred: an entry block whose
        // arguments its op's custom form leaves out (`scf.for`'s induction
        // variable) contributes none.
        if let LocMode::Record(r) = self.locs {
            lock(r).meet(self.ctx, loc, false);
        }
        if self.opts.pretty_debuginfo {
            return self.pretty_loc(loc);
        }
        self.out.push_str("loc(");
        match self.locs {
            LocMode::Alias(locs) => locs.write_inline(self.ctx, loc, self.out),
            _ => self.loc_inline(loc),
        }
        self.out.push(')');
    }

    /// `loc` in the pretty form, its parts by alias when there are any.
    fn pretty_loc(&mut self, loc: AttrId) {
        let aliases = match self.locs {
            LocMode::Alias(locs) => Some(locs),
            _ => None,
        };
        loc_aliases::write_pretty(self.ctx, loc, aliases, self.out);
    }

    /// With debug information, ` loc(...)` of argument `i` of a function's
    /// entry block (in body `body_id`), for a signature that prints the
    /// entry block's arguments.
    pub fn signature_arg_loc(&mut self, body_id: BodyId, entry: Option<Block>, i: usize) {
        if let (true, Some(entry)) = (self.opts.debug_info, entry) {
            let body = self.module.body(body_id);
            let loc = body.value(body.block_args(entry)[i]).loc;
            self.out.push(' ');
            self.arg_loc(loc);
        }
    }

    /// The whole location, without aliases (between `loc(` and `)`).
    fn loc_inline(&mut self, loc: AttrId) {
        match self.ctx.attr_data(loc) {
            AttrData::Location(_) => {
                // Location attributes print as `loc(...)` themselves; strip
                // the wrapper the attribute printer adds.
                let mut s = String::new();
                crate::syntax::print_attr(self.ctx, loc, &mut s);
                let inner = s
                    .strip_prefix("loc(")
                    .and_then(|x| x.strip_suffix(')'))
                    .unwrap_or(&s);
                self.out.push_str(inner);
            }
            _ => self.out.push_str("unknown"),
        }
    }

    // ---- ops ----

    /// Prints `ops` (each on a new line) as `op` would one after the
    /// other, but in parallel: the ops are cut into chunks of similar size,
    /// each printed into its own buffer, and the buffers joined in order.
    /// Affine-map aliases are numbered by first use in the whole module, so
    /// a chunk printed from an empty alias list whose numbering turns out
    /// to differ from the serial one is printed again, after the chunks
    /// before it, from the list they left.
    fn ops_parallel(&mut self, ops: &[Op]) {
        use rayon::prelude::*;
        let m = self.module;
        let body = self.body();
        let weight = |op: Op| {
            let inner = body.op(op).body;
            1 + if inner.is_some() {
                m.body(inner).ops.len()
            } else {
                0
            }
        };
        let total: usize = ops.iter().map(|&op| weight(op)).sum();
        let target = (total / (self.threads * 16)).max(1);
        let mut chunks: Vec<&[Op]> = Vec::new();
        let (mut from, mut acc) = (0, 0);
        for (i, &op) in ops.iter().enumerate() {
            acc += weight(op);
            if acc >= target {
                chunks.push(&ops[from..=i]);
                from = i + 1;
                acc = 0;
            }
        }
        if from < ops.len() {
            chunks.push(&ops[from..]);
        }
        if chunks.len() < 2 {
            for &op in ops {
                self.newline();
                self.op(op);
            }
            return;
        }
        let aliases_on = crate::syntax::attrs::affine_alias_list().is_some();
        let (ctx, names, indent, opts, dd, bid, locs) = (
            self.ctx,
            self.names,
            self.indent,
            self.opts,
            self.default_dialect,
            self.body_id,
            self.locs,
        );
        let print_chunk = |chunk: &[Op], list: Option<Vec<AttrId>>| {
            let mut s =
                String::with_capacity(48 * chunk.iter().map(|&op| weight(op)).sum::<usize>());
            let ((), list) = crate::syntax::attrs::with_affine_alias_list(list, || {
                with_elision(opts, || {
                    let mut p = OpPrinter {
                        ctx,
                        module: m,
                        body_id: bid,
                        names,
                        out: &mut s,
                        indent,
                        opts,
                        default_dialect: dd,
                        skip_regions: false,
                        threads: 1,
                        pieces: None,
                        locs,
                        types: TypeTexts::default(),
                        defaults: Default::default(),
                        on_demand: Default::default(),
                    };
                    for &op in chunk {
                        p.newline();
                        p.op(op);
                    }
                })
            });
            // Asked here, on the printing thread, rather than of the whole
            // text afterwards.
            let fixups = needs_fixups(&s);
            (s, list, fixups)
        };
        let printed: Vec<(String, Option<Vec<AttrId>>, bool)> =
            crate::par::install(self.threads, || {
                chunks
                    .par_iter()
                    .map(|c| print_chunk(c, aliases_on.then(Vec::new)))
                    .collect()
            })
            .unwrap_or_else(|| {
                chunks
                    .iter()
                    .map(|c| print_chunk(c, aliases_on.then(Vec::new)))
                    .collect()
            });
        let mut global = crate::syntax::attrs::affine_alias_list();
        let mut texts: Vec<(String, bool)> = Vec::with_capacity(printed.len());
        for (chunk, (text, local, fixups)) in chunks.iter().zip(printed) {
            match (&mut global, local) {
                (Some(g), Some(l)) if !l.is_empty() => {
                    if same_alias_numbers(g, &l) {
                        for a in l {
                            if !g.contains(&a) {
                                g.push(a);
                            }
                        }
                        texts.push((text, fixups));
                    } else {
                        let (again, list, fixups) = print_chunk(chunk, Some(std::mem::take(g)));
                        *g = list.unwrap_or_default();
                        texts.push((again, fixups));
                    }
                }
                _ => texts.push((text, fixups)),
            }
        }
        crate::syntax::attrs::set_affine_alias_list(global);
        match self.pieces.as_deref_mut() {
            Some(pieces) => {
                pieces.push_unscanned(std::mem::take(self.out));
                for (text, fixups) in texts {
                    pieces.fixups |= fixups;
                    pieces.done.push((text, true));
                }
            }
            None => {
                let texts: Vec<String> = texts.into_iter().map(|t| t.0).collect();
                crate::par::install(self.threads, || append_in_parallel(self.out, &texts))
                    .unwrap_or_else(|| texts.iter().for_each(|t| self.out.push_str(t)));
            }
        }
    }

    /// The cast form ` %v attr-dict : T to U` of a one-operand,
    /// one-result op (after its name), the printing side of
    /// `OpParser::parse_cast_form`.
    pub fn cast_form(&mut self, op: Op, attrs: AttrId) {
        let body = self.body();
        let source = body.operands(op)[0];
        self.push(" ");
        self.value(source);
        self.attr_dict(attrs, &[]);
        self.push(" : ");
        self.ty(body.value_type(source));
        self.push(" to ");
        self.ty(body.value_type(body.result(op, 0)));
    }

    /// Prints one op (no leading newline or indentation).
    pub fn op(&mut self, op: Op) {
        self.op_after_plain(op, false);
    }

    /// `op`, told whether `plain_form` has already been tried (and failed)
    /// for the op, so that it is not tried again.
    fn op_after_plain(&mut self, op: Op, plain_tried: bool) {
        let body = self.body();
        if let LocMode::Record(r) = self.locs {
            lock(r).meet(self.ctx, body.op(op).loc, true);
        }
        if self.opts.generic || plain_tried || !self.plain_form(op, false) {
            if body.op(op).num_results > 0 {
                // `%0 = `
                names_of(&self.on_demand, self.names, self.body_id)
                    .write_results(body, op, self.out);
            }
            if self.opts.generic || !crate::dialect::print_custom(self, op) {
                self.generic_op(op);
            }
        }
        if self.opts.debug_info {
            self.out.push(' ');
            let loc = body.op(op).loc;
            self.loc(loc);
        }
        if self.opts.value_users {
            self.users_comment(op);
        }
    }

    /// `%r = name %a, %b : T`, the whole custom form of most ops (see
    /// `crate::dialect::plain_form_arity`), as one `Line` rather than
    /// through the dialect's printer: when the op has that form and every
    /// name and the type are short (and the type has been printed before).
    /// Otherwise nothing is written and the result is false. `newline`:
    /// begin with `newline`'s text.
    #[inline]
    fn plain_form(&mut self, op: Op, newline: bool) -> bool {
        let body = self.body();
        let d = body.op(op);
        let arity = crate::dialect::plain_form_arity(d.opcode);
        if arity == 0 || d.attrs != AttrId::EMPTY_DICT || d.num_results != 1 {
            return false;
        }
        let operands = body.operands(op);
        if operands.len() != arity {
            return false;
        }
        let names = names_of(&self.on_demand, self.names, self.body_id);
        let Some((res_bytes, res_len)) = names.inline_def(d.first_result) else {
            return false;
        };
        let Some((ty_bytes, ty_len)) = self.types.inline(body.value_type(d.first_result)) else {
            return false;
        };
        let name = self.registered_name(d.opcode);
        let width = 1 + 2 * self.indent as usize;
        if newline && width > NEWLINE.len() {
            return false;
        }
        let start = self.out.len();
        // At most 6 + 2 * arity pieces: the newline, the result, ` = `,
        // the name, ` `, the operands and the `, ` between them, ` : ` and
        // the type.
        let mut line = line::Line::new(self.out, 6 + 2 * arity);
        // SAFETY (each `put` and `put_str`): within the pieces counted
        // above; `NEWLINE` is ASCII, and the first `len` bytes of an
        // inline name's or type's text are UTF-8.
        unsafe {
            if newline {
                line.put(NEWLINE, width);
            }
            line.put(res_bytes, res_len);
            line.put_str(" = ");
            line.put_str(name);
            line.put_str(" ");
            for (i, &v) in operands.iter().enumerate() {
                if i > 0 {
                    line.put_str(", ");
                }
                match names.inline_use(v) {
                    Some((bytes, len)) => line.put(bytes, len),
                    None => {
                        line.truncate(start);
                        return false;
                    }
                }
            }
            line.put_str(" : ");
            line.put(ty_bytes, ty_len);
        }
        true
    }

    /// The generic form: `"name"(%a)[^bb1] <{props}> ({...}) {attrs} : (T) -> R`.
    pub fn generic_op(&mut self, op: Op) {
        let body = self.body();
        let d = body.op(op);
        self.out.push('"');
        self.out.push_str(self.ctx.str(d.name));
        self.out.push_str("\"(");
        self.values(body.operands(op));
        self.out.push(')');
        if body.num_successors(op) > 0 {
            self.out.push('[');
            for i in 0..body.num_successors(op) {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.block_name(body.successor(op, i));
            }
            self.out.push(']');
        }
        let attrs =
            crate::dialect::attrs_with_defaults_cached(self.ctx, body, op, &mut self.defaults);
        let (props, discardable) = split_properties(self.ctx, d.opcode, attrs);
        if !props.is_empty() {
            self.out.push_str(" <{");
            for (i, e) in props.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.named_attr(e);
            }
            self.out.push_str("}>");
        }
        let regions = body.regions(op);
        let nested = d.body;
        if !regions.is_empty() || nested.is_some() {
            self.out.push_str(" (");
            if nested.is_some() {
                self.with_body(nested, Dialect::Unknown, |p| {
                    let roots = p.body().roots.clone();
                    for (i, &r) in roots.iter().enumerate() {
                        if i > 0 {
                            p.out.push_str(", ");
                        }
                        p.generic_region(r);
                    }
                });
            } else {
                let saved = std::mem::replace(&mut self.default_dialect, Dialect::Unknown);
                for (i, &r) in regions.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.generic_region(r);
                }
                self.default_dialect = saved;
            }
            self.out.push(')');
        }
        if !discardable.is_empty() {
            self.out.push_str(" {");
            for (i, e) in discardable.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.named_attr(e);
            }
            self.out.push('}');
        }
        self.out.push_str(" : ");
        self.functional_type(op);
    }

    /// Runs `f` with the printer switched into another body (the regions of
    /// an isolated op).
    pub fn with_body(&mut self, body: BodyId, default_dialect: Dialect, f: impl FnOnce(&mut Self)) {
        self.names
            .enter(self.ctx, self.module, body, &mut self.on_demand);
        let saved_body = std::mem::replace(&mut self.body_id, body);
        let saved_dialect = std::mem::replace(&mut self.default_dialect, default_dialect);
        f(self);
        self.body_id = saved_body;
        self.default_dialect = saved_dialect;
    }

    /// The root regions of an isolated op's body.
    pub fn isolated_regions(&self, op: Op) -> (BodyId, Vec<Region>) {
        let b = self.body().op(op).body;
        if b.is_none() {
            return (b, Vec::new());
        }
        (b, self.module.body(b).roots.clone())
    }

    fn print_top_module(&mut self) {
        let m = self.module;
        if self.opts.top_op {
            if let Some(op) = single_top_op(m) {
                // `--no-implicit-module`: the file's one op, as it was.
                self.op(op);
                return;
            }
        }
        if let LocMode::Record(r) = self.locs {
            lock(r).meet(self.ctx, m.loc, true);
        }
        if self.opts.generic {
            self.out.push_str("\"builtin.module\"() ");
            let attrs = m.attrs;
            let (props, discardable) = split_properties(self.ctx, Opcode::BuiltinModule, attrs);
            if !props.is_empty() {
                self.out.push_str("<{");
                for (i, e) in props.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.named_attr(e);
                }
                self.out.push_str("}> ");
            }
            self.out.push('(');
            let root = m.body(Module::TOP).roots[0];
            self.generic_region(root);
            self.out.push(')');
            if !discardable.is_empty() {
                self.out.push_str(" {");
                for (i, e) in discardable.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.named_attr(e);
                }
                self.out.push('}');
            }
            self.out.push_str(" : () -> ()");
        } else {
            self.out.push_str("module");
            crate::dialect::builtin::print_module_header(self, m.attrs);
            self.out.push(' ');
            let root = m.body(Module::TOP).roots[0];
            self.region(root, false, false);
        }
        if self.opts.debug_info {
            self.out.push(' ');
            self.loc(m.loc);
        }
    }
}

/// MLIR prints attribute names bare when they are identifiers
/// (`[a-zA-Z_][a-zA-Z0-9_$.]*`), quoted otherwise.
pub fn write_attr_name(name: &[u8], out: &mut String) {
    let bare = name
        .first()
        .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
        && name
            .iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'));
    if bare {
        // All ASCII, checked just above.
        out.extend(name.iter().map(|&c| c as char));
    } else {
        crate::syntax::print_string_literal(name, out);
    }
}

/// One side of `split_properties`.
pub type SplitAttrs = smallvec::SmallVec<[NamedAttr; 4]>;

/// Splits an op's attributes into properties (inherent, printed in `<{}>`)
/// and discardable attributes (`{}`). Registered ops keep their inherent
/// attributes un-prefixed, while discardable ones carry a dialect prefix
/// (`llvm.emit_c_interface`); unregistered ops have no properties. Inline
/// lists: the generic form splits every op's attributes.
pub fn split_properties(ctx: &Context, opcode: Opcode, attrs: AttrId) -> (SplitAttrs, SplitAttrs) {
    let entries = ctx.dict_entries(attrs);
    if opcode == Opcode::Unregistered {
        return (SplitAttrs::new(), entries.iter().copied().collect());
    }
    entries
        .iter()
        .copied()
        .partition(|e| crate::dialect::is_inherent_attr(opcode, ctx.str(e.name)))
}

/// Appends `parts` to `out` in order, copying them on the current rayon
/// pool: for a large module the joined output is hundreds of megabytes, and
/// copying (and first touching) it on one thread was the largest serial
/// step of printing.
fn append_in_parallel(out: &mut String, parts: &[String]) {
    use rayon::prelude::*;
    let total: usize = parts.iter().map(String::len).sum();
    if total < (1 << 20) {
        parts.iter().for_each(|p| out.push_str(p));
        return;
    }
    out.reserve(total);
    let start = out.len();
    let mut offsets = Vec::with_capacity(parts.len());
    let mut at = start;
    for p in parts {
        offsets.push(at);
        at += p.len();
    }
    // SAFETY: the capacity holds `start + total` bytes; each part goes to
    // its own range `[offset, offset + len)`, disjoint from the others and
    // from the initialised prefix, so the threads never write the same
    // byte. Every byte up to `start + total` is written before `set_len`,
    // and a concatenation of UTF-8 strings is UTF-8.
    unsafe {
        let bytes = out.as_mut_vec();
        let base = bytes.as_mut_ptr() as usize;
        parts
            .par_iter()
            .zip(offsets.par_iter())
            .for_each(|(p, &o)| {
                std::ptr::copy_nonoverlapping(p.as_ptr(), (base as *mut u8).add(o), p.len());
            });
        bytes.set_len(start + total);
    }
}

/// Whether a chunk that numbered its affine-map aliases `local` (from an
/// empty list) got the numbers it would have got continuing from `global`.
fn same_alias_numbers(global: &[AttrId], local: &[AttrId]) -> bool {
    let mut fresh = 0;
    local.iter().enumerate().all(|(i, a)| {
        let n = match global.iter().position(|g| g == a) {
            Some(p) => p,
            None => {
                fresh += 1;
                global.len() + fresh - 1
            }
        };
        n == i
    })
}

/// The edges into `b` from a sorted edge list.
fn preds_of(edges: &[(Block, u32)], b: Block) -> &[(Block, u32)] {
    let lo = edges.partition_point(|e| e.0 < b);
    let hi = edges.partition_point(|e| e.0 <= b);
    &edges[lo..hi]
}

/// Renumbers `distinct[N]` ids from `start` on in order of appearance, as
/// MLIR's printer numbers distinct attributes (equal ids stay equal).
fn renumber_distinct(out: &mut String, start: usize) {
    let text = &out[start..];
    let b = text.as_bytes();
    let mut res = String::with_capacity(text.len());
    let mut ids: rustc_hash::FxHashMap<&str, usize> = Default::default();
    let (mut i, mut last, mut in_str) = (0, 0, false);
    while i < b.len() {
        match b[i] {
            b'"' => in_str = !in_str,
            b'\\' if in_str => i += 1,
            b'd' if !in_str
                && text[i..].starts_with("distinct[")
                && (i == 0
                    || !(b[i - 1].is_ascii_alphanumeric()
                        || matches!(b[i - 1], b'_' | b'.' | b'$'))) =>
            {
                let num_start = i + "distinct[".len();
                let len = text[num_start..]
                    .bytes()
                    .take_while(u8::is_ascii_digit)
                    .count();
                if len > 0 && b.get(num_start + len) == Some(&b']') {
                    let n = ids.len();
                    let new = *ids.entry(&text[num_start..num_start + len]).or_insert(n);
                    res.push_str(&text[last..num_start]);
                    res.push_str(&new.to_string());
                    last = num_start + len;
                    i = last;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    res.push_str(&text[last..]);
    out.truncate(start);
    out.push_str(&res);
}

/// For tests: the body of `m` with the most ops, and its ops in walk order.
#[cfg(test)]
pub(crate) fn largest_body_ops(m: &Module) -> (BodyId, Vec<Op>) {
    let mut best = (BodyId::from_index(0), Vec::new());
    for (i, b) in m.bodies.iter().enumerate() {
        let mut ops = Vec::new();
        b.walk(|op| ops.push(op));
        if ops.len() > best.1.len() {
            best = (BodyId::from_index(i), ops);
        }
    }
    best
}

/// For tests: a printer of `body_id`'s ops with default options, from the
/// start of a line at indent 0.
#[cfg(test)]
impl<'a, 'o> OpPrinter<'a, 'o> {
    pub(crate) fn for_test(
        ctx: &'a Context,
        module: &'a Module,
        body_id: BodyId,
        names: &'a ModuleNames,
        out: &'o mut String,
    ) -> Self {
        OpPrinter {
            ctx,
            module,
            body_id,
            names,
            out,
            indent: 0,
            opts: Default::default(),
            default_dialect: Dialect::Func,
            skip_regions: false,
            threads: 1,
            pieces: None,
            locs: LocMode::Inline,
            types: Default::default(),
            defaults: Default::default(),
            on_demand: Default::default(),
        }
    }
}

/// For tests of the dialect printers: parses `src` and calls `f` with a
/// printer positioned in the body with the most ops, for each of its ops.
#[cfg(test)]
pub(crate) fn for_each_op_of_test_module(src: &str, mut f: impl FnMut(&mut OpPrinter, Op)) {
    let ctx = Context::new();
    let m = crate::syntax::parse_module(&ctx, "t.mlir", src, &Default::default()).unwrap();
    let (body_id, ops) = largest_body_ops(&m);
    let names = ModuleNames::compute(&ctx, &m, true);
    let mut out = String::new();
    let mut p = OpPrinter::for_test(&ctx, &m, body_id, &names, &mut out);
    for op in ops {
        p.out.clear();
        f(&mut p, op);
    }
}

#[cfg(test)]
mod tests {
    use super::append_in_parallel;

    /// As mlir-opt 22 prints: an empty last line, but with local scope
    /// (after the module's line); with location aliases, the deferred
    /// definitions come before that empty line.
    #[test]
    fn output_ends_as_mlir_opt_ends_it() {
        let ctx = crate::Context::new();
        let src = "func.func @f() {\n  return\n}\n";
        let m = crate::syntax::parse_module(&ctx, "t.mlir", src, &Default::default()).unwrap();
        for (generic, debug_info, local_scope, end) in [
            (false, false, false, "  }\n}\n\n"),
            (true, false, false, "() -> ()\n\n"),
            (false, false, true, "  }\n}\n"),
            (false, true, true, "} loc(\"t.mlir\":0:0)\n"),
            (true, true, true, "() -> () loc(\"t.mlir\":0:0)\n"),
            (false, true, false, "} loc(#loc)\n#loc = loc(\"t.mlir\":0:0)\n#loc1 = loc(\"t.mlir\":1:1)\n#loc2 = loc(\"t.mlir\":2:3)\n\n"),
            (true, true, false, "() -> () loc(#loc)\n#loc = loc(\"t.mlir\":0:0)\n#loc1 = loc(\"t.mlir\":1:1)\n#loc2 = loc(\"t.mlir\":2:3)\n\n"),
        ] {
            let opts = super::PrintOptions {
                generic,
                debug_info,
                local_scope,
                ..Default::default()
            };
            let text = super::print_module(&ctx, &m, opts);
            assert!(text.ends_with(end), "{generic} {debug_info} {local_scope}: {text:?}");
        }
    }

    /// The fast path of `OpPrinter::op` (`plain_form`) prints what the
    /// dialects' printers print, for every op it may take and for ops
    /// just outside it (attributes, other forms, several results).
    #[test]
    fn plain_form_equals_dialect_printers() {
        let ctx = crate::Context::new();
        let src = r#"
func.func @f(%a: i64, %b: i64, %x: f32, %p: !llvm.ptr, %v: vector<4xf32>) -> i64 {
  %0 = arith.addi %a, %b : i64
  %1 = arith.addi %0, %a overflow<nsw> : i64
  %2 = arith.maxsi %1, %0 : i64
  %3 = arith.negf %x : f32
  %4 = arith.negf %3 fastmath<fast> : f32
  %5 = arith.addf %3, %4 : f32
  %6 = arith.addf %v, %v : vector<4xf32>
  %7 = arith.addf %v, %v : vector<4xf32>
  %8 = arith.cmpi slt, %a, %b : i64
  %sum, %overflow = arith.addui_extended %a, %b : i64, i1
  %9 = llvm.add %a, %b : i64
  %10 = llvm.add %9, %a overflow<nsw> : i64
  %11 = llvm.and %10, %9 : i64
  %12 = llvm.fneg %x : f32
  %13 = llvm.fadd %12, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
  %14 = llvm.udiv exact %11, %9 : i64
  %15 = llvm.or disjoint %14, %11 : i64
  %16 = llvm.load %p : !llvm.ptr -> i64
  %17 = arith.muli %16, %15 {foo} : i64
  %c1_i64 = arith.constant 1 : i64
  %a_very_long_value_name = arith.subi %17, %c1_i64 : i64
  %18 = arith.subi %a_very_long_value_name, %c1_i64 : i64
  %19 = arith.subi %18, %c1_i64 : i64
  return %19 : i64
}
"#;
        let m = crate::syntax::parse_module(&ctx, "t.mlir", src, &Default::default()).unwrap();
        let (body_id, ops) = super::largest_body_ops(&m);
        for generic_names in [false, true] {
            let names = super::ModuleNames::compute(&ctx, &m, !generic_names);
            let mut out = String::new();
            let mut p = super::OpPrinter::for_test(&ctx, &m, body_id, &names, &mut out);
            let mut fast_ops = 0;
            // Twice: the second time every type has been printed before.
            for _ in 0..2 {
                for &op in &ops {
                    p.out.clear();
                    let fast = p.plain_form(op, false);
                    fast_ops += fast as usize;
                    let via_fast = std::mem::take(p.out);
                    p.indent = 3;
                    assert_eq!(p.plain_form(op, true), fast);
                    let on_line = std::mem::take(p.out);
                    p.indent = 0;
                    if fast {
                        assert_eq!(on_line, format!("\n      {via_fast}"));
                    }
                    p.op(op);
                    let via_op = std::mem::take(p.out);
                    let body = m.body(body_id);
                    if body.op(op).num_results > 0 {
                        names.bodies[body_id.index()].write_results(body, op, p.out);
                    }
                    assert!(crate::dialect::print_custom(&mut p, op));
                    let via_dialect = std::mem::take(p.out);
                    assert_eq!(via_op, via_dialect);
                    if fast {
                        assert_eq!(via_fast, via_dialect);
                    } else {
                        assert_eq!(via_fast, "");
                    }
                }
            }
            assert!(fast_ops >= 14, "{fast_ops}");
        }
    }

    /// `OpPrinter::attr` writes integer attributes itself: the same text
    /// as the attribute printer, for every integer type and size of value.
    #[test]
    fn integer_attrs_print_as_attribute_printer() {
        use crate::attrs::AttrData;
        use crate::ids::TypeId;
        let src = "func.func @f() {\n  return\n}\n";
        super::for_each_op_of_test_module(src, |p, _| {
            let ctx = p.ctx;
            let types = [
                TypeId::I1,
                TypeId::I64,
                ctx.intern_type(crate::types::TypeData::Index),
                ctx.intern_type(crate::types::TypeData::Integer {
                    width: 8,
                    signedness: crate::types::Signedness::Signless,
                }),
                ctx.intern_type(crate::types::TypeData::Integer {
                    width: 128,
                    signedness: crate::types::Signedness::Unsigned,
                }),
            ];
            for ty in types {
                for value in [
                    0,
                    1,
                    -1,
                    7,
                    -128,
                    4294967295,
                    4294967296,
                    i128::MIN,
                    i128::MAX,
                ] {
                    let a = ctx.intern_attr(AttrData::Integer { ty, value });
                    p.out.clear();
                    p.attr(a);
                    let mut want = String::new();
                    crate::syntax::print_attr(ctx, a, &mut want);
                    assert_eq!(*p.out, want);
                }
            }
        });
    }

    #[test]
    fn fixups_are_needed_for_placeholders_and_distinct_ids() {
        for (text, needed) in [
            ("", false),
            ("%0 = memref.load %a[%i] : memref<?xf32>", false),
            ("[distinct]", false),
            ("distinct[", true),
            ("x = #a<id = distinct[0]<>>", true),
            ("distinc[t[", false),
            ("\u{1}7\u{1}", true),
            ("a[b] distinct[2]", true),
        ] {
            assert_eq!(super::needs_fixups(text), needed, "{text:?}");
        }
    }

    #[test]
    fn parallel_append_equals_concatenation() {
        // Over the 1 MiB threshold, with multi-byte characters and empty
        // parts, after an existing prefix.
        let parts: Vec<String> = (0..600)
            .map(|i| match i % 3 {
                0 => String::new(),
                1 => format!("chunk {i}: {}", "é∂x".repeat(1000 + i)),
                _ => "%0 = arith.addi %a, %b : i32\n".repeat(40 + i % 7),
            })
            .collect();
        let mut expected = String::from("module {");
        parts.iter().for_each(|p| expected.push_str(p));
        assert!(expected.len() > 1 << 20);
        let mut got = String::from("module {");
        crate::par::install(2, || append_in_parallel(&mut got, &parts)).unwrap();
        assert_eq!(got, expected);
    }
}
