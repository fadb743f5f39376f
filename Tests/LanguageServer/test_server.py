"""End-to-end tests of `notifykit-lint server` with pytest-lsp as the client."""

import asyncio
import json
import time
import subprocess
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

sys.path.insert(0, str(Path(__file__).parent))
from conftest import BAD_PAYLOAD, BINARY, GOOD_PAYLOAD, utf16_column  # noqa: E402


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[str(BINARY), "server"]))
async def client(lsp_client: LanguageClient, tmp_path: Path):
    (tmp_path / ".git").mkdir()
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    params = types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        workspace_folders=[types.WorkspaceFolder(uri=tmp_path.as_uri(), name="workspace")],
        initialization_options={"debounceMilliseconds": 20},
    )
    result = await lsp_client.initialize_session(params)
    lsp_client.workspace = tmp_path
    lsp_client.initialize_result = result
    yield
    await lsp_client.shutdown_session()


async def open_document(client: LanguageClient, name: str, text: str) -> str:
    path = client.workspace / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", newline="")
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="json", version=1, text=text))
    )
    await client.wait_for_notification("textDocument/publishDiagnostics")
    return uri


async def test_capabilities_are_honest(client: LanguageClient):
    capabilities = client.initialize_result.capabilities
    assert capabilities.hover_provider is True
    assert capabilities.completion_provider is not None
    assert set(capabilities.code_action_provider.code_action_kinds) == {"quickfix", "source.fixAll.notifykit-lint"}
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf16
    # The client can register watchers dynamically, so the server asks it to watch the configuration.
    for _ in range(50):
        if client.registrations:
            break
        await asyncio.sleep(0.05)
    [registration] = client.registrations
    assert registration.method == "workspace/didChangeWatchedFiles"
    assert registration.register_options["watchers"][0]["globPattern"] == "**/.notifykit-lint.json"


async def test_bad_payload_diagnostics(client: LanguageClient):
    uri = await open_document(client, "payloads/bad.json", BAD_PAYLOAD)
    diagnostics = {d.code: d for d in client.diagnostics[uri]}
    assert {"data-value-not-string", "android-priority-invalid", "notifykit-options-mismatch"} <= set(diagnostics)
    data = diagnostics["data-value-not-string"]
    assert data.severity == types.DiagnosticSeverity.Error
    assert data.source == "notifykit-lint"
    assert data.code_description.href.endswith("Documentation/Rules.md#data-value-not-string")
    assert "\nfix: " in data.message
    assert diagnostics["notifykit-options-mismatch"].severity == types.DiagnosticSeverity.Warning


async def test_code_actions_are_the_safe_fixes(client: LanguageClient):
    text = '{\r\n  "message": {\r\n    "topic": "news \U0001F600",\r\n    "data": {"emoji": "\U0001F600", "n": 5}\r\n  }\r\n}\r\n'
    uri = await open_document(client, "payloads/fixable.json", text)
    [finding] = [d for d in client.diagnostics[uri] if d.code == "data-value-not-string"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=finding.range,
            context=types.CodeActionContext(diagnostics=[finding]),
        )
    )
    by_kind = {action.kind: action for action in actions}
    quick_fix = by_kind[types.CodeActionKind.QuickFix]
    assert quick_fix.diagnostics[0].code == "data-value-not-string"
    [edit] = quick_fix.edit.changes[uri]
    assert edit.new_text == '"5"'
    assert edit.range == finding.range  # UTF-16 columns: the emoji before it counts two
    fix_all = by_kind["source.fixAll.notifykit-lint"]
    [whole] = fix_all.edit.changes[uri]
    assert whole.new_text == text.replace('"n": 5', '"n": "5"')  # CRLF and indentation kept
    # Applied, the document lints clean of that rule.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=whole.new_text)],
        )
    )
    await client.wait_for_notification("textDocument/publishDiagnostics")
    assert not [d for d in client.diagnostics[uri] if d.code == "data-value-not-string"]


async def test_positions_are_utf16_with_emoji_and_crlf(client: LanguageClient):
    uri = await open_document(client, "payloads/bad.json", BAD_PAYLOAD)
    lines = BAD_PAYLOAD.split("\r\n")
    diagnostics = {d.code: d for d in client.diagnostics[uri]}
    count = diagnostics["data-value-not-string"].range
    assert count.start == types.Position(line=1, character=utf16_column(lines[1], lines[1].index("3")))
    priority = diagnostics["android-priority-invalid"].range
    start = lines[2].index('"urgent"')
    assert priority.start == types.Position(line=2, character=utf16_column(lines[2], start))
    assert priority.end == types.Position(line=2, character=utf16_column(lines[2], start + len('"urgent"')))
    # Inside the iOS blob string, at the first differing character: the emoji (after the escaped
    # quote), so the column counts its escape-free UTF-16 position in the outer line.
    mismatch = diagnostics["notifykit-options-mismatch"]
    blob_line = lines[4]
    assert mismatch.range.start == types.Position(line=4, character=utf16_column(blob_line, blob_line.index("😀")))
    related = mismatch.related_information
    assert related and related[0].location.uri == uri
    data_line = lines[1]
    assert related[0].location.range.start == types.Position(
        line=1, character=utf16_column(data_line, data_line.index('"{\\"_v')))


