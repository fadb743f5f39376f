/// A configuration or baseline file that cannot be used: it names the file, the position, the key
/// and what is allowed. The command exits with status 2.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as given or found (nil before a file is known).
    public var path: String?
    /// The 1-based line and column of the offending key or value, when known.
    public var line: Int?
    /// The 1-based column (Unicode scalars).
    public var column: Int?
    /// The JSON Pointer of the offending key (`/ignores/0/pointer`); nil for the whole file.
    public var key: String?
    /// What is wrong and what is allowed.
    public var message: String
    /// The file's other problems, in document order, so one run reports them all.
    public var more: [ConfigurationError] = []

    /// This problem and the others.
    public var all: [ConfigurationError] {
        var first = self
        first.more = []
        return [first] + more
    }

    /// Creates an error.
    public init(path: String? = nil, line: Int? = nil, column: Int? = nil, key: String? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.key = key
        self.message = message
    }

    /// `file:line:col: key: message`.
    public var description: String {
        var out = ""
        if let path {
            out += path
            if let line, let column { out += ":\(line):\(column)" }
            out += ": "
        }
        if let key, !key.isEmpty { out += "\(key): " }
        return out + message
    }
}
