"""Unit tests run with the network off (as langchain partner packages run theirs under
``--disable-socket --allow-unix-socket``): a unit test that reaches out fails loudly."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytest_socket import disable_socket, enable_socket


@pytest.fixture(autouse=True)
def _no_network() -> Iterator[None]:
    disable_socket(allow_unix_socket=True)
    yield
    enable_socket()
