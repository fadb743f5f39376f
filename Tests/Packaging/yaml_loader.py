"""YAML for the tests: PyYAML (pre-commit depends on it, so .ci/run has it)."""

import pytest


def load(path):
    yaml = pytest.importorskip("yaml")
    with open(path, encoding="utf-8") as stream:
        return yaml.safe_load(stream)
