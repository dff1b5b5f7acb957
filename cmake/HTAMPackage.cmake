# `cpack -G DEB` in the build folder: the install tree (cmake/HTAMInstall.cmake)
# as a Debian package installed under /usr. The tools link Debian's shared
# libMLIR/libLLVM 22; libcurl is opened at run time by the llm proposer, and
# embedding htam from CMake needs MLIR's development package.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME htam)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "the htam developers")
set(CPACK_PACKAGE_CONTACT "the htam developers <htam@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "memory-guided GPU kernel optimizer as an MLIR pass framework")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "libmlir-22, libllvm22, libc6, libstdc++6, libgcc-s1, python3")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libcurl4 | libcurl3-gnutls")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "libmlir-22-dev, llvm-22-dev, mlir-22-tools")
include(CPack)
