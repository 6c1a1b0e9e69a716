import TestSupport
import Testing

@testable import QiitaStatsCore

@Suite struct JSONWriterTests {
    /// A row of a `days` table: on one line up to 200 characters inside an array, 100 elsewhere.
    private func row(_ views: Int) -> JSONValue {
        .object(["date": .string("2026-11-30"), "posts": .int(1), "views": .int(views), "level": .null])
    }

    @Test func streamingADocumentWritesTheBytesOfItsValue() {
        let wideRow = JSONValue.object((0..<12).map { ("count_\($0)", .int(Int.max)) })
        let article = JSONValue.object([
            "id": .string("a1"), "title": .string("Swift \"on\" Linux\t日本語 \u{202E}"),
            "tags": .array([.string("Swift"), .string("Linux")]),
        ])
        let document = JSONValue.object([
            "schema_version": .int(1),
            "user": .object(["id": .string("emu-user"), "name": .null]),
            "days": .array([row(3), wideRow, row(-7)]),
            "items": .array([article, article]),
            "empty": .array([]),
            "none": .object([]),
        ])

        var writer = JSONWriter()
        writer.begin()
        writer.key("schema_version")
        writer.value(.int(1))
        writer.key("user")
        writer.value(.object(["id": .string("emu-user"), "name": .null]))
        writer.key("days")
        writer.begin(array: true)
        for day in [row(3), wideRow, row(-7)] { writer.value(day) }
        writer.end()
        writer.key("items")
        writer.begin(array: true)
        for _ in 0..<2 {
            writer.begin()
            writer.key("id")
            writer.value(.string("a1"))
            writer.key("title")
            writer.value(.string("Swift \"on\" Linux\t日本語 \u{202E}"))
            writer.key("tags")
            writer.value(.array([.string("Swift"), .string("Linux")]))
            writer.end()
        }
        writer.end()
        writer.key("empty")
        writer.begin(array: true)
        writer.end()
        writer.key("none")
        writer.begin()
        writer.end()
        writer.end()

        let streamed = String(decoding: writer.finish(), as: UTF8.self)
        #expect(streamed == document.prettyPrinted)
        #expect(
            streamed.hasPrefix("{\n  \"schema_version\": 1,\n  \"user\": { \"id\": \"emu-user\", \"name\": null },\n"))
        #expect(streamed.contains("\n    { \"date\": \"2026-11-30\", \"posts\": 1, \"views\": 3, \"level\": null },\n"))
        // Wider than a row may be: one member a line.
        #expect(streamed.contains("\n    {\n      \"count_0\": 9223372036854775807,\n"))
        #expect(streamed.contains("\\u202e"))
        #expect(streamed.hasSuffix("  \"empty\": [],\n  \"none\": {}\n}\n"))
    }

    @Test func stringsAndNumbersWriteAsTheirValuesDo() {
        var direct = JSONWriter()
        direct.begin(array: true)
        direct.value(.string("tab\t\u{202E} \"quoted\" 日本語"))
        direct.value(.int(-42))
        direct.value(.null)
        direct.end()
        let value = JSONValue.array([.string("tab\t\u{202E} \"quoted\" 日本語"), .int(-42), .null, .array([])])
        var streamed = String(decoding: direct.finish(), as: UTF8.self)
        streamed.removeLast(3)  // "\n]\n": compare with the value's first three elements
        #expect(value.prettyPrinted.hasPrefix(streamed + ",\n  []"))
    }

    @Test func numbersAreWrittenDigitForDigitAsTheirDescriptions() {
        let numbers = [0, 7, 9, 10, 99, 100, 1_000_000_000_000_000_000, -1, -10, -99, Int.max, Int.min]
        #expect(
            JSONValue.array(numbers.map(JSONValue.int)).compactText
                == "[" + numbers.map(String.init).joined(separator: ",") + "]")
    }

    @Test func onlyTheScalarsThatNeedItAreEscapedAndTheTextBetweenThemIsKept() {
        // £, … and ب start with the lead bytes of escaped scalars (C2, E2, D8) and are written as they are.
        let text = "£ … ب\u{061C}x\u{85}\u{2069}\"\\\n\u{01}end"
        #expect(JSONValue.string(text).compactText == #""£ … ب\u061cx\u0085\u2069\"\\\n\u0001end""#)
        #expect(JSONValue.string("").compactText == #""""#)
        #expect(JSONValue.string("\u{2028}").compactText == #""\u2028""#)
        // An object's keys are escaped as its strings are; the writer's literal keys are written as they are.
        #expect(JSONValue.object([("a\"b\u{202E}", .int(1))]).compactText == #"{"a\"b\u202e":1}"#)
    }

    @Test func piecesTakenOnTheWayMakeTheSameDocument() {
        func document(takingEvery interval: Int?) -> [UInt8] {
            var writer = JSONWriter()
            var taken: [UInt8] = []
            writer.begin()
            writer.key("items")
            writer.begin(array: true)
            for index in 0..<500 {
                writer.begin()
                writer.key("id")
                writer.value(.string("article \(index) \u{202E}"))
                writer.key("tags")
                writer.value(.array([.string("Swift"), .int(index)]))
                writer.end()
                if let interval, writer.pendingCount >= interval { taken += writer.takePending() }
            }
            writer.end()
            return taken + writer.finish()
        }
        let whole = document(takingEvery: nil)
        for interval in [1, 100, 4096] { #expect(document(takingEvery: interval) == whole, "every \(interval) bytes") }
    }

    @Test func compactTextIsOneLineWithoutSpacesAndPrettyTextKeepsRowsOnOneLine() {
        let value = JSONValue.object([
            "a": .array([.int(1), .object(["b": .null, "c": .raw("2.500000")])]), "d": .object([]), "e": .array([]),
            "s": .string("x\u{9B}y \u{2028}"), "t": .array([.string("Swift"), .bool(true)]),
        ])
        #expect(
            value.compactText
                == #"{"a":[1,{"b":null,"c":2.500000}],"d":{},"e":[],"s":"x\u009by \u2028","t":["Swift",true]}"#)
        #expect(
            value.prettyPrinted == """
                {
                  "a": [
                    1,
                    { "b": null, "c": 2.500000 }
                  ],
                  "d": {},
                  "e": [],
                  "s": "x\\u009by \\u2028",
                  "t": ["Swift", true]
                }

                """)
    }

    @Test func finishClosesWhatIsOpenAndLeavesTheWriterEmpty() {
        var writer = JSONWriter()
        writer.begin(array: true)
        writer.value(.int(1))
        #expect(String(decoding: writer.finish(), as: UTF8.self) == "[\n  1\n]\n")
        writer.value(.string("next"))
        #expect(String(decoding: writer.finish(), as: UTF8.self) == "\"next\"\n")
    }
}
