"""The release tarball and its .sha256 (Scripts/package)."""

import hashlib
import os
import re
import shutil
import stat
import subprocess
import tarfile

import pytest

from conftest import DIST, ROOT, run, tool_version


def test_names_follow_version_os_and_arch(build_info, tarball):
    assert build_info["os"] in ("linux", "macos")
    assert build_info["arch"] in ("x86_64", "arm64")
    assert tarball.name == f"notifykit-lint-{tool_version()}-{build_info['os']}-{build_info['arch']}.tar.gz"


def test_sha256_file_matches_and_sha256sum_accepts_it(tarball):
    line = (DIST / (tarball.name + ".sha256")).read_text()
    assert re.fullmatch(r"[0-9a-f]{64}  " + re.escape(tarball.name) + r"\n", line), line
    assert line.split()[0] == hashlib.sha256(tarball.read_bytes()).hexdigest()
    if shutil.which("sha256sum"):
        check = subprocess.run(["sha256sum", "-c", tarball.name + ".sha256"], cwd=DIST, capture_output=True)
        assert check.returncode == 0, check.stdout + check.stderr


def test_holds_the_binary_license_and_readme(tarball):
    top = tarball.name[: -len(".tar.gz")]
    with tarfile.open(tarball) as archive:
        members = {m.name: m for m in archive.getmembers()}
        assert set(members) == {top, f"{top}/notifykit-lint", f"{top}/LICENSE", f"{top}/README.md"}
        binary = members[f"{top}/notifykit-lint"]
        assert binary.isfile() and stat.S_IMODE(binary.mode) == 0o755
        assert all(m.uid == 0 and m.gid == 0 for m in members.values())
        assert archive.extractfile(f"{top}/LICENSE").read() == (ROOT / "LICENSE").read_bytes()
        assert archive.extractfile(f"{top}/README.md").read() == (ROOT / "README.md").read_bytes()
    assert b"Apache License" in (ROOT / "LICENSE").read_bytes()[:200]


def test_binary_runs_without_swift(unpacked, no_swift_env):
    result = run([unpacked / "notifykit-lint", "--version"], env=no_swift_env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode() == tool_version() + "\n"


def test_binary_is_stripped(unpacked):
    if not shutil.which("file"):
        pytest.skip("no file(1)")
    description = subprocess.run(["file", "-b", unpacked / "notifykit-lint"], capture_output=True, text=True).stdout
    assert "not stripped" not in description, description


@pytest.mark.skipif(os.uname().sysname != "Linux", reason="Linux linking")
def test_linux_binary_needs_no_swift_runtime(build_info, unpacked):
    binary = unpacked / "notifykit-lint"
    ldd = subprocess.run(["ldd", binary], capture_output=True, text=True)
    links = (ldd.stdout + ldd.stderr).strip()
    assert "swift" not in links.lower(), links
    assert "Foundation" not in links, links
    if build_info["linking"] == "static-executable":
        assert "not a dynamic executable" in links or "statically linked" in links, links
        assert build_info["max_glibc"] is None
    # build-info.json records what the documentation quotes.
    assert build_info["binary_bytes"] == binary.stat().st_size


@pytest.mark.skipif(os.uname().sysname != "Linux", reason="Linux glibc symbol versions")
def test_oldest_glibc_is_within_the_wheel_tag(build_info, unpacked):
    dynsyms = subprocess.run(["objdump", "-T", unpacked / "notifykit-lint"], capture_output=True, text=True).stdout
    versions = {tuple(int(p) for p in v.split(".")) for v in re.findall(r"GLIBC_(\d+(?:\.\d+)+)", dynsyms)}
    newest = max(versions) if versions else None
    recorded = tuple(int(p) for p in build_info["max_glibc"].split(".")) if build_info["max_glibc"] else None
    assert newest == recorded
    tag = re.search(r"manylinux_(\d+)_(\d+)_", build_info["wheel_tag"])
    assert tag, build_info["wheel_tag"]
    floor = (int(tag.group(1)), int(tag.group(2)))
    assert newest is None or newest[:2] <= floor, (newest, floor)
