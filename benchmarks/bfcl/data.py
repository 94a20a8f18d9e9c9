"""BFCL entries: load them from `bfcl-eval`, cast their function docs to JSON Schema, sample.

Data flow::

    bfcl_eval.utils.load_dataset_entry(category)     (the prompt the model sees, with BFCL's
        |                                             Python-syntax hint in each description)
        +-- cast_function() per function doc      ->  OpenAI tool dicts with JSON Schema types
        |     (dict->object, float->number, tuple->array, any->string; dotted names mapped)
        +-- load_ground_truth_entry(category)      ->  possible answers for the AST checker
        v
    BfclEntry(id, category, messages, tools, name_map, functions, ground_truth, prompt_functions)
        |
    sample_entries(categories, per_category, seed)  ->  the same fixed-seed sample for every system
    sample_entries(..., exclude=drawn_ids(categories, K, S))  ->  a sample held out from seed S's draw

BFCL's function docs are not JSON Schema: they say ``dict``, ``float``, ``tuple`` and ``any``
(counted over the eight categories: 9,138 ``dict``, 1,652 ``float``, 65 ``tuple``, 27 ``any``
property types), and 2,060 function docs in these categories have dotted names, which no OpenAI-style tool
name may have.
:func:`cast_schema` casts the types (mirroring BFCL's own ``GORILLA_TO_OPENAPI`` table),
:func:`map_names` maps names to ``[A-Za-z0-9_-]`` and keeps the way back, so a call is
checked under the name BFCL expects. The checker itself always gets BFCL's *original* docs.

``bfcl_eval`` writes lock and result folders under ``BFCL_PROJECT_ROOT`` (by default inside
site-packages): :func:`ensure_bfcl_root` points it at a temporary folder before the first import.
"""

from __future__ import annotations

import copy
import os
import random
import re
import tempfile
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

__all__ = [
    "CATEGORIES",
    "IRRELEVANCE_CATEGORIES",
    "BfclEntry",
    "cast_function",
    "cast_schema",
    "drawn_ids",
    "ensure_bfcl_root",
    "load_entries",
    "map_names",
    "sample_entries",
]

CATEGORIES: tuple[str, ...] = (
    "simple_python",
    "multiple",
    "parallel",
    "parallel_multiple",
    "irrelevance",
    "live_simple",
    "live_multiple",
    "live_irrelevance",
)
"""The single-turn BFCL categories this benchmark covers."""

IRRELEVANCE_CATEGORIES: frozenset[str] = frozenset({"irrelevance", "live_irrelevance"})
"""Categories whose right answer is *no* call (BFCL's relevance runner, not the AST checker)."""

TYPE_CAST: Mapping[str, str] = {
    "integer": "integer",
    "number": "number",
    "float": "number",
    "double": "number",
    "string": "string",
    "boolean": "boolean",
    "bool": "boolean",
    "array": "array",
    "list": "array",
    "tuple": "array",
    "dict": "object",
    "object": "object",
    # BFCL's own GORILLA_TO_OPENAPI casts `any` to string, and its AST checker's
    # PYTHON_TYPE_MAPPING expects a str for an `any` parameter: the schema must agree
    # with the checker, or a correct answer would fail the type check.
    "any": "string",
}
"""BFCL (Python) type -> JSON Schema type; an unknown or missing type becomes ``string``,
as BFCL's ``_cast_to_openai_type`` does."""

_KEPT_KEYS: tuple[str, ...] = (
    "description",
    "enum",
    "default",
    "format",
    "minimum",
    "maximum",
    "minItems",
    "maxItems",
    "pattern",
)
"""Keys copied as they are. Everything else BFCL writes on a property (``optional``, a
boolean ``required``) is not JSON Schema and is dropped."""

_NAME_BAD_CHARS = re.compile(r"[^A-Za-z0-9_-]")

_BFCL_ROOT_ENV = "BFCL_PROJECT_ROOT"


def ensure_bfcl_root() -> str:
    """Point ``BFCL_PROJECT_ROOT`` at a temporary folder unless the caller set it.

    ``bfcl_eval`` creates ``result/``, ``score/`` and ``.file_locks/`` there at import time;
    its default is the installed package folder. Call this before importing ``bfcl_eval``.

    Returns:
        The folder in use.
    """
    root = os.environ.get(_BFCL_ROOT_ENV)
    if not root:
        root = tempfile.mkdtemp(prefix="bfcl-root-")
        os.environ[_BFCL_ROOT_ENV] = root
    return root


