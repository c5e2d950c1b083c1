"""The setting a tunable candidate template runs with (see examples/templates/README.md).

A template declares its search space and reads its setting through `tuned`:

    import jaxbench_tuning
    TUNABLES = {"block_rows": [64, 128, 256]}
    CFG = jaxbench_tuning.tuned(TUNABLES)      # {"block_rows": ...}

`jaxbench optimize --proposer autotune` writes each setting it judges as the
file's first line, `JAXBENCH_SETTING = {...}`; `tuned` returns that setting.
Without the line (the template as shipped) it returns the first value of each
axis, so the template is itself a valid candidate. The candidate sandbox puts
this file on sys.path beside jaxbench_common.py; it needs only the stdlib.
"""
import sys

SETTING_NAME = "JAXBENCH_SETTING"


def tuned(tunables, setting=None):
    """The setting for `tunables` ({name: [values]}): `setting` when given, else
    the calling module's JAXBENCH_SETTING, else the first value of each axis.
    A setting that names an unknown axis or a value the axis does not list is
    a ValueError (a file edited by hand must still be inside its space)."""
    if not isinstance(tunables, dict) or not tunables:
        raise ValueError("TUNABLES must be a non-empty dict {name: [values, ...]}")
    if setting is None:
        setting = sys._getframe(1).f_globals.get(SETTING_NAME)  # the template's own module
    chosen = {name: values[0] for name, values in tunables.items()}
    if setting is None:
        return chosen
    if not isinstance(setting, dict):
        raise ValueError(f"{SETTING_NAME} must be a dict {{name: value}}, not {setting!r}")
    for name, value in setting.items():
        if name not in tunables:
            raise ValueError(f"{SETTING_NAME} names {name!r}, which TUNABLES does not declare "
                             f"(it declares {sorted(tunables)})")
        if value not in tunables[name] or type(value) is not type(
                tunables[name][tunables[name].index(value)]):
            raise ValueError(f"{SETTING_NAME}[{name!r}] = {value!r} is not one of TUNABLES[{name!r}] "
                             f"= {tunables[name]!r}")
        chosen[name] = value
    return chosen


def fit_block(block, dim):
    """A tuned block size for a dimension it may not divide (the judge's held-out
    shapes change every dimension): at most the dimension, halved until it
    divides it, so a grid of dim // block covers the array exactly."""
    block = min(block, dim)
    while dim % block:
        block //= 2
    return block
