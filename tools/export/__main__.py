"""`python -m tools.export` runs the suite exporter."""
import sys

from tools.export.export_suite import main

sys.exit(main())