def cast_schema(schema: Mapping[str, Any], depth: int = 0) -> dict[str, Any]:
    """Cast one BFCL parameter doc (and everything under it) to JSON Schema.

    Args:
        schema: a BFCL property or parameters doc (``{"type": "dict", "properties": ...}``).
        depth: recursion depth (BFCL nests at most three levels; 16 guards against cycles).

    Returns:
        A new dict; the input is not modified.
    """
    raw_type = schema.get("type")
    json_type = TYPE_CAST.get(raw_type, "string") if isinstance(raw_type, str) else "string"
    out: dict[str, Any] = {"type": json_type}
    for key in _KEPT_KEYS:
        if key in schema:
            out[key] = copy.deepcopy(schema[key])
    if depth >= 16:
        return out
    props = schema.get("properties")
    if isinstance(props, Mapping):
        out["properties"] = {
            str(k): cast_schema(v if isinstance(v, Mapping) else {}, depth + 1) for k, v in props.items()
        }
        if json_type != "object":
            out["type"] = "object"
    required = schema.get("required")
    if isinstance(required, list) and all(isinstance(r, str) for r in required):
        out["required"] = list(required)
    items = schema.get("items")
    if isinstance(items, Mapping) and out["type"] == "array":
        out["items"] = cast_schema(items, depth + 1)
    extra = schema.get("additionalProperties")
    if isinstance(extra, bool):
        out["additionalProperties"] = extra
    elif isinstance(extra, Mapping):
        out["additionalProperties"] = cast_schema(extra, depth + 1)
    return out


def map_names(names: Iterable[str]) -> dict[str, str]:
    """Map BFCL function names to tool-safe names (``[A-Za-z0-9_-]``), collision-free.

    ``math.factorial`` -> ``math_factorial``; a clash with another name of the same entry
    gets ``_2``, ``_3``... (never seen in BFCL, handled anyway).

    Returns:
        ``{original: mapped}``.
    """
    out: dict[str, str] = {}
    taken: set[str] = set()
    for name in names:
        base = _NAME_BAD_CHARS.sub("_", name) or "function"
        mapped, n = base, 1
        while mapped in taken:
            n += 1
            mapped = f"{base}_{n}"
        taken.add(mapped)
        out[name] = mapped
    return out


def cast_function(function: Mapping[str, Any], name: str | None = None) -> dict[str, Any]:
    """One BFCL function doc as an OpenAI tool dict (``{"type": "function", "function": ...}``).

    Args:
        function: the BFCL doc (``name``, ``description``, ``parameters``).
        name: the mapped name to use (default: the doc's own name).
    """
    params = function.get("parameters")
    parameters = cast_schema(params if isinstance(params, Mapping) else {"type": "dict", "properties": {}})
    parameters["type"] = "object"
    parameters.setdefault("properties", {})
    return {
        "type": "function",
        "function": {
            "name": name if name is not None else str(function["name"]),
            "description": str(function.get("description") or ""),
            "parameters": parameters,
        },
    }


