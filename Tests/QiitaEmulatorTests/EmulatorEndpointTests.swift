import Foundation
import QiitaEmulator
import Testing

@Suite("Emulator endpoints over libcurl")
struct EmulatorEndpointTests {
    @Test func authenticatedUserNeedsABearerToken() async throws {
        let client = try EmulatorClient()
        defer { client.close() }
        let user = try await client.get("/api/v2/authenticated_user")
        #expect(user.status == 200)
        #expect(user.headers["Content-Type"] == "application/json; charset=utf-8")
        let object = try JSON.object(user)
        #expect(object["id"] as? String == "emu-user")
        #expect(object["image_monthly_upload_limit"] as? Int == 104_857_600)
        #expect(object["profile_image_url"] as? String == client.emulator.avatarURL.absoluteString)
        #expect(object["items_count"] as? Int == client.emulator.dataset.publicItems.count)
        for token in [nil, "wrong-token"] {
            let denied = try await client.get("/api/v2/authenticated_user", token: token)
            #expect(denied.status == 401)
            #expect(JSON.text(denied) == #"{"message":"Unauthorized","type":"unauthorized"}"#)
            #expect(denied.headers["Rate-Limit"] != nil)
        }
        let items = try await client.get("/api/v2/authenticated_user/items", token: nil)
        #expect(items.status == 401)
    }

    @Test func walkingEveryPageGivesTheDatasetNewestFirst() async throws {
        let client = try EmulatorClient(EmulatorConfiguration(items: 250))
        defer { client.close() }
        let dataset = client.emulator.dataset
        var seen: [[String: Any]] = []
        var next: String? = client.url("/api/v2/authenticated_user/items?per_page=100").absoluteString
        var pages = 0
        while let url = next.flatMap(URL.init(string:)) {
            let response = try await client.send(url, token: "emu-token")
            #expect(response.status == 200)
            #expect(response.headers["Total-Count"] == "250")
            #expect(links(response)["first"]?.contains("page=1&per_page=100") == true)
            #expect(links(response)["last"]?.contains("page=3&per_page=100") == true)
            seen += try JSON.array(response)
            next = links(response)["next"]
            pages += 1
        }
        #expect(pages == 3)
        #expect(seen.map { $0["id"] as? String } == dataset.items.map(\.id))
        #expect(seen.map { $0["created_at"] as? String } == dataset.items.map(\.createdAt))
        #expect(seen.map { $0["page_views_count"] as? Int } == dataset.items.map(\.pageViewsCount))
        #expect(seen.map { $0["title"] as? String } == dataset.items.map(\.title))
        #expect(seen.map { $0["body"] as? String } == dataset.items.map(\.body))
        #expect(seen.map { $0["private"] as? Bool } == dataset.items.map(\.isPrivate))
        let times = dataset.items.map(\.createdEpoch)
        #expect(times == times.sorted(by: >))
        for (item, json) in zip(dataset.items, seen) where item.isPrivate {
            #expect((json["url"] as? String)?.contains("/emu-user/private/\(item.id)") == true)
        }
        #expect(seen.allSatisfy { ($0["created_at"] as? String)?.hasSuffix("+09:00") == true })
    }

    @Test func linkHeadersCarryPrevNextAndALastPagePast100() async throws {
        let client = try EmulatorClient(EmulatorConfiguration(items: 150))
        defer { client.close() }
        let middle = try await client.get("/api/v2/authenticated_user/items?per_page=1&page=2")
        let rels = links(middle)
        let base = client.emulator.baseURL.absoluteString + "/api/v2/authenticated_user/items"
        #expect(rels["first"] == base + "?page=1&per_page=1")
        #expect(rels["prev"] == base + "?page=1&per_page=1")
        #expect(rels["next"] == base + "?page=3&per_page=1")
        #expect(rels["last"] == base + "?page=150&per_page=1")
        #expect(middle.headers["Link"]?.hasPrefix("<\(base)?page=1&per_page=1>; rel=\"first\", ") == true)
        let first = try await client.get("/api/v2/users/emu-user/items")
        #expect(links(first)["prev"] == nil)
        #expect(links(first)["next"] != nil)
        let past = try await client.get("/api/v2/users/emu-user/items?page=100&per_page=100")
        #expect(past.status == 200 && JSON.text(past) == "[]")
        #expect(links(past)["next"] == nil)
    }

    @Test(arguments: ["page=0", "page=101", "per_page=0", "per_page=101", "page=abc", "per_page="])
    func outOfRangePagingIsABadRequest(query: String) async throws {
        let client = try EmulatorClient(EmulatorConfiguration(items: 5))
        defer { client.close() }
        let response = try await client.get("/api/v2/authenticated_user/items?\(query)")
        #expect(response.status == 400)
        #expect(JSON.text(response) == #"{"message":"Bad request","type":"bad_request"}"#)
    }

    @Test func viewsAreShownOnlyToTheOwner() async throws {
        let client = try EmulatorClient(EmulatorConfiguration(items: 40))
        defer { client.close() }
        let dataset = client.emulator.dataset
        let publicList = try JSON.array(try await client.get("/api/v2/users/emu-user/items?per_page=100", token: nil))
        #expect(publicList.map { $0["id"] as? String } == dataset.publicItems.map(\.id))
        #expect(publicList.allSatisfy { $0["page_views_count"] is NSNull })
        let item = try #require(dataset.items.first)
        let owner = try JSON.object(try await client.get("/api/v2/items/\(item.id)"))
        #expect(owner["page_views_count"] as? Int == item.pageViewsCount)
        let anonymous = try JSON.object(try await client.get("/api/v2/items/\(item.id)", token: nil))
        #expect(anonymous["page_views_count"] is NSNull)
        #expect(anonymous["rendered_body"] as? String == item.renderedBody)
        let missing = try await client.get("/api/v2/items/00000000000000000000")
        #expect(missing.status == 404)
        #expect(JSON.text(missing) == #"{"message":"Not found","type":"not_found"}"#)
        #expect(try await client.get("/api/v2/users/someone-else").status == 404)
        #expect(try await client.get("/api/v2/users/someone-else/items").status == 404)
        #expect(try await client.get("/api/v2/nothing").status == 404)
    }

    @Test func listViewsOffSendsNullInTheOwnList() async throws {
        let client = try EmulatorClient(EmulatorConfiguration(items: 10, listViews: false))
        defer { client.close() }
        let list = try JSON.array(try await client.get("/api/v2/authenticated_user/items"))
        #expect(list.count == 10 && list.allSatisfy { $0["page_views_count"] is NSNull })
        let item = try #require(client.emulator.dataset.items.first)
        let single = try JSON.object(try await client.get("/api/v2/items/\(item.id)"))
        #expect(single["page_views_count"] as? Int == item.pageViewsCount)
    }

    @Test func etagAnswersIfNoneMatchWith304() async throws {
        let client = try EmulatorClient(EmulatorConfiguration(items: 5))
        defer { client.close() }
        let first = try await client.get("/api/v2/users/emu-user")
        let etag = try #require(first.headers["ETag"])
        #expect(etag.hasPrefix("W/\""))
        #expect(first.headers["Cache-Control"] == "max-age=0, private, must-revalidate")
        #expect(first.headers["X-Request-Id"] != nil)
        let again = try await client.get("/api/v2/users/emu-user", headers: [("If-None-Match", etag)])
        #expect(again.status == 304 && again.body.isEmpty)
    }
}
