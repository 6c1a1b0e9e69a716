/// Which font file and face drew something: what a user would recognise.
public struct FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The family, e.g. `DejaVu Sans` or `Sawarabi Gothic`.
    public let familyName: String
    /// The style, e.g. `Book` or `Medium`.
    public let styleName: String
    /// The font file.
    public let path: String

    /// `Family Style (path)`.
    public var description: String { "\(familyName) \(styleName) (\(path))" }
}
