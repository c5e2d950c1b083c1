"""Prints a fake success line (with wrong field types) and exits 0 without exporting."""
import os

os.write(1, b'{"status": "ok", "pallas_interpret": "yes", "custom_call_targets": 5, "message": 7}\n')
os._exit(0)
