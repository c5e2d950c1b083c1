#include "store/migrations.h"

namespace jaxbench::store {

namespace {

// Version 1. Times are UTC ISO-8601 with milliseconds, as SQLite writes them.
// Every artifact a bundle will carry has its sha256 beside it.
constexpr const char* kVersion1 = R"sql(
CREATE TABLE environments (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,          -- sha256 of the fields below: one row per distinct environment
  chip TEXT NOT NULL,
  device_kind TEXT NOT NULL,
  platform TEXT NOT NULL,
  plugin_path TEXT NOT NULL,
  platform_version TEXT NOT NULL,
  libtpu_version TEXT NOT NULL,       -- '' when unknown
  jaxlib_version TEXT NOT NULL,       -- the exporting jax's, '' when unknown
  jaxbench_commit TEXT NOT NULL,      -- 'unknown' outside a git checkout
  host TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE runs (
  id INTEGER PRIMARY KEY,
  started_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command TEXT NOT NULL,              -- eval, run, serve, optimize
  agent TEXT NOT NULL DEFAULT '',
  model TEXT NOT NULL DEFAULT '',
  strategy TEXT NOT NULL DEFAULT '',
  budget TEXT NOT NULL DEFAULT '',
  environment_id INTEGER NOT NULL REFERENCES environments(id),
  imported_from TEXT                  -- the bundle's sha256 for an imported (unverified) run; NULL when judged here
);
CREATE TABLE attempts (
  id INTEGER PRIMARY KEY,
  run_id INTEGER NOT NULL REFERENCES runs(id),
  workload TEXT NOT NULL,
  size TEXT NOT NULL,
  candidate_path TEXT NOT NULL DEFAULT '',
  candidate_source TEXT,              -- the file as judged; NULL for a reference timing
  candidate_sha256 TEXT,
  module_sha256 TEXT,                 -- of the StableHLO the judge compiled; NULL when it never got that far
  proposer TEXT NOT NULL DEFAULT '',
  tokens INTEGER,
  wall_seconds REAL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX attempts_by_workload ON attempts(workload);
CREATE TABLE verdicts (
  id INTEGER PRIMARY KEY,
  attempt_id INTEGER NOT NULL REFERENCES attempts(id),
  verdict_json TEXT NOT NULL,         -- the whole document (docs/verdict.md, or a run's results row)
  verdict_sha256 TEXT NOT NULL,
  status TEXT NOT NULL,
  class TEXT,                         -- FASTER, SLOWER, SAME, UNSURE; NULL without timing
  speedup REAL,
  speedup_low REAL,                   -- the 95% interval
  speedup_high REAL,
  roofline_fraction REAL,             -- roofline bound / candidate median time
  target_status TEXT,                 -- the TPU pre-flight's status, NULL when none was asked for
  -- The secret seeds the verdict used, written in the same transaction as
  -- the verdict and never before it: a verification's fresh seeds stay
  -- secret until its verdict exists.
  seeds TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX verdicts_by_attempt ON verdicts(attempt_id);
CREATE TABLE verifications (
  id INTEGER PRIMARY KEY,
  attempt_id INTEGER NOT NULL REFERENCES attempts(id),
  verdict_id INTEGER NOT NULL REFERENCES verdicts(id),  -- the re-judged verdict
  verified_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  matches INTEGER NOT NULL CHECK (matches IN (0, 1)),
  note TEXT NOT NULL DEFAULT ''
);
CREATE TABLE marks (
  id INTEGER PRIMARY KEY,
  attempt_id INTEGER NOT NULL REFERENCES attempts(id),
  hacked INTEGER NOT NULL CHECK (hacked IN (0, 1)),
  hidden INTEGER NOT NULL DEFAULT 1 CHECK (hidden IN (0, 1)),  -- kept out of the ranking, evidence kept
  why TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
)sql";

// Version 2: what the history and the leaderboard filter on, on the verdict
// itself (its workload and chip, filled from version 1's rows), indexed;
// and whether an attempt is a candidate or a reference timed by `run`.
constexpr const char* kVersion2 = R"sql(
ALTER TABLE attempts ADD COLUMN kind TEXT NOT NULL DEFAULT 'candidate' CHECK (kind IN ('candidate', 'reference'));
ALTER TABLE verdicts ADD COLUMN workload TEXT NOT NULL DEFAULT '';
ALTER TABLE verdicts ADD COLUMN chip TEXT NOT NULL DEFAULT '';
UPDATE verdicts SET
  workload = (SELECT a.workload FROM attempts a WHERE a.id = verdicts.attempt_id),
  chip = coalesce(json_extract(verdict_json, '$.chip'), '');
CREATE INDEX verdicts_by_workload_status ON verdicts(workload, status);
CREATE INDEX verdicts_by_chip ON verdicts(chip);
)sql";

// Version 3: the autonomous loop (`optimize`). A loop run keeps its
// configuration (so --resume continues it as it was started) and every step:
// the prompt it planned, what the proposer answered, the candidate that came
// back, and the attempt its verdict was recorded under. A step is planned,
// then proposed, then judged, each in its own transaction, so a run killed at
// any point resumes without proposing or judging anything twice.
constexpr const char* kVersion3 = R"sql(
CREATE TABLE loop_runs (
  run_id INTEGER PRIMARY KEY REFERENCES runs(id),
  config_json TEXT NOT NULL,
  finished_at TEXT                    -- NULL while it can still be resumed
);
CREATE TABLE loop_steps (
  id INTEGER PRIMARY KEY,
  run_id INTEGER NOT NULL REFERENCES runs(id),
  workload TEXT NOT NULL,
  step INTEGER NOT NULL,              -- 1, 2, ... within (run, workload), in planning order
  round INTEGER NOT NULL,             -- the strategy's round that planned it
  parent_step INTEGER,                -- the step it refines (beam, evolve, refine), NULL for a fresh start
  setting_json TEXT,                  -- autotune's setting, NULL for a proposer's step
  system_text TEXT NOT NULL,          -- the request as sent
  user_text TEXT NOT NULL,
  outcome TEXT,                       -- NULL until proposed: ok, no_code, cut_off, error
  message TEXT NOT NULL DEFAULT '',
  raw_reply TEXT,                     -- the model's text or the command's stdout
  proposer_log TEXT,                  -- the command's stderr (its last 64 KiB)
  candidate_source TEXT,              -- the candidate that came back (outcome ok)
  prompt_tokens INTEGER,
  completion_tokens INTEGER,
  requests INTEGER,
  propose_seconds REAL,
  attempt_id INTEGER REFERENCES attempts(id),  -- its verdict's attempt, once judged
  UNIQUE (run_id, workload, step)
);
)sql";

// Version 4: the loop's confirmation (#30, the winner's curse). Before it
// reports a best, `optimize --confirm N` re-judges its top N correct steps
// with fresh seeds; each re-judged verdict is kept here, tied to the step's
// attempt, so that `verify` (and through it the board) picks the kernel the
// loop picked. A new table only: no row of version 3 is touched, and a reader
// that does not know it sees the store as before. One confirmation of a
// (run, workload) is one batch, written in one transaction; a resumed run
// that confirms again writes the next batch, and only the latest counts.
constexpr const char* kVersion4 = R"sql(
CREATE TABLE confirmations (
  id INTEGER PRIMARY KEY,
  run_id INTEGER NOT NULL REFERENCES runs(id),          -- the loop run that confirmed
  workload TEXT NOT NULL,
  batch INTEGER NOT NULL,                               -- 1, 2, ... per (run, workload)
  attempt_id INTEGER NOT NULL REFERENCES attempts(id),  -- the step's attempt, whose first verdict is the claim
  verdict_json TEXT NOT NULL,                           -- the re-judged verdict, whole
  verdict_sha256 TEXT NOT NULL,
  status TEXT NOT NULL,
  class TEXT,
  speedup REAL,
  speedup_low REAL,
  speedup_high REAL,
  seeds TEXT,                                           -- its fresh seeds, written with it
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX confirmations_by_attempt ON confirmations(attempt_id);
CREATE INDEX confirmations_by_run ON confirmations(run_id, workload, batch);
)sql";

// Version 5: which confirmed candidate the loop picked. With a target
// (`optimize --target v6e`) the loop picks by the TPU estimate, not by the
// host's confirmed speedup (loop/confirm.h), so verify, ordering by that
// speedup, could re-judge another kernel than the one the loop reported.
// Version 4's rows get 0: no pick recorded, and verify orders them by their
// confirmed speedup as it did before.
constexpr const char* kVersion5 = R"sql(
ALTER TABLE confirmations ADD COLUMN picked INTEGER NOT NULL DEFAULT 0 CHECK (picked IN (0, 1));
)sql";

// Version 6: a user's own ops (jaxbench workload add). Each attempt keeps its
// workload's tier (the leaderboard's heading: a user op never joins the 50's
// geomean) and, for a user op, the content hash of its source files when it
// was judged, so a changed op's new attempts never rank or verify beside the
// old ones. Older rows get their tier from their id's form
// (suite/workload_id.h): "12p_Name" suite, "l1_019_Name" levels, else user.
constexpr const char* kVersion6 = R"sql(
ALTER TABLE attempts ADD COLUMN tier TEXT NOT NULL DEFAULT 'suite';
ALTER TABLE attempts ADD COLUMN workload_sha256 TEXT;
UPDATE attempts SET tier = CASE
  WHEN workload GLOB '[0-9]*[pk]_*' THEN 'suite'
  WHEN workload GLOB 'l[0-9]*_[0-9][0-9][0-9]_*' THEN 'levels'
  ELSE 'user' END;
CREATE INDEX attempts_by_workload_hash ON attempts(workload, workload_sha256);
)sql";

}  // namespace

const std::vector<std::string>& migrations() {
  static const std::vector<std::string> kMigrations = {kVersion1, kVersion2, kVersion3,
                                                       kVersion4, kVersion5, kVersion6};
  return kMigrations;
}

void migrate(const Database& database) {
  const std::vector<std::string>& steps = migrations();
  auto refuse_newer = [&](int64_t version) {
    if (version <= static_cast<int64_t>(steps.size())) return;
    throw StoreError("results store " + database.path() + " is schema version " + std::to_string(version) +
                     ", newer than this jaxbench's " + std::to_string(steps.size()) +
                     "; update jaxbench or pass --db FILE (the file was left as it is)");
  };
  int64_t seen = database.query_integer("PRAGMA user_version");
  refuse_newer(seen);
  while (seen < static_cast<int64_t>(steps.size())) {
    database.transaction([&] {
      // Another process may have migrated since the last read.
      seen = database.query_integer("PRAGMA user_version");
      refuse_newer(seen);
      if (seen >= static_cast<int64_t>(steps.size())) return;
      database.execute(steps[seen]);
      database.execute("PRAGMA user_version = " + std::to_string(seen + 1));
      ++seen;
    });
  }
}

Database open_store(const std::string& path) {
  Database database = Database::open(path);
  migrate(database);
  return database;
}

}  // namespace jaxbench::store
