// Mustache templates: the input is a template, then up to three partials `p`, `q` and `r`,
// separated by NUL bytes (partials `self` and `loop` include themselves). Parsing, rendering a
// fixed value tree with the standard and the user-template options, and listing the unknown
// names never crash or recurse without end. With `.userTemplate`, a `.string` is never emitted
// raw: rendering the tree with every `<` of its strings replaced by `_` yields exactly as many
// `<` (the template's own, and those of `.markup`), whatever the tags.
import Mustache

private let tree: MustacheValue = [
    "title": .string("<script>alert(1)</script> & \"quoted\" 'single'"),
    "name": .string("a<b"),
    "empty": .string(""),
    "count": 3,
    "ratio": 1.5,
    "yes": true,
    "no": false,
    "nothing": nil,
    "svg": .markup("<svg><rect/></svg>"),
    // The second item shadows `items` with an empty list, so that nested sections over it end.
    "items": [
        ["title": .string("<i>one</i>"), "likes": 1, "tags": [.string("<tag>")], "url": .string("/x?a=1&b=<2>")],
        ["title": .string("two<"), "likes": 2, "items": [], "tags": []],
    ],
    "user": ["name": .string("<u>"), "id": .string("emu-user"), "avatar": .markup("<img src=a>")],
]

/// `value` with every `<` of its strings replaced; markup is kept.
private func withoutLessThan(_ value: MustacheValue) -> MustacheValue {
    switch value {
    case .string(let text): .string(String(text.map { $0 == "<" ? "_" : $0 }))
    case .list(let elements): .list(elements.map(withoutLessThan))
    case .object(let members): .object(members.mapValues(withoutLessThan))
    case .null, .bool, .int, .double, .markup: value
    }
}

private let plainTree = withoutLessThan(tree)
private let schema = MustacheSchema(paths: [
    "title", "name", "empty", "count", "ratio", "yes", "no", "nothing", "svg", "items.title", "items.likes",
    "items.tags", "items.url", "items.items", "user.name", "user.id", "user.avatar",
])

private func lessThanCount(_ text: String) -> Int { text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "<") ? 1 : 0) } }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let parts = fuzzInput(data, count).split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    var partials = ["self": "[{{>self}}]", "loop": "{{#items}}{{>loop}}{{title}}{{/items}}"]
    for (name, source) in zip(["p", "q", "r"], parts.dropFirst()) { partials[name] = source }

    let escaped = MustacheEscaper.escape(parts[0])
    invariant(!escaped.contains(where: { "<>\"'".contains($0) }), "escape left a special character")

    guard let template = try? MustacheTemplate(parts[0], name: "fuzz") else { return 0 }
    _ = template.unknownNames(in: schema)
    _ = try? template.render(tree, partials: partials, options: .standard)

    let user = Result { () throws(MustacheError) in
        try template.render(tree, partials: partials, options: .userTemplate)
    }
    let plain = Result { () throws(MustacheError) in
        try template.render(plainTree, partials: partials, options: .userTemplate)
    }
    switch (user, plain) {
    case (.success(let output), .success(let reference)):
        invariant(
            lessThanCount(output) == lessThanCount(reference),
            "a string's < came out raw: \(shown(output).debugDescription)")
    case (.failure, .failure):
        break
    default:
        invariant(false, "the strings' text decided whether rendering failed")
    }
    return 0
}
