import CurlTransport
import Foundation
import QiitaEmulator
import QiitaStats
import QiitaStatsCore

// The composition root: the live context, libcurl as the transport, the emulator for `demo`.
// What only prints (`--version`, help, a usage error) is answered at once; a command that may
// write or wait runs as a task that Ctrl-C cancels, which unwinds, says so and dies by the signal (docs/cli.md §3).
let arguments = Array(CommandLine.arguments.dropFirst())
switch QiitaStatsTool.start(arguments: arguments, stdout: .fileDescriptor(1), stderr: .fileDescriptor(2)) {
case .finished(let status):
    exit(status.rawValue)
case .pending(let invocation):
    let context = Context.live(transport: CurlTransport(), startDemoAPI: { try QiitaEmulator.demoAPI() })
    let interruption = Interruption(stderr: context.stderr)
    interruption.exit(await interruption.run { await QiitaStatsTool.run(invocation, context: context).rawValue })
}
