"""Small exact statistics for the report: Wilson intervals and the exact McNemar test."""

from __future__ import annotations

import math

__all__ = ["mcnemar_exact", "wilson_interval"]

Z95 = 1.959963984540054
"""The two-sided 95 % normal quantile."""


def wilson_interval(successes: int, total: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95 % by default).

    Returns ``(0.0, 1.0)`` for ``total == 0`` (nothing measured, nothing excluded).

    Raises:
        ValueError: negative counts, or more successes than trials.
    """
    if total < 0 or successes < 0 or successes > total:
        msg = f"need 0 <= successes <= total; got {successes}/{total}"
        raise ValueError(msg)
    if total == 0:
        return 0.0, 1.0
    p = successes / total
    z2 = z * z
    denom = 1 + z2 / total
    centre = (p + z2 / (2 * total)) / denom
    half = z * math.sqrt(p * (1 - p) / total + z2 / (4 * total * total)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def mcnemar_exact(only_a: int, only_b: int) -> float:
    """Two-sided exact McNemar p-value from the discordant pairs.

    Args:
        only_a: tasks system A got right and B got wrong.
        only_b: tasks B got right and A got wrong.

    Returns:
        ``min(1, 2 * P[X <= min(only_a, only_b)])`` with ``X ~ Binomial(only_a + only_b, 1/2)``;
        1.0 when there is no discordant pair.

    Raises:
        ValueError: a negative count.
    """
    if only_a < 0 or only_b < 0:
        msg = f"discordant counts must be >= 0; got {only_a}, {only_b}"
        raise ValueError(msg)
    n = only_a + only_b
    if n == 0:
        return 1.0
    k = min(only_a, only_b)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)
