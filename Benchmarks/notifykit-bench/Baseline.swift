import Foundation

/// The same-run baseline: Foundation `JSONSerialization` parsing the same bytes, alone (no
/// validation, no output). It runs in a child process (`notifykit-bench --parse-only …`) so its
/// memory (2–3 GB on a 100 MB array) is measured too and does not stay in the benchmark process;
/// the time is taken inside the child, around the parsing only (files already in memory).
enum Baseline {
    /// What the child parses.
    enum Mode: String {
        /// Every non-blank line of a JSON Lines file, one document each.
        case lines
        /// The whole file as one document.
        case document
        /// Every `.json` file under a directory, one document each.
        case files
        /// One file, parsed `repeat` times; the median.
        case repeated
    }

    /// The child's entry point: prints `seconds items`.
    static func child(_ arguments: [String]) -> Never {
        guard arguments.count >= 2, let mode = Mode(rawValue: arguments[0]) else {
            FileHandle.standardError.write("usage: notifykit-bench --parse-only lines|document|files|repeated PATH [N]\n".data(using: .utf8)!)
            exit(2)
        }
        let path = arguments[1]
        var seconds = 0.0
        var items = 0
        switch mode {
        case .lines:
            let data = try! Data(contentsOf: URL(fileURLWithPath: path))
            var ranges: [Range<Int>] = []
            data.withUnsafeBytes { raw in
                var start = 0
                for (index, byte) in raw.enumerated() where byte == 0x0A {
                    if index > start { ranges.append(start..<index) }
                    start = index + 1
                }
                if start < raw.count { ranges.append(start..<raw.count) }
            }
            let begin = now()
            for range in ranges { _ = try! JSONSerialization.jsonObject(with: data[range]) }
            seconds = now() - begin
            items = ranges.count
        case .document:
            let data = try! Data(contentsOf: URL(fileURLWithPath: path))
            let begin = now()
            let object = try! JSONSerialization.jsonObject(with: data)
            seconds = now() - begin
            items = (object as? [Any])?.count ?? 1
        case .files:
            var files: [Data] = []
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let name = enumerator?.nextObject() as? String {
                if name.hasSuffix(".json") { files.append(try! Data(contentsOf: URL(fileURLWithPath: path + "/" + name))) }
            }
            let begin = now()
            for file in files { _ = try! JSONSerialization.jsonObject(with: file) }
            seconds = now() - begin
            items = files.count
        case .repeated:
            let data = try! Data(contentsOf: URL(fileURLWithPath: path))
            let count = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
            var times: [Double] = []
            for _ in 0..<count {
                let begin = now()
                _ = try! JSONSerialization.jsonObject(with: data)
                times.append(now() - begin)
            }
            seconds = median(times)
            items = 1
        }
        print("\(seconds) \(items)")
        exit(0)
    }

    /// Runs the child and returns its parse time, item count and peak memory.
    static func measure(_ mode: Mode, _ path: String, extra: [String] = [], scratch: String) -> (seconds: Double, items: Int, peakRSS: Int) {
        let output = scratch + "/baseline.out"
        let run = ChildProcess.run(
            CommandLine.arguments[0].hasPrefix("/") ? CommandLine.arguments[0] : selfExecutable(),
            ["--parse-only", mode.rawValue, path] + extra, stdoutPath: output, stderrPath: scratch + "/baseline.err")
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let parts = text.split(separator: " ")
        guard run.status == 0, parts.count == 2, let seconds = Double(parts[0]),
            let items = Int(parts[1].trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            fatalError("the JSONSerialization baseline failed (status \(run.status)): \((try? String(contentsOfFile: scratch + "/baseline.err", encoding: .utf8)) ?? "")")
        }
        return (seconds, items, run.peakRSS)
    }
}

/// The path of this executable.
func selfExecutable() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 { return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    return CommandLine.arguments[0]
}
