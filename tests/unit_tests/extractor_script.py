"""A scripted model for extractor tests: each request gets the next reply; requests are kept."""

from __future__ import annotations

from prompt_toolcall.extraction.extractor import ModelReply, ModelRequest, Usage
from prompt_toolcall.loop.turn import TurnRequest


class Script:
    """A model that answers each request with the next scripted reply and records the requests."""

    def __init__(self, *replies: str | ModelReply) -> None:
        self.replies = list(replies)
        self.requests: list[ModelRequest] = []

    def __call__(self, request: ModelRequest) -> ModelReply:
        self.requests.append(request)
        if not self.replies:
            raise AssertionError(f"unexpected extra request: {request.purpose}")
        reply = self.replies.pop(0)
        return reply if isinstance(reply, ModelReply) else ModelReply(reply)

    async def asend(self, request: ModelRequest) -> ModelReply:
        return self(request)


class TurnScript:
    """A model for turn-engine tests: each request (extractor, repair or answer) gets the next
    scripted reply, with ``usage`` when set; requests are kept."""

    usage: Usage | None = None

    def __init__(self, *replies: str) -> None:
        self.replies = list(replies)
        self.requests: list[TurnRequest] = []

    def __call__(self, request: TurnRequest) -> ModelReply:
        self.requests.append(request)
        if not self.replies:
            raise AssertionError(f"no reply scripted for request {len(self.requests)}: {request}")
        return ModelReply(self.replies.pop(0), self.usage)

    def prompts(self) -> list[str]:
        """The prompts of the extractor requests, in order (answer requests have none)."""
        return [r.prompt for r in self.requests if isinstance(r, ModelRequest)]
