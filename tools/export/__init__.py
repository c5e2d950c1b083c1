"""tools.export: turn the suite's JAX workloads into StableHLO artifacts.

Entry points:
  python -m tools.export ...               export / check the suite (export_suite.py)
  python tools/export/export_candidate.py  export one candidate (run by the judge's sandbox)
  python tools/export/verify_hashes.py     stdlib-only hash check of committed artifacts
"""
