/// Everything the emulator serves: one user and their items, a pure function of (seed, item count, user).
public struct EmulatorDataset: Sendable, Equatable {
    /// The seed it was generated from.
    public var seed: UInt64
    /// The user.
    public var user: EmulatorUser
    /// Every item, newest first (as `/authenticated_user/items` lists them), limited-share ones included.
    public var items: [EmulatorItem]

    /// Items everyone can see, newest first (as `/users/:id/items` lists them).
    public var publicItems: [EmulatorItem] { items.filter { !$0.isPrivate } }

    /// The likes of `item`, newest first: `likesCount` of them, each by a generated user.
    func likes(of item: EmulatorItem) -> [EmulatorLike] {
        var random = SplitMix64(seed: seed ^ DatasetGenerator.hash(Array(item.id.utf8)))
        var time = DatasetGenerator.endEpoch
        let span = max(60, DatasetGenerator.endEpoch - item.createdEpoch)
        var likes: [EmulatorLike] = []
        likes.reserveCapacity(item.likesCount)
        for index in 0..<item.likesCount {
            time -= 1 + random.int(0...max(1, 2 * span / max(1, item.likesCount)))
            let created = max(item.createdEpoch + item.likesCount - index, time)
            likes.append(EmulatorLike(createdEpoch: created, userID: "liker-\(random.int(1000...99_999))"))
        }
        return likes
    }

    /// Generates the dataset, the same for the same arguments (`bodies` off also changes ids and counts).
    public static func generate(
        seed: UInt64, items: Int, user: String, profileImageURL: String = "", bodies: Bool = true
    ) -> EmulatorDataset {
        var generator = DatasetGenerator(seed: seed, user: user, bodies: bodies)
        return generator.dataset(items: items, profileImageURL: profileImageURL)
    }
}

/// One like: when (epoch seconds), and by whom (a login name).
struct EmulatorLike: Sendable, Equatable {
    var createdEpoch: Int
    var userID: String
    var createdAt: String { JSTTime.format(createdEpoch) }
}
