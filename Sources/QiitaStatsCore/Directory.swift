import Foundation

/// Folders created with the permission bits their use asks for.
public enum Directory {
    /// How a new folder's permission bits are set.
    public enum Mode: Sendable, Equatable {
        /// Exactly these bits, whatever the umask: the tool's own folders (`0700`).
        case exactly(UInt32)
        /// `0777` less the umask, as for any folder the user makes: the outputs' folders.
        case ofUmask
    }

    /// Creates `url` and each missing parent as `mode` says; existing folders are left as
    /// they are.
    public static func create(_ url: URL, mode: Mode) throws(FileSystemError) {
        let path = url.standardizedFileURL.path
        if try makeOne(path, mode) { return }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/"), slash > path.startIndex
        else { throw .cannotCreateDirectory(path: path, errno: errno) }
        try create(URL(fileURLWithPath: String(path[..<slash]), isDirectory: true), mode: mode)
        if try makeOne(path, mode) { return }
        throw .cannotCreateDirectory(path: path, errno: errno)
    }

    /// Whether the folder now exists (made here with the exact mode, or there already);
    /// false with `errno` set when `mkdir` failed for another reason.
    private static func makeOne(_ path: String, _ mode: Mode) throws(FileSystemError) -> Bool {
        guard case .exactly(let permissions) = mode else {
            return mkdir(path, 0o777) == 0 || errno == EEXIST
        }
        if mkdir(path, mode_t(permissions)) == 0 {
            guard chmod(path, mode_t(permissions)) == 0 else {
                throw .cannotCreateDirectory(path: path, errno: errno)
            }
            return true
        }
        return errno == EEXIST
    }
}
