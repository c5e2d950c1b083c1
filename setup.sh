#!/usr/bin/env bash
# Sets up jaxbench on a fresh Debian/Ubuntu machine, idempotently:
#   1. Debian packages for the C++ build (only the missing ones),
#   2. .venv in the checkout with the XLA CPU PJRT plugin and the pinned JAX
#      used by the export tools (tools/requirements-export.txt),
#   3. a CMake build in build/.
# Options:
#   --with-tpu-compiler   also install libtpu into .venv (TPU pre-flight)
#   --with-ray            also install Ray into .venv (the fleet: docs/fleet.md)
#   --sanitize            build in build-sanitize/ with ASan+UBSan instead
#   --no-build            stop after the Python environment
set -euo pipefail
cd "$(dirname "$0")"

with_tpu=0; with_ray=0; sanitize=0; build=1
for arg in "$@"; do
  case "$arg" in
    --with-tpu-compiler) with_tpu=1 ;;
    --with-ray) with_ray=1 ;;
    --sanitize) sanitize=1 ;;
    --no-build) build=0 ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "setup.sh: unknown option $arg (see ./setup.sh --help)" >&2; exit 2 ;;
  esac
done

say() { echo "setup: $*" >&2; }

# 1. Debian packages.
packages=(cmake g++ make libgtest-dev libcli11-dev nlohmann-json3-dev libsqlite3-dev libcurl4-openssl-dev python3-venv)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# 2. Python >= 3.12 (jax 0.11.2 requires it) and the venv.
find_python() {
  for candidate in python3.13 python3.12 python3; do
    for path in $(command -v -a "$candidate" 2>/dev/null) \
                ${PYENV_ROOT:-$HOME/.pyenv}/versions/3.1[2-9]*/bin/"$candidate"; do
      [ -x "$path" ] || continue
      if "$path" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' 2>/dev/null; then
        echo "$path"; return 0
      fi
    done
  done
  return 1
}
if [ ! -x .venv/bin/python ]; then
  python=$(find_python) || { echo "setup.sh: needs Python >= 3.12 for jax==0.11.2; install python3.12 and rerun" >&2; exit 2; }
  say "creating .venv with $python"
  "$python" -m venv .venv
fi
if ! .venv/bin/python -m pip install -q --disable-pip-version-check -r tools/requirements-export.txt; then
  echo "setup.sh: pip could not install tools/requirements-export.txt into .venv (is PyPI reachable?)" >&2; exit 2
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -r tools/requirements-test.txt || echo "setup.sh: pip could not install tools/requirements-test.txt (the MCP client test will skip)" >&2
if [ "$with_tpu" = 1 ]; then
  say "installing libtpu (the TPU compiler: a 221 MB download, 689 MB installed) into .venv"
  .venv/bin/python -m pip install -q --disable-pip-version-check -r tools/requirements-tpu.txt
fi
if [ "$with_ray" = 1 ]; then
  say "installing Ray (the fleet's engine: a 79 MB wheel, 237 MB installed) into .venv"
  if ! .venv/bin/python -m pip install -q --disable-pip-version-check -r tools/requirements-ray.txt; then
    echo "setup.sh: pip could not install tools/requirements-ray.txt into .venv (is PyPI reachable?)" >&2; exit 2
  fi
fi

# 3. Build.
[ "$build" = 1 ] || exit 0
dir=build; flags=()
if [ "$sanitize" = 1 ]; then dir=build-sanitize; flags+=(-DJAXBENCH_SANITIZE=ON); fi
# A unity build (CMakeLists.txt: JAXBENCH_UNITY_BUILD) compiles from scratch
# in a fraction of the CPU time; JAXBENCH_UNITY_BUILD=OFF in the environment
# gives one object per file, for a developer's edit-compile loop.
cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DJAXBENCH_UNITY_BUILD="${JAXBENCH_UNITY_BUILD:-ON}" \
  "${flags[@]}" >/dev/null
# What the README's first command needs comes first: jaxbench (and its
# pre-flight worker) is usable while the tests still build.
cmake --build "$dir" -j"$(nproc)" --target jaxbench
say "$dir/jaxbench is ready; building the tests"
cmake --build "$dir" -j"$(nproc)"
say "done: $dir/jaxbench is ready (try: $dir/jaxbench doctor)"
