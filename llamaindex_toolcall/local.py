"""A LlamaIndex LLM over the embedded llama.cpp model.

Data flow::

    chat(messages)      -> llama-cpp chat messages (role + text) -> Llama.create_chat_completion
    complete(prompt)    -> one user message -> the same path (the GGUF's chat template applies)
    kwarg response_format (OpenAI json_schema / json_object+schema) -> a llama.cpp grammar
    -> ChatResponse / CompletionResponse (usage in ``additional_kwargs``), streams per token

Shares the process-wide cached ``Llama`` with the LangChain model (prompt_toolcall.local.llama),
so both frameworks in one process load the weights once. Tool calling is the job of
``llamaindex_toolcall.ToolcallLLM`` wrapped around this LLM.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

try:
    from llama_index.core.base.llms.types import (
        ChatMessage,
        ChatResponse,
        ChatResponseGen,
        CompletionResponse,
        CompletionResponseGen,
        LLMMetadata,
        MessageRole,
    )
    from llama_index.core.llms.callbacks import llm_chat_callback, llm_completion_callback
    from llama_index.core.llms.custom import CustomLLM
except ImportError as e:  # pragma: no cover - depends on the install
    msg = (
        "llamaindex_toolcall.local needs llama-index-core. "
        "Run `pip install 'prompt-toolcall[llamaindex,local]'`."
    )
    raise ImportError(msg) from e
from pydantic import Field, PrivateAttr

from prompt_toolcall.local.llama import DEFAULT_N_CTX, load_llama, model_lock, to_llama_response_format
from prompt_toolcall.local.models import DEFAULT_MODEL, get_model_spec

__all__ = ["LocalLlamaLLM", "llamaindex_llm"]

DEFAULT_MAX_TOKENS = 512
"""Reply cap, as for the LangChain model. UNMEASURED: no other cap compared."""


def _convert_message(message: ChatMessage) -> dict[str, Any]:
    role = message.role.value if isinstance(message.role, MessageRole) else str(message.role)
    if role in ("model", "chatbot"):
        role = "assistant"
    if role == "developer":
        role = "system"
    out: dict[str, Any] = {"role": role, "content": message.content or ""}
    if role == "tool" and "tool_call_id" in message.additional_kwargs:
        out["tool_call_id"] = message.additional_kwargs["tool_call_id"]
    return out


def _usage(raw: Mapping[str, Any] | None) -> dict[str, int]:
    if not isinstance(raw, Mapping):
        return {}
    prompt = int(raw.get("prompt_tokens") or 0)
    completion = int(raw.get("completion_tokens") or 0)
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


class LocalLlamaLLM(CustomLLM):
    """LlamaIndex LLM over an embedded GGUF model (llama-cpp-python), temperature 0 by default.

    Example:
        ```python
        from llamaindex_toolcall.local import llamaindex_llm

        llm = llamaindex_llm(model="qwen2.5-coder-0.5b")
        print(llm.complete("Say hi in one word.").text)
        ```
    """

    supports_json_schema_output: bool = True
    """Honours ``response_format`` JSON schemas (constrained decoding)."""

    model: str = Field(default=DEFAULT_MODEL, description="Embedded model key.")
    n_ctx: int = Field(default=DEFAULT_N_CTX, description="Context window in tokens.")
    n_threads: int | None = Field(default=None, description="CPU threads (default: auto).")
    temperature: float = Field(default=0.0, description="0 = greedy, deterministic.")
    max_tokens: int | None = Field(default=DEFAULT_MAX_TOKENS, description="Reply cap in tokens.")
    client: Any = Field(default=None, exclude=True, description="A loaded llama_cpp.Llama (optional).")

    _llama: Any = PrivateAttr(default=None)

    def __init__(self, **kwargs: Any) -> None:
        get_model_spec(kwargs.get("model", DEFAULT_MODEL))  # ValueError listing the known keys
        super().__init__(**kwargs)

    @classmethod
    def class_name(cls) -> str:
        return "toolcall_local_llama"

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(
            context_window=self.n_ctx,
            num_output=self.max_tokens or -1,
            is_chat_model=True,
            is_function_calling_model=False,
            model_name=self.model,
        )

    def _get_llama(self) -> Any:
        if self.client is not None:
            return self.client
        if self._llama is None:
            self._llama = load_llama(self.model, n_ctx=self.n_ctx, n_threads=self.n_threads)
        return self._llama

    def _params(self, messages: list[dict[str, Any]], kwargs: Mapping[str, Any]) -> dict[str, Any]:
        extra = dict(kwargs)
        extra.pop("formatted", None)
        response_format = to_llama_response_format(extra.pop("response_format", None))
        params: dict[str, Any] = {
            "messages": messages,
            "temperature": extra.pop("temperature", self.temperature),
            "max_tokens": extra.pop("max_tokens", self.max_tokens),
        }
        for key in ("stop", "top_p", "top_k", "seed", "repeat_penalty"):
            if key in extra:
                params[key] = extra.pop(key)
        if extra:
            msg = (
                f"LocalLlamaLLM got unsupported keyword arguments {sorted(extra)}. Supported: "
                "response_format, temperature, max_tokens, stop, top_p, top_k, seed, repeat_penalty."
            )
            raise TypeError(msg)
        if response_format is not None:
            params["response_format"] = response_format
        return params

    def _run(self, params: dict[str, Any]) -> tuple[str, dict[str, Any], Any]:
        llama = self._get_llama()
        with model_lock(llama):
            response = llama.create_chat_completion(**params)
        choice = response["choices"][0]
        info = {"usage": _usage(response.get("usage")), "finish_reason": choice.get("finish_reason")}
        return choice["message"].get("content") or "", info, response

    def _run_stream(self, params: dict[str, Any]) -> Any:
        llama = self._get_llama()
        with model_lock(llama):
            for part in llama.create_chat_completion(stream=True, **params):
                text = part["choices"][0].get("delta", {}).get("content")
                if text:
                    yield text

    @llm_chat_callback()
    def chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        text, info, raw = self._run(self._params([_convert_message(m) for m in messages], kwargs))
        return ChatResponse(
            message=ChatMessage(role=MessageRole.ASSISTANT, content=text),
            raw=raw,
            additional_kwargs=info,
        )

    @llm_chat_callback()
    def stream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseGen:
        params = self._params([_convert_message(m) for m in messages], kwargs)

        def gen() -> ChatResponseGen:
            so_far = ""
            for delta in self._run_stream(params):
                so_far += delta
                yield ChatResponse(
                    message=ChatMessage(role=MessageRole.ASSISTANT, content=so_far), delta=delta
                )

        return gen()

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        text, info, raw = self._run(self._params([{"role": "user", "content": prompt}], kwargs))
        return CompletionResponse(text=text, raw=raw, additional_kwargs=info)

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        params = self._params([{"role": "user", "content": prompt}], kwargs)

        def gen() -> CompletionResponseGen:
            so_far = ""
            for delta in self._run_stream(params):
                so_far += delta
                yield CompletionResponse(text=so_far, delta=delta)

        return gen()


def llamaindex_llm(model: str = DEFAULT_MODEL, **kwargs: Any) -> LocalLlamaLLM:
    """A LlamaIndex LLM over the embedded model (loaded lazily, shared per process).

    Args:
        model: ``"qwen2.5-coder-1.5b"`` (default) or ``"qwen2.5-coder-0.5b"``.
        **kwargs: ``LocalLlamaLLM`` fields (``temperature``, ``max_tokens``, ``n_ctx``, ...).
    """
    return LocalLlamaLLM(model=model, **kwargs)
