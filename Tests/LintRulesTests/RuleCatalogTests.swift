import Foundation
import LintRules
import Testing

/// The rule list, the rule files and the README's rule table stay in step.
@Suite struct RuleCatalogTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyRuleFileIsRegistered() throws {
        let rulesFolder = Self.root.appendingPathComponent("Sources/LintRules/Rules")
        let enumerator = try #require(FileManager.default.enumerator(atPath: rulesFolder.path))
        let typeNames = Set(RuleRegistry.all.map { String(describing: type(of: $0)) })
        var files = 0
        for case let path as String in enumerator where path.hasSuffix("Rule.swift") {
            files += 1
            let name = String(path.split(separator: "/").last?.dropLast(".swift".count) ?? "")
            #expect(typeNames.contains(name), "register \(name) in RuleRegistry.swift")
        }
        #expect(files == RuleRegistry.all.count, "RuleRegistry lists a rule without its own file")
    }

    @Test func areaMatchesFolder() throws {
        let rulesFolder = Self.root.appendingPathComponent("Sources/LintRules/Rules")
        let enumerator = try #require(FileManager.default.enumerator(atPath: rulesFolder.path))
        var folderOfType: [String: String] = [:]
        for case let path as String in enumerator where path.hasSuffix("Rule.swift") {
            let parts = path.split(separator: "/")
            folderOfType[String(parts.last?.dropLast(".swift".count) ?? "")] = String(parts.first ?? "")
        }
        for rule in RuleRegistry.all {
            let description = type(of: rule).description
            let folder = folderOfType[String(describing: type(of: rule))] ?? ""
            let normalized = folder.lowercased().replacingOccurrences(of: "-", with: "")
            #expect(
                normalized == description.area.rawValue.replacingOccurrences(of: "-", with: ""),
                "\(description.id) is in Rules/\(folder) but its area is \(description.area.rawValue)")
        }
    }

    @Test func readmeRuleTableIsCurrent() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- rules:begin"))
        let afterMarker = try #require(readme[begin.upperBound...].range(of: "-->\n"))
        let end = try #require(readme.range(of: "<!-- rules:end -->"))
        let table = String(readme[afterMarker.upperBound..<end.lowerBound])
        #expect(
            table == RuleCatalogPrinter.markdown(),
            "the README rule table is out of date: run `swift run notifykit-lint rules --format markdown`")
    }
}
