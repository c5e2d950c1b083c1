"""Tries to reach a TCP listener on 127.0.0.1 and reports whether it could."""
import socket

PORT = 0  # the test writes its listener's port here

try:
    socket.create_connection(("127.0.0.1", PORT), timeout=5).close()
    RESULT = "connected"
except OSError as e:
    RESULT = f"blocked ({e})"
raise RuntimeError(RESULT)
