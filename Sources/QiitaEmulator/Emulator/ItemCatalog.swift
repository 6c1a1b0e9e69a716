/// Item JSON encoded once at start-up, split around `page_views_count`, so an answer is a concatenation.
struct ItemCatalog: Sendable {
    private let heads: [[UInt8]]
    private let tails: [[UInt8]]
    private let views: [[UInt8]]
    private let positions: [String: Int]
    /// Indices of public items, newest first.
    let publicIndices: [Int]
    /// How many items.
    var count: Int { heads.count }

    init(_ dataset: EmulatorDataset, edits: [JSONEdit] = []) {
        let userJSON = dataset.user.json(edits: Self.fields(edits, of: .user))
        var heads: [[UInt8]] = []
        var tails: [[UInt8]] = []
        var views: [[UInt8]] = []
        heads.reserveCapacity(dataset.items.count)
        tails.reserveCapacity(dataset.items.count)
        for (index, item) in dataset.items.enumerated() {
            let itemEdits = Self.fields(edits, of: .item(index))
            let parts = item.jsonParts(userJSON: userJSON, edits: itemEdits)
            heads.append(Array(parts.head.utf8))
            tails.append(Array(parts.tail.utf8))
            views.append(Array((itemEdits["page_views_count"] ?? String(item.pageViewsCount)).utf8))
        }
        self.heads = heads
        self.tails = tails
        self.views = views
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
        heads[index] + (showViews ? views[index] : Array("null".utf8)) + tails[index]
    }

    /// A JSON array of the items at `indices`.
    func list<Indices: Collection<Int>>(_ indices: Indices, views showViews: Bool) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(indices.reduce(2) { $0 + heads[$1].count + tails[$1].count + 12 })
        for (offset, index) in indices.enumerated() {
            if offset > 0 { out.append(UInt8(ascii: ",")) }
            out += heads[index]
            out += showViews ? views[index] : Array("null".utf8)
            out += tails[index]
        }
        out.append(UInt8(ascii: "]"))
        return out
    }
}
