import Foundation

/// Writes an output file (PNG, HTML, JSON, badge), relative to the working directory.
public enum OutputFile {
    /// A regular file (or a symlink to one) is replaced atomically, so a failed run leaves the
    /// previous file, and keeps its permission bits (a new one gets the umask's); a device or a
    /// pipe (`/dev/stdout`, a FIFO) is written to in place, since renaming over it would replace
    /// the device with a file.
    public static func write(_ bytes: [UInt8], to path: String, context: Context) throws(FileSystemError) {
        let url = context.url(forPath: path)
        guard let target = Platform.targetStatus(url.path), target.kind == .other else {
            try AtomicFile.write(bytes, to: url.resolvingSymlinksInPath(), mode: .likeReplaced, directoryMode: 0o755)
            return
        }
        let fd = Platform.openFile(url.path, .writeExisting)
        guard fd >= 0 else { throw .cannotWrite(path: url.path, errno: Platform.errno) }
        defer { Platform.closeFile(fd) }
        let failure = Platform.writeAll(fd, bytes)
        if failure != 0 { throw .cannotWrite(path: url.path, errno: failure) }
    }
}
