import Contributions
import Rendering
import TestSupport
import Testing

@testable import QiitaStats

/// Options are declared once, as the properties of their command: these tests hold the values
/// the commands get, the help and the choices to those declarations.
@Suite struct OptionDeclarationTests {
    /// A valid value for an option, from its choices or its placeholder.
    static func sample(_ option: OptionDeclaration) -> String? {
        if let first = option.choices.first { return first }
        guard case .value(let placeholder) = option.kind else { return nil }
        let samples = [
            "HOST": "qiita.com", "ID": "emu-user", "N": "2", "SECONDS": "5", "ZONE": "Asia/Tokyo", "DURATION": "1h",
            "YYYY-MM": "2026-11", "YYYY": "2026", "YYYY-MM-DD": "2026-11-01", "DAYS": "7", "A,B,C,D": "1,2,3,4",
        ]
        return samples[placeholder] ?? "x"
    }

    @Test func everyDeclaredOptionReachesTheCommandMade() throws {
        for spec in CommandCatalog.leaves {
            let make = try #require(spec.make)
            // --help is the scanner's: it never reaches a command.
            for option in spec.options {
                let given = ScannedArguments(options: [option.name: [Self.sample(option)]])
                let made = make(given).declared.options.map(\.option).filter(\.isGiven).map(\.name)
                #expect(made == [option.name], "\(spec.name) --\(option.name): \(made)")
            }
            #expect(make(ScannedArguments()).declared.options.allSatisfy { !$0.option.isGiven })
        }
    }

    @Test func everyDeclaredDefaultIsWhatTheHelpSays() throws {
        for spec in CommandCatalog.leaves {
            for option in spec.allOptions {
                #expect(!option.help.contains("{"), "--\(option.name) has an unfilled placeholder: \(option.help)")
                guard let value = option.defaultValue else { continue }
                #expect(option.help.contains("default \(value)"), "--\(option.name): \(option.help)")
            }
        }
        let fetch = try #require(CommandCatalog.command(at: ["fetch"]))
        #expect(fetch.options.first { $0.name == "concurrency" }?.defaultValue == "8")
        #expect(fetch.options.first { $0.name == "timeout" }?.defaultValue == "30")
        let report = try #require(CommandCatalog.command(at: ["report"]))
        let shown = { (name: String) in report.allOptions.first { $0.name == name }?.defaultValue }
        #expect(shown("max-age") == "1h")
        #expect(shown("theme") == "auto" && shown("palette") == "github" && shown("metric") == "posts")
        // A required option has no default to show.
        let prune = try #require(CommandCatalog.command(at: ["history", "prune"]))
        #expect(prune.options.allSatisfy { $0.required && $0.defaultValue == nil })
    }

    @Test func helpShowsTheDefaultsOfTheReportsDisplay() async {
        let run = await runTool(["help", "report"])
        #expect(run.stdout.contains("what colours a day: posts, likes, views,"))
        #expect(run.stdout.contains("stocks-gained (default posts)\n"))
        #expect(
            run.stdout.contains("auto, light or dark (default auto: the SVG follows the reader, the PNG is light)\n"))
        #expect(run.stdout.contains("github, qiita or colorblind (default github)\n"))
        #expect(run.stdout.contains("Give at most one PERIOD, of at most 10 years;"))
    }

    @Test func closedChoicesAreTheCasesOfTheirEnums() throws {
        let report = try #require(CommandCatalog.command(at: ["report"]))
        let choices = { (name: String) in report.allOptions.first { $0.name == name }?.choices ?? [] }
        #expect(choices("metric") == Metric.allCases.map(\.rawValue))
        #expect(choices("palette") == Palette.Name.allCases.map(\.rawValue))
        #expect(choices("week-start") == WeekStart.allCases.map(\.rawValue))
        #expect(choices("color") == ColorChoice.allCases.map(\.rawValue))
        #expect(choices("lang") == Language.allCases.map(\.rawValue))
        // A choice outside the enum is refused by the scanner, naming the choices.
        #expect(throws: UsageError.self) { try CommandParser.parse(["report", "--palette", "solarized"]) }
    }
}
