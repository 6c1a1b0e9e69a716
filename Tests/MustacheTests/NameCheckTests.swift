import Mustache
import TestSupport
import Testing

/// `unknownNames(in:)`: strict name checking against what a report offers.
@Suite struct NameCheckTests {
    let schema = MustacheSchema(paths: [
        "title", "user.name", "user.login", "items.title", "items.likes", "items.tags.name", "chart",
    ])

    @Test func schemaFromPathsOffersPrefixesToo() {
        #expect(
            schema.paths == [
                "chart", "items", "items.likes", "items.tags", "items.tags.name", "items.title", "title", "user",
                "user.login", "user.name",
            ])
    }

    @Test func knownNamesPass() throws {
        let source = """
            {{title}} {{user.name}} {{#user}}{{login}}{{title}}{{/user}}
            {{#items}}{{title}} {{likes}} {{user.name}} {{#tags}}{{name}}{{.}}{{/tags}}{{/items}}
            {{^items}}no posts{{/items}}{{{chart}}}{{#.}}{{title}}{{/.}}
            """
        #expect(try MustacheTemplate(source).unknownNames(in: schema).isEmpty)
    }

    @Test func unknownNamesComeWithLineAndHint() throws {
        let source = "<h1>{{titel}}</h1>\n{{user.nmae}}\n{{#items}}\n  {{likez}} {{tags.nam}}\n{{/items}}\n{{zzz}}"
        let unknown = try MustacheTemplate(source, name: "templates/mine.html").unknownNames(in: schema)
        #expect(
            unknown == [
                MustacheUnknownName(
                    template: "templates/mine.html", line: 1, name: "titel", kind: .variable, suggestion: "title"),
                MustacheUnknownName(
                    template: "templates/mine.html", line: 2, name: "user.nmae", kind: .variable,
                    suggestion: "user.name"),
                MustacheUnknownName(
                    template: "templates/mine.html", line: 4, name: "likez", kind: .variable, suggestion: "likes"),
                MustacheUnknownName(
                    template: "templates/mine.html", line: 4, name: "tags.nam", kind: .variable,
                    suggestion: "tags.name"),
                MustacheUnknownName(template: "templates/mine.html", line: 6, name: "zzz", kind: .variable),
            ])
        #expect(unknown[0].description == #"templates/mine.html:1: unknown name "titel"; did you mean "title"?"#)
        #expect(unknown[4].description == #"templates/mine.html:6: unknown name "zzz""#)
    }

    @Test func namesInsideASectionResolveThereThenOutward() throws {
        let template = try MustacheTemplate("{{#items}}{{login}}{{user.login}}{{title}}{{/items}}")
        let unknown = template.unknownNames(in: schema)
        #expect(unknown.map(\.name) == ["login"])
    }

    @Test func theFirstPartOfADottedNameDecidesWhereTheRestIsLooked() throws {
        // Like rendering: inside `items`, `title` is the item's, so `title.x` is not looked up at the top.
        let schema = MustacheSchema(paths: ["items.title", "title.x"])
        let unknown = try MustacheTemplate("{{title.x}}{{#items}}{{title.x}}{{/items}}").unknownNames(in: schema)
        #expect(unknown.map(\.name) == ["title.x"])
        #expect(unknown.first?.suggestion == nil)
    }

    @Test func anUnknownSectionIsReportedOnce() throws {
        let unknown = try MustacheTemplate("{{#itemz}}\n{{title}}{{anything}}\n{{/itemz}}").unknownNames(in: schema)
        #expect(
            unknown == [
                MustacheUnknownName(template: "template", line: 1, name: "itemz", kind: .section, suggestion: "items")
            ])
    }

    @Test func anInvertedSectionOpensNoScope() throws {
        let unknown = try MustacheTemplate("{{^items}}{{likes}}{{/items}}").unknownNames(in: schema)
        #expect(unknown.map(\.name) == ["likes"])
        #expect(unknown.first?.kind == .variable)
    }

    @Test func everyPartialIsUnknown() throws {
        let template = try MustacheTemplate("{{#items}}\n  {{>item}}\n{{/items}}", name: "page.html")
        #expect(
            template.unknownNames(in: schema) == [
                MustacheUnknownName(template: "page.html", line: 2, name: "item", kind: .partial)
            ])
        #expect(template.unknownNames(in: schema)[0].description == #"page.html:2: unknown partial "item""#)
    }

    @Test func schemaDescribingAValueMergesListElements() {
        let value: MustacheValue = [
            "title": "t", "items": [["title": "a"], ["likes": 3, "tags": [["name": "x"]]], []], "empty": [],
        ]
        #expect(
            MustacheSchema(describing: value).paths
                == ["empty", "items", "items.likes", "items.tags", "items.tags.name", "items.title", "title"])
    }
}
