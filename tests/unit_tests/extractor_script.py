"""A scripted model for extractor tests: each request gets the next reply; requests are kept."""

from __future__ import annotations

from prompt_toolcall.extraction.extractor import ModelReply, ModelRequest


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
