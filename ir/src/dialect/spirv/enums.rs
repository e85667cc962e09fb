//! SPIR-V enumerants Strata needs by value: storage classes (kept in
//! `!spirv.ptr` types), execution modes (lowered to constants by
//! `convert-spirv-to-llvm`) and the keywords of `spirv.module`.

/// `StorageClass` enumerants: keyword and SPIR-V value.
pub static STORAGE_CLASSES: &[(&str, u32)] = &[
    ("UniformConstant", 0),
    ("Input", 1),
    ("Uniform", 2),
    ("Output", 3),
    ("Workgroup", 4),
    ("CrossWorkgroup", 5),
    ("Private", 6),
    ("Function", 7),
    ("Generic", 8),
    ("PushConstant", 9),
    ("AtomicCounter", 10),
    ("Image", 11),
    ("StorageBuffer", 12),
    ("TileImageEXT", 4172),
    ("NodePayloadAMDX", 5068),
    ("CallableDataKHR", 5328),
    ("IncomingCallableDataKHR", 5329),
    ("RayPayloadKHR", 5338),
    ("HitAttributeKHR", 5339),
    ("IncomingRayPayloadKHR", 5342),
    ("ShaderRecordBufferKHR", 5343),
    ("PhysicalStorageBuffer", 5349),
    ("HitObjectAttributeNV", 5385),
    ("TaskPayloadWorkgroupEXT", 5402),
    ("CodeSectionINTEL", 5605),
    ("DeviceOnlyINTEL", 5936),
    ("HostOnlyINTEL", 5937),
];

/// Storage class values used by the conversion's address-space mapping.
pub mod storage {
    pub const UNIFORM_CONSTANT: u32 = 0;
    pub const INPUT: u32 = 1;
    pub const OUTPUT: u32 = 3;
    pub const WORKGROUP: u32 = 4;
    pub const CROSS_WORKGROUP: u32 = 5;
    pub const PRIVATE: u32 = 6;
    pub const FUNCTION: u32 = 7;
    pub const GENERIC: u32 = 8;
    pub const STORAGE_BUFFER: u32 = 12;
    pub const DEVICE_ONLY_INTEL: u32 = 5936;
    pub const HOST_ONLY_INTEL: u32 = 5937;
}

pub fn storage_class_value(name: &str) -> Option<u32> {
    STORAGE_CLASSES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, v)| v)
}

pub fn storage_class_name(value: u32) -> &'static str {
    STORAGE_CLASSES
        .iter()
        .find(|&&(_, v)| v == value)
        .map_or("<unknown>", |&(n, _)| n)
}

/// `ExecutionMode` enumerants: keyword and SPIR-V value.
pub static EXECUTION_MODES: &[(&str, u32)] = &[
    ("Invocations", 0),
    ("SpacingEqual", 1),
    ("SpacingFractionalEven", 2),
    ("SpacingFractionalOdd", 3),
    ("VertexOrderCw", 4),
    ("VertexOrderCcw", 5),
    ("PixelCenterInteger", 6),
    ("OriginUpperLeft", 7),
    ("OriginLowerLeft", 8),
    ("EarlyFragmentTests", 9),
    ("PointMode", 10),
    ("Xfb", 11),
    ("DepthReplacing", 12),
    ("DepthGreater", 14),
    ("DepthLess", 15),
    ("DepthUnchanged", 16),
    ("LocalSize", 17),
    ("LocalSizeHint", 18),
    ("InputPoints", 19),
    ("InputLines", 20),
    ("InputLinesAdjacency", 21),
    ("Triangles", 22),
    ("InputTrianglesAdjacency", 23),
    ("Quads", 24),
    ("Isolines", 25),
    ("OutputVertices", 26),
    ("OutputPoints", 27),
    ("OutputLineStrip", 28),
    ("OutputTriangleStrip", 29),
    ("VecTypeHint", 30),
    ("ContractionOff", 31),
    ("Initializer", 33),
    ("Finalizer", 34),
    ("SubgroupSize", 35),
    ("SubgroupsPerWorkgroup", 36),
    ("SubgroupsPerWorkgroupId", 37),
    ("LocalSizeId", 38),
    ("LocalSizeHintId", 39),
    ("SubgroupUniformControlFlowKHR", 4421),
    ("PostDepthCoverage", 4446),
    ("DenormPreserve", 4459),
    ("DenormFlushToZero", 4460),
    ("SignedZeroInfNanPreserve", 4461),
    ("RoundingModeRTE", 4462),
    ("RoundingModeRTZ", 4463),
    ("StencilRefReplacingEXT", 5027),
    ("OutputLinesNV", 5269),
    ("OutputPrimitivesNV", 5270),
    ("DerivativeGroupQuadsNV", 5289),
    ("DerivativeGroupLinearNV", 5290),
    ("OutputTrianglesNV", 5298),
    ("PixelInterlockOrderedEXT", 5366),
    ("PixelInterlockUnorderedEXT", 5367),
    ("SampleInterlockOrderedEXT", 5368),
    ("SampleInterlockUnorderedEXT", 5369),
    ("ShadingRateInterlockOrderedEXT", 5370),
    ("ShadingRateInterlockUnorderedEXT", 5371),
];

