/// How many columns a week takes in the terminal grid (`--cells`).
public enum TerminalCellLayout: String, Sendable, CaseIterable {
    /// The widest layout that shows every week: `wide`, else `narrow`; cut only when neither fits.
    case auto
    /// Two columns a week (a gap and a cell), as on GitHub.
    case wide
    /// One column a week: a year in under 60 columns.
    case narrow
    /// One column a week and two days a character (`▀`): half the rows. Colour terminals only.
    case half

    /// The columns one week takes.
    var columnsPerWeek: Int { self == .wide ? 2 : 1 }

    /// The layout to draw `weeks` weeks in `width` columns after labels `labelWidth` wide.
    func resolved(weeks: Int, width: Int, labelWidth: Int, halfBlocks: Bool) -> TerminalCellLayout {
        switch self {
        case .auto:
            // A wide week is a gap and a cell; the narrow grid starts one column after the labels.
            return labelWidth + 2 * weeks <= width ? .wide : .narrow
        case .half: return halfBlocks ? .half : .narrow
        case .wide, .narrow: return self
        }
    }

    /// How many weeks fit in `width` columns after labels `labelWidth` wide.
    func weeksFitting(width: Int, labelWidth: Int) -> Int {
        max(1, (width - labelWidth - (self == .wide ? 0 : 1)) / columnsPerWeek)
    }
}
