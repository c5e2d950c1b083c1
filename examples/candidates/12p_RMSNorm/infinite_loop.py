"""Hostile: never finishes exporting."""
while True:
    pass


def workload(x, scale):
    return x * scale
