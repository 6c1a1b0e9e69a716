import Foundation

/// Writes an output file (PNG, HTML, JSON, badge), relative to the working directory.
public enum OutputFile {
    /// A regular file (or a symlink to one) is replaced atomically, so a failed run leaves the
    /// previous file, and keeps its permission bits (a new one gets the umask's); a device or a
    /// pipe (`/dev/stdout`, a FIFO) is written to in place, since renaming over it would replace
    /// the device with a file.
    public static func write(_ bytes: [UInt8], to path: String, context: Context) throws(FileSystemError) {
        try write(to: path, context: context) { write throws(FileSystemError) in try write(bytes) }
    }

    /// Writes what `contents` hands, piece by piece, to the function it is given, as
    /// ``write(_:to:context:)`` writes bytes: a large document is never held whole.
    public static func write(
        to path: String, context: Context,
        contents: (_ write: ([UInt8]) throws(FileSystemError) -> Void) throws(FileSystemError) -> Void
    ) throws(FileSystemError) {
        let url = context.url(forPath: path)
        guard let target = Platform.targetStatus(url.path), target.kind == .other else {
            try AtomicFile.write(
                to: url.resolvingSymlinksInPath(), mode: .likeReplaced, directoryMode: .ofUmask, contents: contents)
            return
        }
        let fd = Platform.openFile(url.path, .writeExisting)
        guard fd >= 0 else { throw .cannotWrite(path: url.path, errno: Platform.errno) }
        defer { Platform.closeFile(fd) }
        try contents { piece throws(FileSystemError) in
            let failure = Platform.writeAll(fd, piece)
            if failure != 0 { throw .cannotWrite(path: url.path, errno: failure) }
        }
    }
}
