"""The GitHub Action's scripts (action.yml runs them): Scripts/action-install.sh downloads the
release tarball from a base URL (file:// and a local HTTP server on 127.0.0.1 here), verifies its
SHA-256 and puts the binary on PATH; Scripts/action-run.sh lints with the action's inputs."""

import functools
import http.server
import json
import os
import shutil
import threading

import pytest
import yaml_loader

from conftest import DIST, ROOT, run, tool_version

INSTALL = ROOT / "Scripts/action-install.sh"
RUN = ROOT / "Scripts/action-run.sh"


def runner_env(tmp_path, no_swift_env, **extra):
    env = dict(no_swift_env)
    for key in list(env):
        if key.startswith(("GITHUB_", "RUNNER_", "INPUT_", "NOTIFYKIT_LINT")):
            del env[key]
    (tmp_path / "runner-temp").mkdir(exist_ok=True)
    env.update(
        RUNNER_TEMP=str(tmp_path / "runner-temp"),
        GITHUB_PATH=str(tmp_path / "github-path"),
        GITHUB_OUTPUT=str(tmp_path / "github-output"),
    )
    env.update(extra)
    return env


def outputs(env):
    path = env["GITHUB_OUTPUT"]
    if not os.path.exists(path):
        return {}
    return dict(line.split("=", 1) for line in open(path).read().splitlines())


def install(tmp_path, env):
    result = run([INSTALL], env=env, cwd=tmp_path)
    return result, outputs(env)


def test_install_from_a_file_url(tmp_path, tarball, no_swift_env):
    env = runner_env(tmp_path, no_swift_env, NOTIFYKIT_LINT_BASE_URL=DIST.as_uri())
    result, out = install(tmp_path, env)
    assert result.returncode == 0, result.stderr.decode()
    assert b"SHA-256 verified" in result.stdout
    assert out["version"] == tool_version()
    assert open(env["GITHUB_PATH"]).read() == out["dir"] + "\n"
    assert run([out["path"], "--version"], env=no_swift_env).stdout.decode() == tool_version() + "\n"


def test_install_over_http_with_runner_os_and_arch(tmp_path, build_info, no_swift_env):
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(DIST))
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        env = runner_env(
            tmp_path, no_swift_env,
            NOTIFYKIT_LINT_BASE_URL=f"http://127.0.0.1:{server.server_address[1]}/",
            NOTIFYKIT_LINT_VERSION="v" + tool_version(),
            RUNNER_OS={"linux": "Linux", "macos": "macOS"}[build_info["os"]],
            RUNNER_ARCH={"x86_64": "X64", "arm64": "ARM64"}[build_info["arch"]],
        )
        result, out = install(tmp_path, env)
    finally:
        server.shutdown()
        server.server_close()
    assert result.returncode == 0, result.stderr.decode()
    assert out["path"].endswith(f"/notifykit-lint-{tool_version()}-{build_info['os']}-{build_info['arch']}/notifykit-lint")


def test_install_refuses_a_tarball_whose_sha256_differs(tmp_path, tarball, no_swift_env):
    mirror = tmp_path / "mirror"
    mirror.mkdir()
    shutil.copy(tarball, mirror)
    (mirror / (tarball.name + ".sha256")).write_text("0" * 64 + "  " + tarball.name + "\n")
    env = runner_env(tmp_path, no_swift_env, NOTIFYKIT_LINT_BASE_URL=mirror.as_uri())
    result, out = install(tmp_path, env)
    assert result.returncode != 0
    assert b"SHA-256 mismatch" in result.stderr
    assert "path" not in out and not os.path.exists(env["GITHUB_PATH"])


def test_install_fails_clearly_when_the_release_is_missing(tmp_path, tarball, no_swift_env):
    env = runner_env(tmp_path, no_swift_env, NOTIFYKIT_LINT_BASE_URL=DIST.as_uri(), NOTIFYKIT_LINT_VERSION="99.0.0")
    result, _ = install(tmp_path, env)
    assert result.returncode != 0 and b"could not download" in result.stderr


@pytest.fixture
def installed(tmp_path, tarball, no_swift_env):
    env = runner_env(tmp_path, no_swift_env, NOTIFYKIT_LINT_BASE_URL=DIST.as_uri())
    result, out = install(tmp_path, env)
    assert result.returncode == 0, result.stderr.decode()
    os.remove(env["GITHUB_OUTPUT"])
    return out["path"]


def lint(tmp_path, no_swift_env, binary, **inputs):
    env = runner_env(tmp_path, no_swift_env, NOTIFYKIT_LINT=binary)
    env.update({"INPUT_" + k.upper(): v for k, v in inputs.items()})
    result = run([RUN], env=env, cwd=ROOT)
    return result, outputs(env)


def test_run_annotates_and_fails_on_a_bad_payload(tmp_path, installed, no_swift_env):
    result, out = lint(tmp_path, no_swift_env, installed, paths="Fixtures/bad/apns-priority-invalid.json\nFixtures/good")
    assert result.returncode == 1
    assert result.stdout.startswith(b"::error file=Fixtures/bad/apns-priority-invalid.json,line=")
    assert out == {"exit-code": "1"}


def test_run_passes_good_payloads(tmp_path, installed, no_swift_env):
    result, out = lint(tmp_path, no_swift_env, installed, paths="Fixtures/good")
    assert result.returncode == 0, result.stdout + result.stderr
    assert out["exit-code"] == "0"


def test_run_honours_fail_level_format_config_and_args(tmp_path, installed, no_swift_env):
    config = tmp_path / "notifykit-lint.json"
    config.write_text("{\"version\": 1}\n")
    result, out = lint(
        tmp_path, no_swift_env, installed,
        paths="Fixtures/bad/apns-priority-invalid.json", format="concise", fail_level="none",
        config=str(config), args="--quiet",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(b"Fixtures/bad/apns-priority-invalid.json:")
    assert out["exit-code"] == "0"
    assert b"--fail-level none --config " + str(config).encode() + b" --quiet" in result.stderr


def test_run_writes_sarif_for_the_upload_step(tmp_path, installed, no_swift_env):
    sarif = tmp_path / "out.sarif"
    result, out = lint(
        tmp_path, no_swift_env, installed,
        paths="Fixtures/bad/apns-priority-invalid.json", sarif="true", sarif_file=str(sarif),
    )
    assert result.returncode == 1
    assert out["sarif-file"] == str(sarif)
    log = json.loads(sarif.read_text())
    assert log["version"] == "2.1.0" and log["runs"][0]["results"]
    assert result.stdout.startswith(b"::error ")


def test_action_yml_wires_the_scripts_and_the_sarif_upload():
    action = yaml_loader.load(ROOT / "action.yml")
    assert action["runs"]["using"] == "composite"
    inputs = action["inputs"]
    for name in ("paths", "format", "fail-level", "config", "sarif", "base-url", "version"):
        assert name in inputs, name
    assert inputs["format"]["default"] == "github"
    steps = action["runs"]["steps"]
    assert "Scripts/action-install.sh" in steps[0]["run"]
    assert steps[0]["env"]["NOTIFYKIT_LINT_BASE_URL"] == "${{ inputs.base-url }}"
    assert "Scripts/action-run.sh" in steps[1]["run"]
    upload = steps[2]
    assert upload["uses"].startswith("github/codeql-action/upload-sarif@")
    assert "inputs.sarif == 'true'" in upload["if"] and "!cancelled()" in upload["if"]
