// render_setting for scripts: `autotune_render TEMPLATE INDEX OUT` writes
// the template's INDEX-th grid setting (negative: from the end) rendered to
// OUT and prints the setting as JSON. The template test
// (tests/agent/templates_eval_test.py) judges what it writes.
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <limits>

#include "agent/autotune.h"
#include "core/error.h"

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: autotune_render TEMPLATE INDEX OUT\n";
    return 2;
  }
  try {
    std::ifstream in(argv[1]);
    if (!in) throw jaxbench::Error(std::string("cannot read template ") + argv[1]);
    std::string source((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto axes = jaxbench::agent::read_tunables(source, argv[1]);
    auto settings = jaxbench::agent::choose_settings(axes, std::numeric_limits<uint64_t>::max(), 0);
    long index = std::strtol(argv[2], nullptr, 10);
    long count = static_cast<long>(settings.size());
    if (index < 0) index += count;
    if (index < 0 || index >= count)
      throw jaxbench::Error("setting index out of range; the space has " + std::to_string(count) + " settings");
    std::ofstream(argv[3]) << jaxbench::agent::render_setting(source, settings[index]);
    std::cout << settings[index].dump() << "\n";
  } catch (const jaxbench::Error& e) {
    std::cerr << "autotune_render: " << e.what() << "\n";
    return 2;
  }
  return 0;
}
