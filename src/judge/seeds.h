// The fewest secret seeds the judge accepts, which is also its default
// (docs/verdict.md): every command, serve's schema and the loop read it here.
#pragma once

namespace jaxbench::judge {

constexpr int kFewestSeeds = 3;

}  // namespace jaxbench::judge
