import Foundation
@testable import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Workflow, scheduler and game-backend senders (audit75): PlayFab's push requests, sent over
    /// its REST API or from CloudScript.
    static let audit75Cases: [RealWorldCase] = [
        // PlayFab's API reference, Server/SendPushNotification (learn.microsoft.com/rest/api/
        // playfab/server/account-management/send-push-notification): its sample body. It was
        // shape-not-a-payload's error; it is PlayFab's own request, which PlayFab sends through
        // Amazon SNS.
        RealWorldCase(
            "audit75 playfab server sendpushnotification body",
            """
            {
              "Recipient": "F8763A987E",
              "Message": "You have been attacked! Go defend your base!"
            }
            """,
            expected: ["shape-other-push-service /Recipient"]),
        // A PlayFab CloudScript handler (code index file id 40582641287, handlers.SendNotification):
        // the request object before `server.SendPushNotification(request)`. It was an
        // invalid-json error ("var is a bare word"), the object read as code being no payload.
        RealWorldCase(
            "audit75 playfab cloudscript request object",
            """
            	var request = {
            		Recipient : currentPlayerId,
            		Message : "Bubbloids says Hello to you!",
            	};
            """,
            expected: ["json-code-literal (root)", "shape-other-push-service /Recipient"]),
        // A PlayFab CloudScript call with a Package (code index file id 38725353663): the call
        // form was an invalid-json error ("server.SendPushNotification is a bare word").
        RealWorldCase(
            "audit75 playfab cloudscript call with package",
            """
                server.SendPushNotification({
                  Recipient: targetId,
                  Subject: "Você foi desafiado",
                  Package: {
                    Message: "${currentOwnerName} conquistou seu território! Duele para recuperá-lo!",
                  }
                });
            """,
            expected: ["json-code-literal (root)", "shape-other-push-service /Recipient"]),
        // A GitHub Actions workflow's step (alrescha79-cmd/huawei-manager-mobile,
        // .github/workflows/test-push-notification.yml): a curl to Expo's push endpoint whose `to`
        // is a shell variable. The body does not show Expo's token, and the request was
        // shape-not-a-payload's error ("they go to exp.host"); the URL is Expo's send endpoint, so
        // it is an Expo request, a warning.
        RealWorldCase(
            "audit75 github actions curl to expo push endpoint",
            #"""
                      RESPONSE=$(curl -s -w "\n%{http_code}" -X POST \
                        "https://exp.host/--/api/v2/push/send" \
                        -H "Content-Type: application/json" \
                        -H "Authorization: Bearer $EXPO_TOKEN" \
                        -d "{
                          \"to\": \"$TARGET\",
                          \"title\": \"$TITLE\",
                          \"body\": \"$BODY\",
                          \"sound\": \"default\",
                          \"channelId\": \"$CHANNEL\",
                          \"data\": {
                            \"route\": \"/(tabs)/home\",
                            \"type\": \"test-notification\",
                            \"source\": \"github-actions-test\"
                          }
                        }")
            """#,
            expected: ["shape-other-push-service (root)"]),
    ]
}
