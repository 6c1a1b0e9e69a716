import Foundation
import Rendering
import TestSupport
import Testing

/// The page for people who do not see it the way its author did: contrast, words for the calendar,
/// and a calendar that can be scrolled without a mouse.
@Suite struct HTMLAccessibilityTests {
    /// The colours of the template's `:root` blocks: light first, then the dark override.
    static func themes() throws -> (light: [String: UInt32], dark: [String: UInt32]) {
        let source = ReportTemplate.builtInSource
        let blocks = source.components(separatedBy: ":root {").dropFirst().map {
            String($0.prefix { $0 != "}" })
        }
        try #require(blocks.count == 2)
        func colours(_ block: String) -> [String: UInt32] {
            var found: [String: UInt32] = [:]
            for declaration in block.split(separator: ";") {
                let parts = declaration.split(separator: ":").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                guard parts.count == 2, parts[0].hasPrefix("--"), parts[1].hasPrefix("#"),
                    let value = UInt32(parts[1].dropFirst(), radix: 16)
                else { continue }
                found[String(parts[0].dropFirst(2))] = value
            }
            return found
        }
        return (colours(blocks[0]), colours(blocks[1]).merging(colours(blocks[0])) { dark, _ in dark })
    }

    /// WCAG 2 contrast ratio of two sRGB colours.
    static func contrast(_ a: UInt32, _ b: UInt32) -> Double {
        func luminance(_ colour: UInt32) -> Double {
            let channels = [colour >> 16, colour >> 8, colour].map { Double($0 & 0xFF) / 255 }
            let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test func textMeetsWCAGAAInLightAndDark() throws {
        let (light, dark) = try Self.themes()
        let pairs = [
            ("fg", "bg"), ("muted", "bg"), ("link", "bg"), ("fg", "card"), ("muted", "card"),
            ("badge-fg", "badge-bg"), ("initial-fg", "initial-bg"),
        ]
        for (name, theme) in [("light", light), ("dark", dark)] {
            for (text, background) in pairs {
                let ratio = Self.contrast(try #require(theme[text]), try #require(theme[background]))
                #expect(ratio >= 4.5, "\(name): --\(text) on --\(background) is \(ratio):1")
            }
        }
        // The calendar's month and weekday labels, in the palette's label colour, on the page.
        for (theme, colours) in [(Palette.Theme.light, light), (.dark, dark)] {
            let palette = Palette(.github, theme: theme)
            for label in try [palette.text, palette.mutedText].map({
                try #require(UInt32($0.hex.dropFirst(), radix: 16))
            }) {
                #expect(Self.contrast(label, try #require(colours["bg"])) >= 4.5, "\(theme) calendar labels")
            }
        }
    }

    @Test func theCalendarHasWordsForEveryDayAndCanBeScrolledByKeyboard() throws {
        let scan = HTMLScan(try PageFixture.novemberPage(.en))
        let svg = try #require(scan.tags("svg").first { $0.attribute("class") == "qs-calendar" })
        #expect(svg.attribute("role") == "group" && svg.attribute("aria-label")?.isEmpty == false)
        let cells = scan.tags("use").filter { $0.attribute("data-date") != nil }
        #expect(
            !cells.isEmpty && cells.allSatisfy { $0.attribute("role") == "img" && $0.attribute("aria-label") != nil })
        let box = try #require(scan.tags("div").first { $0.attribute("class") == "calendar-box" })
        #expect(box.attribute("tabindex") == "0" && box.attribute("role") == "region")
        #expect(scan.texts.contains("5 posts in November 2026"), "the caption under the calendar")
        #expect(
            scan.tags("svg").filter { $0.attribute("class") == "qs-legend" }.allSatisfy {
                $0.attribute("aria-hidden") == "true"
            })
    }

    @Test func imagesHaveAlternativesAndHeadingsNest() throws {
        let scan = HTMLScan(try PageFixture.novemberPage(.en, avatar: try PageFixture.avatar()))
        #expect(scan.tags("img").allSatisfy { $0.attribute("alt") != nil })
        let levels = scan.tags.compactMap { tag in
            tag.name.count == 2 && tag.name.hasPrefix("h") ? Int(tag.name.dropFirst()) : nil
        }
        #expect(levels.first == 1 && levels.filter { $0 == 1 }.count == 1)
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $1 <= $0 + 1 }, "\(levels)")
        #expect(scan.tags("th").allSatisfy { $0.attribute("scope") == "col" })
    }
}
