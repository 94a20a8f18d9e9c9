"""A scripted model that needs the lookup step and then forgets what the lookup was for.

It behaves as the 1.5B model was measured to on name-to-id questions: the first extractor
reply is a NEED_INFO for the record lookup's id; asked to look it up, it calls the finder; once
the id is in, it says NO_TOOL (and, asked to answer, gives the id) unless asked to make the
deferred call. Shared by the LangChain and LlamaIndex agent tests of the resume step.
"""

from __future__ import annotations

import json

from prompt_parts import EXTRACTOR_MARK

from prompt_toolcall.reading.markers import NEED_INFO_MARKER, NO_TOOL_MARKER, TOOL_CALL_MARKER

QUESTION = "Which city does Ines Duarte live in?"
USERS = {"u-17": "Porto"}


def find_user_id(name: str) -> str:
    """Find a user id by full name."""
    return "u-17" if name == "Ines Duarte" else "no such user"


def get_user(user_id: str) -> str:
    """Get a user record by user id: their home city."""
    return f"city: {USERS[user_id]}" if user_id in USERS else "no such user id"


def _call(name: str, arguments: dict[str, str]) -> str:
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": name, "arguments": arguments}]})


def reply(prompt: str) -> str:
    """The scripted reply to one request's text."""
    if EXTRACTOR_MARK not in prompt:
        return "Ines Duarte lives in Porto." if "city: Porto" in prompt else "Her user id is u-17."
    if "NOTE: get_user needed user_id" in prompt:
        return _call("get_user", {"user_id": "u-17"})
    if "NOTE: get_user needs user_id" in prompt:
        return _call("find_user_id", {"name": "Ines Duarte"})
    if "u-17" in prompt:
        return NO_TOOL_MARKER
    return NEED_INFO_MARKER + json.dumps({"function": "get_user", "missing": ["user_id"]})
