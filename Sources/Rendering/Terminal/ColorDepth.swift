/// How many colours the terminal output may use.
public enum ColorDepth: Sendable, Equatable, CaseIterable {
    /// No escape sequences at all: levels are drawn with glyphs.
    case none
    /// The 16 basic ANSI colours.
    case basic16
    /// The xterm 256-colour palette.
    case xterm256
    /// 24-bit colour.
    case truecolor

    /// The depth from `--color`, `NO_COLOR`, `FORCE_COLOR`/`CLICOLOR_FORCE`, `TERM=dumb` and whether
    /// stdout is a terminal, in that order; then `COLORTERM` and `TERM` say how many colours.
    public static func detect(
        choice: ColorChoice, environment: [String: String], stdoutIsTTY: Bool
    ) -> ColorDepth {
        let nonEmpty = { (name: String) -> String? in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        switch choice {
        case .never: return .none
        case .always: return depth(environment)
        case .auto: break
        }
        if nonEmpty("NO_COLOR") != nil { return .none }
        if let force = nonEmpty("FORCE_COLOR") {
            switch force {
            case "0", "false": return .none
            case "1": return .basic16
            case "2": return .xterm256
            case "3": return .truecolor
            default: return depth(environment)
            }
        }
        if let force = nonEmpty("CLICOLOR_FORCE"), force != "0" { return depth(environment) }
        if environment["TERM"] == "dumb" { return .none }
        return stdoutIsTTY ? depth(environment) : .none
    }

    private static func depth(_ environment: [String: String]) -> ColorDepth {
        let colorTerm = environment["COLORTERM"]?.lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
        if environment["TERM"]?.contains("256color") == true { return .xterm256 }
        return .basic16
    }
}
