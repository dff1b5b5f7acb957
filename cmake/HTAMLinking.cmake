# How htam targets link MLIR and LLVM.
#
# Default: against Debian's shared libMLIR.so / libLLVM.so (fast links, and the
# same copies of MLIR that mlir-opt uses, which the pass plugin requires).
# HTAM_STATIC: against the static component archives, so that htam-opt runs on
# a machine without LLVM (the GPU machine). The imported `LLVM` dylib target,
# which every MLIR archive names as a dependency, is pointed at the static LLVM
# component archives instead.

if(HTAM_USE_LLD AND EXISTS "${LLVM_TOOLS_BINARY_DIR}/ld.lld")
  add_link_options("-B${LLVM_TOOLS_BINARY_DIR}" "-fuse-ld=lld")
endif()

if(HTAM_STATIC)
  # LLVM targets htam needs code generation for: X86 (host JIT) and NVPTX.
  llvm_map_components_to_libnames(HTAM_LLVM_STATIC_LIBS
    Core Support Analysis TransformUtils IPO Passes IRReader BitReader
    BitWriter Linker Target TargetParser MC MCParser AsmParser CodeGen
    FrontendOpenMP FrontendOffloading FrontendHLSL Object ObjectYAML Option
    ExecutionEngine OrcJIT JITLink MCJIT RuntimeDyld Instrumentation PerfJITEvents
    NVPTXCodeGen NVPTXDesc NVPTXInfo X86CodeGen X86AsmParser X86Desc X86Info
    X86Disassembler MCDisassembler Demangle)
  # LLVMSupport names libz3.so; nothing htam uses needs it.
  get_target_property(_support_deps LLVMSupport INTERFACE_LINK_LIBRARIES)
  list(FILTER _support_deps EXCLUDE REGEX "z3")
  list(TRANSFORM _support_deps REPLACE "zstd::libzstd_shared" "zstd::libzstd_static")
  set_target_properties(LLVMSupport PROPERTIES INTERFACE_LINK_LIBRARIES "${_support_deps}")
  get_target_property(_llvm_loc LLVMSupport IMPORTED_LOCATION_RELWITHDEBINFO)
  set_target_properties(LLVM PROPERTIES
    IMPORTED_LOCATION_RELWITHDEBINFO "${_llvm_loc}"
    IMPORTED_SONAME_RELWITHDEBINFO ""
    IMPORTED_NO_SONAME TRUE
    INTERFACE_LINK_LIBRARIES "-Wl,--start-group;${HTAM_LLVM_STATIC_LIBS};-Wl,--end-group")
endif()

# htam_link_mlir(<target> <MLIR component libs...>): link the MLIR libraries a
# target uses; in a shared build they all come from the one libMLIR.so.
function(htam_link_mlir target)
  if(HTAM_STATIC)
    target_link_libraries(${target} PUBLIC ${ARGN})
  else()
    target_link_libraries(${target} PUBLIC MLIR LLVM)
  endif()
endfunction()

# htam_tool_link_options(<target>): in the static build, a tool carries its
# C++ runtime and drops unused sections, so only libc, libm and libz remain
# dynamic.
function(htam_tool_link_options target)
  if(HTAM_STATIC)
    target_link_options(${target} PRIVATE -static-libstdc++ -static-libgcc
      -Wl,--gc-sections -Wl,--icf=all)
  endif()
endfunction()
