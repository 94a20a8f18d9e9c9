"""Parametrize every ``ReaderTests`` subclass by its own ``cases`` table."""

from __future__ import annotations

import pytest


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "case" in metafunc.fixturenames and metafunc.cls is not None:
        cases = metafunc.cls.cases
        metafunc.parametrize("case", cases, ids=[c.id for c in cases])
