/// How a template is rendered.
public struct MustacheOptions: Sendable, Equatable {
    /// Whether `{{{name}}}` and `{{& name}}` emit a `.string` unescaped, as the spec says; when `false`,
    /// only `.markup` is ever emitted raw, so a user's template cannot turn data into HTML.
    public var rawStrings: Bool
    /// How many partials deep rendering may go before it stops with an error.
    public var partialDepthLimit: Int

    /// Options with every choice spelled out.
    public init(rawStrings: Bool = true, partialDepthLimit: Int = 100) {
        self.rawStrings = rawStrings
        self.partialDepthLimit = partialDepthLimit
    }

    /// The spec's behaviour: for the program's own templates.
    public static let standard = MustacheOptions()

    /// For a template the user supplied: data is always escaped, and only `.markup` is raw.
    public static let userTemplate = MustacheOptions(rawStrings: false)
}
