# The checks the command-line test scripts share; sourced after `work` (a
# temp folder) and `jaxbench` are set. `run` keeps a command's stdout, stderr
# and exit code in $work; `check NAME CMD...` counts CMD's success.
passed=0; failed=0
check() {
  local name=$1; shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $name" >&2; fi
}
run() { "$jaxbench" "$@" >"$work/out" 2>"$work/err"; echo $? >"$work/rc"; }
rc_is() { [ "$(cat "$work/rc")" = "$1" ]; }
err_has() { grep -qF -- "$1" "$work/err"; }
json_field() { python3 -c "import json,sys; d=json.load(open('$work/out')); print($1)"; }
# Prints the tally; the script's last command, so its status is the test's.
finish_checks() {
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ]
}
