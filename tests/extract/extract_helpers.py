"""Shared helpers for extraction tests: run the pipeline on a sentence and list (type, name)."""

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from kg.extract import extract
from kg.model import Paper


def run(text: str, title: str | None = None) -> set[tuple[str, str]]:
    """(relation type, entity name) pairs extracted from ``text``."""
    ex = extract(Paper(id="t", doc="t#0", abstract=text, title=title))
    names = {e.key: e.name for e in ex.entities}
    return {(r.type, names[r.entity_key]) for r in ex.relations}


def of_type(text: str, rel: str, title: str | None = None) -> set[str]:
    """Names of the ``rel`` relations extracted from ``text``."""
    return {n for t, n in run(text, title) if t == rel}


def confidences(text: str, rel: str, title: str | None = None) -> dict[str, float]:
    """Lower-cased name -> confidence of the ``rel`` relations extracted from ``text``."""
    ex = extract(Paper(id="t", doc="t#0", abstract=text, title=title))
    names = {e.key: e.name.lower() for e in ex.entities}
    return {names[r.entity_key]: r.confidence for r in ex.relations if r.type == rel}


def load_script(name: str) -> ModuleType:
    """``scripts/<name>.py`` loaded as a module (the scripts are not part of the package)."""
    path = Path(__file__).resolve().parents[2] / "scripts" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # (dataclasses in a script look their module up by name)
    spec.loader.exec_module(module)
    return module


def train_models() -> ModuleType:
    """``scripts/train_models.py`` loaded as a module."""
    return load_script("train_models")
