import EmulatorFaults
import QiitaEmulator
import Testing

@Suite("Emulator fault spec")
struct FaultSpecTests {
    @Test func parsesEveryKindAndQualifier() throws {
        let faults = try FaultSpec.parse(
            "status=503:path=/api/v2/authenticated_user/items:page=2:times=2, status=429:every=7:retry-after=1,"
                + "reset:path=/api/v2/items/*:times=1,truncate,malformed-json:path=/x,stall:ms=30000,avatar=svg,status=500:body=html"
        )
        #expect(
            faults == [
                Fault(kind: .status(503), path: "/api/v2/authenticated_user/items", page: 2, times: 2),
                Fault(kind: .status(429), every: 7, retryAfter: 1),
                Fault(kind: .reset, path: "/api/v2/items/*", times: 1),
                Fault(kind: .truncate),
                Fault(kind: .malformedJSON, path: "/x"),
                Fault(kind: .stall(milliseconds: 30_000)),
                Fault(kind: .avatar(.svg)),
                Fault(kind: .status(500), htmlBody: true),
            ])
        #expect(try FaultSpec.parse("") == [])
    }

    @Test(arguments: [
        ("explode", "unknown fault"), ("status=abc", "status 'abc'"), ("status=99", "status '99'"),
        ("reset:colour=red", "unknown qualifier 'colour'"), ("reset:times=0", "times '0'"),
        ("avatar=gif", "not one of svg, html, huge, truncated"), ("reset:ms=5", "only to stall"),
        ("truncate:retry-after=1", "only to status"), ("reset:times=1:times=2", "given twice"),
        ("reset=1", "takes no value"), ("status=500:path=api", "must start with /"),
    ])
    func refusesMistakesWithASentence(spec: String, expected: String) {
        do {
            _ = try FaultSpec.parse(spec)
            Issue.record("'\(spec)' was accepted")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }
}
