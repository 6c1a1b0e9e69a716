import Foundation

/// Runs the `pngcheck` tool (Debian package or Homebrew formula `pngcheck`, installed by
/// `make deps`) on PNG bytes: shared by the test targets that write PNGs.
public enum PNGCheck {
    /// Where Debian installs it, or Homebrew (Apple silicon, then Intel).
    public static let path =
        ["/usr/bin/pngcheck", "/opt/homebrew/bin/pngcheck", "/usr/local/bin/pngcheck"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        } ?? "/usr/bin/pngcheck"

    /// Whether pngcheck is installed.
    public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// pngcheck's verdict: its exit status is 0 and its output says OK.
    public static func verify(_ png: [UInt8]) throws -> (ok: Bool, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pngcheck-\(UUID().uuidString).png")
        try Data(png).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-v", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus == 0 && output.contains("No errors"), output)
    }
}
