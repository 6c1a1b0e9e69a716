import Foundation
import QiitaStatsCore

/// Why the secret store could not be read or written. Messages name the file, never its contents.
public enum SecretStoreError: UserFacingError, Equatable, Sendable {
    /// The file has a group or other permission bit set.
    case insecurePermissions(path: String, permissions: UInt32)
    /// The file belongs to another user.
    case wrongOwner(path: String, owner: UInt32, user: UInt32)
    /// The file is a symbolic link.
    case symbolicLink(path: String)
    /// The path is a folder or a device.
    case notRegularFile(path: String)
    /// The file is not a credentials file this version understands.
    case corrupt(path: String, reason: String)
    /// Reading or writing the file failed.
    case fileSystem(FileSystemError)

    /// An unusable store leaves no token the tool may use (77); a plain I/O failure is 1.
    public var exitCode: ExitCode { if case .fileSystem = self { .failure } else { .authentication } }

    public var message: String {
        switch self {
        case .insecurePermissions(let path, let permissions):
            "the secret store \(path) is accessible by other users (mode \(String(format: "%04o", permissions)));"
                + " refusing to use it"
        case .wrongOwner(let path, let owner, let user):
            "the secret store \(path) belongs to user id \(owner), not to you (user id \(user)); refusing to use it"
        case .symbolicLink(let path):
            "the secret store \(path) is a symbolic link; refusing to use it"
        case .notRegularFile(let path):
            "the secret store \(path) is not a regular file"
        case .corrupt(let path, let reason):
            "the secret store \(path) is not a valid credentials file: \(reason)"
        case .fileSystem(let error):
            error.message
        }
    }

    public var hint: String? {
        switch self {
        case .insecurePermissions(let path, _):
            "run `chmod 600 \(shellQuoted(path))`; if others could read it, revoke the token and log in again"
        case .wrongOwner(let path, _, _):
            "make it yours with `chown \"$(id -u)\" \(shellQuoted(path)) && chmod 600 \(shellQuoted(path))`, or remove it"
        case .symbolicLink(let path):
            "replace the link with the file itself, then run `chmod 600 \(shellQuoted(path))`"
        case .notRegularFile(let path), .corrupt(let path, _):
            "fix or remove \(shellQuoted(path)), then run `qiita-stats auth login`"
        case .fileSystem(let error):
            error.hint
        }
    }
}

/// `path` as one shell word: as it is when it is plain, else in single quotes.
func shellQuoted(_ path: String) -> String {
    let plain = path.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "/._-+:@%,=~".unicodeScalars.contains(scalar))
    }
    if plain && !path.isEmpty && !path.hasPrefix("~") { return path }
    return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
