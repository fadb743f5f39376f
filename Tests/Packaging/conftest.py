"""Shared fixtures for the packaging tests (Tests/Packaging, pytest).

They test what `Scripts/package` wrote to dist/ (run it first; .ci/run does): the tarball, the
wheel, the pre-commit hook that installs the wheel, and the GitHub Action's scripts. Every run of
a shipped binary happens with the Swift toolchain removed from PATH.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = Path(os.environ.get("NOTIFYKIT_LINT_DIST", ROOT / "dist"))


def tool_version() -> str:
    text = (ROOT / "Sources/LintRules/Reports/ToolInfo.swift").read_text(encoding="utf-8")
    match = re.search(r'public static let version = "([^"]+)"', text)
    assert match, "no ToolInfo.version"
    return match.group(1)


def path_without_swift() -> str:
    """PATH less /opt/swift/usr/bin and every entry that contains 'swift'."""
    entries = os.environ.get("PATH", "").split(os.pathsep)
    kept = [e for e in entries if e and "swift" not in e.lower() and e != "/opt/swift/usr/bin"]
    return os.pathsep.join(kept)


def env_without_swift(**extra: str) -> dict:
    env = {k: v for k, v in os.environ.items() if "swift" not in k.lower() and "swift" not in v.lower()}
    env.pop("LD_LIBRARY_PATH", None)
    env["PATH"] = path_without_swift()
    env.update(extra)
    return env


def run(argv, env=None, cwd=ROOT, input=None, timeout=600):
    return subprocess.run(
        [str(a) for a in argv], cwd=cwd, env=env, input=input, capture_output=True, timeout=timeout
    )


@pytest.fixture(scope="session")
def no_swift_env() -> dict:
    env = env_without_swift()
    assert shutil.which("swift", path=env["PATH"]) is None, "swift is still on the stripped PATH"
    assert shutil.which("swiftc", path=env["PATH"]) is None
    return env


@pytest.fixture(scope="session")
def build_info() -> dict:
    info_file = DIST / "build-info.json"
    if not info_file.is_file():
        pytest.fail(f"{info_file} is missing: run Scripts/package first", pytrace=False)
    info = json.loads(info_file.read_text())
    assert info["version"] == tool_version()
    return info


@pytest.fixture(scope="session")
def tarball(build_info) -> Path:
    path = DIST / build_info["tarball"]
    assert path.is_file(), f"{path} is missing"
    return path


@pytest.fixture(scope="session")
def unpacked(tarball, tmp_path_factory) -> Path:
    """The tarball unpacked; returns its top directory."""
    target = tmp_path_factory.mktemp("tarball")
    with tarfile.open(tarball) as archive:
        archive.extractall(target, filter="data") if sys.version_info >= (3, 12) else archive.extractall(target)
    return target / tarball.name[: -len(".tar.gz")]


@pytest.fixture(scope="session")
def wheel(build_info) -> Path:
    if not build_info.get("wheel"):
        pytest.fail("Scripts/package ran with --no-wheel", pytrace=False)
    path = DIST / build_info["wheel"]
    assert path.is_file(), f"{path} is missing"
    return path


@pytest.fixture(scope="session")
def wheel_venv(wheel, tmp_path_factory, no_swift_env) -> Path:
    """A fresh venv with only the wheel installed (no index: the wheel has no dependencies);
    returns its bin directory."""
    home = tmp_path_factory.mktemp("wheel-venv") / "venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(home)
    bindir = home / ("Scripts" if os.name == "nt" else "bin")
    result = run(
        [bindir / "python", "-m", "pip", "install", "--no-index", "--disable-pip-version-check", "--quiet", wheel],
        env=no_swift_env,
    )
    assert result.returncode == 0, result.stderr.decode()
    return bindir


@pytest.fixture(scope="session")
def source_binary() -> Path:
    """notifykit-lint built from source with the toolchain (`swift build`, as .ci/run does first;
    NOTIFYKIT_LINT_SOURCE_BINARY overrides). The shipped builds must match it byte for byte."""
    given = os.environ.get("NOTIFYKIT_LINT_SOURCE_BINARY")
    path = Path(given) if given else ROOT / ".build/debug/notifykit-lint"
    if not path.is_file():
        if given or shutil.which("swift") is None:
            pytest.fail(f"no source build at {path}", pytrace=False)
        result = run(["swift", "build", "--product", "notifykit-lint"], timeout=3600)
        assert result.returncode == 0, result.stderr.decode()[-4000:]
    return path
