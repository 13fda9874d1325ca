"""Config: the shipped files load; every broken variant fails at load naming the key and the fix."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path
from typing import Any

import pytest

from server.cli.setup import MODEL_FILE
from server.errors import ConfigError
from server.settings import PROJECT_ROOT, load_settings, parse_settings

LOCAL = PROJECT_ROOT / "config" / "local.toml"
RIG = PROJECT_ROOT / "config" / "rig.toml"


def test_the_embedded_default_maps_every_role_to_one_loopback_cpu_model() -> None:
    settings = load_settings(LOCAL)
    roles = ("drafting", "heavy", "guard", "adversary", "financial", "verifier", "summary")
    assert {getattr(settings.roles, r) for r in roles} == {"smollm2"}
    model = settings.models["smollm2"]
    assert settings.boards[model.board].interconnect == "cpu"
    assert settings.url_of(model).startswith("http://127.0.0.1:")
    assert model.gguf is not None and model.gguf.name == MODEL_FILE  # the file setup makes
    assert settings.server.matters_dir == PROJECT_ROOT / "matters"


def test_the_reference_rig_config_describes_the_boards_and_models_of_the_rig() -> None:
    settings = load_settings(RIG)
    assert [len(settings.boards[b].gpus) for b in ("A", "B", "pair01", "pair23")] == [4, 4, 2, 2]
    assert settings.models[settings.roles.drafting].board == "A"
    assert settings.models[settings.roles.heavy].board == "B"
    assert settings.models[settings.roles.guard].board == "pair01"
    assert settings.models[settings.roles.adversary].board == "pair23"
    financial = settings.models[settings.roles.financial]
    assert financial.backend == "ollama" and settings.url_of(financial) == "http://10.20.0.12:11434"
    summary = settings.models[settings.roles.summary or ""]
    assert summary is financial and summary.board not in {"A", "B"}  # light work stays off the big boards
    assert {m.cache_type_k for m in settings.models.values() if m.backend == "llama.cpp"} == {"q4_0"}
    assert all(m.flash_attn for m in settings.models.values() if m.backend == "llama.cpp")


def _rig() -> dict[str, Any]:
    return tomllib.loads(RIG.read_text(encoding="utf-8"))


def _broken(edit: Any) -> dict[str, Any]:
    data = copy.deepcopy(_rig())
    edit(data)
    return data


BROKEN: list[tuple[str, Any, list[str]]] = [
    (
        "unknown key",
        lambda d: d["models"]["drafter"].update(gpu_layers=99),
        ["[models.drafter].gpu_layers", "unknown key"],
    ),
    (
        "role names a missing model",
        lambda d: d["roles"].update(heavy="giant"),
        ["[roles].heavy", "'giant'", "add [models.giant]"],
    ),
    ("model on a missing board", lambda d: d["models"]["guard"].update(board="C"), ["[models.guard].board", "'C'"]),
    (
        "non-loopback endpoint not allow-listed",
        lambda d: d["server"].update(allow_hosts=[]),
        ["[hosts.box2].address", "10.20.0.12", "allow_hosts"],
    ),
    (
        "GPU named by a bare index",
        lambda d: d["boards"]["pair23"].update(gpus=["2", "3"]),
        ["[boards.pair23].gpus", "bare index", "UUID"],
    ),
    (
        "cache type that does not exist",
        lambda d: d["models"]["drafter"].update(cache_type_k="q3"),
        ["[models.drafter].cache_type_k"],
    ),
    ("two models on one port", lambda d: d["models"]["guard"].update(port=8081), ["port", "already used"]),
    ("missing required key", lambda d: d["models"]["drafter"].pop("label"), ["[models.drafter].label", "missing"]),
    ("listening on every interface", lambda d: d["hosts"]["rig"].update(bind="0.0.0.0"), ["bind", "0.0.0.0"]),
    ("summary role names a missing model", lambda d: d["roles"].update(summary="fast"), ["[roles].summary", "'fast'"]),
    ("ollama model without a tag", lambda d: d["models"]["financial"].pop("ollama_model"), ["ollama_model"]),
    ("a negative lock wait", lambda d: d["server"].update(lock_wait_s=-1), ["[server].lock_wait_s"]),
]


@pytest.mark.parametrize(("case", "edit", "expected"), BROKEN, ids=[c[0] for c in BROKEN])
def test_a_broken_config_fails_at_load_naming_the_key_and_the_fix(case: str, edit: Any, expected: list[str]) -> None:
    with pytest.raises(ConfigError) as caught:
        parse_settings(_broken(edit), base_dir=RIG.parent, source=RIG)
    message = str(caught.value)
    for fragment in expected:
        assert fragment in message, f"{case}: {fragment!r} not in {message!r}"


def test_the_summary_role_is_optional_and_a_config_without_it_still_loads() -> None:
    data = _broken(lambda d: d["roles"].pop("summary"))
    settings = parse_settings(data, base_dir=RIG.parent, source=RIG)
    assert settings.roles.summary is None
    with pytest.raises(ConfigError, match=r"\[roles\]\.summary"):
        settings.model_for("summary")


def test_malformed_toml_names_the_file_and_says_to_fix_the_syntax(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[server\nmatters_dir = 'x'\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"bad\.toml: not valid TOML .*line 1"):
        load_settings(bad)


def test_a_missing_config_file_says_which_variable_names_it(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="COUNSEL_CONFIG"):
        load_settings(tmp_path / "absent.toml")


def test_relative_paths_resolve_against_the_config_files_folder(tmp_path: Path) -> None:
    data = tomllib.loads(LOCAL.read_text(encoding="utf-8"))
    settings = parse_settings(data, base_dir=tmp_path / "conf")
    assert settings.server.matters_dir == tmp_path / "matters"
    assert settings.models["smollm2"].gguf == tmp_path / "models" / MODEL_FILE


def test_settings_are_frozen() -> None:
    settings = load_settings(LOCAL)
    with pytest.raises(Exception, match="frozen"):
        settings.server.autostart = False  # type: ignore[misc]
