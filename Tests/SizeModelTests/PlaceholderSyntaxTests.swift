@testable import SizeModel
import Testing

/// The one placeholder grammar: each form's span and the name it fills.
@Suite struct PlaceholderSyntaxTests {
    /// The placeholders of `text` as written, each with its name (or "-" when it names none).
    func spans(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return PlaceholderSyntax.spans(in: bytes, from: 0, to: bytes.count).map { span in
            let whole = String(decoding: bytes[span.range], as: UTF8.self)
            let name = span.name.map { String(decoding: bytes[$0], as: UTF8.self) } ?? "-"
            return "\(whole)=\(name)" + (span.clip.map { "/\($0)" } ?? "")
        }
    }

    @Test(arguments: [
        ("Hi {{name}}", ["{{name}}=name"]),
        ("Hi {{ first_name }}!", ["{{ first_name }}=first_name"]),
        ("{{.Name}} {{ .Name }}", ["{{.Name}}=Name", "{{ .Name }}=Name"]),
        ("{{{html}}}", ["{{{html}}}=html"]),
        ("{{ name | upcase }}", ["{{ name | upcase }}=name"]),
        ("{{#if vip}}Welcome{{else}}Hi{{/if}}", ["{{#if vip}}=-", "{{else}}=else", "{{/if}}=-"]),
        ("{{formatDate when}}", ["{{formatDate when}}=-"]),
        ("{{ }} {x} {{a}", []),
        ("${order.id} ${a + b} ${}", ["${order.id}=order.id", "${a + b}=-"]),
        // Braze's Liquid writes a user attribute as ${name} inside the braces (Braze, "Personalization
        // using Liquid tags": {{${first_name}}}, {{ ${first_name} | default: 'Valued User' }},
        // {{custom_attribute.${zip code}}}).
        ("https://cdn.example.com/{{${user_id}}}.png", ["{{${user_id}}}=user_id"]),
        ("Hi {{ ${first_name} | default: 'Valued User' }}", ["{{ ${first_name} | default: 'Valued User' }}=first_name"]),
        ("{{custom_attribute.${zip code}}}", ["{{custom_attribute.${zip code}}}=-"]),
        ("{{${a}${b}}} {{${}}}", ["{{${a}${b}}}=-"]),
    ])
    func bracesAndDollarBraces(_ text: String, _ expected: [String]) {
        #expect(spans(text) == expected)
    }

    /// A truncate helper or filter names the value it cuts: Stream's helper in its default push
    /// templates ({{ truncate message.text 150 }}, audit52 inputs 03, 04, 05, 13, 14), which bounds
    /// nothing Stream documents; Liquid's filter bounds it at its length (ellipsis within),
    /// Jinja's at 5 characters more (leeway).
    @Test(arguments: [
        ("{{ truncate message.text 150 }}", ["{{ truncate message.text 150 }}=message.text"]),
        ("{{ truncate comment.text 2000 }}", ["{{ truncate comment.text 2000 }}=comment.text"]),
        ("{{ body | truncate: 40 }} {{body|truncate(120)}}", ["{{ body | truncate: 40 }}=body/40", "{{body|truncate(120)}}=body/125"]),
        // Not read as a cut (the name alone, unbounded): a custom ellipsis, another filter after it,
        // no length, a word count.
        ("{{ t | truncate: 25, '...' }} {{ t | truncate: 9 | upcase }} {{ truncate t }} {{ t | truncatewords: 3 }}",
         ["{{ t | truncate: 25, '...' }}=t", "{{ t | truncate: 9 | upcase }}=t", "{{ truncate t }}=-", "{{ t | truncatewords: 3 }}=t"]),
    ])
    func truncation(_ text: String, _ expected: [String]) {
        #expect(spans(text) == expected)
    }

    @Test(arguments: [
        ("$(message)", ["$(message)=message"]),
        ("$(title, 20) .(body, 120)", ["$(title, 20)=title/20", ".(body, 120)=body/120"]),
        ("#(count) %(query)", ["#(count)=count", "%(query)=query"]),
        ("$(nom_élève)", ["$(nom_élève)=nom_élève"]),
        // `.(` always takes a length in Notification Hubs; `$(5)` and `$(a b)` are no property.
        ("Done.(beta) $(5) $(a b) $(x, )", []),
    ])
    func azureExpressions(_ text: String, _ expected: [String]) {
        #expect(spans(text) == expected)
    }

    @Test(arguments: [
        ("%s and %d", ["%s=-", "%d=-"]),
        ("%1$s", ["%1$s=-"]),
        ("caf%d3 100%", []),
    ])
    func printfFormats(_ text: String, _ expected: [String]) {
        #expect(spans(text) == expected)
    }

    @Test func namesAreASCII() {
        #expect(PlaceholderSyntax.isName("first_name.x-1".utf8))
        #expect(!PlaceholderSyntax.isName("1st".utf8))
        #expect(!PlaceholderSyntax.isName("".utf8))
        #expect(!PlaceholderSyntax.isName("élève".utf8))
    }
}
