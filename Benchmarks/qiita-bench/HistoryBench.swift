import Contributions
import Foundation
import HistoryStore
import QiitaEmulator
import QiitaModel
import Rendering

/// `qiita-bench history [ARTICLES] [DAYS]`: a history of a snapshot a day, then the medians (wall and
/// CPU: other processes share the machine) of a year's `views-gained` report and of recording a snapshot.
func benchHistory(articles: Int, days: Int) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qiita-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("data/qiita-stats/history.sqlite3")
    guard let zone = ReportZone(identifier: "Asia/Tokyo"), let first = CalendarDate(parsing: "2026-01-01") else {
        throw BenchError("cannot set up the zone")
    }
    var base = snapshot(items: articles)
    // The same history every run: views grow by 0–40 a day, now and then a like.
    var generator = SplitMix64(seed: 15)
    func day(_ offset: Int) -> Snapshot {
        base.fetchedAt = "\(first.adding(days: offset))T09:00:00+09:00"
        for index in base.items.indices {
            let roll = Int(generator.next() % 820)
            base.items[index].pageViewsCount = (base.items[index].pageViewsCount ?? 0) + roll % 41
            if roll < 41 { base.items[index].likesCount += 1 }
        }
        return base
    }
    let build = DispatchTime.now().uptimeNanoseconds
    let store = try HistoryStore.open(at: url)
    for offset in 0..<days { try store.record(day(offset)) }
    try store.close()
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    print(
        "history of \(days) daily snapshots × \(articles) articles (\(days * articles) rows, "
            + "\(size / 1_048_576) MiB) built in \(Int(Double(DispatchTime.now().uptimeNanoseconds - build) / 1e6)) ms")

    let options = ContributionOptions(
        period: .year(2026), zone: zone, metric: .viewsGained, today: first.adding(days: days - 1))
    let range = try options.period.resolve(today: options.today)
    let latest = base
    var bytes = 0
    var phases: [[Double]] = []
    let report = try medianTimes(runs: 21) {
        var marks = [cpuNanoseconds()]
        guard let reader = try HistoryStore.openExisting(at: url) else { throw BenchError("the history vanished") }
        let history = try reader.gains(
            host: latest.host, user: latest.user.id, from: (range.from.dayNumber - 2) * 86_400,
            to: (range.to.dayNumber + 3) * 86_400, includePrivate: false)
        try reader.close()
        marks.append(cpuNanoseconds())
        let aggregated = try Contributions.aggregate(latest, options: options, history: history)
        marks.append(cpuNanoseconds())
        bytes = 0
        ReportDocument.write(of: aggregated) { bytes += $0.count }
        marks.append(cpuNanoseconds())
        phases.append(zip(marks.dropFirst(), marks).map { Double($0 - $1) / 1e6 })
    }
    let phase = { (index: Int) in String(format: "%.1f", phases.map { $0[index] }.sorted()[phases.count / 2]) }
    print(
        "report a year of views-gained: median \(report) (target: under 100 ms); CPU: read the gains "
            + "of \(days - 1) pairs of fetches \(phase(0)) ms, aggregate \(phase(1)) ms, \(bytes / 1024) KiB of JSON \(phase(2)) ms"
    )

    try benchReportCommand(history: url, snapshot: latest, in: folder)

    var next = days
    let record = try medianTimes(runs: 21) {
        let writer = try HistoryStore.open(at: url)
        try writer.record(day(next))
        try writer.close()
        next += 1
    }
    print("record one snapshot of \(articles) articles: median \(record) (target: under 20 ms)")
}

/// The whole `qiita-stats report --offline --year 2026 --metric views-gained` (the release binary
/// beside this one, from the store at `history`, whose newest fetch is `snapshot`), as a user runs it.
func benchReportCommand(history: URL, snapshot: Snapshot, in folder: URL) throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("qiita-stats")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        print("(no \(binary.path): build it to time the whole command)")
        return
    }
    for output in [["--json", "/dev/null"], ["--color", "always"]] {
        let arguments = ["report", "--offline", "--year", "2026", "--metric", "views-gained"] + output
        let environment = [
            "HOME": folder.path, "TZ": "Asia/Tokyo", "COLUMNS": "120",
            "XDG_DATA_HOME": history.deletingLastPathComponent().deletingLastPathComponent().path,
        ]
        let times = try medianTimes(runs: 21, cpu: childrenCPUNanoseconds) {
            guard try run(binary.path, arguments, environment: environment) == 0 else {
                throw BenchError("qiita-stats \(arguments.joined(separator: " ")) failed")
            }
        }
        print("  qiita-stats \(arguments.joined(separator: " ")): median \(times) (a child process)")
    }
}

/// Runs `path` with `arguments`, standard output to /dev/null, and waits for it: its wait
/// status (0 when it exited 0). posix_spawn and waitpid, since Foundation's Process polls for
/// the end of the child and would add its polling interval to the time.
func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid = pid_t()
    let code = posix_spawn(&pid, path, &actions, nil, argv, envp)
    guard code == 0 else { throw BenchError("cannot start \(path): error \(code)") }
    var status: Int32 = 0
    guard waitpid(pid, &status, 0) == pid else { throw BenchError("cannot wait for \(path)") }
    return status
}

/// The CPU time of this process so far, in nanoseconds.
func cpuNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The CPU time of the child processes that ended so far, in nanoseconds.
func childrenCPUNanoseconds() -> UInt64 {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    let micros = { (time: timeval) in UInt64(time.tv_sec) * 1_000_000 + UInt64(time.tv_usec) }
    return (micros(usage.ru_utime) + micros(usage.ru_stime)) * 1000
}

/// `12.3 ms wall (min 11.9, max 14.0), 9.8 ms CPU`: the medians of `runs` runs of `body`.
func medianTimes(runs: Int, cpu clock: () -> UInt64 = cpuNanoseconds, _ body: () throws -> Void) rethrows -> String {
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
        let start = (DispatchTime.now().uptimeNanoseconds, clock())
        try body()
        wall.append(Double(DispatchTime.now().uptimeNanoseconds - start.0) / 1e6)
        cpu.append(Double(clock() - start.1) / 1e6)
    }
    let median = { (values: [Double]) in String(format: "%.1f", values.sorted()[values.count / 2]) }
    let range = String(format: "min %.1f, max %.1f", wall.min() ?? 0, wall.max() ?? 0)
    return "\(median(wall)) ms wall (\(range)), \(median(cpu)) ms CPU"
}

/// A benchmark that could not run.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
