import Foundation

/// Replaces a file all at once: readers see the old contents or the new, never a mix, and a
/// crash at any instant leaves the old file in place.
public enum AtomicFile {
    /// The permission bits of the file written.
    public enum FileMode: Sendable, Equatable {
        /// Exactly these bits, whatever the umask or the file replaced: the cache, the secret store.
        case exactly(UInt32)
        /// Those of the file replaced, else `0666` less the umask as for any new file: outputs,
        /// so that a file made private stays private and a umask of `077` is heeded.
        case likeReplaced
    }

    /// Writes `bytes` to `url` with exactly `mode`, creating missing folders as `directoryMode`
    /// says (nil: the folder must exist).
    public static func write(
        _ bytes: [UInt8], to url: URL, mode: UInt32 = 0o644, directoryMode: Directory.Mode? = .ofUmask,
        temporaryName: (String) -> String = randomTemporaryName
    ) throws(FileSystemError) {
        try write(to: url, mode: .exactly(mode), directoryMode: directoryMode, temporaryName: temporaryName) {
            write throws(FileSystemError) in try write(bytes)
        }
    }

    /// Writes to `url` atomically what `contents` hands, piece by piece, to the function it is
    /// given, so a large document is never held whole; a piece that cannot be written throws
    /// from that function, and the target is left as it was. `temporaryName` names the
    /// temporary file, given the target's name.
    public static func write(
        to url: URL, mode fileMode: FileMode, directoryMode: Directory.Mode? = .ofUmask,
        temporaryName: (String) -> String = randomTemporaryName,
        contents: (_ write: ([UInt8]) throws(FileSystemError) -> Void) throws(FileSystemError) -> Void
    ) throws(FileSystemError) {
        let target = url.standardizedFileURL
        let folder = target.deletingLastPathComponent()
        if let directoryMode { try Directory.create(folder, mode: directoryMode) }
        let mode: UInt32? =
            switch fileMode {
            case .exactly(let bits): bits
            case .likeReplaced:
                Platform.linkStatus(target.path).flatMap { $0.kind == .regular ? $0.permissions & 0o777 : nil }
            }
        // Created no wider than the owner's bits while the contents go in, unless it is a new
        // output, which gets what the umask leaves of 0666 as it would from any program.
        let (fd, temporary) = try createTemporary(
            in: folder, for: target.lastPathComponent, mode: mode.map { $0 & 0o600 } ?? 0o666, temporaryName)
        var renamed = false
        defer {
            if !renamed { _ = unlink(temporary) }
            TemporaryFiles.forget(temporary)
        }
        do {
            defer { close(fd) }
            if let mode, fchmod(fd, mode_t(mode)) != 0 {
                throw FileSystemError.cannotWrite(path: temporary, errno: errno)
            }
            try contents { piece throws(FileSystemError) in
                let code = Platform.writeAll(fd, piece)
                guard code == 0 else { throw FileSystemError.cannotWrite(path: temporary, errno: code) }
            }
            guard Platform.sync(fd) == 0 else {
                throw FileSystemError.cannotWrite(path: temporary, errno: errno)
            }
        }
        guard rename(temporary, target.path) == 0 else {
            throw .cannotReplace(path: target.path, errno: errno)
        }
        renamed = true
        // The tool's own files (exact mode) are made durable; an output, made again in milliseconds, is left to the
        // system's flush.
        if case .exactly = fileMode { try syncDirectory(folder.path) }
    }

    /// Creates the temporary file, trying a few names: a name taken (by a leftover, another
    /// writer or a planted symlink) is skipped, never opened.
    private static func createTemporary(
        in folder: URL, for name: String, mode: UInt32, _ temporaryName: (String) -> String
    ) throws(FileSystemError) -> (fd: Int32, path: String) {
        var code = EEXIST
        for _ in 0..<8 {
            let path = folder.appendingPathComponent(temporaryName(name)).path
            let fd = TemporaryFiles.create(path) {
                Platform.openFile(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, permissions: mode)
            }
            if fd >= 0 { return (fd, path) }
            code = errno
            guard code == EEXIST else { break }
        }
        throw .cannotCreateTemporaryFile(directory: folder.path, errno: code)
    }

    /// Makes a rename in `path` durable; file systems that cannot sync a folder are let be.
    private static func syncDirectory(_ path: String) throws(FileSystemError) {
        let fd = Platform.openFile(path, O_RDONLY | O_DIRECTORY)
        guard fd >= 0 else { throw .cannotWrite(path: path, errno: errno) }
        defer { close(fd) }
        if Platform.sync(fd) != 0 && errno != EINVAL {
            throw .cannotWrite(path: path, errno: errno)
        }
    }

    /// `.NAME.tmp-` and 16 random hex digits: hidden, and beside the target so rename is atomic.
    @usableFromInline static func randomTemporaryName(for name: String) -> String {
        ".\(name).tmp-" + String(format: "%016llx", UInt64.random(in: .min ... .max))
    }
}
