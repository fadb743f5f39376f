import Foundation

// notifykit-bench: generates a deterministic corpus of realistic FCM messages and measures the
// release `notifykit-lint` binary on it, beside Foundation's JSONSerialization parsing the same
// bytes in the same run. See Documentation/Performance.md.
//
// It is a package of its own (Benchmarks/Package.swift); run it from the repository's root, where
// it finds the release build (.build/release/notifykit-lint) unless --binary names another:
//
//     swift build -c release --static-swift-stdlib
//     swift run -c release --package-path Benchmarks notifykit-bench [--quick] [--corpus DIR] [--binary PATH]

if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "--parse-only" {
    Baseline.child(Array(CommandLine.arguments.dropFirst(2)))
}
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "--launch" {
    ChildProcess.launch(Array(CommandLine.arguments.dropFirst(2)))
}

struct Options {
    var sizes = Corpus.Sizes()
    var corpus = FileManager.default.currentDirectoryPath + "/.build/notifykit-bench-corpus"
    var binary: String? = nil
    var repeats = 5
    var singleRuns = 200
    var generateOnly = false
    var countInstructions = false

    static let usage = """
        usage: notifykit-bench [--quick] [--messages N] [--array-mb N] [--files N] [--repeat N]
                               [--single-runs N] [--findings-messages N] [--many-findings N] [--corpus DIR]
                               [--binary PATH]
                               [--generate-only] [--count-instructions]
        """

    init(_ arguments: [String]) {
        var rest = arguments[...]
        func value(_ name: String) -> String {
            guard let next = rest.popFirst() else { Self.fail("missing value for \(name)") }
            return next
        }
        func number(_ name: String) -> Int {
            let text = value(name)
            guard let parsed = Int(text), parsed > 0 else { Self.fail("\(name) needs a positive number, not '\(text)'") }
            return parsed
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick":
                sizes = Corpus.Sizes(
                    jsonLinesMessages: 10_000, arrayMegabytes: 10, directoryFiles: 200, findingsMessages: 10_000, manyFindingsMessages: 100_000)
                singleRuns = 50
            case "--messages": sizes.jsonLinesMessages = number(argument)
            case "--array-mb": sizes.arrayMegabytes = number(argument)
            case "--files": sizes.directoryFiles = number(argument)
            case "--repeat": repeats = number(argument)
            case "--single-runs": singleRuns = number(argument)
            case "--corpus": corpus = value(argument)
            case "--binary": binary = value(argument)
            case "--findings-messages": sizes.findingsMessages = number(argument)
            case "--many-findings": sizes.manyFindingsMessages = number(argument)
            case "--generate-only": generateOnly = true
            case "--count-instructions": countInstructions = true
            case "-h", "--help":
                print(Self.usage)
                exit(0)
            default: Self.fail("unknown argument '\(argument)'")
            }
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write("notifykit-bench: \(message)\n\(usage)\n".data(using: .utf8)!)
        exit(2)
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
func log(_ text: String) {
    FileHandle.standardError.write((text + "\n").data(using: .utf8)!)
}

let corpus = Corpus(directory: options.corpus, sizes: options.sizes)
do {
    try corpus.prepare(log: log)
} catch {
    Options.fail("cannot write the corpus: \(error)")
}
if options.generateOnly {
    print(corpus.directory)
    exit(0)
}

let binary = options.binary ?? (FileManager.default.currentDirectoryPath + "/.build/release/notifykit-lint")
guard FileManager.default.isExecutableFile(atPath: binary) else {
    Options.fail("no notifykit-lint binary at \(binary); run `swift build -c release --static-swift-stdlib` in the repository's root first, or pass --binary")
}
let report = BenchReport(binary: binary, corpus: corpus, options: options)
report.run()
