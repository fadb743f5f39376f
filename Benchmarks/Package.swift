// swift-tools-version:6.0
import PackageDescription

// The benchmark (Documentation/Performance.md), a package of its own: it measures the release
// `notifykit-lint` binary as a separate process and links none of its modules, so it has no
// dependencies. From the repository's root:
//
//     swift build -c release --static-swift-stdlib && swift run -c release --package-path Benchmarks notifykit-bench
let package = Package(
    name: "notifykit-bench",
    platforms: [.macOS(.v13)],
    targets: [
        .executableTarget(name: "notifykit-bench", path: "notifykit-bench"),
    ]
)
