import SizeModel

/// Which files are payloads, by their names and by their text: what a directory search picks when
/// no `include` applies, which files hold one message per line, the names of the tool's own files,
/// and which texts are not push payloads. The command's input collection and the language
/// server's workspace read the same lists and screens.
package enum PayloadFiles {
    /// Extensions searched for in directories when no `include` applies. `.jsonc` is among them:
    /// a message kept with comments is linted with them blanked (`linted(_:path:)`), and the
    /// configuration files that share the extension (wrangler.jsonc, biome.jsonc, VS Code's) are
    /// screened out by their text as package.json and tsconfig.json are (`notAPayloadReason`).
    package static let extensions: Set<String> = ["json", "jsonc", "jsonl", "ndjson"]
    /// The `include` globs when the configuration has none: the same list for the built-in
    /// default, `init`'s starter file and the configuration reference.
    package static let defaultInclude = ["**/*.json", "**/*.jsonc", "**/*.jsonl", "**/*.ndjson"]
    /// Extensions of JSON Lines files (one message per line).
    package static let jsonLinesExtensions: Set<String> = ["jsonl", "ndjson"]
    /// The file name of the tool's JSON Schema for its configuration.
    package static let schemaFileName = "notifykit-lint.schema.json"

    /// Extensions of JSON-with-comments files (VS Code's JSONC): a source whose `//` and `/* */`
    /// comments the tool reading it strips, never a body sent as written.
    package static let jsonWithCommentsExtensions: Set<String> = ["jsonc"]

    /// True when `path` names a JSON-with-comments file (`.jsonc`).
    package static func isJSONWithComments(_ path: String) -> Bool {
        jsonWithCommentsExtensions.contains(PathNames.fileExtension(path))
    }

    /// The text linted and measured for the file at `path`: a `.jsonc` file with its comments
    /// blanked in place, as the tool that reads it strips them (every other byte keeps its offset,
    /// line and column: `JSONCommentBlanking`); any other file as it is.
    package static func linted(_ bytes: [UInt8], path: String) -> [UInt8] {
        guard isJSONWithComments(path) else { return bytes }
        var text = bytes
        JSONCommentBlanking.blank(&text)
        return text
    }

    /// True when `path` names a JSON Lines file (`.jsonl`, `.ndjson`; for standard input, the
    /// `--stdin-filename`).
    package static func isJSONLines(_ path: String) -> Bool {
        jsonLinesExtensions.contains(PathNames.fileExtension(path))
    }

    /// What `bytes` is instead of a push payload, for a skip note, or nil when it is linted: the
    /// byte screen's verdict (`PayloadScreen`), except for a Postman collection that sends a
    /// request to FCM (`PostmanCollection`); then the translation-file test
    /// (`TranslationFileScreen`) for a document whose sign was a `notification` or `message`, and
    /// the weak-sign test (`WeakSignScreen`) for one whose sign was a plain-word target or `data`.
    package static func notAPayloadReason(_ bytes: [UInt8]) -> String? {
        let verdict = PayloadScreen.screen(bytes)
        if case .notAPayload(let what) = verdict {
            switch PostmanCollection.walkVerdict(bytes) {
            case .sendsToFCM?: return nil
            case .sendsNothingToFCM(let reason)?: return reason
            case nil: return what
            }
        }
        return TranslationFileScreen.translationReason(bytes, verdict: verdict)
            ?? WeakSignScreen.reason(bytes, verdict: verdict)
    }
}
