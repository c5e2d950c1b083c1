// The leaderboard as a self-contained static site: index.html (the agents
// table, sortable by any column, its last column the expert kernels beaten;
// a bar chart of speedups with interval whiskers per agent as inline SVG;
// the did-not-verify and hidden lists) and workloads/<id>.html (the best
// kernel's source, its verdict JSON, whether it beats the expert kernel, and
// the attempt history). CSS and JS are inline: nothing is fetched at view
// time. Everything that came from the store is HTML-escaped, and none of it
// is placed inside the <script>.
#pragma once

#include <string>

#include "ranking/leaderboard.h"

namespace jaxbench::report {

// &, <, >, " and ' as entities.
std::string html_escape(const std::string& text);
// The file name a workload's page gets: its id with anything but
// [A-Za-z0-9._-] replaced by '_', then ".html".
std::string workload_page_name(const std::string& workload);

std::string leaderboard_index_html(const ranking::Leaderboard& board);
std::string leaderboard_workload_html(const ranking::Leaderboard& board, const std::string& workload);
// Writes index.html and one page per workload any entry attempted under
// `dir` (created if missing). Returns the number of files written.
int write_leaderboard_site(const ranking::Leaderboard& board, const std::string& dir);

}  // namespace jaxbench::report
