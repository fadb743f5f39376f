import Foundation

/// One thing to lint: a file or standard input.
enum LintInput: Sendable, Equatable {
    case file(String)
    case standardInput
    /// A path that could not be listed; linted as a tool error.
    case unreadable(path: String, reason: String)
}

/// Expands command-line paths into inputs: files as given, directories searched recursively for
/// `*.json` in sorted order (skipping `.git`, `.build` and `node_modules`), `-` for standard input
/// (read once, however often it is named). Directory symlink loops are followed once. In a
/// directory only regular files are linted: a FIFO, socket or device named `*.json` there would
/// block or never end (name one explicitly to read it, e.g. `<(command)`).
enum InputCollector {
    /// Extensions searched for in directories.
    static let extensions: Set<String> = ["json"]
    /// Directory names never searched.
    static let skippedDirectories: Set<String> = [".git", ".build", "node_modules", ".swiftpm"]

    static func collect(_ paths: [String]) -> [LintInput] {
        var inputs: [LintInput] = []
        var visited = Set<String>()
        for path in paths {
            if path == "-" {
                if !inputs.contains(.standardInput) { inputs.append(.standardInput) }
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else {
                inputs.append(.unreadable(path: path, reason: FileDescriptorIO.error(path, errno).description))
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
            inputs.append(.unreadable(path: directory, reason: listingError(directory)))
            return
        }
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }  // dangling link or vanished entry
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if !skippedDirectories.contains(name) { walk(path, into: &inputs, visited: &visited) }
            } else if (info.st_mode & S_IFMT) == S_IFREG, let dot = name.lastIndex(of: "."),
                extensions.contains(String(name[name.index(after: dot)...]).lowercased())
            {
                inputs.append(.file(path))
            }
        }
    }

    /// Why `directory` cannot be listed, with what to do.
    private static func listingError(_ directory: String) -> String {
        var reason = "it cannot be listed"
        if let handle = opendir(directory) {
            closedir(handle)
        } else {
            reason = String(cString: strerror(errno))
        }
        return "cannot list \(directory): \(reason); check the directory's permissions"
    }
}
