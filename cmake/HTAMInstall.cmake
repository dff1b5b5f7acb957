# `cmake --install`: the tools in bin/, the htam libraries and the mlir-opt
# plugin in lib/, the headers (with the TableGen'd ones) in include/htam/,
# the shipped memory and the docs in share/, and a CMake package
# (lib/cmake/htam/HTAMConfig.cmake) whose targets HTAM::<Name> another
# project links after find_package(HTAM). Two components: `runtime` (tools,
# plugin, shipped memory, docs: what the GPU bundle packs) and `development`
# (libraries, headers, the CMake package).
include(CMakePackageConfigHelpers)


set(HTAM_EXPORTED_LIBRARIES
  HTAMVersion:Version HTAMAnalysis:Analysis HTAMMemory:Memory
  HTAMKernelSpec:KernelSpec HTAMCompile:Compile HTAMRuntime:Runtime
  HTAMLLM:LLM HTAMTemplateTable:TemplateTable HTAMStrategies:Strategies
  HTAMProposers:Proposers HTAMTransforms:Transforms
  HTAMCpuReference:CpuReference HTAMInitAll:InitAll)
set(HTAM_EXPORT_NAMES "")
foreach(pair ${HTAM_EXPORTED_LIBRARIES})
  string(REPLACE ":" ";" pair ${pair})
  list(GET pair 0 target)
  list(GET pair 1 name)
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${name})
  target_include_directories(${target} INTERFACE $<INSTALL_INTERFACE:include>)
  install(TARGETS ${target} EXPORT HTAMTargets
    ARCHIVE DESTINATION lib COMPONENT development
    LIBRARY DESTINATION lib COMPONENT development)
  list(APPEND HTAM_EXPORT_NAMES ${name})
endforeach()

foreach(tool htam-opt htam-run htam-mem htam-db htam-gen htam-llm)
  if(TARGET ${tool})
    set_target_properties(${tool} PROPERTIES INSTALL_RPATH_USE_LINK_PATH TRUE)
    install(TARGETS ${tool} RUNTIME DESTINATION bin COMPONENT runtime)
  endif()
endforeach()
if(TARGET HTAMPlugin)
  set_target_properties(HTAMPlugin PROPERTIES INSTALL_RPATH_USE_LINK_PATH TRUE)
  install(TARGETS HTAMPlugin LIBRARY DESTINATION lib COMPONENT runtime)
endif()
# htam-bench is Python: its script and package as they are.
install(PROGRAMS tools/htam-bench/htam-bench.py DESTINATION bin
  RENAME htam-bench COMPONENT runtime)
install(DIRECTORY tools/htam-bench/htam_bench DESTINATION bin COMPONENT runtime
  FILES_MATCHING PATTERN "*.py" PATTERN "__pycache__" EXCLUDE)
# htam-import likewise (it needs PyTorch at run time, not at build time).
install(PROGRAMS tools/htam-import/htam-import.py DESTINATION bin
  RENAME htam-import COMPONENT runtime)
install(DIRECTORY tools/htam-import/htam_import DESTINATION bin COMPONENT runtime
  FILES_MATCHING PATTERN "*.py" PATTERN "__pycache__" EXCLUDE)

install(DIRECTORY include/htam DESTINATION include COMPONENT development
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/htam DESTINATION include
  COMPONENT development FILES_MATCHING PATTERN "*.inc"
  PATTERN "CMakeFiles" EXCLUDE)
install(FILES memory/htg.yaml DESTINATION share/htam/memory COMPONENT runtime)
install(DIRECTORY docs/ DESTINATION share/doc/htam COMPONENT runtime)

install(EXPORT HTAMTargets NAMESPACE HTAM:: DESTINATION lib/cmake/htam
  COMPONENT development)
configure_package_config_file(cmake/HTAMConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/HTAMConfig.cmake
  INSTALL_DESTINATION lib/cmake/htam)
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/cmake/HTAMConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cmake/HTAMConfig.cmake
              ${PROJECT_BINARY_DIR}/cmake/HTAMConfigVersion.cmake
  DESTINATION lib/cmake/htam COMPONENT development)
