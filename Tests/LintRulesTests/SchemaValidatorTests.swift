@testable import LintRules
import SizeModel
import Testing

/// The schema walk: what it accepts (every spelling FCM accepts), what it reports and to which
/// rule, and where it does not look (data maps, custom payload keys).
@Suite struct SchemaValidatorTests {
    /// The schema issues of `json`, as `rule-id pointer` pairs in document order.
    static func issues(_ json: String, shape: MessageShape? = nil) throws -> [String] {
        let document = try JSONParser().parse(Array(json.utf8))
        var configuration = LintConfiguration()
        configuration.shape = shape
        let context = MessageContext(envelope: document.root, configuration: configuration)
        return context.schema.all.map { "\($0.ruleID) \($0.value.pointer)" }
    }

    static func fixes(_ json: String) throws -> [String?] {
        let document = try JSONParser().parse(Array(json.utf8))
        return MessageContext(envelope: document.root, configuration: LintConfiguration()).schema.all.map(\.fix)
    }

    static func messages(_ json: String) throws -> [String] {
        let document = try JSONParser().parse(Array(json.utf8))
        return MessageContext(envelope: document.root, configuration: LintConfiguration()).schema.all.map(\.message)
    }

    // MARK: - The schema and the rules

    /// The ids of the rules the tables under `FCMSchema.request` name (fields, headers, misplaced
    /// names, unknown keys), and how many levels they have.
    static func namedRules() -> (ids: Set<String>, levels: Int) {
        var named = Set<String>()
        var seen = Set<String>()
        func name(_ rule: any SchemaRule.Type) { named.insert(rule.description.id) }
        func visit(_ spec: ObjectSpec) {
            guard seen.insert(spec.fcmPath + spec.name).inserted else { return }
            if case .rejected(let rule) = spec.extraKeys { name(rule) }
            if case .ignored(let rule, let spellingRule) = spec.extraKeys { name(rule); name(spellingRule) }
            for misplacement in spec.misplaced { name(misplacement.rule) }
            for field in spec.fields {
                name(field.rule)
                visitValue(field.value)
                for spelling in field.spellings { if let admin = spelling.adminValue { visitValue(admin) } }
            }
        }
        func visitValue(_ value: ValueSpec) {
            switch value {
            case .object(let spec), .stringOrObject(let spec), .keysOnly(let spec): visit(spec)
            case .openObject(let spec?): visit(spec)
            case .array(let element, _): visitValue(element)
            case .headers(let headers):
                name(headers.nonStringRule)
                if let unknown = headers.unknownRule { name(unknown) }
                for header in headers.headers { name(header.rule) }
            default: break
            }
        }
        visit(FCMSchema.request)
        visit(FCMSchema.liveActivityAps)
        return (named, seen.count)
    }

    @Test func everyRuleTheSchemaNamesIsRegistered() {
        let registered = Set(RuleRegistry.descriptions.map(\.id))
        let (named, levels) = Self.namedRules()
        #expect(named.subtracting(registered).isEmpty, "schema names unregistered rules: \(named.subtracting(registered).sorted())")
        #expect(levels >= 16, "the walk over the schema visited only \(levels) levels")
    }

    /// A schema rule reports only what the walk records for it: one the tables never name would
    /// never report.
    @Test func everySchemaRuleIsNamedByTheSchema() {
        let schemaRules = Set(RuleRegistry.all.compactMap { ($0 as? any SchemaRule).map { type(of: $0).description.id } })
        let named = Self.namedRules().ids
        // Named in the walk's code rather than the tables: duplicate spellings, output-only and
        // firebase-admin names, and the removed sendToDevice payload.
        let namedByTheWalk: Set = [
            ShapeDuplicateAliasRule.description.id, ShapeOutputOnlyNameRule.description.id,
            ShapeAdminOnlyNameInRESTRule.description.id, LegacyAdminPayloadRule.description.id,
        ]
        #expect(schemaRules.count >= 39)
        #expect(schemaRules.subtracting(named).subtracting(namedByTheWalk).isEmpty, "\(schemaRules.subtracting(named).sorted())")
        #expect(named.subtracting(schemaRules).isEmpty, "the tables name rules that are not SchemaRules: \(named.subtracting(schemaRules).sorted())")
    }

