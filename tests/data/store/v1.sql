-- A version-1 results store (src/store/migrations.cpp, kVersion1), as SQL
-- text: tests/store/migrations_test.cpp loads it into a temp database and
-- migrates it. Do not edit the schema part: it is what version 1 shipped.
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

-- Rows a version-1 jaxbench wrote: one eval of a correct candidate, one of a
-- wrong one, a verification and a mark. Migrating must keep all of them.
INSERT INTO environments (id, hash, chip, device_kind, platform, plugin_path, platform_version, libtpu_version,
  jaxlib_version, jaxbench_commit, host, created_at)
VALUES (1, 'fixture-env', 'v6e', 'TPU v6 lite', 'tpu', '/opt/libtpu.so', 'TFRT TPU v6 lite', '0.0.20', '0.11.2',
  '0123456789abcdef0123456789abcdef01234567', 'tpu-host', '2026-11-01T10:00:00.000Z');
INSERT INTO runs (id, started_at, command, agent, environment_id)
VALUES (1, '2026-11-01T10:00:00.000Z', 'eval', '', 1);
INSERT INTO attempts (id, run_id, workload, size, candidate_path, candidate_source, candidate_sha256, module_sha256,
  proposer, created_at)
VALUES (1, 1, '12p_RMSNorm', 'small', '/k/fast.py', 'def workload(x, w): ...', 'aa', 'bb', 'human',
  '2026-11-01T10:00:01.000Z'),
       (2, 1, '41k_Gemm_Add_ReLU', 'small', '/k/zeros.py', 'def workload(x): ...', 'cc', 'dd', 'human',
  '2026-11-01T10:00:02.000Z');
INSERT INTO verdicts (id, attempt_id, verdict_json, verdict_sha256, status, class, speedup, speedup_low, speedup_high,
  created_at)
VALUES (1, 1, '{"workload":"12p_RMSNorm","chip":"v6e","status":"correct"}', 'ee', 'correct', 'FASTER', 1.5, 1.45,
  1.55, '2026-11-01T10:00:03.000Z'),
       (2, 2, '{"workload":"41k_Gemm_Add_ReLU","chip":"v6e","status":"incorrect"}', 'ff', 'incorrect', NULL, NULL,
  NULL, NULL, '2026-11-01T10:00:04.000Z');
INSERT INTO verifications (attempt_id, verdict_id, matches, note) VALUES (1, 1, 1, 'fixture');
INSERT INTO marks (attempt_id, hacked, why) VALUES (2, 1, 'fixture: returns zeros');
PRAGMA user_version = 1;
