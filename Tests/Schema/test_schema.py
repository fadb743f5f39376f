"""The JSON Schema export (`notifykit-lint schema`, Documentation/Schema.md), checked with the
`jsonschema` package from PyPI against the draft 2020-12 meta-schema and the fixtures.

The committed schemas (Documentation/fcm-request.schema.json and fcm-message.schema.json) are the
ones tested; the Swift suite (JSONSchemaExportTests) keeps them equal to the tool's output.

Which document each fixture is tested as comes from the tool's own shape detection (`size -f
json` gives the shape of every message of a file): an HTTP v1 request body against the request
schema, a bare HTTP v1 message (alone or in a batch) against the message schema. Other shapes are
out of scope and skipped with the shape as the reason: firebase-admin objects (camelCase names and
millisecond values the SDK converts), legacy HTTP bodies, raw APNs payloads and device captures
are not what the schema describes; invalid JSON and non-objects are not messages.

Which bad fixtures must fail is read from their recorded findings (`<name>.expected`: line:column,
severity, rule id, pointer, message), not chosen by hand: a message must fail exactly when it has
an error finding of a rule in SCHEMA_CLASS_RULES within it, and the schema's complaint must be at
or above that finding's place. Every other v1 message, good or bad, must validate: the schema is
never stricter than the linter's errors.
"""

import functools
import json
import os
import subprocess
from pathlib import Path

import pytest

jsonschema = pytest.importorskip("jsonschema")
from jsonschema import Draft202012Validator  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTATION = ROOT / "Documentation"
TOOL = Path(os.environ.get("NOTIFYKIT_LINT", ROOT / ".build/debug/notifykit-lint"))

# Rules whose every finding is a fact about one key or one value at a typed level of the message,
# which is what a JSON Schema states (properties, additionalProperties, type, enum, pattern,
# required). The schema export enforces a rule's check when the rule is an error by default, and
# these are the error rules of the schema tables (Sources/LintRules/Schema/FCMSchema.swift).
SCHEMA_CLASS_RULES = {
    # A key that is not a field of its level: FCM's protobuf JSON parser rejects the request.
    "shape-unknown-field",
    "shape-envelope",
    "shape-admin-only-name-in-rest",
    "shape-duplicate-alias",
    "notification-legacy-keys",
    "legacy-top-level-keys",
    "apns-alert-key-spelling",
    # A value of the wrong JSON type.
    "shape-type-mismatch",
    "data-value-not-string",
    "apns-headers-non-string",
    "webpush-headers-non-string",
    "apns-alert-type",
    # A value outside its enum, range or format.
    "android-priority-invalid",
    "android-notification-priority-enum",
    "android-notification-visibility-enum",
    "android-notification-proxy-enum",
    "android-notification-color",
    "android-notification-event-time",
    "android-notification-vibrate",
    "android-notification-light-settings",
    "android-notification-count",
    "android-ttl-format",
    "apns-push-type-invalid",
    "apns-priority-invalid",
    "apns-expiration-format",
    "apns-id-header-format",
    "webpush-urgency",
    "webpush-dir",
    "fcm-options-analytics-label",
}

# Expressed only in part: JSON Schema counts characters where APNs counts bytes, so the schema's
# maxLength catches an ASCII collapse id over 64 bytes but not a shorter non-ASCII one. A message
# with this finding is held to neither direction.
PARTLY_EXPRESSED_RULES = {"apns-collapse-id-too-long"}

# The rule that marks a document as another push service's request: the tool lints no FCM
# message in it, so the FCM schema does not apply.
OTHER_SERVICE_RULES = {"shape-other-push-service"}

# The error rules the fixtures record that a schema cannot state, for the record: a range on a
# duration's value (android-ttl-too-long), data keys the platforms reserve (data-key-reserved-*),
# a key given twice (json-duplicate-key, below the JSON data model), relations between fields
# (apns-priority-10-without-alert, apns-push-type-background-with-alert), sizes (size-*), and the
# contents of the notifee_options string (notifykit-*). Documentation/Schema.md lists them.

SCHEMAS = {
    "v1-request": DOCUMENTATION / "fcm-request.schema.json",
    "v1-message": DOCUMENTATION / "fcm-message.schema.json",
}


