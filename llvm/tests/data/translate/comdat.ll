; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

$nodeduplicate = comdat nodeduplicate

$samesize = comdat samesize

$any = comdat any

$exactmatch = comdat exactmatch

$largest = comdat largest

@any = internal constant i64 1, comdat
@any_global = internal constant i64 1, comdat($any)
@exact_global = internal constant i64 1, comdat($exactmatch)
@largest_global = internal constant i64 1, comdat($largest)

define void @nodeduplicate() comdat {
  ret void
}

define void @nodeduplicate_func() comdat($nodeduplicate) {
  ret void
}

define void @samesize_func() comdat($samesize) {
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
