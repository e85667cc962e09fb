//! Parsing ops, blocks, regions and whole modules, in the generic form and
//! through the dialects' custom forms (`crate::dialect::*::parse`).
//!
//! Values are resolved by name per isolated body with a scope stack; uses
//! before definitions (graph regions, loops whose blocks appear out of
//! dominance order) get placeholder values that are patched when the
//! definition appears, and reported if it never does. Recursion follows the
//! nesting of regions and is bounded by `MAX_REGION_DEPTH`.

use rustc_hash::FxHashMap;

mod binary_line;

use super::lexer::Tok;
use super::parser::Parser;
use super::ssa_names::{words, Def, Lookup, Name, SsaNames};
use crate::attrs::NamedAttr;
use crate::body::{OpSpec, ValueData, ValueDef};
use crate::context::Context;
use crate::diag::{DResult, Diag, SrcLoc};
use crate::ids::{AttrId, Block, BodyId, Ident, Op, Region, TypeId, Value};
use crate::module::Module;
use crate::opcode::{traits, Dialect, Opcode};

/// The op name cache has `1 << OP_CACHE_BITS` entries.
const OP_CACHE_BITS: u32 = 8;

/// An op name cache entry: the name's words and length, and its opcode
/// with the opcode's interned name (`None`: empty).
type OpCacheSlot = (u64, u64, u64, Option<(Opcode, Ident)>);

/// An op's result names as written: (name, count, offset).
type ResultList<'a> = Vec<(&'a str, u32, u32)>;

/// Regions nested deeper than this are rejected instead of risking the
/// stack.
pub const MAX_REGION_DEPTH: u32 = 64;

#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// `--allow-unregistered-dialect`
    pub allow_unregistered: bool,
    /// Added to every reported line (the first line of a split chunk,
    /// minus one).
    pub line_offset: u32,
    /// Where a later split chunk starts (line, column): its implicit
    /// module is located there, as mlir-opt locates it; `None` (a whole
    /// file, or the first chunk) puts it at `file:0:0`.
    pub chunk_start: Option<(u32, u32)>,
    /// The dialects of the tool imitated (mlir-opt's by default).
    pub registry: super::registry::Registry,
}

/// The location of the implicit module around `file`'s top-level ops.
fn implicit_module_loc(ctx: &Context, file: &str, opts: &ParseOptions) -> AttrId {
    let (line, col) = opts.chunk_start.unwrap_or((0, 0));
    ctx.loc_file_line_col(file, line, col)
}

/// An operand as written, before its type is known: `%name` or `%name#3`.
#[derive(Clone, Debug)]
pub struct UnresolvedOperand<'a> {
    pub name: &'a str,
    pub index: u32,
    /// Byte offset of the operand in the input; resolved to a line and
    /// column only when a diagnostic needs it.
    pub offset: u32,
    /// `name`'s key words (`Name`), made once where it is parsed.
    words: (u64, u64),
}

/// Operands as written, inline up to four.
pub type OperandList<'a> = smallvec::SmallVec<[UnresolvedOperand<'a>; 4]>;

/// The op being parsed: everything needed to create it.
#[derive(Default)]
pub struct OpState {
    pub operands: Vec<Value>,
    pub result_types: Vec<TypeId>,
    pub successors: Vec<(Block, u32)>,
    pub attrs: Vec<NamedAttr>,
    /// Regions parsed into the current body (non-isolated ops).
    pub regions: Vec<Region>,
    /// For isolated ops: the body their regions were parsed into.
    pub body: Option<BodyId>,
}

impl OpState {
    /// Empties the state, keeping its allocations for the next op.
    fn clear(&mut self) {
        self.operands.clear();
        self.result_types.clear();
        self.successors.clear();
        self.attrs.clear();
        self.regions.clear();
        self.body = None;
    }

    pub fn add_attr(&mut self, ctx: &Context, name: &str, value: AttrId) {
        self.attrs.push(NamedAttr {
            name: ctx.ident(name),
            value,
        });
    }

    pub fn get_attr(&self, ctx: &Context, name: &str) -> Option<AttrId> {
        self.attrs
            .iter()
            .rev()
            .find(|a| ctx.str(a.name) == name)
            .map(|a| a.value)
    }
}

/// Per-isolated-body state: forward references and blocks.
#[derive(Default)]
struct BodyState<'a> {
    /// `(name, result index)` used before its definition → (placeholder,
    /// first use location).
    forward: FxHashMap<(Name<'a>, u32), (Value, u32)>,
    /// Placeholder → its definition, applied when the body is done.
    resolved: FxHashMap<Value, Value>,
}

/// Blocks of one region by name.
#[derive(Default)]
struct BlockScope<'a> {
    /// `^name` → (block, defined yet, byte offset of the first mention).
    blocks: FxHashMap<&'a str, (Block, bool, u32)>,
}

pub struct OpParser<'a, 'm> {
    pub p: Parser<'a>,
    pub module: &'m mut Module,
    pub body_id: BodyId,
    pub opts: ParseOptions,
    /// `%name` → definition, for the open isolated bodies.
    names: SsaNames<'a>,
    body_states: Vec<BodyState<'a>>,
    block_scopes: Vec<BlockScope<'a>>,
    default_dialect: Vec<Dialect>,
    depth: u32,
    /// Op states and result lists of finished ops, reused so that parsing
    /// an op allocates nothing once the vectors have grown.
    /// (Boxed: lending one out moves a pointer, not the vectors.)
    #[allow(clippy::vec_box)]
    state_pool: Vec<Box<OpState>>,
    #[allow(clippy::vec_box)]
    results_pool: Vec<Box<ResultList<'a>>>,
    /// The interned input file name, for op locations.
    file_ident: Ident,
    /// Makes the op locations (one location-store shard held throughout).
    locs: crate::context::LocWriter<'a>,
    /// Interned full names of registered opcodes, filled on first use.
    op_names: Vec<Option<Ident>>,
    /// The location handed to custom forms, kept between ops.
    spare_loc: Option<SrcLoc>,
    /// Ops in the last function-like body parsed (the capacity guess for
    /// the next one).
    last_body_ops: usize,
    /// Recently parsed op names (see `opcode_by_name`).
    op_cache: Box<[OpCacheSlot; 1 << OP_CACHE_BITS]>,
    /// The op whose custom form is being parsed (for checks of its
    /// attribute dictionary; `Unregistered` outside custom forms).
    custom_op: Opcode,
    /// Parallel parsing: where the function bodies skipped by this
    /// (module-level) pass go, to be parsed on worker threads while this
    /// pass goes on. `None` parses everything here.
    deferred: Option<DeferSink<'a, 'm>>,
    /// The aliases defined so far, shared by the bodies deferred since they
    /// last changed.
    alias_snapshot: Option<std::sync::Arc<Aliases>>,
}

/// What an `OpParser` builds up while it parses and can hand on to the
/// next one: the SSA name tables, op state pools and op name caches. The
/// parallel parse's tasks pass it from body to body (one a worker), so
/// that a body's parse does not regrow them from nothing.
pub(super) struct Reusable<'a> {
    names: SsaNames<'a>,
    #[allow(clippy::vec_box)]
    state_pool: Vec<Box<OpState>>,
    #[allow(clippy::vec_box)]
    results_pool: Vec<Box<ResultList<'a>>>,
    op_names: Vec<Option<Ident>>,
    op_cache: Box<[OpCacheSlot; 1 << OP_CACHE_BITS]>,
    /// The op-level type cache, holding only alias-free text (see
    /// `Parser::type_cache_shared`): each body's parse would otherwise
    /// parse and intern its types again.
    type_cache: FxHashMap<&'a str, TypeId>,
}

impl Default for Reusable<'_> {
    fn default() -> Self {
        Reusable {
            names: SsaNames::default(),
            state_pool: Vec::new(),
            results_pool: Vec::new(),
            op_names: Vec::new(),
            op_cache: Box::new([(0, 0, 0, None); 1 << OP_CACHE_BITS]),
            type_cache: FxHashMap::default(),
        }
    }
}

/// Type and attribute aliases as the module-level pass had them.
struct Aliases {
    types: FxHashMap<Box<str>, TypeId>,
    attrs: FxHashMap<Box<str>, AttrId>,
}

/// Takes a body skipped by the module-level pass (to parse it elsewhere);
/// false once the parallel parse has failed, so that the pass stops
/// handing out work (it still skips the bodies, cheaply, to its end).
type DeferSink<'a, 'm> = &'m mut dyn FnMut(Deferred<'a>) -> bool;

/// A function body skipped by the module-level pass: its `{ ... }` text
/// and everything its parse needs from the surroundings.
struct Deferred<'a> {
    /// The placeholder body that the parsed one replaces.
    body: BodyId,
    /// Byte offsets of the `{` and just past the matching `}`.
    open: usize,
    end: usize,
    /// Line of the `{` and the offset where that line starts.
    line: u32,
    line_start: usize,
    entry_args: Vec<(UnresolvedOperand<'a>, TypeId, AttrId)>,
    default_dialect: Dialect,
    depth: u32,
    aliases: std::sync::Arc<Aliases>,
}

/// Parses a whole file into a module. A file holding exactly one
/// `builtin.module` is that module; anything else is wrapped in an implicit
/// one, as in MLIR.
pub fn parse_module(ctx: &Context, file: &str, src: &str, opts: &ParseOptions) -> DResult<Module> {
    let mut module = parse_wrapped(ctx, file, src, opts)?;
    unwrap_single_module(ctx, &mut module);
    Ok(module)
}

/// The file's top-level ops in an implicit module (a single
/// `builtin.module` not yet made the module).
fn parse_wrapped(ctx: &Context, file: &str, src: &str, opts: &ParseOptions) -> DResult<Module> {
    let mut module = Module::new(AttrId::UNKNOWN_LOC);
    module.loc = implicit_module_loc(ctx, file, opts);
    let mut op_parser = OpParser::new(ctx, file, src, opts, &mut module);
    op_parser.parse_top_level()?;
    Ok(module)
}

/// `parse_module` on `threads` worker threads: the same module, or the
/// same first error, as the serial parse.
pub fn parse_module_threads(
    ctx: &Context,
    file: &str,
    src: &str,
    opts: &ParseOptions,
    threads: usize,
) -> DResult<Module> {
    parse_top_level_threads(ctx, file, src, opts, threads).map(|(m, _)| m)
}

/// What a file held at its top level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TopLevel {
    /// One `builtin.module`, which is the parsed module.
    Module,
    /// This many ops, which the parsed (implicit) module holds.
    Ops(usize),
}

/// `parse_module_threads`, and what the file held at its top level (for
/// `--no-implicit-module`).
pub fn parse_top_level_threads(
    ctx: &Context,
    file: &str,
    src: &str,
    opts: &ParseOptions,
    threads: usize,
) -> DResult<(Module, TopLevel)> {
    let parallel = if threads > 1 {
        parse_module_parallel(ctx, file, src, opts, threads)
    } else {
        None
    };
    let mut module = match parallel {
        Some(m) => m,
        None => parse_wrapped(ctx, file, src, opts)?,
    };
    let top = if unwrap_single_module(ctx, &mut module) {
        TopLevel::Module
    } else {
        TopLevel::Ops(
            module
                .body(Module::TOP)
                .block_ops(module.top_block())
                .count(),
        )
    };
    Ok((module, top))
}

/// `mlir-opt --no-implicit-module`'s error for a file (or split chunk)
/// whose top level holds `found` ops, not one: located where the implicit
/// module would be.
pub fn not_single_op_error(file: &str, opts: &ParseOptions, found: usize) -> Diag {
    let (line, col) = opts.chunk_start.unwrap_or((0, 0));
    let loc = SrcLoc {
        file: file.into(),
        line,
        col,
    };
    Diag::error(
        loc,
        format!("source must contain a single top-level operation, found: {found}"),
    )
}

