# Loaded by project() after the compiler's own defaults
# (CMAKE_USER_MAKE_RULES_OVERRIDE_CXX), so these replace its _INIT flags
# rather than adding to them; a value given on the command line still wins.
# RelWithDebInfo, the default build, gets -g1 (line tables) instead of -g:
# backtraces and the sanitizers' reports still name functions, files and
# lines, and a file compiles ~30% faster (docs/bench/build.md).
set(CMAKE_CXX_FLAGS_RELWITHDEBINFO_INIT "-O2 -g1 -DNDEBUG")
