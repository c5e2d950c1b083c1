"""`python -m jaxbench evaluate|run|list`, as `python -m JAXBench`."""

import sys

from .cli import main

sys.exit(main())
