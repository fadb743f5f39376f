"""The Spark example (Examples/Spark/lint_dataset.py) on `local[2]`: the findings per rule it
aggregates over a generated dataset equal those of a plain run of the CLI, counted from
`--format jsonl` and from `--format json`."""

import json
import shutil
import subprocess
import sys
from collections import Counter

import pytest

from conftest import ROOT, SPARK_EXAMPLE, lint

pyspark = pytest.importorskip("pyspark", reason="PySpark is not installed (pip install pyspark)")
if shutil.which("java") is None:
    pytest.skip("no java on PATH: Spark needs a Java runtime (17)", allow_module_level=True)


def per_rule_from_jsonl(stdout: bytes) -> dict:
    counts = Counter()
    for line in stdout.decode().splitlines():
        for finding in json.loads(line)["findings"]:
            counts[finding["ruleId"]] += 1
    return dict(sorted(counts.items()))


def per_rule_from_json(stdout: bytes) -> dict:
    counts = Counter(finding["ruleId"] for file in json.loads(stdout)["files"] for finding in file["findings"])
    return dict(sorted(counts.items()))


@pytest.fixture(scope="module")
def spark_counts(binary, dataset):
    """The Spark job run as a user runs it (its command line, in a process of its own), over the
    dataset split into four partitions on two local cores."""
    result = subprocess.run(
        [sys.executable, str(SPARK_EXAMPLE / "lint_dataset.py"), str(dataset), "--binary", str(binary), "--master", "local[2]",
         "--partitions", "4"],
        capture_output=True, timeout=900, cwd=ROOT)
    assert result.returncode == 0, result.stderr.decode()[-4000:]
    return json.loads(result.stdout)


def test_spark_counts_equal_a_plain_jsonl_run(binary, dataset, spark_counts):
    plain = lint(binary, "--format", "jsonl", dataset)
    assert plain.returncode == 1
    expected = per_rule_from_jsonl(plain.stdout)
    assert spark_counts["findingsPerRule"] == expected
    assert spark_counts["messages"] == len(dataset.read_text().splitlines())
    # The dataset exercises several rules, with hundreds of findings each.
    assert len(expected) >= 6 and min(expected.values()) >= 50


def test_spark_counts_equal_the_json_format(binary, dataset, spark_counts):
    as_json = lint(binary, "--format", "json", dataset)
    assert spark_counts["findingsPerRule"] == per_rule_from_json(as_json.stdout)
