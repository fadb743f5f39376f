"""Shared fixtures for the pipeline tests (Tests/Pipeline, pytest): `check --format jsonl` run as a
process, and the Spark example (Examples/Spark) over a generated dataset.

They use the debug build `swift build` leaves in .build (as .ci/run builds it first);
NOTIFYKIT_LINT_BINARY names another.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPARK_EXAMPLE = ROOT / "Examples" / "Spark"
sys.path.insert(0, str(SPARK_EXAMPLE))


@pytest.fixture(scope="session")
def binary() -> Path:
    path = Path(os.environ.get("NOTIFYKIT_LINT_BINARY", ROOT / ".build/debug/notifykit-lint"))
    if not path.is_file():
        pytest.fail(f"no notifykit-lint build at {path}: run 'swift build' first", pytrace=False)
    return path


@pytest.fixture(scope="session")
def dataset(tmp_path_factory) -> Path:
    """3,000 generated messages (make_dataset.py, seed 7): good ones, six kinds of mistakes, and
    about one in thirty lines cut short."""
    import make_dataset

    path = tmp_path_factory.mktemp("dataset") / "messages.jsonl"
    make_dataset.write(path, count=3000, seed=7)
    return path


def lint(binary, *args, input=None, timeout=300):
    """Runs `notifykit-lint check --no-config ARGS` and returns the completed process."""
    return subprocess.run(
        [str(binary), "check", "--no-config", *map(str, args)], input=input, capture_output=True, timeout=timeout, cwd=ROOT
    )


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a test that streams tens of megabytes (skipped with -m 'not slow')")
