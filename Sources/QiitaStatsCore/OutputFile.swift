import Foundation

/// Writes an output file (PNG, HTML, JSON, badge, history export), relative to the working
/// directory.
public enum OutputFile {
    /// A regular file is replaced atomically, so a failed run leaves the previous file, and
    /// keeps its permission bits (a new one gets the umask's); a device or a pipe
    /// (`/dev/stdout`, a FIFO) is written to in place, since renaming over it would replace the
    /// device with a file.
    public static func write(_ bytes: [UInt8], to path: String, context: Context) throws(FileSystemError) {
        try write(to: path, context: context) { write throws(FileSystemError) in try write(bytes) }
    }

    /// Writes what `contents` hands, piece by piece, to the function it is given, as
    /// ``write(_:to:context:)`` writes bytes: a large document is never held whole.
    public static func write(
        to path: String, context: Context,
        contents: (_ write: ([UInt8]) throws(FileSystemError) -> Void) throws(FileSystemError) -> Void
    ) throws(FileSystemError) {
        let url = followingLinks(context.url(forPath: path))
        guard let target = Platform.targetStatus(url.path), target.kind == .other else {
            try AtomicFile.write(to: url, mode: .likeReplaced, directoryMode: .ofUmask, contents: contents)
            return
        }
        let fd = Platform.openFile(url.path, O_WRONLY)
        guard fd >= 0 else { throw .cannotWrite(path: url.path, errno: errno) }
        defer { close(fd) }
        try contents { piece throws(FileSystemError) in
            let failure = Platform.writeAll(fd, piece)
            if failure != 0 { throw .cannotWrite(path: url.path, errno: failure) }
        }
    }

    /// Where `url` leads once each symbolic link is followed to its destination (relative to
    /// the link's folder), even to a file that does not exist yet; at most 40 links, as the
    /// kernel allows.
    static func followingLinks(_ url: URL) -> URL {
        var current = url.standardizedFileURL
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                break
            }
            current =
                URL(fileURLWithPath: destination, relativeTo: current.deletingLastPathComponent())
                .standardizedFileURL
        }
        return current
    }
}
