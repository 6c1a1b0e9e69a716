import Foundation
import QiitaStatsCore

/// The `Link` header of a paginated answer: `<URL>; rel="next", <URL>; rel="last"`.
struct LinkHeader: Sendable, Equatable {
    /// URLs by relation (`first`, `prev`, `next`, `last`).
    let links: [String: URL]

    /// Parses a header value; malformed entries are skipped.
    init(_ value: String?) {
        var links: [String: URL] = [:]
        for entry in (value ?? "").split(separator: ",") {
            let parts = entry.split(separator: ";").map { String(HTTPHeaders.trimmed($0)) }
            guard let target = parts.first, target.hasPrefix("<"), target.hasSuffix(">"),
                let url = URL(string: String(target.dropFirst().dropLast()))
            else { continue }
            for parameter in parts.dropFirst() where parameter.hasPrefix("rel=") {
                let relations = parameter.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                for relation in relations.split(separator: " ") { links[String(relation)] = url }
            }
        }
        self.links = links
    }

    /// The `page` query value of the `last` link, if it is a page number (1 or more).
    var lastPage: Int? {
        guard let url = links["last"], let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let page = components.queryItems?.first(where: { $0.name == "page" })?.value.flatMap({ Int($0) }), page >= 1
        else { return nil }
        return page
    }
}
