import Foundation
import QiitaModel
import QiitaStatsCore

/// A list's length as its first answer tells (`Total-Count`, else `Link`'s last page): it decides how many pages go
/// out at once; short or empty pages decide where the list ends, since a count can be missing or low.
struct ListPaging: Sendable, Equatable {
    /// Items asked for per page (`per_page`, the API's largest).
    static let perPage = 100
    /// The API's last page: it refuses `page` above 100, so a list holds at most 10,000 items.
    static let maxPages = 100

    /// `Total-Count`, if the answer said (a whole number ≥ 0).
    var totalCount: Int?
    /// The `page` of the `last` link, if the answer said.
    var lastPage: Int?

    /// The pages requested together after page 1, in 1…100: from `Total-Count`, else `Link`, else `items_count`.
    func plannedPages(itemsCount: Int?) -> Int {
        let announced = totalCount.map(Self.pages) ?? lastPage ?? itemsCount.map(Self.pages) ?? 1
        return min(Self.maxPages, max(1, announced))
    }

    /// Whether to read past a full page after `itemsRead` items: without a `Total-Count`, or past one shown too low.
    func goesOn(itemsRead: Int) -> Bool {
        guard let totalCount else { return true }
        return itemsRead > totalCount
    }

    /// Whether a list whose page 100 came back full goes on past what the API pages to (a count says so, or none does).
    func isCut(lastPageRead: Int, lastPageFull: Bool, itemsCount: Int?, publicItemsRead: Int) -> Bool {
        guard lastPageRead >= Self.maxPages, lastPageFull else { return false }
        if let totalCount { return totalCount > Self.maxPages * Self.perPage }
        guard let itemsCount else { return true }
        return itemsCount > publicItemsRead
    }

    /// Pages of `count` items, without overflowing on a hostile count.
    private static func pages(_ count: Int) -> Int { count / perPage + (count % perPage == 0 ? 0 : 1) }
}

extension ListPaging {
    /// Reads the headers of page 1.
    init(_ headers: HTTPHeaders) {
        totalCount = headers["Total-Count"].flatMap { Int(HTTPHeaders.trimmed($0[...])) }.flatMap { $0 >= 0 ? $0 : nil }
        lastPage = Self.lastPage(link: headers["Link"])
    }

    /// The `page` query value of the `last` URL in a `Link` header (`<URL>; rel="next", <URL>; rel="last"`), if it is
    /// a page number (1 or more); malformed entries are skipped.
    static func lastPage(link value: String?) -> Int? {
        var last: URL?
        for entry in (value ?? "").split(separator: ",") {
            let parts = entry.split(separator: ";").map { String(HTTPHeaders.trimmed($0)) }
            guard let target = parts.first, target.hasPrefix("<"), target.hasSuffix(">"),
                let url = URL(string: String(target.dropFirst().dropLast()))
            else { continue }
            for parameter in parts.dropFirst() where parameter.hasPrefix("rel=") {
                let relations = parameter.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                if relations.split(separator: " ").contains("last") { last = url }
            }
        }
        guard let last, let components = URLComponents(url: last, resolvingAgainstBaseURL: false),
            let page = components.queryItems?.first(where: { $0.name == "page" })?.value.flatMap({ Int($0) }), page >= 1
        else { return nil }
        return page
    }
}

/// The pages of a list after page 1, as read.
struct ListTail: Sendable {
    /// Their items, in page order.
    var items: [ListedItem]
    /// The number of the last page read (1 when only page 1 was).
    var lastPage: Int
    /// Whether that page was full, so the list may go on.
    var lastPageFull: Bool
}
