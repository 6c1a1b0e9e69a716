import Foundation
import Mustache
import Testing

/// The Mustache spec's own cases, each its own test case, with the engine's default options.
@Suite struct MustacheSpecTests {
    /// Every case but those that include partials: a partial renders nothing here (a page has none to include).
    @Test(arguments: try SpecCase.all().filter { $0.partials.isEmpty })
    func specCase(_ spec: SpecCase) throws {
        let template = try MustacheTemplate(spec.template, name: spec.name)
        let rendered = try template.render(spec.data)
        #expect(rendered == spec.expected, "\(spec.summary)")
    }

    @Test(arguments: SpecCase.files.map { ($0.key, $0.value) })
    func fileHoldsEveryCase(file: String, count: Int) throws {
        let cases = try SpecCase.load(file)
        #expect(cases.count == count)
        #expect(Set(cases.map(\.name)).count == count, "case names are unique")
    }

    @Test func jsonBooleansAndNumbersStayApart() throws {
        let json = Data(#"{"t": true, "f": false, "one": 1, "zero": 0, "half": 0.5, "list": [true, 1]}"#.utf8)
        let value = try JSONDecoder().decode(JSONValue.self, from: json).value
        let expected: MustacheValue = [
            "t": true, "f": false, "one": 1, "zero": 0, "half": 0.5, "list": [true, 1],
        ]
        #expect(value == expected)
    }
}
