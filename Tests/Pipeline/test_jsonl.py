"""`check --format jsonl`: one record per message in input order, the same findings as `--format
json`, streamed from standard input run by run, in bounded memory, whatever `--jobs`."""

import json
import os
import select
import subprocess
import threading
from collections import Counter

import pytest

from conftest import ROOT, lint

RECORD_KEYS = ["recordVersion", "path", "index", "line", "column", "offset", "bytes", "shape", "error", "suppressed", "findings"]
FINDING_KEYS = ["ruleId", "severity", "message", "pointer", "line", "column", "offset", "endLine", "endColumn", "endOffset", "fix"]


def parses(text):
    try:
        json.loads(text)
        return True
    except ValueError:
        return False


def records(stdout: bytes):
    return [json.loads(line) for line in stdout.decode().splitlines()]


def findings_of_json(stdout: bytes):
    document = json.loads(stdout)
    return sorted(
        (file["path"], f["ruleId"], f["pointer"], f["line"], f["column"], f["offset"], f["endOffset"], f["message"])
        for file in document["files"]
        for f in file["findings"]
    )


def findings_of_jsonl(stdout: bytes):
    return sorted(
        (r["path"], f["ruleId"], f["pointer"], f["line"], f["column"], f["offset"], f["endOffset"], f["message"])
        for r in records(stdout)
        for f in r["findings"]
    )


def test_one_record_per_message_in_input_order(binary, dataset):
    result = lint(binary, "--format", "jsonl", dataset)
    assert result.returncode == 1, result.stderr.decode()
    got = records(result.stdout)
    lines = dataset.read_text().splitlines()
    assert [r["index"] for r in got] == list(range(len(lines)))
    assert [r["line"] for r in got] == list(range(1, len(lines) + 1))
    assert [r["bytes"] for r in got] == [len(line.encode()) for line in lines]
    for record in got:
        assert list(record) == RECORD_KEYS
        assert record["recordVersion"] == 1 and record["path"] == str(dataset) and record["error"] is None
        for finding in record["findings"]:
            assert list(finding) == FINDING_KEYS
            assert finding["pointer"].startswith(f"/{record['index']}")
            assert finding["line"] == record["line"]
    shapes = Counter(r["shape"] for r in got)
    assert set(shapes) == {"v1-request", "legacy", None}
    assert shapes[None] == sum(1 for line in lines if not parses(line))


def test_findings_equal_the_json_format(binary, dataset, tmp_path):
    """Every finding the json format reports, at the same place, and no other, for a JSON Lines
    file, a batch array and a single document (fixtures)."""
    inputs = [dataset, ROOT / "Fixtures/good/batch-send-each.json", ROOT / "Fixtures/bad/batch-with-null.json"]
    inputs += sorted((ROOT / "Fixtures/bad").glob("*.json"))[:20]
    as_jsonl = lint(binary, "--format", "jsonl", *inputs)
    as_json = lint(binary, "--format", "json", *inputs)
    assert as_jsonl.returncode == as_json.returncode
    assert findings_of_jsonl(as_jsonl.stdout) == findings_of_json(as_json.stdout)


def test_batch_array_gives_a_record_per_element(binary):
    path = ROOT / "Fixtures/bad/batch-with-null.json"
    got = records(lint(binary, "--format", "jsonl", path).stdout)
    elements = json.loads(path.read_text())
    messages = [r for r in got if r["index"] is not None]
    assert [r["index"] for r in messages] == list(range(len(elements)))
    null = elements.index(None)
    assert messages[null]["shape"] is None and messages[null]["findings"][0]["ruleId"] == "shape-not-object"


def test_standard_input_is_read_as_json_lines(binary, dataset):
    from_file = lint(binary, "--format", "jsonl", dataset)
    from_stdin = lint(binary, "--format", "jsonl", "--stdin-filename", dataset, "-", input=dataset.read_bytes())
    assert from_stdin.stdout == from_file.stdout
    unnamed = lint(binary, "--format", "jsonl", "-", input=b'{"message": {"topic": "a", "data": {"n": 1}}}\n{"to": "x"}\n')
    got = records(unnamed.stdout)
    assert [(r["path"], r["index"], r["shape"]) for r in got] == [("<stdin>", 0, "v1-request"), ("<stdin>", 1, "legacy")]


def test_a_pretty_printed_document_on_standard_input_is_one_record(binary):
    document = (ROOT / "Fixtures/good/notification-with-data.json").read_bytes()
    got = records(lint(binary, "--format", "jsonl", "-", input=document).stdout)
    assert [(r["index"], r["shape"], r["findings"]) for r in got] == [(0, "v1-request", [])]


