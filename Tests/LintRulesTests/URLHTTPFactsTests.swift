import SizeModel
import Testing

@testable import LintRules

/// `URLCheck.httpFacts`, the one pass `URLFacts` reads an http(s) URL with, gives what the
/// separate readings give: `syntaxProblem(in:policy:) != nil` and `URLPathExtension.code`, under
/// every field's policy, for URLs with each part (user information, port, IPv6 host, query,
/// fragment, non-ASCII text) and for every one-byte change of them that keeps the scheme.
@Suite struct URLHTTPFactsTests {
    static let policies: [URLPolicy] = [
        .notificationImage, .androidNotificationImage, .apnsImage, .webpushLink, .webpushNotificationMedia,
    ]

    static let urls = [
        "https://cdn.example.com/img/29554.png",
        "http://cdn.example.com/img/75653.png",
        "HTTPS://CDN.EXAMPLE.COM/A.PNG",
        "https://example.com/orders/77040",
        "https://user@cdn.example.com:8443/path/a.png?w=100&h=50#frag",
        "https://us er@cdn.example.com/a.png",
        "https://üser@cdn.example.com/a.png",
        "https://a@b@c/x.gif",
        "https://[::1]:80/a.jpg",
        "https://[2001:db8::1/a.jpg",
        "https://bücher.example/a.svg?x=1",
        "https://cdn.example.com/bücher.jpeg",
        "https://x:99999/a.mp4",
        "https://x:8 0/a.mp4",
        "https://x?y=/a.png",
        "https://x#/a.png",
        "https://x",
        "https://",
        "http://",
        "https:/x.png",
        "https:x.png",
        "http://a/b/c.webp/",
        "http://a/b.c/d",
        "https://cdn.example.com/a{b}.png",
        "https://cdn.example.com/a.png\u{7F}",
        "https://cdn.example.com/a.pn g",
        "https://-bad.example/a.png",
        "https://a..b/a.png",
        "https://a_b.example/x.PNG",
        "https://cdn.example.com:/a.png",
        "https://ex ample.com/a.png",
        "https://example.com/ä",
        "https://a.b.c.d.e.f.g.h.i.j/x.png",
        "https://abcdefg.hijklmn.opqrstu.vw/x.png?q",
        "https://abcdefgh./x",
        "https://abcdefg.-x/y",
        "https://abc_def-gh.example.com#f",
        "https://.example.com/a.png",
        "https://example.com.",
        "https://e.c",
        "https://ex-ample.co.uk:443/a.png",
    ]

    /// Checks `url` as a slice of its own and inside a larger buffer, as a JSON string's bytes are.
    static func check(_ url: String) {
        check(ArraySlice(url.utf8), url)
        let source = Array(#"{"image": ""#.utf8) + Array(url.utf8) + Array(#""}"#.utf8)
        check(source[11..<(11 + url.utf8.count)], url)
    }

    static func check(_ bytes: ArraySlice<UInt8>, _ url: String) {
        let scheme = URLCheck.schemeKind(of: bytes)
        guard scheme == .http || scheme == .https else { return }
        let colon = bytes.startIndex + (scheme == .https ? 5 : 4)
        let expectedCode = URLPathExtension.code(of: bytes)
        for policy in policies {
            let facts = URLCheck.httpFacts(of: bytes, schemeColon: colon, policy: policy, readsPathExtension: true)
            #expect(facts.hasSyntaxProblem == (URLCheck.syntaxProblem(in: bytes, policy: policy) != nil), "\(url.debugDescription)")
            #expect(facts.pathExtensionCode == expectedCode, "\(url.debugDescription)")
            let withoutExtension = URLCheck.httpFacts(of: bytes, schemeColon: colon, policy: policy, readsPathExtension: false)
            #expect(withoutExtension.hasSyntaxProblem == facts.hasSyntaxProblem && withoutExtension.pathExtensionCode == 0)
            // The same reading of the text read in place (`JSONTextBytes`, indexed from 0), as
            // `URLFacts` reads a string written without escapes.
            let inPlace = JSONTextBytes.withBytes(of: bytes) { text in
                (
                    URLCheck.schemeKind(of: text),
                    URLCheck.httpFacts(of: text, schemeColon: colon - bytes.startIndex, policy: policy, readsPathExtension: true),
                    URLCheck.syntaxProblem(in: text, policy: policy), URLPathExtension.code(of: text)
                )
            }
            #expect(inPlace.0 == scheme, "\(url.debugDescription)")
            #expect(inPlace.1 == facts, "\(url.debugDescription)")
            #expect(inPlace.2 == URLCheck.syntaxProblem(in: bytes, policy: policy), "\(url.debugDescription)")
            #expect(inPlace.3 == expectedCode, "\(url.debugDescription)")
        }
    }

    @Test(arguments: urls) func oneURL(_ url: String) { Self.check(url) }

    /// Each byte after the scheme replaced by each of the characters that steer the reading.
    @Test(arguments: urls) func everyOneByteChange(_ url: String) {
        let replacements: [UInt8] = Array(" \"<>\\^`{|}/?#@:.[]_-%aZ0".utf8) + [0x09, 0x7F, 0xC3]
        let bytes = Array(url.utf8)
        guard bytes.count > 8 else { return }
        for index in 8..<bytes.count {
            for replacement in replacements {
                var changed = bytes
                changed[index] = replacement
                Self.check(String(decoding: changed, as: UTF8.self))
            }
        }
    }
}
