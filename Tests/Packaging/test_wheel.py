"""The platform wheel: installed into a fresh venv with the Swift toolchain off PATH, its
`notifykit-lint` command gives the same bytes and exit code as the source build."""

import os
import platform
import re
import shutil
import zipfile

import pytest

from conftest import ROOT, run, tool_version


def test_wheel_is_platform_tagged(build_info, wheel):
    version = tool_version()
    match = re.fullmatch(rf"notifykit_lint-{re.escape(version)}-py3-none-(.+)\.whl", wheel.name)
    assert match, wheel.name
    platforms = match.group(1).split(".")
    if build_info["os"] == "linux":
        arch = "x86_64" if build_info["arch"] == "x86_64" else "aarch64"
        assert platforms[0] == f"manylinux_2_17_{arch}" or re.fullmatch(rf"manylinux_2_\d+_{arch}", platforms[0])
        if build_info["max_glibc"]:
            needed = tuple(int(p) for p in build_info["max_glibc"].split(".")[:2])
            tagged = tuple(int(p) for p in re.match(r"manylinux_(\d+)_(\d+)", platforms[0]).groups())
            assert tagged >= needed
    else:
        assert platforms[0].startswith("macosx_13_0_")
    with zipfile.ZipFile(wheel) as archive:
        wheel_meta = archive.read(f"notifykit_lint-{version}.dist-info/WHEEL").decode()
        assert "Root-Is-Purelib: false" in wheel_meta
        for platform_tag in platforms:
            assert f"Tag: py3-none-{platform_tag}" in wheel_meta
        entry_points = archive.read(f"notifykit_lint-{version}.dist-info/entry_points.txt").decode()
        assert "notifykit-lint = notifykit_lint.__main__:main" in entry_points
        binary = archive.getinfo("notifykit_lint/bin/notifykit-lint")
        assert (binary.external_attr >> 16) & 0o111, "the binary is not executable in the wheel"
        assert "notifykit_lint/LICENSE" in archive.namelist()


def test_pip_installs_it_here(wheel):
    """pip would pick this wheel on this machine (its tag is one of the interpreter's)."""
    packaging_tags = pytest.importorskip("packaging.tags")
    supported = {str(t) for t in packaging_tags.sys_tags()}
    tags = wheel.name[: -len(".whl")].split("-", 2)[2]
    interpreter, abi, platforms = tags.split("-")
    assert any(f"{interpreter}-{abi}-{p}" in supported for p in platforms.split(".")), (tags, platform.machine())


def test_version_without_swift(wheel_venv, no_swift_env):
    command = wheel_venv / "notifykit-lint"
    assert command.is_file()
    result = run([command, "--version"], env=no_swift_env)
    assert (result.returncode, result.stdout, result.stderr) == (0, (tool_version() + "\n").encode(), b"")
    as_module = run([wheel_venv / "python", "-m", "notifykit_lint", "--version"], env=no_swift_env)
    assert (as_module.returncode, as_module.stdout) == (0, (tool_version() + "\n").encode())


def test_the_command_execs_the_binary(wheel_venv, no_swift_env):
    """On POSIX the linter replaces the Python process (os.execv): code after main() never runs."""
    if os.name != "posix":
        pytest.skip("execv is POSIX only")
    result = run(
        [wheel_venv / "python", "-c",
         "import sys; sys.argv = ['notifykit-lint', '--version']\n"
         "from notifykit_lint.__main__ import main\nmain()\nprint('still python')"],
        env=no_swift_env,
    )
    assert (result.returncode, result.stdout) == (0, (tool_version() + "\n").encode())


CASES = {
    "good-dir": ["check", "Fixtures/good"],
    "bad-dir": ["check", "Fixtures/bad"],
    "bad-file-concise": ["check", "-f", "concise", "Fixtures/bad/apns-priority-invalid.json"],
    "bad-file-json": ["check", "-f", "json", "Fixtures/bad/batch-with-null.json"],
    "bad-sarif": ["check", "-f", "sarif", "Fixtures/bad/android-ttl-format.json"],
    "bad-github": ["check", "-f", "github", "Fixtures/bad"],
    "good-statistics": ["check", "--statistics", "--fail-level", "info", "Fixtures/good"],
    "size": ["size", "Fixtures/size/template.json"],
    "rules": ["rules"],
    "bad-option": ["check", "--no-such-option"],
    "missing-path": ["check", "Fixtures/does-not-exist.json"],
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_same_bytes_and_exit_code_as_the_source_build(case, wheel_venv, source_binary, no_swift_env):
    argv = CASES[case]
    shipped = run([wheel_venv / "notifykit-lint", *argv], env=no_swift_env)
    source = run([source_binary, *argv])
    assert shipped.returncode == source.returncode
    assert shipped.stdout == source.stdout
    assert shipped.stderr == source.stderr
    if case.startswith("bad-dir"):
        assert shipped.returncode == 1 and shipped.stdout
    if case == "good-dir":
        assert shipped.returncode == 0


def test_standard_input_passes_through(wheel_venv, source_binary, no_swift_env):
    payload = (ROOT / "Fixtures/bad/apns-priority-invalid.json").read_bytes()
    argv = ["check", "--stdin-filename", "payloads/push.json", "-"]
    shipped = run([wheel_venv / "notifykit-lint", *argv], env=no_swift_env, input=payload)
    source = run([source_binary, *argv], input=payload)
    assert (shipped.returncode, shipped.stdout, shipped.stderr) == (source.returncode, source.stdout, source.stderr)
    assert shipped.returncode == 1 and b"payloads/push.json" in shipped.stdout


def test_tarball_binary_matches_the_source_build_too(unpacked, source_binary, no_swift_env):
    argv = ["check", "Fixtures/bad", "Fixtures/good"]
    shipped = run([unpacked / "notifykit-lint", *argv], env=no_swift_env)
    source = run([source_binary, *argv])
    assert (shipped.returncode, shipped.stdout, shipped.stderr) == (source.returncode, source.stdout, source.stderr)
