import SizeModel

// Two members of one object found in one pass over its members, for the rules and facts that
// read two fields of an object the context keeps no slots for.

extension JSONDocument {
    /// The node indices of the values of the first members named `first` and `second` that are
    /// not `null` in the object at node `object` (-1 for a name not there; both -1 for -1 or a
    /// value that is no object): `memberNode(ofObjectAt:literal:)` for two names, in one pass.
    ///
    /// Always inlined, so the names are constants and each key is told apart by its length
    /// (`isString(at:equalTo:)`): two out-of-line lookups cost about 90 instructions each before
    /// reading a key (measured on corpus (e), perf-rules6).
    @inline(__always)
    func memberNodes(ofObjectAt object: Int, _ first: StaticString, _ second: StaticString) -> (Int, Int) {
        var found = (-1, -1)
        forEachMemberKey(ofObjectAt: object) { key in
            // null is an absent member (protobuf JSON), as for `memberNode(ofObjectAt:literal:)`.
            if found.0 < 0, isString(at: key, equalTo: first) {
                if kind(at: key &+ 1) != .null { found.0 = key &+ 1 }
            } else if found.1 < 0, isString(at: key, equalTo: second) {
                if kind(at: key &+ 1) != .null { found.1 = key &+ 1 }
            }
        }
        return found
    }
}
