import Dispatch
import Foundation
import QiitaEmulator

// The composition root: parse, start, print the listening line, serve until SIGINT/SIGTERM.
let action: EmulatorCommandLine.Action
do {
    action = try EmulatorCommandLine.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("qiita-emulator: \(error.description)\n".utf8))
    exit(2)
}
guard case .serve(let configuration) = action else {
    print(EmulatorCommandLine.helpText)
    exit(0)
}
let emulator: QiitaEmulator
do {
    emulator = try QiitaEmulator.start(configuration)
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

let sources = [SIGINT, SIGTERM].map { number in
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
    source.setEventHandler {
        emulator.stop()
        exit(0)
    }
    source.resume()
    return source
}
withExtendedLifetime(sources) { dispatchMain() }
