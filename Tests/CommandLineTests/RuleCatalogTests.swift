import Foundation
import LintRules
import Testing
@testable import notifykit_lint

/// The rule list, the rule files and the generated rules reference (`Documentation/Rules.md`)
/// stay in step.
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

    /// `Documentation/Rules.md` is generated from the rule descriptions; it must be current.
    /// `NOTIFYKIT_UPDATE_GOLDENS=1` rewrites it, as
    /// `swift run notifykit-lint rules --format markdown > Documentation/Rules.md` does.
    @Test func rulesReferenceIsCurrent() throws {
        let url = Self.root.appendingPathComponent("Documentation/Rules.md")
        let generated = RuleCatalogPrinter.markdown()
        if ProcessInfo.processInfo.environment["NOTIFYKIT_UPDATE_GOLDENS"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == generated,
            "Documentation/Rules.md is out of date: run `swift run notifykit-lint rules --format markdown > Documentation/Rules.md`")
    }
}