@dataclass(frozen=True)
class BfclEntry:
    """One BFCL test entry, ready for every system and for the checker.

    Attributes:
        id: BFCL's entry id (``live_simple_0-0-0``).
        category: one of :data:`CATEGORIES`.
        messages: the single turn (``[{"role", "content"}, ...]``; live entries may start
            with a system message).
        tools: OpenAI tool dicts, JSON Schema typed, names mapped.
        name_map: mapped tool name -> BFCL's original name.
        functions: BFCL's original function docs, for the checker.
        ground_truth: BFCL's possible answers (None for the irrelevance categories).
        prompt_functions: BFCL's docs as its inference side shows them to a model (original
            names, the language hint appended to each description); empty means ``functions``.
    """

    id: str
    category: str
    messages: tuple[Mapping[str, str], ...]
    tools: tuple[Mapping[str, Any], ...]
    name_map: Mapping[str, str]
    functions: tuple[Mapping[str, Any], ...]
    ground_truth: tuple[Mapping[str, Any], ...] | None = None
    prompt_functions: tuple[Mapping[str, Any], ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def question(self) -> str:
        """The last user message (what the request asks)."""
        for message in reversed(self.messages):
            if message.get("role") == "user":
                return str(message.get("content") or "")
        return ""

    @property
    def tool_names(self) -> list[str]:
        """The mapped tool names, in order."""
        return [str(t["function"]["name"]) for t in self.tools]

    def original_name(self, mapped: str) -> str:
        """BFCL's name for a mapped tool name (unknown names pass through unchanged)."""
        return self.name_map.get(mapped, mapped)


def build_entry(
    raw: Mapping[str, Any], category: str, ground_truth: Sequence[Mapping[str, Any]] | None
) -> BfclEntry:
    """Make a :class:`BfclEntry` from a raw BFCL prompt entry and its possible answers.

    Raises:
        ValueError: the entry is not single-turn or its ``function`` is not a list (an empty
            list is fine: four live_irrelevance entries offer no function at all).
    """
    question = raw.get("question")
    if not isinstance(question, list) or len(question) != 1 or not isinstance(question[0], list):
        msg = (
            f"BFCL entry {raw.get('id')!r}: expected a single-turn question (a list holding one "
            f"list of messages); received {str(question)[:200]!r}. Only single-turn categories are supported."
        )
        raise ValueError(msg)
    functions = raw.get("function")
    if not isinstance(functions, list):
        msg = f"BFCL entry {raw.get('id')!r}: expected a 'function' list; received {str(functions)[:200]!r}"
        raise ValueError(msg)
    forward = map_names(str(f["name"]) for f in functions)
    tools = tuple(cast_function(f, forward[str(f["name"])]) for f in functions)
    messages = tuple(
        {"role": str(m.get("role", "user")), "content": str(m.get("content") or "")} for m in question[0]
    )
    return BfclEntry(
        id=str(raw["id"]),
        category=category,
        messages=messages,
        tools=tools,
        name_map={mapped: original for original, mapped in forward.items()},
        functions=tuple(copy.deepcopy(functions)),
        ground_truth=tuple(ground_truth) if ground_truth is not None else None,
        prompt_functions=tuple(copy.deepcopy(functions)),
    )


def load_entries(category: str) -> list[BfclEntry]:
    """Every entry of one category, as BFCL's own loader gives it (cached per process).

    The prompt side uses ``load_dataset_entry(category)`` with BFCL's language hint (what
    BFCL shows a prompting model); the checker side gets the docs without the hint, as
    BFCL's evaluator loads them. Possible answers come from ``load_ground_truth_entry``.

    Raises:
        ValueError: unknown category.
    """
    if category not in CATEGORIES:
        msg = f"Unknown BFCL category {category!r}. Supported: {', '.join(CATEGORIES)}"
        raise ValueError(msg)
    return list(_load_category(category))


@lru_cache(maxsize=len(CATEGORIES))
def _load_category(category: str) -> tuple[BfclEntry, ...]:
    ensure_bfcl_root()
    from bfcl_eval.utils import load_dataset_entry, load_ground_truth_entry

    prompts = load_dataset_entry(category)
    plain = {
        e["id"]: e["function"] for e in load_dataset_entry(category, include_language_specific_hint=False)
    }
    answers: dict[str, Any] = {}
    if category not in IRRELEVANCE_CATEGORIES:
        answers = {a["id"]: a["ground_truth"] for a in load_ground_truth_entry(category)}
    out: list[BfclEntry] = []
    for raw in prompts:
        entry = build_entry(raw, category, answers.get(raw["id"]) if answers else None)
        out.append(
            BfclEntry(
                id=entry.id,
                category=entry.category,
                messages=entry.messages,
                tools=entry.tools,
                name_map=entry.name_map,
                functions=tuple(copy.deepcopy(plain.get(entry.id, list(entry.functions)))),
                ground_truth=entry.ground_truth,
                prompt_functions=entry.prompt_functions,
            )
        )
    return tuple(out)


def sample_entries(
    categories: Sequence[str], per_category: int | None, seed: int, exclude: Collection[str] = ()
) -> list[BfclEntry]:
    """The fixed-seed sample: ``per_category`` entries from each category (all with None).

    The draw for a category depends only on ``(seed, category)`` and the entries left after
    ``exclude``, so adding a category does not change the others' samples; entries keep BFCL's
    order within a category.

    Args:
        categories: BFCL categories, in output order.
        per_category: entries drawn per category (None: every entry not excluded).
        seed: the draw's seed.
        exclude: entry ids never drawn (a held-out sample: pass :func:`drawn_ids` of an earlier
            draw); with none, the draw is the one earlier runs of the same seed made.

    Raises:
        ValueError: ``per_category`` < 1, or an unknown category.
    """
    if per_category is not None and per_category < 1:
        msg = f"per_category must be >= 1 (or None for all entries); received {per_category}"
        raise ValueError(msg)
    out: list[BfclEntry] = []
    for category in categories:
        entries = [e for e in load_entries(category) if e.id not in exclude]
        if per_category is not None and per_category < len(entries):
            rng = random.Random(f"{seed}:{category}")
            picked = sorted(rng.sample(range(len(entries)), per_category))
            entries = [entries[i] for i in picked]
        out.extend(entries)
    return out


def drawn_ids(categories: Sequence[str], per_category: int, seeds: Iterable[int]) -> frozenset[str]:
    """Entry ids that :func:`sample_entries` draws with ``per_category`` for any of ``seeds``
    (nothing excluded): what a held-out run leaves out."""
    return frozenset(e.id for seed in seeds for e in sample_entries(categories, per_category, seed))
