/// Names the mistakes in a JSON text that `JSONParser` rejected, the way people make them.
///
/// The strict parser says which token it found where; this pass, run only after a failure (the
/// valid-JSON path never pays for it), reads the text again with a tolerant scanner that knows the
/// usual non-JSON habits: a trailing comma, `//` and `/* */` comments, single quotes, unquoted
/// keys (a JavaScript object literal or `console.log` output), Python's `True`/`False`/`None`,
/// a bare word from code where a value goes (`"to": token`), a `{{placeholder}}` outside a
/// string, and several JSON values in one file (JSON Lines); a dictionary a platform printed
/// instead of JSON (`PrintedDictionary`: Swift's `print(userInfo)`, an `NSDictionary`
/// description, a Java `Map` or `Bundle`, a Dart `Map`) is named as what it is, once. Each
/// is reported at the mistake itself with the JSON Pointer of the container it is in. Where the
/// scanner can go on safely past a named mistake it does, so up to `maximumDiagnostics` are
/// reported at once; it stops at the first mistake it cannot name.
///
/// Its answer always starts at or before the parser's error: when the first named mistake comes
/// after it (the parser rejected something the scanner tolerates, such as a bad escape or a
/// leading zero), the parser's own description comes first, with its container's pointer.
public enum JSONSyntaxDiagnosis {
    /// The most diagnostics reported for one text.
    public static let maximumDiagnostics = 5

    /// Texts longer than this (16 MiB) are not read again: the parser's error is reported as it
    /// is, at the top level. (The streaming linter reads at most this much back to diagnose, so a
    /// streamed file and a whole one get the same findings.)
    public static let maximumDiagnosedBytes = 16 << 20

    /// The diagnostics for `bytes[range]`, which `JSONParser` rejected with `error`; offsets are
    /// offsets into `bytes`. `linePerValue` is true for a line of a JSON Lines file (one value per
    /// line is already the rule there). Never empty.
    public static func diagnose(
        _ bytes: [UInt8], range: Range<Int>, error: JSONSyntaxError, linePerValue: Bool = false
    ) -> [JSONSyntaxDiagnostic] {
        guard range.count <= maximumDiagnosedBytes else {
            return [JSONSyntaxDiagnostic(message: error.description, offset: error.offset, end: error.offset + 1, container: JSONPointer(), fix: nil)]
        }
        switch error.reason {
        case .unexpectedCharacter, .unexpectedEnd, .trailingContent, .invalidNumber:
            break
        default:
            // Encoding, escapes, control characters, limits: the parser's text says it exactly.
            return [parserDiagnostic(error, bytes: bytes, range: range)]
        }
        if let printed = PrintedDictionary.recognise(bytes, range: range) {
            // A dictionary a platform printed (Swift, Foundation, Java, Dart): one finding that
            // names it and says how to print JSON, instead of a bare word at its first key.
            return [JSONSyntaxDiagnostic(
                message: printed.form.message(prefix: printed.prefix), offset: printed.shown.lowerBound, end: printed.shown.upperBound,
                container: JSONPointer(), fix: printed.form.fix)]
        }
        var scanner = JSONTolerantScanner(bytes: bytes, range: range, parserErrorOffset: error.offset, linePerValue: linePerValue)
        scanner.run()
        let strict = JSONSyntaxDiagnostic(
            message: error.description, offset: error.offset, end: error.offset + 1,
            container: scanner.containerAtParserError ?? JSONPointer(), fix: nil)
        guard let first = scanner.found.first else { return [strict] }
        if first.offset <= error.offset { return scanner.found }
        return Array(([strict] + scanner.found).prefix(maximumDiagnostics))
    }

    /// The parser's error as a diagnostic, with the pointer of its container when it can be found.
    static func parserDiagnostic(_ error: JSONSyntaxError, bytes: [UInt8], range: Range<Int>) -> JSONSyntaxDiagnostic {
        var scanner = JSONTolerantScanner(bytes: bytes, range: range, parserErrorOffset: error.offset, linePerValue: false)
        scanner.run()
        return JSONSyntaxDiagnostic(
            message: error.description, offset: error.offset, end: error.offset + 1,
            container: scanner.containerAtParserError ?? JSONPointer(), fix: fix(for: error))
    }

    /// What to do about an error the parser's text names exactly: for bytes that are not UTF-8,
    /// save the text as UTF-8. JSON exchanged between systems is UTF-8 (RFC 8259, section 8.1)
    /// and FCM reads the request so; such bytes in a payload are most often text saved in a
    /// legacy encoding (a Shift_JIS title: beste/firebase-php#386). Nil for the other errors.
    static func fix(for error: JSONSyntaxError) -> String? {
        guard case .invalidUTF8 = error.reason else { return nil }
        return "save the file as UTF-8 (JSON is UTF-8, and FCM reads the request so); bytes that are not UTF-8 are most often text saved in another encoding, such as Shift_JIS, GBK, Big5, EUC-KR or Windows-1252"
    }
}
