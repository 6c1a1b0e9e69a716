/// One CSV row under the header of ``HistoryFormat/columns``. No value of the history needs
/// quoting (ids, hosts, timestamps and numbers), so quoted fields are refused, not parsed.
enum HistoryCSVRow {
    static func parse(_ line: String) -> Result<HistoryRecord, RowProblem> {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let columns = HistoryFormat.columns
        guard fields.count == columns.count else {
            return .failure(RowProblem(reason: "\(fields.count) fields where there should be \(columns.count)"))
        }
        if line.contains("\"") { return .failure(RowProblem(reason: "quoted fields are not part of this format")) }
        func number(_ index: Int) -> Int? {
            let field = fields[index]
            guard !field.isEmpty, field.count <= 18, field.utf8.allSatisfy({ (48...57).contains($0) }) else {
                return nil
            }
            return Int(field)
        }
        let views: Int?
        if fields[5].isEmpty {
            views = nil
        } else {
            guard let value = number(5) else { return .failure(RowProblem(reason: "views is not a whole number")) }
            views = value
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
