"""jaxbench's benchmarks: each one a module run from the repository's root,
`.venv/bin/python -m bench.NAME` (bench/README.md lists them, with what each
measures, its peer, its command and its last figure). Code they share is in
bench/lib; one-off experiments whose results are written down are in
bench/experiments."""
