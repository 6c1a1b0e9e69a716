/// Why the emulator could not start, or an option or fault spec was refused, as a sentence.
public struct EmulatorError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
