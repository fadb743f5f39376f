import Testing

@testable import LintRules

/// `URLCheck` against each field's `URLPolicy`: one table, a row per URL, the expected problem
/// for an image field (no relative URLs, no unencoded non-ASCII), the web link (non-ASCII
/// encoded by the browser) and the web notification's icons (relative URLs too).
@Suite struct URLCheckTests {
    /// A URL and its problem under the image, link and web-icon policies (nil: accepted).
    struct Row: Sendable, CustomTestStringConvertible {
        let url: String
        let image: URLProblem?
        let link: URLProblem?
        let icon: URLProblem?
        var testDescription: String { url.debugDescription }
        init(_ url: String, image: URLProblem?, link: URLProblem?, icon: URLProblem?) {
            (self.url, self.image, self.link, self.icon) = (url, image, link, icon)
        }
        /// The same problem (or none) under every policy.
        init(_ url: String, _ all: URLProblem?) { self.init(url, image: all, link: all, icon: all) }
    }

    static let rows: [Row] = [
        Row("https://cdn.example.com/a.png", nil),
        Row("HTTPS://CDN.EXAMPLE.COM/A.PNG", nil),
        Row("https://user@cdn.example.com:8443/path/a.png?w=100&h=50#frag", nil),
        Row("https://cdn.example.com/a%20b.png", nil),
        Row("https://xn--bcher-kva.example/a.png", nil),
        Row("https://a_b.example/x", nil),
        Row("https://1.2.3.4/a.png", nil),
        Row("https://[2001:db8::1]:8443/a.png", nil),
        Row("https://h:/a", nil),
        Row("https://h:65535/a", nil),
        // Internationalized hosts and non-ASCII paths: the image clients do not encode them.
        Row("https://bücher.example/a.png", image: .internationalizedHost("bücher.example"), link: nil, icon: nil),
        Row("https://例え.jp/", image: .internationalizedHost("例え.jp"), link: nil, icon: nil),
        Row("https://cdn.example.com/grüße.png", image: .nonASCII("ü"), link: nil, icon: nil),
        Row("https://cdn.example.com/?q=日本", image: .nonASCII("日"), link: nil, icon: nil),
        Row("https://bücher.example:99/a b", image: .unencoded(" "), link: .unencoded(" "), icon: .unencoded(" ")),
        // Relative references: only the web page's own icons resolve them.
        Row("/badge-icon.png", image: .notAbsolute, link: .notAbsolute, icon: nil),
        Row("cdn.example.com/a.png", image: .notAbsolute, link: .notAbsolute, icon: nil),
        Row("/icons/grüße.png", image: .notAbsolute, link: .notAbsolute, icon: nil),
        Row("/a b.png", .unencoded(" ")),
        // Malformed whatever the field.
        Row("https://cdn.example.com/a b.png", .unencoded(" ")),
        Row("https://x/a\tb", .unencoded("\t")),
        Row("https://x/a.png\r\n", .unencoded("\r")),
        Row("https://x/a\u{7F}b", .unencoded("\u{7F}")),
        Row("https://x/{id}.png", .unencoded("{")),
        Row("https://x/a|b", .unencoded("|")),
        Row("https:/cdn.example.com/a.png", .noAuthority),
        Row("https:", .noAuthority),
        Row("https://", .noHost),
        Row("https:///a.png", .noHost),
        Row("https://:443/a.png", .noHost),
        Row("https://user@/a", .noHost),
        Row("https://cdn..example.com/a.png", .malformedHost("cdn..example.com")),
        Row("https://-cdn.example.com/a.png", .malformedHost("-cdn.example.com")),
        Row("https://.x/a", .malformedHost(".x")),
        Row("https://a.b./c", .malformedHost("a.b.")),
        Row("https://a!b/c", .malformedHost("a!b")),
        Row("https://[2001:db8::1/a.png", .unterminatedIPv6Host),
        Row("https://[]/a", .malformedHost("[]")),
        Row("https://[::1]x/a", .malformedHost("[::1]x")),
        Row("https://cdn.example.com:44x/a.png", .malformedPort("44x")),
        Row("https://cdn.example.com:65536/a.png", .malformedPort("65536")),
        Row("https://cdn.example.com:99999999999999999999/a", .malformedPort("99999999999999999999")),
    ]

