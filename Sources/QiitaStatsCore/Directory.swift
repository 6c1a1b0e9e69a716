import Foundation

/// Folders created with an exact mode, whatever the umask.
public enum Directory {
    /// Creates `url` and each missing parent with exactly `permissions`; existing folders are
    /// left as they are.
    public static func create(_ url: URL, permissions: UInt32) throws(FileSystemError) {
        try create(path: url.standardizedFileURL.path, permissions: permissions)
    }

    private static func create(path: String, permissions: UInt32) throws(FileSystemError) {
        if try makeOne(path, permissions) { return }
        guard Platform.errno == Platform.noSuchFile, let slash = path.lastIndex(of: "/"), slash > path.startIndex
        else { throw .cannotCreateDirectory(path: path, errno: Platform.errno) }
        try create(path: String(path[..<slash]), permissions: permissions)
        if try makeOne(path, permissions) { return }
        throw .cannotCreateDirectory(path: path, errno: Platform.errno)
    }

    /// Whether the folder now exists (made here with the exact mode, or there already);
    /// false with `errno` set when `mkdir` failed for another reason.
    private static func makeOne(_ path: String, _ permissions: UInt32) throws(FileSystemError) -> Bool {
        if Platform.makeDirectory(path, permissions) == 0 {
            guard Platform.setPermissions(path, permissions) == 0 else {
                throw .cannotCreateDirectory(path: path, errno: Platform.errno)
            }
            return true
        }
        return Platform.errno == Platform.fileExists
    }
}
