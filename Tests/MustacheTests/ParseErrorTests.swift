import Mustache
import Testing

/// Every parse error, with the template's name and the line it points at.
@Suite struct ParseErrorTests {
    private func error(parsing source: String) throws -> MustacheError {
        try #require(throws: MustacheError.self) { try MustacheTemplate(source, name: "templates/mine.html") }
    }

    @Test func unclosedTag() throws {
        let error = try error(parsing: "<p>\n{{title\n</p>")
        #expect(
            error
                == MustacheError(
                    template: "templates/mine.html", line: 2, reason: .unclosedTag(open: "{{", close: "}}")))
        #expect(error.description == #"templates/mine.html:2: the tag opened by "{{" is never closed by "}}""#)
    }

    @Test func unclosedTripleMustacheAndDelimiterTag() throws {
        #expect(try error(parsing: "a {{{raw}} b").reason == .unclosedTag(open: "{{", close: "}}}"))
        #expect(try error(parsing: "\n\n{{=<% %>}}").reason == .unclosedTag(open: "{{", close: "=}}"))
        #expect(try error(parsing: "\n\n{{=<% %>}}").line == 3)
    }

    @Test func unclosedTagAfterNewDelimiters() throws {
        let error = try error(parsing: "{{=<% %>=}}\n\n<% name }}")
        #expect(error.line == 3)
        #expect(error.reason == .unclosedTag(open: "<%", close: "%>"))
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() throws {
        let error = try error(parsing: "<ul>\n  {{#items}}\n  <li>{{title}}</li>\n</ul>\n")
        #expect(error == MustacheError(template: "templates/mine.html", line: 2, reason: .unclosedSection("items")))
        #expect(error.message == "the section \"items\" is never closed by {{/items}}")
    }

    @Test func mismatchedSectionEndPointsAtTheEndTag() throws {
        let error = try error(parsing: "{{#a}}\n{{^b}}\n{{/a}}\n{{/b}}")
        #expect(error.line == 3)
        #expect(error.reason == .mismatchedSectionEnd(expected: "b", found: "a", openedOn: 2))
        #expect(error.message == "\"a\" closes the section \"b\" opened on line 2")
    }

    @Test func sectionEndWithoutASection() throws {
        let error = try error(parsing: "x\r\ny\r\n{{/items}}")
        #expect(error == MustacheError(template: "templates/mine.html", line: 3, reason: .unopenedSectionEnd("items")))
    }

    @Test(arguments: ["{{=<%=}}", "{{=<% %> x=}}", "{{= =}}", "{{=<= =>=}}", "{{=<%\t=%>=}}"])
    func badDelimiterTag(source: String) throws {
        let error = try error(parsing: "line one\n" + source)
        #expect(error.line == 2)
        guard case .badDelimiters(let written) = error.reason else {
            Issue.record("expected bad delimiters, got \(error.reason)")
            return
        }
        #expect(written.hasPrefix("{{=") && written.hasSuffix("=}}"))
    }

    @Test(arguments: [
        "{{}}", "{{ }}", "{{#}}{{/}}", "{{&}}", "{{>}}", "{{a..b}}", "{{.a}}", "{{a.}}", "{{#x.}}{{/x.}}",
    ])
    func badName(source: String) throws {
        let error = try error(parsing: "\n" + source)
        #expect(error.line == 2)
        guard case .badName = error.reason else {
            Issue.record("expected a bad name, got \(error.reason)")
            return
        }
    }

    @Test func linesCountMultilineTagsAndCRLF() throws {
        let error = try error(parsing: "{{!\ncomment\n}}\r\n{{#a}}\r\n{{\nname\n}}\n{{/b}}")
        #expect(error.line == 8)
    }
}
