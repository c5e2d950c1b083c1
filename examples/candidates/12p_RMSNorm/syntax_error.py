"""Malformed: not valid Python."""
def workload(x, scale)
    return x * scale
