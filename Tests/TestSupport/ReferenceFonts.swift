import Foundation
import Testing

/// DejaVu Sans and Sawarabi Gothic where Debian and Ubuntu install them (`fonts-dejavu-core`,
/// `fonts-sawarabi-gothic`, which `make deps` installs there): the faces the pictures in `docs/`
/// were drawn with and some tests name. macOS labels images with fonts of its own and has
/// neither there, so the tests that need them are skipped on it with ``missing`` as the note.
public enum ReferenceFonts {
    /// DejaVu Sans (Latin).
    public static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// Sawarabi Gothic (Japanese).
    public static let sawarabiGothic = "/usr/share/fonts/truetype/sawarabi-gothic/sawarabi-gothic-medium.ttf"
    /// Whether both are installed.
    public static let installed = [dejaVuSans, sawarabiGothic].allSatisfy { FileManager.default.fileExists(atPath: $0) }
    /// Why a test that needs them was skipped.
    public static let missing: Comment =
        "DejaVu Sans and Sawarabi Gothic are not where Debian installs them (make deps installs them on Debian and Ubuntu)"
}
