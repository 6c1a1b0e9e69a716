/// Walks a template the way rendering would, resolving every name against a schema instead of data.
struct MustacheNameChecker {
    /// What a context on the stack offers.
    enum Scope {
        /// The fields of a known value.
        case known(MustacheSchema)
        /// Inside a section whose name is unknown: anything, so that one typo is reported once.
        case anything
    }

    /// The unknown names found so far, in source order.
    private(set) var unknown: [MustacheUnknownName] = []

    /// Checks `nodes` of `template`, whose innermost context is the last of `scopes`.
    mutating func check(_ nodes: [MustacheNode], template: String, scopes: [Scope]) {
        for node in nodes {
            switch node {
            case .text:
                continue
            case .variable(let name, _, let line):
                _ = resolve(name, in: scopes, at: (template, line), kind: .variable)
            case .section(let name, let inverted, let children, let line):
                let scope = resolve(name, in: scopes, at: (template, line), kind: .section)
                check(children, template: template, scopes: inverted ? scopes : scopes + [scope])
            case .partial(let name, let line):
                // A page has no partials to include: every one is unknown.
                unknown.append(MustacheUnknownName(template: template, line: line, name: name, kind: .partial))
            }
        }
    }

    /// The scope a section over `name` opens; records `name` as unknown when `scopes` do not offer it.
    private mutating func resolve(
        _ name: MustacheName, in scopes: [Scope], at place: (template: String, line: Int),
        kind: MustacheUnknownName.Kind
    ) -> Scope {
        guard let first = name.parts.first else { return scopes.last ?? .anything }
        var candidates: Set<String> = []
        for scope in scopes.reversed() {
            guard case .known(let schema) = scope else { return .anything }
            guard var found = schema.fields[first] else {
                candidates.formUnion(schema.fields.keys)
                continue
            }
            for (index, part) in name.parts.enumerated().dropFirst() {
                guard let next = found.fields[part] else {
                    report(name.parts, failing: index, candidates: found.fields.keys, at: place, kind: kind)
                    return .anything
                }
                found = next
            }
            return .known(found)
        }
        report(name.parts, failing: 0, candidates: candidates, at: place, kind: kind)
        return .anything
    }

    private mutating func report(
        _ parts: [String], failing index: Int, candidates: some Collection<String>,
        at place: (template: String, line: Int), kind: MustacheUnknownName.Kind
    ) {
        var suggestion: String?
        if let closest = MustacheSuggestion.closest(to: parts[index], among: candidates) {
            var corrected = parts
            corrected[index] = closest
            suggestion = corrected.joined(separator: ".")
        }
        let name = parts.joined(separator: ".")
        unknown.append(
            MustacheUnknownName(
                template: place.template, line: place.line, name: name, kind: kind, suggestion: suggestion))
    }
}
