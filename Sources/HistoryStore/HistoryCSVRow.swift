/// One CSV row under the header of ``HistoryFormat/columns`` (RFC 4180). A cell a spreadsheet would run as a
/// formula (starting with `=`, `+`, `-`, `@`, tab or CR) or starting with `'` gets a `'` first, which the reader drops.
enum HistoryCSVRow {
    /// The line of `fields`: each quoted when it holds a comma, a quote or a line break.
    static func line(_ fields: [String]) -> String {
        fields.map { field in
            let cell = field.first.map(guarded.contains) == true ? "'" + field : field
            guard cell.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return cell }
            return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }.joined(separator: ",")
    }

    /// The first characters that get a `'` before them: a formula's, and the `'` itself.
    private static let guarded: Set<Character> = ["=", "+", "-", "@", "\t", "\r", "'"]

    private enum FieldState { case start, plain, quoted, quoteInQuoted }

    /// The fields of one line, quotes and guards undone; nil when a quote is stray or not closed.
    static func fields(_ line: String) -> [String]? {
        var fields: [String] = []
        var field = ""
        var state = FieldState.start
        for character in line {
            switch (state, character) {
            case (.quoted, "\""): state = .quoteInQuoted
            case (.quoted, _): field.append(character)
            case (.quoteInQuoted, "\""):
                field.append(character)
                state = .quoted
            case (_, ","):
                fields.append(field)
                field = ""
                state = .start
            case (.start, "\""): state = .quoted
            case (.quoteInQuoted, _), (_, "\""): return nil
            default:
                field.append(character)
                state = .plain
            }
        }
        guard state != .quoted else { return nil }
        return (fields + [field]).map { cell in
            cell.count > 1 && cell.first == "'" && guarded.contains(cell.dropFirst().first ?? " ")
                ? String(cell.dropFirst()) : cell
        }
    }

    static func parse(_ line: String) -> Result<HistoryRecord, RowProblem> {
        guard let fields = fields(line) else {
            return .failure(RowProblem(reason: "a quote is stray or not closed (RFC 4180)"))
        }
        let columns = HistoryFormat.columns
        guard fields.count == columns.count else {
            return .failure(RowProblem(reason: "\(fields.count) fields where there should be \(columns.count)"))
        }
        func number(_ index: Int) -> Int? {
            let field = fields[index]
            guard !field.isEmpty, field.count <= 18, field.utf8.allSatisfy({ (48...57).contains($0) }) else {
                return nil
            }
            return Int(field)
        }
        let views = number(5)
        guard views != nil || fields[5].isEmpty else {
            return .failure(RowProblem(reason: "views is not a whole number"))
        }
        guard let likes = number(6) else { return .failure(RowProblem(reason: "likes is not a whole number")) }
        guard let stocks = number(7) else { return .failure(RowProblem(reason: "stocks is not a whole number")) }
        guard fields[8] == "true" || fields[8] == "false" else {
            return .failure(RowProblem(reason: "private is not true or false"))
        }
        return .success(
            HistoryRecord(
                host: fields[0], user: fields[1], article: fields[2], createdAt: fields[3], fetchedAt: fields[4],
                views: views, likes: likes, stocks: stocks, isPrivate: fields[8] == "true"))
    }
}
