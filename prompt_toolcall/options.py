"""One option vocabulary for every adapter: old spellings still work, unknown ones fail loudly.

Data flow (an adapter's constructor, before its own validation)::

    keyword arguments ──► a deprecated spelling (extractor_max_tokens, on_violation) is renamed,
                          with a DeprecationWarning naming the new one
                      ──► an unknown name raises TypeError naming the closest valid option

Why: the two adapters had drifted (``extract_max_tokens`` vs ``extractor_max_tokens``), and
a misspelt option was silently ignored by pydantic, so ``extract_max_token=64`` did nothing.
"""

from __future__ import annotations

import difflib
import warnings
from collections.abc import Iterable, Mapping
from typing import Any

__all__ = ["DEPRECATED_OPTIONS", "resolve_options"]

DEPRECATED_OPTIONS: Mapping[str, str] = {
    "extractor_max_tokens": "extract_max_tokens",
    "on_violation": "on_pairing_violation",
}
"""Old option name -> the one name every adapter now uses."""


def resolve_options(owner: str, kwargs: Mapping[str, Any], valid: Iterable[str]) -> dict[str, Any]:
    """Rename deprecated options and reject unknown ones.

    Args:
        owner: the class name, for messages (``ChatToolcall``).
        kwargs: the keyword arguments given to the constructor.
        valid: every option name the constructor accepts.

    Returns:
        ``kwargs`` with deprecated names renamed.

    Raises:
        TypeError: an unknown option (the message names the closest valid one), or an option
            given under both its old and its new name.
    """
    names = sorted(set(valid))
    out: dict[str, Any] = {}
    for key, value in kwargs.items():
        new = DEPRECATED_OPTIONS.get(key)
        if new is not None and new in names:
            if new in kwargs:
                msg = f"{owner}: got both {key!r} (deprecated) and {new!r}; pass only {new!r}."
                raise TypeError(msg)
            warnings.warn(
                f"{owner}: option {key!r} is deprecated; use {new!r}.", DeprecationWarning, stacklevel=4
            )
            out[new] = value
            continue
        if key not in names:
            close = difflib.get_close_matches(key, names, n=1)
            hint = f" Did you mean {close[0]!r}?" if close else ""
            msg = f"{owner} got an unknown option {key!r}.{hint} Valid options: {', '.join(names)}."
            raise TypeError(msg)
        out[key] = value
    return out
