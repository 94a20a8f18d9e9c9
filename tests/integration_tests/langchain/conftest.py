"""Make the scripted inner models of the unit tests importable here (one copy of them)."""

from __future__ import annotations

import sys
from pathlib import Path

_SCRIPTED = Path(__file__).resolve().parents[2] / "unit_tests" / "langchain"
if str(_SCRIPTED) not in sys.path:
    sys.path.insert(0, str(_SCRIPTED))
