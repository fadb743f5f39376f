import SizeModel

/// Member lookup by both spellings protobuf JSON accepts, without building the second spelling.
extension JSONValue {
    /// The member named `snakeName`, else the member named `camelName` (`collapse_key`,
    /// `collapseKey`). Unlike `field(_:)` it allocates nothing, for lookups made on every message.
    func member(_ snakeName: StaticString, or camelName: StaticString) -> JSONValue? {
        member(literal: snakeName) ?? member(literal: camelName)
    }
}
