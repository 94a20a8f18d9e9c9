"""The core never imports a framework: every module under prompt_toolcall/ imports in a process
where LangChain, LangGraph and LlamaIndex cannot be imported at all."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import prompt_toolcall

BLOCKED = (
    "langchain",
    "langchain_core",
    "langgraph",
    "llama_index",
    "langchain_toolcall",
    "llamaindex_toolcall",
)

_SCRIPT = """
import importlib, importlib.abc, pkgutil, sys
BLOCKED = {blocked!r}

class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError(f"blocked framework import: {{name}}")
        return None

sys.meta_path.insert(0, Block())
import prompt_toolcall
names = [m.name for m in pkgutil.walk_packages(prompt_toolcall.__path__, "prompt_toolcall.")]
failed = []
for name in names:
    try:
        importlib.import_module(name)
    except ImportError as e:
        failed.append(f"{{name}}: {{e}}")
print(len(names))
print("\\n".join(failed))
sys.exit(1 if failed else 0)
"""


def test_every_core_module_imports_without_any_framework() -> None:
    root = Path(prompt_toolcall.__file__).resolve().parent
    expected = sum(1 for p in root.rglob("*.py"))
    done = subprocess.run(
        [sys.executable, "-c", _SCRIPT.format(blocked=BLOCKED)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    imported = int(done.stdout.split()[0])
    # every module file (packages count through their __init__) was walked, not a subset
    assert imported == expected - 1, (imported, expected)


def test_the_block_really_blocks() -> None:
    """The check above can fail: the same harness refuses a framework import."""
    code = _SCRIPT.format(blocked=BLOCKED).replace("import prompt_toolcall\n", "import langchain_core\n", 1)
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode != 0
    assert "blocked framework import: langchain_core" in done.stderr
