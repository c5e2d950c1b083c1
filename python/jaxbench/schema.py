"""The judge's own choices, read from the binary: `jaxbench serve --schema`
prints every serve method's params schema (MCP's tools/list answer), built
from the judge's field tables and registries. The command line takes its
suites and TPU choices from there, so a new suite or TPU generation needs no
edit here."""

import json
import subprocess

from .errors import BinaryNotFound
from .process import find_binary


def method_params(binary=None):
    """{method: {param: schema}} as the binary declares them; {} when there is no binary to ask
    (the command line then checks nothing itself and serve refuses a bad value with one line)."""
    try:
        found = find_binary(binary)
        printed = subprocess.run([found, "serve", "--schema"], capture_output=True, text=True, timeout=30,
                                 check=True).stdout
        tools = json.loads(printed)["tools"]
    except (BinaryNotFound, OSError, subprocess.SubprocessError, ValueError, KeyError):
        return {}
    return {tool["name"]: tool["inputSchema"].get("properties") or {} for tool in tools}


def choices(params, method, name):
    """The enum of one method's param, or None where the binary gave none."""
    return params.get(method, {}).get(name, {}).get("enum")
