/// Where fontconfig's results (`FcBool`, `FcResult`, null pointers) become Swift errors.
enum FontconfigStatus {
    /// Returns when an `FcBool` is true (non-zero), else throws.
    static func check(_ succeeded: Int32, _ action: String) throws(FontError) {
        guard succeeded == 0 else { return }
        throw .fontconfig(action: action, reason: "it returned false")
    }

    /// Returns when an `FcResult` is `FcResultMatch` (0), else throws its meaning.
    static func check(result: UInt32, _ action: String) throws(FontError) {
        let reason: String
        switch result {
        case 0: return
        case 1: reason = "no match"
        case 2: reason = "the value has another type"
        case 3: reason = "no such value"
        case 4: reason = "out of memory"
        default: reason = "fontconfig result \(result)"
        }
        throw .fontconfig(action: action, reason: reason)
    }

    /// Unwraps a pointer fontconfig returned, throwing when it is null.
    static func require<Pointer>(_ pointer: Pointer?, _ action: String) throws(FontError) -> Pointer {
        guard let pointer else { throw .fontconfig(action: action, reason: "it returned nothing") }
        return pointer
    }
}