    @Test(arguments: rows)
    func syntaxByPolicy(_ row: Row) {
        #expect(URLCheck.syntaxProblem(in: row.url, policy: .notificationImage) == row.image)
        #expect(URLCheck.syntaxProblem(in: row.url, policy: .androidNotificationImage) == row.image)
        #expect(URLCheck.syntaxProblem(in: row.url, policy: .apnsImage) == row.image)
        #expect(URLCheck.syntaxProblem(in: row.url, policy: .webpushLink) == row.link)
        #expect(URLCheck.syntaxProblem(in: row.url, policy: .webpushNotificationMedia) == row.icon)
    }

    @Test(arguments: [
        ("https://x/a", URLCheck.Scheme.https), ("HTTPS://x", .https), ("Http://x", .http), ("http:", .http),
        ("ftp://x/a", .other("ftp")), ("DATA:image/png;base64,AAAA", .other("data")), ("x+y.z-1:w", .other("x+y.z-1")),
        ("/relative:path", .none), ("no-scheme", .none), ("", .none), ("1http://x", .none), ("https//x", .none),
    ])
    func schemes(_ text: String, _ expected: URLCheck.Scheme) {
        #expect(URLCheck.scheme(of: text) == expected)
    }

    /// The bit masks behind `isUnencoded` hold exactly the characters RFC 3986 never allows.
    @Test func unencodedBytesAreTheDocumentedSet() {
        let unencoded = Set<UInt8>(Array(0...0x20) + [0x7F] + Array("\"<>\\^`{|}".utf8))
        for byte in UInt8(0)..<0x80 {
            #expect(URLCheck.isUnencoded(byte) == unencoded.contains(byte), "byte \(byte)")
        }
    }

