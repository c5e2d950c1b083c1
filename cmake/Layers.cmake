# The folders under src/ are the layers: each is one static library that
# links only the layers it names, and may include headers only from itself
# and from those layers (directly or through them). jaxbench_layer() records
# each layer's allowed includes; check_layers.cmake, run on every build,
# fails it on an include that goes up or sideways.

# jaxbench_layer(NAME SOURCES file... DEPENDS layer... [LIBRARIES lib...])
function(jaxbench_layer name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS;LIBRARIES" ${ARGN})
  add_library(jaxbench_${name} STATIC ${ARG_SOURCES})
  target_include_directories(jaxbench_${name} PUBLIC ${PROJECT_SOURCE_DIR}/src)
  set(allowed ${name})
  foreach(dep IN LISTS ARG_DEPENDS)
    target_link_libraries(jaxbench_${name} PUBLIC jaxbench_${dep})
    get_property(dep_allowed GLOBAL PROPERTY JAXBENCH_LAYER_ALLOWED_${dep})
    list(APPEND allowed ${dep_allowed})
  endforeach()
  list(REMOVE_DUPLICATES allowed)
  set_property(GLOBAL PROPERTY JAXBENCH_LAYER_ALLOWED_${name} ${allowed})
  if(ARG_LIBRARIES)
    target_link_libraries(jaxbench_${name} PUBLIC ${ARG_LIBRARIES})
  endif()
  add_dependencies(jaxbench_${name} layer_check)
  string(REPLACE ";" "," allowed_csv "${allowed}")
  set_property(GLOBAL APPEND_STRING PROPERTY JAXBENCH_LAYER_RULES "${name}=${allowed_csv};")
endfunction()

# The check itself, a target every layer depends on. It reads the rules
# written at the end of configuration (cmake/layer_rules.txt in the build).
function(jaxbench_layer_check_target)
  add_custom_target(layer_check
    COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR}/src
            -DRULES_FILE=${PROJECT_BINARY_DIR}/layer_rules.txt
            -P ${PROJECT_SOURCE_DIR}/cmake/check_layers.cmake
    COMMENT "Checking that every include in src/ goes down the layers"
    VERBATIM)
endfunction()

function(jaxbench_write_layer_rules)
  get_property(rules GLOBAL PROPERTY JAXBENCH_LAYER_RULES)
  file(WRITE ${PROJECT_BINARY_DIR}/layer_rules.txt "${rules}")
endfunction()
