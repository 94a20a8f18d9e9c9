"""The exception tree of toolcall.

Model output is data: the detector and the envelope parser never raise on it.
These exceptions are for a *caller's* mistake (a malformed tool schema, an unknown
dialect, an empty function list) and for policies the caller asked to enforce
(pairing violations with ``on_violation="raise"``, misuse refusals).
"""

from __future__ import annotations

__all__ = [
    "EnvelopeError",
    "MisuseError",
    "ModelError",
    "PairingError",
    "SchemaError",
    "ToolcallError",
    "UnknownDialectError",
]


class ToolcallError(Exception):
    """Base class of every error toolcall raises on purpose."""


class SchemaError(ToolcallError, ValueError):
    """A tool definition or JSON Schema is malformed, or a function list is empty."""


class EnvelopeError(ToolcallError, ValueError):
    """A model reply could not be read as an envelope and the caller asked to raise."""


class PairingError(ToolcallError, ValueError):
    """A message history breaks the tool_call <-> tool_result pairing invariant."""

    def __init__(self, message: str, violations: tuple[object, ...] = ()) -> None:
        super().__init__(message)
        self.violations = violations


class MisuseError(ToolcallError, RuntimeError):
    """The misuse breaker refused an identical call that kept failing."""


class ModelError(ToolcallError, RuntimeError):
    """The embedded model could not be assembled, verified or loaded (prompt_toolcall.local)."""


class UnknownDialectError(ToolcallError, KeyError):
    """No dialect reader is registered under the requested key."""

    def __str__(self) -> str:  # KeyError would repr() the message
        return str(self.args[0]) if self.args else ""
