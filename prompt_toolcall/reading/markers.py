"""The three envelope markers the extractor prompt asks for.

They are ours and explicit: no model's native dialect has "no function fits" or "a
required parameter was never stated", so the prompt asks for exactly one of these.
"""

from __future__ import annotations

__all__ = ["NEED_INFO_MARKER", "NO_TOOL_MARKER", "TOOL_CALL_MARKER"]

TOOL_CALL_MARKER = "<<<TOOL_CALL>>>"
NO_TOOL_MARKER = "<<<NO_TOOL>>>"
NEED_INFO_MARKER = "<<<NEED_INFO>>>"
