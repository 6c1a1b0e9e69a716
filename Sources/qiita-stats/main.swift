import CAllocator
import CurlTransport
import QiitaEmulator
import QiitaStats
import QiitaStatsCore

// The composition root: the live context, libcurl as the transport, the emulator for `demo`;
// Ctrl-C cancels the command, which unwinds and exits 130 (§3).
qs_tune_allocator()
let context = Context.live(transport: CurlTransport(), startDemoAPI: { try QiitaEmulator.demoAPI() })
let command = Task { await QiitaStatsTool.run(arguments: Array(CommandLine.arguments.dropFirst()), context: context) }
let interruption = Interruption(stderr: context.stderr, cancel: { command.cancel() })
let status = await command.value
interruption.exit(status.rawValue)
