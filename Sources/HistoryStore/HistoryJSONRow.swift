import Foundation
import QiitaModel

/// One JSON-lines row: an object with exactly the keys of ``HistoryFormat/columns``.
struct HistoryJSONRow: Decodable {
    let record: HistoryRecord

    static func parse(_ line: ArraySlice<UInt8>) -> Result<HistoryRecord, RowProblem> {
        do {
            return .success(try JSONDecoder().decode(HistoryJSONRow.self, from: Data(line)).record)
        } catch let problem as RowProblem {
            return .failure(problem)
        } catch let problem as UnusableValue {
            return .failure(RowProblem(reason: problem.reason))
        } catch DecodingError.keyNotFound(let key, _) {
            return .failure(RowProblem(reason: "missing \(key.stringValue)"))
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            let name = context.codingPath.first?.stringValue ?? "the row"
            return .failure(RowProblem(reason: "\(name) is not \(Self.expected(name))"))
        } catch {
            return .failure(RowProblem(reason: "not one JSON object"))
        }
    }

    private static func expected(_ name: String) -> String {
        switch name {
        case "views": "a whole number or null"
        case "likes", "stocks": "a whole number"
        case "private": "true or false"
        default: "a string"
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if container.allKeys.contains(where: { !HistoryFormat.columns.contains($0.stringValue) }) {
            throw RowProblem(reason: "it has a key that is not one of \(HistoryFormat.columns.joined(separator: ", "))")
        }
        func text(_ name: String) throws -> String { try container.decode(String.self, forKey: Key(name)) }
        // A number past `Int` or with a fraction is named as one: the decoder alone would not say which.
        func count(_ name: String) throws -> Int? { try container.count(Key(name), of: nil) }
        guard container.contains(Key("views")) else {
            throw DecodingError.keyNotFound(Key("views"), .init(codingPath: [], debugDescription: ""))
        }
        record = HistoryRecord(
            host: try text("host"), user: try text("user"), article: try text("article"),
            createdAt: try text("created_at"), fetchedAt: try text("fetched_at"),
            views: try count("views"), likes: try count("likes") ?? container.decode(Int.self, forKey: Key("likes")),
            stocks: try count("stocks") ?? container.decode(Int.self, forKey: Key("stocks")),
            isPrivate: try container.decode(Bool.self, forKey: Key("private")))
    }
}
