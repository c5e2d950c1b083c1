"""What the benchmarks import rather than run: code more than one of them
uses (the estimate's formula and fit, the registry's peaks, Spearman), the
libraries of one benchmark kept out of its script (its tables, its kernels),
and the Python peer, which the CPU benchmarks start as a child process
(`python -m bench.lib.python_peer`). Nothing here is a benchmark itself."""
