import Mustache
import Testing

@Suite struct NameListingTests {
    @Test func listsEveryNameWithItsLineKindAndSections() throws {
        let source = """
            <h1>{{title}}</h1>
            {{! a comment
                over two lines }}
            {{#user}}
              <p>{{{user.bio}}} {{& name}}</p>
              {{^posts}}none{{/posts}}
              {{#posts}}
                {{> post}}
                {{#tags}}{{.}}{{/tags}}
              {{/posts}}
            {{/user}}
            {{=<% %>=}}
            <% footer.note %>
            """
        let names = try MustacheTemplate(source).names
        #expect(
            names == [
                MustacheNameUse(name: "title", line: 1, kind: .variable),
                MustacheNameUse(name: "user", line: 4, kind: .section),
                MustacheNameUse(name: "user.bio", line: 5, kind: .unescapedVariable, sections: ["user"]),
                MustacheNameUse(name: "name", line: 5, kind: .unescapedVariable, sections: ["user"]),
                MustacheNameUse(name: "posts", line: 6, kind: .invertedSection, sections: ["user"]),
                MustacheNameUse(name: "posts", line: 7, kind: .section, sections: ["user"]),
                MustacheNameUse(name: "post", line: 8, kind: .partial, sections: ["user", "posts"]),
                MustacheNameUse(name: "tags", line: 9, kind: .section, sections: ["user", "posts"]),
                MustacheNameUse(name: "footer.note", line: 13, kind: .variable),
            ])
        #expect(names.map(\.description).last == "13: footer.note")
        #expect(names[6].description == "8: >post")
    }

    @Test func linesCountCRLFAndStandaloneLines() throws {
        let source = "{{#a}}\r\n{{! c }}\r\n{{b}}\r\n{{/a}}\r\n\r\n{{c}}"
        let names = try MustacheTemplate(source).names
        #expect(names.map(\.line) == [1, 3, 6])
    }

    @Test func aTemplateWithoutTagsUsesNoNames() throws {
        #expect(try MustacheTemplate("<p>{ not a tag }</p>\n").names.isEmpty)
        #expect(try MustacheTemplate("{{.}}{{#.}}{{/.}}").names.isEmpty)
    }
}
