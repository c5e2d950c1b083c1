"""Hostile: tries to allocate 64 GiB while being exported."""
BALLAST = bytearray(64 << 30)


def workload(x, scale):
    return x * scale
