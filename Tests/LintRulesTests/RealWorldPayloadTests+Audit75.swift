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
    ]
}
