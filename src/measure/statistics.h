// Summary statistics of timing samples (milliseconds).
#pragma once

#include <cstddef>
#include <vector>

namespace jaxbench::measure {

struct Summary {
  size_t count = 0;
  double median = 0, mean = 0, stddev = 0, min = 0, max = 0;  // stddev: population, as JAXBench
};

// The middle value; the mean of the two middle ones for an even count.
// Throws std::invalid_argument for no values.
double median(std::vector<double> values);
// The same without a copy: reorders `values` (for the bootstrap's loop).
double median_in_place(std::vector<double>& values);
double quantile(std::vector<double> values, double q);  // linear interpolation, q in [0, 1]
Summary summarize(const std::vector<double>& values);

}  // namespace jaxbench::measure
