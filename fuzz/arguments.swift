// The command line, one argument per NUL-separated part of the input: `CommandParser.parse`
// never crashes, and a refusal is a `UsageError` (the type says so) whose message is one
// non-empty line whenever the arguments hold no line break, and which `ErrorReporter` prints as
// exactly two sanitised lines with exit code 64.
import QiitaStatsCore
import Synchronization

@testable import QiitaStats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let arguments = fuzzInput(data, count).split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    do {
        _ = try CommandParser.parse(arguments)
    } catch {
        invariant(!error.message.isEmpty, "an empty message for \(arguments)")
        invariant(!error.usage.contains(where: \.isNewline), "a usage of more than one line: \(error.usage)")
        if !arguments.contains(where: { $0.contains(where: \.isNewline) }) {
            invariant(!error.message.contains(where: \.isNewline), "a message of more than one line: \(error.message)")
        }
        let printed = Mutex<[UInt8]>([])
        let code = ErrorReporter.report(error, to: OutputSink { chunk in printed.withLock { $0 += chunk } })
        invariant(code == .usage, "a usage error exits with \(code)")
        let text = String(decoding: printed.withLock { $0 }, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        invariant(lines.count == 3 && lines[2].isEmpty, "a usage error printed as \(lines.count - 1) lines")
        invariant(lines[0].hasPrefix("qiita-stats: error: "), "a usage error printed as \(shown(text))")
    }
    return 0
}
