import Foundation

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: the
/// browser reads commands on fd 3 and writes answers and events on fd 4, each JSON text ending in NUL).
public final class HeadlessChromium {
    /// What the browser reported about one page.
    public struct PageReport {
        /// The page's content width and the viewport's, in CSS pixels.
        public let contentWidth: Double
        public let viewportWidth: Double
        /// The DOM after load, serialised by the browser.
        public let dom: String
        /// The viewport as a PNG.
        public let screenshot: [UInt8]
        /// Requests the page made beyond its own file (`data:` URIs included), as the network domain saw them.
        public let requests: [String]
        /// JavaScript dialogs opened (`alert(1)` would be one), console messages and uncaught exceptions.
        public let dialogs: [String]
        public let logEntries: [String]
        public let exceptions: [String]
    }

    /// The browser to use: `$CHROMIUM` when set (`CHROMIUM=none` for none), else the first of the usual paths.
    public static let executable: String? = {
        let candidates =
            ProcessInfo.processInfo.environment["CHROMIUM"].map { [$0] }
            ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    private let pid: pid_t
    private let commands: Int32
    private let answers: Int32
    private let profile = TemporaryDirectory()
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var events: [[String: Any]] = []

    public init(executable: String) throws {
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure("pipe") }
        // Only the duplicates on fds 3 and 4 reach the browser.
        for fd in toBrowser + fromBrowser { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            executable, "--headless", "--no-sandbox", "--remote-debugging-pipe", "--disable-gpu", "--no-first-run",
            "--no-default-browser-check", "--hide-scrollbars", "--mute-audio", "--user-data-dir=\(profile.url.path)",
            "about:blank",
        ]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, &argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else { throw Failure("could not start \(executable): \(String(cString: strerror(status)))") }
        pid = child
        commands = toBrowser[1]
        answers = fromBrowser[0]
    }

    deinit {
        close(commands)
        close(answers)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Opens `url` in a new tab of `width`×`height` CSS pixels, in the light or dark colour scheme,
    /// waits for the load event, and reports.
    public func open(_ url: URL, width: Int, height: Int, dark: Bool) async throws -> PageReport {
        let target = try await send("Target.createTarget", ["url": "about:blank"])
        let targetID = try string(target["targetId"])
        let attached = try await send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        let session = try string(attached["sessionId"])
        for method in ["Page.enable", "Log.enable", "Runtime.enable", "Network.enable"] {
            _ = try await send(method, session: session)
        }
        _ = try await send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], session: session)
        _ = try await send(
            "Emulation.setEmulatedMedia",
            ["features": [["name": "prefers-color-scheme", "value": dark ? "dark" : "light"]]], session: session)
        events.removeAll()
        _ = try await send("Page.navigate", ["url": url.absoluteString], session: session)
        try await waitForEvent("Page.loadEventFired", session: session)
        let metrics = try await send("Page.getLayoutMetrics", session: session)
        let content = metrics["cssContentSize"] as? [String: Any]
        let viewport = metrics["cssLayoutViewport"] as? [String: Any]
        let document = try await send("DOM.getDocument", ["depth": 0], session: session)
        let root = (document["root"] as? [String: Any])?["nodeId"] ?? 0
        let dom = try await send("DOM.getOuterHTML", ["nodeId": root], session: session)
        let shot = try await send("Page.captureScreenshot", ["format": "png"], session: session)
        let png = Data(base64Encoded: try string(shot["data"])) ?? Data()
        let mine = events.filter { $0["sessionId"] as? String == session }
        func described(_ method: String) -> [String] {
            mine.filter { $0["method"] as? String == method }.map { "\($0["params"] ?? "")" }
        }
        let requests = mine.filter { $0["method"] as? String == "Network.requestWillBeSent" }.compactMap {
            (($0["params"] as? [String: Any])?["request"] as? [String: Any])?["url"] as? String
        }
        _ = try await send("Target.closeTarget", ["targetId": targetID])
        return PageReport(
            contentWidth: (content?["width"] as? Double) ?? .infinity,
            viewportWidth: (viewport?["clientWidth"] as? Double) ?? 0, dom: try string(dom["outerHTML"]),
            screenshot: Array(png), requests: requests.filter { $0 != url.absoluteString },
            dialogs: described("Page.javascriptDialogOpening"),
            logEntries: described("Log.entryAdded"), exceptions: described("Runtime.exceptionThrown"))
    }

    /// Sends a command and returns its result; events read meanwhile are kept.
    private func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil) async throws
        -> [String: Any]
    {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        let bytes = Array(try JSONSerialization.data(withJSONObject: message)) + [0]
        guard bytes.withUnsafeBytes({ write(commands, $0.baseAddress, $0.count) }) == bytes.count else {
            throw Failure("could not write \(method) to the browser")
        }
        let id = nextID
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            guard let message = try await receive(until: deadline) else { break }
            guard message["id"] as? Int == id else {
                events.append(message)
                continue
            }
            if let error = message["error"] { throw Failure("\(method): \(error)") }
            return message["result"] as? [String: Any] ?? [:]
        }
        throw Failure("no answer to \(method) within 30 s")
    }

    private func waitForEvent(_ method: String, session: String) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        let seen = { (event: [String: Any]) in
            event["method"] as? String == method && event["sessionId"] as? String == session
        }
        if events.contains(where: seen) { return }
        while let message = try await receive(until: deadline) {
            events.append(message)
            if seen(message) { return }
        }
        throw Failure("no \(method) within 30 s; events: \(events.compactMap { $0["method"] })")
    }

    /// The next NUL-terminated message, or nil at the deadline or when the browser has gone.
    private func receive(until deadline: ContinuousClock.Instant) async throws -> [String: Any]? {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let text = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: text) as? [String: Any] ?? [:]
            }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 0) > 0 {
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                let count = read(answers, &chunk, chunk.count)
                guard count > 0 else { return nil }
                buffer += chunk[0..<count]
                continue
            }
            guard ContinuousClock.now < deadline else { return nil }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    private func string(_ value: Any?) throws -> String {
        guard let text = value as? String else { throw Failure("unexpected answer: \(String(describing: value))") }
        return text
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }
}