    /// The word-at-a-time test of the syntax scan flags exactly the non-ASCII and unencoded
    /// bytes, each at its own place whatever its neighbours (no carry crosses a byte).
    @Test func attentionFlagsMarkExactlyTheBytesToLookAt() {
        func needsLook(_ byte: UInt8) -> Bool { byte >= 0x80 || URLCheck.isUnencoded(byte) }
        for filler: UInt8 in [0x61, 0x00, 0x20, 0x21, 0x7A, 0x7B, 0x7E, 0x7F, 0x80, 0xFF] {
            for byte in UInt8(0)...UInt8(255) {
                for position in 0..<8 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = byte
                    let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                    let flags = URLCheck.attentionFlags(word)
                    for place in 0..<8 {
                        let expected = needsLook(bytes[place])
                        #expect((flags >> (8 * UInt64(place) + 7)) & 1 == (expected ? 1 : 0), "byte \(bytes[place]) at \(place)")
                    }
                    #expect(flags & ~0x8080_8080_8080_8080 == 0)
                }
            }
        }
    }

    /// The word-at-a-time test of the host scan flags exactly the bytes other than ASCII
    /// letters, digits, `-` and `_`, each at its own place whatever its neighbours.
    @Test func otherThanHostFlagsMarkExactlyTheOtherBytes() {
        func isOther(_ byte: UInt8) -> Bool { byte >= 0x80 || !URLCheck.isHostByte(byte) }
        for filler: UInt8 in [0x61, 0x00, 0x2D, 0x2E, 0x39, 0x3A, 0x5A, 0x5F, 0x7A, 0x7F, 0x80, 0xFF] {
            for byte in UInt8(0)...UInt8(255) {
                for position in 0..<8 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = byte
                    let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                    let flags = URLCheck.otherThanHostFlags(word)
                    for place in 0..<8 {
                        #expect((flags >> (8 * UInt64(place) + 7)) & 1 == (isOther(bytes[place]) ? 1 : 0), "byte \(bytes[place]) at \(place)")
                    }
                    #expect(flags & ~0x8080_8080_8080_8080 == 0)
                }
            }
        }
    }

    /// The scheme classified without a String is the scheme `scheme(of:)` names.
    @Test(arguments: [
        "https://x", "HTTPS://x", "http://x", "hTtP:x", "https:", "http:", "https", "httpx://x", "https2://x", "ftp://x", "h:x",
        "/a", "", "1http://x", "https//x", "httpS://cdn.example.com/a.png", "http:/a", "data:image/png;base64,AA",
    ])
    func schemeKinds(_ text: String) {
        let kind: URLFacts.Scheme
        switch URLCheck.scheme(of: text) {
        case .https: kind = .https
        case .http: kind = .http
        case .other: kind = .other
        case .none: kind = .none
        }
        #expect(URLCheck.schemeKind(of: ArraySlice(text.utf8)) == kind)
    }

    /// The bit masks behind `isHostByte` hold exactly the letters, digits, `-` and `_`.
    @Test func hostBytesAreLettersDigitsHyphenAndUnderscore() {
        let ascii = Set<UInt8>(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_".utf8))
        for byte in UInt8(0)...UInt8(255) {
            #expect(URLCheck.isHostByte(byte) == (byte >= 0x80 || ascii.contains(byte)), "byte \(byte)")
        }
    }

    @Test func schemeProblemsFollowThePolicy() {
        #expect(URLCheck.problem(in: "http://x/a.png", policy: .notificationImage) == .scheme("http"))
        #expect(URLCheck.problem(in: "ftp://x/a.png", policy: .webpushLink) == .scheme("ftp"))
        #expect(URLCheck.problem(in: "/news", policy: .webpushLink) == .notAbsolute)
        #expect(URLCheck.problem(in: "/badge.png", policy: .webpushNotificationMedia) == nil)
        // The scheme is judged before the syntax.
        #expect(URLCheck.problem(in: "http://x/a b", policy: .webpushLink) == .scheme("http"))
        #expect(URLCheck.problem(in: "https://x/a b", policy: .webpushLink) == .unencoded(" "))
        #expect(URLProblem.scheme("http").isAboutScheme && URLProblem.notAbsolute.isAboutScheme)
        #expect(!URLProblem.noHost.isAboutScheme)
    }

    @Test func problemsAreWorded() {
        #expect(URLProblem.unencoded(" ").description == "contains a space, which must be percent-encoded")
        #expect(URLProblem.unencoded("\n").description == "contains a line break, which must be percent-encoded")
        #expect(URLProblem.unencoded("\u{1}").description == "contains a control character, which must be percent-encoded")
        #expect(URLProblem.unencoded("|").description == "contains \"|\", which must be percent-encoded")
        #expect(URLProblem.nonASCII("é").description == "contains the non-ASCII character \"é\", which must be percent-encoded")
        #expect(URLProblem.internationalizedHost("bücher.example").description
            == "has the internationalized host \"bücher.example\", which must be written in its ASCII (xn--) form")
    }

    @Test(arguments: [
        ("https://cdn.example.com/a/b.PNG?x=1#y", "png"), ("https://x/a.", nil), ("http://a/b.c.d", "d"),
        ("https://h/x.png//", "png"), ("https://h//", nil), ("https://h/.png", "png"), ("https://h?x=/a.png", "png"),
        ("https://h#/a.png", "png"), ("https://ex.com/a.png?x#y", "png"), ("https://h/grüße.JPG", "jpg"),
        ("x://y://z/a.png", "png"), ("cdn.example.com/a.png", nil), ("https://h", nil), ("https://a-b_c.d/e.f.g.HEIC", "heic"),
    ] as [(String, String?)])
    func pathExtensions(_ url: String, _ expected: String?) {
        #expect(URLPathExtension.of(url) == expected)
        #expect(URLPathExtension.code(of: ArraySlice(url.utf8)) == expected.map(URLPathExtension.code) ?? 0)
    }
}
