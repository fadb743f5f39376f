import SizeModel

/// The UTF-8 bytes of a URL as `URLCheck` and `URLPathExtension` read them: a slice (of a String,
/// of a value's decoded text) or a string value's text read in place (`JSONTextBytes`, through
/// `JSONDocument.plainString(at:satisfies:)`), indexed by `Int`, with the eight-byte word reads
/// their scans step with.
///
/// The checks are generic over it so that `URLFacts` reads a plain string in place: a slice of
/// the document's bytes retained and released them for each URL field (measured about 80
/// instructions a message on corpus (e)). Within the module each use is specialized.
protocol URLBytes: RandomAccessCollection where Element == UInt8, Index == Int {
    /// The eight bytes from `index`, the first in the least significant byte (traps unless all
    /// eight are within the bytes).
    func word(at index: Int) -> UInt64
}

extension ArraySlice: URLBytes where Element == UInt8 {
    @inline(__always)
    func word(at index: Int) -> UInt64 { ByteWords.word(self, at: index) }
}

extension JSONTextBytes: URLBytes {}