/// The parallel parse: one pass over the module level that skips function
/// bodies (`{` to the matching `}`, found by a scan that knows strings and
/// comments), handing each to the worker threads as soon as it is found,
/// to be parsed into its own `Body` while the pass goes on. `None`
/// whenever anything is not plain — an error anywhere (the serial parse
/// then reports the first one, as it always does), a body with nested
/// isolated ops, a body the scan and the parser disagree about — and the
/// caller parses serially.
fn parse_module_parallel(
    ctx: &Context,
    file: &str,
    src: &str,
    opts: &ParseOptions,
    threads: usize,
) -> Option<Module> {
    crate::par::install(threads, || {
        parse_module_overlapped(ctx, file, src, opts, &|_| {})
    })?
}

/// The batches of bodies the module-level pass of the parallel parse has
/// found and no thread has taken yet, in file order.
#[derive(Default)]
struct Feed<'a> {
    state: std::sync::Mutex<FeedState<'a>>,
    ready: std::sync::Condvar,
}

#[derive(Default)]
struct FeedState<'a> {
    batches: std::collections::VecDeque<Vec<Deferred<'a>>>,
    /// No more batches will come.
    closed: bool,
    /// Threads waiting for a batch: only then is one woken (a wake-up is
    /// a system call, a push is not).
    waiting: usize,
}

impl<'a> Feed<'a> {
    fn push(&self, batch: Vec<Deferred<'a>>) {
        let mut state = crate::par::lock(&self.state);
        state.batches.push_back(batch);
        let wake = state.waiting > 0;
        drop(state);
        if wake {
            self.ready.notify_one();
        }
    }

    fn close(&self) {
        crate::par::lock(&self.state).closed = true;
        self.ready.notify_all();
    }

    /// Parses the batches as they come, until the feed is closed and empty.
    fn work(&self, tasks: &BatchTasks<'a, '_>) {
        while let Some(batch) = self.take() {
            tasks.run(batch);
        }
    }

    fn take(&self) -> Option<Vec<Deferred<'a>>> {
        let mut state = crate::par::lock(&self.state);
        loop {
            if let Some(batch) = state.batches.pop_front() {
                return Some(batch);
            }
            if state.closed {
                return None;
            }
            state.waiting += 1;
            state = self.ready.wait(state).unwrap_or_else(|e| e.into_inner());
            state.waiting -= 1;
        }
    }
}

/// Closes its feed when dropped.
struct FeedCloser<'f, 'a>(&'f Feed<'a>);

impl Drop for FeedCloser<'_, '_> {
    fn drop(&mut self) {
        self.0.close();
    }
}

/// What the tasks of the parallel parse share (see
/// `parse_module_overlapped`).
struct BatchTasks<'a, 'r> {
    ctx: &'a Context,
    file: &'a str,
    src: &'a str,
    opts: &'a ParseOptions,
    before_body: &'r (dyn Fn(BodyId) + Sync),
    /// Set by the first body that fails (or the module-level pass): the
    /// bodies not yet started are then not parsed.
    failed: &'r std::sync::atomic::AtomicBool,
    /// Per pool thread: the bodies it parsed that are not in the module
    /// yet (a list that keeps its room as the module-level thread takes
    /// them).
    parsed: &'r [std::sync::Mutex<Vec<(BodyId, crate::body::Body)>>],
    /// The batches parsed, for the module-level thread to free.
    spent: &'r std::sync::Mutex<Vec<Vec<Deferred<'a>>>>,
    /// Per pool thread: what its last parser left.
    reusables: &'r [std::sync::Mutex<Option<Reusable<'a>>>],
}

impl<'a> BatchTasks<'a, '_> {
    /// Parses the bodies of `batch` in order, until one fails.
    fn run(&self, batch: Vec<Deferred<'a>>) {
        use crate::par::lock;
        use std::sync::atomic::Ordering;
        let thread = rayon::current_thread_index().unwrap_or(0);
        let own = self.reusables.get(thread);
        let mut reusable = own.and_then(|r| lock(r).take()).unwrap_or_default();
        let Some(parsed) = self.parsed.get(thread) else {
            self.failed.store(true, Ordering::Relaxed);
            return;
        };
        for d in &batch {
            if self.failed.load(Ordering::Relaxed) {
                return;
            }
            (self.before_body)(d.body);
            match parse_deferred(self.ctx, self.file, self.src, self.opts, d, reusable) {
                Some((body, left)) => {
                    lock(parsed).push((d.body, body));
                    reusable = left;
                }
                None => {
                    self.failed.store(true, Ordering::Relaxed);
                    return;
                }
            }
        }
        lock(self.spent).push(batch);
        if let Some(r) = own {
            *lock(r) = Some(reusable);
        }
    }

    /// On the module-level thread, once its pass is done: puts the bodies
    /// parsed so far into their slots of `module` and frees the batches
    /// parsed (its own allocations). Done between its own batches, this
    /// overlaps the other threads' parsing; `placed` counts the bodies.
    fn settle(&self, module: &mut Module, placed: &mut usize) -> Option<()> {
        use crate::par::lock;
        lock(self.spent).clear();
        for list in self.parsed {
            // Drained, not taken: the list keeps its room for its thread.
            for (id, mut body) in lock(list).drain(..) {
                let placeholder = module.bodies.get(id.index())?;
                body.owner = placeholder.owner;
                body.parent = placeholder.parent;
                module.bodies[id.index()] = body;
                *placed += 1;
            }
        }
        Some(())
    }
}

/// The module-level pass of the parallel parse on the current thread, the
/// bodies it finds fed in batches to the other threads of the current
/// rayon pool as it finds them (they parse them while the pass goes on;
/// whatever is left when it ends is shared out then). Each parsed body
/// goes to its slot in the module by its id, so the order the bodies
/// finish in does not matter. `before_body` runs before each body is
/// parsed (tests use it to make bodies finish out of order).
fn parse_module_overlapped<'a>(
    ctx: &'a Context,
    file: &'a str,
    src: &'a str,
    opts: &'a ParseOptions,
    before_body: &(dyn Fn(BodyId) + Sync),
) -> Option<Module> {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Mutex;
    let mut module = Module::new(AttrId::UNKNOWN_LOC);
    module.loc = implicit_module_loc(ctx, file, opts);
    let failed = AtomicBool::new(false);
    // Memory is freed by the thread that allocated it: glibc gives each
    // thread an arena of its own, and a free into another thread's arena
    // waits for that arena's lock, which its owner takes for every
    // allocation of its own (workers freeing the module-level pass's
    // batches fought it for its lock hundreds of times a run). So a task
    // leaves its batch for the module-level thread to free, each thread
    // puts its bodies in a list of its own, which the module-level thread
    // empties without freeing, and each thread reuses what its own parsers
    // left. The list of spent batches is made large enough never to grow:
    // every batch but the last holds `BATCH_BYTES` of text.
    let most_batches = src.len() / BATCH_BYTES + 2;
    let threads = rayon::current_num_threads();
    let parsed: Vec<Mutex<Vec<(BodyId, crate::body::Body)>>> =
        (0..threads).map(|_| Mutex::new(Vec::new())).collect();
    let spent: Mutex<Vec<Vec<Deferred<'a>>>> = Mutex::new(Vec::with_capacity(most_batches));
    let reusables: Vec<Mutex<Option<Reusable<'a>>>> =
        (0..threads).map(|_| Mutex::new(None)).collect();
    let tasks = BatchTasks {
        ctx,
        file,
        src,
        opts,
        before_body,
        failed: &failed,
        parsed: &parsed,
        spent: &spent,
        reusables: &reusables,
    };
    let (mut spawned, mut placed) = (0usize, 0usize);
    let mut settled = Some(());
    let feed = Feed::default();
    let top_ok = rayon::scope(|s| {
        // Every other thread of the pool takes batches of bodies from the
        // feed until it is closed and empty; this thread fills it, then
        // helps. Batches, not bodies (ten thousand on a 10,000-function
        // module), and one task a thread, not one a batch: a rayon task is
        // boxed by the spawning thread and freed by the one that runs it,
        // which put this thread's memory in the others' allocation caches
        // (and its arena lock in their way); and each spawn woke a thread.
        let (tasks, feed) = (&tasks, &feed);
        for _ in 1..rayon::current_num_threads() {
            s.spawn(move |_| feed.work(tasks));
        }
        // Closed however the module-level pass ends: the scope waits for
        // the other threads, which wait for the feed to close, so a panic
        // here must close it too (or the panic would become a hang).
        let closer = FeedCloser(feed);
        let mut batch: Vec<Deferred<'a>> = Vec::new();
        let mut batch_bytes = 0;
        let spawned = &mut spawned;
        let mut sink = |d: Deferred<'a>| {
            if failed.load(Ordering::Relaxed) {
                return false;
            }
            *spawned += 1;
            batch_bytes += d.end - d.open;
            batch.push(d);
            if batch_bytes >= BATCH_BYTES {
                feed.push(std::mem::take(&mut batch));
                batch_bytes = 0;
            }
            true
        };
        let mut op_parser = OpParser::new(ctx, file, src, opts, &mut module);
        op_parser.deferred = Some(&mut sink);
        let ok = op_parser.parse_top_level().is_ok() && op_parser.p.forward_locs.is_empty();
        drop(op_parser);
        if !batch.is_empty() {
            feed.push(batch);
        }
        if !ok {
            failed.store(true, Ordering::Relaxed);
        }
        drop(closer);
        // This thread's share of the bodies, and between its batches the
        // bodies the others have parsed go to the module.
        while let Some(batch) = feed.take() {
            tasks.run(batch);
            settled = settled.and_then(|()| tasks.settle(&mut module, &mut placed));
        }
        ok
    });
    settled?;
    tasks.settle(&mut module, &mut placed)?;
    if !top_ok || failed.into_inner() || placed != spawned {
        return None;
    }
    Some(module)
}

/// Body text (bytes) a task of the parallel parse takes at least, unless
/// the module ends first: a few bodies of printed functions.
pub(crate) const BATCH_BYTES: usize = 16 << 10;

/// The parallel parse alone (`None` when it gave up), for tests.
#[cfg(test)]
pub(crate) fn parse_module_parallel_for_tests(
    ctx: &Context,
    file: &str,
    src: &str,
    opts: &ParseOptions,
    threads: usize,
) -> Option<Module> {
    let mut m = parse_module_parallel(ctx, file, src, opts, threads)?;
    unwrap_single_module(ctx, &mut m);
    Some(m)
}

/// The parallel parse with `before_body` run at the start of each body's
/// task, for tests.
#[cfg(test)]
pub(crate) fn parse_module_parallel_hooked(
    ctx: &Context,
    file: &str,
    src: &str,
    opts: &ParseOptions,
    threads: usize,
    before_body: &(dyn Fn(BodyId) + Sync),
) -> Option<Module> {
    let mut m = crate::par::install(threads, || {
        parse_module_overlapped(ctx, file, src, opts, before_body)
    })??;
    unwrap_single_module(ctx, &mut m);
    Some(m)
}

