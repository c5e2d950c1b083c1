#include "report/leaderboard_profile.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "core/strings.h"
#include "platform/registry.h"
#include "report/leaderboard_html.h"
#include "tpu_model/slot_kinds.h"

namespace jaxbench::report {

namespace {

using preflight::TpuProfile;

// The SVG's geometry, in px: unit names right-aligned before the plot, each
// bar's time and share after it (room for them after the longest bar).
constexpr double kWidth = 860, kLabelEnd = 262, kPlotLeft = 270, kPlotWidth = 460, kValueGap = 6;
constexpr double kRow = 18, kBar = 12, kHeader = 24, kGap = 12;
constexpr size_t kLabelChars = 40;

std::optional<TpuProfile> drawable_profile(const nlohmann::json& verdict, const char* pointer) {
  try {
    nlohmann::json::json_pointer at(pointer);
    if (!verdict.contains(at) || !verdict[at].is_object()) return std::nullopt;
    TpuProfile profile = TpuProfile::from_json(verdict[at]);
    if (profile.units.empty() || !std::isfinite(profile.seconds) || profile.seconds <= 0) return std::nullopt;
    // The shares sum to 1; more would draw bars past the plot.
    double shares = 0;
    for (const auto& unit : profile.units) {
      if (!std::isfinite(unit.share) || unit.share < 0) return std::nullopt;
      shares += unit.share;
    }
    return shares <= 1.001 ? std::optional<TpuProfile>(profile) : std::nullopt;
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;  // a profile of another format: the page says so, it does not fail
  }
}

std::string fixed(double value, const char* format = "%.2f") {
  char text[48];
  std::snprintf(text, sizeof(text), format, value);
  return text;
}

std::string whole_percent(double share) { return fixed(share * 100, "%.0f%%"); }

// At most kLabelChars bytes, cut before a UTF-8 continuation byte, so a long
// fusion name does not run into the bars (its full name is the bar's tooltip).
std::string shortened(const std::string& name) {
  if (name.size() <= kLabelChars) return name;
  size_t cut = kLabelChars - 1;
  while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80) --cut;
  return name.substr(0, cut) + "\u2026";
}

// The three slot kinds a unit keeps busiest, for its tooltip.
std::string busiest_slots(const preflight::UnitProfile& unit) {
  std::vector<int> kinds(preflight::kSlotKinds);
  for (int k = 0; k < preflight::kSlotKinds; ++k) kinds[k] = k;
  std::stable_sort(kinds.begin(), kinds.end(), [&](int a, int b) { return unit.occupancy[a] > unit.occupancy[b]; });
  std::string out;
  for (size_t i = 0; i < 3 && unit.occupancy[kinds[i]] > 0; ++i) {
    out += (out.empty() ? "; busiest slots: " : ", ") +
           std::string(preflight::slot_kind_name(static_cast<preflight::SlotKind>(kinds[i]))) + " " +
           whole_percent(unit.occupancy[kinds[i]]);
  }
  return out;
}

struct Bar {
  std::string label, tooltip;
  double share = 0;
};

// The longest units first, then the rest as one "other".
std::vector<Bar> unit_bars(const TpuProfile& profile) {
  std::vector<preflight::UnitProfile> units = profile.units;
  std::stable_sort(units.begin(), units.end(), [](const auto& a, const auto& b) { return a.share > b.share; });
  std::vector<Bar> bars;
  Bar other{"", "", 0};
  for (size_t i = 0; i < units.size(); ++i) {
    const auto& unit = units[i];
    if (i >= kProfileUnits) {
      other.share += unit.share;
      continue;
    }
    std::string what = unit.kernel ? " (Mosaic kernel)" : "";
    bars.push_back({shortened(unit.unit),
                    unit.unit + what + ": " + whole_percent(unit.share) + " of the estimate" + busiest_slots(unit),
                    unit.share});
  }
  if (units.size() > kProfileUnits) {
    size_t rest = units.size() - kProfileUnits;
    other.label = "other (" + std::to_string(rest) + " units)";
    other.tooltip = other.label + ": " + whole_percent(other.share) + " of the estimate";
    bars.push_back(other);
  }
  return bars;
}

std::string text(double x, double y, const std::string& anchor, const std::string& attributes,
                 const std::string& content) {
  return "<text x=\"" + fixed(x) + "\" y=\"" + fixed(y) + "\" text-anchor=\"" + anchor + "\" " + attributes + ">" +
         content + "</text>";
}

std::string bar_row(double y, double seconds, double top, const std::string& css_class, const std::string& fill,
                    const std::string& label, const std::string& value, const std::string& tooltip) {
  double width = kPlotWidth * seconds / top;
  std::string row = text(kLabelEnd, y + kBar - 2, "end", "class=\"unit-label\" font-size=\"11\"", html_escape(label));
  row += "<rect class=\"" + css_class + "\" x=\"" + fixed(kPlotLeft) + "\" y=\"" + fixed(y) + "\" width=\"" +
         fixed(width) + "\" height=\"" + fixed(kBar) + "\" fill=\"" + fill + "\"><title>" + html_escape(tooltip) +
         "</title></rect>";
  // The value just after its bar, so a short bar is read where it ends.
  return row + text(kPlotLeft + width + kValueGap, y + kBar - 2, "start", "font-size=\"11\" fill=\"#4a5263\"",
                    html_escape(value));
}

// One program's group: its name, total and bottleneck, its total bar, then a bar per unit.
std::string program_group(const std::string& name, const TpuProfile& profile, double top, double& y,
                          const char* total_fill, const char* unit_fill) {
  std::string out = "<g class=\"program\" data-program=\"" + name + "\">";
  out += text(8, y + 15, "start", "font-size=\"13\" font-weight=\"600\"",
              html_escape(name + " \u00b7 " + format_duration(profile.seconds) + " estimated \u00b7 bottleneck " +
                          profile.bottleneck + " \u00b7 MXU " + whole_percent(profile.mxu_utilisation)));
  y += kHeader;
  out += bar_row(y, profile.seconds, top, "total", total_fill, "total", format_duration(profile.seconds),
                 name + ": " + format_duration(profile.seconds) + " estimated in all");
  y += kRow;
  for (const Bar& bar : unit_bars(profile)) {
    double seconds = bar.share * profile.seconds;
    out += bar_row(y, seconds, top, "unit-bar", unit_fill, bar.label,
                   format_duration(seconds) + " \u00b7 " + whole_percent(bar.share), bar.tooltip);
    y += kRow;
  }
  return out + "</g>";
}

std::string bottleneck_item(const std::string& name, const TpuProfile& profile) {
  return "<li data-program=\"" + name + "\"><b>" + name + "</b>: bottleneck <b class=\"bottleneck\">" +
         html_escape(profile.bottleneck) + "</b> \u2014 " + html_escape(profile.reason) + " \u00b7 MXU utilisation " +
         whole_percent(profile.mxu_utilisation) + "</li>";
}

nlohmann::json program_json(const std::optional<TpuProfile>& profile) {
  if (!profile) return nullptr;
  return {{"seconds", profile->seconds},
          {"bottleneck", profile->bottleneck},
          {"reason", profile->reason},
          {"mxu_utilisation", profile->mxu_utilisation}};
}

std::string how_to_profile() {
  return std::string(" (`jaxbench eval --workload ID --candidate FILE --target ") + platform::default_tpu_target() +
         "` writes one)";
}

}  // namespace

