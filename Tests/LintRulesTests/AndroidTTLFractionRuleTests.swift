@testable import LintRules
import Testing

/// android-ttl-fraction's reading of a ttl string.
@Suite struct AndroidTTLFractionRuleTests {
    /// android-ttl-fraction reads a plain ASCII ttl's bytes for firebase-admin's nine fraction
    /// digits: the same answer as the reading by characters.
    @Test func sdkRenderingByBytesMatchesTheStringReading() {
        let texts = [
            "21599.500000000s", "3600.25s", "1.5s", "0.000000001s", ".123456789s", "1.123456789", "1.s", "s",
            "12s", "1.2.123456789s", "1.1234567890s", "",
        ]
        for text in texts {
            #expect(
                AndroidTTLFractionRule.isSDKRendering(printableASCII: Array(text.utf8)[...])
                    == AndroidTTLFractionRule.isSDKRendering(text), "\(text)")
        }
    }
}
