import SizeModel

/// The `json` format of `notifykit-lint size`: one versioned document for machines.
///
/// Schema version 1 (documented in Documentation/SizeModel.md):
///
///     {
///       "schemaVersion": 1,
///       "tool": {"name": "notifykit-lint", "version": "0.1.0"},
///       "limits": {"warningBytes": 3500, "fcmLimitBytes": 4096, "apnsLimitBytes": 4096,
///                  "apnsVoIPLimitBytes": 5120},
///       "files": [{"path": "a.json", "error": null, "invalid": null, "messages": [
///         {"pointer": "", "shape": "v1-request", "notAnObject": null, "notAPayload": null,
///          "figures": [{"figure": "ios", "bytes": 2952, "asciiEscapedBytes": 2960,
///                       "characters": 2950, "limit": 4096, "warningThreshold": 3500,
///                       "headroom": 1144, "status": "ok", "estimate": false, "voip": false,
///                       "addedByFCMBytes": 131, "placeholderGrowthBytes": 0,
///                       "structureBytes": 204,
///                       "fields": [{"field": "/message/apns/payload/notifee_options",
///                                   "origin": "message", "bytes": 1516,
///                                   "asciiEscapedBytes": 1516, "share": 51.4}]}, …],
///          "pythonDefaultBytes": 4789, "fcmCountedAndroidBytes": null, "notifyKitSizeBytes": 4689,
///          "placeholders": [{"name": "firstName", "text": "{{firstName}}",
///                            "declared": {"maximum": 64, "unit": "characters"},
///                            "occurrences": 2, "growthBytes": 496, "pointer": "/message/…",
///                            "line": 4, "column": 20}]}]}],
///       "totals": {"files": 1, "messages": 1, "overLimit": 0, "nearLimit": 0, "invalid": 0,
///                  "unreadable": 0}
///     }
package struct SizeJSONReporter {
    /// The version of the output schema; bumped on any incompatible change.
    static let schemaVersion = 1
    /// The limits in force.
    let limits: SizeLimits

    /// Creates the reporter for `limits`.
    package init(limits: SizeLimits) {
        self.limits = limits
    }

    package func render(_ reports: [SizeFileReport]) -> String {
        var out = JSONOutputWriter()
        var messages = 0
        var over = 0
        var near = 0
        out.beginObject()
        out.toolHeader(schemaVersion: Self.schemaVersion)
        out.beginObject("limits")
        out.field("warningBytes", limits.warningBytes)
        out.field("fcmLimitBytes", limits.fcmLimitBytes)
        out.field("apnsLimitBytes", limits.apnsLimitBytes)
        out.field("apnsVoIPLimitBytes", limits.apnsVoIPLimitBytes)
        out.endObject()
        out.beginArray("files")
        for report in reports {
            out.beginObject()
            out.field("path", report.path)
            out.field("error", report.toolError)
            if let invalid = report.invalid {
                out.beginObject("invalid")
                out.field("message", invalid.message)
                out.field("line", invalid.position.line)
                out.field("column", invalid.position.column)
                out.field("offset", invalid.position.offset)
                out.endObject()
            } else {
                out.field("invalid", nil as String?)
            }
            out.beginArray("messages")
            for message in report.messages {
                messages += 1
                if message.isOverAnyLimit {
                    over += 1
                } else if message.isNearLimit {
                    near += 1
                }
                write(message, to: &out)
            }
            out.endArray()
            out.endObject()
        }
        out.endArray()
        out.beginObject("totals")
        out.field("files", reports.count)
        out.field("messages", messages)
        out.field("overLimit", over)
        out.field("nearLimit", near)
        out.field("invalid", reports.filter { $0.invalid != nil }.count)
        out.field("unreadable", reports.filter { $0.toolError != nil }.count)
        out.endObject()
        out.endObject()
        return out.text + "\n"
    }

    private func write(_ message: SizeMessageReport, to out: inout JSONOutputWriter) {
        out.beginObject()
        out.field("pointer", message.pointer.description)
        out.field("shape", message.shape?.rawValue)
        out.field("notAnObject", message.notAnObject.map { "\($0)" })
        out.field("notAPayload", message.notAPayload)
        out.beginArray("figures")
        if let sizes = message.sizes {
            for size in sizes.platforms { write(size, limit: size.limit, to: &out) }
            write(sizes.request, limit: sizes.limits.fcmLimitBytes, to: &out)
        }
        out.endArray()
        if let sizes = message.sizes {
            out.field("pythonDefaultBytes", sizes.request.size.pythonDefaultBytes)
            if let counted = message.androidFittingCount {
                out.field("fcmCountedAndroidBytes", counted)
            } else {
                out.field("fcmCountedAndroidBytes", nil as String?)
            }
            if let notifyKit = sizes.notifyKit {
                out.field("notifyKitSizeBytes", notifyKit.sizeBytes)
            } else {
                out.field("notifyKitSizeBytes", nil as String?)
            }
        } else {
            out.field("pythonDefaultBytes", nil as String?)
            out.field("fcmCountedAndroidBytes", nil as String?)
            out.field("notifyKitSizeBytes", nil as String?)
        }
        out.beginArray("placeholders")
        for name in message.sizes?.placeholders.names ?? [] {
            out.beginObject()
            out.field("name", name.name)
            out.field("text", name.occurrences.first?.text)
            if let limit = name.limit {
                out.beginObject("declared")
                out.field("maximum", limit.maximum)
                out.field("unit", limit.unit.rawValue)
                out.endObject()
            } else {
                out.field("declared", nil as String?)
            }
            out.field("occurrences", name.occurrences.count)
            out.field("growthBytes", name.growth.bytes)
            out.field("pointer", name.occurrences.first?.host.pointer.description)
            if let position = message.placeholderPositions[name.name] {
                out.field("line", position.line)
                out.field("column", position.column)
            }
            out.endObject()
        }
        out.endArray()
        out.endObject()
    }

    private func write(_ size: PlatformSize, limit: Int?, to out: inout JSONOutputWriter) {
        out.beginObject()
        out.field("figure", size.platform.rawValue)
        out.field("bytes", size.bytes)
        out.field("asciiEscapedBytes", size.size.asciiEscapedBytes)
        out.field("characters", size.size.characters)
        if let limit {
            out.field("limit", limit)
            out.field("headroom", limit - size.bytes)
        } else {
            out.field("limit", nil as String?)
            out.field("headroom", nil as String?)
        }
        out.field("warningThreshold", size.warningThreshold)
        out.field("status", SizeMessageReport.status(size, limit: limit))
        out.field("estimate", size.platform == .android || size.platform == .web)
        out.field("voip", size.isVoIP)
        out.field("addedByFCMBytes", size.addedByFCM.bytes)
        out.field("placeholderGrowthBytes", size.placeholderGrowth.bytes)
        out.field("structureBytes", size.structure.bytes)
        out.beginArray("fields")
        for contribution in size.contributions {
            out.beginObject()
            switch contribution.origin {
            case .field(let value):
                out.field("field", value.pointer.description)
                out.field("origin", "message")
            case .addedByFCM(let name):
                out.field("field", name)
                out.field("origin", "fcm")
            }
            out.field("bytes", contribution.size.bytes)
            out.field("asciiEscapedBytes", contribution.size.asciiEscapedBytes)
            out.raw("share", Self.share(contribution.size.bytes, of: size.bytes))
            out.endObject()
        }
        out.endArray()
        out.endObject()
    }

    /// A percentage with one decimal as a JSON number: `51.4`.
    static func share(_ bytes: Int, of total: Int) -> String {
        guard total > 0 else { return "0" }
        let permille = (bytes * 1000 + total / 2) / total
        return "\(permille / 10).\(permille % 10)"
    }
}
