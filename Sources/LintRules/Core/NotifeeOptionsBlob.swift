import SizeModel

/// A Notify Kit `notifee_options` value: JSON text inside a JSON string, parsed in place.
///
/// The server SDK writes the blob as `JSON.stringify` of the options object; the Android client
/// (`handleFcmMessage`) and the iOS Notification Service Extension parse it back. The parsed
/// document is embedded in the host string, so findings inside it point at the exact character in
/// the file and their JSON Pointer continues into the blob.
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

    /// The blob held by `host`, sharing the parse of `copy` when `host` is written with the same
    /// bytes (the Android and iOS copies of a Notify Kit message).
    convenience init(host: JSONValue, maximumDepth: Int, copyOf copy: NotifeeOptionsBlob?) {
        guard let copy, host.isString, copy.host.isString, copy.host.document === host.document,
            copy.host.rawBytesEqual(host)
        else {
            self.init(host: host, maximumDepth: maximumDepth)
            return
        }
        switch copy.content {
        case .success(let root):
            guard let document = JSONParser(maximumDepth: maximumDepth).reembedded(root.document, in: host) else {
                self.init(host: host, maximumDepth: maximumDepth)
                return
            }
            self.init(host: host, content: .success(document.root))
        case .failure(let error):
            if case .invalidJSON(let syntax) = error.problem {
                let moved = JSONSyntaxError(syntax.reason, at: syntax.offset - copy.host.sourceStart + host.sourceStart)
                self.init(host: host, content: .failure(BlobError(problem: .invalidJSON(moved))))
            } else {
                self.init(host: host, content: .failure(error))
            }
        }
    }

    private init(host: JSONValue, content: Result<JSONValue, BlobError>) {
        self.host = host
        self.content = content
    }

    /// Parses the blob held by `host`.
    public convenience init(host: JSONValue, maximumDepth: Int) {
        guard host.isString else {
            self.init(host: host, content: .failure(BlobError(problem: .notAString(host.kind))))
            return
        }
        do {
            let document = try JSONParser(maximumDepth: maximumDepth).parseEmbedded(in: host)
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
