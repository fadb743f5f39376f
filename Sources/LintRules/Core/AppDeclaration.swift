/// What the app does with a message, as the configuration declares it (the `app` section of
/// `.notifykit-lint.json`).
///
/// A payload alone does not decide some verdicts: whether a Notify Kit blob without
/// `android.channelId` is shown depends on the app's `setFcmConfig({ defaultChannelId })`; whether
/// `title` and `body` data keys beside a notification block make a second tray entry depends on
/// whether the app draws them. The rules that depend on such a fact read it here; when it is not
/// declared they report at info severity and name the setting that makes them exact.
public struct AppDeclaration: Sendable, Equatable {
    /// A default the app sets (or does not set) in `setFcmConfig`.
    public enum Default: Sendable, Equatable {
        /// The app sets this default; the value is its id when the configuration names it.
        case set(String?)
        /// The app sets no such default.
        case unset
    }

    /// `setFcmConfig({ defaultChannelId })`: the channel `handleFcmMessage` falls back to when
    /// the blob names none (`"defaultChannelId": "default"`, or `true`/`false`). Nil: not declared.
    public var defaultChannelID: Default? = nil
    /// `setFcmConfig({ defaultPressAction })` (`"defaultPressAction": "default"`, or `true`/`false`).
    /// Nil: not declared.
    public var defaultPressAction: Default? = nil
    /// Whether the iOS app has a Notification Service Extension (Notify Kit's `init-nse`) to apply
    /// `notifee_options`. Nil: not declared.
    public var notificationServiceExtension: Bool? = nil
    /// Whether the app draws a notification itself from `title` and `body` data keys or Notifee's
    /// `data.notifee` (the "data-only + displayNotification" pattern). Nil: not declared.
    public var drawsDataNotification: Bool? = nil

    /// A declaration; every fact left out is undeclared.
    public init(
        defaultChannelID: Default? = nil, defaultPressAction: Default? = nil,
        notificationServiceExtension: Bool? = nil, drawsDataNotification: Bool? = nil
    ) {
        self.defaultChannelID = defaultChannelID
        self.defaultPressAction = defaultPressAction
        self.notificationServiceExtension = notificationServiceExtension
        self.drawsDataNotification = drawsDataNotification
    }

    /// The configuration keys of the section, in documentation order.
    public static let keys = ["defaultChannelId", "defaultPressAction", "notificationServiceExtension", "drawsDataNotification"]
}
