import SizeModel
import Testing

@testable import LintRules

/// "Did you mean" answers are computed once per table and key, and the memo stays bounded.
@Suite struct SuggestionMemoTests {
    @Test func anAnswerIsComputedOncePerTableAndKey() {
        let memo = SuggestionMemo()
        var computed = 0
        let topLevel = NotifeeOptionsSchema.topLevelLevel, android = NotifeeOptionsSchema.androidLevel
        let question = SuggestionMemo.Question(table: ObjectIdentifier(topLevel), key: "titel")
        for _ in 0..<5 {
            let answer = memo.answer(for: question) {
                computed += 1
                return "title"
            }
            #expect(answer == "title")
        }
        #expect(computed == 1)
        // The same key in another table is another question.
        _ = memo.answer(for: SuggestionMemo.Question(table: ObjectIdentifier(android), key: "titel")) {
            computed += 1
            return "title"
        }
        #expect(computed == 2)
    }

    @Test func noSuggestionIsRememberedToo() {
        let memo = SuggestionMemo()
        var computed = 0
        for _ in 0..<3 {
            let answer = memo.answer(for: SuggestionMemo.Question(table: ObjectIdentifier(NotifeeOptionsSchema.topLevelLevel), key: "zzz")) {
                computed += 1
                return nil
            }
            #expect(answer == nil)
        }
        #expect(computed == 1)
    }

    @Test func aFullMemoStillAnswersButRemembersNoMore() {
        let memo = SuggestionMemo(capacity: 2)
        for key in ["a", "b", "c", "d"] {
            #expect(memo.answer(for: SuggestionMemo.Question(table: ObjectIdentifier(NotifeeOptionsSchema.topLevelLevel), key: key)) { key.uppercased() } == key.uppercased())
        }
        #expect(memo.count == 2)
        var computed = 0
        let answer = memo.answer(for: SuggestionMemo.Question(table: ObjectIdentifier(NotifeeOptionsSchema.topLevelLevel), key: "d")) {
            computed += 1
            return "D"
        }
        #expect(answer == "D" && computed == 1)
    }

    @Test func theBlobSuggestionIsTheSameMemoizedOrNot() {
        for key in ["titel", "channelID", "smallicon", "colour", "categoryID", "zzzz", "Title"] {
            let first = NotifeeOptionsSchema.suggestion(for: key, in: NotifeeOptionsSchema.androidLevel)
            let again = NotifeeOptionsSchema.suggestion(for: key, in: NotifeeOptionsSchema.androidLevel)
            #expect(first == again, "\(key)")
        }
        #expect(NotifeeOptionsSchema.suggestion(for: "channelID", in: NotifeeOptionsSchema.androidLevel) == "channelId")
        #expect(NotifeeOptionsSchema.suggestion(for: "titel", in: NotifeeOptionsSchema.topLevelLevel) == "title")
        #expect(NotifeeOptionsSchema.suggestion(for: "titel", in: NotifeeOptionsSchema.androidLevel) == nil)
    }

    /// notifykit-android-channel tells channelId in another letter case by its bytes, without the
    /// suggestion: both agree on every letter case, and on keys the bytes do not settle.
    @Test func theChannelIDShortcutAgreesWithTheSuggestion() throws {
        // With keys of "channelId"'s length give or take two that are past two edits from it
        // (told by the letters they share) and keys just within two edits (swaps included).
        let keys = [
            "channelID", "CHANNELID", "ChannelId", "channelid", "chanelId", "channel_id", "smallIcon", "largeIcn", "colour",
            "hcannelId", "chanenlId", "cannelI", "channelIdXY", "xxannelId", "chnnelIdx", "lenaNnihc", "chanCHANn",
        ]
        for key in keys {
            let android = try JSONParser().parse(Array(#"{"\#(key)": "alerts"}"#.utf8)).root
            let suggested = NotifeeOptionsSchema.suggestion(for: key, in: NotifeeOptionsSchema.androidLevel) == "channelId"
            #expect(NotifyKitAndroidChannelRule.hasMisspeltChannelID(android) == suggested, "\(key)")
        }
    }

    /// notifykit-android-channel rules out keys sharing too few letters with "channelId" before
    /// it asks for a suggestion: no key within two edits of it (letter case folded) is ruled out.
    /// Every key one edit away, and every key one edit from those, over letters of the name and
    /// a few others.
    @Test func keysWithinTwoEditsOfChannelIDShareItsLetters() {
        let letters = Array("chanelidCIx_".utf8)
        func edits(of name: [UInt8]) -> [[UInt8]] {
            var out: [[UInt8]] = []
            for i in name.indices {
                var deleted = name
                deleted.remove(at: i)
                out.append(deleted)
                for letter in letters {
                    var changed = name
                    changed[i] = letter
                    out.append(changed)
                }
                if i + 1 < name.count {
                    var swapped = name
                    swapped.swapAt(i, i + 1)
                    out.append(swapped)
                }
            }
            for i in 0...name.count {
                for letter in letters {
                    var inserted = name
                    inserted.insert(letter, at: i)
                    out.append(inserted)
                }
            }
            return out
        }
        let once = edits(of: Array("channelId".utf8))
        var checked = 0
        for key in Set(once + once.flatMap { edits(of: $0) }) {
            let text = String(decoding: key, as: UTF8.self)
            guard EditDistance.between(text.lowercased(), "channelid", limit: 2) <= 2 else { continue }
            #expect(NotifyKitAndroidChannelRule.sharesLettersWithChannelID(key[...]), "\(text)")
            checked += 1
        }
        #expect(checked > 1000)
    }
}
