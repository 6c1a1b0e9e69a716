/// Shell completion scripts, generated from the declarations of the commands (``CommandCatalog``).
enum Completions {
    /// The shells with a script.
    enum Shell: String, Sendable, CaseIterable { case bash, zsh, fish }

    /// The script for `shell`.
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    static func bash() -> String {
        let top = CommandCatalog.names.joined(separator: " ")
        let groups = CommandCatalog.commands.filter { !$0.subcommands.isEmpty }.map { group in
            let names = group.subcommands.compactMap { $0.path.last }.joined(separator: " ")
            return "        \(group.path[0])) if [ \"$COMP_CWORD\" -eq 2 ]; then words=\"\(names)\"; "
                + "else key=\"$key ${COMP_WORDS[2]}\"; fi ;;"
        }
        let leafCases = CommandCatalog.leaves.map { spec in
            let words = spec.allOptions.map { "--\($0.name)" } + spec.positionals.flatMap(\.choices)
            return
                "        \"\(spec.path.joined(separator: " "))\") words=\"$words \(words.joined(separator: " "))\" ;;"
        }
        let options = Dictionary(
            CommandCatalog.leaves.flatMap(\.allOptions).filter { !$0.choices.isEmpty }.map { ("\($0)", $0.choices) },
            uniquingKeysWith: { first, _ in first })
        let valueCases = options.sorted { $0.key < $1.key }.map { name, choices in
            "        \(name)) COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\")); return ;;"
        }
        return """
            # bash completion for qiita-stats; load with: source <(qiita-stats completions bash)
            _qiita_stats() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" words="" key="${COMP_WORDS[1]}"
                case "$prev" in
            \(valueCases.joined(separator: "\n"))
                esac
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W "\(top) --help --version" -- "$cur")); return
                fi
                case "$key" in
            \(groups.joined(separator: "\n"))
                esac
                case "$key" in
            \(leafCases.joined(separator: "\n"))
                esac
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
            }
            complete -o default -F _qiita_stats qiita-stats

            """
    }

    /// Bash's script through `bashcompinit`, usable both ways: sourced
    /// (`source <(qiita-stats completions zsh)`), or installed as `_qiita-stats` in a folder of
    /// `$fpath`, where `#compdef` makes compinit autoload it on the first completion, which it
    /// then answers too.
    static func zsh() -> String {
        "#compdef qiita-stats\n" + "autoload -U +X bashcompinit && bashcompinit\n" + bash()
            + "# Autoloaded from $fpath as _qiita-stats: complete the word that loaded it.\n"
            + "if [[ ${funcstack[1]-} == _qiita-stats ]]; then _bash_complete -F _qiita_stats; fi\n"
    }

    static func fish() -> String {
        var lines = ["# fish completion for qiita-stats; save as ~/.config/fish/completions/qiita-stats.fish"]
        lines.append("complete -c qiita-stats -f")
        for spec in CommandCatalog.commands {
            lines.append(
                "complete -c qiita-stats -n __fish_use_subcommand -a \(spec.path[0]) -d '\(escapeFish(spec.summary))'")
            for sub in spec.subcommands {
                lines.append(
                    "complete -c qiita-stats -n '__fish_seen_subcommand_from \(spec.path[0])' -a \(sub.path[1]) -d '\(escapeFish(sub.summary))'"
                )
            }
        }
        for spec in CommandCatalog.leaves {
            let condition = "__fish_seen_subcommand_from \(spec.path.last ?? "")"
            for option in spec.options {
                var line = "complete -c qiita-stats -n '\(condition)' -l \(option.name)"
                if option.kind != .flag { line += " -r" }
                if !option.choices.isEmpty { line += " -a '\(option.choices.joined(separator: " "))'" }
                lines.append(line + " -d '\(escapeFish(option.help))'")
            }
        }
        for option in CommandCatalog.globalOptions {
            var line = "complete -c qiita-stats -l \(option.name)"
            if let short = option.short { line += " -s \(short)" }
            if !option.choices.isEmpty { line += " -r -a '\(option.choices.joined(separator: " "))'" }
            lines.append(line + " -d '\(escapeFish(option.help))'")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escapeFish(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
    }
}
