import Foundation
import Mustache
import Testing

/// One case of the Mustache spec's JSON test suite (`Fixtures/mustache-spec`).
struct SpecCase: Sendable, CustomTestStringConvertible {
    /// The spec files this engine implements, with how many cases each holds.
    static let files: KeyValuePairs<String, Int> = [
        "interpolation": 42, "sections": 34, "inverted": 22, "comments": 12, "partials": 12, "delimiters": 14,
    ]

    let file: String
    let name: String
    let summary: String
    let data: MustacheValue
    let template: String
    let partials: [String: String]
    let expected: String

    var testDescription: String { "\(file).json: \(name)" }

    /// Every case of every file, in file order.
    static func all() throws -> [SpecCase] {
        try files.flatMap { try load($0.key) }
    }

    /// The cases of `Fixtures/mustache-spec/<file>.json`.
    static func load(_ file: String) throws -> [SpecCase] {
        let url = try #require(
            Bundle.module.url(forResource: file, withExtension: "json", subdirectory: "Fixtures/mustache-spec"))
        let decoded = try JSONDecoder().decode(SpecFile.self, from: Data(contentsOf: url))
        return decoded.tests.map { test in
            SpecCase(
                file: file, name: test.name, summary: test.desc, data: test.data.value, template: test.template,
                partials: test.partials ?? [:], expected: test.expected)
        }
    }
}

/// The layout of a spec file.
private struct SpecFile: Decodable {
    struct Test: Decodable {
        let name: String
        let desc: String
        let data: JSONValue
        let template: String
        let partials: [String: String]?
        let expected: String
    }

    let tests: [Test]
}

/// Any JSON value as a `MustacheValue`. `JSONDecoder` decodes `true` only as a `Bool` and `1` never as one,
/// so booleans and numbers stay apart (unlike `NSNumber` from `JSONSerialization`).
struct JSONValue: Decodable {
    let value: MustacheValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let bool = try? container.decode(Bool.self) {
            value = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            value = .int(int)
        } else if let double = try? container.decode(Double.self) {
            value = .double(double)
        } else if let string = try? container.decode(String.self) {
            value = .string(string)
        } else if let list = try? container.decode([JSONValue].self) {
            value = .list(list.map(\.value))
        } else {
            value = .object(try container.decode([String: JSONValue].self).mapValues(\.value))
        }
    }
}
