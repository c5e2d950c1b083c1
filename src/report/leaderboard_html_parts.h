// Pieces of the leaderboard's pages (report/leaderboard_html.h): the page
// head with its inline stylesheet, the inline sort script, and one agent's
// bar chart as inline SVG.
#pragma once

#include <string>

#include "ranking/leaderboard.h"

namespace jaxbench::report {

// <!DOCTYPE html> ... <body>, with `title` escaped.
std::string page_head(const std::string& title);
// The <script> that sorts a table by a clicked header: numeric cells by
// their data-value (empty ones last), text cells with a numeric-aware
// collation (so "10p" follows "9p"); a second click reverses.
std::string sort_script();
// One <figure> with an SVG bar per attempted workload: the best verified
// speedup, its 95% interval as a whisker, and a dashed line at 1x. Every
// chart of a page shares one scale (chart_top) so bars compare across agents.
double chart_top(const ranking::Leaderboard& board);
std::string speedup_chart(const ranking::LeaderboardEntry& entry, double top);

}  // namespace jaxbench::report