async def test_good_payload_has_no_diagnostics(client: LanguageClient):
    uri = await open_document(client, "payloads/good.json", GOOD_PAYLOAD)
    assert list(client.diagnostics[uri]) == []


async def test_not_a_payload_is_not_linted(client: LanguageClient):
    uri = await open_document(client, "package.json", '{"name": "app", "version": "1.0.0", "data": 3}')
    assert list(client.diagnostics[uri]) == []


async def test_incremental_change_and_close(client: LanguageClient):
    uri = await open_document(client, "payloads/good.json", GOOD_PAYLOAD)
    assert list(client.diagnostics[uri]) == []
    line = GOOD_PAYLOAD.rstrip("\n")
    # Replace "news" by an invalid topic name with a space in it, then insert a number data value.
    start = utf16_column(line, line.index('"news"'))
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=0, character=start), end=types.Position(line=0, character=start + 6)),
                    text='"news", "data": {"n": 1}',
                )
            ],
        )
    )
    await client.wait_for_notification("textDocument/publishDiagnostics")
    assert [d.code for d in client.diagnostics[uri]] == ["data-value-not-string"]
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    await client.wait_for_notification("textDocument/publishDiagnostics")
    assert list(client.diagnostics[uri]) == []


async def test_configuration_change_changes_diagnostics(client: LanguageClient):
    uri = await open_document(client, "payloads/bad.json", BAD_PAYLOAD)
    assert "data-value-not-string" in {d.code for d in client.diagnostics[uri]}
    config = client.workspace / ".notifykit-lint.json"
    config.write_text(json.dumps({"version": 1, "rules": {"data-value-not-string": "off"}}), encoding="utf-8")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Created)])
    )
    await client.wait_for_notification("textDocument/publishDiagnostics")
    codes = {d.code for d in client.diagnostics[uri]}
    assert "data-value-not-string" not in codes and "android-priority-invalid" in codes
    # An exclude takes the file out: its diagnostics are cleared.
    config.write_text(json.dumps({"version": 1, "exclude": ["payloads/**"]}), encoding="utf-8")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)])
    )
    await client.wait_for_notification("textDocument/publishDiagnostics")
    assert list(client.diagnostics[uri]) == []


def position_of(text: str, needle: str, offset: int = 0) -> types.Position:
    index = text.index(needle) + offset
    line = text[:index].count("\n")
    line_start = text.rfind("\n", 0, index) + 1
    return types.Position(line=line, character=utf16_column(text[line_start:], index - line_start))


async def test_hover_on_message_key(client: LanguageClient):
    uri = await open_document(client, "payloads/bad.json", BAD_PAYLOAD)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(BAD_PAYLOAD, '"priority"', 3))
    )
    assert "message.android.priority" in hover.contents.value
    assert "`NORMAL`, `HIGH`" in hover.contents.value
    assert "firebase.google.com" in hover.contents.value


async def test_hover_inside_the_blob(client: LanguageClient):
    uri = await open_document(client, "payloads/bad.json", BAD_PAYLOAD)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(BAD_PAYLOAD, '\\"_v\\"', 2))
    )
    assert "notifee_options._v" in hover.contents.value
    assert "a number" in hover.contents.value


async def test_hover_on_a_value_is_empty(client: LanguageClient):
    uri = await open_document(client, "payloads/bad.json", BAD_PAYLOAD)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(BAD_PAYLOAD, '"news"', 2))
    )
    assert hover is None


async def completion_labels(client: LanguageClient, uri: str, position: types.Position) -> list[str]:
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
    )
    return [item.label for item in result.items]


async def test_completion_of_keys_and_enum_values(client: LanguageClient):
    text = '{"message": {"topic": "news", "android": {"priority": "", "notification": {"ch"}}}}'
    uri = await open_document(client, "payloads/typing.json", text)
    keys = await completion_labels(client, uri, position_of(text, '"ch"', 3))
    assert "channel_id" in keys and "click_action" in keys and "priority" not in keys
    values = await completion_labels(client, uri, position_of(text, '""', 1))
    assert values == ["NORMAL", "HIGH"]