/// Parses one deferred function body as `parse_isolated_region` would
/// have, starting from `reusable` (and giving back what the parse left);
/// `None` on any error or surprise.
fn parse_deferred<'a>(
    ctx: &'a Context,
    file: &'a str,
    src: &'a str,
    opts: &ParseOptions,
    d: &Deferred<'a>,
    reusable: Reusable<'a>,
) -> Option<(crate::body::Body, Reusable<'a>)> {
    // A module holding just the body being parsed (not `Module::new`'s
    // top body, which would be made and dropped for every body).
    let mut sub = Module {
        bodies: vec![crate::body::Body::with_capacity(
            Op::NONE,
            BodyId::NONE,
            ops_estimate(d.end - d.open),
        )],
        attrs: AttrId::EMPTY_DICT,
        loc: AttrId::UNKNOWN_LOC,
        resources: Default::default(),
    };
    // The source ends at the body's `}`: the parse must stop exactly there.
    let text = src.get(..d.end)?;
    let mut p = OpParser::with_reusable(ctx, file, text, opts, &mut sub, reusable);
    p.p.type_cache_shared = true;
    p.p.type_aliases = d.aliases.types.clone();
    p.p.attr_aliases = d.aliases.attrs.clone();
    p.p.line_cache.set((d.open, d.line, d.line_start));
    p.p.set_lexer_pos(d.open);
    p.depth = d.depth;
    let r = p.parse_region(&d.entry_args, d.default_dialect).ok()?;
    p.body_mut().roots.push(r);
    p.finish_body(Module::TOP).ok()?;
    if !p.p.forward_locs.is_empty() || p.p.kind() != Tok::Eof {
        return None;
    }
    let reusable = p.into_reusable();
    if sub.bodies.len() != 1 {
        return None;
    }
    Some((sub.bodies.pop()?, reusable))
}

/// The end of the `{ ... }` starting at `open` (just past its `}`), the
/// newlines inside and where the last line inside starts; `None` for
/// anything the scan does not follow exactly as the lexer would (a string
/// running into a newline, escaped newlines, file metadata braces, the end
/// of the input). The scan only has to be right for input that parses: a
/// body it cuts wrongly fails to parse on its own (it must end exactly at
/// its `}`), and the whole file is then parsed serially.
fn scan_braced(b: &[u8], open: usize) -> Option<(usize, u32, Option<usize>)> {
    let mut depth = 0u32;
    let mut i = open;
    let end = 'scan: loop {
        let hit = memchr::memchr3(b'{', b'}', b'"', &b[i..]).map(|p| i + p)?;
        // A `/` before it may start a comment (searched apart: memchr
        // takes three bytes at most). A comment that ends before `hit`
        // leaves `hit` standing; only one running past it restarts the
        // search, from its end. So no byte is searched twice: searching
        // again from each comment would make a body of many commented
        // lines (a printed function's `// pred:` on every block)
        // quadratic to scan.
        while let Some(p) = memchr::memchr(b'/', &b[i..hit]) {
            let slash = i + p;
            if b.get(slash + 1) == Some(&b'/') {
                i = slash + memchr::memchr(b'\n', &b[slash..]).unwrap_or(b.len() - slash);
                if i > hit {
                    continue 'scan;
                }
            } else {
                i = slash + 1;
            }
        }
        i = hit;
        match b[i] {
            b'{' => {
                if b.get(i + 1) == Some(&b'-') && b.get(i + 2) == Some(&b'#') {
                    return None;
                }
                depth += 1;
            }
            b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    break i + 1;
                }
            }
            _ => {
                // A string: up to the closing quote, over escapes.
                i += 1;
                let start = i;
                loop {
                    let q = memchr::memchr3(b'"', b'\\', b'\n', &b[i..]).map(|p| i + p)?;
                    match b[q] {
                        b'"' => {
                            i = q;
                            break;
                        }
                        b'\\' => {
                            if matches!(b.get(q + 1), None | Some(b'\n' | b'\r')) {
                                return None;
                            }
                            i = q + 2;
                        }
                        _ => return None,
                    }
                }
                if b[start..i].contains(&b'\r') {
                    return None;
                }
            }
        }
        i += 1;
    };
    let inside = &b[open..end];
    let newlines = memchr::memchr_iter(b'\n', inside).count() as u32;
    let last_line = memchr::memrchr(b'\n', inside).map(|p| open + p + 1);
    Some((end, newlines, last_line))
}

/// About how many ops `bytes` of body text hold, erring high (the spare
/// room is given back when the body is done): the printer writes 30 to 45
/// bytes an op.
fn ops_estimate(bytes: usize) -> usize {
    bytes / 24
}

/// If the module's top body holds exactly one `builtin.module`, that module
/// becomes the top (its attributes and location the module's); whether it
/// did.
fn unwrap_single_module(ctx: &Context, m: &mut Module) -> bool {
    let top = m.body(Module::TOP);
    let mut ops = top.block_ops(m.top_block());
    let (Some(only), None) = (ops.next(), ops.next()) else {
        return false;
    };
    let d = top.op(only).clone();
    if d.opcode != Opcode::BuiltinModule || d.body.is_none() {
        return false;
    }
    let _ = ctx;
    let inner = d.body;
    let mut new_top = std::mem::replace(
        &mut m.bodies[inner.index()],
        crate::body::Body::new(Op::NONE, BodyId::NONE),
    );
    new_top.owner = Op::NONE;
    new_top.parent = BodyId::NONE;
    m.bodies[0] = new_top;
    for b in m.bodies.iter_mut().skip(1) {
        if b.parent == inner {
            b.parent = Module::TOP;
        }
    }
    m.attrs = d.attrs;
    m.loc = d.loc;
    true
}

impl<'a, 'm> OpParser<'a, 'm> {
    fn new(
        ctx: &'a Context,
        file: &'a str,
        src: &'a str,
        opts: &ParseOptions,
        module: &'m mut Module,
    ) -> Self {
        Self::with_reusable(ctx, file, src, opts, module, Reusable::default())
    }

    /// `new`, starting from what an earlier parser of the same context
    /// and input left (see `into_reusable`).
    fn with_reusable(
        ctx: &'a Context,
        file: &'a str,
        src: &'a str,
        opts: &ParseOptions,
        module: &'m mut Module,
        reusable: Reusable<'a>,
    ) -> Self {
        let mut p = Parser::new(ctx, file, src);
        p.line_offset = opts.line_offset;
        p.registry = opts.registry;
        p.allow_unregistered = opts.allow_unregistered;
        let Reusable {
            names,
            state_pool,
            results_pool,
            op_names,
            op_cache,
            type_cache,
        } = reusable;
        p.type_cache = type_cache;
        OpParser {
            p,
            module,
            body_id: Module::TOP,
            opts: opts.clone(),
            names,
            body_states: vec![BodyState::default()],
            block_scopes: Vec::new(),
            default_dialect: vec![Dialect::Builtin],
            depth: 0,
            state_pool,
            results_pool,
            file_ident: ctx.ident(file),
            locs: ctx.loc_writer(),
            op_names,
            last_body_ops: 0,
            spare_loc: None,
            op_cache,
            custom_op: Opcode::Unregistered,
            deferred: None,
            alias_snapshot: None,
        }
    }

    /// What this parser built up, for the next, with the name tables
    /// emptied. The op name caches hold interned names and opcodes, which
    /// stay right for any parse with the same context.
    fn into_reusable(mut self) -> Reusable<'a> {
        self.names.end_all_bodies();
        Reusable {
            names: self.names,
            state_pool: self.state_pool,
            results_pool: self.results_pool,
            op_names: self.op_names,
            op_cache: self.op_cache,
            type_cache: std::mem::take(&mut self.p.type_cache),
        }
    }
}

