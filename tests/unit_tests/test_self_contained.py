"""The repository is self-contained: a copy of it with nothing beside it collects every test.

Guards against a test or fixture that reads a file from outside the checkout (a sibling
folder, an absolute path of one machine): such a test would pass here and fail in a clone.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_IGNORED = (".git", ".venv", "venv", "__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", "results")


def test_a_copy_with_no_sibling_folders_collects_every_test(tmp_path: Path) -> None:
    copy = tmp_path / "alone" / "repo"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(*_IGNORED, "*.egg-info"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    env["PYTHONPATH"] = str(copy)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "tests"],
        cwd=copy,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    tail = done.stdout[-3000:] + done.stderr[-3000:]
    assert done.returncode == 0, tail
    assert "error" not in done.stdout.splitlines()[-1].lower(), tail
    assert " collected" in done.stdout or "tests collected" in done.stdout, tail
    # the copy's own packages were the ones imported, not the checkout's
    probe = subprocess.run(
        [sys.executable, "-c", "import prompt_toolcall; print(prompt_toolcall.__file__)"],
        cwd=copy,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert probe.stdout.strip().startswith(str(copy)), probe.stdout + probe.stderr
