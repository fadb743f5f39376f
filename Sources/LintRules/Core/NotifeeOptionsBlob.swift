import SizeModel

/// A Notify Kit `notifee_options` value: JSON text inside a JSON string, parsed in place; or, for
/// the iOS copy, the options object itself.
///
/// The server SDK writes the blob as `JSON.stringify` of the options object; the Android client
/// (`handleFcmMessage`) and the iOS Notification Service Extension parse it back. The parsed
/// document is embedded in the host string, so findings inside it point at the exact character in
/// the file and their JSON Pointer continues into the blob.
///
/// The iOS extension also takes the options as a dictionary (`NotifeeCoreExtensionHelper.m`,
/// `parseNotifeeOptions`: a dictionary is used as-is, else a string is parsed as JSON), the form
/// Notifee's and Notify Kit's iOS remote-notification docs show in `apns.payload`. An object host
/// is then its own root (`isObjectForm`), and findings inside it are ordinary positions in the file.
///
/// A class: the rules read `androidBlob` and `iosBlob` many times per message, and passing a
/// reference costs one reference count instead of copying the host and its parsed document.
public final class NotifeeOptionsBlob: Sendable {
    /// Why a blob cannot be read.
    public enum Problem: Sendable {
        /// The value is not a string.
        case notAString(JSONKind)
        /// The string's text is not valid JSON.
        case invalidJSON(JSONSyntaxError)
        /// The JSON is valid but not an object.
        case notAnObject(JSONKind)
    }

    /// The `notifee_options` value in the message.
    public let host: JSONValue
    /// The blob's root object, or why there is none.
    public let content: Result<JSONValue, BlobError>

    /// The blob's root object when it parsed to one.
    public var root: JSONValue? { try? content.get() }

    /// The identity of the copy this one was made from (`init(host:maximumDepth:copyOf:)`) when
    /// both hosts are strings written with the same bytes, so they have the same text; nil
    /// otherwise. An identity, not a reference: holding it costs no count.
    let repeatedCopy: ObjectIdentifier?

    /// True when the options are written as an object, not as a string of JSON text (accepted for
    /// the iOS copy only).
    public var isObjectForm: Bool { host.isObject }

    /// The iOS copy held by `host` (a string of JSON text or the options object), sharing the
    /// parse of `copy` when `host` is written with the same bytes (the Android and iOS copies of a
    /// Notify Kit message); a parse of its own is made into a node table from `tables`.
    convenience init(host: JSONValue, maximumDepth: Int, copyOf copy: NotifeeOptionsBlob?, tables: inout JSONNodeTablePool) {
        guard let copy, host.isString, copy.host.isString, copy.host.document === host.document,
            copy.host.rawBytesEqual(host)
        else {
            self.init(host: host, maximumDepth: maximumDepth, acceptsObject: true, tables: &tables)
            return
        }
        switch copy.content {
        case .success(let root):
            // The guard above checked the hosts' document and bytes (`root.document`'s host is
            // `copy.host`), so the copy's parse is shared without checking them again.
            guard let document = JSONParser(maximumDepth: maximumDepth).reembedded(root.document, inCopyOfItsHost: host)
            else {
                self.init(host: host, maximumDepth: maximumDepth, tables: &tables)
                return
            }
            self.init(host: host, content: .success(document.root), repeatedCopy: ObjectIdentifier(copy))
        case .failure(let error):
            if case .invalidJSON(let syntax) = error.problem {
                let moved = JSONSyntaxError(syntax.reason, at: syntax.offset - copy.host.sourceStart + host.sourceStart)
                self.init(host: host, content: .failure(BlobError(problem: .invalidJSON(moved))), repeatedCopy: ObjectIdentifier(copy))
            } else {
                self.init(host: host, content: .failure(error), repeatedCopy: ObjectIdentifier(copy))
            }
        }
    }

    private init(host: JSONValue, content: Result<JSONValue, BlobError>, repeatedCopy: ObjectIdentifier? = nil) {
        self.host = host
        self.content = content
        self.repeatedCopy = repeatedCopy
    }

    /// Parses the blob held by `host`; with `acceptsObject` (the iOS copy), an object host is the
    /// options object itself.
    public convenience init(host: JSONValue, maximumDepth: Int, acceptsObject: Bool = false) {
        let parser = JSONParser(maximumDepth: maximumDepth)
        self.init(host: host, acceptsObject: acceptsObject) { host throws(JSONSyntaxError) in try parser.parseEmbedded(in: host) }
    }

    /// Parses the blob held by `host` as `init(host:maximumDepth:acceptsObject:)` does, into a
    /// node table taken from `tables` (the engine's, which takes it back once the message ran).
    convenience init(host: JSONValue, maximumDepth: Int, acceptsObject: Bool = false, tables: inout JSONNodeTablePool) {
        let parser = JSONParser(maximumDepth: maximumDepth)
        self.init(host: host, acceptsObject: acceptsObject) { host throws(JSONSyntaxError) in
            try parser.parseEmbedded(in: host, tables: &tables)
        }
    }

    /// The blob held by `host`, its text parsed by `parse`.
    private convenience init(
        host: JSONValue, acceptsObject: Bool, parse: (JSONValue) throws(JSONSyntaxError) -> JSONDocument
    ) {
        if acceptsObject, host.isObject {
            self.init(host: host, content: .success(host))
            return
        }
        guard host.isString else {
            self.init(host: host, content: .failure(BlobError(problem: .notAString(host.kind))))
            return
        }
        do {
            let document = try parse(host)
            let root = document.root
            self.init(
                host: host, content: root.isObject ? .success(root) : .failure(BlobError(problem: .notAnObject(root.kind))))
        } catch {
            self.init(host: host, content: .failure(BlobError(problem: .invalidJSON(error))))
        }
    }
}

/// Wraps a blob problem so it can travel in a `Result`.
public struct BlobError: Error, Sendable {
    /// The problem.
    public let problem: NotifeeOptionsBlob.Problem
}