impl<'a> OpParser<'a, '_> {
    pub fn ctx(&self) -> &'a Context {
        self.p.ctx
    }

    fn body_mut(&mut self) -> &mut crate::body::Body {
        self.module.body_mut(self.body_id)
    }

    fn parse_top_level(&mut self) -> DResult<()> {
        let top_block = self.module.top_block();
        self.block_scopes.push(BlockScope::default());
        loop {
            match self.p.kind() {
                Tok::Eof => break,
                Tok::HashId | Tok::BangId if self.p.peek_is_alias_definition() => {
                    self.p.parse_alias_definition()?;
                }
                Tok::FileMetadataBegin => self.p.parse_file_metadata(&mut self.module.resources)?,
                _ => {
                    self.parse_op_into(top_block)?;
                }
            }
        }
        self.block_scopes.pop();
        self.finish_body(Module::TOP)?;
        // Bodies parsed in parallel are not all here yet: the parallel
        // parse gives up on forward location references instead.
        if !self.p.forward_locs.is_empty() && self.deferred.is_none() {
            let forward = std::mem::take(&mut self.p.forward_locs);
            super::forward_locs::resolve(self.p.ctx, &self.p.attr_aliases, &forward, self.module)?;
        }
        Ok(())
    }

    // ---- values ----

    /// Parses `%name` or `%name#N`.
    #[inline(always)]
    pub fn parse_operand(&mut self) -> DResult<UnresolvedOperand<'a>> {
        if self.p.kind() != Tok::PercentId {
            return Err(self.p.error_here("expected SSA operand"));
        }
        let offset = self.p.token_start() as u32;
        let text = self.p.text();
        // A `#N` suffix is rare: the lexer tells which ids have one.
        let numbered = self.p.at_numbered_percent_id();
        self.p.bump();
        let (key, index) = if numbered {
            split_operand(text)
        } else {
            (Name::new(text), 0)
        };
        Ok(UnresolvedOperand {
            name: key.text(),
            index,
            offset,
            words: key.words(),
        })
    }

    pub fn parse_optional_operand(&mut self) -> DResult<Option<UnresolvedOperand<'a>>> {
        if self.p.kind() == Tok::PercentId {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    /// A possibly empty comma-separated operand list (no delimiters); short
    /// lists stay off the heap.
    #[inline(always)]
    pub fn parse_operand_list(&mut self) -> DResult<OperandList<'a>> {
        let mut v = OperandList::new();
        self.parse_operand_list_into(&mut v)?;
        Ok(v)
    }

    /// `parse_operand_list` appending to `v` (for hot custom forms: a
    /// returned list is copied out of the result just after being written,
    /// which stalls on store forwarding).
    #[inline(always)]
    pub fn parse_operand_list_into(&mut self, v: &mut OperandList<'a>) -> DResult<()> {
        if self.p.kind() != Tok::PercentId {
            return Ok(());
        }
        loop {
            v.push(self.parse_operand()?);
            if !self.p.consume_if(Tok::Comma) {
                break;
            }
        }
        Ok(())
    }

    /// Resolves a use of `operand` with type `ty` to a value.
    #[inline]
    pub fn resolve_operand(
        &mut self,
        operand: &UnresolvedOperand<'_>,
        ty: TypeId,
    ) -> DResult<Value> {
        match self.resolve_common(operand, ty) {
            Some(v) => Ok(v),
            None => self.resolve_operand_slow(operand, ty),
        }
    }

    /// The common case of `resolve_operand`, a use of a value of this body
    /// with the right type, without building any `Result` or `Lookup` on
    /// the way; `None` for anything else.
    #[inline(always)]
    fn resolve_common(&self, operand: &UnresolvedOperand<'_>, ty: TypeId) -> Option<Value> {
        let d = self
            .names
            .get_current(&Name::with_words(operand.name, operand.words))?;
        if operand.index == 0 {
            // (The table keeps the first value's type.)
            return (d.ty == ty).then_some(d.first);
        }
        if operand.index >= d.count {
            return None;
        }
        let v = Value(d.first.0 + operand.index);
        (self.module.body(self.body_id).value_type(v) == ty).then_some(v)
    }

    /// `resolve_operand` for everything else: errors, forward references.
    #[cold]
    #[inline(never)]
    fn resolve_operand_slow(
        &mut self,
        operand: &UnresolvedOperand<'_>,
        ty: TypeId,
    ) -> DResult<Value> {
        match self
            .names
            .lookup(&Name::with_words(operand.name, operand.words))
        {
            Lookup::Found(Def {
                first,
                count,
                at: defined_at,
                ..
            }) => {
                if operand.index >= count {
                    return Err(Diag::error(
                        self.p.loc_at(operand.offset as usize),
                        "reference to invalid result number",
                    ));
                }
                let v = Value(first.0 + operand.index);
                let vt = self.module.body(self.body_id).value_type(v);
                if vt != ty {
                    return Err(self.type_mismatch(operand, ty, vt, defined_at));
                }
                Ok(v)
            }
            Lookup::OutsideIsolated => Err(Diag::error(
                self.p.loc_at(operand.offset as usize),
                "use of undeclared SSA value name",
            )),
            Lookup::Missing => {
                // A forward reference: a placeholder with the expected type.
                let key = (Name::new(self.source_name(operand.name)?), operand.index);
                let state = self.body_states.last_mut().expect("body state");
                if let Some(&(ph, first_use)) = state.forward.get(&key) {
                    let vt = self.module.body(self.body_id).value_type(ph);
                    if vt != ty {
                        return Err(self.type_mismatch(operand, ty, vt, first_use));
                    }
                    return Ok(ph);
                }
                let body = self.body_mut();
                let ph = Value::from_index(body.values.len());
                body.values.push(ValueData {
                    ty,
                    def: ValueDef::Result {
                        op: Op::NONE,
                        index: 0,
                    },
                    loc: AttrId::UNKNOWN_LOC,
                });
                self.body_states
                    .last_mut()
                    .expect("body state")
                    .forward
                    .insert(key, (ph, operand.offset));
                Ok(ph)
            }
        }
    }

    /// `use of value '%x' expects different type than prior uses`, with a
    /// note at the definition (or first use) at byte `prior`.
    fn type_mismatch(
        &self,
        operand: &UnresolvedOperand<'_>,
        ty: TypeId,
        prior_ty: TypeId,
        prior: u32,
    ) -> Diag {
        Diag::error(
            self.p.loc_at(operand.offset as usize),
            format!(
                "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                display_name(operand.name, operand.index),
                self.type_str(ty),
                self.type_str(prior_ty)
            ),
        )
        .with_note(self.p.loc_at(prior as usize), "prior use here")
    }

    /// Resolves operands against types (same count required).
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'_>],
        types: &[TypeId],
        loc: &SrcLoc,
        out: &mut Vec<Value>,
    ) -> DResult<()> {
        if operands.len() != types.len() {
            return Err(Diag::error(
                loc.clone(),
                format!(
                    "{} operands present, but expected {}",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        for (o, &t) in operands.iter().zip(types) {
            let v = match self.resolve_common(o, t) {
                Some(v) => v,
                None => self.resolve_operand_slow(o, t)?,
            };
            out.push(v);
        }
        Ok(())
    }

    /// Resolves every operand with the same type. (Inlined: the common
    /// binary ops of every dialect resolve their operands through it,
    /// and it is a short loop around `resolve_common`.)
    #[inline(always)]
    pub fn resolve_operands_same(
        &mut self,
        operands: &[UnresolvedOperand<'_>],
        ty: TypeId,
        out: &mut Vec<Value>,
    ) -> DResult<()> {
        for o in operands {
            let v = match self.resolve_common(o, ty) {
                Some(v) => v,
                None => self.resolve_operand_slow(o, ty)?,
            };
            out.push(v);
        }
        Ok(())
    }

    /// The source-text slice a name was parsed from, with the source's
    /// lifetime (names are always slices of the input).
    fn source_name(&self, name: &str) -> DResult<&'a str> {
        let src = self.p.source();
        let start = (name.as_ptr() as usize).wrapping_sub(src.as_ptr() as usize);
        match src.get(start..start.wrapping_add(name.len())) {
            Some(s) if s.as_ptr() == name.as_ptr() => Ok(s),
            _ => Err(self.p.error_here("operand name not from the input")),
        }
    }

    /// Records `%name` (a group of `count` values starting at `first`, of
    /// type `ty`). `offset` is where the name appears, for diagnostics.
    fn define(
        &mut self,
        name: &'a str,
        value: (Value, TypeId),
        count: u32,
        offset: u32,
    ) -> DResult<()> {
        self.define_inline(name, value, count, offset)
    }

    /// `define`, inlined where op results are defined (once an op).
    #[inline(always)]
    fn define_inline(
        &mut self,
        name: &'a str,
        (first, ty): (Value, TypeId),
        count: u32,
        offset: u32,
    ) -> DResult<()> {
        let def = Def {
            first,
            count,
            at: offset,
            ty,
        };
        let defined = self.names.current().define(Name::new(name), def);
        let forward = self
            .body_states
            .last()
            .is_some_and(|s| !s.forward.is_empty());
        if defined.is_ok() && !forward {
            return Ok(());
        }
        self.define_slow(name, defined, def)
    }

    /// The rest of `define`: the redefinition error, or forward references
    /// to resolve.
    #[cold]
    #[inline(never)]
    fn define_slow(&mut self, name: &'a str, defined: Result<(), Def>, def: Def) -> DResult<()> {
        let Def {
            first,
            count,
            at: offset,
            ..
        } = def;
        if let Err(old) = defined {
            return Err(Diag::error(
                self.p.loc_at(offset as usize),
                format!("redefinition of SSA value '{name}'"),
            )
            .with_note(self.p.loc_at(old.at as usize), "previously defined here"));
        }
        // Resolve forward references to this name.
        {
            for i in 0..count {
                let state = self.body_states.last_mut().expect("body state");
                let Some((ph, first_use)) = state.forward.remove(&(Name::new(name), i)) else {
                    continue;
                };
                let real = Value(first.0 + i);
                let body = self.module.body(self.body_id);
                if body.value_type(real) != body.value_type(ph) {
                    let (a, b) = (body.value_type(real), body.value_type(ph));
                    return Err(Diag::error(
                        self.p.loc_at(offset as usize),
                        format!(
                            "definition of SSA value '{name}#{i}' has type '{}'",
                            self.type_str(a)
                        ),
                    )
                    .with_note(
                        self.p.loc_at(first_use as usize),
                        format!("previously used here with type '{}'", self.type_str(b)),
                    ));
                }
                self.body_states
                    .last_mut()
                    .expect("body state")
                    .resolved
                    .insert(ph, real);
            }
        }
        Ok(())
    }

    fn type_str(&self, t: TypeId) -> String {
        let mut s = String::new();
        super::print_type(self.ctx(), t, &mut s);
        s
    }

    /// Ends an isolated body: reports unresolved forward references and
    /// patches resolved ones into operand lists.
    fn finish_body(&mut self, id: BodyId) -> DResult<()> {
        let state = self.body_states.pop().expect("body state");
        if let Some((_, offset)) = state.forward.values().min_by_key(|(_, offset)| *offset) {
            let loc = self.p.loc_at(*offset as usize);
            return Err(Diag::error(loc, "use of undeclared SSA value name"));
        }
        self.module.body_mut(id).shrink_to_fit();
        if !state.resolved.is_empty() {
            let body = self.module.body_mut(id);
            for op in 0..body.ops.len() {
                let span = body.ops[op].operands;
                for slot in &mut body.pool[span.range()] {
                    if let Some(real) = state.resolved.get(&Value(*slot)) {
                        *slot = real.0;
                    }
                }
            }
        }
        Ok(())
    }

    // ---- blocks and regions ----

    /// Parses `^bbN` as a successor reference.
    pub fn parse_successor(&mut self) -> DResult<Block> {
        if self.p.kind() != Tok::CaretId {
            return Err(self.p.error_here("expected block name"));
        }
        let name = self.p.text();
        let offset = self.p.token_start() as u32;
        self.p.bump();
        let Some(scope) = self.block_scopes.last_mut() else {
            return Err(Diag::error(
                self.p.loc_at(offset as usize),
                "block reference outside of a region",
            ));
        };
        if let Some(&(b, _, _)) = scope.blocks.get(name) {
            return Ok(b);
        }
        let b = self.new_detached_block();
        self.block_scopes
            .last_mut()
            .expect("scope")
            .blocks
            .insert(name, (b, false, offset));
        Ok(b)
    }

    /// `^bb1` or `^bb1(%a, %b : i32, i32)`; operands are appended to
    /// `state.operands` and the successor recorded.
    pub fn parse_successor_and_use_list(&mut self, state: &mut OpState) -> DResult<()> {
        let b = self.parse_successor()?;
        let mut n = 0;
        if self.p.consume_if(Tok::LParen) {
            let loc = self.p.loc_here();
            let ops = self.parse_operand_list()?;
            self.p.expect(Tok::Colon, "':'")?;
            let tys = self.p.parse_type_list_no_parens()?;
            self.p.expect(Tok::RParen, "')'")?;
            n = ops.len() as u32;
            self.resolve_operands(&ops, &tys, &loc, &mut state.operands)?;
        }
        state.successors.push((b, n));
        Ok(())
    }

    fn new_detached_block(&mut self) -> Block {
        let body = self.body_mut();
        let b = Block::from_index(body.blocks.len());
        let args_start = body.pool.len() as u32;
        body.blocks.push(crate::body::BlockData {
            args: crate::ids::Span {
                start: args_start,
                len: 0,
            },
            first: Op::NONE,
            last: Op::NONE,
            parent: Region::NONE,
            prev: Block::NONE,
            next: Block::NONE,
        });
        b
    }

    fn link_block(&mut self, region: Region, b: Block) {
        let body = self.body_mut();
        let prev = body.regions[region.index()].last;
        {
            let bd = &mut body.blocks[b.index()];
            bd.parent = region;
            bd.prev = prev;
            bd.next = Block::NONE;
        }
        if prev.is_some() {
            body.blocks[prev.index()].next = b;
        } else {
            body.regions[region.index()].first = b;
        }
        body.regions[region.index()].last = b;
    }

    /// Creates a region without blocks in the current body (an optional
    /// region left out of the custom form).
    pub fn empty_region(&mut self) -> Region {
        let body = self.body_mut();
        let r = Region::from_index(body.regions.len());
        body.regions.push(crate::body::RegionData {
            first: Block::NONE,
            last: Block::NONE,
            parent: Op::NONE,
        });
        r
    }

    /// Parses a region `{ ... }` into the current body. `entry_args` are the
    /// entry block's arguments when the op's syntax declares them (function
    /// signatures); otherwise the entry block may carry a label.
    pub fn parse_region(
        &mut self,
        entry_args: &[(UnresolvedOperand<'a>, TypeId, AttrId)],
        default_dialect: Dialect,
    ) -> DResult<Region> {
        self.depth += 1;
        if self.depth > MAX_REGION_DEPTH {
            return Err(self.p.error_here("regions nested too deeply"));
        }
        self.p.expect(Tok::LBrace, "'{'")?;
        let region = {
            let body = self.body_mut();
            let r = Region::from_index(body.regions.len());
            body.regions.push(crate::body::RegionData {
                first: Block::NONE,
                last: Block::NONE,
                parent: Op::NONE,
            });
            r
        };
        self.names.current().open_region();
        self.block_scopes.push(BlockScope::default());
        self.default_dialect.push(default_dialect);
        let result = self.parse_region_body(region, entry_args);
        self.default_dialect.pop();
        let blocks = self.block_scopes.pop().expect("block scope");
        self.names.current().close_region();
        self.depth -= 1;
        result?;
        if let Some((_, _, offset)) = blocks
            .blocks
            .values()
            .filter(|(_, defined, _)| !defined)
            .min_by_key(|(_, _, offset)| *offset)
        {
            let loc = self.p.loc_at(*offset as usize);
            return Err(Diag::error(loc, "reference to an undefined block"));
        }
        Ok(region)
    }

    fn parse_region_body(
        &mut self,
        region: Region,
        entry_args: &[(UnresolvedOperand<'a>, TypeId, AttrId)],
    ) -> DResult<()> {
        if self.p.consume_if(Tok::RBrace) {
            if !entry_args.is_empty() {
                // A declaration-like region with arguments still needs a block.
                let b = self.new_detached_block();
                self.link_block(region, b);
                self.add_entry_args(b, entry_args)?;
            }
            return Ok(());
        }
        // Entry block: explicit label, or implicit.
        if self.p.kind() != Tok::CaretId || !entry_args.is_empty() {
            let b = self.new_detached_block();
            self.link_block(region, b);
            self.add_entry_args(b, entry_args)?;
            if !entry_args.is_empty() && self.p.kind() == Tok::CaretId {
                return Err(self
                    .p
                    .error_here("invalid block name in region with named arguments"));
            }
            self.parse_block_ops(b)?;
        }
        while self.p.kind() == Tok::CaretId {
            let b = self.parse_block_header(region)?;
            self.parse_block_ops(b)?;
        }
        self.p.expect(Tok::RBrace, "'}'")?;
        Ok(())
    }

    fn add_entry_args(
        &mut self,
        b: Block,
        args: &[(UnresolvedOperand<'a>, TypeId, AttrId)],
    ) -> DResult<()> {
        for (name, ty, loc) in args {
            let v = self.body_mut().add_block_arg(b, *ty, *loc);
            self.define(name.name, (v, *ty), 1, name.offset)?;
        }
        Ok(())
    }

    /// `^bb3(%a: i32, %b: f32 loc(...)):`
    fn parse_block_header(&mut self, region: Region) -> DResult<Block> {
        let name = self.p.text();
        let offset = self.p.token_start() as u32;
        self.p.bump();
        let scope = self.block_scopes.last_mut().expect("block scope");
        let b = match scope.blocks.get_mut(name) {
            Some((_, true, _)) => {
                return Err(Diag::error(
                    self.p.loc_at(offset as usize),
                    format!("redefinition of block '{name}'"),
                ))
            }
            Some((b, defined, _)) => {
                *defined = true;
                *b
            }
            None => {
                let b = self.new_detached_block();
                self.block_scopes
                    .last_mut()
                    .expect("scope")
                    .blocks
                    .insert(name, (b, true, offset));
                b
            }
        };
        self.link_block(region, b);
        if self.p.consume_if(Tok::LParen) && !self.p.consume_if(Tok::RParen) {
            loop {
                let arg = self.parse_operand()?;
                self.p.expect(Tok::Colon, "':'")?;
                let ty = self.p.parse_type()?;
                let aloc = self.trailing_loc_or_at(arg.offset)?;
                let v = self.body_mut().add_block_arg(b, ty, aloc);
                self.define(arg.name, (v, ty), 1, arg.offset)?;
                if !self.p.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.p.expect(Tok::RParen, "')'")?;
        }
        self.p.expect(Tok::Colon, "':'")?;
        Ok(b)
    }

    fn parse_block_ops(&mut self, b: Block) -> DResult<()> {
        // (At the end of the input an op is still expected: MLIR reports
        // the missing op, not the missing `}`.)
        while !matches!(self.p.kind(), Tok::CaretId | Tok::RBrace) {
            self.parse_op_into(b)?;
        }
        Ok(())
    }

    // ---- ops ----

    /// Parses one op (with its results and location) and appends it to `b`.
    /// (Inlined into the block's op loop: no call an op.)
    #[inline(always)]
    fn parse_op_into(&mut self, b: Block) -> DResult<Op> {
        if let Some(parsed) = self.try_binary_line(b) {
            return parsed.map_err(|e| *e);
        }
        let mut results = self.results_pool.pop().unwrap_or_default();
        let mut state = self.state_pool.pop().unwrap_or_default();
        // (A boxed error keeps the result in registers: a full `DResult`
        // went through the stack and was copied right after being written.)
        let res = self.parse_op_with(b, &mut results, &mut state);
        results.clear();
        self.results_pool.push(results);
        state.clear();
        self.state_pool.push(state);
        res.map_err(|e| *e)
    }

    /// `parse_op_into` with the scratch vectors it lends.
    fn parse_op_with(
        &mut self,
        b: Block,
        results: &mut ResultList<'a>,
        state: &mut OpState,
    ) -> Result<Op, Box<Diag>> {
        let start = self.p.token_start();
        // Result list: (name, count, offset), and the values it binds
        // (summed as `Iterator::sum` would in a release build).
        let mut total = 0u32;
        if self.p.kind() == Tok::PercentId {
            loop {
                let offset = self.p.token_start() as u32;
                let name = self.p.text();
                self.p.bump();
                let mut count = 1;
                if self.p.consume_if(Tok::Colon) {
                    count = self.p.parse_u32()?;
                    if count == 0 {
                        return Err(self
                            .p
                            .error_here("expected named operation to have at least 1 result")
                            .into());
                    }
                }
                results.push((name, count, offset));
                total = total.wrapping_add(count);
                if !self.p.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.p.expect(Tok::Equal, "'='")?;
        }
        // The op name's line and column are its default location.
        let (opcode, name, (line, col)) = if self.p.kind() == Tok::Str {
            self.parse_generic_op(state)?
        } else if self.p.kind() == Tok::Ident {
            self.parse_custom_op(state)?
        } else {
            return Err(self
                .p
                .error_wrong_token("expected operation name in quotes")
                .into());
        };
        let loc_attr = match self.parse_optional_trailing_loc()? {
            Some(loc) => loc,
            None => self.locs.file_line_col(self.file_ident, line, col),
        };
        if !results.is_empty() && total as usize != state.result_types.len() {
            return Err(Diag::error(
                self.p.loc_at(start),
                format!(
                    "operation defines {} results but was provided {} to bind",
                    state.result_types.len(),
                    total
                ),
            )
            .into());
        }
        let (op, first) = self.create_op(b, opcode, name, state, loc_attr)?;
        let mut at = 0;
        for &(name, count, offset) in results.iter() {
            // (`at` is in range: the counts add up to the result types.)
            let ty = state.result_types.get(at as usize).copied();
            let ty = ty.unwrap_or(TypeId::NONE);
            self.define_inline(name, (Value(first.0 + at), ty), count, offset)?;
            at += count;
        }
        Ok(op)
    }

    fn create_op(
        &mut self,
        b: Block,
        opcode: Opcode,
        name: Ident,
        state: &OpState,
        loc: AttrId,
    ) -> DResult<(Op, Value)> {
        // (Most ops have no attributes: no call for the empty dictionary.)
        let attrs = if state.attrs.is_empty() {
            AttrId::EMPTY_DICT
        } else {
            self.ctx().dict_attr(&state.attrs)
        };
        let (op, first) = self.push_op(
            b,
            &OpSpec {
                opcode,
                name,
                operands: &state.operands,
                result_types: &state.result_types,
                successors: &state.successors,
                attrs,
                loc,
                num_regions: 0,
            },
        );
        let body_id = self.body_id;
        let body = self.module.body_mut(body_id);
        if !state.regions.is_empty() {
            let start = body.pool.len() as u32;
            for &r in &state.regions {
                body.pool.push(r.0);
                body.regions[r.index()].parent = op;
            }
            body.ops[op.index()].regions = crate::ids::Span {
                start,
                len: state.regions.len() as u32,
            };
        }
        if let Some(inner) = state.body {
            body.ops[op.index()].body = inner;
            let ib = self.module.body_mut(inner);
            ib.owner = op;
            ib.parent = body_id;
            // A single-block region without terminator always has its block
            // (MLIR creates it for `{}`).
            if opcode.has(traits::SINGLE_BLOCK | traits::NO_TERMINATOR) {
                for r in ib.roots.clone() {
                    if ib.entry_block(r).is_none() {
                        ib.append_block(r, &[], loc);
                    }
                }
            }
        }
        Ok((op, first))
    }

    /// Appends the op `spec` describes to `b`; returns it and its first
    /// result (the next value).
    #[inline(always)]
    fn push_op(&mut self, b: Block, spec: &OpSpec) -> (Op, Value) {
        let body = self.module.body_mut(self.body_id);
        let first = Value::from_index(body.values.len());
        (body.push_op_inline(b, spec), first)
    }

    /// `"name"(%a, %b)[^bb1] <{props}> ({regions}) {attrs} : (T, T) -> R`
    ///
    /// (Out of line: inlined into `parse_op_into`, its many locals made
    /// the custom form's path there spill to the stack.)
    #[inline(never)]
    fn parse_generic_op(&mut self, state: &mut OpState) -> DResult<(Opcode, Ident, (u32, u32))> {
        let loc = self.p.loc_here();
        let line_col = (loc.line, loc.col);
        let name = self.p.string_value()?;
        self.p.bump();
        let mut opcode = Opcode::from_name(&name).unwrap_or(Opcode::Unregistered);
        // An op of a dialect the imitated tool lacks is an unknown op there.
        if !self.opts.registry.has_dialect(opcode.dialect()) {
            opcode = Opcode::Unregistered;
        }
        if opcode == Opcode::Unregistered {
            self.check_unregistered(&name, &loc)?;
        }
        let name_id = self.ctx().ident(&name);
        self.p.expect(Tok::LParen, "'('")?;
        let operands = self.parse_operand_list()?;
        self.p.expect(Tok::RParen, "')'")?;
        let mut succ: Vec<Block> = Vec::new();
        if self.p.consume_if(Tok::LSquare) {
            loop {
                succ.push(self.parse_successor()?);
                if !self.p.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.p.expect(Tok::RSquare, "']'")?;
        }
        // Where the properties end in `state.attrs` (checked once the
        // op's type is read, as MLIR checks them).
        let mut props_end = None;
        // A registered op's properties that are not a dictionary: MLIR
        // parses any attribute there and rejects it with the op's type.
        let mut not_dict = None;
        if self.p.kind() == Tok::Less {
            self.p.bump();
            if opcode != Opcode::Unregistered && self.p.kind() != Tok::LBrace {
                not_dict = Some(self.p.parse_attr()?);
            } else {
                let props = self.p.parse_attr_dict()?;
                state.attrs.extend(props);
                props_end = Some(state.attrs.len());
            }
            self.p.expect(Tok::Greater, "'>'")?;
        }
        if self.p.kind() == Tok::LParen {
            self.p.bump();
            let isolated = opcode != Opcode::Unregistered && opcode.has(traits::ISOLATED);
            let inner = if isolated {
                Some(self.begin_isolated_body())
            } else {
                None
            };
            let res = (|| -> DResult<()> {
                loop {
                    let r = self.parse_region(&[], Dialect::Unknown)?;
                    if isolated {
                        self.body_mut().roots.push(r);
                    } else {
                        state.regions.push(r);
                    }
                    if !self.p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                Ok(())
            })();
            if let Some(saved) = inner {
                // The body's own error comes first: a body cut short by it
                // has unresolved names that are not the problem.
                let end = self.end_isolated_body(saved);
                res?;
                state.body = Some(end?);
            } else {
                res?;
            }
            self.p.expect(Tok::RParen, "')'")?;
        }
        if self.p.kind() == Tok::LBrace {
            let attrs = self.p.parse_attr_dict()?;
            state.attrs.extend(attrs);
        }
        self.p.expect(Tok::Colon, "':'")?;
        let tloc = self.p.loc_here();
        let fty = self.p.parse_type()?;
        let (inputs, results) = match self.ctx().type_data(fty) {
            crate::types::TypeData::Function { inputs, results } => {
                (inputs.to_vec(), results.to_vec())
            }
            _ => return Err(Diag::error(tloc, "expected function type")),
        };
        if operands.len() != inputs.len() {
            // MLIR's wording, the plural `s` of one operand a NUL byte
            // (its `"s"[n == 1]`).
            let s = if operands.len() == 1 { "\0" } else { "s" };
            return Err(Diag::error(
                tloc,
                format!(
                    "expected {} operand type{s} but had {}",
                    operands.len(),
                    inputs.len()
                ),
            ));
        }
        self.resolve_operands(&operands, &inputs, &tloc, &mut state.operands)?;
        // MLIR sets (and checks) the properties once the op is built, after
        // its operands are resolved.
        if opcode != Opcode::Unregistered {
            let ctx = self.ctx();
            if let Some(attr) = not_dict {
                let why = "expected DictionaryAttr to set properties";
                return Err(crate::dialect::invalid_properties(
                    ctx, opcode, attr, &loc, why,
                ));
            }
            let (props, attrs) = state.attrs.split_at(props_end.unwrap_or(0));
            if props_end.is_some() {
                if !crate::dialect::has_properties(opcode) {
                    let why = "this operation does not support properties";
                    let dict = ctx.dict_attr(props);
                    return Err(crate::dialect::invalid_properties(
                        ctx, opcode, dict, &loc, why,
                    ));
                }
                crate::dialect::fastmath_prop::check_properties(ctx, opcode, props, &loc)?;
                if let Some(why) = crate::dialect::rejected_property(ctx, opcode, props) {
                    let dict = ctx.dict_attr(props);
                    return Err(crate::dialect::invalid_properties(
                        ctx, opcode, dict, &loc, &why,
                    ));
                }
            }
            crate::dialect::fastmath_prop::check_attr_dict(ctx, opcode, attrs, &loc, false)?;
            crate::dialect::llvm::check_generic_attr_dict(ctx, opcode, attrs, &loc)?;
            // (The verifier's error, made here: the IR cannot tell such a
            // property absent from one holding its default.)
            if let Some(name) = crate::dialect::missing_required_default(opcode, &state.attrs) {
                return Err(Diag::error(
                    loc,
                    format!("'{}' op requires attribute '{name}'", opcode.name()),
                ));
            }
            let n = state.operands.len();
            if let Some(msg) = crate::dialect::segments_mismatch(ctx, opcode, &state.attrs, n) {
                return Err(Diag::error(loc, msg));
            }
            if let Some(end) = props_end {
                // MLIR sets a registered op's properties from the
                // dictionary by name: keys the op has no property for are
                // dropped without a word.
                let mut i = 0;
                state.attrs.retain(|a| {
                    i += 1;
                    i > end || crate::dialect::is_inherent_attr(opcode, ctx.str(a.name))
                });
            }
            crate::dialect::default_stored_segments(ctx, opcode, &mut state.attrs);
        }
        state.result_types = results;
        // Successor operands: from `operandSegmentSizes` for known branch
        // ops, otherwise none (all operands belong to the op itself).
        let counts =
            crate::dialect::successor_operand_counts(self.ctx(), opcode, state, succ.len());
        state.successors = succ.into_iter().zip(counts).collect();
        let ctx = self.ctx();
        state
            .attrs
            .retain(|a| !crate::dialect::is_derived_segment_attr(opcode, ctx.str(a.name)));
        Ok((opcode, name_id, line_col))
    }

    /// MLIR's error for custom-form op `text`: its dialect is not the
    /// tool's, or the dialect has no such op. `resolved` is the op Strata
    /// knows by that name (of a dialect the tool lacks).
    #[cold]
    fn unknown_custom_op(&self, text: &str, resolved: Option<Opcode>, loc: &SrcLoc) -> Diag {
        let registry = self.opts.registry;
        let dialect = match (text.split_once('.'), resolved) {
            (Some((d, _)), _) => Some(d),
            (None, Some(op)) => dialect_prefix(op.dialect()),
            (None, None) => None,
        };
        if let Some(d) = dialect.filter(|d| !registry.has(d)) {
            return registry.missing_dialect_error(loc.clone(), d, text);
        }
        let dd = self
            .default_dialect
            .last()
            .copied()
            .unwrap_or(Dialect::Unknown);
        let msg = match dialect_prefix(dd) {
            Some(prefix) if !text.contains('.') => {
                format!("custom op '{text}' is unknown (tried '{prefix}.{text}' as well)")
            }
            _ => format!("custom op '{text}' is unknown"),
        };
        Diag::error(loc.clone(), msg)
    }

    /// Whether generic op `name`, of no dialect Strata has, may be parsed
    /// (as an unregistered op); called with the name's token consumed.
    fn check_unregistered(&self, name: &str, loc: &SrcLoc) -> DResult<()> {
        let dialect = name.split('.').next().unwrap_or("");
        let registry = self.opts.registry;
        // mlir-opt registers MLIR's test dialect, which accepts any op:
        // upstream tests use `"test.foo"()` without the flag.
        if dialect == "test" && registry.has(dialect) {
            return Ok(());
        }
        if Opcode::is_registered_dialect(dialect) && registry.has(dialect) {
            return Err(Diag::error(
                loc.clone(),
                format!("unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"),
            ));
        }
        if !self.opts.allow_unregistered {
            // Located, as in MLIR, at the token after the name.
            return Err(Diag::error(
                self.p.loc_here(),
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
            ));
        }
        Ok(())
    }

    fn parse_custom_op(&mut self, state: &mut OpState) -> DResult<(Opcode, Ident, (u32, u32))> {
        let line_col = self.p.line_col_at(self.p.token_start());
        // The op's location for the custom form's diagnostics, reused from
        // op to op (a new one would take and drop a reference to the file
        // name each time).
        let mut loc = match self.spare_loc.take() {
            Some(loc) => loc,
            None => self.p.loc_here(),
        };
        (loc.line, loc.col) = line_col;
        let text = self.p.text();
        let registry = self.opts.registry;
        let (opcode, name) = match self.resolve_custom_name(text) {
            Some(found) if registry.has_dialect(found.0.dialect()) => found,
            found => return Err(self.unknown_custom_op(text, found.map(|f| f.0), &loc)),
        };
        self.p.bump();
        let outer = std::mem::replace(&mut self.custom_op, opcode);
        let parsed = crate::dialect::parse_custom(self, opcode, state, &loc);
        self.custom_op = outer;
        parsed?;
        self.spare_loc = Some(loc);
        Ok((opcode, name, line_col))
    }

    /// The interned name of a registered opcode, cached per parse.
    fn op_name(&mut self, opcode: Opcode) -> Ident {
        let i = opcode as usize;
        if i >= self.op_names.len() {
            self.op_names.resize(i + 1, None);
        }
        match self.op_names[i] {
            Some(id) => id,
            None => {
                let id = self.p.ctx.ident(opcode.name());
                self.op_names[i] = Some(id);
                id
            }
        }
    }

    /// `Opcode::from_name` and the opcode's interned name, through a small
    /// cache of the names seen (names of up to 16 bytes, compared as
    /// words).
    fn opcode_by_name(&mut self, text: &str) -> Option<(Opcode, Ident)> {
        if text.len() > 16 {
            let op = Opcode::from_name(text)?;
            return Some((op, self.op_name(op)));
        }
        let (a, b) = words(text);
        let len = text.len() as u64;
        let h = (Name::with_words(text, (a, b)).table_hash() >> (64 - OP_CACHE_BITS)) as usize;
        let slot = self.op_cache[h];
        if slot.3.is_some() && slot.0 == a && slot.1 == b && slot.2 == len {
            return slot.3;
        }
        let op = Opcode::from_name(text)?;
        let found = Some((op, self.op_name(op)));
        self.op_cache[h] = (a, b, len, found);
        found
    }

    /// The opcode a custom op name stands for (a registered name, an old
    /// spelling, or a name in the default dialect or `builtin`), and the
    /// opcode's interned name.
    fn resolve_custom_name(&mut self, text: &str) -> Option<(Opcode, Ident)> {
        if let Some(found) = self.opcode_by_name(text) {
            return Some(found);
        }
        let op = self.resolve_uncached_name(text)?;
        Some((op, self.op_name(op)))
    }

    /// `resolve_custom_name` for names that are no registered op's.
    fn resolve_uncached_name(&self, text: &str) -> Option<Opcode> {
        // The LLVM dialect's old spelling of `llvm.mlir.zero`.
        if text == "llvm.mlir.null" {
            return Some(Opcode::LlvmMlirZero);
        }
        if text.contains('.') {
            return None;
        }
        let dd = self
            .default_dialect
            .last()
            .copied()
            .unwrap_or(Dialect::Unknown);
        if let Some(prefix) = dialect_prefix(dd) {
            if let Some(op) = Opcode::from_name(&format!("{prefix}.{text}")) {
                return Some(op);
            }
        }
        Opcode::from_name(&format!("builtin.{text}"))
    }

    /// Starts parsing the regions of an isolated op into a new body.
    /// Returns the state to hand to `end_isolated_body`.
    pub fn begin_isolated_body(&mut self) -> BodyId {
        self.begin_isolated_body_sized(0)
    }

    /// `begin_isolated_body` with room reserved for about `ops` ops (the
    /// arenas then do not grow, and copy, op by op).
    fn begin_isolated_body_sized(&mut self, ops: usize) -> BodyId {
        let id = BodyId::from_index(self.module.bodies.len());
        self.module.bodies.push(crate::body::Body::with_capacity(
            Op::NONE,
            self.body_id,
            ops,
        ));
        self.names.begin_body();
        self.body_states.push(BodyState::default());
        std::mem::replace(&mut self.body_id, id)
    }

    /// Ends an isolated body begun with `begin_isolated_body`; returns its id.
    pub fn end_isolated_body(&mut self, saved: BodyId) -> DResult<BodyId> {
        let id = std::mem::replace(&mut self.body_id, saved);
        self.names.end_body();
        self.finish_body(id)?;
        Ok(id)
    }

    /// Parses the regions of an isolated op whose custom form has one region
    /// with named entry arguments (functions). An empty `{}` body is not
    /// required: `has_body` false means a declaration (no region parsed).
    pub fn parse_isolated_region(
        &mut self,
        state: &mut OpState,
        entry_args: &[(UnresolvedOperand<'a>, TypeId, AttrId)],
        has_body: bool,
        default_dialect: Dialect,
    ) -> DResult<()> {
        // The previous body's size predicts this one's (functions of a
        // file tend to be alike); a wrong guess costs only growth or spare
        // room, given back at the end.
        let ops = if has_body {
            self.last_body_ops + self.last_body_ops / 8
        } else {
            0
        };
        let saved = self.begin_isolated_body_sized(ops);
        let res = if has_body {
            self.parse_region(entry_args, default_dialect).map(|r| {
                self.body_mut().roots.push(r);
            })
        } else {
            // A declaration still owns one empty region.
            let body = self.body_mut();
            let r = Region::from_index(body.regions.len());
            body.regions.push(crate::body::RegionData {
                first: Block::NONE,
                last: Block::NONE,
                parent: Op::NONE,
            });
            body.roots.push(r);
            Ok(())
        };
        // The body's own error comes first: a body cut short by it has
        // unresolved names that are not the problem.
        let end = self.end_isolated_body(saved);
        res?;
        let id = end?;
        if has_body {
            self.last_body_ops = self.module.body(id).ops.len();
        }
        state.body = Some(id);
        Ok(())
    }

    /// `parse_isolated_region` for function-like ops (functions, global
    /// initializers): under a parallel parse the body's text is skipped
    /// and recorded, to be parsed on a worker thread.
    pub fn parse_function_region(
        &mut self,
        state: &mut OpState,
        entry_args: &[(UnresolvedOperand<'a>, TypeId, AttrId)],
        has_body: bool,
        default_dialect: Dialect,
    ) -> DResult<()> {
        if has_body && self.deferred.is_some() && self.p.kind() == Tok::LBrace {
            if let Some(id) = self.defer_region(entry_args, default_dialect) {
                state.body = Some(id);
                return Ok(());
            }
        }
        self.parse_isolated_region(state, entry_args, has_body, default_dialect)
    }

    /// Skips the `{ ... }` at the current token into a placeholder body and
    /// records it; `None` (nothing consumed) when the scan gives up.
    fn defer_region(
        &mut self,
        entry_args: &[(UnresolvedOperand<'a>, TypeId, AttrId)],
        default_dialect: Dialect,
    ) -> Option<BodyId> {
        let open = self.p.token_start();
        let (end, newlines, last_line) = scan_braced(self.p.source().as_bytes(), open)?;
        // The line of the `{` (the location cache moves there).
        self.p.loc_at(open);
        let (_, line, line_start) = self.p.line_cache.get();
        let n_aliases = self.p.type_aliases.len() + self.p.attr_aliases.len();
        let aliases = match &self.alias_snapshot {
            Some(a) if a.types.len() + a.attrs.len() == n_aliases => a.clone(),
            _ => {
                let a = std::sync::Arc::new(Aliases {
                    types: self.p.type_aliases.clone(),
                    attrs: self.p.attr_aliases.clone(),
                });
                self.alias_snapshot = Some(a.clone());
                a
            }
        };
        let id = BodyId::from_index(self.module.bodies.len());
        self.module
            .bodies
            .push(crate::body::Body::new(Op::NONE, self.body_id));
        // Whether the sink still takes work does not matter here: the body
        // is skipped either way (a failed parallel parse is thrown away).
        let _ = (self.deferred.as_mut()?)(Deferred {
            body: id,
            open,
            end,
            line,
            line_start,
            entry_args: entry_args.to_vec(),
            default_dialect,
            depth: self.depth,
            aliases,
        });
        self.p
            .line_cache
            .set((end, line + newlines, last_line.unwrap_or(line_start)));
        self.p.set_lexer_pos(end);
        Some(id)
    }

    /// ` loc(...)` after an op or block argument; `UNKNOWN_LOC` when absent.
    /// A trailing `loc(...)`, if there is one (an explicit `loc(unknown)`
    /// stays unknown).
    #[inline]
    pub fn parse_optional_trailing_loc(&mut self) -> DResult<Option<AttrId>> {
        if self.p.kind() == Tok::Ident && self.p.text() == "loc" {
            self.parse_trailing_loc().map(Some)
        } else {
            Ok(None)
        }
    }

    /// The `loc(...)` at the current token (out of line: most ops have
    /// none).
    #[inline(never)]
    fn parse_trailing_loc(&mut self) -> DResult<AttrId> {
        let loc = self.p.parse_trailing_location()?;
        if self.deferred.is_some() && !self.p.forward_locs.is_empty() {
            // The module-level pass of the parallel parse: it gives up on
            // a forward location reference at once (the serial parse,
            // which resolves them, takes over); the message is not shown.
            return Err(self
                .p
                .error_here("location alias used before its definition"));
        }
        Ok(loc)
    }

    /// A trailing `loc(...)`, or else, as in MLIR, the location in this
    /// file of the token at `offset` (a block argument's name).
    /// The location of `operand` as written (a region argument named by a
    /// custom form takes it, as in MLIR).
    pub fn loc_of(&mut self, operand: &UnresolvedOperand) -> AttrId {
        let at = self.p.loc_at(operand.offset as usize);
        self.locs.file_line_col(self.file_ident, at.line, at.col)
    }

    pub(crate) fn trailing_loc_or_at(&mut self, offset: u32) -> DResult<AttrId> {
        match self.parse_optional_trailing_loc()? {
            Some(loc) => Ok(loc),
            None => {
                let at = self.p.loc_at(offset as usize);
                Ok(self.locs.file_line_col(self.file_ident, at.line, at.col))
            }
        }
    }
}

fn dialect_prefix(d: Dialect) -> Option<&'static str> {
    Some(match d {
        Dialect::Builtin => "builtin",
        Dialect::Func => "func",
        Dialect::Arith => "arith",
        Dialect::Cf => "cf",
        Dialect::Memref => "memref",
        Dialect::Llvm => "llvm",
        Dialect::Scf => "scf",
        Dialect::Spirv => "spirv",
        Dialect::Vector => "vector",
        Dialect::Tensor => "tensor",
        Dialect::Gpu => "gpu",
        Dialect::Math => "math",
        Dialect::Ub => "ub",
        Dialect::Index => "index",
        Dialect::Unknown => return None,
    })
}

/// `%x#2` → ("%x", 2); `%x` → ("%x", 0).
#[inline]
fn split_result_number(text: &str) -> (&str, u32) {
    // The lexer puts a `#N` suffix only after the name: look for the `#`
    // just before the trailing digits instead of searching the whole name.
    let b = text.as_bytes();
    let digits = b.iter().rev().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || digits == b.len() || b[b.len() - digits - 1] != b'#' {
        return (text, 0);
    }
    match text.rsplit_once('#') {
        Some((name, n)) => match n.parse() {
            Ok(i) => (name, i),
            Err(_) => (text, 0),
        },
        None => (text, 0),
    }
}

/// `split_result_number` with the name as a key.
#[cold]
#[inline(never)]
fn split_operand(text: &str) -> (Name<'_>, u32) {
    let (name, index) = split_result_number(text);
    (Name::new(name), index)
}

fn display_name(name: &str, index: u32) -> String {
    if index == 0 {
        name.to_string()
    } else {
        format!("{name}#{index}")
    }
}

/// Conveniences for custom forms, after MLIR's `OpAsmParser`.
impl<'a> OpParser<'a, '_> {
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.p.kind() == Tok::Ident && self.p.text() == kw
    }

    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.p.bump();
            true
        } else {
            false
        }
    }

    /// The keyword `kw`; missing, MLIR's custom-op parser names the op in
    /// the error (`custom op 'memref.cast' expected 'to'`).
    pub fn parse_keyword(&mut self, kw: &str) -> DResult<()> {
        if self.parse_optional_keyword(kw) {
            return Ok(());
        }
        let message = if self.custom_op == Opcode::Unregistered {
            format!("expected '{kw}'")
        } else {
            format!("custom op '{}' expected '{kw}'", self.custom_op.name())
        };
        Err(self.p.error_here(&message))
    }

    /// `{a = 1, b}` if present, added to the op's attributes.
    #[inline]
    pub fn parse_optional_attr_dict(&mut self, state: &mut OpState) -> DResult<()> {
        if self.p.kind() == Tok::LBrace {
            return self.parse_attr_dict_into(state);
        }
        Ok(())
    }

    /// `{a = 1, b}`, added to the op's attributes (apart from
    /// `parse_optional_attr_dict`, which is inlined into every custom form
    /// while most ops have no dictionary).
    #[inline(never)]
    fn parse_attr_dict_into(&mut self, state: &mut OpState) -> DResult<()> {
        let at = self.p.loc_here();
        let attrs = self.p.parse_attr_dict()?;
        crate::dialect::fastmath_prop::check_attr_dict(
            self.ctx(),
            self.custom_op,
            &attrs,
            &at,
            true,
        )?;
        state.attrs.extend(attrs);
        Ok(())
    }

    /// `attributes {a = 1}` if present.
    pub fn parse_optional_attr_dict_with_keyword(&mut self, state: &mut OpState) -> DResult<()> {
        if self.parse_optional_keyword("attributes") {
            let attrs = self.p.parse_attr_dict()?;
            state.attrs.extend(attrs);
        }
        Ok(())
    }

    /// The cast form `%v attr-dict : T to U` (one operand of type `T`,
    /// one result of type `U`), shared by `memref.cast`, `tensor.cast`,
    /// `vector.shape_cast` and the like.
    pub fn parse_cast_form(&mut self, state: &mut OpState) -> DResult<()> {
        let src = self.parse_operand()?;
        self.parse_optional_attr_dict(state)?;
        let from = self.parse_colon_type()?;
        self.parse_keyword("to")?;
        let to = self.p.parse_type()?;
        state.operands.push(self.resolve_operand(&src, from)?);
        state.result_types.push(to);
        Ok(())
    }

    pub fn parse_colon_type(&mut self) -> DResult<TypeId> {
        self.p.expect(Tok::Colon, "':'")?;
        self.p.parse_type()
    }

    /// `: t1, t2` (possibly empty after the colon is not allowed).
    /// The rest of a call's custom form after its callee:
    /// `(%a, %b) {attrs} : (T, U) -> R`, resolving the operands against the
    /// function type's inputs and taking its results.
    pub fn parse_call_arguments(&mut self, state: &mut OpState) -> DResult<()> {
        self.p.expect(Tok::LParen, "'('")?;
        let operands = self.parse_operand_list()?;
        self.p.expect(Tok::RParen, "')'")?;
        self.parse_optional_attr_dict(state)?;
        self.p.expect(Tok::Colon, "':'")?;
        let tloc = self.p.loc_here();
        let fty = self.p.parse_type()?;
        let crate::types::TypeData::Function { inputs, results } = self.ctx().type_data(fty) else {
            return Err(Diag::error(tloc, "expected function type"));
        };
        self.resolve_operands(&operands, inputs, &tloc, &mut state.operands)?;
        state.result_types = results.to_vec();
        Ok(())
    }

    pub fn parse_colon_type_list(&mut self) -> DResult<Vec<TypeId>> {
        self.p.expect(Tok::Colon, "':'")?;
        self.p.parse_type_list_no_parens()
    }

    /// `@name` → its `sym_name` string attribute (the name's exact bytes).
    pub fn parse_sym_name_attr(&mut self) -> DResult<AttrId> {
        if self.p.kind() != Tok::AtId {
            return Err(self
                .p
                .error_here("expected valid '@'-identifier for symbol name"));
        }
        let value = self.p.symbol_ident();
        self.p.bump();
        Ok(self
            .ctx()
            .intern_attr(crate::attrs::AttrData::String { value, ty: None }))
    }

    /// `@name` → the name's text.
    pub fn parse_symbol_name(&mut self) -> DResult<String> {
        if self.p.kind() != Tok::AtId {
            return Err(self
                .p
                .error_here("expected valid '@'-identifier for symbol name"));
        }
        let s = self.p.symbol_value()?;
        self.p.bump();
        Ok(s)
    }

    /// Parses the argument list of a function-like op:
    /// `(%a: i32 {attrs} loc(..), ...)` with names, or `(i32, f32)` without.
    /// Returns (named arguments, types, per-argument attribute dicts,
    /// whether `...` ended the list). Only ops with `allow_variadic`
    /// (`llvm.func`) take a `...`: elsewhere it is refused as the argument
    /// or type it stands in place of, as MLIR does.
    /// `op` names the op in the errors MLIR's op parser reports itself.
    pub fn parse_function_args(
        &mut self,
        op: &str,
        allow_variadic: bool,
    ) -> DResult<FunctionArgs<'a>> {
        let unnamed_arg =
            |p: &Parser<'a>| p.error_here(&format!("custom op '{op}' expected SSA identifier"));
        self.p.expect(Tok::LParen, "'('")?;
        let mut out = FunctionArgs::default();
        if self.p.consume_if(Tok::RParen) {
            return Ok(out);
        }
        loop {
            if allow_variadic && self.p.kind() == Tok::Ellipsis {
                self.p.bump();
                out.variadic = true;
                if self.p.consume_if(Tok::Comma) {
                    return Err(self.p.error_here(crate::dialect::llvm::VARIADIC_NOT_LAST));
                }
                break;
            }
            if self.p.kind() == Tok::PercentId {
                let name = self.parse_operand()?;
                self.p.expect(Tok::Colon, "':'")?;
                let ty = self.p.parse_type()?;
                let attrs = self.parse_optional_arg_attrs()?;
                let loc = self.trailing_loc_or_at(name.offset)?;
                out.named.push((name, ty, loc));
                out.types.push(ty);
                out.attrs.push(attrs);
            } else {
                if !out.named.is_empty() {
                    return Err(unnamed_arg(&self.p));
                }
                let ty = self.p.parse_type()?;
                let attrs = self.parse_optional_arg_attrs()?;
                let _ = self.parse_optional_trailing_loc()?;
                out.types.push(ty);
                out.attrs.push(attrs);
            }
            if !self.p.consume_if(Tok::Comma) {
                break;
            }
        }
        if !out.named.is_empty() && out.named.len() != out.types.len() {
            return Err(unnamed_arg(&self.p));
        }
        self.p.expect(Tok::RParen, "')'")?;
        Ok(out)
    }

    pub fn parse_optional_arg_attrs(&mut self) -> DResult<AttrId> {
        if self.p.kind() == Tok::LBrace {
            let attrs = self.p.parse_attr_dict()?;
            Ok(self.ctx().dict_attr(&attrs))
        } else {
            Ok(AttrId::EMPTY_DICT)
        }
    }

    /// Function results after `->`: `i32`, `(i32, f32)`, `(i32 {attrs})`.
    pub fn parse_function_results(&mut self) -> DResult<(Vec<TypeId>, Vec<AttrId>)> {
        let mut types = Vec::new();
        let mut attrs = Vec::new();
        if self.p.kind() == Tok::LParen && !self.p.peek_is_function_type() {
            self.p.bump();
            if !self.p.consume_if(Tok::RParen) {
                loop {
                    types.push(self.p.parse_type()?);
                    attrs.push(self.parse_optional_arg_attrs()?);
                    if !self.p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                self.p.expect(Tok::RParen, "')'")?;
            }
        } else {
            types.push(self.p.parse_type()?);
            attrs.push(AttrId::EMPTY_DICT);
        }
        Ok((types, attrs))
    }
}

/// A parsed function argument list.
#[derive(Default)]
pub struct FunctionArgs<'a> {
    pub named: Vec<(UnresolvedOperand<'a>, TypeId, AttrId)>,
    pub types: Vec<TypeId>,
    pub attrs: Vec<AttrId>,
    pub variadic: bool,
}

#[cfg(test)]
mod tests {
    use super::ParseOptions;
    use super::{parse_module, parse_module_threads, scan_braced, split_result_number};
    use crate::context::Context;
    use crate::print::{print_module, PrintOptions};

    /// The first diagnostic of parsing `text` (serially; on two threads it
    /// must be the same) as `line:col: message` lines with its notes, or
    /// the printed module.
    fn outcome(text: &str) -> String {
        let ctx = Context::new();
        let opts = ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        };
        let show = |r: crate::diag::DResult<crate::module::Module>| match r {
            Ok(m) => print_module(&ctx, &m, PrintOptions::default()),
            Err(d) => std::iter::once(&d)
                .chain(&d.notes)
                .map(|d| format!("{}:{}: {}", d.loc.line, d.loc.col, d.message))
                .collect::<Vec<_>>()
                .join("\n"),
        };
        let serial = show(parse_module(&ctx, "t", text, &opts));
        let parallel = show(parse_module_threads(&ctx, "t", text, &opts, 2));
        assert_eq!(serial, parallel, "serial and parallel parses differ");
        serial
    }

    /// SSA names as MLIR scopes them: per isolated body, inner regions
    /// hiding outer names until they close, forward references resolved or
    /// reported, with the diagnostics (and locations) of MLIR.
    #[test]
    fn ssa_names_scope_and_report_as_before() {
        let head = "func.func @f(%a: i32, %c: i1) -> i32 {\n";
        let cases: &[(&str, &str)] = &[
            (
                "  %x = arith.addi %a, %a : i32\n  %x = arith.addi %a, %a : i32\n  return %x : i32\n}",
                "3:3: redefinition of SSA value '%x'\n2:3: previously defined here",
            ),
            (
                "  %a = arith.addi %a, %a : i32\n  return %a : i32\n}",
                "2:3: redefinition of SSA value '%a'\n1:14: previously defined here",
            ),
            (
                "  %r = scf.if %c -> (i32) {\n    %x = arith.muli %a, %a : i32\n    %x = arith.addi %x, %x : i32\n    scf.yield %x : i32\n  } else {\n    scf.yield %a : i32\n  }\n  return %r : i32\n}",
                "4:5: redefinition of SSA value '%x'\n3:5: previously defined here",
            ),
            (
                "  %r = scf.if %c -> (i32) {\n    %in = arith.muli %a, %a : i32\n    scf.yield %in : i32\n  } else {\n    scf.yield %a : i32\n  }\n  %z = arith.addi %in, %r : i32\n  return %z : i32\n}",
                "8:19: use of undeclared SSA value name",
            ),
            (
                "  %b = arith.addi %nope, %a : i32\n  %d = arith.addi %b, %also : i32\n  return %d : i32\n}",
                "2:19: use of undeclared SSA value name",
            ),
            (
                "  %x:2 = \"test.two\"() : () -> (i32, i64)\n  %y = arith.addi %x#1, %x#1 : i64\n  %z = arith.addi %x#0, %x#3 : i32\n  return %z : i32\n}",
                "4:25: reference to invalid result number",
            ),
            (
                "  %x:2 = \"test.two\"() : () -> (i32, i64)\n  %z = arith.addi %x#0, %x#1 : i32\n  return %z : i32\n}",
                "3:25: use of value '%x#1' expects different type than prior uses: 'i32' vs 'i64'\n2:3: prior use here",
            ),
            (
                "  %b = arith.addi %a, %a : i64\n  return %a : i32\n}",
                "2:19: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'\n1:14: prior use here",
            ),
            (
                "  cf.br ^bb2\n^bb1:\n  %w = arith.addi %v, %v : i64\n  return %a : i32\n^bb2:\n  %v = arith.constant 1 : i32\n  cf.br ^bb1\n}",
                "7:3: definition of SSA value '%v#0' has type 'i32'\n4:19: previously used here with type 'i64'",
            ),
            (
                "  cf.br ^bb1(%a : i32)\n^bb1(%b: i32, %b: i32):\n  return %b : i32\n}",
                "3:15: redefinition of SSA value '%b'\n3:6: previously defined here",
            ),
            (
                "  return %a : i32\n}\nfunc.func @g(%b: i32) -> i32 {\n  return %a : i32\n}",
                "5:10: use of undeclared SSA value name",
            ),
        ];
        for (body, want) in cases {
            assert_eq!(outcome(&format!("{head}{body}")), *want, "{body}");
        }
        // A value of the enclosing isolated body is out of reach.
        assert_eq!(
            outcome(
                "%v = \"test.op\"() : () -> i32\nfunc.func @f() -> i32 {\n  return %v : i32\n}"
            ),
            "3:10: use of undeclared SSA value name"
        );
    }

    #[test]
    fn ssa_names_hide_outer_ones_and_resolve_forward_uses() {
        let text = "func.func @f(%a: i32, %c: i1) -> i32 {
  %0:3 = \"test.three\"() : () -> (i32, i32, i32)
  %1 = arith.addi %0#2, %0#0 : i32
  %r = scf.if %c -> i32 {
    %0 = arith.addi %1, %a : i32
    %1 = scf.if %c -> i32 {
      %0 = arith.muli %1, %a : i32
      scf.yield %0 : i32
    } else {
      scf.yield %0 : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %0#1 : i32
  }
  %2 = arith.addi %r, %0#2 : i32
  cf.br ^bb2
^bb1:
  %3 = arith.addi %later, %a_rather_long_argument_name_1 : i32
  return %3 : i32
^bb2:
  %later = arith.constant 1 : i32
  %a_rather_long_argument_name_1 = arith.addi %later, %2 : i32
  %a_rather_long_argument_nXme_1 = arith.addi %later, %later : i32
  cf.br ^bb1
}
func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
";
        let want = "module {
  func.func @f(%arg0: i32, %arg1: i1) -> i32 {
    %0:3 = \"test.three\"() : () -> (i32, i32, i32)
    %1 = arith.addi %0#2, %0#0 : i32
    %2 = scf.if %arg1 -> (i32) {
      %7 = arith.addi %1, %arg0 : i32
      %8 = scf.if %arg1 -> (i32) {
        %9 = arith.muli %1, %arg0 : i32
        scf.yield %9 : i32
      } else {
        scf.yield %7 : i32
      }
      scf.yield %8 : i32
    } else {
      scf.yield %0#1 : i32
    }
    %3 = arith.addi %2, %0#2 : i32
    cf.br ^bb2
  ^bb1:  // pred: ^bb2
    %4 = arith.addi %c1_i32, %5 : i32
    return %4 : i32
  ^bb2:  // pred: ^bb0
    %c1_i32 = arith.constant 1 : i32
    %5 = arith.addi %c1_i32, %3 : i32
    %6 = arith.addi %c1_i32, %c1_i32 : i32
    cf.br ^bb1
  }
  func.func @g(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
}
";
        assert_eq!(outcome(text).trim_end(), want.trim_end());
    }

    #[test]
    fn brace_scan_follows_strings_and_comments() {
        fn end(s: &str) -> Option<(&str, u32, Option<usize>)> {
            scan_braced(s.as_bytes(), 0).map(|(e, n, l)| (&s[..e], n, l))
        }
        assert_eq!(end("{a}b"), Some(("{a}", 0, None)));
        assert_eq!(end("{{}\n}x"), Some(("{{}\n}", 1, Some(4))));
        assert_eq!(end("{\"}\\\"}\"}}"), Some(("{\"}\\\"}\"}", 0, None)));
        assert_eq!(end("{ // } \"\n}"), Some(("{ // } \"\n}", 1, Some(9))));
        assert_eq!(end("{ a / b \"//\" }"), Some(("{ a / b \"//\" }", 0, None)));
        assert_eq!(end("{ \"a\nb\" }"), None);
        assert_eq!(end("{ \"a\\\nb\" }"), None);
        assert_eq!(end("{ {-# #-} }"), None);
        assert_eq!(end("{ { }"), None);
        assert_eq!(
            end("{ // {\n // }\n}x"),
            Some(("{ // {\n // }\n}", 2, Some(13)))
        );
        assert_eq!(
            end("{ a/b // }\n/ }x"),
            Some(("{ a/b // }\n/ }", 1, Some(11)))
        );
        assert_eq!(end("{ // }"), None);
    }

    /// Each comment before the next brace must not search the rest of the
    /// body again: a body of `n` commented lines took time quadratic in `n`
    /// (minutes here; 35 s to translate a printed function of 200k blocks).
    #[test]
    fn brace_scan_is_linear_in_commented_lines() {
        let lines = 300_000;
        let mut s = String::from("{\n");
        for _ in 0..lines {
            s.push_str("^bb1:  // pred: ^bb0\n");
        }
        s.push('}');
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(scan_braced(s.as_bytes(), 0));
        });
        let scanned = rx
            .recv_timeout(std::time::Duration::from_secs(20))
            .expect("the scan of a commented body is quadratic");
        assert_eq!(scanned.map(|(_, n, _)| n), Some(lines + 1));
    }

    #[test]
    fn result_numbers_split_only_after_a_hash() {
        assert_eq!(split_result_number("%x#2"), ("%x", 2));
        assert_eq!(split_result_number("%0#13"), ("%0", 13));
        assert_eq!(split_result_number("%v123"), ("%v123", 0));
        assert_eq!(split_result_number("%0"), ("%0", 0));
        assert_eq!(split_result_number("%a-b"), ("%a-b", 0));
    }
}

#[cfg(test)]
mod feed_tests {
    use super::{Feed, FeedCloser};
    use std::sync::Arc;

    #[test]
    fn a_panic_closes_the_feed_for_the_threads_waiting_on_it() {
        let feed: Arc<Feed<'static>> = Arc::default();
        let (tx, rx) = std::sync::mpsc::channel();
        let waiting = Arc::clone(&feed);
        std::thread::spawn(move || tx.send(waiting.take().is_none()));
        let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _closer = FeedCloser(&feed);
            // Give the other thread time to start waiting.
            std::thread::sleep(std::time::Duration::from_millis(20));
            panic!("module-level pass failed");
        }));
        assert!(panicked.is_err());
        let woken = rx.recv_timeout(std::time::Duration::from_secs(10));
        assert_eq!(woken, Ok(true), "the waiting thread was not released");
    }
}
