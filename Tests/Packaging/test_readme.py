"""The README's install snippet for the packages (`<!-- doc-test: packages -->`) runs as written.

Scripts/package has already run (it is the snippet's first line, and .ci/run runs it before this
suite), so the test runs the rest of the snippet in a scratch directory that holds the same dist/,
with the Swift toolchain removed from PATH: a new venv, the wheel installed from dist/, and
`notifykit-lint --version`.
"""

import re
import shutil

from conftest import DIST, ROOT, run, tool_version


def readme_block(kind: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    match = re.search(r"<!-- doc-test: " + re.escape(kind) + r" -->\n```sh\n(.*?)```", text, re.S)
    assert match, f"README.md has no `doc-test: {kind}` block"
    return match.group(1)


def test_packages_snippet_runs_as_written(no_swift_env, build_info, tmp_path):
    lines = readme_block("packages").splitlines()
    assert lines[0].split("#")[0].strip() == "Scripts/package"
    assert (ROOT / "Scripts/package").is_file()
    shutil.copytree(DIST, tmp_path / "dist")
    script = "set -euo pipefail\n" + "\n".join(lines[1:]) + "\n"
    result = run(["bash", "-c", script], env=no_swift_env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr.decode()
    assert result.stdout.decode().strip().endswith(tool_version())
