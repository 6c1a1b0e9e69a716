import Foundation
import QiitaModel
import TestSupport
import Testing

@testable import QiitaAPI

@Suite struct FetchPolicyTests {
    @Test func theBudgetNeverAllowsMoreThanTheQuota() throws {
        let budget = RateBudget()
        let now = Date(timeIntervalSince1970: 1_000)
        let probe = try #require(budget.reserve(now: now))  // unknown quota: the first request finds out
        budget.settle(probe, RateLimitStatus(limit: 10, remaining: 3, reset: 2_000))
        #expect(budget.available(now: now) == 3)
        let tickets = (0..<3).compactMap { _ in budget.reserve(now: now) }
        #expect(tickets.count == 3)
        #expect(budget.reserve(now: now) == nil)
        budget.settle(tickets[0], RateLimitStatus(limit: 10, remaining: 2, reset: 2_000))  // a late, higher answer
        #expect(budget.available(now: now) == 0)
        #expect(budget.reserve(now: Date(timeIntervalSince1970: 2_000)) != nil, "a new window starts unknown")
    }

    @Test func aBurstIntoAnUnknownWindowIsChargedToIt() throws {
        let budget = RateBudget()
        let now = Date(timeIntervalSince1970: 1_000)
        let burst = (0..<8).compactMap { _ in budget.reserve(now: now) }
        #expect(burst.count == 8)
        // The first answer says 19 are left after it; 7 more are in flight and count too.
        budget.settle(burst[0], RateLimitStatus(remaining: 19, reset: 2_000))
        #expect(budget.available(now: now) == 12)
        for ticket in burst.dropFirst() { budget.settle(ticket, RateLimitStatus(remaining: 15, reset: 2_000)) }
        #expect(budget.available(now: now) == 12)
    }

    @Test func anAnswerOvertakenByALaterOneIsNotChargedTwice() throws {
        let budget = RateBudget()
        let now = Date(timeIntervalSince1970: 1_000)
        let user = try #require(budget.reserve(now: now))
        let page = try #require(budget.reserve(now: now))
        // The server counted the user first (49 left) and the page second (48 left), but the
        // page's answer arrives first: the user might not be counted yet, so it is charged...
        budget.settle(page, RateLimitStatus(remaining: 48, reset: 2_000))
        #expect(budget.available(now: now) == 47)
        // ...until its own answer shows it was counted before the page.
        budget.settle(user, RateLimitStatus(remaining: 49, reset: 2_000))
        #expect(budget.available(now: now) == 48)
    }

    @Test func anotherClientsUseLowersTheBudget() throws {
        let budget = RateBudget()
        let now = Date(timeIntervalSince1970: 1_000)
        budget.settle(try #require(budget.reserve(now: now)), RateLimitStatus(remaining: 100, reset: 5_000))
        budget.settle(try #require(budget.reserve(now: now)), RateLimitStatus(remaining: 40, reset: 5_000))
        #expect(budget.available(now: now) == 40)
    }

    @Test func backoffIsCappedExponentialWithFullJitter() {
        let policy = RetryPolicy(maxAttempts: 6, base: .milliseconds(100), cap: .seconds(1))
        #expect(policy.delay(retry: 1, retryAfter: nil, random: 1) == .milliseconds(100))
        #expect(policy.delay(retry: 3, retryAfter: nil, random: 1) == .milliseconds(400))
        #expect(policy.delay(retry: 9, retryAfter: nil, random: 1) == .seconds(1))
        #expect(policy.delay(retry: 3, retryAfter: nil, random: 0) == .zero)
        #expect(policy.delay(retry: 3, retryAfter: nil, random: 0.5) == .milliseconds(200))
        #expect(policy.delay(retry: 1, retryAfter: .seconds(7), random: 0.5) == .seconds(7))
    }

    @Test func onlyTransientFailuresAreRetried() {
        for status in [429, 500, 502, 503, 504] { #expect(RetryPolicy.isRetryable(status: status)) }
        for status in [400, 401, 403, 404, 422, 501] { #expect(!RetryPolicy.isRetryable(status: status)) }
        #expect(RetryPolicy.isRetryable(.timedOut("x")) && RetryPolicy.isRetryable(.connectionFailed("x")))
        #expect(!RetryPolicy.isRetryable(.bodyTooLarge(limit: 1)) && !RetryPolicy.isRetryable(.cancelled))
    }

    @Test func retryAfterTakesSecondsOrADate() {
        let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
        #expect(RetryPolicy.retryAfter("3", now: now) == .seconds(3))
        #expect(RetryPolicy.retryAfter("Wed, 21 Oct 2015 07:28:30 GMT", now: now) == .seconds(30))
        #expect(RetryPolicy.retryAfter("soon", now: now) == nil)
        #expect(RetryPolicy.retryAfter(nil, now: now) == nil)
    }

    @Test func linkHeadersGiveTheLastPage() {
        let last = ListPaging.lastPage(
            link: "<https://qiita.com/api/v2/items?page=1&per_page=20>; rel=\"first\", "
                + "<https://qiita.com/api/v2/items?page=3&per_page=20>; rel=\"next\", "
                + "<https://qiita.com/api/v2/items?page=2946&per_page=20>; rel=\"last\"")
        #expect(last == 2946)
        // The last of several `last` links, and one among other relations of its entry.
        #expect(ListPaging.lastPage(link: "<https://q/?page=7>; rel=last, <https://q/?page=9>; rel=\"next last\"") == 9)
        #expect(ListPaging.lastPage(link: "<https://q/?page=3>; rel=\"next\"") == nil)
        #expect(ListPaging.lastPage(link: "garbage") == nil)
    }

    @Test func avatarsAreAcceptedByTheirBytesOnly() {
        let png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ]
        #expect(Avatar(bytes: png)?.format == .png)
        #expect(Avatar(bytes: Array(png.dropLast(4))) == nil, "a truncated PNG")
        #expect(Avatar(bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 0xFF, 0xD9])?.format == .jpeg)
        #expect(Avatar(bytes: Array("GIF89a....;".utf8))?.format == .gif)
        let webp = Array("RIFF".utf8) + [8, 0, 0, 0] + Array("WEBPVP8 ".utf8).prefix(8)
        #expect(Avatar(bytes: Array(webp.prefix(16)))?.format == .webp)
        #expect(Avatar(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)) == nil)
        #expect(Avatar(bytes: Array("<!DOCTYPE html><html></html>".utf8)) == nil)
        #expect(Avatar(bytes: []) == nil)
    }
}
