import Contributions
import Foundation
import QiitaModel
import QiitaStats
import QiitaStatsCore
import TestSupport
import Testing

/// `TZ=JST-9` (valid POSIX) and unknown `TZ` values
/// silently gave UTC days; `--tz JST` was accepted and `--tz utc` refused.
@Suite struct TimeZoneNameTests {
    /// `report --json` of November 2026 from the fixture, with `arguments` and `TZ`.
    private func november(_ arguments: [String] = [], tz: String?) async -> (ToolRun, [String: Any]) {
        let home = try? homeStoring()
        let run = await runTool(
            ["report", "--offline", "--month", "2026-11", "--json"] + arguments,
            environment: tz.map { ["TZ": $0] } ?? [:], home: home?.url)
        let object = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) as? [String: Any] ?? [:]
        return (run, object)
    }

    /// The days of a report as comparable text.
    private func days(_ document: [String: Any]) -> String {
        ((document["days"] as? [[String: Any]]) ?? []).map { "\($0["date"] ?? "")=\($0["posts"] ?? "")" }
            .joined(separator: ",")
    }

    @Test(arguments: [
        ("JST-9", "Asia/Tokyo"), ("<+0530>-5:30", "Asia/Kolkata"), ("UTC0", "UTC"), (":JST-9", "Asia/Tokyo"),
    ])
    func aPOSIXTZIsTheZoneItNames(tz: String, same zone: String) async throws {
        let (run, document) = await november(tz: tz)
        let (_, reference) = await november(["--tz", zone], tz: nil)
        #expect(run.status == .partial, "\(run.stderr)")
        #expect(!run.stderr.contains("TZ="), "\(run.stderr)")
        #expect(!days(reference).isEmpty && days(document) == days(reference), "TZ=\(tz) is not \(zone)")
        let period = try #require(document["period"] as? [String: Any])
        #expect(period["time_zone"] as? String == String(tz.drop { $0 == ":" }))
    }

    /// A path to a zone file, as the C library reads `TZ` (with or without the `:`): the zone of its
    /// name under the zone folder, the same report as the name, without a warning.
    @Test(arguments: [":/usr/share/zoneinfo/Asia/Tokyo", "/usr/share/zoneinfo/Asia/Tokyo"])
    func aTZPathUnderTheZoneFolderIsTheZoneOfItsName(tz: String) async throws {
        let (run, document) = await november(tz: tz)
        let (named, reference) = await november(tz: "Asia/Tokyo")
        #expect(run.status == .partial && run.stderr == named.stderr, "\(run.stderr)")
        #expect(!run.stderr.contains("TZ="), "\(run.stderr)")
        #expect(!days(reference).isEmpty && days(document) == days(reference))
        #expect((document["period"] as? [String: Any])?["time_zone"] as? String == "Asia/Tokyo")
        #expect(run.stdout == named.stdout)
    }

    @Test(arguments: ["Mars/Base", "JST", "UTC+9", "CET-1CEST,M3.5.0,M10.5.0/3"])
    func aTZThatIsNotExactlyAZoneIsSaidOnce(tz: String) async throws {
        let (run, document) = await november(tz: tz)
        #expect(run.status == .partial, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("qiita-stats: warning: TZ=\(tz): ") }
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(!days(document).isEmpty)
    }

    @Test func anUnknownTZIsUTCAsTheCLibraryHasIt() async throws {
        let (run, document) = await november(tz: "Mars/Base")
        let (_, utc) = await november(["--tz", "UTC"], tz: nil)
        #expect(days(document) == days(utc))
        #expect(run.stderr.contains("using UTC, as the C library does"), "\(run.stderr)")
        let home = try homeStoring()
        let quiet = await runTool(
            ["report", "--offline", "--month", "2026-11", "--json", "-q"], environment: ["TZ": "Mars/Base"],
            home: home.url)
        #expect(!quiet.stderr.contains("TZ="), "\(quiet.stderr)")
    }

    @Test(arguments: ["utc", "UTC", "asia/tokyo", "Asia/Tokyo", "JST-9", "Etc/GMT-9", "Japan", "europe/paris"])
    func tzTakesWhatResolvesToAZoneInAnyCase(zone: String) async throws {
        let (run, document) = await november(["--tz", zone], tz: nil)
        #expect(run.status == .partial, "\(run.stderr)")
        #expect(document["period"] != nil)
    }

    @Test(arguments: [
        ("JST", "JST is an abbreviation", "Asia/Tokyo"), ("CST", "CST is an abbreviation", "America/Chicago"),
        ("Tokyo", "Tokyo is not a time zone", "use Asia/Tokyo"), ("UTC+9", "UTC+9 means UTC-09:00", "Etc/GMT-9"),
        ("GMT+0900", "GMT+0900 is not a time zone", "Etc/GMT-9"),
        ("Mars/Olympus", "Mars/Olympus is not a time zone", "Asia/Tokyo"),
    ])
    func tzRefusesWhatIsNotExactlyAZoneNamingOne(zone: String, reason: String, suggestion: String) async {
        let (run, _) = await november(["--tz", zone], tz: nil)
        #expect(run.status == .usage)
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("qiita-stats: error: invalid value '\(zone)' for --tz: \(reason)"), "\(first)")
        #expect(first.contains(suggestion), "\(first)")
    }

    @Test func theReadingsAgree() {
        func name(_ text: String) -> String? {
            switch TimeZoneName.resolve(text) {
            case .zone(let zone, let name): "\(name) \(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)))"
            case .approximate, .refused: nil
            }
        }
        #expect(name("asia/tokyo") == "Asia/Tokyo 32400")
        #expect(name("utc") == "UTC 0")
        #expect(name("JST-9") == "JST-9 32400")
        #expect(name("<-03>3") == "<-03>3 -10800")
        #expect(name("<+0530>-5:30") == "<+0530>-5:30 19800")
        #expect(name("EST5EDT") == "EST5EDT -18000")
        #expect(name("JST") == nil && name("IST") == nil && name("UTC+9") == nil && name("") == "UTC 0")
        #expect(name("JST-99") == nil && name("J-9") == nil && name("../../etc/passwd") == nil)
        #expect(ReportZone.choose(option: nil, environment: ["TZ": ""]).zone.identifier == "UTC")
        #expect(ReportZone.choose(option: nil, environment: ["TZ": ":"]) == (ReportZone(identifier: "UTC"), nil))
        #expect(ReportZone.choose(option: nil, environment: ["TZ": "Asia/Tokyo"]).warning == nil)
    }
}
