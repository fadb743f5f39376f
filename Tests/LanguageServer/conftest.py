"""Shared setup for the language server's end-to-end tests (Tests/LanguageServer, pytest).

They drive the built binary, `.build/debug/notifykit-lint server` (run `swift build` first;
.ci/run does), through pytest-lsp, a real LSP client, and through Neovim when it is installed.
NOTIFYKIT_LINT_BINARY names another binary.
"""

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("NOTIFYKIT_LINT_BINARY", ROOT / ".build/debug/notifykit-lint"))

if not BINARY.exists():
    pytest.skip(f"{BINARY} is not built (run swift build)", allow_module_level=True)

# A payload with three findings: a number data value (error), an invalid Android priority (error)
# and two notifee_options copies that differ. The emoji before them (two UTF-16 code units, four
# UTF-8 bytes) makes byte, code point and UTF-16 columns all differ.
BAD_PAYLOAD = (
    '{"message": {"topic": "news", "notification": {"title": "Hi 😀 there", "body": "B"},\r\n'
    '  "data": {"count": 3, "notifee_options": "{\\"_v\\":1,\\"title\\":\\"Hi\\",\\"body\\":\\"Old\\"}"},\r\n'
    '  "android": {"priority": "urgent"},\r\n'
    '  "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "New"}, "mutable-content": 1},\r\n'
    '    "notifee_options": "{\\"_v\\":1,\\"title\\":\\"😀Hi\\",\\"body\\":\\"New\\"}"}}}}\r\n'
)

GOOD_PAYLOAD = '{"message": {"topic": "news", "notification": {"title": "Hi 😀", "body": "Hello"}}}\n'


def utf16_column(line: str, index: int) -> int:
    """The UTF-16 column of code point `index` of `line`."""
    return len(line[:index].encode("utf-16-le")) // 2
