import LintRules
import Testing

/// `android-restricted-package`: advice for a package name an app can have, an error for one no
/// Android app can have (the application ID rules: two or more dot-separated segments, each
/// starting with a letter, then letters, digits and underscores).
@Suite struct AndroidRestrictedPackageTests {
    private func severity(of name: String) -> Severity? {
        let json = #"{"message": {"topic": "news", "android": {"restricted_package_name": "\#(name)"}}}"#
        return Linter().lint(json).first { $0.ruleID == "android-restricted-package" }?.severity
    }

    @Test(arguments: ["com.example.shop", "com.Example.App_1", "a.b", "com.example.{{flavor}}", "{{package}}", "com.example.shop.debug"])
    func aNameAnAppCanHaveIsAdvice(_ name: String) {
        #expect(severity(of: name) == .info, "\(name)")
    }

    @Test(arguments: ["com.github.go-fcm", "myapp", "com.example.3d", "com..shop", ".com.shop", "com.shop.", "com.shop_.ü", "com._shop"])
    func aNameNoAppCanHaveIsAnError(_ name: String) {
        #expect(severity(of: name) == .error, "\(name)")
    }

    @Test func firebaseAdminSpellingIsNamedAsWritten() throws {
        let json = #"{"topic": "news", "android": {"ttl": 3600000, "restrictedPackageName": "my-app"}}"#
        let finding = try #require(Linter().lint(json).first { $0.ruleID == "android-restricted-package" })
        #expect(finding.severity == .error)
        #expect(finding.message.hasPrefix("android.restrictedPackageName \"my-app\""))
    }
}
