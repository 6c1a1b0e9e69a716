import Foundation

/// Builds an ``EmulatorDataset`` from a seed: clustered dates, long-tailed counts, mixed-language text.
struct DatasetGenerator {
    /// The newest moment of any dataset: 2025-06-30 23:59:59 JST.
    static let endEpoch = JSTTime.epoch(year: 2025, month: 6, day: 30, hour: 23, minute: 59, second: 59)
    /// Months covered, ending June 2025.
    static let months = 72

    var random: SplitMix64
    let seed: UInt64
    let user: String
    let bodies: Bool

    mutating func dataset(items count: Int, profileImageURL: String) -> EmulatorDataset {
        let times = DateClusters.timestamps(count: max(0, count), random: &random)
        let escaped = Set((0..<min(count, 3 + count / 150)).map { _ in random.int(0...max(0, count - 1)) })
        var items: [EmulatorItem] = []
        items.reserveCapacity(times.count)
        for (index, created) in times.enumerated() {
            items.append(item(created: created, escapedTitle: escaped.contains(index) || random.chance(0.01)))
        }
        let userValue = EmulatorUser(
            id: user, permanentID: 100_000 + Int(seed % 900_000),
            description: "Swift と CLI が好きです。\r\nThis account is emulated.", location: "Tokyo",
            profileImageURL: profileImageURL, itemsCount: items.filter { !$0.isPrivate }.count,
            followersCount: 40 + items.reduce(0) { $0 + $1.likesCount } / 25, followeesCount: random.int(3...80),
            imageMonthlyUploadRemaining: 104_857_600 - random.int(0...9) * 524_288)
        return EmulatorDataset(seed: seed, user: userValue, items: items)
    }

    private mutating func item(created: Int, escapedTitle: Bool) -> EmulatorItem {
        let id = (0..<5).map { _ in String(format: "%04lx", random.int(0...0xFFFF)) }.joined()
        let tags = pickTags()
        let topic = tags[0]
        let isPrivate = random.chance(0.04)
        let viral = !isPrivate && random.chance(0.015)
        let likes =
            viral
            ? random.int(800...6000)
            : isPrivate ? random.int(0...2) : min(700, Int(pareto(1.25)) - 1 + random.int(0...2))
        let views = likes * random.int(40...120) + random.int(isPrivate ? 3...60 : 60...3000)
        let large = random.chance(0.025)
        let text =
            bodies
            ? ArticleText.make(&random, topic: topic, blocks: large ? random.int(500...1500) : random.int(8...30))
            : (body: "", rendered: "")
        let updated = min(Self.endEpoch, created + (random.chance(0.6) ? 0 : random.int(60...86_400 * 200)))
        return EmulatorItem(
            id: id, title: escapedTitle ? random.pick(Self.escapedTitles) : title(topic: topic), body: text.body,
            renderedBody: text.rendered, createdEpoch: created, updatedEpoch: updated, likesCount: likes,
            stocksCount: Int(Double(likes) * random.unit() * 1.3),
            commentsCount: random.chance(0.3) ? random.int(1...4) + likes / 150 : 0,
            pageViewsCount: views, isPrivate: isPrivate, tags: tags,
            url: "https://qiita.com/\(user)/\(isPrivate ? "private" : "items")/\(id)",
            organizationURLName: random.chance(0.1) ? "emu-org" : nil, slide: random.chance(0.02))
    }

    /// A Pareto-distributed value ≥ 1: most small, a few large.
    private mutating func pareto(_ alpha: Double) -> Double {
        Foundation.pow(1 / max(random.unit(), 1e-9), 1 / alpha)
    }

    private mutating func pickTags() -> [String] {
        var tags: [String] = []
        for _ in 0..<random.int(1...5) {
            let tag = random.pick(Self.tagPool)
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    private mutating func title(topic: String) -> String {
        let template = random.pick(Self.titles).replacingOccurrences(of: "{T}", with: topic)
        return random.chance(0.1) ? template + " (\(random.int(2...5)))" : template
    }

    static let tagPool = [
        "Swift", "iOS", "Python", "Linux", "Docker", "AWS", "Go", "Rust", "TypeScript", "JavaScript", "React",
        "初心者", "機械学習", "SQL", "Git", "Vim", "C++", "Kotlin", "Ruby", "Rails", "ポエム", "個人開発",
        "Terraform", "Kubernetes",
    ]

    static let titles = [
        "Getting started with {T}", "{T} tips I wish I knew earlier", "How I debugged a {T} memory leak",
        "A deep dive into {T} concurrency", "{T} in 5 minutes", "Notes on {T} performance",
        "{T}入門: 最初の一歩", "{T}でハマったポイントまとめ", "{T}のテストを速くする方法", "【{T}】よく使うコマンド集",
        "{T}を本番で1年運用して分かったこと", "今さら聞けない{T}の基本", "{T} × GitHub Actions で CI を作る",
    ]

    static let escapedTitles = [
        "<details> と <summary> で折りたたみを作る", "Tom & Jerry: \"quotes\" in JSON & HTML",
        "Why `a < b && b > c` isn't what you think", "「'」と「\"」のエスケープ & <script> 対策",
        "C++ の <vector> & <map> を使い分ける",
    ]
}
