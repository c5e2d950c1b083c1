#!/usr/bin/env bash
# The results store through the command line: eval and run record into
# --db (or JAXBENCH_DB), history lists newest first and filters, --no-store
# records nothing, and a store that cannot be used costs one stderr line and
# exit 2 but never the verdict. Usage: store_cli_test.sh JAXBENCH SOURCE_ROOT
set -u
jaxbench=$1; root=$2
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/check_lib.sh"
# Never the user's store: every command below names its own.
export JAXBENCH_DB="$work/default/jaxbench.db"
db="$work/store/jaxbench.db"
rejected="$root/examples/candidates/12p_RMSNorm/disallowed_custom_call.mlir"
reference="$root/workloads/12p_RMSNorm/small/reference.cpu.mlir"  # the reference itself: correct

run history --db "$db" --json
check "history of a missing store exit 0" rc_is 0
check "history of a missing store is empty" [ "$(json_field "d['count']")" = 0 ]
check "history did not create the store" [ ! -e "$db" ]

run eval --workload 12p --candidate "$rejected" --db "$db" --json
check "eval of a rejected candidate exit 1" rc_is 1
check "eval says where it recorded" [ "$(json_field "d['store']['db']")" = "$db" ]
run eval --workload 12p --candidate "$reference" --no-timing --db "$db" --json
check "eval of the reference exit 0" rc_is 0
run run --workload 41k --budget 0.2 --out "$work/r" --db "$db" --json
check "run exit 0" rc_is 0
check "run recorded one attempt" [ "$(json_field "len(d['store']['attempt_ids'])")" = 1 ]

run history --db "$db" --json
check "history exit 0" rc_is 0
check "history has three verdicts" [ "$(json_field "d['count']")" = 3 ]
check "history is newest first" [ "$(json_field "[v['status'] for v in d['verdicts']]")" = "['success', 'correct', 'rejected']" ]
check "history keeps the candidate's hash" [ "$(json_field "len(d['verdicts'][1]['candidate_sha256'])")" = 64 ]
check "history keeps the module's hash" [ "$(json_field "len(d['verdicts'][1]['module_sha256'])")" = 64 ]
run history --db "$db" --workload 12p --json
check "history --workload 12p has two" [ "$(json_field "[v['workload'] for v in d['verdicts']]")" = "['12p_RMSNorm', '12p_RMSNorm']" ]
run history --db "$db" --limit 1 --json
check "history --limit 1 has one" [ "$(json_field "d['count']")" = 1 ]
run history --db "$db"
check "history text names the candidate" grep -qF "disallowed_custom_call.mlir" "$work/out"
JAXBENCH_DB="$db" "$jaxbench" history --json >"$work/out" 2>"$work/err"
check "JAXBENCH_DB is the default store" [ "$(json_field "d['count']")" = 3 ]

# A timeout ends the process from the watchdog's thread: recorded before it leaves.
run eval --workload 12p --candidate "$reference" --compile-timeout 0.001 --db "$work/timeout.db" --json
check "a timed-out eval exit 2" rc_is 2
check "a timed-out eval says it recorded" [ "$(json_field "d['store']['attempt_ids']")" = "[1]" ]
run history --db "$work/timeout.db" --json
check "the timeout verdict is in the store" [ "$(json_field "d['verdicts'][0]['status']")" = timeout ]
check "the timeout verdict has the module's hash" [ "$(json_field "len(d['verdicts'][0]['module_sha256'])")" = 64 ]

run eval --workload 12p --candidate "$rejected" --db "$db" --no-store --json
check "eval --no-store exit 1" rc_is 1
check "eval --no-store has no store field" [ "$(json_field "'store' in d")" = False ]
run history --db "$db" --json
check "--no-store recorded nothing" [ "$(json_field "d['count']")" = 3 ]
check "the default store was never touched" [ ! -e "$JAXBENCH_DB" ]

