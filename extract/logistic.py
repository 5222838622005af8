"""The small logistic models of the default path: reading a fitted file and scoring features with it.

Both learned decisions (:mod:`kg.extract.task_selection`, :mod:`kg.extract.method_ranker`) ship
as JSON written by ``scripts/train_models.py``: feature names, weights, bias and a threshold.
"""

from __future__ import annotations

import json
import math
from pathlib import Path


def read_model(path: Path) -> dict:
    """The fitted file as a dict, with ``by_name`` (feature -> weight) added for scoring."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["by_name"] = dict(zip(data["features"], data["weights"], strict=True))
    return data


def probability(feats: dict[str, float], model: dict) -> float:
    """The model's probability for one candidate; features it does not know weigh nothing."""
    weights = model["by_name"]
    z = model["bias"] + sum(v * weights.get(k, 0.0) for k, v in feats.items())
    return 1.0 / (1.0 + math.exp(-z))
