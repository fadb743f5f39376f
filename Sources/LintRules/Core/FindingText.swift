import SizeModel

/// The text of a finding's message, written by a rule as a string literal: its interpolations
/// are appended as UTF-8 bytes to one array, made a String once.
///
/// `DefaultStringInterpolation` (a message written as a String) costs about 400 instructions a
/// literal part or interpolated value, several per message; a copy of its bytes here about 140
/// (measured: android-ttl-fraction's message and fix from 4,050 to 2,850 instructions; the
/// findings-heavy corpus 52,273 to 52,071 instructions per message). The text is the same:
/// each interpolated value is written as `DefaultStringInterpolation` writes it (a String as it
/// is, another value by its `description`, or `String(describing:)`).
struct FindingText: ExpressibleByStringInterpolation {
    /// The message.
    let string: String

    /// A literal without interpolations: the String itself, nothing is copied.
    init(stringLiteral value: String) {
        string = value
    }

    /// A message made as a String.
    init(_ string: String) {
        self.string = string
    }

    init(stringInterpolation: Builder) {
        string = String(decoding: stringInterpolation.bytes, as: UTF8.self)
    }

    /// Collects a literal's parts and interpolated values as UTF-8.
    struct Builder: StringInterpolationProtocol {
        /// The text so far.
        var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            // Room for values of up to 64 bytes: growing the array copies it.
            bytes.reserveCapacity(literalCapacity + 64 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) {
            bytes.appendUTF8(of: literal)
        }

        mutating func appendInterpolation(_ value: String) {
            bytes.appendUTF8(of: value)
        }

        mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
            bytes.appendUTF8(of: value.description)
        }

        mutating func appendInterpolation<Value>(_ value: Value) {
            bytes.appendUTF8(of: String(describing: value))
        }
    }
}
