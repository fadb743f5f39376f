"""The `notifykit-lint-py` pre-commit hook, run by the real pre-commit with the Swift toolchain
off PATH: pre-commit installs this repository (`pip install .`, the metadata-only root
pyproject.toml) plus the local wheel given as additional_dependencies, so the hook runs the
prebuilt binary. It blocks a bad payload (.json and .jsonl) and passes good ones. Like
Tests/CommandLineTests/PreCommitTests.swift it tests the committed HEAD, not uncommitted changes.
"""

import importlib.util
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT, env_without_swift, run

needs_pre_commit = pytest.mark.skipif(
    importlib.util.find_spec("pre_commit") is None or shutil.which("git") is None,
    reason="needs pre-commit (pip install pre-commit; .ci/run installs it) and git",
)

GOOD = b'{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There"}}}\n'
BAD = b'{"message": {"topic": "news", "data": {"badge": 7}}}\n'


@pytest.fixture
def sandbox(tmp_path, wheel):
    head = subprocess.run(["git", "-C", ROOT, "rev-parse", "HEAD"], capture_output=True, text=True)
    if head.returncode != 0:
        pytest.skip("this checkout is not a git repository")
    repo = tmp_path / "repo"
    repo.mkdir()
    env = env_without_swift(
        PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"),
        PRE_COMMIT_COLOR="never",
        GIT_AUTHOR_NAME="Test", GIT_AUTHOR_EMAIL="test@example.com",
        GIT_COMMITTER_NAME="Test", GIT_COMMITTER_EMAIL="test@example.com",
        GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_NOSYSTEM="1",
    )
    assert shutil.which("swift", path=env["PATH"]) is None
    (repo / ".pre-commit-config.yaml").write_text(
        "repos:\n"
        f"  - repo: {ROOT}\n"
        f"    rev: {head.stdout.strip()}\n"
        "    hooks:\n"
        "      - id: notifykit-lint-py\n"
        f"        additional_dependencies: ['{wheel}']\n"
    )
    (repo / "payloads").mkdir()
    (repo / "payloads/good.json").write_bytes(GOOD)
    (repo / "payloads/batch.ndjson").write_bytes(GOOD + GOOD)
    (repo / "payloads/bad.json").write_bytes(BAD)
    (repo / "payloads/batch.jsonl").write_bytes(GOOD + BAD)
    (repo / "notes.txt").write_text('{"message": {"data": {"badge": 7}}}\n')  # not a payload name
    assert run(["git", "init", "-q"], env=env, cwd=repo).returncode == 0
    assert run(["git", "add", "."], env=env, cwd=repo).returncode == 0
    return repo, env


def pre_commit(repo, env, *args):
    return run([sys.executable, "-m", "pre_commit", *args], env=env, cwd=repo, timeout=1800)


@needs_pre_commit
def test_hook_blocks_a_bad_payload_and_passes_good_ones_without_swift(sandbox):
    repo, env = sandbox
    refused = pre_commit(repo, env, "run", "--all-files")
    log = (refused.stdout + refused.stderr).decode()
    assert refused.returncode == 1, log
    assert "notifykit-lint (FCM payloads, prebuilt wheel)" in log and "Failed" in log, log
    assert "payloads/bad.json:1:49: error[data-value-not-string]" in log, log
    assert "payloads/batch.jsonl:2:" in log, log  # JSON Lines files reach the hook
    assert "notes.txt" not in log, log

    (repo / "payloads/bad.json").write_bytes(GOOD)
    (repo / "payloads/batch.jsonl").write_bytes(GOOD + GOOD)
    assert run(["git", "add", "."], env=env, cwd=repo).returncode == 0
    accepted = pre_commit(repo, env, "run", "--all-files")
    log = (accepted.stdout + accepted.stderr).decode()
    assert accepted.returncode == 0, log
    assert "notifykit-lint (FCM payloads, prebuilt wheel)" in log and "Passed" in log, log


@needs_pre_commit
def test_installed_hook_refuses_the_commit(sandbox):
    repo, env = sandbox
    assert pre_commit(repo, env, "install").returncode == 0
    commit = run(["git", "commit", "-q", "-m", "payloads"], env=env, cwd=repo, timeout=1800)
    assert commit.returncode != 0, (commit.stdout + commit.stderr).decode()
    assert run(["git", "rev-parse", "--verify", "-q", "HEAD"], env=env, cwd=repo).returncode != 0


def test_every_hook_takes_json_lines_files():
    """pre-commit's identify has no JSON Lines tag, so `types: [json]` would drop .jsonl/.ndjson."""
    import re

    import yaml_loader

    hooks = yaml_loader.load(ROOT / ".pre-commit-hooks.yaml")
    assert {h["id"] for h in hooks} >= {"notifykit-lint", "notifykit-lint-system", "notifykit-lint-py"}
    for hook in hooks:
        assert "types" not in hook or hook["types"] in (["file"], ["text"]), hook
        pattern = re.compile(hook["files"])
        for name in ("a.json", "dir/b.jsonl", "c.ndjson"):
            assert pattern.search(name), (hook["id"], name)
        assert not pattern.search("notes.txt")
    python_hook = next(h for h in hooks if h["id"] == "notifykit-lint-py")
    assert python_hook["language"] == "python"
