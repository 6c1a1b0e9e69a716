public import Raster

/// A line of text in the calendar image and where it goes, in device pixels.
public struct ImageLabel: Sendable, Hashable {
    /// What a label is for, which decides its size and colour.
    public enum Role: Sendable, Hashable {
        /// The line above the calendar: `7 posts in November 2026`.
        case caption
        /// A month's name above its first week.
        case month
        /// `Mon`, `Wed`, `Fri` left of their rows.
        case weekday
        /// `Less` and `More` around the legend's cells.
        case legend
    }

    /// The text.
    public let text: String
    /// What it is for.
    public let role: Role
    /// The em size in pixels.
    public let size: Double
    /// Where the pen starts.
    public let x: Double
    /// The baseline.
    public let baseline: Double
    /// The box the text may ink: its advance width, from the ascent to the descent.
    public let box: Rect
}
