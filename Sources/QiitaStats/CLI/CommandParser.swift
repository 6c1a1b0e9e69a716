import Mustache

/// Reads a command line into a command: argv scanned following the usual conventions (`--flag value`,
/// `--flag=value`, optional values, `-h`, `-qv`, and `--` ending options), then the command made with the values
/// given, then the rules of its options.
enum CommandParser {
    /// The one option that is not declared: it is a command of its own, valid only first.
    static let version = "--version"

    static let topUsage = "usage: qiita-stats <command> [options]   (qiita-stats --help lists the commands)"

    /// Options taken out, and what their users do now.
    static let removed = [
        "snapshot": "reports read the store of fetches, $XDG_DATA_HOME/qiita-stats/history.sqlite3 (default "
            + "~/.local/share/qiita-stats/), which 'qiita-stats fetch' and 'qiita-stats history import' fill"
    ]

    /// Scans and builds `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        if arguments.first == version { return Invocation(command: VersionCommand()) }
        let help = GlobalOptions().$help
        let asksForHelp = { (word: String) in word == "--\(help.name)" || word == help.short.map { "-\($0)" } }
        var rest = arguments[...]
        var parsed = ScannedArguments()
        // Global options may precede the command.
        while let first = rest.first, first.hasPrefix("-"), first != "-", first != "--" {
            if first == version { return Invocation(command: VersionCommand()) }
            if asksForHelp(first) { return helpInvocation([]) }
            rest = rest.dropFirst()
            try scanOption(first, rest: &rest, options: CommandCatalog.globalOptions, into: &parsed, usage: topUsage)
        }
        guard let word = rest.first else { return helpInvocation([]) }
        rest = rest.dropFirst()
        guard var spec = CommandCatalog.command(at: [word]) else {
            throw UsageError(unknown("command", word, CommandCatalog.names), usage: topUsage)
        }
        while !spec.subcommands.isEmpty {
            let names = spec.subcommands.compactMap { $0.path.last }
            guard let next = rest.first, !next.hasPrefix("-") else {
                if let next = rest.first, asksForHelp(next) { return helpInvocation(spec.path) }
                throw UsageError(
                    "\(spec.name) needs a subcommand: \(names.joined(separator: ", "))", usage: spec.usageLine)
            }
            rest = rest.dropFirst()
            guard let sub = spec.subcommands.first(where: { $0.path.last == next }) else {
                throw UsageError(unknown("\(spec.name) subcommand", next, names), usage: spec.usageLine)
            }
            spec = sub
        }
        let isHelp = spec.path == [HelpCommand.configuration.name]
        // Asking for help wins over anything wrong beside it: `report -h --month 2026-13` helps.
        if !isHelp, rest.prefix(while: { $0 != "--" }).contains(where: asksForHelp) {
            return helpInvocation(spec.path)
        }
        var words: [String] = []
        var optionsEnded = false
        while let argument = rest.first {
            rest = rest.dropFirst()
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                words.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else {
                try scanOption(argument, rest: &rest, options: spec.allOptions, into: &parsed, usage: spec.usageLine)
            }
        }
        if parsed.options[help.name] != nil {
            // `help --help` is the help of help; `help report --help` that of report.
            return helpInvocation(isHelp && !words.isEmpty ? words : spec.path)
        }
        parsed.positionals = try positionals(words, of: spec)
        for option in spec.options where option.required && parsed.options[option.name] == nil {
            throw UsageError("\(spec.path.joined(separator: " ")) needs \(option.usage())", usage: spec.usageLine)
        }
        guard let make = spec.make else { throw UsageError("\(spec.name) needs a subcommand", usage: spec.usageLine) }
        let made = make(parsed)
        let global = ArgumentScope.make(GlobalOptions.self, from: parsed)
        do {
            for value in global.declared.rules + made.declared.rules { try value.validate() }
        } catch {
            throw UsageError(error.message, usage: spec.usageLine)
        }
        return Invocation(command: made.value, global: global.value)
    }

    /// The help of the command at `topic` (the top level when it is empty).
    private static func helpInvocation(_ topic: [String]) -> Invocation {
        var help = HelpCommand()
        help.topic = topic
        return Invocation(command: help)
    }

    private static func scanOption(
        _ argument: String, rest: inout ArraySlice<String>, options: [OptionDeclaration],
        into parsed: inout ScannedArguments, usage: String
    ) throws(UsageError) {
        if !argument.hasPrefix("--") {
            // One or more single-letter flags: -q, -qv, -h.
            for letter in argument.dropFirst() {
                guard let option = options.first(where: { $0.short == letter }) else {
                    throw UsageError("unknown option '-\(letter)'", usage: usage)
                }
                guard option.kind == .flag else {
                    throw UsageError("-\(letter) cannot be combined; write --\(option.name)", usage: usage)
                }
                try record(option, value: nil, into: &parsed, usage: usage)
            }
            return
        }
        let body = argument.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inline: String? = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        guard let option = options.first(where: { $0.name == name }) else {
            if let now = removed[name] { throw UsageError("--\(name) was removed: \(now)", usage: usage) }
            throw UsageError(unknown("option", "--\(name)", options.map { "--\($0.name)" }), usage: usage)
        }
        var value = inline
        switch option.kind {
        case .flag:
            if inline != nil { throw UsageError("--\(name) takes no value", usage: usage) }
        case .value(let placeholder), .optionalValue(let placeholder):
            let required = option.kind == .value(placeholder: placeholder)
            if value == nil, let next = rest.first,
                next == "-" || !next.hasPrefix("-") || (required && isNegativeNumber(next))
            {
                value = next
                rest = rest.dropFirst()
            }
            if value == nil && required { throw UsageError("--\(name) needs a value (\(placeholder))", usage: usage) }
        }
        if let value {
            if value.isEmpty { throw UsageError("--\(name) needs a non-empty value", usage: usage) }
            do throws(ArgumentProblem) { try option.check(value) } catch {
                throw UsageError("invalid value '\(value)' for --\(name): \(error.reason)", usage: usage)
            }
        }
        try record(option, value: value, into: &parsed, usage: usage)
    }

    private static func record(
        _ option: OptionDeclaration, value: String?, into parsed: inout ScannedArguments, usage: String
    ) throws(UsageError) {
        if parsed.options[option.name] != nil && option.kind != .flag && !option.repeats {
            throw UsageError("--\(option.name) was given more than once", usage: usage)
        }
        parsed.options[option.name, default: []].append(value)
    }

    /// The words given to each positional, checked.
    private static func positionals(_ words: [String], of spec: CommandSpec) throws(UsageError) -> [String: [String]] {
        var remaining = words[...]
        var given: [String: [String]] = [:]
        for positional in spec.positionals {
            guard let value = remaining.first else {
                if positional.required {
                    throw UsageError("\(spec.name) needs \(positional.name)", usage: spec.usageLine)
                }
                break
            }
            if !positional.choices.isEmpty && !positional.choices.contains(value) {
                throw UsageError(
                    unknown(positional.name.lowercased(), value, positional.choices), usage: spec.usageLine)
            }
            given[positional.name] = positional.variadic ? Array(remaining) : [value]
            remaining = positional.variadic ? [] : remaining.dropFirst()
        }
        if let extra = remaining.first {
            throw UsageError("unexpected argument '\(extra)'", usage: spec.usageLine)
        }
        return given
    }

    /// `-1`, `-1.5`, `-1,2,3,4`: a value that starts like an option but is a (bad) number, so
    /// that its option says what is wrong with it rather than that it needs a value.
    private static func isNegativeNumber(_ text: String) -> Bool {
        text.count > 1 && text.dropFirst().first?.isNumber == true
    }

    /// `unknown option '--mnth'; did you mean '--month'?`: the candidate nearest to `typed` (by default `word`), if it
    /// is close enough to be a likely typo (the rule and the edit distance of the template's names,
    /// ``MustacheSuggestion``), else the one candidate `typed` begins, if only one.
    static func unknown(_ kind: String, _ word: String, _ known: [String], typed: String? = nil) -> String {
        let base = "unknown \(kind) '\(word)'"
        let typed = typed ?? word
        let prefixed = known.filter { $0.hasPrefix(typed) }
        guard
            let nearest = MustacheSuggestion.closest(to: typed, among: known)
                ?? (prefixed.count == 1 ? prefixed.first : nil)
        else { return base }
        return "\(base); did you mean '\(nearest)'?"
    }
}
