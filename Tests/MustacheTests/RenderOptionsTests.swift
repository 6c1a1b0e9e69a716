import Mustache
import Testing

/// `.markup` is the only raw value in a user's template; the spec's options keep `{{{x}}}` raw.
@Suite struct RenderOptionsTests {
    let data: MustacheValue = [
        "text": "<script>alert('x')</script>", "chart": .markup(#"<svg width="10"></svg>"#), "count": 3,
    ]

    @Test func standardOptionsFollowTheSpec() throws {
        let template = try MustacheTemplate("{{text}}|{{{text}}}|{{& text}}")
        #expect(
            try template.render(data)
                == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;|<script>alert('x')</script>|<script>alert('x')</script>"
        )
    }

    @Test func userTemplatesEscapeStringsAskedForRaw() throws {
        let template = try MustacheTemplate("{{{text}}}|{{& text}}|{{#text}}{{{.}}}{{/text}}")
        let escaped = "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"
        #expect(try template.render(data, options: .userTemplate) == "\(escaped)|\(escaped)|\(escaped)")
    }

    @Test(arguments: [MustacheOptions.standard, .userTemplate])
    func markupIsAlwaysRaw(options: MustacheOptions) throws {
        let template = try MustacheTemplate("{{chart}}|{{{chart}}}|{{& chart}}")
        let svg = #"<svg width="10"></svg>"#
        #expect(try template.render(data, options: options) == "\(svg)|\(svg)|\(svg)")
    }

    @Test func userOptionsLeaveNumbersAlone() throws {
        let template = try MustacheTemplate("{{{count}}} {{{text}}}{{{chart}}}")
        let rendered = try template.render(data, options: .userTemplate)
        #expect(rendered == #"3 &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;<svg width="10"></svg>"#)
    }
}
