import Foundation

/// A regular file read without following a symlink, with the owner and mode of what was read.
public struct FileContents: Sendable, Equatable {
    /// The bytes.
    public var bytes: [UInt8]
    /// The permission bits (`mode & 0o7777`).
    public var permissions: UInt32
    /// The owner's user id.
    public var owner: UInt32

    /// Reads `url`; nil if nothing is there. A symlink is refused with
    /// ``FileSystemError/symbolicLink(path:)``, a folder or device with
    /// ``FileSystemError/notRegularFile(path:)``.
    public static func read(_ url: URL) throws(FileSystemError) -> FileContents? {
        let path = url.path
        // A symlink fails with ELOOP; a FIFO does not block.
        let fd = Platform.openFile(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else {
            switch errno {
            case ENOENT: return nil
            case ELOOP: throw .symbolicLink(path: path)
            case let code: throw .cannotRead(path: path, errno: code)
            }
        }
        defer { close(fd) }
        guard let status = Platform.status(of: fd) else { throw .cannotRead(path: path, errno: errno) }
        guard status.kind == .regular else { throw .notRegularFile(path: path) }
        let (bytes, code) = Platform.readAll(fd)
        guard code == 0 else { throw .cannotRead(path: path, errno: code) }
        return FileContents(bytes: bytes, permissions: status.permissions, owner: status.owner)
    }
}
