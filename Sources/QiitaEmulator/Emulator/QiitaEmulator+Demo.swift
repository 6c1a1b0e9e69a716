import Foundation
import QiitaStatsCore

extension QiitaEmulator {
    /// Starts an emulator with the default dataset as the API of `qiita-stats demo`.
    public static func demoAPI() throws -> DemoAPI {
        let emulator = try QiitaEmulator.start(EmulatorConfiguration())
        return DemoAPI(
            baseURL: emulator.baseURL, token: emulator.configuration.tokens.first ?? "",
            userID: emulator.dataset.user.id, articleCount: emulator.dataset.items.count,
            newestArticleDay: emulator.dataset.items.first.map { String($0.createdAt.prefix(10)) },
            stop: { emulator.stop() })
    }
}
