# htam_add_python_tool(NAME PACKAGE SOURCES...): a Python tool copied into
# bin/ beside the C++ tools (so that the GPU bundle carries it): NAME.py
# becomes bin/NAME, and each source (PACKAGE/*.py, relative to the calling
# folder) bin/PACKAGE/...; a target NAME builds the copies, and the tests
# depend on it (HTAM_TEST_DEPENDS).
function(htam_add_python_tool name package)
  set(bin ${CMAKE_RUNTIME_OUTPUT_DIRECTORY})
  set(src ${CMAKE_CURRENT_SOURCE_DIR})
  set(outputs ${bin}/${name})
  set(commands COMMAND ${CMAKE_COMMAND} -E copy ${src}/${name}.py ${bin}/${name})
  set(depends ${src}/${name}.py)
  foreach(file ${ARGN})
    list(APPEND outputs ${bin}/${file})
    list(APPEND commands
      COMMAND ${CMAKE_COMMAND} -E copy ${src}/${file} ${bin}/${file})
    list(APPEND depends ${src}/${file})
  endforeach()
  add_custom_command(OUTPUT ${outputs}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${bin}/${package}
    ${commands}
    DEPENDS ${depends}
    COMMENT "Copying ${name}")
  add_custom_target(${name} ALL DEPENDS ${outputs})
  set_property(GLOBAL APPEND PROPERTY HTAM_TEST_DEPENDS ${name})
endfunction()