# A file that is not a store: the verdict still printed, one error line, exit 2, the file unchanged.
printf 'my notes\n' >"$work/notes.txt"
run eval --workload 12p --candidate "$rejected" --db "$work/notes.txt" --json
check "a non-SQLite --db exit 2" rc_is 2
check "a non-SQLite --db still prints the verdict" [ "$(json_field "d['status']")" = rejected ]
check "a non-SQLite --db names the file" err_has "results store $work/notes.txt is not a SQLite database"
check "a non-SQLite --db is one line" [ "$(grep -c . "$work/err")" = 1 ]
check "a non-SQLite --db is left as it was" [ "$(cat "$work/notes.txt")" = "my notes" ]
run history --db "$work/notes.txt"
check "history of a non-SQLite --db exit 2" rc_is 2
# A damaged store: bytes overwritten in the middle of a real one.
cp "$db" "$work/damaged.db"
python3 -c "
import sys; p=sys.argv[1]; b=bytearray(open(p,'rb').read()); m=len(b)//2//4096*4096
b[m:m+4096]=bytes((i*7)&0xff for i in range(4096)); open(p,'wb').write(b)" "$work/damaged.db"
sum_before=$(sha256sum "$work/damaged.db")
run eval --workload 12p --candidate "$rejected" --db "$work/damaged.db"
check "a damaged --db exit 2" rc_is 2
check "a damaged --db still prints the verdict" grep -qF "rejected" "$work/out"
check "a damaged --db names the file" err_has "results store $work/damaged.db is damaged"
check "a damaged --db is left as it was" [ "$(sha256sum "$work/damaged.db")" = "$sum_before" ]
# A folder that cannot be made (its parent is a regular file).
run eval --workload 12p --candidate "$rejected" --db "$work/notes.txt/sub/x.db"
check "an impossible --db exit 2" rc_is 2
check "an impossible --db names the file" err_has "results store $work/notes.txt/sub/x.db: cannot create its folder"
# A read-only location and a full one, given as --db: a read-only bind mount
# and a 16 KiB tmpfs in a user+mount namespace (root ignores file modes).
if unshare --user --map-root-user --mount true 2>/dev/null; then
  mkdir -p "$work/ro" "$work/full"
  cp "$db" "$work/ro/kept.db"
  sum_before=$(sha256sum "$work/ro/kept.db")
  unshare --user --map-root-user --mount sh -c 'mount --bind "$1" "$1" && mount -o remount,ro,bind "$1" "$1" && shift && exec "$@"' \
    sh "$work/ro" "$jaxbench" eval --workload 12p --candidate "$rejected" --db "$work/ro/kept.db" >"$work/out" 2>"$work/err"
  echo $? >"$work/rc"
  check "a read-only --db exit 2" rc_is 2
  check "a read-only --db still prints the verdict" grep -qF "rejected" "$work/out"
  check "a read-only --db names the file" err_has "results store $work/ro/kept.db cannot be written"
  check "a read-only --db is one line" [ "$(grep -c . "$work/err")" = 1 ]
  check "a read-only --db keeps its bytes" [ "$(sha256sum "$work/ro/kept.db")" = "$sum_before" ]
  unshare --user --map-root-user --mount sh -c 'mount -t tmpfs -o size=16k none "$1" && shift && exec "$@"' \
    sh "$work/full" "$jaxbench" eval --workload 12p --candidate "$rejected" --db "$work/full/x.db" >"$work/out" 2>"$work/err"
  echo $? >"$work/rc"
  check "a full --db exit 2" rc_is 2
  check "a full --db still prints the verdict" grep -qF "rejected" "$work/out"
  check "a full --db names the file" err_has "results store $work/full/x.db"
  check "a full --db is one line" [ "$(grep -c . "$work/err")" = 1 ]
else
  echo "store_cli_test: no user+mount namespace here: the read-only and full --db checks did not run" >&2
fi
run history --db "$db" --json
check "the good store kept its three verdicts" [ "$(json_field "d['count']")" = 3 ]

finish_checks
