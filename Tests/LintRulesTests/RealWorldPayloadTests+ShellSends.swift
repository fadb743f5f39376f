import LintRules

extension RealWorldPayloadTests {
    /// FCM sends committed as shell scripts and CI steps (audit42), pasted as their curl command:
    /// bodies the shell pieces together with variables inside JSON strings, each variable read as
    /// a placeholder. The quoting is the authors'. The code index that found them names no
    /// repository for these files; each comment gives the index's file id.
    static let shellSendCases: [RealWorldCase] = [
        // A Japanese blog post, "Android で CLI を使用して FCM メッセージの送信テストを行う方法" (section 6,
        // notification + data; index id 62346378413), verbatim: the token spliced in with '"$FCM_TOKEN"'.
        RealWorldCase(
            "shell-ja-blog-token-splice",
            #"""
            curl -X POST "https://fcm.googleapis.com/v1/projects/$PROJECT_ID/messages:send" \
              -H "Authorization: Bearer $ACCESS_TOKEN" \
              -H "Content-Type: application/json" \
              -d '{
                "message": {
                  "token": "'"$FCM_TOKEN"'",
                  "notification": {
                    "title": "Hello",
                    "body": "Tap to open"
                  },
                  "data": {
                    "screen": "home",
                    "item_id": "99"
                  }
                }
              }'
            """#,
            expected: ["size-placeholder-undeclared /message/token"]),
        // A Flutter app's scripts/test_push_notification.sh (lakiite; index id 16891437252), test 3,
        // trimmed to three data keys: '$FCM_TOKEN' unquoted and a millisecond timestamp from
        // '$(date +%s)000' (a blank inside the substitution).
        RealWorldCase(
            "shell-lakiite-date-substitution",
            #"""
            curl -s -X POST \
              -H "Authorization: Bearer $ACCESS_TOKEN" \
              -H "Content-Type: application/json; charset=utf-8" \
              https://fcm.googleapis.com/v1/projects/$PROJECT_ID/messages:send \
              -d '{
                "message": {
                  "token": "'$FCM_TOKEN'",
                  "data": {
                    "type": "reaction",
                    "fromUserId": "curl-test-user-456",
                    "timestamp": "'$(date +%s)000'"
                  }
                }
              }'
            """#,
            expected: ["size-placeholder-undeclared /message/token"]),
        // A monitoring app's fcm_curl.sh (cyvigil-monitor; index id 33044053098), the broadcast branch, verbatim: a
        // double-quoted body with \"$TITLE\" and \"$BODY\". The sound without a channel is the
        // body's own finding (Android 8+ takes the sound from the channel).
        RealWorldCase(
            "shell-cyvigil-double-quoted-variables",
            #"""
                curl -s -X POST "$FCM_URL" \
                  -H "Authorization: Bearer $ACCESS_TOKEN" \
                  -H "Content-Type: application/json" \
                  -d "{
                    \"message\": {
                      \"topic\": \"all_users\",
                      \"notification\": {
                        \"title\": \"$TITLE\",
                        \"body\": \"$BODY\"
                      },
                      \"android\": {
                        \"priority\": \"high\",
                        \"notification\": {
                          \"sound\": \"alert_sound\"
                        }
                      }
                    }
                  }"
            """#,
            expected: [
                "android-notification-channel-missing /message/android/notification",
                "size-placeholder-undeclared /message/notification/body",
                "size-placeholder-undeclared /message/notification/title",
            ]),
        // A TypeScript generator of GitHub Actions workflows (gem-android-build; index id 57553211627), the
        // "Notify build failed (FCM)" step as rendered: ${{ … }} expressions and a '"$RUN_URL"' splice.
        RealWorldCase(
            "shell-gha-workflow-run-url-splice",
            #"""
                      curl -sS -X POST \
                        "https://fcm.googleapis.com/v1/projects/${{ steps.fcm_auth.outputs.project_id }}/messages:send" \
                        -H "Authorization: Bearer ${{ steps.fcm_auth.outputs.access_token }}" \
                        -H "Content-Type: application/json" \
                        -d '{
                          "message": {
                            "token": "${{ secrets.FCM_DEVICE_TOKEN }}",
                            "notification": {
                              "title": "${{ inputs.app_name }} build failed",
                              "body": "Tap to see the failed step in the run log."
                            },
                            "data": { "buildId": "${{ inputs.build_id }}", "status": "failed", "runUrl": "'"$RUN_URL"'" },
                            "android": { "priority": "high" }
                          }
                        }'
            """#,
            expected: [
                "android-notification-data-hidden /message/data",
                "size-placeholder-undeclared /message/data/buildId",
                "size-placeholder-undeclared /message/data/runUrl",
                "size-placeholder-undeclared /message/notification/title",
                "size-placeholder-undeclared /message/token",
            ]),
        // A Korean send_fcm_curl.sh (index id 19107560549), verbatim: a legacy fcm/send body in double quotes, every value
        // a variable or $(date +%s). The legacy findings are the body's own.
        RealWorldCase(
            "shell-ko-legacy-double-quoted",
            #"""
            curl -X POST https://fcm.googleapis.com/fcm/send \
                -H "Authorization: key=$SERVER_KEY" \
                -H "Content-Type: application/json" \
                -d "{
                    \"to\": \"$FCM_TOKEN\",
                    \"notification\": {
                        \"title\": \"$TITLE\",
                        \"body\": \"$BODY\",
                        \"sound\": \"default\"
                    },
                    \"data\": {
                        \"custom_key\": \"custom_value\",
                        \"timestamp\": \"$(date +%s)\"
                    }
                }"
            """#,
            expected: [
                "legacy-mapping-hint (root)", "legacy-top-level-keys /to", "shape-detected /to",
                "size-placeholder-undeclared /notification/body", "size-placeholder-undeclared /notification/title",
                "size-placeholder-undeclared /to",
            ]),
    ]
}