@pytest.mark.parametrize("jobs", ["1", "2", "4"])
def test_output_is_byte_identical_for_any_jobs(binary, dataset, jobs):
    reference = lint(binary, "--format", "jsonl", "--jobs", "1", dataset, ROOT / "Fixtures/good/batch-send-each.json")
    again = lint(binary, "--format", "jsonl", "--jobs", jobs, dataset, ROOT / "Fixtures/good/batch-send-each.json")
    assert again.stdout == reference.stdout


def test_records_are_written_while_standard_input_is_still_open(binary):
    """The first record arrives before the writer closes standard input: output is written per run
    of messages, not at the end."""
    process = subprocess.Popen(
        [str(binary), "check", "--no-config", "--format", "jsonl", "--stdin-filename", "live.jsonl", "-"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    try:
        process.stdin.write(b'{"message": {"topic": "a", "data": {"n": 1}}}\n')
        process.stdin.flush()
        ready, _, _ = select.select([process.stdout], [], [], 60)
        assert ready, "no record within 60 s while standard input stayed open"
        first = json.loads(process.stdout.readline())
        assert first["index"] == 0 and first["findings"][0]["ruleId"] == "data-value-not-string"
        assert process.poll() is None
        process.stdin.write(b'{"message": {"topic": "b"}}\n')
        process.stdin.close()
        rest = records(process.stdout.read())
        assert [r["index"] for r in rest] == [1]
        assert process.wait(timeout=60) == 1
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_exit_codes_as_for_other_formats(binary, tmp_path):
    good = ROOT / "Fixtures/good/notification-with-data.json"
    assert lint(binary, "--format", "jsonl", good).returncode == 0
    assert lint(binary, "--format", "jsonl", ROOT / "Fixtures/bad/batch-with-null.json").returncode == 1
    assert lint(binary, "--format", "jsonl", "--exit-zero", ROOT / "Fixtures/bad/batch-with-null.json").returncode == 0
    missing = lint(binary, "--format", "jsonl", tmp_path / "missing.jsonl", good)
    assert missing.returncode == 2
    got = records(missing.stdout)
    assert got[0]["index"] is None and "cannot read" in got[0]["error"]
    assert got[1]["index"] == 0
    combined = lint(binary, "--format", "jsonl", "--format", "json=out.json", good)
    assert combined.returncode == 2 and b"cannot be combined" in combined.stderr


def test_written_to_a_file(binary, dataset, tmp_path):
    target = tmp_path / "records.jsonl"
    result = lint(binary, "--format", f"jsonl={target}", dataset)
    assert result.stdout == b"" and b"error" in result.stderr
    assert target.read_bytes() == lint(binary, "--format", "jsonl", dataset).stdout


def high_water_mark_kb(pid):
    """The process's peak resident size so far (VmHWM, kB). Not `ru_maxrss` from `wait4`, which
    also counts the test's own Python process as it was before the fork's `exec`."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="reads the peak resident size from /proc")
@pytest.mark.slow
def test_memory_stays_bounded_on_a_long_stream(binary, dataset):
    """64 MB of messages on standard input (a pipe, never a file): the peak resident size stays
    that of a short stream, far below the stream's size. (Measured with the release build: 16.6 MB
    for 1,000 messages, 17.7 MB for 95 MB, 1,150,000 messages.)"""
    block = dataset.read_bytes()
    repeats = 64_000_000 // len(block)
    process = subprocess.Popen(
        [str(binary), "check", "--no-config", "--format", "jsonl", "--exit-zero", "--stdin-filename", "s.jsonl", "-"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT)

    def feed():
        for _ in range(repeats):
            process.stdin.write(block)
        process.stdin.close()

    feeder = threading.Thread(target=feed)
    feeder.start()
    seen = 0
    last = None
    peak_kb = 0
    for line in process.stdout:
        seen += 1
        last = line
        if seen % 20_000 == 0:
            peak_kb = max(peak_kb, high_water_mark_kb(process.pid))
    feeder.join()
    assert process.wait(timeout=600) == 0
    messages = repeats * len(block.splitlines())
    assert seen == messages and json.loads(last)["index"] == messages - 1
    peak_mb = peak_kb / 1024
    assert peak_mb > 1, "the peak resident size could not be read"
    assert peak_mb < 40, f"peak RSS {peak_mb:.1f} MB for a {repeats * len(block) / 1e6:.0f} MB stream"