    // MARK: - Accepted spellings and values

    @Test func fullSnakeCaseMessageIsClean() throws {
        let json = #"""
            {"message": {
              "token": "t", "data": {"k": "v"},
              "notification": {"title": "T", "body": "B", "image": "https://cdn.example.com/a.png"},
              "android": {"collapse_key": "c", "priority": "HIGH", "ttl": "3600s", "restricted_package_name": "com.example",
                "data": {"k": "v"}, "direct_boot_ok": true, "bandwidth_constrained_ok": false, "restricted_satellite_ok": false,
                "fcm_options": {"analytics_label": "a_b-c.d~e%20"},
                "notification": {"title": "T", "body": "B", "icon": "ic", "color": "#1e88e5", "sound": "default", "tag": "t",
                  "click_action": "OPEN", "body_loc_key": "k", "body_loc_args": ["a"], "title_loc_key": "k", "title_loc_args": [],
                  "channel_id": "c", "ticker": "t", "sticky": false, "event_time": "2014-10-02T15:01:23.045123456Z",
                  "local_only": true, "notification_priority": "PRIORITY_MAX", "default_sound": true,
                  "default_vibrate_timings": false, "default_light_settings": false, "vibrate_timings": ["0s", "0.5s"],
                  "visibility": "SECRET", "notification_count": 2, "image": "https://cdn.example.com/a.png",
                  "bypass_proxy_notification": false, "proxy": "DENY",
                  "light_settings": {"color": {"red": 0.1, "green": 0.2, "blue": 0.3, "alpha": 1}, "light_on_duration": "0.2s", "light_off_duration": "0.3s"}}},
              "apns": {"headers": {"apns-push-type": "alert", "apns-priority": "10", "apns-expiration": "1767225600",
                  "apns-collapse-id": "c", "apns-id": "123e4567-e89b-12d3-a456-426655440000", "apns-topic": "com.example"},
                "payload": {"aps": {"alert": {"title": "T", "subtitle": "S", "body": "B", "launch-image": "l", "title-loc-key": "k",
                    "title-loc-args": ["a"], "subtitle-loc-key": "k", "subtitle-loc-args": ["a"], "loc-key": "k", "loc-args": ["a"],
                    "action-loc-key": "k", "summary-arg": "s", "summary-arg-count": 2},
                  "badge": 1, "sound": {"critical": 1, "name": "default", "volume": 0.5}, "thread-id": "t", "category": "c",
                  "mutable-content": 1, "target-content-id": "w", "interruption-level": "time-sensitive", "relevance-score": 0.5,
                  "filter-criteria": "work"}, "custom": {"any": ["thing"]}},
                "fcm_options": {"analytics_label": "l", "image": "https://cdn.example.com/a.png"}, "live_activity_token": "lat"},
              "webpush": {"headers": {"TTL": "60", "Urgency": "low", "Topic": "t", "image": "x"}, "data": {"k": "v"},
                "notification": {"title": "T", "dir": "ltr", "requireInteraction": true, "anything": {}},
                "fcm_options": {"link": "https://example.com", "analytics_label": "l"}},
              "fcm_options": {"analytics_label": "l"}},
             "validate_only": true}
            """#
        #expect(try Self.issues(json) == [])
    }

    @Test func lowerCamelCaseIsAcceptedEverywhere() throws {
        let json = #"""
            {"validateOnly": false, "message": {"topic": "news", "fcmOptions": {"analyticsLabel": "l"},
              "android": {"collapseKey": "c", "restrictedPackageName": "p", "directBootOk": true, "fcmOptions": {"analyticsLabel": "l"},
                "notification": {"clickAction": "O", "bodyLocKey": "k", "bodyLocArgs": ["a"], "channelId": "c", "eventTime": "2025-01-14T17:02:11Z",
                  "localOnly": true, "notificationPriority": "PRIORITY_LOW", "defaultSound": true, "vibrateTimings": ["1s"],
                  "notificationCount": 1, "lightSettings": {"color": {"red": 1}, "lightOnDuration": "1s", "lightOffDuration": "1s"}}},
              "apns": {"fcmOptions": {"analyticsLabel": "l"}, "liveActivityToken": "t"},
              "webpush": {"fcmOptions": {"link": "https://example.com"}}}}
            """#
        #expect(try Self.issues(json) == [])
    }

    @Test func protobufJSONLeniencyIsAccepted() throws {
        // null is an absent field; int32 and float take decimal strings; enums take any case and numbers.
        let json = #"""
            {"message": {"topic": "news", "apns": null, "notification": {"title": null},
              "android": {"priority": 1, "notification": {"notification_count": "3", "visibility": "public",
                "light_settings": {"color": {"red": "0.5"}, "light_on_duration": "1s", "light_off_duration": "1.000000001s"}}}}}
            """#
        #expect(try Self.issues(json) == [])
    }

    @Test func theWalkDoesNotEnterDataOrCustomKeys() throws {
        let json = #"""
            {"message": {"topic": "news", "data": {"colapse_key": "x", "aps": "y"},
              "apns": {"payload": {"aps": {"alert": "Hi"}, "custom": {"colapse_key": 1, "aps": {"whatever": true}}}},
              "webpush": {"notification": {"title": "Hi", "actions": [{"action": "a", "title": "A", "unknown": 1}]}}}}
            """#
        #expect(try Self.issues(json) == [])
    }

    @Test func escapedKeysAreMatchedByTheirText() throws {
        #expect(try Self.issues(#"{"message": {"topic": "news", "notification": {"ti\u0074le": "Hi"}}}"#) == [])
        #expect(
            try Self.issues(#"{"message": {"topic": "news", "android": {"colapse\u005fkey": "k"}}}"#)
                == ["shape-unknown-field /message/android/colapse_key"])
    }

    @Test func headerNamesAreCaseInsensitive() throws {
        #expect(try Self.issues(#"{"message": {"topic": "n", "apns": {"headers": {"APNS-PRIORITY": "5", "Apns-Push-Type": "background"}}}}"#) == [])
        #expect(
            try Self.issues(#"{"message": {"topic": "n", "apns": {"headers": {"APNS-PRIORITY": "high"}}}}"#)
                == ["apns-priority-invalid /message/apns/headers/APNS-PRIORITY"])
        #expect(try Self.issues(#"{"message": {"topic": "n", "webpush": {"headers": {"ttl": "60", "urgency": "high"}}}}"#) == [])
    }

    // MARK: - Unknown and misplaced fields

    @Test func unknownFieldsGetASuggestionOrTheirPlace() throws {
        let messages = try Self.messages(
            #"{"message": {"topic": "news", "webPush": {}, "click_action": "OPEN", "android": {"colapse_key": "k", "channel_id": "c"}, "apns": {"apns-priority": "10"}}}"#
        )
        #expect(messages.count == 5)
        #expect(messages.contains { $0.contains("\"webPush\"") && $0.contains("did you mean \"webpush\"") })
        #expect(messages.contains { $0.contains("\"click_action\"") && $0.contains("android.notification.click_action") })
        #expect(messages.contains { $0.contains("\"colapse_key\"") && $0.contains("did you mean \"collapse_key\"") })
        #expect(messages.contains { $0.contains("\"channel_id\"") && $0.contains("android.notification.channel_id") })
        #expect(messages.contains { $0.contains("\"apns-priority\"") && $0.contains("apns.headers") })
        #expect(messages.allSatisfy { $0.contains("FCM rejects the message: Unknown name") || $0.contains("belongs in") })
    }

    /// "vibration" for FCM's "vibrate", three tries in one Vietnamese sender (audit67, code index
    /// file ids 37325872381, 37484301811, 37538347085): each finding names the field it meant.
    @Test func vibrationSpellingsNameTheVibrateField() throws {
        let inNotification = try Self.messages(
            #"{"message": {"topic": "n", "android": {"notification": {"vibrationTimings": ["0.5s"]}}}}"#)
        #expect(inNotification.count == 1)
        #expect(inNotification.first?.contains("did you mean \"vibrate_timings\"?") == true)
        let adminName = try Self.messages(
            #"{"token": "t", "android": {"notification": {"vibrationTimingsMillis": [0, 500]}}}"#)
        #expect(adminName.count == 1)
        #expect(adminName.first?.contains(#"did you mean "vibrate_timings" (firebase-admin's "vibrateTimingsMillis")?"#) == true)
        let oneLevelUp = try Self.messages(#"{"message": {"topic": "n", "android": {"vibration_timings": ["0.5s"]}}}"#)
        #expect(oneLevelUp.count == 1)
        #expect(oneLevelUp.first?.contains(#"it stands for FCM's "vibrate_timings", which belongs in android.notification.vibrate_timings"#) == true)
        // Written right one level up: moved, not renamed.
        let misplaced = try Self.messages(#"{"message": {"topic": "n", "android": {"vibrate_timings": ["0.5s"]}}}"#)
        #expect(misplaced.count == 1)
        #expect(misplaced.first?.contains("android.notification.vibrate_timings") == true)
        #expect(KeyMatcher.suggestion(for: "vibration", among: ["visibility"]) == nil)
    }

    @Test func aMessageWrappedTwiceIsNamed() throws {
        let messages = try Self.messages(#"{"message": {"message": {"topic": "news"}}}"#)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("wrapped in \"message\" twice") == true)
    }

    @Test func legacyKeysGoToTheLegacyRules() throws {
        #expect(
            try Self.issues(#"{"message": {"topic": "news", "time_to_live": 60, "notification": {"title": "Hi", "sound": "default"}}}"#)
                == ["legacy-top-level-keys /message/time_to_live", "notification-legacy-keys /message/notification/sound"])
    }

    /// A legacy flag set to false has no HTTP v1 counterpart but leaving it out; a badge of 0 clears
    /// the badge (Apple: "Specify 0 to remove the current badge"), so it moves to aps.badge.
    @Test func aZeroBadgeMovesToApsAndAFalseFlagIsLeftOut() throws {
        let fixes = try Self.fixes(
            #"{"message": {"topic": "news", "notification": {"title": "Message", "badge": 0, "content_available": false}}}"#)
        #expect(
            fixes == [
                "move it to apns.payload.aps.badge (Android: android.notification.notification_count)",
                "move it to nothing: false is the default, so leave it out of the HTTP v1 message",
            ])
    }

    /// An epoch number where event_time's RFC 3339 string goes: the fix names the time it stands
    /// for (13 digits or more are milliseconds); in a firebase-admin object, the Date that
    /// firebase-admin for Node requires ("android.notification.eventTimestamp must be a valid
    /// `Date` object") and sends as toISOString(). Was: "write it as a string: "1764236400000"",
    /// which FCM rejects too. An Express server's `eventTimestamp: Date.now()` (audit28).
    @Test func anEpochEventTimeFixNamesTheTimeItStandsFor() throws {
        #expect(
            try Self.fixes(#"{"tokens": ["t1"], "android": {"notification": {"channelId": "alerts", "eventTimestamp": 1764236400000}}}"#)
                == ["pass a Date, new Date(1764236400000), which firebase-admin sends as \"2025-11-27T09:40:00.000Z\""])
        #expect(
            try Self.fixes(#"{"message": {"topic": "news", "android": {"notification": {"event_time": 1736874131}}}}"#)
                == ["write the time as RFC 3339: \"2025-01-14T17:02:11.000Z\" (1736874131 s since 1970)"])
        #expect(
            try Self.fixes(#"{"message": {"topic": "news", "android": {"notification": {"event_time": 1.5}}}}"#)
                == ["write an RFC 3339 time with a time zone, for example \"2025-01-14T17:02:11Z\""])
    }

    /// A firebase-admin option name in a legacy body with its own target is a misspelt legacy key;
    /// without a target it may be firebase-admin's (or node-gcm's) options object.
    @Test func anAdminOptionNameInALegacyBodyIsAMisspeltLegacyKey() throws {
        let posted = try Self.messages(#"{"registration_ids": ["fGw0qy4TGgk:APA91bGtWGju"], "data": {"a": "b"}, "timeToLive": 3}"#)
        #expect(
            posted.contains(
                "\"timeToLive\" is not a legacy FCM HTTP field: the legacy key is spelled \"time_to_live\" (keys are case-sensitive: the legacy API ignored \"timeToLive\", so it had no effect), and HTTP v1 moved it to android.ttl as a duration string (\"<seconds>s\") and apns.headers.apns-expiration"
            ))
        let options = try Self.messages(#"{"notification": {"title": "Hi"}, "timeToLive": 3600}"#)
        #expect(options.contains("\"timeToLive\" is an option of the removed firebase-admin sendToDevice/sendToTopic API, not a message field"))
    }

    @Test func apsKeysAreAppleKeys() throws {
        #expect(
            try Self.issues(#"{"message": {"topic": "n", "apns": {"payload": {"aps": {"content_available": 1, "interruptionLevel": "active", "extra": 1, "alert": {"titleLocKey": "k", "text": "t"}}}}}}"#)
                == [
                    "apns-aps-key-spelling /message/apns/payload/aps/content_available",
                    "apns-aps-key-spelling /message/apns/payload/aps/interruptionLevel",
                    "apns-aps-unknown-key /message/apns/payload/aps/extra",
                    "apns-alert-key-spelling /message/apns/payload/aps/alert/titleLocKey",
                    "apns-aps-unknown-key /message/apns/payload/aps/alert/text",
                ])
    }

    // MARK: - firebase-admin

    @Test func adminNamesAreErrorsInHTTPv1AndFineInAdminObjects() throws {
        let names = ##""notification": {"imageUrl": "https://cdn.example.com/a.png"}, "android": {"notification": {"eventTimestamp": "2025-01-14T17:02:11.000Z", "priority": "high", "vibrateTimingsMillis": [100], "lightSettings": {"color": "#AABBCC", "lightOnDurationMillis": 1, "lightOffDurationMillis": 2}}}"##
        #expect(
            try Self.issues(#"{"message": {"topic": "news", \#(names)}}"#) == [
                "shape-admin-only-name-in-rest /message/notification/imageUrl",
                "shape-admin-only-name-in-rest /message/android/notification/eventTimestamp",
                "shape-admin-only-name-in-rest /message/android/notification/priority",
                "shape-admin-only-name-in-rest /message/android/notification/vibrateTimingsMillis",
                "android-notification-light-settings /message/android/notification/lightSettings/color",
                "shape-admin-only-name-in-rest /message/android/notification/lightSettings/lightOnDurationMillis",
                "shape-admin-only-name-in-rest /message/android/notification/lightSettings/lightOffDurationMillis",
            ])
        #expect(try Self.issues(#"{"topic": "news", \#(names)}"#) == [])
    }

    @Test func duplicateSpellingsAreReportedOnlyWhenBothAreAccepted() throws {
        #expect(
            try Self.issues(#"{"message": {"topic": "n", "notification": {"image": "https://a.example/x.png", "imageUrl": "https://a.example/y.png"}}}"#)
                == ["shape-admin-only-name-in-rest /message/notification/imageUrl"])
        #expect(
            try Self.issues(#"{"topic": "n", "notification": {"image": "https://a.example/x.png", "imageUrl": "https://a.example/y.png"}}"#)
                == ["shape-duplicate-alias /notification/imageUrl"])
        #expect(
            try Self.issues(#"{"message": {"topic": "n", "fcm_options": {"analytics_label": "a", "analyticsLabel": "b"}}}"#)
                == ["shape-duplicate-alias /message/fcm_options/analyticsLabel"])
    }

    @Test func nullContainersAreErrorsOnlyForFirebaseAdmin() throws {
        #expect(try Self.issues(#"{"message": {"topic": "n", "android": null, "data": null}}"#) == [])
        #expect(
            try Self.issues(#"{"topic": "n", "android": null, "data": null}"#, shape: .admin)
                == ["shape-type-mismatch /android", "shape-type-mismatch /data"])
    }

    @Test func requiredFieldsAreReportedOncePerObject() throws {
        let messages = try Self.messages(#"{"message": {"topic": "n", "android": {"notification": {"light_settings": {"color": {"red": 1}}}}}}"#)
        #expect(messages == [
            "android.notification.light_settings has no light_on_duration and light_off_duration; FCM requires color, light_on_duration and light_off_duration"
        ])
    }

    // MARK: - Robustness

    /// Every field of every level, under every spelling, given the same hostile value; the walk must
    /// neither trap nor recurse without bound, in every shape.
    @Test(arguments: [
        "1e308", "-1e308", "99999999999999999999", "-0.5", "\"\"", "\"\\u0000\\ud83d\\ude00\"", "null", "true", "[]",
        "[[[[[[1]]]]]]", "{}", "[1e300, -1, \"x\", null]", "\"" + String(repeating: "é", count: 70) + "\"",
    ])
    func hostileValuesEverywhere(_ value: String) throws {
        func object(_ spec: ObjectSpec, depth: Int) -> String {
            var members: [String] = []
            for field in spec.fields {
                for spelling in field.spellings {
                    var text = value
                    if depth < 8 {
                        switch field.value {
                        case .object(let child), .stringOrObject(let child), .keysOnly(let child), .openObject(let child?):
                            text = object(child, depth: depth + 1)
                        default: break
                        }
                    }
                    members.append("\"\(spelling.text)\": \(text)")
                }
            }
            for misplacement in spec.misplaced { members.append("\"\(misplacement.name)\": \(value)") }
            members.append("\"unknown-\(depth)\": \(value)")
            return "{" + members.joined(separator: ", ") + "}"
        }
        // One member per line keeps the column computation of many findings cheap.
        let message = object(FCMSchema.message, depth: 0).replacingOccurrences(of: ", \"", with: ",\n\"")
        for shape in [MessageShape.v1Request, .v1Message, .admin, .legacy, .apnsPayload, .deviceCapture] {
            var configuration = LintConfiguration()
            configuration.shape = shape
            _ = Linter(configuration: configuration).lint("{\"message\": \(message), \"validate_only\": \(value)}")
            _ = Linter(configuration: configuration).lint(message)
        }
        _ = Linter().lint(jsonLines: message.replacingOccurrences(of: "\n", with: " ") + "\n" + message.replacingOccurrences(of: "\n", with: " "))
    }

    // MARK: - Formats

    @Test(arguments: [
        ("3.5s", true), ("0s", true), ("1.000000001s", true), ("10", false), ("1.5", false), ("s", false),
        (".5s", false), ("1.s", false), ("1.0000000001s", false), ("-1s", false), ("1m", false), ("100ms", false),
    ])
    func durations(_ text: String, _ valid: Bool) {
        #expect((StringFormat.duration.problem(with: text) == nil) == valid, "\(text)")
    }

    @Test(arguments: [
        ("2014-10-02T15:01:23.045123456Z", true), ("2025-01-14T17:02:11Z", true), ("2025-01-14T18:02:11+01:00", true),
        ("2024-02-29T00:00:00Z", true), ("2025-02-29T00:00:00Z", false), ("2025-01-14 17:02:11Z", false),
        ("2025-01-14T17:02:11", false), ("2025-13-01T00:00:00Z", false), ("2025-01-14T17:02:11.Z", false),
        ("2025-01-14T17:02:11.1234567890Z", false), ("1736874131", false),
    ])
    func timestamps(_ text: String, _ valid: Bool) {
        #expect((StringFormat.timestamp.problem(with: text) == nil) == valid, "\(text)")
    }

    @Test func otherFormats() {
        #expect(StringFormat.hexColor.problem(with: "#1E88e5") == nil)
        #expect(StringFormat.hexColor.problem(with: "#FFF") != nil)
        #expect(StringFormat.hexColor.problem(with: "#AABBCCDD") != nil)
        #expect(StringFormat.hexColorWithAlpha.problem(with: "#AABBCCDD") == nil)
        #expect(StringFormat.analyticsLabel.problem(with: "a-b_c.d~e%f") == nil)
        #expect(StringFormat.analyticsLabel.problem(with: String(repeating: "a", count: 50)) == nil)
        #expect(StringFormat.analyticsLabel.problem(with: String(repeating: "a", count: 51)) != nil)
        #expect(StringFormat.analyticsLabel.problem(with: "") != nil)
        #expect(StringFormat.analyticsLabel.problem(with: "café") != nil)
        #expect(StringFormat.uuid.problem(with: "123E4567-E89B-12D3-A456-426655440000") == nil)
        #expect(StringFormat.uuid.problem(with: "123e4567e89b12d3a456426655440000") != nil)
        #expect(StringFormat.digits.problem(with: "0") == nil)
        #expect(StringFormat.digits.problem(with: "-1") != nil)
        #expect(StringFormat.maxBytes(64).problem(with: String(repeating: "é", count: 32)) == nil)
        #expect(StringFormat.maxBytes(64).problem(with: String(repeating: "é", count: 33)) != nil)
    }

    @Test func fixesSuggestTheDocumentedSpelling() throws {
        let document = try JSONParser().parse(Array(#"{"message": {"topic": "n", "android": {"notification": {"notification_priority": "HIGH", "color": "1e88e5"}}, "apns": {"payload": {"aps": {"interruption-level": "timeSensitive"}}}}}"#.utf8))
        let fixes = MessageContext(envelope: document.root, configuration: LintConfiguration()).schema.all.compactMap(\.fix)
        #expect(fixes == ["use \"PRIORITY_HIGH\"", "write \"#1e88e5\"", "use \"time-sensitive\""])
    }

    /// audit40: an eight-digit android.notification.color is Android's #AARRGGBB (Color.parseColor,
    /// as in colors.xml): the fix for TejAgro's "#FF6200EE" is "#6200EE". It was "#FF6200", the
    /// first six digits, an orange where the sender meant purple. Only a colour whose last two
    /// digits alone are FF is read as CSS #RRGGBBAA.
    @Test func anEightDigitColourFixDropsTheAlphaAndroidReadsFirst() throws {
        func fix(_ color: String) throws -> [String?] {
            try Self.fixes(#"{"message": {"topic": "n", "android": {"notification": {"color": "\#(color)"}}}}"#)
        }
        #expect(try fix("#FF6200EE") == ["drop the alpha digits FF: \"#6200EE\" (Android reads an eight-digit colour as #AARRGGBB)"])
        #expect(try fix("#806200EE") == ["drop the alpha digits 80: \"#6200EE\" (Android reads an eight-digit colour as #AARRGGBB)"])
        #expect(try fix("#1E88E5FF") == ["drop the alpha digits FF: \"#1E88E5\""])
        #expect(AndroidColorText.eightDigits("#FF6200EE")?.rgb == "6200EE")
        #expect(AndroidColorText.eightDigits("#6200EE") == nil)
        #expect(AndroidColorText.eightDigits("FF6200EE") == nil)
        #expect(AndroidColorText.eightDigits("#FF6200EG") == nil)
    }

    /// audit40: a light colour written in the other form than the message's gets a fix that
    /// names the colour meant, converted as firebase-admin-node converts "#RRGGBB[AA]" (each pair
    /// of digits / 255, alpha last). A Node server sent lightSettings.color as google.type.Color
    /// fractions, which firebase-admin-node refuses; the fix said only "use a string".
    @Test func aLightColourInTheOtherFormGetsItsConversion() throws {
        #expect(try Self.fixes(#"{"token": "t", "android": {"notification": {"channelId": "c", "lightSettings": {"color": {"red": 1.0, "green": 0.42, "blue": 0.62, "alpha": 1.0}, "lightOnDurationMillis": 500, "lightOffDurationMillis": 500}}}}"#)
            == ["write the colour as firebase-admin takes it: \"#FF6B9E\""])
        #expect(try Self.fixes(#"{"token": "t", "android": {"notification": {"channelId": "c", "lightSettings": {"color": {"green": 0.5, "alpha": 0.5}, "lightOnDurationMillis": 1, "lightOffDurationMillis": 1}}}}"#)
            == ["write the colour as firebase-admin takes it: \"#00800080\""])
        #expect(try Self.fixes(#"{"token": "t", "android": {"notification": {"channelId": "c", "lightSettings": {"color": {"red": 255}, "lightOnDurationMillis": 1, "lightOffDurationMillis": 1}}}}"#)
            == ["use a string \"#RRGGBB\" or \"#RRGGBBAA\""])
        #expect(try Self.fixes(##"{"message": {"topic": "n", "android": {"notification": {"light_settings": {"color": "#FF0000", "light_on_duration": "1s", "light_off_duration": "1s"}}}}}"##)
            == ["write the colour as red, green, blue and alpha fractions from 0 to 1: {\"red\": 1, \"green\": 0, \"blue\": 0}"])
        #expect(LightSettingsColor.colorObject(fromHex: "#AABBCC55") == #"{"red": 0.667, "green": 0.733, "blue": 0.8, "alpha": 0.333}"#)
        #expect(LightSettingsColor.colorObject(fromHex: "red") == nil)
    }

    /// audit40, a Korean FCM tutorial's HTTP v1 body: "priority": "PRIORITY_HIGH" in
    /// android.notification, the HTTP v1 value under firebase-admin's name. The fix was
    /// "PRIORITY_PRIORITY_HIGH", which FCM rejects; it keeps the value, and prefixes a level
    /// written in firebase-admin's form.
    @Test func anAdminPriorityNameFixDoesNotPrefixTwice() throws {
        func fix(_ value: String) throws -> [String?] {
            try Self.fixes(#"{"message": {"topic": "n", "android": {"notification": {"channel_id": "c", "priority": "\#(value)"}}}}"#)
        }
        #expect(try fix("PRIORITY_HIGH") == ["write \"notification_priority\": \"PRIORITY_HIGH\""])
        #expect(try fix("max") == ["write \"notification_priority\": \"PRIORITY_MAX\""])
        #expect(try fix("urgent") == ["write \"notification_priority\": \"PRIORITY_HIGH\" (or MIN, LOW, DEFAULT, MAX)"])
    }

    /// A misplaced key in another letter case is named with its spelling and its place: the
    /// legacy body of DelphiWorlds/KastriFree#44 wrote "Sound", which the legacy API ignored (iOS
    /// played no sound until it was renamed "sound"); in HTTP v1 sound lives in android and apns.
    @Test func misplacedKeysInAnotherCaseNameTheirSpellingAndPlace() throws {
        let legacy = try JSONParser().parse(Array(#"{"to": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hey", "Sound": "default", "badge": "1"}}"#.utf8))
        let unknown = MessageContext(envelope: legacy.root, configuration: LintConfiguration()).schema.all
            .filter { $0.ruleID == "shape-unknown-field" }
        #expect(unknown.map(\.value.pointer.description) == ["/notification/Sound"])
        #expect(unknown.first?.message.contains("the legacy key is spelled \"sound\" (keys are case-sensitive: the legacy API ignored \"Sound\"") == true)
        #expect(unknown.first?.fix == "spell it \"sound\"; for HTTP v1, move it to android.notification.sound and apns.payload.aps.sound")

        let v1 = try JSONParser().parse(Array(#"{"message": {"topic": "news", "Priority": "high", "notification": {"title": "Hey", "Sound": "default"}}}"#.utf8))
        let v1Issues = MessageContext(envelope: v1.root, configuration: LintConfiguration()).schema.all
        #expect(v1Issues.map(\.ruleID) == ["shape-unknown-field", "shape-unknown-field"])
        #expect(v1Issues.compactMap(\.fix) == [
            "move it to android.priority (\"HIGH\" or \"NORMAL\") and apns.headers.apns-priority (\"10\" or \"5\")",
            "move it to android.notification.sound and apns.payload.aps.sound",
        ])
        // A key that stands for nothing movable keeps the plain finding.
        let plain = try Self.messages(#"{"message": {"topic": "news", "Delay_While_Idle": true}}"#)
        #expect(plain == ["the message has no field \"Delay_While_Idle\" (FCM rejects the message: Unknown name \"Delay_While_Idle\" at 'message')"])
    }
}
