"""Small exact statistics for the report: Wilson intervals and the exact McNemar test."""

from __future__ import annotations

from prompt_toolcall.eval import card

__all__ = ["mcnemar_exact", "wilson_interval"]

Z95 = card.Z_95
"""The two-sided 95 % normal quantile."""


def wilson_interval(successes: int, total: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95 % by default): the card's interval, with
    ``(0.0, 1.0)`` for ``total == 0`` (nothing measured, nothing excluded).

    Raises:
        ValueError: negative counts, or more successes than trials.
    """
    return card.wilson_interval(successes, total, z) or (0.0, 1.0)


mcnemar_exact = card.mcnemar_exact
"""Two-sided exact McNemar p-value from the discordant pairs (the card's own test)."""
