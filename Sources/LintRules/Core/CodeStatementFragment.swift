/// A JavaScript statement pasted alone that no reading takes as a message: an assignment of one
/// block to a message the code builds elsewhere (`message.apns = {…}`, `message.android = {…}`,
/// set inside an `if` after the message literal), or a call to the app's own helper whose last
/// argument is an object (`await request(fetcher, url, {...init, headers})`). Neither is the
/// message: the first is one of its members without the rest, the second the options of code
/// the linter cannot follow. The invalid-json finding says what the paste is and what to paste
/// instead, rather than naming its first word as a bare word (verdict-left12); it does not guess
/// whether the message the code sends is right.
struct CodeStatementFragment: Equatable {
    enum Kind: Equatable {
        /// `target = {`: one member of a message (`message.apns`).
        case memberAssignment(target: String)
        /// `callee(…, {`: an object handed to a function the linter does not know.
        case helperCall(callee: String)
    }

    let kind: Kind
    /// Where the statement starts.
    let offset: Int

    /// How much of the text is searched for the statement's opening.
    static let maximumLeadingLength = 400

    /// Whether `prefix`, the text before a literal's `{`, assigns it to one member of a message
    /// (`message.android =`, `payload.apns =`): the literal is that block, not a message, so
    /// `JavaScriptLiteral` leaves it to this reading (it was linted as a whole legacy body).
    static func assignsMessageBlock(_ prefix: String) -> Bool {
        let identifier = #"[A-Za-z_$][A-Za-z0-9_$]*"#
        guard let assignment = try? Regex(#"^\s*"# + identifier + #"(\s*\.\s*"# + identifier + #")*\s*\.\s*(?<member>"# + identifier + #")\s*=\s*$"#),
            let match = try? assignment.wholeMatch(in: prefix),
            let member = match.output["member"]?.substring
        else { return false }
        return MessageMemberNames.all.contains(String(member))
    }

    /// The calls whose object argument other readings take (firebase-admin's send methods, the
    /// removed legacy ones, fetch, axios, JSON.stringify, SDK triggers): never named a helper.
    static let knownCallees: Set<String> = [
        "send", "sendEach", "sendEachForMulticast", "sendMulticast", "sendAll", "sendToDevice", "sendToDeviceGroup",
        "sendToTopic", "sendToCondition", "fetch", "post", "put", "stringify", "trigger", "SendPushNotification",
    ]

    /// The statement `bytes[range]` opens with (after blanks), or nil when it opens with neither.
    static func fragment(in bytes: [UInt8], range: Range<Int>) -> CodeStatementFragment? {
        var start = range.lowerBound
        while start < range.upperBound, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        let limit = min(range.upperBound, start + maximumLeadingLength)
        let text = String(decoding: bytes[start..<limit], as: UTF8.self)
        let identifier = #"[A-Za-z_$][A-Za-z0-9_$]*"#
        // `message.apns = {`, `this.message.android = {`: a member chain ending in a message member.
        if let assignment = try? Regex(#"^(?<target>"# + identifier + #"(\s*\.\s*"# + identifier + #")+)\s*=\s*\{"#),
            let match = try? assignment.prefixMatch(in: text),
            let target = match.output["target"]?.substring
        {
            let compact = target.filter { !$0.isWhitespace }
            let member = compact.split(separator: ".").last.map(String.init) ?? ""
            guard MessageMemberNames.all.contains(member) else { return nil }
            return CodeStatementFragment(kind: .memberAssignment(target: String(compact)), offset: start)
        }
        // `const response = await request(fetcher, url, {`: a call whose arguments before the object
        // hold no braces (but a template's `${…}`), brackets, calls or statement ends.
        let head = #"^((return|(export\s+)?(const|let|var)\s+"# + identifier + #"(\s*:[^=;{}]+)?\s*=)\s*)?(await\s+)?"#
        if let call = try? Regex(head + #"(?<callee>"# + identifier + #"(\s*\.\s*"# + identifier + #")*)\s*\(([^;{}\[\]()]|\$\{[^{}]*\})*?,\s*\{"#),
            let match = try? call.prefixMatch(in: text),
            let callee = match.output["callee"]?.substring
        {
            let compact = callee.filter { !$0.isWhitespace }
            // A send method, a request client or a serializer the other readings know: its
            // literal's own mistake stays the syntax diagnosis's to point at.
            let method = compact.split(separator: ".").last.map(String.init) ?? ""
            guard !knownCallees.contains(method) else { return nil }
            return CodeStatementFragment(kind: .helperCall(callee: String(compact)), offset: start)
        }
        return nil
    }

    /// What the paste is.
    var message: String {
        switch kind {
        case .memberAssignment(let target):
            return "this is a JavaScript statement that sets \(target), one block of a message the code builds elsewhere, not JSON: the rest of that message is not in the paste"
        case .helperCall(let callee):
            return "this is a JavaScript call to \(callee)(…), the app's own code, with an object built in code as its last argument, not JSON: what the call sends is not in the paste"
        }
    }

    /// What to paste instead.
    var fix: String {
        switch kind {
        case .memberAssignment:
            return "paste the whole message the code sends (the object literal the assignment completes, with this block in it, or JSON.stringify(message) printed before the send call)"
        case .helperCall:
            return "paste the request body or message the call sends (print JSON.stringify of it where the code builds it), not the call"
        }
    }
}
