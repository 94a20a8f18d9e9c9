"""Every serving test starts with an empty dialect cache (it is process-wide by design)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from prompt_toolcall.serving import forget_servers


@pytest.fixture(autouse=True)
def _fresh_dialect_cache() -> Iterator[None]:
    forget_servers()
    yield
    forget_servers()
