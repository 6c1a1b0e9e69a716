import Mustache
import Testing

@Suite struct EscapingTests {
    @Test func escapesTheFiveHTMLCharacters() {
        #expect(MustacheEscaper.escape(#"& < > " '"#) == "&amp; &lt; &gt; &quot; &#39;")
    }

    @Test func leavesOtherTextAlone() {
        #expect(MustacheEscaper.escape("") == "")
        #expect(MustacheEscaper.escape("plain text, 100% safe") == "plain text, 100% safe")
        #expect(MustacheEscaper.escape("日本語の記事 🎉") == "日本語の記事 🎉")
    }

    @Test func escapesAtEitherEndAndBesideMultibyteCharacters() {
        #expect(MustacheEscaper.escape("<b>") == "&lt;b&gt;")
        #expect(MustacheEscaper.escape("“Qiita” & 日本<é>") == "“Qiita” &amp; 日本&lt;é&gt;")
        #expect(MustacheEscaper.escape("e\u{301}'") == "e\u{301}&#39;")
        #expect(MustacheEscaper.escape("&&") == "&amp;&amp;")
    }

    @Test func appendsAfterWhatIsThere() {
        var output = "<p>"
        MustacheEscaper.append("a<b", escapedTo: &output)
        #expect(output == "<p>a&lt;b")
    }

    @Test func doubleBracesEscapeQuotesAndApostrophes() throws {
        let template = try MustacheTemplate(#"<a title="{{title}}" data-x='{{title}}'>"#)
        let rendered = try template.render(["title": #"Tom's "best" <post> & more"#])
        #expect(
            rendered
                == #"<a title="Tom&#39;s &quot;best&quot; &lt;post&gt; &amp; more" data-x='Tom&#39;s &quot;best&quot; &lt;post&gt; &amp; more'>"#
        )
    }
}
