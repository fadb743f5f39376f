import SizeModel

/// What the URL rules ask about the value of one URL field, found in one look at its bytes
/// (`MessageURLFacts`): where it is, its scheme, whether it is plain `https://`, whether
/// `URLCheck` finds its syntax wrong under the field's `URLPolicy`, and its path extension.
/// Plain values, no String and no reference: a rule reads them and makes the value itself
/// (`value(in:)`) only to report it.
struct URLFacts: Sendable {
    /// The scheme of a string value, classified without naming it.
    enum Scheme: UInt8, Sendable {
        /// Not a string, or no `scheme:` at the start.
        case none
        case http
        case https
        /// A scheme other than http and https (`URLCheck.Scheme.other`).
        case other
    }

    /// The node index of the value in the message's document, or -1 when the field is absent.
    let node: Int
    /// True when the value is a string.
    let isString: Bool
    /// The scheme of the string (`URLCheck.scheme(of:)`, classified).
    let scheme: Scheme
    /// True when the string is printable ASCII without escapes and starts with `https://` in any
    /// letter case (`MediaURLNotHTTPSRule.isPlainHTTPS`).
    let isPlainHTTPS: Bool
    /// True when the scheme is http or https and `URLCheck.syntaxProblem(in:policy:)` finds a
    /// problem with the value as written, under the field's policy (before template
    /// placeholders are filled: the wording, `URLCheck.imageSyntaxProblem`, fills them).
    let hasSyntaxProblem: Bool
    /// The lower-cased path extension as `URLPathExtension.code(of:)` numbers it (0 when there is
    /// none, it is over four bytes, or it was not asked for).
    let pathExtensionCode: UInt64

    /// The facts of an absent field.
    static let absent = URLFacts(
        node: -1, isString: false, scheme: .none, isPlainHTTPS: false, hasSyntaxProblem: false, pathExtensionCode: 0)

    /// The facts of the value at node `node` of `document` (-1 for an absent field) in a field
    /// with `policy`; its path extension only when `readsPathExtension`.
    ///
    /// A static function given a node index, not an initializer given a value: an initializer's
    /// arguments are passed owned, and a value made for the call retained the document
    /// (`MessageURLFacts.of` finds the fields as node indices).
    ///
    /// Always inlined, so that an absent field (most of the eight) costs no call.
    @inline(__always)
    static func of(node: Int, in document: JSONDocument, policy: URLPolicy, readsPathExtension: Bool = false) -> URLFacts {
        guard node >= 0 else { return .absent }
        return ofPresent(node: node, in: document, policy: policy, readsPathExtension: readsPathExtension)
    }

    /// `of(node:in:policy:readsPathExtension:)` of a field that is there.
    @inline(never)
    private static func ofPresent(node: Int, in document: JSONDocument, policy: URLPolicy, readsPathExtension: Bool) -> URLFacts {
        guard document.kind(at: node) == .string else {
            return URLFacts(
                node: node, isString: false, scheme: .none, isPlainHTTPS: false, hasSyntaxProblem: false, pathExtensionCode: 0)
        }
        // A string without escapes is read in place (`JSONTextBytes`), an escaped one decoded:
        // a slice of the document's bytes (`plainStringBytes`) retained and released them, and
        // a value made for the field retained the document.
        var facts = URLFacts.absent
        if document.plainString(
            at: node,
            satisfies: {
                facts = of(text: $0, node: node, in: document, policy: policy, readsPathExtension: readsPathExtension)
                return true
            })
        {
            return facts
        }
        return of(
            text: document.value(at: node).decodedBytes, node: node, in: document, policy: policy, readsPathExtension: readsPathExtension)
    }

    /// The facts of the string at node `node` of `document` whose text is `bytes` in a field with
    /// `policy`.
    private static func of(
        text bytes: some URLBytes, node: Int, in document: JSONDocument, policy: URLPolicy, readsPathExtension: Bool
    ) -> URLFacts {
        let scheme = URLCheck.schemeKind(of: bytes)
        let start = bytes.startIndex
        let isPlainHTTPS =
            scheme == .https && bytes.count >= 8 && bytes[start + 6] == UInt8(ascii: "/")
            && bytes[start + 7] == UInt8(ascii: "/") && document.isPlainASCIIString(at: node)
        // An http(s) URL's syntax and path extension in one pass (`URLCheck.httpFacts`); the
        // colon ends the scheme's letters, so no `://` starts earlier.
        let facts: (hasSyntaxProblem: Bool, pathExtensionCode: UInt64)
        switch scheme {
        case .https: facts = URLCheck.httpFacts(of: bytes, schemeColon: start &+ 5, policy: policy, readsPathExtension: readsPathExtension)
        case .http: facts = URLCheck.httpFacts(of: bytes, schemeColon: start &+ 4, policy: policy, readsPathExtension: readsPathExtension)
        case .none, .other: facts = (false, readsPathExtension ? URLPathExtension.code(of: bytes, from: start) : 0)
        }
        return URLFacts(
            node: node, isString: true, scheme: scheme, isPlainHTTPS: isPlainHTTPS, hasSyntaxProblem: facts.hasSyntaxProblem,
            pathExtensionCode: facts.pathExtensionCode)
    }

    private init(node: Int, isString: Bool, scheme: Scheme, isPlainHTTPS: Bool, hasSyntaxProblem: Bool, pathExtensionCode: UInt64) {
        self.node = node
        self.isString = isString
        self.scheme = scheme
        self.isPlainHTTPS = isPlainHTTPS
        self.hasSyntaxProblem = hasSyntaxProblem
        self.pathExtensionCode = pathExtensionCode
    }

    /// True when the field is there (any value but `null`).
    var isPresent: Bool { node >= 0 }

    /// The value itself, in the document of `message` (a value of the same message), or nil when
    /// the field is absent.
    func value(in message: JSONValue) -> JSONValue? { message.value(atNode: node) }
}
