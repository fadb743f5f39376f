import Foundation

/// Lexical path arithmetic on `/`-separated paths: absolute forms, relative forms and display
/// names. Nothing here touches the file system, so results do not depend on symlinks or timing.
package enum PathNames {
    /// `path` made absolute against `base` and normalized (`.` and `..` resolved, no trailing `/`).
    package static func absolute(_ path: String, base: String) -> String {
        normalize(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// Resolves `.`, `..` and repeated `/` lexically; keeps a leading `/`.
    package static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` relative to the directory `base` (both absolute and normalized), or nil when `path`
    /// is not inside `base`.
    package static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "" }
        let prefix = base == "/" ? "/" : base + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// A short way to show an absolute path to someone in `base`: relative, with `../` steps
    /// when it is in a parent directory, else the absolute path.
    package static func shown(_ path: String, from base: String) -> String {
        if let inside = relative(path, to: base) { return inside.isEmpty ? "." : inside }
        let pathParts = path.split(separator: "/")
        let baseParts = base.split(separator: "/")
        var common = 0
        while common < pathParts.count && common < baseParts.count && pathParts[common] == baseParts[common] { common += 1 }
        let ups = baseParts.count - common
        guard common > 0, ups <= 3 else { return path }
        return (Array(repeating: "..", count: ups) + pathParts[common...].map(String.init)).joined(separator: "/")
    }

    /// The lowercased extension of the file `path` names (`jsonc` for `a/b.JSONC`), or "" when
    /// its last component has none.
    package static func fileExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return String(path[path.index(after: dot)...]).lowercased()
    }

    /// The parent directory of an absolute, normalized path (`/` for `/`).
    package static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `path` joined to `directory`.
    package static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// How a path is shown: as written, without leading `./` (so `./a.json` and `a.json` are
    /// reported alike).
    package static func display(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") && path.count > 2 {
            path = path.dropFirst(2)
            while path.hasPrefix("/") { path = path.dropFirst() }
        }
        return String(path)
    }

    /// A path for machine formats (SARIF, GitHub): relative to `workingDirectory` with `/`
    /// separators when the file is inside it, else absolute.
    package static func reportPath(absolute: String, workingDirectory: String) -> String {
        relative(absolute, to: workingDirectory).flatMap { $0.isEmpty ? nil : $0 } ?? absolute
    }

    /// Whether anything exists at `path`.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` is a directory.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
