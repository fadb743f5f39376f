/// The tool's name and version, as printed by `--version` and written into reports.
public enum ToolInfo {
    /// The command's name.
    public static let name = "notifykit-lint"
    /// The release version (semantic versioning).
    public static let version = "0.1.0"
}
