// Fuzz target `config`: the `.notifykit-lint.json` reader on arbitrary bytes.
//
// Every input goes through `ConfigurationParser.parse` (strict JSON, keys, rule settings, globs,
// ignores, placeholders). An accepted configuration is then used the way a run uses it: its
// include/exclude globs are matched against a few paths (globs are where backtracking would
// hang), its severities are looked up, and a payload with findings is linted with it and its
// ignores applied. An error must name the file and say something.

@testable import LintRules
import SizeModel

private let paths = [
    "payloads/welcome.json", "a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z.json",
    String(repeating: "aaaaaaaaaa/", count: 20) + "x.jsonl", ".hidden/x.ndjson", "",
]
private let payload = Array(#"{"message":{"topic":"t","data":{"n":1,"google.x":"y"},"android":{"ttl":"0s"}}}"#.utf8)

func fuzzTarget(_ bytes: [UInt8]) {
    let configuration: ConfigurationFile
    do {
        configuration = try ConfigurationParser(path: "/fuzz/.notifykit-lint.json", displayPath: ".notifykit-lint.json", bytes: bytes).parse()
    } catch {
        let message = error.description
        fuzzCheck(message.contains(".notifykit-lint.json") && message.count > 24, "configuration error without file or reason: \(message)")
        return
    }
    for path in paths {
        _ = configuration.excludes(path)
        _ = configuration.includes(path, defaultIncluded: true)
    }
    for description in RuleRegistry.descriptions.prefix(8) {
        _ = configuration.lint.severity(for: description)
    }
    let findings = Linter(configuration: configuration.lint).lint(payload)
    for path in paths {
        let outcome = configuration.lint.applyIgnores(to: findings, relativePath: path)
        fuzzCheck(outcome.shown.count <= findings.count, "ignores added findings")
    }
}
