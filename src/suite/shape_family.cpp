#include "suite/shape_family.h"

#include <algorithm>
#include <functional>
#include <random>

#include "core/error.h"

namespace jaxbench::suite {

using nlohmann::json;

namespace {

int64_t integer_field(const json& object, const char* key, const std::string& where) {
  if (!object.is_object() || !object.contains(key) || !object.at(key).is_number_integer()) {
    throw Error(where + ": field '" + key + "' must be an integer");
  }
  return object.at(key).get<int64_t>();
}

std::vector<std::string> string_list(const json& object, const char* key, const std::string& where) {
  std::vector<std::string> out;
  if (!object.contains(key)) return out;
  if (!object.at(key).is_array()) throw Error(where + ": field '" + key + "' must be a list of names");
  for (const auto& item : object.at(key)) {
    if (!item.is_string()) throw Error(where + ": field '" + key + "' must be a list of names");
    out.push_back(item.get<std::string>());
  }
  return out;
}

std::vector<int64_t> values_of(const DimRange& dim) {
  std::vector<int64_t> out;
  int64_t step = std::max<int64_t>(dim.multiple_of, 1);
  int64_t first = (std::max<int64_t>(dim.min, 1) + step - 1) / step * step;
  for (int64_t v = first; v <= dim.max && out.size() < 100000; v += step) out.push_back(v);
  return out;
}

// The shapes a depth-first walk meets in order of each dimension's values,
// handed to `visit` until it returns false or `budget` nodes were visited.
void walk(const ShapeFamily& family, const DimValues& public_shape, size_t budget,
          const std::function<bool(const DimValues&)>& visit) {
  std::vector<std::vector<int64_t>> values;
  for (const auto& dim : family.dims) values.push_back(values_of(dim));
  // The smallest volume factor the dimensions from i on can still reach.
  std::vector<double> min_rest(values.size() + 1, 1.0);
  for (size_t i = values.size(); i-- > 0;) {
    double lowest = values[i].empty() ? 1.0 : double(values[i].front()) / double(public_shape.at(family.dims[i].name));
    min_rest[i] = min_rest[i + 1] * lowest;
  }
  DimValues shape;
  size_t visited = 0;
  std::function<bool(size_t, double)> go = [&](size_t i, double volume) {
    if (++visited > budget) return false;
    if (volume * min_rest[i] > family.max_volume_ratio * (1 + 1e-9)) return true;
    if (i == values.size()) return !family.admits(shape, public_shape) || shape == public_shape || visit(shape);
    const std::string& name = family.dims[i].name;
    for (int64_t v : values[i]) {
      shape[name] = v;
      if (!go(i + 1, volume * double(v) / double(public_shape.at(name)))) return false;
    }
    shape.erase(name);
    return true;
  };
  go(0, 1.0);
}

}  // namespace

std::string shape_label(const DimValues& dims) {
  std::string out;
  for (const auto& [name, value] : dims) out += (out.empty() ? "" : ",") + name + "=" + std::to_string(value);
  return out;
}

ShapeFamily ShapeFamily::parse(const json& family, const std::string& where) {
  if (!family.is_object() || !family.contains("dims") || !family.at("dims").is_object()) {
    throw Error(where + ": shape_family must be an object with 'dims'");
  }
  ShapeFamily out;
  for (const auto& [name, spec] : family.at("dims").items()) {
    std::string at = where + ": shape_family.dims." + name;
    DimRange dim{name, integer_field(spec, "min", at), integer_field(spec, "max", at),
                 integer_field(spec, "multiple_of", at), string_list(spec, "multiple_of_dims", at)};
    if (dim.multiple_of < 1 || dim.min < 1) throw Error(at + ": min and multiple_of must be at least 1");
    out.dims.push_back(dim);
  }
  if (family.contains("derived") && family.at("derived").is_object()) {
    for (const auto& [name, spec] : family.at("derived").items()) {
      out.derived.push_back({name, string_list(spec, "product_of", where + ": shape_family.derived." + name)});
    }
  }
  if (family.contains("max_volume_ratio")) {
    if (!family.at("max_volume_ratio").is_number()) throw Error(where + ": max_volume_ratio must be a number");
    out.max_volume_ratio = family.at("max_volume_ratio").get<double>();
  }
  for (const auto& dim : out.dims) {
    for (const auto& other : dim.multiple_of_dims) {
      bool drawn = std::any_of(out.dims.begin(), out.dims.end(), [&](const DimRange& d) { return d.name == other; });
      if (!drawn) throw Error(where + ": shape_family.dims." + dim.name + " names '" + other + "', not a drawn dim");
    }
  }
  return out;
}

json ShapeFamily::to_json() const {
  json dims_json = json::object(), derived_json = json::object();
  for (const auto& d : dims) {
    dims_json[d.name] = {{"min", d.min}, {"max", d.max}, {"multiple_of", d.multiple_of}};
    if (!d.multiple_of_dims.empty()) dims_json[d.name]["multiple_of_dims"] = d.multiple_of_dims;
  }
  for (const auto& d : derived) derived_json[d.name] = {{"product_of", d.product_of}};
  return {{"dims", dims_json}, {"derived", derived_json}, {"max_volume_ratio", max_volume_ratio}};
}

DimValues ShapeFamily::public_values(const json& config) const {
  DimValues out;
  for (const auto& dim : dims) {
    if (!config.is_object() || !config.contains(dim.name) || !config.at(dim.name).is_number_integer()) {
      throw Error("shape_family draws '" + dim.name + "', which the config lacks");
    }
    out[dim.name] = config.at(dim.name).get<int64_t>();
  }
  return out;
}

bool ShapeFamily::admits(const DimValues& shape, const DimValues& public_shape) const {
  double volume = 1;
  for (const auto& dim : dims) {
    auto it = shape.find(dim.name);
    if (it == shape.end()) return false;
    int64_t v = it->second;
    if (v < dim.min || v > dim.max || v % dim.multiple_of != 0) return false;
    for (const auto& other : dim.multiple_of_dims) {
      int64_t divisor = shape.at(other);
      if (divisor <= 0 || v % divisor != 0) return false;
    }
    volume *= double(v) / double(public_shape.at(dim.name));
  }
  return volume <= max_volume_ratio * (1 + 1e-9);
}

bool ShapeFamily::admits_held_out_shape(const DimValues& public_shape) const {
  bool found = false;
  walk(*this, public_shape, 2000000, [&](const DimValues&) {
    found = true;
    return false;
  });
  return found;
}

std::vector<DimValues> draw_held_out(const ShapeFamily& family, const DimValues& public_shape, int count,
                                     uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<std::vector<int64_t>> values;
  for (const auto& dim : family.dims) values.push_back(values_of(dim));
  auto changes_every_dim = [&](const DimValues& s) {
    for (size_t i = 0; i < family.dims.size(); ++i) {
      if (values[i].size() > 1 && s.at(family.dims[i].name) == public_shape.at(family.dims[i].name)) return false;
    }
    return true;
  };
  std::vector<DimValues> drawn;
  auto take = [&](const DimValues& s) {
    if (s == public_shape || std::find(drawn.begin(), drawn.end(), s) != drawn.end()) return;
    if (family.admits(s, public_shape)) drawn.push_back(s);
  };
  constexpr int kTries = 20000;
  for (int t = 0; t < 2 * kTries && static_cast<int>(drawn.size()) < count; ++t) {
    DimValues s;
    for (size_t i = 0; i < family.dims.size(); ++i) {
      if (values[i].empty()) return drawn;
      s[family.dims[i].name] = values[i][rng() % values[i].size()];
    }
    if (t < kTries && !changes_every_dim(s)) continue;  // first try to change them all
    take(s);
  }
  if (static_cast<int>(drawn.size()) < count) {  // a sparse family: from its shapes in order
    std::vector<DimValues> all;
    walk(family, public_shape, 200000, [&](const DimValues& s) {
      all.push_back(s);
      return all.size() < 10000;
    });
    std::shuffle(all.begin(), all.end(), rng);
    for (const auto& s : all) {
      if (static_cast<int>(drawn.size()) >= count) break;
      take(s);
    }
  }
  return drawn;
}

uint64_t secret_shape_seed() {
  std::random_device device;  // the OS's entropy (getrandom on Linux)
  return (uint64_t{device()} << 32) ^ uint64_t { device() };
}

}  // namespace jaxbench::suite
