"""A thin LangChain chat model over the embedded llama.cpp model.

Input flow::

    LangChain messages -> _convert_message (system / user / assistant (+tool_calls) / tool)
    kwargs response_format {"type": "json_schema", "json_schema": {"schema": S}}
                        or {"type": "json_object", "schema": S}
        -> llama-cpp's {"type": "json_object", "schema": S}  (a grammar built from S)
    -> Llama.create_chat_completion(temperature=0, chat template from the GGUF)

Output flow::

    completion -> AIMessage(content, usage_metadata, response_metadata{model_name, finish_reason})
    stream     -> AIMessageChunk per token text, the last one with chunk_position="last"

This module is the only place ``prompt_toolcall.local`` imports ``langchain_core``; the core
stays framework-free. Tool calling itself is ChatToolcall's job: wrap this model in
``langchain_toolcall.ChatToolcall`` to get ``bind_tools``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, cast

try:
    from langchain_core.callbacks import CallbackManagerForLLMRun
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import (
        AIMessage,
        AIMessageChunk,
        BaseMessage,
        ChatMessage,
        HumanMessage,
        SystemMessage,
        ToolMessage,
    )
    from langchain_core.messages.ai import UsageMetadata
    from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
except ImportError as e:  # pragma: no cover - depends on the install
    msg = (
        "langchain_toolcall.local needs langchain-core. Run `pip install 'prompt-toolcall[langchain,local]'`."
    )
    raise ImportError(msg) from e
from pydantic import ConfigDict, Field, PrivateAttr, field_validator

from prompt_toolcall.local.llama import DEFAULT_N_CTX, load_llama, model_lock, to_llama_response_format
from prompt_toolcall.local.models import DEFAULT_MODEL, get_model_spec

__all__ = ["ChatLocalLlama", "chat_model", "to_llama_response_format"]

DEFAULT_MAX_TOKENS = 512
"""Reply cap. UNMEASURED: no other cap compared. An envelope for 3 calls is ~120 tokens and demo
answers are a few sentences; a run-away tiny model stops here."""

_GENERATION_KWARGS = ("max_tokens", "temperature", "top_p", "top_k", "seed", "repeat_penalty")


def _text(content: str | list[Any]) -> str:
    if isinstance(content, str):
        return content
    parts: list[str] = []
    for block in content:
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, Mapping) and block.get("type") == "text":
            parts.append(str(block.get("text", "")))
    return "".join(parts)


def _convert_message(message: BaseMessage) -> dict[str, Any]:
    """One LangChain message -> one llama-cpp chat message (the GGUF's template renders it)."""
    if isinstance(message, SystemMessage):
        return {"role": "system", "content": _text(message.content)}
    if isinstance(message, HumanMessage):
        return {"role": "user", "content": _text(message.content)}
    if isinstance(message, AIMessage):
        out: dict[str, Any] = {"role": "assistant", "content": _text(message.content)}
        if message.tool_calls:
            # Qwen2.5's template renders these as <tool_call> JSON; arguments stay a dict.
            out["tool_calls"] = [
                {
                    "id": call.get("id") or "",
                    "type": "function",
                    "function": {"name": call["name"], "arguments": call["args"]},
                }
                for call in message.tool_calls
            ]
        return out
    if isinstance(message, ToolMessage):
        return {"role": "tool", "content": _text(message.content), "tool_call_id": message.tool_call_id}
    if isinstance(message, ChatMessage):
        return {"role": message.role, "content": _text(message.content)}
    msg = (
        f"ChatLocalLlama cannot send a {type(message).__name__}; expected a System, Human, AI, "
        "Tool or ChatMessage."
    )
    raise TypeError(msg)


def _usage(raw: Mapping[str, Any] | None) -> UsageMetadata | None:
    if not isinstance(raw, Mapping):
        return None
    prompt = int(raw.get("prompt_tokens") or 0)
    completion = int(raw.get("completion_tokens") or 0)
    # cast: mypy runs in 3.10 mode, where langchain-core's typing.NotRequired details keys look required.
    return cast(
        UsageMetadata,
        {"input_tokens": prompt, "output_tokens": completion, "total_tokens": prompt + completion},
    )


class ChatLocalLlama(BaseChatModel):
    """LangChain chat model over an embedded GGUF model run by llama-cpp-python.

    Why our own class and not langchain-community's ``ChatLlamaCpp``: that package is heavy
    (it pulls in many dependencies we do not need), and we need two things it does not give
    us directly: JSON-schema constrained decoding through ``response_format`` (how
    ``ChatToolcall`` gets an envelope that parses by construction) and one shared, cached
    ``Llama`` per process, so repeated extractor prompts reuse the KV cache of their common
    prefix (measured with llama-cpp-python 0.3.36, 2 threads: a repeat Qwen2.5-Coder-0.5B call
    took 1.5 s instead of 8.6 s).

    Setup:
        ```bash
        pip install 'prompt-toolcall[local,langchain]'
        ```

    Instantiate:
        ```python
        from langchain_toolcall.local import chat_model

        llm = chat_model()  # Qwen2.5-Coder-1.5B-Instruct, temperature 0
        fast = chat_model(model="qwen2.5-coder-0.5b", max_tokens=256)
        ```

    Invoke:
        ```python
        llm.invoke("Say hi in one word.").content
        ```

    Stream:
        ```python
        for chunk in llm.stream("Count to three."):
            print(chunk.content, end="")
        ```

    Tool calling:
        ```python
        from langchain_toolcall import ChatToolcall

        agent_llm = ChatToolcall(llm=chat_model(), constrained=True).bind_tools([get_weather])
        ```

    Structured output (raw JSON schema constraint):
        ```python
        llm.invoke(
            "Name a colour as JSON.",
            response_format={"type": "json_schema", "json_schema": {"schema": schema}},
        )
        ```
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    supports_json_schema_output: bool = True
    """Read by ChatToolcall: this model honours ``response_format`` JSON schemas."""

    model: str = DEFAULT_MODEL
    """Embedded model key: ``qwen2.5-coder-1.5b`` or ``qwen2.5-coder-0.5b``."""
    n_ctx: int = DEFAULT_N_CTX
    n_threads: int | None = None
    temperature: float = 0.0
    """0 = greedy: deterministic (Qwen2.5-Coder, llama-cpp-python 0.3.36: 9 of 9 repeated requests
    gave identical replies)."""
    max_tokens: int | None = DEFAULT_MAX_TOKENS
    top_p: float = 1.0
    stop: list[str] | None = None
    client: Any = Field(default=None, exclude=True)
    """A loaded ``llama_cpp.Llama`` (or anything with ``create_chat_completion``); default:
    ``load_llama(model, n_ctx=n_ctx)`` on first use."""

    _llama: Any = PrivateAttr(default=None)

    @field_validator("model")
    @classmethod
    def _known_model(cls, value: str) -> str:
        get_model_spec(value)  # ValueError listing the known keys
        return value

    @property
    def _llm_type(self) -> str:
        return "toolcall-local-llama"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "n_ctx": self.n_ctx,
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
        }

    def _get_llama(self) -> Any:
        if self.client is not None:
            return self.client
        if self._llama is None:
            self._llama = load_llama(self.model, n_ctx=self.n_ctx, n_threads=self.n_threads)
        return self._llama

    def _request(
        self, messages: Sequence[BaseMessage], stop: list[str] | None, kwargs: Mapping[str, Any]
    ) -> dict[str, Any]:
        extra = dict(kwargs)
        response_format = to_llama_response_format(extra.pop("response_format", None))
        params: dict[str, Any] = {
            "messages": [_convert_message(m) for m in messages],
            "temperature": self.temperature,
            "top_p": self.top_p,
            "max_tokens": self.max_tokens,
        }
        for key in _GENERATION_KWARGS:
            if key in extra:
                params[key] = extra.pop(key)
        if extra:
            msg = (
                f"ChatLocalLlama got unsupported keyword arguments {sorted(extra)}. "
                f"Supported: response_format, stop, {', '.join(_GENERATION_KWARGS)}."
            )
            raise TypeError(msg)
        stops = stop if stop is not None else self.stop
        if stops:
            params["stop"] = list(stops)
        if response_format is not None:
            params["response_format"] = response_format
        return params

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        params = self._request(messages, stop, kwargs)
        llama = self._get_llama()
        with model_lock(llama):
            response = llama.create_chat_completion(**params)
        choice = response["choices"][0]
        content = choice["message"].get("content") or ""
        metadata = {"model_name": self.model, "finish_reason": choice.get("finish_reason")}
        message = AIMessage(
            content=content,
            usage_metadata=_usage(response.get("usage")),
            response_metadata=metadata,
        )
        return ChatResult(generations=[ChatGeneration(message=message, generation_info=metadata)])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        """Stream token texts. llama-cpp-python's stream carries no token counts, so the
        streamed message has no ``usage_metadata`` (``invoke`` reports it)."""
        params = self._request(messages, stop, kwargs)
        llama = self._get_llama()
        finish_reason: str | None = None
        with model_lock(llama):
            for part in llama.create_chat_completion(stream=True, **params):
                choice = part["choices"][0]
                finish_reason = choice.get("finish_reason") or finish_reason
                text = choice.get("delta", {}).get("content")
                if not text:
                    continue
                chunk = ChatGenerationChunk(message=AIMessageChunk(content=text))
                if run_manager is not None:
                    run_manager.on_llm_new_token(text, chunk=chunk)
                yield chunk
        metadata = {"model_name": self.model, "finish_reason": finish_reason}
        yield ChatGenerationChunk(
            message=AIMessageChunk(content="", response_metadata=metadata, chunk_position="last"),
            generation_info=metadata,
        )


def chat_model(model: str = DEFAULT_MODEL, **kwargs: Any) -> ChatLocalLlama:
    """A LangChain chat model over the embedded model (loaded lazily, shared per process).

    Args:
        model: ``"qwen2.5-coder-1.5b"`` (default) or ``"qwen2.5-coder-0.5b"``.
        **kwargs: ``ChatLocalLlama`` fields (``temperature``, ``max_tokens``, ``n_ctx``, ...).

    Returns:
        A ``ChatLocalLlama``; wrap it in ``ChatToolcall`` for tool calling.
    """
    return ChatLocalLlama(model=model, **kwargs)
