"""Markup removal with an offset map back to the original abstract.

Abstracts keep the authors' markdown and LaTeX (``**MoDEX**``, ``\\textit{x}``, ``$K^2$VAE``,
``Sonnet~4.5``, ``\\%``). Cue rules must see plain words, but evidence must point into the
text exactly as read, so every cleaning step records, for each output character, the index
of the original character it came from.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# LaTeX commands whose argument is kept as plain text.
_WRAP_CMDS = (
    "textit|textbf|texttt|textsc|textrm|textsf|emph|underline|mathrm|mathbf|mathit|mathsf|mathtt|"
    "mathcal|mathbb|boldsymbol|text|operatorname|textsuperscript|textsubscript|mbox|method|bm|uline|"
    "textnormal"
)
_SYMBOLS = {
    "times": "×",
    "sim": "~",
    "approx": "≈",
    "pm": "±",
    "leq": "≤",
    "geq": "≥",
    "le": "≤",
    "ge": "≥",
    "rightarrow": "→",
    "to": "→",
    "cdot": "·",
    "%": "%",
    "&": "&",
    "_": "_",
    "#": "#",
    "$": "$",
}
# Greek letters inside math keep their letter: "$\\pi$-KRVI" is the name "π-KRVI", not "-KRVI".
_GREEK = dict(
    zip(
        "alpha beta gamma delta epsilon varepsilon zeta eta theta lambda mu nu xi pi rho sigma tau phi "
        "varphi chi psi omega Gamma Delta Theta Lambda Xi Pi Sigma Phi Psi Omega".split(),
        "αβγδεεζηθλμνξπρστφφχψωΓΔΘΛΞΠΣΦΨΩ",
        strict=True,
    )
)


@dataclass(frozen=True)
class CleanText:
    """Cleaned text plus ``offsets[i]`` = original index of ``text[i]``."""

    text: str
    offsets: tuple[int, ...]
    original: str

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Map a cleaned ``[start, end)`` range to original offsets (covering all markup inside)."""
        if end <= start:
            o = self.offsets[start] if start < len(self.offsets) else len(self.original)
            return o, o
        return self.offsets[start], self.offsets[end - 1] + 1


# Each rule: (compiled pattern, replacement). The replacement is either a group name whose
# text is kept (its characters keep their own offsets) or a literal string, whose characters
# all map to the start of the match.
_RULES: list[tuple[re.Pattern[str], str | None, str | None]] = [
    # \cite{..}, \footnote{..}, \url{..}, \href{..}{text}: drop citations/urls
    (re.compile(r"\\(?:cite[pt]?|citep|footnote|url)\{[^{}]*\}"), None, ""),
    (re.compile(r"\\(?:href|hyperlink|textcolor|colorbox)\{[^{}]*\}\{(?P<k>[^{}]*)\}"), "k", None),
    # "\\hyperlink{PSIPS}": a one-argument link keeps its text; "\\CFE{}": a macro named by the
    # acronym it prints keeps its own name
    (re.compile(r"\\hyper(?:link|target)\{(?P<k>[^{}]*)\}"), "k", None),
    (re.compile(r"\\(?P<k>[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*)\{\}"), "k", None),
    (re.compile(r"\\(?:" + _WRAP_CMDS + r")\s*\{(?P<k>[^{}]*)\}"), "k", None),
    (re.compile(r"\\(?P<k>times|sim|approx|pm|leq|geq|le|ge|rightarrow|to|cdot)(?![A-Za-z])"), "sym", None),
    (re.compile(r"\\(?P<k>[%&_#$])"), "sym", None),
    (re.compile(r"\*\*(?P<k>[^*\n]+?)\*\*"), "k", None),
    (re.compile(r"(?<![\w*])\*(?P<k>[^*\s][^*\n]*?)\*(?![\w*])"), "k", None),
    (re.compile(r"(?<![\w_])__?(?P<k>[^_\s][^_\n]*?)__?(?![\w_])"), "k", None),
    (re.compile(r"`(?P<k>[^`\n]+)`"), "k", None),
]
# "La{\\bf d}": an old-style font switch keeps its text; "{Thin and Deep GP} (TDGP)": a bare
# group (no command before it) is only braces around words
_BRACES = (
    re.compile(r"\{\\(?:bf|em|it|sc|tt|rm|sf|sl|bfseries|itshape|scshape)\s+(?P<k>[^{}\\$]*)\}"),
    re.compile(r"(?<![\w\\])\{(?P<k>[^{}\\$]{1,80})\}"),
)
_MATH = re.compile(r"\$(?P<k>[^$]{1,80})\$")
_MATH_DROP = re.compile(r"[{}^]|\\[A-Za-z]+\s*")
_DASHES = re.compile(r"---?")
_CARET = re.compile(r"(?<=[A-Za-z])\^(?=\d)")  # "G^2-Reasoner" without math dollars: as in $G^2$


def _apply(text: str, offs: list[int], pattern: re.Pattern[str], keep: str | None, lit: str | None):
    matches = list(pattern.finditer(text))
    if not matches:
        return text, offs  # most rules match nothing: keep the map instead of copying it
    out: list[str] = []
    omap: list[int] = []
    pos = 0
    for m in matches:
        out.append(text[pos : m.start()])
        omap.extend(offs[pos : m.start()])
        if keep == "sym":
            s = _SYMBOLS.get(m.group("k"), m.group("k"))
            out.append(s)
            omap.extend([offs[m.start()]] * len(s))
        elif keep is not None:
            ks, ke = m.span(keep)
            out.append(text[ks:ke])
            omap.extend(offs[ks:ke])
        else:
            out.append(lit or "")
            omap.extend([offs[m.start()]] * len(lit or ""))
        pos = m.end()
    out.append(text[pos:])
    omap.extend(offs[pos:])
    return "".join(out), omap


