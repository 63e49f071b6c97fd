"""The README's quick start runs: every ``python`` code block of python/README.md's "Quick start"
section, each in a fresh namespace, as it stands."""

from __future__ import annotations

import pathlib
import re

import pytest

README = pathlib.Path(__file__).resolve().parents[1] / "README.md"


def quick_start_blocks() -> list[str]:
    text = README.read_text(encoding="utf-8")
    start = text.index("\n## Quick start\n")
    end = text.index("\n## ", start + 1)
    return re.findall(r"```python\n(.*?)```", text[start:end], flags=re.S)


def test_the_quick_start_has_a_block_for_each_framework() -> None:
    blocks = "\n".join(quick_start_blocks())
    for call in ("pettingzoo.env(", "parallel_env(", "gymnasium.make(", "gymnasium.make_vec(", "RecordEpisodeStatistics(", ".send(", ".recv("):
        assert call in blocks, call


@pytest.mark.parametrize("index", range(len(quick_start_blocks())))
def test_a_quick_start_block_runs(index: int) -> None:
    code = quick_start_blocks()[index]
    exec(compile(code, f"README.md quick start block {index + 1}", "exec"), {"__name__": "__readme__"})
