// A workload's shape family (its manifest's `shape_family`, written by
// tools/export/manifest.py from SHAPE_FAMILY in workload.py): the dimensions
// a held-out shape may change, each over [min, max] in steps of
// `multiple_of` and a multiple of the other dimensions it names, the derived
// ones (products of drawn ones), and how far all the changed dimensions
// together may grow the judged size's volume. The judge draws held-out
// shapes from it with a secret seed (draw_held_out), after the candidate's
// public export.
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace jaxbench::suite {

struct DimRange {
  std::string name;
  int64_t min = 1, max = 1, multiple_of = 1;
  std::vector<std::string> multiple_of_dims;  // drawn dimensions this one must be a multiple of
};

struct DerivedDim {
  std::string name;
  std::vector<std::string> product_of;
};

// The drawn dimensions of one held-out shape, by name.
using DimValues = std::map<std::string, int64_t>;

// "batch=3,emb_dim=640": the shape's name in verdicts, caches and the exporter.
std::string shape_label(const DimValues& dims);

struct ShapeFamily {
  std::vector<DimRange> dims;
  std::vector<DerivedDim> derived;
  double max_volume_ratio = 2;

  // Throws jaxbench::Error naming `where` and the bad field.
  static ShapeFamily parse(const nlohmann::json& family, const std::string& where);
  nlohmann::json to_json() const;

  // The judged size's values of the drawn dimensions (from its config);
  // throws when one is missing.
  DimValues public_values(const nlohmann::json& config) const;
  // Whether `shape` satisfies every constraint (ranges, steps, divisors, volume).
  bool admits(const DimValues& shape, const DimValues& public_shape) const;
  // Some shape the family admits other than the public one, if any (a
  // depth-first search that stops at the first).
  bool admits_held_out_shape(const DimValues& public_shape) const;
};

// Up to `count` distinct held-out shapes, none the public one, drawn from
// `seed`: each changes every drawn dimension that can change where the
// family allows that, else at least one. Fewer when the family has fewer.
std::vector<DimValues> draw_held_out(const ShapeFamily& family, const DimValues& public_shape, int count,
                                     uint64_t seed);

// A fresh secret seed from the OS.
uint64_t secret_shape_seed();

}  // namespace jaxbench::suite
