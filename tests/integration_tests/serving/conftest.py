"""A real llama-cpp-python server with the embedded 0.5B model, started once per test session.

``python -m llama_cpp.server`` listens on 127.0.0.1 at a free port with 2 threads and a small
context; the fixture waits for ``/v1/models``, yields the base URL, and stops the process at
the end of the session (its log is shown if it fails to start). ``start_server`` is also used
by the one test that kills a server of its own mid-request.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

FAST = "qwen2.5-coder-0.5b"
ALIAS = "qwen-0.5b"
N_CTX = 3072
"""The longest request here (a state view after one tool result) is well under 2k tokens."""
START_TIMEOUT = 180.0


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Server:
    """One server process and its base URL."""

    def __init__(self, process: subprocess.Popen[bytes], base_url: str, log: Path) -> None:
        self.process = process
        self.base_url = base_url
        self.log = log

    def cpu_seconds(self) -> float | None:
        """User + system CPU time of the server process so far (Linux ``/proc``), else None."""
        try:
            fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return None
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=15)


def start_server(n_threads: int = 2) -> Server:
    from prompt_toolcall.local import ensure_model

    path = ensure_model(FAST, progress=False)
    port = free_port()
    log = Path(tempfile.mkstemp(prefix="toolcall-llama-server-", suffix=".log")[1])
    command = [
        sys.executable, "-m", "llama_cpp.server",
        "--model", str(path), "--model_alias", ALIAS,
        "--n_ctx", str(N_CTX), "--n_threads", str(n_threads), "--n_threads_batch", str(n_threads),
        "--host", "127.0.0.1", "--port", str(port), "--verbose", "False",
    ]  # fmt: skip
    env = {**os.environ, "OMP_WAIT_POLICY": "PASSIVE"}
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env)
    server = Server(process, f"http://127.0.0.1:{port}/v1", log)
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            break
        try:
            if httpx.get(f"{server.base_url}/models", timeout=2.0).status_code == 200:
                return server
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    server.stop()
    tail = log.read_text(errors="replace")[-2000:]
    pytest.fail(f"llama-cpp-python's server did not start within {START_TIMEOUT:.0f} s:\n{tail}")


@pytest.fixture(scope="session")
def llama_server(model_timer: Any) -> Iterator[Server]:
    """The shared server. Its CPU time goes into the timings summary: on a loaded machine the
    wall times say little about CI, the server's CPU seconds (over 2 threads) do."""
    server = start_server()
    try:
        yield server
    finally:
        cpu = server.cpu_seconds()
        if cpu is not None:
            model_timer.record_cpu("serving: the llama-cpp-python server process (2 threads)", cpu)
        server.stop()
