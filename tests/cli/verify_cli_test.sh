#!/usr/bin/env bash
# verify, mark, export-results and import through the command line, judged
# on the host (CPU) plugin: a correct kernel verifies and matches; a bundle
# travels to a second store and verifies there; a LYING bundle (its source
# swapped for a kernel that returns zeros, every sha256 recomputed so it
# passes the integrity checks) is judged, does not match (exit 1) and stays
# listed; a bundle edited without resealing is refused whole; a marked
# attempt leaves verification. Usage: verify_cli_test.sh JAXBENCH SOURCE_ROOT
set -u
jaxbench=$1; root=$2
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/check_lib.sh"
# Never the user's store: every command below names its own.
export JAXBENCH_DB="$work/default/jaxbench.db"
here="$work/here.db"; there="$work/there.db"
reference="$root/workloads/12p_RMSNorm/small/reference.cpu.mlir"  # the reference itself: a correct .mlir kernel

run eval --workload 12p --candidate "$reference" --size small --no-timing --db "$here" --json
check "eval of a correct kernel exit 0" rc_is 0
run verify --all --no-timing --db "$here" --json
check "verify --all exit 0" rc_is 0
check "verify --all judged one kernel" [ "$(json_field "d['count']")" = 1 ]
check "the kernel matches" [ "$(json_field "d['verifications'][0]['matches']")" = True ]
check "it was judged correct again" [ "$(json_field "d['verifications'][0]['verified']['status']")" = correct ]
check "the re-judged verdict was recorded" [ "$(json_field "d['verifications'][0]['verified']['verdict_id']")" = 2 ]
check "a progress line per kernel" err_has "verify 1/1: 12p_RMSNorm (attempt 1) ... correct, matches"
run verify --all --no-timing --db "$here"
check "verify text exit 0" rc_is 0
check "verify text has the table" grep -qF "1 of 1 match" "$work/out"
check "a verification is not verified again" grep -qE "^1 +12p_RMSNorm" "$work/out"
run verify --db "$here"
check "verify without --run/--all/--bundle exit 2" rc_is 2

run export-results --run 1 "$work/bundle.json" --db "$here" --json
check "export-results exit 0" rc_is 0
check "export-results wrote one attempt" [ "$(json_field "d['attempts']")" = 1 ]
run import "$work/bundle.json" --db "$there" --json
check "import exit 0" rc_is 0
check "import added it" [ "$(json_field "d['already']")" = False ]
run import "$work/bundle.json" --db "$there" --json
check "a second import adds nothing" [ "$(json_field "d['already']")" = True ]
run verify --bundle "$work/bundle.json" --no-timing --db "$there" --json
check "verify --bundle exit 0" rc_is 0
check "verify --bundle verified its kernel" [ "$(json_field "d['matched']")" = 1 ]
run history --db "$there" --json
check "there: the imported verdict and its verification" [ "$(json_field "d['count']")" = 2 ]

# The lie: a kernel that returns zeros under the original's correct verdict,
# resealed so every sha256 checks out. The canonical text is jaxbench's own
# (nlohmann's compact dump): the exported file with the whitespace between
# tokens removed, so every number keeps the digits jaxbench wrote (Python's
# float repr differs from nlohmann's for some values).
cat >"$work/zeros.mlir" <<'MLIR'
module @jit_zeros {
  func.func public @main(%arg0: tensor<2x128x1024xbf16>, %arg1: tensor<1024xbf16>) -> (tensor<2x128x1024xbf16>) {
    %0 = stablehlo.constant dense<0.000000e+00> : tensor<2x128x1024xbf16>
    return %0 : tensor<2x128x1024xbf16>
  }
}
MLIR
python3 - "$work/bundle.json" "$work/zeros.mlir" "$work/lie.json" "$work/edited.json" <<'PY'
import hashlib, json, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
def compact(text):
    out, in_string, escaped = [], False, False
    for c in text:
        if in_string:
            out.append(c)
            escaped, in_string = (not escaped and c == "\\"), (in_string if escaped or c != '"' else False)
        elif c == '"':
            out.append(c); in_string = True
        elif not c.isspace():
            out.append(c)
    return "".join(out)
sha = lambda t: hashlib.sha256(t.encode("utf-8")).hexdigest()
bundle = json.loads(text)
body = re.sub(r',"sha256":"[0-9a-f]{64}"}$', "", compact(text))
old = bundle["attempts"][0]["candidate_source"]
new = open(sys.argv[2], encoding="utf-8").read()
dumped = lambda t: json.dumps(t, ensure_ascii=False)
# The attempt's own fields (its verdict names the source's sha256 too, and stays as it was).
assert body.count(dumped(old)) == 1
body = body.replace(dumped(old), dumped(new)).replace('"candidate_sha256":"' + sha(old), '"candidate_sha256":"' + sha(new), 1)
open(sys.argv[3], "w", encoding="utf-8").write(body + ',"sha256":"' + sha(body + "}") + '"}')
bundle["run"]["agent"] = "edited"  # and not resealed
json.dump(bundle, open(sys.argv[4], "w"))
PY
lied="$work/lied.db"
run verify --bundle "$work/lie.json" --no-timing --db "$lied" --json
check "verify of a lying bundle exit 1" rc_is 1
rc_is 1 || head -c 2000 "$work/err" >&2
check "the lie is listed" [ "$(json_field "d['count']")" = 1 ]
check "the lie does not match" [ "$(json_field "d['verifications'][0]['matches']")" = False ]
check "the note says it is incorrect now" [ "$(json_field "d['verifications'][0]['note'].startswith('incorrect now: incorrect')")" = True ]
check "the claim is shown beside it" [ "$(json_field "d['verifications'][0]['original']['status']")" = correct ]
lie_attempt=$(json_field "d['verifications'][0]['attempt_id']")
run history --db "$lied" --json
check "the lie and its verification are both kept" [ "$(json_field "d['count']")" = 2 ]

run import "$work/edited.json" --db "$work/edited.db"
check "an edited bundle exit 2" rc_is 2
check "an edited bundle is refused by name" err_has "bundle $work/edited.json refused: the document does not match its sha256"
check "the refusal is one line" [ "$(grep -c . "$work/err")" = 1 ]
run history --db "$work/edited.db" --json
check "an edited bundle added nothing" [ "$(json_field "d['count']")" = 0 ]
head -c 300 "$work/bundle.json" >"$work/cut.json"
run import "$work/cut.json" --db "$work/edited.db"
check "a truncated bundle is refused" err_has "bundle $work/cut.json refused: not a complete JSON document"

run mark "$lie_attempt" --hacked --why "returns zeros" --db "$lied" --json
check "mark exit 0" rc_is 0
check "mark says it is hidden" [ "$(json_field "d['hidden']")" = True ]
run verify --all --no-timing --db "$lied" --json
check "a marked attempt is not verified" [ "$(json_field "d['count']")" = 0 ]
run mark --list --db "$lied" --json
check "the mark is kept as evidence" [ "$(json_field "d['marks'][0]['why']")" = "returns zeros" ]
run history --db "$lied" --json
check "marking deleted nothing" [ "$(json_field "d['count']")" = 2 ]
run mark 999 --hacked --why "x" --db "$lied"
check "marking an unknown attempt exit 2" rc_is 2
check "marking an unknown attempt names it" err_has "attempt 999 is not in results store $lied"
check "the default store was never touched" [ ! -e "$JAXBENCH_DB" ]

finish_checks
