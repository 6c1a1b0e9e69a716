import Foundation
import QiitaModel
import QiitaStatsCore

/// How long a paginated list is, as far as its first answer tells (`Total-Count`, else the
/// `last` page of `Link`), and the rules for reading the rest: the count only decides how many
/// pages go out at once; the pages' own lengths decide where the list ends (a short or empty
/// page), since a count can be missing or lower than the pages show.
struct ListPaging: Sendable, Equatable {
    /// Items asked for per page (`per_page`, the API's largest).
    static let perPage = 100
    /// The API's last page: it refuses `page` above 100, so a list holds at most 10,000 items.
    static let maxPages = 100

    /// `Total-Count`, if the answer said (a whole number ≥ 0).
    var totalCount: Int?
    /// The `page` of the `last` link, if the answer said.
    var lastPage: Int?

    /// Reads the headers of page 1.
    init(_ headers: HTTPHeaders) {
        totalCount = headers["Total-Count"].flatMap { Int(HTTPHeaders.trimmed($0[...])) }.flatMap {
            $0 >= 0 ? $0 : nil
        }
        lastPage = LinkHeader(headers["Link"]).lastPage.flatMap { $0 >= 1 ? $0 : nil }
    }

    /// A paging read from known values (tests).
    init(totalCount: Int?, lastPage: Int?) {
        self.totalCount = totalCount
        self.lastPage = lastPage
    }

    /// The pages requested together after page 1, in 1…100: from `Total-Count`, else `Link`,
    /// else the user's `items_count` (a guess, like the others checked against the pages).
    func plannedPages(itemsCount: Int?) -> Int {
        let announced = totalCount.map(Self.pages) ?? lastPage ?? itemsCount.map(Self.pages) ?? 1
        return min(Self.maxPages, max(1, announced))
    }

    /// Whether to read on past a full page, having read `itemsRead` items: always without a
    /// `Total-Count`, and past one the pages have shown to be too low.
    func goesOn(itemsRead: Int) -> Bool {
        guard let totalCount else { return true }
        return itemsRead > totalCount
    }

    /// Whether a list whose page 100 came back full goes on past what the API will page to:
    /// `Total-Count` says more than 10,000, or, without a count, the user's `items_count` says
    /// more public items than were read (or nothing says).
    func isCut(lastPageRead: Int, lastPageFull: Bool, itemsCount: Int?, publicItemsRead: Int) -> Bool {
        guard lastPageRead >= Self.maxPages, lastPageFull else { return false }
        if let totalCount { return totalCount > Self.maxPages * Self.perPage }
        guard let itemsCount else { return true }
        return itemsCount > publicItemsRead
    }

    /// Pages of `count` items, without overflowing on a hostile count.
    private static func pages(_ count: Int) -> Int { count / perPage + (count % perPage == 0 ? 0 : 1) }
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
