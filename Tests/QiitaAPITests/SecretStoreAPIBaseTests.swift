import Foundation
import QiitaAPI
import TestSupport
import Testing

@Suite struct SecretStoreAPIBaseTests {
    @Test func defaultsToQiitaOverHTTPS() throws {
        let base = try APIBase.resolve(host: nil, environment: [:])
        #expect(base.origin.absoluteString == "https://qiita.com")
        #expect(base.host == "qiita.com")
        #expect(!base.isOverridden)
        #expect(
            base.url("authenticated_user/items", query: [URLQueryItem(name: "page", value: "2")]).absoluteString
                == "https://qiita.com/api/v2/authenticated_user/items?page=2")
        #expect(base.newTokenPage == "https://qiita.com/settings/tokens/new?read_qiita=1&description=qiita-stats")
    }

    @Test func teamHostGetsItsOwnOriginAndTeamScope() throws {
        let base = try APIBase.resolve(host: "MyTeam.qiita.com", environment: [:])
        #expect(base.origin.absoluteString == "https://myteam.qiita.com")
        #expect(base.host == "myteam.qiita.com")
        #expect(base.newTokenPage.contains("read_qiita_team=1"))
    }

    @Test(arguments: ["", "qiita.com/evil", "user@qiita.com", ".qiita.com", "qiita.com:0", "http://qiita.com", "a b"])
    func badHostIsAUsageError(host: String) {
        #expect(throws: APIBaseError.invalidHost(host)) { try APIBase.resolve(host: host, environment: [:]) }
        #expect(APIBaseError.invalidHost(host).exitCode == .usage)
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080", "127.0.0.1:8080"),
        ("http://127.9.8.7:1/", "http://127.9.8.7:1", "127.9.8.7:1"),
        ("http://[::1]:9000", "http://[::1]:9000", "[::1]:9000"),
        ("http://LocalHost:8080", "http://localhost:8080", "localhost:8080"),
        ("https://mirror.example.org", "https://mirror.example.org", "mirror.example.org"),
    ])
    func overrideReplacesSchemeHostAndPort(value: String, origin: String, host: String) throws {
        let base = try APIBase.resolve(host: "team.qiita.com", environment: ["QIITA_API_BASE_URL": value])
        #expect(base.origin.absoluteString == origin)
        #expect(base.host == host)
        #expect(base.isOverridden)
        #expect(base.url("authenticated_user").absoluteString == origin + "/api/v2/authenticated_user")
    }

    @Test(arguments: [
        "http://10.0.0.1:8080", "http://127.0.0.1.evil.com", "http://localhost.evil.com", "http://128.0.0.1",
        "http://127.0.0.256", "http://qiita.com",
    ])
    func plainHTTPToANonLoopbackHostIsRefused(value: String) {
        #expect(throws: APIBaseError.insecureBaseURL(value)) {
            try APIBase.resolve(host: nil, environment: ["QIITA_API_BASE_URL": value])
        }
    }

    @Test(arguments: [
        "127.0.0.1:8080", "ftp://127.0.0.1", "https://h.example/api", "https://u:p@h.example", "https://h.example/?a=1",
    ])
    func malformedOverrideIsAUsageError(value: String) {
        #expect {
            try APIBase.resolve(host: nil, environment: ["QIITA_API_BASE_URL": value])
        } throws: { error in
            guard case .invalidBaseURL(value, _, _) = error as? APIBaseError else { return false }
            return (error as? APIBaseError)?.exitCode == .usage
        }
    }

    @Test func sameOriginMeansSchemeHostAndPort() throws {
        let base = try APIBase.resolve(host: nil, environment: [:])
        func check(_ string: String) throws -> Bool { base.origin.isSameOrigin(as: try #require(URL(string: string))) }
        #expect(try check("https://qiita.com/api/v2/items"))
        #expect(try check("https://QIITA.com:443/x"))
        #expect(try !check("http://qiita.com/api/v2/items"))
        #expect(try !check("https://qiita.com:8443/"))
        #expect(try !check("https://s3-ap-northeast-1.amazonaws.com/avatar.png"))
    }
}
