import SizeModel

/// `aps.interruption-level` says critical while the sound dictionary says not critical.
///
/// Lint: `interruption-level: "critical"` beside a sound dictionary whose `critical` is absent,
/// 0 or false.
struct APNsCriticalLevelSoundMismatchRule: Rule {
    static let description = RuleDescription(
        id: "apns-critical-level-sound-mismatch",
        area: .apns,
        needs: [.apsSound],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "interruption-level is critical but the sound dictionary's critical flag is not 1",
        rationale: """
            Apple: interruption-level critical makes iOS present the notification at once, \
            light the screen and bypass the mute switch to play its sound; the sound \
            dictionary's critical flag ("Set to 1 to enable the critical alert") is the older \
            way to say the same. A payload that sets interruption-level critical beside a sound \
            dictionary without the flag (or with 0 or false) says two things, and iOS follows \
            interruption-level: in an app with the critical-alerts entitlement (the apps that \
            send either key) the alert breaks through Do Not Disturb and the mute switch. \
            Servers that build the sound dictionary from a user's "override Do Not Disturb" \
            setting and the level from the alert's importance send exactly this: Grafana \
            OnCall's iOS alerts were "always critical, even when the switch (override DND) is \
            set to false" until the level was derived from the same setting as the flag \
            (grafana/oncall#1646). Set both from one decision: the flag 1 and level critical, \
            or no flag and level time-sensitive or active. \
            Severity: warning, because the notification is shown, but not as one of the two \
            keys means: a page meant to respect Do Not Disturb breaks through it (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification (interruption-level, sound dictionary)",
            "https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel/critical",
            "https://github.com/grafana/oncall/pull/1646",
        ],
        triggeringExamples: [
            Example(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": {"title": "HighErrorRate firing"}, "interruption-level": ↓"critical", "sound": {"name": "default_sound_important.aiff", "volume": 0.8}}}}}}"#),
            Example(#"{"aps": {"alert": "Disk full", "interruption-level": ↓"critical", "sound": {"critical": 0, "name": "alarm.caf"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "Disk full", "interruption-level": "critical", "sound": {"critical": 1, "name": "alarm.caf", "volume": 1.0}}}}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "Disk full", "interruption-level": "time-sensitive", "sound": {"name": "default_sound.aiff"}}}}}}"#),
            Example(#"{"aps": {"alert": "Disk full", "interruption-level": "critical", "sound": "alarm.caf"}}"#),
            Example(#"{"tokens": ["t1"], "apns": {"payload": {"aps": {"alert": "Disk full", "interruption-level": "critical", "sound": {"critical": true, "name": "alarm.caf"}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.apsSound?.isObject == true,
            message.apsInterruptionLevel?.stringEquals("critical") == true,
            let level = message.apsInterruptionLevel
        else { return }
        let flag = message.apsSound?.member(literal: "critical")
        guard flag?.integerValue != 1, flag?.boolValue != true else { return }
        findings.report(
            "interruption-level critical, but the sound dictionary's critical flag is not 1: iOS follows interruption-level, so with the critical-alerts entitlement the alert breaks through Do Not Disturb and the mute switch",
            at: level,
            fix: "decide once whether the alert is critical: critical 1 in the sound with interruption-level critical, or no flag with interruption-level time-sensitive or active")
    }
}
