// Mustache templates: the input is a template. Parsing, rendering a fixed value tree with the
// standard and the user-template options, and listing the unknown names never crash or recurse
// without end. With `.userTemplate`, a `.string` is never emitted
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
    let source = String(decoding: fuzzInput(data, count), as: UTF8.self)

    let escaped = MustacheEscaper.escape(source)
    invariant(!escaped.contains(where: { "<>\"'".contains($0) }), "escape left a special character")

    guard let template = try? MustacheTemplate(source, name: "fuzz") else { return 0 }
    _ = template.unknownNames(in: schema)
    _ = try? template.render(tree, options: .standard)

    let user = Result { () throws(MustacheError) in
        try template.render(tree, options: .userTemplate)
    }
    let plain = Result { () throws(MustacheError) in
        try template.render(plainTree, options: .userTemplate)
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
