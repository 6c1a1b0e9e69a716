import CurlTransport
import QiitaEmulator
import QiitaStats
import QiitaStatsCore

// The composition root: the live context, libcurl as the transport, the emulator for `demo`.
let status = await QiitaStatsTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    context: .live(transport: CurlTransport(), startDemoAPI: { try QiitaEmulator.demoAPI() })
)
Platform.exit(status.rawValue)
