import Foundation

/// One thing to lint: a file or standard input.
enum LintInput: Sendable, Equatable {
    case file(String)
    case standardInput
    /// A path that could not be listed; linted as a tool error.
    case unreadable(path: String, reason: String)
}

/// Expands command-line paths into inputs: files as given, directories searched recursively for
/// `*.json`, `*.jsonl` and `*.ndjson` in sorted order (skipping `.git`, `.build` and `node_modules`), `-` for standard input.
/// Directory symlink loops are followed once.
enum InputCollector {
    /// Extensions searched for in directories.
    static let extensions: Set<String> = ["json", "jsonl", "ndjson"]
    /// Extensions of JSON Lines files (one message per line).
    static let jsonLinesExtensions: Set<String> = ["jsonl", "ndjson"]

    /// True when `path` names a JSON Lines file.
    static func isJSONLines(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return jsonLinesExtensions.contains(String(path[path.index(after: dot)...]).lowercased())
    }
    /// Directory names never searched.
    static let skippedDirectories: Set<String> = [".git", ".build", "node_modules", ".swiftpm"]

    static func collect(_ paths: [String]) -> [LintInput] {
        var inputs: [LintInput] = []
        var visited = Set<String>()
        for path in paths {
            if path == "-" {
                inputs.append(.standardInput)
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else {
                let reason = String(cString: strerror(errno))
                inputs.append(.unreadable(path: path, reason: "cannot read \(path): \(reason); check the path"))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, into: &inputs, visited: &visited)
            } else {
                inputs.append(.file(path))
            }
        }
        return inputs
    }

    private static func walk(_ directory: String, into inputs: inout [LintInput], visited: inout Set<String>) {
        let real = realpath(directory, nil).map { pointer -> String in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? directory
        guard visited.insert(real).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            inputs.append(.unreadable(path: directory, reason: "cannot list \(directory): permission denied or not readable"))
            return
        }
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }  // dangling link or vanished entry
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if !skippedDirectories.contains(name) { walk(path, into: &inputs, visited: &visited) }
            } else if let dot = name.lastIndex(of: "."), extensions.contains(String(name[name.index(after: dot)...]).lowercased()) {
                inputs.append(.file(path))
            }
        }
    }
}
