"""The public API of langchain_toolcall is pinned (langchain-anthropic's test_imports habit)."""

from __future__ import annotations

import langchain_toolcall

EXPECTED_ALL = [
    "ChatToolcall",
    "ToolMisuseRefusal",
    "ToolcallGuard",
    "ToolcallMiddleware",
    "ToolcallOutputParser",
]


def test_all_imports() -> None:
    assert sorted(langchain_toolcall.__all__) == sorted(EXPECTED_ALL)
    for name in EXPECTED_ALL:
        assert getattr(langchain_toolcall, name) is not None


def test_core_never_imports_langchain() -> None:
    import subprocess
    import sys

    code = (
        "import sys, prompt_toolcall, prompt_toolcall.loop.turn, prompt_toolcall.extraction.extractor, prompt_toolcall.reading.envelope, prompt_toolcall.reading.detect;"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('langchain', 'langchain_core', 'llama_index')];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
