/// Turns the reports of a run into output text for one format.
public protocol Reporter: Sendable {
    /// The format's name on the command line (`--format NAME`).
    static var identifier: String { get }
    /// Renders the whole run.
    func render(_ reports: [FileReport]) -> String
}

/// Every output format.
public enum ReporterRegistry {
    /// The format names, in the order `--help` lists them.
    public static let identifiers = [TextReporter.identifier, JSONReporter.identifier]

    /// The reporter for format `name`, or nil.
    public static func reporter(named name: String) -> (any Reporter)? {
        switch name {
        case TextReporter.identifier: return TextReporter()
        case JSONReporter.identifier: return JSONReporter()
        default: return nil
        }
    }
}
