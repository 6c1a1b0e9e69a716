import Contributions
import FontRendering
import Foundation
import HistoryStore
import PNGEncoder
import QiitaEmulator
import QiitaModel
import Rendering

// Benchmarks that need the library in-process (`make bench-aggregate`, `make bench-png`). Whole-command
// benchmarks (fetch, report) are scripts around the built binaries: scripts/bench-*.sh.

/// The median of `runs` timings of `body`, in milliseconds.
func medianMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var timings: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    return timings.sorted()[timings.count / 2]
}

/// A snapshot of `count` items from the emulator's realistic dataset generator.
func snapshot(items count: Int) -> Snapshot {
    let dataset = EmulatorDataset.generate(seed: 7, items: count, user: "bench-user")
    let items = dataset.items.map { item in
        SnapshotItem(
            id: item.id, title: item.title, url: item.url, createdAt: item.createdAt, updatedAt: item.updatedAt,
            likesCount: item.likesCount, stocksCount: item.stocksCount, commentsCount: item.commentsCount,
            pageViewsCount: item.pageViewsCount, isPrivate: item.isPrivate, tags: item.tags)
    }
    return Snapshot(
        host: "qiita.com", fetchedAt: "2026-11-29T21:04:05+09:00",
        user: QiitaUser(id: "bench-user", name: nil, profileImageURL: "", itemsCount: count, followersCount: 0),
        items: items)
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "aggregate":
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000
    let input = snapshot(items: count)
    guard let zone = ReportZone(identifier: "Asia/Tokyo"), let today = CalendarDate(parsing: "2026-11-29") else {
        print("qiita-bench: cannot set up the zone")
        exit(1)
    }
    for (label, period) in [
        ("month", Period.currentMonth), ("year", Period.year(2026)), ("10 years", Period.last(days: 3652)),
    ] {
        let options = ContributionOptions(period: period, zone: zone, today: today)
        let median = try medianMilliseconds(runs: 21) { _ = try Contributions.aggregate(input, options: options) }
        print(
            "aggregate \(count) items, \(label): median \(String(format: "%.2f", median)) ms (target: well under 50 ms)"
        )
    }
case "png":
    // The calendar PNG of a year, as `report --png` makes it: fonts found once (as a run does),
    // then layout and text, pixels, and the indexed PNG, each timed over 21 runs.
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000
    let input = snapshot(items: count)
    guard let zone = ReportZone(identifier: "Asia/Tokyo"), let today = CalendarDate(parsing: "2026-11-29"),
        let fonts = try TextRenderer.discover(FontSearch()).text
    else {
        print("qiita-bench: cannot set up the zone or find fonts (make deps)")
        exit(1)
    }
    fonts.coverageLevels = 16
    let report = try Contributions.aggregate(
        input, options: ContributionOptions(period: .year(2026), zone: zone, today: today))
    for language in Language.allCases {
        let style = ImageStyle(language: language)
        var bytes: [UInt8] = []
        let total = try medianMilliseconds(runs: 21) {
            bytes = try PNGCodec.encode(CalendarImage(report, style: style, text: fonts).render())
        }
        let image = try CalendarImage(report, style: style, text: fonts)
        let draw = try medianMilliseconds(runs: 21) {
            _ = try CalendarImage(report, style: style, text: fonts).render()
        }
        let bitmap = try image.render()
        let encode = try medianMilliseconds(runs: 21) { _ = try PNGCodec.encode(bitmap) }
        print(
            "png of a year of \(count) items (\(language), \(image.width)×\(image.height), \(bytes.count) bytes): "
                + "median \(String(format: "%.2f", total)) ms = layout and pixels \(String(format: "%.2f", draw)) ms "
                + "+ PNG \(String(format: "%.2f", encode)) ms (target: well under 50 ms)")
    }
case "cache":
    // A store for whole-command benchmarks: ITEMS articles spread evenly over the YEARS years
    // ending 2025-12-31 (the dataset's titles, counts and times of day), stored as `fetch`
    // stores it under FOLDER (XDG_DATA_HOME), for `report --offline` to read.
    let numbers = arguments.dropFirst().prefix(2).compactMap { Int($0) }
    guard numbers.count == 2, let folder = arguments.dropFirst(3).first,
        let last = CalendarDate(parsing: "2025-12-31")
    else {
        print("usage: qiita-bench cache ITEMS YEARS FOLDER")
        exit(64)
    }
    let (count, years) = (numbers[0], numbers[1])
    var spread = snapshot(items: count)
    let days = years * 365 + years / 4
    for index in spread.items.indices {
        let time = spread.items[index].createdAt.split(separator: "T").last.map(String.init) ?? "12:00:00+09:00"
        spread.items[index].createdAt = "\(last.adding(days: -(index * days / count)))T\(time)"
    }
    // FOLDER is the XDG_DATA_HOME of the runs; the publication times beside it are for calplot.
    let root = URL(fileURLWithPath: folder)
    let store = try HistoryStore.open(at: root.appendingPathComponent("qiita-stats/history.sqlite3"))
    try store.record(spread, authenticated: true)
    try store.close()
    let items = spread.items.map { ["created_at": $0.createdAt] }
    try JSONSerialization.data(withJSONObject: ["items": items]).write(to: root.appendingPathComponent("snapshot.json"))
    print("store of \(count) articles over \(years) years in \(root.path)")
case "history":
    let numbers = arguments.dropFirst().compactMap { Int($0) }
    try benchHistory(articles: numbers.first ?? 1000, days: numbers.dropFirst().first ?? 365)
default:
    print("usage: qiita-bench aggregate|png [ITEMS] | history [ARTICLES] [DAYS] | cache ITEMS YEARS FOLDER")
    exit(64)
}
