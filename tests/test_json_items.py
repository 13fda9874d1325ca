"""Salvaging schema-constrained answers that ran out of tokens: complete items are kept, none invented."""

from __future__ import annotations

import pytest

from tools._shared import json_items

CASES = [
    ("a whole answer", '{"items": [{"a": 1}, {"a": 2}]}', [{"a": 1}, {"a": 2}], True),
    ("cut inside the second item", '{"items": [{"a": 1}, {"a": 2, "b": "x', [{"a": 1}], False),
    ("cut before any item finished", '{"items": [{"a": ', [], False),
    ("cut right after a comma", '{"items": [{"a": 1},', [{"a": 1}], False),
    ("nested objects inside an item", '{"items": [{"a": {"b": [1, 2]}}, {"a"', [{"a": {"b": [1, 2]}}], False),
    ("the key is missing", '{"other": [1]}', [], True),
    ("non-objects in the list are dropped", '{"items": [1, {"a": 1}, "x"]}', [{"a": 1}], True),
    ("not JSON at all", "I cannot help with that.", [], False),
]


@pytest.mark.parametrize(("case", "raw", "items", "complete"), CASES, ids=[c[0] for c in CASES])
def test_json_items_keeps_exactly_the_finished_objects(case: str, raw: str, items: list, complete: bool) -> None:
    assert json_items(raw, "items") == (items, complete), case
