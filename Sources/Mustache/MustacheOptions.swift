/// How a template is rendered.
public struct MustacheOptions: Sendable, Equatable {
    /// Whether `{{{name}}}` and `{{& name}}` emit a `.string` unescaped, as the spec says; when `false`,
    /// only `.markup` is ever emitted raw, so a user's template cannot turn data into HTML.
    public var rawStrings: Bool

    /// The spec's behaviour: for the program's own templates.
    public static let standard = MustacheOptions(rawStrings: true)

    /// For a template the user supplied: data is always escaped, and only `.markup` is raw.
    public static let userTemplate = MustacheOptions(rawStrings: false)
}