async def test_completion_inside_the_blob(client: LanguageClient):
    text = '{"message": {"topic": "news", "data": {"notifee_options": "{\\"android\\": {\\"\\"}}"}}}'
    uri = await open_document(client, "payloads/blob.json", text)
    position = position_of(text, '{\\"\\"}', 3)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
    )
    labels = [item.label for item in result.items]
    assert "channelId" in labels and "pressAction" in labels
    channel = next(item for item in result.items if item.label == "channelId")
    assert channel.text_edit.new_text == '\\"channelId\\"'


async def test_unsupported_request_does_not_crash(client: LanguageClient):
    with pytest.raises(Exception, match="not supported"):
        await client.text_document_definition_async(
            types.DefinitionParams(
                text_document=types.TextDocumentIdentifier(uri=(client.workspace / "x.json").as_uri()),
                position=types.Position(line=0, character=0),
            )
        )
    # Still serving.
    uri = await open_document(client, "payloads/good.json", GOOD_PAYLOAD)
    assert list(client.diagnostics[uri]) == []


def frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def test_exit_code_is_0_after_shutdown_and_1_without():
    initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}
    shutdown = {"jsonrpc": "2.0", "id": 2, "method": "shutdown"}
    exit_ = {"jsonrpc": "2.0", "method": "exit"}
    clean = subprocess.run(
        [BINARY, "server"], input=frame(initialize) + frame(shutdown) + frame(exit_), capture_output=True, timeout=30
    )
    assert clean.returncode == 0
    abrupt = subprocess.run([BINARY, "server"], input=frame(initialize) + frame(exit_), capture_output=True, timeout=30)
    assert abrupt.returncode == 1


def test_malformed_input_does_not_crash():
    garbage = b"Content-Length: 5\r\n\r\n{nope" + b"X-Nothing: 1\r\n\r\n" + b"Content-Length: 3\r\n\r\n[1]"
    initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}
    shutdown = {"jsonrpc": "2.0", "id": 2, "method": "shutdown"}
    run = subprocess.run(
        [BINARY, "server"],
        input=garbage + frame(initialize) + frame(shutdown) + frame({"jsonrpc": "2.0", "method": "exit"}),
        capture_output=True,
        timeout=30,
    )
    assert run.returncode == 0
    assert b'"id": 2' in run.stdout and b"-32700" in run.stdout
    assert run.stderr  # logs go to standard error


def read_messages(stdout: bytes) -> list[dict]:
    messages = []
    while stdout:
        header, _, rest = stdout.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        messages.append(json.loads(rest[:length]))
        stdout = rest[length:]
    return messages


def test_cancel_and_supersede_in_one_read(tmp_path: Path):
    """A request cancelled in the same read is answered RequestCancelled, and of two versions sent
    before the debounce delay ends only the newer is linted and published."""
    (tmp_path / ".git").mkdir()
    uri = (tmp_path / "p.json").as_uri()
    good = GOOD_PAYLOAD
    bad = '{"message": {"topic": "news", "data": {"n": 1}}}'
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen",
         "params": {"textDocument": {"uri": uri, "languageId": "json", "version": 1, "text": good}}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange",
         "params": {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": bad}]}},
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
         "params": {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 3}}},
        {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 2}},
    ]
    process = subprocess.Popen([BINARY, "server"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdin.write(b"".join(frame(m) for m in messages))
    process.stdin.flush()
    received = []
    while not any(m.get("method") == "textDocument/publishDiagnostics" for m in received):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = process.stdout.read(1)
            assert byte, "the server stopped before publishing"
            header += byte
        received.append(json.loads(process.stdout.read(int(header.split(b":")[1]))))
    time.sleep(0.5)  # a second, superseded publication would come within the debounce delay
    process.stdin.write(frame({"jsonrpc": "2.0", "id": 3, "method": "shutdown"}) + frame({"jsonrpc": "2.0", "method": "exit"}))
    stdout, _ = process.communicate(timeout=30)
    assert process.returncode == 0
    received += read_messages(stdout)
    cancelled = next(m for m in received if m.get("id") == 2)
    assert cancelled["error"]["code"] == -32800
    published = [m["params"] for m in received if m.get("method") == "textDocument/publishDiagnostics"]
    assert [p["version"] for p in published] == [2]
    assert [d["code"] for d in published[0]["diagnostics"]] == ["data-value-not-string"]


async def test_saving_the_configuration_reloads_it(client: LanguageClient):
    uri = await open_document(client, "payloads/bad.json", BAD_PAYLOAD)
    assert "android-priority-invalid" in {d.code for d in client.diagnostics[uri]}
    config = client.workspace / ".notifykit-lint.json"
    config.write_text(json.dumps({"version": 1, "rules": {"android-priority-invalid": "off"}}), encoding="utf-8")
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=config.as_uri())))
    await client.wait_for_notification("textDocument/publishDiagnostics")
    assert "android-priority-invalid" not in {d.code for d in client.diagnostics[uri]}
