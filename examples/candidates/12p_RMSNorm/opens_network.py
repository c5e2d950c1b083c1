"""Hostile: tries to phone home while being exported."""
import socket

socket.create_connection(("198.51.100.7", 443), timeout=5).close()


def workload(x, scale):
    return x * scale
