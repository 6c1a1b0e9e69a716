import EmulatorFaults
import Foundation
import QiitaEmulator

// The composition root: parse, start, print the listening line, serve until SIGINT/SIGTERM.

// Block SIGINT and SIGTERM before any thread exists (threads inherit the mask): a signal sent at
// any moment stays pending until the main thread collects it with sigwait below.
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
sigaddset(&stopSignals, SIGINT)
sigaddset(&stopSignals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &stopSignals, nil)

let action: EmulatorCommandLine.Action
do {
    action = try EmulatorCommandLine.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("qiita-emulator: \(error.description)\n".utf8))
    exit(2)
}
guard case .serve(let configuration, let options) = action else {
    print(EmulatorCommandLine.helpText)
    exit(0)
}
let emulator: QiitaEmulator
do {
    emulator = try QiitaEmulator.start(configuration, options)
} catch {
    FileHandle.standardError.write(Data("qiita-emulator: \(error.description)\n".utf8))
    exit(1)
}
// Written unbuffered, so a parent reading the pipe sees the listening line at once.
FileHandle.standardOutput.write(
    Data(
        """
        listening on \(emulator.baseURL.absoluteString)
        user \(emulator.dataset.user.id), \(emulator.dataset.items.count) items, avatar \(emulator.avatarURL.absoluteString)

        """.utf8))

var received: Int32 = 0
while sigwait(&stopSignals, &received) != 0 {}
emulator.stop()
exit(0)
