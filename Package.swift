// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "notifykit-lint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "notifykit-lint", targets: ["notifykit-lint"]),
        .library(name: "LintRules", targets: ["LintRules"]),
        .library(name: "SizeModel", targets: ["SizeModel"]),
    ],
    targets: [
        .target(name: "SizeModel"),
        .target(name: "LintRules", dependencies: ["SizeModel"]),
        .executableTarget(name: "notifykit-lint", dependencies: ["LintRules", "SizeModel"]),
        // The library example (Documentation/Library.md); a test runs it and compares with the command.
        .executableTarget(name: "ValidateBeforeSend", dependencies: ["LintRules"], path: "Examples/ValidateBeforeSend"),
        .testTarget(name: "SizeModelTests", dependencies: ["SizeModel"]),
        .testTarget(name: "LintRulesTests", dependencies: ["LintRules", "SizeModel"], exclude: ["Resources"]),
        // The command run in-process (`@testable import notifykit_lint`) and as the built executable.
        .testTarget(name: "CommandLineTests", dependencies: ["notifykit-lint", "LintRules", "SizeModel"]),
    ]
)
