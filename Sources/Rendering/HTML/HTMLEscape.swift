import Mustache

/// Untrusted text made fit for an HTML page, and escaping for the markup the program writes itself.
public enum HTMLEscape {
    /// `text` without C0/C1 controls (tabs and line breaks kept, CR LF and CR becoming LF), DEL, and
    /// the bidirectional controls that could make a title read backwards.
    public static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsCleaning) else { return text }
        var output = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if scalar == "\r" {
                output.append("\n")
            } else if scalar == "\n" {
                if !previousWasCR { output.append(scalar) }
            } else if !needsCleaning(scalar) {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// `text` escaped for an element's content or a quoted attribute value: `&`, `<`, `>`, `"`, `'`.
    public static func escape(_ text: String) -> String {
        MustacheEscaper.escape(text)
    }

    private static func needsCleaning(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
