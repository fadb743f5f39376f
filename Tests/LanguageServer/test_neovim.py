"""A smoke test in a real editor: headless Neovim starts the server (vim.lsp.start, or start_client on
Neovim 0.7), opens a
bad payload, and writes the diagnostics it shows (vim.diagnostic.get) to a file."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from conftest import BAD_PAYLOAD, BINARY  # noqa: E402

NVIM = shutil.which("nvim")

LUA_CONFIG = r"""
local binary, out, root = os.getenv("NOTIFYKIT_LINT_BINARY"), os.getenv("NVIM_DIAGNOSTICS_OUT"), os.getenv("NVIM_ROOT")
local config = { name = "notifykit-lint", cmd = { binary, "server" }, root_dir = root }
vim.api.nvim_create_autocmd("FileType", {
  pattern = "json",
  callback = function(args)
    if vim.lsp.start then
      vim.lsp.start(config) -- Neovim 0.8 and later
    else
      vim.lsp.buf_attach_client(args.buf, vim.lsp.start_client(config)) -- Neovim 0.7 (Debian 12)
    end
  end,
})
vim.api.nvim_create_autocmd("DiagnosticChanged", {
  callback = function()
    local found = vim.diagnostic.get(0)
    if #found == 0 then return end
    local rows = {}
    for _, d in ipairs(found) do
      table.insert(rows, { code = d.code, lnum = d.lnum, col = d.col, severity = d.severity, source = d.source })
    end
    local file = io.open(out, "w")
    file:write(vim.json.encode(rows))
    file:close()
    vim.cmd("qa!")
  end,
})
vim.defer_fn(function() vim.cmd("cquit 3") end, 20000)
"""


@pytest.mark.skipif(NVIM is None, reason="nvim is not installed (apt-get install neovim); the Neovim smoke test needs it")
def test_neovim_shows_diagnostics_for_a_bad_payload(tmp_path: Path):
    (tmp_path / ".git").mkdir()
    payload = tmp_path / "bad.json"
    payload.write_text(BAD_PAYLOAD, encoding="utf-8", newline="")
    config = tmp_path / "init.lua"
    config.write_text(LUA_CONFIG, encoding="utf-8")
    out = tmp_path / "diagnostics.json"
    env = {"NOTIFYKIT_LINT_BINARY": str(BINARY), "NVIM_DIAGNOSTICS_OUT": str(out), "NVIM_ROOT": str(tmp_path), "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    run = subprocess.run(
        [NVIM, "--headless", "--clean", "-u", str(config), str(payload)],
        cwd=tmp_path, env=env, capture_output=True, timeout=60,
    )
    assert out.exists(), f"no diagnostics within 20 s (exit {run.returncode}): {run.stderr.decode(errors='replace')}"
    rows = json.loads(out.read_text(encoding="utf-8"))
    codes = {row["code"] for row in rows}
    assert {"data-value-not-string", "android-priority-invalid"} <= codes
    assert all(row["source"] == "notifykit-lint" for row in rows)
    priority = next(row for row in rows if row["code"] == "android-priority-invalid")
    assert (priority["lnum"], priority["severity"]) == (2, 1)
