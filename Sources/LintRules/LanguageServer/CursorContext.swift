/// One step of the path from a document's root to a value: a member name or an array index.
enum PathStep: Sendable, Equatable {
    case key(String)
    case index(Int)
}

/// Where the cursor is in a JSON text that may be incomplete or broken (the user is typing): the
/// path of the container it is in, and whether it is at a key, at a value, or neither.
///
/// The text is scanned once from the start to the cursor with an explicit stack (no recursion),
/// tolerating anything it does not understand. A string token the cursor is in is read to its end
/// (for hover on a whole key). Offsets are byte offsets in `bytes`.
struct CursorContext: Sendable, Equatable {
    /// What is at the cursor.
    enum Place: Sendable, Equatable {
        /// A member name: `text` the whole key when the cursor is in a key string (empty at a key
        /// position with no string yet); `token` the string's range, quotes included (empty at
        /// the cursor when there is no string).
        case key(text: String, token: Range<Int>)
        /// A member's value: `key` names the member; `string` is the value string the cursor is
        /// in, if any (its range, quotes included).
        case value(key: String, token: Range<Int>, inString: Bool)
        /// Anywhere else.
        case none
    }

    /// The path of the object (or array) holding the cursor.
    var path: [PathStep]
    var place: Place

    /// The deepest nesting followed; deeper text is treated as opaque.
    static let maximumDepth = 256

    private struct Frame {
        let isObject: Bool
        /// How the parent refers to this container.
        let step: PathStep?
        var state: State = .key
        var key: String? = nil
        var index = 0
    }

    private enum State { case key, colon, value, afterValue }

    /// The context at byte `cursor` of `bytes`.
    static func at(_ cursor: Int, in bytes: [UInt8]) -> CursorContext {
        let cursor = min(max(0, cursor), bytes.count)
        var stack: [Frame] = []
        var index = 0
        while index < cursor {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let step = stack.last.map(childStep(of:))
                if stack.count < maximumDepth {
                    stack.append(Frame(isObject: byte == UInt8(ascii: "{"), step: step ?? nil))
                }
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                valueDone(&stack)
                index += 1
            case UInt8(ascii: ":"):
                if let last = stack.indices.last, stack[last].isObject { stack[last].state = .value }
                index += 1
            case UInt8(ascii: ","):
                if let last = stack.indices.last {
                    if stack[last].isObject {
                        stack[last].state = .key
                        stack[last].key = nil
                    } else {
                        stack[last].index += 1
                    }
                }
                index += 1
            case UInt8(ascii: "\""):
                let end = stringEnd(bytes, from: index)
                if end > cursor || (end == cursor && !isClosed(bytes, start: index, end: end)) {
                    // The cursor is in this string.
                    let text = decodedText(bytes, from: index, to: end)
                    let path = stack.compactMap(\.step)
                    guard let top = stack.last else { return CursorContext(path: path, place: .none) }
                    if top.isObject && top.state == .key {
                        return CursorContext(path: path, place: .key(text: text, token: index..<end))
                    }
                    if top.isObject && top.state == .value, let key = top.key {
                        return CursorContext(path: path, place: .value(key: key, token: index..<end, inString: true))
                    }
                    return CursorContext(path: path, place: .none)
                }
                if let last = stack.indices.last, stack[last].isObject, stack[last].state == .key {
                    stack[last].key = decodedText(bytes, from: index, to: end)
                    stack[last].state = .colon
                } else {
                    valueDone(&stack)
                }
                index = end
            default:
                index += 1
            }
        }
        let path = stack.compactMap(\.step)
        guard let top = stack.last, top.isObject else { return CursorContext(path: path, place: .none) }
        switch top.state {
        case .key: return CursorContext(path: path, place: .key(text: "", token: cursor..<cursor))
        case .value:
            if let key = top.key { return CursorContext(path: path, place: .value(key: key, token: cursor..<cursor, inString: false)) }
            return CursorContext(path: path, place: .none)
        case .colon, .afterValue: return CursorContext(path: path, place: .none)
        }
    }

    /// The step a new child container of `frame` is reached by.
    private static func childStep(of frame: Frame) -> PathStep? {
        if frame.isObject { return frame.key.map(PathStep.key) }
        return .index(frame.index)
    }

    private static func valueDone(_ stack: inout [Frame]) {
        if let last = stack.indices.last, stack[last].isObject, stack[last].state == .value { stack[last].state = .afterValue }
    }

    /// The offset just past the string starting at `start` (its closing quote), or the end of the
    /// line or text when it is not closed.
    static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            case 0x0A, 0x0D: return index
            default: index += 1
            }
        }
        return min(index, bytes.count)
    }

    private static func isClosed(_ bytes: [UInt8], start: Int, end: Int) -> Bool {
        end - start >= 2 && bytes[end - 1] == UInt8(ascii: "\"")
    }

    /// The decoded text of the string token `start..<end` (quotes dropped, escapes decoded).
    static func decodedText(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
        let decoded = JSONStringContent.decode(bytes, from: start + 1, to: end)
        return String(decoding: decoded.bytes, as: UTF8.self)
    }
}
