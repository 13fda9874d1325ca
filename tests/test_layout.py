"""The layout keeps the architecture: imports run one way, and the top of server/ holds the spine only."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SERVER = ROOT / "server"
SPINE = {"__init__", "__main__", "app", "settings", "errors", "state", "workflows"}
DOMAINS = ("matter", "documents", "verify", "production", "cluster", "models", "filing")
ABOVE_TOOLS = {"server.app", "server.__main__", "server.cli"}


def _imports(path: Path) -> set[str]:
    """Every module an import statement in ``path`` names (module level, functions and TYPE_CHECKING alike)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def _package_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] == "tools":
        return "tools"
    if parts[0] == "server" and len(parts) > 1:
        return parts[1] if (SERVER / parts[1]).is_dir() else f"spine:{parts[1]}"
    return None


def test_the_top_of_server_holds_the_spine_only() -> None:
    modules = {p.stem for p in SERVER.glob("*.py")}
    assert modules == SPINE, f"move {sorted(modules - SPINE)} into a domain package"
    assert len(modules) <= 8


@pytest.mark.parametrize("package", DOMAINS)
def test_a_domain_package_never_imports_tools_the_command_line_or_the_app(package: str) -> None:
    offenders = []
    for path in sorted((SERVER / package).rglob("*.py")):
        for module in _imports(path):
            if module == "tools" or module.startswith("tools.") or any(
                module == above or module.startswith(above + ".") for above in ABOVE_TOOLS
            ):
                offenders.append(f"{path.relative_to(ROOT)} imports {module}")
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize("package", DOMAINS)
def test_a_domain_package_says_what_it_is_for(package: str) -> None:
    init = SERVER / package / "__init__.py"
    tree = ast.parse(init.read_text(encoding="utf-8"))
    assert ast.get_docstring(tree), f"{init.relative_to(ROOT)} needs a docstring naming its public face"
    assert not [n for n in tree.body if not isinstance(n, ast.Expr)], "no re-exports in a package's __init__"


def test_the_domain_packages_import_each_other_without_cycles() -> None:
    edges: dict[str, set[str]] = {package: set() for package in DOMAINS}
    for package in DOMAINS:
        for path in (SERVER / package).rglob("*.py"):
            for module in _imports(path):
                other = _package_of(module)
                if other in edges and other != package:
                    edges[package].add(other)
    seen: dict[str, str] = {}

    def visit(node: str, trail: tuple[str, ...]) -> None:
        if seen.get(node) == "done":
            return
        assert seen.get(node) != "open", "import cycle: " + " -> ".join((*trail, node))
        seen[node] = "open"
        for nxt in sorted(edges[node]):
            visit(nxt, (*trail, node))
        seen[node] = "done"

    for package in DOMAINS:
        visit(package, ())


def test_tools_never_import_the_app_or_the_command_line() -> None:
    offenders = [
        f"{path.name} imports {module}"
        for path in sorted((ROOT / "tools").glob("*.py"))
        for module in _imports(path)
        if any(module == above or module.startswith(above + ".") for above in ABOVE_TOOLS)
    ]
    assert not offenders, "\n".join(offenders)
