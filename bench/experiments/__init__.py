"""One-off experiments: each asked one question, its answer is written down
(bench/README.md says where), and it is kept so the answer can be checked
again, not run as a benchmark. Run from the repository's root like the
benchmarks: `.venv/bin/python -m bench.experiments.NAME`."""
