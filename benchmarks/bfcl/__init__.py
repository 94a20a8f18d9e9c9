"""BFCL side by side: toolcall against the peers on the same prompt-only model.

``python -m benchmarks.bfcl`` samples BFCL entries (data.py), runs six systems around one
inner chat model (systems.py), scores each output with BFCL's own AST checker (check.py)
and writes ``docs/benchmarks/bfcl.md`` with PNG charts (report.py), plus a per-entry JSONL
in ``benchmarks/results/``. ``--dry-run`` swaps in a scripted model (scripted.py).
"""

from __future__ import annotations

from benchmarks.bfcl.data import CATEGORIES, BfclEntry, cast_function, cast_schema, map_names, sample_entries

__all__ = ["CATEGORIES", "BfclEntry", "cast_function", "cast_schema", "map_names", "sample_entries"]
