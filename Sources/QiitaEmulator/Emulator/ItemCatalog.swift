/// Item JSON encoded once at start-up, split around `page_views_count`, so an answer is a concatenation.
struct ItemCatalog: Sendable {
    private let parts: [(head: [UInt8], views: [UInt8], tail: [UInt8])]
    private let positions: [String: Int]
    /// Indices of public items, newest first.
    let publicIndices: [Int]
    var count: Int { parts.count }

    init(_ dataset: EmulatorDataset, edits: [JSONEdit] = []) {
        let userJSON = dataset.user.json(edits: Self.fields(edits, of: .user))
        parts = dataset.items.enumerated().map { index, item in
            let itemEdits = Self.fields(edits, of: .item(index))
            let json = item.jsonParts(userJSON: userJSON, edits: itemEdits)
            let views = itemEdits["page_views_count"] ?? String(item.pageViewsCount)
            return (json.head, Array(views.utf8), json.tail)
        }
        positions = Dictionary(dataset.items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        publicIndices = dataset.items.indices.filter { !dataset.items[$0].isPrivate }
    }

    /// The edited fields of `target`, by name (the last edit of a field wins).
    static func fields(_ edits: [JSONEdit], of target: JSONEdit.Target) -> [String: String] {
        Dictionary(edits.filter { $0.target == target }.map { ($0.field, $0.json) }, uniquingKeysWith: { $1 })
    }

    /// The position of item `id`.
    func index(of id: String) -> Int? { positions[id] }

    /// One item's JSON, with its views or `null`.
    func json(_ index: Int, views showViews: Bool) -> [UInt8] {
        parts[index].head + (showViews ? parts[index].views : Array("null".utf8)) + parts[index].tail
    }

    /// A JSON array of the items at `indices`, written into one buffer of its size (a page of bodies is megabytes).
    func list<Indices: Collection<Int>>(_ indices: Indices, views showViews: Bool) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(
            indices.reduce(2) { $0 + parts[$1].head.count + parts[$1].views.count + parts[$1].tail.count + 5 })
        for index in indices {
            if out.count > 1 { out.append(UInt8(ascii: ",")) }
            out += parts[index].head
            out += showViews ? parts[index].views : Array("null".utf8)
            out += parts[index].tail
        }
        out.append(UInt8(ascii: "]"))
        return out
    }
}