VerdictProfiles verdict_profiles(const std::string& verdict_json) {
  VerdictProfiles out;
  nlohmann::json verdict = nlohmann::json::parse(verdict_json, nullptr, false);
  if (verdict.is_discarded() || !verdict.is_object()) {
    out.note = "No TPU profile: the best kernel's verdict does not read as a verdict" + how_to_profile() + ".";
    return out;
  }
  out.kernel = drawable_profile(verdict, "/preflight/candidate/tpu_profile");
  out.reference = drawable_profile(verdict, "/preflight/reference/tpu_profile");
  nlohmann::json::json_pointer target("/preflight/target/target");
  if (verdict.contains(target) && verdict[target].is_string()) out.target = verdict[target].get<std::string>();
  bool judged_for_tpu = verdict.contains("preflight") && verdict["preflight"].is_object();
  if (!out.kernel && !judged_for_tpu) {
    out.note = "No TPU profile: the best kernel was not judged with a TPU target" + how_to_profile() + ".";
  } else if (!out.kernel) {
    out.note = "No TPU profile: the best kernel's pre-flight holds none this version can draw" + how_to_profile() + ".";
  } else if (!out.reference) {
    out.note = "The reference's pre-flight holds no TPU profile: the kernel's is drawn alone.";
  }
  return out;
}

std::string profile_section(const VerdictProfiles& profiles) {
  if (!profiles.kernel) return "<p class=\"profile-note\">" + html_escape(profiles.note) + "</p>";
  const TpuProfile& kernel = *profiles.kernel;
  double top = std::max(kernel.seconds, profiles.reference ? profiles.reference->seconds : 0.0);
  double y = 4;
  std::string groups = program_group("kernel", kernel, top, y, "#2a55c9", "#7d9be0");
  if (profiles.reference) {
    y += kGap;
    groups += program_group("reference", *profiles.reference, top, y, "#5c6477", "#aab1c0");
  }
  std::string caption = "Estimated TPU profile" + (profiles.target.empty() ? "" : " on " + profiles.target) +
                        ": kernel " + format_duration(kernel.seconds);
  if (profiles.reference) {
    caption += " vs reference " + format_duration(profiles.reference->seconds) + " (" +
               fixed(profiles.reference->seconds / kernel.seconds, "%.2fx") + " est.)";
  }
  std::string out = "<figure class=\"tpu-profile\"><figcaption>" + html_escape(caption) +
                    ". <span class=\"how\">From libtpu&#39;s final bundles, no TPU ran; every bar is time, on one "
                    "scale.</span></figcaption><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                    fixed(kWidth) + "\" height=\"" + fixed(y + 4) + "\" role=\"img\">" + groups +
                    "</svg><ul class=\"bottlenecks\">" + bottleneck_item("kernel", kernel);
  if (profiles.reference) out += bottleneck_item("reference", *profiles.reference);
  out += "</ul>";
  if (!profiles.note.empty()) out += "<p class=\"profile-note\">" + html_escape(profiles.note) + "</p>";
  return out + "</figure>";
}

nlohmann::json profile_summary_json(const VerdictProfiles& profiles) {
  if (!profiles.kernel && !profiles.reference) return nullptr;
  return {{"target", profiles.target},
          {"kernel", program_json(profiles.kernel)},
          {"reference", program_json(profiles.reference)}};
}

}  // namespace jaxbench::report
