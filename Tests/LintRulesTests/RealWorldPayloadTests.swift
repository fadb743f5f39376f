import LintRules
import SizeModel
import Testing

/// Payloads from public sources nobody tuned the linter to: Firebase documentation examples,
/// Firebase sample code and Admin SDK tests, the Notify Kit server SDK and guide, and shapes from
/// GitHub issues. Each case names its source and the exact findings, as `rule-id pointer` pairs
/// (`(root)` for the whole document), that a correct linter reports; clean payloads expect none.
///
/// Payloads marked `verbatim` are copied character for character, syntax errors included. SDK
/// payloads are written as the SDK puts them on the wire (wrapped in `{"message": …}` where the SDK
/// sends a request body) and pretty-printed. Where the linter is wrong today, the case states the
/// correct expectation and carries `knownIssue`; the test then records the mismatch as a known
/// issue, and fails as soon as the rule is fixed so the marker can be removed.
@Suite struct RealWorldPayloadTests {
    @Test(arguments: RealWorldPayloadTests.cases)
    func findingsMatchTheSource(_ payload: RealWorldCase) {
        let actual = Linter().lint(payload.json).map { finding in
            "\(finding.ruleID) \(finding.pointer.description.isEmpty ? "(root)" : finding.pointer.description)"
        }.sorted()
        let expected = payload.expected.sorted()
        if let knownIssue = payload.knownIssue {
            withKnownIssue(Comment(rawValue: knownIssue)) {
                #expect(actual == expected, "\(payload.name)")
            }
        } else {
            #expect(actual == expected, "\(payload.name)")
        }
    }

    @Test func casesHaveUniqueNames() {
        let names = Self.cases.map(\.name)
        #expect(Set(names).count == names.count)
    }

