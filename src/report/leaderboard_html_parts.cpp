#include "report/leaderboard_html_parts.h"

#include <algorithm>
#include <cstdio>

#include "report/leaderboard_html.h"

namespace jaxbench::report {

namespace {

constexpr const char* kStyle = R"css(
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px auto;max-width:1200px;color:#1d2330;
padding:0 16px;background:#fbfbfd}
h1{font-size:26px;margin:0 0 8px}h2{font-size:19px;margin:28px 0 8px;border-bottom:1px solid #dde1ea;
padding-bottom:4px}
.about{color:#4a5263;font-size:14px;line-height:1.45}
table{border-collapse:collapse;font-size:13px;background:#fff;box-shadow:0 1px 2px #0001}
th,td{border:1px solid #dde1ea;padding:4px 6px;text-align:left;white-space:nowrap}
th{background:#eef1f7;cursor:pointer;user-select:none;white-space:normal;vertical-align:bottom;font-size:12px}
th:hover{background:#dfe5f2}td.agent,td.words{white-space:normal;min-width:9em}.scroll{overflow-x:auto}
th.asc::after{content:" \25b2"}th.desc::after{content:" \25bc"}
td.num{text-align:right;font-variant-numeric:tabular-nums}
tbody tr:nth-child(even){background:#f7f8fb}
figure{margin:12px 0;display:inline-block;vertical-align:top;background:#fff;border:1px solid #dde1ea;
padding:8px 10px}
figcaption{font-size:13px;font-weight:600;margin-bottom:4px}
pre{background:#f3f4f8;border:1px solid #dde1ea;padding:10px;overflow:auto;font-size:12px;max-height:480px}
ul{font-size:14px;line-height:1.6}li.none{color:#7a8294}a{color:#2a55c9}
figure.tpu-profile{display:block;max-width:880px}figure.tpu-profile svg{display:block}
figure.tpu-profile .how{font-weight:400;color:#4a5263}
ul.bottlenecks{margin:6px 0 2px;padding-left:18px;font-size:13px;line-height:1.5}
.profile-note{color:#4a5263;font-size:13px}
.state-verified{color:#1f7a3a}.state-did{color:#b3261e}.state-hidden{color:#7a8294}
)css";

constexpr const char* kSortScript = R"js(
<script>
(function () {
  var collate = new Intl.Collator(undefined, {numeric: true, sensitivity: "base"});
  document.querySelectorAll("table").forEach(function (table) {
    var headers = table.querySelectorAll("thead th");
    headers.forEach(function (th, column) {
      th.addEventListener("click", function () {
        var ascending = !th.classList.contains("asc");
        headers.forEach(function (h) { h.classList.remove("asc", "desc"); });
        th.classList.add(ascending ? "asc" : "desc");
        var numeric = th.dataset.type === "num";
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = a.cells[column], y = b.cells[column];
          var order;
          if (numeric) {
            var u = x.dataset.value, v = y.dataset.value;
            if (u === "" || v === "") return (u === "") - (v === "");
            order = parseFloat(u) - parseFloat(v);
          } else {
            order = collate.compare(x.textContent, y.textContent);
          }
          return ascending ? order : -order;
        });
        rows.forEach(function (row) { body.appendChild(row); });
      });
    });
  });
})();
</script>
)js";

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.1f", value);
  return text;
}

std::string short_name(const std::string& workload) {
  size_t underscore = workload.find('_');
  return underscore == std::string::npos ? workload : workload.substr(0, underscore);
}

}  // namespace

std::string page_head(const std::string& title) {
  return "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + html_escape(title) +
         "</title><style>" + kStyle + "</style></head><body>";
}

std::string sort_script() { return kSortScript; }

double chart_top(const ranking::Leaderboard& board) {
  double top = 1;
  for (const auto& entry : board.entries) {
    for (const auto& result : entry.workloads) {
      if (!result.best) continue;
      const auto& v = *result.best->verified;
      top = std::max({top, v.speedup.value_or(0), v.speedup_high.value_or(0)});
    }
  }
  return top * 1.15;
}

std::string speedup_chart(const ranking::LeaderboardEntry& entry, double top) {
  constexpr double kLeft = 40, kTop = 10, kPlot = 150, kSlot = 56, kBar = 30;
  auto y = [&](double value) { return kTop + kPlot * (1 - value / top); };
  double width = kLeft + kSlot * static_cast<double>(std::max<size_t>(entry.workloads.size(), 1)) + 10;
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(width) + "\" height=\"" +
                    number(kTop + kPlot + 34) + "\" role=\"img\">";
  svg += "<line x1=\"" + number(kLeft) + "\" y1=\"" + number(kTop) + "\" x2=\"" + number(kLeft) + "\" y2=\"" +
         number(kTop + kPlot) + "\" stroke=\"#99a\"/>";
  svg += "<line x1=\"" + number(kLeft) + "\" y1=\"" + number(y(1)) + "\" x2=\"" + number(width - 6) + "\" y2=\"" +
         number(y(1)) + "\" stroke=\"#b3261e\" stroke-dasharray=\"4 3\"/>";
  svg += "<text x=\"4\" y=\"" + number(y(1) + 4) + "\" font-size=\"11\">1x</text>";
  svg += "<text x=\"4\" y=\"" + number(kTop + 10) + "\" font-size=\"11\">" + number(top) + "x</text>";
  for (size_t i = 0; i < entry.workloads.size(); ++i) {
    const ranking::WorkloadResult& result = entry.workloads[i];
    double x = kLeft + kSlot * static_cast<double>(i) + (kSlot - kBar) / 2;
    double middle = x + kBar / 2;
    std::string label = html_escape(short_name(result.workload));
    svg += "<text x=\"" + number(middle) + "\" y=\"" + number(kTop + kPlot + 16) +
           "\" font-size=\"11\" text-anchor=\"middle\">" + label + "</text>";
    const store::LeaderboardVerdict* v = result.best ? &*result.best->verified : nullptr;
    if (v == nullptr || !v->speedup) {
      svg += "<text x=\"" + number(middle) + "\" y=\"" + number(kTop + kPlot - 4) +
             "\" font-size=\"11\" text-anchor=\"middle\" fill=\"#b3261e\">&#x2717;<title>" +
             html_escape(result.workload) + ": no verified correct kernel</title></text>";
      continue;
    }
    std::string tip = html_escape(result.workload) + ": " + number(*v->speedup) + "x";
    svg += "<rect class=\"bar\" x=\"" + number(x) + "\" y=\"" + number(y(*v->speedup)) + "\" width=\"" + number(kBar) +
           "\" height=\"" + number(kTop + kPlot - y(*v->speedup)) + "\" fill=\"#5b7fd6\"><title>" + tip +
           "</title></rect>";
    if (v->speedup_low && v->speedup_high) {
      std::string ends[] = {number(y(*v->speedup_low)), number(y(*v->speedup_high))};
      svg += "<line class=\"whisker\" x1=\"" + number(middle) + "\" y1=\"" + ends[0] + "\" x2=\"" + number(middle) +
             "\" y2=\"" + ends[1] + "\" stroke=\"#1d2330\" stroke-width=\"1.5\"/>";
      for (const auto& end : ends) {
        svg += "<line x1=\"" + number(middle - 6) + "\" y1=\"" + end + "\" x2=\"" + number(middle + 6) + "\" y2=\"" +
               end + "\" stroke=\"#1d2330\" stroke-width=\"1.5\"/>";
      }
    }
  }
  return "<figure><figcaption>" + html_escape(entry.agent.label()) + " · " + html_escape(entry.chip) + "</figcaption>" +
         svg + "</svg></figure>";
}

}  // namespace jaxbench::report
