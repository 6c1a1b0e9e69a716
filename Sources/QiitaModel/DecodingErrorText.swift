import Foundation

/// A decoding error as a phrase for a message: what was missing or wrong, and where.
public enum DecodingErrorText {
    /// `missing "id" at [3]`, `unexpected value at [0].likes_count`, or a ``DecodingProblem``'s own words.
    public static func describe(_ error: any Error) -> String {
        switch error {
        case let error as any DecodingProblem: error.description
        case DecodingError.keyNotFound(let key, let context):
            "missing \"\(key.stringValue)\" at \(path(context.codingPath))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at \(path(context.codingPath))"
        case DecodingError.dataCorrupted(let context):
            "not valid JSON" + (context.codingPath.isEmpty ? "" : " at \(path(context.codingPath))")
        default: "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
