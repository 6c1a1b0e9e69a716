/// Untrusted text made safe and measured for a terminal.
public enum TerminalText {
    /// `text` without anything a terminal would interpret: C0/C1 control characters, ESC/CSI/OSC
    /// sequences (7- and 8-bit) and bidirectional overrides are removed; tabs and newlines
    /// become spaces. A title can then not move the cursor, retitle the window or write the
    /// clipboard.
    public static func sanitize(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B, 0x9B, 0x9D, 0x90, 0x9E, 0x9F, 0x98:
                skipEscapeSequence(after: scalar, in: &scalars)
            case 0x09, 0x0A, 0x0D:
                output.append(" ")
            case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// `text` as it is, but for each character ``sanitize(_:)`` would drop or change, written `\u{1B}`: a bad value
    /// quoted in a message shows what it holds (`'a\u{1B}[31mb'`, not a clean-looking `'ab'`) and cannot act.
    public static func visible(_ text: String) -> String {
        text.unicodeScalars.map {
            sanitize(String($0)) == String($0) ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}"
        }.joined()
    }

    /// Skips the rest of an escape sequence that began with `introducer`.
    private static func skipEscapeSequence(
        after introducer: Unicode.Scalar, in scalars: inout String.UnicodeScalarView.Iterator
    ) {
        var kind = introducer.value
        if kind == 0x1B {
            guard let next = scalars.next() else { return }
            switch next {
            case "[": kind = 0x9B
            case "]": kind = 0x9D
            case "P", "X", "^", "_": kind = 0x90
            default: return  // a two-character escape such as ESC c: both dropped
            }
        }
        if kind == 0x9B {
            // CSI: parameters and intermediates, then one final byte 0x40–0x7E.
            while let scalar = scalars.next(), !(0x40...0x7E).contains(scalar.value) {}
            return
        }
        // OSC, DCS, SOS, PM, APC: until BEL, ST (ESC \) or 8-bit ST.
        while let scalar = scalars.next() {
            if scalar.value == 0x07 || scalar.value == 0x9C { return }
            if scalar.value == 0x1B {
                _ = scalars.next()
                return
            }
        }
    }

    /// The number of terminal columns `text` takes: East Asian wide and fullwidth characters
    /// and emoji take two, combining marks none.
    public static func width(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The columns one character takes.
    public static func width(of character: Character) -> Int {
        // A prepended concatenation mark (U+0600) joins the character after it, a space
        // included, into one; a terminal still draws both.
        if let mark = character.unicodeScalars.first, isPrependedMark(mark.value), character.unicodeScalars.count > 1 {
            return 1 + width(String(String.UnicodeScalarView(character.unicodeScalars.dropFirst())))
        }
        var widest = 0
        for (index, scalar) in character.unicodeScalars.enumerated() {
            let value = scalar.value
            if isWide(value) { return 2 }
            if index == 0 { widest = isZeroWidth(value) ? 0 : 1 }
            if value == 0xFE0F && character.unicodeScalars.count > 1 { return 2 }  // emoji presentation
        }
        return widest
    }

    /// `text` cut to at most `columns` columns, ending with `…` when cut.
    public static func truncate(_ text: String, toWidth columns: Int) -> String {
        guard width(text) > columns else { return text }
        guard columns > 0 else { return "" }
        var used = 0
        return text.prefix {
            used += width(of: $0)
            return used <= columns - 1
        } + "…"
    }

    /// Pads `text` with spaces to `columns` columns.
    public static func pad(_ text: String, toWidth columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(text)))
    }

    private static func isPrependedMark(_ value: UInt32) -> Bool {
        switch value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: true
        default: false
        }
    }

    private static func isZeroWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
            0x200B...0x200F, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0x3099...0x309A,
            0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
            0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
            0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
            0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
            0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E,
            0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004, 0x1F0CF,
            0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
            0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
