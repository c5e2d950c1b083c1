#!/usr/bin/env python3
"""Runs llama.cpp's OpenAI-compatible HTTP server (as xllamacpp embeds it) until SIGTERM.

    serve.py --model FILE.gguf --alias NAME --ctx N --threads N --port-file PATH

Run by local_model.py start with the venv's python. Listens on 127.0.0.1 on a
free port (llama.cpp binds port 0 to one) and writes http://127.0.0.1:PORT to
--port-file (whole, by a rename) once the model is loaded and it listens.
"""
import argparse
import os
import signal
import threading

import xllamacpp


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", required=True)
    parser.add_argument("--alias", required=True)
    parser.add_argument("--ctx", type=int, required=True)
    parser.add_argument("--threads", type=int, required=True)
    parser.add_argument("--port-file", required=True)
    args = parser.parse_args()
    params = xllamacpp.CommonParams()
    params.model.path = args.model
    params.model_alias = {args.alias}
    params.n_ctx = args.ctx
    params.n_parallel = 1  # one slot: the whole window for one prompt, as the loop sends one at a time
    params.cpuparams.n_threads = args.threads
    params.cpuparams_batch.n_threads = args.threads
    params.hostnames = ["127.0.0.1"]
    params.port = 0
    params.ui = False
    server = xllamacpp.Server(params)  # loads the model, then listens
    tmp = args.port_file + ".tmp"
    with open(tmp, "w") as handle:
        handle.write(server.listening_address)
    os.replace(tmp, args.port_file)
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    stop.wait()


if __name__ == "__main__":
    main()
