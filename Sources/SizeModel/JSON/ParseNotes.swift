/// What a parse noted about its text on the way, for checks that would otherwise search it again.
struct ParseNotes: Sendable {
    /// False when no object in the text repeats a key: its keys are all written without escapes,
    /// and no two of an object's keys have the same bytes. True when one may
    /// (`JSONValue.forEachRepeatedKey` then compares them).
    var mayRepeatKeys: Bool
    /// True when a string of the text holds DEL (0x7F), the one character that JSON writers
    /// escaping non-ASCII text also escape (`SizeScreen`).
    var holdsDEL: Bool
    /// True when a string of the text holds `{{` or `${`, the openers of the brace placeholders
    /// (`TemplatePlaceholders`, which searches the text for them only then).
    var holdsBraceOpener: Bool = false
    /// True when the whitespace between the text's tokens holds a carriage return. A string
    /// cannot hold one unescaped, so a text parsed whole holds none elsewhere: the JSON Lines
    /// engine asks this of each line instead of searching its run for one (`Linter.lintRun`).
    var holdsCarriageReturn: Bool = false

    /// Nothing noted: every check searches the text.
    static let unknown = ParseNotes(mayRepeatKeys: true, holdsDEL: true, holdsBraceOpener: true, holdsCarriageReturn: true)
}