def _math(text: str, offs: list[int]) -> tuple[str, list[int]]:
    """``$K^2$VAE`` -> ``K2VAE``: drop dollars, braces, carets and command names inside math."""
    out: list[str] = []
    omap: list[int] = []
    pos = 0
    for m in _MATH.finditer(text):
        out.append(text[pos : m.start()])
        omap.extend(offs[pos : m.start()])
        ks, ke = m.span("k")
        inner = text[ks:ke]
        keep_pos = 0
        for d in _MATH_DROP.finditer(inner):
            seg = inner[keep_pos : d.start()]
            out.append(seg)
            omap.extend(offs[ks + keep_pos : ks + d.start()])
            cmd = d.group(0).strip()
            sym = (_SYMBOLS.get(cmd[1:]) or _GREEK.get(cmd[1:])) if cmd.startswith("\\") else None
            if sym:
                out.append(sym)
                omap.append(offs[ks + d.start()])
            keep_pos = d.end()
        out.append(inner[keep_pos:])
        omap.extend(offs[ks + keep_pos : ke])
        pos = m.end()
    out.append(text[pos:])
    omap.extend(offs[pos:])
    return "".join(out), omap


# LaTeX accents: ``\\'a``, ``\\"{a}``, ``{\\"a}``, ``\\v{s}``, ``\\'\\i`` -> one composed letter.
_ACCENT_MARKS = {
    "'": "\u0301",
    "`": "\u0300",
    '"': "\u0308",
    "^": "\u0302",
    "~": "\u0303",
    "=": "\u0304",
    ".": "\u0307",
    "c": "\u0327",
    "v": "\u030c",
    "u": "\u0306",
    "H": "\u030b",
    "k": "\u0328",
    "r": "\u030a",
}
_LETTER = r"(?:\\[ij](?![A-Za-z])|[A-Za-z])"
_ACCENT = re.compile(
    r"\{\\(?P<a>['`\"^~=.])\s*(?P<l1>" + _LETTER + r")\}"
    r"|\\(?P<b>['`\"^~=.])\s*(?:\{(?P<l2>" + _LETTER + r")\}|(?P<l3>" + _LETTER + r"))"
    r"|\\(?P<c>[cvuHkr])\{(?P<l4>" + _LETTER + r")\}"
)


def _accents(text: str, offs: list[int]) -> tuple[str, list[int]]:
    """``LL\\"aMmlein`` -> ``LLäMmlein``: names with accents must read as one word; the composed
    letter maps to the start of its markup, so evidence spans still cover the original."""
    out: list[str] = []
    omap: list[int] = []
    pos = 0
    for m in _ACCENT.finditer(text):
        mark = m.group("a") or m.group("b") or m.group("c")
        letter = (m.group("l1") or m.group("l2") or m.group("l3") or m.group("l4"))[-1]
        out.append(text[pos : m.start()])
        omap.extend(offs[pos : m.start()])
        out.append(unicodedata.normalize("NFC", letter + _ACCENT_MARKS[mark]))
        omap.append(offs[m.start()])
        pos = m.end()
    if pos == 0:
        return text, offs
    out.append(text[pos:])
    omap.extend(offs[pos:])
    return "".join(out), omap


_LATEX_QUOTED = re.compile(r"``(?P<k>[^`'\n]{1,120})''")


def _latex_quotes(text: str, offs: list[int]) -> tuple[str, list[int]]:
    """``Wasserstein Monte Carlo'' -> "Wasserstein Monte Carlo": LaTeX quote pairs become plain
    double quotes (each mapped to its first mark), so quoted names read like any other quoted name."""
    out: list[str] = []
    omap: list[int] = []
    pos = 0
    for m in _LATEX_QUOTED.finditer(text):
        ks, ke = m.span("k")
        out += [text[pos : m.start()], '"', text[ks:ke], '"']
        omap += offs[pos : m.start()] + [offs[m.start()]] + offs[ks:ke] + [offs[ke]]
        pos = m.end()
    out.append(text[pos:])
    omap += offs[pos:]
    return "".join(out), omap


def clean(text: str) -> CleanText:
    """Return ``text`` without markup, with the offset map back to ``text``."""
    cur = text
    offs = list(range(len(text)))
    if "\\" in cur:
        cur, offs = _accents(cur, offs)
    for _ in range(3):  # nested commands: \textbf{\textit{x}}
        if "\\" not in cur:
            break
        before = cur
        for pattern, keep, lit in _RULES[:7]:
            cur, offs = _apply(cur, offs, pattern, keep, lit)
        if cur == before:
            break
    if "$" in cur:
        cur, offs = _math(cur, offs)
    if "``" in cur:
        cur, offs = _latex_quotes(cur, offs)
    if "{" in cur:
        for pattern in _BRACES:
            cur, offs = _apply(cur, offs, pattern, "k", None)
    for (pattern, keep, lit), trigger in zip(_RULES[7:], "**_`", strict=True):
        if trigger in cur:
            cur, offs = _apply(cur, offs, pattern, keep, lit)
    if "^" in cur:
        cur, offs = _apply(cur, offs, _CARET, None, "")
    if "~" in cur:
        cur = cur.replace("~", " ")
    if "--" in cur:
        cur, offs = _apply(cur, offs, _DASHES, None, "–")
    return CleanText(cur, tuple(offs), text)
