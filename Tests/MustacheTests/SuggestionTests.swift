import Mustache
import Testing

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("title", "title", 0), ("titel", "title", 1),
        ("kitten", "sitting", 3), ("nmae", "name", 1), ("likes", "like", 1), ("café", "cafe", 1),
        ("ab", "ba", 1), ("abc", "ca", 3),
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(MustacheSuggestion.editDistance(a, b) == distance)
        #expect(MustacheSuggestion.editDistance(b, a) == distance)
    }

    @Test func closestNameWithinAThirdOfItsLength() {
        let names = ["title", "total", "user", "items", "created_at", "updated_at"]
        #expect(MustacheSuggestion.closest(to: "titel", among: names) == "title")
        #expect(MustacheSuggestion.closest(to: "usr", among: names) == "user")
        #expect(MustacheSuggestion.closest(to: "craeted_at", among: names) == "created_at")
        #expect(MustacheSuggestion.closest(to: "cerated_ta", among: names) == "created_at")
        #expect(MustacheSuggestion.closest(to: "summary", among: names) == nil)
        #expect(MustacheSuggestion.closest(to: "", among: names) == nil)
        #expect(MustacheSuggestion.closest(to: "titel", among: [String]()) == nil)
    }

    @Test func tiesGoToTheAlphabeticallyFirstAndExactNamesNeedNoHint() {
        #expect(MustacheSuggestion.closest(to: "bat", among: ["cat", "bar", "hat"]) == "bar")
        #expect(MustacheSuggestion.closest(to: "bat", among: ["hat", "cat"]) == "cat")
        #expect(MustacheSuggestion.closest(to: "title", among: ["title", "titles"]) == nil)
    }

    @Test func aShortNameAllowsOneEdit() {
        #expect(MustacheSuggestion.closest(to: "tl", among: ["title"]) == nil)
        #expect(MustacheSuggestion.closest(to: "tl", among: ["t"]) == "t")
    }
}
