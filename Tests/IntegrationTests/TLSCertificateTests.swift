import CurlTransport
import Foundation
import TestSupport
import Testing

/// A certificate that cannot be verified was "the API is unavailable",
/// retried four times, with "check the network" for a hint.
@Suite(.serialized) struct TLSCertificateTests {
    /// A TLS server on loopback with a self-signed certificate (openssl and Python's ssl, test
    /// tools only) that counts the connections it accepts, and ends 3 s after the last one.
    final class SelfSignedServer {
        let process = Process()
        let output = Pipe()
        let port: Int

        init(folder: URL) throws {
            let openssl = Process()
            openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
            openssl.arguments = [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                "-keyout", folder.appendingPathComponent("key.pem").path,
                "-out", folder.appendingPathComponent("cert.pem").path,
            ]
            openssl.standardError = FileHandle.nullDevice
            try openssl.run()
            openssl.waitUntilExit()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", "-c",
                """
                import socket, ssl, sys
                context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
                context.load_cert_chain(sys.argv[1], sys.argv[2])
                server = socket.socket()
                server.bind(("127.0.0.1", 0))
                server.listen()
                server.settimeout(3)
                print(server.getsockname()[1], flush=True)
                while True:
                    try:
                        connection, _ = server.accept()
                    except TimeoutError:
                        break
                    print("connection", flush=True)
                    try:
                        context.wrap_socket(connection, server_side=True).close()
                    except Exception:
                        connection.close()
                """,
                folder.appendingPathComponent("cert.pem").path, folder.appendingPathComponent("key.pem").path,
            ]
            process.standardOutput = output
            try process.run()
            var line = Data()
            let deadline = Date().addingTimeInterval(20)
            while !line.contains(UInt8(ascii: "\n")) && Date() < deadline {
                line += output.fileHandleForReading.availableData
            }
            port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }

        /// Waits for the server to end: the connections it accepted.
        func stop() -> Int {
            process.waitUntilExit()
            let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return rest.split(separator: "\n").filter { $0 == "connection" }.count
        }
    }

    @Test func anUntrustedCertificateIsSaidOnceAndNotRetried() async throws {
        let folder = TemporaryDirectory()
        let server = try SelfSignedServer(folder: folder.url)
        try #require(server.port > 0, "the TLS server did not start")
        let transport = CurlTransport()
        defer { transport.shutdown() }
        let run = await runTool(
            ["fetch"], environment: ["QIITA_API_BASE_URL": "https://127.0.0.1:\(server.port)", "QIITA_TOKEN": "t"],
            transport: transport)
        let connections = server.stop()
        #expect(run.status == .unavailable, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines.first?.hasPrefix(
                "qiita-stats: error: the TLS certificate of 127.0.0.1:\(server.port) could not be verified: ") == true,
            "\(run.stderr)")
        #expect(lines.last?.hasPrefix("hint: nothing was sent; check the system's CA certificates") == true)
        // The user and page 1 go out together; a retry would be two connections more.
        #expect((1...2).contains(connections), "\(connections) connections")
    }
}
