import Mustache
import Testing

/// What the spec leaves to the implementation, and rendering at size.
@Suite struct RenderingTests {
    @Test(arguments: [
        (MustacheValue.double(85), "85"), (.double(1.21), "1.21"), (.double(-0.5), "-0.5"), (.double(-0.0), "0"),
        (.double(1e100), "1e+100"), (.int(-3), "-3"), (.int(Int.max), "9223372036854775807"),
        (.bool(true), "true"), (.null, ""), (.list([1, 2]), ""), (.object(["a": 1]), ""),
    ])
    func interpolatesValues(value: MustacheValue, text: String) throws {
        #expect(try MustacheTemplate("{{v}}").render(["v": value]) == text)
    }

    @Test(arguments: [
        (MustacheValue.null, false), (.bool(false), false), (.list([]), false), (.string(""), false),
        (.markup(""), false), (.int(0), true), (.double(0), true), (.string("0"), true), (.object([:]), true),
        (.list([.null]), true),
    ])
    func truthiness(value: MustacheValue, truthy: Bool) throws {
        #expect(value.isTruthy == truthy)
        let template = try MustacheTemplate("{{#v}}yes{{/v}}{{^v}}no{{/v}}")
        #expect(try template.render(["v": value]) == (truthy ? "yes" : "no"))
    }

    @Test func aPartialRendersNothingAndItsStandaloneLineGoes() throws {
        let template = try MustacheTemplate("<ul>\n  {{>items}}\n</ul>\n<p>{{> item }}{{x}}</p>")
        #expect(try template.render(["x": 1]) == "<ul>\n</ul>\n<p>1</p>")
    }

    @Test func crlfLinesKeepTheirEndings() throws {
        let template = try MustacheTemplate("<p>\r\n  {{#on}}\r\n  {{x}}\r\n  {{/on}}\r\n</p>")
        #expect(try template.render(["on": true, "x": 1]) == "<p>\r\n  1\r\n</p>")
    }

    @Test func renderingIsDeterministic() throws {
        let template = try MustacheTemplate("{{#rows}}{{a}}{{b}}{{#c}}{{d}}{{/c}}{{/rows}}")
        let row: MustacheValue = ["a": "x", "b": 1.5, "c": ["d": "<"], "e": [1, 2, 3]]
        let data: MustacheValue = ["rows": .list(Array(repeating: row, count: 50))]
        let first = try template.render(data)
        for _ in 0..<5 { #expect(try template.render(data) == first) }
        #expect(first == String(repeating: "x1.5&lt;", count: 50))
    }

    /// A sanity check that a report-sized template renders in one piece; its speed belongs in a benchmark.
    @Test func largeTemplateRenders() throws {
        let row =
            "<tr class=\"{{#even}}even{{/even}}\"><td>{{title}}</td><td>{{likes}}</td>{{#tags}}<i>{{.}}</i>{{/tags}}</tr>\n"
        let source = "<table>\n{{#items}}\n" + String(repeating: row, count: 20) + "{{/items}}\n</table>\n"
        let template = try MustacheTemplate(source, name: "large.html")
        let items: [MustacheValue] = (0..<2000).map { index in
            [
                "title": .string("Post <\(index)>"), "likes": .int(index), "even": .bool(index % 2 == 0),
                "tags": ["a", "b"],
            ]
        }
        let rendered = try template.render(["items": .list(items)])
        #expect(
            rendered.hasPrefix("<table>\n<tr class=\"even\"><td>Post &lt;0&gt;</td><td>0</td><i>a</i><i>b</i></tr>\n"))
        #expect(rendered.hasSuffix("<td>1999</td><i>a</i><i>b</i></tr>\n</table>\n"))
        let lines = rendered.utf8.count { $0 == UInt8(ascii: "\n") }
        #expect(lines == 2000 * 20 + 2)
    }
}
