import CurlTransport
import QiitaStats

let status = await QiitaStatsTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    context: .live(transport: CurlTransport())
)
Platform.exit(status.rawValue)
