// Fuzz target `parser`: the strict JSON parser (SizeModel) on arbitrary bytes.
//
// Every input is parsed; a document that parses is walked completely (kinds, members, elements,
// pointers, decoded strings, numbers, compact sizes, source positions), and every string value is
// parsed again as an embedded document (`parseEmbedded`, the notifee_options path). Invariants:
// offsets stay inside the input, an error's offset is inside the input, a document parsed at a
// shifted range has the same shape, positions are monotonic, and the repeated keys reported are
// those a plain scan finds.

import SizeModel

func fuzzTarget(_ bytes: [UInt8]) {
    let parser = JSONParser(maximumDepth: 64)
    let document: JSONDocument
    do {
        document = try parser.parse(bytes)
    } catch {
        fuzzCheck(error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset) outside 0...\(bytes.count)")
        _ = error.description
        return
    }
    // The same text behind a prefix parses to the same shape, with offsets shifted.
    let padded = Array("  ".utf8) + bytes
    if let shifted = try? parser.parse(padded, range: 2..<padded.count) {
        fuzzCheck(shifted.nodeCount == document.nodeCount, "shifted parse has a different node count")
        fuzzCheck(shifted.root.sourceStart == document.root.sourceStart + 2, "shifted root offset")
    } else {
        fuzzCheck(false, "text parses alone but not at a shifted range")
    }
    let locator = SourceLocator(bytes: bytes)
    var embeddedBudget = 32
    walk(document.root, bytes: bytes, locator: locator, parser: parser, embeddedBudget: &embeddedBudget, depth: 0)
    _ = CompactJSONSize.of(document.root)
    _ = CompactJSONSize.of(document.root, nonASCII: .escaped)
    checkRepeatedKeys(document)
}

/// The repeated keys `forEachRepeatedKey` reports (it skips a document whose parse noted that no
/// object may repeat a key) are those a plain scan of every object finds, decoded text compared.
/// Quadratic in an object's keys, so only for documents of a few thousand values.
private func checkRepeatedKeys(_ document: JSONDocument) {
    guard document.nodeCount <= 2_000 else { return }
    var reported: [Int] = []
    document.root.forEachRepeatedKey { reported.append($0.key.index) }
    var scanned: [Int] = []
    document.root.forEachObject { object in
        var seen: [JSONValue] = []
        for member in object.members {
            if seen.contains(where: { $0.stringEquals(member.key) }) { scanned.append(member.key.index) }
            seen.append(member.key)
        }
    }
    fuzzCheck(reported == scanned, "repeated keys \(reported) differ from the plain scan \(scanned)")
}

private func walk(
    _ value: JSONValue, bytes: [UInt8], locator: SourceLocator, parser: JSONParser,
    embeddedBudget: inout Int, depth: Int
) {
    let start = value.sourceStart
    let end = value.sourceEnd
    fuzzCheck(start >= 0 && start <= end && end <= bytes.count, "value range \(start)..<\(end) outside the input")
    let first = locator.position(of: start)
    let last = locator.position(of: end)
    fuzzCheck(first.line <= last.line && first.offset <= last.offset, "positions not monotonic")
    let pointer = value.pointer
    fuzzCheck(JSONPointer(parsing: pointer.description) == pointer, "pointer does not round-trip: \(pointer)")
    switch value.kind {
    case .object:
        var count = 0
        for member in value.members {
            fuzzCheck(member.key.isString, "object key is not a string")
            _ = member.key.stringValue
            walk(member.value, bytes: bytes, locator: locator, parser: parser, embeddedBudget: &embeddedBudget, depth: depth + 1)
            count += 1
        }
        fuzzCheck(count == value.count, "member count \(count) != \(value.count)")
        // A member set to null is absent to `member(_:)` (protobuf JSON's null), so the check
        // takes the first member with another value.
        if let firstMember = value.members.first(where: { $0.value.kind != .null }), let name = firstMember.key.stringValue {
            fuzzCheck(value.member(name) != nil, "member lookup by its own name failed")
        }
    case .array:
        var count = 0
        for element in value.elements {
            walk(element, bytes: bytes, locator: locator, parser: parser, embeddedBudget: &embeddedBudget, depth: depth + 1)
            count += 1
        }
        fuzzCheck(count == value.count, "element count \(count) != \(value.count)")
        _ = value.element(count / 2)
    case .string:
        let text = value.stringValue ?? ""
        fuzzCheck(value.stringEquals(text), "string does not equal its own decoded text")
        fuzzCheck(value.stringHasPrefix(String(text.prefix(3))), "string does not start with its own prefix")
        if embeddedBudget > 0 && depth < 8 {
            embeddedBudget -= 1
            do {
                let embedded = try parser.parseEmbedded(in: value)
                walk(embedded.root, bytes: bytes, locator: locator, parser: parser, embeddedBudget: &embeddedBudget, depth: depth + 1)
            } catch {
                fuzzCheck(error.offset >= value.sourceStart && error.offset <= value.sourceEnd,
                          "embedded error offset \(error.offset) outside its string \(value.sourceStart)..<\(value.sourceEnd)")
            }
        }
    case .number:
        _ = value.numberLexeme
        _ = value.integerValue
        _ = value.doubleValue
    case .true, .false, .null:
        _ = value.boolValue
    }
}
