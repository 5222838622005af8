"""Extraction: abstracts in, typed entities and relations with evidence out.

``extract(paper)`` handles one abstract; ``extract_many(papers, jobs)`` handles many, in
input order, and links names proposed in any abstract to mentions in all others.

The flow (one small module per step):

* ``clean``      markdown/LaTeX removed, with an offset map back to the abstract as read;
* ``sentences``  rule splitter that survives "e.g.", "et al.", "vs.", initials, decimals;
* ``tokens``     regex tokenizer that keeps scientific names whole (``FedVPA-GP``, ``LOZO+``);
* ``acronyms``   "Long Form (LF)" / "LF (Long Form)" / "LF, short for ..." with a strict
  spelling check, typed by the long form's head noun;
* ``mentions``   one pass of n-gram lookups: gazetteer entries and corpus-linked names;
* ``names`` + ``specific``  where a name starts and ends, and whether it is specific;
* cue families: ``proposals`` (PROPOSES), ``comparisons`` (COMPARES_AGAINST), ``foundations``
  (BUILDS_ON), ``benchmarks`` (EVALUATES_ON), ``tasks`` (ADDRESSES); models and metrics come
  from the gazetteer modules through ``knowledge``;
* ``pipeline``   merges the families (a proposal is never a baseline, a compared thing is not
  also built on, one relation per type and target) and builds the Extraction.
"""

from kg.extract.pipeline import extract, extract_many

__all__ = ["extract", "extract_many"]
