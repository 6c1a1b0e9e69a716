import QiitaStatsCore
import Raster
import TestSupport
import Testing

@testable import Rendering

@Suite struct TerminalTextTests {
    static let hostile =
        "Pwn\u{1B}]0;pwned\u{07}ed \u{1B}[2J\u{9B}31mtitle\u{202E}txt.exe\u{1B}]52;c;ZWNobyBoaQ==\u{1B}\\ end\u{90}dcs\u{9C}\u{7F}\u{0}!"

    @Test func hostileTitlesLoseEveryControlByte() {
        let safe = TerminalText.sanitize(Self.hostile)
        #expect(safe == "Pwned titletxt.exe end!")
        for scalar in safe.unicodeScalars {
            #expect(scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value))
        }
    }

    @Test func ordinaryTextIsKept() {
        let title = "Swiftで<CLI>を作る & \"quotes\" — 日本語 🎉"
        #expect(TerminalText.sanitize(title) == title)
        #expect(TerminalText.sanitize("a\tb\nc") == "a b c")
    }

    @Test(arguments: [("abc", 3), ("日本語", 6), ("ｱｲｳ", 3), ("Ａ", 2), ("é", 1), ("e\u{301}", 1), ("🎉", 2), ("", 0)])
    func displayWidth(text: String, columns: Int) {
        #expect(TerminalText.width(text) == columns)
    }

    @Test func truncationCountsColumnsNotCharacters() {
        #expect(TerminalText.truncate("Swiftで始める", toWidth: 20) == "Swiftで始める")
        #expect(TerminalText.truncate("日本語のタイトル", toWidth: 7) == "日本語…")
        #expect(TerminalText.width(TerminalText.truncate("日本語のタイトル", toWidth: 8)) <= 8)
        #expect(TerminalText.truncate("abcdef", toWidth: 4) == "abc…")
        #expect(TerminalText.truncate("abcdef", toWidth: 0) == "")
    }
}

@Suite struct ColorDepthTests {
    typealias Case = (ColorChoice, [String: String], Bool, ColorDepth)
    static let cases: [Case] = [
        (.auto, [:], true, .basic16),
        (.auto, [:], false, .none),
        (.auto, ["TERM": "xterm-256color"], true, .xterm256),
        (.auto, ["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .truecolor),
        (.auto, ["COLORTERM": "24bit"], true, .truecolor),
        (.auto, ["NO_COLOR": "1", "COLORTERM": "truecolor"], true, .none),
        (.auto, ["NO_COLOR": ""], true, .basic16),
        (.auto, ["NO_COLOR": "1", "FORCE_COLOR": "1"], false, .none),
        (.auto, ["CLICOLOR_FORCE": "1"], false, .basic16),
        (.auto, ["FORCE_COLOR": "1", "COLORTERM": "truecolor"], false, .basic16),
        (.auto, ["FORCE_COLOR": "true", "COLORTERM": "truecolor"], false, .truecolor),
        (.auto, ["FORCE_COLOR": "0"], true, .none),
        (.auto, ["TERM": "dumb"], true, .none),
        (.always, ["NO_COLOR": "1"], false, .basic16),
        (.always, ["TERM": "xterm-256color"], false, .xterm256),
        (.never, ["FORCE_COLOR": "3"], true, .none),
    ]

    @Test(arguments: cases)
    func depthFollowsTheConventions(
        choice: ColorChoice, environment: [String: String], tty: Bool, expected: ColorDepth
    ) {
        #expect(ColorDepth.detect(choice: choice, environment: environment, stdoutIsTTY: tty) == expected)
    }

    @Test func truecolorSequences() {
        #expect(ANSI.truecolor(RGBA(1, 2, 3)) == "\u{1B}[38;2;1;2;3m")
        #expect(ANSI.truecolor(RGBA(1, 2, 3), background: true) == "\u{1B}[48;2;1;2;3m")
    }
}

@Suite struct TerminalCountWordsTests {
    @Test func oneOfAPluralMetricIsSingular() {
        #expect(Labels.counted(1, "posts") == "post")
        #expect(Labels.counted(2, "posts") == "posts")
        #expect(Labels.counted(1, "views gained") == "view gained")
        #expect(Labels.counted(0, "likes") == "likes")
    }
}
