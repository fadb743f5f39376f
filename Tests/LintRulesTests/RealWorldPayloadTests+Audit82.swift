import Foundation
@testable import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Home automation, IoT and self-hosted utility senders (audit82): a Home Assistant notify
    /// platform in Python, ntfy's Firebase relay (a data message with an APNs alert, and the
    /// keepalive background push), Nightscout's Loop remote command sent to APNs, Blynk's legacy
    /// bodies and a HomA MQTT bridge in Node. Fixed: a Python function whose body opens with the
    /// dict (after its docstring) drew invalid-json's "def is a bare word" and nothing else.
    static let audit82Cases: [RealWorldCase] = [
        // A Home Assistant custom notify platform (fcm-android.py, code index file id
        // 40040447711): the body is built in a method, after its docstring, as a legacy body
        // with HTTP v1 blocks mixed in, posted to fcm/send with a server key. Before, the reader
        // stopped at `def`. The title and body are "" placeholders the method fills in after the
        // dict, which the linter cannot see (notification-empty and the mutable-content error
        // hold for the dict as written).
        RealWorldCase(
            "audit82 home assistant fcm-android notify platform",
            #"""
                def _build_common_message(self, msg_title, msg_text, msg_type):
                    """Construct common notifiation message.
                    Construct a JSON object that will be used to define the
                    common parts of a notification message that will be sent
                    to any app instance subscribed to the news topic.
                    """
                    data = {
                        "notification": {
                            "title": "",
                            "body": "",
                            "image": None,
                            "visibility": 1,
                            "sound": "default"
                        },
                        "data": {
                            "type": "home"
                        },
                        "apns": {
                            "payload": {
                                "aps": {
                                    "mutable-content": 1
                                }
                            },
                            "fcm_options": {
                                "image": ""
                            }
                        },
                        "android": {
                            "priority": "high"
                        },
                        "priority": "high",
                        "to": None
                    }
                    data['to'] = "/topics/"+self.data[ATTR_TOPIC]
                    data['notification']['title'] = msg_title
                    data['notification']['body'] = msg_text
                    data['data']['type'] = msg_type
                    _LOGGER.debug(data)
                    return data
            """#,
            expected: ["android-notification-data-hidden /data", "apns-mutable-content-without-alert /apns/payload/aps/mutable-content", "json-code-literal (root)", "legacy-mapping-hint (root)", "legacy-top-level-keys /priority", "legacy-top-level-keys /to", "notification-empty /notification", "notification-legacy-keys /notification/sound", "notification-legacy-keys /notification/visibility", "shape-mixed /to"]),
        // ntfy's server (binwiederhier/ntfy server/server_firebase.go, toFirebaseMessage and its
        // test): a topic message whose data holds the ntfy message as strings and whose APNs
        // payload carries an alert with mutable-content for the Notification Service Extension.
        // No data key is reserved (message, priority and title are ordinary keys): valid.
        RealWorldCase(
            "audit82 ntfy firebase topic message",
            #"""
            {
              "message": {
                "topic": "mytopic",
                "data": {
                  "id": "fOv6k1QbCzo6",
                  "time": "1641324761",
                  "event": "message",
                  "topic": "mytopic",
                  "sequence_id": "",
                  "priority": "4",
                  "tags": "tag1,tag2",
                  "click": "https://google.com",
                  "icon": "https://ntfy.sh/static/img/ntfy.png",
                  "title": "some title",
                  "message": "this is a message",
                  "actions": "[{\"id\":\"123\",\"action\":\"view\",\"label\":\"Open page\",\"clear\":true,\"url\":\"https://ntfy.sh\"},{\"id\":\"456\",\"action\":\"http\",\"label\":\"Close door\",\"clear\":false,\"url\":\"https://door.com/close\",\"method\":\"PUT\",\"headers\":{\"really\":\"yes\"}}]",
                  "content_type": "",
                  "encoding": "",
                  "attachment_name": "some file.jpg",
                  "attachment_type": "image/jpeg",
                  "attachment_size": "12345",
                  "attachment_expires": "98765543",
                  "attachment_url": "https://example.com/file.jpg"
                },
                "android": {"priority": "high"},
                "apns": {
                  "payload": {
                    "aps": {
                      "alert": {"title": "some title", "body": "this is a message"},
                      "sound": "default",
                      "mutable-content": 1
                    },
                    "id": "fOv6k1QbCzo6",
                    "time": "1641324761",
                    "event": "message",
                    "topic": "mytopic",
                    "sequence_id": "",
                    "priority": "4",
                    "tags": "tag1,tag2",
                    "click": "https://google.com",
                    "icon": "https://ntfy.sh/static/img/ntfy.png",
                    "title": "some title",
                    "message": "this is a message",
                    "actions": "[{\"id\":\"123\",\"action\":\"view\",\"label\":\"Open page\",\"clear\":true,\"url\":\"https://ntfy.sh\"},{\"id\":\"456\",\"action\":\"http\",\"label\":\"Close door\",\"clear\":false,\"url\":\"https://door.com/close\",\"method\":\"PUT\",\"headers\":{\"really\":\"yes\"}}]",
                    "content_type": "",
                    "encoding": "",
                    "attachment_name": "some file.jpg",
                    "attachment_type": "image/jpeg",
                    "attachment_size": "12345",
                    "attachment_expires": "98765543",
                    "attachment_url": "https://example.com/file.jpg"
                  }
                }
              }
            }
            """#,
            expected: []),
        // ntfy's keepalive to the ~control topic (createAPNSBackgroundConfig): a background push
        // with apns-push-type background and apns-priority 5; "~" is allowed in a topic name.
        RealWorldCase(
            "audit82 ntfy keepalive background",
            """
            {
              "message": {
                "topic": "~control",
                "data": {"id": "kA1b2C3d4E5f", "time": "1641324761", "event": "keepalive", "topic": "~control"},
                "apns": {
                  "headers": {"apns-push-type": "background", "apns-priority": "5"},
                  "payload": {
                    "aps": {"content-available": 1},
                    "id": "kA1b2C3d4E5f", "time": "1641324761", "event": "keepalive", "topic": "~control"
                  }
                }
              }
            }
            """,
            expected: []),
        // Nightscout's Loop remote carbs command (nightscout/cgm-remote-monitor lib/server/loop.js,
        // node-apn): an alert with content-available, as node-apn compiles it; Loop needs the
        // background time, so advice only.
        RealWorldCase(
            "audit82 nightscout loop remote carbs apns",
            #"""
            {
              "aps": {
                "alert": "Remote Carbs Entry: 20 grams\nAbsorption Time: 3 hours - lunch - Careportal",
                "content-available": 1
              },
              "remote-address": "10.0.0.12",
              "notes": "lunch",
              "entered-by": "Careportal",
              "carbs-entry": 20,
              "absorption-time": 3
            }
            """#,
            expected: ["apns-content-available-with-alert /aps/content-available", "shape-detected /aps"]),
        // Blynk server's Android push (AndroidGCMMessage, its test's expected JSON): a legacy body
        // posted to fcm/send, shut down; dashId a number in data.
        RealWorldCase(
            "audit82 blynk android legacy",
            """
            {"to":"to","priority":"normal","data":{"message":"yo!!!","dashId":1}}
            """,
            expected: ["data-value-not-string /data/dashId", "legacy-mapping-hint (root)", "legacy-top-level-keys /priority", "legacy-top-level-keys /to", "shape-detected /to"]),
        // Blynk server's iOS push (IOSGCMMessage): dashId inside notification, no notification
        // field in HTTP v1.
        RealWorldCase(
            "audit82 blynk ios legacy",
            """
            {"to":"to","priority":"normal","notification":{"title":"Blynk Notification","body":"yo!!!","dashId":1,"sound":"default"}}
            """,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /priority", "legacy-top-level-keys /to", "shape-detected /to", "shape-unknown-field /notification/dashId"]),
        // HomA's MQTT-to-FCM bridge (hmueller01/homA-components fcm/fcm.js): the message built in
        // a function, the android block added after it; a topic notification, valid.
        RealWorldCase(
            "audit82 homa mqtt bridge buildMessage",
            #"""
            function buildMessage(topic, title, body, color, tag) {
            	var fcmMessage = {
            		'message': {
            			'topic': topic,
            //			'data': { 'string': 'string' },
            			'notification': {
            				'title': title,
            				'body': body
            			}
            		}
            	};
            	var androidConfig = {
            		'notification': {
            //			'click_action': 'android.intent.action.MAIN',
            //			'icon': '',
            		}
            	};
            	if (color != null) {
            		androidConfig['notification']['color'] = color;
            	}
            	if (tag != null) {
            		androidConfig['notification']['tag'] = tag;
            	}
            	fcmMessage['message']['android'] = androidConfig;
            	//fcmMessage['message']['apns'] = apnsConfig;
            	if (debug) console.log("fcmMessage:\n%s" , JSON.stringify(fcmMessage, null, 2));
            	return fcmMessage;
            }
            """#,
            expected: ["json-code-literal (root)"]),
        // A smart-light Cloud Function (code index file id 24472005210): a legacy topic body posted
        // with axios to fcm/send, shut down; the light flag is code (Boolean(isLightOn)), a value
        // the linter leaves unknown.
        RealWorldCase(
            "audit82 smart light axios legacy topic",
            """
            function sendFCM(response, isLightOn) {
                const postData = {
                    "to": "/topics/light",
                    "collapse_key": "type_a",
                    "data": {
                        "light": Boolean(isLightOn)
                    }
                };
                const config = {
                    headers: {
                        'Content-Type': 'application/json',
                        'Authorization': functions.config().header.authorization,
                    }
                };
                axios.post('https://fcm.googleapis.com/fcm/send', postData, config)
                    .then((res) => {
                        console.log("RESPONSE RECEIVED: ", res);
                        response.send(res);
                    })
                    .catch((err) => {
                        console.log("AXIOS ERROR: ", err);
                        response.send(err);
                    })
            }
            """,
            expected: ["json-code-literal (root)", "legacy-mapping-hint (root)", "legacy-top-level-keys /collapse_key", "legacy-topic-in-to /to", "shape-detected /to"]),
    ]
}
