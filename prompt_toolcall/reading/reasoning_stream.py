"""Reasoning blocks split from an answer, the same way whole or streamed.

Data flow (one answer reply; both adapters, sync and streaming)::

    text deltas ──► ReasoningSplitter.feed ──► (content delta, reasoning delta)
                    <think>/<thinking>/<reasoning> ... </same>   (case-insensitive)
                    a tag cut between two deltas is held until it is complete
    end         ──► ReasoningSplitter.close ──► what was held (an unclosed block: reasoning)

:func:`split_reasoning` runs the same splitter over a whole reply, so a streamed answer's
deltas join to exactly what the batch call returns (tested at every split point).

Whitespace: the content's leading whitespace before or right after a reasoning block is
dropped (``<think>..</think>\\n\\nHi`` gives ``Hi``), and so is the whitespace that opens or
closes a block (held until more text shows whether it is inner); a second block is joined
to the first with a blank line.

Unlike :func:`prompt_toolcall.reading.detect.strip_reasoning` (extractor replies, read whole),
a closing tag with no opener (``plan</think>answer``, servers that write ``<think>`` into
the prompt) is left in the content: recognising it would mean holding back the whole
streamed answer until its end.
"""

from __future__ import annotations

from prompt_toolcall.reading.detect import REASONING_TAGS

__all__ = ["ReasoningSplitter", "split_reasoning"]

_OPEN_TAGS: tuple[str, ...] = tuple(f"<{t}>" for t in REASONING_TAGS)
_MAX_TAG = max(len(t) for t in REASONING_TAGS) + 3  # "</" + name + ">"


class ReasoningSplitter:
    """Splits an answer into content and reasoning, one delta at a time.

    Example:
        ```python
        s = ReasoningSplitter()
        s.feed("<thi")  # ("", "")  (a tag may be starting: held)
        s.feed("nk>plan</think> Hi")  # ("Hi", "plan")
        s.close()  # ("", "")
        ```
    """

    def __init__(self) -> None:
        self._held = ""
        self._close_tag: str | None = None  # set while inside a block
        self._content_started = False
        self._block_started = False  # inside a block: a non-space character was emitted
        self._block_ws = ""  # whitespace inside a block, held until more text follows it
        self._saw_reasoning = False
        self._leading_ws = ""  # content whitespace held before any visible content

    def feed(self, text: str) -> tuple[str, str]:
        """Take one delta; return the content and reasoning it releases."""
        data = self._held + text
        self._held = ""
        content: list[str] = []
        reasoning: list[str] = []
        i = 0
        while i < len(data):
            if data[i] != "<":
                j = data.find("<", i)
                j = len(data) if j < 0 else j
                self._emit(data[i:j], content, reasoning)
                i = j
                continue
            tag, complete = self._tag_at(data, i)
            if tag is None:
                self._emit("<", content, reasoning)
                i += 1
            elif not complete:
                self._held = data[i:]
                break
            else:
                self._switch(tag, reasoning)
                i += len(tag)
        return "".join(content), "".join(reasoning)

    def close(self) -> tuple[str, str]:
        """The end of the reply: a held partial tag is text; an unclosed block stays reasoning."""
        content: list[str] = []
        reasoning: list[str] = []
        if self._held:
            self._emit(self._held, content, reasoning)
            self._held = ""
        if not self._content_started and not self._saw_reasoning and self._leading_ws:
            content.append(self._leading_ws)  # an all-whitespace answer stays as it was
            self._leading_ws = ""
        return "".join(content), "".join(reasoning)

    def _tag_at(self, data: str, i: int) -> tuple[str | None, bool]:
        """The tag starting at ``data[i]`` that matters in this state, and whether it is whole."""
        candidates = (self._close_tag,) if self._close_tag is not None else _OPEN_TAGS
        window = data[i : i + _MAX_TAG].lower()
        for tag in candidates:
            if window.startswith(tag):
                return data[i : i + len(tag)], True
            if tag.startswith(window):  # data ends inside a possible tag
                return tag, False
        return None, False

    def _switch(self, tag: str, reasoning: list[str]) -> None:
        if self._close_tag is None:
            self._close_tag = "</" + tag[1:].lower()
            self._block_started = False
            if self._saw_reasoning:
                reasoning.append("\n\n")
            self._saw_reasoning = True
            if not self._content_started:
                self._leading_ws = ""  # whitespace before a leading block is dropped
        else:
            self._close_tag = None
            self._block_ws = ""  # whitespace that closes a block is dropped

    def _emit(self, text: str, content: list[str], reasoning: list[str]) -> None:
        if not text:
            return
        if self._close_tag is not None:
            if not self._block_started:
                text = text.lstrip()
                if not text:
                    return
                self._block_started = True
            body = text.rstrip()
            if body:
                reasoning.append(self._block_ws + body)
                self._block_ws = ""
            self._block_ws += text[len(body) :]
            return
        if not self._content_started:
            stripped = text.lstrip()
            if not stripped:
                self._leading_ws += text
                return
            if not self._saw_reasoning:
                content.append(self._leading_ws + text[: len(text) - len(stripped)])
            self._leading_ws = ""
            self._content_started = True
            text = stripped
        content.append(text)


def split_reasoning(text: str) -> tuple[str, str | None]:
    """A whole answer split into its content and its reasoning (None when there was none).

    The same splitter a stream uses, so the two can never disagree.
    """
    splitter = ReasoningSplitter()
    content, reasoning = splitter.feed(text)
    tail_content, tail_reasoning = splitter.close()
    joined = reasoning + tail_reasoning
    return content + tail_content, (joined if joined else None)
