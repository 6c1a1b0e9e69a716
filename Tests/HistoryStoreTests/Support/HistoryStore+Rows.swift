import Contributions

@testable import HistoryStore

extension HistoryStore {
    /// The recorded rows of `user` on `host` from `from` to `to` (epoch seconds) and the fetches just outside: what
    /// the gains are computed from, to check them against.
    func history(host: String, user: String, from: Int, to: Int) throws -> SnapshotHistory {
        guard let account = try accountID(host: host, user: user, authenticated: nil) else { return SnapshotHistory() }
        let first = try fetchTime(Self.fetchBefore, account, from)
        return try rows(account: account, from: first, to: fetchTime(Self.fetchAfter, account, to)).history
    }
}
