# Writes OUT (htam/Version.inc) with the htam version and the commit of the
# source tree SRC. Run at every build (cmake -P); the file changes only when
# the commit does, so only Version.cpp recompiles then.
set(commit "unknown")
find_package(Git QUIET)
if(GIT_FOUND AND EXISTS "${SRC}/.git")
  execute_process(COMMAND "${GIT_EXECUTABLE}" -C "${SRC}" describe --always
                          --dirty --abbrev=12 --exclude=*
                  OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE
                  RESULT_VARIABLE rc ERROR_QUIET)
  if(NOT rc EQUAL 0 OR commit STREQUAL "")
    set(commit "unknown")
  endif()
endif()
set(text "#define HTAM_VERSION \"${VERSION}\"\n#define HTAM_COMMIT \"${commit}\"\n")
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
endif()
if(NOT "${old}" STREQUAL "${text}")
  file(WRITE "${OUT}" "${text}")
endif()
