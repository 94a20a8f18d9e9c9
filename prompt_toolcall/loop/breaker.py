"""The misuse breaker: stops an agent from repeating a tool call that keeps failing the same way.

Data flow (one agent run)::

    begin_run()                                    wipe counters, notes, refusals
    before executing a call:  refusal_for(name, args) -> str | None
        a str: do NOT execute; return it as the call's (error) result
    after a failed call:      observe_failure(name, args, error_text, tool_description=...)
        identical call + identical error counts up; a different error resets the count to 1
        count == note_threshold  -> a corrective note is armed (returns True)
        count == stop_threshold - 1 -> the next identical attempt (the stop_threshold-th) is
                                       refused for the rest of the run
    after a successful call:  observe_success(name)   clears that tool's counters
    before the next model request: drain_pending_note() -> str | None
        the note goes into that request only, never into the transcript

Defaults: note at 3, stop at 6, tool-description excerpt of 240 characters
(tests/unit_tests/test_breaker.py pins them). The stop threshold counts identical *attempts*:
with 6, a call that always fails the same way is executed 5 times and its 6th attempt is
refused (``test_sixth_identical_attempt_is_refused``; the real-model agent run in
tests/integration_tests/llamaindex/test_agent_local.py checks the same wiring with lowered
thresholds on Qwen2.5-Coder-0.5B). The note armed by the 3rd failure goes into the 4th request.
Small models retry a failing call unchanged until the step limit (Qwen2.5-Coder-0.5B told to
retry did so until ``max_iterations``: tests/unit_tests/llamaindex/test_li_refused_repeat.py).
The note ("this call failed N times the same way; here is what the tool expects") gives the
model what it needs to change the call, and the refusal bounds the cost when it does not.
UNMEASURED: how often the note alone ends such a loop, and whether other thresholds do better.
With the adapters' defaults an identical call never reaches the breaker twice in a turn: the
turn engine counts a failure as the call's answer and turns a repeat back before it runs
(``prompt_toolcall.loop.repeats``). The breaker bounds the repeats that reach a tool some other
way: ``suppress_repeated_calls=False``, another turn of the same run, or calls another
component made.

Thread-safe: one lock guards the state, so parallel tool executions of an async agent
can report into the same breaker.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = [
    "DEFAULT_DESCRIPTION_LIMIT",
    "DEFAULT_NOTE_THRESHOLD",
    "DEFAULT_STOP_THRESHOLD",
    "ERROR_EXCERPT_LIMIT",
    "ToolMisuseBreaker",
]

DEFAULT_NOTE_THRESHOLD = 3
"""Consecutive identical failures before the corrective note arms. Reason: one repeat can be a
transient error, a third identical failure is a pattern. UNMEASURED: no other value compared."""

DEFAULT_STOP_THRESHOLD = 6
"""Identical attempts at which the call is refused (the 6th; 5 are executed). Reason: after the
note (armed at 3) the model gets two more executed attempts to act on it before the loop is
cut. UNMEASURED: no other value compared."""

DEFAULT_DESCRIPTION_LIMIT = 240
"""Cap on the tool-description excerpt in the note, so a long docstring cannot crowd the
request. UNMEASURED: no other cap compared."""

ERROR_EXCERPT_LIMIT = 300
"""Cap on the error text quoted in a note or refusal. UNMEASURED: a stack trace as a tool
result would otherwise fill the next request."""


def _cut(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: max(limit - 3, 0)] + "..."


@dataclass
class _Streak:
    tool_name: str
    args_text: str
    error_text: str
    count: int
    description: str | None = None


class ToolMisuseBreaker:
    """Counts identical failing tool calls; arms a corrective note, then refuses the call.

    Args:
        note_threshold: consecutive identical failures (same tool, same arguments, same
            error text) that arm the corrective note for the next request.
        stop_threshold: the identical attempt that is refused, without executing it, for the
            rest of the run: after ``stop_threshold - 1`` consecutive identical failures.
        description_limit: cap on the tool-description excerpt the note carries.

    Raises:
        ValueError: note_threshold is below 1, stop_threshold below 2, or the limit is negative.

    Example:
        ```python
        breaker = ToolMisuseBreaker()
        breaker.begin_run()
        refusal = breaker.refusal_for(call.name, call.arguments)
        if refusal is not None:
            result = refusal  # an error result, the tool is not executed
        else:
            try:
                result = tool(**call.arguments)
                breaker.observe_success(call.name)
            except Exception as e:
                result = str(e)
                breaker.observe_failure(call.name, call.arguments, result, tool_description=tool.description)
        note = breaker.drain_pending_note()  # add to the NEXT request only
        ```
    """

    def __init__(
        self,
        note_threshold: int = DEFAULT_NOTE_THRESHOLD,
        stop_threshold: int = DEFAULT_STOP_THRESHOLD,
        description_limit: int = DEFAULT_DESCRIPTION_LIMIT,
    ) -> None:
        limits = (("note_threshold", note_threshold, 1), ("stop_threshold", stop_threshold, 2))
        for label, value, low in limits:
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                msg = f"ToolMisuseBreaker: {label} must be an integer >= {low}; got {value!r}"
                raise ValueError(msg)
        limit = description_limit
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
            msg = f"ToolMisuseBreaker: description_limit must be an integer >= 0; got {description_limit!r}"
            raise ValueError(msg)
        self._note_threshold = note_threshold
        self._stop_threshold = stop_threshold
        self._description_limit = description_limit
        self._lock = threading.Lock()
        self._streaks: dict[str, _Streak] = {}
        self._stopped: dict[str, _Streak] = {}
        self._pending: dict[str, str] = {}

    @property
    def note_threshold(self) -> int:
        """Consecutive identical failures before the corrective note arms."""
        return self._note_threshold

    @property
    def stop_threshold(self) -> int:
        """The identical attempt that is refused (after ``stop_threshold - 1`` identical failures)."""
        return self._stop_threshold

    @property
    def description_limit(self) -> int:
        """Cap on the tool-description excerpt carried by the corrective note."""
        return self._description_limit

    @staticmethod
    def args_key(arguments: Mapping[str, Any]) -> str:
        """Canonical key for a call's arguments: compact JSON with sorted keys.

        The byte-identical map would already catch an identical retry (same JSON source
        and insertion order); sorting keys also catches the same arguments written
        in another order, and never merges two different argument maps. Values JSON cannot
        encode fall back to ``repr``.
        """
        try:
            return json.dumps(
                arguments, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=repr
            )
        except (TypeError, ValueError):  # non-string keys that cannot be sorted, cycles
            return repr(sorted(((repr(k), repr(v)) for k, v in dict(arguments).items())))

    @staticmethod
    def _key(tool_name: str, args_text: str) -> str:
        return f"{tool_name}\x00{args_text}"

    def begin_run(self) -> None:
        """Wipe all counters, armed notes and refusals (call at the start of an agent run)."""
        with self._lock:
            self._streaks.clear()
            self._stopped.clear()
            self._pending.clear()

    def drain_pending_note(self) -> str | None:
        """Return the armed corrective notes (joined) and disarm them; None when none is armed.

        Inject the note into the NEXT model request only. It is request-only: never add it
        to the conversation transcript (kept out so notes cannot pile up in the history).
        """
        with self._lock:
            if not self._pending:
                return None
            notes = list(self._pending.values())
            self._pending.clear()
        return "\n\n".join(notes)

    def observe_failure(
        self,
        tool_name: str,
        arguments: Mapping[str, Any],
        error_text: str,
        *,
        tool_description: str | None = None,
    ) -> bool:
        """Record one failed execution of ``tool_name`` with ``arguments``.

        The same call failing with the same error text counts up; a different error text
        restarts the count at 1 (the model's change of arguments elsewhere, or the world,
        changed something).

        Returns:
            True when this failure just armed the corrective note (the count reached
            ``note_threshold``); drain it with :meth:`drain_pending_note`.
        """
        args_text = self.args_key(arguments)
        key = self._key(tool_name, args_text)
        error = str(error_text)
        with self._lock:
            streak = self._streaks.get(key)
            if streak is None or streak.error_text != error:
                streak = _Streak(tool_name, args_text, error, 0)
                self._streaks[key] = streak
            streak.count += 1
            if tool_description is not None:
                streak.description = tool_description
            armed = streak.count == self._note_threshold
            if armed:
                self._pending[key] = self._note(streak)
            if streak.count >= self._stop_threshold - 1:
                self._stopped[key] = _Streak(
                    streak.tool_name, streak.args_text, streak.error_text, streak.count, streak.description
                )
            return armed

    def observe_success(self, tool_name: str) -> None:
        """Record a successful execution: the model recovered, so this tool's streaks clear.

        A call already refused stays refused until :meth:`begin_run`, i.e. for the rest of
        the run: a success with other arguments says nothing about the refused call.
        """
        with self._lock:
            for key in [k for k, s in self._streaks.items() if s.tool_name == tool_name]:
                del self._streaks[key]

    def refusal_for(self, tool_name: str, arguments: Mapping[str, Any]) -> str | None:
        """Whether to refuse this call without executing it.

        Returns:
            None to execute the call. Otherwise the identical call has failed
            ``stop_threshold - 1`` times in a row in this run, and the returned text is the
            honest error result to give the model instead: it names the misuse and the remedy.
        """
        args_text = self.args_key(arguments)
        with self._lock:
            streak = self._stopped.get(self._key(tool_name, args_text))
        if streak is None:
            return None
        return (
            f"Error: {tool_name} was NOT executed. The identical call {tool_name}({_cut(args_text, 200)}) "
            f"already failed {streak.count} times in a row in this run with the same error: "
            f"{_cut(streak.error_text, ERROR_EXCERPT_LIMIT)} "
            "Repeating it cannot succeed. Change the arguments, call a different tool, or answer "
            "the user with what you know and say that this tool call failed."
        )

    def _note(self, streak: _Streak) -> str:
        error = _cut(streak.error_text, ERROR_EXCERPT_LIMIT)
        lines = [
            f"Note: the call {streak.tool_name}({_cut(streak.args_text, 200)}) has failed "
            f"{streak.count} times in a row with the same error: {error}",
            "Do not repeat it unchanged.",
        ]
        if streak.description and self._description_limit > 0:
            lines.append(
                f"What {streak.tool_name} expects: {_cut(streak.description, self._description_limit)}"
            )
        lines.append(
            "Fix the arguments to match the tool's parameters, use another tool, or answer the user "
            f"and say that {streak.tool_name} failed. Attempt {self._stop_threshold} of the identical call "
            "will be refused."
        )
        return "\n".join(lines)
