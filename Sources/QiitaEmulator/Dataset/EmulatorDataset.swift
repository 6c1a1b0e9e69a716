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

    /// Generates the dataset, the same for the same arguments (`bodies` off also changes ids and counts).
    public static func generate(
        seed: UInt64, items: Int, user: String, profileImageURL: String = "", bodies: Bool = true
    ) -> EmulatorDataset {
        var generator = DatasetGenerator(random: SplitMix64(seed: seed), seed: seed, user: user, bodies: bodies)
        return generator.dataset(items: items, profileImageURL: profileImageURL)
    }
}
