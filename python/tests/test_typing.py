"""The package is typed: mypy --strict passes on its Python, its examples, benchmark and tests
(python/pyproject.toml), the native module's stubs match the module (mypy's stubtest), and
every public call has a docstring."""

from __future__ import annotations

import importlib
import inspect
import os
import pathlib
import subprocess
import sys

import kohle

PYTHON_DIR = pathlib.Path(__file__).resolve().parents[1]
CACHE = PYTHON_DIR.parent / "target" / "mypy-cache"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], cwd=PYTHON_DIR, capture_output=True, text=True, env={**os.environ, "MYPY_FORCE_COLOR": "0"}
    )


def test_mypy_strict_passes() -> None:
    out = run("-m", "mypy", "--config-file", "pyproject.toml", "--cache-dir", str(CACHE))
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Success" in out.stdout


def test_the_stubs_match_the_native_module() -> None:
    out = run("-m", "mypy.stubtest", "kohle._kohle", "--mypy-config-file", "pyproject.toml")
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_package_is_marked_typed() -> None:
    assert (PYTHON_DIR / "kohle" / "py.typed").is_file()
    assert (PYTHON_DIR / "kohle" / "_kohle.pyi").is_file()


def public_calls() -> list[tuple[str, object]]:
    calls: list[tuple[str, object]] = []
    modules = [kohle] + [importlib.import_module(f"kohle.{m}") for m in ("vector", "openspiel", "gym", "pettingzoo", "cluster")]
    for module in modules:
        for name in getattr(module, "__all__", None) or [n for n in vars(module) if not n.startswith("_")]:
            obj = getattr(module, name)
            if inspect.ismodule(obj) or not callable(obj):
                continue
            if getattr(obj, "__module__", "").split(".")[0] != "kohle":
                continue  # imported from elsewhere
            calls.append((f"{module.__name__}.{name}", obj))
            if inspect.isclass(obj):
                for attr, member in vars(obj).items():
                    if attr.startswith("_") and attr not in ("__init__", "__call__"):
                        continue
                    if callable(member) or isinstance(member, property) or type(member).__name__ == "getset_descriptor":
                        calls.append((f"{module.__name__}.{name}.{attr}", member))
    return calls


def test_every_public_call_has_a_docstring() -> None:
    calls = public_calls()
    assert len(calls) > 80
    missing = [name for name, obj in calls if not (inspect.getdoc(obj) or "").strip() and not name.endswith("__init__")]
    assert not missing, f"no docstring: {missing}"