pub fn execution_mode_value(name: &str) -> Option<u32> {
    EXECUTION_MODES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, v)| v)
}

/// `spirv.module` addressing models.
pub static ADDRESSING_MODELS: &[&str] = &[
    "Logical",
    "Physical32",
    "Physical64",
    "PhysicalStorageBuffer64",
];

/// `spirv.module` memory models.
pub static MEMORY_MODELS: &[&str] = &["Simple", "GLSL450", "OpenCL", "Vulkan"];

/// `spirv.EntryPoint` execution models.
pub static EXECUTION_MODELS: &[&str] = &[
    "Vertex",
    "TessellationControl",
    "TessellationEvaluation",
    "Geometry",
    "Fragment",
    "GLCompute",
    "Kernel",
    "TaskNV",
    "MeshNV",
    "RayGenerationKHR",
    "IntersectionKHR",
    "AnyHitKHR",
    "ClosestHitKHR",
    "MissKHR",
    "CallableKHR",
    "TaskEXT",
    "MeshEXT",
];

/// `spirv.func` function-control bits.
pub static FUNCTION_CONTROLS: &[&str] = &[
    "None",
    "Inline",
    "DontInline",
    "Pure",
    "Const",
    "OptNoneEXT",
];

/// `MemorySemantics` bits, in value order (the order MLIR prints them in).
pub static MEMORY_SEMANTICS: &[(&str, u32)] = &[
    ("Acquire", 0x2),
    ("Release", 0x4),
    ("AcquireRelease", 0x8),
    ("SequentiallyConsistent", 0x10),
    ("UniformMemory", 0x40),
    ("SubgroupMemory", 0x80),
    ("WorkgroupMemory", 0x100),
    ("CrossWorkgroupMemory", 0x200),
    ("AtomicCounterMemory", 0x400),
    ("ImageMemory", 0x800),
    ("OutputMemory", 0x1000),
    ("MakeAvailable", 0x2000),
    ("MakeVisible", 0x4000),
    ("Volatile", 0x8000),
];

/// The value of `|`-joined memory semantics (`None` is 0).
pub fn memory_semantics_value(text: &str) -> Option<u32> {
    let mut v = 0;
    for case in text.split('|').map(str::trim) {
        if case == "None" {
            continue;
        }
        v |= MEMORY_SEMANTICS.iter().find(|(n, _)| *n == case)?.1;
    }
    Some(v)
}

/// The canonical spelling of memory-semantics bits.
pub fn memory_semantics_text(value: u32) -> String {
    if value == 0 {
        return "None".into();
    }
    let names: Vec<&str> = MEMORY_SEMANTICS
        .iter()
        .filter(|(_, b)| value & b != 0)
        .map(|(n, _)| *n)
        .collect();
    names.join("|")
}

/// `Scope` enumerants by value.
pub static SCOPES: &[&str] = &[
    "CrossDevice",
    "Device",
    "Workgroup",
    "Subgroup",
    "Invocation",
    "QueueFamily",
    "ShaderCallKHR",
];
