// The jaxbench version: the project's version and the commit it was built
// from (cmake/write_version.cmake), e.g. "0.1.0+3f2a9c1d0e4b". `jaxbench
// --version` prints it and serve's status answers it, so that a fleet's
// bridge refuses a worker whose binary was built from other sources.
#pragma once

namespace jaxbench {

const char* version();

}  // namespace jaxbench
