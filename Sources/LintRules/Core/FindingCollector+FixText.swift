import SizeModel

// MARK: - Fixes written as FindingText

extension FindingCollector {
    // A fix written `FindingText("…")` is built as its message is: its parts and interpolated
    // values appended as UTF-8 to one array, where a String literal's interpolation costs about
    // 400 instructions a part. The forms below take it; they are disfavored so that every other
    // call keeps the overload it had (a fix written as a plain literal stays a String: with
    // these preferred, or with a default for `fix`, swiftc found calls ambiguous or moved
    // literal messages to the String overloads; checked on a standalone copy of the overloads).

    /// `report(_:at:anchor:fix:)` with a fix written as `FindingText`.
    @_disfavoredOverload
    mutating func report(
        _ message: @autoclosure () -> FindingText, at value: JSONValue, anchor: FindingAnchor = .value,
        fix: @autoclosure () -> FindingText?
    ) {
        report(message(), at: value, anchor: anchor, fix: fix()?.string)
    }

    /// `report(_:offset:end:pointer:fix:)` with a fix written as `FindingText`.
    @_disfavoredOverload
    mutating func report(
        _ message: @autoclosure () -> FindingText, offset: Int, end: Int? = nil, pointer: @autoclosure () -> JSONPointer,
        fix: @autoclosure () -> FindingText?
    ) {
        report(message(), offset: offset, end: end, pointer: pointer(), fix: fix()?.string)
    }

    /// `report(_:at:anchor:caseSeverity:configuration:fix:)` with a fix written as `FindingText`.
    @_disfavoredOverload
    mutating func report(
        _ message: @autoclosure () -> FindingText, at value: JSONValue, anchor: FindingAnchor = .value, caseSeverity: Severity,
        configuration: @autoclosure () -> LintConfiguration, fix: @autoclosure () -> FindingText?
    ) {
        report(message(), at: value, anchor: anchor, caseSeverity: caseSeverity, configuration: configuration(), fix: fix()?.string)
    }

    /// `report(_:offset:pointer:caseSeverity:configuration:fix:)` with a fix written as
    /// `FindingText`.
    @_disfavoredOverload
    mutating func report(
        _ message: @autoclosure () -> FindingText, offset: Int, pointer: @autoclosure () -> JSONPointer,
        caseSeverity: Severity, configuration: @autoclosure () -> LintConfiguration, fix: @autoclosure () -> FindingText?
    ) {
        report(message(), offset: offset, pointer: pointer(), caseSeverity: caseSeverity, configuration: configuration(), fix: fix()?.string)
    }
}
