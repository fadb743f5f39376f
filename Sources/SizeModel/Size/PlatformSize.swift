/// One figure of the size model: how many bytes a platform receives, against which limit, and
/// where the bytes go.
public final class PlatformSize: Sendable {
    /// Which figure.
    public let platform: SizePlatform
    /// The size with every declared placeholder at its worst case (as written when there is none).
    public let size: SerializedSize
    /// What declared placeholders add over the text as written.
    public let placeholderGrowth: SerializedSize
    /// The fields, largest first (measured when a report first asks for it).
    public var contributions: [SizeContribution] { sortedContributions.value }
    /// Braces, commas and the keys of objects that hold other members.
    public var structure: SerializedSize { measuredFields.value.structure }
    /// The itemized measure in payload order, computed once on first use.
    private let measuredFields: LazyBox<(contributions: [SizeContribution], structure: SerializedSize)>
    /// The first `fewLargestCount` of `contributions`, chosen once on first use.
    private let fewLargest: LazyBox<[SizeContribution]>
    /// `contributions`: the fields sorted, computed once on first use.
    private let sortedContributions: LazyBox<[SizeContribution]>
    /// What was measured, built again to itemize it on demand.
    private let payload: @Sendable () -> PayloadNode
    private let growth: [Int: SerializedSize]
    /// What FCM adds on delivery (iOS: its own keys and `fcm_options`); zero elsewhere.
    public let addedByFCM: SerializedSize
    /// The keys FCM adds (`gcm.message_id`, …, `fcm_options`), in the order it writes them.
    public let addedKeys: [String]
    /// The platform's limit in bytes (nil for the request).
    public let limit: Int?
    /// Above this many bytes the figure is close to its limit.
    public let warningThreshold: Int
    /// True for an iOS figure of a VoIP push (5120-byte limit).
    public let isVoIP: Bool

    init(
        platform: SizePlatform, payload: @escaping @Sendable () -> PayloadNode, growth: [Int: SerializedSize],
        measured: SizeWriter.Measured, growthFree: SerializedSize, limits: SizeLimits, voip: Bool
    ) {
        self.platform = platform
        self.payload = payload
        self.growth = growth
        let measuredFields = LazyBox<(contributions: [SizeContribution], structure: SerializedSize)> {
            var meter = PayloadMeter(growth: growth)
            meter.measure(payload())
            return (meter.contributions, meter.structure)
        }
        self.measuredFields = measuredFields
        sortedContributions = LazyBox { SizeContribution.largestFirst(measuredFields.value.contributions) }
        fewLargest = LazyBox { SizeContribution.largest(Self.fewLargestCount, of: measuredFields.value.contributions, where: { _ in true }) }
        size = measured.size
        placeholderGrowth = measured.size - growthFree
        addedByFCM = measured.addedByFCM
        addedKeys = measured.addedKeys
        limit = limits.limit(for: platform, voip: voip)
        warningThreshold = limits.warning(for: platform, voip: voip)
        isVoIP = voip
    }

    /// The figure measured again from the payload tree (tests compare it with the totals).
    var itemizedTotals: (size: SerializedSize, addedByFCM: SerializedSize, addedKeys: [String]) {
        let meter = itemized()
        return (meter.total, meter.addedByFCM, meter.addedKeys)
    }

    /// The payload measured field by field.
    private func itemized() -> PayloadMeter {
        var meter = PayloadMeter(growth: growth)
        meter.measure(payload())
        return meter
    }

    /// The first `count` of `contributions` that `include` accepts, in the same order, chosen in
    /// one pass without sorting the fields: a finding names the few largest, and a message with
    /// a million data keys would otherwise sort (and label) all of them. A field's label, the
    /// tie-break, is made only when its bytes equal those of the last one kept.
    public func largestContributions(_ count: Int, where include: (SizeContribution) -> Bool) -> [SizeContribution] {
        SizeContribution.largest(count, of: measuredFields.value.contributions, where: include)
    }

    /// The first `count` of `contributions`; up to `fewLargestCount` chosen once for every reader
    /// (a finding names three, its fix reads the first).
    public func largestContributions(_ count: Int) -> [SizeContribution] {
        count <= Self.fewLargestCount ? Array(fewLargest.value.prefix(count)) : largestContributions(count, where: { _ in true })
    }

    /// How many of the largest contributions `fewLargest` keeps.
    static let fewLargestCount = 3

    /// UTF-8 bytes (non-ASCII raw), the figure limits are judged on.
    public var bytes: Int { size.bytes }

    /// Bytes left below the limit (negative when over); nil without a limit.
    public var headroom: Int? { limit.map { $0 - size.bytes } }

    /// True when the figure is over its limit.
    public var isOverLimit: Bool { limit.map { size.bytes > $0 } ?? false }

    /// True when the figure is over the warning threshold but within its limit.
    public var isNearLimit: Bool { !isOverLimit && limit != nil && size.bytes > warningThreshold }

    /// The share of the whole figure a number of bytes is, in percent.
    public func share(of bytes: Int) -> Double {
        size.bytes == 0 ? 0 : Double(bytes) * 100 / Double(size.bytes)
    }
}
