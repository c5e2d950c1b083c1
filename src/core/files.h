// File helpers that fail with one clear line naming the file and the fix.
#pragma once

#include <string>

namespace jaxbench {

// The whole file; throws jaxbench::Error ("cannot read FILE: reason").
std::string read_file(const std::string& path);

// Writes to PATH.tmp-PID then renames over PATH, so readers never see a
// half-written file and a full disk leaves the old file intact.
void write_file_atomic(const std::string& path, const std::string& contents);

bool file_exists(const std::string& path);
bool is_directory(const std::string& path);
void make_directories(const std::string& path);

}  // namespace jaxbench
