#!/usr/bin/env bash
# Fails when a C++ file under src/ or tests/ differs from what clang-format
# (with the committed .clang-format) would write, naming each file.
# Fix with: tools/lint/check_format.sh --fix
set -euo pipefail
cd "$(dirname "$0")/../.."
mapfile -t files < <(git ls-files 'src/*.cpp' 'src/*.h' 'tests/*.cpp' 'tests/*.h' 'bench/*.cpp' 'bench/*.h')
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
  exit 0
fi
bad=()
for f in "${files[@]}"; do
  clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
  printf 'check_format: %s differs from clang-format (run tools/lint/check_format.sh --fix)\n' "${bad[@]}" >&2
  exit 1
fi
echo "check_format: ${#files[@]} files match .clang-format"
