/// The text forms of the history (`history export|import --format`).
public enum HistoryFormat: String, Sendable, CaseIterable {
    /// One JSON object a line.
    case jsonl
    /// Comma-separated values under a header line.
    case csv

    /// The format a file name suggests: `.csv` is CSV, anything else JSON lines.
    public static func guess(path: String?) -> HistoryFormat {
        path?.lowercased().hasSuffix(".csv") == true ? .csv : .jsonl
    }

    /// The CSV header: the columns, in order.
    static let columns = ["host", "user", "article", "created_at", "fetched_at", "views", "likes", "stocks", "private"]
}
