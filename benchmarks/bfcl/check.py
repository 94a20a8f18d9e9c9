"""Score one system's outcome on one entry with BFCL's own checker.

Data flow::

    Outcome(kind, calls=[(mapped_name, args), ...])
        |  map names back (``math_factorial`` -> ``math.factorial``)
        v
    [{"math.factorial": {"number": 5}}, ...]          BFCL's decoded-call format
        |
        +-- irrelevance categories: BFCL's relevance rule (a decoded, non-empty call list fails)
        +-- other categories: bfcl_eval's ast_checker(original docs, calls, possible answers)
        v
    Verdict(valid_bfcl, valid_strict, error)

Two scores, because systems differ in how they fail:

* ``valid_bfcl`` - BFCL's way: output that cannot be decoded is "no function call", so on
  the irrelevance categories it counts as a correct refusal (BFCL's ``relevance_file_runner``);
  on the AST categories it fails.
* ``valid_strict`` - undecodable output (a parser error, a reply in none of the system's
  formats, invalid calls left after a repair) is a failure everywhere; only a clean refusal
  (NO_TOOL, a plain answer, NEED_INFO) passes an irrelevance entry.

The checker is imported lazily and light: ``ast_checker`` imports BFCL's whole model-config
table only to look up one flag (``underscore_to_dot``, in ``convert_func_name``), and that
table imports every model handler and its SDK (anthropic, cohere, google-genai, mistralai,
boto3, qwen-agent, ...: ~5,900 modules, 5 s idle and 18 s on a loaded 2-core machine).
We map names back ourselves, so the flag must be False; :func:`_checker` puts a one-entry
table saying exactly that in place of ``bfcl_eval.constants.model_config`` before importing
the checker. The checker's code runs unchanged. Set ``BFCL_CHECKER_FULL_IMPORT=1`` to import
the real table instead (needs every SDK installed); both give the same verdicts.
"""

from __future__ import annotations

import os
import sys
import types
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from benchmarks.bfcl.data import IRRELEVANCE_CATEGORIES, BfclEntry, ensure_bfcl_root

if TYPE_CHECKING:
    from benchmarks.bfcl.systems import Outcome

__all__ = ["FULL_IMPORT_ENV", "Verdict", "check_outcome", "to_bfcl_calls"]

FULL_IMPORT_ENV = "BFCL_CHECKER_FULL_IMPORT"
"""Set to ``1`` to import BFCL's real model-config table (all model handlers and SDKs)."""

_CONFIG_MODULE = "bfcl_eval.constants.model_config"
_STUB_MODEL = "toolcall-bench"


@dataclass(frozen=True)
class Verdict:
    """The checker's answer for one (system, entry)."""

    valid_bfcl: bool
    valid_strict: bool
    error: str | None = None
    error_type: str | None = None


def _install_config_stub() -> None:
    """Stand in for BFCL's model-config table with one model whose names keep their dots."""
    stub = types.ModuleType(_CONFIG_MODULE)
    stub.__doc__ = "Stand-in installed by benchmarks.bfcl.check: one model, underscore_to_dot=False."
    stub.MODEL_CONFIG_MAPPING = {_STUB_MODEL: types.SimpleNamespace(underscore_to_dot=False)}  # type: ignore[attr-defined]
    sys.modules[_CONFIG_MODULE] = stub


@lru_cache(maxsize=1)
def _checker() -> tuple[Any, Any, str]:
    """BFCL's ``ast_checker``, its Python language enum, and a model name for it.

    The checker consults the model config only to decide whether it should expect names
    with ``.`` replaced by ``_``; we map names back ourselves, so we pass a model whose
    config says no (see the module docstring for the light import).
    """
    ensure_bfcl_root()
    full = os.environ.get(FULL_IMPORT_ENV) == "1" or _CONFIG_MODULE in sys.modules
    if not full and "bfcl_eval.eval_checker.ast_eval.ast_checker" not in sys.modules:
        _install_config_stub()
    try:
        from bfcl_eval.constants.enums import Language
        from bfcl_eval.constants.model_config import MODEL_CONFIG_MAPPING
        from bfcl_eval.eval_checker.ast_eval.ast_checker import ast_checker
    except ImportError as e:
        msg = (
            f"bfcl-eval's AST checker could not be imported ({e}). Install the benchmark extras: "
            "`pip install -r requirements-bench.txt` (bfcl-eval itself with `--no-deps`, see its header)."
        )
        raise ImportError(msg) from e
    names = sorted(k for k, v in MODEL_CONFIG_MAPPING.items() if not v.underscore_to_dot)
    if not names:
        msg = "bfcl-eval's MODEL_CONFIG_MAPPING has no model with underscore_to_dot=False; cannot check."
        raise RuntimeError(msg)
    return ast_checker, Language.PYTHON, names[0]


def to_bfcl_calls(entry: BfclEntry, calls: Sequence[tuple[str, Mapping[str, Any]]]) -> list[dict[str, Any]]:
    """Calls in BFCL's decoded format, names mapped back to BFCL's originals."""
    return [{entry.original_name(name): dict(args)} for name, args in calls]


def check_outcome(entry: BfclEntry, outcome: Outcome) -> Verdict:
    """Score ``outcome`` on ``entry`` both BFCL's way and strictly (see the module docstring)."""
    decoded = outcome.kind == "calls" and len(outcome.calls) > 0
    undecodable = outcome.kind == "undecodable"
    if entry.category in IRRELEVANCE_CATEGORIES:
        if decoded:
            names = ", ".join(entry.original_name(n) for n, _ in outcome.calls)
            return Verdict(False, False, f"called {names} on an irrelevant request", "irrelevance:called")
        if undecodable:
            return Verdict(True, False, outcome.error or "undecodable output", "strict:undecodable")
        return Verdict(True, True)
    if not decoded:
        kind = "undecodable" if undecodable else "no call"
        return Verdict(
            False, False, outcome.error or f"{kind} where a call was expected", f"relevance:{kind}"
        )
    if entry.ground_truth is None:
        msg = f"BFCL entry {entry.id!r} ({entry.category}) has no possible answer to check against."
        raise ValueError(msg)
    ast_checker, python, model_name = _checker()
    try:
        result = ast_checker(
            [dict(f) for f in entry.functions],
            to_bfcl_calls(entry, outcome.calls),
            [dict(a) for a in entry.ground_truth],
            python,
            entry.category,
            model_name,
        )
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        # The checker indexes the docs blindly (e.g. a call to a function that is not in the
        # entry): BFCL would score that entry as wrong, so do we, with the reason.
        return Verdict(False, False, f"checker raised {type(e).__name__}: {e}", "checker:exception")
    if result.get("valid"):
        return Verdict(True, True)
    error = "; ".join(str(x) for x in result.get("error", []))[:500]
    return Verdict(False, False, error or "invalid", str(result.get("error_type")))
