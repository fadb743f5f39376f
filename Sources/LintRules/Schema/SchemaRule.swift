/// A rule whose findings the schema walk makes.
///
/// `FCMSchema`'s tables name the rule by its type wherever it owns a problem (`rule:
/// AndroidPriorityInvalidRule.self` on a field, a header, a misplaced name or a level's unknown
/// keys); the walk (`SchemaValidator`) records each problem for its rule, and the rule's `check`
/// reports its share. A rule that checks one kind of value declares it (`SchemaValueRule`,
/// `SchemaHeaderRule`), so a field table entry names only the rule.
public protocol SchemaRule: Rule {
    /// The concrete change for a value of field `field` (or header) that is out of range or not
    /// in its format, when the rule has a better one than the walk's generic text ("use <what
    /// the value takes>"). Nil by default.
    static func valueFix(field: String) -> String?

    /// The message and fix for a name the tables list as misplaced (`Misplacement`) with this
    /// rule, when the rule words it itself; nil for the walk's generic "is not a field of …; it
    /// belongs in …". `path` is the readable path of the key's value.
    static func misplacedText(name: String, destination: String, path: @autoclosure () -> String) -> (message: String, fix: String)?

    /// True when the rule reports a number outside its fields' range as a warning, not an error:
    /// the exported JSON Schema, which enforces only what is an error, then leaves the range out.
    /// False by default.
    static var reportsRangeAsWarning: Bool { get }
}

extension SchemaRule {
    public static func valueFix(field: String) -> String? { nil }

    public static var reportsRangeAsWarning: Bool { false }

    public static func misplacedText(
        name: String, destination: String, path: @autoclosure () -> String
    ) -> (message: String, fix: String)? {
        nil
    }

    /// Reports the problems the schema walk recorded for this rule (nothing to look up, not even
    /// the rule's id, when the walk recorded none: most messages).
    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard !message.schema.isEmpty else { return }
        message.reportSchemaIssues(Self.description.id, into: &findings)
    }
}

/// A schema rule that checks one kind of value: an enum's allowed values, a format, a range. The
/// fields it owns take `value` (`FieldSpec(_:checkedBy:)`).
public protocol SchemaValueRule: SchemaRule {
    /// The value the rule's fields take.
    static var value: ValueSpec { get }
}

/// A schema rule that checks the value of an HTTP header (`HeaderSpec(_:checkedBy:)`).
public protocol SchemaHeaderRule: SchemaRule {
    /// The format of the header's value.
    static var format: StringFormat { get }
}
