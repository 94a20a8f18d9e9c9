"""The dialect registry: one table of reader keys, modules and classes.

Readers are imported on first use. A key is public API (users name it in config), and
key, module and class agree: ``"hermes"`` -> ``hermes.py`` -> ``HermesReader``.
Out-of-tree readers register with :func:`register_reader`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TypeVar

from toolcall.dialects.base import DialectReader, ReadContext
from toolcall.errors import UnknownDialectError

__all__ = [
    "DialectReader",
    "ReadContext",
    "available_readers",
    "get_reader",
    "register_reader",
    "unregister_reader",
]

# key -> (module under toolcall.dialects, class name). Order is priority order: the
# detector tries readers whose markers occur, in this order.
_READERS: dict[str, tuple[str, str]] = {}

_CUSTOM: dict[str, type[DialectReader]] = {}
_INSTANCES: dict[str, DialectReader] = {}

R = TypeVar("R", bound=type[DialectReader])


def register_reader(key: str, *, replace: bool = False) -> Callable[[R], R]:
    """Class decorator registering an out-of-tree reader under ``key``.

    Example:
        ```python
        @register_reader("mymodel")
        class MyModelReader(DialectReader):
            markers = ("<<call>>",)
            def read(self, text, ctx): ...
        ```

    Raises:
        ValueError: ``key`` is taken and ``replace`` is False.
    """

    def deco(cls: R) -> R:
        if not replace and (key in _READERS or key in _CUSTOM):
            msg = f"A dialect reader is already registered as {key!r}; pass replace=True to override it."
            raise ValueError(msg)
        cls.key = key
        _CUSTOM[key] = cls
        _INSTANCES.pop(key, None)
        return cls

    return deco


def unregister_reader(key: str) -> None:
    """Remove a reader registered with :func:`register_reader` (built-ins stay)."""
    _CUSTOM.pop(key, None)
    _INSTANCES.pop(key, None)


def available_readers() -> list[str]:
    """Every registered key, built-ins first in priority order, then custom readers."""
    return list(_READERS) + [k for k in _CUSTOM if k not in _READERS]


def get_reader(key: str) -> DialectReader:
    """The reader instance registered under ``key``.

    Raises:
        UnknownDialectError: no such key; the message lists every registered key.
    """
    inst = _INSTANCES.get(key)
    if inst is not None:
        return inst
    if key in _CUSTOM:
        inst = _CUSTOM[key]()
    elif key in _READERS:
        module_name, class_name = _READERS[key]
        module = importlib.import_module(f"toolcall.dialects.{module_name}")
        inst = getattr(module, class_name)()
    else:
        msg = f"No dialect reader {key!r}. Registered: {', '.join(available_readers()) or '(none)'}"
        raise UnknownDialectError(msg)
    _INSTANCES[key] = inst
    return inst
