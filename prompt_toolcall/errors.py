"""The exception tree of toolcall.

Model output is data: the detector and the envelope parser never raise on it.
These exceptions are for a *caller's* mistake (a malformed tool schema, an unknown
dialect, an empty function list) and for policies the caller asked to enforce
(pairing violations with ``on_violation="raise"``, misuse refusals).
"""

from __future__ import annotations

__all__ = [
    "CardError",
    "EnvelopeError",
    "MisuseError",
    "ModelError",
    "PairingError",
    "SchemaError",
    "ServerError",
    "ToolDescriptionWarning",
    "ToolcallError",
    "ToolcallWarning",
    "UnknownDialectError",
    "note_inner_model_error",
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


class ServerError(ToolcallError, RuntimeError):
    """An inference server could not be probed, or refused a structured-output request toolcall
    built for it (the message names the server, the parameter and what to do)."""


class ModelError(ToolcallError, RuntimeError):
    """The embedded model could not be assembled, verified or loaded (prompt_toolcall.local)."""


class CardError(ToolcallError, ValueError):
    """A score card cannot be read or applied (not a card, no best setting, an unknown option)."""


class UnknownDialectError(ToolcallError, KeyError):
    """No dialect reader is registered under the requested key."""

    def __str__(self) -> str:  # KeyError would repr() the message
        return str(self.args[0]) if self.args else ""


class ToolcallWarning(UserWarning):
    """Base class of every warning toolcall gives (filter them all with this one class)."""


class ToolDescriptionWarning(ToolcallWarning):
    """A bound tool has no description, so a small model will pick it less reliably."""


def note_inner_model_error(error: BaseException, purpose: str, model: str) -> None:
    """The one policy for an inner model's exception, in every adapter: it propagates
    unchanged (so a framework's retry or fallback keyed on its type still works), with a
    note (PEP 678, Python >= 3.11) saying which request of which model raised it.

    Args:
        error: the inner model's exception, about to be re-raised.
        purpose: the request's purpose (``extract``, ``repair``, ``verify``, ``answer``, ``restate``).
        model: the inner model's name or class.
    """
    add_note = getattr(error, "add_note", None)
    if callable(add_note):
        add_note(
            f"toolcall: raised by the inner model {model!r} during the {purpose!r} request; "
            "no tool call was made"
        )
