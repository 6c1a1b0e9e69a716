// A list page: `ItemListSkim` (ids read straight off the bytes) against the decode of
// `[ItemDTO]`, which is the authority. When both read the page, the skim's ids are the
// decode's, and its ids without views are those of the decoded items whose
// `page_views_count` is nil; an id that is not an article id is never in the skim.
import Foundation
import QiitaModel

@testable import QiitaAPI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzItems(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    let skim = ItemListSkim(bytes)
    let decoded = try? JSONDecoder().decode([ItemDTO].self, from: Data(bytes))
    if let skim {
        for id in skim.ids {
            invariant(InvalidItemID.isValid(id), "the skim kept the id \(shown(id).debugDescription)")
        }
        let ids = Set(skim.ids)
        invariant(skim.idsWithoutViews.allSatisfy(ids.contains), "an id without views is not among the ids")
    }
    if let skim, let decoded {
        invariant(skim.ids == decoded.map(\.id), "skim ids \(skim.ids) ≠ decoded \(decoded.map(\.id))")
        let withoutViews = decoded.filter { $0.pageViewsCount == nil }.map(\.id)
        invariant(
            skim.idsWithoutViews == withoutViews, "skim ids without views \(skim.idsWithoutViews) ≠ \(withoutViews)")
    }
    return 0
}
