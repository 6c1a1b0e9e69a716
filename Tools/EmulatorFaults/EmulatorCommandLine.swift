import QiitaEmulator

/// `qiita-emulator`'s arguments: parsed into an ``EmulatorConfiguration`` and ``FaultOptions``, and its `--help` text.
public enum EmulatorCommandLine {
    /// What the arguments ask for.
    public enum Action: Sendable, Equatable {
        /// Print ``helpText`` and exit.
        case help
        /// Serve with this configuration, through these options.
        case serve(EmulatorConfiguration, FaultOptions)
    }

    /// Parses the arguments (without the program name).
    public static func parse(_ arguments: [String]) throws(EmulatorError) -> Action {
        var configuration = EmulatorConfiguration()
        var options = FaultOptions()
        var tokens: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" { return .help }
            var name = argument
            var inline: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func value() throws(EmulatorError) -> String {
                if let inline { return inline }
                guard let next = remaining.popFirst() else { throw EmulatorError("\(name) needs a value") }
                return next
            }
            func toggle() throws(EmulatorError) -> Bool {
                let text = try value()
                guard text == "on" || text == "off" else {
                    throw EmulatorError("\(name) takes on or off, not '\(text)'")
                }
                return text == "on"
            }
            func number(_ range: ClosedRange<Int>) throws(EmulatorError) -> Int {
                let text = try value()
                guard let number = Int(text), range.contains(number) else {
                    throw EmulatorError(
                        "\(name) takes a whole number in \(range.lowerBound)…\(range.upperBound), not '\(text)'")
                }
                return number
            }
            switch name {
            case "--host": configuration.host = try value()
            case "--port": configuration.port = try number(0...65_535)
            case "--items": configuration.items = try number(0...1_000_000)
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else {
                    throw EmulatorError("--seed takes a whole number ≥ 0, not '\(text)'")
                }
                configuration.seed = seed
            case "--user": configuration.user = try value()
            case "--token": tokens.append(try value())
            case "--latency-ms": options.latencyMilliseconds = try number(0...600_000)
            case "--list-views": configuration.listViews = try toggle()
            case "--rate-limit": options.rateLimit = try number(0...100_000_000)
            case "--anonymous-rate-limit": options.anonymousRateLimit = try number(0...100_000_000)
            case "--rate-window-s": options.rateLimitWindow = .seconds(try number(1...86_400))
            case "--rate-limit-status": options.rateLimitStatus = try number(100...599)
            case "--faults": options.faults += try FaultSpec.parse(try value())
            case "--log": options.logPath = try value()
            case "--avatar-host": configuration.avatarHost = try value()
            case "--clock-offset-s": options.clockOffsetSeconds = try number(-3_162_240_000...3_162_240_000)
            case "--edit": configuration.edits.append(try JSONEdit.parse(try value()))
            case "--drop-header": options.droppedHeaders.append(try value())
            case "--set-header":
                let text = try value()
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                    throw EmulatorError("--set-header takes NAME=VALUE, not '\(text)'")
                }
                options.headerOverrides[String(text[..<equals])] = String(text[text.index(after: equals)...])
            case "--bodies": configuration.bodies = try toggle()
            case "--zenn-next-page": options.zennNextPage = try value()
            case "--zenn-unknown-user":
                let text = try value()
                guard text == "404" || text == "empty" else {
                    throw EmulatorError("--zenn-unknown-user takes 404 or empty, not '\(text)'")
                }
                options.zennUnknownUserEmpty = text == "empty"
            default: throw EmulatorError("unknown option '\(argument)' (see qiita-emulator --help)")
            }
        }
        if !tokens.isEmpty { configuration.tokens = tokens }
        try configuration.validate()
        try options.validate()
        return .serve(configuration, options)
    }

    /// The `--help` text: every option and the faults grammar.
    public static let helpText = """
        qiita-emulator — a local Qiita API v2 for tests, demos and benchmarks

        USAGE: qiita-emulator [OPTIONS]

        Prints "listening on http://HOST:PORT" as its first line, then serves until SIGINT or SIGTERM.
        Endpoints (GET): /api/v2/authenticated_user, /api/v2/authenticated_user/items, /api/v2/items/:id,
        /api/v2/users/:id, /api/v2/users/:id/items, /avatars/USER.png, and Zenn's list
        /api/articles?username=USER&page=N.

        OPTIONS:
          --host ADDR               loopback address to bind, in 127.0.0.0/8 (default 127.0.0.1)
          --port N                  port; 0 picks a free one (default 0)
          --items N                 how many items the user has (default 537)
          --seed S                  dataset seed: the same seed gives the same dataset (default 42)
          --user ID                 the user's login name (default emu-user)
          --token T                 a valid token; repeat for several (default emu-token)
          --latency-ms L            milliseconds added to every answer (default 0)
          --list-views on|off       page_views_count in /authenticated_user/items, or null as the
                                    API did before (default on)
          --rate-limit N            requests per window per token (default 1000)
          --anonymous-rate-limit N  requests per window per client address without a token (default 60)
          --rate-window-s S         the fixed rate-limit window, seconds (default 3600)
          --rate-limit-status 429|403
                                    the status when over the quota (default 429)
          --faults SPEC             inject failures (grammar below); may be repeated
          --log PATH                one JSON line per request: method, path, query, authorization
                                    (whether the header was sent), status, start (head read), answered
                                    (sending began), end (sent; epoch s), host, fault, connection
                                    (numbered from 1, to see reuse)
          --avatar-host ADDR        serve the avatar from a second listener on this loopback address
                                    (e.g. 127.0.0.2), on the same port when free
          --clock-offset-s S        seconds added to the emulator's clock (Date header, rate-limit
                                    windows): a server whose clock is skewed from the client's
          --edit user:FIELD=JSON | item:N:FIELD=JSON | zenn:N:FIELD=JSON
                                    serve raw JSON for a field of the user, of item N or of Zenn article N (0 is the
                                    newest), e.g. item:0:likes_count=9223372036854775807; repeatable
          --drop-header NAME        leave header NAME out of every API answer (Date, Total-Count,
                                    Link, Rate-Reset…); repeatable
          --set-header NAME=VALUE   send VALUE as header NAME in every API answer, replacing the
                                    real one (e.g. Total-Count=50, a count that lies); repeatable
          --bodies on|off           generate article bodies (default on); off starts a dataset of
                                    tens of thousands of items at once, a different one per seed
          --zenn-next-page JSON     serve Zenn's next_page as this JSON, N standing for the next page's
                                    number: '"N"' a string of digits (as some clients type it), '1' a
                                    page that points back, 'true' no page at all (default: the number)
          --zenn-unknown-user 404|empty
                                    answer a Zenn user the emulator does not know with 404 (default) or
                                    with 200 and an empty list
          -h, --help                show this help

        FAULTS:
        \(FaultSpec.grammar.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
          Redirect faults answer 307 with the same path and query on http://HOST at the emulator's
          port, and do not fire for requests already sent to HOST (localhost: another origin).
          Avatar faults: svg (image/svg+xml), html (a text/html page), huge (a 12 MiB image/png body),
          truncated (half the PNG, served whole).
        """
}
