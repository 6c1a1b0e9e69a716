/// When to colour terminal output (`--color`).
public enum ColorChoice: String, Sendable, Equatable, CaseIterable {
    /// Colour when stdout is a terminal and the environment does not say otherwise.
    case auto
    /// Always colour.
    case always
    /// Never colour.
    case never
}
