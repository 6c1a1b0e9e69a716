/// `page`/`per_page` as Qiita checks them (1…100, else 400), and the `Link`/`Total-Count` headers.
struct Pagination: Sendable, Equatable {
    /// The page asked for.
    var page = 1
    /// The page size asked for.
    var perPage = 20

    /// Reads the parameters; nil when one is not a whole number in 1…100.
    init?(_ query: [(name: String, value: String)]) {
        for (name, value) in query where name == "page" || name == "per_page" {
            guard let number = Int(value), (1...100).contains(number) else { return nil }
            if name == "page" { page = number } else { perPage = number }
        }
    }

    /// The indices of this page within `total` elements (empty past the end).
    func range(total: Int) -> Range<Int> {
        let start = min(total, (page - 1) * perPage)
        return start..<min(total, start + perPage)
    }

    /// `Total-Count` and `Link` (first, prev, next, last); `last` may exceed 100, as on Qiita.
    func headers(total: Int, base: String, path: String, rawQuery: String) -> [(name: String, value: String)] {
        let others = rawQuery.split(separator: "&").filter { !($0 == "page" || $0.hasPrefix("page=")) }
        func link(_ number: Int, _ rel: String) -> String {
            "<\(base)\(path)?" + (["page=\(number)"] + others.map(String.init)).joined(separator: "&")
                + ">; rel=\"\(rel)\""
        }
        let last = max(1, (total + perPage - 1) / perPage)
        var links = [link(1, "first")]
        if page > 1 { links.append(link(page - 1, "prev")) }
        if page < last { links.append(link(page + 1, "next")) }
        links.append(link(last, "last"))
        return [("Total-Count", String(total)), ("Link", links.joined(separator: ", "))]
    }
}
