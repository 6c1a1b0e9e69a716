import Foundation
import QiitaStatsCore
import TestSupport
import Testing

/// `qiita-stats report` printing the grid: the style chosen from the context, and untrusted text
/// that must never reach the terminal raw.
@Suite struct TerminalReportCommandTests {
    static let hostileTitle =
        "Pwn\u{1B}]0;pwned\u{07}ed \u{1B}[2J\u{9B}31mtitle\u{202E}txt.exe\u{1B}]52;c;ZWNobyBoaQ==\u{1B}\\"

    /// Stores a snapshot whose title, user name and tags are hostile in the store under `folder`.
    static func hostileSnapshot(in folder: URL) throws {
        var item = ContributionsFixture.item("c1000000000000000001", "2026-11-20T10:00:00+09:00", likes: 5)
        item.title = hostileTitle
        item.tags = ["\u{1B}[31mred\u{9D}0;x\u{07}"]
        var snapshot = ContributionsFixture.snapshot([item])
        snapshot.user.name = "Eve\u{1B}]0;owned\u{07}\u{202E}"
        snapshot.user.id = "eve\u{1B}[1A"
        try snapshot.store(in: folder)
    }

    /// A period wholly after today would be day labels and no cell: it is refused, naming today and a period
    /// that has begun, before anything is read or fetched.
    @Test(arguments: [["--year", "2027"], ["--month", "2026-12"], ["--from", "2026-12-01", "--to", "2027-01-31"]])
    func aPeriodThatHasNotBegunIsRefusedWithAHint(period: [String]) async throws {
        let home = try homeStoring()
        let run = await runTool(["report", "--offline", "--tz", "Asia/Tokyo"] + period, home: home.url)
        #expect(run.status == .usage)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(run.stderr)")
        #expect(lines.first?.hasPrefix("qiita-stats: error: the period 202") == true, "\(run.stderr)")
        #expect(lines.first?.hasSuffix("has not begun: today is 2026-11-30 in Asia/Tokyo") == true, "\(run.stderr)")
        #expect(
            lines.last == "hint: a report shows days up to today; choose a period that has begun, such as --year 2026")
        // The period of today is not refused, though most of it is to come.
        let month = await runTool(["report", "--offline", "--tz", "Asia/Tokyo", "--month", "2026-11"], home: home.url)
        #expect(month.status != .usage, "\(month.stderr)")
    }

    static let modes: [(String, [String: String])] = [
        ("never", [:]), ("always", ["TERM": "xterm"]), ("always", ["TERM": "xterm-256color"]),
        ("always", ["COLORTERM": "truecolor"]),
    ]

    @Test(arguments: modes)
    func hostileTextProducesNoRawControlByte(color: String, environment: [String: String]) async throws {
        let folder = TemporaryDirectory()
        try Self.hostileSnapshot(in: folder.url)
        let run = await runTool(
            ["report", "--offline", "--month", "2026-11", "--tz", "Asia/Tokyo", "--color", color],
            environment: environment, home: folder.url)
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("Pwned titletxt.exe"))
        #expect(run.stdout.contains("@eve (Eve)"))
        let scalars = Array(run.stdout.unicodeScalars)
        var index = 0
        var escapes = 0
        while index < scalars.count {
            let value = scalars[index].value
            if value == 0x1B {
                // Only the renderer's own SGR sequences: ESC [ digits and semicolons m.
                escapes += 1
                #expect(index + 1 < scalars.count && scalars[index + 1] == "[")
                var end = index + 2
                while end < scalars.count, "0123456789;".unicodeScalars.contains(scalars[end]) { end += 1 }
                #expect(end < scalars.count && scalars[end] == "m", "non-SGR escape at \(index)")
                index = end + 1
                continue
            }
            #expect(value >= 0x20 || value == 0x0A, "control byte \(value)")
            #expect(value != 0x7F && !(0x80..<0xA0).contains(value), "control byte \(value)")
            #expect(!(0x202A...0x202E).contains(value) && !(0x2066...0x2069).contains(value), "bidi \(value)")
            index += 1
        }
        #expect((escapes == 0) == (color == "never"))
    }

    @Test func aPipeGetsGlyphsAndNoEscape() async throws {
        let folder = TemporaryDirectory()
        try Self.hostileSnapshot(in: folder.url)
        let run = await runTool(
            ["report", "--offline", "--month", "2026-11", "--tz", "Asia/Tokyo"],
            environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"], home: folder.url)
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(run.stdout.contains("Less · ░ ▒ ▓ █ More"))
    }

    @Test func aTerminalGetsItsDepthWidthAndLanguage() async throws {
        let folder = TemporaryDirectory()
        try Self.hostileSnapshot(in: folder.url)
        let arguments = ["report", "--offline", "--year", "2026", "--tz", "Asia/Tokyo"]
        let tty = Terminal(stdoutIsTTY: true, columns: 50)
        let truecolor = await runTool(
            arguments, environment: ["COLORTERM": "truecolor", "LANG": "ja_JP.UTF-8"], home: folder.url, terminal: tty)
        #expect(truecolor.stdout.contains("\u{1B}[38;2;"))
        #expect(truecolor.stdout.contains("2026年 · 投稿"))
        // 50 columns hold 46–47 weeks at one column a week (two-column labels in Japanese).
        #expect(truecolor.stdout.contains("(直近47/53週)"))
        let noColor = await runTool(
            arguments + ["--lang", "en"], environment: ["NO_COLOR": "1"], home: folder.url, terminal: tty)
        #expect(!noColor.stdout.contains("\u{1B}") && noColor.stdout.contains("(last 46 of 53 weeks)"))
        let palette = await runTool(
            arguments + ["--palette", "colorblind"], environment: ["TERM": "xterm-256color"], home: folder.url,
            terminal: tty)
        #expect(palette.stdout.contains("\u{1B}[38;5;25m■"))
    }
}

/// In a Japanese, Chinese or Korean locale terminals often draw ambiguous-width characters such
/// as `■` two columns wide, which would shift the grid against its labels: cells are then
/// background-coloured spaces.
@Suite struct TerminalAmbiguousWidthTests {
    @Test(arguments: [("ja_JP.UTF-8", true), ("zh_TW.UTF-8", true), ("en_US.UTF-8", false), ("C.UTF-8", false)])
    func cellsAreWidthSafeInCJKLocales(locale: String, widthSafe: Bool) async throws {
        let home = try homeStoring()
        let run = await runTool(
            ["report", "--offline", "--month", "2026-11", "--tz", "Asia/Tokyo", "--color", "always"],
            environment: ["LANG": locale, "COLORTERM": "truecolor", "COLUMNS": "100"], home: home.url)
        #expect(run.status == .success || run.status == .partial, "\(run.stderr)")
        #expect(run.stdout.contains("■") == !widthSafe)
        #expect(run.stdout.contains("\u{1B}[48;2;") == widthSafe)
        // Each weekday row is as wide as the labels say: 4 columns of label, 2 a week.
        let rows = run.stdout.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("Sun") || $0.hasPrefix("日")
        }
        for row in rows {
            let visible = row.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(TerminalText.width(visible) <= 100)
        }
    }
}
