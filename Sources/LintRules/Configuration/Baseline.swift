import SizeModel

/// A baseline: the findings a project has accepted for now, keyed by file, rule and JSON Pointer
/// with a count, so reformatting a payload (which moves lines) does not invalidate it.
///
///     {
///       "version": 1,
///       "entries": [
///         {
///           "file": "payloads/welcome.json",
///           "rule": "data-value-not-string",
///           "pointer": "/message/data/badge",
///           "count": 1
///         }
///       ]
///     }
///
/// `file` is relative to the baseline's directory with `/` separators. Entries are sorted by file,
/// rule and pointer and pretty-printed, so diffs stay reviewable.
package struct Baseline: Sendable {
    /// The baseline format version.
    static let version = 1

    /// What a baseline entry is keyed by.
    package struct Key: Hashable, Comparable, Sendable {
        package let file: String
        package let rule: String
        package let pointer: String

        /// Creates the key of a finding in `file`.
        package init(file: String, rule: String, pointer: String) {
            self.file = file
            self.rule = rule
            self.pointer = pointer
        }

        package static func < (lhs: Key, rhs: Key) -> Bool {
            if lhs.file != rhs.file { return lhs.file.utf8.lexicographicallyPrecedes(rhs.file.utf8) }
            if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
            return lhs.pointer.utf8.lexicographicallyPrecedes(rhs.pointer.utf8)
        }
    }

    /// The absolute path of the baseline file.
    package let path: String
    /// The path as shown.
    package let displayPath: String
    /// The file's bytes (for excerpts of `baseline-entry-unused` findings).
    package var source: [UInt8] = []
    /// Accepted counts.
    package var counts: [Key: Int] = [:]
    /// Where each entry is written: its index and byte range.
    package var entryLocations: [Key: (index: Int, start: Int, end: Int)] = [:]

    /// The directory `file` keys are relative to.
    var directory: String { PathNames.parent(path) }

    /// The key path for an input: relative to the baseline's directory when inside it, else
    /// absolute; `<stdin>` for unnamed standard input.
    package func filePath(for absolutePath: String?) -> String {
        guard let absolutePath else { return "<stdin>" }
        return PathNames.relative(absolutePath, to: directory) ?? absolutePath
    }

    // MARK: - Reading

    /// Reads and validates a baseline file.
    package static func load(path: String, displayPath: String) throws(ConfigurationError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileDescriptorIO.readFile(path)
        } catch {
            throw ConfigurationError(
                path: displayPath, message: "cannot read the baseline: \(error.reason) (create it with --write-baseline)")
        }
        var baseline = Baseline(path: path, displayPath: displayPath, source: bytes)
        let locator = SourceLocator(bytes: bytes)
        func fail(_ value: JSONValue?, _ key: String?, _ message: String) -> ConfigurationError {
            let position = value.map { locator.position(of: $0.sourceStart) }
            return ConfigurationError(path: displayPath, line: position?.line, column: position?.column, key: key, message: message)
        }
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes).root
        } catch {
            let position = locator.position(of: error.offset)
            throw ConfigurationError(
                path: displayPath, line: position.line, column: position.column, message: "not valid JSON: \(error.description)")
        }
        guard root.isObject else { throw fail(root, nil, "a baseline is an object with \"version\" and \"entries\"") }
        for member in root.members {
            let name = member.key.stringValue ?? ""
            guard name == "version" || name == "entries" else {
                throw fail(member.key, "/" + name, "unknown key; a baseline has \"version\" and \"entries\"")
            }
        }
        guard root.member(literal: "version")?.integerValue == version else {
            throw fail(root.member(literal: "version") ?? root, "/version", "must be \(version)")
        }
        guard let entries = root.member(literal: "entries"), entries.isArray else {
            throw fail(root.member(literal: "entries") ?? root, "/entries", "must be a list of {file, rule, pointer, count} entries")
        }
        for (index, entry) in entries.elements.enumerated() {
            let key = "/entries/\(index)"
            guard entry.isObject else { throw fail(entry, key, "an entry is an object with file, rule, pointer and count") }
            for member in entry.members where !["file", "rule", "pointer", "count"].contains(member.key.stringValue ?? "") {
                throw fail(member.key, key + "/" + (member.key.stringValue ?? ""), "unknown key; an entry has file, rule, pointer and count")
            }
            guard let file = entry.member(literal: "file")?.stringValue else { throw fail(entry, key + "/file", "must be a string path") }
            guard let rule = entry.member(literal: "rule")?.stringValue else { throw fail(entry, key + "/rule", "must be a rule id") }
            guard let pointer = entry.member(literal: "pointer")?.stringValue, JSONPointer(parsing: pointer) != nil else {
                throw fail(entry.member(literal: "pointer") ?? entry, key + "/pointer", "must be a JSON Pointer string")
            }
            guard let count = entry.member(literal: "count")?.integerValue, count >= 1 else {
                throw fail(entry.member(literal: "count") ?? entry, key + "/count", "must be an integer ≥ 1")
            }
            let entryKey = Key(file: file, rule: rule, pointer: pointer)
            baseline.counts[entryKey, default: 0] += count
            if baseline.entryLocations[entryKey] == nil {
                baseline.entryLocations[entryKey] = (index, entry.sourceStart, entry.sourceEnd)
            }
        }
        return baseline
    }

    // MARK: - Matching

    /// Splits one file's findings into shown and baselined, consuming counts in report order;
    /// returns how many findings each key matched.
    package func apply(to findings: [Finding], file: String) -> (shown: [Finding], baselined: [Finding], matched: [Key: Int]) {
        var shown: [Finding] = []
        var baselined: [Finding] = []
        var matched: [Key: Int] = [:]
        for finding in findings {
            let key = Key(file: file, rule: finding.ruleID, pointer: finding.pointer.description)
            let used = matched[key, default: 0]
            if used < counts[key, default: 0] {
                matched[key] = used + 1
                baselined.append(finding)
            } else {
                shown.append(finding)
            }
        }
        return (shown, baselined, matched)
    }

    // MARK: - Writing

    /// The baseline document for `counts`, sorted and pretty-printed.
    package static func render(_ counts: [Key: Int]) -> String {
        var out = JSONOutputWriter()
        out.beginObject()
        out.field("version", version)
        out.beginArray("entries")
        for key in counts.keys.sorted() {
            out.beginObject()
            out.field("file", key.file)
            out.field("rule", key.rule)
            out.field("pointer", key.pointer)
            out.field("count", counts[key, default: 0])
            out.endObject()
        }
        out.endArray()
        out.endObject()
        return out.text + "\n"
    }
}
