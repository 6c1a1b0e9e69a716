/// Walks a template the way rendering would, resolving every name against a schema instead of data.
struct MustacheNameChecker {
    /// What a context on the stack offers.
    enum Scope {
        /// The fields of a known value.
        case known(MustacheSchema)
        /// Inside a section whose name is unknown: anything, so that one typo is reported once.
        case anything
    }

    private let partialSources: [String: String]
    private var partials: [String: [MustacheNode]] = [:]
    private var including: [String] = []
    /// The unknown names found so far, in source order.
    private(set) var unknown: [MustacheUnknownName] = []

    /// A checker that follows `{{> name}}` into `partials`.
    init(partials: [String: String]) {
        partialSources = partials
    }

    /// Checks `nodes` of `template`, whose innermost context is the last of `scopes`.
    mutating func check(_ nodes: [MustacheNode], template: String, scopes: [Scope]) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text, .lineStart:
                continue
            case .variable(let name, _, let line):
                _ = resolve(name, in: scopes, at: (template, line), kind: .variable)
            case .section(let name, let inverted, let children, let line):
                let scope = resolve(name, in: scopes, at: (template, line), kind: .section)
                try check(children, template: template, scopes: inverted ? scopes : scopes + [scope])
            case .partial(let name, _, let line):
                try include(name, from: template, line: line, scopes: scopes)
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

    /// Checks the partial `name` where it is included; a partial already being checked is not entered again.
    private mutating func include(_ name: String, from template: String, line: Int, scopes: [Scope])
        throws(MustacheError)
    {
        guard let source = partialSources[name] else {
            let suggestion = MustacheSuggestion.closest(to: name, among: partialSources.keys)
            unknown.append(
                MustacheUnknownName(template: template, line: line, name: name, kind: .partial, suggestion: suggestion))
            return
        }
        guard !including.contains(name) else { return }
        let nodes: [MustacheNode]
        if let parsed = partials[name] {
            nodes = parsed
        } else {
            var parser = MustacheParser(source, template: name)
            nodes = try parser.parse()
            partials[name] = nodes
        }
        including.append(name)
        try check(nodes, template: name, scopes: scopes)
        including.removeLast()
    }
}
