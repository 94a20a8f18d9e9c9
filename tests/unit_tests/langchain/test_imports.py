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
