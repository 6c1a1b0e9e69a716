import Contributions
import Rendering
import Testing

@testable import QiitaStats

/// Options are declared once (`CommandCatalog`): these tests hold the builder, the help and the
/// choices to those declarations.
@Suite struct OptionDeclarationTests {
    /// A valid value for an option, from its choices or its placeholder.
    static func sample(_ option: OptionSpec) -> String? {
        if let first = option.choices.first { return first }
        guard case .value(let placeholder) = option.kind else { return nil }
        let samples = [
            "HOST": "qiita.com", "ID": "emu-user", "N": "2", "SECONDS": "5", "ZONE": "Asia/Tokyo", "DURATION": "1h",
            "YYYY-MM": "2026-11", "YYYY": "2026", "YYYY-MM-DD": "2026-11-01", "DAYS": "7", "A,B,C,D": "1,2,3,4",
        ]
        return samples[placeholder] ?? "x"
    }

    @Test func everyDeclaredOptionIsReadByTheBuilder() {
        for spec in Completions.leaves {
            // --help is the scanner's: it never reaches the builder.
            for option in spec.allOptions where option.name != "help" {
                let parsed = ParsedArguments(options: [option.name: [Self.sample(option)]])
                _ = try? CommandBuilder.build(spec, parsed)
                #expect(
                    parsed.reads.all.contains(option.name), "\(spec.name) declares --\(option.name) but never reads it")
            }
        }
    }

    @Test func everyDeclaredDefaultIsWhatTheHelpSaysAndWhatTheBuilderUses() throws {
        for spec in Completions.leaves {
            for option in spec.allOptions {
                guard let value = option.defaultValue else { continue }
                #expect(option.help.contains("default \(value)"), "--\(option.name): \(option.help)")
                #expect(!option.help.contains("{"), "--\(option.name) has an unfilled placeholder: \(option.help)")
            }
        }
        let fetch = try #require(CommandCatalog.command(at: ["fetch"]))
        let built = try CommandBuilder.build(fetch, ParsedArguments())
        #expect(built.command == .fetch(FetchOptions()))
        #expect(fetch.options.first { $0.name == "concurrency" }?.defaultValue == "8")
        #expect(fetch.options.first { $0.name == "timeout" }?.defaultValue == "30")
        let report = try #require(CommandCatalog.command(at: ["report"]))
        #expect(report.options.first { $0.name == "max-age" }?.defaultValue == "1h")
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
        #expect(throws: UsageError.self) { try CommandBuilder.parse(["report", "--palette", "solarized"]) }
    }
}
