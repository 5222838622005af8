"""One definition of identity for names, used by stores, lookups and linking.

Two names denote the same entity when they agree after Unicode (NFKC)
normalization, lower-casing, and treating runs of spaces, hyphens, dashes and
underscores as one separator: ``GRPO`` = ``grpo``, ``FedVPA GP`` = ``FedVPA-GP``.
Dots and digits are kept, because ``Qwen2.5`` and ``Qwen25`` are different models.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_SEPARATORS = re.compile(r"[\s\-_\u2010-\u2015\u2212~]+")
# the separators other than " " and "-": every character ``\s`` matches except the space (the
# Unicode whitespace list, checked against ``str.isspace`` by a test), then the rest of _SEPARATORS.
# One character class, so the engine scans for it in C instead of trying a pattern at every position.
_RARE_SEPARATOR = re.compile(
    "[\t\n\x0b\x0c\r\x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
    "_\u2010-\u2015\u2212~]"
)
_EDGE_PUNCT = " -.,;:!?\"'`()[]{}"


@lru_cache(maxsize=200_000)
def normalize(name: str) -> str:
    """Return the identity form of ``name`` (case- and separator-insensitive).

    Cached: extraction makes ~120 calls per abstract, mostly on names seen before.
    """
    return normalize_text(name)


def normalize_text(text: str) -> str:
    """:func:`normalize` without the cache, for long one-off texts (a whole abstract or sentence):
    they never repeat, and caching them would only evict the short names that do."""
    s = unicodedata.normalize("NFKC", text or "").lower()
    # most texts separate words by single spaces and hyphens: then replacing the spaces is the
    # whole job (no "--" run and no other separator), several times faster than the regex
    fast = s.replace(" ", "-")
    if "--" not in fast and not _RARE_SEPARATOR.search(fast):
        return fast.strip(_EDGE_PUNCT)
    s = _SEPARATORS.sub("-", s)
    return s.strip(_EDGE_PUNCT)


def entity_key(label: str, name: str) -> str:
    """Node id of an entity: ``label:normalized-name``, e.g. ``method:grpo``."""
    return f"{label.lower()}:{normalize(name)}"
