import Foundation
import QiitaEmulator

/// The `--faults` grammar: parses a spec into ``Fault`` values, with an error sentence for each mistake.
public enum FaultSpec {
    /// The grammar, as `--help` prints it.
    public static let grammar = """
        SPEC      := FAULT ("," FAULT)*
        FAULT     := KIND (":" QUALIFIER)*
        KIND      := status=CODE       answer CODE (100-599) with a {message,type} JSON body
                   | reset             send the head and half the body, then reset the connection
                   | truncate          send the full Content-Length but half the body, then close
                   | malformed-json    answer 200 with the JSON body cut in half
                   | stall             wait ms=N milliseconds (default 30000) before answering
                   | avatar=svg|html|huge|truncated   serve a broken avatar image
                   | redirect=HOST     answer 307 to the same path on http://HOST:PORT
        QUALIFIER := path=GLOB         only these paths; * matches anything (/api/v2/items/*)
                   | page=N            only requests for page N (no page parameter = page 1)
                   | times=N           at most N times
                   | every=N           only every Nth matching request
                   | retry-after=S     status faults: add Retry-After: S
                   | body=html         status faults: an HTML error page instead of JSON
                   | ms=N              stall faults: how long
        Faults are tried in order; the first that applies to a request wins.
        Examples: status=503:path=/api/v2/authenticated_user/items:page=2:times=2
                  status=429:every=7:retry-after=1   reset:path=/api/v2/items/*:times=1
        """

    /// Parses a comma-separated spec (empty → no faults).
    public static func parse(_ spec: String) throws(EmulatorError) -> [Fault] {
        var faults: [Fault] = []
        for entry in spec.split(separator: ",") where !entry.trimmingCharacters(in: .whitespaces).isEmpty {
            faults.append(try parseOne(entry.trimmingCharacters(in: .whitespaces)))
        }
        return faults
    }

    private static func parseOne(_ entry: String) throws(EmulatorError) -> Fault {
        let fields = entry.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var fault = Fault(kind: try kind(fields[0], in: entry))
        var seen: Set<String> = []
        var milliseconds: Int?
        for field in fields.dropFirst() {
            let (key, value) = split(field)
            guard seen.insert(key).inserted else { throw EmulatorError("'\(key)' is given twice in fault '\(entry)'") }
            switch key {
            case "path":
                guard value.hasPrefix("/") else {
                    throw EmulatorError("path '\(value)' in fault '\(entry)' must start with /")
                }
                fault.path = value
            case "page": fault.page = try number(value, key, entry, 1...100)
            case "times": fault.times = try number(value, key, entry, 1...1_000_000_000)
            case "every": fault.every = try number(value, key, entry, 1...1_000_000_000)
            case "retry-after", "body":
                guard case .status = fault.kind else {
                    throw EmulatorError("'\(key)' applies only to status faults, in '\(entry)'")
                }
                if key == "body" {
                    guard value == "html" else { throw EmulatorError("body must be 'html', in fault '\(entry)'") }
                    fault.htmlBody = true
                } else {
                    fault.retryAfter = try number(value, key, entry, 0...86_400)
                }
            case "ms":
                guard case .stall = fault.kind else {
                    throw EmulatorError("'ms' applies only to stall faults, in '\(entry)'")
                }
                milliseconds = try number(value, key, entry, 0...3_600_000)
            default:
                throw EmulatorError(
                    "unknown qualifier '\(key)' in fault '\(entry)' (expected path, page, times, every, retry-after, body or ms)"
                )
            }
        }
        if let milliseconds { fault.kind = .stall(milliseconds: milliseconds) }
        return fault
    }

    private static func kind(_ field: String, in entry: String) throws(EmulatorError) -> Fault.Kind {
        let (key, value) = split(field)
        switch key {
        case "status": return .status(try number(value, "status", entry, 100...599))
        case "reset", "truncate", "malformed-json", "stall":
            guard field == key else { throw EmulatorError("'\(key)' takes no value, in fault '\(entry)'") }
            return ["reset": Fault.Kind.reset, "truncate": .truncate, "stall": .stall(milliseconds: 30_000)][key]
                ?? .malformedJSON
        case "redirect":
            let valid = value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
                !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }
            guard valid else { throw EmulatorError("redirect host '\(value)' in '\(entry)' is not a host name") }
            return .redirect(host: value)
        case "avatar":
            guard let kind = Fault.AvatarFault(rawValue: value) else {
                throw EmulatorError("avatar fault '\(value)' in '\(entry)' is not one of svg, html, huge, truncated")
            }
            return .avatar(kind)
        default:
            throw EmulatorError(
                "unknown fault '\(field)' in '\(entry)' (expected status=CODE, reset, truncate, malformed-json, stall, redirect=HOST or avatar=KIND)"
            )
        }
    }

    private static func split(_ field: String) -> (String, String) {
        guard let equals = field.firstIndex(of: "=") else { return (field, "") }
        return (String(field[..<equals]), String(field[field.index(after: equals)...]))
    }

    private static func number(
        _ value: String, _ key: String, _ entry: String, _ range: ClosedRange<Int>
    ) throws(EmulatorError) -> Int {
        guard let number = Int(value), range.contains(number) else {
            throw EmulatorError(
                "\(key) '\(value)' in fault '\(entry)' is not a whole number in \(range.lowerBound)…\(range.upperBound)"
            )
        }
        return number
    }
}
