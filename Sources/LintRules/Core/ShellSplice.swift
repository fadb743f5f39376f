/// A `curl` body that the shell pieces together from single-quoted JSON and variables, as scripts
/// and tutorials write it to put a token or a title into the JSON:
///
/// ```sh
/// curl … -d '{"message": {"token": "'"$FCM_TOKEN"'", "data": {"ts": "'$(date +%s)'"}}}'
/// ```
///
/// Each run of the word that is not in single quotes (`"$FCM_TOKEN"`, `$TOKEN`, `$(date +%s)`)
/// is a value only the shell knows. Where it lies inside a JSON string it is a placeholder, as
/// `{{name}}` in a template is: the run, with the quotes that close and reopen the single-quoted
/// text around it, is written as a placeholder of the same number of bytes (`${TOKEN}` or
/// `{{FCM_TOKEN  }}`, naming the variable), so the body parses and every finding's line and
/// column are the pasted text's. A run outside a JSON string (`"badge": '$COUNT'`) decides the
/// JSON itself: the body is not read, and the problem names it.
enum ShellSplice {
    /// The body `argument` stands for, or a problem naming the run that keeps it from being read;
    /// nil when the word is not single-quoted JSON pieced with other runs.
    static func body(of argument: CurlCommand.Word, in bytes: [UInt8]) -> CurlCommand.Body? {
        let single = UInt8(ascii: "'")
        let parts = argument.parts
        guard parts.count > 1, let first = parts.first, let last = parts.last, first.quote == single, last.quote == single
        else { return nil }
        var copy = bytes
        var scanner = StringState()
        var index = 0
        while index < parts.count {
            let part = parts[index]
            if part.quote == single {
                scanner.scan(bytes[part.inner])
                index += 1
                continue
            }
            // A run of parts outside single quotes, up to the next single-quoted part.
            var next = index
            while next < parts.count, parts[next].quote != single { next += 1 }
            guard next < parts.count else { return nil }
            let expansion = String(decoding: parts[index..<next].flatMap { bytes[$0.inner] }, as: UTF8.self)
            guard scanner.inString else {
                return .problem(
                    "the curl command's body puts the shell's \(expansion) outside a JSON string, so the value decides the JSON; pass the JSON body with a value in its place"
                )
            }
            // From the quote that closes the single-quoted text to the one that reopens it.
            let segment = parts[index - 1].inner.upperBound..<parts[next].inner.lowerBound
            guard let placeholder = placeholder(length: segment.count, for: expansion) else {
                return .problem("the curl command's body joins quoted parts with \(expansion); pass the JSON body alone")
            }
            copy.replaceSubrange(segment, with: placeholder)
            index = next
        }
        return .json(range: first.inner.lowerBound..<last.inner.upperBound, bytes: copy)
    }

    /// A placeholder of exactly `length` bytes standing for the shell's `expansion`: `${NAME}`
    /// when that fits, `{{NAME␠…}}` when there is more room, or a `{{…}}` holding the expansion's
    /// text without the shell's punctuation; nil when no placeholder is that short.
    static func placeholder(length: Int, for expansion: String) -> [UInt8]? {
        if let name = variableName(expansion) {
            let utf8 = Array(name.utf8)
            if length == utf8.count + 3 { return Array("${".utf8) + utf8 + [UInt8(ascii: "}")] }
            if length >= utf8.count + 4 {
                return Array("{{".utf8) + utf8 + Array(repeating: UInt8(ascii: " "), count: length - utf8.count - 4) + Array("}}".utf8)
            }
        }
        // The expansion's text without brackets, quotes and `%` (`$(date +%s)` reads `$date +s`);
        // its `$` keeps a shortened variable from reading as another name.
        let dropped: Set<UInt8> = Set("(){}\"'%\\`".utf8)
        var content = Array(expansion.utf8.filter { !dropped.contains($0) && $0 >= 0x20 && $0 < 0x7F }.prefix(length - 4))
        guard length >= 5, content.contains(where: { $0 != UInt8(ascii: " ") }) else { return nil }
        content += Array(repeating: UInt8(ascii: " "), count: length - 4 - content.count)
        return Array("{{".utf8) + content + Array("}}".utf8)
    }

    /// `NAME` of `$NAME`, `${NAME}` or `"$NAME"`, or nil for another expansion (`$(date +%s)`).
    static func variableName(_ expansion: String) -> String? {
        var text = Substring(expansion)
        if text.count >= 2, text.first == "\"", text.last == "\"" { text = text.dropFirst().dropLast() }
        guard text.first == "$" else { return nil }
        text = text.dropFirst()
        if text.first == "{", text.last == "}" { text = text.dropFirst().dropLast() }
        let isNameScalar: (Unicode.Scalar) -> Bool = {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
        guard !text.isEmpty, text.unicodeScalars.allSatisfy(isNameScalar) else { return nil }
        return String(text)
    }

    /// Whether the JSON text read so far ends inside a string.
    struct StringState {
        private(set) var inString = false
        private var escaped = false

        mutating func scan(_ bytes: ArraySlice<UInt8>) {
            for byte in bytes {
                if escaped {
                    escaped = false
                } else if inString, byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString.toggle()
                }
            }
        }
    }
}
