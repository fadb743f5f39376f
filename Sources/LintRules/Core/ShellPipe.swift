/// A printer piped into a command, as shell one-liners feed a JSON payload to a program that
/// reads standard input: `echo '{…}' | xcrun simctl push booted com.example.app -` (`SimctlPushCommand`),
/// `echo '{…}' | curl … -d @-` (`CurlCommand`). The payload is the printer's argument, read where
/// it stands as a `curl` body is; `cat file | …` pipes a file, which is the one to lint.
enum ShellPipe {
    /// The programs whose argument a pipe carries.
    static let printers: Set<String> = ["echo", "printf"]

    /// What a printer `first` writes into a pipe: its argument and whether it is a file (`cat`).
    struct Printed {
        let argument: CurlCommand.Word
        let isFile: Bool
    }

    /// The argument of the printer `first` (`echo`, `echo -n`, `printf`, or `cat`) that `reader`
    /// is at, after its first word, when a `|` follows it; `reader` is then past the `|`. nil
    /// for another program or a printer not piped.
    static func printed(first: String, _ reader: inout CurlCommand.Reader, in bytes: [UInt8]) -> Printed? {
        guard printers.contains(first) || first == "cat" else { return nil }
        var argument: CurlCommand.Word? = nil
        var pipe = ""
        while reader.skipBlankOnLine(), let word = reader.word() {
            let text = word.text(in: bytes)
            if word.isOperator(in: bytes) {
                pipe = text
                break
            }
            // `echo -n`, `echo -e`: options before the text.
            if argument == nil, printers.contains(first), text.hasPrefix("-"), text.count > 1 { continue }
            if argument == nil { argument = word }
        }
        guard let argument, pipe == "|" else { return nil }
        return Printed(argument: argument, isFile: first == "cat")
    }

    /// Where the command a printer at `start` pipes into starts (the word after the `|`), or
    /// `start` when the text there is no printer piped into another command.
    static func commandStart(from start: Int, in bytes: [UInt8], end: Int) -> Int {
        var reader = CurlCommand.Reader(bytes: bytes, index: start, end: end)
        reader.skipBlank()
        guard let first = reader.word(), printed(first: first.text(in: bytes), &reader, in: bytes) != nil else { return start }
        _ = reader.skipBlankOnLine()
        return reader.index
    }
}
