/// Polls `condition` every `interval` until it holds: true then, false once `limit` has passed,
/// so that a test waiting for something that never happens fails instead of hanging.
public func poll(
    every interval: Duration = .milliseconds(5), for limit: Duration = .seconds(60), until condition: () -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: interval)
    }
    return true
}
