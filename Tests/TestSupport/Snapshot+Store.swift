import Foundation
import HistoryStore
import QiitaModel
import QiitaStatsCore

extension Snapshot {
    /// Records the snapshot in the store under `home` (`XDG_DATA_HOME` of `environment`, else `~/.local/share`) as
    /// a fetch made with a token, the newest of its account: `report --offline` and `badge --offline` read it there.
    public func store(in home: URL, environment: [String: String] = [:]) throws {
        let store = try HistoryStore.open(at: HistoryStore.url(in: FileLocations(environment: environment, home: home)))
        defer { try? store.close() }
        _ = try store.record(self, authenticated: true)
    }
}

/// A temporary home whose store holds `snapshot` (the contributions fixture by default) as its newest fetch.
public func homeStoring(_ snapshot: Snapshot? = nil) throws -> TemporaryDirectory {
    let home = TemporaryDirectory()
    try (snapshot ?? ContributionsFixture.snapshot()).store(in: home.url)
    return home
}
