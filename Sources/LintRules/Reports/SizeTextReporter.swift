import SizeModel

/// The `text` format of `notifykit-lint size`, for people: per message a table of the figures
/// (bytes, limit, headroom, status), the other measures, and per platform the fields that cost
/// the most.
///
///     payloads/order.json
///       figure    bytes  limit  headroom  status  what it is
///       iOS        2952   4096      1144  ok      the APNs payload FCM delivers
///       Android    2097   4096      1999  ok      data and display fields, estimate
///       request    4689   4096      -593  over    the Message as sent, compact JSON (conservative bound)
///       Notify Kit sizeBytes: 4689 bytes (notifee_options counted twice, and the target)
///
///       iOS, largest fields:
///          bytes   share  field
///           1516   51.4%  /message/apns/payload/notifee_options
///            …
///            204    6.9%  (structure: braces, commas, keys of objects)
package struct SizeTextReporter {
    /// Rows per breakdown table.
    let top: Int
    /// No closing summary line (`-q`).
    var quiet = false

    /// Creates the reporter.
    package init(top: Int, quiet: Bool = false) {
        self.top = top
        self.quiet = quiet
    }

    package func render(_ reports: [SizeFileReport]) -> String {
        var out = ""
        var messages = 0
        var over = 0
        var near = 0
        for report in reports where report.toolError == nil {
            let path = TerminalSafeText.escaped(report.path)
            if let invalid = report.invalid {
                // A JSON Lines file's other lines are still measured below.
                out += "\(path):\(invalid.position.line):\(invalid.position.column): not valid JSON: \(TerminalSafeText.escaped(invalid.message))\n\n"
            }
            for message in report.messages {
                messages += 1
                let title = message.pointer.isEmpty ? path : "\(path)#\(TerminalSafeText.escaped(message.pointer.description))"
                if let reason = message.notAPayload {
                    out += "\(title): not measured: \(TerminalSafeText.escaped(reason))\n\n"
                    continue
                }
                guard let sizes = message.sizes else {
                    out += "\(title): not a message object (\(message.notAnObject?.description ?? "not an object"))\n\n"
                    continue
                }
                if message.isOverAnyLimit {
                    over += 1
                } else if message.isNearLimit {
                    near += 1
                }
                out += render(sizes, title: title, message: message)
            }
        }
        let files = reports.count
        let unreadable = reports.filter { $0.toolError != nil }.count
        let invalid = reports.filter { $0.invalid != nil }.count
        var summary = "\(messages) \(messages == 1 ? "message" : "messages") in \(files) \(files == 1 ? "file" : "files"): \(over) over a limit, \(near) near a limit"
        if invalid > 0 { summary += ", \(invalid) not valid JSON" }
        if unreadable > 0 { summary += ", \(unreadable) unreadable" }
        return quiet ? out : out + summary + "\n"
    }

    private func render(_ sizes: MessageSizes, title: String, message: SizeMessageReport) -> String {
        var out = "\(title)\n"
        out += "  \("figure".padding(to: 9))\(leftPad("bytes", 6))\(leftPad("limit", 7))\(leftPad("headroom", 10))  \("status".padding(to: 6))  what it is\n"
        let fcmLimit = sizes.limits.fcmLimitBytes
        for size in sizes.platforms {
            out += row(size, limit: size.limit, what: size.platform.figureDescription + (size.isVoIP ? " (VoIP)" : ""))
        }
        out += row(sizes.request, limit: fcmLimit, what: "the Message as sent, compact JSON (conservative bound)")
        if let counted = message.androidFittingCount {
            out += "  FCM's own count for Android (keys and values, no JSON punctuation): \(counted) bytes, within its limit: a warning, not a rejection (size-warn)\n"
        }
        if sizes.usesNotifyKit, let notifyKit = sizes.notifyKit {
            out += "  Notify Kit sizeBytes: \(notifyKit.sizeBytes) bytes (notifee_options counted twice, and the target)\n"
        }
        let escaped = ([sizes.request] + sizes.platforms).contains { $0.size.hasNonASCII }
        if escaped {
            let figures = (sizes.platforms + [sizes.request]).map { "\($0.platform.displayName) \($0.size.asciiEscapedBytes)" }
            out += "  with non-ASCII as \\u escapes (Python json.dumps): \(figures.joined(separator: ", ")) bytes; json.dumps(message) with its default separators: \(sizes.request.size.pythonDefaultBytes)\n"
        }
        if !sizes.placeholders.names.isEmpty {
            let parts = sizes.placeholders.names.map { name -> String in
                let text = name.occurrences.first?.text ?? name.name
                let uses = name.occurrences.count == 1 ? "1 use" : "\(name.occurrences.count) uses"
                if let limit = name.limit { return "\(text) at most \(limit), +\(name.growth.bytes) bytes at worst (\(uses))" }
                if name.isBounded {
                    // An Azure expression's length or a truncate helper's: the template clips the value.
                    let clip = name.occurrences.compactMap(\.clip).max() ?? 0
                    return "\(text) clipped to \(clip) characters by the template, +\(name.growth.bytes) bytes at worst (\(uses))"
                }
                return "\(text) undeclared, counted as written (\(uses))"
            }
            out += "  placeholders: \(parts.joined(separator: "; "))\n"
        }
        var tables = sizes.platforms
        if sizes.request.bytes > sizes.request.warningThreshold { tables.append(sizes.request) }
        for size in tables where top > 0 {
            out += "\n" + table(size)
        }
        return out + "\n"
    }

    private func row(_ size: PlatformSize, limit: Int?, what: String) -> String {
        let name = size.platform.displayName.padding(to: 9)
        let bytes = leftPad(String(size.bytes), 6)
        let limitText = leftPad(limit.map(String.init) ?? "-", 7)
        let headroom = leftPad(limit.map { String($0 - size.bytes) } ?? "-", 10)
        let status = SizeMessageReport.status(size, limit: limit).padding(to: 6)
        let growth = size.placeholderGrowth.bytes
        let worstCase = growth == 0 ? "" : "; placeholders at worst case \(growth > 0 ? "+" : "")\(growth)"
        return "  \(name)\(bytes)\(limitText)\(headroom)  \(status)  \(what)\(worstCase)\n"
    }

    private func table(_ size: PlatformSize) -> String {
        var out = "  \(size.platform.displayName), largest fields:\n"
        out += "       bytes   share  field\n"
        let shown = size.contributions.prefix(top)
        for contribution in shown {
            out += "    \(leftPad(String(contribution.size.bytes), 8))  \(leftPad(Self.share(contribution.size.bytes, of: size.bytes), 6))  \(contribution.label)\n"
        }
        let hidden = size.contributions.dropFirst(top)
        if !hidden.isEmpty {
            let bytes = hidden.reduce(0) { $0 + $1.size.bytes }
            out += "    \(leftPad(String(bytes), 8))  \(leftPad(Self.share(bytes, of: size.bytes), 6))  (\(hidden.count) more \(hidden.count == 1 ? "field" : "fields"))\n"
        }
        out += "    \(leftPad(String(size.structure.bytes), 8))  \(leftPad(Self.share(size.structure.bytes, of: size.bytes), 6))  (structure: braces, commas, keys of objects)\n"
        return out
    }

    /// "51.4%", one decimal, rounded half up.
    static func share(_ bytes: Int, of total: Int) -> String {
        guard total > 0 else { return "0.0%" }
        let permille = (bytes * 1000 + total / 2) / total
        return "\(permille / 10).\(permille % 10)%"
    }

    private func leftPad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
