import Foundation

/// A file operation that failed, naming the path and the system's reason.
public enum FileSystemError: UserFacingError, Equatable, Sendable {
    /// A folder could not be created (or made private).
    case cannotCreateDirectory(path: String, errno: Int32)
    /// The temporary file beside the target could not be created.
    case cannotCreateTemporaryFile(directory: String, errno: Int32)
    /// Writing, syncing or setting the mode of the new contents failed.
    case cannotWrite(path: String, errno: Int32)
    /// The new contents could not be moved over the target.
    case cannotReplace(path: String, errno: Int32)
    /// A file could not be opened or read.
    case cannotRead(path: String, errno: Int32)
    /// A file could not be removed.
    case cannotRemove(path: String, errno: Int32)
    /// The path is a symbolic link where a regular file is required.
    case symbolicLink(path: String)
    /// The path is a folder or a device, not a regular file.
    case notRegularFile(path: String)
    /// The lock file could not be opened or locked.
    case cannotLock(path: String, errno: Int32)
    /// Another process held the lock for too long.
    case lockTimedOut(path: String, seconds: Int)

    public var exitCode: ExitCode { .failure }

    public var message: String {
        switch self {
        case .cannotCreateDirectory(let path, let code): "could not create the folder \(path): \(reason(code))"
        case .cannotCreateTemporaryFile(let directory, let code):
            "could not create a temporary file in \(directory): \(reason(code))"
        case .cannotWrite(let path, let code): "could not write \(path): \(reason(code))"
        case .cannotReplace(let path, let code): "could not replace \(path): \(reason(code))"
        case .cannotRead(let path, let code): "could not read \(path): \(reason(code))"
        case .cannotRemove(let path, let code): "could not remove \(path): \(reason(code))"
        case .symbolicLink(let path): "\(path) is a symbolic link, where a regular file was expected"
        case .notRegularFile(let path): "\(path) is not a regular file"
        case .cannotLock(let path, let code): "could not lock \(path): \(reason(code))"
        case .lockTimedOut(let path, let seconds):
            "another qiita-stats process has held the lock \(path) for over \(seconds) seconds"
        }
    }

    public var hint: String? {
        switch self {
        case .lockTimedOut: "wait for the other qiita-stats command to finish, then try again"
        case .cannotCreateDirectory(_, let code), .cannotCreateTemporaryFile(_, let code), .cannotWrite(_, let code),
            .cannotReplace(_, let code):
            Self.writingHint(code)
        case .cannotRead(_, let code) where [EACCES, EPERM, EROFS].contains(code):
            "check that you may read that file (ls -l)"
        case .cannotRead: "check that the path names a readable file"
        case .cannotRemove: "check that you may write to the folder that holds it (ls -ld)"
        case .symbolicLink: "put the file itself at that path: qiita-stats does not follow a symbolic link there"
        case .notRegularFile: "move what is there away, or give the path of a regular file"
        case .cannotLock: "check that you may write to the folder that holds the lock (ls -ld)"
        }
    }

    /// What to do when something could not be written (whatever was there before is untouched:
    /// files are replaced atomically).
    private static func writingHint(_ code: Int32) -> String {
        if [ENOSPC, EDQUOT].contains(code) {
            return "free some space on that disk, or write elsewhere"
        }
        if [EACCES, EPERM, EROFS].contains(code) {
            return "check that you may write to that folder (ls -ld), or write elsewhere"
        }
        if code == EISDIR { return "that path is a folder: name a file in it" }
        return "check the path and the disk, then run again"
    }

    private func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
