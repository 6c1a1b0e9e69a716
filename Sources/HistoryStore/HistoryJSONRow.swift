import QiitaStatsCore

/// One JSON-lines row: an object with exactly the keys of ``HistoryFormat/columns``.
enum HistoryJSONRow {
    static func parse(_ line: ArraySlice<UInt8>) -> Result<HistoryRecord, RowProblem> {
        var strings: [String: String] = [:]
        var views: Int??
        var likes: Int?
        var stocks: Int?
        var isPrivate: Bool?
        var problem: String?
        let read = Array(line).withUnsafeBufferPointer { buffer -> Bool in
            var cursor = JSONCursor(bytes: buffer)
            let object = cursor.object { cursor, key in
                func string(_ name: String) -> Bool {
                    guard strings[name] == nil, let value = cursor.string() else {
                        problem = strings[name] == nil ? "\(name) is not a string" : "\(name) is given twice"
                        return false
                    }
                    strings[name] = value
                    return true
                }
                func integer(_ name: String, _ value: inout Int?) -> Bool {
                    guard value == nil, let number = cursor.integer() else {
                        problem = value == nil ? "\(name) is not a whole number" : "\(name) is given twice"
                        return false
                    }
                    value = number
                    return true
                }
                if cursor.isKey(key, "host") { return string("host") }
                if cursor.isKey(key, "user") { return string("user") }
                if cursor.isKey(key, "article") { return string("article") }
                if cursor.isKey(key, "created_at") { return string("created_at") }
                if cursor.isKey(key, "fetched_at") { return string("fetched_at") }
                if cursor.isKey(key, "likes") { return integer("likes", &likes) }
                if cursor.isKey(key, "stocks") { return integer("stocks", &stocks) }
                if cursor.isKey(key, "views") {
                    guard views == nil, let value = cursor.optionalInteger() else {
                        problem = views == nil ? "views is not a whole number or null" : "views is given twice"
                        return false
                    }
                    views = value
                    return true
                }
                if cursor.isKey(key, "private") {
                    guard isPrivate == nil, let value = cursor.bool() else {
                        problem = isPrivate == nil ? "private is not true or false" : "private is given twice"
                        return false
                    }
                    isPrivate = value
                    return true
                }
                problem = "it has a key that is not one of \(HistoryFormat.columns.joined(separator: ", "))"
                return false
            }
            return object && cursor.atEnd()
        }
        guard read else { return .failure(RowProblem(reason: problem ?? "not one JSON object")) }
        let missing = HistoryFormat.columns.filter { name in
            switch name {
            case "views": views == nil
            case "likes": likes == nil
            case "stocks": stocks == nil
            case "private": isPrivate == nil
            default: strings[name] == nil
            }
        }
        guard missing.isEmpty, let host = strings["host"], let user = strings["user"],
            let article = strings["article"], let createdAt = strings["created_at"],
            let fetchedAt = strings["fetched_at"], let views, let likes, let stocks, let isPrivate
        else { return .failure(RowProblem(reason: "missing \(missing.joined(separator: ", "))")) }
        return .success(
            HistoryRecord(
                host: host, user: user, article: article, createdAt: createdAt, fetchedAt: fetchedAt, views: views,
                likes: likes, stocks: stocks, isPrivate: isPrivate))
    }
}
