@testable import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Leftovers of earlier audits settled by verdict-left2: requests to APNs pasted as raw HTTP
    /// or Apple's HTTP/2 frames, judged with their headers; firebase-admin snippets whose import runs over
    /// several lines; Amazon Pinpoint RawContent payloads. Each is the text as its source wrote it.
    static let verdictLeft2Cases: [RealWorldCase] = [
        // Apple's WidgetKit controls page (index file id 66631643598, "Updating controls locally and remotely"):
        // the HTTP/2 frames of a controls push, read as the request, its expiration header judged
        RealWorldCase(
            "APNs frames Apple controls push",
            #"""
                HEADERS
                  - END_STREAM
                  + END_HEADERS
                  :method = POST
                  :scheme = https
                  :path = /3/device/00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0
                  host = api.sandbox.push.apple.com
                  authorization = bearer eyAia2lkIjogIjhZTDNHM1JSWDciIH0.eyAiaXNzIjogIkM4Nk5WOUpYM0QiLCAiaWF0I
                		 jogIjE0NTkxNDM1ODA2NTAiIH0.MEYCIQDzqyahmH1rz1s-LFNkylXEa2lZ_aOCX4daxxTZkVEGzwIhALvkClnx5m5eAT6
                		 Lxw7LZtEQcH6JENhJTMArwLf3sXwi
                  apns-id = eabeae54-14a8-11e5-b60b-1697f925ec7b
                  apns-push-type = controls
                  apns-expiration = 0
                  apns-priority = 10
                  apns-topic = com.example.MyApp.push-type.controls
                DATA
                  + END_STREAM
                  { "aps" : { "content-changed" : true } }
                """#,
            expected: ["apns-expiration-zero (root)", "shape-detected /aps"]),
        // Apple's "Communicating with APNs" Listing 8-1 as copied in notes (index file id 2857041347): read as the
        // request it is, not invalid-json at HEADERS
        RealWorldCase(
            "APNs frames Apple listing 8-1",
            #"""
                HEADERS
                  - END_STREAM
                  + END_HEADERS
                  :method = POST
                  :scheme = https
                  :path = /3/device/00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0
                  host = api.development.push.apple.com
                  apns-id = eabeae54-14a8-11e5-b60b-1697f925ec7b
                  apns-expiration = 0
                  apns-priority = 10
                DATA
                  + END_STREAM
                    { "aps" : { "alert" : "Hello" } }
                """#,
            expected: ["apns-expiration-zero (root)", "shape-detected /aps"]),
        // A companion app's design notes (index file id 62534765775), "Apple Push API": pseudo-header lines then
        // the payload; an alert with custom data beside aps, clean
        RealWorldCase(
            "APNs pseudo-headers Diane companion push",
            #"""
                :method = POST
                :scheme = https
                :path = /3/device/<device-token>
                authorization = bearer <provider-auth-token>
                apns-topic = com.emergent-company.diane-companion

                {
                    "aps": {
                        "alert": {
                            "title": "Diane",
                            "subtitle": "New message from Agent",
                            "body": "Task completed: 150k tokens processed"
                        },
                        "badge": 1,
                        "sound": "default",
                        "mutable-content": 1
                    },
                    "data": {
                        "session_id": "sess-abc",
                        "type": "new_message"
                    }
                }
                """#,
            expected: ["shape-detected /aps"]),
        // WWDC25 session 278 notes (index file id 5624993835), a widget push request with // notes: the
        // widgets push type, clean
        RealWorldCase(
            "APNs pseudo-headers WWDC25 widget push",
            #"""
                :method = POST
                :scheme = https
                :path = /3/device/<DEVICE_TOKEN> // token provided in WidgetPushHandler

                // Headers
                host = api.sandbox.push.apple.com
                apns-push-type = widgets
                apns-topic = com.example.CaffeineTracker.push-type.widgets // app's bundle ID suffix with .push-type.widgets

                // Body
                {
                    "aps": {
                        "content-changed": true
                    }
                }
                """#,
            expected: ["shape-detected /aps"]),
        // A notification service (index file id 28643172121), its type import written one name a line and the
        // TokenMessage it sends: the literal is read as code, not invalid-json at import
        RealWorldCase(
            "multi-line import NotificationService TokenMessage",
            #"""
                import type {
                  BatchResponse,
                  MulticastMessage,
                  TokenMessage,
                } from "firebase-admin/messaging";
                import { firebaseAdmin } from "../../index.ts";

                    const message: TokenMessage = {
                      notification: {
                        title,
                        body,
                      },
                      token: deviceToken,
                    };
                """#,
            expected: ["json-code-literal (root)"]),
        // A push service (index file id 57729794222), its imports and the Message buildMessage returns
        RealWorldCase(
            "multi-line import push service Message",
            #"""
                import { cert, getApps, initializeApp } from "firebase-admin/app";
                import {
                  getMessaging,
                  type Message,
                  type MulticastMessage,
                } from "firebase-admin/messaging";
                import config from "../../config";

                  const message: Message = {
                    token: payload.token,
                    notification: {
                      title: payload.title,
                      body: payload.body,
                    },
                    data: payload.data,
                  };
                """#,
            expected: ["json-code-literal (root)"]),
        // The same file's MulticastMessage, with a conditional spread in its notification: open, clean
        RealWorldCase(
            "multi-line import push service MulticastMessage",
            #"""
                import { cert, getApps, initializeApp } from "firebase-admin/app";
                import {
                  getMessaging,
                  type Message,
                  type MulticastMessage,
                } from "firebase-admin/messaging";
                import config from "../../config";

                    const multicastMessage: MulticastMessage = {
                      tokens: tokenChunk,
                      notification: {
                        title: payload.title,
                        body: payload.body,
                        ...(payload.imageUrl ? { imageUrl: payload.imageUrl } : {}),
                      },
                      data: payload.data,
                    };
                """#,
            expected: ["json-code-literal (root)"]),
        // AWS End User Messaging Push guide, "Sending a message" (index file id 57996325255), APNS (AWS CLI):
        // the RawContent payload is linted inside its string; an alert with a category and custom data, clean
        RealWorldCase(
            "Pinpoint CLI APNS RawContent game request",
            #"""
                aws pinpoint send-messages \
                --application-id `611e3e3cdd47474c9c1399a50example` \
                --message-request
                '{
                    "Addresses": {
                     "`token`":
                    {
                      "ChannelType":"APNS"
                    }
                  },
                  "MessageConfiguration": {
                    "APNSMessage": {
                      "RawContent": "{\"aps\" : {\"alert\" : {\"title\" : \"Game Request\",\"subtitle\" : \"Five Card Draw\",\"body\" : \"Bob wants to play poker\"},\"category\" : \"`GAME_INVITATION`\"},\"gameID\" : \"12345678\"}"
                      }
                    }
                }'
                \ --region us-east-1
                """#,
            expected: ["shape-other-push-service /MessageConfiguration/APNSMessage"]),
        // The same page's Safari example: content-available beside the alert is advice (info)
        RealWorldCase(
            "Pinpoint CLI APNS RawContent Safari",
            #"""
                aws pinpoint send-messages \
                --application-id `611e3e3cdd47474c9c1399a50example` \
                --message-request
                '{
                  "Addresses": {
                    "`token`":
                    {
                      "ChannelType":"APNS"
                    }
                  },
                  "MessageConfiguration": {
                    "APNSMessage": {
                        "RawContent":
                          "{\"aps\": {\"alert\": { \"title\": \"Title of my message\", \"body\": \"This is a push notification for the Safari web browser.\"},\"content-available\": 1,\"url-args\": [\"\"]}}"
                     }
                  }
                }'
                \ --region us-east-1
                """#,
            expected: ["shape-other-push-service /MessageConfiguration/APNSMessage", "apns-content-available-with-alert /MessageConfiguration/APNSMessage/RawContent/aps/content-available"]),
        // The same page's GCM example "using all legacy keys": the legacy form is Pinpoint's to translate, not linted
        RealWorldCase(
            "Pinpoint CLI GCM RawContent legacy keys",
            #"""
                aws pinpoint send-messages \
                --application-id `611e3e3cdd47474c9c1399a50example` \
                --message-request
                '{
                  "MessageConfiguration": {
                    "GCMMessage":{
                      "RawContent": "{\"notification\": {\n \"title\": \"string\",\n \"body\": \"string\",\n \"android_channel_id\": \"string\",\n \"body_loc_args\": [\n \"string\"\n ],\n \"body_loc_key\": \"string\",\n \"click_action\": \"string\",\n \"color\": \"string\",\n \"icon\": \"string\",\n \"sound\": \"string\",\n \"tag\": \"string\",\n \"title_loc_args\": [\n \"string\"\n ],\n \"title_loc_key\": \"string\"\n },\"data\":{\"message\":\"hello in data\"} }",
                      "TimeToLive" : 309744
                     }
                   },
                  "Addresses": {
                    "`token`": {
                      "ChannelType":"GCM"
                      }
                   }
                }'
                \ --region us-east-1
                """#,
            expected: ["shape-other-push-service /MessageConfiguration/GCMMessage"]),
    ]
}
