import EmulatorFaults
import Foundation
import QiitaEmulator
import Testing

@Suite("qiita-emulator command line")
struct EmulatorCommandLineTests {
    @Test func everyOptionReachesTheConfiguration() throws {
        let action = try EmulatorCommandLine.parse([
            "--host", "127.0.0.3", "--port", "0", "--items", "12", "--seed", "9", "--user", "alice", "--token", "t1",
            "--token=t2", "--latency-ms", "50", "--list-views", "off", "--rate-limit", "7", "--anonymous-rate-limit",
            "3",
            "--rate-window-s", "2", "--rate-limit-status", "403", "--faults", "reset:times=1", "--log", "/tmp/x.log",
            "--avatar-host", "127.0.0.2",
        ])
        let expected = EmulatorConfiguration(
            host: "127.0.0.3", port: 0, items: 12, seed: 9, user: "alice", tokens: ["t1", "t2"], listViews: false,
            avatarHost: "127.0.0.2")
        let options = FaultOptions(
            latencyMilliseconds: 50, rateLimit: 7, anonymousRateLimit: 3, rateLimitWindow: .seconds(2),
            rateLimitStatus: 403, faults: [Fault(kind: .reset, times: 1)], logPath: "/tmp/x.log")
        #expect(action == .serve(expected, options))
        #expect(try EmulatorCommandLine.parse([]) == .serve(EmulatorConfiguration(), FaultOptions()))
        #expect(try EmulatorCommandLine.parse(["--items", "5", "--help"]) == .help)
    }

    @Test(arguments: [
        ["--port", "70000"], ["--items"], ["--list-views", "maybe"], ["--rate-limit-status", "500"],
        ["--host", "8.8.8.8"], ["--bogus"], ["--faults", "nope"], ["--user", "a b"],
    ])
    func refusesBadArguments(arguments: [String]) {
        #expect(throws: EmulatorError.self) { try EmulatorCommandLine.parse(arguments) }
    }

    @Test func helpDocumentsEveryOptionAndTheFaultGrammar() {
        let help = EmulatorCommandLine.helpText
        for option in [
            "--host", "--port", "--items", "--seed", "--user", "--token", "--latency-ms", "--list-views",
            "--rate-limit ",
            "--anonymous-rate-limit", "--rate-window-s", "--rate-limit-status", "--faults", "--log", "--avatar-host",
            "--help",
        ] {
            #expect(help.contains(option), "\(option)")
        }
        for word in [
            "status=CODE", "reset", "truncate", "malformed-json", "stall", "avatar=svg|html|huge|truncated",
            "path=GLOB", "page=N", "times=N", "every=N", "retry-after=S", "ms=N",
        ] {
            #expect(help.contains(word), "\(word)")
        }
    }
}