    static let cases: [RealWorldCase] = [
        // MARK: Firebase documentation

        // https://firebase.google.com/docs/cloud-messaging/customize-messages/cross-platform
        // "Notification message with platform-specific delivery options", REST body verbatim. The page's
        // example is not valid JSON: `"notification"{` lacks its colon (and `"apns-priority": "5",` has a
        // trailing comma).
        RealWorldCase(
            "docs-platform-overrides",
            #"""
            {
              "message":{
                 "token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...",
                 "notification":{
                   "title":"Match update",
                   "body":"Arsenal goal in added time, score is now 3-0"
                 },
                 "android":{
                   "ttl":"86400s",
                   "notification"{
                     "click_action":"OPEN_ACTIVITY_1"
                   }
                 },
                 "apns": {
                   "headers": {
                     "apns-priority": "5",
                   },
                   "payload": {
                     "aps": {
                       "category": "NEW_MESSAGE_CATEGORY"
                     }
                   }
                 },
                 "webpush":{
                   "headers":{
                     "TTL":"86400"
                   }
                 }
               }
             }
            """#,
            expected: [
                "invalid-json /message/android",
            ]),

        // https://firebase.google.com/docs/cloud-messaging/customize-messages/cross-platform
        // The same example with only the two syntax errors repaired: a clean message.
        RealWorldCase(
            "docs-platform-overrides-repaired",
            #"""
            {
              "message":{
                 "token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...",
                 "notification":{
                   "title":"Match update",
                   "body":"Arsenal goal in added time, score is now 3-0"
                 },
                 "android":{
                   "ttl":"86400s",
                   "notification":{
                     "click_action":"OPEN_ACTIVITY_1"
                   }
                 },
                 "apns": {
                   "headers": {
                     "apns-priority": "5"
                   },
                   "payload": {
                     "aps": {
                       "category": "NEW_MESSAGE_CATEGORY"
                     }
                   }
                 },
                 "webpush":{
                   "headers":{
                     "TTL":"86400"
                   }
                 }
               }
             }
            """#,
            expected: [
                "apns-priority-5-alert /message/apns/headers/apns-priority",
            ]),

        // https://firebase.google.com/docs/cloud-messaging/customize-messages/cross-platform
        // "Notification message with color and icon options", REST body verbatim.
        RealWorldCase(
            "docs-color-and-icon",
            #"""
            {
              "message":{
                 "topic":"industry-tech",
                 "notification":{
                   "title": "`$FooCorp` up 1.43% on the day",
                   "body": "FooCorp gained 11.80 points to close at 835.67, up 1.43% on the day."
                 },
                 "android":{
                   "notification":{
                     "icon":"stock_ticker_update",
                     "color":"#7e55c3"
                   }
                 }
               }
             }
            """#,
            expected: []),

        // https://firebase.google.com/docs/cloud-messaging/customize-messages/cross-platform
        // "Notification message with a custom image", REST body verbatim: `"title":"Sparky says hello!",` has
        // a trailing comma, which FCM's parser (protobuf's JsonStreamParser) reads: json-trailing-comma's
        // warning, and the message is linted as FCM reads it.
        RealWorldCase(
            "docs-image",
            #"""
            {
              "message":{
                 "topic":"industry-tech",
                 "notification":{
                   "title":"Sparky says hello!",
                 },
                 "android":{
                   "notification":{
                     "image":"https://foo.bar/pizza-monster.png"
                   }
                 },
                 "apns":{
                   "payload":{
                     "aps":{
                       "mutable-content":1
                     }
                   },
                   "fcm_options": {
                       "image":"https://foo.bar/pizza-monster.png"
                   }
                 },
                 "webpush":{
                   "headers":{
                     "image":"https://foo.bar/pizza-monster.png"
                   }
                 }
               }
             }
            """#,
            expected: [
                "json-trailing-comma /message/notification",
                "webpush-header-notification-field /message/webpush/headers/image",
            ]),

        // https://firebase.google.com/docs/cloud-messaging/customize-messages/cross-platform
        // The image example with the trailing comma removed: mutable-content 1 and https images; the
        // page's webpush.headers.image is a request header the service worker never sees.
        RealWorldCase(
            "docs-image-repaired",
            #"""
            {
              "message":{
                 "topic":"industry-tech",
                 "notification":{
                   "title":"Sparky says hello!"
                 },
                 "android":{
                   "notification":{
                     "image":"https://foo.bar/pizza-monster.png"
                   }
                 },
                 "apns":{
                   "payload":{
                     "aps":{
                       "mutable-content":1
                     }
                   },
                   "fcm_options": {
                       "image":"https://foo.bar/pizza-monster.png"
                   }
                 },
                 "webpush":{
                   "headers":{
                     "image":"https://foo.bar/pizza-monster.png"
                   }
                 }
               }
             }
            """#,
            expected: ["webpush-header-notification-field /message/webpush/headers/image"]),

        // https://firebase.google.com/docs/cloud-messaging/concept-options
        // "Notification messages with optional data payload", verbatim.
        RealWorldCase(
            "docs-notification-with-data",
            #"""
            {
              "message":{
                "token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...",
                "notification":{
                  "title":"Portugal vs. Denmark",
                  "body":"great match!"
                },
                "data" : {
                  "Nick" : "Mario",
                  "Room" : "PortugalVSDenmark"
                }
              }
            }
            """#,
            expected: []),

        // https://firebase.google.com/docs/cloud-messaging/concept-options
        // "Setting the priority of a message", verbatim: trailing comma after the notification title
        // (accepted by FCM's parser; also quoted in jazzband/django-push-notifications#555).
        RealWorldCase(
            "docs-normal-priority",
            #"""
            {
              "message":{
                "topic":"subscriber-updates",
                "notification":{
                  "body" : "This week's edition is now available.",
                  "title" : "NewsMagazine.com",
                },
                "data" : {
                  "volume" : "3.21.15",
                  "contents" : "http://www.news-magazine.com/world-week/21659772"
                },
                "android":{
                  "priority":"normal"
                },
                "apns":{
                  "headers":{
                    "apns-priority":"5"
                  }
                },
                "webpush": {
                  "headers": {
                    "Urgency": "high"
                  }
                }
              }
            }
            """#,
            expected: [
                "apns-priority-5-alert /message/apns/headers/apns-priority",
                "json-trailing-comma /message/notification",
            ]),

        // https://firebase.google.com/docs/cloud-messaging/concept-options
        // The priority example repaired. `contents` is an http URL, but in data, where no rule downloads it.
        RealWorldCase(
            "docs-normal-priority-repaired",
            #"""
            {
              "message":{
                "topic":"subscriber-updates",
                "notification":{
                  "body" : "This week's edition is now available.",
                  "title" : "NewsMagazine.com"
                },
                "data" : {
                  "volume" : "3.21.15",
                  "contents" : "http://www.news-magazine.com/world-week/21659772"
                },
                "android":{
                  "priority":"normal"
                },
                "apns":{
                  "headers":{
                    "apns-priority":"5"
                  }
                },
                "webpush": {
                  "headers": {
                    "Urgency": "high"
                  }
                }
              }
            }
            """#,
            expected: [
                "apns-priority-5-alert /message/apns/headers/apns-priority",
            ]),

        // https://firebase.google.com/docs/cloud-messaging/concept-options
        // "Setting the lifespan of a message", verbatim: data-only, no apns-priority header.
        RealWorldCase(
            "docs-ttl",
            #"""
            {
              "message":{
                "token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...",
                "data":{
                  "Nick" : "Mario",
                  "body" : "great match!",
                  "Room" : "PortugalVSDenmark"
                },
                "apns":{
                  "headers":{
                    "apns-expiration":"1604750400"
                  }
                },
                "android":{
                  "ttl":"4500s"
                },
                "webpush":{
                  "headers":{
                    "TTL":"4500"
                  }
                }
              }
            }
            """#,
            expected: []),

        // https://firebase.google.com/docs/cloud-messaging/send-topic-messages
        // "Sending to a Topic", REST body verbatim.
        RealWorldCase(
            "docs-topic",
            #"""
            {
              "message":{
                "topic" : "foo-bar",
                "notification" : {
                  "body" : "This is a Firebase Cloud Messaging Topic Message!",
                  "title" : "FCM Message"
                  }
               }
            }
            """#,
            expected: []),

        // https://firebase.google.com/docs/cloud-messaging/send-topic-messages
        // "Sending to Topic Conditions", REST body verbatim: trailing comma after "FCM Message".
        RealWorldCase(
            "docs-condition",
            #"""
            {
               "message":{
                "condition": "'dogs' in topics || 'cats' in topics",
                "notification" : {
                  "body" : "This is a Firebase Cloud Messaging Topic Message!",
                  "title" : "FCM Message",
                }
              }
            }
            """#,
            expected: [
                "json-trailing-comma /message/notification",
            ]),

        // https://firebase.google.com/docs/cloud-messaging/send-topic-messages
        // The condition example repaired.
        RealWorldCase(
            "docs-condition-repaired",
            #"""
            {
               "message":{
                "condition": "'dogs' in topics || 'cats' in topics",
                "notification" : {
                  "body" : "This is a Firebase Cloud Messaging Topic Message!",
                  "title" : "FCM Message"
                }
              }
            }
            """#,
            expected: []),

        // MARK: Firebase sample code and Admin SDK documentation snippets, as the SDKs put them on the wire

        // https://github.com/firebase/quickstart-python/blob/master/messaging/messaging.py
        // _build_common_message(), the request body the sample POSTs.
        RealWorldCase(
            "quickstart-common-message",
            #"""
            {
              "message": {
                "topic": "news",
                "notification": {
                  "title": "FCM Notification",
                  "body": "Notification from FCM"
                }
              }
            }
            """#,
            expected: []),

        // https://github.com/firebase/quickstart-python/blob/master/messaging/messaging.py
        // _build_override_message(): aps.badge and apns-priority 10, no apns-push-type header.
        RealWorldCase(
            "quickstart-override-message",
            #"""
            {
              "message": {
                "topic": "news",
                "notification": {
                  "title": "FCM Notification",
                  "body": "Notification from FCM"
                },
                "android": {
                  "notification": {
                    "click_action": "android.intent.action.MAIN"
                  }
                },
                "apns": {
                  "payload": {
                    "aps": {
                      "badge": 1
                    }
                  },
                  "headers": {
                    "apns-priority": "10"
                  }
                }
              }
            }
            """#,
            expected: [
            ]),

        // https://github.com/firebase/firebase-admin-python/blob/master/snippets/messaging/cloud_messaging.py
        // android_message() as firebase-admin-python encodes it (timedelta(seconds=3600) -> "3600s").
        RealWorldCase(
            "admin-python-android-message",
            #"""
            {
              "message": {
                "android": {
                  "notification": {
                    "body": "$GOOG gained 11.80 points to close at 835.67, up 1.43% on the day.",
                    "color": "#f45342",
                    "icon": "stock_ticker_update",
                    "title": "$GOOG up 1.43% on the day"
                  },
                  "priority": "normal",
                  "ttl": "3600s"
                },
                "topic": "industry-tech"
              }
            }
            """#,
            expected: ["notification-android-only /message/android/notification"]),

        // https://github.com/firebase/firebase-admin-python/blob/master/snippets/messaging/cloud_messaging.py
        // apns_message(): alert and badge at apns-priority 10, no apns-push-type header.
        RealWorldCase(
            "admin-python-apns-message",
            #"""
            {
              "message": {
                "apns": {
                  "headers": {
                    "apns-priority": "10"
                  },
                  "payload": {
                    "aps": {
                      "alert": {
                        "body": "$GOOG gained 11.80 points to close at 835.67, up 1.43% on the day.",
                        "title": "$GOOG up 1.43% on the day"
                      },
                      "badge": 42
                    }
                  }
                },
                "topic": "industry-tech"
              }
            }
            """#,
            expected: [
            ]),

        // https://github.com/firebase/firebase-admin-python/blob/master/snippets/messaging/cloud_messaging.py
        // all_platforms_message() (the docs' "multi_platforms_message"): aps.badge, no headers at all.
        RealWorldCase(
            "admin-python-all-platforms-message",
            #"""
            {
              "message": {
                "android": {
                  "notification": {
                    "color": "#f45342",
                    "icon": "stock_ticker_update"
                  },
                  "priority": "normal",
                  "ttl": "3600s"
                },
                "apns": {
                  "payload": {
                    "aps": {
                      "badge": 42
                    }
                  }
                },
                "notification": {
                  "body": "$GOOG gained 11.80 points to close at 835.67, up 1.43% on the day.",
                  "title": "$GOOG up 1.43% on the day"
                },
                "topic": "industry-tech"
              }
            }
            """#,
            expected: [
            ]),

        // https://github.com/firebase/firebase-admin-python/blob/master/snippets/messaging/cloud_messaging.py
        // send_to_token(): a data message to one token.
        RealWorldCase(
            "admin-python-send-to-token",
            #"""
            {
              "message": {
                "data": {
                  "score": "850",
                  "time": "2:45"
                },
                "token": "YOUR_REGISTRATION_TOKEN"
              }
            }
            """#,
            expected: []),

        // https://github.com/firebase/firebase-admin-python/blob/master/snippets/messaging/cloud_messaging.py
        // send_all(): the message list, as a batch file.
        RealWorldCase(
            "admin-python-send-all",
            #"""
            [
              {
                "notification": {
                  "title": "Price drop",
                  "body": "5% off all electronics"
                },
                "token": "YOUR_REGISTRATION_TOKEN"
              },
              {
                "notification": {
                  "title": "Price drop",
                  "body": "2% off all books"
                },
                "topic": "readers-club"
              }
            ]
            """#,
            expected: []),

        // https://github.com/firebase/firebase-admin-python/blob/master/snippets/messaging/cloud_messaging.py
        // send_multicast(): MulticastMessage(data={'score': '850', 'time': '2:45'}, tokens=registration_tokens)
        // with 26 registration tokens filled in (the snippet allows up to 500). The SDK sends one message per
        // token, each about 200 bytes; the tokens list itself is never part of a message.
        RealWorldCase(
            "admin-python-send-multicast",
            #"""
            {
              "data": {
                "score": "850",
                "time": "2:45"
              },
              "tokens": [
                "575yx8xm5MslfY5ubiheyE:APA91bd7P4zDL_ak6J0kGODKdinZnLXicaBAg8WY1jzIRlNQb0prFmbh7-wy5yq1XoY1BaIMcAxYmfsB4HbQLXjjlAFbVV6q9rXxtNDFyuzX9k1gnneGEYG1-LwiqD9jJBAciI05Fhfw",
                "KVqlUr5Qrec8TNecj9iNOr:APA91bjj5VfqRTk8j1d_bWWbjkloG1QX647kdNl9cDo_-GbVMszvR4_EPZGz3zBXCOArr_SfiJvo58JB0W_O5PjeJfJTNcrZ6ydIEsgo5nVjzz8Gwb8ewCISuYCl0Xq56zaWR7PAmpBF",
                "XlNPHcSke4R1J-dBi2ewQr:APA91b8t4_lC4LvGNWAMsI_z0oaWdfZp-lvi60ZIF8_qR38Ony1dHqceytDbKPTF_n_pGz3cW0uABBrDSxOOyBymrEqlHXm31qzZcmzTUoRyj9nde9syxoAwuKmhr7jmPY72T3AVbfzx",
                "06UVZyvmbPkZyRHJouZrQV:APA91b3xZAxjRM8mbTgDIMRBZxjX_BpYconEG4ZgzWbmHGJR1m4jfXuX8v_h2_1KZNUK9IKLdbFfu0XgOYgOjC29GFfm7sFog16pAgTtpU4r16H1UrLqE9oNTJIyJEyFzfhbIH2denCJ",
                "jluEV99TARR_rjp5B42HXt:APA91bVtPLx2Vm7Pkk3-7MbjNBkM_PKsCTPUpP4J4N6OCZFkUUdUYXyVXtwwl6KcChuLc2iNkQkJnOkdsm2FC-R6YSRQr_-jf0SaWl7dUbo11sFuWvPAX2LJh8NoMtwh6c9eOnzxTBE8",
                "C4xJZwN9H-ZRl9CZgBrXJh:APA91bEb8V5F1u1uPsHqIgtwaAtqkTIm97kMcy1yl4Ae0_uNONZjN7iUjrnY7p4bW8ELo6bAtLWMRYlGyzWoQNJ8Q5WlnsmqwxyZe7lmDeup30jR2rAsX9Q0bZOFcHQyRN4nWAQLnuGM",
                "DTszzdzkrF91QQlUI7p5rE:APA91biHvQspaKUEUvxj6eZxrNWcuz07esXpZwRqHFQgesZ_n8S00K-703poQ31dPgL3WPNiFp5FYg8nENYEiV1vC1pjmqp6aLFMdPwi45YsTDfNd6ONP_s8AzLhzOT8cwzEygnNOJ1r",
                "Q41kvCNpzIxELIVoDMxCJq:APA91bl7j4jfaKG2lvKyFwJdxte7Xa_hxiUP9eLwvo3E4GEH-C_Hezg5xPtc_34HdjowEsgN2fOH_lvWGFu_6hO07UBfq-rs6faE0slYM82jeDLGpE17lDUNRBfuZhRw7YBWWgB1SFxu",
                "9AZB7N85-x-AX1jgJUJcxH:APA91bYBInUhtUrEpcPX5kWPGhMYE-fytqeAN029rHO5WsAJ5ZrXTCnLVSBrfd9bMiBTpVEHl2pY_h-XQK_JCuZz8vSElR2t9GNcYpUiZIgW_M8PGjdeSPVMHx8XRUdBjg01iJi75WXe",
                "rIN_U8ctyIDHCEaYaE_kQH:APA91bSncOAYuyuuQ-LV1KU_EFUPwqiinNo59fu09gSGYYGGVPxQAq1qIuqzWLDxb8rII1GYXrgupfyKTpZQd9vViN4KCY0sXBKs4wnG-3ptPcIsJZJPDk9zUHgtiaNkaxR9rz09e1SY",
                "hBGJyLF4gwdvpjITdNi7bA:APA91biUbHF_ZNm9Z0GdbsDPXVJU5TNJiPmHQBxBgqMAwSntsVSx3cbZgZmPAcwPinP38C_0wIiXPxTbsWhBS42op6371XDWfe55KfgPt7QGOy8Zgq-oDxsonGHixeRGS6Ab2z-JEjn4",
                "-Ej_hitUwmQeSCKp1xXd7-:APA91bjlAOz3WbROJAAxqv7fqJoHSTNzbiAUN0zsjI2V0J6rpmS1E_pKpKk6C9Xz0C5iU1QK4ILbFb0VqGX1JRnnm6AlUcVdSct8jUv7O9hCcY3Dohi7ZBA_VsYmkavG8p37tcVUdnS0",
                "omMpiEqlNLTFF07gB5vn6r:APA91bntsw0p0bDtoWuLdZo_MfX1MkBHo1Q-ArmYMIHCVk29XT3Q5ogNhuWPZCmVeOU9D-bV0naTFUVMAhOx_pSglBGI2VZlKmkYCGQeOttKKh-gYkrRcBa91Qjwk4rW53p4OjoTopYN",
                "oBm1PrptJ80e3Wz__3X9nv:APA91bPzbSuSWX57Ts9YPl-DHS0fGiGWFB3ix06X-pDxnNteTu-Q-t5TMmFtBzSpuyvVPUnLHoFTcwGLKGqH-jIdKJtXuqluHNg2UD95VSBISDjojManpyVNTshisd0sj3xlT_zn1r-y",
                "k-dlrMGQCItt2c-Ovlueno:APA91bMMd1etxkaViBYD0SQCSYbEHgVQT6E1wztBG59CQxEHGcxNDiMQAeFlkF4Bf1rVTijXr1DRAWKi8bg_eWi2usiAu_CORrrsOfyErE6VVpIsjxSgpNPxpJ4HlkCcjNxuQnL96S-7",
                "eys8d4ZgKufwZBcdC2_i7d:APA91bxRbvMfRHV8GOvTs126GQ-Du7KvOEZuRKmaS9o_Wa_ZI_7hlO_9hsdJ4gkJgEZfGyn2Thj-9tLORzB5MqFJMwp8MFfcR8ZiuoHKXNGxHqh30YaH_-CXTfcu_DDpt3O7IxdInQQg",
                "dLM7hQnJB-iemg8FKzUE3P:APA91bYiRgTL1B0E8kp2381G1blyxhtxIOIfh6h3n8yGhjaI74q2_FZE0flqFh8ZcXjY7nAF-OpQMcC0ZyGelI5AU3A53OBc0Ml686WZjDLD63BMCkRYc1S2HlWCYMz3h_gBYiRU9GG0",
                "udrPcJR_Pv_-L1smg674cL:APA91bT3gjbMvUBWJsTdVYZtNFAwdpkdyHc-hdLQBUPRB8Od4KTCCOtR43wxv8TSBOC9UhD_gidmPfT-Xin1cwIftPg7KCcTFUaFLMHbcUN1wIwoum8yN4F0XUH74CKcLMYef6KyV7V6",
                "lYDyjoFQ2NeLTjobsXo53h:APA91bwi7F_B5RcbCBjFNQwmxHyCvhSerzdu8PHxOoafMXGXx1_eEJIzkiGxEWLpXO_ah0-XpGgodUVQXsxAb_E5y-fjeqyX7C3WuUgSisJuedEWslfrReoDKxy5o3zjvjvW0tWmXa8N",
                "fdyQb2YLKquXVnfHKMLFmx:APA91bYRGop1UJD9IsHZ_lqh3JAPXyI5dHxUyHzWRaoaaQJ8di3D9w781IOYEO7tzque10xyThVmer6GG6Vohd8DmduiuSqlSpVV2EgPK4K27Bb48H9uIhqUUmLj61JY9Y9TkpfZkt4t",
                "2mDs4LNVXBbav9squroitB:APA91bQ5xgKgQs2jneQ8ZAfw8_MN1Aj1u6xPh1fErKFvOvHFR1C7ipmDvF1_-UzVjwCFql30EV0UpGT7TItKXfGXOmwMWoskG-CmiT8zL2JN9dAP_ybp1jkbE67-OOe14THrUpqRlwml",
                "w0uMOLLk6e8qOpu04lsguN:APA91bo4r7vJQnQ1a_WlBiSIx0QA27fGh7nrz-aBWu84w_ApUv2Dla8qTlEKS36d7V6PstfXTek2CSdkOCVoNrhWRwxnRb4DxkzyWO8lMf5-Tl8mHiMRmvQzCp6M4jOAl1egLKL1Zj1j",
                "0FZR4D_igN0ILZLVc6fQ-W:APA91blIgaLMuoEd9cdUa4ud1mZ_mSXIXsM7gg8qWavIs-oN3aQCWJk07hje49FRvnW7p5qIoxQX083rNcDFz69SLNcqlAfEmFpkHn4J8qSIPrsGBwCoe0QjhfYh-g5zO3VhiWZ7At54",
                "nuaYFDrC1rcwNwTkRjSgg7:APA91b-j76bvUUhaP--zeA7YbPShYOJimNYpl2TfRzMCPbM1LR-ITi0SKrNWhSqFmun47rXOIh4XicHmBvM62OAGTlj9mqCaqh_5_d5Ifa7oQw1Qq0JKLSkYUAyaml-h8ugQXLIDkCcs",
                "du_10VONy3n7dTgFqDPzFL:APA91bt_nB_gVBivLfaTkTfA3ECmTMhq4mH4pFYHaWE5s-Czp9KClS1gpg7XEvi5AaFq8kS81obrKrdGrM5sZ-du-x_BOSzh4684rLJ3LyIMisiU7k19AkW64hp0s6irpk2nrnjj4uJg",
                "czS3mriHufBS0A8ABc0dlZ:APA91btbSRFxzJLHzHBSvdGeNofFEimys7IyUawFDPmWKFYvCdFUp3rLevELp4NnLcY68wkDJzaykww98sL7BJmMIAKNV3_xTs_RuX4lpcOD3-UIlg299vYTMvdtwxvCLl5az5j6uTV4"
              ]
            }
            """#,
            expected: []),

        // https://github.com/firebase/firebase-admin-node/blob/master/test/unit/messaging/messaging.spec.ts
        // validMessages "Generic notification message", the request the SDK sends (expectedReq
        // wrapped as {message}). An image with no aps.mutable-content: iOS never runs the extension that
        // downloads it.
        RealWorldCase(
            "admin-node-generic-notification",
            #"""
            {
              "message": {
                "notification": {
                  "title": "test.title",
                  "body": "test.body",
                  "image": "https://example.com/image.png"
                },
                "token": "mock-token"
              }
            }
            """#,
            expected: [
                "apns-mutable-content-missing /message/notification/image",
            ]),

        // https://github.com/firebase/firebase-admin-node/blob/master/test/unit/messaging/messaging.spec.ts
        // validMessages "All Android properties" (expectedReq): every AndroidConfig field; its custom
        // sound beside default_sound: true is never played on Android 7 and earlier.
        RealWorldCase(
            "admin-node-all-android-properties",
            #"""
            {
              "message": {
                "android": {
                  "priority": "high",
                  "collapse_key": "test.key",
                  "restricted_package_name": "test.package",
                  "ttl": "0.005000000s",
                  "data": {
                    "k1": "v1",
                    "k2": "v2"
                  },
                  "notification": {
                    "title": "test.title",
                    "body": "test.body",
                    "icon": "test.icon",
                    "color": "#112233",
                    "sound": "test.sound",
                    "tag": "test.tag",
                    "image": "https://example.com/image.png",
                    "click_action": "test.click.action",
                    "title_loc_key": "title.loc.key",
                    "title_loc_args": [
                      "arg1",
                      "arg2"
                    ],
                    "body_loc_key": "body.loc.key",
                    "body_loc_args": [
                      "arg1",
                      "arg2"
                    ],
                    "channel_id": "test.channel",
                    "ticker": "test.ticker",
                    "sticky": true,
                    "visibility": "PRIVATE",
                    "event_time": "2019-10-20T18:30:00.000Z",
                    "local_only": true,
                    "notification_priority": "PRIORITY_HIGH",
                    "vibrate_timings": [
                      "0.100000000s",
                      "0.050000000s",
                      "0.250000000s"
                    ],
                    "default_vibrate_timings": false,
                    "default_sound": true,
                    "light_settings": {
                      "color": {
                        "red": 0.6666666666666666,
                        "green": 0.7333333333333333,
                        "blue": 0.8,
                        "alpha": 1
                      },
                      "light_on_duration": "0.200000000s",
                      "light_off_duration": "0.300000000s"
                    },
                    "default_light_settings": false,
                    "notification_count": 1
                  },
                  "fcmOptions": {
                    "analyticsLabel": "test.analytics"
                  }
                },
                "token": "mock-token"
              }
            }
            """#,
            expected: [
                "android-notification-data-hidden /message/android/data",
                "android-notification-default-sound-override /message/android/notification/sound",
                "android-notification-icon /message/android/notification/icon",
                "android-notification-loc-key-ignored /message/android/notification/body_loc_key",
                "android-notification-loc-key-ignored /message/android/notification/title_loc_key",
                "android-notification-sound /message/android/notification/sound",
                "android-restricted-package /message/android/restricted_package_name",
                "android-ttl-fraction /message/android/ttl",
            ]),

        // https://github.com/firebase/firebase-admin-node/blob/master/test/unit/messaging/messaging.spec.ts
        // validMessages "Android TTL" (expectedReq): 5000 ms sent as "5s".
        RealWorldCase(
            "admin-node-android-ttl",
            #"""
            {
              "message": {
                "android": {
                  "priority": "high",
                  "collapse_key": "test.key",
                  "restricted_package_name": "test.package",
                  "ttl": "5s"
                },
                "token": "mock-token"
              }
            }
            """#,
            expected: [
                "android-restricted-package /message/android/restricted_package_name",
            ]),

        // https://github.com/firebase/firebase-admin-node/blob/master/test/unit/messaging/messaging.spec.ts
        // validMessages "All APNS properties" (expectedReq): alert, badge and sound but only
        // custom headers h1/h2, which APNs does not define (apns-header-unknown).
        RealWorldCase(
            "admin-node-all-apns-properties",
            #"""
            {
              "message": {
                "apns": {
                  "headers": {
                    "h1": "v1",
                    "h2": "v2"
                  },
                  "payload": {
                    "aps": {
                      "alert": {
                        "title": "title",
                        "subtitle": "subtitle",
                        "body": "body",
                        "title-loc-key": "title.loc.key",
                        "title-loc-args": [
                          "arg1",
                          "arg2"
                        ],
                        "subtitle-loc-key": "subtitle.loc.key",
                        "subtitle-loc-args": [
                          "arg1",
                          "arg2"
                        ],
                        "loc-key": "body.loc.key",
                        "loc-args": [
                          "arg1",
                          "arg2"
                        ],
                        "action-loc-key": "action.loc.key",
                        "launch-image": "image"
                      },
                      "badge": 42,
                      "sound": "test.sound",
                      "category": "test.category",
                      "content-available": 1,
                      "mutable-content": 1,
                      "thread-id": "thread.id"
                    },
                    "customKey1": "custom.value",
                    "customKey2": {
                      "nested": "value"
                    }
                  },
                  "fcmOptions": {
                    "analyticsLabel": "test.analytics",
                    "image": "https://example.com/image.png"
                  }
                },
                "token": "mock-token"
              }
            }
            """#,
            expected: [
                "apns-sound-file-name /message/apns/payload/aps/sound",
                "apns-content-available-with-alert /message/apns/payload/aps/content-available",
                "apns-header-unknown /message/apns/headers/h1",
                "apns-header-unknown /message/apns/headers/h2",
            ]),

        // https://github.com/firebase/firebase-admin-node/blob/master/test/unit/messaging/messaging.spec.ts
        // validMessages "All APNS properties", the `req` object as passed to messaging().send(): firebase-admin
        // names (contentAvailable, mutableContent, threadId, fcmOptions.imageUrl) that the SDK renames before
        // sending. mutableContent: true becomes "mutable-content": 1, so the image is handled.
        RealWorldCase(
            "admin-node-all-apns-properties-input",
            #"""
            {
              "apns": {
                "headers": {
                  "h1": "v1",
                  "h2": "v2"
                },
                "payload": {
                  "aps": {
                    "alert": {
                      "title": "title",
                      "subtitle": "subtitle",
                      "body": "body",
                      "titleLocKey": "title.loc.key",
                      "titleLocArgs": [
                        "arg1",
                        "arg2"
                      ],
                      "subtitleLocKey": "subtitle.loc.key",
                      "subtitleLocArgs": [
                        "arg1",
                        "arg2"
                      ],
                      "locKey": "body.loc.key",
                      "locArgs": [
                        "arg1",
                        "arg2"
                      ],
                      "actionLocKey": "action.loc.key",
                      "launchImage": "image"
                    },
                    "badge": 42,
                    "sound": "test.sound",
                    "category": "test.category",
                    "contentAvailable": true,
                    "mutableContent": true,
                    "threadId": "thread.id"
                  },
                  "customKey1": "custom.value",
                  "customKey2": {
                    "nested": "value"
                  }
                },
                "fcmOptions": {
                  "analyticsLabel": "test.analytics",
                  "imageUrl": "https://example.com/image.png"
                }
              },
              "token": "mock-token"
            }
            """#,
            expected: [
                "apns-sound-file-name /apns/payload/aps/sound",
                "apns-content-available-with-alert /apns/payload/aps/contentAvailable",
                "apns-header-unknown /apns/headers/h1",
                "apns-header-unknown /apns/headers/h2",
            ]),

        // https://github.com/firebase/firebase-admin-node/blob/master/test/unit/messaging/messaging.spec.ts
        // validMessages "APNS content-available set explicitly": content-available only and no
        // apns-priority header, so FCM sends it at 10.
        RealWorldCase(
            "admin-node-content-available",
            #"""
            {
              "message": {
                "apns": {
                  "payload": {
                    "aps": {
                      "content-available": 1
                    }
                  }
                },
                "token": "mock-token"
              }
            }
            """#,
            expected: [
                "apns-priority-10-without-alert /message/apns/payload/aps/content-available",
            ]),

        // https://github.com/firebase/firebase-admin-node/blob/master/test/unit/messaging/messaging.spec.ts
        // validMessages "APNS critical sound" (expectedReq): a sound and no apns headers. The SDK test sends the
        // sound alone, so iOS plays it and shows nothing (apns-sound-only).
        RealWorldCase(
            "admin-node-critical-sound",
            #"""
            {
              "message": {
                "apns": {
                  "payload": {
                    "aps": {
                      "sound": {
                        "critical": 1,
                        "name": "test.sound",
                        "volume": 0.5
                      }
                    }
                  }
                },
                "token": "mock-token"
              }
            }
            """#,
            expected: [
                "apns-sound-file-name /message/apns/payload/aps/sound/name",
                "apns-critical-entitlement /message/apns/payload/aps/sound/critical",
                "apns-sound-only /message/apns/payload/aps/sound",
            ]),

        // https://firebase.google.com/docs/cloud-messaging/send-message ("Send direct boot-enabled messages"),
        // the REST example pasted as the page prints it: URL line, headers, body. The request is read and its
        // body linted where it stands (it was a "bare word" invalid-json on the URL). The body itself is
        // broken as published: no comma after the token, and the root object is never closed.
        RealWorldCase(
            "docs-direct-boot-http-request",
            #"""
            https://fcm.googleapis.com/v1/projects/myproject-b5ae1/messages:send
            Content-Type:application/json
            Authorization: Bearer ya29.ElqKBGN2Ri_Uz...HnS_uNreA

            {
              "message":{
                "token" : "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1..."
                "data": {
                  "score": "5x1",
                  "time": "15:10"
                },
                "android": {
                  "direct_boot_ok": true,
                },
            }
            """#,
            expected: ["invalid-json /message"]),

        // https://github.com/firebase/quickstart-js/blob/96f19054291677b928f74afbeeb481cc6aac261c/messaging/README.md
        // "HTTP": the raw request to the legacy endpoint, as pasted. Its body is read after the request line
        // and Host header and linted as the legacy body it is (the legacy API is shut down).
        RealWorldCase(
            "quickstart-js-legacy-http-request",
            #"""
            POST /fcm/send HTTP/1.1
            Host: fcm.googleapis.com
            Authorization: key=YOUR-SERVER-KEY
            Content-Type: application/json

            {
              "notification": {
                "title": "Portugal vs. Denmark",
                "body": "5 to 1",
                "icon": "firebase-logo.png",
                "click_action": "http://localhost:8081"
              },
              "to": "YOUR-IID-TOKEN"
            }
            """#,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /to", "shape-detected /to"]),

        // https://github.com/firebase/snippets-node/blob/7cb8d0ffc824d22d8d586425659d5860f26cbb28/messaging/index.js
        // notificationMessageClick() (fcm_notification_message_click) as firebase-admin-node sends it
        // (clickAction -> click_action, fcmOptions -> fcm_options). The Node SDK passes the relative link
        // "breakingnews.html" unchecked; the Python, Go and .NET SDKs refuse it: a warning.
        RealWorldCase(
            "snippets-node-notification-click",
            #"""
            {
              "message": {
                "notification": {"title": "Breaking News...."},
                "android": {"notification": {"click_action": "news_intent"}},
                "apns": {"payload": {"aps": {"category": "INVITE_CATEGORY"}}},
                "webpush": {"fcm_options": {"link": "breakingnews.html"}},
                "topic": "industry-tech"
              }
            }
            """#,
            expected: ["webpush-link-https /message/webpush/fcm_options/link"]),

        // https://github.com/firebase/snippets-node/blob/7cb8d0ffc824d22d8d586425659d5860f26cbb28/messaging/index.js
        // notificationMessageLocalization(): ttl 3600000 ms sent as "3600s", bodyLocKey/locKey renamed; only
        // localized bodies, no notification block: a clean message.
        RealWorldCase(
            "snippets-node-notification-localization",
            #"""
            {
              "message": {
                "android": {
                  "ttl": "3600s",
                  "notification": {
                    "body_loc_key": "STOCK_NOTIFICATION_BODY",
                    "body_loc_args": ["FooCorp", "11.80", "835.67", "1.43"]
                  }
                },
                "apns": {
                  "payload": {
                    "aps": {
                      "alert": {"loc-key": "STOCK_NOTIFICATION_BODY", "loc-args": ["FooCorp", "11.80", "835.67", "1.43"]}
                    }
                  }
                },
                "topic": "industry-tech"
              }
            }
            """#,
            expected: []),

        // MARK: Notify Kit

        // https://github.com/marcocrupi/react-native-notify-kit/blob/15482db0b2694eb3c7da8be3d34a20c2b7dcd584/packages/react-native/server/src/__tests__/__snapshots__/buildPayload.test.ts.snap
        // buildNotifyKitPayload kitchen-sink snapshot (HTTP v1 field names, ttl "3600s"); the Jest snapshot
        // prints the blob unescaped, here it is the JSON string the SDK sends.
        RealWorldCase(
            "notifykit-server-snapshot-v1-shape",
            #"""
            {
              "android": {
                "collapse_key": "order-42",
                "priority": "HIGH",
                "ttl": "3600s"
              },
              "apns": {
                "headers": {
                  "apns-collapse-id": "order-42",
                  "apns-expiration": "1700003600",
                  "apns-priority": "10",
                  "apns-push-type": "alert"
                },
                "payload": {
                  "aps": {
                    "alert": {
                      "body": "Tap to see details",
                      "title": "Your order is ready"
                    },
                    "badge": 3,
                    "category": "order-updates",
                    "interruption-level": "time-sensitive",
                    "mutable-content": 1,
                    "sound": "chime.caf",
                    "thread-id": "orders"
                  },
                  "notifee_data": "{\"orderId\":\"42\",\"customer\":\"acme\"}",
                  "notifee_options": "{\"_v\":1,\"android\":{\"channelId\":\"orders\",\"smallIcon\":\"ic_notification\",\"largeIcon\":\"https://cdn.example.com/logo.png\",\"color\":\"#FF0000\",\"pressAction\":{\"id\":\"open-order\",\"launchActivity\":\"default\"},\"actions\":[{\"title\":\"Reply\",\"pressAction\":{\"id\":\"reply\"},\"input\":true},{\"title\":\"Mark done\",\"pressAction\":{\"id\":\"done\"}}],\"style\":{\"type\":\"BIG_TEXT\",\"text\":\"Order #42 has shipped from warehouse\"}},\"ios\":{\"sound\":\"chime.caf\",\"categoryId\":\"order-updates\",\"threadId\":\"orders\",\"interruptionLevel\":\"timeSensitive\",\"attachments\":[{\"url\":\"https://cdn.example.com/map.png\",\"identifier\":\"map\"}]}}"
                }
              },
              "data": {
                "customer": "acme",
                "notifee_options": "{\"_v\":1,\"android\":{\"channelId\":\"orders\",\"smallIcon\":\"ic_notification\",\"largeIcon\":\"https://cdn.example.com/logo.png\",\"color\":\"#FF0000\",\"pressAction\":{\"id\":\"open-order\",\"launchActivity\":\"default\"},\"actions\":[{\"title\":\"Reply\",\"pressAction\":{\"id\":\"reply\"},\"input\":true},{\"title\":\"Mark done\",\"pressAction\":{\"id\":\"done\"}}],\"style\":{\"type\":\"BIG_TEXT\",\"text\":\"Order #42 has shipped from warehouse\"}},\"ios\":{\"sound\":\"chime.caf\",\"categoryId\":\"order-updates\",\"threadId\":\"orders\",\"interruptionLevel\":\"timeSensitive\",\"attachments\":[{\"url\":\"https://cdn.example.com/map.png\",\"identifier\":\"map\"}]}}",
                "orderId": "42"
              },
              "token": "device-token"
            }
            """#,
            expected: [
                "notifykit-admin-ttl-shape /android/ttl",
                "notifykit-title-body /data/notifee_options",
            ]),

        // https://github.com/marcocrupi/react-native-notify-kit/blob/008c50c0bb39746212476c38f7df4b25659439cc/packages/react-native/server/src/__tests__/__snapshots__/buildPayload.test.ts.snap
        // The same snapshot at a revision that emits firebase-admin names (collapseKey, ttl in milliseconds).
        RealWorldCase(
            "notifykit-server-snapshot-admin-shape",
            #"""
            {
              "android": {
                "collapseKey": "order-42",
                "priority": "high",
                "ttl": 3600000
              },
              "apns": {
                "headers": {
                  "apns-collapse-id": "order-42",
                  "apns-expiration": "1700003600",
                  "apns-priority": "10",
                  "apns-push-type": "alert"
                },
                "payload": {
                  "aps": {
                    "alert": {
                      "body": "Tap to see details",
                      "title": "Your order is ready"
                    },
                    "badge": 3,
                    "category": "order-updates",
                    "interruption-level": "time-sensitive",
                    "mutable-content": 1,
                    "sound": "chime.caf",
                    "thread-id": "orders"
                  },
                  "notifee_data": "{\"orderId\":\"42\",\"customer\":\"acme\"}",
                  "notifee_options": "{\"_v\":1,\"title\":\"Your order is ready\",\"body\":\"Tap to see details\",\"id\":\"order-42\",\"android\":{\"channelId\":\"orders\",\"smallIcon\":\"ic_notification\",\"largeIcon\":\"https://cdn.example.com/logo.png\",\"color\":\"#FF0000\",\"pressAction\":{\"id\":\"open-order\",\"launchActivity\":\"default\"},\"actions\":[{\"title\":\"Reply\",\"pressAction\":{\"id\":\"reply\"},\"input\":true},{\"title\":\"Mark done\",\"pressAction\":{\"id\":\"done\"}}],\"style\":{\"type\":\"BIG_TEXT\",\"text\":\"Order #42 has shipped from warehouse\"}},\"ios\":{\"sound\":\"chime.caf\",\"categoryId\":\"order-updates\",\"threadId\":\"orders\",\"interruptionLevel\":\"timeSensitive\",\"attachments\":[{\"url\":\"https://cdn.example.com/map.png\",\"identifier\":\"map\"}]}}"
                }
              },
              "data": {
                "customer": "acme",
                "notifee_options": "{\"_v\":1,\"title\":\"Your order is ready\",\"body\":\"Tap to see details\",\"id\":\"order-42\",\"android\":{\"channelId\":\"orders\",\"smallIcon\":\"ic_notification\",\"largeIcon\":\"https://cdn.example.com/logo.png\",\"color\":\"#FF0000\",\"pressAction\":{\"id\":\"open-order\",\"launchActivity\":\"default\"},\"actions\":[{\"title\":\"Reply\",\"pressAction\":{\"id\":\"reply\"},\"input\":true},{\"title\":\"Mark done\",\"pressAction\":{\"id\":\"done\"}}],\"style\":{\"type\":\"BIG_TEXT\",\"text\":\"Order #42 has shipped from warehouse\"}},\"ios\":{\"sound\":\"chime.caf\",\"categoryId\":\"order-updates\",\"threadId\":\"orders\",\"interruptionLevel\":\"timeSensitive\",\"attachments\":[{\"url\":\"https://cdn.example.com/map.png\",\"identifier\":\"map\"}]}}",
                "orderId": "42"
              },
              "token": "device-token"
            }
            """#,
            expected: []),

        // https://github.com/marcocrupi/react-native-notify-kit/blob/main/docs/fcm-mode.mdx
        // "Migration from the manual pattern", the OLD payload (`// silent push`) as firebase-admin input:
        // content-available only, no apns-priority.
        RealWorldCase(
            "notifykit-guide-manual-silent-push",
            #"""
            {
              "token": "<device token>",
              "data": {
                "title": "...",
                "body": "...",
                "channelId": "orders"
              },
              "apns": {
                "payload": {
                  "aps": {
                    "content-available": 1
                  }
                }
              }
            }
            """#,
            expected: [
                "android-data-only-normal-priority /data",
                "apns-background-throttled /apns/payload/aps/content-available",
                "apns-priority-10-without-alert /apns/payload/aps/content-available",
            ]),

        // MARK: GitHub issues

        // https://github.com/laravel-notification-channels/fcm/issues/37
        // The FcmMessage of the issue as kreait/firebase-php sends it: `'id' => 21465` fails with
        // "Invalid value at 'message.data[1].value' (TYPE_STRING), 21465".
        RealWorldCase(
            "laravel-fcm-37-integer-data-value",
            #"""
            {
              "message": {
                "token": "<device token>",
                "data": {
                  "type": "xxx",
                  "id": 21465
                },
                "notification": {
                  "title": "a title",
                  "body": "a body"
                },
                "android": {
                  "fcm_options": {
                    "analytics_label": "analytics"
                  },
                  "notification": {
                    "color": "#0A0A0A"
                  }
                },
                "apns": {
                  "fcm_options": {
                    "analytics_label": "analytics_ios"
                  }
                }
              }
            }
            """#,
            expected: [
                "data-value-not-string /message/data/id",
            ]),

        // https://github.com/beste/firebase-php/issues/700
        // CloudMessage::withTarget('token', $token)->withData($data)->withHighestPossiblePriority(), as kreait
        // serializes it (android priority high, apns-priority 10, webpush Urgency high; the data keys are
        // illustrative). FCM rejects it: "Request contains an invalid argument." / "Invalid registration token".
        // Firebase docs (https://firebase.google.com/docs/cloud-messaging/concept-options): "When sending data messages to Apple devices, the
        // priority must be set to 5 [...] Messages sent with high priority are rejected".
        RealWorldCase(
            "firebase-php-700-data-only-priority-10",
            #"""
            {
              "message": {
                "token": "<iOS device token>",
                "data": {
                  "type": "sync",
                  "id": "42"
                },
                "android": {
                  "priority": "high"
                },
                "apns": {
                  "headers": {
                    "apns-priority": "10"
                  }
                },
                "webpush": {
                  "headers": {
                    "Urgency": "high"
                  }
                }
              }
            }
            """#,
            expected: [
                "apns-data-only-no-content-available /message/apns",
                "apns-priority-10-without-alert /message/apns/headers/apns-priority",
            ]),

        // https://github.com/beste/firebase-php/pull/701
        // What kreait sends after the fix (Processor/SetApnsContentAvailableIfNeeded adds aps.content-available
        // "1"): still content-available only at apns-priority 10.
        RealWorldCase(
            "firebase-php-701-content-available-added",
            #"""
            {
              "message": {
                "token": "<iOS device token>",
                "data": {
                  "type": "sync",
                  "id": "42"
                },
                "android": {
                  "priority": "high"
                },
                "apns": {
                  "headers": {
                    "apns-priority": "10"
                  },
                  "payload": {
                    "aps": {
                      "content-available": "1"
                    }
                  }
                },
                "webpush": {
                  "headers": {
                    "Urgency": "high"
                  }
                }
              }
            }
            """#,
            expected: [
                "apns-content-available-value /message/apns/payload/aps/content-available",
                "apns-priority-10-without-alert /message/apns/headers/apns-priority",
            ]),

        // https://github.com/firebase/firebase-admin-node/issues/1163
        // The MulticastMessage passed to sendMulticast (as JSON; the JS comment dropped). firebase-admin throws
        // "TTL must be a non-negative duration in milliseconds" for ttl "259200s"; `tokens` makes it an
        // Admin-SDK object for certain. The top-level legacy `priority` and `content_available` are passed
        // through by the SDK and rejected by FCM; with them the object still looks like legacy code that
        // calls the removed sendMulticast.
        RealWorldCase(
            "firebase-admin-node-1163-ttl-string-in-multicast",
            #"""
            {
              "tokens": [
                "<registration token 1>",
                "<registration token 2>"
              ],
              "notification": {
                "title": "Fire!!!",
                "body": "There is a smoke detected at"
              },
              "android": {
                "priority": "high",
                "ttl": "259200s",
                "notification": {
                  "channel_id": "notii_push",
                  "sound": "alarm.mp3",
                  "color": "#900000"
                }
              },
              "apns": {
                "headers": {
                  "apns-priority": "10"
                },
                "payload": {
                  "aps": {
                    "sound": "alarm.wav"
                  }
                }
              },
              "priority": "high",
              "content_available": true
            }
            """#,
            expected: [
                "android-notification-sound /android/notification/sound",
                "android-ttl-format /android/ttl",
                "legacy-send-multicast /tokens",
                "legacy-top-level-keys /content_available",
                "legacy-top-level-keys /priority",
            ]),

        // https://github.com/grafana-cold-storage/oncall/pull/1614
        // The mobile-app push before the fix: "headers" nested under apns.payload, so apns-priority is sent to
        // the device as a custom payload key and never reaches APNs as a header. Fields follow
        // engine/apps/mobile_app/tasks.py; values illustrative.
        RealWorldCase(
            "grafana-oncall-1614-headers-inside-payload",
            #"""
            {
              "message": {
                "token": "<device token>",
                "data": {
                  "title": "New Alert",
                  "subtitle": "#42 Disk usage above 90% via Grafana",
                  "orgId": "O1A2B3",
                  "orgName": "acme",
                  "alertGroupId": "I7XK2M",
                  "status": "0",
                  "type": "oncall.message",
                  "thread_id": "O1A2B3:I7XK2M"
                },
                "android": {
                  "priority": "high"
                },
                "apns": {
                  "payload": {
                    "aps": {
                      "alert": {
                        "title": "New Alert",
                        "subtitle": "#42 Disk usage above 90% via Grafana"
                      },
                      "badge": 1,
                      "sound": {
                        "name": "default_sound.aiff"
                      },
                      "thread-id": "O1A2B3:I7XK2M",
                      "interruption-level": "time-sensitive"
                    },
                    "headers": {
                      "apns-priority": "10"
                    }
                  }
                }
              }
            }
            """#,
            expected: [
                "apns-headers-misplaced /message/apns/payload/headers",
            ]),

        // MARK: A developer's "universal payload" post (reference/universal-payload-forum-post.txt)

        // https://igorzharii.com/blog/tag/fcm/
        // "Universal data+notification FCM payload for iOS+Android": a nested object in data and an
        // alert/badge/sound aps without apns-push-type.
        RealWorldCase(
            "forum-universal-payload",
            #"""
            {
               "message":{
                  "token":"<device registration id>",
                  "apns":{
                     "payload":{
                        "aps":{
                           "content-available":1,
                           "alert":{
                              "title":"title",
                              "subtitle":"subtitle",
                              "body":"body"
                           },
                           "badge":7,
                           "sound":"default"
                        }
                     }
                  },
                  "data":{
                     "account":{
                        "first-name":"Igor",
                        "last-name":"Z"
                     },
                     "androidTitle":"title",
                     "androidBody":"body"
                  }
               }
            }
            """#,
            expected: [
                "apns-content-available-with-alert /message/apns/payload/aps/content-available",
                "data-value-not-string /message/data/account",
            ]),

        // https://igorzharii.com/blog/tag/fcm/
        // "Firebase Android notification payload" from the same post.
        RealWorldCase(
            "forum-android-payload",
            #"""
            {
               "message":{
                  "token":"<device registration id>",
                  "android":{
                     "notification":{
                        "title":"title",
                        "sound":"default",
                        "body":"body"
                     },
                     "priority":"high"
                  },
                  "data":{
                     "account":{
                        "first-name":"Igor",
                        "last-name":"Z"
                     }
                  }
               }
            }
            """#,
            expected: [
                "android-notification-data-hidden /message/data",
                "data-value-not-string /message/data/account",
                "notification-android-only /message/android/notification",
            ]),

        // https://igorzharii.com/blog/tag/fcm/
        // "Combining data+notification payload in FCM Android" from the same post.
        RealWorldCase(
            "forum-data-only-payload",
            #"""
            {
               "message":{
                  "token":"<device registration id>",
                  "data":{
                     "account":{
                        "first-name":"Igor",
                        "last-name":"Z"
                     },
                     "androidTitle":"title",
                     "androidBody":"body"
                  }
               }
            }
            """#,
            expected: [
                "data-value-not-string /message/data/account",
            ]),

        // MARK: Reported outcomes (payloads pasted with what delivery did)

        // firebase/firebase-ios-sdk#4605, request verbatim. Outcome reported: FCM answered 400 "Invalid
        // registration token"; the same token got 200 once the apns block was dropped.
        RealWorldCase(
            "reported-ios-sdk-4605-background-without-content-available",
            #"""
            {
               "message":{
                  "token":"fEMqvr5zBR4:APA91bErotVEaj2-35TTkmXJ9HjM_MvDAa9BJsQA5Hl6DadD33myaGUvj_nVJ_m0Lw43_V6DA5rru8NPfHiR5a8L6IkHaptfIgsTFdoT_5v6fub_1yVL-_gcgI6utH6C2BLx3S7Ln1Rd",
                  "data":{
                     "id":"bfc99b04-5e71-435f-323f-08d7847a16d1"
                  },
                  "apns":{
                     "headers":{
                        "apns-priority":"5",
                        "apns-push-type":"background"
                     }
                  }
               }
            }
            """#,
            expected: [
                "apns-data-only-no-content-available /message/apns",
            ]),

        // capawesome-team/capacitor-firebase#854, request verbatim. Outcome reported: not received while
        // the app is in the background (a notification sent as apns-push-type background). Its data's
        // notId, title and message are phonegap-plugin-push's display keys: the app draws them, which
        // android-duplicate-display reports, so android-notification-data-hidden leaves the data to it
        // (verdict-left6: title beside message is display text, as title beside body was).
        RealWorldCase(
            "reported-capawesome-854-alert-with-background-push-type",
            #"""
            {
               "message":{
                  "topic":"UID_SUSEEL",
                  "notification":{
                     "title":"TOPIC CALL 2 Testing",
                     "body":"NSE EQUITIES HDFCBANK EQ"
                  },
                  "data":{
                     "notId":"A4562",
                     "title":"RESEARCH CALL 11",
                     "message":"NSE EQUITIES HDFCBANK EQ",
                     "topicNo":"UID_WAVE211",
                     "topicName":"UID_WAVE211",
                     "masterRecoId":"",
                     "recoSubType":"101",
                     "scripInfo":"NSE EQUITIES HDFCBANK EQ",
                     "scrip":"1$1333",
                     "price":"1642.00",
                     "slprice":"",
                     "sqprice":"",
                     "qty":"10",
                     "endTime":"09Aug2024 23:59:00",
                     "recoId":"08AWAAHAAA",
                     "analysisReportURL":"https://google.com",
                     "action":"SELL"
                  },
                  "apns": {
                  "payload": {
                    "aps": {
                      "content-available": 1
                    }
                  },
                  "headers": {
                    "apns-priority": "10",
                    "apns-push-type": "background"
                  }
                }
               }
            }
            """#,
            expected: [
                "android-duplicate-display /message/notification",
                "apns-content-available-with-alert /message/apns/payload/aps/content-available",
                "apns-push-type-background-with-alert /message/apns/headers/apns-push-type",
            ]),

        // firebase/firebase-admin-python#875: the Message the PR's author sent, as the SDK writes it (headers=
        // passed to APNSPayload lands in apns.payload). Outcome reported: Live Activities start.
        RealWorldCase(
            "reported-admin-python-pr875-live-activity-start",
            #"""
            {
              "token": "<cloud_messaging_token>",
              "apns": {
                "live_activity_token": "<live_activity_token>",
                "payload": {
                  "aps": {
                    "alert": {
                      "title": "Live Activity Started",
                      "body": "Your live activity has been started"
                    },
                    "input-push-token": 1,
                    "event": "start",
                    "timestamp": 1746057600,
                    "content-state": {
                      "myAttribute": false
                    },
                    "attributes-type": "LiveActivityAttributes",
                    "attributes": {
                      "myAttribute": false
                    }
                  },
                  "headers": {
                    "apns-priority": "5"
                  }
                }
              }
            }
            """#,
            expected: [
                "apns-live-activity-ios-version /apns/payload/aps/event",
                "apns-headers-misplaced /apns/payload/headers",
            ]),

        // MARK: Backend code in Java, Kotlin, C#, Ruby, Python, Swift and Scala (audit24)

        // rails/action_push_native lib/action_push_native/service/fcm.rb (payload_from, deep_compact) for the
        // README's `ApplicationPushNotification.silent.with_data(id: 1).new`: every android.notification
        // field is nil, compacted away, and the {} that remains still makes a notification message.
        RealWorldCase(
            "backend-rails-action-push-native-silent",
            #"{"message":{"token":"fO7t3fyX-k3sgEk5Mtv6O-:APA91bH","data":{"id":"1"},"android":{"notification":{},"priority":"normal"}}}"#,
            expected: ["notification-empty /message/android/notification"]),

        // caronc/apprise apprise/plugins/fcm/__init__.py, legacy mode, for the URL fcm://APIKEY/%23alerts: the
        // notification nested in notification, and "/topics/" written before the "#alerts" that marks a topic.
        RealWorldCase(
            "backend-python-apprise-legacy-topic-hash",
            #"""
            {"notification": {"notification": {"title": "Backup finished", "body": "Nightly backup of /srv completed in 4m12s", "color": "#3AA337"}}, "to": "/topics/#alerts", "priority": "high"}
            """#,
            expected: [
                "legacy-mapping-hint (root)",
                "shape-unknown-field /notification/notification",
                "shape-detected /to",
                "legacy-topic-in-to /to",
                "legacy-top-level-keys /priority",
            ]),

        // MihaelIsaev/FCM (Vapor) Sources/FCM/FCMMessage.swift: FCMMessage(token:notification: nil, data:) gets
        // FCMApnsConfig.default, aps {"sound": "default"}, and a UUID name: a data message that only plays a sound.
        RealWorldCase(
            "backend-swift-vapor-fcm-data-message",
            #"{"message":{"name":"9B1DEB4D-3B7D-4BAD-9BDD-2B0D7B3DCB6D","data":{"type":"sync","conversationId":"8812"},"apns":{"headers":{},"payload":{"aps":{"sound":"default"}}},"token":"fO7t3fyX-k3sgEk5Mtv6O-:APA91bH"}}"#,
            expected: [
                "shape-output-only-name /message/name",
                "apns-sound-only /message/apns/payload/aps/sound",
            ]),

        // lightningkite/lightning-server server-firebase/.../FcmNotificationClient.kt (firebase-admin-java), a
        // data message (notification, ios and android null): setSound("default") when ios is null; empty webpush.
        RealWorldCase(
            "backend-kotlin-lightning-server-data-message",
            #"{"message":{"token":"fO7t3fyX-k3sgEk5Mtv6O-:APA91bH","data":{"type":"sync","collection":"orders"},"apns":{"payload":{"aps":{"sound":"default"}}},"webpush":{}}}"#,
            expected: ["apns-sound-only /message/apns/payload/aps/sound"]),

        // The same client with a notification and timeToLive = 1.days: apns-expiration is Duration.toString()
        // ("1d"), AndroidConfig.setTtl(inWholeSeconds) hands seconds to a milliseconds setter, click_action is
        // the link URL.
        RealWorldCase(
            "backend-kotlin-lightning-server-notification",
            #"""
            {"message": {"token": "fO7t3fyX-k3sgEk5Mtv6O-:APA91bH", "data": {"link": "https://app.example.com/orders/42"},
              "notification": {"title": "Order shipped", "body": "Your order #42 is on its way"},
              "android": {"priority": "high", "ttl": "86.400000000s", "notification": {"channel_id": "general", "click_action": "https://app.example.com/orders/42"}},
              "webpush": {"notification": {"title": "Order shipped", "body": "Your order #42 is on its way"}, "fcm_options": {"link": "https://app.example.com/orders/42"}},
              "apns": {"headers": {"apns-expiration": "1d"}, "payload": {"aps": {"sound": "default"}}, "fcm_options": {}}}}
            """#,
            expected: [
                "android-notification-data-hidden /message/data",
                "android-ttl-units-suspect /message/android/ttl",
                "android-notification-click-action-url /message/android/notification/click_action",
                "apns-expiration-format /message/apns/headers/apns-expiration",
            ]),

        // JuneYoungDo/EmotionTalk-Server-1 FcmMessageDto (Lombok + Jackson) at 7bc4234 "Hot Fix FCM APNs": the aps
        // field is named mutable_content; two more "HotFix FCM APNs" commits followed.
        RealWorldCase(
            "backend-java-jackson-dto-mutable_content",
            #"{"validate_only":false,"message":{"notification":{"body":"Hi"},"data":{"sender":"a","img":"https://example.com/1.png"},"token":"fO7t3fyX-k3sgEk5Mtv6O-:APA91bH","apns":{"payload":{"aps":{"mutable_content":1}}}}}"#,
            expected: ["apns-aps-key-spelling /message/apns/payload/aps/mutable_content"]),

        // KNUTICE/KNUTICE-SERVER-V2 MessageFactory + ApnsSilentPushFactory (firebase-admin-java): the "silent"
        // push keeps the Notification block beside apns-push-type background.
        RealWorldCase(
            "backend-java-knutice-silent-with-notification",
            #"""
            {"message": {"token": "fO7t3fyX-k3sgEk5Mtv6O-:APA91bH", "notification": {"title": "notice", "body": "new post"},
              "apns": {"headers": {"apns-priority": "5", "apns-push-type": "background"},
                "payload": {"event": "token_update", "aps": {"content-available": 1, "mutable-content": 1}}}}}
            """#,
            expected: [
                "apns-priority-5-alert /message/apns/headers/apns-priority",
                "apns-push-type-background-with-alert /message/apns/headers/apns-push-type",
                "apns-content-available-with-alert /message/apns/payload/aps/content-available",
            ]),

        // lichess-org/lila modules/push FirebasePush.scala (DataOnly): a badge update with data, apns-priority 10,
        // no content-available: a deliberate badge-only push, not a sound-only one.
        RealWorldCase(
            "backend-scala-lichess-badge-data",
            #"{"message":{"token":"fO7t3fyX-k3sgEk5Mtv6O-:APA91bH","data":{"lichess.type":"gameMove","lichess.iosBadge":"3"},"android":{"priority":"high"},"apns":{"headers":{"apns-priority":"10"},"payload":{"aps":{"badge":3}}}}}"#,
            expected: []),

        // MARK: iOS and web push (audit25)

        // https://github.com/Pushwoosh/pushwoosh-ios-sdk/issues/50, verbatim: the raw APNs root
        // parameters of a rich notification whose image did not show; the maintainer pointed at
        // the guide's step allowing non-secure attachment URLs, after which it showed. The
        // attachment beside aps is what the Notification Service Extension downloads, so ATS blocks
        // it as it does under apns.payload. As written, aps has nothing to show either: an alert was
        // meant (mutable-content), which apns-mutable-content-without-alert reports, not data.
        RealWorldCase(
            "pushwoosh-50-http-attachment-raw-apns",
            #"{"aps":{"mutable-content":1},"attachment":"http:\/\/iphoneislam.com\/wp-content\/uploads\/2016\/10\/Zamen_iOS10_1-590x332.jpg"}"#,
            expected: [
                "shape-detected /aps",
                "apns-mutable-content-without-alert /aps/mutable-content",
                "media-url-not-https /attachment",
            ]),
        // https://github.com/Ram2299007/enclosure_ios_2025/blob/c56d59fdd4e876bce6be17e8e36ab0e6ff74f266/backend_example/send_notification_ios_DATA_ONLY.php
        // (trimmed: 41 of the 43 data keys left out), as its json_encode sends it: a sound and a
        // badge but no alert, with the title and body in data "iOS app reads this and shows custom
        // notification". iOS shows no text; the app draws it only if iOS wakes it for
        // content-available (never after a force-quit), and no extension runs without an alert.
        RealWorldCase(
            "enclosure-sound-badge-content-available",
            #"""
            {"message":{"token":"dGkP0x7YQk2uVb3nR5sLmA:APA91bG8sD2kL4mN6pQ8rS0tU2vW4xY6zA8bC0dE2fG4hI6jK8lM0nO2pQ4rS6tU8vW0xY2zA4bC6dE8fG0hI2jK4lM6nO8pQ0rS2tU4vW6xY8zA0bC2dE4fG6hI8j","data":{"bodyKey":"chatting","title":"Enclosure","body":"Hello there"},"apns":{"headers":{"apns-priority":"10"},"payload":{"aps":{"sound":"default","badge":1,"content-available":1}}}}}
            """#,
            expected: [
                "android-data-only-normal-priority /message/data",
                "apns-background-throttled /message/apns/payload/aps/content-available",
                "apns-content-available-with-alert /message/apns/payload/aps/content-available",
            ]),
        // A reminder script's send_push (Python, as json.dumps sends it; public code found through
        // the code index, find_string id 55677769382, which does not name the repository):
        // "Data-only payload so the service worker builds the notification", with the web's
        // Urgency and no android block. A web push: android-data-only-normal-priority is advice
        // (info) for an Android app reached too, not a Doze warning. The relative link is
        // webpush-link-https's (W2).
        RealWorldCase(
            "pwa-reminder-data-only-web-push",
            #"""
            {"message": {"token": "fKq3x1Z9QeC2rV8mN0pLwE:APA91bHdW7sT2kYvX4uJ9gQ1rZ6oP3mL8nB5cV0xA2sD7fG4hJ1kL9qW3eR6tY8uI0oP2aS5dF7gH9jK1lZ3xC5vB7nM9qW1eR3tY5uI7oP9aS2dF4gH6jK8lZ0xC", "data": {"title": "\u26bd World Cup Predictor", "body": "Time to set your predictions for today!", "url": "/"}, "webpush": {"headers": {"Urgency": "high"}, "fcm_options": {"link": "/"}}}}
            """#,
            expected: [
                "android-data-only-normal-priority /message/data",
                "webpush-link-https /message/webpush/fcm_options/link",
            ]),

        // MARK: Questions and answers with their outcome (audit27)

        // https://stackoverflow.com/questions/43108133 (newbedev.com mirror), the answer's reading of
        // the question, verbatim: the Notification Service Extension never ran; the userInfo showed
        // mutable-content = 1 beside aps, sent as custom data, where iOS does not read it.
        RealWorldCase(
            "so-nse-mutable-content-in-data",
            #"""
            {
                "notification": {
                    "body" : "Eureka!",
                    "title": "Patient is not doing well"
                },

                "data": {
                    "category": "provider-body-panel",
                    "mutable-content" : true,
                    "click_action" : "provider-body-panel"
                }
            }
            """#,
            expected: [
                "routing-target-count (root)",
                "data-value-not-string /data/mutable-content",
                "data-key-apns-flag /data/mutable-content",
            ]),

        // support.kinvey.com/support/discussions/topics/12000009435, the iOSAps object of the
        // question's code as JSON.stringify writes it: the aps dictionary without "aps" around it.
        RealWorldCase(
            "kinvey-aps-dictionary-alone",
            #"{ "alert": {"title": "TITLE!", "subtitle": "Sub-Title", "body": "Test."}, "badge": 1, "sound": "notification.wav", "mutable-content": 1, "content-available": 0 }"#,
            expected: ["shape-not-a-payload (root)"]),
        // github.com/aksafan/yii2-fcm-both-api/issues/9, the maintainer's answer as the library sends
        // it: android_channel_id is the legacy name; HTTP v1 rejects it (Unknown name
        // "android_channel_id", as firebase-admin-node#258 reported) and names it channel_id.
        RealWorldCase(
            "yii2-fcm-9-android-channel-id",
            ##"{"message": {"token": "your_token", "android": {"ttl": "3600s", "priority": "normal", "notification": {"title": "Android Title", "body": "Android Description.", "icon": "stock_ticker_update", "color": "#ff0000", "android_channel_id": "123456"}}}}"##,
            expected: ["shape-unknown-field /message/android/notification/android_channel_id", "notification-android-only /message/android/notification"]),

        // stackoverflow.com/questions/71584665 (isolution.pro mirror), the answer's "notification
        // type" body, verbatim: content_available and priority inside notification. A Postman test
        // of the same body printed a userInfo with "content-available" = 1 in aps and
        // gcm.notification.priority = high beside it, so the hint carries content-available over
        // and names priority as left out.
        RealWorldCase(
            "so-71584665-content-available-in-notification",
            #"""
            {
            "to": "your_token_id",
            "notification" : {
            "title" : "FCM Notification title!",
            "body" : "FCM Notification subtext!",
            "content_available" : true,
            "priority" : "high"
            }
            }
            """#,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /to", "shape-detected /to"]),

        // MARK: What a device printed, pasted in questions (audit27)

        // support.kinvey.com/support/discussions/topics/12000009435, verbatim: Swift's print of the
        // userInfo. One invalid-json finding names it (was: "AnyHashable is a bare word").
        RealWorldCase(
            "kinvey-swift-print-userinfo",
            """
            [AnyHashable("aps"): {
                alert =     {
                    body = "Test.";
                    subtitle = "Sub-Title";
                    title = "TITLE!";
                badge = 1;
                "content-available" = 0;
                sound = "notification.wav";
            }, AnyHashable("messageId"): 1, AnyHashable("count"): 11]
            """,
            expected: ["invalid-json (root)"]),
        // stackoverflow.com/questions/1068512534 (web-dev-qa-db-ja.com mirror), verbatim: the asker's
        // "payload" is an NSDictionary description; the answer's JSON is a raw APNs payload.
        RealWorldCase(
            "so-1068512534-nsdictionary-description",
            "{aps = {\nalert = joetheman;\nsound = default;\n};}",
            expected: ["invalid-json (root)"]),
        RealWorldCase(
            "so-1068512534-answer",
            #"{"aps": {"alert": "joetheman", "sound": "default"}, "message": "Some custom message for your app", "id": 1234}"#,
            expected: ["shape-detected /aps"]),
        // A Flutter tutorial's README, verbatim: firebase_messaging 7's onMessage print after its
        // logcat prefix (was: "I is a bare word").
        RealWorldCase(
            "flutter-onmessage-dart-map",
            "I/flutter (10090): onMessage: {notification: {title: Test Title, body: Test Detail}, data: {}}",
            expected: ["invalid-json (root)"]),
        // github.com/zo0r/react-native-push-notification/issues/1859, verbatim: the onNotification
        // object console.log printed, finish() included.
        RealWorldCase(
            "rnpn-1859-console-log-function",
            #"{"data": {"1": "2", "collapse_key": "co.miaki.samplestickerappp", "from": "/topics/firebasechannel", "google.delivered_priority": "high", "google.message_id": "0:1612859326479433%278582f5278582f5", "google.original_priority": "high", "google.sent_time": 1612859326256, "google.ttl": 2419200}, "finish": [Function finish], "foreground": false, "userInteraction": true}"#,
            expected: ["invalid-json (root)"]),

        // MARK: The Admin SDKs' own test suites (audit30)

        // firebase/firebase-admin-node test/unit/messaging/messaging.spec.ts (5a203f6737ffd96e44824a22a5a9004411d088e3): "should throw given empty apns live activity token" (firebase-admin throws
        // "apns.liveActivityToken must be a non-empty string"). One error naming the empty token; a
        // blank token addresses no Live Activity, so apns-live-activity-fields no longer adds "is
        // set but apns.payload has no aps with a Live Activity event".
        RealWorldCase(
            "admin-node-test-empty-live-activity-token",
            #"{"topic": "test", "apns": {"liveActivityToken": ""}}"#,
            expected: ["apns-live-activity-token /apns/liveActivityToken"]),
        // firebase/firebase-admin-go messaging/messaging_test.go (eebb06f2a643fbb59b1cb262874a943584475128): APNSLiveActivity, a live activity token with no payload (the SDK serializes it; nothing
        // for the activity to show).
        RealWorldCase(
            "admin-go-test-live-activity-token-only",
            #"{"token": "test-token", "apns": {"live_activity_token": "live-activity-token"}}"#,
            expected: ["apns-live-activity-fields /apns/live_activity_token"]),
        // firebase/firebase-admin-go messaging/messaging_test.go (eebb06f2a643fbb59b1cb262874a943584475128): WebpushMessage's expected request. The SDK accepts silent with vibrate; the browser's
        // showNotification throws a TypeError for it (Notifications API, "create a notification").
        RealWorldCase(
            "admin-go-test-webpush-all-fields",
            #"""
            {"webpush": {"headers": {"h1": "v1", "h2": "v2"}, "data": {"k1": "v1", "k2": "v2"}, "notification": {"title": "title", "body": "body", "icon": "icon", "actions": [{"action": "a1", "title": "a1-title"}, {"action": "a2", "title": "a2-title", "icon": "a2-icon"}], "badge": "badge", "data": "data", "image": "image", "lang": "lang", "renotify": true, "requireInteraction": true, "silent": true, "tag": "tag", "timestamp": 12345, "vibrate": [100, 200, 100], "k1": "v1", "k2": "v2"}, "fcm_options": {"link": "https://link.com"}}, "topic": "test-topic"}
            """#,
            expected: ["webpush-notification-option-conflict /webpush/notification/silent"]),
        // firebase/firebase-admin-node test/unit/messaging/messaging.spec.ts (5a203f6737ffd96e44824a22a5a9004411d088e3): "All Webpush properties", sent as written. Clean.
        RealWorldCase(
            "admin-node-test-all-webpush-properties",
            #"""
            {"webpush": {"headers": {"h1": "v1", "h2": "v2"}, "data": {"k1": "v1", "k2": "v2"}, "notification": {"title": "test.title", "body": "test.body", "icon": "test.icon", "actions": [{"action": "test.action.1", "title": "test.action.1.title", "icon": "test.action.1.icon"}, {"action": "test.action.2", "title": "test.action.2.title", "icon": "test.action.2.icon"}], "badge": "test.badge", "data": {"key": "value"}, "dir": "auto", "image": "test.image", "requireInteraction": true}, "fcmOptions": {"link": "https://example.com"}}, "token": "mock-token"}
            """#,
            expected: []),
        // firebase/firebase-admin-node test/unit/messaging/messaging.spec.ts (5a203f6737ffd96e44824a22a5a9004411d088e3): "APNS contentAvailable explicitly false" serializes to an empty aps, which FCM refuses
        // without a notification to fill it ("Value of [aps] must be a non-empty dictionary").
        RealWorldCase(
            "admin-node-test-empty-aps",
            #"{"apns": {"payload": {"aps": {}}}, "token": "mock-token"}"#,
            expected: ["apns-payload-missing-aps /apns/payload/aps"]),
        // firebase/firebase-admin-java src/test/java/com/google/firebase/messaging/MessageTest.java (074d5c5634689a8376b993c466ebdf1a33b59093): testExtendedAndroidNotificationParameters' expected request; the Java SDK writes
        // visibility in lower case ("public"), which FCM takes. Lights without a channel only.
        RealWorldCase(
            "admin-java-test-extended-android",
            #"""
            {"topic": "test-topic", "notification": {"title": "title", "body": "body"}, "android": {"notification": {"title": "android-title", "body": "android-body", "ticker": "ticker", "sticky": true, "event_time": "2019-01-01T01:02:03.123000000Z", "local_only": true, "notification_priority": "PRIORITY_HIGH", "vibrate_timings": ["1s", "1.001000000s"], "default_vibrate_timings": false, "default_sound": false, "light_settings": {"color": {"red": 0.2, "green": 0.4, "blue": 0.6, "alpha": 1.0}, "light_on_duration": "1.002000000s", "light_off_duration": "1.003000000s"}, "default_light_settings": false, "visibility": "public", "notification_count": 10, "proxy": "DENY"}}}
            """#,
            expected: ["android-notification-channel-missing /android/notification"]),
        // firebase/firebase-admin-python tests/test_messaging.py (b40e7388053428be4da3ed3adf7f74c0c4a57398): test_webpush_options, a link with no top-level domain. Clean.
        RealWorldCase(
            "admin-python-test-webpush-link",
            #"{"topic": "topic", "webpush": {"fcm_options": {"link": "https://example"}}}"#,
            expected: []),
        // firebase/firebase-admin-node test/unit/messaging/messaging.spec.ts (5a203f6737ffd96e44824a22a5a9004411d088e3): "should throw given an invalid ttl: -1" (a firebase-admin object; the test's condition
        // "topic-name" is no condition expression FCM takes).
        RealWorldCase(
            "admin-node-test-negative-ttl",
            #"{"condition": "topic-name", "android": {"ttl": -1}}"#,
            expected: ["routing-condition-syntax /condition", "android-ttl-format /android/ttl"]),

        // MARK: firebase-admin objects in JavaScript and TypeScript application code (audit28)

        // An Express server's /sendGateAlert (public code found through the code index, find_string
        // id 56913851734, which does not name the repository), the sendEachForMulticast argument as
        // JSON.stringify writes it (trimmed: most android.notification flags left out):
        // `eventTimestamp: Date.now()`. firebase-admin for Node throws "android.notification.
        // eventTimestamp must be a valid `Date` object", so nothing is sent.
        RealWorldCase(
            "express-gate-alert-event-timestamp-date-now",
            #"""
            {"tokens":["fK3x9QmRTnO-Yl7vPq2aBc:APA91bGx7hN2kP4rT6vW8yZ0aB2cD4eF6gH8iJ0kL2mN4oP6qR8sT0uV2wX4yZ6aB8cD0eF2gH4iJ6kL8mN0oP2qR4sT6uV8wX0yZ2aB4cD6eF8gH0iJ2kL4mN6oP8qR0sT2uV4wX6yZ8aB0cD2eF4g"],"notification":{"title":"🚨 Gate 12","body":"Gate is now closed"},"android":{"priority":"high","notification":{"channelId":"railway_alerts","priority":"max","visibility":"public","sound":"default","eventTimestamp":1764236400000,"tag":"12"}},"data":{"gateId":"12","status":"closed","track":"up","click_action":"FLUTTER_NOTIFICATION_CLICK"}}
            """#,
            expected: [
                "android-notification-event-time /android/notification/eventTimestamp",
                "android-notification-data-hidden /data",
            ]),
        // An Express server's /send-noti (code index, find_string id 3538205160): Notifee's FCM
        // pattern, the notification as JSON in data.notifee for the background handler to pass to
        // displayNotification, sent with sendMulticast and no android block. Normal priority: React
        // Native Firebase does not run the background handler for it until the device leaves Doze
        // ("you must set the priority to high on Android"). Was: no finding (only notifee_options
        // and title/body counted as data the app draws).
        RealWorldCase(
            "express-notifee-data-only-multicast-normal-priority",
            #"""
            {"data":{"notifee":"{\"body\":\"This message was sent via FCM!\",\"android\":{\"channelId\":\"default\",\"largeIcon\":\"https://firebasestorage.googleapis.com/v0/b/dukanfiba.appspot.com/o/images%2FshopImages%2F-NWDYgcOggK8JILReyRt?alt=media&token=58ede0d3-7b8a-4e51-8228-fd35660bc49e\",\"actions\":[{\"title\":\"Mark as Read\",\"pressAction\":{\"id\":\"read\"}}]}}"},"tokens":["fK3x9QmRTnO-Yl7vPq2aBc:APA91bGx7hN2kP4rT6vW8yZ0aB2cD4eF6gH8iJ0kL2mN4oP6qR8sT0uV2wX4yZ6aB8cD0eF2gH4iJ6kL8mN0oP2qR4sT6uV8wX0yZ2aB4cD6eF8gH0iJ2kL4mN6oP8qR0sT2uV4wX6yZ8aB0cD2eF4g"]}
            """#,
            expected: [
                "android-data-only-normal-priority /data",
            ]),
        // A Cloud Function (firebase-functions v1, Realtime Database trigger) sending an SOS alert to
        // the admin_sos topic (code index, read_file id 71602352962): `ttl: 60 * 60 * 24, // 24 hours`
        // is 86.4 seconds in firebase-admin's milliseconds, and interruption-level critical needs
        // Apple's entitlement. Both verdicts right before audit28; kept as a regression case.
        RealWorldCase(
            "cloud-function-sos-ttl-seconds-critical",
            #"""
            {"topic":"admin_sos","notification":{"title":"🚨 SOS","body":"สถานการณ์: เหตุฉุกเฉินน้ำท่วม"},"data":{"type":"sos_emergency","sosId":"-Nx1","click_action":"FLUTTER_NOTIFICATION_CLICK"},"android":{"priority":"high","ttl":86400,"notification":{"channelId":"sos_emergency_channel","priority":"max","sound":"default","defaultVibrateTimings":true,"visibility":"public","color":"#FF0000"}},"apns":{"payload":{"aps":{"alert":{"title":"🚨 SOS","body":"สถานการณ์: เหตุฉุกเฉินน้ำท่วม"},"sound":"default","badge":1,"interruption-level":"critical"}}}}
            """#,
            expected: [
                "android-notification-data-hidden /data",
                "android-ttl-units-suspect /android/ttl",
                "apns-critical-entitlement /apns/payload/aps/interruption-level",
            ]),

        // MARK: Migrations from the legacy API to HTTP v1 (audit29)

        // https://github.com/armandoxxx/AngularWithCordova/blob/18b47cf6cc768f92afa035140b4820a901d3c63f/MobileApp/README.md
        // "ANDROID ONLY", verbatim: a v1 body the README documents as working, with a trailing comma after
        // click_action. FCM's parser (protobuf's JsonStreamParser) reads it: a warning, and the message is
        // linted as FCM reads it (a data-only message the plugin draws, at normal priority).
        RealWorldCase(
            "migration-trailing-comma-readme",
            #"""
            {   
                "message": {
                    "topic":"user_topic",
                    "android": {
                        "data": {
                           "title": "title Android x",
                           "body": "body andorid x",
                           "count": "5",
                           "force-start": "1",
                           "click_action": "com.adobe.phonegap.push.background.MESSAGING_EVENT",
                        }
                    }
                }
            }
            """#,
            expected: [
                "json-trailing-comma /message/android/data",
                "android-data-only-normal-priority /message/android",
            ]),

        // https://github.com/maidanhcongtu/fcm-notify/blob/HEAD/public/reference-file.md "json format message
        // simple": // comments besides the trailing comma. FCM's parser reads no comments: each is
        // invalid-json's error; the message is then read with them blanked, and the comma is what
        // FCM reads once they are removed (json-trailing-comma's warning; before: a third
        // invalid-json error).
        RealWorldCase(
            "migration-comments-and-trailing-comma",
            #"""
            {
              "message":{
                //"token" : "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...",
                // or
                "topic" : "<Your topic>",
                "notification" : {
                  "body" : "This is an FCM notification message!",
                  "title" : "FCM Message",
                  }
               }
            }
            """#,
            expected: [
                "invalid-json /message",
                "invalid-json /message",
                "json-trailing-comma /message/notification",
            ]),

        // https://github.com/esl/MongoosePush/issues/123: the v1 body MongoosePush 2.0.0-alpha.4 sent; FCM
        // answered 400 "Invalid value at 'message.android.data[2].value' (TYPE_STRING), 1".
        RealWorldCase(
            "migration-mongoosepush-android-data-number",
            #"""
            {"message":{"android":{"data":{"last-message-body":"1250","last-message-sender":"user@example.com","message-count":1},"notification":{},"priority":"HIGH"},"data":{},"notification":{},"token":"secret-token"}}
            """#,
            expected: [
                "data-value-not-string /message/android/data/message-count",
                "notification-empty /message/notification",
                "android-notification-data-hidden /message/android/data",
            ]),

        // https://github.com/firebase/quickstart-ios/issues/750: a body migrated to HTTP v1, verbatim but for
        // the redacted token. FCM accepted it (trailing commas and all: "Everything is working fine on
        // Android"), and the iOS Notification Service Extension was not invoked: mutable_content and
        // content_available sit beside aps (fixed inside aps, firebase/firebase-ios-sdk#3368).
        RealWorldCase(
            "migration-flags-beside-aps",
            #"""
            {
              "message": {
                "token": "TOKEN",
                "notification": {
                  "title": "",
                  "body": "Notification"
                },
                "android": {
                  "notification": {
                    "click_action": "android.intent.action.MAIN"
                  }
                },
                "apns": {
                  "headers": {
                    "apns-priority": "10",
                  },
                  "payload": {
                    "aps": {
                      "badge": 1
                    },
                              "mutable_content": 1,
                      "content_available" : 1,
                    "data": {
                      "title": "",
                      "body": "",
                      "image": "",
                    }
                  }
                }
              }
            }
            """#,
            expected: [
                "json-trailing-comma /message/apns/headers",
                "json-trailing-comma /message/apns/payload/data",
                "apns-flag-outside-aps /message/apns/payload/mutable_content",
                "apns-flag-outside-aps /message/apns/payload/content_available",
            ]),

        // https://github.com/firebase/firebase-admin-node/issues/2180: a TopicMessage with the legacy
        // notification.clickAction; FCM answered 'Unknown name "clickAction" at 'message.notification''.
        RealWorldCase(
            "migration-admin-click-action",
            #"""
            {
              "topic": "myTopic",
              "data": {"somData": "myData"},
              "notification": {"title": "title", "body": "body", "clickAction": "FLUTTER_NOTIFICATION_CLICK"},
              "apns": {"payload": {"aps": {"alert": {"title": "title", "body": "body"}}}}
            }
            """#,
            expected: [
                "notification-legacy-keys /notification/clickAction",
            ]),

        // MARK: Apps that send FCM from the device

        // https://github.com/nknorg/nMobile (D-Chat, Flutter), FireBaseMessaging.createFCMPayload in the app's
        // firebase messaging helper, as jsonEncode writes it: posted to the legacy https://fcm.googleapis.com/fcm/send with a server key, yet it
        // carries HTTP v1 android/apns/webpush blocks beside the legacy "to". Linted as the HTTP v1 message
        // those blocks belong to; "to" is named twice (a legacy field v1 rejects, and the mixed shape).
        RealWorldCase(
            "device-nmobile-legacy-to-with-v1-blocks",
            #"""
            {"to":"cpS5pduEJE-xj5tFfTyRcC:APA91bGPIWCBhDjXiZwxSXnTpyVvTAJq-Hg2439DbV7DrLMIaBWM067YXU1jevv48knUDN_xqEkbbu94sJU6JQbEECwLdCH4nfRL5e5UtTN5iqb0vmsKqUbjsvKJqyoUNdU_5sLll8QA","notification":{"title":"title","body":"content"},"android":{"priority":"normal"},"apns":{"headers":{"apns-priority":"5"}},"webpush":{"headers":{"Urgency":"high"}}}
            """#,
            expected: [
                "legacy-mapping-hint (root)",
                "legacy-top-level-keys /to",
                "shape-mixed /to",
                "apns-priority-5-alert /apns/headers/apns-priority",
            ]),

        // https://github.com/Mahmoudtarek59/learn lib/ui/screens/send_fcm_screen.dart (5c374d28), the map
        // dio posts to the legacy fcm/send: legacy notification.sound beside an HTTP v1 android block.
        // Read as the HTTP v1 message it half is, notification.sound is rejected there; notification_priority
        // without channel_id is decided by the default channel on Android 8+.
        RealWorldCase(
            "device-dio-legacy-to-with-android-block",
            #"""
            {"to":"dtjxir9JRxGoQ1e_2EGSIC:APA91bEW7RZzfEJynw6YcdJiZvHKLkLAhcFu5ZTVExXAZS17J6UZuE1u9AzktCIc2zqyKqoqJc1lM4w5iGCIMD3w36Fstr1eDzSUzKRsvEGTVNwGY108OHzdTH2eXi31KLD8-saipSlP","notification":{"title":"send from api","body":"body","sound":"default"},"android":{"priority":"HIGH","notification":{"notification_priority":"PRIORITY_MAX","sound":"default","default_sound":true,"default_vibrate_timings":true,"default_light_settings":true}},"data":{"type":"order","id":"87","click_action":"FLUTTER_NOTIFICATION_CLICK"}}
            """#,
            expected: [
                "legacy-mapping-hint (root)",
                "legacy-top-level-keys /to",
                "shape-mixed /to",
                "notification-legacy-keys /notification/sound",
                "android-notification-channel-missing /android/notification",
                "android-notification-data-hidden /data",
            ]),

        // https://github.com/youssef447/Geo-Pulse lib/geo_pulse/features/notification_serevice/models/
        // notification_payload.dart (429f8ba5), the HTTP v1 body a Flutter app builds: aps spells
        // content_available with an underscore (APNs reads only content-available), and jsonEncode writes
        // the optional attendanceRequestId as null, which data (map<string, string>) cannot hold.
        RealWorldCase(
            "device-geopulse-aps-underscore-null-data",
            #"""
            {"message":{"token":"FCM_TOKEN","apns":{"payload":{"aps":{"content_available":true,"alert":{"title":"title","body":"body"},"sound":"default"}}},"data":{"click_action":"FLUTTER_NOTIFICATION_CLICK","Arabic_Title":"عنوان","English_Title":"Title","Arabic_Body":"نص","English_Body":"Body","Attendance_Request_Id":null}}}
            """#,
            expected: [
                "apns-aps-key-spelling /message/apns/payload/aps/content_available",
                "data-value-not-string /message/data/Attendance_Request_Id",
            ]),

        // MARK: IoT and home automation (audit31)

        // https://github.com/openhab/openhab-cloud/blob/5c128d59a22a85fd3535e12f8a367756a5d3f475/src/lib/push/fcm.provider.ts
        // buildMessage(): the firebase-admin MulticastMessage openHAB Cloud (myopenHAB) sends for a
        // notification with a title and a reference-id (payload values illustrative). The title is
        // spread into aps beside alert, so iOS shows the body without it.
        RealWorldCase(
            "openhab-cloud-title-in-aps",
            #"""
            {
              "tokens": ["eX4mPl3t0k3n:APA91bHexampletokenexampletokenexampletokenexampletoken"],
              "data": {
                "message": "Front door opened", "title": "Security", "icon": "door", "severity": "high",
                "reference-id": "frontdoor", "type": "notification",
                "persistedId": "6650f1c2e4b0a1b2c3d4e5f6", "timestamp": "1716580000000"
              },
              "android": {"priority": "high", "collapseKey": "frontdoor"},
              "apns": {
                "payload": {
                  "aps": {
                    "mutable-content": 1,
                    "badge": 0,
                    "alert": {"body": "Front door opened"},
                    "sound": "default",
                    "title": "Security"
                  }
                },
                "headers": {"apns-collapse-id": "frontdoor"}
              }
            }
            """#,
            expected: [
                "apns-badge-zero /apns/payload/aps/badge",
                "apns-aps-unknown-key /apns/payload/aps/title",
            ]),
        // Airship's Push API body, from the urbanairship Python library's README
        // (https://pypi.org/project/urbanairship/, "Broadcast to iOS and Android devices"), as
        // push.send() serializes it: read as an FCM message it drew routing-target-count and
        // shape-unknown-field errors for a body Airship accepts.
        RealWorldCase(
            "airship-python-broadcast",
            #"{"audience": "all", "notification": {"ios": {"alert": "Hello iOS"}, "android": {"alert": "Hello Android"}}, "device_types": ["ios", "android"]}"#,
            expected: ["shape-other-push-service /audience"]),
        RealWorldCase(
            "airship-python-or-audience",
            #"{"audience": {"OR": [{"alias": "adam"}, {"ios_channel": "some_ios_channel"}]}, "notification": {"alert": "Hello"}, "device_types": ["ios"]}"#,
            expected: ["shape-other-push-service /audience"]),
        // Braze's /messages/send test body from its iOS push testing page
        // (https://www.braze.com/docs/developer_guide/platform_integration_guides/legacy_sdks/ios/push_notifications/testing):
        // shape-not-a-payload's error before; Braze builds the APNs payload from apple_push.
        RealWorldCase(
            "braze-messages-send-apple-push",
            #"{"external_user_ids":["EXTERNAL_USER_ID"], "messages": {"apple_push": {"alert":"Test push", "extra": {"YOUR_KEY1":"YOUR_VALUE1"}}}}"#,
            expected: ["shape-other-push-service /messages/apple_push"]),

        // https://gist.github.com/abarisain/91ff0812e65cfcb85b3a9195a0f76622 (BatchClientPush), the
        // Batch Transactional API body it sends: seven false errors before (shape-envelope for
        // group_id, recipients, custom_payload and sandbox, routing-target-count, two unknown
        // fields); Batch builds the FCM and APNs messages from it.
        RealWorldCase(
            "batch-transactional-send",
            #"{"group_id": "tests", "recipients": {"custom_ids": ["foo"], "tokens": ["<raw_token>"]}, "message": {"title": "iOS Push", "body": "🎺 Batch's working! 📱"}, "custom_payload": "{\"aps\":{\"badge\":7}}", "sandbox": false}"#,
            expected: ["shape-other-push-service /recipients"]),

        // MARK: Cross-platform app frameworks (audit36)

        // https://github.com/MicrosoftDocs/xamarin-docs/issues/2003, verbatim: a Xamarin app's data
        // message to " / topics / All", which "OnMessageReceived" never got. The legacy API took a
        // topic in "to" only as "/topics/<name>" and read this as a registration token; the
        // mapping hint wrote it into "token" and nothing said so.
        RealWorldCase(
            "xamarin-docs-2003-spaced-topic-path",
            #"""
            {
              "to": " / topics / All",
              "priority": "high",
              "data": {
                "license_status": "5"
              }
            }
            """#,
            expected: [
                "legacy-mapping-hint (root)", "shape-detected /to", "legacy-topic-in-to /to", "legacy-top-level-keys /priority",
            ]),
        // https://github.com/dpa99c/cordova-plugin-firebasex/issues/397, verbatim: a legacy "to" with
        // an HTTP v1 apns block whose aps says content_available (APNs reads content-available),
        // the plugin README's top-level "name" beside; iOS showed nothing in the background.
        RealWorldCase(
            "firebasex-397-to-with-apns",
            #"""
            {
              "name": "my_notification",
              "notification": {
                "body": "Notification body",
                "title": "Notification title"
              },
              "apns": {
                "payload": {
                  "aps": {
                    "content_available": 1,
                    "badge": 1,
                    "sound": "default"
                  }
                }
              },
              "to": "dl_DL5xan0VVqawoD9-VED:APA91bFiu46KBEg-dGgxYIXu08UncUYDHM-B6ehyPzmLqFIGTbH3bsKkgMe1-rqnWT3WXt0owLXWEWHw7CWkZzQqKZDOCYRxCXscj_cw0iamBAzVAJ6tqxjYq1TU5et_TdHXoxE2a9QT",
              "priority": "high",
              "restricted_package_name": ""
            }
            """#,
            expected: [
                "legacy-mapping-hint (root)", "shape-output-only-name /name", "apns-aps-key-spelling /apns/payload/aps/content_available",
                "legacy-top-level-keys /to", "shape-mixed /to", "legacy-top-level-keys /priority",
                "legacy-top-level-keys /restricted_package_name",
            ]),
        // dpa99c/cordova-plugin-firebasex-test (commit 6b416f27820129a0526acd02a8850748225fd75f)
        // messages/data_notification.json, verbatim (scripts/sendMessage.js adds the token): an
        // android.notification with only a channel. The repository's own capture of it
        // (payload_examples/android/background/data_notification.json: messageType
        // "notification", tap "background") shows Android posted a notification and handed the
        // data over only on the tap, as notification-empty says.
        RealWorldCase(
            "firebasex-test-data-notification",
            #"""
            {
              "name": "data_notification",
              "data" : {
                "notification_body" : "Data message body",
                "notification_title": "Data message title",
                "notification_foreground": "true",
                "key_1" : "Data for key one"
              },
              "android": {
                "notification": {
                  "channel_id": "fcm_default_channel"
                }
              }
            }
            """#,
            expected: ["routing-target-count (root)", "shape-output-only-name /name", "notification-empty /android/notification"]),

        // MARK: CMS, e-commerce and framework plugins (audit35)

        // https://github.com/moodle/devdocs/blob/33a12602bb08607a7b2b1e8c6b222860696877c7/docs/moodleapp/development/custom-push-notifications.md
        // (verbatim, the first curl command): a request to AirNotifier, the push server Moodle
        // runs for its app, which builds the FCM HTTP v1 message from it. Two false errors
        // before (shape-unknown-field for "device" and "extra").
        RealWorldCase(
            "moodle-airnotifier-curl",
            #" curl AIRNOTIFIER_URL/api/v2/push -X POST -H "X-AN-APP-NAME: APP_ID" -H "X-AN-APP-KEY: AIRNOTIFIER_ACCESS_KEY" --data '{"device": "android-fcm", "token": "DEVICE_TOKEN",  "extra": {"processor" : "moodle", "notification": 1, "subject": "Title test", "fullmessage": "Message test"}}'"#,
            expected: ["shape-other-push-service /device"]),

        // https://github.com/muraliwebworld/push-notification-plugin-for-wordpress-websites/blob/27f520aa9c0e1c8b96760c698168e0080c701648/public/pnfpb_send_notification_routines/pnfpb_firebase_httpv1_notification/pnfpb_firebase_httpv1_notification.php
        // (trimmed: the android, apns and data blocks left out), the WordPress plugin's HTTP v1
        // body for a private message with its "renotify" option on and "replace" off: the list
        // of action buttons under the singular "action" (no button shown; missed before) and
        // renotify with an empty tag (the browser throws and shows nothing).
        RealWorldCase(
            "wordpress-pnfpb-webpush-action-renotify",
            #"{"message":{"token":"eYb1Cc2Dd3Ee-4Ff5Gg6Hh7:APA91bI8jJ9kK0lL1mM2nN3oO4pP5qQ6rR7sS8tT9uU0vV1wW2xX3yY4zZ5aA6bB7cC8dD9eE0fF1gG2hH3iI4jJ5kK6l","notification":{"title":"New message from Jane","body":"Are we still on for tomorrow?"},"webpush":{"notification":{"title":"New message from Jane","body":"Are we still on for tomorrow?","icon":"https:\/\/community.example.com\/wp-content\/uploads\/avatars\/7\/avatar-bpfull.jpg","link":"https:\/\/community.example.com\/members\/john\/messages\/","action":[{"action":"close_notification","title":"Dismiss"},{"action":"read_more","title":"Read More"}],"tag":"","renotify":true},"fcm_options":{"link":"https:\/\/community.example.com\/members\/john\/messages\/"}}}}"#,
            expected: [
                "webpush-notification-option-spelling /message/webpush/notification/action",
                "webpush-notification-option-conflict /message/webpush/notification/renotify",
            ]),

        // https://github.com/symfony/symfony/blob/3788ca4eb08a0365b902d876677dc6c5daef3e3b/src/Symfony/Component/Notifier/Bridge/Firebase/Tests/Notification/IOSNotificationTest.php
        // (testIOSNotificationWithAllOptions: IOSNotification::toArray, wrapped in "message" as the
        // HTTP v1 transport sends it): FCM's legacy body_loc_key and body_loc_args written into
        // aps.alert were unknown keys ("iOS does not use it") while title_loc_key was named as
        // title-loc-key; now both are named with Apple's key (loc-key, loc-args).
        RealWorldCase(
            "symfony-notifier-ios-notification",
            #"{"message":{"notification":{"title":"New Title","body":"New Body"},"data":{"custom":"data"},"apns":{"payload":{"aps":{"sound":"default","badge":"5","category":"OPEN_ACTIVITY","alert":{"subtitle":"Test Subtitle","body_loc_key":"body_key","body_loc_args":["arg1","arg2"],"title_loc_key":"title_key","title_loc_args":["title_arg1","title_arg2"]}}}},"topic":"device_token"}}"#,
            expected: [
                "apns-badge-invalid /message/apns/payload/aps/badge",
                "apns-alert-key-spelling /message/apns/payload/aps/alert/body_loc_key",
                "apns-alert-key-spelling /message/apns/payload/aps/alert/body_loc_args",
                "apns-alert-key-spelling /message/apns/payload/aps/alert/title_loc_key",
                "apns-alert-key-spelling /message/apns/payload/aps/alert/title_loc_args",
            ]),
        // MARK: Client SDK test suites and the captures they describe (audit38)

        // The push event's data a web app's service worker parses (event.data.json()), as the
        // Firebase JS SDK's own test feeds it: DISPLAY_MESSAGE in
        // https://github.com/firebase/firebase-js-sdk/blob/6f865964baf5b4bd23b077fecec1028434a7387e/packages/messaging/src/listeners/sw-listeners.test.ts#L79
        // (TEST_LINK written out). Read as a message it drew seven findings, six of them errors
        // (routing-target-count, shape-unknown-field for from, fcmMessageId, productId and
        // fcmOptions.link, legacy-top-level-keys for collapse_key) for what a browser received.
        RealWorldCase(
            "firebase-js-sdk-sw-display-message",
            #"{"notification": {"title": "title", "body": "body"}, "fcmOptions": {"link": "https://localhost:9876/test-link.org"}, "from": "from", "collapse_key": "collapse", "fcmMessageId": "mid", "productId": 123}"#,
            expected: ["shape-detected /fcmMessageId"]),
        // The same form with click_action, which the SDK turns into fcmOptions.link
        // (packages/messaging/src/helpers/externalizePayload.test.ts#L25 at the commit above): it
        // was read as a legacy body (collapse_key), four errors.
        RealWorldCase(
            "firebase-js-sdk-internal-click-action",
            #"{"notification": {"title": "title", "body": "body", "image": "image", "icon": "icon", "click_action": "https://www.self_orgin.com"}, "from": "from", "collapse_key": "collapse", "fcmMessageId": "mid", "productId": 123}"#,
            expected: ["shape-detected /fcmMessageId"]),
        // A web push capture from a Home Assistant integration's notes on a grill vendor's app
        // ("Captured 2026-05-02 from a temp-deviation alert"; find_string id 54510177247),
        // verbatim: priority, notification, data, from, fcmMessageId. It was read as a legacy
        // body (priority) with errors for from and fcmMessageId.
        RealWorldCase(
            "web-push-event-grill-alert",
            #"""
            {
              "priority": "normal",
              "notification": {
                "title": "Furnace Temperature",
                "body":  "Furnace temperature is 225 ℉"
              },
              "data": {
                "screen": "DeviceMain",
                "params": "{\"deviceId\":\"<id>\",\"deviceHardwareSpecificationsId\":5,\"deviceSoftwareSpecificationsId\":60,\"deviceName\":\"<name>\"}"
              },
              "from": "225981028998",
              "fcmMessageId": "..."
            }
            """#,
            expected: ["shape-detected /fcmMessageId"]),
        // A console message for the local time zone as the Firebase iOS SDK's test hands it over,
        // without aps (testContextualLocalNotification in
        // https://github.com/firebase/firebase-ios-sdk/blob/eed63a35a90dbd46184ca1a6afeb144ee783b5fd/FirebaseMessaging/Tests/UnitTests/FIRMessagingHandlingTest.m#L171):
        // gcm.message_id is the key the iOS SDK reads (FIRMessagingConstants.m); it was named
        // "a key of a message as an Android device receives it" and read as Android extras.
        RealWorldCase(
            "firebase-ios-sdk-contextual-without-aps",
            #"{"gcm.message_id": "1566515531281975", "gcm.n.e": 1, "gcm.notification.body": "Local time zone message!", "gcm.notification.title": "Hello", "gcms": "gcm.gmsproc.cm", "google.c.a.c_id": "5941428497527920876", "google.c.a.e": 1, "google.c.a.ts": 1566565920, "google.c.a.udt": 1}"#,
            expected: ["shape-detected /gcm.message_id"]),
        // Intent extras from the Firebase Android SDK's DisplayNotificationRoboTest
        // (https://github.com/firebase/firebase-android-sdk/blob/a089298ed9e08681ad8d17c0f41112824ec43a96/firebase-messaging/src/test/java/com/google/firebase/messaging/DisplayNotificationRoboTest.java#L452):
        // link and link_android; the SDK opens link_android. Already right: a capture, no finding.
        RealWorldCase(
            "firebase-android-sdk-link-android-extras",
            #"{"gcm.n.link": "https://www.google.com", "gcm.n.link_android": "https://www.android.com", "timestamp": "12345", "key1": "value1", "key2": "value2"}"#,
            expected: ["shape-detected /gcm.n.link"]),
        // DisplayNotificationRoboTest.testImage at the commit above (#L809): the extras hold
        // gcm.n.image, the key DisplayNotification downloads (MessageNotificationKeys.IMAGE_URL),
        // served by TestImageServer as "http://localhost:" + port + path (the port is picked at run
        // time; 41234 stands for it). Robolectric downloads it; a device on Android 9 or later
        // blocks cleartext unless the app allows it. capture-media-not-https read only the old
        // spelling, gcm.notification.image, and was silent.
        RealWorldCase(
            "firebase-android-sdk-gcm-n-image-http",
            #"{"gcm.n.image": "http://localhost:41234/gcm_icon"}"#,
            expected: ["shape-detected /gcm.n.image", "capture-media-not-https /gcm.n.image"]),
        // FIRMessagingAnalyticsTest's userInfo with content-available as the string "1"
        // (https://github.com/firebase/firebase-ios-sdk/blob/eed63a35a90dbd46184ca1a6afeb144ee783b5fd/FirebaseMessaging/Tests/UnitTests/FIRMessagingAnalyticsTest.m#L191):
        // the warning stands, but it said "firebase-admin drops any other value" of what the
        // device had received; it now says what the device got.
        RealWorldCase(
            "firebase-ios-sdk-content-available-string",
            #"{"aps": {"content-available": "1"}, "gcm.message_id": "0:1522880049414338%944841cd944841cd", "google.c.a.e": "1", "google.c.a.ts": "1522880044", "google.c.a.udt": "0"}"#,
            expected: ["shape-detected /gcm.message_id", "apns-content-available-value /aps/content-available"]),
        // FlutterFire's RemoteMessage map from its platform-interface test
        // (https://github.com/firebase/flutterfire/blob/09d423b800a966fead9eba1f4bdbc322d2720335/packages/firebase_messaging/firebase_messaging_platform_interface/test/remote_message_test.dart#L16;
        // sentTime is DateTime.now() there, a fixed instant here): a capture received on iOS, whose
        // note called it "a react-native-firebase RemoteMessage".
        RealWorldCase(
            "flutterfire-remote-message-map",
            #"{"senderId": "senderId", "category": "category", "actionIdentifier": "actionIdentifier", "collapseKey": "collapseKey", "contentAvailable": true, "data": {"via": "FlutterFire Cloud Messaging!!!", "count": 1}, "from": "from", "messageId": "messageId", "messageType": "messageType", "mutableContent": true, "notification": {"title": "Hello FlutterFire!", "body": "This notification was created from unit tests!"}, "sentTime": 1700000000000, "threadId": "threadId", "ttl": 30000}"#,
            expected: ["shape-detected /messageId"]),
        // MARK: Engagement vendors (audit37)

        // CleverTap's send-push API (POST https://api.clevertap.com/1/send/push.json), a notes
        // file's curl "with DeviceId" (found by the string "1/send/push.json"), which its author
        // reports delivered: read as a legacy body by its "to", it drew legacy-top-level-keys and
        // an unknown-field error for "content", and a mapping hint that put the identity object in
        // "token"; CleverTap builds the FCM and APNs messages from it.
        RealWorldCase(
            "clevertap-send-push-objectid",
            #"{"to": {"objectId": ["-vd4c1f82c048c49e6ba9ab611de4aa4c7"]}, "content": {"title": "Hey Device Homer", "body": "This is a test push notification with image and custom params.", "platform_specific": {"android": {"large_icon": "https://utsav.gov.in/public/festival_top/1659608853.jpg", "wzrk_cid": "vdp_ring_channel_id", "background_image": "https://utsav.gov.in/public/festival_top/1659608853.jpg"}, "ios": {"sound_file": "ring_sound.wav", "mutable-content": "true", "ct_mediaUrl": "https://i0.wp.com/www.dogwonder.co.uk/wp-content/uploads/2009/12/tumblr_ku2pvuJkJG1qz9qooo1_r1_400.gif?resize=320%2C320"}}, "params": {"foo": "bar", "baz": 123}}}"#,
            expected: ["shape-other-push-service /to"]),
        // The same API from a Node script (axios) that mixed in create-campaign fields: ten false
        // errors before (legacy-top-level-keys, unknown fields for name, where, ttl, content, …).
        RealWorldCase(
            "clevertap-send-push-campaign-fields",
            #"{"to":{"Identity":["+919553014924"]},"name":"My API Campaign","estimate_only":true,"target_mode":"push","where":{"event_name":"Charged","from":20250707,"to":20350303},"respect_frequency_caps":false,"ttl":{"ttl_type":"absolute","value":202207200000},"content":{"title":"Hi!","body":"How are you doing today?","platform_specific":{"android":{"enable_rendermax":true,"wzrk_cid":"Marketing","default_sound":true,"Key":"Value_android"}}},"devices":["android"],"users_limit_overall":101,"when":{"type":"now","delivery_timezone":"user","user_timezone_wrap_around":true}}"#,
            expected: ["shape-other-push-service /to"]),
        // MoEngage's Push API sample (https://moengage.com/docs/api/transactional/send-push-notification):
        // shape-not-a-payload's error before.
        RealWorldCase(
            "moengage-push-api-sendpush",
            #"{"appId": "{{your Workspace ID}}", "campaignName": "{{your campaign name}}", "signature": "{{Signature}}", "requestType": "push", "targetPlatform": ["ANDROID"], "targetAudience": "User", "targetUserAttributes": {"attribute": "USER_ATTRIBUTE_USER_EMAIL", "comparisonParameter": "is", "attributeValue": "[email protected]"}, "payload": {"ANDROID": {"message": "message", "title": "title"}}, "campaignDelivery": {"type": "soon"}}"#,
            expected: ["shape-other-push-service /payload"]),
        // Customer.io's POST /v1/send/push body, customerio-node test/api.ts ("#sendPush: without
        // custom payload"): shape-not-a-payload's error before.
        RealWorldCase(
            "customerio-send-push-title",
            #"{"identifiers":{"id":"2"},"transactional_message_id":1,"title":"This is a test","message":"Hi there!","message_data":{"foo":"bar"}}"#,
            expected: ["shape-other-push-service /title"]),
        // A CleverTap push's data map as an app logged it (a FirebaseMessagingService comment,
        // found by the string "wzrk_acct_id"): shape-not-a-payload's error before; the device
        // got it, and CleverTap's SDK builds the notification from nt and nm.
        RealWorldCase(
            "clevertap-android-data-map",
            #"{"wzrk_acct_id":"449-8Z6-Z96Z","wzrk_push_amp":"false","nt":"hi 3","wzrk_pivot":"wzrk_default","wzrk_cid":"fluttertest","wzrk_ck":"1830782930","wzrk_bi":"2","wzrk_bc":"","wzrk_rnv":"false","wzrk_pn":"true","wzrk_id":"0_0","wzrk_ttl":"1695917182","wzrk_dt":"FIREBASE","nm":"test 3"}"#,
            expected: ["shape-detected /wzrk_acct_id"]),
        // CleverTap's pt_progress Live Update reference ("the same shape the backend sends"):
        // wzrk_* wrapper keys around a data object of template keys and arrays; thirteen false
        // errors before (no target, an unknown field per wrapper key, data values not strings).
        RealWorldCase(
            "clevertap-pt-progress-live-update",
            ##"{"wzrk_la": "true", "wzrk_activityId": "order_A1234", "wzrk_la_event": "update", "wzrk_cid": "live_updates_channel", "wzrk_pn": "true", "wzrk_rnv": "true", "wzrk_id": "<BE-assigned>", "wzrk_pid": "<BE-assigned>", "wzrk_acct_id": "<your account id>", "data": {"pt_id": "pt_progress", "pt_title": "Order #A1234", "pt_msg": "Out for delivery", "pt_progress": "66", "pt_progress_segments": [{"length": 33, "color": "#4CAF50"}, {"length": 67, "color": "#48484A"}], "wzrk_acts": [{"id": "track", "l": "Track order", "dl": "https://clevertap.com/track", "ac": false}]}}"##,
            expected: ["shape-detected /wzrk_pn"]),
        // A MoEngage push's data map passed to its SDK (MoEngage's Capacitor sample, passFCMPayload).
        RealWorldCase(
            "moengage-android-data-map",
            #"{ "gcm_activityName": "com.example.hello.MainActivity", "gcm_notificationType": "normal notification", "moe_cid_attr": "{\"moe_campaign_id\":\"000000000000000041115247\"}", "push_from": "moengage", "gcm_alert": "basic", "gcm_title": "basic notification", "gcm_campaign_id": "000000000000000041115247_L_", "moe_channel_id": "moe_default_channel" }"#,
            expected: ["shape-detected /push_from"]),
        // Iterable's React Native SDK docs, getLastPushPayload's output on Android (itbl a JSON string).
        RealWorldCase(
            "iterable-react-native-last-push-payload",
            #"{"requestCode": 2073073108, "title": "Get ready for summer!", "itbl": "{\"defaultAction\":{\"type\":\"openApp\"},\"campaignId\":1357094,\"isGhostPush\":false,\"messageId\":\"b01f6c699af047579e8647e5176246bc\",\"templateId\":1887105}", "body": "Stop by your local store for big summer savings.", "promotion": "summer sale", "actionIdentifier": "tellMeMore"}"#,
            expected: ["shape-detected /itbl"]),
        // A Salesforce Marketing Cloud push as MCCordovaPlugin's opened listener got it (a Cordova
        // app's comment, found by the string "_sid": "SFMC").
        RealWorldCase(
            "sfmc-cordova-opened-values",
            #"{"key2": "key2", "_h": "0z5l1yoCXzYdOLvR9K/CCwAAAAAA", "_m": "NDIyOjExNDow", "url": "https://www.yahoo.co.jp/", "_r": "7ce633b2-bc49-4a9c-9b9e-58d58eaa3c66", "type": "openDirect", "title": "cordova test1225-15", "key1": "key1", "_sid": "SFMC", "_od": "https://www.yahoo.co.jp/", "alert": "cordova test1225-15", "_mt": 1}"#,
            expected: ["shape-detected /_sid"]),
        // MoEngage's Flutter plugin tests (pushCampaignPayload, found by the string
        // "push_from": "moengage"): the push-click callback the plugin hands to the app, the data
        // map in data.payload. Five false errors before (no target, accountMeta unknown, data
        // values not strings).
        RealWorldCase(
            "moengage-flutter-push-click-callback",
            #"{"accountMeta": {"appId": ""}, "data": {"platform": "android", "isDefaultAction": true, "selfHandledPushRedirection": true, "payload": {"gcm_image_url": "https://picsum.photos/200/222", "gcm_alert": "Message", "gcm_notificationType": "gcm_webNotification", "push_from": "moengage", "gcm_webUrl": "monengage://moe_app/add_to_cart", "moe_app_id": "DAO6UGZ73D9RTK8B5W96TPYN_DEBUG", "gcm_campaign_id": "000000000000000015056066_L_0", "moe_channel_id": "moe_sound_channel", "gcm_subtext": "Summary", "MOE_NOTIFICATION_ID": 17987, "MOE_MSG_RECEIVED_TIME": 1692068674349, "key": "value", "gcm_title": "Title"}}}"#,
            expected: ["shape-detected /data/payload/push_from"]),
        // Iterable's iOS userInfo with aps stays a raw APNs payload (iterable-swift-sdk UI tests).
        RealWorldCase(
            "iterable-ios-deep-link-push",
            #"{"aps": {"alert": {"title": "Deep Link Test", "body": "This is a deep link push notification test"}, "badge": 1, "sound": "default"}, "itbl": {"campaignId": 12346, "templateId": 67891, "isGhostPush": false, "deepLinkURL": "tester://product?itemId=12345&category=shoes"}}"#,
            expected: ["shape-detected /aps"]),

        // MARK: APNs headers and iOS features, Live Activities (audit41)

        // https://github.com/SlayterDev/liveactivity-button-bug (README, step 7): an update sent
        // from Apple's push console with a timestamp in milliseconds. It applied; after it, the
        // activity's own LiveActivityIntent updates (timestamp: Date()) no longer changed it.
        RealWorldCase(
            "live-activity-timestamp-milliseconds",
            #"{"aps": {"event": "update", "content-state": {"items": [{"emoji": "😀"}, {"emoji": "😱"}]}, "timestamp": 1770051103239, "alert": {"title": "Test", "body": "Hello World"}}}"#,
            expected: ["shape-detected /aps", "apns-live-activity-fields /aps/timestamp"]),
        // The same README, step 4: a push-to-start with "timestamp": 0, which started the activity.
        RealWorldCase(
            "live-activity-start-timestamp-zero",
            #"{"aps": {"attributes": {"name": "Hello"}, "attributes-type": "LiveActivityAttributes", "event": "start", "content-state": {"items": [{"emoji": "😀"}]}, "timestamp": 0, "alert": {"title": "Test", "body": "Hello World"}}}"#,
            expected: ["shape-detected /aps", "apns-live-activity-ios-version /aps/event"]),
        // A call-cancel push from a Node dispatcher (trimmed): "background/silent push so
        // CallKit/JS can dismiss the call", written with an alert of empty strings and an empty
        // sound. Nothing is shown, so it is no visible alert under apns-push-type background; it is
        // a background push at priority 10 without content-available.
        RealWorldCase(
            "call-cancel-background-empty-alert",
            #"{"token": "t", "data": {"type": "call_handled_elsewhere", "callId": "42"}, "android": {"priority": "high"}, "apns": {"headers": {"apns-priority": "10", "apns-push-type": "background"}, "payload": {"aps": {"alert": {"title": "", "body": ""}, "sound": "", "mutable-content": 1}}}}"#,
            expected: [
                "apns-priority-10-without-alert /apns/headers/apns-priority",
                "apns-data-only-no-content-available /apns/payload/aps",
            ]),
        // https://github.com/istornz/flutter_live_activities/issues/125: a firebase-admin object
        // assigned without a declaration (`payload = {`), with live_activity_token; the reporter
        // could "well create a start, update and delete activity from Firebase Cloud function".
        RealWorldCase(
            "live-activity-admin-assignment",
            """
            payload =  {
                    token: "fcmToken", // Firebase Messaging FCM Token
                    apns: {
                        live_activity_token: "liveActivityToken",
                        headers: {
                            "apns-priority": "10",
                        },
                        payload: {
                            aps: {
                                timestamp: Math.floor(Date.now() / 1000),
                                event: eventType,
                                "attributes-type": "LiveActivitiesAppAttributes",
                                "content-state": {}, // dynamic data
                                attributes: {
                                  'id': uuid,
                                }, // static data
                                alert: {
                                    title: "test title",
                                    body: "test body",
                                },
                            },
                        },
                    },
                };
            """,
            expected: ["json-code-literal (root)"]),

        // MARK: Open-source servers and push gateways (audit39)
        // Tinode's iOS app printed this userInfo (tinode/ios#209, a Tinode server push with the
        // default config: no apns alert): the badge changed, no banner appeared. Its data has
        // "topic" (the chat's name), which made it an HTTP v1 message with eight false
        // unknown-field errors; aps with gcm.message_id is a capture whatever the data keys are.
        RealWorldCase(
            "tinode-ios-userinfo-badge-only",
            #"{"aps": {"badge": 1, "content-available": 1, "interruption-level": "time-sensitive", "mutable-content": 1, "sound": "default", "thread-id": "usrsSX4cmr4VTE"}, "content": "Tinode Notif Trigger LOG", "gcm.message_id": 1700637725393264, "google.c.fid": "dK6niob_-ky-pr9nUSTWoV", "google.c.sender.id": 224125586230, "rc": "{\"txt\":\"Tinode Notif Trigger LOG\"}", "seq": 217, "topic": "usrsSX4cmr4VTE", "ts": "2023-11-22T07:22:05.171Z"}"#,
            expected: [
                "apns-content-available-with-alert /aps/content-available",
                "apns-mutable-content-without-alert /aps/mutable-content", "shape-detected /gcm.message_id",
            ]),
        // The message Tinode's FCM adapter builds for that push (server/push/fcm/payload.go,
        // apnsNotificationConfig without an apns section): the same aps, reported where it is sent.
        RealWorldCase(
            "tinode-fcm-ios-no-alert",
            #"{"message": {"apns": {"headers": {"apns-expiration": "1714561200", "apns-priority": "10", "apns-push-type": "alert"}, "payload": {"aps": {"badge": 3, "content-available": 1, "interruption-level": "time-sensitive", "mutable-content": 1, "sound": "default", "thread-id": "usrAbCdEf123"}}}, "data": {"what": "msg", "topic": "usrAbCdEf123", "seq": "42", "content": "Hello there"}, "token": "t1"}}"#,
            expected: [
                "apns-content-available-with-alert /message/apns/payload/aps/content-available",
                "apns-mutable-content-without-alert /message/apns/payload/aps/mutable-content",
            ]),
        // Misskey web push proxy (poppingmoon/misskey-web-push-proxy, send-notification-fcm.ts): a
        // push without a body leaves "notification": {} and android.notification {}, and aps.alert
        // only a subtitle. Android shows a notification with the app name alone; the aps.alert
        // silenced notification-empty.
        RealWorldCase(
            "misskey-proxy-push-without-body",
            #"{"message": {"data": {"type": "readAllNotifications", "userId": "9b", "dateTime": "1714561200000"}, "notification": {}, "android": {"priority": "high", "notification": {}}, "apns": {"payload": {"aps": {"alert": {"subtitle": "misskey.example"}}}}, "token": "misskey-fcm-token:APA91b"}}"#,
            expected: ["notification-empty /message/notification", "android-notification-data-hidden /message/data"]),
        // The same proxy's login notification: android.notification's title_loc_key gives Android
        // its text, so the empty notification block is no finding.
        RealWorldCase(
            "misskey-proxy-login",
            #"{"message": {"data": {"type": "notification", "userId": "9b"}, "notification": {}, "android": {"priority": "high", "notification": {"title_loc_key": "_notification.login"}}, "apns": {"payload": {"aps": {"alert": {"title-loc-key": "_notification.login", "subtitle": "misskey.example"}}}}, "token": "misskey-fcm-token:APA91b"}}"#,
            expected: ["android-notification-data-hidden /message/data"]),
        // Hedwig (famedly's Matrix push gateway) test fixture message_ios_fcm.json with its sample
        // config (apns_push_type: background): an alert, badge and sound sent as a background push.
        RealWorldCase(
            "hedwig-ios-fcm-background-alert",
            #"{"token": "IoS", "data": {"room_id": "owo", "prio": "\"high\""}, "notification": {"title": "1337 unread rooms", "body": "read the notification pls :c"}, "apns": {"headers": {"apns-priority": "5", "apns-push-type": "background"}, "payload": {"aps": {"badge": 1337, "mutable-content": 1, "sound": "default"}}}}"#,
            expected: [
                "apns-priority-5-alert /apns/headers/apns-priority",
                "apns-push-type-background-with-alert /apns/headers/apns-push-type",
            ]),
        // Wire's push server (wire-server gundeck, Gundeck/Push/Native/Serialise.hs voipApnsJson):
        // the APNs payload it sends for a VoIP push through Amazon SNS, an empty aps beside the
        // data. APNs takes it (SNS only asks for the aps key, flutter-webrtc/callkeep#129); it
        // was an error saying FCM rejects it, which holds only if it goes through FCM.
        RealWorldCase(
            "wire-gundeck-voip-apns-payload",
            #"{"aps":{},"data":{"data":{"id":"5d1b3f2a-88c1-11ee-8000-2e2b3a4c5d6e"},"type":"notice","user":"8a6b2d1e-3f4c-4b5a-9c8d-7e6f5a4b3c2d"}}"#,
            expected: [
                "apns-data-only-no-content-available /aps", "apns-payload-missing-aps /aps", "shape-detected /aps",
            ]),

        // MARK: Advanced Android options and conditions (audit40)

        // A TejAgro app's push service ends with a commented curl to the legacy fcm/send (public
        // GitHub source found by exact-string search, index file id 16769962710), verbatim. Its
        // notification colour "#FF6200EE" is Android's #AARRGGBB (colors.xml purple, alpha first):
        // the legacy-mapping-hint request now writes "#6200EE", which HTTP v1 takes; it copied
        // "#FF6200EE", which android-notification-color reports (and its fix said "#FF6200").
        // Its body mixes "to" with "android", so it is linted as an HTTP v1 message: posted to
        // the legacy URL, legacy-endpoint reports that URL (curl-url), as for a pasted request.
        RealWorldCase(
            "tejagro-legacy-curl-android-colour",
            #"""
            curl -X POST https://fcm.googleapis.com/fcm/send \
              -H "Authorization: key=YOUR_SERVER_KEY" \
              -H "Content-Type: application/json" \
              -d '{
                "to": "FCM_TOKEN_HERE",
                "notification": {
                  "title": "Test Notification",
                  "body": "This is a test from TejAgro",
                  "icon": "ic_notification",
                  "color": "#FF6200EE"
                },
                "data": {
                  "type": "test",
                  "action": "open_app"
                },
                "android": {
                  "priority": "high",
                  "notification": {
                    "channel_id": "fcm_default_channel",
                    "sound": "default",
                    "vibrate_timings": ["0.0s", "0.25s", "0.25s", "0.25s"]
                  }
                }
              }'
            """#,
            expected: ["android-notification-data-hidden /data",
                "legacy-endpoint (root)",
                "legacy-mapping-hint (root)",
                "legacy-top-level-keys /to",
                "notification-legacy-keys /notification/color",
                "notification-legacy-keys /notification/icon",
                "shape-mixed /to"]),
        // A Korean FCM study note (markdown; index file id 46391565997), its HTTP v1
        // notification example verbatim: "priority": "PRIORITY_HIGH" under firebase-admin's name
        // (FCM: Unknown name "priority"), whose fix said "PRIORITY_PRIORITY_HIGH" and now keeps
        // "PRIORITY_HIGH"; vibrate_timings in "ms", which protobuf Durations do not take.
        RealWorldCase(
            "ko-tutorial-android-notification-priority-and-ms",
            #"""
            {
              "message": {
                "token": "YOUR_FCM_DEVICE_TOKEN",

                "notification": {
                  "title": "🔥 핫세일 알림",
                  "body": "지금 들어오면 50% 쿠폰!"
                },

                "android": {
                  "notification": {
                    "icon": "ic_stat_promo",
                    "color": "#FF4081",
                    "sound": "default",
                    "click_action": "OPEN_PROMO",
                    "channel_id": "promo_channel",
                    "priority": "PRIORITY_HIGH",
                    "visibility": "PUBLIC",
                    "vibrate_timings": ["0s", "300ms", "200ms", "300ms"],
                    "light_settings": {
                      "color": { "red": 1.0, "green": 0.5, "blue": 0.5, "alpha": 1.0 },
                      "light_on_duration": "2s",
                      "light_off_duration": "1s"
                    }
                  }
                }
              }
            }
            """#,
            expected: ["android-notification-vibrate /message/android/notification/vibrate_timings/1",
                "android-notification-vibrate /message/android/notification/vibrate_timings/2",
                "android-notification-vibrate /message/android/notification/vibrate_timings/3",
                "shape-admin-only-name-in-rest /message/android/notification/priority"]),
        // An Indonesian push service's Jest test (index file id 71235538149) expects fcm.send to be
        // called with this condition: the third topic is unquoted, which FCM rejects.
        RealWorldCase(
            "jest-condition-unquoted-topic",
            #"""
            {"condition":"'test-users' in topics && 'lang_id' in topics && mfd_0000 in topics","notification":{"title":"Judul ID","body":"Pesan ID"}}
            """#,
            expected: ["routing-condition-syntax /condition"]),
        // ker0x/fcm's wiki (https://github.com/ker0x/fcm/wiki/Conditions): the condition its
        // Condition builder writes for and/or/not with five topics; clean.
        RealWorldCase(
            "ker0x-condition-five-topics-with-not",
            #"""
            {"message":{"condition":"'TopicA' in topics && ('TopicB' in topics || ('TopicC' in topics && 'TopicD' in topics && (!('TopicE' in topics))))","notification":{"title":"Hi","body":"There"}}}
            """#,
            expected: []),
        // https://github.com/esl/MongoosePush/issues/123: the request MongoosePush logged, verbatim;
        // FCM answered 400 "Invalid value at 'message.android.data[2].value' (TYPE_STRING), 1".
        RealWorldCase(
            "mongoosepush-123-android-data-number",
            #"""
            {"message":{"android":{"data":{"last-message-body":"1250","last-message-sender":"user@example.com","message-count":1},"notification":{},"priority":"HIGH"},"data":{},"notification":{},"token":"secret-token"}}
            """#,
            expected: ["android-notification-data-hidden /message/android/data",
                "data-value-not-string /message/android/data/message-count",
                "notification-empty /message/notification"]),
        // A calling app's design document (index file id 59012689271), its "FCM v1 payload"
        // verbatim: legacy keys in notification, firebase-admin's "priority" in android.notification
        // (fix: "PRIORITY_MAX"), and "https://..." as the image placeholder.
        RealWorldCase(
            "incoming-call-design-doc-v1",
            #"""
            {
              "message": {
                "token": "<callee_fcm_token>",
                "data": {
                  "type": "incoming_call",
                  "call_id": "abc123",
                  "caller_id": "uid_xyz",
                  "caller_name": "John",
                  "call_type": "video",
                  "avatar_url": "https://...",
                  "ring_timeout_sec": "45",
                  "chat_id": "chat_abc"
                },
                "notification": {
                  "title": "Incoming Call",
                  "body": "John",
                  "sound": "ringtone",
                  "channel_id": "incoming_calls",
                  "priority": "max"
                },
                "android": {
                  "priority": "high",
                  "notification": {
                    "channel_id": "incoming_calls",
                    "priority": "max",
                    "sound": "ringtone",
                    "default_vibrate_timings": false,
                    "vibrate_timings": ["0.25s", "0.25s", "0.25s"]
                  }
                },
                "apns": {
                  "payload": {
                    "aps": {
                      "alert": { "title": "Incoming Call", "body": "John" },
                      "sound": "ringtone.caf",
                      "content-available": 1
                    }
                  },
                  "fcm_options": {
                    "image": "https://..."
                  }
                }
              }
            }
            """#,
            expected: ["android-notification-data-hidden /message/data",
                "apns-content-available-with-alert /message/apns/payload/aps/content-available",
                "apns-fcm-options-image /message/apns/fcm_options/image",
                "apns-mutable-content-missing /message/apns/payload/aps",
                "notification-legacy-keys /message/notification/channel_id",
                "notification-legacy-keys /message/notification/priority",
                "notification-legacy-keys /message/notification/sound",
                "shape-admin-only-name-in-rest /message/android/notification/priority"]),
        // A Node server's firebase-admin send (index file id 69245371343): lightSettings.color as
        // google.type.Color's fractions, which firebase-admin-node refuses ("must be in the form
        // #RRGGBB or #RRGGBBAA format") before sending.
        RealWorldCase(
            "admin-light-settings-color-object",
            #"""
                    const message = {
                        token,
                        notification: { title, body },
                        data: stringData,
                        android: {
                            priority: 'high',
                            notification: {
                                channelId: 'heartbeat_channel',
                                sound: 'default',
                                priority: 'high',
                                defaultVibrateTimings: false,
                                vibrateTimingsMillis: [0, 400, 200, 400, 200, 800],
                                defaultLightSettings: false,
                                lightSettings: {
                                    color: { red: 1.0, green: 0.42, blue: 0.62, alpha: 1.0 },
                                    lightOnDurationMillis: 500,
                                    lightOffDurationMillis: 500,
                                },
                                clickAction: 'FLUTTER_NOTIFICATION_CLICK',
                            },
                        },
                        apns: {
                            headers: { 'apns-priority': '10' },
                            payload: {
                                aps: {
                                    sound: 'default',
                                    badge: 1,
                                    contentAvailable: true,
                                },
                            },
                        },
                    };
            """#,
            expected: ["android-notification-light-settings /android/notification/lightSettings/color",
                "apns-content-available-with-alert /apns/payload/aps/contentAvailable",
                "json-code-literal (root)"]),
        // An earthquake alert worker (index file id 55082818843): a data-only HTTP v1 message at
        // high priority with direct_boot_ok and a 60 s ttl, as its json.dumps sends it; clean.
        RealWorldCase(
            "seismic-alert-direct-boot-data-only",
            #"""
            {
                    "message": {
                        "topic": "sismos_alertas",
                        "data": {
                            "eventId": "us7000abcd",
                            "title": "⚠️ ¡ALERTA DE SISMO M 5.1!",
                            "magnitude": "5.1",
                            "message": "Ubicación: 20 km N of Ovalle, Chile",
                            "latitude": "-30.4",
                            "longitude": "-71.2",
                            "imageUrl": "https://maps.geoapify.com/v1/staticmap?style=osm-bright&width=600&height=300&center=lonlat:-71.2,-30.4&zoom=7&marker=lonlat:-71.2,-30.4;color:%23ff0000;size:medium&apiKey=KEY",
                            "time": "10:00 HS (Local)",
                            "depth": "10.0 km",
                            "eventUrl": "https://earthquake.usgs.gov/earthquakes/eventpage/us7000abcd"
                        },
                        "android": {
                            "priority": "HIGH",
                            "direct_boot_ok": true,
                            "ttl": "60s"
                        }
                    }
            }
            """#,
            expected: []),
        // An Android developer guide's section "Receive FCM messages on constrained networks" (a
        // public copy, index file id 6000105469): its bandwidth_constrained_ok example lacks the
        // comma after notification; verbatim.
        RealWorldCase(
            "android-docs-bandwidth-constrained-missing-comma",
            #"""
                {
                  "message":{
                    "token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...",
                    "notification":{
                      "title":"Portugal vs. Denmark",
                      "body":"great match!"
                    }
                    "android": {
                       "bandwidth_constrained_ok": true
                    }
                  }
                }
            """#,
            expected: ["invalid-json /message"]),
    ] + codeLiteralCases + sizeCases + shellSendCases + chatVendorCases + audit45Cases + alertTextCases + onCallCases
        + audit49Cases + audit47Cases + audit50Cases + curlURLCases + audit51Cases + audit53Cases + audit55Cases
        + audit54Cases + verdictCases + awsCommandCases + audit56Cases + shapeOthersCases + simulatorPushCases
        + audit58Cases + audit59Cases + audit60Cases + audit61Cases + audit62Cases + verdictLeft2Cases + audit63Cases
        + audit64Cases + audit65Cases + verdictLeft3Cases + audit66Cases + audit67Cases + verdictLeft5Cases + audit68Cases
        + audit69Cases + audit70Cases + audit71Cases + audit72Cases + audit73Cases + verdictLeft8Cases + audit75Cases
        + audit74Cases + audit76Cases + audit77Cases + audit78Cases + audit80Cases + verdictLeft11Cases + audit81Cases + audit79Cases
        + audit82Cases + verdictLeft12Cases
}

/// One real-world payload and the findings a correct linter reports for it.
struct RealWorldCase: Sendable, CustomTestStringConvertible {
    /// A short, unique name.
    let name: String
    /// The payload text.
    let json: String
    /// `rule-id pointer` for every expected finding, in any order.
    let expected: [String]
    /// Why the linter currently disagrees with `expected`, when it does.
    let knownIssue: String?

    init(_ name: String, _ json: String, expected: [String], knownIssue: String? = nil) {
        self.name = name
        self.json = json
        self.expected = expected
        self.knownIssue = knownIssue
    }

    var testDescription: String { name }
}
