import Foundation

/// The tool's name and version, as printed by `--version` and written into reports.
public enum ToolInfo {
    /// The command's name.
    public static let name = "notifykit-lint"
    /// The release version (semantic versioning).
    public static let version = "0.1.0"
    /// The project's home, as linked from SARIF (`informationUri`) and the documentation.
    public static let repositoryURL = "https://github.com/notifykit/notifykit-lint"
    /// The JSON Schema of `.notifykit-lint.json` (`notifykit-lint.schema.json` at the top of the
    /// repository), written as `"$schema"` by `init` so editors complete and check the keys.
    public static let configurationSchemaURL =
        "https://raw.githubusercontent.com/notifykit/notifykit-lint/main/notifykit-lint.schema.json"

    /// The rule's entry in the generated rules reference, `Documentation/Rules.md#<id>`: SARIF's
    /// `helpUri` and the link `explain` prints.
    public static func ruleDocumentationURL(for id: String) -> String {
        "\(repositoryURL)/blob/main/Documentation/Rules.md#\(id)"
    }

    /// `version --verbose`: the version, the Swift compiler it was built with, and the OS and
    /// architecture it runs on.
    package static var verboseVersion: String {
        "\(name) \(version)\nswift: \(swiftVersion)\nos: \(operatingSystem)\n"
    }

    /// The language mode's compiler version, from conditional compilation.
    static var swiftVersion: String {
        #if compiler(>=6.4)
            return "6.4 or later"
        #elseif compiler(>=6.3)
            return "6.3"
        #elseif compiler(>=6.2)
            return "6.2"
        #elseif compiler(>=6.1)
            return "6.1"
        #else
            return "6.0"
        #endif
    }

    /// `uname`: system, release and machine (`Linux 6.8.0 x86_64`).
    static var operatingSystem: String {
        var info = utsname()
        guard uname(&info) == 0 else { return "unknown" }
        // Each field is a fixed-size C array (a tuple of CChar): its characters up to the NUL.
        func field<T>(_ value: T) -> String {
            let bytes = Mirror(reflecting: value).children.lazy.compactMap { $0.value as? CChar }
                .prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            return String(decoding: Array(bytes), as: UTF8.self)
        }
        return "\(field(info.sysname)) \(field(info.release)) \(field(info.machine))"
    }
}
