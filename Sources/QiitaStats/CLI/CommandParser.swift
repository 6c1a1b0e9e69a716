/// Reads a command line into a command: the scanner, then the command made with the values
/// given, then the rules of its options.
enum CommandParser {
    /// Scans and builds `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        switch try ArgumentScanner.scan(arguments) {
        case .help(let path):
            var help = HelpCommand()
            help.topic = path
            return Invocation(command: help)
        case .version: return Invocation(command: VersionCommand())
        case .run(let spec, let arguments):
            guard let make = spec.make else {
                throw UsageError("\(spec.name) needs a subcommand", usage: spec.usageLine)
            }
            let made = make(arguments)
            let global = ArgumentScope.make(GlobalOptions.self, from: arguments)
            do {
                for value in global.declared.rules + made.declared.rules { try value.validate() }
            } catch {
                throw UsageError(error.message, usage: spec.usageLine)
            }
            return Invocation(command: made.value, global: global.value)
        }
    }
}