def load_schema(shape: str) -> dict:
    return json.loads(SCHEMAS[shape].read_text(encoding="utf-8"))


def pointer_parts(pointer: str) -> list:
    if pointer in ("", "(root)"):
        return []
    return [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]


def resolve(document, pointer: str):
    for part in pointer_parts(pointer):
        document = document[int(part)] if isinstance(document, list) else document[part]
    return document


def recorded_findings(fixture: Path) -> list:
    """(severity, rule id, pointer) of every finding in the fixture's .expected file."""
    expected = fixture.with_suffix(".expected")
    if not expected.exists():
        return []
    findings = []
    for line in expected.read_text(encoding="utf-8").splitlines():
        fields = line.split(" ", 4)
        if len(fields) >= 4:
            findings.append((fields[1], fields[2], fields[3]))
    return findings


@functools.lru_cache(maxsize=None)
def is_strict_json(fixture):
    """True when Python's strict JSON parser reads the fixture."""
    try:
        json.loads(fixture.read_text(encoding="utf-8-sig"))
        return True
    except ValueError:
        return False


def messages_by_shape():
    """One case per message of every fixture: (fixture, pointer, shape), from the tool's detection."""
    fixtures = sorted((ROOT / "Fixtures/good").glob("*.json")) + sorted((ROOT / "Fixtures/bad").glob("*.json"))
    if not TOOL.exists():
        return [pytest.param(None, None, None, marks=pytest.mark.skip(reason=f"{TOOL} is not built (swift build)"))]
    result = subprocess.run(
        [str(TOOL), "size", "-f", "json", *[str(f.relative_to(ROOT)) for f in fixtures]],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    report = json.loads(result.stdout)
    cases = []
    for entry in report["files"]:
        fixture = ROOT / entry["path"]
        if entry["invalid"] is not None or entry["error"] is not None or not is_strict_json(fixture):
            # The tool also reads texts FCM reads that are not strict JSON (trailing commas,
            # json-trailing-comma); the schema describes JSON documents only.
            cases.append(pytest.param(fixture, "", "not JSON", id=f"{fixture.parent.name}/{fixture.name}"))
            continue
        for message in entry["messages"]:
            case_id = f"{fixture.parent.name}/{fixture.name}{message['pointer']}"
            cases.append(pytest.param(fixture, message["pointer"], message["shape"] or "not an object", id=case_id))
    return tuple(cases)


def test_schema_class_rules_are_error_rules():
    """The selection cannot go stale: each rule exists, is on by default and is an error."""
    if not TOOL.exists():
        pytest.skip(f"{TOOL} is not built (swift build)")
    result = subprocess.run([str(TOOL), "rules", "--format", "json"], capture_output=True, text=True, timeout=120)
    rules = {rule["id"]: rule for rule in json.loads(result.stdout)["rules"]}
    for rule in sorted(SCHEMA_CLASS_RULES | PARTLY_EXPRESSED_RULES):
        assert rule in rules, f"{rule} is not a rule"
        assert rules[rule]["severity"] == "error" and not rules[rule]["optIn"], rule


def test_fixture_selection_is_not_empty():
    """The fixture cases below hold the schema to both directions on real files."""
    cases = [c.values for c in messages_by_shape() if c.values[2] in SCHEMAS]
    if not cases:
        pytest.skip(f"{TOOL} is not built (swift build)")
    rejected = 0
    for fixture, pointer, _ in cases:
        inside = pointer_parts(pointer)
        if any(
            severity == "error" and rule in SCHEMA_CLASS_RULES and pointer_parts(place)[: len(inside)] == inside
            for severity, rule, place in recorded_findings(fixture)
        ):
            rejected += 1
    good = sum(1 for fixture, _, _ in cases if fixture.parent.name == "good")
    assert good >= 15 and rejected >= 10 and len(cases) - good - rejected >= 20, (good, rejected, len(cases))


def test_schemas_are_valid_draft_2020_12():
    for shape, path in SCHEMAS.items():
        schema = load_schema(shape)
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        assert jsonschema.validators.validator_for(schema) is Draft202012Validator
        Draft202012Validator.check_schema(schema)
        # Every reference names a definition of the same document.
        text = path.read_text(encoding="utf-8")
        references = {line.split('"$ref": "')[1].split('"')[0] for line in text.splitlines() if '"$ref": "' in line}
        assert references, path
        for reference in references:
            assert reference.startswith("#/$defs/"), reference
            assert reference[len("#/$defs/"):] in schema["$defs"], reference


def test_schema_rejects_what_it_should_on_small_documents():
    """A few hand-written documents for what the fixtures do not show."""
    request = Draft202012Validator(load_schema("v1-request"))
    message = Draft202012Validator(load_schema("v1-message"))
    assert request.is_valid({"message": {"topic": "news", "android": {"priority": "high", "ttl": "3.5s"}}})
    assert request.is_valid({"message": {"topic": "news", "apns": {"headers": {"APNS-PUSH-TYPE": "alert"}}}})
    assert not request.is_valid({"message": {"topic": "news", "apns": {"headers": {"APNS-PUSH-TYPE": "loud"}}}})
    assert not request.is_valid({"message": {"topic": "news", "android": {"ttl": "1h"}}})
    assert not request.is_valid({"message": {"topic": "news", "android": {"collapse_key": "a", "collapseKey": "b"}}})
    assert not request.is_valid({"topic": "news"})
    assert message.is_valid({"topic": "news", "webpush": {"headers": {"Urgency": "high", "X-Custom": "1"}}})
    assert not message.is_valid({"topic": "news", "webpush": {"headers": {"Urgency": "urgent"}}})
    # Apple ignores unknown aps keys (a warning), but a respelt alert key is an error.
    assert message.is_valid({"topic": "news", "apns": {"payload": {"aps": {"custom": 1, "badge": -1}}}})
    assert not message.is_valid({"topic": "news", "apns": {"payload": {"aps": {"alert": {"loc_key": "K"}}}}})
    # A Live Activity's alert title may be a localized object, and its relevance-score any number.
    live = {"event": "update", "timestamp": 1, "alert": {"title": {"loc-key": "K"}}, "relevance-score": 50}
    assert message.is_valid({"token": "t", "apns": {"payload": {"aps": live}}})
    assert not message.is_valid({"token": "t", "apns": {"payload": {"aps": {"alert": {"title": {"loc-key": "K"}}}}}})


@pytest.mark.parametrize("fixture,pointer,shape", messages_by_shape())
def test_fixture_message(fixture, pointer, shape):
    if shape not in SCHEMAS:
        pytest.skip(f"{shape}: the schema describes HTTP v1 requests and messages only")
    document = json.loads(fixture.read_text(encoding="utf-8-sig"))
    value = resolve(document, pointer)
    errors = list(Draft202012Validator(load_schema(shape)).iter_errors(value))

    inside = pointer_parts(pointer)
    findings = [f for f in recorded_findings(fixture) if pointer_parts(f[2])[: len(inside)] == inside]
    if any(rule in PARTLY_EXPRESSED_RULES for _, rule, _ in findings):
        pytest.skip("a finding of a rule the schema expresses in part")
    if any(rule in OTHER_SERVICE_RULES for _, rule, _ in findings):
        pytest.skip("another push service's request (Expo, OneSignal), not an FCM message")
    schema_errors = [f for f in findings if f[0] == "error" and f[1] in SCHEMA_CLASS_RULES]

    if not schema_errors:
        assert not errors, f"{fixture.name}{pointer} ({[f[1] for f in findings]}) fails the schema: " + "; ".join(
            f"{list(e.absolute_path)}: {e.message[:200]}" for e in errors
        )
        return
    assert errors, f"{fixture.name}{pointer} has {[f[1] for f in schema_errors]} but validates"
    # Each complaint is at or above a schema-class finding (an unknown key is reported at its
    # object, a wrong value at the value).
    places = [pointer_parts(f[2])[len(inside):] for f in schema_errors]
    for error in errors:
        path = [str(p) for p in error.absolute_path]
        assert any(place[: len(path)] == path for place in places), (
            f"{fixture.name}{pointer}: the schema complains at {path} ({error.message[:120]}), "
            f"no schema-class finding is there: {schema_errors}"
        )
