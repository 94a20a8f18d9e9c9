"""repair_tool_pairing on agent transcripts cut at every point.

A random but VALID agent transcript (system, user turns, assistant turns with parallel calls,
their results in any order, user text after them, final answers) is cut at EVERY index, as a
run cut off by a crash, a timeout or a context trim leaves it. For every prefix and both
strategies:

* the repaired history validates (``validate_tool_pairing`` returns nothing);
* every valid result (its call is in the prefix) is kept, unchanged;
* only the calls whose results fell past the cut are dropped / answered with a synthesized
  error, and the notes name each of them by name and id; nothing else changes.

Further, each transcript is damaged (a duplicated result, a lost result, a repeated id) and the
repair must drop or synthesize exactly what is broken, saying which.

``TOOLCALL_PAIRING_EXAMPLES`` transcripts are generated (default 150; the issue-9 run is
``TOOLCALL_PAIRING_EXAMPLES=10000``), each checked at every cut point.
"""

from __future__ import annotations

import os
import random
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prompt_toolcall.loop.pairing import SYNTHESIZED_RESULT, repair_tool_pairing, validate_tool_pairing
from prompt_toolcall.messages import Message, MessageToolCall

EXAMPLES = int(os.environ.get("TOOLCALL_PAIRING_EXAMPLES", "150"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

TOOLS = ("get_weather", "search", "send_email", "flaky")


def valid_transcript(rng: random.Random) -> list[Message]:
    """An agent run with unique ids and every call answered in the next turn."""
    out: list[Message] = []
    if rng.random() < 0.5:
        out.append(Message("system", "You are helpful."))
    n = 0
    for turn in range(rng.randint(1, 4)):
        out.append(Message("user", f"request {turn}"))
        for _step in range(rng.randint(0, 3)):
            calls = []
            for _ in range(rng.randint(1, 3)):
                n += 1
                # Ids in several spellings, all distinct on the wire.
                call_id = rng.choice(("call_{}", "call.{}x", "toolu_{}", "{}"))
                calls.append(MessageToolCall(call_id.format(n), rng.choice(TOOLS), {"n": n}))
            text = f"thinking {n}" if rng.random() < 0.3 else ""
            out.append(Message("assistant", text, tuple(calls)))
            results = [Message("tool", f"result of {c.id}", tool_call_id=c.id, name=c.name) for c in calls]
            rng.shuffle(results)
            out.extend(results)
            if rng.random() < 0.2:
                out.append(Message("user", f"also {n}"))
        out.append(Message("assistant", f"answer {turn}"))
    return out


def _results(history: list[Message]) -> list[Message]:
    return [m for m in history if m.role == "tool"]


def _calls(history: list[Message]) -> list[MessageToolCall]:
    return [c for m in history for c in m.tool_calls]


def _check_cut(prefix: list[Message]) -> None:
    answered = {m.tool_call_id for m in _results(prefix)}
    unanswered = [c for c in _calls(prefix) if c.id not in answered]
    for strategy in ("drop", "synthesize"):
        out, notes = repair_tool_pairing(prefix, strategy)
        assert validate_tool_pairing(out) == []
        # Every valid result is kept exactly (in a valid transcript's prefix, all of them are).
        assert [m for m in _results(out) if m.content != SYNTHESIZED_RESULT] == _results(prefix)
        assert [m for m in out if m.role in ("system", "user")] == [
            m for m in prefix if m.role in ("system", "user")
        ]
        if not unanswered:
            assert (out, notes) == (prefix, [])
            continue
        if strategy == "drop":
            assert {c.id for c in _calls(out)} == {c.id for c in _calls(prefix)} - {c.id for c in unanswered}
            for c in unanswered:
                assert f"dropped unanswered call {c.name} [{c.id}] from its assistant message" in notes
        else:
            assert _calls(out) == _calls(prefix)
            synthesized = [m for m in _results(out) if m.content == SYNTHESIZED_RESULT]
            assert [m.tool_call_id for m in synthesized] == [c.id for c in unanswered]
            for c in unanswered:
                assert f"synthesized an error result for unanswered call {c.name} [{c.id}]" in notes
        # Nothing but the unanswered calls is mentioned.
        mentioned = [n for n in notes if "unanswered call" in n]
        assert len(mentioned) == len(unanswered)


@SETTINGS
@given(st.integers(min_value=0, max_value=2**32))
def test_every_cut_point_of_a_valid_transcript_repairs_exactly_the_cut(seed: int) -> None:
    history = valid_transcript(random.Random(seed))
    assert validate_tool_pairing(history) == []
    for cut in range(len(history) + 1):
        _check_cut(history[:cut])


@SETTINGS
@given(st.integers(min_value=0, max_value=2**32))
def test_damage_is_repaired_and_named(seed: int) -> None:
    """A duplicated result, a lost result or a reused id: exactly that is dropped, synthesized
    or renamed, the notes say which, and every other result survives."""
    rng = random.Random(seed)
    history = valid_transcript(rng)
    results = [i for i, m in enumerate(history) if m.role == "tool"]
    if not results:
        return
    i = rng.choice(results)
    victim = history[i]
    damage = rng.choice(("duplicate", "lose", "orphan"))
    if damage == "duplicate":
        broken = [*history[: i + 1], replace(victim, content="second copy"), *history[i + 1 :]]
    elif damage == "lose":
        broken = history[:i] + history[i + 1 :]
    else:  # the result arrives late, after a later exchange: an orphan there, unanswered here
        late = [Message("user", "later"), Message("assistant", "later answer"), victim]
        broken = [*history[:i], *history[i + 1 :], *late]
    assert validate_tool_pairing(broken)
    for strategy in ("drop", "synthesize"):
        out, notes = repair_tool_pairing(broken, strategy)
        assert validate_tool_pairing(out) == []
        kept = [m for m in _results(out) if m.content != SYNTHESIZED_RESULT]
        others = [m for m in _results(history) if m.tool_call_id != victim.tool_call_id]
        assert others == [m for m in kept if m.tool_call_id != victim.tool_call_id]
        if damage == "duplicate":
            assert victim in kept and replace(victim, content="second copy") not in kept
            assert any(f"dropped tool result [{victim.tool_call_id}]" in n for n in notes)
        elif damage == "lose":
            named = f"{victim.name} [{victim.tool_call_id}]"
            assert any(named in n for n in notes)
            assert victim not in kept
        else:
            assert any(f"dropped tool result [{victim.tool_call_id}]" in n for n in notes)
            assert any(f"{victim.name} [{victim.tool_call_id}]" in n for n in notes)
